"""Errors a user can cause, and the exit codes the tool promises.

Every error a user can provoke is a `MusterError`; `muster.app.main` turns it into one
line on stderr and the exit code below. Nothing else is allowed to reach the user as a
traceback.
"""

from __future__ import annotations

from enum import IntEnum


class Exit(IntEnum):
    OK = 0
    ILLEGAL = 1  # list-validate: at least one list breaks a rule
    BAD_INPUT = 2  # unreadable input, bad option, impossible request
    INTERNAL = 70  # a bug in muster (EX_SOFTWARE)
    INTERRUPTED = 130


class MusterError(Exception):
    """A problem with the user's input; reported as one line, exit 2."""

    exit_code = Exit.BAD_INPUT

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None,
                 column: int | None = None):
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.column = column

    def __str__(self) -> str:
        where = ""
        if self.file:
            where = self.file
            if self.line:
                where += f":{self.line}"
                if self.column:
                    where += f":{self.column}"
            where += ": "
        return where + self.message


class DiceError(MusterError):
    """Entered dice do not fit what the procedure asked for."""


class LimitError(MusterError):
    """A request beyond the work limits (too many dice, sides, explosions or outcomes)."""


def did_you_mean(word: str, choices, *, known: bool = False, same=None) -> str:
    """' (did you mean 'roll'?)' for a misspelt name, or '' when nothing is close; with
    ``known``, ' (known: a, b, c)' instead when nothing is close; ``same`` maps a name to
    what it names, so that two spellings of one thing are offered once."""
    import difflib

    from muster.i18n import _

    choices = [str(c) for c in choices]
    close = difflib.get_close_matches(word.lower(), choices, n=3, cutoff=0.6)
    if not close:
        close = [c for c in choices if c.lower().startswith(word.lower()[:3])][:3] if len(word) >= 3 else []
    if same is not None:  # one name per thing (a game's spellings are one game)
        seen: dict = {}
        for c in close:
            seen.setdefault(same(c), c)
        close = list(seen.values())
    if close:
        return _(" (did you mean {names}?)").format(
            names=_(" or ").join(f"'{c}'" for c in close))
    if known:
        shown = choices if known is True else [str(k) for k in known]
        return _(" (known: {names})").format(names=", ".join(shown))
    return ""
