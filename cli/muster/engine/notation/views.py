"""The ``--odds`` view of a dice expression (its rolled result shows itself:
`NotationRoll.lines`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.notation.spec import ExpressionSpec
from muster.engine.odds_tables import OddsResult, bool_odds, numeric_odds
from muster.engine.rule import odds_view
from muster.i18n import _

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution


@odds_view(ExpressionSpec)
def expression_odds(spec: ExpressionSpec, dist: Distribution) -> OddsResult:
    text = spec.expression.text
    if spec.expression.compare is not None:
        return bool_odds(_("{expression}: chance").format(expression=text), dist)
    return numeric_odds(_("{expression}: distribution of the total").format(expression=text),
                        dist)
