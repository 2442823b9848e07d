"""Void on the terminal: a fall, a grab, breaking free and throwing an opponent."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from muster.engine.data import load
from muster.engine.odds_tables import OddsResult, numeric_odds
from muster.engine.render import die, esc, table, verdict
from muster.engine.rule import odds_view, view
from muster.games.void import catalogue as cat
from muster.games.void.athletics import FELL, MOVED, STAYED, Athletics, AthleticsSpec
from muster.games.void.body import HpAfter
from muster.games.void.fall import FallResult, FallSpec
from muster.games.void.grab import BreakFreeResult, BreakFreeSpec, GrabResult, GrabSpec
from muster.games.void.roll_under import passes
from muster.games.void.terms import capital_term, luck_mark, pain_note, pair, signed
from muster.games.void.throw_opponent import STRUCK_ROLLS, ThrowResult, ThrowSpec
from muster.games.void.travel import (
    Travel,
    TravelSearch,
    TravelSearchSpec,
    TravelSpec,
    search_rules,
)
from muster.i18n import N_, Named, _, counted, czech, die_word, named, say, shown
from muster.text import chance as percent
from muster.text import decimal, fraction_shown

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution

GAME = "void"


def hp_line(hp: int, max_hp: int, after: HpAfter, who: str = "") -> str:
    """'  HP: 40 -> 30 of 40', after ``who`` ('thrown', 'struck'): '  thrown: HP: ...'."""
    line = "  " + (f"{who}: " if who else "") + shown(say(
        "HP: {before} -> {left} of {most}", before=hp, most=max_hp,
        left=f"[bold]{after.hp_left}[/]"))
    if after.dead:
        return line + _(" [bold red]dead[/]")
    if after.pain_check:
        line += pain_note()
    return line


def outcome_odds(title: str, dist: Distribution, order: tuple[str, ...] = ()) -> OddsResult:
    """The chance of each outcome of a move, in the given order."""
    keys = [k for k in order if dist[k]] + sorted((k for k in dist.probs if k not in order),
                                                  key=str)
    rows = [{"outcome": k, **dist.prob(dist[k])} for k in keys]
    body = {"game": GAME, "odds": True, "outcomes": rows, "exact": dist.exact}
    lines = [f"[bold]{esc(title)}[/]"] + table(
        [_("outcome"), _("chance")],
        [[esc(_(r["outcome"]) if isinstance(r["outcome"], str) else r["outcome"]),
          percent(r["p"]) + (f" ({fraction_shown(r['fraction'])})" if r["fraction"] else "")]
         for r in rows])
    return OddsResult(body, lines)


# ----------------------------------------------------------------------------- falling


@view(FallResult)
def fall_lines(res: FallResult) -> list[str]:
    f, r = res.spec, cat.rules()["fall"]
    above = max(0, f.fall - f.target_size)
    return [capital_term(r) + ": "
            + shown(say("{metres} m, size {size}: {above} m above the size x {per} = {damage} "
                        "damage (automatic: Strength, Durability and armour do not matter)",
                        metres=f.fall, size=f.target_size, above=above,
                        per=r["damage_per_metre"], damage=f"[bold]{res.damage}[/]")),
            hp_line(f.target_hp, f.max_hp, res.after)]


@odds_view(FallSpec)
def fall_odds(spec: FallSpec, dist: Distribution) -> OddsResult:
    rule = cat.rules()["fall"]
    name = rule["cs"] if czech() else rule["en"]
    return outcome_odds(name[:1].upper() + name[1:] + ": "
                        + shown(say("{metres} m, size {size}", metres=spec.fall,
                                    size=spec.target_size)), dist)


# -------------------------------------------------------------------------------- grab


@view(GrabResult)
def grab_lines(res: GrabResult) -> list[str]:
    g, r = res.spec, cat.rules()
    out = [capital_term(r["grab"]) + ": "
           + shown(say("Strength {strength} against {target}, may grab", strength=g.strength,
                       target=g.target_strength)),
           "  " + _("CC roll") + f": {die_word('d20')} = {die(res.roll, good=res.hit)} " + _("vs")
           + f" {grab_target(g)}: {verdict(res.hit, 'HIT', 'MISS')}"]
    if res.hit and g.defence:
        d = r["defence"][g.defence]
        rolled = die(res.defence_roll, good=res.defended) if res.defence_roll else die_word("d20")
        out.append(f"  {pair(d)}: {rolled} " + _("vs") + f" {g.defence_target}: "
                   f"{verdict(res.defended, 'AVOIDED', 'FAILED')}")
    if res.grabbed:
        out.append(f"  {verdict(True, 'GRABBED')}: "
                   + _("the opponent can do nothing but try to break free (a Strength "
                       "roll, its whole action); the grabber can do nothing else, and may "
                       "let go at any time"))
    else:
        out.append(f"  {verdict(False, no='NOT GRABBED')}")
    return out


def grab_target(g: GrabSpec) -> str:
    """'CC 10 + 4 (target prone) = 14': the CC, the modifiers given, the situations'."""
    from muster.games.void.views.attack import situation_name

    out = f"CC {g.cc}{signed(g.mods)}" + "".join(
        f" {'+' if v > 0 else '-'} {abs(v)} ({esc(situation_name(k))})"
        for k, v in g.situation_mods if v)
    if g.zero:
        zero = next(k for k in g.situations if cat.rules()["situations"][k].get("zero") == "cc")
        return out + " -> 1 (" + esc(situation_name(zero)) + ")"
    return out + (f" = {g.target}" if g.target != g.cc or g.mods else "")


