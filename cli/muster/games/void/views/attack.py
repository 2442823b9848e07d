"""Void on the terminal: one attack's text (`wound`); its odds table is in `attack_odds`,
an attack on several targets in `volley`."""

from __future__ import annotations

from muster.engine.render import die, esc, verdict
from muster.engine.rule import view
from muster.games.void import catalogue as cat
from muster.games.void.attack import Attack
from muster.games.void.d20 import passes
from muster.games.void.views.terms import (
    ATTR_NAMES,
    HOUSE_RULE,
    czech_name,
    luck_mark,
    pain_note,
    pair,
    shown_name,
    signed,
    situation_name,
)
from muster.games.void.wound import Landed, Wound, blast_radius, timed
from muster.i18n import _, czech, dash, named, ngettext, say, shown
from muster.typography import die_word

GAME = "void"


Tagged = list[tuple[str, str]]


# =========================================================================== one attack


@view(Wound)
def wound_lines(w: Wound) -> list[str]:
    return [text for _tag, text in tagged_lines(w)]


def tagged_lines(w: Wound) -> Tagged:
    """The view, each line with a tag a volley picks by: "range" (the range note), "out"
    (out of range), "hit" (the hit roll), "breaks" (the weapon breaks), or ""."""
    a = w.setup
    out: Tagged = [("", _head(a))]
    if a.range_note:
        out.append(("range", "  " + shown(say("range: {note}", note=a.range_note))))
    if a.out_of_range:
        out.append(("out", f"  {verdict(False, no='NOT HIT')}: " + _("out of range, no roll")))
    else:
        out += _hit_lines(w)
        if w.roll.hit:
            out += _after_hit_lines(w)
        elif w.roll.blast is not None:
            out += _blast_lines(w)
    return out + [("", hp_line(w))]


def _blast_lines(w: Wound) -> Tagged:
    """A missed grenade's blast (L45): the target in it or clear of it, a timed grenade's
    escape roll, and what the blast did."""
    a, b = w.setup, w.roll.blast
    assert b is not None and a.charge is not None
    radius = int(cat.entry("charges", a.charge).get("explosion_m", 0))
    if not radius:
        return [("", "  " + _("a shaped charge has no blast: the target is untouched"))]
    if not b.in_blast:
        return [("", "  " + shown(say("the target is clear of the {radius} m blast",
                                      radius=radius)))]
    out: Tagged = [("", "  [bold]" + shown(say("the target is within the {radius} m blast",
                                                radius=radius)) + "[/]")]
    if b.escape_roll is not None:
        rolled = die(b.escape_roll, good=b.escaped)
        out.append(("", "  " + shown(say("timed grenade: d20 = {roll} vs Agility {agility}: "
                                         "{outcome}", roll=rolled,
                                         agility=a.spec.target_agility,
                                         outcome=say("escapes untouched") if b.escaped
                                         else say("caught")))))
    for landed in w.weapons:
        out += [("", x) for x in landed_lines(a, landed, False, w.multiplier, "  ")]
    return out


def _head(a: Attack) -> str:
    """'sword (meč): melee, cleave (...): -4 to hit, ...'."""
    r = cat.rules()
    head = (f"[bold]{esc(shown_name(a))}[/]: {_(a.kind)}" if czech() else
            f"[bold]{esc(a.name())}[/] ({esc(czech_name(a))}): {a.kind}")
    if not a.special:
        return head
    special = r["specials"][a.special]
    head += ", " + pair(special) + ": "
    if a.resist:
        return head + shown(say("no wound, the target rolls {attribute} instead of Armor",
                                attribute=_(ATTR_NAMES[a.resist])))
    return head + shown(say("{attacker} to hit, {defender} to the target's {defence}",
                            attacker=str(special["attacker"]),
                            defender=str(special["defender"]),
                            defence=named(r["defence"][special["defence"]])))


