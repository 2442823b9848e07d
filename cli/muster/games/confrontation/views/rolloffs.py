"""Confrontation's turn-order rolls as text: the zone and deployment rolls of a new deck,
the tactical roll of every movement phase (`muster.games.confrontation.rolloffs`), and
their odds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult, chains_left_out
from muster.engine.render import esc
from muster.engine.rule import odds_view, view
from muster.games.confrontation.deploy import rules
from muster.games.confrontation.rolloffs import (
    GAME,
    DeploymentSpec,
    RollOff,
    Rolls,
    SideRoll,
    TacticalSpec,
)
from muster.i18n import _, both, czech, name
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # the odds views': a roll loads no odds tables nor fractions
    from muster.engine.distribution import Distribution
    from muster.engine.odds_tables import OddsResult


def _cap(entry: dict[str, Any], bold: bool = False) -> str:
    """A roll's name, capitalised: 'Tactical roll (taktický hod)', Czech 'Taktický hod'."""
    return both(entry, bold=bold, capital=True)


def _rolled(side: str, x: int | SideRoll) -> str:
    """One side's roll in a round: 'lions 5' (a die), 'lions 6+2 + 4 = 12' (DIS)."""
    if isinstance(x, int):
        return f"{esc(side)} {x}"
    dice = "+".join(map(str, x.dice))
    if czech():  # '6! + 2', as every other Confrontation roll writes it
        dice = " + ".join(f"{d}!" if j < len(x.dice) - 1 else str(d)
                          for j, d in enumerate(x.dice))
    total = _("automatic failure") if x.automatic_failure else str(x.total)
    return f"{esc(side)} {dice} + {x.value} = {total}"


@view(RollOff)
def rolloff_lines(roll: RollOff) -> list[str]:
    r = rules()[roll.roll]
    out = []
    for i, rnd in enumerate(roll.rounds):
        parts = [_rolled(side, x) for side, x in rnd.items()]
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


@odds_view(DeploymentSpec)
def deployment_odds(spec: DeploymentSpec, dist: Distribution, zone: Distribution
                    ) -> OddsResult:
    """Who wins the zone roll (``zone``, weighed beside the roll) and the deployment roll
    (``dist``)."""
    return _roll_odds(spec, dist, zone)


@odds_view(TacticalSpec)
def tactical_odds(spec: TacticalSpec, dist: Distribution) -> OddsResult:
    """Who wins the tactical roll."""
    return _roll_odds(spec, dist, None)


def _roll_odds(spec: DeploymentSpec | TacticalSpec, dist: Distribution,
               zone: Distribution | None) -> OddsResult:
    r = rules()
    body: dict[str, Any] = {"odds": True, "game": GAME, "dis": dict(spec.dis)}
    out = []
    if zone is not None:
        body["zone_roll"] = {s: zone.prob(zone[s]) for s in spec.sides}
        entry = r["zone_roll"]
        title = (f"[bold]{esc(name(entry)[:1].upper() + name(entry)[1:])}[/]" if czech()
                 else f"[bold]{esc(entry['en'].capitalize())}[/]")
        out.append(title + _(" (d6 each, ties rolled again): ") + ", ".join(
            f"{esc(s)} {percent(zone[s])}" for s in spec.sides))
    body[spec.KIND] = {s: dist.prob(dist[s]) for s in spec.sides}
    body["exact"] = dist.exact
    out.append(_cap(r[spec.KIND], bold=True) + _(": d6 + DIS, open-ended, a natural 1 "
                                                 "fails, ties rolled again"))
    for s in spec.sides:
        frac = fraction_note(dist[s]) if dist.exact else ""
        out.append("  " + _("{side} (DIS {dis}) wins: {p}").format(
            side=esc(s), dis=spec.value(s), p=f"[bold]{percent(dist[s])}[/]{frac}"))
    if not dist.exact:
        out.append("  " + chains_left_out(dist.truncated))
    return OddsResult(body, out)
