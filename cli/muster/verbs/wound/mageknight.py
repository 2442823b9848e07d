"""`muster wound mageknight`: one attack roll, then damage, capture or healing."""

from __future__ import annotations

from typing import Any

import typer

from muster.commands import wound_mageknight
from muster.verbs._data_help import numbers_from
from muster.verbs._in_battle import in_battle
from muster.verbs._params import declared


def _numbers() -> dict[str, Any]:
    """The numbers the help quotes (`muster.games.mageknight.common.numbers`), read when
    the help is shown: the rule modules are imported only when the command runs."""
    from muster.games.mageknight.common import numbers

    return numbers()

app = typer.Typer(add_completion=False)



# the help's {fields}: the rules' numbers, read from data/attack.toml only to show help
# the function is in muster.commands (the quick door calls it without Typer)
mageknight = app.command(
    cls=numbers_from(_numbers),
    help="Mage Knight attack and damage: one 2d6 + attack roll against every "
         "target (ties hit; natural {crit_miss} critical miss: fails, {pushing} "
         "pushing damage to the attacker; natural {crit_hit} critical hit: hits, "
         "+{extra} damage to every target hit). "
         "The damage goes to the first target hit, or as --split says (one share "
         "per --defense, summing to the damage, 0 allowed; a missed target's share "
         "goes to the first target hit).\n\n"
         "Ranged options: --close-shot attack|damage (bow, target within half the "
         "range rounded up), --precision ({precision}), --formation-attack / "
         "--formation-damage (members of a ranged formation: +{formation_attack} "
         "attack each, or +{formation_damage} damage for bow members), "
         "--target-terrain (hindering +{hindering}, elevated +{elevated}, both "
         "+{both}).\n\n"
         "Close combat: --gang-up N (friendly warriors helping, +{gang_up} attack "
         "each), --rear-arc (+{rear_arc} attack: contact with the target's rear arc, "
         "or a line of fire through it), --lunge (move, then the attack: {lunge} "
         "pushing damage), --second-token (the action gives the attacker its second "
         "action token: {second_token} pushing damage).\n\n"
         "--eliminate-captive: a close attack at {captive} on your own captive, which "
         "a hit eliminates. "
         "--capture: close attack at {capture}, no damage. --heal: the roll heals "
         "--damage "
         "clicks instead (never past the start; --golem-marker K stops at a repair "
         "marker). --clicks-taken K and --skull-at K follow the target's dial.\n\n"
         "Examples:\n\n"
         "  muster wound mk --attack 9 --damage 2 --defense 15 --defense 16 --dice 3,3\n\n"
         "  muster wound mk --attack 9 --damage 2 -D 15 -D 16 --split 1,1 --dice 3,4\n\n"
         "  muster wound mk --attack 10 --damage 3 -D 16 --clicks-taken 4 "
         "--skull-at 6 --odds\n\n"
         "  muster wound mk --attack 9 --damage 2 -D 14 --heal --clicks-taken 4 "
         "--golem-marker 3 --dice 5,5\n\n"
         "  muster wound mk --attack 10 -D 15 --eliminate-captive --odds\n\n"
         "  muster wound mk --attack 9 --damage 2 -D 16 --range 8 --distance 4 "
         "--close-shot damage --dice 3,4\n\n"
         "  muster wound mk --attack 8 --damage 2 -D 17 --formation-attack 1 "
         "--formation-damage 1 --odds\n\n"
         "  muster wound mk --attack 9 --damage 2 -D 15 --target-terrain "
         "elevated-hindering --dice 4,4\n\n"
         "  muster wound mk --attack 9 --damage 3 -D 17 --gang-up 1 --rear-arc "
         "--dice 2,3\n\n"
         "  muster wound mk --attack 10 --damage 2 -D 16 --lunge --second-token --odds")(
    in_battle("WoundSpec", several=True)(declared(wound_mageknight.mageknight)))
