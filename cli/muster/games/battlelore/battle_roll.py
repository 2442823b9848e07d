"""`roll battlelore`: N battle dice thrown together and tallied; against a target, their
hits by the weapon matrix (`muster.games.battlelore.hits`).

The dice are one pool looked at one way only, its tally of faces, so the exact driver
weighs multisets instead of walking 6**N sequences.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import field
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import within
from muster.games.battlelore.faces import Tally, battle_die
from muster.games.battlelore.hits import Attack, FaceCounts, Hits, read_hits
from muster.games.battlelore.tables import GAME, rules
from muster.i18n import N_
from muster.limits import MOST_DICE


def _check_dice(n: int) -> None:
    """1 to `MOST_DICE`, as the command's argument N declares them."""
    within("dice", n, 1, MOST_DICE)


VIEWS = "muster.games.battlelore.views.roll"  # its text, odds tables and key


@frozen
class FacesSpec:
    """``dice`` battle dice, their faces tallied."""

    dice: int

    def __post_init__(self) -> None:
        _check_dice(self.dice)


@frozen
class HitsSpec:
    """``dice`` battle dice against a target: the hits they score."""

    dice: int
    attack: Attack

    def __post_init__(self) -> None:
        _check_dice(self.dice)


@frozen
class Against:
    """The target of a throw, as its JSON gives it: banner colour, weapon, troop type, the
    attack's mode and whether it is point blank."""

    target: str
    weapon: str | None
    target_type: str
    mode: str
    point_blank: bool

    @classmethod
    def of(cls, attack: Attack) -> Against:
        return cls(attack.target, attack.weapon, attack.target_type, attack.mode,
                   attack.point_blank)


@frozen
class BattleRoll(JsonResult):
    """A throw of battle dice: the faces ``rolled`` (none under the exact driver), their
    tally (``faces``) and, against a target (``against``; ``attack`` as given), the
    ``hits``. The counts of single faces (flags, lore, helmets) are read from the tally
    only when shown (`extra_json`, after the hits, and how they were read after the target):
    the exact driver then weighs only what the rule's key reads."""

    GAME = GAME

    dice: int
    rolled: tuple[str, ...]
    faces: FaceCounts
    hits: int | None = field(default=None, metadata={"then": ("flags", "lore")})
    against: Against | None = field(default=None, metadata={
        "json": "inline", "then": ("helmet_hits", "bonus_hits")})
    attack: Attack | None = field(default=None, metadata={"json": False})
    read: Hits | None = field(default=None, metadata={"json": False})  # how the hits were read
    seed: int | None = None

    @property
    def flags(self) -> int:
        return self.faces["flag"]

    @property
    def lore(self) -> int:
        return self.faces["lore"]

    @property
    def owned(self) -> int:
        """The battle dice each player owns (more may be rolled, with a note)."""
        return int(rules()["die"]["owned"])

    def tally(self) -> Tally:
        return Tally(self.faces[f] for f in battle_die().faces)

    def extra_json(self) -> dict[str, Any]:
        read = {"helmet_hits": self.read.helmets, "bonus_hits": self.read.bonus_hits} \
            if self.read else {}
        return {"flags": self.flags, "lore": self.lore, **read}


def throw(src: Source, n: int, attack: Attack | None) -> BattleRoll:
    """Throw ``n`` battle dice; with an attack, read the hits by the weapon matrix."""
    pool = src.pool(n, battle_die())
    tally = pool.tally()
    if attack is None:
        return BattleRoll(n, tuple(pool.seen()), tally)
    read = read_hits(tally, attack)
    return BattleRoll(n, tuple(pool.seen()), tally, read.total, Against.of(attack), attack,
                      read)


def _one_face(r: BattleRoll) -> Hashable:
    """What --odds shows without a target: the count of one face (every face is alike,
    so the first stands for all; the exact driver then reads no other face)."""
    return r.faces[battle_die().faces[0]]


@rule(FacesSpec, key=lambda r: r.tally(), label=N_("faces"), odds_key=_one_face,
      odds_label=N_("count"))
def faces_roll(src: Source, spec: FacesSpec) -> BattleRoll:
    return throw(src, spec.dice, None)


def _hits(r: BattleRoll) -> int:
    return r.hits if r.hits is not None else 0  # the count itself, no question asked of it


@rule(HitsSpec, key=_hits, label=N_("hits"))
def hits_roll(src: Source, spec: HitsSpec) -> BattleRoll:
    return throw(src, spec.dice, spec.attack)
