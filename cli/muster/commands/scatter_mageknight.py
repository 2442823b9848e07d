"""`muster scatter mageknight`, without Typer (`muster.commands`); registered by
`muster.verbs.scatter.mageknight`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands._scatter import finish, start
from muster.errors import options

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.scatter import Svg


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
        "token must be placed within double it.", min=1)] = None,
    aim_distance: Annotated[float | None, typer.Option(
        "--aim-distance", metavar="IN", help="Inches from the bombarder to where the token "
        "was placed (the aim point): refused beyond double --range.", min=0)] = None,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.scatter import parse_point
    from muster.games.mageknight.bombard import (
        BombardResult,
        BombardSpec,
        ExampleNoted,
        load_token,
    )
    from muster.games.mageknight.views.bombard import picture
    from muster.rolling import run

    opts = start(seed, dice, odds, times, as_json, svg)
    with options({"defenses": "--defense"}):  # its refusals and its views name them
        spec = BombardSpec(load_token(token), attack, damage, tuple(defense or ()),
                           tuple(parse_point(a, "at") for a in at or ()), base, blocked,
                           eliminated, demoralized, range_in, aim_distance)
        result = run(spec, opts)
        if opts.times is not None and spec.token.example:
            result = ExampleNoted(result)
        finish(result, opts, svg, one=(BombardResult, picture))  # one roll: its view's picture
