"""Scatter geometry, shared by every game (its pictures and words are
`muster.engine.scatter_views`).

Coordinates: the aim point is (0, 0); +y runs along the line of fire, away from the
attacker; a bearing is measured in degrees clockwise from +y, so a clock bearing b is
30 * b degrees (12 o'clock is straight on past the aim point, 3 o'clock to the right,
6 o'clock back towards the attacker). Distances are in whatever unit the game uses
(metres, inches, centimetres, hexes); the picture names it.

Nothing here rolls dice: game procedures decide the distance and the bearing, then call
`land` for the landing point; a view draws it (`muster.engine.scatter_views.Picture`). The
generic ``muster scatter`` form is `muster.engine.scatter_generic` (a game's scatter imports
none of it).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from muster.engine.frozen import frozen
from muster.engine.scatter_numbers import EPSILON, clock_of, number, tidy
from muster.errors import Field, FieldError
from muster.numbers import parse_float

if TYPE_CHECKING:  # a rolled scatter needs no fractions (start-up): its odds import them
    from fractions import Fraction

    from muster.engine.distribution import Distribution


@frozen
class Point:
    """A point of a scatter's picture, x and y from where it is measured (the aim point, or
    where the unit stood): a result's ``aim`` or ``target``."""

    x: float | int = 0
    y: float | int = 0


@frozen
class Landing:
    """Where something came down: distance and bearing from the aim point, and x, y."""

    distance: float | int
    degrees: float | int | None  # None: no direction (it landed on the aim point)

    @property
    def xy(self) -> tuple[float | int, float | int]:
        if not self.distance or self.degrees is None:
            return (0, 0)
        rad = math.radians(float(self.degrees))
        d = float(self.distance)
        return (tidy(d * math.sin(rad)), tidy(d * math.cos(rad)))

    def to_json(self) -> dict[str, Any]:
        x, y = self.xy
        return {"x": x, "y": y, "distance": number(self.distance),
                "bearing_degrees": None if self.degrees is None else number(self.degrees),
                "clock": None if self.degrees is None else clock_of(float(self.degrees))}

    def within(self, reach: float, at: tuple[float, float] = (0, 0)) -> bool:
        """Is the point ``at`` within ``reach`` of the landing point (edge included)?"""
        x, y = self.xy
        return math.hypot(x - at[0], y - at[1]) <= reach + EPSILON


def land(distance: float | int | Fraction, degrees: float | int | Fraction | None) -> Landing:
    """The landing point ``distance`` from the aim point, ``degrees`` clockwise from +y."""
    if distance <= 0:  # no distance, no direction: it lands on the aim point
        return Landing(0, None)
    deg = None if degrees is None else (degrees if isinstance(degrees, (int, float))
                                        else float(degrees))  # a Fraction's as a float
    return Landing(number(distance), None if deg is None else number(deg))


def parse_point(text: str, field: str) -> tuple[float, float]:
    """'3,-2' -> (3.0, -2.0); ``field`` names what was given (a spec's field or a keyword,
    which a command shows as its option)."""
    parts = [p for p in text.replace(";", ",").split(",")]
    try:
        if len(parts) != 2:
            raise ValueError
        point = (parse_float(parts[0]), parse_float(parts[1]))
        if not all(math.isfinite(v) and abs(v) <= 1e6 for v in point):
            raise ValueError
        return point
    except ValueError:
        raise FieldError(field, "{option} '{text}' is not a point: give X,Y (e.g. {option} "
                         "3,-2)", option=Field(field), text=text) from None


def landing_points(dist: Distribution, landing_of: Callable[[Any], Landing]
                   ) -> list[tuple[Landing, Fraction]]:
    """Every landing point and its chance, nearest first: ``landing_of(key) -> Landing``
    (the distribution's marginal)."""
    points = dist.marginal(landing_of)
    return sorted(((cast(Landing, lnd), points[lnd]) for lnd in points),
                  key=lambda kv: (float(kv[0].distance), float(kv[0].degrees or 0)))


def landing_rows(dist: Distribution, points: list[tuple[Landing, Fraction]]
                 ) -> list[dict[str, Any]]:
    """The landing points (`landing_points`) as JSON rows, each with its chance."""
    return [{**lnd.to_json(), **dist.prob(p)} for lnd, p in points]
