"""Void: one attack as it stands before the dice (seed 003 L13-L51).

`AttackSpec` is what the player says: the weapon, its mode, modification or charge, the
attacker's numbers, the target's numbers, a defence, a special attack, a class action. Its
checks refuse what the rules do not allow, naming the field. `derive` then works out, once
per spec, everything the dice are rolled against: the hit target (modifiers, range penalty,
immobilised target, fixing, a class action's penalty), the damage per hit (weapon, Strength
bonus, range penalty, charge, swarm weapon), the Armor after armour-piercing, the defence
target and the blunt specials' resistance (`Attack`).

Numbers come from ``data/rules.toml`` and ``data/gear.toml`` (see `catalogue`).
"""

from __future__ import annotations

from dataclasses import field, replace
from functools import lru_cache
from typing import Any

from muster.engine.frozen import frozen
from muster.engine.typed import guard
from muster.errors import Field, FieldError, allowed_values, within
from muster.games.void import catalogue as cat
from muster.games.void.situations import (
    check_aim_and_cover,
    check_situations,
    check_sizes,
    cover_bonus,
    situation_mods,
    size_mod,
)
from muster.i18n import N_, Message, Named, named, say
from muster.limits import MOST_HP

VIEWS = "muster.games.void.views.attack_odds"  # its odds table (the text is of a Wound)

# the procedure that rolls an AttackSpec is in wound.py (it reads this module)
RULE_MODULE = "muster.games.void.wound"

NO_DEFENCE = ("none", "no", "")
HANDS_CS = {"one-handed": "jednoruční", "two-handed": "obouruční", "polearm": "dřevcovou"}
TWO_WEAPONS = N_("two weapons need two one-handed melee weapons (Zápasník) or two one-handed "
                 "ranged weapons (Střelec), not the {first} and the {second}")


@frozen
class AttackSpec:
    """One attack: names are resolved to the tables' keys (``weapon``, ``mode``,
    ``modification``, ``charge``, ``defence``, ``special``, ``action``, ``second_weapon``;
    a defence of "none" is None), numbers checked against the rules."""

    weapon: str
    mode: str | None = None
    modification: str | None = None
    charge: str | None = None
    strength: int = 10
    cc: int = 10
    rc: int = 10
    mods: tuple[int, ...] = ()
    range_m: int | None = None
    run_up: bool = False
    target_armor: int = 0
    target_agility: int = 10
    target_cc: int = 10
    target_hp: int = 40
    target_max_hp: int | None = None
    defence: str | None = None
    defence_mods: tuple[int, ...] = ()
    special: str | None = None
    charge_m: int = 0
    target_shield: bool = False
    immobilised: bool = False
    target_durability: int = 10
    target_strength: int = 10
    second_weapon: str | None = None
    fixed: bool = False
    sniper_tripod: bool = False
    action: str | None = None
    squad: bool = False
    target_will: int = 10
    situations: tuple[str, ...] = ()
    size: int | None = None
    target_size: int | None = None
    cover_armor: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        object.__setattr__(self, "defence_mods", tuple(self.defence_mods))
        for name in ("mode", "second_weapon"):  # an empty name is no name
            if getattr(self, name) == "":
                object.__setattr__(self, name, None)
        _check_numbers(self)
        item = _check_weapon(self)
        _check_defence(self, item)
        _check_special(self, item)
        _check_range(self, item)
        fixing(item, self.fixed, self.sniper_tripod)
        _check_action(self, item)
        if self.squad and not item.get("swarm"):
            raise FieldError("squad", "{field} doubles a swarm weapon's damage (the shotguns, "
                             "L39); the {weapon} is not one", weapon=named(item))
        if self.second_weapon is not None:
            _check_second(self, item)
        _set(self, "situations", check_situations(self.situations))
        check_aim_and_cover(self.situations, kind_of(item), self.action is not None,
                            self.cover_armor)
        check_sizes(self.size, self.target_size)

    @property
    def max_hp(self) -> int:
        return self.target_hp if self.target_max_hp is None else self.target_max_hp


# its rule registers it from wound.py, which a caller may not have imported yet: its fields'
# types are checked from here on, as `rule` does for every spec it registers
guard(AttackSpec)


def is_volley(attack: AttackSpec, targets: int) -> bool:
    """Whether an attack on ``targets`` is a volley (an action, or several targets:
    `muster.games.void.volley`)."""
    return bool(attack.action) or targets != 1


