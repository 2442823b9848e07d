"""The Courage tests of a charge (`roll conf test --over --charging` or ``--activated``):
their odds are a test's (`views.tests`), and their rolls are a test's results."""

from __future__ import annotations

from muster.engine.rule import odds_view
from muster.games.confrontation.courage import ActivatedCourageSpec, ChargingCourageSpec
from muster.games.confrontation.views.tests import test_odds

odds_view(ActivatedCourageSpec)(test_odds)
odds_view(ChargingCourageSpec)(test_odds)
