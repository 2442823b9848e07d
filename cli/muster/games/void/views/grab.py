"""Void on the terminal: a grab and breaking free (L31)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import die, esc, verdict
from muster.engine.rule import odds_view, view
from muster.games.void import catalogue as cat
from muster.games.void.grab import BreakFreeResult, BreakFreeSpec, GrabResult, GrabSpec
from muster.games.void.views.moves import outcome_odds
from muster.games.void.views.terms import capital_term, pair, signed, situation_name
from muster.i18n import _, czech, say, shown
from muster.typography import die_word

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution
    from muster.engine.odds_tables import OddsResult


@view(GrabResult)
def grab_lines(res: GrabResult) -> list[str]:
    g, r = res.spec, cat.rules()
    out = [capital_term(r["grab"]) + ": "
           + shown(say("Strength {strength} against {target}, may grab", strength=g.strength,
                       target=g.target_strength)),
           "  " + _("CC roll") + f": {die_word('d20')} = {die(res.hit_roll, good=res.hit)} "
           + _("vs") + f" {grab_target(g)}: {verdict(res.hit, 'HIT', 'MISS')}"]
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
    # the die, then the attribute it is rolled against, as every Void test
    return [f"{head}: {die_word('d20')} = {die(res.roll, good=res.free)} "
            + _("vs") + f" Strength {b.target_strength}{signed(b.mods)}"
            f"{f' = {b.target}' if b.mods else ''}: "
            + (verdict(True, "FREE") if res.free else verdict(False, no="STILL HELD"))]


@odds_view(BreakFreeSpec)
def break_free_odds(spec: BreakFreeSpec, dist: Distribution) -> OddsResult:
    return outcome_odds(shown(say("Breaking free: Strength {strength} against a grabber's "
                                  "{grabber}", strength=spec.target, grabber=spec.strength)),
                        dist, ("free", "still held"))
