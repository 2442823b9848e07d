"""`muster scatter warmaster`: a Gerroff!!! drive-back toward the unit's own table edge."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options
from muster.verbs.scatter import Svg, check_svg, finish

app = typer.Typer(add_completion=False)


@app.command(help="Warmaster Gerroff!!! drive-back: the unit is driven 5D6 cm (RULINGS 19; "
                  "--one-die reads '5 x D6' as one D6 x 5) along the shortest line to its own "
                  "table edge. --edge-cm D: that edge is D cm behind the unit; it leaves the "
                  "table when driven more than D cm. --odds: the distance and the exact chance "
                  "it leaves. Not modelled (main rules, not in the seed): the roll for a unit "
                  "that leaves the table, and a drive-back that meets other units or "
                  "terrain.\n\n"
                  "Examples:\n\n"
                  "  muster scatter warmaster --edge-cm 20 --dice 6,5,4,3,3\n\n"
                  "  muster scatter wm --edge-cm 20 --odds\n\n"
                  "  muster scatter wm --one-die --edge-cm 12 --odds\n\n"
                  "  muster scatter wm --seed 5 --svg gerroff.svg")
def warmaster(
    edge_cm: Annotated[float | None, typer.Option(
        "--edge-cm", metavar="D", help="How far the unit's own table edge is behind it, in "
                                       "cm.")] = None,
    one_die: Annotated[bool, typer.Option(
        "--one-die", help="Read '5 x D6 cm' as one D6 times 5 cm (default: 5D6 added).")]
    = False,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run
    from muster.engine.scatter import write_svg
    from muster.games.warmaster.driveback import DriveBack, DriveBackSpec
    from muster.games.warmaster.views.driveback import picture

    opts = roll_options(seed, dice, odds, times, as_json)
    check_svg(svg, times)
    result = run(DriveBackSpec(one_die, edge_cm), opts)
    if svg and isinstance(result, DriveBack):  # one drive-back: its picture is the view's
        write_svg(svg, picture(result))
        svg = None
    finish(result, opts, svg)
