"""`muster roll`: generic dice notation, or a game's own dice conventions.

``muster roll EXPR`` reads the notation (`muster.rolling.roll_notation`; the console script
runs a plain one through its quick door, `muster.quick`, without this module);
``muster roll GAME ...`` runs the game's command from ``verbs/roll/<game>.py``.
"""

from __future__ import annotations

from typing import Annotated

import typer

from muster.verbs import game_verb
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

app = game_verb(
    "muster.verbs.roll",
    fallback="expr",
    metavar="EXPR | GAME [OPTIONS]",
    help="Roll dice: generic notation (muster roll 3d6) or a game's conventions "
         "(muster roll confrontation ...).\n\n"
         "Notation: NdS (d6, 3d6, d20, d%; Czech 3k6), sums and constants (2d6+1d3-2), keep/drop "
         "(4d6kh3, 2d20kl1, 4d6dl1), exploding dice (d6!, d6!!, d10!>=9), success counting "
         "(6d6>=4), re-rolls (4d6r1, d6ro1), * / and parentheses ((1d6+1)*2), dF, d66, "
         "dice with listed faces, a total against a number ((2d6+1)>=8). "
         "See docs/usage/notation.md.\n\n"
         "Examples:\n\n"
         "  muster roll 2d6\n\n"
         "  muster roll 4d6kh3 --seed 7\n\n"
         "  muster roll 6d6>=4 --odds\n\n"
         "  muster roll 2d6 3d6 --odds    (side by side)\n\n"
         "  muster roll 2d6 --dice 3,5 --json\n\n"
         "Games: confrontation (conf), battlelore (bl), warmaster (wm), void, mageknight (mk).",
)


@app.command("expr", hidden=True)
def expr(
    expressions: Annotated[list[str], typer.Argument(
        metavar="EXPR...", help="Dice notation, e.g. 3d6+2; several side by side with --odds.")],
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """Roll a dice expression."""
    from muster.rolling import roll_notation

    roll_notation(expressions, roll_options(seed, dice, odds, times, as_json))
