"""Void: the odds table of one attack (`muster.games.void.attack.AttackSpec`): exact chances
along the pipeline and the distribution of damage. Apart from the attack's text
(`views.attack`), so that a rolled attack imports no distributions or fractions."""

from __future__ import annotations

from typing import Any

from muster.engine.distribution import Distribution
from muster.engine.odds_tables import OddsResult, as_tuple, distribution_lines
from muster.engine.render import esc
from muster.engine.rule import odds_view
from muster.games.void.attack import AttackSpec, derive
from muster.games.void.d20 import GAME
from muster.games.void.views.terms import shown_name
from muster.i18n import _, say, shown
from muster.text import chance as percent
from muster.text import fraction_note


def _damage_dist(dist: Distribution) -> Distribution:
    """The damage dealt, read off the attack's outcome keys."""
    return dist.marginal(lambda key: as_tuple(key)[3])


@odds_view(AttackSpec)
def wound_odds(spec: AttackSpec, dist: Distribution) -> OddsResult:
    """Exact chances along the pipeline, and the distribution of damage."""
    a = derive(spec)

    def chance(i: int) -> Any:
        return dist.p(lambda key: bool(as_tuple(key)[i]))

    chances = [("hit", chance(0)), ("defended", chance(1)),
               ("wounded", dist.p(lambda key: as_tuple(key)[3] > 0)), ("pain_check", chance(4)),
               ("dead", chance(5)), ("weapon_broken", chance(6)), ("overheated", chance(7)),
               ("effect", chance(8))]
    ddist = _damage_dist(dist)
    rows = ddist.numeric_table()
    body: dict[str, Any] = {"game": GAME, "odds": True, "weapon": a.item["en"],
                            "exact": dist.exact}
    for name, p in chances:
        body[name] = dist.prob(p)
    body["damage"] = rows
    body["mean_damage"] = round(ddist.mean(), 6)
    body["sd_damage"] = round(ddist.sd(), 6)
    view_ = ["[bold]" + shown(say("{weapon} against Armor {armor}, {hp} HP",
                                  weapon=esc(shown_name(a)), armor=a.target_armor,
                                  hp=a.target_hp)) + "[/]"]
    for name, p in chances:
        if name == "overheated" and not any(x.overheat for x in a.weapons()):
            continue
        if name == "defended" and not a.defence:
            continue
        if name == "effect" and not a.resist:
            continue
        view_.append(f"  {_(name.replace('_', ' '))}: [bold]{percent(p)}[/]"
                     + fraction_note(p))
    view_ += ["  " + line for line in distribution_lines("damage", ddist, rows)]
    return OddsResult(body, view_)
