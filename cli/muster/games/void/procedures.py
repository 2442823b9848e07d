"""Void: Sci-Fantasy procedures, each written once against a dice source.

* `d20_test`   the d20 roll-under test, with corrective / spoiling rerolls, or a control roll;
* `wound`       the combat pipeline: hit, defence, automatic hits, Armor rolls, damage, Pain.

Numbers come from ``data/rules.toml`` and ``data/gear.toml`` (see `catalogue`).
"""

from __future__ import annotations

from muster.engine.dice import Source
from muster.engine.render import die, esc, verdict
from muster.errors import MusterError
from muster.i18n import N_, _, named, ngettext, say, shown
from muster.games.void import catalogue as cat

SIDES = 20
ATTR_NAMES = {"cc": N_("CC"), "rc": N_("RC"), "p": N_("Perception"),
              "i": N_("Intelligence"), "w": N_("Will"), "ch": N_("Charisma"),
              "a": N_("Agility"), "d": N_("Durability"), "s": N_("Strength")}
# the words of the --odds views, shown through `_`
ODDS_WORDS = (N_("success"), N_("luck"), N_("bad luck"), N_("hit"), N_("defended"),
              N_("wounded"), N_("pain check"), N_("dead"), N_("weapon broken"),
              N_("overheated"), N_("effect"), N_("damage"))


def passes(roll: int, target: int) -> bool:
    """Roll-under with RULINGS 24: a natural 1 always succeeds, a natural 20 always fails."""
    t = cat.rules()["test"]
    if roll == t["luck"]:
        return True
    if roll == t["bad_luck"]:
        return False
    return roll <= target


def _signed(mods: list[int]) -> str:
    return "".join(f" {'+' if m >= 0 else '-'} {abs(m)}" for m in mods)


def check_range(name: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise MusterError(say("{name} must be between {low} and {high}, not {value}",
                              name=name, low=low, high=high, value=value))


# =========================================================================== the d20 test


class D20Roll:
    """One d20 roll-under test (or a control roll), rerolls included."""

    def __init__(self, target: int | None, mods: list[int], rolls: list[int], success: bool,
                 control: bool, reroll: str | None, first_success: bool | None):
        t = cat.rules()["test"]
        self.target = target
        self.mods = mods
        self.effective = None if target is None else target + sum(mods)
        self.rolls = rolls
        self.roll = rolls[-1]
        self.success = success
        self.luck = self.roll == t["luck"]
        self.bad_luck = self.roll == t["bad_luck"]
        self.control = control
        self.reroll = reroll
        self.first_success = first_success
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": "void", "roll": self.roll, "rolls": self.rolls, "success": self.success,
                "luck": self.luck, "bad_luck": self.bad_luck, "control": self.control,
                "target": self.target, "mods": self.mods, "effective_target": self.effective,
                "rerolled": len(self.rolls) > 1, "reroll": self.reroll, "seed": self.seed}

    def lines(self) -> list[str]:
        from muster.i18n import _, czech

        r = cat.rules()

        def term(key: str, english: str, style: str = "bold") -> str:
            # English: the English term and the rulebook's Czech one; Czech: the Czech term
            if czech():
                text = r[key]["cs"]
                return f"[{style}]{esc(text[:1].upper() + text[1:])}[/]"
            return f"[{style}]{english}[/] ({esc(r[key]['cs'])})"

        flag = ""
        if self.luck:
            flag = " " + term("luck", "Luck", "bold green")
        elif self.bad_luck:
            flag = " " + term("bad_luck", "Bad luck", "bold red")
        if self.control:
            return [term("control", "Control roll") + f": d20 = {die(self.roll)}{flag}",
                    "  " + _("no target and no modifiers: only Luck (1) and Bad luck (20) "
                             "count; ")
                    + (_("the activity fails (Bad luck)") if self.bad_luck else
                       _("the simple activity succeeds"))]
        target = f"{self.target}{_signed(self.mods)}"
        if self.mods:
            target += f" = {self.effective}"
        out = [term("test", "Roll-under test") + f": d20 <= {target}"]
        first = self.rolls[0]
        out.append(f"  d20 = {die(first, good=self.first_success)}"
                   + ("" if len(self.rolls) > 1 else flag))
        if len(self.rolls) > 1:
            kind = r[self.reroll]
            why = _("the first roll failed") if self.reroll == "corrective" else \
                _("the first roll succeeded")
            named_ = kind["cs"] if czech() else f"{kind['en']} ({kind['cs']})"
            out.append(f"  {why}: {named_} d20 = "
                       f"{die(self.roll, good=self.success)}{flag}" + _(" (this one stands)"))
        elif self.reroll:
            kind = r[self.reroll]
            out.append("  " + _("no {what} needed").format(
                what=kind["cs"] if czech() else kind["en"]))
        reason = (_("natural 1 always succeeds") if self.luck else
                  _("natural 20 always fails") if self.bad_luck else
                  f"{self.roll} {'<=' if self.success else '>'} {self.effective}")
        out.append(f"  {verdict(self.success)} ({reason})")
        return out


def d20_test(src: Source, target: int | None, mods: list[int] | None = None, *,
              corrective: bool = False, spoiling: bool = False,
              control: bool = False) -> D20Roll:
    """d20 <= target + mods; a corrective roll rerolls a failure, a spoiling roll rerolls a
    success, and the second roll stands (L17). A control roll only looks for Luck/Bad luck."""
    mods = list(mods or [])
    if control:
        roll = src.d(SIDES)
        return D20Roll(None, [], [roll], roll != cat.rules()["test"]["bad_luck"], True, None,
                        None)
    assert target is not None
    effective = target + sum(mods)
    first = src.d(SIDES)
    ok = passes(first, effective)
    rolls = [first]
    reroll = "corrective" if corrective else "spoiling" if spoiling else None
    if (corrective and not ok) or (spoiling and ok):
        rolls.append(src.d(SIDES))
    success = passes(rolls[-1], effective)
    return D20Roll(target, mods, rolls, success, False, reroll, ok)



class Outcome(tuple):
    """An outcome key: a plain tuple for grouping and odds, a short phrase for `--times`."""

    words: tuple = ()

    def __str__(self) -> str:
        return ", ".join(w(self) for w in self.words if w(self))


def _count(text: str, n: int) -> str:
    """A count in an outcome phrase ("2 hit"; `text` from ngettext: Czech plural forms)."""
    from muster.i18n import number

    return text.format(n=number(n))


class D20Outcome(Outcome):
    words = (lambda k: _("success") if k[0] else _("failure"),
             lambda k: _("Luck") if k[1] else _("Bad luck") if k[2] else "")


def d20_key(r: D20Roll) -> D20Outcome:
    """(success, luck, bad_luck)."""
    return D20Outcome((r.success, r.luck, r.bad_luck))


def d20_odds(title: str, dist):
    """Exact chances of success, Luck and Bad luck."""
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    body: dict = {"game": "void", "odds": True, "exact": dist.exact}
    view = [f"[bold]{esc(title)}[/]"]
    for i, name in enumerate(("success", "luck", "bad_luck")):
        p = dist.p(lambda k, i=i: k[i])
        body[name] = dist.prob(p)
        view.append(f"  {_(name.replace('_', ' '))}: [bold]{percent(p)}[/] "
                    f"({fraction_text(p)})")
    return OddsResult(body, view)


