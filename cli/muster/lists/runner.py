"""`muster list-validate` end to end: expand the paths, load and check every file, report."""

from __future__ import annotations

import os
import sys

from muster.errors import MusterError
from muster.lists.load import STDIN, STDIN_NAME, LoadError, load
from muster.lists.validate import FileReport, Session, unreadable

EXTENSIONS = (".yaml", ".yml", ".json")
SIEGE = ("attacker", "defender")


def expand(paths: list[str]) -> list[tuple[str, LoadError | None]]:
    """Every file to check, in order: files as given, directories searched recursively
    (sorted, hidden entries skipped) for *.yaml, *.yml and *.json. A path that does not
    exist, or a directory with no army file, comes back with its LoadError."""
    out: list[tuple[str, LoadError | None]] = []
    for path in paths:
        if path == STDIN or not os.path.isdir(path):
            if path != STDIN and not os.path.exists(path):
                out.append((path, LoadError("input.missing", "no such file or directory")))
            else:
                out.append((path, None))
            continue
        found = []
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            found.extend(os.path.join(root, f) for f in sorted(files)
                         if f.lower().endswith(EXTENSIONS) and not f.startswith("."))
        if not found:
            out.append((path, LoadError("input.missing", "no *.yaml, *.yml or *.json files in "
                                        "this directory")))
        out.extend((f, None) for f in found)
    return out


def parse_rules(rules: list[str] | None) -> dict[str, str]:
    options: dict[str, str] = {}
    for item in rules or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip() or not value.strip():
            raise MusterError(f"--rule '{item}' is not NAME=VALUE (e.g. --rule "
                              "blood-brother=subtract)")
        options[name.strip()] = value.strip()
    return options


def load_opponent(path: str, session: Session) -> dict:
    """The --opponent army, loaded and schema-checked like any file; any problem is one line."""
    try:
        doc = load(path)
        _, found = session.schema_checked(doc)
    except LoadError as err:
        where = path if path != STDIN else "<stdin>"
        if err.line is not None:
            where += f":{err.line}" + (f":{err.column}" if err.column is not None else "")
        raise MusterError(f"--opponent {where}: {err.message} [{err.rule}]") from None
    if found:
        first = found[0]
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        raise MusterError(f"--opponent {doc.name}:{first.line}:{first.column}: {first.message} "
                          f"[{first.rule}]{more}")
    return doc.data


PARALLEL_MIN = 300  # files; fewer are checked in this process (workers cost ~50 ms to start)
CHUNKS_PER_JOB = 4  # chunks per worker, so a slow chunk does not leave a core idle


def default_jobs() -> int:
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def check_one(path: str, session: Session) -> FileReport:
    try:
        doc = load(path)
    except LoadError as err:
        return unreadable(STDIN_NAME if path == STDIN else path, err)
    return session.check(doc)


_WORKER_SESSION: Session | None = None


def _worker_start(session: Session) -> None:
    global _WORKER_SESSION
    _WORKER_SESSION = session


def _check_chunk(paths: list[str]) -> list[FileReport]:
    return [check_one(path, _WORKER_SESSION) for path in paths]


def _check_parallel(paths: list[str], session: Session, jobs: int) -> list[FileReport]:
    """The same reports as checking one by one, in the same order: the paths are cut into
    consecutive chunks, each chunk is checked by a worker process, and the chunks' reports
    are joined back in chunk order."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    size = max(25, -(-len(paths) // (jobs * CHUNKS_PER_JOB)))
    chunks = [paths[i:i + size] for i in range(0, len(paths), size)]
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    reports: list[FileReport] = []
    with ProcessPoolExecutor(max_workers=min(jobs, len(chunks)), mp_context=context,
                             initializer=_worker_start, initargs=(session,)) as pool:
        for done in pool.map(_check_chunk, chunks):
            reports.extend(done)
    return reports


def check_all(paths: list[str], session: Session, jobs: int = 1) -> list[FileReport]:
    """One report per file, in the order `expand` gives them. With ``jobs`` over 1 and more
    than `PARALLEL_MIN` files, the files are checked by that many worker processes."""
    slots: list[FileReport | str | None] = []  # a report, or a path still to check
    stdin_used = False
    for path, problem in expand(paths):
        if path == STDIN:
            if stdin_used:
                continue
            stdin_used = True
        if problem is not None:
            slots.append(unreadable(path, problem))
        elif path == STDIN:
            slots.append(check_one(path, session))
        else:
            slots.append(path)
    todo = [slot for slot in slots if isinstance(slot, str)]
    if jobs > 1 and len(todo) > PARALLEL_MIN:
        done = iter(_check_parallel(todo, session, jobs))
    else:
        done = (check_one(path, session) for path in todo)
    return [next(done) if isinstance(slot, str) else slot for slot in slots]


def run(paths: list[str], fmt: str = "text", opponent: str | None = None,
        siege: str | None = None, rules: list[str] | None = None, stream=None,
        jobs: int | None = None) -> int:
    from muster.engine.render import use_colour
    from muster.lists import report

    stream = stream or sys.stdout
    if fmt not in report.FORMATS:
        raise MusterError(f"--format '{fmt}' is not one of {', '.join(report.FORMATS)}")
    if siege is not None and siege not in SIEGE:
        raise MusterError(f"--siege '{siege}' is not one of {', '.join(SIEGE)}")
    if jobs is None:
        jobs = default_jobs()
    elif jobs < 1:
        raise MusterError(f"--jobs {jobs}: give at least 1 (default: every core, here "
                          f"{default_jobs()})")
    if not paths:
        raise MusterError("give at least one army file or directory (or - for stdin)")
    if opponent == STDIN and STDIN in paths:
        raise MusterError("stdin (-) can be the opponent or an army to check, not both")
    session = Session(siege=siege, options=parse_rules(rules))
    if opponent is not None:
        session.opponent = load_opponent(opponent, session)
    reports = check_all(paths, session, jobs)
    report.write(reports, fmt, stream, colour=fmt == "text" and use_colour(stream))
    return int(report.exit_code(reports))
