"""Void: falling, grabbing, breaking free and throwing an opponent (seed 003 L21, L31, L43).

Each is written once against a dice source, like the attack pipeline in `wound`; a fall
rolls no dice at all (an automatic wound). The numbers are in ``data/rules.toml``.
"""

from __future__ import annotations

from muster.engine.dice import Source
from muster.engine.render import die, esc, verdict
from muster.errors import MusterError
from muster.games.void import catalogue as cat
from muster.games.void.roll_under import SIDES, passes
from muster.games.void.terms import (capital_term as _capital_term, check_range, pain_note,
                                     pair as _pair, signed as _signed)
from muster.i18n import N_, _, czech, say, shown

MAX_METRES = 100_000


def fall_damage(metres: int, size: int) -> int:
    """DAM 10 per metre above the size (L21): size 2 falling 2 m takes 0, 3 m takes 10."""
    return cat.rules()["fall"]["damage_per_metre"] * max(0, metres - size)


def _hp_after(hp: int, max_hp: int, damage: int) -> dict:
    left = max(0, hp - damage)
    dead = left == 0
    return {"hp_left": left, "dead": dead,
            "pain_check": damage > 0 and not dead and 2 * (max_hp - left) > max_hp}


def _hp_line(hp: int, max_hp: int, after: dict, who: str = "") -> str:
    """'  HP: 40 -> 30 of 40', after ``who`` ('thrown', 'struck'): '  thrown: HP: ...'."""
    line = "  " + (f"{who}: " if who else "") + shown(say("HP: {before} -> {left} of {most}",
                                                    before=hp, most=max_hp,
                                                    left=f"[bold]{after['hp_left']}[/]"))
    if after["dead"]:
        return line + " [bold red]" + _("dead") + "[/]"
    if after["pain_check"]:
        line += pain_note()
    return line


def check_body(size: int, hp: int, max_hp: int | None, what: str = "") -> int:
    sizes = cat.rules()["sizes"]
    check_range(f"--{what}size", size, sizes["min"], sizes["max"])
    if hp < 1:
        raise MusterError(say("{name} must be at least 1, not {value}", name=f"--{what}hp",
                              value=hp))
    max_hp = hp if max_hp is None else max_hp
    if max_hp < hp:
        raise MusterError(say("{name} ({most}) cannot be below {hp_name} ({hp})",
                              name=f"--{what}max-hp", most=max_hp, hp_name=f"--{what}hp",
                              hp=hp))
    return max_hp


# ----------------------------------------------------------------------------- falling


class Fall:
    """A fall: an automatic wound; Strength, Durability and armour do not matter (L21)."""

    def __init__(self, metres: int, size: int, hp: int, max_hp: int | None = None):
        if not 0 <= metres <= MAX_METRES:
            raise MusterError(say("--fall must be between 0 and {most} metres, not {value}",
                                  most=MAX_METRES, value=metres))
        # the faller is the command's target: --target-size, --target-hp, --target-max-hp
        self.max_hp = check_body(size, hp, max_hp, "target-")
        self.metres, self.size, self.hp = metres, size, hp

    def roll(self, src: Source) -> "FallResult":
        return FallResult(self)


class FallResult:
    def __init__(self, fall: Fall):
        self.fall = fall
        self.damage = fall_damage(fall.metres, fall.size)
        self.after = _hp_after(fall.hp, fall.max_hp, self.damage)
        self.seed: int | None = None

    def to_json(self) -> dict:
        f = self.fall
        return {"game": "void", "fall_m": f.metres, "size": f.size,
                "metres_above_size": max(0, f.metres - f.size), "damage": self.damage,
                **self.after, "seed": self.seed}

    def lines(self) -> list[str]:
        f, r = self.fall, cat.rules()["fall"]
        above = max(0, f.metres - f.size)
        return [_capital_term(r) + ": "
                + shown(say("{metres} m, size {size}: {above} m above the size x {per} = {damage} "
                     "damage (automatic: Strength, Durability and armour do not matter)",
                     metres=f.metres, size=f.size, above=above, per=r["damage_per_metre"],
                     damage=f"[bold]{self.damage}[/]")),
                _hp_line(f.hp, f.max_hp, self.after)]


