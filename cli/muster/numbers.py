"""Whole numbers typed by a user: ASCII digits only, and never longer than a number can
sensibly be.

Python's ``int()`` also reads Arabic-Indic and mathematical digits ("٣", "𝟑"), digit
group underscores ("1_000") and surrounding spaces, and fails on more than 4,300 digits
with an internal error. Every number muster reads from an option, a dice expression or
entered dice goes through `parse_int` instead.
"""

from __future__ import annotations

import re

from muster.errors import MusterError
from muster.i18n import N_, Message, Named, say
from muster.text import grouped

MAX_DIGITS = 30  # far above any count, size or seed muster takes; refused before int()
_INT = re.compile(r"[+-]?[0-9]+", re.ASCII)


class NotANumber(MusterError, ValueError):
    """Text that is not a whole number in ASCII digits (or is far too long to be one)."""


_WHATS = (N_("number"), N_("the number"))


def _what(what: str) -> str:
    """What the number is, as a message argument: a `say` message as it is, the usual
    words through the catalog, anything else as written."""
    if isinstance(what, Message) or what not in _WHATS:
        return what
    return say(what)


def parse_int(text: str, what: str = "number", *, signed: bool = True,
              negative: bool = True) -> int:
    """``text`` as an int: optional sign (when ``signed``), ASCII digits, nothing else.
    ``negative``: whether the refusal offers a minus sign (not where a range refuses a
    negative number anyway: --seed)."""
    raw = str(text).strip()
    if not _INT.fullmatch(raw) or (not signed and raw[0] in "+-"):
        shown = raw if len(raw) <= 40 else raw[:30] + "..."
        value = Named(shown, shown)
        if signed and negative:  # (--mod -2 is valid: not "digits only")
            if what:
                raise NotANumber(say("{what} '{value}' is not a valid integer (digits 0-9, "
                                     "a minus sign first if negative)", what=_what(what),
                                     value=value))
            raise NotANumber(say("'{value}' is not a valid integer (digits 0-9, a minus sign "
                                 "first if negative)", value=value))
        if what:
            raise NotANumber(say("{what} '{value}' is not a valid integer (digits 0-9 only)",
                                 what=_what(what), value=value))
        raise NotANumber(say("'{value}' is not a valid integer (digits 0-9 only)",
                             value=value))
    digits = raw.lstrip("+-").lstrip("0")
    if len(digits) > MAX_DIGITS:
        raise NotANumber(say("{what} has {n} digits; numbers here have at most {most}",
                             what=_what(what or N_("the number")), n=grouped(len(digits)),
                             most=MAX_DIGITS))
    return int(raw)


_FLOAT = r"(?a)[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]{1,3})?"  # compiled when used


def check_float(text: str, what: str = "") -> None:
    """A decimal number in ASCII: digits, a point, an exponent; no "nan", "inf", "1_0"."""
    raw = str(text).strip()
    if not re.fullmatch(_FLOAT, raw) or len(raw) > MAX_DIGITS + 10:
        shown = raw if len(raw) <= 40 else raw[:30] + "..."
        if what:
            raise NotANumber(say("{what} '{value}' is not a valid number (digits 0-9 and a "
                                 "decimal point or comma)", what=_what(what),
                                 value=Named(shown, shown)))
        raise NotANumber(say("'{value}' is not a valid number (digits 0-9 and a decimal point "
                             "or comma)", value=Named(shown, shown)))


# a decimal comma: one comma between digits ('4,5', as Czech output writes it); three
# digits after it could be a thousands group ('1,000'), refused as ambiguous
_DECIMAL_COMMA = re.compile(r"([+-]?[0-9]+),([0-9]+)", re.ASCII)


def decimal_point(text: str) -> str:
    """A decimal number typed with a decimal comma ('4,5', '−0,5') as the point form a
    decimal option reads ('4.5'); any other text as it is. Only for an option that takes
    one decimal number (never a list, where the comma separates: '--dice 4,5')."""
    raw = str(text).strip()
    found = _DECIMAL_COMMA.fullmatch(raw)
    if found is None:
        return text
    whole, part = found.groups()
    if len(part) == 3:
        shown = raw if len(raw) <= 40 else raw[:30] + "..."
        raise NotANumber(say("'{value}' could be a decimal or a thousands group: write "
                             "{decimal} or {whole}", value=Named(shown, shown),
                             decimal=Named(f"{whole}.{part}", f"{whole}.{part}"),
                             whole=Named(whole + part, whole + part)))  # as typed
    return f"{whole}.{part}"


def parse_float(text: str, what: str = "") -> float:
    """``text`` as a float after `check_float` (ASCII, finite in form; may still overflow to
    inf for a huge exponent, which callers' range checks refuse)."""
    check_float(text, what)
    return float(str(text).strip())


def is_int(text: str) -> bool:
    try:
        parse_int(text)
    except NotANumber:
        return False
    return True


