"""The options `muster deploy-shuffle warmaster`'s methods share, declared once for Typer: the
verb module (`muster.verbs.deploy_shuffle.warmaster`) gives them to its commands, and their
functions (`muster.commands.deploy_shuffle_warmaster`) name them."""

from __future__ import annotations

from typing import Annotated

import typer

Units = Annotated[list[str] | None, typer.Option(
    "--units", "-u", metavar="SIDE=N",
    help="A side and its number of units (twice, once per side).")]
Side = Annotated[list[str] | None, typer.Option(
    "--side", metavar="SIDE",
    help="A side named without a unit count (methods that do not count units).")]
Terrain = Annotated[str | None, typer.Option(
    "--terrain", metavar="dice|choose|symmetric",
    help="How the table edges are settled after the terrain is set up.")]
FirstTurnRolloff = Annotated[bool, typer.Option(
    "--first-turn-rolloff",
    help="alternate, maps, screen: roll off for the first turn (a house rule).")]
GameLength = Annotated[bool, typer.Option(
    "--game-length", help="Also roll the game length: {length_base} + D3 turns.")]
