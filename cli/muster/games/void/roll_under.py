"""Void's d20 roll-under test (L17): d20 <= target + modifiers, with a corrective roll (a
failure rolled again) or a spoiling roll (a success rolled again), or a control roll (only
Luck and Bad luck count). RULINGS 24: a natural 1 always succeeds, a natural 20 always fails.
"""

from __future__ import annotations

from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import rule
from muster.errors import Field, FieldError
from muster.games.void import catalogue as cat
from muster.games.void.d20 import GAME as GAME
from muster.games.void.d20 import SIDES as SIDES
from muster.games.void.d20 import passes as passes
from muster.games.void.outcomes import D20Outcome
from muster.i18n import N_

VIEWS = "muster.games.void.views.roll_under"  # its text and odds tables


@frozen
class RollUnderSpec:
    """A roll-under test of ``target`` + ``mods`` (a corrective or a spoiling roll), or a
    control roll (``control``: no target, no modifiers)."""

    target: int | None = None
    mods: tuple[int, ...] = ()
    corrective: bool = False
    spoiling: bool = False
    control: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        if self.control:
            if self.target is not None or self.mods or self.corrective or self.spoiling:
                raise FieldError("control", "a control roll ({field}) takes no {target}, {mods}, "
                                 "{corrective} or {spoiling}: only Luck and Bad luck count",
                                 target=Field("target"), mods=Field("mods"),
                                 corrective=Field("corrective"), spoiling=Field("spoiling"))
            return
        if self.target is None:
            raise FieldError("target", "give {field} T (the attribute or Armor to roll under), "
                             "or {control} for a control roll", control=Field("control"))
        # the limits apply to the effective target (after modifiers), and it has none: above
        # max_target only a natural 20 (Bad luck) fails, below 1 only a natural 1 (Luck) succeeds
        low = cat.rules()["test"]["min_target"]
        if self.target < low:
            raise FieldError("target", "{field} is an attribute or Armor, {low} or more, not "
                             "{value} (a penalty goes in {mods})", low=low, value=self.target,
                             mods=Field("mods"))
        if self.corrective and self.spoiling:
            raise FieldError("corrective", "{field} and {spoiling} cannot be combined (the "
                             "rules do not say which comes first); choose one",
                             spoiling=Field("spoiling"))

    @property
    def reroll(self) -> str | None:
        return "corrective" if self.corrective else "spoiling" if self.spoiling else None


@frozen
class D20Roll:
    """One d20 roll-under test (or a control roll), rerolls included."""

    target: int | None
    mods: tuple[int, ...]
    rolls: tuple[int, ...]
    success: bool
    control: bool
    reroll: str | None
    first_success: bool | None
    seed: int | None = None

    @property
    def effective(self) -> int | None:
        return None if self.target is None else self.target + sum(self.mods)

    @property
    def roll(self) -> int:
        return self.rolls[-1]

    @property
    def luck(self) -> bool:
        return bool(self.roll == cat.rules()["test"]["luck"])

    @property
    def bad_luck(self) -> bool:
        return bool(self.roll == cat.rules()["test"]["bad_luck"])

    def to_json(self) -> dict[str, Any]:
        return {"game": GAME, "roll": self.roll, "rolls": list(self.rolls),
                "success": self.success, "luck": self.luck, "bad_luck": self.bad_luck,
                "control": self.control, "target": self.target, "mods": list(self.mods),
                "effective_target": self.effective, "rerolled": len(self.rolls) > 1,
                "reroll": self.reroll, "seed": self.seed}


def d20_key(r: D20Roll) -> D20Outcome:
    """(success, luck, bad_luck)."""
    return D20Outcome((r.success, r.luck, r.bad_luck))


@rule(RollUnderSpec, key=d20_key, label=N_("outcome"))
def d20_test(src: Source, spec: RollUnderSpec) -> D20Roll:
    """d20 <= target + mods; a corrective roll rerolls a failure, a spoiling roll rerolls a
    success, and the second roll stands (L17). A control roll only looks for Luck/Bad luck."""
    if spec.control:
        roll = src.d(SIDES)
        return D20Roll(None, (), (roll,), roll != cat.rules()["test"]["bad_luck"], True, None,
                       None)
    assert spec.target is not None
    effective = spec.target + sum(spec.mods)
    first = src.d(SIDES)
    ok = passes(first, effective)
    rolls = [first]
    if (spec.corrective and not ok) or (spec.spoiling and ok):
        rolls.append(src.d(SIDES))
    return D20Roll(spec.target, spec.mods, tuple(rolls), passes(rolls[-1], effective), False,
                   spec.reroll, ok)