def fall_key(result: FallResult) -> int:
    return result.damage


# -------------------------------------------------------------------------------- grab


class Grab:
    """A grab: an ordinary CC attack roll that the opponent may dodge or parry (L31)."""

    def __init__(self, cc: int, strength: int, target_strength: int, mods: list[int],
                 defence: str | None, defence_target: int | None):
        if strength < target_strength:
            raise MusterError(say("a grab needs the grabber's Strength ({strength}) equal to "
                                  "or above the opponent's ({target}) (L31)",
                                  strength=strength, target=target_strength))
        self.cc, self.strength, self.target_strength = cc, strength, target_strength
        self.mods = list(mods)
        self.target = cc + sum(mods)
        self.defence, self.defence_target = defence, defence_target

    def roll(self, src: Source) -> "GrabResult":
        roll = src.d(SIDES)
        hit = passes(roll, self.target)
        defended, defence_roll = False, None
        if hit and self.defence:
            pool = src.pool(1, SIDES)
            defended = pool.count(lambda v: passes(v, self.defence_target)) == 1
            seen = pool.seen()
            defence_roll = seen[0] if seen else None
        return GrabResult(self, roll, hit, defence_roll, defended)


class GrabResult:
    def __init__(self, grab: Grab, roll: int, hit: bool, defence_roll, defended: bool):
        self.grab, self.roll, self.hit = grab, roll, hit
        self.defence_roll, self.defended = defence_roll, defended
        self.grabbed = hit and not defended
        self.seed: int | None = None

    def to_json(self) -> dict:
        g = self.grab
        return {"game": "void", "action": "grab", "hit_target": g.target, "hit_roll": self.roll,
                "hit": self.hit, "defence": g.defence, "defence_target": g.defence_target,
                "defence_roll": self.defence_roll, "defended": self.defended,
                "grabbed": self.grabbed, "seed": self.seed}

    def lines(self) -> list[str]:
        g, r = self.grab, cat.rules()
        out = [_capital_term(r["grab"]) + ": "
               + shown(say("Strength {strength} against {target}, may grab", strength=g.strength,
                    target=g.target_strength)),
               "  " + _("CC roll") + f": d20 = {die(self.roll, good=self.hit)} " + _("vs")
               + f" CC {g.cc}{_signed(g.mods)}{f' = {g.target}' if g.mods else ''}: "
               f"{verdict(self.hit, 'HIT', 'MISS')}"]
        if self.hit and g.defence:
            d = r["defence"][g.defence]
            rolled = die(self.defence_roll, good=self.defended) if self.defence_roll else "d20"
            out.append(f"  {_pair(d)}: {rolled} " + _("vs") + f" {g.defence_target}: "
                       f"{verdict(self.defended, 'AVOIDED', 'FAILED')}")
        if self.grabbed:
            out.append(f"  {verdict(True, 'GRABBED')}: "
                       + _("the opponent can do nothing but try to break free (a Strength "
                           "roll, its whole action); the grabber can do nothing else, and may "
                           "let go at any time"))
        else:
            out.append(f"  {verdict(False, no='NOT GRABBED')}")
        return out


def grab_key(result: GrabResult) -> str:
    return "grabbed" if result.grabbed else ("avoided" if result.hit else "missed")


# -------------------------------------------------------------------------- break free


class BreakFree:
    """The grabbed one's whole action: a Strength roll; free at once, with no roll, when its
    Strength is above the grabber's (L31)."""

    def __init__(self, strength: int, grabber_strength: int, mods: list[int]):
        self.strength, self.grabber_strength = strength, grabber_strength
        self.mods = list(mods)
        self.target = strength + sum(mods)
        self.automatic = strength > grabber_strength

    def roll(self, src: Source) -> "BreakFreeResult":
        if self.automatic:
            return BreakFreeResult(self, None, True)
        roll = src.d(SIDES)
        return BreakFreeResult(self, roll, passes(roll, self.target))


