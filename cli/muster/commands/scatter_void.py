"""`muster scatter void`, without Typer (`muster.commands`); registered by
`muster.verbs.scatter.void`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands._scatter import finish, start
from muster.errors import options

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.scatter import Svg


def void(
    rc: Annotated[int, typer.Option("--rc", help="The thrower's Range Combat.")] = 10,
    charge: Annotated[str, typer.Option(
        "--charge", help="Grenade charge: fragmentation (tříštivý, {fragmentation} m), "
                         "high-explosive (výbušný, {high_explosive} m) or shaped "
                         "(kumulativní, no blast).")] = "fragmentation",
    mod: Annotated[list[int] | None, typer.Option(
        "--mod", "-m", help="Modifier to the RC roll's target (--mod -2); repeatable.")] = None,
    indirect: Annotated[bool, typer.Option(
        "--indirect", help="Indirect throw (nepřímé vrhání), over obstacles: {indirect} "
                           "RC.")] = False,
    timed: Annotated[bool, typer.Option(
        "--timed", help="A timed grenade (časovaný): a target in the blast rolls Agility to "
                        "get away untouched. Default: an impact grenade (nárazový).")] = False,
    target_agility: Annotated[int | None, typer.Option(
        "--target-agility", metavar="A", help="The target's Agility for that escape roll "
                                               "(default 10).")] = None,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.void.grenade import GrenadeScatter, GrenadeSpec
    from muster.games.void.views.scatter import picture
    from muster.rolling import run

    opts = start(seed, dice, odds, times, as_json, svg)
    with options({"mods": "--mod"}):
        spec = GrenadeSpec(rc, tuple(mod or ()), indirect, charge, timed, target_agility)
    result = run(spec, opts)
    finish(result, opts, svg, one=(GrenadeScatter, picture))  # one roll: its view's picture
