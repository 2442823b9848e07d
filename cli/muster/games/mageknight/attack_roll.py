"""The Mage Knight attack roll itself (seed 004 L11-12, L22, L102): 2d6 + attack against one
or more defense values (each with its fortification and terrain bonus), ties hit; a natural
2 misses (the attacker takes pushing damage), a natural 12 hits.

Every Mage Knight attack rolls it: ``muster roll mageknight`` (`attack.py`, with the ranged
and close-combat modifiers), wound, bombard and constructible terrain. The numbers come from
``data/attack.toml``.
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.games.mageknight.common import GAME, rules

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
class AttackRoll:
    """One 2d6 attack roll compared with one or more defense values."""

    attack: int
    defenses: tuple[int, ...]
    dice: tuple[int, ...]
    natural: int
    total: int
    critical_hit: bool
    critical_miss: bool
    hits: tuple[bool, ...]
    fortification: tuple[int, ...] = ()
    terrain: tuple[int, ...] = ()
    close: CloseSpec | None = None
    uncapped: Uncapped = ()  # `rule_of_3`: what the Rule of 3 would have capped
    seed: int | None = field(default=None, compare=False)

    def fortification_of(self, i: int) -> int:
        return self.fortification[i] if self.fortification else 0

    def terrain_of(self, i: int) -> int:
        return self.terrain[i] if self.terrain else 0

    @property
    def final_defenses(self) -> list[int]:
        return [d + self.fortification_of(i) + self.terrain_of(i)
                for i, d in enumerate(self.defenses)]

    @property
    def pushing(self) -> int:
        return rules()["critical_miss"]["pushing_damage"] if self.critical_miss else 0

    def to_json(self) -> dict[str, Any]:
        return {"game": GAME, "dice": list(self.dice), "natural": self.natural,
                "attack": self.attack, "total": self.total, "defenses": list(self.defenses),
                "fortification": [self.fortification_of(i) for i in range(len(self.defenses))],
                "final_defenses": self.final_defenses,
                "critical_hit": self.critical_hit, "critical_miss": self.critical_miss,
                "hits": list(self.hits), "pushing": self.pushing,
                **({"close": {"gang_up": self.close.gang_up, "rear_arc": self.close.rear_arc,
                              "attack_modifier": self.close.attack_mod}}
                   if self.close is not None else {}),
                "seed": self.seed}


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
    forts, terr = tuple(fortification), tuple(terrain)
    finals = [d + (forts[i] if forts else 0) + (terr[i] if terr else 0)
              for i, d in enumerate(defenses)]
    hits = tuple(crit_hit or (not crit_miss and total >= d) for d in finals)
    return AttackRoll(attack, tuple(defenses), tuple(pool.seen()), natural, total, crit_hit,
                      crit_miss, hits, forts, terr)