def _set(spec: AttackSpec, name: str, value: Any) -> None:
    object.__setattr__(spec, name, value)


def kind_of(item: dict[str, Any]) -> str:
    """melee, shooting or throwing (grenades are thrown)."""
    return {"melee": "melee", "natural": "melee", "ranged": "shooting"}.get(
        item["category"], "throwing")


def _check_numbers(s: AttackSpec) -> None:
    # strength reads the damage-bonus table, so it stays within the attribute range; the
    # others are numbers to roll under, where limits apply to the effective target (after
    # modifiers): any value from the minimum up, above 19 only a natural 20 fails
    attrs = cat.rules()["attributes"]
    lo, hi = attrs["min"], attrs["max"]
    within("strength", s.strength, lo, hi)
    for name in ("cc", "rc", "target_agility", "target_cc", "target_durability",
                 "target_strength", "target_will"):
        within(name, getattr(s, name), lo)
    within("target_armor", s.target_armor, 0, attrs["armor_max"])  # L9
    within("target_hp", s.target_hp, 1, MOST_HP)
    within("target_max_hp", s.max_hp, 1, MOST_HP)
    if s.max_hp < s.target_hp:
        raise FieldError("target_max_hp", "{name} ({most}) cannot be below {hp_name} ({hp})",
                         name=Field("target_max_hp"), most=s.max_hp,
                         hp_name=Field("target_hp"), hp=s.target_hp)
    if s.range_m is not None:
        within("range_m", s.range_m, 0)


def _check_weapon(s: AttackSpec) -> dict[str, Any]:
    """The weapon, its firing mode, modification and grenade charge by name."""
    _set(s, "weapon", cat.weapons().require(s.weapon, "weapon"))
    item = cat.entry("items", s.weapon)
    if s.mode is not None:
        if item["category"] != "ranged":
            raise FieldError("mode", "{field} applies to ranged weapons only, not the {weapon}",
                             weapon=named(item))
        _set(s, "mode", cat.table("modes").require(s.mode, "mode"))
    if s.modification:
        _set(s, "modification", cat.table("modifications").require(s.modification,
                                                                   "modification"))
        problem = cat.modification_problem(item, s.mode, s.modification)
        if problem:
            raise FieldError("modification", problem)  # a `say` message
    else:
        _set(s, "modification", None)
    if item["category"] == "grenade":
        if not s.charge:
            raise FieldError("charge", "the {weapon} needs {field} (known: {known})",
                             weapon=named(item), known=Named(
                                 ", ".join(cat.names("charges")),
                                 allowed_values(cat.table("charges").lookup.entries).cs))
        _set(s, "charge", cat.table("charges").require(s.charge, "charge"))
    elif s.charge:
        raise FieldError("charge", "{field} applies to grenades only, not the {weapon}",
                         weapon=named(item))
    else:
        _set(s, "charge", None)
    return item


def _check_defence(s: AttackSpec, item: dict[str, Any]) -> None:
    """Defence: melee and thrown attacks only (L29, L41); shooting has none (L35)."""
    if s.defence is None or s.defence.strip().lower() in NO_DEFENCE:
        _set(s, "defence", None)
    else:
        _set(s, "defence", cat.table("defence").require(s.defence, "defence"))
    if s.defence and kind_of(item) == "shooting" and not (
            s.defence == "parry" and s.target_shield):
        raise FieldError("defence", "shooting cannot be dodged or parried; {field} applies to "
                         "melee and thrown attacks (or parry with {shield})",
                         shield=Field("target_shield"))
    if s.defence == "parry" and item.get("no_parry"):
        raise FieldError("defence", "the {weapon} cannot be parried (L45); use {field} dodge "
                         "or none", weapon=named(item))
    if s.defence_mods and not s.defence:
        raise FieldError("defence_mods", "{field} needs {defence} dodge or parry",
                         defence=Field("defence"))
    if s.run_up and kind_of(item) != "throwing":
        raise FieldError("run_up", "{field} applies to thrown weapons only")


