"""The generic scatter, ``muster scatter --distance EXPR --direction DIE``: its spec (checked
before any die), its procedure, its --odds and --times key and its odds view. The geometry
and the pictures it draws are `muster.engine.scatter`'s, shared with every game's scatter
(which imports none of this).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from muster.engine.dice import Source
from muster.engine.render import esc
from muster.engine.rule import key_view, odds_view, rule
from muster.engine.scatter import (
    Landing,
    Picture,
    ScatterOdds,
    chance_line,
    land,
    landing_points,
    landing_rows,
    parse_point,
)
from muster.engine.scatter_words import amount, die_degrees, number, text_number, tidy
from muster.engine.work import GEOMETRY
from muster.errors import Field, FieldError, MusterError, within
from muster.i18n import N_, _, czech, die_name, die_word, ngettext, say
from muster.limits import MOST_SCATTER
from muster.numbers import NotANumber, decimal_point, parse_float
from muster.text import fold, fraction_note, grouped, measure, measured, percent_column

if TYPE_CHECKING:  # a rolled scatter needs no fractions (start-up): its odds import them
    from collections.abc import Hashable
    from fractions import Fraction

    from muster.engine.distribution import Distribution


DIRECTIONS = {"d6": 6, "d8": 8, "d12": 12, "degrees": 360}


class GenericSpec:
    """``muster scatter --distance EXPR --direction DIE``: checked before any die."""

    def __init__(self, distance: str, direction: str, hit_faces: int = 0, radius: float = 0,
                 base: float = 0, target: str | None = None, unit: str = "in"):
        key = direction.strip().lower()
        if key[:1] == "k" and key[1:].isdigit():  # the Czech rulebooks' k6, k8, k12
            key = "d" + key[1:]
        if key in ("360", "d360", "degree", "deg", "stupně", "stupne"):
            key = "degrees"
        if key not in DIRECTIONS:
            raise FieldError("direction", "{field} '{direction}': use d6, d8, d12 (a clock face) "
                             "or degrees (a bearing of 1-360 degrees)", direction=direction)
        self.direction = key
        self.sides = DIRECTIONS[key]
        if not 0 <= hit_faces < self.sides:
            raise FieldError("hit_faces", "{field} {n}: a {die} has {sides} faces; from 0 to "
                             "{most} of them may show a hit", n=hit_faces, die=die_name(key),
                             sides=self.sides, most=self.sides - 1)
        self.hit_faces = hit_faces
        for name, value in (("radius", radius), ("base", base)):
            within(name, value, 0, MOST_SCATTER)
        if base and not radius:
            raise FieldError("base", "{field} counts only with a blast: give {radius} too",
                             radius=Field("radius"))
        self.radius, self.base = radius, base
        self.target = parse_point(target, Field("target")) if target else (0.0, 0.0)
        # the Czech word for the inch is the inch, declined with its number ('6 palců'),
        # not a unit of its own printed as typed ('6 palce')
        unit = "in" if fold(unit) in ("palec", "palce", "palcu") else unit
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9 .'-]{0,11}", unit.strip()):
            raise FieldError("unit", "{field} must be a short name such as in, cm, m or hex")
        self.unit = unit.strip()
        self.distance_text = distance.strip()
        self.constant: float | None = None
        self.expr = None
        try:
            self.distance_text = decimal_point(self.distance_text)  # '2,5' as '2.5'
        except NotANumber as err:  # '1,000': a decimal or a thousands group
            raise FieldError("distance", "{field}: {problem} (or a plain number of {unit})",
                             problem=err.message, unit=self.unit) from None
        try:
            self.constant = parse_float(self.distance_text)
        except ValueError:
            from muster.engine.notation import parse  # dice for a distance: the reader then

            try:
                self.expr = parse(self.distance_text)
            except MusterError as err:  # neither a number nor dice: name the field
                raise FieldError("distance", "{field}: {problem} (or a plain number of {unit})",
                                 problem=err.message, unit=self.unit) from None
        else:
            within("distance", self.constant, 0, MOST_SCATTER)

    @property
    def reach(self) -> float:
        return self.radius + self.base

    def unit_after(self, value: float | int | Fraction, genitive: bool = False) -> str:
        """The unit word after ``value``: Czech declines the default inch as the rulebooks'
        *palec* ('2 palce', '6 palců', '0,5 palce'; after *do* the genitive, 'do 3 palců');
        any other unit as typed."""
        if not (czech() and self.unit == "in"):
            return self.unit
        if genitive and float(value).is_integer():
            value = 0.5 if value == 1 else 5  # 'do 1 palce', 'do 3 palců'
        return amount(value, self.unit, True).rsplit(" ", 1)[1]

    def direction_text(self) -> str:
        """'direction d6' / 'směr d6'; 'direction degrees' / 'směr ve stupních'."""
        if self.direction == "degrees":
            return _("direction degrees")
        return _("direction {die}").format(die=die_word(self.direction))

    def title(self) -> str:
        hit = (", " + ngettext("{n} hit face(s)", "{n} hit face(s)", self.hit_faces).format(
            n=self.hit_faces)) if self.hit_faces else ""
        blast = (", " + _("blast radius {radius}").format(
            radius=amount(self.radius, self.unit, True))
                 if self.radius else "")
        base = (" + " + _("base {base}").format(base=text_number(self.base))
                if self.base else "")
        return (_("Scatter: distance {distance} {unit}").format(
            distance=die_word(self.distance_text),
            unit=self.unit_after(5 if self.constant is None else self.constant))
                + f", {self.direction_text()}{hit}{blast}{base}")

    def landing_points(self) -> int:
        """At most how many landing points the exact odds list: the distance's possible
        totals (a bound read from the notation, before anything is rolled) times the
        direction die's scatter faces, plus the aim point."""
        totals = 1 if self.expr is None else self.expr.totals_bound()
        return totals * (self.sides - self.hit_faces) + 1

    def check_odds_work(self) -> None:
        """Refuse up front exact odds with more landing points than `work.MAX_LANDINGS`
        (each is worked out, listed and drawn)."""
        from muster.engine import work

        n = self.landing_points()
        if n > work.MAX_LANDINGS:
            raise MusterError(say("exact odds here would list up to {n} landing points; at "
                                  "most {most} are worked out (use {times} N, or a d6, d8 or "
                                  "d12 direction)", n=grouped(n),
                                  most=grouped(work.MAX_LANDINGS), times=Field("times")))

    def degrees(self, face: int) -> int | Fraction:
        """The bearing of an arrow face: the arrow faces share the circle evenly."""
        return die_degrees(face - self.hit_faces, self.sides - self.hit_faces)


