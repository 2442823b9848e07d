"""Command functions that run without Typer or click: the console script's quick door
(`muster.quick_games`) calls them with the arguments Typer would pass, reading the command
line by a table generated from their Typer declarations (`muster.quick_table`,
scripts/quick_table.py). Their options stay declared once, in `muster.verbs` (their
annotations name them; `muster.verbs._params.declared` evaluates them there). A module here
imports neither Typer nor click, nor click's context: the quick door has none.
"""

from __future__ import annotations

import sys
from typing import Any


def battle_session() -> Any:
    """The battle the command runs in (`muster.verbs._battle.session`), or None. Only the
    Typer app runs a command in a battle (the quick door leaves every line to it while a
    battle file is set), so where the app's battle module is not loaded there is none."""
    held = sys.modules.get("muster.verbs._battle")
    return None if held is None else held.session()
