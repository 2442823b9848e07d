"""The views of the generic scatter (`muster.engine.scatter_generic`): its title, a roll's
lines and picture, its --times rows and its --odds table and picture."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from muster.engine.render import esc
from muster.engine.rule import key_view, odds_view, view
from muster.engine.scatter import land, landing_points, landing_rows
from muster.engine.scatter_generic import GenericScatter, GenericSpec, ScatterKey, _UnitKey
from muster.engine.scatter_views import (
    Picture,
    ScatterOdds,
    amount,
    chance_line,
    landing_text,
    text_number,
)
from muster.i18n import N_, _, czech, ngettext, say
from muster.text import fraction_note, measure, measured, percent_column
from muster.typography import die_word

if TYPE_CHECKING:
    from collections.abc import Hashable
    from fractions import Fraction

    from muster.engine.distribution import Distribution


def unit_after(spec: GenericSpec, value: float | int | Fraction, genitive: bool = False) -> str:
    """The unit word after ``value``: Czech declines the default inch as the rulebooks'
    *palec* ('2 palce', '6 palců', '0,5 palce'; after *do* the genitive, 'do 3 palců');
    any other unit as typed."""
    if not (czech() and spec.unit == "in"):
        return spec.unit
    if genitive and float(value).is_integer():
        value = 0.5 if value == 1 else 5  # 'do 1 palce', 'do 3 palců'
    return amount(value, spec.unit, True).rsplit(" ", 1)[1]


def direction_text(spec: GenericSpec) -> str:
    """'direction d6' / 'směr d6'; 'direction degrees' / 'směr ve stupních'."""
    if spec.direction == "degrees":
        return _("direction degrees")
    return _("direction {die}").format(die=die_word(spec.direction))


def title(spec: GenericSpec) -> str:
    hit = (", " + ngettext("{n} hit face(s)", "{n} hit face(s)", spec.hit_faces).format(
        n=spec.hit_faces)) if spec.hit_faces else ""
    blast = (", " + _("blast radius {radius}").format(
        radius=amount(spec.radius, spec.unit, True))
             if spec.radius else "")
    base = (" + " + _("base {base}").format(base=text_number(spec.base))
            if spec.base else "")
    return (_("Scatter: distance {distance} {unit}").format(
        distance=die_word(spec.distance_text),
        unit=unit_after(spec, 5 if spec.constant is None else spec.constant))
            + f", {direction_text(spec)}{hit}{blast}{base}")


def _spec(r: GenericScatter) -> GenericSpec:
    assert r.spec is not None, "a rolled scatter keeps its spec"
    return r.spec


def picture(r: GenericScatter) -> Picture:
    s = _spec(r)
    marks = []
    if s.point != (0.0, 0.0):
        marks.append(("T", s.point[0], s.point[1], N_("target")))
    return Picture(r.landing, s.unit, s.radius, marks, title=title(s), declined=True)


@view(GenericScatter)
def scatter_lines(r: GenericScatter) -> list[str]:
    s = _spec(r)
    out = [f"[bold]{esc(title(s))}[/]"]
    if r.hit:
        out.append(_("{direction}: {face} is a hit face: [bold green]no scatter[/], it "
                     "lands on the aim point").format(direction=direction_text(s),
                                                      face=r.direction_face))
    else:
        dice = f" ({' '.join(str(d) for d in r.distance_dice)})" if r.distance_dice else ""
        out.append(_("{direction}: {face} -> {degrees} degrees; distance {distance}{dice} = "
                     "{total} {unit}").format(
            direction=direction_text(s), face=r.direction_face,
            degrees=text_number(s.degrees(r.direction_face)),
            distance=die_word(s.distance_text), dice=dice,
            total=text_number(r.distance), unit=unit_after(s, r.distance)))
    out.append(_("lands [bold cyan]{where}[/]").format(
        where=landing_text(r.landing, s.unit, True)))
    if s.radius:
        out.append(_("the target is {state} (within {reach} {unit} of the landing point: "
                     "{answer})").format(
            state=(_("[bold green]under the blast[/]") if r.target_under_blast else
                   _("[bold red]clear of the blast[/]")),
            reach=text_number(s.reach), unit=unit_after(s, s.reach),
            answer=_("yes") if r.target_under_blast else _("no")))
    return out + picture(r).lines()


@key_view(_UnitKey)
def _key_text(key: _UnitKey) -> str:
    """A --times row: the outcome in words, its numbers as people read them (at most two
    places, '2.13 at 0 deg'); Czech names the unit ('2 palce pod úhlem 0°')."""
    distance = text_number(key.distance)
    if key.unit and czech():
        distance = amount(key.distance, key.unit, True)
    if key.hit:
        text = _("no scatter")
    elif key.bearing_degrees is None:  # scattered 0 (a distance like 2d6/4): no bearing
        text = _("{distance}, on the aim point").format(distance=distance)
    else:
        text = _("{distance} at {degrees} deg").format(
            distance=distance, degrees=text_number(key.bearing_degrees))
    if key.under_blast is not None:
        text += _(", under the blast") if key.under_blast else _(", clear")
    return text


def _parts(key: Hashable) -> ScatterKey:
    """A generic scatter's outcome key (`muster.engine.scatter_generic.generic_key`)."""
    return cast(ScatterKey, key)


@odds_view(GenericSpec)
def generic_odds(spec: GenericSpec, dist: Distribution) -> ScatterOdds:
    ddist = dist.marginal(lambda k: _parts(k)[1])  # the distance
    p_hit = dist.p(lambda k: _parts(k)[0])
    body: dict[str, Any] = {
        "odds": True, "form": "generic", "distance_expression": spec.distance_text,
        "direction": spec.direction, "hit_faces": spec.hit_faces, "unit": spec.unit,
        "no_scatter": dist.prob(p_hit), "distance": ddist.numeric_table(),
        "mean_distance": round(ddist.mean(), 6), "exact": dist.exact}
    lines = [f"[bold]{esc(title(spec))}[/]"]
    if spec.hit_faces:
        lines.append(chance_line(N_("no scatter (a hit face)"), p_hit))
    lines.append(_("distance from the aim point:"))
    for row in body["distance"]:
        lines.append(f"  {text_number(row['value']):>6} {unit_after(spec, row['value'])}: "
                     f"{percent_column(row['p'])}"
                     + fraction_note(row['fraction']))
    mean = measured(ddist.mean())  # its unit agrees with it as shown: '2 palce', '4,67 palce'
    lines.append("  " + _("mean {mean} {unit}").format(mean=measure(mean),
                                                      unit=unit_after(spec, mean)))
    if spec.radius:
        p_under = dist.p(lambda k: bool(_parts(k)[3]))
        body["target_under_blast"] = dist.prob(p_under)
        lines.append(chance_line(say("target still under the blast (within {reach} {unit})",
                                     reach=text_number(spec.reach),
                                     unit=unit_after(spec, spec.reach, True)), p_under))
    rows = landing_rows(dist, landing_points(dist, lambda k: land(0, None) if k[0]
                                             else land(k[1], k[2])))
    body["landings"] = rows
    marks = [(".", r["x"], r["y"], N_("a possible landing point")) for r in rows
             if r["x"] or r["y"]]
    if spec.point != (0.0, 0.0):
        marks.append(("T", spec.point[0], spec.point[1], N_("target")))
    pic = Picture(None, spec.unit, 0, marks, title=title(spec), declined=True)
    return ScatterOdds(body, lines, pic)