class GenericScatter:
    def __init__(self, spec: GenericSpec, face: int, hit: bool, dice: list[int],
                 distance: float, landing: Landing):
        self.spec, self.face, self.hit, self.dice = spec, face, hit, dice
        self.distance, self.landing = distance, landing
        self.seed: int | None = None

    @property
    def under(self) -> bool | None:
        if not self.spec.radius:
            return None
        return self.landing.within(self.spec.reach, self.spec.target)

    def picture(self) -> Picture:
        s = self.spec
        marks = []
        if s.target != (0.0, 0.0):
            marks.append(("T", s.target[0], s.target[1], N_("target")))
        return Picture(self.landing, s.unit, s.radius, marks, title=s.title(), declined=True)

    def to_json(self) -> dict[str, Any]:
        s = self.spec
        return {"form": "generic", "distance_expression": s.distance_text,
                "direction": s.direction, "hit_faces": s.hit_faces, "unit": s.unit,
                "direction_face": self.face, "hit": self.hit, "distance_dice": self.dice,
                "aim": {"x": 0, "y": 0}, "landing": self.landing.to_json(),
                "radius": number(s.radius), "base": number(s.base),
                "target": {"x": tidy(s.target[0]), "y": tidy(s.target[1])},
                "target_under_blast": self.under, "seed": self.seed}

    def lines(self) -> list[str]:
        s = self.spec
        out = [f"[bold]{esc(s.title())}[/]"]
        if self.hit:
            out.append(_("{direction}: {face} is a hit face: [bold green]no scatter[/], it "
                         "lands on the aim point").format(direction=s.direction_text(),
                                                          face=self.face))
        else:
            dice = f" ({' '.join(str(d) for d in self.dice)})" if self.dice else ""
            out.append(_("{direction}: {face} -> {degrees} degrees; distance {distance}{dice} = "
                         "{total} {unit}").format(
                direction=s.direction_text(), face=self.face,
                degrees=text_number(s.degrees(self.face)), distance=die_word(s.distance_text),
                dice=dice,
                total=text_number(self.distance), unit=s.unit_after(self.distance)))
        out.append(_("lands [bold cyan]{where}[/]").format(where=self.landing.text(s.unit,
                                                                                    True)))
        if s.radius:
            out.append(_("the target is {state} (within {reach} {unit} of the landing point: "
                         "{answer})").format(
                state=(_("[bold green]under the blast[/]") if self.under else
                       _("[bold red]clear of the blast[/]")),
                reach=text_number(s.reach), unit=s.unit_after(s.reach),
                answer=_("yes") if self.under else _("no")))
        return out + self.picture().lines()


