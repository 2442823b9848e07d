"""Warmaster game length (data/rolls.toml ``[game_length]``, seed L219-224): 5 + D3 turns,
the D3 read off a D6 (RULINGS 21)."""

from __future__ import annotations

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.games.warmaster.tables import GAME, rolls
from muster.i18n import N_

VIEWS = "muster.games.warmaster.views.game_length"  # its text and odds tables


@frozen
class GameLengthSpec:
    """The game-length roll (it takes nothing)."""


@frozen
class GameLength(JsonResult):
    GAME = GAME
    FORM = "game-length"

    die: int
    d3: int
    turns: int
    seed: int | None = None


def roll_game_length(src: Source) -> GameLength:
    r = rolls()["game_length"]
    value = src.d(r["sides"])
    for row in r["table"]:
        if value in row["faces"]:
            return GameLength(value, row["turns"] - r["base"], row["turns"])
    raise AssertionError(f"game-length table has no row for {value}")


@rule(GameLengthSpec, key=lambda r: r.turns, label=N_("turns"))
def game_length(src: Source, spec: GameLengthSpec) -> GameLength:  # noqa: ARG001
    return roll_game_length(src)
