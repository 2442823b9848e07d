"""Warmaster procedures, each written once against a dice source.

Rolls (`muster roll warmaster`): target rolls, spell casting, command tests, game length.
Wounds (`muster wound warmaster`): attacks, hits, armour saves and the items that change them.
Numbers come from ``data/rolls.toml``, ``data/combat.toml``, ``data/spells.toml`` and
``data/items.toml``.
"""

from __future__ import annotations

from muster.engine.data import fold, load
from muster.engine.dice import Source
from muster.engine.render import die, esc, verdict
from muster.errors import MusterError
from muster.i18n import N_, _, both, ngettext, say, shown

GAME = "warmaster"


def rolls() -> dict:
    return load(GAME, "rolls")


def combat() -> dict:
    return load(GAME, "combat")


def items() -> dict:
    return load(GAME, "items")


def item(item_id: str) -> dict:
    for entry in items()["item"]:
        if entry["id"] == item_id:
            return entry
    raise KeyError(item_id)  # a programming error: ids are fixed in the data


def _dice_text(values: list, good=None) -> str:
    if not values:
        return _("(dice not listed)")
    return " ".join(die(v, good=None if good is None else good(v)) for v in values)


# ================================================================= lookups


def find_spell(name: str) -> dict:
    """A spell of the catalogue by English or Czech name or id, in any case and accents."""
    key = fold(name)
    for spell in load(GAME, "spells")["spell"]:
        if key in (fold(spell["en"]), fold(spell["cs"]), fold(spell["id"]),
                   fold(spell["en"].rstrip("!"))):
            return spell
    from muster.errors import unknown_name

    raise unknown_name(N_("Warmaster spell"), name, load(GAME, "spells")["spell"],
                       template=N_("unknown {what} '{name}' (known: {allowed})"))


def parse_armour(text: str) -> int | None:
    """'4', '4+' -> 4; '0', 'none', '-' -> None (no save). Raises MusterError otherwise."""
    c = combat()["armour"]
    raw = str(text).strip()
    if fold(raw) in c["none"] or raw == "-":
        return None
    value = raw[:-1] if raw.endswith("+") else raw
    from muster.numbers import NotANumber, parse_int

    try:
        armour = parse_int(value)
    except NotANumber:
        raise MusterError(say("armour '{text}' is not a save: give {best}+ to {worst}+ "
                              "(e.g. --armour 4) or 'none' / 0 for no save", text=text,
                              best=c["best"], worst=c["worst"])) from None
    if armour == 0:
        return None
    if not c["best"] <= armour <= c["worst"]:
        raise MusterError(say("armour {armour}+ is impossible: a save is {best}+ to "
                              "{worst}+ (no armour is better than {best}+), or 'none' / 0",
                              armour=armour, best=c["best"], worst=c["worst"]))
    return armour


def _check_range(name: str, value: int, low: int, high: int, what: str) -> None:
    """``what`` is a `say` message (shown in the user's language)."""
    if not low <= value <= high:
        raise MusterError(say("{name} {value} is impossible: {what} is {low} to {high}",
                              name=name, value=value, what=what, low=low, high=high))


# ================================================================= target rolls


# ================================================================= casting


class Casting:
    """One casting attempt, with the High Elf Mage's second attempt if it was used."""

    def __init__(self, value: int, modifier: int, attempts: list[dict], success: bool,
                 wand: bool, spellbound: bool, reroll: bool, spell: dict | None,
                 notes: list[str]):
        self.value = value
        self.modifier = modifier
        self.attempts = attempts
        self.success = success
        self.wand = wand
        self.spellbound = spellbound
        self.reroll = reroll
        self.spell = spell
        self.notes = notes
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": GAME, "form": "cast",
                "spell": self.spell["en"] if self.spell else None,
                "value": self.value, "wand": self.wand, "spellbound": self.spellbound,
                "reroll": self.reroll, "attempts": self.attempts,
                "dice": [a["die"] for a in self.attempts], "success": self.success,
                "seed": self.seed}

    def lines(self) -> list[str]:
        from muster.i18n import _, czech

        r = rolls()["casting"]
        if czech():
            head = f"[bold]{esc(r['cs'][:1].upper() + r['cs'][1:])}[/]"
            if self.spell:
                head += _(" for {spell}").format(spell=esc(self.spell["cs"]))
        else:
            head = f"[bold]Casting roll[/] ({esc(r['cs'])})"
            if self.spell:
                head += f" for {esc(self.spell['en'])} ({esc(self.spell['cs'])})"
        out = [head + _(": needs {value}+ on a D6").format(value=self.value)]
        for i, a in enumerate(self.attempts, 1):
            mods = ""
            if a["modifier"]:
                mods = f" {'+' if a['modifier'] > 0 else '-'} {abs(a['modifier'])} = {a['total']}"
            if a["natural_one"]:
                why = _("a natural 1 always fails")
            else:
                why = f"{a['total']} {'>=' if a['success'] else '<'} {self.value}"
            label = _("attempt") if len(self.attempts) == 1 and not self.reroll else \
                _("attempt {n}").format(n=i)
            out.append(f"  {label}: {die(a['die'], good=a['success'])}{mods}  "
                       f"{verdict(a['success'], 'CAST', 'FAILED')} ({why})")
        out += [f"  [dim]{esc(shown(n))}[/]" for n in self.notes]
        # Czech: the spell (neuter) is "NESESLÁNO", not the attempt's "SELHAL"
        out.append(_("Spell {verdict}").format(verdict=verdict(
            self.success, "CAST", N_("NOT CAST") if czech() else "FAILED")))
        return out


def _title(entry: dict, english: str | None = None) -> str:
    """A heading: English 'Game length (délka hry)', Czech 'Délka hry'."""
    from muster.i18n import czech

    if czech():
        return f"[bold]{esc(entry['cs'][:1].upper() + entry['cs'][1:])}[/]"
    return f"[bold]{esc(english or entry['en'])}[/] ({esc(entry['cs'])})"


def check_cast(value: int) -> None:
    r = rolls()["casting"]
    _check_range("--value", value, r["min_value"], r["max_value"], say("a casting value (N+)"))


def cast(src: Source, value: int, *, wand: bool = False, reroll: bool = False,
         spellbound: bool = False, reroll_after_one: bool = True,
         spell: dict | None = None) -> Casting:
    """D6 against the casting value. Natural 1 fails; the Wand adds +1 to the first attempt
    (the one it was declared for); a spellbound wizard has -1 on every attempt; a High Elf
    Mage may roll a failed casting once more."""
    r = rolls()["casting"]
    penalty = r["spellbound"]["penalty"] if spellbound else 0
    notes: list[str] = []
    attempts: list[dict] = []

    def attempt(modifier: int) -> dict:
        natural = src.d(r["sides"])
        total = natural + modifier
        one = natural == r["natural_fail"]
        ok = not one and total >= value
        a = {"die": natural, "modifier": modifier, "total": total, "natural_one": one,
             "success": ok}
        attempts.append(a)
        return a

    first = attempt((r["wand"]["bonus"] if wand else 0) - penalty)
    if wand:
        notes.append(say("{wand}: +{bonus} on the first attempt only",
                         wand=_both_plain(r["wand"]), bonus=r["wand"]["bonus"]))
    if spellbound:
        notes.append(say("spellbound ({cs}): -{penalty} on every attempt",
                         cs=r["spellbound"]["cs"], penalty=penalty))
    success = first["success"]
    if not success and reroll:
        if first["natural_one"] and not reroll_after_one:
            notes.append(say("no second attempt after a natural 1 (--no-reroll-after-one)"))
        else:
            success = attempt(-penalty)["success"]
            notes.append(say("{reroll}: a failed casting is rolled again",
                             reroll=_named(r["mage_reroll"])))
    return Casting(value, first["modifier"], attempts, success, wand, spellbound, reroll,
                   spell, notes)


