"""Void: a grab and breaking free (seed 003 L31). A grab is an ordinary CC attack roll the
opponent may dodge or parry ("jako obvykle": with the close-combat modifiers, such as +4 CC
against a prone target, L47, L51), and needs the grabber's Strength at least the opponent's;
breaking free is the grabbed one's whole action, a Strength roll (free at once, with no
roll, when it is stronger than the grabber)."""

from __future__ import annotations

from dataclasses import field
from typing import cast

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError
from muster.games.void import catalogue as cat
from muster.games.void.body import check_attribute
from muster.games.void.d20 import GAME, SIDES, passes
from muster.games.void.situations import (
    Situation,
    check_aim_and_cover,
    check_situations,
    shown_situations,
    situation_mods,
)
from muster.i18n import N_

VIEWS = "muster.games.void.views.grab"  # its text and odds tables

MOVES = ("grab", "break-free", "throw-opponent")
# the outcomes of the moves (JSON keeps them in English; the terminal shows them through `_`)
OUTCOMES = (N_("grabbed"), N_("avoided"), N_("missed"), N_("free"), N_("still held"),
            N_("struck object hurt"), N_("struck object unhurt"), N_("no object struck"))


@frozen
class GrabSpec:
    """A grab at CC ``cc`` + ``mods`` and the close-combat modifiers of the ``situations``
    named (L47, L51); the opponent may dodge (``target_agility``) or parry (``target_cc``)
    with ``defence`` (a key of the defence table, or None)."""

    cc: int = 10
    strength: int = 10
    target_strength: int = 10
    mods: tuple[int, ...] = ()
    defence: str | None = None
    target_agility: int = 10
    target_cc: int = 10
    situations: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        object.__setattr__(self, "situations", check_situations(tuple(self.situations)))
        table = cat.rules()["situations"]
        covered = any(table[k].get("armor") for k in self.situations)
        # aiming is for shots; cover has no effect in close combat (L47), so no Armor asked
        check_aim_and_cover(self.situations, "melee", False, 0 if covered else None)
        for name in ("cc", "strength", "target_strength", "target_agility", "target_cc"):
            check_attribute(name, getattr(self, name))
        if self.strength < self.target_strength:
            raise FieldError("strength", "a grab needs the grabber's Strength ({strength}) "
                             "equal to or above the opponent's ({target}) (L31)",
                             strength=self.strength, target=self.target_strength)

    @property
    def situation_mods(self) -> tuple[tuple[str, int], ...]:
        """(situation, modifier to the CC roll's target), in the order given."""
        return situation_mods(self.situations, None, "melee")[0]

    @property
    def zero(self) -> bool:
        """Zero mobility: the CC rolled on is 1 (L51)."""
        return situation_mods(self.situations, None, "melee")[1]

    @property
    def target(self) -> int:
        if self.zero:
            return 1
        return self.cc + sum(self.mods) + sum(v for _k, v in self.situation_mods)

    @property
    def defence_target(self) -> int | None:
        if not self.defence:
            return None
        attr = cat.rules()["defence"][self.defence]["attribute"]
        return self.target_agility if attr == "a" else self.target_cc


@frozen
class GrabResult(JsonResult):
    """The grab: the CC roll and its target, the opponent's defence roll, whether it grabbed,
    and the named situations' modifiers (where any)."""

    GAME = GAME
    spec: GrabSpec = field(metadata={"json": False})
    action: str = field(default="grab", init=False)
    hit_target: int
    hit_roll: int
    hit: bool
    defence: str | None
    defence_target: int | None
    defence_roll: int | None
    defended: bool
    grabbed: bool
    seed: int | None = None
    situations: tuple[Situation, ...] | None = field(default=None,
                                                     metadata={"json": "optional"})


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
    return GrabResult(spec, spec.target, roll, hit, spec.defence, target, defence_roll, defended,
                      hit and not defended, situations=shown_situations(spec.situation_mods))


@frozen
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


@frozen
class BreakFreeResult(JsonResult):
    """Breaking free: the held one's Strength (``strength``) against the grabber's, the roll
    (None: free at once, being stronger) and whether it got free."""

    GAME = GAME
    spec: BreakFreeSpec = field(metadata={"json": False})
    action: str = field(default="break-free", init=False)
    strength: int
    grabber_strength: int
    target: int
    roll: int | None
    automatic: bool
    free: bool
    seed: int | None = None


def break_free_key(result: BreakFreeResult) -> str:
    return "free" if result.free else "still held"


@rule(BreakFreeSpec, key=break_free_key, label=N_("outcome"))
def break_free(src: Source, spec: BreakFreeSpec) -> BreakFreeResult:
    roll = None if spec.automatic else src.d(SIDES)
    return BreakFreeResult(spec, spec.target_strength, spec.strength, spec.target, roll,
                           spec.automatic, roll is None or passes(roll, spec.target))
