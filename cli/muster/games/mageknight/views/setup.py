"""Mage Knight views of the set-up, the dispute roll and the end of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult, bool_odds
from muster.engine.render import die, esc, table
from muster.engine.rule import odds_view, view
from muster.games.mageknight import score, setup
from muster.games.mageknight.score import Score
from muster.games.mageknight.setup import Dispute, DisputeSpec, Played, Setup
from muster.i18n import N_, N_p, _, czech, dash, empty_cell, listed, name, ngettext, say, shown
from muster.text import number as localised
from muster.typography import die_word

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution


# --------------------------------------------------------------------------- end of the game


@view(Score)
def score_lines(res: Score) -> list[str]:
    def number(value: int | None) -> str:  # English without a thousands separator: 1200, not 1,200
        return localised(value) if czech() else str(value)

    d = score.data()
    el, ge, vi = d["elimination"], d["game_end"], d["victory"]
    out = ["[bold]" + _("Mage Knight end of game") + "[/]"
           + f" ({esc(el['cs'])}, {esc(ge['cs'])}, {esc(vi['cs'])}; L213-223)"]
    for removed in res.control_removed:
        out.append("  " + _("{name} has no able warriors: his warriors leave the game (not "
                            "counted as eliminated), his objectives turn neutral "
                            "({ref})").format(name=esc(removed), ref=el["ref"]))
    if res.controls_all:
        out.append("  " + ngettext(
            "{name} is the only player with able warriors: he controls all {n} objectives "
            "({ref})",
            "{name} is the only player with able warriors: he controls all {n} objectives "
            "({ref})", res.objectives_total or 0).format(
                name=esc(res.controls_all), n=number(res.objectives_total), ref=el["ref"]))
    if res.ends:
        why = "; ".join(f"{esc(name(c))} ({c['ref']})" for c in res.ends)
        out.append("  " + _("the game [bold]ends[/] at the end of this turn: {why}").format(
            why=why))
    else:
        out.append("  " + _("the game goes on: no end condition holds ({ref}); the result "
                            "below is the standing if it ended now").format(ref=ge["ref"]))

    def pts(value: int | None) -> str:
        return empty_cell() if value is None else number(value)

    rows: list[list[object]] = [[p.name, _("yes") if p.able else _("no"), number(p.objectives),
             pts(p.eliminated_points), pts(p.built_points)] for p in res.players]
    out += ["  " + line for line in table(
        [_("player"), _("able"), _("objectives"), _("eliminated pts"), _("built pts")],
        rows)]
    by_name = {p.name: p for p in res.players}
    for i, s in enumerate(res.steps, 1):
        vals = ", ".join(f"{esc(n)} {number(by_name[n].value(s.by))}" for n in s.compared)
        end = (_("decides") if len(s.leaders) == 1
               else _("tied: ") + ", ".join(esc(n) for n in s.leaders))
        rule = (f"{esc(s.rule['cs'])} ({s.rule['ref']})" if czech() else
                f"{esc(s.rule['en'])} ({esc(s.rule['cs'])}, {s.rule['ref']})")
        out.append(f"  {i}. {rule}: {vals} -> {end}")
    verb = _("WINNER") if res.game_ends else _("would win")
    if res.winner:
        out.append(f"  {verb}: [bold green]{esc(res.winner)}[/] "
                   f"({esc(name(res.steps[-1].rule))})")
    else:
        names = listed([esc(n) for n in res.tied])
        out.append("  " + _("[bold yellow]DRAW[/] between {names}: still tied after the "
                            "last tie-break ({ref})").format(names=names, ref=vi["ref"])
                   + ("" if res.game_ends else _(" (if the game ended now)")))
    return out


# --------------------------------------------------------------------------- set-up


@view(Setup)
def setup_lines(res: Setup) -> list[str]:
    d = setup.data()

    def term(entry: dict[str, Any], ref: str) -> str:
        # English: 'standard game (standardní hra, L225-231)'; Czech: 'standardní hra (L225-231)'
        if czech():
            return f"{esc(entry['cs'])} ({ref})"
        return f"{esc(entry['en'])} ({esc(entry['cs'])}, {ref})"

    out = ["[bold]" + _("Mage Knight set-up") + "[/]"]
    if res.standard_game is not None:
        sg = d["standard_game"]
        c = d["constructible"]
        name = term(sg, sg["ref"])
        out.append((name[:1].upper() + name[1:] if czech() else name) + ": " + shown(say(
            "battlefield {side} x {side} in (about {cm} x {cm} cm), {points} points, "
            "{minutes} minutes, each player puts {lo}-{hi} terrain pieces into the "
            "terrain bank (+{extra} constructible if all agree, {ref}), ",
            side=sg["battlefield_in"], cm=sg["battlefield_cm"], points=sg["points"],
            minutes=sg["minutes"], lo=sg["terrain_min"], hi=sg["terrain_max"],
            extra=c["extra_per_player"], ref=c["ref"]))
            + (_("elevated terrain allowed") if sg["elevated"]
               else _("no elevated terrain")))
    if res.actions:
        a = d["actions"]
        out.append(shown(say("build total {points} points: {n} {term}",
                             points=res.points,
                             n=f"[bold cyan]{res.actions_per_turn}[/]",
                             term=term(a, res.actions["ref"]))))
    if res.environments:
        e = d["environment"]
        head = (_("Environment cards ({ref})").format(ref=e["ref"]) if czech() else
                f"{esc(e['en']).capitalize()}s ({esc(e['cs'])}, {e['ref']})")
        out.append(head + _(", revealed after the terrain is placed, before the armies:"))
        for env in res.environments:
            if env.in_play:
                fate = "[bold green]" + _("stays in play") + "[/]"
            else:
                by = ", ".join(_("{side}'s {card}").format(side=esc(p.side), card=esc(p.card))
                               for p in env.cancelled_by)
                cancellers = [c for c in res.environments if Played(c.side, c.card)
                              in env.cancelled_by]
                mutual = any(Played(env.side, env.card) in c.cancelled_by for c in cancellers)
                fate = (_("[bold red]cancelled[/] by {by}").format(by=by)
                        + (_(" (they cancel each other: both leave)") if mutual else ""))
            out.append(f"  {esc(env.side)}: {esc(env.card)}" + dash() + fate)
        out.append(_("in play: ") + (esc(", ".join(res.in_play)) if res.in_play
                                     else _("none")))
    out.append("  [dim]" + _("not in the part of the rulebook muster has: ")
               + esc("; ".join(_(u) for u in setup.UNSAID)) + "[/]")
    return out


@view(Dispute)
def dispute_lines(res: Dispute) -> list[str]:
    d = setup.data()["dispute"]
    if czech():
        head = f"[bold]{esc(d['cs'][:1].upper() + d['cs'][1:])}[/] ({d['ref']})"
    else:
        head = f"[bold]Dispute roll[/] ({esc(d['cs'])}, {d['ref']})"
    if res.about:
        head += f": {esc(res.about)}"
    outcome = (_("the action is [bold green]ALLOWED[/]") if res.allowed else
               _("the action is [bold red]NOT CARRIED OUT[/]"))
    # Czech 'k6 = 4:': a die's name and its value, not two numbers
    rolled = " = " if czech() else " "
    return [head, f"  {die_word('D6')}{rolled}{die(res.die, good=res.allowed)}: " + outcome
            + _(" (1-3 no, 4-6 yes)")]


@odds_view(DisputeSpec)
def dispute_odds(spec: DisputeSpec, dist: Distribution) -> OddsResult:
    return bool_odds(N_("Dispute roll: chance the action is allowed"), dist,
                     "allowed", N_p("chance of", "being allowed"))