def _named(entry: dict):
    """A data-file name as a message argument: English ``en``, Czech ``cs``."""
    from muster.i18n import named

    return named(entry)


def _both_plain(entry: dict):
    """A data-file name as a message argument: English 'en (cs)', Czech 'cs' (no markup)."""
    from muster.i18n import Named

    return Named(f"{entry['en']} ({entry['cs']})", entry["cs"])


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class Spellcraft:
    """A casting and what the enemy does about it: the Ring of Magic casts with no roll
    (L172-174); a cast spell may be dispelled by a Runesmith on 4+ (L99-100) and cancelled
    by a Scroll of Dispelling (L187-191, after the Runesmith's roll fails); a failed casting
    may spellbind the wizard through a Staff of Spellbinding on 4+ (L175-180)."""

    def __init__(self, casting: Casting | None, ring: bool, dispel_die: int | None,
                 scroll: bool, staff_die: int | None, outcome: str, value: int,
                 spell: dict | None):
        self.casting = casting
        self.ring = ring
        self.dispel_die = dispel_die
        self.scroll = scroll
        self.staff_die = staff_die
        self.outcome = outcome
        self.value = value
        self.spell = spell
        self.seed: int | None = None

    @property
    def success(self) -> bool:
        return self.outcome == "cast"

    def to_json(self) -> dict:
        out = {"game": GAME, "form": "cast",
               "spell": self.spell["en"] if self.spell else None, "value": self.value,
               "ring": self.ring, "dice": self.casting.to_json()["dice"] if self.casting else [],
               "attempts": self.casting.attempts if self.casting else [],
               "cast": self.ring or bool(self.casting and self.casting.success),
               "dispel_die": self.dispel_die, "scroll": self.scroll,
               "staff_die": self.staff_die, "outcome": self.outcome,
               "success": self.success, "spellbound": self.outcome == "failed, spellbound",
               "seed": self.seed}
        return out

    def lines(self) -> list[str]:
        r = rolls()
        out: list[str] = []
        if self.ring:
            out.append(both(r["ring"], bold=True, capital=_czech()) + ": "
                       + _("the spell is cast with no casting roll (once a game)"))
        elif self.casting is not None:
            out += self.casting.lines()
        if self.dispel_die is not None:
            d = r["dispel"]
            ok = self.dispel_die >= d["target"]
            out.append(both(d, bold=True, capital=_czech()) + ": " + _(
                "D6 {die} against {target}+: ").format(die=die(self.dispel_die, good=ok),
                                                       target=d["target"])
                + verdict(ok, "DISPELLED", "NOT DISPELLED"))
        if self.outcome == "cancelled by the scroll":
            out.append(both(r["scroll"], bold=True, capital=_czech()) + ": "
                       + _("the spell is cancelled (once)"))
        if self.staff_die is not None:
            st = r["spellbind"]
            ok = self.staff_die >= st["target"]
            out.append(both(st, bold=True, capital=_czech()) + ": " + _(
                "D6 {die} against {target}+: ").format(die=die(self.staff_die, good=ok),
                                                       target=st["target"])
                + (verdict(True, "SPELLBOUND") + _(" - -1 on every later casting roll; "
                                                   "the staff has done its work")
                   if ok else _("no effect")))
        out.append(_("Outcome: {outcome}").format(outcome=f"[bold]{esc(_(self.outcome))}[/]"))
        return out


SPELL_OUTCOMES = (N_("cast"), N_("dispelled"), N_("cancelled by the scroll"), N_("failed"),
                  N_("failed, spellbound"))


def _czech() -> bool:
    from muster.i18n import czech

    return czech()


def spellcraft(src: Source, value: int, *, ring: bool = False, runesmith: bool = False,
               scroll: bool = False, staff: bool = False, **cast_options) -> Spellcraft:
    """Casting roll (or the Ring), then the Runesmith's dispel and the Scroll on a cast
    spell, or the Staff of Spellbinding on a failed one (after the High Elf re-roll)."""
    r = rolls()
    casting = None if ring else cast(src, value, **cast_options)
    dispel_die = staff_die = None
    if ring or casting.success:
        outcome = "cast"
        if runesmith:
            dispel_die = src.d(r["dispel"]["sides"])
            if dispel_die >= r["dispel"]["target"]:
                outcome = "dispelled"
        if outcome == "cast" and scroll:
            outcome = "cancelled by the scroll"
    else:
        outcome = "failed"
        if staff:
            staff_die = src.d(r["spellbind"]["sides"])
            if staff_die >= r["spellbind"]["target"]:
                outcome = "failed, spellbound"
    return Spellcraft(casting, ring, dispel_die, scroll, staff_die, outcome, value,
                      cast_options.get("spell"))


def spellcraft_odds(title: str, dist):
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    rows = [{"outcome": o, **dist.prob(dist[o])} for o in SPELL_OUTCOMES if dist[o]]
    body = {"odds": True, "game": GAME, "form": "cast", "outcomes": rows,
            "success": dist.prob(dist["cast"]), "exact": dist.exact}
    view = [f"[bold]{esc(title)}[/]"]
    view += [f"  {_(o['outcome']):<24} {percent(o['p'])} ({o['fraction']})" for o in rows]
    return OddsResult(body, view)


class NamedRoll:
    """One D6 against a named N+ (the Runesmith's dispel, the Staff of Spellbinding)."""

    def __init__(self, name: str, value: int):
        self.name, self.value = name, value
        self.seed: int | None = None

    @property
    def success(self) -> bool:
        return self.value >= rolls()[self.name]["target"]

    def to_json(self) -> dict:
        r = rolls()[self.name]
        return {"game": GAME, "form": "dispel" if self.name == "dispel" else "spellbind",
                "die": self.value, "target": r["target"], "success": self.success,
                "seed": self.seed}

    def lines(self) -> list[str]:
        r = rolls()[self.name]
        if self.name == "dispel":
            shown_ = verdict(self.success, "DISPELLED", "NOT DISPELLED")
            what = _("the enemy spell has no effect (each spell may be opposed once, however "
                     "many Runesmiths)")
        else:
            shown_ = verdict(self.success, "SPELLBOUND", "NOT SPELLBOUND")
            what = _("-1 on every later casting roll of that wizard; the staff stops working")
        return [both(r, bold=True, capital=_czech()) + ": "
                + _("D6 {die} against {target}+: ").format(
                    die=die(self.value, good=self.success), target=r["target"])
                + shown_ + (f" - {what}" if self.success else "")]


def named_roll(src: Source, name: str) -> NamedRoll:
    return NamedRoll(name, src.d(rolls()[name]["sides"]))