@odds_view(GrabSpec)
def grab_odds(spec: GrabSpec, dist: Distribution) -> OddsResult:
    target = spec.defence_target
    defended = ""
    if spec.defence:
        defended = cat.rules()["defence"][spec.defence]["cs"] if czech() else spec.defence
    return outcome_odds(_("Grab") + f": CC {spec.target}"
                        + (f", {defended} {target}" if target else ""), dist,
                        ("grabbed", "avoided", "missed"))


@view(BreakFreeResult)
def break_free_lines(res: BreakFreeResult) -> list[str]:
    b = res.spec
    head = capital_term(cat.rules()["break_free"])
    if b.automatic:
        return [f"{head}: " + shown(say("Strength {strength} is above the grabber's {grabber}: "
                                        "{free} at once, no roll", strength=b.target_strength,
                                        grabber=b.strength, free=verdict(True, "FREE")))]
    return [f"{head}: " + _("Strength roll")
            + f" {die_word('d20')} = {die(res.roll, good=res.free)} "
            + _("vs") + f" {b.target_strength}{signed(b.mods)}"
            f"{f' = {b.target}' if b.mods else ''}: "
            + (verdict(True, "FREE") if res.free else verdict(False, no="STILL HELD"))]


@odds_view(BreakFreeSpec)
def break_free_odds(spec: BreakFreeSpec, dist: Distribution) -> OddsResult:
    return outcome_odds(shown(say("Breaking free: Strength {strength} against a grabber's "
                                  "{grabber}", strength=spec.target, grabber=spec.strength)),
                        dist, ("free", "still held"))


# --------------------------------------------------------------------- throw an opponent


@view(ThrowResult)
def throw_lines(res: ThrowResult) -> list[str]:
    t, th = res.spec, cat.rules()["throw_opponent"]
    limbs = _("one limb") if t.one_limb else _("two limbs")
    out = [capital_term(th) + ": "
           + shown(say("size {size} throws size {target} with {limbs} (grabbed first); "
                       "Strength {strength} reaches {reach} m, thrown {distance} m",
                       size=t.size, target=t.target_size, limbs=limbs, strength=t.strength,
                       reach=t.reach, distance=t.thrown))]
    if t.struck:
        out += _struck_lines(res)
    out.append("  " + shown(say("landing, as a fall of {distance} m: {damage} damage "
                                "(automatic)", distance=t.thrown, damage=t.landing)))
    out.append(hp_line(t.target_hp, t.max_hp, res.after, _("thrown")))
    return out


