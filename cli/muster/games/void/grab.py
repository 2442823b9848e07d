"""Void: a grab and breaking free (seed 003 L31). A grab is an ordinary CC attack roll the
opponent may dodge or parry, and needs the grabber's Strength at least the opponent's;
breaking free is the grabbed one's whole action, a Strength roll (free at once, with no
roll, when it is stronger than the grabber)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from muster.engine.dice import Source
from muster.engine.rule import rule
from muster.errors import FieldError
from muster.games.void import catalogue as cat
from muster.games.void.body import check_attribute
from muster.games.void.roll_under import GAME, SIDES, passes
from muster.i18n import N_

VIEWS = "muster.games.void.views.moves"  # its text and odds tables

MOVES = ("grab", "break-free", "throw-opponent")
# the outcomes of the moves (JSON keeps them in English; the terminal shows them through `_`)
OUTCOMES = (N_("grabbed"), N_("avoided"), N_("missed"), N_("free"), N_("still held"),
            N_("struck object hurt"), N_("struck object unhurt"), N_("no object struck"))


@dataclass(frozen=True)
class GrabSpec:
    """A grab at CC ``cc`` + ``mods``; the opponent may dodge (``target_agility``) or parry
    (``target_cc``) with ``defence`` (a key of the defence table, or None)."""

    cc: int = 10
    strength: int = 10
    target_strength: int = 10
    mods: tuple[int, ...] = ()
    defence: str | None = None
    target_agility: int = 10
    target_cc: int = 10

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        for name in ("cc", "strength", "target_strength", "target_agility", "target_cc"):
            check_attribute(name, getattr(self, name))
        if self.strength < self.target_strength:
            raise FieldError("strength", "a grab needs the grabber's Strength ({strength}) "
                             "equal to or above the opponent's ({target}) (L31)",
                             strength=self.strength, target=self.target_strength)

    @property
    def target(self) -> int:
        return self.cc + sum(self.mods)

    @property
    def defence_target(self) -> int | None:
        if not self.defence:
            return None
        attr = cat.rules()["defence"][self.defence]["attribute"]
        return self.target_agility if attr == "a" else self.target_cc


@dataclass(frozen=True)
class GrabResult:
    spec: GrabSpec
    roll: int
    hit: bool
    defence_roll: int | None
    defended: bool
    seed: int | None = None

    @property
    def grabbed(self) -> bool:
        return self.hit and not self.defended

    def to_json(self) -> dict[str, Any]:
        g = self.spec
        return {"game": GAME, "action": "grab", "hit_target": g.target, "hit_roll": self.roll,
                "hit": self.hit, "defence": g.defence, "defence_target": g.defence_target,
                "defence_roll": self.defence_roll, "defended": self.defended,
                "grabbed": self.grabbed, "seed": self.seed}


def grab_key(result: GrabResult) -> str:
    return "grabbed" if result.grabbed else ("avoided" if result.hit else "missed")


@rule(GrabSpec, key=grab_key, label=N_("outcome"))
def grab(src: Source, spec: GrabSpec) -> GrabResult:
    roll = src.d(SIDES)
    hit = passes(roll, spec.target)
    defended, defence_roll = False, None
    target = spec.defence_target
    if hit and target is not None:
        pool = src.pool(1, SIDES)
        defended = pool.count(lambda v: passes(cast(int, v), target)) == 1
        seen = pool.seen()
        defence_roll = seen[0] if seen else None
    return GrabResult(spec, roll, hit, defence_roll, defended)


@dataclass(frozen=True)
class BreakFreeSpec:
    """The grabbed one (Strength ``target_strength`` + ``mods``) against a grabber of
    Strength ``strength``."""

    target_strength: int = 10
    strength: int = 10
    mods: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        check_attribute("target_strength", self.target_strength)
        check_attribute("strength", self.strength)

    @property
    def target(self) -> int:
        return self.target_strength + sum(self.mods)

    @property
    def automatic(self) -> bool:
        return self.target_strength > self.strength


@dataclass(frozen=True)
class BreakFreeResult:
    spec: BreakFreeSpec
    roll: int | None
    free: bool
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        b = self.spec
        return {"game": GAME, "action": "break-free", "strength": b.target_strength,
                "grabber_strength": b.strength, "target": b.target, "roll": self.roll,
                "automatic": b.automatic, "free": self.free, "seed": self.seed}


def break_free_key(result: BreakFreeResult) -> str:
    return "free" if result.free else "still held"


@rule(BreakFreeSpec, key=break_free_key, label=N_("outcome"))
def break_free(src: Source, spec: BreakFreeSpec) -> BreakFreeResult:
    if spec.automatic:
        return BreakFreeResult(spec, None, True)
    roll = src.d(SIDES)
    return BreakFreeResult(spec, roll, passes(roll, spec.target))
