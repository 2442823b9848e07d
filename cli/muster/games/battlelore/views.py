"""BattleLore's terminal text and odds tables: the only place with markup and translation.

The views register themselves by type (`muster.engine.rule.view`, ``odds_view``) and are
imported only when something is shown. The battle dice roll's, the attack's and the command
deck's are in `roll_views`, `wound_views` (each named by its rule module's ``VIEWS``) and
`deck_views`; this module imports them, so that it registers every view of the game.
"""

from __future__ import annotations

from muster.games.battlelore import roll_views, wound_views  # noqa: F401  (registers them)
from muster.games.battlelore.deck_views import (  # noqa: F401  (the deck's, for its command)
    card_chance_lines,
    deck_event_lines,
    deck_status_lines,
)
