"""Void: climbing, rappelling and jumping (seed 003 L21), each an action in combat.

A d20 roll under Strength (climbing, rappelling) or Agility (jumps), with modifiers: a
success moves the mover's size in metres (rappelling: x 10; a jump after a run-up: x 2),
a failure does not move, and Bad luck (a natural 20) is a fall (`fall.fall_damage`): from
the height he is at, back down from the height of a high jump, into the gap of a long jump.
Numbers are in ``data/rules.toml`` (``[athletics]``, ``[fall]``).
"""

from __future__ import annotations

from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import rule
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
class Athletics:
    """The attempt: the d20, whether it succeeded, how far he moved, and a fall."""

    FORM = "athletics"
    spec: AthleticsSpec
    roll: int
    success: bool
    metres: int
    fell: bool
    fall_m: int | None
    damage: int | None
    after: HpAfter | None = None
    seed: int | None = None

    @property
    def outcome(self) -> str:
        return FELL if self.fell else MOVED if self.success else STAYED

    def to_json(self) -> dict[str, Any]:
        s = self.spec
        t = cat.rules()["test"]
        out: dict[str, Any] = {
            "game": GAME, "form": self.FORM, "move": s.move, "attribute": s.entry["attribute"],
            "value": s.attribute, "mods": list(s.mods), "target": s.target, "size": s.size,
            "run_up": s.run_up, "roll": self.roll, "success": self.success,
            "luck": self.roll == t["luck"], "bad_luck": self.roll == t["bad_luck"],
            "outcome": self.outcome, "metres": self.metres, "fell": self.fell,
            "fall_m": self.fall_m, "damage": self.damage}
        out.update(self.after.to_json() if self.after else
                   {"hp_left": None, "dead": None, "pain_check": None})
        out["seed"] = self.seed
        return out


def athletics_key(r: Athletics) -> str:
    return r.outcome


@rule(AthleticsSpec, key=athletics_key, label=N_("outcome"))
def athletics(src: Source, spec: AthleticsSpec) -> Athletics:
    roll = src.d(SIDES)
    success = passes(roll, spec.target)
    fell = roll == cat.rules()["test"]["bad_luck"]
    fall_m = spec.fall_m if fell else None
    damage = fall_damage(fall_m, spec.size) if fall_m is not None else None
    after = HpAfter.of(spec.hp, spec.full_hp, damage) if damage is not None else None
    return Athletics(spec, roll, success, spec.distance if success else 0, fell, fall_m,
                     damage, after)