# =========================================================================== the wound pipeline


class Attack:
    """Everything about one attack that is fixed before the dice: checked and derived once."""

    def __init__(self, weapon: str, *, mode: str | None = None, modification: str | None = None,
                 charge: str | None = None, strength: int = 10, cc: int = 10, rc: int = 10,
                 mods: list[int] | None = None, range_m: int | None = None,
                 run_up: bool = False, target_armor: int = 0, target_agility: int = 10,
                 target_cc: int = 10, target_hp: int = 40, target_max_hp: int | None = None,
                 defence: str = "none", defence_mods: list[int] | None = None,
                 special: str | None = None, charge_m: int = 0, target_shield: bool = False,
                 immobilised: bool = False, target_durability: int = 10,
                 target_strength: int = 10, second_weapon: str | None = None,
                 fixed: bool = False, sniper_tripod: bool = False,
                 action: str | None = None, squad: bool = False, target_will: int = 10):
        r, attrs = cat.rules(), cat.rules()["attributes"]
        lo, hi = attrs["min"], attrs["max"]
        # --strength reads the damage-bonus table, so it stays within the attribute range;
        # the others are numbers to roll under, where limits apply to the effective target
        # (after modifiers): any value from the minimum up, above 19 only a natural 20 fails
        check_range("--strength", strength, lo, hi)
        for name, value, low in (("--cc", cc, lo), ("--rc", rc, lo),
                                 ("--target-agility", target_agility, lo),
                                 ("--target-cc", target_cc, lo),
                                 ("--target-durability", target_durability, lo),
                                 ("--target-strength", target_strength, lo),
                                 ("--target-will", target_will, lo),
                                 ("--target-armor", target_armor, 0)):
            if value < low:
                raise MusterError(say("{name} must be {low} or more, not {value}", name=name,
                                      low=low, value=value))
        if target_hp < 1:
            raise MusterError(say("{name} must be at least 1, not {value}", name="--target-hp",
                                  value=target_hp))
        self.max_hp = target_hp if target_max_hp is None else target_max_hp
        if self.max_hp < target_hp:
            raise MusterError(say("{name} ({most}) cannot be below {hp_name} ({hp})",
                                  name="--target-max-hp", most=self.max_hp,
                                  hp_name="--target-hp", hp=target_hp))
        if range_m is not None and range_m < 0:
            raise MusterError(say("{name} must be 0 metres or more, not {value}",
                                  name="--range", value=range_m))

        self.key = cat.require("items", weapon, N_("weapon"),
                               lambda e: e["category"] in ("melee", "natural", "ranged",
                                                           "throwing", "grenade"))
        self.item = item = cat.entry("items", self.key)
        self.category = item["category"]
        self.kind = {"melee": "melee", "natural": "melee", "ranged": "shooting"}.get(
            self.category, "throwing")

        # firing mode (ranged only)
        if mode is not None and self.category != "ranged":
            raise MusterError(say("--mode applies to ranged weapons only, not the {weapon}",
                                  weapon=named(item)))
        self.mode = None
        if self.category == "ranged":
            self.mode = cat.require("modes", mode or "semi-automatic", N_("firing mode"))
        mode_rule = r["modes"][self.mode] if self.mode else None

        # modification
        self.modification = None
        if modification:
            self.modification = cat.require("modifications", modification, N_("modification"))
            problem = cat.modification_problem(item, self.mode, self.modification)
            if problem:
                raise MusterError(problem)  # a `say` message
        mod_rule = r["modifications"].get(self.modification or "", {})

        # grenade charge
        self.charge = None
        if self.category == "grenade":
            if not charge:
                raise MusterError(say("the {weapon} needs --charge (known: {known})",
                                      weapon=named(item),
                                      known=", ".join(cat.names("charges"))))
            self.charge = cat.require("charges", charge, N_("grenade charge"))
        elif charge:
            raise MusterError(say("--charge applies to grenades only, not the {weapon}",
                                  weapon=named(item)))
        charge_rule = cat.entry("charges", self.charge) if self.charge else {}

        # defence: melee and thrown attacks only (L29, L41); shooting has none (L35)
        self.defence = cat.require("defence", defence, N_("defence")) if \
            defence.strip().lower() not in ("none", "no", "") else None
        self.target_shield = target_shield
        if self.defence and self.kind == "shooting" and not (
                self.defence == "parry" and target_shield):
            raise MusterError(_("shooting cannot be dodged or parried; --defence applies to "
                                "melee and thrown attacks (or parry with --target-shield)"))
        if self.defence == "parry" and item.get("no_parry"):
            raise MusterError(say("the {weapon} cannot be parried (L45); use --defence dodge "
                                  "or none", weapon=named(item)))
        self.defence_mods = list(defence_mods or [])
        if self.defence_mods and not self.defence:
            raise MusterError(_("--defence-mod needs --defence dodge or parry"))
        if run_up and self.kind != "throwing":
            raise MusterError(_("--run-up applies to thrown weapons only"))

        # special attacks of stabbing / cutting weapons (L33, L45)
        self.special = None
        spec: dict = {}
        if special:
            self.special = cat.require("specials", special, N_("special attack"))
            spec = r["specials"][self.special]
            # unarmed blows count as a blunt weapon (L31), so they may stun, knock down or back
            if spec["kind"] not in item.get("kind", ()):
                kinds = "/".join(_(k) for k in item.get("kind", ())) or _("not one")
                raise MusterError(say("{special} needs a {kind} weapon; the {weapon} is {kinds}",
                                      special=named(spec), kind=_(spec["kind"]),
                                      weapon=named(item), kinds=kinds))
        if charge_m:
            if charge_m < 0:
                raise MusterError(say("{name} must be 0 metres or more, not {value}",
                                      name="--charge-distance", value=charge_m))
            if self.kind != "melee" or self.category == "natural":
                raise MusterError(_("--charge-distance (the Zápasník's charge) needs a melee "
                                    "weapon"))
        self.immobilised = immobilised
        # blunt specials: the target resists with an attribute instead of the Armor roll
        self.resist = spec.get("resist")
        self.resist_target = {"d": target_durability, "s": target_strength,
                              "a": target_agility}.get(self.resist or "")
        force_key = "natural" if self.category == "natural" else item.get("hands", "throwing")
        self.knockback_force = spec.get("force", {}).get(force_key) if self.resist else None

        band = cat.strength_band(strength)
        self.attribute = "cc" if self.kind == "melee" else "rc"
        self.base = cc if self.kind == "melee" else rc
        self.mods = list(mods or [])
        if spec.get("attacker"):
            self.mods.append(spec["attacker"])
        self.strength = strength

        # range (shooting: optimal / maximum range; throwing: Strength sets the reach)
        self.range_m = range_m
        self.out_of_range = False
        self.range_note = ""
        rc_penalty, dam_penalty = 0, 0
        if range_m is not None:
            if self.kind == "melee":
                raise MusterError(_("--range applies to shooting and throwing, not melee"))
            if self.kind == "shooting":
                mult = mod_rule.get("range_multiplier", 1)
                optimal, maximum = item["optimal_m"] * mult, item["maximum_m"] * mult
                if range_m > maximum:
                    self.out_of_range = True
                    self.range_note = say("{range} m is beyond the maximum range {most} m",
                                          range=range_m, most=maximum)
                elif range_m > optimal:
                    times = mode_rule["range_penalty_multiplier"]
                    rc_penalty = item.get("rp_rc", 0) * times
                    dam_penalty = item.get("rp_dam", 0) * times
                    what = f"{rc_penalty} RC" if rc_penalty else f"{dam_penalty} DAM"
                    self.range_note = say("{range} m is beyond the optimal range {optimal} m: "
                                          "{what}{doubled}", range=range_m, optimal=optimal,
                                          what=what, doubled=say(" (doubled: automatic)")
                                          if times > 1 else "")
                else:
                    self.range_note = say("{range} m is within the optimal range {optimal} m",
                                          range=range_m, optimal=optimal)
            else:
                reach = band["throw_range_m"] * (2 if run_up else 1)
                if range_m > reach:
                    self.out_of_range = True
                    self.range_note = say("{range} m is beyond the throwing range {reach} m "
                                          "(Strength {strength})", range=range_m, reach=reach,
                                          strength=strength)
                else:
                    self.range_note = say("{range} m is within the throwing range {reach} m",
                                          range=range_m, reach=reach)
        self.rc_penalty = rc_penalty
        # an immobilised target (L51): a control roll in melee or from under 1 m; a shot or
        # throw from farther is a normal roll with +4 RC
        imm = r["immobilised"]
        self.control_roll = immobilised and (self.kind == "melee" or range_m is None
                                             or range_m < imm["control_under_m"])
        self.immobilised_bonus = imm["ranged_bonus"] if immobilised and not self.control_roll \
            else 0
        if self.immobilised_bonus and not self.out_of_range:
            self.range_note = say("{note}; the target is immobilised: +{bonus} RC",
                                  note=self.range_note, bonus=self.immobilised_bonus)
        # fixing (L37, L15): a heavy weapon fires only from its tripod; a bipod or a
        # Sniper tripod adds to RC
        self.fixed_bonus, self.fixed_note = _fixing(item, self.category, fixed, sniper_tripod)
        # a class action hitting several targets with one roll (L13, L15)
        self.action = None
        self.action_penalty = 0
        if action:
            self.action = cat.require("actions", action, N_("class action"))
            self.action_penalty = _action_penalty(self.action, item, self.category, self.mode)
            if charge_m:
                # the charge (Zteč) is an action of its own, a run at one enemy (L13), and a
                # fighter has one action a round (L27); a sweep reaches those already in melee
                raise MusterError(say("{action} and the charge (--charge-distance) are two "
                                      "actions (L13, L27); one action a round",
                                      action=named(r["actions"][self.action])))
        self.target_will = target_will
        self.swarm = bool(item.get("swarm"))
        if squad and not self.swarm:
            raise MusterError(say("--squad doubles a swarm weapon's damage (the shotguns, L39); "
                                  "the {weapon} is not one", weapon=named(item)))
        self.hit_target = self.base + sum(self.mods) + rc_penalty + self.immobilised_bonus \
            + self.fixed_bonus + self.action_penalty

        # damage per hit
        if self.kind == "melee":
            bonus = band[item["hands"]]
            bonus_why = say("Strength {strength} bonus for a {hands} weapon", strength=strength,
                            hands=named({"en": item["hands"],
                                         "cs": HANDS_CS.get(item["hands"], item["hands"])}))
        elif self.category == "throwing":
            bonus = band["throw"] * (2 if run_up else 1)
            bonus_why = say("Strength {strength} throwing bonus{run_up}", strength=strength,
                            run_up=say(" x 2 (run-up)") if run_up else "")
        else:
            bonus, bonus_why = 0, ""
        base_dam = charge_rule.get("dam", item.get("dam", 0))
        self.damage_parts = [(base_dam, "weapon")]
        if bonus:
            self.damage_parts.append((bonus, bonus_why))
        if dam_penalty:
            self.damage_parts.append((dam_penalty, say("laser range penalty")))
        charge_bonus = charge_m * r["charge_attack"]["damage_per_metre"]
        if charge_bonus:
            self.damage_parts.append((charge_bonus, say("charge ({cs}), {metres} m",
                                                        cs=r["charge_attack"]["cs"],
                                                        metres=charge_m)))
        self.damage_per_hit = max(0, base_dam + bonus + dam_penalty + charge_bonus)
        if squad:
            # a swarm weapon against a Squad or a Swarm: double damage (L39)
            extra = self.damage_per_hit * (r["swarm"]["squad_multiplier"] - 1)
            self.damage_parts.append((extra, say("swarm weapon against a Squad or Swarm: "
                                                 "double")))
            self.damage_per_hit += extra

        # the target's Armor after armour-piercing (no effect on a target without Armor)
        self.target_armor = target_armor
        self.piercing = mod_rule.get("armor_piercing", 0) or charge_rule.get("armor_piercing", 0)
        self.armor = max(0, target_armor - self.piercing) if target_armor else 0
        self.target_hp = target_hp
        self.defence_target = None
        if self.defence:
            attr = r["defence"][self.defence]["attribute"]
            if spec.get("defender") and spec["defence"] == self.defence:
                self.defence_mods.append(spec["defender"])
            self.defence_target = (target_agility if attr == "a" else target_cc) + \
                sum(self.defence_mods)
        self.unbreakable = bool(item.get("unbreakable") or mod_rule.get("unbreakable"))
        self.rapid_fire = self.modification == "rapid-fire"
        self.overheat = r["laser_overheat"][self.mode] if item.get("laser") else None

        # Two weapons (Zápasník: two one-handed melee weapons, Střelec: two one-handed ranged
        # ones, L13, L15): one hit roll for both; the target defends against one of them
        self.second: Attack | None = None
        self.defended_weapon = 0
        if second_weapon:
            # the pairing first: a heavy second weapon is refused as no one-handed weapon,
            # not as an unfixed heavy one (--fixed would not make it a pair)
            other = cat.entry("items", cat.require(
                "items", second_weapon, N_("weapon"),
                lambda e: e["category"] in ("melee", "natural", "ranged", "throwing",
                                            "grenade")))
            if item.get("hands") != "one-handed" or other.get("hands") != "one-handed":
                raise MusterError(say(TWO_WEAPONS, first=named(item), second=named(other)))
            self.second = second = Attack(
                second_weapon, mode=mode if self.category == "ranged" else None,
                strength=strength, cc=cc, rc=rc, target_armor=target_armor,
                target_agility=target_agility, target_cc=target_cc, target_hp=target_hp,
                target_max_hp=self.max_hp)
            pair = {self.category, second.category}
            if pair not in ({"melee"}, {"ranged"}) or item.get("hands") != "one-handed" or \
                    second.item.get("hands") != "one-handed":
                raise MusterError(say(TWO_WEAPONS, first=named(item),
                                      second=named(second.item)))
            if self.action in ("sweep", "clearing-fire"):
                raise MusterError(say("{action} cannot be combined with Two weapons (L13, L15)",
                                      action=named(r["actions"][self.action])))
            if special or charge_m or range_m is not None or immobilised:
                raise MusterError(_("--second-weapon cannot be combined with --special, "
                                    "--charge-distance, --range or --immobilised (give range "
                                    "penalties with --mod)"))
            # the defender turns aside the more dangerous blow (the first on a tie)
            self.defended_weapon = 1 if second.damage_per_hit > self.damage_per_hit else 0

    def name(self) -> str:
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

    def shown_name(self) -> str:
        """The weapon's name in the current language: English `name`; Czech the seed's
        words, 'rychlopalná automatická laserová puška', 'nárazový granát (výbušné)',
        'meč + sekyra, dvě zbraně'."""
        from muster.i18n import czech

        if not czech():
            return self.name()
        if self.second is not None:
            return self.czech()
        r = cat.rules()
        parts = [self.item["cs"]]
        if self.mode:
            parts.insert(0, r["modes"][self.mode]["cs"])
        if self.modification:
            parts.insert(0, r["modifications"][self.modification]["cs"])
        text = " ".join(parts)
        if self.charge:
            text += f" ({cat.entry('charges', self.charge)['cs']})"
        return text

    def czech(self) -> str:
        if self.second is not None:
            return f"{self.item['cs']} + {self.second.item['cs']}, dvě zbraně"
        return self.item["cs"]

    def weapons(self) -> list["Attack"]:
        return [self] if self.second is None else [self, self.second]