def _check_special(s: AttackSpec, item: dict[str, Any]) -> None:
    """Special attacks of stabbing, cutting and blunt weapons (L33, L45); the charge."""
    if s.special:
        _set(s, "special", cat.table("specials").require(s.special, "special"))
        special = cat.rules()["specials"][s.special]
        # unarmed blows count as a blunt weapon (L31), so they may stun, knock down or back
        if special["kind"] not in item.get("kind", ()):
            raise FieldError("special", "{special} needs a {kind} weapon; the {weapon} is "
                             "{kinds}", special=named(special), kind=say(special["kind"]),
                             weapon=named(item), kinds=_kinds(item))
    else:
        _set(s, "special", None)
    if s.charge_m:
        within("charge_m", s.charge_m, 0)
        if kind_of(item) != "melee" or item["category"] == "natural":
            raise FieldError("charge_m", "{field} (the Zápasník's charge) needs a melee weapon")


def _kinds(item: dict[str, Any]) -> Message:
    """A weapon's kinds, 'cutting/blunt' (or 'not one'), translated when shown."""
    kinds = item.get("kind", ())
    if not kinds:
        return say("not one")
    return say("/".join(f"{{k{i}}}" for i in range(len(kinds))),
               **{f"k{i}": say(k) for i, k in enumerate(kinds)})


def _check_range(s: AttackSpec, item: dict[str, Any]) -> None:
    if s.range_m is not None and kind_of(item) == "melee":
        raise FieldError("range_m", "{field} applies to shooting and throwing, not melee")


def fixing(item: dict[str, Any], fixed: bool, sniper: bool) -> tuple[int, str]:
    """The RC bonus of a fixed weapon and its name (L37, L15); refuses an unfixed heavy
    weapon, which cannot fire at all."""
    fx = cat.rules()["fixing"]
    if item["category"] != "ranged":
        if fixed or sniper:
            raise FieldError("fixed", "{field} and {sniper} fix a ranged weapon (L37), not "
                             "the {weapon}", sniper=Field("sniper_tripod"), weapon=named(item))
        return 0, ""
    hands = item.get("hands")
    if sniper:
        if not item.get("rifle"):
            raise FieldError("sniper_tripod", "a Sniper tripod fits a rifle (L15), not the "
                             "{weapon}", weapon=named(item))
        return fx["sniper_tripod_bonus"], say("fixed on a Sniper tripod")
    if hands == "heavy":
        if not fixed:
            raise FieldError("fixed", "the {weapon} is a heavy weapon: it cannot fire unless "
                             "fixed on a tripod (L37); add {field} once it is set up",
                             weapon=named(item))
        return 0, say("fixed on its tripod")
    if fixed:
        if hands != "two-handed":
            raise FieldError("fixed", "only two-handed and heavy ranged weapons are fixed "
                             "(L37); the {weapon} held in both hands is {mods} 2",
                             weapon=named(item), mods=Field("mods"))
        return fx["bipod_bonus"], say("fixed on a bipod")
    return 0, ""


def _check_action(s: AttackSpec, item: dict[str, Any]) -> None:
    if not s.action:
        _set(s, "action", None)
        return
    _set(s, "action", cat.table("actions").require(s.action, "action"))
    action_penalty(s.action, item, _mode(s, item))
    if s.charge_m:
        # the charge (Zteč) is an action of its own, a run at one enemy (L13), and a
        # fighter has one action a round (L27); a sweep reaches those already in melee
        raise FieldError("charge_m", "{action} and the charge ({field}) are two actions "
                         "(L13, L27); one action a round",
                         action=named(cat.rules()["actions"][s.action]))


def _mode(s: AttackSpec, item: dict[str, Any]) -> str | None:
    """The firing mode the attack uses: a ranged weapon's, semi-automatic by default."""
    if item["category"] != "ranged":
        return None
    return s.mode or "semi-automatic"


def action_penalty(action: str, item: dict[str, Any], mode: str | None) -> int:
    """The hit penalty of a one-roll class action, checked against the weapon (L13, L15)."""
    act = cat.rules()["actions"][action]
    kinds = item.get("kind", ())
    if act["attribute"] == "cc":
        if item["category"] != "melee":
            raise FieldError("action", "{action} is made with a melee weapon, not the {weapon}",
                             action=named(act), weapon=named(item))
        if act.get("forbidden_kind") and kinds and all(k == act["forbidden_kind"]
                                                       for k in kinds):
            raise FieldError("action", "{action} cannot be made with a stabbing weapon (L13)",
                             action=named(act))
        eased = act["eased_by"] in kinds
    else:
        if item["category"] != "ranged":
            raise FieldError("action", "{action} is fired with a ranged weapon, not the "
                             "{weapon}", action=named(act), weapon=named(item))
        eased = mode == act["eased_by"]
    return int(act["eased_penalty"] if eased else act["penalty"])


