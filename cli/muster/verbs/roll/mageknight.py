"""`muster roll mageknight`: the 2d6 attack roll against one or more defenses."""

from __future__ import annotations

from typing import Any

import typer

from muster.commands import roll_mageknight
from muster.verbs._data_help import numbers_from
from muster.verbs._in_battle import Units, in_battle
from muster.verbs._params import declared


def _numbers() -> dict[str, Any]:
    """The numbers the help quotes (`muster.games.mageknight.tables.numbers`), read when
    the help is shown: the rule modules are imported only when the command runs."""
    from muster.games.mageknight.tables import numbers

    return numbers()

app = typer.Typer(add_completion=False)


# the help's {fields}: the rules' numbers, read from data/attack.toml only to show help
# the function is in muster.commands (the quick door calls it without Typer)
mageknight = app.command(
    cls=numbers_from(_numbers),
    help="Mage Knight attack roll: 2d6 + attack against each defense (ties hit); "
         "a natural {crit_miss} is a critical miss (fails, {pushing} pushing damage "
         "to the attacker), a natural {crit_hit} a critical hit (hits, +{extra} "
         "damage). One roll serves every "
         "target of a multi-target ranged attack.\n\n"
         "--fortification F adds a constructible terrain's fortification value to "
         "a target's defense (ranged attacks whose line of fire crosses the "
         "terrain); give one per --defense, in order (0 for none).\n\n"
         "Examples:\n\n"
         "  muster roll mageknight --attack 9 --defense 16\n\n"
         "  muster roll mk --attack 9 --defense 15 --defense 16 --dice 3,3\n\n"
         "  muster roll mk --attack 9 --defense 14 --fortification 2 --odds\n\n"
         "  muster roll mk --attack 9 --defense 15 --target-terrain elevated-hindering "
         "--odds\n\n"
         "  muster roll mk --attack 8 --defense 17 --formation-attack 2 --dice 3,4\n\n"
         "  muster roll mk --attack 9 --defense 16 --range 7 --distance 4 "
         "--close-shot attack --odds")(
    in_battle("AttackSpec", several=True, units=Units(helps={
        "target": "In a battle: the warrior attacked (repeat for several targets); its profile "
                  "fills the options you leave out, and the attack roll changes nothing of it "
                  "(wound mk deals the damage)."}))(
        declared(roll_mageknight.mageknight)))
