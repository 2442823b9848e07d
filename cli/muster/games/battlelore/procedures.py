"""BattleLore procedures, each written once against a dice source.

`battle_roll` rolls N battle dice and, given a target, reads them by the weapon matrix.
`wound` is one whole attack: dice for the battle, hits, figures removed, retreat, battle back.

Both throw their dice together (`src.pool`) and look at the pool one way only, its tally of
faces, so the exact driver weighs multisets instead of walking 6**N sequences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Mapping

from muster.engine.data import fold, load
from muster.engine.dice import Die, Source
from muster.engine.render import die, esc, table, verdict
from muster.errors import MusterError
from muster.i18n import N_, named, say, shown


def rules() -> dict:
    return load("battlelore", "combat")


@lru_cache(maxsize=None)
def battle_die() -> Die:
    r = rules()
    faces = tuple(r["die"]["faces"])
    aliases = []
    for face in faces:
        info = r["faces"][face]
        for spelling in [info["en"], info["cs"], *info.get("aliases", [])]:
            aliases.append((spelling, face))
            aliases.append((fold(spelling), face))
    return Die(faces, "battle die", tuple(aliases))


# ------------------------------------------------------------------ names


def _pick(kind: str, table_: dict, value: str, option: str) -> str:
    """The data key for a name the user typed (English id or name, Czech, alias)."""
    wanted = fold(value)
    for key, info in table_.items():
        names = [key, info.get("en", ""), info.get("cs", ""), *info.get("aliases", [])]
        if wanted in {fold(n) for n in names if n}:
            return key
    from muster.errors import unknown_name

    raise unknown_name(kind, value, table_, option=option,
                       template=N_("{option}: '{name}' is not a {what} (allowed: {allowed})"))


def colour_key(value: str, option: str = "--target") -> str:
    return _pick(N_("banner colour"), rules()["colours"], value, option)


def weapon_key(value: str, option: str = "--weapon") -> str:
    return _pick(N_("weapon"), rules()["weapons"], value, option)


def unit_type_key(value: str, option: str = "--target-type") -> str:
    return _pick(N_("unit type"), rules()["unit_types"], value, option)


def morale_key(value: str, option: str = "--morale") -> str:
    return _pick(N_("morale"), rules()["morale"], value, option)


def face_name(face: str) -> str:
    info = rules()["faces"][face]
    return info["en"]


# ------------------------------------------------------------------ reading the dice


@dataclass
class Attack:
    """Who is hit and with what: everything the weapon matrix needs."""

    target: str  # banner colour of the target
    weapon: str | None  # None: plain hit table, bonus strikes miss
    target_type: str = "foot"
    point_blank: bool = False

    @property
    def mode(self) -> str:
        """melee (adjacent, point blank included) or ranged."""
        if self.weapon is None:
            return "melee" if self.point_blank else "any"
        w = rules()["weapons"][self.weapon]
        if "ranged" not in w["bonus"] or self.point_blank:
            return "melee"
        return "ranged"

    def bonus_rule(self) -> str:
        if self.weapon is None:
            return "miss"
        return rules()["weapons"][self.weapon]["bonus"][self.mode][self.target_type]

    def describe(self) -> str:
        from muster.i18n import _, czech, name

        r = rules()
        weapon = name(r["weapons"][self.weapon]) if self.weapon else _("no weapon card")
        mode = {"melee": N_("point blank") if self.point_blank and self.weapon and
                "ranged" in r["weapons"][self.weapon]["bonus"] else N_("melee"),
                "ranged": N_("ranged"), "any": N_("plain hit table")}[self.mode]
        if czech():
            return _("{weapon} ({mode}) against a {target} {type} unit").format(
                weapon=weapon, mode=_(mode), target=r["colours"][self.target]["cs"],
                type=r["unit_types"][self.target_type]["cs"])
        return (f"{weapon} ({mode}) against a {self.target} {self.target_type} unit")


def make_attack(target: str | None, weapon: str | None, target_type: str | None,
                point_blank: bool) -> Attack | None:
    """Check and normalise the target options (names in English or Czech)."""
    if target is None:
        if weapon is not None or target_type is not None or point_blank:
            raise MusterError(say("--weapon, --target-type and --point-blank need --target "
                                  "(the banner colour of the unit being hit: green, blue or "
                                  "red)"))
        return None
    colour = colour_key(target, "--target")
    # an empty name is a name like any other (and refused), never "not given"
    wkey = weapon_key(weapon) if weapon is not None else None
    ttype = unit_type_key(target_type) if target_type is not None else "foot"
    if ttype == "creature":
        raise MusterError(say("--target-type creature is not supported: the creature rules "
                              "(Ch.7) are not in the rules text; use foot or mounted"))
    return Attack(colour, wkey, ttype, point_blank)


class Hits:
    """The hits of one throw, read from its tally when asked: under the exact driver a
    weapon whose swords on shield miss never reads the bonus face, so the hits are one
    count."""

    def __init__(self, tally: Mapping, helmet: str, rule: str):  # rule: hit / hit-but-one / miss
        self.tally = tally
        self.helmet = helmet
        self.rule = rule

    @property
    def helmets(self) -> int:  # matching helmets
        return self.tally[self.helmet]

    @property
    def bonus(self) -> int:  # swords on shield rolled
        return self.tally["bonus"]

    @property
    def bonus_hits(self) -> int:
        if self.rule == "hit":
            return self.bonus
        if self.rule == "hit-but-one":
            return max(0, self.bonus - 1)
        return 0

    @property
    def total(self) -> int:
        if self.rule == "hit":  # helmets and swords on shield alike: one count of both faces
            return self.tally.of(self.helmet, "bonus")
        if self.rule == "hit-but-one":  # both faces, less one sword on shield if any came up
            return self.tally.of(self.helmet, "bonus") - (0 if self.tally.none("bonus") else 1)
        return self.helmets + self.bonus_hits


def read_hits(tally: Mapping, attack: Attack) -> Hits:
    return Hits(tally, rules()["colours"][attack.target]["helmet"], attack.bonus_rule())


def hit_lines(hits: Hits, attack: Attack) -> list[str]:
    from muster.i18n import _, both, ngettext

    r = rules()
    helmet = r["colours"][attack.target]["helmet"]
    out = [f"  {hits.helmets} x {both(r['faces'][helmet])}: " + ngettext(
        "{n} hit(s) on a {colour} banner; other helmets miss",
        "{n} hit(s) on a {colour} banner; other helmets miss", hits.helmets).format(
            n=hits.helmets, colour=_(attack.target))]
    if hits.bonus:
        why = {"hit": _("each is a hit"),
               "hit-but-one": _("each is a hit but one (mounted targets ignore one sword on "
                                "shield from a short sword)"),
               "miss": _("they miss (no weapon card given)") if attack.weapon is None else
               _("they miss with this weapon here")}[hits.rule]
        bonus = both({"en": "sword on shield", "cs": r['faces']['bonus']['cs']})
        out.append(f"  {hits.bonus} x {bonus}: "
                   + ngettext("{n} hit(s), {why}", "{n} hit(s), {why}",
                              hits.bonus_hits).format(n=hits.bonus_hits, why=why))
    return out


_COLOURS = (N_("green"), N_("blue"), N_("red"))


class Tally(tuple):
    """Counts per face in die order; prints as '1 green, 2 flag'."""

    def __str__(self) -> str:  # Czech: the faces' Czech short names, which --dice takes
        from muster.i18n import _, czech

        faces = battle_die().faces
        names = ({f: rules()["faces"][f]["short_cs"] for f in faces} if czech()
                 else {f: f for f in faces})
        parts = [f"{c} {names[f]}" for f, c in zip(faces, self) if c]
        return ", ".join(parts) or _("no dice")


def faces_line(seen: list, tally: dict, n: int) -> str:
    from muster.i18n import _, czech, ngettext

    dice = "[bold]" + ngettext("{n} battle die", "{n} battle dice", n).format(n=n) + "[/]"
    if seen:
        if czech():  # the Czech short names, which --dice takes back
            faces = rules()["faces"]
            return dice + ": " + " ".join(die(faces[f]["short_cs"]) for f in seen)
        shown_ = " ".join(die(f) for f in seen)
        return dice + f" ({esc(rules()['die']['cs'])})" + f": {shown_}"
    if czech():
        faces = rules()["faces"]
        parts = [f"{tally[f]} {faces[f]['short_cs']}" for f in battle_die().faces if tally[f]]
        return f"{dice}: " + (", ".join(parts) or _("no dice"))
    return f"{dice}: " + str(Tally(tally[f] for f in battle_die().faces))


# ------------------------------------------------------------------ muster roll battlelore


@dataclass
class BattleRoll:
    n: int
    seen: list
    faces: dict
    attack: Attack | None
    hits: Hits | None
    seed: int | None = None

    @property
    def flags(self) -> int:
        return self.faces["flag"]

    @property
    def lore(self) -> int:
        return self.faces["lore"]

    def to_json(self) -> dict:
        out = {"game": "battlelore", "dice": self.n, "rolled": list(self.seen),
               "faces": dict(self.faces),
               "hits": self.hits.total if self.hits else None,
               "flags": self.flags, "lore": self.lore}
        if self.attack:
            out.update(target=self.attack.target, weapon=self.attack.weapon,
                       target_type=self.attack.target_type, mode=self.attack.mode,
                       point_blank=self.attack.point_blank,
                       helmet_hits=self.hits.helmets if self.hits else 0,
                       bonus_hits=self.hits.bonus_hits if self.hits else 0)
        out["seed"] = self.seed
        return out

    def lines(self) -> list[str]:
        from muster.i18n import _, czech

        r = rules()
        out = [faces_line(self.seen, self.faces, self.n)]
        if self.n > r["die"]["owned"]:
            out.append("[yellow]" + _("note:") + "[/] " + _(
                "more dice than the {n} each player owns").format(n=r['die']['owned']))
        if czech():
            rows = [[esc(r["faces"][f]["cs"]), self.faces[f]] for f in battle_die().faces]
            out += table([_("face"), _("count")], rows)
        else:
            rows = [[esc(face_name(f)), esc(r["faces"][f]["cs"]), self.faces[f]]
                    for f in battle_die().faces]
            out += table(["face", "cs", "count"], rows)
        if self.attack and self.hits:
            out.append(f"[bold]{_('Attack:')}[/] {esc(self.attack.describe())}")
            out += hit_lines(self.hits, self.attack)
            out.append(_("hits: {hits}   flags: {flags} (1 retreat hex each at Normal morale)"
                         "   lore: {lore}").format(hits=f"[bold cyan]{self.hits.total}[/]",
                                                   flags=f"[bold]{self.flags}[/]",
                                                   lore=self.lore))
        return out


def battle_roll(src: Source, n: int, attack: Attack | None) -> BattleRoll:
    """Throw N battle dice; with a target, read hits by the weapon matrix."""
    if n < 0:
        raise MusterError(say("cannot roll a negative number of battle dice ({n})", n=n))
    pool = src.pool(n, battle_die())
    tally = pool.tally()
    hits = read_hits(tally, attack) if attack else None
    return BattleRoll(n, pool.seen(), tally, attack, hits)


def roll_key(result: BattleRoll):
    if result.attack is None:
        return Tally(result.faces[f] for f in battle_die().faces)
    return result.hits.total if result.hits else 0


def _marginal(dist, pick) -> "Distribution":
    from muster.engine.odds import Distribution

    weights: dict = {}
    for k, w in dist.weights.items():
        v = pick(k)
        weights[v] = weights.get(v, 0) + w
    return Distribution(weights=weights, denom=dist.denom,
                        truncated_weight=dist.truncated_weight)


def odds_key(result: BattleRoll):
    """What --odds shows: the hits, or without a target the count of one face (every face
    is alike, so the first stands for all; the exact driver then reads no other face)."""
    if result.attack is None:
        return result.faces[battle_die().faces[0]]
    return roll_key(result)


def roll_odds(n: int, attack: Attack | None, dist):
    from muster.engine.run import OddsResult, distribution_lines
    from muster.i18n import _, ngettext

    if attack is None:
        # every face is alike: show how many of any one face (green helmet, flag...) turn up
        body = {"odds": True, "game": "battlelore", "dice": n, "of": "count of one face",
                "distribution": dist.numeric_table(), "mean": round(dist.mean(), 6),
                "sd": round(dist.sd(), 6), "exact": dist.exact}
        view = ["[bold]" + ngettext("{n} battle dice: how many show one given face",
                                    "{n} battle dice: how many show one given face",
                                    n).format(n=n) + "[/] "
                + _("(each face is 1 in 6 per die)")] + distribution_lines("count", dist)
        return OddsResult(body, view)
    body = {"odds": True, "game": "battlelore", "dice": n, "of": "hits",
            "target": attack.target, "weapon": attack.weapon,
            "target_type": attack.target_type, "mode": attack.mode,
            "distribution": dist.numeric_table(), "mean": round(dist.mean(), 6),
            "sd": round(dist.sd(), 6), "exact": dist.exact}
    view = ["[bold]" + ngettext("{n} battle dice, {attack}: hits",
                                "{n} battle dice, {attack}: hits", n).format(
        n=n, attack=esc(attack.describe())) + "[/]"]
    view += distribution_lines("hits", dist)
    return OddsResult(body, view)


# ------------------------------------------------------------------ muster wound battlelore


@dataclass
class DiceCount:
    n: int
    steps: list[str]
    entered: bool = False


def dice_for_battle(attacker: str | None, weapon: str, moved: bool, terrain_cap: int | None,
                    extra: int, entered: int | None) -> DiceCount:
    """How many battle dice the attacker rolls (RULINGS 14): base by banner colour, capped by
    terrain (base dice only), then weapon modifiers (never below 0), then card dice on top."""
    r = rules()
    if terrain_cap is not None and terrain_cap < 0:
        raise MusterError(say("--terrain-cap must be 0 or more, not {n}", n=terrain_cap))
    if extra < 0:
        raise MusterError(say("--extra counts added dice; it must be 0 or more, not {n}",
                              n=extra))
    if attacker is None:
        if entered is None:
            raise MusterError(say("give --attacker-colour (green 2, blue 3, red 4 dice) or "
                                  "the rolled faces with --faces"))
        if moved or terrain_cap is not None or extra:
            raise MusterError(say("--moved, --terrain-cap and --extra change the dice count, "
                                  "which needs --attacker-colour"))
        return DiceCount(entered, [say("{n} dice as entered", n=entered)], entered=True)
    colour = r["colours"][attacker]
    n = colour["dice"]
    steps = [say("{n} base dice ({colour})", n=n, colour=named(
        {"en": esc(colour['en']), "cs": esc(colour['cs'])}))]
    if terrain_cap is not None and terrain_cap < n:
        n = terrain_cap
        steps.append(say("terrain caps the base dice at {cap} -> {n}", cap=terrain_cap, n=n))
    w = r["weapons"][weapon]
    if moved and w["moved_penalty"]:
        n = max(0, n - w["moved_penalty"])
        steps.append(say("{weapon} after moving -{penalty} -> {n}", weapon=named(
            {"en": esc(w['en']), "cs": esc(w['cs'])}), penalty=w['moved_penalty'], n=n))
    elif moved:
        steps.append(say("moved: the {weapon} loses no die for it", weapon=named(
            {"en": esc(w['en']), "cs": esc(w['cs'])})))
    if extra:
        n += extra
        steps.append(say("+{extra} card dice (not capped) -> {n}", extra=extra, n=n))
    return DiceCount(n, steps)


@dataclass
class AfterBattle:
    """What the rolling unit may do after this battle, and the banner count (L29/p.13 -
    L33/p.15, L7/p.2). ``kind`` is attack, bonus (the pursuit's bonus melee attack),
    battle-back or ambush (the defender battling first)."""

    kind: str = "attack"
    attacker_type: str | None = None
    banners: int | None = None
    victory: int | None = None

    def follow_ons(self, mode: str, vacated: bool) -> dict:
        """gain_ground / pursuit / bonus_attack allowed, and why."""
        if self.kind in ("battle-back", "ambush"):
            why = (N_("a battle back never gains ground or pursues")
                   if self.kind == "battle-back"
                   else N_("a defender that battled first (Ambush) neither gains ground nor "
                           "pursues"))
            return {"gain_ground": False, "pursuit": False, "bonus_attack": False, "why": why}
        if mode == "ranged":
            return {"gain_ground": False, "pursuit": False, "bonus_attack": False,
                    "why": N_("a ranged attack never gains ground or pursues")}
        if not vacated:
            return {"gain_ground": False, "pursuit": False, "bonus_attack": False,
                    "why": N_("the defender held its hex")}
        f = rules()["follow_on"]
        mounted = self.attacker_type == f["pursuit_troop"]
        pursue = mounted and self.kind != "bonus"
        # whole sentences, each a message (the "why" is translated where it is shown)
        why = (N_("the defender vacated its hex; mounted, so it may pursue 1 hex more and "
                  "make a bonus melee attack") if pursue else
               N_("the defender vacated its hex; after a bonus attack it may gain ground but "
                  "not pursue again") if self.kind == "bonus" else
               N_("the defender vacated its hex") if self.attacker_type is None else
               N_("the defender vacated its hex; foot units do not pursue"))
        return {"gain_ground": True, "pursuit": pursue, "bonus_attack": pursue, "why": why}


@dataclass
class WoundSetup:
    attack: Attack
    dice: DiceCount
    figures: int
    full: int
    morale: str
    supported: bool
    use_ignore: bool
    blocked: int | None
    room: int | None
    after: AfterBattle = field(default_factory=AfterBattle)

    @property
    def effective_morale(self) -> str:
        return rules()["support"]["morale"] if self.supported else self.morale


KINDS = ("attack", "bonus", "battle-back", "ambush")


def figures_error(target_type: str, full: int, figures: int):
    """'--figures: a foot unit has 1 to 4 figures left, not 5' (wound bl and scatter bl)."""
    t = rules()["unit_types"][target_type]
    return say("--figures: a {type} unit has 1 to {full} figures left, not {n}",
               type=named({"en": target_type, "cs": t["cs"]}), full=full, n=figures)


def setup_wound(*, target: str, weapon: str, target_type: str | None, attacker: str | None,
                moved: bool, terrain_cap: int | None, extra: int, entered: int | None,
                figures: int | None, morale: str, supported: bool, use_ignore: bool,
                blocked: int | None, room: int | None, point_blank: bool,
                attacker_type: str | None = None, moved_hexes: int | None = None,
                adjacent_enemy: bool = False, kind: str = "attack",
                banners: int | None = None, victory: int | None = None) -> WoundSetup:
    """Check every option of `muster wound battlelore` before any die is rolled."""
    attack = make_attack(target, weapon, target_type, point_blank)
    assert attack is not None
    akey = colour_key(attacker, "--attacker-colour") if attacker else None
    atype = unit_type_key(attacker_type, "--attacker-type") if attacker_type else None
    if atype == "creature":
        raise MusterError(say("--attacker-type creature is not supported: the creature "
                              "rules (Ch.7) are not in the rules text"))
    if kind not in KINDS:
        raise MusterError(say("--battle must be one of {kinds}, not '{kind}'",
                              kinds=", ".join(KINDS), kind=kind))
    if moved_hexes is not None:
        if moved_hexes < 0:
            raise MusterError(say("--moved-hexes must be 0 or more, not {n}", n=moved_hexes))
        if akey is None or atype is None:
            raise MusterError(say("--moved-hexes is checked against the attacker's banner and "
                                  "troop type: give --attacker-colour and --attacker-type"))
        most = rules()["move_then_battle"][atype][akey]
        if moved_hexes > most and kind == "attack":
            c, t = rules()["colours"][akey], rules()["unit_types"][atype]
            raise MusterError(say("a {colour} {type} unit that moved {moved} hexes may not "
                                  "battle this turn (it may move {most} and battle; L15/p.6)",
                                  colour=named({"en": akey, "cs": c["cs"]}),
                                  type=named({"en": atype, "cs": t["cs"]}),
                                  moved=moved_hexes, most=most))
        moved = moved or moved_hexes > 0
    if adjacent_enemy and attack.mode == "ranged":
        raise MusterError(say("an enemy is adjacent to the attacker, so it must battle an "
                              "adjacent enemy in melee (L19/p.8): not a ranged shot at a "
                              "distant unit (a bow's adjacent target is --point-blank)"))
    if kind == "bonus" and attack.mode == "ranged":
        raise MusterError(say("the bonus attack after a pursuit is always melee (L31/p.14)"))
    if kind == "bonus" and atype is not None and atype != rules()["follow_on"]["pursuit_troop"]:
        raise MusterError(say("only a mounted unit that pursued makes a bonus melee attack"))
    if kind == "battle-back" and attack.mode == "ranged":
        raise MusterError(say("a battle back is a melee (a unit shot at from range never "
                              "battles back)"))
    if banners is not None and banners < 0:
        raise MusterError(say("--banners must be 0 or more, not {n}", n=banners))
    if victory is not None:
        if victory < 1:
            raise MusterError(say("--victory is the adventure's banner count, 1 or more, not "
                                  "{n}", n=victory))
        if banners is None:
            banners = 0
        if banners >= victory:
            raise MusterError(say("{banners} banners already reach the {victory} needed: "
                                  "that game is over", banners=banners, victory=victory))
    after = AfterBattle(kind, atype, banners, victory)
    dice = dice_for_battle(akey, attack.weapon, moved, terrain_cap, extra, entered)
    full = rules()["unit_types"][attack.target_type]["figures"]
    if figures is None:
        figures = full
    if not 1 <= figures <= full:
        raise MusterError(figures_error(attack.target_type, full, figures))
    mkey = morale_key(morale)
    if blocked is not None and room is not None:
        raise MusterError(say("--blocked and --room are two ways to say the same thing; give "
                              "one"))
    for name, value in (("--blocked", blocked), ("--room", room)):
        if value is not None and value < 0:
            raise MusterError(say("{option} must be 0 or more, not {n}", option=name, n=value))
    return WoundSetup(attack, dice, figures, full, mkey, supported, use_ignore, blocked, room,
                      after)


@dataclass
class Wound:
    setup: WoundSetup
    seen: list
    faces: dict
    hits: Hits
    figures_removed: int
    flags_ignored: int
    retreat_owed: int
    retreat_hexes: int
    figures_lost_to_blocked_retreat: int
    figures_left: int
    battle_back: bool
    seed: int | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def destroyed(self) -> bool:
        return self.figures_left == 0

    @property
    def flags(self) -> int:
        return self.faces["flag"]

    @property
    def figures_lost(self) -> int:
        return self.figures_removed + self.figures_lost_to_blocked_retreat

    def to_json(self) -> dict:
        s = self.setup
        return {"game": "battlelore", "dice": s.dice.n, "rolled": list(self.seen),
                "faces": dict(self.faces), "hits": self.hits.total,
                "figures_removed": self.figures_removed, "figures_left": self.figures_left,
                "destroyed": self.destroyed, "victory_banner": self.destroyed,
                "flags": self.flags, "flags_ignored": self.flags_ignored,
                "retreat_owed": self.retreat_owed, "retreat_hexes": self.retreat_hexes,
                "figures_lost_to_blocked_retreat": self.figures_lost_to_blocked_retreat,
                "battle_back": self.battle_back, "lore": self.faces["lore"],
                "target": s.attack.target, "target_type": s.attack.target_type,
                "weapon": s.attack.weapon, "mode": s.attack.mode, "figures": s.figures,
                "morale": s.effective_morale, **self.after_json(), "seed": self.seed}

    @property
    def attack_follows(self) -> bool:
        """After an Ambush: the ambushed attacker survived in its hex, so its own attack
        follows (L31/p.14: pushed back, it loses it)."""
        return (self.setup.after.kind == "ambush" and self.setup.dice.n > 0
                and bool(self.figures_left) and self.retreat_hexes == 0)

    @property
    def vacated(self) -> bool:
        return self.destroyed or self.retreat_hexes > 0

    def after_json(self) -> dict:
        a = self.setup.after
        f = a.follow_ons(self.setup.attack.mode, self.vacated) if self.setup.dice.n else \
            {"gain_ground": False, "pursuit": False, "bonus_attack": False}
        out = {"battle": a.kind, "gain_ground": f["gain_ground"], "pursuit": f["pursuit"],
               "bonus_attack": f["bonus_attack"], "attack_follows": self.attack_follows}
        if a.banners is not None:
            now = a.banners + (1 if self.destroyed else 0)
            out["banners"] = now
            out["victory"] = a.victory
            out["wins"] = a.victory is not None and now >= a.victory
        return out

    def after_lines(self) -> list[str]:
        from muster.i18n import _, both

        a = self.setup.after
        f = a.follow_ons(self.setup.attack.mode, self.vacated)
        rf = rules()["follow_on"]
        out = []
        if f["gain_ground"]:
            out.append(shown(say("next: {action} into the vacated hex may follow",
                                 action=both(rf["gain_ground"]))))
        if f["pursuit"]:
            out.append(shown(say("next: {pursuit}: the vacated hex, then {n} hex more (or "
                                 "stop, or go back), then a {bonus} on any adjacent unit "
                                 "(muster wound bl ... --battle bonus)",
                                 pursuit=both(rf["pursuit"]), n=rf["pursuit_extra_hexes"],
                                 bonus=both(rf["bonus_attack"]))))
        if not f["gain_ground"]:
            out.append(_("no follow-on actions: {why}").format(why=esc(_(f["why"]))))
        elif not f["pursuit"] and f["why"] != "the defender vacated its hex":
            out.append(f"  ({esc(_(f['why']))})")
        if a.banners is not None:
            now = a.banners + (1 if self.destroyed else 0)
            if a.victory is not None:
                line = shown(say("victory banners: {now} of {victory}",
                                 now=f"[bold]{now}[/]", victory=a.victory))
            else:
                line = shown(say("victory banners: {now}", now=f"[bold]{now}[/]"))
            if a.victory is not None and now >= a.victory:
                line += f" - {verdict(True, 'VICTORY')}" + _(": the game ends at once")
            out.append(line)
        return out

    def lines(self) -> list[str]:
        out = self._lines()
        if self.setup.dice.n:
            out += self.after_lines()
        return out

    def _lines(self) -> list[str]:
        from muster.i18n import _, czech, ngettext

        s = self.setup
        r = rules()
        out = [f"[bold]{_('Attack:')}[/] {esc(s.attack.describe())}, "
               + _("{n} of {full} figures").format(n=s.figures, full=s.full)]
        out.append(_("dice: ") + "; ".join(shown(step) for step in s.dice.steps))
        if s.dice.n > r["die"]["owned"]:
            out.append("[yellow]" + _("note:") + "[/] " + _(
                "more dice than the {n} each player owns").format(n=r['die']['owned']))
        if s.dice.n == 0:
            out.append("[yellow]" + _("no dice: the unit cannot battle") + "[/]" + _(
                "; nothing happens to the target, and with no battle there is nothing to "
                "battle back against"))
            return out
        out.append(faces_line(self.seen, self.faces, s.dice.n))
        out += hit_lines(self.hits, s.attack)
        if self.figures_removed == s.figures:
            bearer = _(" (the banner bearer last)")
        elif self.figures_removed:
            bearer = _(" (the banner bearer stays: it is removed last)")
        else:
            bearer = ""
        out.append(ngettext("hits: {hits} -> {n} figure(s) removed{bearer}",
                            "hits: {hits} -> {n} figure(s) removed{bearer}",
                            self.figures_removed).format(
            hits=f"[bold cyan]{self.hits.total}[/]", n=self.figures_removed, bearer=bearer))
        if self.figures_removed == s.figures:
            out.append(f"{verdict(False, no='DESTROYED')}: " + _(
                "the banner bearer goes to the attacker's victory track (+1 victory banner); "
                "flags no longer matter"))
            return out
        morale = r["morale"][s.effective_morale]
        why = _(" (supported: Bold while supported)") if s.supported else ""
        shown_morale = esc(morale['cs']) if czech() else \
            f"{esc(morale['en'])} ({esc(morale['cs'])})"
        out.append(_("morale: {morale}{why}").format(morale=shown_morale, why=why))
        out.append(_("flags: {flags}, ignored {ignored}").format(flags=self.flags,
                                                                 ignored=self.flags_ignored)
                   + (_(", {n} hexes per flag").format(n=morale['per_flag'])
                      if morale["per_flag"] != 1 else "")
                   + ngettext(" -> retreat {n} hex(es)", " -> retreat {n} hex(es)",
                              self.retreat_owed).format(n=self.retreat_owed))
        if s.effective_morale == "frightened" and self.retreat_owed:
            out.append("  [yellow]" + _("note:") + "[/] " + _(
                "a Frightened unit forced back also checks for panic losses; those rules "
                "(Ch.6) are not in the rules text and are not applied"))
        if self.figures_lost_to_blocked_retreat:
            blocked = self.retreat_owed - self.retreat_hexes
            lost = self.figures_lost_to_blocked_retreat
            out.append("  " + ngettext("{blocked} hex(es) cannot be taken: ",
                                       "{blocked} hex(es) cannot be taken: ",
                                       blocked).format(blocked=blocked)
                       + ngettext("{lost} more figure(s) lost, retreats {taken}",
                                  "{lost} more figure(s) lost, retreats {taken}",
                                  lost).format(lost=lost, taken=self.retreat_hexes))
        if self.destroyed:
            out.append(f"{verdict(False, no='DESTROYED')}" + _(
                " by the blocked retreat: +1 victory banner to the attacker"))
            return out
        out.append(ngettext("left: {n} figure(s)", "left: {n} figure(s)",
                            self.figures_left).format(n=f"[bold]{self.figures_left}[/]"))
        out.append(_("battle back: ") + verdict(self.battle_back, "YES", "NO") + " ("
                   + _(self._battle_back_reason()) + ")")
        return out

    def _battle_back_reason(self) -> str:
        s = self.setup
        if s.after.kind == "battle-back":
            return N_("a battle back cannot trigger another; the battle ends")
        if s.after.kind == "ambush":
            if self.attack_follows:
                return N_("after an Ambush the attacker, still in its hex, goes on with its "
                          "own attack, whatever its morale (L31/p.14)")
            return N_("after an Ambush the attacker, pushed back or destroyed, loses its "
                      "attack (L31/p.14)")
        if s.attack.mode == "ranged":
            return N_("a unit shot at from range never battles back")
        if self.retreat_hexes:
            return N_("it left its hex")
        if not rules()["morale"][s.effective_morale]["battle_back"]:
            return N_("only a Bold unit (or a supported one) battles back")
        return N_("Bold, held its hex after a melee attack")


@dataclass
class Retreat:
    """What flags do to a unit (RULINGS 15): hexes owed, taken, and figures lost for the
    hexes that cannot be taken."""

    flags: int
    ignored: int
    owed: int
    taken: int
    lost: int


def retreat(flags: int, morale: str, figures: int, use_ignore: bool = True,
            room: int | None = None, blocked: int | None = None) -> Retreat:
    """The retreat rule, once (`wound bl` and `scatter bl` both call it): a Bold unit may
    ignore one flag; each other flag is 1 hex (2 when Frightened); every hex that cannot be
    taken (beyond ``room`` free hexes, or ``blocked`` of them) costs one figure."""
    m = rules()["morale"][morale]
    ignored = min(flags, m["ignore"]) if use_ignore else 0
    owed = (flags - ignored) * m["per_flag"]
    if room is not None:
        cannot = max(0, owed - room)
    else:
        cannot = min(owed, blocked or 0)
    return Retreat(flags, ignored, owed, owed - cannot, min(cannot, figures))


def wound(src: Source, setup: WoundSetup) -> Wound:
    """One attack: roll, apply hits, then retreats, then decide battle back."""
    r = rules()
    pool = src.pool(setup.dice.n, battle_die())
    tally = pool.tally()
    hits = read_hits(tally, setup.attack)
    removed = min(hits.total, setup.figures)
    left = setup.figures - removed
    ignored = owed = taken = lost_blocked = 0
    if left:
        ret = retreat(tally["flag"], setup.effective_morale, left, setup.use_ignore,
                      setup.room, setup.blocked)
        ignored, owed, taken, lost_blocked = ret.ignored, ret.owed, ret.taken, ret.lost
        left -= lost_blocked
    # no dice, no battle (0 dice: the unit cannot battle), so nothing to battle back against
    back = (setup.dice.n > 0 and bool(left) and setup.attack.mode != "ranged" and taken == 0
            and r["morale"][setup.effective_morale]["battle_back"]
            and setup.after.kind not in ("battle-back", "ambush"))
    return Wound(setup, pool.seen(), tally, hits, removed, ignored, owed, taken, lost_blocked,
                 left, back)


class WoundKey(tuple):
    """(figures lost, destroyed, retreat hexes, battle back); prints for --times."""

    def __str__(self) -> str:
        from muster.i18n import _, ngettext, number

        lost, destroyed, hexes, back = self
        text = ngettext("{n} lost", "{n} lost", lost).format(n=number(lost))
        if destroyed:
            return text + _(", destroyed")
        return (text + _(", retreat {hexes}").format(hexes=number(hexes))
                + (_(", battles back") if back else ""))


def wound_key(w: Wound) -> WoundKey:
    return WoundKey((w.figures_lost, w.destroyed, w.retreat_hexes, w.battle_back))


def wound_odds(setup: WoundSetup, dist):
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult, distribution_lines
    from muster.i18n import _, ngettext

    lost = _marginal(dist, lambda k: k[0])
    retreat = _marginal(dist, lambda k: k[2])
    destroyed = dist.p(lambda k: k[1])
    back = dist.p(lambda k: k[3])
    body = {"odds": True, "game": "battlelore", "dice": setup.dice.n,
            "target": setup.attack.target, "target_type": setup.attack.target_type,
            "weapon": setup.attack.weapon, "mode": setup.attack.mode, "figures": setup.figures,
            "morale": setup.effective_morale,
            "figures_lost": lost.numeric_table(), "mean_figures_lost": round(lost.mean(), 6),
            "destroyed": dist.prob(destroyed), "retreat_hexes": retreat.numeric_table(),
            "battle_back": dist.prob(back), "exact": dist.exact}
    n = setup.dice.n
    view = ["[bold]" + ngettext("{n} battle dice, ", "{n} battle dice, ", n).format(n=n)
            + esc(setup.attack.describe()) + ", "
            + ngettext("{n} figure(s)", "{n} figure(s)", setup.figures).format(
                n=setup.figures) + "[/]",
            _("dice: ") + "; ".join(shown(step) for step in setup.dice.steps)]
    view += distribution_lines(N_("figures lost"), lost)
    view.append(_("destroyed (+1 victory banner): {p} ({fraction})").format(
        p=f"[bold]{percent(destroyed)}[/]", fraction=fraction_text(destroyed)))
    view += distribution_lines(N_("retreat hexes"), retreat)
    view.append(_("may battle back: {p} ({fraction})").format(
        p=f"[bold]{percent(back)}[/]", fraction=fraction_text(back)))
    a = setup.after
    f = a.follow_ons(setup.attack.mode, True)
    vacated = dist.p(lambda k: k[1] or k[2] > 0)
    for name, label in (("gain_ground", N_("gain ground")), ("pursuit", N_("pursuit"))):
        p = vacated if f[name] else vacated * 0
        body[name] = dist.prob(p)
        view.append(f"{_(label)}: [bold]{percent(p)}[/] ({fraction_text(p)})")
    if a.banners is not None and a.victory is not None:
        wins = destroyed if a.banners + 1 >= a.victory else destroyed * 0
        body["wins"] = dist.prob(wins)
        view.append(shown(say("reaches {victory} victory banners (wins): {p}",
                              victory=a.victory, p=f"[bold]{percent(wins)}[/]")))
    return OddsResult(body, view)
