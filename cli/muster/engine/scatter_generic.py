"""The generic scatter, ``muster scatter --distance EXPR --direction DIE``, as a rule: its
spec (checked before any die), its procedure, its result and its --odds and --times key;
its views are `muster.engine.scatter_generic_views`. The geometry is
`muster.engine.scatter`'s, shared with every game's scatter (which imports none of this).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple

from muster.engine import work
from muster.engine.dice import Source
from muster.engine.rule import JsonResult, rule
from muster.engine.scatter import Landing, Point, land, parse_point
from muster.engine.scatter_numbers import die_degrees, number, tidy
from muster.engine.work import GEOMETRY
from muster.errors import Field, FieldError, MusterError, within
from muster.i18n import N_, say
from muster.limits import MOST_SCATTER
from muster.numbers import NotANumber, decimal_point, parse_float
from muster.text import fold, grouped
from muster.typography import die_name

if TYPE_CHECKING:
    from fractions import Fraction

    from muster.engine.notation import Expression

VIEWS = "muster.engine.scatter_generic_views"


DIRECTIONS = {"d6": 6, "d8": 8, "d12": 12, "degrees": 360}
_DEGREES = ("360", "d360", "degree", "deg", "stupně", "stupne")  # 'degrees' as also typed


@dataclass(frozen=True)
class GenericSpec:
    """``muster scatter --distance EXPR --direction DIE``: checked before any die.

    ``distance`` is a number or a dice expression ('2d6', '2,5'); ``direction`` d6, d8, d12
    (a clock face; the Czech k6 too) or degrees, kept as its canonical name; ``target``
    the point X,Y the blast is tested against (None: the aim point); ``unit`` the unit of
    distance (the Czech 'palec' is the inch, kept as 'in'). Read from them: the direction
    die's ``sides``, the ``point`` of the target, and the distance as a ``constant`` or a
    dice ``expr``."""

    distance: str
    direction: str
    hit_faces: int = 0
    radius: float = 0
    base: float = 0
    target: str | None = None
    unit: str = "in"
    sides: int = field(init=False, compare=False, repr=False)
    point: tuple[float, float] = field(init=False, compare=False, repr=False)
    distance_text: str = field(init=False, compare=False, repr=False)
    constant: float | None = field(init=False, compare=False, repr=False)
    expr: Expression | None = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        def keep(name: str, value: Any) -> None:
            object.__setattr__(self, name, value)

        key = self.direction.strip().lower()
        if key[:1] == "k" and key[1:].isdigit():  # the Czech rulebooks' k6, k8, k12
            key = "d" + key[1:]
        if key in _DEGREES:
            key = "degrees"
        if key not in DIRECTIONS:
            raise FieldError("direction", "{field} '{direction}': use d6, d8, d12 (a clock face) "
                             "or degrees (a bearing of 1-360 degrees)", direction=self.direction)
        keep("direction", key)
        keep("sides", DIRECTIONS[key])
        within("hit_faces", self.hit_faces, 0, self.sides - 1,
               rule=N_("a {die} has {sides} faces; from 0 to {high} of them may show a hit"),
               die=die_name(key), sides=self.sides)
        for name, value in (("radius", self.radius), ("base", self.base)):
            within(name, value, 0, MOST_SCATTER)
        if self.base and not self.radius:
            raise FieldError("base", "{field} counts only with a blast: give {radius} too",
                             radius=Field("radius"))
        keep("point", parse_point(self.target, "target") if self.target else (0.0, 0.0))
        # the Czech word for the inch is the inch, declined with its number ('6 palců'),
        # not a unit of its own printed as typed ('6 palce')
        unit = "in" if fold(self.unit) in ("palec", "palce", "palcu") else self.unit
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9 .'-]{0,11}", unit.strip()):
            raise FieldError("unit", "{field} must be a short name such as in, cm, m or hex")
        keep("unit", unit.strip())
        keep("constant", None)
        keep("expr", None)
        try:
            keep("distance_text", decimal_point(self.distance.strip()))  # '2,5' as '2.5'
        except NotANumber as err:  # '1,000': a decimal or a thousands group
            raise FieldError("distance", "{field}: {problem} (or a plain number of {unit})",
                             problem=err.message, unit=self.unit) from None
        try:
            constant = parse_float(self.distance_text)
        except ValueError:
            from muster.engine.notation import parse  # dice for a distance: the reader then

            try:
                keep("expr", parse(self.distance_text))
            except MusterError as err:  # neither a number nor dice: name the field
                raise FieldError("distance", "{field}: {problem} (or a plain number of {unit})",
                                 problem=err.message, unit=self.unit) from None
        else:
            within("distance", constant, 0, MOST_SCATTER)
            keep("constant", constant)

    @property
    def reach(self) -> float:
        return self.radius + self.base

    def landing_points(self) -> int:
        """At most how many landing points the exact odds list: the distance's possible
        totals (a bound read from the notation, before anything is rolled) times the
        direction die's scatter faces, plus the aim point."""
        totals = 1 if self.expr is None else self.expr.totals_bound()
        return totals * (self.sides - self.hit_faces) + 1

    def check_odds_work(self) -> None:
        """Refuse up front exact odds with more landing points than `work.MAX_LANDINGS`
        (each is worked out, listed and drawn)."""
        n = self.landing_points()
        if n > work.MAX_LANDINGS:
            raise MusterError(say("exact odds here would list up to {n} landing points; at "
                                  "most {most} are worked out (use {times} N, or a d6, d8 or "
                                  "d12 direction)", n=grouped(n),
                                  most=grouped(work.MAX_LANDINGS), times=Field("times")))

    def degrees(self, face: int) -> int | Fraction:
        """The bearing of an arrow face: the arrow faces share the circle evenly."""
        return die_degrees(face - self.hit_faces, self.sides - self.hit_faces)