def _check_second(s: AttackSpec, item: dict[str, Any]) -> None:
    """Two weapons (Zápasník: two one-handed melee weapons, Střelec: two one-handed ranged
    ones, L13, L15): one hit roll for both; the target defends against one of them."""
    # the pairing first: a heavy second weapon is refused as no one-handed weapon, not as
    # an unfixed heavy one (fixing it would not make it a pair)
    _set(s, "second_weapon", cat.weapons().require(str(s.second_weapon), "second_weapon"))
    other = cat.entry("items", str(s.second_weapon))
    if item.get("hands") != "one-handed" or other.get("hands") != "one-handed":
        raise FieldError("second_weapon", TWO_WEAPONS, first=named(item), second=named(other))
    second_spec(s)  # the second weapon is checked as an attack of its own
    pair = {item["category"], other["category"]}
    if pair not in ({"melee"}, {"ranged"}):
        raise FieldError("second_weapon", TWO_WEAPONS, first=named(item), second=named(other))
    if s.action in ("sweep", "clearing-fire"):
        raise FieldError("action", "{action} cannot be combined with Two weapons (L13, L15)",
                         action=named(cat.rules()["actions"][s.action]))
    if s.special or s.charge_m or s.range_m is not None or s.immobilised:
        raise FieldError("second_weapon", "{field} cannot be combined with {special}, "
                         "{charge_m}, {range_m} or {immobilised} (give range penalties with "
                         "{mods})", special=Field("special"), charge_m=Field("charge_m"),
                         range_m=Field("range_m"), immobilised=Field("immobilised"),
                         mods=Field("mods"))


def second_spec(s: AttackSpec) -> AttackSpec:
    """The second of two weapons: the same attacker and target, no options of its own."""
    first = cat.entry("items", s.weapon)
    return AttackSpec(str(s.second_weapon),
                      mode=s.mode if first["category"] == "ranged" else None,
                      strength=s.strength, cc=s.cc, rc=s.rc, target_armor=s.target_armor,
                      target_agility=s.target_agility, target_cc=s.target_cc,
                      target_hp=s.target_hp, target_max_hp=s.max_hp,
                      # the same target, in the same cover (L47)
                      situations=tuple(k for k in s.situations
                                       if cat.rules()["situations"][k].get("armor")),
                      cover_armor=s.cover_armor)


# =========================================================================== derived


@frozen
class Range:
    """What the distance does to a shot or a throw."""

    out_of_range: bool = False
    note: str = ""
    rc_penalty: int = 0
    dam_penalty: int = 0


@frozen
class Attack:
    """An attack worked out from its spec: everything the dice are rolled against."""

    spec: AttackSpec
    item: dict[str, Any] = field(hash=False)
    category: str
    kind: str
    mode: str | None
    attribute: str  # cc or rc
    base: int
    mods: tuple[int, ...]  # the player's and a special attack's
    range: Range
    control_roll: bool
    immobilised_bonus: int
    fixed_bonus: int
    fixed_note: str
    action_penalty: int
    situations: tuple[tuple[str, int], ...]  # named combat modifiers: (key, to the hit target)
    zero: bool  # zero visibility / mobility: the attribute rolled on is 1
    size_mod: int  # a small or large target (L51)
    hit_target: int
    damage_parts: tuple[tuple[int, str], ...]
    damage_per_hit: int
    piercing: int
    armor: int
    cover: int  # a target in cover: its Armor bonus (L47)
    defence_mods: tuple[int, ...]
    defence_target: int | None
    resist: str | None  # a blunt special's attribute: d, s or a
    resist_target: int | None
    knockback_force: int | None
    unbreakable: bool
    overheat: tuple[int, int] | None
    swarm: bool
    second: Attack | None = None
    defended_weapon: int = 0  # which of two weapons the defender turns aside

    # the spec's own values, as the views and JSON read them
    @property
    def key(self) -> str:
        return self.spec.weapon

    @property
    def modification(self) -> str | None:
        return self.spec.modification

    @property
    def charge(self) -> str | None:
        return self.spec.charge

    @property
    def defence(self) -> str | None:
        return self.spec.defence

    @property
    def special(self) -> str | None:
        return self.spec.special

    @property
    def action(self) -> str | None:
        return self.spec.action

    @property
    def immobilised(self) -> bool:
        return self.spec.immobilised

    @property
    def target_armor(self) -> int:
        return self.spec.target_armor

    @property
    def target_hp(self) -> int:
        return self.spec.target_hp

    @property
    def max_hp(self) -> int:
        return self.spec.max_hp

    @property
    def target_will(self) -> int:
        return self.spec.target_will

    @property
    def strength(self) -> int:
        return self.spec.strength

    @property
    def out_of_range(self) -> bool:
        return self.range.out_of_range

    @property
    def range_note(self) -> str:
        return self.range.note

    @property
    def rc_penalty(self) -> int:
        return self.range.rc_penalty

    @property
    def rapid_fire(self) -> bool:
        return self.spec.modification == "rapid-fire"

    def weapons(self) -> list[Attack]:
        return [self] if self.second is None else [self, self.second]

    def name(self) -> str:
        """The weapon's English name: 'rapid-fire automatic laser rifle'."""
        parts = [self.item["en"]]
        if self.mode:
            parts.insert(0, self.mode)
        if self.modification:
            parts.insert(0, self.modification)
        if self.charge:
            parts.insert(0, cat.entry("charges", self.charge)["en"])
        if self.second is not None:
            return " ".join(parts) + " + " + self.second.name()
        return " ".join(parts)


