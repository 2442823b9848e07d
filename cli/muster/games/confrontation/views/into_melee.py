"""Shooting into a melee (`roll conf into-melee`): the tickets, the figure hit, the odds."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult
from muster.engine.render import die, esc
from muster.engine.rule import odds_view, view
from muster.games.confrontation.into_melee import IntoMelee, IntoMeleeSpec
from muster.games.confrontation.tables import roll_rules
from muster.games.confrontation.views.common import outcome_odds
from muster.i18n import _, both, czech, name, say, shown

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


@view(IntoMelee)
def into_melee_lines(r: IntoMelee) -> list[str]:
    entry = roll_rules()["into_melee"]
    spec = r.spec
    assert spec is not None
    tickets, start = [], 1
    for (size, called), w in zip(spec.figures, spec.weights, strict=True):
        what = called or name({"en": size, "cs": entry["names"][size]})
        tickets.append(f"{what} {start}" + (f"-{start + w - 1}" if w > 1 else ""))
        start += w
    return [both(entry, bold=True, capital=True) + _(": tickets ")
            + ", ".join(esc(t) for t in tickets)
            + _("; d{n} = {roll}").format(n=spec.total, roll=die(r.ticket)),
            _("the shot hits {figure}").format(
                figure=f"[bold]{esc(shown(_hit_figure(spec, r.figure - 1)))}[/]")]


def _hit_figure(spec: IntoMeleeSpec, i: int) -> str:
    """The figure a shot into melee hits: English its outcome label ('2: large'), Czech
    'figurku 2 (velkou)', a size in the accusative; a name as typed."""
    if not czech():
        return spec.label(i)
    size, called = spec.figures[i]
    what = called or re.sub(r"á\b", "ou", roll_rules()["into_melee"]["names"][size])
    if i == 0:
        return say("figure {i} ({figure}, the target)", i=i + 1, figure=what)
    return say("figure {i} ({figure})", i=i + 1, figure=what)


@odds_view(IntoMeleeSpec)
def into_melee_odds(spec: IntoMeleeSpec, dist: Distribution) -> OddsResult:
    return outcome_odds(say("Shooting into a melee: which figure is hit (weights "
                                 "{weights} = {total})",
                                 weights=(" + " if czech() else "+").join(
                                     str(w) for w in spec.weights),
                                 total=spec.total),
                        dist, [spec.label(i) for i in range(len(spec.figures))])
