"""The opposed roll (two characteristic tests, re-rolled while tied), as text and odds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.odds_tables import OddsResult, chains_left_out
from muster.engine.render import esc, verdict
from muster.engine.rule import odds_view, view
from muster.games.confrontation.characteristic import CharacteristicSpec
from muster.games.confrontation.opposed import OpposedRoll, OpposedSpec
from muster.games.confrontation.tables import char_rules
from muster.games.confrontation.views.common import roll_text
from muster.games.confrontation.views.tests import head
from muster.i18n import _, both, czech, dash, shown
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # given to the odds view: a roll loads no fractions
    from fractions import Fraction

    from muster.engine.distribution import Distribution


@view(OpposedRoll)
def opposed_lines(roll: OpposedRoll) -> list[str]:
    o = char_rules()["opposed"]
    out = [both(o, bold=True, capital=True) + _(", re-rolled while tied:")]
    fail = (dash() if czech() else " ") + _("AUTOMATIC FAILURE")  # '= 5 – AUTOMATICKÝ …'

    for i, rnd in enumerate(roll.rounds, 1):
        a, b = rnd.first, rnd.second
        heads = [head(a) + (fail if a.automatic_failure else ""),
                 head(b) + (fail if b.automatic_failure else "")]
        out.append(_("round {i}: first {first}; second {second}").format(
            i=i, first=heads[0], second=heads[1]) + (_(" - tie, roll again") if rnd.tie else ""))
    out.append(verdict(True, "FIRST SIDE WINS") if roll.winner == "first"
               else verdict(True, "SECOND SIDE WINS"))
    return out


def _side_json(side: CharacteristicSpec) -> dict[str, Any]:
    return {"value": side.value, "group": side.group, "penalties": list(side.penalties),
            "options": side.options()}


def _side_text(side: CharacteristicSpec) -> str:
    options = side.options()
    return (roll_text(side.value, side.penalty)
            + (f" ({esc(', '.join(shown(o) for o in options))})" if options else ""))


@odds_view(OpposedSpec)
def opposed_odds_view(spec: OpposedSpec, dist: Distribution,
                      per_round: Distribution) -> OddsResult:
    """The whole roll's odds (``dist``: who wins) and one round's (``per_round``: first,
    second, tie; the rule ``weighs`` it)."""
    body = {"odds": True, "game": "confrontation", "opposed": True,
            "first": _side_json(spec.first), "second": _side_json(spec.second),
            "first_wins": dist.prob(dist["first"]), "second_wins": dist.prob(dist["second"]),
            "per_round": {k: per_round.prob(per_round[k]) for k in ("first", "second", "tie")},
            "exact": dist.exact}

    def frac(x: Fraction) -> str:
        return fraction_note(x) if dist.exact else ""

    view_ = ["[bold]" + _("Opposed roll: {first} against {second}, ties rolled again").format(
                 first=_side_text(spec.first), second=_side_text(spec.second)) + "[/]",
             _("first side wins: {p}").format(
                 p=f"[bold]{percent(dist['first'])}[/]{frac(dist['first'])}"),
             _("second side wins: {p}").format(
                 p=f"[bold]{percent(dist['second'])}[/]{frac(dist['second'])}"),
             _("one round: first {first}, second {second}, tie {tie}").format(
                 first=percent(per_round["first"]), second=percent(per_round["second"]),
                 tie=percent(per_round["tie"]))]
    if not dist.exact:
        view_.append(chains_left_out(dist.truncated))
    return OddsResult(body, view_)