def _hit_target(a: Attack) -> str:
    """'CC 10 - 4 + 2 (fixed on a bipod) = 8', or the control roll of an immobilised target."""
    r = cat.rules()
    if a.control_roll:
        return shown(say("immobilised target ({cs}): control roll, hits unless 20",
                         cs=r["immobilised"]["cs"]))
    target = f"{a.attribute.upper()} {a.base}{signed(a.mods)}"
    if a.rc_penalty:
        target += f" {a.rc_penalty} (" + _("range") + ")"
    if a.immobilised_bonus:
        target += f" + {a.immobilised_bonus} (" + _("immobilised") + ")"
    if a.fixed_bonus:
        target += f" + {a.fixed_bonus} ({shown(a.fixed_note)})"
    if a.action_penalty:
        assert a.action is not None
        act = r["actions"][a.action]
        target += f" - {-a.action_penalty} (" + (act["cs"] if czech() else
                                                 f"{act['en']}, {act['cs']}") + ")"
    if a.size_mod:
        target += (f" {'+' if a.size_mod > 0 else '-'} {abs(a.size_mod)} ("
                   + (_("large target") if a.size_mod > 0 else _("small target")) + ")")
    table = r["situations"]
    for key, value in a.situations:
        if value:
            target += f" {'+' if value > 0 else '-'} {abs(value)} ({esc(situation_name(key))})"
    lights = [k for k, _v in a.situations if table[k].get("cancels")]
    dimmed = [k for k, v in a.situations if not v and lights
              and table[k].get("group") == table[lights[0]]["cancels"]
              and (table[k].get(a.attribute) or table[k].get("zero") == a.attribute)
              and not (a.zero and table[k].get("zero") == a.attribute)]  # out of its reach
    if dimmed:
        target += " (" + shown(say("{light}: no penalty for {what}", light=situation_name(
            lights[0]), what=", ".join(situation_name(k) for k in dimmed))) + ")"
    if a.swarm and any(table[k].get("no_swarm") for k, _v in a.situations):
        target += " (" + _("aimed: a swarm weapon gets no bonus, it picks its targets (L39)") \
            + ")"
    if a.zero:
        zero = next(k for k, _v in a.situations if table[k].get("zero") == a.attribute)
        return target + " -> 1 (" + esc(situation_name(zero)) + ")"
    if (a.mods or a.rc_penalty or a.immobilised_bonus or a.fixed_bonus or a.action_penalty
            or a.size_mod or any(v for _k, v in a.situations)):
        target += f" = {a.hit_target}"
    return target


def _hit_lines(w: Wound) -> Tagged:
    """The hit roll, a broken or lost weapon, overheating, a missed grenade's landing."""
    a, r = w.setup, cat.rules()
    flag = ""
    if w.roll.luck:  # covering fire's Luck hits no spot: every target goes to ground
        flag = luck_mark(r["luck"], "Luck", "bold green") + ": " + (
            _("every target must go prone") if a.action == "covering-fire"
            else _("a vulnerable spot"))
    elif w.roll.bad_luck:
        flag = luck_mark(r["bad_luck"], "Bad luck", "bold red")
    hit_word = r['hit']['cs'] if czech() else f"hit ({r['hit']['cs']})"
    rolled = die(w.roll.hit_roll, good=w.roll.hit)
    out: Tagged = [("hit", f"  {hit_word}: {die_word('d20')} = {rolled} " + _("vs") + " "
                    f"{_hit_target(a)}: {verdict(w.roll.hit, 'HIT', 'MISS')}{flag}")]
    if w.roll.weapon_broken:
        out.append(("breaks", "  [bold red]" + _("the weapon breaks") + "[/]"))
    elif w.roll.weapon_lost:
        out.append(("", "  [bold red]" + _("the thrown weapon (the whole supply) is lost")
                    + "[/]"))
    elif w.roll.bad_luck:
        out.append(("", "  " + _("(the weapon cannot break: a natural 20 is an ordinary miss)")))
    if w.roll.overheated:
        out.append(("", _overheat_line(a)))
    if w.roll.miss_distance_m is not None:
        if w.roll.miss_bearing is None:
            out.append(("", "  " + shown(say("the grenade lands {metres} m from the target and "
                                             "explodes there", metres=w.roll.miss_distance_m))))
        else:
            out.append(("", "  " + shown(say("the grenade lands {metres} m from the target, "
                                             "towards {bearing} o'clock, and explodes there",
                                             metres=w.roll.miss_distance_m,
                                             bearing=w.roll.miss_bearing))))
            out.append(("", "  " + _(HOUSE_RULE)))
    return out


