"""Void on the terminal: climbing, rappelling and jumping (L21)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import die, verdict
from muster.engine.rule import odds_view, view
from muster.games.void import catalogue as cat
from muster.games.void.athletics import FELL, MOVED, STAYED, Athletics, AthleticsSpec
from muster.games.void.views.moves import hp_line, outcome_odds
from muster.games.void.views.terms import capital_term, luck_mark, signed
from muster.i18n import N_, _, czech, say, shown
from muster.typography import die_word

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution
    from muster.engine.odds_tables import OddsResult


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
        if res.fall_m is None:  # a long jump falls into the gap it was to clear (L21)
            out.append("  [bold red]" + _("falls") + "[/]: " + (_(
                "into the gap he was jumping (its depth not given: the fall's damage is not "
                "worked out)") if s.move.endswith("long-jump") else _(
                "from the height he is at (not given: the fall's damage is not worked out)")))
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