def _range(s: AttackSpec, a_item: dict[str, Any], kind: str, mode: str | None,
           band: dict[str, Any]) -> Range:
    """Range: shooting has an optimal and a maximum range; a throw's reach is Strength's."""
    if s.range_m is None:
        return Range()
    d = s.range_m
    if kind == "shooting":
        mult = cat.rules()["modifications"].get(s.modification or "", {}).get(
            "range_multiplier", 1)
        optimal, maximum = a_item["optimal_m"] * mult, a_item["maximum_m"] * mult
        if d > maximum:
            return Range(True, say("{range} m is beyond the maximum range {most} m", range=d,
                                   most=maximum))
        if d <= optimal:
            return Range(False, say("{range} m is within the optimal range {optimal} m",
                                    range=d, optimal=optimal))
        assert mode is not None
        times = cat.rules()["modes"][mode]["range_penalty_multiplier"]
        rc, dam = a_item.get("rp_rc", 0) * times, a_item.get("rp_dam", 0) * times
        what = f"{rc} RC" if rc else f"{dam} DAM"
        return Range(False, say("{range} m is beyond the optimal range {optimal} m: "
                                "{what}{doubled}", range=d, optimal=optimal, what=what,
                                doubled=say(" (doubled: automatic)") if times > 1 else ""),
                     rc, dam)
    reach = band["throw_range_m"] * (2 if s.run_up else 1)
    if d > reach:
        return Range(True, say("{range} m is beyond the throwing range {reach} m (Strength "
                               "{strength})", range=d, reach=reach, strength=s.strength))
    return Range(False, say("{range} m is within the throwing range {reach} m", range=d,
                            reach=reach))


def _damage(s: AttackSpec, item: dict[str, Any], kind: str, band: dict[str, Any],
            dam_penalty: int) -> tuple[tuple[tuple[int, str], ...], int]:
    """The damage per hit and its parts: the weapon's (or the charge's) DAM, the Strength
    bonus of its class, a laser's range penalty, the charge, a swarm weapon's double."""
    r = cat.rules()
    if kind == "melee":
        bonus = band[item["hands"]]
        why: str = say("Strength {strength} bonus for a {hands} weapon", strength=s.strength,
                       hands=named({"en": item["hands"],
                                    "cs": HANDS_CS.get(item["hands"], item["hands"])}))
    elif item["category"] == "throwing":
        bonus = band["throw"] * (2 if s.run_up else 1)
        why = say("Strength {strength} throwing bonus{run_up}", strength=s.strength,
                  run_up=say(" x 2 (run-up)") if s.run_up else "")
    else:
        bonus, why = 0, ""
    charge = cat.entry("charges", s.charge) if s.charge else {}
    base = charge.get("dam", item.get("dam", 0))
    parts: list[tuple[int, str]] = [(base, "weapon")]
    if bonus:
        parts.append((bonus, why))
    if dam_penalty:
        parts.append((dam_penalty, say("laser range penalty")))
    charge_bonus = s.charge_m * r["charge_attack"]["damage_per_metre"]
    if charge_bonus:
        parts.append((charge_bonus, say("charge ({cs}), {metres} m",
                                        cs=r["charge_attack"]["cs"], metres=s.charge_m)))
    per_hit = max(0, base + bonus + dam_penalty + charge_bonus)
    if s.squad:
        # a swarm weapon against a Squad or a Swarm: double damage (L39)
        extra = per_hit * (r["swarm"]["squad_multiplier"] - 1)
        parts.append((extra, say("swarm weapon against a Squad or Swarm: double")))
        per_hit += extra
    return tuple(parts), per_hit


