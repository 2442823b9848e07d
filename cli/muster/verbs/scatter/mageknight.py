"""`muster scatter mageknight`: a bombard attack, its token and the figures under it."""

from __future__ import annotations

import typer

from muster.commands import scatter_mageknight
from muster.games.mageknight.tables import numbers
from muster.verbs._data_help import numbers_from
from muster.verbs._params import declared
from muster.verbs.scatter import Svg

app = typer.Typer(add_completion=False)

# The rules, their views and the dice engine are imported inside the command: a help loads
# none of them (start-up: bench/startup.py, tests/test_startup_imports.py)


# the help's {fields}: the rules' numbers, read from data/attack.toml only to show help
# the function is in muster.commands (the quick door calls it without Typer)
mageknight = app.command(
    cls=numbers_from(numbers),
    help="Mage Knight bombard (bombardování): one 2d6 attack roll against the token's "
         "target value ({blocked} with --blocked); a natural {crit_hit} keeps it, a "
         "natural {crit_miss} "
         "scatters it and pushes the bombarder (not once he is eliminated: "
         "--eliminated). A token that missed scatters: a d6 "
         "direction marked on the token, the distance from the token's table by the "
         "final attack value. Then one more 2d6 attack roll against every figure under "
         "the token (--defense D each, --at X,Y where it stands; default the aim "
         "point), friend or foe: each one hit takes the ranged damage (+{extra} on a "
         "critical hit). The rulebook prints no token values: give your own token "
         "file with --token FILE (schema: muster schema bombard-token); without it "
         "muster uses its made-up EXAMPLE token and says so. --dice: the token roll's "
         "two dice, the d6 direction (if it scattered), the figure roll's two dice "
         "(if a figure is under the token). --range R and --aim-distance D check the "
         "placement: anywhere within {placement} times the range (in the line of "
         "fire, the player's to judge). One token per command: the rulebook "
         "rolls once for all of a bombarder's tokens, so give each token the same dice "
         "for both attack rolls (and its own d6 direction).\n\n"
         "Examples:\n\n"
         "  muster scatter mageknight --attack 8 --damage 2 --defense 16 "
         "--dice 5,6,3,4\n\n"
         "  muster scatter mk --attack 8 --damage 2 --defense 16 --defense 17 "
         "--dice 1,1,4,6,6\n\n"
         "  muster scatter mk -a 9 -m 3 -D 15 -D 17 --at 0,0 --at 2,1 --blocked --odds\n\n"
         "  muster scatter mk -a 8 -m 2 -D 16 --range 4 --aim-distance 7.5 "
         "--dice 5,6,3,4\n\n"
         "  muster scatter mk --eliminated --defense 14 --token "
         "examples/bombard-tokens/example-token.yaml --seed 2")(
    declared(scatter_mageknight.mageknight, {"Svg": Svg}))
