"""Void on the terminal: what the moves' views share (a fall, a grab, breaking free,
throwing an opponent, climbing, rappelling, jumping, travel): the HP line and an odds table
of outcomes. Each rule's views are in its own module (`views.fall`, `views.grab`,
`views.throw`, `views.athletics`, `views.travel`), so a move imports its own rule alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult
from muster.engine.render import esc, table
from muster.games.void.views.terms import pain_note
from muster.i18n import N_, _, say, shown
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution
    from muster.engine.odds_tables import OddsResult
    from muster.games.void.body import HpAfter

GAME = "void"


HP = N_("HP: {before} -> {left} of {most}")


def hp_line(hp: int, max_hp: int, after: HpAfter, msgid: str = HP) -> str:
    """'  HP: 40 -> 30 of 40'; a ``msgid`` that names whose HP in its one label ('HP of the
    thrown opponent: ...'), never a label before the label ('thrown: HP: ...')."""
    line = "  " + shown(say(msgid, before=hp, most=max_hp, left=f"[bold]{after.hp_left}[/]"))
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
          percent(r["p"]) + (fraction_note(r['fraction']) if r["fraction"] else "")]
         for r in rows])
    return OddsResult(body, lines)