TWO_WEAPONS = N_("two weapons need two one-handed melee weapons (Zápasník) or two one-handed "
                 "ranged weapons (Střelec), not the {first} and the {second}")


def _fixing(item: dict, category: str, fixed: bool, sniper: bool) -> tuple[int, str]:
    """The RC bonus of a fixed weapon and its name (L37, L15); refuses an unfixed heavy
    weapon, which cannot fire at all."""
    fx = cat.rules()["fixing"]
    if category != "ranged":
        if fixed or sniper:
            raise MusterError(say("--fixed and --sniper-tripod fix a ranged weapon (L37), not "
                                  "the {weapon}", weapon=named(item)))
        return 0, ""
    hands = item.get("hands")
    if sniper:
        if not item.get("rifle"):
            raise MusterError(say("a Sniper tripod fits a rifle (L15), not the {weapon}",
                                  weapon=named(item)))
        return fx["sniper_tripod_bonus"], say("fixed on a Sniper tripod")
    if hands == "heavy":
        if not fixed:
            raise MusterError(say("the {weapon} is a heavy weapon: it cannot fire unless "
                                  "fixed on a tripod (L37); add --fixed once it is set up",
                                  weapon=named(item)))
        return 0, say("fixed on its tripod")
    if fixed:
        if hands != "two-handed":
            raise MusterError(say("only two-handed and heavy ranged weapons are fixed (L37); "
                                  "the {weapon} held in both hands is --mod 2",
                                  weapon=named(item)))
        return fx["bipod_bonus"], say("fixed on a bipod")
    return 0, ""


