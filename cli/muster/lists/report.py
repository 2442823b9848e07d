"""Writing `muster list-validate` results: compiler-style text, one JSON document, or
GitHub workflow annotations (the printable rosters are `muster.lists.roster`, which uses
the verdict and summary lines from here). Plain string building, no rich (this runs over
thousands of files); colour is a few ANSI codes and only on a terminal."""

from __future__ import annotations

import csv
import json
from typing import Any, TextIO

from muster.engine.render import SCHEMA_VERSION, clean, json_safe
from muster.errors import Exit
from muster.games import GAMES
from muster.i18n import N_, _, czech, ngettext, shown
from muster.lists import Located
from muster.lists.validate import FileReport
from muster.text import number as _number
from muster.typography import shown_line

UNITS = {"confrontation": "A.P.", "void": "money"}  # everything else counts "points"
FORMATS = ("text", "json", "github", "csv", "markdown", "html", "cards")
ROSTER_FORMATS = ("markdown", "html", "cards")  # printable: they need each army itself


N_("A.P."), N_("money"), N_("points")


def unit(game: str | None) -> str:
    return _(UNITS.get(game or "", "points"))


def exit_code(reports: list[FileReport]) -> int:
    if any(r.internal for r in reports):
        return Exit.INTERNAL
    if any(not r.readable for r in reports):
        return Exit.BAD_INPUT
    if any(r.illegal for r in reports):
        return Exit.ILLEGAL
    return Exit.OK


def files(n: int) -> str:
    return ngettext("{n} file", "{n} files", n).format(n=_number(n))


def errors(n: int) -> str:
    return ngettext("{n} error", "{n} errors", n).format(n=_number(n))


def warnings_(n: int) -> str:
    return ngettext("{n} warning", "{n} warnings", n).format(n=_number(n))


def summary(reports: list[FileReport]) -> dict[str, Any]:
    points: dict[str | None, int | float] = {}
    for r in reports:
        if r.readable and isinstance(r.points, (int, float)) and not isinstance(r.points, bool):
            points[r.game] = points.get(r.game, 0) + r.points
    return {
        "files": len(reports),
        "legal": sum(1 for r in reports if r.valid),
        "illegal": sum(1 for r in reports if r.illegal),
        "unreadable": sum(1 for r in reports if not r.readable),
        "skipped": sum(1 for r in reports if r.skipped),
        "errors": sum(len(r.errors) for r in reports),
        "warnings": sum(len(r.warnings) for r in reports),
        "points": points,
        "exit_code": int(exit_code(reports)),
    }


def summary_line(reports: list[FileReport]) -> str:
    s = summary(reports)
    line = (_("{files}: {legal} legal, {illegal} illegal, {unreadable} unreadable").format(
                files=files(s["files"]), legal=_number(s["legal"]),
                illegal=_number(s["illegal"]), unreadable=_number(s["unreadable"]))
            + (_(", {n} skipped").format(n=_number(s["skipped"])) if s["skipped"] else "")
            + f"; {errors(s['errors'])}, {warnings_(s['warnings'])}")
    if s["points"]:
        line += _("; points: ") + ", ".join(f"{_game_name(game)} {_number(total)} {unit(game)}"
                                            for game, total in s["points"].items())
    return line


def _game_name(game: str) -> str:
    """A game in the summary: its id in English (as the JSON names it), its name in Czech
    ('Mage Knight', 'Void')."""
    if not czech():
        return game
    return GAMES[game][0].split(":")[0] if game in GAMES else game


# ---------------------------------------------------------------- text

_RED, _YELLOW, _GREEN = "\033[31;1m", "\033[33;1m", "\033[32;1m"
_BOLD, _RESET = "\033[1m", "\033[0m"


def _where(file: str, f: Located) -> str:
    if f.line is None:
        return file
    if f.column is None:
        return f"{file}:{f.line}"
    return f"{file}:{f.line}:{f.column}"


