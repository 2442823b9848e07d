"""`muster list-validate` end to end: expand the paths, load and check every file, report."""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # builtin: `signal` builds its enums (~0.5 ms)
import fnmatch
import importlib
import os
import sys
import time
from typing import Any, TextIO

from muster.commands._pairs import name_value
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.render import use_colour
from muster.errors import MusterError, as_options
from muster.games import GAMES, LISTS, REGISTRY, offering
from muster.i18n import N_, Message, _, either, say, shown
from muster.lists import cards, catalogue, report, roster, schemas
from muster.lists.validate import (
    FileReport,
    Session,
    fast_validator,
    rules_for,
    skipped,
    unreadable,
)
from muster.load import STDIN, STDIN_NAME, LoadError, load
from muster.text import grouped

EXTENSIONS = (".yaml", ".yml", ".json")
# list-validate's formats, by id and, where Czech has a word for one, its Czech name
FORMAT_NAMES = {f: {"cs": "karty"} if f == "cards" else {} for f in report.FORMATS}
# a siege's two sides, by id and the Czech name the siege warning uses (seed 002 L230)
SIEGE = {"attacker": {"cs": "útočník"}, "defender": {"cs": "obránce"}}


NOT_AN_ARMY = say("no game: field, so not an army file")  # the note for a skipped file
EMPTY = say("empty, so not an army file")


def _posix(path: str) -> str:
    return path.replace(os.sep, "/")


def excluded(path: str, globs: list[str], root: str | None = None) -> bool:
    """Whether ``path`` matches one of the --exclude globs. A glob without ``/`` is matched
    against the file or folder name alone (``*.draft.yaml``, ``drafts``, ``e*``); a glob
    with ``/`` against the path below the scanned folder ``root`` and the path as written
    (``drafts/*``, ``**/old/**``, ``armies/old/*``). ``*`` crosses folders. The scanned
    folder's own name and the folders above it are never matched."""
    if not globs:
        return False
    name = os.path.basename(path.rstrip(os.sep)) or path
    paths = {_posix(path)}
    if root is not None:
        paths.add(_posix(os.path.relpath(path, root)))
    for glob in globs:
        glob = _posix(glob).rstrip("/")
        if "/" not in glob:
            if fnmatch.fnmatchcase(name, glob):
                return True
            continue
        for pattern in {glob, glob.removeprefix("**/"), glob.removeprefix("./")}:
            for candidate in paths:
                if fnmatch.fnmatchcase(candidate, pattern) or \
                        fnmatch.fnmatchcase(candidate, pattern + "/*"):
                    return True
    return False


def expand(paths: list[str], exclude: list[str] | None = None
           ) -> list[tuple[str, LoadError | None, bool]]:
    """Every file to check, in order, as (path, problem, scanned): files as given, directories
    searched recursively (sorted, hidden entries skipped) for *.yaml, *.yml and *.json, less
    what --exclude matches; a file named twice, or named and found in a folder, comes once
    (where it first came). ``scanned`` is true for files found in a directory. A path that
    does not exist comes back with its LoadError; a directory with no army file is refused
    (MusterError: it is no file to report on)."""
    exclude = exclude or []
    out: list[tuple[str, LoadError | None, bool]] = []
    seen: set[str] = set()  # each file once, however often it is named or found

    def first_time(path: str) -> bool:
        key = os.path.normcase(os.path.realpath(path))
        if key in seen:
            return False
        seen.add(key)
        return True

    for path in paths:
        if path == STDIN or not os.path.isdir(path):
            if path != STDIN and (excluded(path, exclude) or not first_time(path)):
                continue
            if path != STDIN and not os.path.exists(path):
                out.append((path, LoadError("input.missing", say("no such file or directory")),
                            False))
            else:
                out.append((path, None, False))
            continue
        found: list[str] = []
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith(".")
                             and not excluded(os.path.join(root, d), exclude, path))
            found.extend(os.path.join(root, f) for f in sorted(files)
                         if f.lower().endswith(EXTENSIONS) and not f.startswith(".")
                         and not excluded(os.path.join(root, f), exclude, path))
        if not found:  # a bad input, not an unreadable file: one line, exit 2
            raise MusterError(
                say("{path}: no *.yaml, *.yml or *.json files in this directory (after "
                    "--exclude)", path=path) if exclude else
                say("{path}: no *.yaml, *.yml or *.json files in this directory", path=path))
        out.extend((f, None, True) for f in found if first_time(f))
    return out


