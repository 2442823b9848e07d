"""`roll battlelore`: N battle dice thrown together and tallied; against a target, their
hits by the weapon matrix (`muster.games.battlelore.hits`).

The dice are one pool looked at one way only, its tally of faces, so the exact driver
weighs multisets instead of walking 6**N sequences.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import rule
from muster.errors import FieldError
from muster.games.battlelore.hits import Attack, FaceCounts, Hits, read_hits
from muster.games.battlelore.tables import GAME, battle_die, rules
from muster.i18n import N_


def _check_dice(n: int) -> None:
    """0 or more (a command asks for 1 to `MOST_DICE`: its argument N; the dice engine
    refuses more)."""
    if n < 0:
        raise FieldError("dice", "cannot roll a negative number of battle dice ({n})", n=n)


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


class Tally(tuple[int, ...]):
    """Counts per face in die order (green, blue, red, bonus, flag, lore): the --times
    outcome without a target: "1 green, 2 flag" (the views show it in Czech)."""

    def __str__(self) -> str:
        """In English, as --json labels it; the views show it in the user's language."""
        parts = [f"{c} {f}" for f, c in zip(battle_die().faces, self, strict=True) if c]
        return ", ".join(parts) or "no dice"


@frozen
class BattleRoll:
    """A throw of battle dice: the faces seen (none under the exact driver), their tally
    and, against a target, the hits."""

    dice: int
    seen: tuple[str, ...]
    faces: FaceCounts
    attack: Attack | None = None
    hits: Hits | None = None
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

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": GAME, "dice": self.dice, "rolled": list(self.seen),
            "faces": {f: self.faces[f] for f in battle_die().faces},
            "hits": self.hits.total if self.hits else None, "flags": self.flags,
            "lore": self.lore}
        if self.attack:
            out.update(target=self.attack.target, weapon=self.attack.weapon,
                       target_type=self.attack.target_type, mode=self.attack.mode,
                       point_blank=self.attack.point_blank,
                       helmet_hits=self.hits.helmets if self.hits else 0,
                       bonus_hits=self.hits.bonus_hits if self.hits else 0)
        out["seed"] = self.seed
        return out


def throw(src: Source, n: int, attack: Attack | None) -> BattleRoll:
    """Throw ``n`` battle dice; with an attack, read the hits by the weapon matrix."""
    pool = src.pool(n, battle_die())
    tally = pool.tally()
    hits = read_hits(tally, attack) if attack else None
    return BattleRoll(n, tuple(pool.seen()), tally, attack, hits)


def _one_face(r: BattleRoll) -> Hashable:
    """What --odds shows without a target: the count of one face (every face is alike,
    so the first stands for all; the exact driver then reads no other face)."""
    return r.faces[battle_die().faces[0]]


@rule(FacesSpec, key=lambda r: r.tally(), label=N_("faces"), odds_key=_one_face,
      odds_label=N_("count"))
def faces_roll(src: Source, spec: FacesSpec) -> BattleRoll:
    return throw(src, spec.dice, None)


def _hits(r: BattleRoll) -> int:
    return r.hits.total if r.hits else 0


@rule(HitsSpec, key=_hits, label=N_("hits"))
def hits_roll(src: Source, spec: HitsSpec) -> BattleRoll:
    return throw(src, spec.dice, spec.attack)