class BreakFreeResult:
    def __init__(self, bf: BreakFree, roll: int | None, free: bool):
        self.bf, self.roll, self.free = bf, roll, free
        self.seed: int | None = None

    def to_json(self) -> dict:
        b = self.bf
        return {"game": "void", "action": "break-free", "strength": b.strength,
                "grabber_strength": b.grabber_strength, "target": b.target, "roll": self.roll,
                "automatic": b.automatic, "free": self.free, "seed": self.seed}

    def lines(self) -> list[str]:
        b, r = self.bf, cat.rules()["break_free"]
        head = _capital_term(r)
        if b.automatic:
            return [f"{head}: " + shown(say("Strength {strength} is above the grabber's {grabber}: "
                                     "{free} at once, no roll", strength=b.strength,
                                     grabber=b.grabber_strength, free=verdict(True, "FREE")))]
        return [f"{head}: " + _("Strength roll") + f" d20 = {die(self.roll, good=self.free)} "
                + _("vs") + f" {b.strength}{_signed(b.mods)}"
                f"{f' = {b.target}' if b.mods else ''}: "
                + (verdict(True, "FREE") if self.free else verdict(False, no="STILL HELD"))]


def break_free_key(result: BreakFreeResult) -> str:
    return "free" if result.free else "still held"


# --------------------------------------------------------------------- throw an opponent


STRUCK = ("armor", "durability", "dodge")
STRUCK_ROLLS = {"armor": N_("Armor roll"),
                "durability": N_("Durability roll (no Armor: double damage)"),
                "dodge": N_("dodge (Agility)")}


class ThrowOpponent:
    """A grabbed opponent thrown (L43): the size rule, the reach by the thrower's Strength,
    the impact on what it strikes (a roll of the struck object's) and the landing."""

    def __init__(self, size: int, target_size: int, strength: int, one_limb: bool,
                 distance: int | None, target_hp: int, target_max_hp: int | None,
                 struck: str | None, struck_value: int | None, struck_hp: int | None):
        t = cat.rules()["throw_opponent"]
        sizes = cat.rules()["sizes"]
        check_range("--size", size, sizes["min"], sizes["max"])
        self.max_hp = check_body(target_size, target_hp, target_max_hp, "target-")
        need = t["one_limb_larger_by" if one_limb else "two_limbs_larger_by"]
        if size - target_size < need:
            raise MusterError(say("to throw with one limb the thrower must be at least {need} "
                                  "size classes larger (L43): size {size} against {target}"
                                  if one_limb else
                                  "to throw with two limbs the thrower must be at least {need} "
                                  "size classes larger (L43): size {size} against {target}",
                                  need=need, size=size, target=target_size))
        band = cat.strength_band(strength)
        self.reach = band["throw_range_m"]
        if distance is None:
            distance = self.reach
        if not 0 <= distance <= self.reach:
            raise MusterError(say("Strength {strength} throws an opponent at most {reach} m "
                                  "(L43), so --distance must be 0-{reach}, not {value}",
                                  strength=strength, reach=self.reach, value=distance))
        if struck is not None and struck not in STRUCK:
            raise MusterError(say("--struck must be one of {known}, not '{value}'",
                                  known=", ".join(STRUCK), value=struck))
        if struck is not None and struck_value is None:
            raise MusterError(_("--struck needs --struck-value (its Armor, Durability or "
                                "Agility)"))
        if struck is None and (struck_value is not None or struck_hp is not None):
            raise MusterError(_("--struck-value and --struck-hp need --struck armor, "
                                "durability or dodge (what the thrown opponent strikes)"))
        if struck is not None:
            check_range("--struck-value", struck_value, 1, 19)
        self.size, self.target_size, self.strength = size, target_size, strength
        self.one_limb, self.distance = one_limb, distance
        self.target_hp = target_hp
        self.struck, self.struck_value, self.struck_hp = struck, struck_value, struck_hp
        self.landing = fall_damage(distance, target_size)
        self.impact = target_size * t["impact_per_size"]
        if struck == "durability":
            self.impact *= t["no_armor_multiplier"]

    def roll(self, src: Source) -> "ThrowResult":
        roll, hurt = None, False
        if self.struck is not None:
            roll = src.d(SIDES)
            # an Armor or Durability roll above the value lets the damage through; a dodge
            # that succeeds avoids it
            hurt = not passes(roll, self.struck_value)
        return ThrowResult(self, roll, hurt)


