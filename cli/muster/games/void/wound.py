"""Void: one attack through the whole pipeline (seed 003 L29-L51): hit -> defence ->
automatic hits -> one Armor roll per hit -> damage -> HP and Pain; a blunt special's effect
instead of the Armor roll; a missed grenade's landing.

Dice are asked for in this order: hit d20 (a missed grenade: then a d12 bearing), defence
d20 (melee/thrown, if a defence is chosen), automatic-hits d20 (automatic fire), one Armor
d20 per hit (thrown together); with two weapons, the first weapon's, then the second's.
"""

from __future__ import annotations

from dataclasses import field
from typing import TYPE_CHECKING, Any, cast

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.games.void import catalogue as cat
from muster.games.void.attack import Attack, AttackSpec, derive
from muster.games.void.d20 import GAME, SIDES, passes
from muster.games.void.outcomes import WoundOutcome
from muster.games.void.situations import Situation, shown_situations
from muster.i18n import N_

if TYPE_CHECKING:  # a grenade's blast: its module (and the scatter it lands by) only then
    from muster.games.void.grenade import Burst

VIEWS = "muster.games.void.views.attack"  # its text


@frozen
class Hit(JsonResult):
    """The hit roll and what it did besides hitting; a grenade's ``blast``: where it went
    off and what it caught (its fields stand in the JSON where given)."""

    hit_roll: int | None = None
    hit: bool = False
    luck: bool = False
    bad_luck: bool = False
    weapon_broken: bool = False
    weapon_lost: bool = False
    overheated: bool = False
    miss_distance_m: int | None = None
    miss_bearing: int | None = None
    blast: Burst | None = field(default=None, metadata={"json": "inline"})

    @property
    def blasted(self) -> bool:
        """A missed grenade's blast reaches the target (L45)."""
        return not self.hit and self.blast is not None and self.blast.struck


@frozen
class Landed(JsonResult):
    """One weapon's blow that got through: its hits, Armor rolls, wounds and damage
    (``index``: which of the attack's weapons; ``armor_rolled``: whether Armor was rolled)."""

    weapon: str
    index: int = field(metadata={"json": False})
    auto_roll: int | None
    hits: int
    armor_rolled: bool = field(metadata={"json": False})
    armor_rolls: tuple[int, ...]
    wounds: int
    damage_per_hit: int
    damage: int


@frozen(kw_only=True)
class Wound(JsonResult):
    """The outcome of one attack through the whole pipeline: the attack as it stood before
    the dice (``setup``, `derive`'s) and what it was rolled against, the hit roll (`Hit`),
    then what got past the defence: each weapon's blow (``weapons``), the damage, the HP
    left, a blunt special's effect; where given, the sizes' modifier, the named situations
    and a cover's Armor. Built by `Wound.of`, which reads the attack's part."""

    GAME = GAME
    setup: Attack = field(repr=False, metadata={"json": False})
    weapon: str
    weapon_cs: str
    mode: str | None
    modification: str | None
    charge: str | None
    attack: str  # melee, shooting or throwing
    hit_target: int
    out_of_range: bool
    roll: Hit = field(metadata={"json": "inline"})
    special: str | None
    immobilised: bool
    control_roll: bool
    defence: str | None
    defence_target: int | None
    defence_roll: int | None
    defended: bool
    auto_roll: int | None
    hits: int
    second_weapon: str | None
    armor: int
    armor_rolls: tuple[int, ...]
    wounds: int
    damage_per_hit: int
    multiplier: int = field(metadata={"json": False})  # Luck against no Armor (L31)
    damage: int
    hp_left: int
    pain_check: bool
    dead: bool
    weapons: tuple[Landed, ...]
    effect_roll: int | None
    effect: bool
    stunned_minutes: int | None
    knockback_force: int | None
    seed: int | None = None
    # a grenade's: a dodged impact grenade went off where it landed (L45)
    dodged_into_blast: bool | None = field(default=None, metadata={"json": "optional"})
    size_mod: int | None = field(default=None, metadata={"json": "optional"})  # L51
    situations: tuple[Situation, ...] | None = field(default=None,
                                                     metadata={"json": "optional"})
    cover_armor: int | None = field(default=None, metadata={"json": "optional"})  # L47

    @classmethod
    def of(cls, a: Attack, h: Hit | None = None, *, defence_roll: int | None = None,
           defended: bool = False, hits: int = 0, landed: tuple[Landed, ...] = (),
           multiplier: int = 1, damage: int = 0, hp_left: int | None = None,
           pain_check: bool = False, dead: bool = False, effect_roll: int | None = None,
           effect: bool = False, stunned_minutes: int | None = None,
           dodged_into_blast: bool = False) -> Wound:
        """What the attack ``a`` did (``h``: its hit roll; none: out of range), with the
        attack's own part read from it."""
        h = Hit() if h is None else h
        situations = shown_situations(a.situations, a.attribute)
        return cls(
            setup=a, weapon=a.item["en"], weapon_cs=a.item["cs"], mode=a.mode,
            modification=a.modification, charge=a.charge, attack=a.kind,
            hit_target=a.hit_target, out_of_range=a.out_of_range, roll=h, special=a.special,
            immobilised=a.immobilised, control_roll=a.control_roll, defence=a.defence,
            defence_target=a.defence_target, defence_roll=defence_roll, defended=defended,
            auto_roll=next((x.auto_roll for x in landed if x.auto_roll is not None), None),
            hits=hits, second_weapon=a.second.item["en"] if a.second else None,
            armor=a.armor, armor_rolls=tuple(v for x in landed for v in x.armor_rolls),
            wounds=sum(x.wounds for x in landed),
            damage_per_hit=a.damage_per_hit * multiplier, multiplier=multiplier,
            damage=damage, hp_left=a.target_hp if hp_left is None else hp_left,
            pain_check=pain_check, dead=dead, weapons=landed, effect_roll=effect_roll,
            effect=effect, stunned_minutes=stunned_minutes,
            knockback_force=a.knockback_force if effect else None,
            dodged_into_blast=dodged_into_blast if h.blast is not None else None,
            size_mod=a.size_mod if a.spec.size is not None else None, situations=situations,
            cover_armor=a.cover if situations and a.spec.cover_armor is not None else None)

    @property
    def hit(self) -> bool:
        """Whether the attack hit (the hit roll's; `muster.api` callers read it here)."""
        return self.roll.hit

    @property
    def blasted(self) -> bool:
        """A grenade's blast, not its hit, reached the target: a missed grenade's, or a
        dodged impact grenade's (L45)."""
        return self.roll.blasted or bool(self.dodged_into_blast)


