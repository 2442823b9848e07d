"""The Mage Knight attack roll itself (seed 004 L11-12, L22, L102): 2d6 + attack against one
or more defense values (each with its fortification and terrain bonus), ties hit; a natural
2 misses (the attacker takes pushing damage), a natural 12 hits.

Every Mage Knight attack rolls it: ``muster roll mageknight`` (`attack.py`, with the ranged
and close-combat modifiers), wound, bombard and constructible terrain. The numbers come from
``data/attack.toml``.
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult
from muster.games.mageknight.tables import GAME, rules

if TYPE_CHECKING:
    from muster.games.mageknight.close import CloseSpec

VIEWS = "muster.games.mageknight.views.attack"  # a roll's text and its key's

# the modifier totals muster added in full past the Rule of 3's limit (`attack.rule_of_3`)
Uncapped = tuple[tuple[str, int, int], ...]


class HitPattern(tuple[bool, ...]):
    """The key of a roll for --odds and --times: one bool per target, shown readably."""

    def __str__(self) -> str:
        """In English, as --json labels it; the views show it in the user's language."""
        return ", ".join("hit" if h else "miss" for h in self)


@frozen
class CloseUsed(JsonResult):
    """The close-combat advantages an attack used, as its JSON gives them: an attack roll's
    gang-up and rear arc (``lunge`` and ``second_token`` None: the roll has none), a wound's
    all four; ``attack_modifier`` what they add to the attack."""

    gang_up: int
    rear_arc: bool
    lunge: bool | None = field(default=None, metadata={"json": "optional"})
    second_token: bool | None = field(default=None, metadata={"json": "optional"})
    attack_modifier: int = 0

    @classmethod
    def of(cls, spec: CloseSpec, tokens: bool = False) -> CloseUsed:
        """What ``spec`` claims; ``tokens``: with the lunge and the second token."""
        if tokens:
            return cls(spec.gang_up, spec.rear_arc, spec.lunge, spec.second_token,
                       spec.attack_mod)
        return cls(spec.gang_up, spec.rear_arc, attack_modifier=spec.attack_mod)


@frozen
class AttackRoll(JsonResult):
    """One 2d6 attack roll compared with one or more defense values: each target's
    ``fortification`` (0 where none) and its ``final_defenses`` (with the terrain bonus)."""

    GAME = GAME

    dice: tuple[int, ...]
    natural: int
    attack: int
    total: int
    defenses: tuple[int, ...]
    fortification: tuple[int, ...]
    final_defenses: tuple[int, ...]
    critical_hit: bool
    critical_miss: bool
    hits: tuple[bool, ...]
    pushing: int
    close: CloseUsed | None = field(default=None, metadata={"json": "optional"})
    terrain: tuple[int, ...] = field(default=(), metadata={"json": False})
    # `rule_of_3`: what the Rule of 3 would have capped
    uncapped: Uncapped = field(default=(), metadata={"json": False})
    seed: int | None = field(default=None, compare=False)

    def fortification_of(self, i: int) -> int:
        return self.fortification[i]

    def terrain_of(self, i: int) -> int:
        return self.terrain[i] if self.terrain else 0


def attack_roll(src: Source, attack: int, defenses: tuple[int, ...] | list[int],
                fortification: tuple[int, ...] | list[int] = (),
                terrain: tuple[int, ...] | list[int] = ()) -> AttackRoll:
    """2d6 + attack against each defense (+ its fortification and terrain bonus); ties
    hit; natural 2 misses, natural 12 hits."""
    r = rules()
    pool = src.pool(r["attack_roll"]["dice"], r["attack_roll"]["sides"])
    natural = pool.total()
    crit_hit = natural == r["critical_hit"]["natural"]
    crit_miss = natural == r["critical_miss"]["natural"]
    total = natural + attack
    forts = tuple(fortification) or (0,) * len(defenses)
    terr = tuple(terrain)
    finals = tuple(d + forts[i] + (terr[i] if terr else 0) for i, d in enumerate(defenses))
    hits = tuple(crit_hit or (not crit_miss and total >= d) for d in finals)
    pushing = r["critical_miss"]["pushing_damage"] if crit_miss else 0
    return AttackRoll(tuple(pool.seen()), natural, attack, total, tuple(defenses), forts,
                      finals, crit_hit, crit_miss, hits, pushing, terrain=terr)
