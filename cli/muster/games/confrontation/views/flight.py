"""A fighter's flight from fear, as text, a picture and odds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from muster.engine.render import esc
from muster.engine.rule import key_view, odds_view, view
from muster.engine.scatter import land
from muster.engine.scatter_views import Picture, ScatterOdds, chance_line
from muster.games.confrontation.flight import UNIT, Flight, FlightKey, FlightSpec, data
from muster.games.confrontation.tables import char_rules
from muster.games.confrontation.views.tests import headed_lines
from muster.i18n import N_, _, both, czech, name
from muster.text import general

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution

AXIS = {"axis": N_("flight line (the fear-causer is below)"),
        "origin": N_("where the fighter stood"), "up": N_("the flight"),
        "end": N_("where it ends"),
        # the edge a fleeing fighter leaves is the battlefield's (bojiště, seed 000 L670-671),
        # as the title and the flight's lines say
        "edge": N_("battlefield edge")}


def _axis(**changes: str) -> dict[str, Any]:
    """The picture's legend words in the user's language ("up" ends the scale line, which
    the shared picture still writes in English)."""
    words = {**AXIS, **changes}
    out = {k: v if k == "up" else _(v) for k, v in words.items()}
    if czech() and words["end"] == AXIS["end"]:
        # the catalog's "where it ends" is another game's retreat; the fighter's own words
        out["end"] = _("where the fighter ends")
    return out


def title(spec: FlightSpec) -> str:
    d = data()
    x = "×" if czech() else "x"  # the SVG's title too: no typesetting pass there
    how = f"{d['flight']['mov_multiplier']} {x} MOV {spec.mov}"
    rap = d["rapidity"]
    if spec.rapidity:
        how = (f"{d['flight']['mov_multiplier']} {x} ({rap['mov_multiplier']} {x} "
               f"MOV {spec.mov}, " + (rap["cs"] if czech() else f"{rap['en']} / {rap['cs']}")
               + ")")
    test = _("; Courage {value} against Fear {fear}").format(
        value=spec.test.value, fear=spec.test.difficulty) if spec.test else ""
    if spec.test and spec.test.penalty:  # a fallen blood brother's, on the Courage die
        penalties = char_rules()["penalty"]
        test += _(", {pen} on the die ({why})").format(
            pen=f"−{spec.test.penalty}" if czech() else f"-{spec.test.penalty}",
            why=", ".join(name(penalties[k]) for k in spec.test.penalties))
    if spec.rally:  # Czech: the rally, a colon, then its test
        test = "; " + both(d["rally"]) + (":" if czech() else "") + test[1:]
    if spec.desperate:
        test = "; " + both(d["desperate"])
    edge = _(", battlefield edge {cm} cm behind it").format(cm=general(spec.edge_cm)) \
        if spec.edge_cm is not None else ""
    fl = d["flight"]
    if czech():  # 'Útěk ze strachu (Confrontation): 2 × MOV 10'
        return f"{fl['cs'][:1].upper()}{fl['cs'][1:]} (Confrontation): {how}{test}{edge}"
    return f"Confrontation {fl['en']} ({fl['cs']}): {how}{test}{edge}"


def picture(flight: Flight) -> Picture:
    """The flight drawn: straight away from the fear-causer (below), the edge if given."""
    return Picture(flight.landing, UNIT, 0,
                   path=[(0, y) for y in range(flight.distance_cm + 1)],
                   edge_y=flight.spec.edge_cm, title=title(flight.spec), **_axis())


@view(Flight)
def flight_lines(flight: Flight) -> list[str]:
    s = flight.spec
    out = [f"[bold]{esc(title(s))}[/]"]
    if flight.courage_test is not None:
        out += headed_lines(flight.courage_test, _("Courage test: "))
    if flight.fanatic_discipline_test is not None:
        out += headed_lines(flight.fanatic_discipline_test,
                            _("Fanaticism, the Discipline re-test: "))
    if flight.why_not == "desperate":
        d = data()["desperate"]
        out.append(_("[bold green]{name} knows no fear[/]: no Courage test, it never flees, and "
                     "the fear penalties become a bonus of +{n} (L1410-1414)").format(
                         name=esc(name(d)), n=d["fear_bonus"]))
    elif flight.why_not == "rallied":
        out.append(_("[bold green]it rallies[/]: it stops fleeing and plays normally this "
                     "phase (L683-690)"))
    elif flight.why_not == "fanaticism":
        out.append(_("[bold green]held by Fanaticism[/]: no flight, but the fear penalties "
                     "apply and it cannot charge or engage the fear-causer (L1152-1154)"))
    elif flight.why_not == "activated":
        out.append(_("it fails, but its card was already activated: only a fighter not yet "
                     "activated runs (L656-658), so no flight movement (the fear penalties "
                     "apply)"))
    elif not flight.flees:
        out.append(_("[bold green]the fighter holds[/]: no flight"))
    elif s.engaged:
        out.append(_("it fails, but it is in a melee and does not leave it: no flight "
                     "movement (the fear penalties apply)"))
    else:
        out.append(_("it flees {cm} straight away from the fear-causer and ends with its "
                     "back to it").format(cm=f"[bold cyan]{flight.distance_cm} cm[/]"))
    if s.edge_cm is not None:
        if flight.lost:
            off = data()["off_battlefield"]
            out.append(_("the battlefield edge is {cm} cm away: it runs off the battlefield "
                         "and is [bold red]LOST[/] ({lost}, L670)").format(
                             cm=general(s.edge_cm), lost=esc(off["cs"])))
        else:
            out.append(_("the battlefield edge is {cm} cm away: it stays on the "
                         "battlefield, {short} cm short of the edge").format(
                             cm=general(s.edge_cm), short=general(s.edge_cm - flight.distance_cm)))
    out.append(_("(the fear-causer is behind, below the picture; up is away from it)"))
    return out + picture(flight).lines()


@odds_view(FlightSpec)
def flight_odds(spec: FlightSpec, dist: Distribution) -> ScatterOdds:
    p = dist.p(lambda k: cast(FlightKey, k).flees)
    body: dict[str, Any] = {"game": "confrontation", "odds": True, "form": "flight",
                            "flees": dist.prob(p),
            "distance_cm": spec.distance, "exact": dist.exact}
    failed = dist.p(lambda k: cast(FlightKey, k).flees or bool(cast(FlightKey, k).why_not))
    held = dist.p(lambda k: cast(FlightKey, k).why_not == "fanaticism")
    body["fear_penalties"] = dist.prob(failed)
    view = [f"[bold]{esc(title(spec))}[/]", chance_line(_("the fighter flees"), p),
            _("a flight covers {cm} cm").format(cm=spec.distance)
            + (_(" (none: it stays in its melee)") if spec.engaged else
               _(" (none: its card was already activated)") if spec.activated else "")]
    if spec.activated or spec.fanatic is not None:
        view.append(chance_line(_("the Courage test fails (the fear penalties apply)"), failed))
    if spec.fanatic is not None:
        body["held_by_fanaticism"] = dist.prob(held)
        view.append(chance_line(_("held by Fanaticism"), held))
    if spec.edge_cm is not None:
        p_lost = dist.p(lambda k: cast(FlightKey, k).lost)
        body["lost"] = dist.prob(p_lost)
        view.append(chance_line(_("it runs off the battlefield and is lost"), p_lost))
    pic = Picture(land(spec.distance, 0), UNIT, 0,
                  path=[(0, y) for y in range(spec.distance + 1)], edge_y=spec.edge_cm,
                  title=title(spec), **_axis(end=N_("where it ends if it flees")))
    return ScatterOdds(body, view, pic)


@key_view(FlightKey)
def flight_key_text(key: FlightKey) -> str:
    if key.why_not == "rallied":
        return _("rallies")
    if key.why_not == "desperate":
        return _("never flees (Desperate)")
    if key.why_not == "fanaticism":
        return _("held by Fanaticism")
    if key.why_not == "activated":
        return _("fails, card already activated: no flight")
    if not key.flees:
        return _("holds")
    return (_("flees {cm} cm, lost") if key.lost else _("flees {cm} cm")).format(
        cm=key.distance_cm)