def wound_key(w: Wound) -> WoundOutcome:
    """(hit, defended, wounds, damage, pain_check, dead, weapon broken or lost, overheated,
    blunt effect applied), and True when a grenade's blast, not its hit, reached the target."""
    h = w.roll
    key = (h.hit, w.defended, w.wounds, w.damage, w.pain_check, w.dead,
           h.weapon_broken or h.weapon_lost, h.overheated, w.effect)
    # a grenade's blast that reached the target: one more element, only then
    return WoundOutcome(key + (True,) if w.blasted else key)


@rule(AttackSpec, key=wound_key, label=N_("outcome"))
def wound(src: Source, spec: AttackSpec) -> Wound:
    """One attack on one target."""
    return strike(src, derive(spec))


def strike(src: Source, a: Attack, hit_roll: int | None = None) -> Wound:
    """The attack ``a`` on one target (``hit_roll``: a one-roll action's shared roll)."""
    if a.out_of_range:
        return Wound.of(a)
    h = roll_hit(src, a, hit_roll)
    if h.blasted:  # L45: a missed grenade explodes where it lands
        return _wounded(src, a, h, False, {})
    if not h.hit:
        return Wound.of(a, h)
    return after_hit(src, a, h)


def roll_hit(src: Source, a: Attack, hit_roll: int | None = None) -> Hit:
    """The hit roll (or the shared one of a one-roll action, ``hit_roll``): Luck, Bad luck,
    broken or lost weapons, overheating, where a missed grenade lands."""
    t = cat.rules()["test"]
    roll = src.d(SIDES) if hit_roll is None else hit_roll
    luck, bad_luck = roll == t["luck"], roll == t["bad_luck"]
    hit = (not bad_luck) if a.control_roll else passes(roll, a.hit_target)
    broken = lost = overheated = False
    for weapon in a.weapons():
        if bad_luck and not weapon.unbreakable:
            if weapon.kind == "throwing":
                lost = True
            else:
                broken = True
        if weapon.overheat and weapon.overheat[0] <= roll <= weapon.overheat[1]:
            overheated = True
    if a.category != "grenade":
        return Hit(roll, hit, luck, bad_luck, broken, lost, overheated)
    from muster.games.void.grenade import burst  # start-up: a grenade's only

    b = burst(src, roll, hit, a.hit_target, blast_radius(a),
              a.spec.target_agility if timed(a) else None,
              escape_on_hit=False)  # a hit is left to the target's defence
    return Hit(roll, hit, luck, bad_luck, broken, lost, overheated,
               miss_distance_m=None if hit else b.metres,
               miss_bearing=None if hit else b.bearing, blast=b)


def timed(a: Attack) -> bool:
    return bool(a.item.get("detonator") == "timed")


def blast_radius(a: Attack) -> int:
    """A grenade's blast in metres (fragmentation 10, high-explosive 5, shaped none)."""
    return int(cat.entry("charges", a.charge).get("explosion_m", 0)) if a.charge else 0