class DoorPlan:
    """How many Command phases a unit needs to pass a small door (L243-245)."""

    def __init__(self, troop: str, stands: int, characters: int):
        d = siege_rules()["small_door"]
        troop = d.get("aliases", {}).get(troop, troop)
        if troop in d["may_not_pass"]:
            raise MusterError(say("{troop} cannot pass a small door (L243): only infantry, "
                                  "cavalry and characters may", troop=_troop(troop)))
        if troop not in d["may_pass"]:
            raise MusterError(say("unknown troop type '{troop}' (small doors: {may}; never: "
                                  "{never})", troop=troop, may=_troops(d["may_pass"]),
                                  never=_troops(d["may_not_pass"])))
        if stands < 0 or characters < 0 or stands + characters == 0:
            raise MusterError(say("give the unit's --stands (and any --characters) passing "
                                  "the door"))
        if troop == "character" and stands:
            raise MusterError(say("characters are counted with --characters, not --stands"))
        self.troop, self.stands, self.characters = troop, stands, characters
        per = d["stands_per_command_phase"]
        self.per = per
        self.phases = max(1, -(-stands // per)) if stands else 1
        self.seed: int | None = None

    def roll(self, src: Source) -> "DoorPlan":
        return self

    def to_json(self) -> dict:
        return {"game": GAME, "form": "door", "troop": self.troop, "stands": self.stands,
                "characters": self.characters, "per_command_phase": self.per,
                "command_phases": self.phases, "seed": self.seed}

    def lines(self) -> list[str]:
        d = siege_rules()["small_door"]
        head = (f"[bold]{esc(_cap(d['cs']))}[/]" if _czech() else
                f"[bold]{esc(d['en'].capitalize())}[/] ({esc(d['cs'])})")
        out = [head + ": " + shown(say(
            "at most {per} stands of a unit a Command phase, characters without limit, no "
            "movement penalty; the enemy can never use it", per=self.per))]
        if self.stands:
            phases = shown(ngettext("{n} Command phase(s)", "{n} Command phase(s)",
                                    self.phases)).format(n=f"[bold]{self.phases}[/]")
            line = ngettext("{n} {troop} stand(s)", "{n} {troop} stand(s)", self.stands).format(
                n=self.stands, troop=shown(_troop(self.troop))) + ": " + phases
            if self.characters:
                line += "; " + ngettext("{n} character stand(s) pass with them",
                                        "{n} character stand(s) pass with them",
                                        self.characters).format(n=self.characters)
            out.append(line)
        else:
            out.append(ngettext("{n} character stand(s): one Command phase",
                                "{n} character stand(s): one Command phase",
                                self.characters).format(n=self.characters))
        out.append(_("an undamaged small door blocks line of sight: a unit cannot pass it and "
                     "charge in the same move"))
        return out


def siege_rules() -> dict:
    return load(GAME, "siege")


_TROOPS = {"infantry": N_("infantry"), "cavalry": N_("cavalry"), "character": N_("character"),
           "monster": N_("monster"), "artillery": N_("artillery"), "machine": N_("machine"),
           "chariot": N_("chariot")}


def _troop(troop: str):
    """A troop type of the small-door rule as a message argument (Czech: the seed's word)."""
    from muster.i18n import Named, both_ways

    if troop not in _TROOPS:
        return Named(troop, troop)
    return both_ways(lambda: _(_TROOPS[troop]))


def _troops(troops: list[str]):
    from muster.i18n import Named

    return Named(", ".join(troops), ", ".join(shown(_troop(t)) for t in troops)
                 if _czech() else ", ".join(troops))


# ================================================================= command


class CommandTest:
    """2D6 against a Command value: pass when the total does not exceed it."""

    def __init__(self, value: int, effective: int, penalty: int, crown: bool, helm: bool,
                 dice: list[int], total: int, passed: bool, notes: list[str]):
        self.value = value
        self.effective = effective
        self.penalty = penalty
        self.crown = crown
        self.helm = helm
        self.dice = dice
        self.total = total
        self.passed = passed
        self.notes = notes
        self.orb_used = False
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": GAME, "form": "command", "value": self.value, "penalty": self.penalty,
                "crown": self.crown, "helm": self.helm, "effective": self.effective,
                "dice": self.dice, "total": self.total, "passed": self.passed,
                "orb_used": self.orb_used,
                "crown_lost": self.crown and self.total > self.effective, "seed": self.seed}

    def lines(self) -> list[str]:
        from muster.i18n import _, czech, name

        r = rolls()["command"]
        dice = _dice_text(self.dice)
        head = (f"[bold]{esc(r['cs'][:1].upper() + r['cs'][1:])}[/]" if czech() else
                f"[bold]Command test[/] ({esc(r['cs'])})")
        out = [head + _(": 2D6 must not exceed {value}").format(value=self.effective),
               "  " + _("roll: {dice} = {total}").format(dice=dice,
                                                         total=f"[bold cyan]{self.total}[/]")]
        out += [f"  [dim]{esc(shown(n))}[/]" for n in self.notes]
        if self.orb_used:
            orb = rolls()["orb"]
            out.append(_("Order {failed} ({total} > {value}), but the {orb} ignores it: order "
                         "{given}, and the General may go on (once a game)").format(
                failed=verdict(False, no="FAILED"), total=self.total, value=self.effective,
                orb=both(orb, bold=True), given=verdict(True, "GIVEN")))
        else:
            out.append(_("Order {verdict} ({total} {cmp} {value})").format(
                verdict=verdict(self.passed, 'GIVEN', 'FAILED'), total=self.total,
                cmp='<=' if self.passed else '>', value=self.effective))
        if self.crown and self.total > self.effective:
            out.append("[bold red]" + _("{crown} stops working").format(
                crown=esc(name(r['crown'])[:1].upper() + name(r['crown'])[1:])) + "[/]"
                + _(" for the rest of the battle"))
        return out


def check_command(value: int, penalty: int, crown: bool, helm: bool) -> None:
    r = rolls()["command"]
    _check_range("--value", value, r["min_value"], r["max_value"], say("a Command value"))
    if penalty < 0:
        raise MusterError(say("--penalty {penalty} is impossible: give the size of the penalty "
                              "as a positive number (--penalty 1 for -1)", penalty=penalty))
    if crown and helm:
        raise MusterError(say("--crown and --helm cannot both apply: a General carries only "
                              "one magic item"))


def command_test(src: Source, value: int, *, penalty: int = 0, crown: bool = False,
                 helm: bool = False, orb: bool = False) -> CommandTest:
    r = rolls()["command"]
    notes: list[str] = []
    if crown:
        effective = r["crown"]["value"]
        notes.append(say("{crown}: first order of the turn against an unmodified {value}",
                         crown=_both_plain(r["crown"]), value=effective) if not penalty else
                     say("{crown}: first order of the turn against an unmodified {value}; the "
                         "-{penalty} penalty does not apply", crown=_both_plain(r["crown"]),
                         value=effective, penalty=penalty))
    else:
        effective = value
        if helm:
            effective = min(value + r["helm"]["bonus"], r["max_value"])
            notes.append(say("{helm}: Command {value} -> {effective} (never above {most})",
                             helm=_both_plain(r["helm"]), value=value, effective=effective,
                             most=r["max_value"]))
        if penalty:
            effective -= penalty
            notes.append(say("penalty -{penalty}: Command {before} -> {effective}",
                             penalty=penalty, before=effective + penalty, effective=effective))
    pool = src.pool(r["dice"], r["sides"])
    total = pool.total()
    out = CommandTest(value, effective, penalty, crown, helm, pool.seen(), total,
                      total <= effective, notes)
    if orb and not out.passed:
        # the Orb of Majesty (L166-171): the General's failed order is given anyway
        out.passed = True
        out.orb_used = True
    return out


# ================================================================= game length


class GameLength:
    def __init__(self, die_value: int, turns: int, d3: int):
        self.die = die_value
        self.turns = turns
        self.d3 = d3
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": GAME, "form": "game-length", "die": self.die, "d3": self.d3,
                "turns": self.turns, "seed": self.seed}

    def lines(self) -> list[str]:
        from muster.i18n import _

        r = rolls()["game_length"]
        return [_title(r, "Game length") + _(": D6 {die} -> D3 {d3}").format(
                    die=die(self.die), d3=self.d3),
                _("the battle lasts {turns} turns ({base} + {d3})").format(
                    turns=f"[bold cyan]{self.turns}[/]", base=r['base'], d3=self.d3)]


