"""`muster scatter mageknight`: a bombard attack, its token and the figures under it."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.games.mageknight.common import numbers
from muster.verbs import options
from muster.verbs._data_help import numbers_from
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options
from muster.verbs.scatter import Svg, check_svg, finish

app = typer.Typer(add_completion=False)

# The rules, their views and the dice engine are imported inside the command: a help loads
# none of them (start-up: bench/startup.py, tests/test_startup_imports.py)


# the help's {fields}: the rules' numbers, read from data/attack.toml only to show help
@app.command(cls=numbers_from(numbers),
             help="Mage Knight bombard (bombardování): one 2d6 attack roll against the token's "
                  "target value ({blocked} with --blocked); a natural {crit_hit} keeps it, a "
                  "natural {crit_miss} "
                  "scatters it and pushes the bombarder. A token that missed scatters: a d6 "
                  "direction marked on the token, the distance from the token's table by the "
                  "final attack value. Then one more 2d6 attack roll against every figure under "
                  "the token (--defense D each, --at X,Y where it stands; default the aim "
                  "point), friend or foe: each one hit takes the ranged damage (+{extra} on a "
                  "critical hit). The rulebook prints no token values: give your own token "
                  "file with --token FILE (schema: muster schema bombard-token); without it "
                  "muster uses its made-up EXAMPLE token and says so. --dice: the token roll's "
                  "two dice, the d6 direction (if it scattered), the figure roll's two dice "
                  "(if a figure is under the token). --range R and --aim-distance D check the "
                  "placement: anywhere within {placement} times the range (in the line of "
                  "fire, the player's to judge). One token per command: the rulebook "
                  "rolls once for all of a bombarder's tokens, so give each token the same dice "
                  "for both attack rolls (and its own d6 direction).\n\n"
                  "Examples:\n\n"
                  "  muster scatter mageknight --attack 8 --damage 2 --defense 16 "
                  "--dice 5,6,3,4\n\n"
                  "  muster scatter mk --attack 8 --damage 2 --defense 16 --defense 17 "
                  "--dice 1,1,4,6,6\n\n"
                  "  muster scatter mk -a 9 -m 3 -D 15 -D 17 --at 0,0 --at 2,1 --blocked --odds\n\n"
                  "  muster scatter mk -a 8 -m 2 -D 16 --range 4 --aim-distance 7.5 "
                  "--dice 5,6,3,4\n\n"
                  "  muster scatter mk --eliminated --defense 14 --token "
                  "examples/bombard-tokens/example-token.yaml --seed 2")
def mageknight(
    attack: Annotated[int | None, typer.Option(
        "--attack", "-a", help="The bombarder's attack value.")] = None,
    damage: Annotated[int | None, typer.Option(
        "--damage", "-m", help="The bombarder's ranged damage value.")] = None,
    defense: Annotated[list[int] | None, typer.Option(
        "--defense", "-D", help="Defense of a figure near the token; repeat per figure.")]
    = None,
    at: Annotated[list[str] | None, typer.Option(
        "--at", metavar="X,Y", help="Where that figure stands, inches from the aim point "
                                    "(+y along the line of fire); one per --defense.")] = None,
    base: Annotated[float, typer.Option(
        "--base", metavar="IN", help="Figure base radius: a figure is under the token while "
                                     "within the token's radius + this.")] = 0,
    token: Annotated[str | None, typer.Option(
        "--token", metavar="FILE", help="Bombard token file (YAML or JSON; muster schema "
                                        "bombard-token). Default: the EXAMPLE token.")] = None,
    blocked: Annotated[bool, typer.Option(
        "--blocked", help="The line of fire to the token is blocked at resolution: {blocked}.")]
    = False,
    eliminated: Annotated[bool, typer.Option(
        "--eliminated", help="The bombarder was eliminated: the token's minimum attack and "
                             "damage.")] = False,
    demoralized: Annotated[bool, typer.Option(
        "--demoralized", help="The bombarder became demoralized: the token's minimum attack "
                              "and damage.")] = False,
    range_in: Annotated[int | None, typer.Option(
        "--range", metavar="IN", help="The bombarder's range value: with --aim-distance, the "
        "token must be placed within double it.")] = None,
    aim_distance: Annotated[float | None, typer.Option(
        "--aim-distance", metavar="IN", help="Inches from the bombarder to where the token "
        "was placed (the aim point): refused beyond double --range.")] = None,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run
    from muster.engine.scatter import parse_point, write_svg
    from muster.games.mageknight.bombard import (
        BombardResult,
        BombardSpec,
        ExampleNoted,
        load_token,
    )
    from muster.games.mageknight.views.bombard import picture

    opts = roll_options(seed, dice, odds, times, as_json)
    check_svg(svg, times)
    with options({"defenses": "--defense"}):
        spec = BombardSpec(load_token(token), attack, damage, tuple(defense or ()),
                           tuple(parse_point(a, "--at") for a in at or ()), base, blocked,
                           eliminated, demoralized, range_in, aim_distance)
    result = run(spec, opts)
    if svg and isinstance(result, BombardResult):  # one bombard: its picture is the view's
        write_svg(svg, picture(result))
        svg = None
    if opts.times is not None and spec.token.example:
        result = ExampleNoted(result)
    finish(result, opts, svg)
