"""Mage Knight constructible terrain: attacking and destroying it (seed 004 L155-181).

The attack roll is `muster.games.mageknight.attack_roll.attack_roll` (2d6 + attack against the
terrain's defense, ties hit, natural 2 and 12 critical), so the roll and its criticals are
exactly those of ``muster roll mageknight``. The terrain's numbers live in
``data/terrain.toml``.
"""

from __future__ import annotations

from typing import Any

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import rule
from muster.errors import FieldError, RangeError
from muster.games.mageknight import attack_roll, common
from muster.games.mageknight.attack_roll import AttackRoll
from muster.i18n import N_

VIEWS = "muster.games.mageknight.views.terrain"  # its text and odds tables

GAME = "mageknight"


def rules() -> dict[str, Any]:
    return load(GAME, "terrain")


@frozen
class TerrainSpec:
    """The terrain card (``defense``, ``structure``), the attacker (``attack``, ``damage``,
    ``ranged``), the damage the terrain took earlier this turn, and whether it is steeply
    elevated (warriors on it fall with it)."""

    attack: int
    defense: int
    structure: int
    damage: int
    ranged: bool = False
    damage_this_turn: int = 0
    steep: bool = False

    def __post_init__(self) -> None:
        bounds = rules()["bounds"]
        for name in ("attack", "defense", "structure", "damage", "damage_this_turn"):
            lo, hi = bounds[name]
            value = getattr(self, name)
            if not lo <= value <= hi:
                raise RangeError(name, value, lo, hi, name,
                                 msgid=N_("{field} {value} is out of range ({lo}-{hi})"),
                                 lo=lo, hi=hi)
        if self.damage_this_turn >= self.structure:
            raise FieldError("damage_this_turn", "{field} {damage} already reaches the "
                                                 "structure value {structure}: the terrain was "
                                                 "destroyed earlier this turn",
                             damage=self.damage_this_turn, structure=self.structure)


@frozen
class TerrainAttack:
    spec: TerrainSpec
    roll: AttackRoll
    dealt: int
    after: int
    destroyed: bool
    eliminated: bool
    pushing: int
    seed: int | None = None

    @property
    def hit(self) -> bool:
        return self.roll.hits[0]

    def key(self) -> str:
        """The outcome: 'miss', 'hit' (standing) or 'destroyed'."""
        return N_("destroyed") if self.destroyed else (N_("hit") if self.hit else N_("miss"))

    def to_json(self) -> dict[str, Any]:
        s = self.spec
        return {"game": GAME, "dice": list(self.roll.dice), "natural": self.roll.natural,
                "attack": s.attack, "total": self.roll.total, "defense": s.defense,
                "critical_hit": self.roll.critical_hit,
                "critical_miss": self.roll.critical_miss, "hit": self.hit,
                "attack_type": "ranged" if s.ranged else "close",
                "damage": self.dealt, "damage_before": s.damage_this_turn,
                "damage_this_turn": self.after, "structure": s.structure,
                "destroyed": self.destroyed, "steep": s.steep,
                "warriors_eliminated": self.eliminated, "pushing": self.pushing,
                "seed": self.seed}


@rule(TerrainSpec, key=lambda r: r.key(), label=N_("outcome"))
def attack_terrain(src: Source, spec: TerrainSpec) -> TerrainAttack:
    """One attack on constructible terrain: the attack roll, damage, destruction."""
    r, a = rules(), common.rules()
    roll = attack_roll.attack_roll(src, spec.attack, (spec.defense,))
    dealt = 0
    if roll.hits[0]:
        dealt = spec.damage
        if roll.critical_hit and r["critical_hit"]["adds_damage"]:
            dealt += a["critical_hit"]["extra_damage"]
    after = spec.damage_this_turn + dealt
    destroyed = after >= spec.structure
    eliminated = destroyed and spec.steep and r["steep"]["warriors_eliminated"]
    pushing = a["critical_miss"]["pushing_damage"] if roll.critical_miss else 0
    return TerrainAttack(spec, roll, dealt, after, destroyed, eliminated, pushing)
