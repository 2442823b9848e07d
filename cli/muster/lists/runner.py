"""`muster list-validate` end to end: expand the paths, load and check every file, report."""

from __future__ import annotations

import os
import sys

from muster.errors import MusterError
from muster.lists.load import STDIN, LoadError, load
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
    if options:
        _check_rule_names(options)
    return options


def _check_rule_names(options: dict[str, str]) -> None:
    """Every --rule name must be a ruling option of some game (each game's list module
    names its own in RULE_OPTIONS); a misspelt one is refused, never silently ignored."""
    import importlib

    from muster.engine.data import fold
    from muster.games import GAMES
    from muster.lists.validate import CHECK_MODULE

    known: list[str] = []
    for game in GAMES:
        module = importlib.import_module(CHECK_MODULE.format(game=game))
        known.extend(getattr(module, "RULE_OPTIONS", ()))
    folded = {fold(k) for k in known}
    for name in options:
        if fold(name) not in folded:
            raise MusterError(f"--rule {name}: no game has a ruling option of that name "
                              f"(known: {', '.join(sorted(known))})")


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


def check_all(paths: list[str], session: Session) -> list[FileReport]:
    reports: list[FileReport] = []
    stdin_used = False
    for path, problem in expand(paths):
        if path == STDIN:
            if stdin_used:
                continue
            stdin_used = True
        if problem is not None:
            reports.append(unreadable(path, problem))
            continue
        try:
            doc = load(path)
        except LoadError as err:
            reports.append(unreadable("<stdin>" if path == STDIN else path, err))
            continue
        reports.append(session.check(doc))
    return reports


def run(paths: list[str], fmt: str = "text", opponent: str | None = None,
        siege: str | None = None, rules: list[str] | None = None, stream=None) -> int:
    from muster.engine.render import use_colour
    from muster.lists import report

    stream = stream or sys.stdout
    if fmt not in report.FORMATS:
        raise MusterError(f"--format '{fmt}' is not one of {', '.join(report.FORMATS)}")
    if siege is not None and siege not in SIEGE:
        raise MusterError(f"--siege '{siege}' is not one of {', '.join(SIEGE)}")
    if not paths:
        raise MusterError("give at least one army file or directory (or - for stdin)")
    if opponent == STDIN and STDIN in paths:
        raise MusterError("stdin (-) can be the opponent or an army to check, not both")
    session = Session(siege=siege, options=parse_rules(rules))
    if opponent is not None:
        session.opponent = load_opponent(opponent, session)
    reports = check_all(paths, session)
    report.write(reports, fmt, stream, colour=fmt == "text" and use_colour(stream))
    return int(report.exit_code(reports))
