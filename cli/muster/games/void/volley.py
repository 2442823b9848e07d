"""Void: one attack on several targets (seed 003 L13, L15, L39): a class action's single
hit roll (Sweep, Clearing fire, Covering fire), or a swarm weapon's roll per target.

Dice: the shared hit roll first, then target by target (defence, automatic hits, Armor
rolls; or the Will roll); a swarm weapon: each target's attack in turn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from muster.engine.dice import Part, Source
from muster.engine.frozen import frozen
from muster.engine.rule import rule
from muster.errors import Field, FieldError, within
from muster.games.void.attack import Attack, AttackSpec, derive
from muster.games.void.d20 import GAME, SIDES, passes
from muster.games.void.outcomes import VolleyOutcome
from muster.games.void.wound import Hit, Wound, after_hit, roll_hit, strike
from muster.i18n import N_, named
from muster.limits import MOST_TARGETS

VIEWS = "muster.games.void.views.volley"  # its text and odds table

MAX_TARGETS = MOST_TARGETS


@frozen
class VolleySpec:
    """``attack`` against ``targets`` alike targets: it needs a class action or a swarm
    weapon to reach more than one."""

    attack: AttackSpec
    targets: int = 1
    # each target's Will, in their order, for covering fire (L15: each target rolls
    # against its own Will); empty: the attack's target_will for every target
    wills: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        a = self.attack
        within("targets", self.targets, 1, MAX_TARGETS)
        if self.wills and len(self.wills) != self.targets:
            raise FieldError("wills", "{field} is given {n} times, targets: {targets}; "
                             "give it once for all of them, or once per target",
                             n=len(self.wills), targets=self.targets)
        for will in set(self.wills):  # each in range, as the attack's Will is
            replace(a, target_will=will)
        if self.targets > 1 and not (a.action or derive(a).swarm):
            raise FieldError("targets", "the {weapon} hits one target; several targets are "
                             "hit by {action} sweep / clearing-fire / covering-fire, or by a "
                             "swarm weapon (a shotgun)", weapon=named(derive(a).item),
                             action=Field("action"))
        if a.action and a.special:
            raise FieldError("action", "{field} cannot be combined with {special}",
                             special=Field("special"))


@frozen
class Volley:
    """An attack on several targets: each target's wound, and covering fire's Will rolls."""

    attack: Attack
    shared_roll: bool
    targets: tuple[Wound, ...]
    will_rolls: tuple[int | None, ...]
    prone: tuple[bool, ...]
    seed: int | None = None
    counted: tuple[int, int, int, int, int, bool] | None = None  # the exact driver's key
    wills: tuple[int, ...] = ()  # covering fire: each target's Will, when they differ

    def will(self, i: int) -> int:
        """The Will the ``i``-th target's roll is against (covering fire)."""
        return self.wills[i] if self.wills else self.attack.target_will

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
                row["will"] = self.will(i)
                row["will_roll"] = self.will_rolls[i]
                row["prone"] = self.prone[i]
            out["targets"].append(row)
        out.update(self.summary())
        out["seed"] = self.seed
        return out


def volley_key(v: Volley) -> VolleyOutcome:
    """(targets hit, wounded, dead, damage in all, gone prone, weapon broken)."""
    if v.counted is not None:
        return VolleyOutcome(v.counted)
    s = v.summary()
    return VolleyOutcome((s["hit"], s["wounded"], s["dead"], s["damage"], s["prone"],
                          s["weapon_broken"]))


@frozen
class _Target:
    """One target of a volley: the attack, and the shared hit roll of a class action (None:
    a swarm weapon's whole attack on the target); ``covering``: covering fire's Will roll."""

    attack: AttackSpec
    hit: Hit | None = None
    covering: bool = False


Counted = tuple[int, int, int, int, int, bool]  # a volley_key's numbers
NONE_YET: Counted = (0, 0, 0, 0, 0, False)


def _one_target(src: Source, t: _Target) -> tuple[Wound, int | None, bool]:
    """One target's wound, Will roll and whether it went prone."""
    a = derive(t.attack)
    if t.hit is None:
        return strike(src, a), None, False
    h = t.hit
    if t.covering:
        if not h.hit or h.luck:
            return Wound(a, h), None, h.hit
        pool = src.pool(1, SIDES)
        prone = pool.count(lambda v: not passes(cast(int, v), a.target_will)) == 1
        seen = pool.seen()
        return Wound(a, h), (seen[0] if seen else None), prone
    return (after_hit(src, a, h) if h.hit else Wound(a, h)), None, False


def _counted(one: tuple[Wound, int | None, bool]) -> Counted:
    """What one target adds to the volley's key."""
    w, _will, prone = one
    return (int(w.roll.hit), int(w.damage > 0), int(w.dead), w.damage, int(prone),
            w.roll.weapon_broken or w.roll.weapon_lost)


def _add(total: Counted, one: Counted) -> Counted:
    return (total[0] + one[0], total[1] + one[1], total[2] + one[2], total[3] + one[3],
            total[4] + one[4], total[5] or one[5])


def _targets(src: Source, a: Attack, n: int, target: _Target, shared: bool) -> Volley:
    """The ``n`` alike targets, one by one (the exact driver weighs one and folds them)."""
    counted, rolled = src.fold(Part(_one_target, target, _counted), n, _add, NONE_YET)
    if rolled is None:
        return Volley(a, shared, (), (), (), counted=counted)
    return Volley(a, shared, tuple(w for w, _will, _prone in rolled),
                  tuple(will for _w, will, _prone in rolled),
                  tuple(prone for _w, _will, prone in rolled))


@rule(VolleySpec, key=volley_key, label=N_("outcome"))
def volley(src: Source, spec: VolleySpec) -> Volley:
    """Sweep and Clearing fire: one hit roll, then each target's defence, Armor and damage.
    Covering fire: one roll, then each target's Will (Luck: all go prone). A swarm weapon
    (no action): the whole attack once per target, hit roll included."""
    a, n = derive(spec.attack), spec.targets
    nobody: tuple[None, ...] = (None,) * n
    if not a.action:
        return _targets(src, a, n, _Target(spec.attack), False)
    if a.out_of_range:
        return Volley(a, True, tuple(Wound(a) for _ in range(n)), nobody, (False,) * n)
    h = roll_hit(src, a)
    if a.action == "covering-fire" and len(set(spec.wills)) > 1:
        return _wills(src, a, spec, h)
    return _targets(src, a, n, _Target(spec.attack, h, a.action == "covering-fire"), True)


def _wills(src: Source, a: Attack, spec: VolleySpec, h: Hit) -> Volley:
    """Covering fire on targets of different Will (L15: "si musí hodit proti svému
    Will"): the one hit roll, then each target against its own Will; the targets of one
    Will are folded together (the exact driver's work grows with the Wills, not the
    targets), and the results are put back in the targets' order."""
    counted: Counted = NONE_YET
    rolled: dict[int, list[tuple[Wound, int | None, bool]]] = {}
    for will in dict.fromkeys(spec.wills):
        target = _Target(replace(spec.attack, target_will=will), h, True)
        counted, runs = src.fold(Part(_one_target, target, _counted),
                                 spec.wills.count(will), _add, counted)
        if runs is not None:
            rolled[will] = list(runs)
    if not rolled:
        return Volley(a, True, (), (), (), counted=counted, wills=spec.wills)
    ordered = [rolled[will].pop(0) for will in spec.wills]
    return Volley(a, True, tuple(w for w, _will, _prone in ordered),
                  tuple(will for _w, will, _prone in ordered),
                  tuple(prone for _w, _will, prone in ordered), wills=spec.wills)
