"""Void's d20 roll-under test (L17): d20 <= target + modifiers, with a corrective roll (a
failure rolled again) or a spoiling roll (a success rolled again), or a control roll (only
Luck and Bad luck count). RULINGS 24: a natural 1 always succeeds, a natural 20 always fails.
"""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
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
        within("target", self.target, low, rule=N_("the attribute or Armor to roll under is "
                                                   "{low} or more (a penalty goes in {mods})"),
               mods=Field("mods"))
        if self.corrective and self.spoiling:
            raise FieldError("corrective", "{field} and {spoiling} cannot be combined (the "
                             "rules do not say which comes first); choose one",
                             spoiling=Field("spoiling"))

    @property
    def reroll(self) -> str | None:
        return "corrective" if self.corrective else "spoiling" if self.spoiling else None


@frozen
class D20Roll(JsonResult):
    """One d20 roll-under test (or a control roll), rerolls included: ``roll`` is the one
    that stands, ``rolls`` every one; ``first_success`` whether the first passed."""

    GAME = GAME
    roll: int
    rolls: tuple[int, ...]
    success: bool
    luck: bool
    bad_luck: bool
    control: bool
    target: int | None
    mods: tuple[int, ...]
    effective_target: int | None
    rerolled: bool
    reroll: str | None
    first_success: bool | None = field(metadata={"json": False})
    seed: int | None = None


def _d20_roll(rolls: tuple[int, ...], success: bool, target: int | None,
              mods: tuple[int, ...], reroll: str | None, first_success: bool | None,
              control: bool = False) -> D20Roll:
    t = cat.rules()["test"]
    roll = rolls[-1]
    return D20Roll(roll, rolls, success, roll == t["luck"], roll == t["bad_luck"], control,
                   target, mods, None if target is None else target + sum(mods), len(rolls) > 1,
                   reroll, first_success)


def d20_key(r: D20Roll) -> D20Outcome:
    """(success, luck, bad_luck)."""
    return D20Outcome((r.success, r.luck, r.bad_luck))


@rule(RollUnderSpec, key=d20_key, label=N_("outcome"))
def d20_test(src: Source, spec: RollUnderSpec) -> D20Roll:
    """d20 <= target + mods; a corrective roll rerolls a failure, a spoiling roll rerolls a
    success, and the second roll stands (L17). A control roll only looks for Luck/Bad luck."""
    if spec.control:
        roll = src.d(SIDES)
        return _d20_roll((roll,), roll != cat.rules()["test"]["bad_luck"], None, (), None, None,
                         control=True)
    assert spec.target is not None
    effective = spec.target + sum(spec.mods)
    first = src.d(SIDES)
    ok = passes(first, effective)
    rolls = [first]
    if (spec.corrective and not ok) or (spec.spoiling and ok):
        rolls.append(src.d(SIDES))
    return _d20_roll(tuple(rolls), passes(rolls[-1], effective), spec.target, spec.mods,
                     spec.reroll, ok)
