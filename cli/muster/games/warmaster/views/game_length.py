"""The game length (5 + D3 turns), with its odds: its own module, so a deployment that
rolls it imports no other rule's views."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult, numeric_odds
from muster.engine.render import die, rolled
from muster.engine.rule import odds_view, view
from muster.games.warmaster.game_length import GameLength, GameLengthSpec
from muster.games.warmaster.tables import rolls
from muster.games.warmaster.views.text import title
from muster.i18n import _

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


@view(GameLength)
def game_length_lines(r: GameLength) -> list[str]:
    book = rolls()["game_length"]
    return [title(book, "Game length") + _(": {die} -> {d3}").format(
                die=rolled("D6", die(r.die)), d3=rolled("D3", r.d3)),
            _("the battle lasts {turns} turns ({base} + {d3})").format(
                turns=f"[bold cyan]{r.turns}[/]", base=book['base'], d3=r.d3)]


@odds_view(GameLengthSpec)
def game_length_odds(spec: GameLengthSpec, dist: Distribution) -> OddsResult:  # noqa: ARG001
    return numeric_odds(_("Game length in turns"), dist, "turns")