def game_length(src: Source) -> GameLength:
    r = rolls()["game_length"]
    value = src.d(r["sides"])
    for row in r["table"]:
        if value in row["faces"]:
            return GameLength(value, row["turns"], row["turns"] - r["base"])
    raise AssertionError(f"game-length table has no row for {value}")


# ================================================================= wounds


class Wounds:
    """Attacks rolled to hit, then armour saves, with the items that change the dice."""

    def __init__(self, **kw):
        self.__dict__.update(kw)
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": GAME, "attacks": self.attacks, "to_hit": self.to_hit,
                "fortified": self.fortified, "armour": self.armour,
                "effective_armour": self.effective_armour,
                "ignore_armour": self.ignore_armour,
                "hit_dice": self.hit_dice, "hit_reroll": self.hit_reroll, "hits": self.hits,
                "save_dice": self.save_dice, "save_reroll": self.save_reroll,
                "saves": self.saves, "cancelled": self.cancelled, "unsaved": self.unsaved,
                "items": self.items, "seed": self.seed}

    def lines(self) -> list[str]:
        from muster.i18n import _, czech, name, ngettext

        c = combat()
        t = self.to_hit
        cs = "" if czech() else f" ({esc(c['attack']['cs'])})"
        out = ["[bold]" + ngettext("{n} attack", "{n} attacks", self.attacks).format(
                   n=self.attacks) + "[/]" + cs + _(" hitting on {t}+: ").format(t=t)
               + _dice_text(self.hit_dice, lambda v: v >= t)]
        out += [f"  [dim]{esc(shown(n))}[/]" for n in self.notes]
        if self.hit_reroll is not None:
            out.append(f"  {esc(name(item('sword-of-cleaving')))}: " + _("one miss re-rolled")
                       + f" -> {die(self.hit_reroll, good=self.hit_reroll >= t)}")
        out.append(_("hits: {n}").format(n=f"[bold cyan]{self.hits}[/]"))
        if self.ignore_armour:
            why = (name(c["ignore_armour"]) if czech() else
                     f"{c['ignore_armour']['en']} ({c['ignore_armour']['cs']})")
            out.append(_("no saves: {why}").format(why=esc(why)))
        elif self.effective_armour is None:
            out.append(_("no saves: the target has no armour"))
        elif self.hits:
            a = self.effective_armour
            label = name(c["armour"]) if czech() else _("saves") + f" ({c['armour']['cs']})"
            out.append(_("{saves} on {a}+: ").format(saves=esc(label), a=a)
                       + _dice_text(self.save_dice, lambda v: v >= a))
            if self.save_reroll is not None:
                out.append(f"  {esc(name(item('sword-of-destruction')))}: "
                           + _("one save re-rolled")
                           + f" -> {die(self.save_reroll, good=self.save_reroll >= a)}")
            out.append(_("saves: {n}").format(n=self.saves))
        if self.cancelled:
            out.append(f"{esc(name(item('banner-of-steadfastness')))}: "
                       + ngettext("{n} shooting hit cancelled", "{n} shooting hits cancelled",
                                  self.cancelled).format(n=self.cancelled))
        out.append(_("unsaved hits: {n}").format(n=f"[bold]{self.unsaved}[/]"))
        return out


def check_wound(attacks: int, to_hit: int | None, fortified: bool, steadfast: bool,
                reroll_one_failed: bool, reroll_one_save: bool) -> None:
    c = combat()["attack"]
    if attacks < 1:
        raise MusterError(say("--attacks {attacks} is impossible: roll at least 1 attack",
                              attacks=attacks))
    if to_hit is None and not fortified:
        raise MusterError(say("give --to-hit T (the number each attack needs, e.g. 4 for 4+), "
                              "or --fortified for a target hit only on 6"))
    if to_hit is not None:
        _check_range("--to-hit", to_hit, c["min_to_hit"], c["max_to_hit"],
                     say("a D6 to-hit number (N+)"))
    if steadfast and (reroll_one_failed or reroll_one_save):
        raise MusterError(say("--steadfast cancels a shooting hit, while --reroll-one-failed "
                              "and --reroll-one-save are swords that work in combat rounds; "
                              "use one or the other"))


def shielded(armour: int | None) -> int | None:
    """Banner of Shielding: armour one better, never better than the best save."""
    banner = item("banner-of-shielding")
    if armour is None:
        return None
    return max(armour - banner["armour_bonus"], banner["armour_best"])


def wound_title(attacks: int, to_hit: int | None, armour: int | None, fortified: bool,
                ignore_armour: bool, shielding: bool) -> str:
    t = combat()["fortified"]["to_hit"] if fortified else to_hit
    a = shielded(armour) if shielding else armour
    from muster.i18n import _

    against = _("no save") if ignore_armour or a is None else _("{a}+ armour").format(a=a)
    return _("{attacks} attacks at {t}+ against {against}: unsaved hits").format(
        attacks=attacks, t=t, against=against)


def wound(src: Source, attacks: int, to_hit: int | None, armour: int | None, *,
          fortified: bool = False, ignore_armour: bool = False,
          reroll_one_failed: bool = False, reroll_one_save: bool = False,
          shielding: bool = False, steadfast: bool = False) -> Wounds:
    c = combat()
    notes: list[str] = []
    used: list[str] = []
    t = to_hit
    if fortified:
        t = c["fortified"]["to_hit"]
        notes.append(say("{fortified}: hit only on a {t}", fortified=_both_plain(c["fortified"]),
                         t=t) if to_hit in (None, t) else
                     say("{fortified}: hit only on a {t} (--to-hit {to_hit} does not apply)",
                         fortified=_both_plain(c["fortified"]), t=t, to_hit=to_hit))
    assert t is not None
    if not reroll_one_failed and not reroll_one_save:
        return _funnel_wound(src, c, attacks, t, to_hit, armour, fortified=fortified,
                             ignore_armour=ignore_armour, shielding=shielding,
                             steadfast=steadfast, notes=notes)
    pool = src.pool(attacks, c["attack"]["sides"])
    hits = pool.count(lambda v: v >= t)
    hit_dice = pool.seen()
    hit_reroll = None
    if reroll_one_failed:
        used.append(item("sword-of-cleaving")["en"])
        if hits < attacks:
            again = src.pool(1, c["attack"]["sides"])
            hit = again.count(lambda v: v >= t)
            seen = again.seen()
            hit_reroll = seen[0] if seen else None
            hits += hit
        else:
            notes.append(say("no miss to re-roll"))

    effective = _shield_armour(armour, used, notes) if shielding else armour
    save_dice: list[int] = []
    save_reroll = None
    saves = 0
    if reroll_one_save:
        used.append(item("sword-of-destruction")["en"])
    if not ignore_armour and effective is not None and hits:
        a = effective
        spool = src.pool(hits, c["armour"]["sides"])
        saves = spool.count(lambda v: v >= a)
        save_dice = spool.seen()
        if reroll_one_save and saves:
            again = src.pool(1, c["armour"]["sides"])
            kept = again.count(lambda v: v >= a)
            seen = again.seen()
            save_reroll = seen[0] if seen else None
            saves -= 1 - kept
    unsaved = hits - saves
    cancelled = 0
    if steadfast:
        used.append(item("banner-of-steadfastness")["en"])
        cancelled = min(item("banner-of-steadfastness")["cancels"], unsaved)
        unsaved -= cancelled
    return Wounds(attacks=attacks, to_hit=t, fortified=fortified, armour=armour,
                  effective_armour=None if ignore_armour else effective,
                  ignore_armour=ignore_armour, hit_dice=hit_dice, hit_reroll=hit_reroll,
                  hits=hits, save_dice=save_dice, save_reroll=save_reroll, saves=saves,
                  cancelled=cancelled, unsaved=unsaved, items=used, notes=notes)