def _defence_target(s: AttackSpec, special: dict[str, Any]) -> tuple[tuple[int, ...], int | None]:
    """The defence roll's modifiers (a special attack's included) and its target."""
    if not s.defence:
        return s.defence_mods, None
    mods = s.defence_mods
    if special.get("defender") and special["defence"] == s.defence:
        mods = mods + (special["defender"],)
    attr = cat.rules()["defence"][s.defence]["attribute"]
    return mods, (s.target_agility if attr == "a" else s.target_cc) + sum(mods)


@lru_cache(maxsize=512)
def derive(s: AttackSpec) -> Attack:
    """The attack worked out from its spec (once per spec)."""
    r = cat.rules()
    item = cat.entry("items", s.weapon)
    kind, mode = kind_of(item), _mode(s, item)
    special = r["specials"][s.special] if s.special else {}
    band = cat.strength_band(s.strength)
    mods = s.mods + ((special["attacker"],) if special.get("attacker") else ())
    rng = _range(s, item, kind, mode, band)
    # an immobilised target (L51): a control roll in melee or from under 1 m; a shot or
    # throw from farther is a normal roll with +4 RC
    imm = r["immobilised"]
    control = s.immobilised and (kind == "melee" or s.range_m is None
                                 or s.range_m < imm["control_under_m"])
    imm_bonus = imm["ranged_bonus"] if s.immobilised and not control else 0
    if imm_bonus and not rng.out_of_range:
        rng = replace(rng, note=say("{note}; the target is immobilised: +{bonus} RC",
                                    note=rng.note, bonus=imm_bonus))
    fixed_bonus, fixed_note = fixing(item, s.fixed, s.sniper_tripod)
    act_penalty = action_penalty(s.action, item, mode) if s.action else 0
    situations, zero = situation_mods(s.situations, s.range_m, kind, bool(item.get("swarm")))
    cover = cover_bonus(s.situations, s.cover_armor, kind)
    sized = size_mod(s.size, s.target_size, kind)
    base = s.cc if kind == "melee" else s.rc
    parts, per_hit = _damage(s, item, kind, band, rng.dam_penalty)
    mod_rule = r["modifications"].get(s.modification or "", {})
    charge = cat.entry("charges", s.charge) if s.charge else {}
    piercing = mod_rule.get("armor_piercing", 0) or charge.get("armor_piercing", 0)
    defence_mods, defence_target = _defence_target(s, special)
    resist = special.get("resist")
    force_key = "natural" if item["category"] == "natural" else item.get("hands", "throwing")
    overheat = r["laser_overheat"][mode] if item.get("laser") else None
    attack = Attack(
        spec=s, item=item, category=item["category"], kind=kind, mode=mode,
        attribute="cc" if kind == "melee" else "rc", base=base, mods=mods, range=rng,
        control_roll=control, immobilised_bonus=imm_bonus, fixed_bonus=fixed_bonus,
        fixed_note=fixed_note, action_penalty=act_penalty,
        situations=situations, zero=zero, size_mod=sized,
        hit_target=1 if zero else (base + sum(mods) + rng.rc_penalty + imm_bonus + fixed_bonus
                                   + act_penalty + sum(v for _k, v in situations) + sized),
        damage_parts=parts, damage_per_hit=per_hit, piercing=piercing,
        armor=max(0, s.target_armor + cover - piercing) if s.target_armor + cover else 0,
        cover=cover,
        defence_mods=defence_mods, defence_target=defence_target, resist=resist,
        resist_target={"d": s.target_durability, "s": s.target_strength,
                       "a": s.target_agility}.get(resist or ""),
        knockback_force=special.get("force", {}).get(force_key) if resist else None,
        unbreakable=bool(item.get("unbreakable") or mod_rule.get("unbreakable")),
        overheat=(overheat[0], overheat[1]) if overheat else None,
        swarm=bool(item.get("swarm")))
    if s.second_weapon is None:
        return attack
    second = derive(second_spec(s))
    # the defender turns aside the more dangerous blow (the first on a tie)
    return replace(attack, second=second,
                   defended_weapon=1 if second.damage_per_hit > per_hit else 0)