def configured_rules(configured: dict[str, tuple[str, str]]) -> dict[str, str]:
    """The config files' ``[rule]`` defaults (name -> (value, FILE:LINE)), their names
    checked: a misspelt one is refused naming its file and line."""
    for name, (_value, source) in configured.items():
        try:
            _check_rule_names({name: ""})
        except MusterError as err:
            raise as_options(err, {"options": f"{source}: [rule]"}) from None
    return {name: value for name, (value, _source) in configured.items()}


def parse_rules(rules: list[str] | None) -> dict[str, str]:
    options: dict[str, str] = {}
    for item in rules or []:
        name, value = name_value(item, "--rule", "NAME=VALUE", "blood-brother=subtract")
        options[name] = value
    if options:
        _check_rule_names(options)
    return options


def _rule_games() -> tuple[Lookup, dict[str, list[str]]]:
    """The ruling options by every spelling (any case, accents, dashes), and each one's
    games, those that read it (each game's list module names its own in RULE_OPTIONS)."""
    offered: dict[str, list[str]] = {}
    for game in offering(LISTS):
        module = importlib.import_module(REGISTRY[game].part(LISTS))
        for name in getattr(module, "RULE_OPTIONS", ()):
            offered.setdefault(name, []).append(game)
    return Lookup.of_names(N_("ruling option"), sorted(offered)), offered


def _check_rule_names(options: dict[str, str]) -> None:
    """Every --rule name must be a ruling option of some game; a misspelt one is refused,
    never silently ignored."""
    lookup, _games = _rule_games()
    for name in options:
        lookup.find(name, field="options", template=UNKNOWN_FOR)


def unused_rules(given: dict[str, str], reports: list[FileReport]) -> list[Message]:
    """A note for each --rule that no checked list reads: the option is another game's
    (`--rule oob-weapons` on Warmaster lists only), so it changed nothing. Not an error: a
    script may give the same options to every batch. None while a file could not be read
    (its game is not known)."""
    if not given or any(not r.readable for r in reports):  # an unread list may be that game's
        return []
    checked = {r.game for r in reports if r.readable and not r.skipped and r.game}
    lookup, offered = _rule_games()
    return [say("--rule {name} applies to {games} lists only, and none was checked",
                name=name, games=either([schemas.game_name(g) for g in games]))
            for name in given if (games := offered.get(lookup.key(name) or "", []))
            and not checked & set(games)]


def load_opponent(path: str, session: Session) -> dict[str, Any]:
    """The --opponent army, loaded and schema-checked like any file; any problem is one line."""
    try:
        doc = load(path)
        session.opponent_game, found = session.schema_checked(doc)
    except LoadError as err:
        where = path if path != STDIN else "<stdin>"
        if err.line is not None:
            where += f":{err.line}" + (f":{err.column}" if err.column is not None else "")
        raise MusterError(say("--opponent {where}: {problem} [{rule}]", where=where,
                              problem=err.message, rule=err.rule)) from None
    if found:
        first = found[0]
        where = f"{doc.name}:{first.line}:{first.column}"
        if len(found) > 1:
            raise MusterError(say("--opponent {where}: {problem} [{rule}] (and {more} more)",
                                  where=where, problem=first.message, rule=first.rule,
                                  more=len(found) - 1))
        raise MusterError(say("--opponent {where}: {problem} [{rule}]", where=where,
                              problem=first.message, rule=first.rule))
    data: dict[str, Any] = doc.data
    return data


def foreign_opponent(reports: list[FileReport], opponent: str, session: Session) -> None:
    """One rule for every game: an --opponent list of another game than a checked list is
    a bad option (one line, exit 2) naming both games, never a finding of the list."""
    for r in reports:
        if r.foreign:
            raise MusterError(say(
                "--opponent {opponent} is a {theirs} list but {file} is a {mine} list; give "
                "an opponent of the same game", opponent=STDIN_NAME if opponent == STDIN
                else opponent, theirs=schemas.game_name(session.opponent_game or ""),
                file=r.file, mine=schemas.game_name(r.game or "")))