def _shield_armour(armour: int | None, used: list[str], notes: list[str]) -> int | None:
    """Banner of Shielding: the armour it leaves, noting what it did."""
    used.append(item("banner-of-shielding")["en"])
    effective = shielded(armour)
    banner = _named(item("banner-of-shielding"))
    if armour is None:
        notes.append(say("{banner}: the target has no armour to improve", banner=banner))
    elif effective == armour:
        notes.append(say("{banner}: armour {armour}+ is already the best possible; no change",
                         banner=banner, armour=armour))
    else:
        notes.append(say("{banner}: armour {armour}+ -> {effective}+", banner=banner,
                         armour=armour, effective=effective))
    return effective


class FunnelWounds(Wounds):
    """Wounds without re-rolls: the attack dice and then the save dice of the hits, thrown as
    one funnel (hit, then not saved), so the exact driver weighs the unsaved hits as one
    binomial. Every other figure is read from the funnel when shown."""

    @property
    def hits(self) -> int:
        return self.funnel.passed(0)

    @property
    def _through(self) -> int:
        return self.funnel.passed(-1)  # hits not saved, before the Banner of Steadfastness

    @property
    def saves(self) -> int:
        return self.hits - self._through if self.saving else 0

    @property
    def cancelled(self) -> int:
        return min(item("banner-of-steadfastness")["cancels"], self._through) \
            if self.steadfast else 0

    @property
    def unsaved(self) -> int:
        return self._through - self.cancelled

    @property
    def hit_dice(self) -> list:
        return self.funnel.seen(0)

    @property
    def save_dice(self) -> list:
        return self.funnel.seen(1) if self.saving else []


def _funnel_wound(src: Source, c: dict, attacks: int, t: int, to_hit: int | None,
                  armour: int | None, *, fortified: bool, ignore_armour: bool, shielding: bool,
                  steadfast: bool, notes: list[str]) -> Wounds:
    used: list[str] = []
    effective = _shield_armour(armour, used, notes) if shielding else armour
    saving = not ignore_armour and effective is not None
    stages = [lambda v: v >= t]
    if saving:
        stages.append(lambda v: v < effective)  # the save fails: the hit goes through
    funnel = src.funnel(attacks, c["attack"]["sides"], stages)
    if steadfast:
        used.append(item("banner-of-steadfastness")["en"])
    return FunnelWounds(attacks=attacks, to_hit=t, fortified=fortified, armour=armour,
                        effective_armour=None if ignore_armour else effective,
                        ignore_armour=ignore_armour, hit_reroll=None, save_reroll=None,
                        items=used, notes=notes, funnel=funnel, saving=saving,
                        steadfast=steadfast)


# ================================================================= Gerroff!!! and Rage of Chaos


class Gerroff:
    """Gerroff!!!: how far the enemy unit is driven back towards its own table edge."""

    def __init__(self, dice: list[int], cm: int, one_die: bool):
        self.dice = dice
        self.cm = cm
        self.one_die = one_die
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"game": GAME, "form": "gerroff",
                "reading": "d6x5" if self.one_die else "5d6", "dice": self.dice,
                "cm": self.cm, "seed": self.seed}

    def lines(self) -> list[str]:
        r = rolls()["gerroff"]
        if self.one_die:
            how = (f"D6 x {r['multiplier']}: {_dice_text(self.dice)} x {r['multiplier']}"
                   if self.dice else f"D6 x {r['multiplier']}")
        else:
            how = f"{r['dice']}D6: {_dice_text(self.dice)}"
        from muster.i18n import _, czech

        if czech():
            how = how.replace("D6", "k6")
        return [_title(r) + f", {how}",
                _("driven back {cm} along the shortest line to its own table edge, as a "
                  "shooting drive-back").format(cm=f"[bold cyan]{self.cm} cm[/]")]


def gerroff(src: Source, one_die: bool = False) -> Gerroff:
    """RULINGS 19: 5D6 cm (five dice added); option: one D6 x 5 cm."""
    r = rolls()["gerroff"]
    if one_die:
        value = src.d(r["sides"])
        return Gerroff([value], value * r["multiplier"], True)
    pool = src.pool(r["dice"], r["sides"])
    cm = pool.total()
    return Gerroff(pool.seen(), cm, False)


class Rage:
    """Rage of Chaos: D6s one at a time; a repeated value turns the bonus into hits."""

    def __init__(self, planned: int, dice: list[int], backfire: bool, total: int):
        self.planned = planned
        self.dice = dice
        self.backfire = backfire
        self.total = total
        self.saving: dict | None = None
        self.seed: int | None = None

    @property
    def key(self) -> int:
        """Bonus attacks, or minus the hits suffered on a backfire (for --odds / --times);
        with saves rolled, minus the unsaved hits."""
        if not self.backfire:
            return self.total
        return -(self.saving["unsaved"] if self.saving else self.total)

    def to_json(self) -> dict:
        out = {"game": GAME, "form": "rage", "planned": self.planned, "dice": self.dice,
               "backfire": self.backfire,
               "bonus_attacks": 0 if self.backfire else self.total,
               "hits": self.total if self.backfire else 0, "seed": self.seed}
        if self.saving is not None:
            out.update({"armour": self.saving["armour"], "save_dice": self.saving["dice"],
                        "saves": self.saving["saves"], "unsaved": self.saving["unsaved"]})
        return out

    def lines(self) -> list[str]:
        from muster.i18n import _

        r = rolls()["rage"]
        out = [_title(r) + _(": up to {n} D6, one at a time: {dice}").format(
            n=self.planned, dice=_dice_text(self.dice))]
        if self.backfire:
            out.append("  " + _("{value} came up twice: {no_bonus}; the unit suffers {hits} "
                                "(the sum of the dice; armour saves allowed)").format(
                value=self.dice[-1], no_bonus="[bold red]" + _("no bonus") + "[/]",
                hits="[bold]" + _("{n} hits").format(n=self.total) + "[/]"))
            if self.saving is not None:
                out.append(_saves_line(self.saving))
        else:
            out.append("  " + _("no value repeated: the unit's total Attacks rise by {bonus} in "
                                "the next combat phase").format(
                bonus=f"[bold cyan]+{self.total}[/]"))
        return out