def dodged_into_blast(a: Attack) -> bool:
    """A dodged impact grenade still explodes where it lands, at the target, at once (L45:
    impact grenades go off on landing; only a timed one leaves time to get away, and for it
    the dodge is that Agility roll): a charge with a blast catches the dodger
    (docs/RULINGS.md)."""
    return a.category == "grenade" and not timed(a) and blast_radius(a) > 0


def _defend(src: Source, a: Attack) -> tuple[bool, int | None]:
    """The defence roll: one d20 whose only question is pass or fail (the exact driver
    weighs it so). Returns (defended, the roll where seen)."""
    assert a.defence_target is not None
    pool = src.pool(1, SIDES)
    target = a.defence_target
    defended = pool.count(lambda v: passes(cast(int, v), target)) == 1
    seen = pool.seen()
    return defended, seen[0] if seen else None


def _resist(src: Source, a: Attack, h: Hit, defence: dict[str, Any]) -> Wound:
    """A blunt special does not wound: the target rolls its attribute instead of Armor."""
    assert a.resist_target is not None
    roll = src.d(SIDES)
    effect = not passes(roll, a.resist_target)
    minutes = max(1, roll - a.resist_target) if effect and a.resist == "d" else None
    return Wound.of(a, h, hits=1, effect_roll=roll, effect=effect, stunned_minutes=minutes,
                    **defence)


def after_hit(src: Source, a: Attack, h: Hit) -> Wound:
    """Defence, a blunt special's effect, automatic hits, Armor rolls, damage and HP."""
    defence: dict[str, Any] = {}
    defended = False
    if a.defence:
        defended, roll = _defend(src, a)
        defence = {"defended": defended, "defence_roll": roll}
        if defended and a.second is None:
            if dodged_into_blast(a):  # the blast's one hit: its Armor roll, no Luck
                return _wounded(src, a, h, False, defence, dodged_blast=True)
            return Wound.of(a, h, **defence)
    if a.resist:
        return _resist(src, a, h, defence)
    return _wounded(src, a, h, defended, defence)


def _wounded(src: Source, a: Attack, h: Hit, defended: bool, defence: dict[str, Any],
             dodged_blast: bool = False) -> Wound:
    """Each weapon's hits that got through (a grenade's blast: its one hit, never Luck's:
    a missed throw has none, and a dodged one avoided it), Armor rolls, damage and HP."""
    luck = h.luck and not dodged_blast
    multiplier = 1
    if luck and a.target_armor + a.cover == 0:
        multiplier = cat.rules()["zero_armor"]["luck_multiplier"]
    landed = tuple(land(src, weapon, i, luck, multiplier)
                   for i, weapon in enumerate(a.weapons())
                   if not (defended and i == a.defended_weapon))
    damage = sum(x.damage for x in landed)
    hp_left = max(0, a.target_hp - damage)
    dead = hp_left == 0
    pain = damage > 0 and not dead and 2 * (a.max_hp - hp_left) > a.max_hp
    return Wound.of(a, h, hits=sum(x.hits for x in landed), landed=landed,
                    multiplier=multiplier, damage=damage, hp_left=hp_left, pain_check=pain,
                    dead=dead, dodged_into_blast=dodged_blast, **defence)


Bands = tuple[tuple[int, int, int], ...]  # (low, high, hits) of the d20, from the data


def _auto_fire_d20(src: Source, bands: Bands) -> tuple[int, int]:
    """Automatic fire's d20 and the hits of its band."""
    v = src.d(SIDES)
    return next(h for low, high, h in bands if low <= v <= high), v


def _hits_of(rolled: tuple[int, int] | None) -> int:
    assert rolled is not None  # the sub-procedure always returns its roll
    return rolled[0]


def _auto_hits(src: Source, weapon: Attack) -> tuple[int, int | None]:
    """Automatic fire's number of hits and its d20 (the d20 counts only by its band, so the
    exact driver weighs 3 bands, once per table, not 20 faces)."""
    which = "rapid_fire" if weapon.rapid_fire else "hits"
    bands: Bands = tuple((b["low"], b["high"], b[which]) for b in cat.rules()["auto_hits"])
    hits, rolled = src.stage(_auto_fire_d20, bands, _hits_of)
    return hits, rolled[1] if rolled else None


def land(src: Source, weapon: Attack, index: int, luck: bool, multiplier: int) -> Landed:
    """One weapon's blow that got through: its number of hits, Armor rolls and damage."""
    hits, auto_roll = _auto_hits(src, weapon) if weapon.mode == "automatic" else (1, None)
    rolls: list[int] = []
    rolled = False
    if luck or weapon.armor <= 0:
        wounds = hits
    else:
        pool = src.pool(hits, SIDES)
        rolled = True
        wounds = pool.count(lambda v: not passes(cast(int, v), weapon.armor))
        rolls = pool.seen()
    per_hit = weapon.damage_per_hit * multiplier
    return Landed(weapon.item["en"], index, auto_roll, hits, rolled, tuple(rolls), wounds,
                  per_hit, wounds * per_hit)