class ThrowResult:
    def __init__(self, t: ThrowOpponent, roll: int | None, hurt: bool):
        self.t, self.roll, self.hurt = t, roll, hurt
        self.struck_damage = t.impact if hurt else 0
        self.after = _hp_after(t.target_hp, t.max_hp, t.landing)
        self.struck_after = None if t.struck_hp is None else \
            _hp_after(t.struck_hp, t.struck_hp, self.struck_damage)
        self.seed: int | None = None

    def to_json(self) -> dict:
        t = self.t
        return {"game": "void", "action": "throw-opponent", "reach_m": t.reach,
                "distance_m": t.distance, "landing_damage": t.landing,
                "thrown": self.after, "struck": t.struck, "struck_value": t.struck_value,
                "struck_roll": self.roll, "impact_damage": t.impact if t.struck else None,
                "struck_damage": self.struck_damage,
                "struck_after": self.struck_after, "seed": self.seed}

    def lines(self) -> list[str]:
        t, r = self.t, cat.rules()
        th = r["throw_opponent"]
        limbs = _("one limb") if t.one_limb else _("two limbs")
        out = [_capital_term(th) + ": "
               + shown(say("size {size} throws size {target} with {limbs} (grabbed first); "
                           "Strength {strength} reaches {reach} m, thrown {distance} m",
                           size=t.size,
                    target=t.target_size, limbs=limbs, strength=t.strength, reach=t.reach,
                    distance=t.distance))]
        if t.struck:
            what = _(STRUCK_ROLLS[t.struck])
            rolled = die(self.roll, good=not self.hurt) if self.roll is not None else "d20"
            out.append("  " + _("strikes an object") + ": DAM " + _("size")
                       + f" {t.target_size} x {th['impact_per_size']}"
                       + (" x 2" if t.struck == "durability" else "")
                       + f" = {t.impact}; {what}: {rolled} " + _("vs") + f" {t.struck_value}: "
                       + ("[bold red]" + shown(say("{damage} damage", damage=self.struck_damage))
                          + "[/]" if self.hurt else _("no damage")))
            if self.struck_after:
                out.append(_hp_line(t.struck_hp, t.struck_hp, self.struck_after,
                                    _("struck")))
        out.append("  " + shown(say("landing, as a fall of {distance} m: {damage} damage "
                                    "(automatic)", distance=t.distance, damage=t.landing)))
        out.append(_hp_line(t.target_hp, t.max_hp, self.after, _("thrown")))
        return out


def throw_key(result: ThrowResult) -> str:
    return "struck object hurt" if result.hurt else \
        ("struck object unhurt" if result.t.struck else "no object struck")


# ------------------------------------------------------------------------------ forms


MOVES = ("grab", "break-free", "throw-opponent")
# the outcomes of the moves (JSON keeps them in English; the terminal shows them through `_`)
OUTCOMES = (N_("grabbed"), N_("avoided"), N_("missed"), N_("free"), N_("still held"),
            N_("struck object hurt"), N_("struck object unhurt"), N_("no object struck"))