def _overheat_line(a: Attack) -> str:
    lasers = [x for x in a.weapons() if x.overheat]
    laser = lasers[0]
    assert laser.overheat is not None
    which = _("both lasers overheat") if len(lasers) > 1 else \
        esc(shown(say("the {weapon} overheats", weapon=named(laser.item)))) \
        if a.second is not None else _("the laser overheats")
    return (f"  [bold red]{which}[/] "
            + shown(say("({cs}, roll {low}-{high}): unusable for the rest of the combat",
                        cs=cat.rules()["laser_overheat"]["cs"], low=str(laser.overheat[0]),
                        high=str(laser.overheat[1]))))


def _after_hit_lines(w: Wound) -> Tagged:
    """The defence, a blunt special's effect, or each weapon's hits, Armor and damage."""
    a = w.setup
    out: Tagged = []
    if a.defence:
        out += _defence_lines(w)
        if w.defended and a.second is None:
            return out + _dodged_grenade_lines(w)
    if a.resist:
        return out + [("", x) for x in _effect_lines(w)]
    weapons = a.weapons()
    for landed in w.weapons:
        weapon = weapons[landed.index]
        prefix = "  "
        if a.second is not None:
            out.append(("", f"  {esc(pair(weapon.item))}:"))
            prefix = "    "
        out += [("", x) for x in landed_lines(weapon, landed, w.roll.luck, w.multiplier, prefix)]
    if a.second is not None:
        out.append(("", "  " + _("damage in all: {damage}").format(
            damage=f"[bold]{w.damage}[/]")))
    return out


def _dodged_grenade_lines(w: Wound) -> Tagged:
    """What a dodged impact grenade did where it landed (L45): its blast catches the
    dodger (one hit, no Luck); a shaped charge has none. A timed grenade's dodge is its
    escape roll: nothing more to say."""
    a = w.setup
    if a.category != "grenade" or timed(a):
        return []
    radius = blast_radius(a)
    if not radius:
        return [("", "  " + _("a shaped charge has no blast: the target is untouched"))]
    out: Tagged = [("", "  [bold]" + shown(say(
        "the impact grenade goes off where it lands: the target is within the {radius} m "
        "blast (L45)", radius=radius)) + "[/]")]
    for landed in w.weapons:
        out += [("", x) for x in landed_lines(a, landed, False, w.multiplier, "  ")]
    return out


def _defence_lines(w: Wound) -> Tagged:
    a = w.setup
    assert a.defence is not None
    d = cat.rules()["defence"][a.defence]
    attr = "Agility" if d["attribute"] == "a" else "CC"
    out: Tagged = [("", f"  {pair(d)}: {die_word('d20')} = {die(w.defence_roll, good=w.defended)} "
                    + _("vs") + f" {_(attr)} {a.defence_target}: "
                    f"{verdict(w.defended, 'AVOIDED', 'FAILED')}")]
    if w.defended and a.second is not None:
        out.append(("", "  " + esc(shown(say(
            "(only the {weapon} is avoided: one defence against two weapons)",
            weapon=named(a.weapons()[a.defended_weapon].item))))))
    return out