class ScatterKey(NamedTuple):
    """What matters about one generic scatter, for --odds and --times."""

    hit: bool
    distance: float | int
    bearing_degrees: float | int | None
    under_blast: bool | None

    def __str__(self) -> str:
        """The label the JSON keeps: its numbers as the JSON writes them ('2.125 at 0 deg')."""
        return self.label(lambda value: str(number(value)))

    def label(self, shown: Callable[[Any], str] = text_number) -> str:
        """The outcome in words, its numbers written by ``shown`` (a --times row: `text_number`,
        at most two places, '2.13 at 0 deg')."""
        distance = shown(self.distance)
        unit = getattr(self, "unit", "")
        if unit and czech():  # '2 palce pod úhlem 0°' (the English label, in JSON: '2 at 0 deg')
            distance = amount(self.distance, unit, True)
        text = _("no scatter") if self.hit else _("{distance} at {degrees} deg").format(
            distance=distance,
            degrees=shown(cast(float, self.bearing_degrees)))  # scattered: it has one
        if self.under_blast is not None:
            text += _(", under the blast") if self.under_blast else _(", clear")
        return text


class _UnitKey(ScatterKey):
    """A `ScatterKey` that knows its unit, for its Czech label: an attribute, not a field,
    so that the outcome's JSON and its order do not change."""

    unit: str


@key_view(_UnitKey)
def _key_text(key: _UnitKey) -> str:
    """A --times row: the outcome with its numbers as people read them."""
    return key.label()


def generic_key(r: GenericScatter) -> ScatterKey:
    key = _UnitKey(r.hit, number(r.distance), None if r.hit else r.landing.degrees, r.under)
    key.unit = r.spec.unit
    return key


@rule(GenericSpec, key=generic_key, label="landing")
def generic(src: Source, spec: GenericSpec) -> GenericScatter:
    """Direction die first (a hit face: no scatter, no distance roll), then the distance."""
    src.charge(GEOMETRY)  # the landing point and the blast test (muster.engine.work)
    face = src.d(spec.sides)
    if face <= spec.hit_faces:
        return GenericScatter(spec, face, True, [], 0, land(0, None))
    dice: list[int] = []
    distance: float | int
    if spec.expr is not None:
        roll = spec.expr.roll(src)
        distance = max(0, roll.total)
        dice = [d for g in roll.groups for d in g.dice]
    else:
        distance = spec.constant or 0
    return GenericScatter(spec, face, False, dice, distance, land(distance, spec.degrees(face)))


def _parts(key: Hashable) -> ScatterKey:
    """A generic scatter's outcome key (`generic_key`)."""
    return cast(ScatterKey, key)


@odds_view(GenericSpec)
def generic_odds(spec: GenericSpec, dist: Distribution) -> ScatterOdds:
    from fractions import Fraction

    from muster.engine.distribution import Distribution

    distances: dict[Any, Fraction] = {}
    for k, p in dist.probs.items():
        distance = _parts(k)[1]
        distances[distance] = distances.get(distance, Fraction(0)) + p
    ddist = Distribution(distances, dist.truncated)
    p_hit = dist.p(lambda k: _parts(k)[0])
    body: dict[str, Any] = {
        "odds": True, "form": "generic", "distance_expression": spec.distance_text,
        "direction": spec.direction, "hit_faces": spec.hit_faces, "unit": spec.unit,
        "no_scatter": dist.prob(p_hit), "distance": ddist.numeric_table(),
        "mean_distance": round(ddist.mean(), 6), "exact": dist.exact}
    view = [f"[bold]{esc(spec.title())}[/]"]
    if spec.hit_faces:
        view.append(chance_line(N_("no scatter (a hit face)"), p_hit))
    view.append(_("distance from the aim point:"))
    for row in body["distance"]:
        view.append(f"  {text_number(row['value']):>6} {spec.unit_after(row['value'])}: "
                    f"{percent_column(row['p'])}"
                    + fraction_note(row['fraction']))
    mean = measured(ddist.mean())  # its unit agrees with it as shown: '2 palce', '4,67 palce'
    view.append("  " + _("mean {mean} {unit}").format(mean=measure(mean),
                                                     unit=spec.unit_after(mean)))
    if spec.radius:
        p_under = dist.p(lambda k: bool(_parts(k)[3]))
        body["target_under_blast"] = dist.prob(p_under)
        view.append(chance_line(say("target still under the blast (within {reach} {unit})",
                                    reach=text_number(spec.reach),
                                    unit=spec.unit_after(spec.reach, True)), p_under))
    rows = landing_rows(dist, landing_points(dist, lambda k: land(0, None) if k[0]
                                             else land(k[1], k[2])))
    body["landings"] = rows
    marks = [(".", r["x"], r["y"], N_("a possible landing point")) for r in rows
             if r["x"] or r["y"]]
    if spec.target != (0.0, 0.0):
        marks.append(("T", spec.target[0], spec.target[1], N_("target")))
    pic = Picture(None, spec.unit, 0, marks, title=spec.title(), declined=True)
    return ScatterOdds(body, view, pic)
