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
from muster.engine.rule import rule
from muster.games.void import catalogue as cat
from muster.games.void.attack import Attack, AttackSpec, derive
from muster.games.void.d20 import GAME, SIDES, passes
from muster.games.void.outcomes import WoundOutcome
from muster.i18n import N_

if TYPE_CHECKING:  # a grenade's blast: its module (and the scatter it lands by) only then
    from muster.games.void.grenade import Burst

VIEWS = "muster.games.void.views.attack"  # its text


@frozen
class Hit:
    """The hit roll and what it did besides hitting."""

    roll: int | None = None
    hit: bool = False
    luck: bool = False
    bad_luck: bool = False
    weapon_broken: bool = False
    weapon_lost: bool = False
    overheated: bool = False
    miss_distance_m: int | None = None
    miss_bearing: int | None = None
    blast: Burst | None = None  # a grenade's: where it went off, what it caught

    @property
    def blasted(self) -> bool:
        """A missed grenade's blast reaches the target (L45)."""
        return not self.hit and self.blast is not None and self.blast.struck

    def to_json(self) -> dict[str, Any]:
        out = {"hit_roll": self.roll, "hit": self.hit, "luck": self.luck,
               "bad_luck": self.bad_luck, "weapon_broken": self.weapon_broken,
               "weapon_lost": self.weapon_lost, "overheated": self.overheated,
               "miss_distance_m": self.miss_distance_m, "miss_bearing": self.miss_bearing}
        if self.blast is not None:
            out.update({"in_blast": self.blast.caught, "escape_roll": self.blast.escape_roll,
                        "escaped": self.blast.escaped})
        return out


@frozen
class Landed:
    """One weapon's blow that got through: its hits, Armor rolls, wounds and damage."""

    weapon: str
    index: int
    auto_roll: int | None
    hits: int
    armor_rolled: bool
    armor_rolls: tuple[int, ...]
    wounds: int
    damage_per_hit: int
    damage: int

    def to_json(self) -> dict[str, Any]:
        return {"weapon": self.weapon, "auto_roll": self.auto_roll, "hits": self.hits,
                "armor_rolls": list(self.armor_rolls), "wounds": self.wounds,
                "damage_per_hit": self.damage_per_hit, "damage": self.damage}


@frozen
class Wound:
    """The outcome of one attack through the whole pipeline: the hit roll (`Hit`), then
    what got past the defence."""

    attack: Attack = field(repr=False)
    roll: Hit = Hit()
    defence_roll: int | None = None
    defended: bool = False
    hits: int = 0
    landed: tuple[Landed, ...] = ()
    multiplier: int = 1
    damage: int = 0
    hp_left: int | None = None
    pain_check: bool = False
    dead: bool = False
    effect_roll: int | None = None
    effect: bool = False
    stunned_minutes: int | None = None
    dodged_into_blast: bool = False  # a dodged impact grenade went off where it landed (L45)
    seed: int | None = None

    def __post_init__(self) -> None:
        if self.hp_left is None:
            object.__setattr__(self, "hp_left", self.attack.target_hp)

    @property
    def hit(self) -> bool:
        """Whether the attack hit (the hit roll's; `muster.api` callers read it here)."""
        return self.roll.hit

    @property
    def blasted(self) -> bool:
        """A grenade's blast, not its hit, reached the target: a missed grenade's, or a
        dodged impact grenade's (L45)."""
        return self.roll.blasted or self.dodged_into_blast

    @property
    def wounds(self) -> int:
        return sum(x.wounds for x in self.landed)

    @property
    def armor_rolls(self) -> list[int]:
        return [v for x in self.landed for v in x.armor_rolls]

    @property
    def auto_roll(self) -> int | None:
        return next((x.auto_roll for x in self.landed if x.auto_roll is not None), None)

    def to_json(self) -> dict[str, Any]:
        a = self.attack
        out = self._json()
        if self.roll.blast is not None:  # a grenade's: its blast reached a dodger (L45)
            out["dodged_into_blast"] = self.dodged_into_blast
        if a.spec.size is not None:  # a small or large target (L51), where given
            out["size_mod"] = a.size_mod
        if a.situations:  # named combat modifiers, where given (L47, L51)
            table = cat.rules()["situations"]
            out["situations"] = [{"situation": k, "name": table[k]["en"], "value": v,
                                  "reduced_to_1": table[k].get("zero") == a.attribute}
                                 for k, v in a.situations]
            if a.spec.cover_armor is not None:
                out["cover_armor"] = a.cover
        return out

    def _json(self) -> dict[str, Any]:
        a = self.attack
        return {
            "game": GAME, "weapon": a.item["en"], "weapon_cs": a.item["cs"], "mode": a.mode,
            "modification": a.modification, "charge": a.charge, "attack": a.kind,
            "hit_target": a.hit_target, "out_of_range": a.out_of_range,
            **self.roll.to_json(),
            "special": a.special, "immobilised": a.immobilised,
            "control_roll": a.control_roll,
            "defence": a.defence, "defence_target": a.defence_target,
            "defence_roll": self.defence_roll, "defended": self.defended,
            "auto_roll": self.auto_roll, "hits": self.hits,
            "second_weapon": a.second.item["en"] if a.second else None,
            "armor": a.armor, "armor_rolls": self.armor_rolls, "wounds": self.wounds,
            "damage_per_hit": a.damage_per_hit * self.multiplier, "damage": self.damage,
            "hp_left": self.hp_left, "pain_check": self.pain_check, "dead": self.dead,
            "weapons": [x.to_json() for x in self.landed],
            "effect_roll": self.effect_roll, "effect": self.effect,
            "stunned_minutes": self.stunned_minutes,
            "knockback_force": a.knockback_force if self.effect else None,
            "seed": self.seed,
        }


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
        return Wound(a)
    h = roll_hit(src, a, hit_roll)
    if h.blasted:  # L45: a missed grenade explodes where it lands
        return _wounded(src, a, h, False, {})
    if not h.hit:
        return Wound(a, h)
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
    from muster.games.void.grenade import burst

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
    return Wound(a, h, hits=1, effect_roll=roll, effect=effect, stunned_minutes=minutes,
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
            return Wound(a, h, **defence)
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
    return Wound(a, h, hits=sum(x.hits for x in landed), landed=landed,
                        multiplier=multiplier, damage=damage, hp_left=hp_left,
                        pain_check=pain, dead=dead,
                        dodged_into_blast=dodged_blast, **defence)


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
