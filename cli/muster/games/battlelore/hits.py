"""Reading battle dice as hits: the weapon matrix (digest §3.1-3.2, L23/p.10 - L25/p.11).

A helmet of the target's banner colour hits; a sword on shield hits as the weapon says,
by attack mode and target type (data/combat.toml ``[weapons]``): every one, every one but
one, or none. Without a weapon card only matching helmets hit.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

from muster.engine.frozen import frozen
from muster.errors import FieldError
from muster.games.battlelore.tables import (
    COLOURS,
    UNIT_TYPES,
    WEAPONS,
    colour_key,
    require,
    rules,
    unit_type_key,
    weapon_key,
)


@frozen
class Attack:
    """Who is hit and with what: everything the weapon matrix needs. ``weapon`` None is
    the plain hit table (swords on shield miss); ``point_blank``: a bow or crossbow
    shooting an adjacent unit, a melee attack."""

    target: str  # banner colour of the target
    weapon: str | None = None
    target_type: str = "foot"
    point_blank: bool = False

    def __post_init__(self) -> None:
        require(COLOURS, "colours", self.target, "target")
        if self.weapon is not None:
            require(WEAPONS, "weapons", self.weapon, "weapon")
        require(UNIT_TYPES, "unit_types", self.target_type, "target_type")
        if self.target_type == "creature":
            raise FieldError("target_type", "{field} creature is not supported: the creature "
                             "rules (Ch.7) are not in the rules text; use foot or mounted")

    @classmethod
    def named(cls, target: str, weapon: str | None = None, target_type: str | None = None,
              point_blank: bool = False) -> Attack:
        """The attack from names as a player types them (English or Czech, any case or
        accents); an empty name is a name like any other (and refused), never "not given"."""
        return cls(colour_key(target),
                   weapon_key(weapon) if weapon is not None else None,
                   unit_type_key(target_type) if target_type is not None else "foot",
                   point_blank)

    @property
    def mode(self) -> str:
        """melee (adjacent, point blank included), ranged, or any (no weapon card)."""
        if self.weapon is None:
            return "melee" if self.point_blank else "any"
        w = rules()["weapons"][self.weapon]
        if "ranged" not in w["bonus"] or self.point_blank:
            return "melee"
        return "ranged"

    @property
    def shoots(self) -> bool:
        """The weapon can shoot (so an adjacent shot is "point blank", not plain melee)."""
        return self.weapon is not None and "ranged" in rules()["weapons"][self.weapon]["bonus"]

    @property
    def helmet(self) -> str:
        """The helmet face that hits this target."""
        return str(rules()["colours"][self.target]["helmet"])

    def bonus_rule(self) -> str:
        """What a sword on shield does here: hit, hit-but-one or miss."""
        if self.weapon is None:
            return "miss"
        return str(rules()["weapons"][self.weapon]["bonus"][self.mode][self.target_type])


class FaceCounts(Protocol):
    """A pool's tally of faces: a die's count by face, the count of several faces, and
    whether a face is missing (the exact driver weighs each as one question)."""

    def __getitem__(self, face: Hashable) -> int: ...

    def of(self, *faces: Hashable) -> int: ...

    def none(self, face: Hashable) -> bool: ...


class Hits:
    """The hits of one throw, read from its tally when asked: under the exact driver a
    weapon whose swords on shield miss never reads the bonus face, so the hits are one
    count. Compared by its tally and how it is read (a result holds it)."""

    __slots__ = ("tally", "helmet", "rule")

    def __init__(self, tally: FaceCounts, helmet: str, rule: str):  # rule: hit / hit-but-one / miss
        self.tally = tally
        self.helmet = helmet
        self.rule = rule

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hits):
            return NotImplemented
        return (self.tally, self.helmet, self.rule) == (other.tally, other.helmet, other.rule)

    def __hash__(self) -> int:
        return hash((self.tally, self.helmet, self.rule))

    def __repr__(self) -> str:
        return f"Hits({self.tally!r}, {self.helmet!r}, {self.rule!r})"

    @property
    def helmets(self) -> int:  # matching helmets
        return self.tally[self.helmet]

    @property
    def bonus(self) -> int:  # swords on shield rolled
        return self.tally["bonus"]

    @property
    def bonus_hits(self) -> int:
        if self.rule == "hit":
            return self.bonus
        if self.rule == "hit-but-one":
            return max(0, self.bonus - 1)
        return 0

    @property
    def total(self) -> int:
        if self.rule == "hit":  # helmets and swords on shield alike: one count of both faces
            return self.tally.of(self.helmet, "bonus")
        if self.rule == "hit-but-one":  # both faces, less one sword on shield if any came up
            both = self.tally.of(self.helmet, "bonus")
            return both - (0 if self.tally.none("bonus") else 1)
        return self.helmets + self.bonus_hits


def read_hits(tally: FaceCounts, attack: Attack) -> Hits:
    return Hits(tally, attack.helmet, attack.bonus_rule())