def _struck_lines(res: ThrowResult) -> list[str]:
    t, th = res.spec, cat.rules()["throw_opponent"]
    assert t.struck is not None
    what = _(STRUCK_ROLLS[t.struck])
    rolled = die(res.roll, good=not res.hurt) if res.roll is not None else die_word("d20")
    out = ["  " + _("strikes an object") + ": DAM " + _("size")
           + f" {t.target_size} x {th['impact_per_size']}"
           + (" x 2" if t.struck == "durability" else "")
           + f" = {t.impact}; {what}: {rolled} " + _("vs") + f" {t.struck_value}: "
           + ("[bold red]" + shown(say("{damage} damage", damage=res.struck_damage))
              + "[/]" if res.hurt else _("no damage"))]
    after = res.struck_after
    if after is not None:
        assert t.struck_hp is not None
        out.append(hp_line(t.struck_hp, t.struck_hp, after, _("struck")))
    return out


@odds_view(ThrowSpec)
def throw_odds(spec: ThrowSpec, dist: Distribution) -> OddsResult:
    return outcome_odds(shown(say("Throwing an opponent {distance} m: landing {damage} damage",
                                  distance=spec.thrown, damage=spec.landing)), dist)


# ------------------------------------------------------------- climbing, rappelling, jumping

ATTRIBUTES = {"strength": N_("Strength"), "agility": N_("Agility")}


@view(Athletics)
def athletics_lines(res: Athletics) -> list[str]:
    s, t = res.spec, cat.rules()["test"]
    e = s.entry
    flag = (luck_mark(cat.rules()["luck"], "Luck", "bold green") if res.roll == t["luck"]
            else luck_mark(cat.rules()["bad_luck"], "Bad luck", "bold red")
            if res.roll == t["bad_luck"] else "")
    head = capital_term(e) + f" (L21): {_(ATTRIBUTES[e['attribute']])} {s.attribute}" \
        + signed(s.mods) + (f" = {s.target}" if s.mods else "")
    out = [head, f"  {die_word('d20')} = {die(res.roll, good=res.success)} " + _("vs")
           + f" {s.target}: "
           + verdict(res.success) + flag]
    if res.success:
        out.append("  " + shown(say("moves {metres} m (size {size}{run_up})",
                                    metres=f"[bold]{res.metres}[/]", size=s.size,
                                    run_up=say(", after a run-up") if s.run_up else "")))
    elif not res.fell:
        out.append("  " + (_("hesitates: does not jump") if s.move.endswith("jump")
                           else _("does not move")))
    if res.fell:
        if res.fall_m is None:
            out.append("  [bold red]" + _("falls") + "[/]: " + _(
                "from the height he is at (not given: the fall's damage is not worked out)"))
        else:
            out.append("  [bold red]" + _("falls") + "[/]: " + shown(say(
                "{metres} m, size {size}: {damage} damage", metres=res.fall_m, size=s.size,
                damage=f"[bold]{res.damage}[/]")))
        if res.after is not None:
            out.append(hp_line(s.hp, s.full_hp, res.after))
    return out


@odds_view(AthleticsSpec)
def athletics_odds(spec: AthleticsSpec, dist: Distribution) -> OddsResult:
    e = spec.entry
    name = e["cs"] if czech() else e["en"]
    return outcome_odds(name[:1].upper() + name[1:] + ": " + shown(say(
        "{attribute} {target}, {metres} m on a success", attribute=_(ATTRIBUTES[e["attribute"]]),
        target=spec.target, metres=spec.distance)), dist, (MOVED, STAYED, FELL))


# ------------------------------------------------------------------------------ travel


def _amount(value: Fraction) -> str:
    """10, 2.5, 2.08: a whole number as it is, else to two places (Czech: a comma)."""
    return str(value.numerator) if value.denominator == 1 else decimal(float(value), 2)