def finding_line(file: str, f: Located, colour: bool = False) -> str:
    file = clean(file)  # names from the file: no control characters
    severity = _("warning") if f.severity == "warning" else _("error")
    message = clean(shown_line(shown(f.message)))  # Czech typesetting: '9 − 9', '1–19'
    if colour:
        tint = _YELLOW if f.severity == "warning" else _RED
        return (f"{_BOLD}{_where(file, f)}:{_RESET} {tint}{severity}{_RESET} "
                f"[{f.rule}] {message}")
    return f"{_where(file, f)}: {severity} [{f.rule}] {message}"


def verdict_line(r: FileReport, colour: bool = False, mark: bool = True) -> str:
    """'FILE: legal, 1,815 of 2,000 points; fingerprint 3015-f04f-5be2' (``mark``: with the
    list's fingerprint)."""
    points = ""
    if r.points is not None:
        if r.limit is not None:
            points = _(", {points} of {limit} {unit}").format(
                points=_number(r.points), limit=_number(r.limit), unit=unit(r.game))
        else:
            points = f", {_number(r.points)} {unit(r.game)}"
    warnings = len(r.warnings)
    if r.skipped:
        return f"{clean(r.file)}: " + _("skipped ({why})").format(why=shown(r.skipped))
    if not r.readable:
        word, tint, counts = _("UNREADABLE"), _RED, ""
    elif r.internal:
        word, tint, counts = _("NOT CHECKED (internal error)"), _RED, ""
    elif r.valid:
        word, tint = _("legal"), _GREEN
        counts = f" ({warnings_(warnings)})" if warnings else ""
    else:
        word, tint = _("ILLEGAL"), _RED
        parts = [errors(len(r.errors))] if r.errors else []
        if warnings:
            parts.append(warnings_(warnings))
        counts = ", ".join(parts)
        if not r.errors:  # Czech: a clause of its own ('1 varování; s --strict je ...')
            why = _("--strict: warnings fail the list")
            counts = counts + _(", {why}").format(why=why) if counts else why
        counts = f" ({counts})"
    if colour:
        word = f"{tint}{word}{_RESET}"
    tail = _("; fingerprint {fingerprint}").format(fingerprint=r.fingerprint) \
        if mark and r.fingerprint and r.readable else ""
    return f"{clean(r.file)}: {word}{counts}{points}{tail}"


def file_errors(reports: list[FileReport], stream: TextIO | None) -> None:
    """The problems of the files that could not be read, one plain line each, on ``stream``
    (stderr): they are not findings of a list, so they stay out of the report itself."""
    if stream is None:
        return
    out = [finding_line(r.file, f) for r in reports if not r.readable for f in r.findings]
    if out:
        stream.write("\n".join(out) + "\n")
        stream.flush()


def quiet(reports: list[FileReport]) -> list[FileReport]:
    """What ``--quiet`` lists: the illegal and unreadable files (and any not checked)."""
    return [r for r in reports if not r.valid and not r.skipped]


def write_text(reports: list[FileReport], stream: TextIO, colour: bool = False,
               err: TextIO | None = None, shown: list[FileReport] | None = None) -> None:
    """Findings, a verdict per file and the summary on ``stream``; an unreadable file's
    problem on ``err`` instead (on ``stream`` without one), its verdict on ``stream``.
    ``shown``: the files to list (``--quiet``); the summary counts every one."""
    out = []
    for r in reports if shown is None else shown:
        if r.readable or err is None:
            for f in r.findings:
                out.append(finding_line(r.file, f, colour))
        out.append(verdict_line(r, colour))
    out.append(summary_line(reports))
    stream.write("\n".join(out) + "\n")
    stream.flush()  # the report first: when it cannot be written, that is the one error
    file_errors(reports, err)


# ---------------------------------------------------------------- json