def check_rage(count: int) -> None:
    r = rolls()["rage"]
    if not 1 <= count <= r["max_dice"]:
        raise MusterError(say("--count {count} is impossible: Rage of Chaos rolls 1 to {most} "
                              "dice, no more than the unit's stands (a seventh die always "
                              "repeats a value)", count=count, most=r["max_dice"]))


def rage(src: Source, count: int, armour: int | None = None,
         saves: bool = False) -> Rage:
    """Roll up to ``count`` D6 one by one, stopping at the first value seen before.
    RULINGS 20: a repeat means no bonus and hits equal to the sum of every die rolled; with
    ``saves`` the unit's armour saves against those hits are rolled too (``armour`` None:
    no save)."""
    r = rolls()["rage"]
    dice: list[int] = []
    for _ in range(count):
        value = src.d(r["sides"])
        repeat = value in dice
        dice.append(value)
        if repeat:
            out = Rage(count, dice, True, sum(dice))
            if saves:
                out.saving = _saves(src, out.total, armour)
            return out
    out = Rage(count, dice, False, sum(dice))
    if saves:
        out.saving = _saves(src, 0, armour)  # no hits, no save dice
    return out


def _saves(src: Source, hits: int, armour: int | None) -> dict:
    """Armour saves against ``hits``: one D6 each, a save on the armour value or more."""
    c = combat()["armour"]
    if armour is None or not hits:
        return {"armour": armour, "dice": [], "saves": 0, "unsaved": hits}
    pool = src.pool(hits, c["sides"])
    saved = pool.count(lambda v: v >= armour)
    return {"armour": armour, "dice": pool.seen(), "saves": saved, "unsaved": hits - saved}


def _saves_line(s: dict) -> str:
    if s["armour"] is None:
        return "  " + ngettext("no armour save: {n} hits stand", "no armour save: {n} hits stand",
                               s["unsaved"]).format(n=f"[bold]{s['unsaved']}[/]")
    dice = _dice_text(s["dice"], good=lambda v: v >= s["armour"]) if s["dice"] else ""
    return ("  " + _("armour saves {armour}+: ").format(armour=s["armour"])
            + (dice + " - " if dice else "")
            + _("{saves} saved, {unsaved}").format(
                saves=s["saves"], unsaved="[bold red]" + _("{n} unsaved").format(
                    n=s["unsaved"]) + "[/]"))


def rage_odds(count: int, dist, armour: int | None = None,
              saves: bool = False) -> "OddsResult":
    from muster.engine.odds import fraction_text, percent
    from muster.engine.run import OddsResult

    # with saves a backfire whose hits are all saved is 0 (no bonus is ever 0 otherwise)
    back = dist.p(lambda k: k < 0 or (saves and k == 0))
    rows = []
    view = ["[bold]" + _("Rage of Chaos with up to {n} D6").format(n=count)
            + ((_(", then saves on {armour}+").format(armour=armour) if armour else
                _(", no save")) if saves else "")
            + "[/]",
            _("chance of a repeated value (no bonus, hits on the unit): {p}").format(
                p=f"[bold]{percent(back)}[/]")
            + (f" ({fraction_text(back)})" if dist.exact else "")]
    for k in sorted(dist.probs, key=lambda k: (k < 0, abs(k))):
        p = dist.probs[k]
        if k >= 0:
            what = ngettext("+{n} attack", "+{n} attacks", k).format(n=k) if _czech() else \
                f"+{k} attacks"
        elif saves:
            what = ngettext("{n} unsaved hit", "{n} unsaved hits", -k).format(n=-k) \
                if _czech() else f"{-k} unsaved hits"
        else:
            what = ngettext("{n} hit", "{n} hits", -k).format(n=-k) if _czech() else \
                f"{-k} hits"
        if k == 0 and saves:
            what = _("a repeat, every hit saved")
        row = {"backfire": k < 0, "bonus_attacks": max(k, 0), "hits": max(-k, 0)}
        if saves:
            row = {"backfire": k <= 0, "bonus_attacks": max(k, 0), "unsaved": max(-k, 0)}
        rows.append({**row, **dist.prob(p)})
        view.append(f"  {what:<12} {percent(p)}")
    body = {"odds": True, "game": GAME, "form": "rage", "planned": count,
            "backfire": dist.prob(back), "results": rows, "exact": dist.exact}
    return OddsResult(body, view)


class Storm:
    """Storm of Stone: D3 hits on each enemy unit in range, one D3 per unit."""

    def __init__(self, dice: list[int], hits: list[int], total: int):
        self.dice = dice
        self.hits = hits
        self.total = total
        self.savings: list[dict] | None = None
        self.seed: int | None = None

    @property
    def unsaved(self) -> int | None:
        return None if self.savings is None else sum(s["unsaved"] for s in self.savings)

    def to_json(self) -> dict:
        out = {"game": GAME, "form": "storm", "units": len(self.hits), "dice": self.dice,
               "hits": self.hits, "total": self.total, "seed": self.seed}
        if self.savings is not None:
            out["saves"] = [{"armour": s["armour"], "dice": s["dice"], "saves": s["saves"],
                             "unsaved": s["unsaved"]} for s in self.savings]
            out["unsaved"] = self.unsaved
        return out

    def lines(self) -> list[str]:
        from muster.i18n import _, ngettext

        r = rolls()["storm"]
        n = len(self.hits)
        out = [_title(r) + ": " + ngettext(
            "D3 hits on each of {n} enemy unit (D3 = D6 halved, rounded up)",
            "D3 hits on each of {n} enemy units (D3 = D6 halved, rounded up)", n).format(n=n)]
        for i, (d, h) in enumerate(zip(self.dice, self.hits), 1):
            out.append("  " + _("unit {i}: D6 {die} -> {hits}").format(
                i=i, die=die(d), hits=f"[bold cyan]{h}[/]" + ngettext(" hit", " hits", h)))
            if self.savings is not None:
                out.append("  " + _saves_line(self.savings[i - 1]))
        if self.savings is not None:
            out.append("  " + _("unsaved in all: {n}").format(n=f"[bold]{self.unsaved}[/]"))
        out.append("  [dim]" + _("armour saves as usual; the units are not driven back; an "
                                 "engaged unit carries its hits into the first combat round")
                   + "[/]")
        return out


def check_storm(count: int) -> None:
    if count < 1:
        raise MusterError(say("--count {count} is impossible: give the number of enemy units "
                              "within 30 cm (at least 1)", count=count))
    if count > 100:
        raise MusterError(say("--count {count} is more enemy units than a table holds; at "
                              "most {most}", count=count, most=100))


