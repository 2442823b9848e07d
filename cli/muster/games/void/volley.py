"""Void: one attack on several targets (seed 003 L13, L15, L39): a class action's single
hit roll (Sweep, Clearing fire, Covering fire), or a swarm weapon's roll per target.

Dice: the shared hit roll first, then target by target (defence, automatic hits, Armor
rolls; or the Will roll); a swarm weapon: each target's attack in turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field, replace
from typing import cast

from muster.engine.dice import Part, Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
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
class Covered(JsonResult):
    """A target of covering fire (L15): the one hit roll, the target's Will and its roll
    (None: not rolled: a miss, or the shooter's Luck), and whether it must go prone."""

    hit_roll: int | None
    hit: bool
    luck: bool
    bad_luck: bool
    weapon_broken: bool
    will: int
    will_roll: int | None
    prone: bool


Rolled = tuple[Wound, int | None, bool]  # one target's wound, Will roll, gone prone


@frozen(kw_only=True)
class Volley(JsonResult):
    """An attack on several targets: the attack (``setup``), whether one roll served them
    all, each target (its wound; under covering fire its Will roll, `Covered`), and the
    targets hit, wounded, dead and gone prone, the damage in all. Built by `Volley.of`."""

    GAME = GAME
    setup: Attack = field(repr=False, metadata={"json": False})
    weapon: str
    weapon_cs: str
    action: str | None
    swarm: bool
    one_roll: bool
    hit_target: int
    targets: tuple[Wound | Covered, ...] = field(metadata={"json": "unseeded"})
    hit: int
    wounded: int
    dead: int
    damage: int
    prone: int
    weapon_broken: bool
    overheated: bool
    seed: int | None = None
    wounds: tuple[Wound, ...] = field(default=(), metadata={"json": False})  # each target's
    # the exact driver's key, when it weighed the targets without rolling them
    counted: tuple[int, int, int, int, int, bool] | None = field(default=None,
                                                                 metadata={"json": False})

    @classmethod
    def of(cls, a: Attack, one_roll: bool, rolled: Sequence[Rolled],
           counted: tuple[int, int, int, int, int, bool] | None = None,
           wills: tuple[int, ...] = ()) -> Volley:
        """The volley of the targets ``rolled`` (``wills``: covering fire's targets' own
        Wills, when they differ; else the attack's)."""
        wounds = tuple(w for w, _will, _prone in rolled)
        targets: tuple[Wound | Covered, ...] = wounds
        if a.action == "covering-fire":
            targets = tuple(Covered(w.roll.hit_roll, w.roll.hit, w.roll.luck, w.roll.bad_luck,
                                    w.roll.weapon_broken, wills[i] if wills else a.target_will,
                                    will, prone)
                            for i, (w, will, prone) in enumerate(rolled))
        return cls(
            setup=a, weapon=a.item["en"], weapon_cs=a.item["cs"], action=a.action,
            swarm=a.swarm and not a.action, one_roll=one_roll, hit_target=a.hit_target,
            targets=targets, hit=sum(w.roll.hit for w in wounds),
            wounded=sum(w.damage > 0 for w in wounds), dead=sum(w.dead for w in wounds),
            damage=sum(w.damage for w in wounds), prone=sum(p for _w, _r, p in rolled),
            weapon_broken=any(w.roll.weapon_broken or w.roll.weapon_lost for w in wounds),
            overheated=any(w.roll.overheated for w in wounds), wounds=wounds, counted=counted)

    @property
    def covering(self) -> bool:
        return self.action == "covering-fire"


def volley_key(v: Volley) -> VolleyOutcome:
    """(targets hit, wounded, dead, damage in all, gone prone, weapon broken)."""
    if v.counted is not None:
        return VolleyOutcome(v.counted)
    return VolleyOutcome((v.hit, v.wounded, v.dead, v.damage, v.prone, v.weapon_broken))


@frozen
class _Target:
    """One target of a volley: the attack, and the shared hit roll of a class action (None:
    a swarm weapon's whole attack on the target); ``covering``: covering fire's Will roll."""

    attack: AttackSpec
    hit: Hit | None = None
    covering: bool = False


Counted = tuple[int, int, int, int, int, bool]  # a volley_key's numbers
NONE_YET: Counted = (0, 0, 0, 0, 0, False)


def _one_target(src: Source, t: _Target) -> Rolled:
    """One target's wound, Will roll and whether it went prone."""
    a = derive(t.attack)
    if t.hit is None:
        return strike(src, a), None, False
    h = t.hit
    if t.covering:
        if not h.hit or h.luck:
            return Wound.of(a, h), None, h.hit
        pool = src.pool(1, SIDES)
        prone = pool.count(lambda v: not passes(cast(int, v), a.target_will)) == 1
        seen = pool.seen()
        return Wound.of(a, h), (seen[0] if seen else None), prone
    return (after_hit(src, a, h) if h.hit else Wound.of(a, h)), None, False


def _counted(one: Rolled) -> Counted:
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
        return Volley.of(a, shared, (), counted=counted)
    return Volley.of(a, shared, rolled)


@rule(VolleySpec, key=volley_key, label=N_("outcome"))
def volley(src: Source, spec: VolleySpec) -> Volley:
    """Sweep and Clearing fire: one hit roll, then each target's defence, Armor and damage.
    Covering fire: one roll, then each target's Will (Luck: all go prone). A swarm weapon
    (no action): the whole attack once per target, hit roll included."""
    a, n = derive(spec.attack), spec.targets
    if not a.action:
        return _targets(src, a, n, _Target(spec.attack), False)
    if a.out_of_range:
        return Volley.of(a, True, [(Wound.of(a), None, False) for _ in range(n)])
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
    rolled: dict[int, list[Rolled]] = {}
    for will in dict.fromkeys(spec.wills):
        target = _Target(replace(spec.attack, target_will=will), h, True)
        counted, runs = src.fold(Part(_one_target, target, _counted),
                                 spec.wills.count(will), _add, counted)
        if runs is not None:
            rolled[will] = list(runs)
    if not rolled:
        return Volley.of(a, True, (), counted=counted, wills=spec.wills)
    return Volley.of(a, True, [rolled[will].pop(0) for will in spec.wills], wills=spec.wills)
