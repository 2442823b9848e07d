"""Mage Knight constructible terrain: attacking and destroying it (seed 004 L155-181).

The attack roll is `muster.games.mageknight.attack_roll.attack_roll` (2d6 + attack against the
terrain's defense, ties hit, natural 2 and 12 critical), so the roll and its criticals are
exactly those of ``muster roll mageknight``. The terrain's numbers live in
``data/terrain.toml``.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError, within
from muster.games.mageknight import attack_roll, tables
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
            within(name, getattr(self, name), *bounds[name])
        if self.damage_this_turn >= self.structure:
            raise FieldError("damage_this_turn", "{field} {damage} already reaches the "
                                                 "structure value {structure}: the terrain was "
                                                 "destroyed earlier this turn",
                             damage=self.damage_this_turn, structure=self.structure)


@frozen
class TerrainAttack(JsonResult):
    """One attack on constructible terrain: the attack roll against its defense, the
    ``damage`` dealt, the damage before (``damage_before``) and after it this turn
    (``damage_this_turn``) against the ``structure`` value."""

    GAME = GAME

    spec: TerrainSpec = field(metadata={"json": False})
    dice: tuple[int, ...]
    natural: int
    attack: int
    total: int
    defense: int
    critical_hit: bool
    critical_miss: bool
    hit: bool
    attack_type: str  # "ranged" or "close"
    damage: int
    damage_before: int
    damage_this_turn: int
    structure: int
    destroyed: bool
    steep: bool
    warriors_eliminated: bool
    pushing: int
    seed: int | None = None

    def key(self) -> str:
        """The outcome: 'miss', 'hit' (standing) or 'destroyed'."""
        return N_("destroyed") if self.destroyed else (N_("hit") if self.hit else N_("miss"))


@rule(TerrainSpec, key=lambda r: r.key(), label=N_("outcome"))
def attack_terrain(src: Source, spec: TerrainSpec) -> TerrainAttack:
    """One attack on constructible terrain: the attack roll, damage, destruction."""
    r, a = rules(), tables.rules()
    roll = attack_roll.attack_roll(src, spec.attack, (spec.defense,))
    dealt = 0
    if roll.hits[0]:
        dealt = spec.damage
        if roll.critical_hit and r["critical_hit"]["adds_damage"]:
            dealt += a["critical_hit"]["extra_damage"]
    after = spec.damage_this_turn + dealt
    destroyed = after >= spec.structure
    eliminated = destroyed and spec.steep and r["steep"]["warriors_eliminated"]
    return TerrainAttack(spec, roll.dice, roll.natural, spec.attack, roll.total, spec.defense,
                         roll.critical_hit, roll.critical_miss, roll.hits[0],
                         "ranged" if spec.ranged else "close", dealt, spec.damage_this_turn,
                         after, spec.structure, destroyed, spec.steep, eliminated, roll.pushing)