def storm(src: Source, count: int, armour: list | None = None) -> Storm:
    """One D3 (ceil(D6 / 2), RULINGS 21) per enemy unit in range (seed L38-39). With
    ``armour`` (one save value, or None for no save, per unit) each unit's saves are rolled
    after its D3, unit by unit ("resolved the usual way")."""
    r = rolls()["storm"]
    if armour is not None:
        dice, hits, savings = [], [], []
        for a in armour:
            d = src.d(r["sides"])
            dice.append(d)
            hits.append((d + 1) // 2)
            savings.append(_saves(src, hits[-1], a))
        out = Storm(dice, hits, sum(hits))
        out.savings = savings
        return out
    pool = src.pool(count, r["sides"])  # thrown together; the exact driver weighs the sum
    total = pool.total(lambda face: (face + 1) // 2)
    dice = pool.seen()
    return Storm(dice, [(d + 1) // 2 for d in dice], total)


# ================================================================= the forms of `roll warmaster`


FORMS = ("target", "cast", "command", "game-length", "gerroff", "rage", "storm", "dispel",
         "spellbind", "door")
TAKES = {  # the options each form reads; any other given option is refused
    "target": ("--target", "--count"),
    "cast": ("--value", "--spell", "--wand", "--reroll", "--no-reroll-after-one",
             "--spellbound", "--ring", "--runesmith", "--scroll", "--staff"),
    "command": ("--value", "--penalty", "--crown", "--helm", "--orb"),
    "game-length": (),
    "gerroff": ("--one-die",),
    "rage": ("--count", "--armour"),
    "storm": ("--count", "--armour"),
    "dispel": (),
    "spellbind": (),
    "door": ("--troop", "--stands", "--characters"),
}


class RollForm:
    """One checked form of ``muster roll warmaster``: what ``run`` needs to roll it.

    ``roll(src)`` is the procedure, ``key`` what matters about one result, ``odds(dist)``
    the exact distribution as a result object, ``label`` the name of the key.
    """

    def __init__(self, form: str, roll, key, odds, label: str, exact_distribution=None):
        self.form = form
        self.roll = roll
        self.key = key
        self.odds = odds
        self.label = label
        # a faster exact distribution of ``key`` built from the procedure's own parts
        self.exact_distribution = exact_distribution

    @property
    def exact(self):
        """``run``'s exact hook: the odds from ``exact_distribution``, where there is one."""
        if self.exact_distribution is None:
            return None
        return lambda: self.odds(self.exact_distribution())


def _target_form(target: int | None, count: int):
    from muster.games.warmaster.target import TargetSpec

    if target is None:
        raise MusterError(say("target needs --target N (each die succeeds on N+)"))
    return TargetSpec(target, count)


def _cast_form(value: int | None, spell: str | None, wand: bool, reroll: bool,
               reroll_after_one: bool, spellbound: bool, ring: bool = False,
               runesmith: bool = False, scroll: bool = False,
               staff: bool = False) -> RollForm:
    from muster.engine.run import bool_odds

    spell_ = find_spell(spell) if spell else None
    if spell_ and value is not None and value != spell_["cast"]:
        raise MusterError(say("--value {value} contradicts --spell {spell} (cast {cast}+); "
                              "give one of them", value=value, spell=_named(spell_),
                              cast=spell_["cast"]))
    if spell_ and reroll and spell_["race"] != "High Elves":
        raise MusterError(say("--reroll is the High Elf Mage's second attempt (seed L34); "
                              "{spell} is a spell of the {race}, not of the High Elves",
                              spell=_named(spell_), race=_race(spell_["race"])))
    cast_value = spell_["cast"] if spell_ else value
    if cast_value is None:
        raise MusterError(say("cast needs --value N (the casting value, e.g. 5 for 5+) or "
                              "--spell NAME"))
    check_cast(cast_value)
    if spell_:
        title = say("casting {spell} {value}+", spell=_named(spell_), value=cast_value)
    else:
        title = say("casting {value}+", value=cast_value)
    if ring or runesmith or scroll or staff:
        if ring and (wand or reroll or spellbound):
            raise MusterError(say("--ring casts with no roll: --wand, --reroll and "
                                  "--spellbound have nothing to act on"))
        if staff and spellbound:
            raise MusterError(say("--staff: the Staff of Spellbinding stops working once it "
                                  "has spellbound a wizard (L179-180), and this one already "
                                  "is"))
        extras = [n for n, on in ((N_("Ring of Magic"), ring), (N_("enemy Runesmith"), runesmith),
                                  (N_("enemy Scroll of Dispelling"), scroll),
                                  (N_("enemy Staff of Spellbinding"), staff)) if on]
        opts = dict(wand=wand, reroll=reroll, spellbound=spellbound,
                    reroll_after_one=reroll_after_one, spell=spell_)
        return RollForm("cast", lambda src: spellcraft(src, cast_value, ring=ring,
                                                       runesmith=runesmith, scroll=scroll,
                                                       staff=staff, **opts),
                        key=lambda r: r.outcome,
                        odds=lambda dist: spellcraft_odds(
                            _("Chance of {what} ({extras})").format(
                                what=shown(title), extras=", ".join(_(e) for e in extras)),
                            dist),
                        label=N_("outcome"))
    return RollForm("cast", lambda src: cast(src, cast_value, wand=wand, reroll=reroll,
                                             spellbound=spellbound,
                                             reroll_after_one=reroll_after_one, spell=spell_),
                    key=lambda r: r.success,
                    odds=lambda dist: bool_odds(
                        _("Chance of {what}").format(what=shown(title)), dist),
                    label=N_("success"))


def _race(race: str):
    """A people of the spell catalogue as a message argument (Czech from the data)."""
    from muster.i18n import both_ways

    return both_ways(lambda: _(race))


_RACES = (N_("Chaos"), N_("High Elves"), N_("Orcs & Goblins"))  # the spell catalogue's


def _command_form(value: int | None, penalty: int, crown: bool, helm: bool,
                  orb: bool = False) -> RollForm:
    from muster.engine.run import bool_odds

    if value is None and crown:
        value = 10
    if value is None:
        raise MusterError(say("command needs --value C (the Command value, e.g. 9)"))
    check_command(value, penalty, crown, helm)
    if crown:
        why = _("(Crown of Command: an unmodified 10, penalties do not apply)")
    else:
        why = (_("(Command {value}").format(value=value) + (_(", Helm") if helm else "")
               + (f", -{penalty}" if penalty else "") + ")")
    title = _("Chance to pass a command test {why}").format(why=why)
    if orb:
        title += _(" with the Orb of Majesty (a failure is ignored once)")
        return RollForm("command", lambda src: command_test(src, value, penalty=penalty,
                                                            crown=crown, helm=helm, orb=True),
                        key=lambda r: r.orb_used,
                        odds=lambda dist: _orb_odds(title, dist), label=N_("orb used"))
    return RollForm("command", lambda src: command_test(src, value, penalty=penalty,
                                                        crown=crown, helm=helm, orb=orb),
                    key=lambda r: r.passed,
                    odds=lambda dist: bool_odds(title, dist, "passed"),
                    label=N_("passed"))


def _orb_odds(title: str, dist):
    """With the Orb every order is given; the odds that matter are those of spending it."""
    from fractions import Fraction

    from muster.engine.odds import percent
    from muster.engine.run import OddsResult

    used = dist[True]
    body = {"odds": True, "passed": dist.prob(Fraction(1)), "orb_used": dist.prob(used),
            "exact": dist.exact}
    view = [f"[bold]{esc(title)}[/]",
            _("chance of {name}: {p}").format(name=_("passed"), p=f"[bold]{percent(1)}[/]")
            + " (1/1)",
            _("chance the Orb of Majesty is spent on this order: {p}").format(
                p=f"[bold]{percent(used)}[/]") + f" ({used.numerator}/{used.denominator})"]
    return OddsResult(body, view)


def _gerroff_form(one_die: bool) -> RollForm:
    from muster.engine.run import numeric_odds

    reading = "D6 x 5" if one_die else "5D6"
    return RollForm("gerroff", lambda src: gerroff(src, one_die), key=lambda r: r.cm,
                    odds=lambda dist: numeric_odds(
                        _("Gerroff!!! drive-back ({reading}) in cm").format(
                            reading=reading.replace("D6", "k6") if _czech() else reading),
                        dist, "cm"),
                    label=N_("cm"))


def _rage_form(count: int, armour: list[str]) -> RollForm:
    check_rage(count)
    saves = bool(armour)
    if len(armour) > 1:
        raise MusterError(say("rage: one --armour, the unit's own save"))
    a = parse_armour(armour[0]) if saves else None
    return RollForm("rage", lambda src: rage(src, count, a, saves), key=lambda r: r.key,
                    odds=lambda dist: rage_odds(count, dist, a, saves),
                    label=N_("bonus (-N = N unsaved hits)") if saves else
                    N_("bonus (-N = N hits)"))


def storm_saves_distribution(saves: list) -> "Distribution":
    """Exact unsaved hits of Storm of Stone with saves: the units are independent, so each
    unit's own walk of ``storm`` (its D3, then its saves) is added to the others' one unit
    at a time, instead of walking every die of every unit together."""
    from fractions import Fraction

    from muster.engine.odds import Distribution, enumerate_outcomes

    total: dict[int, Fraction] = {0: Fraction(1)}
    for a in saves:
        one = enumerate_outcomes(lambda src, a=a: storm(src, 1, [a]), lambda r: r.unsaved)
        nxt: dict[int, Fraction] = {}
        for k, p in total.items():
            for h, q in one.probs.items():
                nxt[k + h] = nxt.get(k + h, Fraction(0)) + p * q
        total = nxt
    return Distribution(total)


def _storm_form(count: int, armour: list[str]) -> RollForm:
    from muster.engine.run import numeric_odds

    check_storm(count)
    saves = None
    if armour:
        if len(armour) not in (1, count):
            raise MusterError(say("storm: give one --armour for all {count} units, or one "
                                  "per unit ({count}), not {given}", count=count,
                                  given=len(armour)))
        saves = [parse_armour(a) for a in armour] * (count if len(armour) == 1 else 1)
    key = (lambda r: r.unsaved) if saves is not None else (lambda r: r.total)
    what = N_("unsaved hits") if saves is not None else N_("hits")
    return RollForm("storm", lambda src: storm(src, count, saves), key=key,
                    odds=lambda dist: numeric_odds(
                        (ngettext("Storm of Stone on {n} unit: {what} in all",
                                  "Storm of Stone on {n} units: {what} in all", count)
                         if _czech() else
                         f"Storm of Stone on {count} unit{'s' if count != 1 else ''}: "
                         "{what} in all").format(n=count, what=_(what)), dist, what),
                    label=what,
                    exact_distribution=(lambda: storm_saves_distribution(saves))
                    if saves is not None else None)


def _named_form(name: str) -> RollForm:
    from muster.engine.run import bool_odds

    r = rolls()[name]
    return RollForm(name, lambda src: named_roll(src, name), key=lambda x: x.success,
                    odds=lambda dist: bool_odds(
                        (_cap(r["cs"]) if _czech() else r["en"])
                        + _(": D6 {target}+").format(target=r["target"]), dist),
                    label=N_("success"))


def _door_form(troop: str | None, stands: int | None, characters: int) -> RollForm:
    if troop is None:
        raise MusterError(say("door needs --troop (infantry, cavalry or character) and "
                              "--stands"))
    plan = DoorPlan(fold(troop), stands or 0, characters)
    return RollForm("door", plan.roll, key=lambda x: x.phases,
                    odds=lambda dist: OddsDoor(plan), label=N_("command phases"))


class OddsDoor:
    """--odds of a small door: nothing is rolled, the plan is certain."""

    def __init__(self, plan: DoorPlan):
        self.plan = plan

    def to_json(self) -> dict:
        return {**self.plan.to_json(), "odds": True, "p": 1.0}

    def lines(self) -> list[str]:
        return self.plan.lines() + [_("(no dice: this is certain)")]


def _game_length_form() -> RollForm:
    from muster.engine.run import numeric_odds

    return RollForm("game-length", game_length, key=lambda r: r.turns,
                    odds=lambda dist: numeric_odds(_("Game length in turns"), dist, "turns"),
                    label=N_("turns"))


def roll_form(form: str | None, *, target: int | None = None, count: int = 1,
              value: int | None = None, spell: str | None = None, wand: bool = False,
              reroll: bool = False, reroll_after_one: bool = True, spellbound: bool = False,
              penalty: int = 0, crown: bool = False, helm: bool = False,
              one_die: bool = False, ring: bool = False, runesmith: bool = False,
              scroll: bool = False, staff: bool = False, orb: bool = False,
              armour: list[str] = (), troop: str | None = None, stands: int | None = None,
              characters: int = 0) -> RollForm:
    """The form asked for, with its options checked (the arguments are the command's).

    No FORM means target when ``--target`` is given; an option the form does not read is
    refused, naming the options it does take.
    """
    if form is None:
        if target is None:
            raise MusterError(say("choose a form: target (--target N), cast, command or "
                                  "game-length (muster roll warmaster --help)"))
        form = "target"
    form = form.strip().lower()
    if form not in FORMS:
        raise MusterError(say("unknown Warmaster roll '{form}' (choose: {forms})", form=form,
                              forms=", ".join(FORMS)))
    given = {"--target": target is not None, "--count": count != 1, "--value": value is not None,
             "--spell": spell is not None, "--wand": wand, "--reroll": reroll,
             "--no-reroll-after-one": not reroll_after_one, "--spellbound": spellbound,
             "--penalty": penalty != 0, "--crown": crown, "--helm": helm,
             "--one-die": one_die, "--ring": ring, "--runesmith": runesmith,
             "--scroll": scroll, "--staff": staff, "--orb": orb, "--armour": bool(armour),
             "--troop": troop is not None, "--stands": stands is not None,
             "--characters": characters != 0}
    stray = [name for name, used in given.items() if used and name not in TAKES[form]]
    if stray:
        takes = ", ".join(TAKES[form])
        if not takes:
            raise MusterError(
                say("{options} does not apply to the {form} roll (it takes no options of its "
                    "own)", options=stray[0], form=form) if len(stray) == 1 else
                say("{options} do not apply to the {form} roll (it takes no options of its "
                    "own)", options=", ".join(stray), form=form))
        raise MusterError(say("{options} does not apply to the {form} roll (it takes {takes})",
                              options=stray[0], form=form, takes=takes) if len(stray) == 1
                          else say("{options} do not apply to the {form} roll (it takes "
                                   "{takes})", options=", ".join(stray), form=form,
                                   takes=takes))
    if form == "target":
        return _target_form(target, count)
    if form == "cast":
        return _cast_form(value, spell, wand, reroll, reroll_after_one, spellbound, ring,
                          runesmith, scroll, staff)
    if form == "command":
        return _command_form(value, penalty, crown, helm, orb)
    if form == "gerroff":
        return _gerroff_form(one_die)
    if form == "rage":
        return _rage_form(count, list(armour))
    if form == "storm":
        return _storm_form(count, list(armour))
    if form in ("dispel", "spellbind"):
        return _named_form(form)
    if form == "door":
        return _door_form(troop, stands, characters)
    return _game_length_form()
