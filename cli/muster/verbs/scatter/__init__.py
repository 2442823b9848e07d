"""`muster scatter`: where a missed shot, grenade, bombard or pushed unit lands, with a picture.

``muster scatter --distance EXPR --direction DIE`` is the generic form (any game);
``muster scatter GAME ...`` runs the game's own rule from ``verbs/scatter/<game>.py``.
"""

from __future__ import annotations

from typing import Annotated

import typer

from muster.commands._scatter import check_svg, finish
from muster.limits import MOST_SCATTER
from muster.verbs import game_verb
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

PICTURE = "Picture"

Svg = Annotated[str | None, typer.Option(
    "--svg", metavar="FILE", help="Also write the picture as an SVG file (replaced atomically).",
    rich_help_panel=PICTURE)]

app = game_verb(
    "muster.verbs.scatter",
    fallback="any",
    metavar="--distance EXPR ... | GAME [OPTIONS]",
    help="Where a missed shot, grenade, bombard or pushed unit lands, with a picture: the aim "
         "point is (0, 0), +y runs along the line of fire away from the attacker, a clock "
         "bearing b is 30 x b degrees clockwise from +y.\n\n"
         "Generic form (any game): --distance EXPR (dice notation or a number), --direction "
         "d6 | d8 | d12 | degrees (the arrow faces share the circle evenly; a d12 is the clock "
         "face), --hit-faces N (that many faces show a hit: no scatter, no distance roll), "
         "--radius R (blast), --base B (the target's base: under the blast while within R + B), "
         "--target X,Y (default: on the aim point), --unit (in), --svg FILE. --dice takes the "
         "direction die first, then the distance dice. --odds gives the distance distribution "
         "and the exact chance the target stays under the blast. "
         "'muster scatter any --help' lists the generic form's options with their help.\n\n"
         "Examples:\n\n"
         "  muster scatter --distance 2d6 --direction d6\n\n"
         "  muster scatter --distance 2d6 --direction d6 --hit-faces 2 --radius 1.5 --odds\n\n"
         "  muster scatter --distance 2d6 --direction d12 --radius 3 --dice 3,2,4\n\n"
         "  muster scatter void --rc 10 --charge high-explosive --dice 15,3\n\n"
         "  muster scatter mk --attack 8 --damage 2 --defense 16 --defense 17 --seed 4\n\n"
         "  muster scatter wm --edge-cm 20 --odds\n\n"
         "  muster scatter bl --flags 2 --morale frightened --room 3\n\n"
         "  muster scatter conf --mov 10 --rapidity\n\n"
         "Games: confrontation (conf), battlelore (bl), warmaster (wm), void, mageknight (mk).",
)


@app.command("any", hidden=True, help=(
    "Generic scatter for any game: a direction die and a distance.\n\n"
    "Examples:\n\n"
    "  muster scatter any --distance 2d6 --direction d6 --hit-faces 2 --seed 3\n\n"
    "  muster scatter any --distance 3 --direction degrees --radius 2 --target 2,2 --odds"))
def any_game(
    distance: Annotated[str, typer.Option(
        "--distance", metavar="EXPR", help="Scatter distance: dice notation (2d6, d6+1) or a "
                                           "number.")],
    direction: Annotated[str, typer.Option(
        "--direction", metavar="d6|d8|d12|degrees",
        help="Direction die: its arrow faces share the circle evenly, the top face straight "
             "on; a d12 is the clock face; degrees rolls a bearing of 1-360.")] = "d12",
    hit_faces: Annotated[int, typer.Option(
        "--hit-faces", metavar="N", help="How many faces of the direction die show a hit "
                                         "(no scatter): a GW scatter die is a d6 with 2.")] = 0,
    radius: Annotated[float, typer.Option(
        "--radius", metavar="R", help="Blast radius around the landing point.",
        min=0, max=MOST_SCATTER)] = 0,
    base: Annotated[float, typer.Option(
        "--base", metavar="B", help="The target's base radius: under the blast while within "
                                    "R + B of the landing point.", min=0, max=MOST_SCATTER)] = 0,
    target: Annotated[str | None, typer.Option(
        "--target", metavar="X,Y", help="Where the target stands (default: the aim point).")]
    = None,
    unit: Annotated[str, typer.Option("--unit", help="Unit of distance, for the picture.")]
    = "in",
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine import scatter_generic as sc
    from muster.engine import scatter_generic_views as views
    from muster.rolling import run

    opts = roll_options(seed, dice, odds, times, as_json)
    check_svg(svg, times)
    spec = sc.GenericSpec(distance, direction, hit_faces, radius, base, target, unit)
    if opts.odds:
        spec.check_odds_work()
    result = run(spec, opts)
    finish(result, opts, svg, one=(sc.GenericScatter, views.picture))
