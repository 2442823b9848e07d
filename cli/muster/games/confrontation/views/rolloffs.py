"""Confrontation's turn-order rolls as text: the zone and deployment rolls of a new deck,
the tactical roll of every movement phase (`muster.games.confrontation.rolloffs`), and
their odds."""

from __future__ import annotations

from typing import Any

from muster.engine.render import esc
from muster.engine.rule import view
from muster.games.confrontation.deploy import rules
from muster.games.confrontation.rolloffs import RollOdds, RollOff, Rolls
from muster.i18n import _, both, czech, name
from muster.text import chance as percent
from muster.text import fraction_note


def _cap(entry: dict[str, Any], bold: bool = False) -> str:
    """A roll's name, capitalised: 'Tactical roll (taktický hod)', Czech 'Taktický hod'."""
    return both(entry, bold=bold, capital=True)


@view(RollOff)
def rolloff_lines(roll: RollOff) -> list[str]:
    r = rules()[roll.kind]
    out = []
    for i, rnd in enumerate(roll.rounds):
        parts = []
        for s in roll.sides:
            x = rnd[s]
            if isinstance(x, int):
                parts.append(f"{esc(s)} {x}")
            else:
                dice = "+".join(map(str, x["dice"]))
                if czech():  # '6! + 2', as every other Confrontation roll writes it
                    dice = " + ".join(f"{d}!" if j < len(x["dice"]) - 1 else str(d)
                                      for j, d in enumerate(x["dice"]))
                total = (_("automatic failure") if x["automatic_failure"]
                         else str(x["total"]))
                parts.append(f"{esc(s)} {dice} + {x['value']} = {total}")
        tie = i < len(roll.rounds) - 1
        out.append(_cap(r) + ": " + ", ".join(parts)
                   + (_(" - a tie, rolled again") if tie else
                      _(" - {side} wins").format(side=f"[bold]{esc(roll.winner)}[/]")))
    return out


@view(Rolls)
def rolls_lines(rolls: Rolls) -> list[str]:
    out = []
    if rolls.zone:
        out += rolloff_lines(rolls.zone)
        out.append(_("{side} chooses the deployment zone").format(side=esc(rolls.zone.winner)))
    out += rolloff_lines(rolls.roll)
    return out


@view(RollOdds)
def roll_odds_lines(odds: RollOdds) -> list[str]:
    r = rules()
    out = []
    if odds.zone is not None:
        zone = r["zone_roll"]
        title = (f"[bold]{esc(name(zone)[:1].upper() + name(zone)[1:])}[/]" if czech()
                 else f"[bold]{esc(zone['en'].capitalize())}[/]")
        out.append(title + _(" (d6 each, ties rolled again): ") + ", ".join(
            f"{esc(s)} {percent(p)}" for s, p in odds.zone.items()))
    out.append(_cap(r[odds.kind], bold=True) + _(": d6 + DIS, open-ended, a natural 1 "
                                                 "fails, ties rolled again"))
    for s in odds.sides:
        p = odds.chances[s]
        frac = fraction_note(p) if odds.exact else ""
        out.append("  " + _("{side} (DIS {dis}) wins: {p}").format(
            side=esc(s), dis=odds.dis[s], p=f"[bold]{percent(p)}[/]{frac}"))
    if not odds.exact:
        from muster.engine.odds_tables import chains_left_out  # the odds' only: not a roll's

        out.append("  " + chains_left_out(odds.truncated))
    return out
