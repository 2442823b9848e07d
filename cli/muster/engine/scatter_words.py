"""Distances and bearings of a scatter as numbers and as words: coordinates to 4 places,
clock bearings, and a distance with its unit in the user's language
(`muster.engine.scatter_views` draws and explains a landing with them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.i18n import czech, ngettext, pgettext
from muster.text import measure

if TYPE_CHECKING:  # only a bearing between whole degrees needs fractions (start-up)
    from fractions import Fraction

EPSILON = 1e-9


def tidy(value: float) -> float | int:
    """A coordinate as printed and stored: whole numbers as ints, else 4 decimals."""
    if type(value) is int:  # most distances and bearings: as they are, no rounding
        return value
    if abs(value - round(value)) < EPSILON:
        return int(round(value)) + 0  # + 0 turns -0 into 0
    return round(value, 4)


def number(value: float | int | Fraction) -> float | int:
    """A distance as JSON: an int when whole."""
    if not isinstance(value, (int, float)):  # a Fraction
        value = float(value)
    return tidy(value)


def clock_degrees(bearing: int) -> int:
    """A clock bearing (1-12) in degrees clockwise from +y (12 o'clock = 0)."""
    return (30 * bearing) % 360


def die_degrees(face: int, sides: int) -> int | Fraction:
    """A direction die of ``sides`` faces points face * 360 / sides degrees clockwise
    from the line of fire (the top face straight on): a d12 is the clock face. Whole
    degrees (a d6, d8, d12 ...) are an int, others an exact Fraction."""
    whole, rest = divmod(360 * face, sides)
    if not rest:
        return whole % 360
    from fractions import Fraction  # start-up: an odd die's degrees only

    return Fraction(360 * face, sides) % 360


def text_number(value: float | int | Fraction) -> str:
    """A coordinate or distance as printed: 7.79 in English, 7,79 in Czech (`measure`: at
    most two places, trailing zeros dropped; the JSON keeps 4 places)."""
    return measure(number(value))


def point_text(x: float | int, y: float | int) -> str:
    """(3, -2) in English; (3; -2) in Czech, where the comma is the decimal mark (a line
    shown in Czech gives a negative coordinate its minus sign: `typography.czech_operators`)."""
    if not czech():
        return f"({text_number(x)}, {text_number(y)})"
    return f"({text_number(x)}; {text_number(y)})"


def clock_text(degrees: float) -> str:
    """'3 o'clock' / 've směru 3 hodin' (Czech: 've směru 1 hodiny'); a bearing between
    the hours is '2.3 o'clock' in English, the nearest hour in Czech ('zhruba ve směru
    2 hodin')."""
    clock = clock_of(degrees)
    if isinstance(clock, int) or not czech():
        n = clock if isinstance(clock, int) else 5  # a fraction of an hour reads as many
        return ngettext("{clock} o'clock", "{clock} o'clock", n).format(
            clock=text_number(clock))
    hour = round(clock) % 12 or 12
    return ngettext("about {clock} o'clock", "about {clock} o'clock", hour).format(clock=hour)


def amount(value: float | int | Fraction, unit: str, declined: bool = False) -> str:
    """A distance with its unit: '3 in', '0.5 hex'. Czech declines a game's own unit word
    with the number (a decimal takes the genitive singular): '1 hex', '2 hexy', '5 hexů',
    '0,5 hexu'; with ``declined`` (a game whose rulebook says *palec*) '1,5 palce',
    '2 palce', '5 palců'. Other units are symbols and stay as they are ('6 in', '5 m')."""
    text = text_number(value)
    if not czech() or not (unit == "hex" or (declined and unit == "in")):
        return f"{text} {unit}"
    whole = float(value).is_integer()
    if unit == "hex":
        form = ngettext("{n} hex", "{n} hexes", int(value)) if whole else \
            pgettext("decimal", "{n} hex")
    else:
        form = ngettext("{n} in", "{n} in", int(value)) if whole else \
            pgettext("decimal", "{n} in")
    return form.format(n=text)


def clock_of(degrees: float) -> float | int:
    """Degrees as a clock bearing (0 degrees is 12 o'clock)."""
    hours = (degrees / 30) % 12
    return tidy(hours if hours > EPSILON else 12)