PARALLEL_MIN = 300  # files; fewer are checked in this process (workers cost ~50 ms to start)
CHUNKS_PER_JOB = 4  # chunks per worker, so a slow chunk does not leave a core idle


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def check_one(path: str, session: Session, scanned: bool = False) -> FileReport:
    """One file's report. A file found by scanning a directory that holds no ``game:``
    field (or nothing at all) is skipped with a note: folders hold other YAML too."""
    try:
        doc = load(path)
    except LoadError as err:
        if scanned and err.rule == "input.empty":
            return skipped(path, EMPTY)
        return unreadable(STDIN_NAME if path == STDIN else path, err)
    if scanned and (not isinstance(doc.data, dict) or "game" not in doc.data):
        return skipped(path, NOT_AN_ARMY)
    return session.check(doc)


_WORKER_SESSION: Session | None = None
_PARENT: int | None = None  # the pid of the command that started this worker


def _die_with_parent(parent: int) -> None:
    """Make this worker die when its parent does, however the parent ends (SIGTERM,
    ``kill -9``): on Linux the kernel sends SIGKILL (PR_SET_PDEATHSIG); elsewhere each file
    checked first looks whether the parent is still there (`_check_chunk`)."""
    global _PARENT
    _PARENT = parent
    if sys.platform.startswith("linux"):
        import ctypes  # Linux only; start-up

        try:
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(1, _signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # the parent ended before the line above
        os._exit(1)


def _worker_start(session: Session, parent: int | None = None) -> None:
    global _WORKER_SESSION
    _WORKER_SESSION = session
    if parent is not None:
        _die_with_parent(parent)


def _check_chunk(paths: list[tuple[str, bool]]) -> list[FileReport]:
    assert _WORKER_SESSION is not None
    reports = []
    for path, scanned in paths:
        if _PARENT is not None and os.getppid() != _PARENT:
            os._exit(1)  # orphaned: nobody is waiting for these reports
        reports.append(check_one(path, _WORKER_SESSION, scanned))
    return reports


def _warm_up() -> None:
    """Build every game's fast validator and import its rules once, before the workers are
    forked, so that they inherit them instead of each building its own."""
    for game in GAMES:
        try:
            fast_validator(game)
            rules_for(game)
        except LoadError:
            pass


def _check_parallel(paths: list[tuple[str, bool]], session: Session, jobs: int,
                    progress: Progress | None = None) -> list[FileReport]:
    """The same reports as checking one by one, in the same order: the paths are cut into
    consecutive chunks, each chunk is checked by a worker process, and the chunks' reports
    are joined back in chunk order."""
    import multiprocessing  # 20 ms of imports, only for large batches
    from concurrent.futures import ProcessPoolExecutor  # large batches only

    _warm_up()
    size = max(25, -(-len(paths) // (jobs * CHUNKS_PER_JOB)))
    chunks = [paths[i:i + size] for i in range(0, len(paths), size)]
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    reports: list[FileReport] = []
    with ProcessPoolExecutor(max_workers=min(jobs, len(chunks)), mp_context=context,
                             initializer=_worker_start, initargs=(session, os.getpid())
                             ) as pool:
        for done in pool.map(_check_chunk, chunks):
            reports.extend(done)
            if progress is not None:
                progress.update(len(reports))
    return reports


class Progress:
    """'checked 1,200 of 10,000 files' on a terminal's stderr, rewritten in place, for a
    batch still running after `DELAY` seconds; nothing when stderr is no terminal (piped
    output is the same on every run) or for a quick batch. The time only decides whether
    and how often the line is drawn; the line itself is the count of files checked."""

    DELAY = 2.0  # seconds before the line appears
    EVERY = 0.2  # seconds between redraws

    def __init__(self, total: int, stream: TextIO | None = None,
                 clock: Any = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.clock = clock or time.monotonic
        self.total = total
        isatty = getattr(self.stream, "isatty", None)
        self.on = bool(isatty and isatty()) and total > 1
        self.start = self.clock() if self.on else 0.0
        self.last = -1.0
        self.drawn = False

    def line(self, done: int) -> str:
        return say("checked {done} of {total} files", done=grouped(done),
                   total=grouped(self.total))

    def update(self, done: int) -> None:
        if not self.on:
            return
        now = self.clock()
        if now - self.start < self.DELAY or now - self.last < self.EVERY:
            return
        self.last = now
        self.stream.write("\r" + shown(self.line(done)) + "\033[K")
        self.stream.flush()
        self.drawn = True

    def close(self) -> None:
        if self.drawn:  # leave the terminal as it was: the report follows
            self.stream.write("\r\033[K")
            self.stream.flush()


def check_all(paths: list[str], session: Session, jobs: int = 1,
              exclude: list[str] | None = None, progress: Progress | None = None
              ) -> list[FileReport]:
    """One report per file, in the order `expand` gives them. With ``jobs`` over 1 and more
    than `PARALLEL_MIN` files, the files are checked by that many worker processes.
    ``progress`` is told the count of files checked as they are."""
    slots: list[FileReport | tuple[str, bool]] = []  # a report, or a file still to check
    stdin_used = False
    for path, problem, scanned in expand(paths, exclude):
        if path == STDIN:
            if stdin_used:
                continue
            stdin_used = True
        if problem is not None:
            slots.append(unreadable(path, problem))
        elif path == STDIN:
            slots.append(check_one(path, session))
        else:
            slots.append((path, scanned))
    todo = [slot for slot in slots if isinstance(slot, tuple)]
    if progress is not None:
        progress.total = len(todo)
    if jobs > 1 and len(todo) > PARALLEL_MIN:
        done = iter(_check_parallel(todo, session, jobs, progress))
    else:
        done = (check_one(path, session, scanned) for path, scanned in todo)
    out: list[FileReport] = []
    count = 0
    for slot in slots:
        if isinstance(slot, tuple):
            out.append(next(done))
            count += 1
            if progress is not None:
                progress.update(count)
        else:
            out.append(slot)
    if progress is not None:
        progress.close()
    return out


def run(paths: list[str], fmt: str = "text", opponent: str | None = None,
        siege: str | None = None, rules: list[str] | None = None,
        stream: TextIO | None = None,
        jobs: int | None = None, strict: bool = False, exclude: list[str] | None = None,
        quiet: bool = False, catalogues: list[str] | None = None,
        configured: dict[str, tuple[str, str]] | None = None) -> int:
    """Check ``paths``; ``configured``: the config files' ``--rule`` defaults (name ->
    (value, FILE:LINE)), each overridden by a ``--rule`` of the same name."""
    stream = stream or sys.stdout

    if fmt not in report.FORMATS:  # the one unknown-name refusal, with its did-you-mean
        fmt = Lookup(N_("format"), FORMAT_NAMES).find(fmt, field="format",  # 'karty' too
                                                      template=UNKNOWN_FOR)
    if siege is not None:  # 'útočník', 'obrance' too
        siege = Lookup(N_("siege side"), SIEGE).find(siege, field="siege", template=UNKNOWN_FOR)
    if jobs is None:
        jobs = default_jobs()
    elif jobs < 1:
        raise MusterError(say("--jobs {jobs}: give at least 1 (default: every core, here "
                              "{cores})", jobs=jobs, cores=default_jobs()))
    if not paths:
        raise MusterError(say("give at least one army file or directory (or - for stdin)"))
    if opponent == STDIN and STDIN in paths:
        raise MusterError(say("stdin (-) can be the opponent or an army to check, not both"))
    packs = catalogue.read_all(catalogues or [])
    given = parse_rules(rules)
    defaults = {k: v for k, v in (configured or {}).items() if k not in given}
    session = Session(siege=siege, options={**configured_rules(defaults), **given},
                      set_by={k: source for k, (_v, source) in defaults.items()}, strict=strict,
                      keep_army=fmt in report.ROSTER_FORMATS, catalogues=packs)
    if opponent is not None:
        session.opponent = load_opponent(opponent, session)
    reports = check_all(paths, session, jobs, exclude, Progress(0))
    if opponent is not None:
        foreign_opponent(reports, opponent, session)
    err = sys.stderr
    if fmt in report.ROSTER_FORMATS:
        listed = report.quiet(reports) if quiet else reports
        readable = [r for r in listed if r.readable]
        if fmt == "cards":
            cards.write(readable, stream, reports)
        else:
            roster.write(readable, fmt, stream, reports)
        stream.flush()
        report.file_errors(reports, err)
    else:
        report.write(reports, fmt, stream, colour=fmt == "text" and use_colour(stream),
                     err=err, only_bad=quiet)
    for note in unused_rules(given, reports):
        err.write(_("muster: note: {message}").format(message=shown(note)) + "\n")
    return int(report.exit_code(reports))
