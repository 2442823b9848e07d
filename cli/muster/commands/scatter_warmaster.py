"""`muster scatter warmaster`, without Typer (`muster.commands`); registered by
`muster.verbs.scatter.warmaster`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands._scatter import finish, start
from muster.limits import MOST_EDGE_CM

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.scatter import Svg


def warmaster(
    edge_cm: Annotated[float | None, typer.Option(
        "--edge-cm", metavar="D", help="How far the unit's own table edge is behind it, in "
                                       "cm.", min=0, max=MOST_EDGE_CM)] = None,
    one_die: Annotated[bool, typer.Option(
        "--one-die", help="Read '{gerroff_dice} x D6 cm' as one D6 times {gerroff_cm} cm "
                          "(default: {gerroff_dice}D6 added).")]
    = False,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.driveback import DriveBack, DriveBackSpec
    from muster.games.warmaster.views.driveback import picture
    from muster.rolling import run

    opts = start(seed, dice, odds, times, as_json, svg)
    result = run(DriveBackSpec(one_die, edge_cm), opts)
    finish(result, opts, svg, one=(DriveBack, picture))  # one roll: its view's picture
