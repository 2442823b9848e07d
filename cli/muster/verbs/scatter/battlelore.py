"""`muster scatter battlelore`: a retreat, hex by hex, and the figures a blocked one costs."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from muster.verbs._data_help import numbers_from
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options
from muster.verbs.scatter import Svg, check_svg, finish

app = typer.Typer(add_completion=False)

# The rules, their views and the dice engine are imported inside the command: a help loads
# none of them (start-up: bench/startup.py, tests/test_startup_imports.py)


def _numbers() -> dict[str, Any]:
    from muster.games.battlelore.tables import numbers

    return numbers()


# the help's {fields}: the rules' numbers, read from data/combat.toml only to show help
@app.command(cls=numbers_from(_numbers),
             help="BattleLore retreat (ústup), the same rule as wound bl: each flag is 1 hex "
                  "toward the owner's side ({frightened} when Frightened; a Bold or supported "
                  "unit may ignore one flag); every hex that cannot be taken costs one "
                  "figure. Give the flags (--flags N) or roll them (--battle-dice N, --dice "
                  "with the faces: green, blue, red, bonus, flag, lore).\n\n"
                  "Examples:\n\n"
                  "  muster scatter battlelore --flags 2 --morale frightened --room 3\n\n"
                  "  muster scatter bl --flags 2 --morale bold\n\n"
                  "  muster scatter bl --battle-dice 3 --dice flag,flag,blue --blocked 1\n\n"
                  "  muster scatter bl --battle-dice 4 --morale frightened --room 2 --odds")
def battlelore(
    flags: Annotated[int | None, typer.Option(
        "--flags", metavar="N", help="Flags rolled against the unit.")] = None,
    battle_dice: Annotated[int | None, typer.Option(
        "--battle-dice", metavar="N", help="Roll N battle dice and count the flags.")] = None,
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
        "--blocked", metavar="K", help="K of the retreat hexes cannot be taken.")] = None,
    room: Annotated[int | None, typer.Option(
        "--room", metavar="K", help="Only K hexes are free to retreat into.")] = None,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run
    from muster.engine.scatter import write_svg
    from muster.games.battlelore.displace import Displacement, RetreatSpec
    from muster.games.battlelore.views import retreat_picture

    opts = roll_options(seed, dice, odds, times, as_json)
    check_svg(svg, times)
    spec = RetreatSpec.named(flags, battle_dice, morale, supported, not decline_ignore,
                             figures, target_type, room, blocked)
    result = run(spec, opts)
    if svg and isinstance(result, Displacement):  # one retreat: its picture is the view's
        write_svg(svg, retreat_picture(result))
        svg = None
    finish(result, opts, svg)