def write_json(reports: list[FileReport], stream: TextIO,
               shown: list[FileReport] | None = None) -> None:
    """One JSON document ``{"schema_version": 1, "files": [...], "summary": {...}}``, one
    file per line (the C encoder; indenting thousands of reports would take longer than
    checking them). ``shown``: the files listed (``--quiet``); the summary counts all."""
    dumps = json.JSONEncoder(ensure_ascii=False, default=str).encode
    files = ",\n  ".join(dumps(r.to_json()) for r in (reports if shown is None else shown))
    stream.write(json_safe(f'{{"schema_version": {SCHEMA_VERSION},\n"files": [\n  ' + files
                           + '\n],\n"summary": ' + dumps(summary(reports)) + "}\n"))


# ---------------------------------------------------------------- github


def _escape_data(text: str) -> str:
    """GitHub's escapes of a workflow command's text; other control characters (terminal
    escapes, bells) become "?" as in the text format."""
    return clean(text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A"))


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(file: str, f: Located) -> str:
    kind = "warning" if f.severity == "warning" else "error"
    props = [f"file={_escape_property(file)}"]
    if f.line is not None:
        props.append(f"line={f.line}")
        if f.column is not None:
            props.append(f"col={f.column}")
    props.append(f"title={_escape_property(f.rule)}")
    return f"::{kind} {','.join(props)}::{_escape_data(f.message)}"


def write_github(reports: list[FileReport], stream: TextIO,
                 shown: list[FileReport] | None = None) -> None:
    out = []
    for r in reports if shown is None else shown:
        if r.skipped:
            out.append(f"::notice file={_escape_property(r.file)}::"
                       f"{_escape_data('skipped: ' + r.skipped)}")
        out.extend(annotation(r.file, f) for f in r.findings)
    out.append(summary_line(reports))
    stream.write("\n".join(out) + "\n")


# ---------------------------------------------------------------- csv

CSV_COLUMNS = ("file", "player", "game", "army", "points", "verdict", "errors", "warnings",
               "fingerprint")


def state(r: FileReport) -> str:
    """A file's verdict as one fixed English word (for CSV and tools)."""
    if r.skipped:
        return "skipped"
    if not r.readable:
        return "unreadable"
    if r.internal:
        return "internal-error"
    return "legal" if r.valid else "illegal"


def _cell(text: str) -> str:
    """Text from a file as a CSV cell a spreadsheet shows and never runs: no control
    characters, and a leading = + - @ made plain text with a ' (a formula otherwise)."""
    text = clean(text)
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def write_csv(reports: list[FileReport], stream: TextIO) -> None:
    """One row per file (`CSV_COLUMNS`), a header row first; values as data: English ids,
    plain numbers, the army as the file names it (Mage Knight: its factions' English
    names). No summary row: the exit status and a text run give that."""
    out = csv.writer(stream, lineterminator="\n")
    out.writerow(CSV_COLUMNS)
    for r in reports:
        out.writerow([_cell(r.file), _cell(r.player or ""), r.game or "",
                      _cell(", ".join(str(s) for s in r.side)),
                      "" if r.points is None else r.points, state(r), len(r.errors),
                      len(r.warnings), r.fingerprint or ""])


def write(reports: list[FileReport], fmt: str, stream: TextIO, colour: bool = False,
          err: TextIO | None = None, only_bad: bool = False) -> None:
    """The text, JSON, CSV or GitHub report (the rosters are `muster.lists.roster.write`).
    JSON and GitHub annotations keep an unreadable file's problem in the report (tools read
    them there); text and CSV put it on ``err``. ``only_bad`` (``--quiet``): list only the
    illegal and unreadable files; the summary still counts every file."""
    shown = quiet(reports) if only_bad else reports
    if fmt == "json":
        write_json(reports, stream, shown)
    elif fmt == "csv":
        write_csv(shown, stream)
        stream.flush()
        file_errors(reports, err)
    elif fmt == "github":
        write_github(reports, stream, shown)
    else:
        write_text(reports, stream, colour, err, shown)
