"""The target roll's text and odds (`muster.games.warmaster.target`): a view module of its
own, so that rolling it imports no other Warmaster rule and no fractions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult, numeric_odds
from muster.engine.render import esc
from muster.engine.rule import odds_view, view
from muster.games.warmaster.tables import rolls
from muster.games.warmaster.target import TargetRoll, TargetSpec
from muster.games.warmaster.views.text import dice_text
from muster.i18n import _, czech

if TYPE_CHECKING:  # the odds view receives one; importing it costs start-up
    from muster.engine.distribution import Distribution


@view(TargetRoll)
def target_lines(r: TargetRoll) -> list[str]:
    book = rolls()["target"]
    dice = dice_text(r.dice, lambda v: v >= r.target)
    head = "[bold]" + _("{count} x D6 at {target}+").format(count=r.count, target=r.target) + "[/]"
    return [head + ("" if czech() else f" ({esc(book['cs'])})") + f": {dice}",
            _("successes: {n} of {count}").format(n=f"[bold cyan]{r.successes}[/]",
                                                  count=r.count)]


@odds_view(TargetSpec)
def target_odds(spec: TargetSpec, dist: Distribution) -> OddsResult:
    return numeric_odds(_("{count} x D6 at {target}+: successes").format(
        count=spec.count, target=spec.target), dist, "successes")
