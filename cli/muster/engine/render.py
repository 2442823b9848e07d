"""The one renderer: a result object becomes JSON or a terminal view.

Every result object has ``to_json() -> dict`` (stable field names, for ``--json``); its
human view, written in rich markup (``[bold]6[/]``), is the view registered for its type
(`muster.engine.rule.view`) or, for a result without one, its own ``lines() -> list[str]``.

On a terminal (and without NO_COLOR) the lines go through rich; otherwise the markup is
stripped and plain text is printed, so pipes get no colour and rich is never imported.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol, TextIO, cast

from muster.engine import watch
from muster.engine.rule import key_view_for, view_for
from muster.i18n import Message, Named, _, czech, shown
from muster.typography import czech_fractions, die_word, shown_line

# The version of muster's JSON output. Every JSON document muster prints starts with
# {"schema_version": SCHEMA_VERSION, ...}; it goes up when a field is renamed, removed or
# changes meaning (adding a field does not change it).
SCHEMA_VERSION = 1

# rich's own tag pattern: a tag is "[" + a letter, "#", "/" or "@" ... "]"; backslashes
# right before a tag escape it in pairs. The plain renderer below reads markup exactly as
# rich does, so piped output and the terminal view always show the same text.
_TAG = re.compile(r"(\\*)\[([a-z#/@][^[]*?)]")
# a number cell; Czech ones: 1 815, 40,7 %, 1,1 · 10⁻⁷ % (a power of ten's dot and superscripts)
# (or '–' alone, an empty Czech cell)
_NUMBER = r"^(?:\u2013|[-+]?[\d.,/ \u00a0%()e+\u00b7\u2070-\u207b\u00b2\u00b3\u00b9-]*)$"
# terminal control characters (C0 but tab, DEL, C1) and the bidi overrides: never echoed
_CONTROL = r"[\x00-\x08\x0a-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]"
_CONTROL_IN_LINE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
# patterns as text are compiled (and cached by `re`) the first time they are used: a plain
# roll's output needs only the two above
_OPEN = r"(\\*)\["
_TRAILING = r"(\\+)$"
_BREAK = "[dim][/dim]"  # an empty style: ends a run of backslashes


class Result(Protocol):
    """What a command prints: its JSON here, its terminal lines from the view registered
    for its type (`muster.engine.rule.view`) or, failing one, its own ``lines()``."""

    def to_json(self) -> dict[str, Any]: ...


class Printable(Result, Protocol):
    """A result that prints itself (no view registered for its type)."""

    def lines(self) -> list[str]: ...


def clean(text: object) -> str:
    """A user's or a file's text made safe to echo: terminal control characters (escape
    sequences, carriage returns, bells, bidi overrides) become "?"; a newline becomes a
    space, so an echoed name stays on its line."""
    s = str(text)
    if s.isprintable():  # no control character nor bidi override (all are unprintable)
        return s
    return re.sub(_CONTROL, lambda m: " " if m.group(0) == "\n" else "?", s)


def esc(text: object) -> str:
    """The one escaping point: user or data text made literal inside markup (and cleaned
    of control characters). Every "[" is escaped, with the backslashes before it doubled
    the way rich reads them, so no name can open, close or break a style."""
    s = clean(text)
    if "[" not in s and "\\" not in s:
        return s

    def bracket(m: re.Match[str]) -> str:
        # backslashes before a "[" would pair up with its escape: double them before an
        # empty style (rich prints half of a run before a tag), then escape the "["
        k = len(m.group(1))
        return ("\\" * (2 * k) + _BREAK if k else "") + "\\["

    s = re.sub(_OPEN, bracket, s)
    # backslashes at the end would escape whatever tag follows the text: double them
    # before an empty style, which ends the run whatever comes next
    return re.sub(_TRAILING, lambda m: m.group(1) * 2 + _BREAK, s)


def strip_markup(line: str) -> str:
    """Markup to plain text, read exactly as rich reads it (tags dropped, escapes undone)."""
    if "[" not in line:  # no tag and no escape: most table cells
        return line
    out = []
    pos = 0
    for m in _TAG.finditer(line):
        if m.start() > pos:
            out.append(line[pos:m.start()].replace("\\[", "["))
        pairs, escaped = divmod(len(m.group(1)), 2)
        out.append("\\" * pairs)
        if escaped:
            out.append(m.group(0)[len(m.group(1)):].replace("\\[", "["))
        pos = m.end()
    out.append(line[pos:].replace("\\[", "["))
    return "".join(out)


_COLOUR_OFF = [False]


def colour_off(off: bool) -> bool:
    """Turn colour off for this run (a front end's setting, as NO_COLOR does); returns the
    setting before, to put back."""
    before = _COLOUR_OFF[0]
    _COLOUR_OFF[0] = off
    return before


# how a front end writes coloured lines to a terminal (the CLI's boundary hands its rich
# writer in for a run: `colour_with`); without one, markup is stripped (the library)
_COLOURED: list[Callable[[TextIO, list[str]], None] | None] = [None]


def colour_with(writer: Callable[[TextIO, list[str]], None] | None
                ) -> Callable[[TextIO, list[str]], None] | None:
    """Write coloured lines with ``writer`` from now on; returns the writer before."""
    before = _COLOURED[0]
    _COLOURED[0] = writer
    return before


def use_colour(stream: TextIO | None = None) -> bool:
    stream = stream or sys.stdout
    if os.environ.get("NO_COLOR") or _COLOUR_OFF[0]:
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


# characters JSON lets through raw that a terminal acts on (DEL, C1, bidi overrides): escaped
_JSON_UNSAFE = r"[\x7f-\x9f\u202a-\u202e\u2066-\u2069]"


def json_safe(text: str) -> str:
    """JSON text with DEL, the C1 controls and the bidi overrides written as \\u escapes
    (json.dumps escapes only the C0 controls), so no echoed name can act on a terminal."""
    return re.sub(_JSON_UNSAFE, lambda m: f"\\u{ord(m.group()):04x}", text)


def versioned(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with ``schema_version`` as its first field (the one place it is added)."""
    return {"schema_version": SCHEMA_VERSION, **data}


def emit(result: Result, as_json: bool, stream: TextIO | None = None) -> None:
    """Print the result; then a result that has a ``done`` step (a --times summary cut
    short by Ctrl-C) takes it, which may end the command with its own exit code. Inside
    `muster.engine.watch.printed` the result is kept there instead (what-if columns)."""
    if watch.kept(result):
        return
    _write(result, as_json, stream or sys.stdout)
    done = getattr(result, "done", None)
    if done is not None:
        done()


# what a front end adds to a result as it is shown, while its command runs: a function
# of the result giving (lines after the view's, fields added to the JSON object)
ADDED: list[Callable[[Result], tuple[list[str], dict[str, Any]]]] = []


def _write(result: Result, as_json: bool, stream: TextIO) -> None:
    more: list[str] = []
    for add in ADDED:
        lines, fields = add(result)
        more += lines
        if as_json and fields:
            result = _Extended(result, fields)
    if as_json:
        import json  # only for --json: a plain roll starts without it

        stream.write(json_safe(json.dumps(versioned(result.to_json()), ensure_ascii=False,
                                          indent=2))
                     + "\n")
        return
    # the safety net under esc(): no control character reaches the terminal, whatever a
    # view forgot to escape (newlines a view writes on purpose stay)
    lines = [_CONTROL_IN_LINE.sub("?", shown_line(line))
             for line in [*result_lines(result), *more]]
    coloured = _COLOURED[0]
    if coloured is not None and use_colour(stream):
        coloured(stream, lines)
    else:
        stream.write("".join(strip_markup(line) + "\n" for line in lines))


def result_lines(result: Result) -> list[str]:
    """A result's terminal lines, in rich markup: its registered view's or, a result
    without one, its own ``lines()`` (which one has a view is known only at run time)."""
    viewed = view_for(result)
    return viewed(result) if viewed is not None else cast(Printable, result).lines()


class _Extended:
    """A result's JSON with fields a front end added (`ADDED`)."""

    def __init__(self, result: Result, fields: dict[str, Any]):
        self.result = result
        self.fields = fields

    def to_json(self) -> dict[str, Any]:
        return {**self.result.to_json(), **self.fields}


# ---------------------------------------------------------------- view helpers


def die(value: object, *, kept: bool = True, exploded: bool = False,
        good: bool | None = None) -> str:
    """One die as markup: dropped dice in (parentheses), exploded ones marked with '!'."""
    text = esc(value) + ("!" if exploded else "")
    if not kept:
        return f"[dim strike]({text})[/]"
    style = "bold"
    if good is True:
        style = "bold green"
    elif good is False:
        style = "bold red"
    return f"[{style}]{text}[/]"


def rolled(name: str, value: object) -> str:
    """A named die and what it rolled, as every Czech result writes it: 'k6 = 3' (never
    'k6 3', which reads as three dice); English keeps its
    'D6 3'. ``value`` is shown as given (a `die` markup, or a number)."""
    return f"{die_word(name)} = {value}" if czech() else f"{name} {value}"


N_ = str  # marks words for the catalog (scripts/i18n.py); translated in verdict()
_WORDS = (N_("SUCCESS"), N_("FAILURE"))


def verdict(ok: bool, yes: str = "SUCCESS", no: str = "FAILURE") -> str:
    return f"[bold green]{_(yes)}[/]" if ok else f"[bold red]{_(no)}[/]"


_FRACTION = r"^(.*\S) (\([^()\[\]]*\))$"  # '30.56 % (11/36)': a chance, its fraction


def shown_key(key: Hashable) -> object:
    """An outcome as the --times table shows it: yes/no in Czech as ano/ne (English keeps
    True/False), a `say` message or a data-file name in the user's language, plain text
    through the catalog (a game marks its English outcome words with N_), a key type with a
    registered `key_view` through it, anything else as it prints."""
    if isinstance(key, bool) and czech():  # a yes/no outcome (a spell cast, a test passed)
        return _("yes") if key else _("no")
    if isinstance(key, (Message, Named)):
        return shown(key)
    if isinstance(key, str):
        viewed = key_view_for(key) if type(key) is not str else None  # a game's own words
        return viewed(key) if viewed is not None else _(key)
    shown_as = key_view_for(key)
    return shown_as(key) if shown_as is not None else key


def _align_fractions(cells: list[list[str]], i: int) -> None:
    """Column ``i`` of numbers with fractions beside them ('2.78 % (1/36)', '30.56 % (11/36)'):
    the numbers align right and the fractions left, so that the % signs stand in one column;
    the header stands over the numbers."""
    parts = [re.match(_FRACTION, row[i]) for row in cells[1:]]
    if not any(parts):
        return
    split = [(m.group(1), " " + m.group(2)) if m else (row[i], "")
             for m, row in zip(parts, cells[1:], strict=True)]
    head = max(len(strip_markup(h)) for h, _t in split)
    tail = max(len(t) for _h, t in split)
    for row, (h, t) in zip(cells[1:], split, strict=True):
        row[i] = " " * (head - len(strip_markup(h))) + h + t + " " * (tail - len(t))
    cells[0][i] += " " * tail


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> list[str]:
    """A plain aligned table (works with and without colour)."""
    cells = [[str(h) for h in headers]] + [[str(c) for c in r] for r in rows]
    if czech():  # grouped before the columns are measured ('0,01 % (1/7 776)')
        cells = [[czech_fractions(c) for c in row] for row in cells]
    # numbers (counts, percentages, fractions) align right, words left
    number = re.compile(_NUMBER).match  # compiled once (re's cache), matched per cell
    right = [all(number(strip_markup(row[i])) for row in cells[1:])
             for i in range(len(headers))]
    if czech():  # an empty cell is the en dash Czech typesets, never a hyphen
        cells = [cells[0]] + [[c.replace("-", "\u2013") if strip_markup(c) == "-" else c
                               for c in row] for row in cells[1:]]
    for i in range(len(headers)):
        if right[i]:
            _align_fractions(cells, i)
    sizes = [[len(strip_markup(c)) for c in row] for row in cells]  # each cell as shown
    widths = [max(row[i] for row in sizes) for i in range(len(headers))]

    def fmt(row: list[str], size: list[int]) -> str:
        out = []
        for i, c in enumerate(row):
            pad = widths[i] - size[i]
            out.append((" " * pad + c) if right[i] else (c + " " * pad))
        return "  ".join(out).rstrip()

    lines = [f"[bold]{esc(fmt(cells[0], sizes[0]))}[/]"] if any(headers) else []
    lines += [fmt(r, size) for r, size in zip(cells[1:], sizes[1:], strict=True)]
    return lines
