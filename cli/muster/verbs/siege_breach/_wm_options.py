"""The options of `muster siege-breach warmaster` declared for Typer apart from its functions
(`muster.commands.siege_breach_warmaster`, which names them): the verb module
(`muster.verbs.siege_breach.warmaster`) gives them to its commands."""

from __future__ import annotations

from typing import Annotated

import click
import typer

FORTRESS = "Fortress file"  # the help's panel (`muster.commands.siege_breach_warmaster`'s too)
TowerReading = Annotated[str | None, typer.Option(
    "--tower-reading", metavar="side|area", click_type=click.Choice(["side", "area"]),
    help="How the fortress file's towers 'over {tower_mm} x {tower_mm} mm' are read (L248): "
         "side (either side of the base over {tower_mm} mm) or area (the base area over "
         "{tower_mm} x {tower_mm} mm). Default: the "
         "file's tower_reading, else side.", rich_help_panel=FORTRESS)]
