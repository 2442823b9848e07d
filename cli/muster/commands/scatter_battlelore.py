"""`muster scatter battlelore`, without Typer (`muster.commands`); registered by
`muster.verbs.scatter.battlelore`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands._scatter import finish, start
from muster.limits import MOST_BATTLE_DICE

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.scatter import Svg


def battlelore(
    flags: Annotated[int | None, typer.Option(
        "--flags", metavar="N", help="Flags rolled against the unit.", min=0,
        max=MOST_BATTLE_DICE)] = None,
    battle_dice: Annotated[int | None, typer.Option(
        "--battle-dice", metavar="N", help="Roll N battle dice and count the flags.", min=0,
        max=MOST_BATTLE_DICE)] = None,
    morale: Annotated[str, typer.Option(
        "--morale", help="bold, normal (default) or frightened.")] = "normal",
    supported: Annotated[bool, typer.Option(
        "--supported", help="Adjacent to at least 2 friendly units: Bold while supported.")]
    = False,
    decline_ignore: Annotated[bool, typer.Option(
        "--decline-ignore", help="A Bold unit chooses NOT to ignore a flag.")] = False,
    figures: Annotated[int | None, typer.Option(
        "--figures", metavar="N", help="Figures left in the unit (default: a full unit).")]
    = None,
    target_type: Annotated[str | None, typer.Option(
        "--target-type", help="foot (default) or mounted.")] = None,
    blocked: Annotated[int | None, typer.Option(
        "--blocked", metavar="K", help="K of the retreat hexes cannot be taken.",
        min=0)] = None,
    room: Annotated[int | None, typer.Option(
        "--room", metavar="K", help="Only K hexes are free to retreat into.", min=0)] = None,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.battlelore.displace import Displacement, RetreatSpec
    from muster.games.battlelore.views.scatter import retreat_picture
    from muster.rolling import run

    opts = start(seed, dice, odds, times, as_json, svg)
    spec = RetreatSpec.named(flags, battle_dice, morale, supported, not decline_ignore,
                             figures, target_type, room, blocked)
    result = run(spec, opts)
    finish(result, opts, svg, one=(Displacement, retreat_picture))  # one roll: its view's picture
