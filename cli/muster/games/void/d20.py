"""Void's d20 roll-under, the pass itself (L17, RULINGS 24): a natural 1 always succeeds, a
natural 20 always fails, else the roll passes at or under its target. Every Void roll-under
reads it (the test, `roll_under.py`, and the rules that roll one: a grenade, a move, an
attack), so a rule that rolls one imports no test spec or result."""

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
