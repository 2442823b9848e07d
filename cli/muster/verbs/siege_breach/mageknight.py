"""`muster siege-breach mageknight`: attack constructible terrain."""

from __future__ import annotations

import typer

from muster.commands import siege_breach_mageknight
from muster.verbs._data_help import numbers_from
from muster.verbs._params import declared

app = typer.Typer(add_completion=False)


def _numbers() -> dict[str, int]:
    """The numbers the help quotes (`muster.games.mageknight.tables.numbers`), read when
    the help is shown: the rule modules are imported only when the command runs."""
    from muster.games.mageknight.tables import numbers

    return numbers()


# the function is in muster.commands (the quick door calls it without Typer)
mageknight = app.command(
    cls=numbers_from(_numbers),
    help="Mage Knight constructible terrain: the attack roll is 2d6 + attack against "
         "the terrain's defense value (ties hit; natural {crit_miss} misses with {pushing} "
         "pushing damage, natural {crit_hit} hits with +{extra} damage, as in muster roll "
         "mageknight). A hit "
         "deals the damage value (--ranged: the ranged damage value); the terrain is "
         "destroyed when the damage dealt to it this turn reaches its structure value, "
         "and the count does not carry into the next turn (RULINGS 30). Warriors on "
         "steeply elevated terrain (--steep) are eliminated when it falls.\n\n"
         "Examples:\n\n"
         "  muster siege-breach mageknight --attack 9 --defense 16 --structure 3 "
         "--damage 2\n\n"
         "  muster siege-breach mk -a 9 -D 16 --structure 3 --damage 2 --ranged "
         "--damage-this-turn 1 --dice 4,3\n\n"
         "  muster siege-breach mk -a 9 -D 16 --structure 3 --damage 2 --steep --odds")(
    declared(siege_breach_mageknight.mageknight))
