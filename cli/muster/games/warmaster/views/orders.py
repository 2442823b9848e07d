"""Command tests and a small door on the terminal, with their odds (the game length's are
`views.game_length`)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from muster.engine.odds_tables import CHANCE_OF, OddsResult, bool_odds
from muster.engine.render import esc, verdict
from muster.engine.rule import odds_view, view
from muster.games.warmaster.command import CommandSpec, CommandTest, OrbCommandSpec
from muster.games.warmaster.door import DoorPlan, DoorSpec, door_plan, troop_name
from muster.games.warmaster.tables import rolls, siege_rules
from muster.games.warmaster.views.text import cap, dice_text
from muster.i18n import N_p, _, both, czech, name, ngettext, pgettext, say, shown
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


# ------------------------------------------------------------------ command


@view(CommandTest)
def command_lines(r: CommandTest) -> list[str]:
    book = rolls()["command"]
    head = (f"[bold]{esc(cap(book['cs']))}[/]" if czech() else
            f"[bold]Command test[/] ({esc(book['cs'])})")
    out = [head + _(": 2D6 must not exceed {value}").format(value=r.effective),
           "  " + _("roll: {dice} = {total}").format(dice=dice_text(r.dice),
                                                     total=f"[bold cyan]{r.total}[/]")]
    out += [f"  [dim]{esc(shown(n))}[/]" for n in r.notes]
    if r.orb_used:
        out.append(_("Order {failed} ({total} > {value}), but the {orb} ignores it: order "
                     "{given}, and the General may go on (once a game)").format(
            failed=verdict(False, no="FAILED"), total=r.total, value=r.effective,
            orb=both(rolls()["orb"], bold=True), given=verdict(True, "GIVEN")))
    else:
        out.append(_("Order {verdict} ({total} {cmp} {value})").format(
            verdict=verdict(r.passed, 'GIVEN', 'FAILED'), total=r.total,
            cmp='<=' if r.passed else '>', value=r.effective))
    if r.crown_lost:
        out.append("[bold red]" + _("{crown} stops working").format(
            crown=esc(cap(name(book['crown'])))) + "[/]" + _(" for the rest of the battle"))
    return out


def _command_title(spec: CommandSpec) -> str:
    if spec.crown:
        why = _("(Crown of Command: an unmodified 10, penalties do not apply)")
    else:
        why = (_("(Command {value}").format(value=spec.value) + (_(", Helm") if spec.helm else "")
               + (_(", -{penalty}").format(penalty=spec.penalty) if spec.penalty else "") + ")")
    return _("Chance to pass a command test {why}").format(why=why)


@odds_view(CommandSpec)
def command_odds(spec: CommandSpec, dist: Distribution) -> OddsResult:
    return bool_odds(_command_title(spec), dist, "passed", N_p("chance of", "passing"))


@odds_view(OrbCommandSpec)
def orb_odds(spec: OrbCommandSpec, dist: Distribution) -> OddsResult:
    """With the Orb every order is given; the odds that matter are those of spending it."""
    title = _command_title(spec) + _(" with the Orb of Majesty (a failure is ignored once)")
    used = dist[True]
    body = {"odds": True, "passed": dist.prob(Fraction(1)), "orb_used": dist.prob(used),
            "exact": dist.exact}
    lines = [f"[bold]{esc(title)}[/]",
             _("chance of {name}: {p}").format(name=pgettext(CHANCE_OF, "passing"),
                                               p=f"[bold]{percent(1)}[/]"),
             _("chance the Orb of Majesty is spent on this order: {p}").format(
                 p=f"[bold]{percent(used)}[/]") + fraction_note(used)]
    return OddsResult(body, lines)


# ------------------------------------------------------------------ a small door


@view(DoorPlan)
def door_lines(r: DoorPlan) -> list[str]:
    d = siege_rules()["small_door"]
    head = (f"[bold]{esc(cap(d['cs']))}[/]" if czech() else
            f"[bold]{esc(d['en'].capitalize())}[/] ({esc(d['cs'])})")
    out = [head + ": " + shown(say(
        "at most {per} stands of a unit a Command phase, characters without limit, no "
        "movement penalty; the enemy can never use it", per=r.per_command_phase))]
    if r.stands:
        phases = shown(ngettext("{n} Command phase(s)", "{n} Command phase(s)",
                                r.phases)).format(n=f"[bold]{r.phases}[/]")
        line = ngettext("{n} {troop} stand(s)", "{n} {troop} stand(s)", r.stands).format(
            n=r.stands, troop=shown(troop_name(r.troop))) + ": " + phases
        if r.characters:
            line += "; " + ngettext("{n} character stand(s) pass with them",
                                    "{n} character stand(s) pass with them",
                                    r.characters).format(n=r.characters)
        out.append(line)
    else:
        out.append(ngettext("{n} character stand(s): one Command phase",
                            "{n} character stand(s): one Command phase",
                            r.characters).format(n=r.characters))
    out.append(_("an undamaged small door blocks line of sight: a unit cannot pass it and "
                 "charge in the same move"))
    return out


@odds_view(DoorSpec)
def door_odds(spec: DoorSpec, dist: Distribution) -> OddsResult:  # noqa: ARG002
    """Nothing is rolled: the plan is certain."""
    plan = door_plan(spec)
    return OddsResult({**plan.to_json(), "odds": True, "p": 1.0},
                      door_lines(plan) + [_("(no dice: this is certain)")])
