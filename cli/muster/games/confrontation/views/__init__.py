"""Confrontation's terminal views and odds tables: the only place with markup and `_()`.

Each rule module's result and spec register their view here (`muster.engine.rule.view`,
`odds_view`); the engine imports this package when something is shown, and its modules
register themselves as they are imported."""

from muster.games.confrontation.views import damage, deck, flight, melee, rolls, tests
from muster.games.confrontation.views.damage import wound_lines
from muster.games.confrontation.views.tests import compare_odds, head, test_lines

__all__ = ["compare_odds", "damage", "deck", "flight", "head", "melee", "rolls", "test_lines",
           "tests",
           "wound_lines"]
