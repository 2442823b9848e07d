"""Void: climbing, rappelling and jumping (seed 003 L21), each an action in combat.

A d20 roll under Strength (climbing, rappelling) or Agility (jumps), with modifiers: a
success moves the mover's size in metres (rappelling: x 10; a jump after a run-up: x 2),
a failure does not move, and Bad luck (a natural 20) is a fall (`fall.fall_damage`): from
the height he is at, back down from the height of a high jump, into the gap of a long jump.
Numbers are in ``data/rules.toml`` (``[athletics]``, ``[fall]``).
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError, within
from muster.games.void import catalogue as cat
from muster.games.void.body import HpAfter, check_attribute, check_hp, check_size
from muster.games.void.d20 import GAME, SIDES, passes
from muster.games.void.fall import MAX_METRES, fall_damage
from muster.i18n import N_

VIEWS = "muster.games.void.views.athletics"
MOVED, STAYED, FELL = N_("moved"), N_("did not move"), N_("fell")


def moves() -> dict[str, Any]:
    found: dict[str, Any] = cat.rules()["athletics"]
    return found


@frozen
class AthleticsSpec:
    """One attempt at ``move`` (climb, rappel, long-jump, high-jump, or its English or Czech
    name) by a mover of ``size`` with ``attribute`` (his Strength or Agility) + ``mods``;
    ``run_up`` for a jump; ``height``: the metres he would fall on Bad luck (the height he
    is at; the gap's depth; a high jump falls from its own height when not given); ``hp``
    and ``max_hp`` what a fall leaves."""

    move: str
    attribute: int = 10
    size: int = 2
    mods: tuple[int, ...] = ()
    run_up: bool = False
    height: int | None = None
    hp: int = 40
    max_hp: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        object.__setattr__(self, "move", _table().require(self.move, "move"))
        check_attribute("attribute", self.attribute)
        check_size("size", self.size)
        check_hp("hp", "max_hp", self.hp, self.max_hp)
        if self.run_up and not self.entry.get("run_up"):
            raise FieldError("run_up", "{field} is for jumps, not {move}", move=self.entry["en"])
        if self.height is not None:
            within("height", self.height, 0, MAX_METRES)

    @property
    def entry(self) -> dict[str, Any]:
        found: dict[str, Any] = moves()[self.move]
        return found

    @property
    def target(self) -> int:
        return self.attribute + sum(self.mods)

    @property
    def distance(self) -> int:
        """The metres a success moves (L21)."""
        e = self.entry
        return int(e["metres_per_size"]) * self.size * (int(e["run_up"]) if self.run_up else 1)

    @property
    def fall_m(self) -> int | None:
        """The metres of a fall on Bad luck (a high jump's own height when not given)."""
        if self.height is None and self.move == "high-jump":
            return self.distance
        return self.height

    @property
    def full_hp(self) -> int:
        return self.hp if self.max_hp is None else self.max_hp


def _table() -> cat.Table:
    return cat.table("athletics", N_("move"))


@frozen
class Athletics(JsonResult):
    """The attempt: the move and the attribute rolled under (its name and ``value``), the
    d20, whether it succeeded, how far he moved, and a fall and what it left of him."""

    GAME = GAME
    FORM = "athletics"
    spec: AthleticsSpec = field(metadata={"json": False})
    move: str
    attribute: str
    value: int
    mods: tuple[int, ...]
    target: int
    size: int
    run_up: bool
    roll: int
    success: bool
    luck: bool
    bad_luck: bool
    outcome: str
    metres: int
    fell: bool
    fall_m: int | None
    damage: int | None
    hp_left: int | None = None
    dead: bool | None = None
    pain_check: bool | None = None
    seed: int | None = None

    @property
    def after(self) -> HpAfter | None:
        """What a fall left of him (None: no fall, or its damage is not known)."""
        if self.hp_left is None:
            return None
        return HpAfter(self.hp_left, bool(self.dead), bool(self.pain_check))


def athletics_key(r: Athletics) -> str:
    return r.outcome


@rule(AthleticsSpec, key=athletics_key, label=N_("outcome"))
def athletics(src: Source, spec: AthleticsSpec) -> Athletics:
    roll = src.d(SIDES)
    success = passes(roll, spec.target)
    t = cat.rules()["test"]
    fell = roll == t["bad_luck"]
    fall_m = spec.fall_m if fell else None
    damage = fall_damage(fall_m, spec.size) if fall_m is not None else None
    after = HpAfter.of(spec.hp, spec.full_hp, damage) if damage is not None else None
    outcome = FELL if fell else MOVED if success else STAYED
    hp_left, dead, pain = (None, None, None) if after is None else \
        (after.hp_left, after.dead, after.pain_check)
    return Athletics(spec, spec.move, spec.entry["attribute"], spec.attribute, spec.mods,
                     spec.target, spec.size, spec.run_up, roll, success, roll == t["luck"],
                     roll == t["bad_luck"], outcome, spec.distance if success else 0, fell,
                     fall_m, damage, hp_left, dead, pain)
