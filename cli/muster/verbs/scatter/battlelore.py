"""`muster scatter battlelore`: a retreat, hex by hex, and the figures a blocked one costs."""

from __future__ import annotations

from typing import Any

import typer

from muster.commands import scatter_battlelore
from muster.verbs._data_help import numbers_from
from muster.verbs._params import declared
from muster.verbs.scatter import Svg

app = typer.Typer(add_completion=False)

# The rules, their views and the dice engine are imported inside the command: a help loads
# none of them (start-up: bench/startup.py, tests/test_startup_imports.py)


def _numbers() -> dict[str, Any]:
    from muster.games.battlelore.tables import numbers

    return numbers()


# the help's {fields}: the rules' numbers, read from data/combat.toml only to show help
# the function is in muster.commands (the quick door calls it without Typer)
battlelore = app.command(
    cls=numbers_from(_numbers),
    help="BattleLore retreat (ústup), the same rule as wound bl: each flag is 1 hex "
         "toward the owner's side ({frightened} when Frightened; a Bold or supported "
         "unit may ignore one flag); every hex that cannot be taken costs one "
         "figure. Give the flags (--flags N) or roll them (--battle-dice N, --dice "
         "with the faces: green, blue, red, bonus, flag, lore).\n\n"
         "Examples:\n\n"
         "  muster scatter battlelore --flags 2 --morale frightened --room 3\n\n"
         "  muster scatter bl --flags 2 --morale bold\n\n"
         "  muster scatter bl --battle-dice 3 --dice flag,flag,blue --blocked 1\n\n"
         "  muster scatter bl --battle-dice 4 --morale frightened --room 2 --odds")(
    declared(scatter_battlelore.battlelore, {"Svg": Svg}))