def _action_penalty(action: str, item: dict, category: str, mode: str | None) -> int:
    """The hit penalty of a one-roll class action, checked against the weapon (L13, L15)."""
    act = cat.rules()["actions"][action]
    kinds = item.get("kind", ())
    if act["attribute"] == "cc":
        if category != "melee":
            raise MusterError(say("{action} is made with a melee weapon, not the {weapon}",
                                  action=named(act), weapon=named(item)))
        if act.get("forbidden_kind") and kinds and all(k == act["forbidden_kind"]
                                                       for k in kinds):
            raise MusterError(say("{action} cannot be made with a stabbing weapon (L13)",
                                  action=named(act)))
        eased = act["eased_by"] in kinds
    else:
        if category != "ranged":
            raise MusterError(say("{action} is fired with a ranged weapon, not the {weapon}",
                                  action=named(act), weapon=named(item)))
        eased = mode == act["eased_by"]
    return act["eased_penalty"] if eased else act["penalty"]


class Wound:
    """The outcome of one attack through the whole pipeline."""

    def __init__(self, attack: Attack):
        self.attack = attack
        self.hit_roll: int | None = None
        self.hit = False
        self.luck = False
        self.bad_luck = False
        self.weapon_broken = False
        self.weapon_lost = False
        self.overheated = False
        self.miss_distance_m: int | None = None
        self.miss_bearing: int | None = None
        self.defence_roll: int | None = None
        self.defended = False
        self.auto_roll: int | None = None
        self.hits = 0
        self.armor_rolls: list[int] = []
        self.armor_rolled = False
        self.wounds = 0
        self.multiplier = 1
        self.damage = 0
        self.hp_left = attack.target_hp
        self.pain_check = False
        self.dead = False
        self.landed: list[dict] = []  # per weapon: hits, auto roll, Armor rolls, wounds, damage
        self.effect_roll: int | None = None
        self.effect = False
        self.stunned_minutes: int | None = None
        self.seed: int | None = None

    def to_json(self) -> dict:
        a = self.attack
        return {
            "game": "void", "weapon": a.item["en"], "weapon_cs": a.item["cs"], "mode": a.mode,
            "modification": a.modification, "charge": a.charge, "attack": a.kind,
            "hit_target": a.hit_target, "out_of_range": a.out_of_range,
            "hit_roll": self.hit_roll, "hit": self.hit, "luck": self.luck,
            "bad_luck": self.bad_luck, "weapon_broken": self.weapon_broken,
            "weapon_lost": self.weapon_lost, "overheated": self.overheated,
            "miss_distance_m": self.miss_distance_m, "miss_bearing": self.miss_bearing,
            "special": a.special, "immobilised": a.immobilised,
            "control_roll": a.control_roll,
            "defence": a.defence, "defence_target": a.defence_target,
            "defence_roll": self.defence_roll, "defended": self.defended,
            "auto_roll": self.auto_roll, "hits": self.hits,
            "second_weapon": a.second.item["en"] if a.second else None,
            "armor": a.armor, "armor_rolls": self.armor_rolls, "wounds": self.wounds,
            "damage_per_hit": a.damage_per_hit * self.multiplier, "damage": self.damage,
            "hp_left": self.hp_left, "pain_check": self.pain_check, "dead": self.dead,
            "weapons": [{k: v for k, v in x.items() if k not in ("index", "armor_rolled")}
                        for x in self.landed],
            "effect_roll": self.effect_roll, "effect": self.effect,
            "stunned_minutes": self.stunned_minutes,
            "knockback_force": a.knockback_force if self.effect else None,
            "seed": self.seed,
        }

    def lines(self) -> list[str]:
        return [text for _tag, text in self.tagged_lines()]

    def tagged_lines(self) -> list[tuple[str, str]]:
        """The view, each line with a tag a `Volley` picks by: "range" (the range note),
        "out" (out of range), "hit" (the hit roll), "breaks" (the weapon breaks), or ""."""
        from muster.i18n import czech

        a, r = self.attack, cat.rules()
        out: list[tuple[str, str]] = []

        def add(text: str, tag: str = "") -> None:
            out.append((tag, text))

        def done() -> list[tuple[str, str]]:
            return out + [("", x) for x in self._hp_lines()]

        head = (f"[bold]{esc(a.shown_name())}[/]: {_(a.kind)}" if czech() else
                f"[bold]{esc(a.name())}[/] ({esc(a.czech())}): {a.kind}")
        if a.special:
            spec = r["specials"][a.special]
            head += ", " + _pair(spec) + ": "
            if a.resist:
                head += shown(say("no wound, the target rolls {attribute} instead of Armor",
                           attribute=_(ATTR_NAMES[a.resist])))
            else:
                head += shown(say("{attacker} to hit, {defender} to the target's {defence}",
                           attacker=str(spec["attacker"]), defender=str(spec["defender"]),
                           defence=named(r["defence"][spec["defence"]])))
        add(head)
        if a.range_note:
            add("  " + shown(say("range: {note}", note=a.range_note)), "range")
        if a.out_of_range:
            add(f"  {verdict(False, no='NOT HIT')}: " + _("out of range, no roll"), "out")
            return done()
        target = f"{a.attribute.upper()} {a.base}{_signed(a.mods)}"
        if a.rc_penalty:
            target += f" {a.rc_penalty} (" + _("range") + ")"
        if a.immobilised_bonus:
            target += f" + {a.immobilised_bonus} (" + _("immobilised") + ")"
        if a.fixed_bonus:
            target += f" + {a.fixed_bonus} ({shown(a.fixed_note)})"
        if a.action_penalty:
            act = r["actions"][a.action]
            target += f" - {-a.action_penalty} (" + (act["cs"] if czech() else
                                                     f"{act['en']}, {act['cs']}") + ")"
        if a.mods or a.rc_penalty or a.immobilised_bonus or a.fixed_bonus or a.action_penalty:
            target += f" = {a.hit_target}"
        if a.control_roll:
            target = shown(say("immobilised target ({cs}): control roll, hits unless 20",
                        cs=r["immobilised"]["cs"]))
        flag = ""
        if self.luck:
            flag = " " + _term(r["luck"], "Luck", "bold green") + ": " + _("a vulnerable spot")
        elif self.bad_luck:
            flag = " " + _term(r["bad_luck"], "Bad luck", "bold red")
        hit_word = r['hit']['cs'] if czech() else f"hit ({r['hit']['cs']})"
        add(f"  {hit_word}: d20 = {die(self.hit_roll, good=self.hit)} " + _("vs") + " "
            f"{target}: {verdict(self.hit, 'HIT', 'MISS')}{flag}", "hit")
        if self.weapon_broken:
            add("  [bold red]" + _("the weapon breaks") + "[/]", "breaks")
        elif self.weapon_lost:
            add("  [bold red]" + _("the thrown weapon (the whole supply) is lost") + "[/]")
        elif self.bad_luck:
            add("  " + _("(the weapon cannot break: a natural 20 is an ordinary miss)"))
        if self.overheated:
            lasers = [x for x in a.weapons() if x.overheat]
            laser = lasers[0]
            which = _("both lasers overheat") if len(lasers) > 1 else \
                esc(shown(say("the {weapon} overheats", weapon=named(laser.item)))) \
                if a.second is not None else _("the laser overheats")
            add(f"  [bold red]{which}[/] "
                + shown(say("({cs}, roll {low}-{high}): unusable for the rest of the combat",
                     cs=r["laser_overheat"]["cs"], low=str(laser.overheat[0]),
                     high=str(laser.overheat[1]))))
        if self.miss_distance_m is not None:
            if self.miss_bearing is None:
                add("  " + shown(say("the grenade lands {metres} m from the target and explodes "
                                     "there", metres=self.miss_distance_m)))
            else:
                add("  " + shown(say("the grenade lands {metres} m from the target, towards "
                                     "{bearing} o'clock, and explodes there",
                                     metres=self.miss_distance_m, bearing=self.miss_bearing)))
                add("  " + _(HOUSE_RULE))
        if not self.hit:
            return done()
        if a.defence:
            d = r["defence"][a.defence]
            attr = "Agility" if d["attribute"] == "a" else "CC"
            add(f"  {_pair(d)}: d20 = {die(self.defence_roll, good=self.defended)} "
                + _("vs") + f" {_(attr)} {a.defence_target}: "
                f"{verdict(self.defended, 'AVOIDED', 'FAILED')}")
            if self.defended and a.second is None:
                return done()
            if self.defended:
                add("  " + esc(shown(say("(only the {weapon} is avoided: one defence against two "
                                  "weapons)", weapon=named(a.weapons()[a.defended_weapon].item)))))
        if a.resist:
            spec = r["specials"][a.special]
            add(f"  {spec['cs'] if czech() else spec['en']}: d20 = "
                f"{die(self.effect_roll, good=not self.effect)} " + _("vs") + " "
                f"{_(ATTR_NAMES[a.resist])} {a.resist_target}: "
                + (f"[bold red]{_(spec['effect'])}[/]" if self.effect else _("resisted")))
            if self.stunned_minutes:
                add("  " + ngettext("stunned for {minutes} minute(s)",
                                    "stunned for {minutes} minute(s)",
                                    self.stunned_minutes).format(
                                        minutes=f"[bold]{self.stunned_minutes}[/]")
                    + f" ({self.effect_roll} - {a.resist_target})")
            if self.effect and a.knockback_force:
                add("  " + shown(say("knockback force +{force}", force=str(a.knockback_force))))
            return done()
        weapons = a.weapons()
        for landed in self.landed:
            weapon = weapons[landed["index"]]
            prefix = "  "
            if a.second is not None:
                add(f"  {esc(_pair(weapon.item))}:")
                prefix = "    "
            for line in _landed_lines(weapon, landed, self.luck, self.multiplier, prefix):
                add(line)
        if a.second is not None:
            add("  " + _("damage in all: {damage}").format(damage=f"[bold]{self.damage}[/]"))
        return done()

    def _hp_lines(self) -> list[str]:
        a, r = self.attack, cat.rules()
        line = "  " + _("target HP: {before} -> {left} of {most}").format(
            before=a.target_hp, left=f"[bold]{self.hp_left}[/]", most=a.max_hp)
        if self.dead:
            line += " [bold red]" + _("dead") + "[/]"
        elif self.pain_check:
            line += pain_note()
        return [line]


