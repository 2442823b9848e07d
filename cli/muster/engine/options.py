"""The options every rolling command shares, declared once.

A command lists them as parameters (``seed: Seed = None`` ...) and passes them to
`roll_options`, which builds the `RollOptions` the runner takes.
"""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.run import RollOptions

ROLLING = "Rolling"

Seed = Annotated[Optional[int], typer.Option(
    "--seed", help="Seed the random roll so it can be repeated.", rich_help_panel=ROLLING)]
Dice = Annotated[Optional[list[str]], typer.Option(
    "--dice", "-d", metavar="D[,D...]",
    help="Use dice you rolled at the table, in the order the procedure rolls them: "
         "--dice 3,6 or --dice 3 --dice 6.", rich_help_panel=ROLLING)]
Odds = Annotated[bool, typer.Option(
    "--odds", help="Show the exact probability of every outcome instead of rolling.",
    rich_help_panel=ROLLING)]
Times = Annotated[Optional[int], typer.Option(
    "--times", "-n", metavar="N", help="Roll N times (up to 1,000,000) and summarise the "
                                       "outcomes; Ctrl-C stops and shows the rolls so far.",
    rich_help_panel=ROLLING)]
Json = Annotated[bool, typer.Option(
    "--json", help="Print one JSON object with stable field names.", rich_help_panel=ROLLING)]


def roll_options(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
                 as_json: bool) -> RollOptions:
    return RollOptions(seed=seed, dice=list(dice or []), odds=odds, times=times, json=as_json)
