"""The options several `muster roll warmaster` rolls share, declared once for Typer: the
verb module (`muster.verbs.roll.warmaster`) gives them to its commands, and the target
roll's function (`muster.commands.roll_warmaster`) names them."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.limits import MOST_UNITS

# (each form's help shows its own part of it: `storm: ...` for storm)
COUNT_HELP = ("target: how many dice; rage: the most dice the player will roll (no more than "
              "the unit's stands); storm: enemy units in range.")
Count = Annotated[int, typer.Option("--count", "-k", help=COUNT_HELP)]
StormCount = Annotated[int, typer.Option(
    "--count", "-k", metavar="INTEGER", help=COUNT_HELP, min=1, max=MOST_UNITS)]
Value = Annotated[int | None, typer.Option(
    "--value", "-v", help="cast: the casting value (N+); command: the Command value.")]
Armour = Annotated[list[str] | None, typer.Option(
    "--armour", "-a", metavar="SAVE", help="storm: roll the armour saves of the hits "
    "too (4 for 4+, none), one for every unit or one per unit; rage: roll the armour saves "
    "of the hits too (the unit's: 4 for 4+, none).")]