def _pair(entry: dict) -> str:
    """A data-file term: English 'en (cs)', Czech just 'cs'."""
    from muster.i18n import czech

    return entry["cs"] if czech() else f"{entry['en']} ({entry['cs']})"


def _term(entry: dict, english: str, style: str) -> str:
    """A rulebook term in colour: English '[style]English[/] (cs)', Czech '[style]Cs[/]'."""
    from muster.i18n import czech

    if czech():
        text = entry["cs"]
        return f"[{style}]{esc(text[:1].upper() + text[1:])}[/]"
    return f"[{style}]{english}[/] ({esc(entry['cs'])})"


def pain_note() -> str:
    """'; more than half lost: roll for Pain (Bolest)' (L51)."""
    from muster.i18n import czech

    pain = cat.rules()["pain"]
    term = f"[bold red]{pain['cs']}[/]" if czech() else \
        f"[bold red]{pain['en']}[/] ({pain['cs']})"
    return shown(say("; more than half lost: roll for {pain}", pain=term))


HOUSE_RULE = N_("(house rule, RULINGS 25: the rulebook gives no direction; 12 o'clock is "
                "straight on past the target)")
# the blunt specials' and covering fire's effects (data/rules.toml `effect`), shown through `_`
EFFECTS = (N_("stunned for as many minutes as the roll exceeded Durability"),
           N_("knocked to the ground"), N_("knocked back"),
           N_("must use its next action to go prone"))


