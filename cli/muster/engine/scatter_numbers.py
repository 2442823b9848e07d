"""Distances and bearings of a scatter as numbers: coordinates to 4 places, clock
bearings, a direction die's degrees (`muster.engine.scatter_views` words them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

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


def clock_of(degrees: float) -> float | int:
    """Degrees as a clock bearing (0 degrees is 12 o'clock)."""
    hours = (degrees / 30) % 12
    return tidy(hours if hours > EPSILON else 12)
