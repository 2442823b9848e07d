"""Void: a fall (seed 003 L21): DAM 10 per metre above the faller's size, an automatic
wound; Strength, Durability and armour do not matter, and no dice are rolled."""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import within
from muster.games.void import catalogue as cat
from muster.games.void.body import HpAfter, check_hp, check_size
from muster.i18n import N_, say
from muster.limits import MOST_FALL_METRES

VIEWS = "muster.games.void.views.fall"  # its text and odds tables

GAME = "void"
MAX_METRES = MOST_FALL_METRES


def fall_damage(metres: int, size: int) -> int:
    """DAM 10 per metre above the size (L21): size 2 falling 2 m takes 0, 3 m takes 10."""
    return int(cat.rules()["fall"]["damage_per_metre"]) * max(0, metres - size)


@frozen
class FallSpec:
    """A fall of ``fall`` metres; the faller is the target (its size and HP)."""

    fall: int
    target_size: int = 2
    target_hp: int = 40
    target_max_hp: int | None = None

    def __post_init__(self) -> None:
        within("fall", self.fall, 0, MAX_METRES)
        check_size("target_size", self.target_size)
        check_hp("target_hp", "target_max_hp", self.target_hp, self.target_max_hp)

    @property
    def max_hp(self) -> int:
        return self.target_hp if self.target_max_hp is None else self.target_max_hp


@frozen
class FallResult(JsonResult):
    """The fall: its height, the faller's size, the metres above it, the damage and what it
    leaves of the faller (nothing is rolled: no seed)."""

    GAME = GAME
    spec: FallSpec = field(metadata={"json": False})
    fall_m: int
    size: int
    metres_above_size: int
    damage: int
    after: HpAfter = field(metadata={"json": "inline"})


def fall_key(result: FallResult) -> int:
    return result.damage


@rule(FallSpec, key=fall_key, label=N_("outcome"))
def fall(src: Source, spec: FallSpec) -> FallResult:
    src.no_roll(say("a fall's damage follows from its height alone"))  # no dice
    damage = fall_damage(spec.fall, spec.target_size)
    return FallResult(spec, spec.fall, spec.target_size, max(0, spec.fall - spec.target_size),
                      damage, HpAfter.of(spec.target_hp, spec.max_hp, damage))