def _landed_lines(a: Attack, landed: dict, luck: bool, multiplier: int, pre: str) -> list[str]:
    """The view of one weapon's blow that got through."""
    from muster.i18n import czech

    r = cat.rules()
    out = []
    hits, wounds = landed["hits"], landed["wounds"]
    if landed["auto_roll"] is not None:
        which = _("rapid-fire hits") if a.rapid_fire else _("automatic hits")
        out.append(f"{pre}{which}: d20 = {die(landed['auto_roll'])} -> "
                   + ngettext("{n} hit(s)", "{n} hit(s)", hits).format(n=hits))
    parts = a.damage_parts
    if parts[0][0] == 0 and len(parts) > 1:
        parts = parts[1:]  # unarmed: the Strength bonus is the whole damage (L31)
    dmg = " + ".join(f"{v} ({esc(shown(why))})" if i or why != "weapon" else f"{v}"
                     for i, (v, why) in enumerate(parts)).replace("+ -", "- ")
    total = "" if len(parts) == 1 and parts[0][0] == a.damage_per_hit else \
        f" = {a.damage_per_hit}"
    out.append(pre + _("damage per hit: {dmg}").format(dmg=dmg) + total)
    arm = f"Armor {a.target_armor}"
    if a.piercing and a.target_armor:
        arm += f" - {a.piercing} (" + _("armour-piercing") + f") = {a.armor}"
    if luck:
        out.append(pre + _("Luck: no Armor roll, every hit wounds"))
        if multiplier > 1:
            out.append(pre + shown(say("{zero} and Luck: double damage",
                                zero=_pair(r["zero_armor"]))))
    elif a.armor <= 0:
        out.append(pre + shown(say("{armor}: every hit wounds, no Armor roll", armor=arm)))
    else:
        rolls = " ".join(die(v, good=not passes(v, a.armor)) for v in landed["armor_rolls"])
        roll_word = r['armor_roll']['cs'][:1].upper() + r['armor_roll']['cs'][1:] if czech() \
            else f"{r['armor_roll']['en']} ({r['armor_roll']['cs']})"
        out.append(f"{pre}{roll_word} " + _("vs") + f" {arm}: "
                   + f"{rolls or f'{hits} x d20'}: " + _("{wounds} of {hits} wound (roll > {armor})")
                   .format(wounds=wounds, hits=hits, armor=a.armor))
    out.append(pre + _("damage: {wounds} x {per} = {total}").format(
        wounds=wounds, per=landed['damage_per_hit'], total=f"[bold]{landed['damage']}[/]"))
    return out


HANDS_CS = {"one-handed": "jednoruční", "two-handed": "obouruční", "polearm": "dřevcovou"}
KINDS = (N_("melee"), N_("shooting"), N_("throwing"), N_("stabbing"), N_("cutting"),
         N_("blunt"))


def grenade_miss(src: Source, roll: int, hit_target: int) -> tuple[int, int | None]:
    """Where a missed grenade lands (L45): (roll - the RC it was rolled against) metres from
    the target; RULINGS 25: the seed gives no direction, so a d12 clock bearing is rolled
    (a house rule), only when it lands off the target. Returns (metres, bearing or None).
    `wound void` and `scatter void` both call this: the one copy of the rule."""
    metres = max(0, roll - hit_target)
    if not metres:
        return 0, None
    return metres, src.d(cat.rules()["grenade_miss"]["bearing_sides"])


def wound(src: Source, a: Attack, hit_roll: int | None = None) -> Wound:
    """Hit -> defence -> automatic hits -> Armor roll per hit -> damage -> HP and Pain.

    Dice are asked for in this order: hit d20 (a missed grenade: then a d12 bearing), defence
    d20 (melee/thrown, if a defence is chosen), automatic-hits d20 (automatic fire), one Armor
    d20 per hit (thrown together)."""
    w = Wound(a)
    if a.out_of_range:
        return w
    if not _hit(src, w, a, hit_roll):
        return w
    return _after_hit(src, w, a)


def _hit(src: Source, w: Wound, a: Attack, hit_roll: int | None = None) -> bool:
    """The hit roll (or the shared one of a one-roll action, ``hit_roll``): Luck, Bad luck,
    broken or lost weapons, overheating, where a missed grenade lands. True on a hit."""
    r = cat.rules()
    roll = w.hit_roll = src.d(SIDES) if hit_roll is None else hit_roll
    w.luck = roll == r["test"]["luck"]
    w.bad_luck = roll == r["test"]["bad_luck"]
    w.hit = (not w.bad_luck) if a.control_roll else passes(roll, a.hit_target)
    for weapon in a.weapons():
        if w.bad_luck and not weapon.unbreakable:
            if weapon.kind == "throwing":
                w.weapon_lost = True
            else:
                w.weapon_broken = True
        if weapon.overheat and weapon.overheat[0] <= roll <= weapon.overheat[1]:
            w.overheated = True
    if not w.hit:
        if a.category == "grenade":
            w.miss_distance_m, w.miss_bearing = grenade_miss(src, roll, a.hit_target)
        return False
    return True


def _after_hit(src: Source, w: Wound, a: Attack) -> Wound:
    """Defence, a blunt special's effect, automatic hits, Armor rolls, damage and HP."""
    r = cat.rules()
    if a.defence:
        # one d20 whose only question is pass or fail (the exact driver weighs it so)
        pool = src.pool(1, SIDES)
        w.defended = pool.count(lambda v: passes(v, a.defence_target)) == 1
        seen = pool.seen()
        w.defence_roll = seen[0] if seen else None
        if w.defended and a.second is None:
            return w
    if a.resist:
        # a blunt special does not wound: the target rolls its attribute instead of Armor
        w.effect_roll = src.d(SIDES)
        w.effect = not passes(w.effect_roll, a.resist_target)
        if w.effect and a.resist == "d":
            w.stunned_minutes = max(1, w.effect_roll - a.resist_target)
        w.hits = 1
        return w
    if w.luck and a.target_armor == 0:
        w.multiplier = r["zero_armor"]["luck_multiplier"]
    for i, weapon in enumerate(a.weapons()):
        if w.defended and i == a.defended_weapon:
            continue
        w.landed.append(_land(src, w, weapon, i))
    w.hits = sum(x["hits"] for x in w.landed)
    w.wounds = sum(x["wounds"] for x in w.landed)
    w.armor_rolls = [v for x in w.landed for v in x["armor_rolls"]]
    w.armor_rolled = any(x["armor_rolled"] for x in w.landed)
    w.auto_roll = next((x["auto_roll"] for x in w.landed if x["auto_roll"] is not None), None)
    w.damage = sum(x["damage"] for x in w.landed)
    w.hp_left = max(0, a.target_hp - w.damage)
    lost = a.max_hp - w.hp_left
    w.dead = w.hp_left == 0
    w.pain_check = w.damage > 0 and not w.dead and 2 * lost > a.max_hp
    return w


# ======================================================= one roll or one shot, several targets


