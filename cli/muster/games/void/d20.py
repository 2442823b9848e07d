"""Void's d20 under every rule (L17): the game's name, the die, and whether a roll passes
its target (RULINGS 24: a natural 1 always succeeds, a natural 20 always fails). A leaf the
rules share, so a rule reads it without the roll-under test's own rule (`roll_under`)."""

from __future__ import annotations

from muster.games.void import catalogue as cat

GAME = "void"
SIDES = 20


def passes(roll: int, target: int) -> bool:
    """Roll-under with RULINGS 24: a natural 1 always succeeds, a natural 20 always fails."""
    t = cat.rules()["test"]
    if roll == t["luck"]:
        return True
    if roll == t["bad_luck"]:
        return False
    return roll <= target
