"""Void on the terminal: a fall (L21)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.rule import odds_view, view
from muster.games.void import catalogue as cat
from muster.games.void.fall import FallResult, FallSpec
from muster.games.void.views.moves import hp_line, outcome_odds
from muster.games.void.views.terms import capital_term
from muster.i18n import czech, say, shown

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution
    from muster.engine.odds_tables import OddsResult


@view(FallResult)
def fall_lines(res: FallResult) -> list[str]:
    f, r = res.spec, cat.rules()["fall"]
    return [capital_term(r) + ": "
            + shown(say("{metres} m, size {size}: {above} m above the size x {per} = {damage} "
                        "damage (automatic: Strength, Durability and armour do not matter)",
                        metres=res.fall_m, size=res.size, above=res.metres_above_size,
                        per=r["damage_per_metre"], damage=f"[bold]{res.damage}[/]")),
            hp_line(f.target_hp, f.max_hp, res.after)]


@odds_view(FallSpec)
def fall_odds(spec: FallSpec, dist: Distribution) -> OddsResult:
    rule = cat.rules()["fall"]
    name = rule["cs"] if czech() else rule["en"]
    return outcome_odds(name[:1].upper() + name[1:] + ": "
                        + shown(say("{metres} m, size {size}", metres=spec.fall,
                                    size=spec.target_size)), dist)
