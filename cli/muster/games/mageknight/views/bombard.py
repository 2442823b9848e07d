"""Mage Knight views of a bombard attack (`muster scatter mk`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from muster.engine.render import esc
from muster.engine.rule import odds_view, view
from muster.engine.scatter import (
    Landing,
    Picture,
    ScatterOdds,
    chance_line,
    clock_of,
    land,
    landing_rows,
)
from muster.games.mageknight import bombard as bb
from muster.games.mageknight.attack import rules
from muster.games.mageknight.bombard import BombardResult, BombardSpec, ExampleNoted
from muster.games.mageknight.views.attack import attack_head, target_line
from muster.i18n import _, czech, say, shown
from muster.i18n import percent as i18n_percent

if TYPE_CHECKING:
    from muster.engine.odds import Distribution


# --------------------------------------------------------------------------- bombard


def landing_line(landing: Landing) -> str:
    """'it lands on the aim point (0, 0)' / 'it lands at (0, -1): 1 in at 180 degrees
    (6 o'clock)' (English as the scatter engine writes it; Czech from the catalog)."""
    if not czech():
        return f"it lands [bold cyan]{landing.text(bb.UNIT)}[/]"

    x, y = landing.xy
    if not landing.distance or landing.degrees is None:
        return shown(say("it lands [bold cyan]on the aim point ({x}, {y})[/]", x=0, y=0))
    return shown(say("it lands [bold cyan]at ({x}, {y}): {distance} at {degrees} degrees "
                     "({clock} o'clock)[/]", x=bb.inch(x), y=bb.inch(y),
                     distance=bb.inches(landing.distance), degrees=bb.inch(landing.degrees),
                     clock=bb.inch(clock_of(float(landing.degrees)))))


@view(BombardResult)
def bombard_lines(res: BombardResult) -> list[str]:
    b, r = res.b, rules()
    out = [f"[bold]{esc(b.title())}[/]"]
    if b.token.example:
        out.append(_("[yellow]note:[/] the EXAMPLE token muster ships (RULINGS 29): the "
                     "rulebook prints no token values; give your own with --token FILE"))
    tr = res.token_roll
    head = attack_head(tr)
    attack = "Attack roll"
    if czech():  # the token roll's title: 'Hod na útok' -> 'Hod na žeton'
        attack = esc(r["attack_roll"]["cs"][:1].upper() + r["attack_roll"]["cs"][1:])
    out += [head[0].replace(attack, _("Token roll"), 1)] + head[1:]
    out.append("  " + target_line(tr, 0, target_value=True))
    if res.stays:
        out.append(_("the token [bold green]stays where it lies[/]"))
    else:
        out.append(shown(say("the token [bold red]scatters[/]: direction d6 = {face} -> "
                             "{degrees} degrees from its arrow; the final value {total} "
                             "gives {distance}", face=res.face,
                             degrees=bb.inch(b.token.directions[res.face or 0]), total=tr.total,
                             distance=bb.inches(res.landing.distance))))
    out.append(landing_line(res.landing))
    for i, (d, u) in enumerate(zip(b.defenses, res.under, strict=True)):
        x, y = b.points[i]
        if not u:
            if (x, y) != (0, 0):
                out.append(shown(say("figure {i} (defense {d}) at ({x}, {y}): not under "
                                     "the token", i=i + 1, d=d, x=bb.inch(x), y=bb.inch(y))))
            else:
                out.append(shown(say("figure {i} (defense {d}): not under the token",
                                     i=i + 1, d=d)))
    if res.figure_roll is not None:
        first = attack_head(res.figure_roll)[0]
        if czech():  # lower-case after the colon: '...: hod na útok: 6 6 + 8 = 20'
            term = esc(r["attack_roll"]["cs"])
            first = first.replace(term[:1].upper() + term[1:], term, 1)
        out += [_("Figures under the token (friend or foe): ") + first]
        out += attack_head(res.figure_roll)[1:]
        j = 0
        for i, u in enumerate(res.under):
            if not u:
                continue
            line = target_line(res.figure_roll, j)
            j += 1
            hit = res.hits[i]
            if hit:
                out.append("  " + shown(say("figure {i}: {line}: takes {n} damage", i=i + 1,
                                            line=line, n=res.damage[i])))
            else:
                out.append("  " + shown(say("figure {i}: {line}", i=i + 1, line=line)))
    elif b.defenses:
        out.append(_("no figure is under the token: no second roll"))
    else:
        out.append(_("no figures given (--defense D for each figure under the token)"))
    if res.pushing:
        out.append(shown(say("the bombarder takes {n} pushing damage ({cs}) for the "
                             "critical miss", n=res.pushing,
                             cs=esc(r["pushing"]["cs"]))))
    if b.eliminated and (tr.critical_miss or (res.figure_roll and
                                              res.figure_roll.critical_miss)):
        out.append(_("(critical miss, but the bombarder is eliminated: no pushing "
                     "damage)"))
    return out + res.picture().lines()


def _figure_hit(i: int) -> Callable[[Any], bool]:
    return lambda key: bool(key[3][i])


@odds_view(BombardSpec)
def bombard_odds(b: BombardSpec, dist: Distribution) -> ScatterOdds:
    p_stay = dist.p(lambda k: bool(cast(Any, k)[0]))
    p_push = dist.p(lambda k: cast(Any, k)[4] > 0)
    view = [f"[bold]{esc(b.title())}[/]"]
    if b.token.example:
        view.append(_("[yellow]note:[/] the EXAMPLE token muster ships (RULINGS 29), not the "
                      "printed component"))
    view.append(chance_line(_("the token stays where it lies"), p_stay))
    rows = landing_rows(dist, lambda k: land(cast(Any, k)[1], cast(Any, k)[2]))
    view.append(_("where it lands:"))
    for row in rows:
        share = i18n_percent(row["p"], 2) if czech() else f"{row['p'] * 100:.2f} %"
        sep = "; " if czech() else ", "  # Czech: 0,5 has a comma of its own
        view.append(f"  ({bb.inch(row['x'])}{sep}{bb.inch(row['y'])}) "
                    f"{bb.inches(row['distance'])}: {share} ({row['fraction']})")
    figures = []
    for i, d in enumerate(b.defenses):
        p = dist.p(_figure_hit(i))
        figures.append({"defense": d, "x": b.points[i][0], "y": b.points[i][1],
                        "hit": dist.prob(p)})
        view.append(chance_line(_("figure {i} (defense {d}) hit").format(i=i + 1, d=d), p))
    view.append(chance_line(_("the bombarder takes pushing damage"), p_push))
    body = {"game": "mageknight", "odds": True, "form": "bombard", "token": b.token.name,
            "example_token": b.token.example, "attack": b.attack_value, "blocked": b.blocked,
            "stays": dist.prob(p_stay), "landings": rows, "figures": figures,
            "pushing": dist.prob(p_push), "exact": dist.exact}
    marks = [(".", r["x"], r["y"], _("a possible landing point")) for r in rows
             if r["x"] or r["y"]]
    marks += [("F", x, y, _("figure")) for x, y in b.points]
    return ScatterOdds(body, view, Picture(land(0, None), bb.UNIT, b.token.radius, marks,
                                           title=b.title(),
                                           **{**bb.picture_words(),
                                              "end": _("the token as placed (if it stays)")}))


@view(ExampleNoted)
def example_noted_lines(res: ExampleNoted) -> list[str]:
    return ([_("[yellow]note:[/] made with the EXAMPLE token muster ships (RULINGS 29), "
               "not the printed component; give your own with --token FILE")]
            + list(res.inner.lines()))