def _effect_lines(w: Wound) -> list[str]:
    """A blunt special: the target's attribute roll, the stun's minutes, the knockback."""
    a = w.setup
    assert a.special is not None and a.resist is not None
    special = cat.rules()["specials"][a.special]
    out = [f"  {special['cs'] if czech() else special['en']}: {die_word('d20')} = "
           f"{die(w.effect_roll, good=not w.effect)} " + _("vs") + " "
           f"{_(ATTR_NAMES[a.resist])} {a.resist_target}: "
           + (f"[bold red]{_(special['effect'])}[/]" if w.effect else _("resisted"))]
    if w.stunned_minutes:
        out.append("  " + ngettext("stunned for {minutes} minute(s)",
                                   "stunned for {minutes} minute(s)",
                                   w.stunned_minutes).format(
                                       minutes=f"[bold]{w.stunned_minutes}[/]")
                   + f" ({w.effect_roll} - {a.resist_target})")
    if w.effect and a.knockback_force:
        out.append("  " + shown(say("knockback force +{force}", force=str(a.knockback_force))))
    return out


def hp_line(w: Wound) -> str:
    a = w.setup
    line = "  " + _("target HP: {before} -> {left} of {most}").format(
        before=a.target_hp, left=f"[bold]{w.hp_left}[/]", most=a.max_hp)
    if w.dead:
        line += _(" [bold red]dead[/]")
    elif w.pain_check:
        line += pain_note()
    return line


def _damage_text(a: Attack) -> str:
    """'20 + 10 (Strength 12 bonus for a two-handed weapon) = 30'."""
    parts = a.damage_parts
    if parts[0][0] == 0 and len(parts) > 1:
        parts = parts[1:]  # unarmed: the Strength bonus is the whole damage (L31)
    dmg = " + ".join(f"{v} ({esc(shown(why))})" if i or why != "weapon" else f"{v}"
                     for i, (v, why) in enumerate(parts)).replace("+ -", "- ")
    total = "" if len(parts) == 1 and parts[0][0] == a.damage_per_hit else \
        f" = {a.damage_per_hit}"
    return _("damage per hit: {dmg}").format(dmg=dmg) + total


def landed_lines(a: Attack, landed: Landed, luck: bool, multiplier: int, pre: str) -> list[str]:
    """The view of one weapon's blow that got through."""
    r = cat.rules()
    out = []
    hits, wounds = landed.hits, landed.wounds
    if landed.auto_roll is not None:
        which = _("rapid-fire hits") if a.rapid_fire else _("automatic hits")
        out.append(f"{pre}{which}: {die_word('d20')} = {die(landed.auto_roll)} -> "
                   + ngettext("{n} hit(s)", "{n} hit(s)", hits).format(n=hits))
    out.append(pre + _damage_text(a))
    arm = f"Armor {a.target_armor}"
    if a.cover:
        arm += f" + {a.cover} (" + esc(situation_name("cover")) + ")"
    if a.piercing and a.target_armor + a.cover:
        arm += f" - {a.piercing} (" + _("armour-piercing") + f") = {a.armor}"
    elif a.cover:
        arm += f" = {a.armor}"
    if luck:
        out.append(pre + _("Luck: no Armor roll, every hit wounds"))
        if multiplier > 1:
            out.append(pre + shown(say("{zero} and Luck: double damage",
                                       zero=pair(r["zero_armor"]))))
    elif a.armor <= 0:
        out.append(pre + shown(say("{armor}: every hit wounds, no Armor roll", armor=arm)))
    else:
        rolls = " ".join(die(v, good=not passes(v, a.armor)) for v in landed.armor_rolls)
        roll_word = r['armor_roll']['cs'] if czech() \
            else f"{r['armor_roll']['en']} ({r['armor_roll']['cs']})"
        out.append(f"{pre}{roll_word} " + _("vs") + f" {arm}: "
                   + f"{rolls or str(hits) + ' x ' + die_word('d20')}"
                   + (dash() if czech() else ": ")  # Czech: '6 – zraňuje', not '6: zraňuje'
                   + _("{wounds} of {hits} wound (roll > {armor})").format(
                       wounds=wounds, hits=hits, armor=a.armor))
    out.append(pre + _("damage: {wounds} x {per} = {total}").format(
        wounds=wounds, per=landed.damage_per_hit, total=f"[bold]{landed.damage}[/]"))
    return out
