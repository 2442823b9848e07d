"""Rage of Chaos (data/rolls.toml ``[rage]``, seed L78-91): the player rolls up to ``count``
D6 one at a time (no more than the unit's stands); while no value repeats, the dice add to
the unit's Attacks in the next combat phase. RULINGS 20: a repeated value gives no bonus,
and the unit takes hits equal to the sum of every die rolled (armour saves allowed)."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import within
from muster.games.warmaster.armour import Saves, check_armour, roll_saves
from muster.games.warmaster.tables import GAME, rolls
from muster.i18n import N_

VIEWS = "muster.games.warmaster.views.rage"  # its text and odds tables


@frozen
class RageSpec:
    """Up to ``count`` dice, the hits of a repeat left unsaved."""

    count: int

    def __post_init__(self) -> None:
        most = rolls()["rage"]["max_dice"]
        within("count", self.count, 1, most,
               rule=N_("Rage of Chaos rolls 1 to {most} dice, no more than the unit's "
                       "stands (a seventh die always repeats a value)"), most=most)


@frozen
class RageSavesSpec(RageSpec):
    """Rage of Chaos with the unit's armour saves against a repeat's hits (``armour`` None:
    the unit has no save)."""

    armour: int | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        check_armour(self.armour)


@frozen
class Rage(JsonResult):
    """The dice rolled (``planned`` at most): bonus attacks while no value repeats, else
    hits; with saves (``saving``), the unit's saves against them."""

    GAME = GAME
    FORM = "rage"
    planned: int
    dice: tuple[int, ...]
    backfire: bool
    bonus_attacks: int
    hits: int
    seed: int | None = None
    saving: Saves | None = field(default=None, metadata={"json": False})

    @property
    def total(self) -> int:
        """The sum of the dice: the bonus attacks, or the hits of a repeat."""
        return self.hits if self.backfire else self.bonus_attacks

    @property
    def key(self) -> int:
        """Bonus attacks, or minus the hits suffered on a backfire (for --odds / --times);
        with saves rolled, minus the unsaved hits."""
        if not self.backfire:
            return self.total
        return -(self.saving.unsaved if self.saving else self.total)

    def extra_json(self) -> dict[str, Any]:
        """The saves under the keys of a rage's own (``save_dice``), where rolled."""
        if self.saving is None:
            return {}
        return {"armour": self.saving.armour, "save_dice": list(self.saving.dice),
                "saves": self.saving.saves, "unsaved": self.saving.unsaved}


def _rage(src: Source, spec: RageSpec) -> Rage:
    """Roll up to ``count`` D6 one by one, stopping at the first value seen before; with
    saves, the unit's armour saves against a repeat's hits."""
    saves = isinstance(spec, RageSavesSpec)
    armour = spec.armour if isinstance(spec, RageSavesSpec) else None
    sides = rolls()["rage"]["sides"]
    dice: list[int] = []
    for _ in range(spec.count):
        value = src.d(sides)
        repeat = value in dice
        dice.append(value)
        if repeat:
            total = sum(dice)
            return Rage(spec.count, tuple(dice), True, 0, total,
                        saving=roll_saves(src, total, armour) if saves else None)
    return Rage(spec.count, tuple(dice), False, sum(dice), 0,
                saving=roll_saves(src, 0, armour) if saves else None)  # no hits, no save dice


rage = rule(RageSpec, key=lambda r: r.key, label=N_("bonus (-N = N hits)"))(_rage)
rule(RageSavesSpec, key=lambda r: r.key, label=N_("bonus (-N = N unsaved hits)"))(_rage)
