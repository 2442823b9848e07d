"""The argument `muster roll battlelore`'s rolls share, declared once for Typer: the verb
module (`muster.verbs.roll.battlelore`) gives it to its commands, and their functions
(`muster.commands.roll_battlelore`) name it."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.limits import MOST_DICE

N = Annotated[int, typer.Argument(metavar="N", help="How many battle dice to roll.", min=1,
                                  max=MOST_DICE)]
