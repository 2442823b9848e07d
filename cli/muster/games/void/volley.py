"""Void: one attack on several targets (seed 003 L13, L15, L39): a class action's single
hit roll (Sweep, Clearing fire, Covering fire), or a swarm weapon's roll per target.

Dice: the shared hit roll first, then target by target (defence, automatic hits, Armor
rolls; or the Will roll); a swarm weapon: each target's attack in turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from muster.engine.dice import Source
from muster.engine.rule import rule
from muster.errors import Field, FieldError, RangeError
from muster.games.void.attack import Attack, AttackSpec, derive
from muster.games.void.outcomes import VolleyOutcome
from muster.games.void.roll_under import GAME, SIDES, passes
from muster.games.void.wound import Wound, after_hit, roll_hit, strike
from muster.i18n import N_, named

VIEWS = "muster.games.void.views.attack"  # its text and odds tables

MAX_TARGETS = 50
# the most targets whose exact odds are walked (each target multiplies the branches)
EXACT_TARGETS = {"swarm": 3, "automatic": 3, "shared": 6, "covering-fire": 12}


@dataclass(frozen=True)
class VolleySpec:
    """``attack`` against ``targets`` alike targets: it needs a class action or a swarm
    weapon to reach more than one."""

    attack: AttackSpec
    targets: int = 1

    def __post_init__(self) -> None:
        a = self.attack
        if not 1 <= self.targets <= MAX_TARGETS:
            raise RangeError("targets", self.targets, 1, MAX_TARGETS, "",
                             msgid="{name} must be between {low} and {high}, not {value}")
        if self.targets > 1 and not (a.action or derive(a).swarm):
            raise FieldError("targets", "the {weapon} hits one target; several targets are "
                             "hit by {action} sweep / clearing-fire / covering-fire, or by a "
                             "swarm weapon (a shotgun)", weapon=named(derive(a).item),
                             action=Field("action"))
        if a.action and a.special:
            raise FieldError("action", "{field} cannot be combined with {special}",
                             special=Field("special"))

    @property
    def exact_targets(self) -> int:
        """The most targets whose exact odds are walked for this attack."""
        a = self.attack
        kind = ("covering-fire" if a.action == "covering-fire" else
                "swarm" if not a.action else
                "automatic" if derive(a).mode == "automatic" else "shared")
        return EXACT_TARGETS[kind]


def is_volley(attack: AttackSpec, targets: int) -> bool:
    """Whether an attack on ``targets`` is a volley (an action, or several targets)."""
    return bool(attack.action) or targets != 1


@dataclass(frozen=True)
class Volley:
    """An attack on several targets: each target's wound, and covering fire's Will rolls."""

    attack: Attack
    shared_roll: bool
    targets: tuple[Wound, ...]
    will_rolls: tuple[int | None, ...]
    prone: tuple[bool, ...]
    seed: int | None = None

    @property
    def covering(self) -> bool:
        return self.attack.action == "covering-fire"

    def summary(self) -> dict[str, Any]:
        t = self.targets
        return {"hit": sum(w.roll.hit for w in t), "wounded": sum(w.damage > 0 for w in t),
                "dead": sum(w.dead for w in t), "damage": sum(w.damage for w in t),
                "prone": sum(self.prone),
                "weapon_broken": any(w.roll.weapon_broken or w.roll.weapon_lost for w in t),
                "overheated": any(w.roll.overheated for w in t)}

    def to_json(self) -> dict[str, Any]:
        a = self.attack
        out: dict[str, Any] = {"game": GAME, "weapon": a.item["en"], "weapon_cs": a.item["cs"],
                               "action": a.action, "swarm": a.swarm and not a.action,
                               "one_roll": self.shared_roll, "hit_target": a.hit_target,
                               "targets": []}
        for i, w in enumerate(self.targets):
            row = w.to_json()
            row.pop("seed", None)
            if self.covering:
                row = {k: row[k] for k in ("hit_roll", "hit", "luck", "bad_luck",
                                           "weapon_broken")}
                row["will_roll"] = self.will_rolls[i]
                row["prone"] = self.prone[i]
            out["targets"].append(row)
        out.update(self.summary())
        out["seed"] = self.seed
        return out


def volley_key(v: Volley) -> VolleyOutcome:
    """(targets hit, wounded, dead, damage in all, gone prone, weapon broken)."""
    s = v.summary()
    return VolleyOutcome((s["hit"], s["wounded"], s["dead"], s["damage"], s["prone"],
                          s["weapon_broken"]))


def _covering_fire(src: Source, a: Attack, targets: int) -> Volley:
    """One roll, then each target's Will (Luck: all go prone)."""
    if a.out_of_range:
        blank = tuple(Wound(a) for _ in range(targets))
        return Volley(a, True, blank, (None,) * targets, (False,) * targets)
    h = roll_hit(src, a)
    wounds = tuple(Wound(a, h) for _ in range(targets))
    wills: list[int | None] = []
    prone: list[bool] = []
    for _ in range(targets):
        if not h.hit or h.luck:
            wills.append(None)
            prone.append(h.hit)
            continue
        pool = src.pool(1, SIDES)
        prone.append(pool.count(lambda v: not passes(cast(int, v), a.target_will)) == 1)
        seen = pool.seen()
        wills.append(seen[0] if seen else None)
    return Volley(a, True, wounds, tuple(wills), tuple(prone))


@rule(VolleySpec, key=volley_key, label=N_("outcome"))
def volley(src: Source, spec: VolleySpec) -> Volley:
    """Sweep and Clearing fire: one hit roll, then each target's defence, Armor and damage.
    Covering fire: one roll, then each target's Will. A swarm weapon (no action): the whole
    attack once per target, hit roll included."""
    a, n = derive(spec.attack), spec.targets
    nobody: tuple[None, ...] = (None,) * n
    if a.action == "covering-fire":
        return _covering_fire(src, a, n)
    if not a.action:
        return Volley(a, False, tuple(strike(src, a) for _ in range(n)), nobody,
                      (False,) * n)
    if a.out_of_range:
        return Volley(a, True, tuple(Wound(a) for _ in range(n)), nobody, (False,) * n)
    h = roll_hit(src, a)
    wounds = [after_hit(src, a, h) if h.hit else Wound(a, h)]
    for _ in range(n - 1):
        again = roll_hit(src, a, h.roll)
        wounds.append(after_hit(src, a, again) if again.hit else Wound(a, again))
    return Volley(a, True, tuple(wounds), nobody, (False,) * n)