@view(Travel)
def travel_lines(res: Travel) -> list[str]:
    s, e = res.spec, res.spec.entry
    r = cat.rules()
    speed, hours = _amount(s.speed), _amount(s.time_h)
    head = (capital_term(r["travel_term"]) + ", " + pair(e) + " (L19): "
            + shown(say("{speed} km/h, {hours} h ({started} started)", speed=speed,
                        hours=hours, started=_started(s.started_hours))))
    out = [head]
    if s.rolls:
        rolled = " ".join(die(v, good=passes(v, s.target)) for v in res.rolls)
        out.append("  " + shown(say("Durability {target}, a d20 for each started hour: "
                                    "{rolls}", target=s.target, rolls=rolled)))
        fat = r["fatigue"]
        if res.fatigue:
            levels = Named(str(res.fatigue), counted(  # Czech 'únava 2 stupně' (czrev21-C 24)
                res.fatigue, ("stupeň", "stupně", "stupňů")))
            out.append("  [bold]" + shown(say("fatigue +{n}: {penalty} to {attributes} and "
                                              "to initiative", n=levels,
                                              penalty=fat["per_level"] * res.fatigue,
                                              attributes=", ".join(fat["attributes"])))
                       + "[/]")
        else:
            out.append("  " + _("no fatigue"))
    else:
        out.append("  " + _("no fatigue roll at this pace"))
    when = e.get("initiative")
    if when:
        m = load("void", "initiative")["modifier"][when]
        out.append("  " + shown(say("an attack on the way: {name} ({value} initiative)",
                                    name=m["cs"] if czech() else m["en"],
                                    value=f"{m['value']:+d}")))
    return out


def _in_km(km: list[int]) -> Named:
    """The kilometres something was found in; Czech with its preposition, vocalised as
    spoken: 've 3. kilometru' (ve třetím), 'v 5. kilometru' (czreview21 row 33)."""
    text = ", ".join(map(str, km))
    first = km[0]  # ve druhém … čtyřicátém, ve dvanáctém … čtrnáctém, ve stém
    ve = str(first)[0] in "234" or first in (12, 13, 14) or 100 <= first < 200
    return Named(text, ("ve " if ve else "v ") + text)


def _started(hours: int) -> Named:
    """'3' in English, '3 načaté hodiny' in Czech (czreview21 34, czrev21-C 24)."""
    return Named(str(hours), counted(
        hours, ("načatá hodina", "načaté hodiny", "načatých hodin")))


@odds_view(TravelSpec)
def travel_odds(spec: TravelSpec, dist: Distribution) -> OddsResult:
    started = _started(spec.started_hours)
    return numeric_odds(shown(say("{pace} travel, {started} started hour(s), Durability "
                                  "{target}: fatigue levels", pace=named(spec.entry),
                                  started=started, target=spec.target)), dist,
                        "fatigue")


def _search_head(spec: TravelSearchSpec) -> str:
    """'search (hledání) by sight (zrak), 200 m: Perception 12, a d20 in each of 3 km'."""
    r = search_rules()
    sense = r["sense"][spec.sense]
    return shown(say("{search} by {sense}, range {range} m: Perception {target}, a d20 in each "
                     "of {n} km (L19, L23)", search=pair(r), sense=pair(sense),
                     range=spec.range_m, target=spec.target, n=spec.searches))


@view(TravelSearch)
def travel_search_lines(res: TravelSearch) -> list[str]:
    out = travel_lines(Travel(res.spec.journey, (), 0))
    s = res.spec
    out.append("  " + _search_head(s))
    if res.rolls:
        rolled = " ".join(die(v, good=passes(v, s.target)) for v in res.rolls)
        out.append("    " + rolled)
    km = [i + 1 for i, v in enumerate(res.rolls) if passes(v, s.target)]
    if km:
        out.append("  [bold]" + shown(say("found in km {km}: every object of the kind "
                                          "searched for within {range} m",
                                          km=_in_km(km), range=s.range_m))
                   + "[/]")
    elif res.rolls:
        out.append("  " + _("nothing found"))
    return out


@odds_view(TravelSearchSpec)
def travel_search_odds(spec: TravelSearchSpec, dist: Distribution) -> OddsResult:
    return numeric_odds(shown(say("slow travel, {n} km, Perception {target}: searches that "
                                  "found", n=spec.searches, target=spec.target)), dist,
                        "found")