class Volley:
    """An attack on several targets: a class action's single roll (Sweep, Clearing fire,
    Covering fire), or a swarm weapon's roll per target (L13, L15, L39)."""

    def __init__(self, attack: Attack, shared_roll: bool, targets: list[Wound],
                 will_rolls: list[int | None], prone: list[bool]):
        self.attack = attack
        self.shared_roll = shared_roll
        self.targets = targets
        self.will_rolls = will_rolls
        self.prone = prone
        self.seed: int | None = None

    @property
    def covering(self) -> bool:
        return self.attack.action == "covering-fire"

    def summary(self) -> dict:
        t = self.targets
        return {"hit": sum(w.hit for w in t), "wounded": sum(w.damage > 0 for w in t),
                "dead": sum(w.dead for w in t), "damage": sum(w.damage for w in t),
                "prone": sum(self.prone),
                "weapon_broken": any(w.weapon_broken or w.weapon_lost for w in t),
                "overheated": any(w.overheated for w in t)}

    def to_json(self) -> dict:
        a = self.attack
        out = {"game": "void", "weapon": a.item["en"], "weapon_cs": a.item["cs"],
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

    def lines(self) -> list[str]:
        a, r = self.attack, cat.rules()
        n = len(self.targets)
        if a.action:
            act = r["actions"][a.action]
            head = _capital_term(act) + ": " + ngettext(
                "one roll against {n} target(s) inside {degrees} degrees",
                "one roll against {n} target(s) inside {degrees} degrees", n).format(
                    n=n, degrees=act["arc_degrees"])
        else:
            sw = r["swarm"]
            head = _capital_term(sw) + ": " + ngettext(
                "one roll per target, {n} target(s) inside {degrees} degrees",
                "one roll per target, {n} target(s) inside {degrees} degrees", n).format(
                    n=n, degrees=sw["arc_degrees"])
        out = [head]
        if self.covering:
            first = self.targets[0].tagged_lines()
            out += [x for tag, x in first[1:] if tag in ("hit", "breaks", "range", "out")]
            act = r["actions"][a.action]
            for i, w in enumerate(self.targets):
                if not w.hit:
                    break
                if w.luck:
                    out.append(shown(say("target {n}: Luck - must go prone, no Will roll",
                                         n=i + 1)))
                    continue
                roll = self.will_rolls[i]
                rolled = die(roll, good=not self.prone[i]) if roll is not None else "d20"
                out.append(shown(say("target {n}: Will d20 = {roll} vs {will}: {outcome}", n=i + 1,
                              roll=rolled, will=a.target_will,
                              outcome=f"[bold red]{esc(_(act['effect']))}[/]" if self.prone[i]
                              else _("resists"))))
        else:
            for i, w in enumerate(self.targets):
                tagged = w.tagged_lines()[1:]
                if i and self.shared_roll:
                    tagged = [(t, x) for t, x in tagged if t not in ("hit", "breaks", "range")]
                out.append(shown(say("target {n}:", n=i + 1)))
                out += [x for _t, x in tagged]
        s = self.summary()
        if self.covering:
            out.append(shown(say("{prone} of {n} must go prone",
                                 prone=f"[bold]{s['prone']}[/]", n=n)))
        else:
            out.append(shown(say("{wounded} of {n} wounded, damage in all {damage}",
                          wounded=f"[bold]{s['wounded']}[/]", n=n,
                          damage=f"[bold]{s['damage']}[/]"))
                       + (shown(say(", {dead} dead", dead=s["dead"])) if s["dead"] else ""))
        return out


def _capital_term(entry: dict) -> str:
    """A heading term: English '[bold]En[/] (cs)', Czech '[bold]Cs[/]'."""
    from muster.i18n import czech

    if czech():
        return f"[bold]{esc(entry['cs'][:1].upper() + entry['cs'][1:])}[/]"
    return f"[bold]{esc(entry['en'].capitalize())}[/] ({esc(entry['cs'])})"


def volley(src: Source, a: Attack, targets: int) -> Volley:
    """Sweep and Clearing fire: one hit roll, then each target's defence, Armor and damage.
    Covering fire: one roll, then each target's Will (Luck: all go prone). A swarm weapon
    (no action): the whole attack once per target, hit roll included.

    Dice: the shared hit roll first, then target by target (defence, automatic hits,
    Armor rolls; or the Will roll); a swarm weapon: each target's attack in turn."""
    r = cat.rules()
    if a.action == "covering-fire":
        first = Wound(a)
        wounds, wills, prone = [], [], []
        hit = not a.out_of_range and _hit(src, first, a)
        for i in range(targets):
            w = first if i == 0 else Wound(a)
            if i and not a.out_of_range:
                _hit(src, w, a, first.hit_roll)
            wounds.append(w)
            if not hit:
                wills.append(None)
                prone.append(False)
            elif first.luck:
                wills.append(None)
                prone.append(True)
            else:
                pool = src.pool(1, SIDES)
                fails = pool.count(lambda v: not passes(v, a.target_will)) == 1
                seen = pool.seen()
                wills.append(seen[0] if seen else None)
                prone.append(fails)
        return Volley(a, True, wounds, wills, prone)
    if a.action:
        first = wound(src, a)
        rest = [wound(src, a, hit_roll=first.hit_roll) for _ in range(targets - 1)] \
            if not a.out_of_range else [Wound(a) for _ in range(targets - 1)]
        return Volley(a, True, [first] + rest, [None] * targets, [False] * targets)
    return Volley(a, False, [wound(src, a) for _ in range(targets)], [None] * targets,
                  [False] * targets)


MAX_TARGETS = 50


# the most targets whose exact odds are walked (each target multiplies the branches);
# past them --odds is refused at once, pointing to --times
EXACT_TARGETS = {"swarm": 3, "automatic": 3, "shared": 6, "covering-fire": 12}


def check_exact_targets(a: Attack, targets: int) -> None:
    kind = ("covering-fire" if a.action == "covering-fire" else
            "swarm" if not a.action else
            "automatic" if a.mode == "automatic" else "shared")
    most = EXACT_TARGETS[kind]
    if targets > most:
        raise MusterError(say("exact odds for {targets} targets branch too widely (at most "
                              "{most} here); use --times N for an estimate", targets=targets,
                              most=most))


def check_targets(a: Attack, targets: int) -> bool:
    """Whether the attack is a volley (an action, or several targets), refusing what the
    rules do not allow."""
    if not 1 <= targets <= MAX_TARGETS:
        raise MusterError(say("{name} must be between {low} and {high}, not {value}",
                              name="--targets", low=1, high=MAX_TARGETS, value=targets))
    if targets > 1 and not (a.action or a.swarm):
        raise MusterError(say("the {weapon} hits one target; several targets are hit by "
                              "--action sweep / clearing-fire / covering-fire, or by a swarm "
                              "weapon (a shotgun)", weapon=named(a.item)))
    if a.action and a.special:
        raise MusterError(_("--action cannot be combined with --special"))
    return bool(a.action) or targets > 1


class VolleyOutcome(Outcome):
    words = (lambda k: _count(ngettext("{n} hit", "{n} hit", k[0]), k[0]),
             lambda k: k[1] and _count(ngettext("{n} wounded", "{n} wounded", k[1]), k[1]),
             lambda k: k[2] and _count(ngettext("{n} dead", "{n} dead", k[2]), k[2]),
             lambda k: k[3] and _count(ngettext("{n} damage", "{n} damage", k[3]), k[3]),
             lambda k: k[4] and _count(ngettext("{n} prone", "{n} prone", k[4]), k[4]),
             lambda k: _("weapon broken") if k[5] else "")


def volley_key(v: Volley) -> VolleyOutcome:
    """(targets hit, wounded, dead, damage in all, gone prone, weapon broken)."""
    s = v.summary()
    return VolleyOutcome((s["hit"], s["wounded"], s["dead"], s["damage"], s["prone"],
                          s["weapon_broken"]))


def volley_odds(a: Attack, targets: int, dist):
    """The chance of each number of targets wounded (or gone prone), damage in all."""
    from muster.engine.odds import Distribution, fraction_text, percent
    from muster.engine.run import OddsResult

    col = 4 if a.action == "covering-fire" else 1
    name = "prone" if col == 4 else "wounded"
    counts: dict = {}
    damage: dict = {}
    for k, p in dist.probs.items():
        counts[k[col]] = counts.get(k[col], 0) + p
        damage[k[3]] = damage.get(k[3], 0) + p
    crow = Distribution(counts, dist.truncated).numeric_table()
    ddist = Distribution(damage, dist.truncated)
    broken = dist.p(lambda k: k[5])
    hit_any = dist.p(lambda k: k[0] > 0)
    body = {"game": "void", "odds": True, "weapon": a.item["en"], "action": a.action,
            "targets": targets, "hit_any": dist.prob(hit_any), name: crow,
            "weapon_broken": dist.prob(broken), "exact": dist.exact}
    from muster.i18n import czech, decimal

    r = cat.rules()
    what = r["actions"][a.action] if a.action else r["swarm"]
    title = (f"{a.shown_name()}, {what['cs']}" if czech() else
             f"{a.name()}, {what['en'] if a.action else 'swarm weapon'}")
    view = [f"[bold]{esc(title)}: "
            + ngettext("{n} target(s)", "{n} target(s)", targets).format(n=targets) + "[/]",
            "  " + _("at least one hit") + f": [bold]{percent(hit_any)}[/] "
            f"({fraction_text(hit_any)})",
            "  " + _("weapon broken") + f": {percent(broken)}"]
    view.append("  " + (_("targets prone:") if col == 4 else _("targets wounded:")))
    for row in crow:
        view.append(f"    {row['value']:>3}: {percent(row['p'])} ({row['fraction']}), "
                    + _("at least") + f" {percent(row['at_least']['p'])}")
    if col == 1:
        body["damage"] = ddist.numeric_table()
        body["mean_damage"] = round(ddist.mean(), 6)
        view.append("  " + _("mean damage in all {mean}").format(mean=decimal(ddist.mean(), 4)))
    return OddsResult(body, view)


class WoundOutcome(Outcome):
    words = (lambda k: (_("hit") if k[0] else _("miss")) + (_(", avoided") if k[1] else ""),
             lambda k: (k[0] and not k[1]
                        and _count(ngettext("{n} damage", "{n} damage", k[3]), k[3])),
             lambda k: _("dead") if k[5] else _("Pain") if k[4] else "",
             lambda k: _("weapon broken/lost") if k[6] else "",
             lambda k: _("overheated") if k[7] else "",
             lambda k: _("effect") if k[8] else "")


def _land(src: Source, w: Wound, weapon: Attack, index: int) -> dict:
    """One weapon's blow that got through: its number of hits, Armor rolls and damage."""
    r = cat.rules()
    hits, auto_roll = 1, None
    if weapon.mode == "automatic":
        # the d20 counts only by its band, so the exact driver weighs 3 bands, not 20 faces
        which = "rapid_fire" if weapon.rapid_fire else "hits"
        bands = tuple((b["low"], b["high"], b[which]) for b in r["auto_hits"])

        def band_hits(v: int) -> int:
            return next(h for low, high, h in bands if low <= v <= high)

        hits, rolled = src.until(lambda s: s.d(SIDES), lambda v: True, band_hits,
                                 memo=("void-auto-hits", bands))
        auto_roll = rolled[0] if rolled else None
    rolls: list = []
    rolled = False
    if w.luck or weapon.armor <= 0:
        wounds = hits
    else:
        pool = src.pool(hits, SIDES)
        rolled = True
        wounds = pool.count(lambda v: not passes(v, weapon.armor))
        rolls = pool.seen()
    return {"weapon": weapon.item["en"], "index": index, "auto_roll": auto_roll, "hits": hits,
            "armor_rolled": rolled, "armor_rolls": rolls, "wounds": wounds,
            "damage_per_hit": weapon.damage_per_hit * w.multiplier,
            "damage": wounds * weapon.damage_per_hit * w.multiplier}


def wound_key(w: Wound) -> WoundOutcome:
    """(hit, defended, wounds, damage, pain_check, dead, weapon broken or lost, overheated,
    blunt effect applied)."""
    return WoundOutcome((w.hit, w.defended, w.wounds, w.damage, w.pain_check, w.dead,
                         w.weapon_broken or w.weapon_lost, w.overheated, w.effect))


def wound_odds(a: Attack, dist):
    """Exact chances along the pipeline, and the distribution of damage."""
    from muster.engine.odds import Distribution, fraction_text, percent
    from muster.engine.run import OddsResult, distribution_lines

    def chance(i):
        return dist.p(lambda k: bool(k[i]))

    named = [("hit", chance(0)), ("defended", chance(1)),
             ("wounded", dist.p(lambda k: k[3] > 0)), ("pain_check", chance(4)),
             ("dead", chance(5)), ("weapon_broken", chance(6)), ("overheated", chance(7)),
             ("effect", chance(8))]
    damage: dict = {}
    for k, p in dist.probs.items():
        damage[k[3]] = damage.get(k[3], 0) + p
    ddist = Distribution(damage, dist.truncated)
    rows = ddist.numeric_table()
    body: dict = {"game": "void", "odds": True, "weapon": a.item["en"], "exact": dist.exact}
    for name, p in named:
        body[name] = dist.prob(p)
    body["damage"] = rows
    body["mean_damage"] = round(ddist.mean(), 6)
    body["sd_damage"] = round(ddist.sd(), 6)
    from muster.i18n import czech

    view = ["[bold]" + shown(say("{weapon} against Armor {armor}, {hp} HP",
                          weapon=esc(a.shown_name()),
                          armor=a.target_armor, hp=a.target_hp)) + "[/]"]
    for name, p in named:
        if name == "overheated" and not any(x.overheat for x in a.weapons()):
            continue
        if name == "defended" and not a.defence:
            continue
        if name == "effect" and not a.resist:
            continue
        view.append(f"  {_(name.replace('_', ' '))}: [bold]{percent(p)}[/] "
                    f"({fraction_text(p)})")
    view += ["  " + line for line in distribution_lines("damage", ddist, rows)]
    return OddsResult(body, view)


def check_roll(target: int | None, mods: list[int], corrective: bool, spoiling: bool,
               control: bool) -> str:
    """Validate the options of `roll void`; returns the title for the odds view."""
    t = cat.rules()["test"]
    if control:
        if target is not None or mods or corrective or spoiling:
            raise MusterError(_("a control roll (--control) takes no --target, --mod, "
                                "--corrective or --spoiling: only Luck and Bad luck count"))
        return _("Control roll (d20): Luck on 1, Bad luck on 20")
    if target is None:
        raise MusterError(_("give --target T (the attribute or Armor to roll under), "
                            "or --control for a control roll"))
    # the limits apply to the effective target (after modifiers), and it has none: above
    # max_target only a natural 20 (Bad luck) fails, below 1 only a natural 1 (Luck) succeeds
    if target < t["min_target"]:
        raise MusterError(say("--target is an attribute or Armor, {low} or more, not {value} "
                              "(a penalty goes in --mod)", low=t["min_target"], value=target))
    if corrective and spoiling:
        raise MusterError(_("--corrective and --spoiling cannot be combined (the rules do not "
                            "say which comes first); choose one"))
    extra = _(" with a corrective roll") if corrective else _(" with a spoiling roll") \
        if spoiling else ""
    return f"d20 <= {target}{_signed(mods)}{extra}"
