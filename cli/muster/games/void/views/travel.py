"""Void on the terminal: travel and a search on the way (L19, L23)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.data import load
from muster.engine.odds_tables import numeric_odds
from muster.engine.render import die
from muster.engine.rule import odds_view, view
from muster.games.void import catalogue as cat
from muster.games.void.d20 import passes
from muster.games.void.travel import (
    Travel,
    TravelSearch,
    TravelSearchSpec,
    TravelSpec,
    search_rules,
)
from muster.games.void.views.terms import capital_term, pair
from muster.i18n import Named, _, counted, czech, named, say, shown
from muster.text import measure

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution
    from muster.engine.odds_tables import OddsResult


@view(Travel)
def travel_lines(res: Travel) -> list[str]:
    s, e, j = res.spec, res.spec.entry, res.journey
    r = cat.rules()
    speed, hours = measure(s.speed), measure(s.time_h)  # 2.5 h, never 2.50 h
    head = (capital_term(r["travel_term"]) + ", " + pair(e) + " (L19): "
            + shown(say("{speed} km/h, {hours} h ({started} started)", speed=speed,
                        hours=hours, started=_started(s.started_hours))))
    out = [head]
    if s.rolls:
        rolled = " ".join(die(v, good=passes(v, s.target)) for v in j.fatigue_rolls)
        out.append("  " + shown(say("Durability {target}, a d20 for each started hour: "
                                    "{rolls}", target=s.target, rolls=rolled)))
        fat = r["fatigue"]
        if j.fatigue:
            levels = Named(str(j.fatigue), counted(  # Czech '2 stupně únavy' (seed 003)
                j.fatigue, ("stupeň", "stupně", "stupňů")))
            out.append("  [bold]" + shown(say("fatigue +{n}: {penalty} to {attributes} and "
                                              "to initiative", n=levels,
                                              penalty=j.penalty,
                                              attributes=", ".join(fat["attributes"])))
                       + "[/]")
        else:
            out.append("  " + _("no fatigue"))
    else:
        out.append("  " + _("no fatigue roll at this pace"))
    when = e.get("initiative")
    if when:
        m = load("void", "initiative")["modifier"][when]
        out.append("  " + shown(say("an attack on the way: {name} ({value} initiative)",
                                    name=m["cs"] if czech() else m["en"],
                                    value=f"{m['value']:+d}")))
    return out


def _in_km(km: list[int]) -> Named:
    """The kilometres something was found in; Czech with its preposition, vocalised as
    spoken, each ordinal with its dot and the last two joined by 'a': 've 3. kilometru'
    (ve třetím), 'v 1. a 3. kilometru'."""
    text = ", ".join(map(str, km))
    first = km[0]  # ve druhém … čtyřicátém, ve dvanáctém … čtrnáctém, ve stém
    ve = str(first)[0] in "234" or first in (12, 13, 14) or 100 <= first < 200
    ordinals = [f"{k}." for k in km]
    said = ordinals[0] if len(km) == 1 else ", ".join(ordinals[:-1]) + " a " + ordinals[-1]
    return Named(text, ("ve " if ve else "v ") + said)


def _started(hours: int) -> Named:
    """'3' in English, '3 načaté hodiny' in Czech."""
    return Named(str(hours), counted(
        hours, ("načatá hodina", "načaté hodiny", "načatých hodin")))


@odds_view(TravelSpec)
def travel_odds(spec: TravelSpec, dist: Distribution) -> OddsResult:
    started = _started(spec.started_hours)
    return numeric_odds(shown(say("{pace} travel, {started} started hour(s), Durability "
                                  "{target}: fatigue levels", pace=named(spec.entry),
                                  started=started, target=spec.target)), dist,
                        "fatigue")


def _search_head(spec: TravelSearchSpec) -> str:
    """'search (hledání) by sight (zrak), 200 m: Perception 12, a d20 in each of 3 km'."""
    r = search_rules()
    sense = r["sense"][spec.sense]
    return shown(say("{search} by {sense}, range {range} m: Perception {target}, a d20 in each "
                     "of {n} km (L19, L23)", search=pair(r), sense=pair(sense),
                     range=spec.range_m, target=spec.target, n=spec.searches))


@view(TravelSearch)
def travel_search_lines(res: TravelSearch) -> list[str]:
    out = travel_lines(Travel(res.spec.journey, res.journey))
    s = res.spec
    out.append("  " + _search_head(s))
    if res.search_rolls:
        rolled = " ".join(die(v, good=passes(v, s.target)) for v in res.search_rolls)
        out.append("    " + rolled)
    km = list(res.found_in_km)
    if km:
        out.append("  [bold]" + shown(say("found in km {km}: every object of the kind "
                                          "searched for within {range} m",
                                          km=_in_km(km), range=s.range_m))
                   + "[/]")
    elif res.search_rolls:
        out.append("  " + _("nothing found"))
    return out


@odds_view(TravelSearchSpec)
def travel_search_odds(spec: TravelSearchSpec, dist: Distribution) -> OddsResult:
    return numeric_odds(shown(say("slow travel, {n} km, Perception {target}: searches that "
                                  "found", n=spec.searches, target=spec.target)), dist,
                        "found")
