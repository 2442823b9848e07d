"""The Courage tests of a charge (`roll conf courage --charging` or ``--activated``):
their odds are a test's (`views.tests`), and their rolls are a test's results."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from muster.engine.rule import odds_view
from muster.games.confrontation.courage import ActivatedCourageSpec, ChargingCourageSpec
from muster.games.confrontation.views.tests import test_odds

if TYPE_CHECKING:  # the odds view receives one; importing it costs start-up
    from muster.engine.distribution import Distribution
    from muster.engine.odds_tables import OddsResult


@odds_view(ActivatedCourageSpec)
@odds_view(ChargingCourageSpec)
def courage_odds(spec: ChargingCourageSpec | ActivatedCourageSpec,
                 dist: Distribution) -> OddsResult:
    """A test's odds (`views.tests.test_odds`)."""
    return cast("OddsResult", test_odds(spec, dist))