def outcome_odds(title: str, dist, order: tuple = ()):
    """The chance of each outcome of a move, in the given order."""
    from muster.engine.odds import percent
    from muster.engine.run import OddsResult
    from muster.engine.render import table

    keys = [k for k in order if dist[k]] + sorted((k for k in dist.probs if k not in order),
                                                  key=str)
    rows = [{"outcome": k, **dist.prob(dist[k])} for k in keys]
    body = {"game": "void", "odds": True, "outcomes": rows, "exact": dist.exact}
    view = [f"[bold]{esc(title)}[/]"] + table(
        [_("outcome"), _("chance")],
        [[esc(_(r["outcome"]) if isinstance(r["outcome"], str) else r["outcome"]),
          percent(r["p"]) + (f" ({r['fraction']})" if r["fraction"] else "")]
         for r in rows])
    return OddsResult(body, view)


def move_form(action: str | None, fall: int | None, *, cc: int, strength: int,
              mods: list[int], defence: str | None, target_agility: int, target_cc: int,
              target_strength: int, target_hp: int, target_max_hp: int | None,
              size: int, target_size: int, one_limb: bool, distance: int | None,
              struck: str | None, struck_value: int | None, struck_hp: int | None,
              weapon: str | None = None, targets: int = 1, squad: bool = False):
    """The procedure, key and odds of a fall or a move (grab, break-free, throw-opponent):
    (proc, key, odds) for `engine.run.run`."""
    r = cat.rules()
    attrs = r["attributes"]
    # the same 1-19 bounds as an attack's attributes (L9)
    for name, value in (("--cc", cc), ("--strength", strength),
                        ("--target-strength", target_strength),
                        ("--target-agility", target_agility), ("--target-cc", target_cc)):
        check_range(name, value, attrs["min"], attrs["max"])
    if fall is not None and action:
        raise MusterError(_("--fall is a fall, not an action: leave out --action"))
    if action not in (None, *MOVES):
        raise MusterError(say("unknown move '{name}' (known: {known})", name=action,
                              known=", ".join(MOVES)))
    what = _("a fall") if fall is not None else f"--action {action}"
    if weapon is not None:
        raise MusterError(say("{what} takes no --weapon: it is no weapon attack", what=what))
    if targets != 1 or squad:
        raise MusterError(say("{what} concerns one target: leave out --targets and --squad",
                              what=what))
    defence_key = cat.table("defence").require(defence) if defence and \
        defence.strip().lower() not in ("none", "no", "") else None
    if defence_key and action != "grab":
        raise MusterError(_("--defence is the opponent's dodge or parry against a grab (or an "
                            "attack with --weapon)"))
    if fall is not None:
        f = Fall(fall, target_size, target_hp, target_max_hp)
        fall_name = r["fall"]["cs"] if czech() else r["fall"]["en"]
        return f.roll, fall_key, lambda dist: outcome_odds(
            fall_name[:1].upper() + fall_name[1:] + ": "
            + shown(say("{metres} m, size {size}", metres=fall, size=target_size)), dist)
    if action == "grab":
        target = None
        if defence_key:
            attr = r["defence"][defence_key]["attribute"]
            target = target_agility if attr == "a" else target_cc
        g = Grab(cc, strength, target_strength, mods, defence_key, target)
        defended = (r["defence"][defence_key]["cs"] if czech() else defence_key) \
            if defence_key else ""
        return g.roll, grab_key, lambda dist: outcome_odds(
            _("Grab") + f": CC {g.target}" + (f", {defended} {target}" if target else ""), dist,
            ("grabbed", "avoided", "missed"))
    if action == "break-free":
        b = BreakFree(target_strength, strength, mods)
        return b.roll, break_free_key, lambda dist: outcome_odds(
            shown(say("Breaking free: Strength {strength} against a grabber's {grabber}",
               strength=b.target, grabber=strength)), dist, ("free", "still held"))
    t = ThrowOpponent(size, target_size, strength, one_limb, distance, target_hp,
                      target_max_hp, struck, struck_value, struck_hp)
    return t.roll, throw_key, lambda dist: outcome_odds(
        shown(say("Throwing an opponent {distance} m: landing {damage} damage", distance=t.distance,
           damage=t.landing)), dist)
