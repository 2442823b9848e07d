"""The console script's quick door: a plain ``muster roll EXPR`` line without the Typer app
(and the game commands' door, `muster.quick_games`, for the lines this one does not read).

Most of the start-up of ``muster roll 2d6`` is importing Typer and click and building
their commands. A line this module reads in full (`recognise`) runs `roll_notation` with
the same `RollOptions` the Typer command would build, inside the same boundary
(`muster.boundary`), so it prints the same text or JSON, the same errors and exit codes,
in both languages. Every other line, and every line it is not certain about (help,
completion, an option it does not know, a value click might read otherwise, a word that may
be a game), goes to the Typer app (`muster.app.run_line`), which also gives click's own
errors.

What it reads, after ``roll``: an expression first (with a digit or ``%``, not a game's
name), then more expressions and these options in any order: ``--seed N`` and
``--times N`` / ``-n N`` (N plain ASCII digits, within the option's range), ``--dice D`` /
``-d D`` (repeated), ``--odds``, ``--json`` and ``--lang cs|en``; a long option's value may
follow ``=``.
"""

from __future__ import annotations

import os
import re
import sys

from muster import quick_games
from muster.errors import Exit
from muster.quick_games import COMPLETE, LANGS, MOST_DIGITS

# option -> the RollOptions field it sets (a valued option) ...
VALUED = {"--seed": "seed", "--times": "times", "-n": "times", "--dice": "dice", "-d": "dice",
          "--lang": "lang"}
# ... or the flag it turns on
FLAGS = {"--odds": "odds", "--json": "json"}


class Line:
    """A ``muster roll EXPR`` line, read as the Typer command would read it (a plain class:
    the dataclass machinery would cost every command's start-up more than this module)."""

    def __init__(self, expressions: list[str]) -> None:
        self.expressions = expressions
        self.seed: int | None = None
        self.dice: list[str] = []
        self.odds = False
        self.times: int | None = None
        self.json = False


def recognise(argv: list[str]) -> Line | None:
    """The line ``argv`` asks for, when this door can run it exactly as the Typer app
    would (a ``--lang`` before ``roll`` too: `muster.quick_games.after_lang`); else None."""
    stripped = quick_games.after_lang(argv)
    if stripped is None:
        return None
    argv = stripped
    if len(argv) < 2 or argv[0] != "roll" or not _expression_first(argv[1]) \
            or COMPLETE in os.environ:
        return None
    line = Line([argv[1]])
    rest = argv[2:]
    while rest:
        arg = rest.pop(0)
        if not arg.startswith("-"):
            line.expressions.append(arg)
            continue
        name, given, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        if name in FLAGS and not given:
            setattr(line, FLAGS[name], True)
            continue
        if name not in VALUED:
            return None  # help, --vs and the other extras, an unknown option, "-", "--"
        if not given:
            if not rest:
                return None
            value = rest.pop(0)
        if not _set(line, VALUED[name], value):
            return None
    return line


def _expression_first(word: str) -> bool:
    """``word`` goes to ``roll EXPR`` for sure: not an option, not a command of ``roll``, and
    not a plain word (which the app answers as a misspelt game). A word with a digit or a
    ``%`` names no game: no game's name has one (tests/test_quick.py), so no name is looked
    up here."""
    return not (word.startswith("-") or word == "expr" or re.fullmatch(r"[^\d%]+", word))


def _set(line: Line, name: str, value: str) -> bool:
    """Set the option's value as click would convert it; False where click might refuse or
    read it otherwise (the app then says so in its own words)."""
    if value.startswith("-"):
        return False
    if name in ("seed", "times"):
        if not (value.isascii() and value.isdigit() and len(value) <= MOST_DIGITS):
            return False
        number = int(value)
        if name == "times":
            from muster.rolling import MAX_TIMES  # start-up: a plain roll's only

            if not 1 <= number <= MAX_TIMES:  # the option's declared range (click's refusal)
                return False
        setattr(line, name, number)
    elif name == "dice":
        line.dice.append(value)
    elif value not in LANGS:  # --lang: the boundary has already chosen the language by it
        return False
    return True


def run(line: Line) -> int:
    """Roll the line (inside `muster.boundary.guarded`); returns the exit code."""
    from muster.rolling import roll_notation, roll_options  # start-up: a plain roll's only

    opts = roll_options(line.seed, line.dice, line.odds, line.times, line.json)
    try:  # a Ctrl-C goes on to the boundary, which says so (exit 130)
        roll_notation(line.expressions, opts)
    except EOFError:  # as Typer's main reports it: a newline, then the interrupt
        sys.stderr.write("\n")
        sys.stderr.flush()
        raise KeyboardInterrupt from None
    return Exit.OK


def line(argv: list[str]) -> int:
    """One command line (`muster.boundary.Line`): this door's when it reads it, a kept
    help page when the line asks for one on a pipe (`muster.help_door`), the game commands'
    quick door's when that reads it (`muster.quick_games`), else the Typer app's."""
    found = recognise(argv)
    if found is not None:
        return run(found)
    if argv and argv[-1] in quick_games.HELP:
        from muster import help_door  # start-up: a help line only

        text = help_door.page(argv)
        if text is not None:
            sys.stdout.write(text)
            return Exit.OK
    call = quick_games.recognise(argv)
    if call is not None:
        return quick_games.run(call)
    from muster.app import run_line  # start-up: a line the doors leave

    return run_line(argv)