@dataclass(frozen=True)
class GenericScatter(JsonResult):
    """One generic scatter: the spec's values it was rolled with (as its JSON gives them),
    the direction die's face, whether it showed a hit, the distance dice, where it landed
    and whether the target is under the blast (None: no blast)."""

    FORM = "generic"
    distance_expression: str
    direction: str
    hit_faces: int
    unit: str
    direction_face: int
    hit: bool
    distance_dice: tuple[int, ...]
    aim: Point
    landing: Landing
    radius: float | int
    base: float | int
    target: Point
    target_under_blast: bool | None
    seed: int | None = None
    spec: GenericSpec | None = field(default=None, metadata={"json": False})
    distance: float | int = field(default=0, metadata={"json": False})


class ScatterKey(NamedTuple):
    """What matters about one generic scatter, for --odds and --times."""

    hit: bool
    distance: float | int
    bearing_degrees: float | int | None
    under_blast: bool | None

    def __str__(self) -> str:
        """The label the JSON keeps, in English: its numbers as the JSON writes them ('2.125
        at 0 deg'); a --times row words it (`muster.engine.scatter_generic_views`)."""
        if self.hit:
            text = "no scatter"
        elif self.bearing_degrees is None:  # scattered 0: on the aim point, no bearing
            text = f"{number(self.distance)} on the aim point"
        else:
            text = f"{number(self.distance)} at {number(self.bearing_degrees)} deg"
        if self.under_blast is not None:
            text += ", under the blast" if self.under_blast else ", clear"
        return text


class _UnitKey(ScatterKey):
    """A `ScatterKey` that knows its unit, for its Czech label: an attribute, not a field,
    so that the outcome's JSON and its order do not change."""

    unit: str


def generic_key(r: GenericScatter) -> ScatterKey:
    key = _UnitKey(r.hit, number(r.distance), None if r.hit else r.landing.degrees,
                   r.target_under_blast)
    key.unit = r.unit
    return key


@rule(GenericSpec, key=generic_key, label="landing")
def generic(src: Source, spec: GenericSpec) -> GenericScatter:
    """Direction die first (a hit face: no scatter, no distance roll), then the distance."""
    src.charge(GEOMETRY)  # the landing point and the blast test (muster.engine.work)
    face = src.d(spec.sides)
    dice: list[int] = []
    distance: float | int = 0
    if face > spec.hit_faces:
        if spec.expr is not None:
            roll = spec.expr.roll(src)
            distance = max(0, roll.total)
            dice = [d for g in roll.groups for d in g.dice]
        else:
            distance = spec.constant or 0
    hit = face <= spec.hit_faces
    landing = land(0, None) if hit else land(distance, spec.degrees(face))
    return GenericScatter(
        spec.distance_text, spec.direction, spec.hit_faces, spec.unit, face, hit, tuple(dice),
        Point(0, 0), landing, number(spec.radius), number(spec.base),
        Point(tidy(spec.point[0]), tidy(spec.point[1])),
        landing.within(spec.reach, spec.point) if spec.radius else None,
        spec=spec, distance=distance)
