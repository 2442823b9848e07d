"""`muster wound mageknight`: one attack roll, then damage (``attack``), a capture
(``capture``), healing (``heal``) or the elimination of one's own captive
(``eliminate-captive``). Without a subcommand, ``--capture``, ``--heal`` or
``--eliminate-captive`` picks that action (the first one named), so the spellings before
the subcommands work."""

from __future__ import annotations

from typing import Any

import typer

from muster.commands import wound_mageknight
from muster.verbs import DefaultGroup
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._in_battle import in_battle
from muster.verbs._params import declared
from muster.verbs.wound import _mk_options

# the flags that pick a subcommand on a line without its name
PICKED = {"--capture": "capture", "--heal": "heal", "--eliminate-captive": "eliminate-captive"}


def _numbers() -> dict[str, Any]:
    """The numbers the help quotes (`muster.games.mageknight.tables.numbers`), read when
    the help is shown: the rule modules are imported only when the command runs."""
    from muster.games.mageknight.tables import numbers

    return numbers()


Command = numbers_from(_numbers)


class _Modes(FillsNumbers, DefaultGroup):
    """``wound mk`` with options first: ``--capture``, ``--heal`` or ``--eliminate-captive``
    picks that action (of several, the first named: the others are not its options), anything
    else is an ``attack``."""

    default = "attack"

    picked_by = (PICKED,)


ROLL = ("Mage Knight attack and damage: one 2d6 + attack roll against every "
        "target (ties hit; natural {crit_miss} critical miss: fails, {pushing} "
        "pushing damage to the attacker; natural {crit_hit} critical hit: hits, "
        "+{extra} damage to every target hit). "
        "The damage goes to the first target hit, or as --split says (one share "
        "per --defense, summing to the damage, 0 allowed; a missed target's share "
        "goes to the first target hit).")
RANGED = ("Ranged options: --close-shot attack|damage (bow, target within half the "
          "range rounded up), --precision ({precision}), --formation-attack / "
          "--formation-damage (members of a ranged formation: +{formation_attack} "
          "attack each, or +{formation_damage} damage for bow members), "
          "--target-terrain (hindering +{hindering}, elevated +{elevated}, both "
          "+{both}).")
CLOSE = ("Close combat: --gang-up N (friendly warriors helping, +{gang_up} attack "
         "each), --rear-arc (+{rear_arc} attack: contact with the target's rear arc, "
         "or a line of fire through it), --lunge (move, then the attack: {lunge} "
         "pushing damage), --second-token (the action gives the attacker its second "
         "action token: {second_token} pushing damage).")

HELP = (ROLL + "\n\n"
        "Subcommands: attack (an attack that deals damage, the default), capture (a capture "
        "attempt, picked by --capture), heal (a healing roll, picked by --heal) and "
        "eliminate-captive (eliminating your own captive, picked by --eliminate-captive); "
        "each takes only its own options.\n\n"
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
        "  muster wound mk --attack 10 --damage 2 -D 16 --lunge --second-token --odds")

app = typer.Typer(cls=numbers_from(_numbers, _Modes), add_completion=False, help=HELP,
                  subcommand_metavar="[attack|capture|heal|eliminate-captive] [OPTIONS]")


def _command(fn: Any) -> Any:
    """A subcommand's function as Typer registers it: in a battle (every action is one
    roll against the targets named, `muster.games.mageknight.battle`), its options those of
    `_mk_options`; the function is in muster.commands (the quick door calls it without
    Typer)."""
    return in_battle("WoundSpec", several=True)(declared(fn, vars(_mk_options)))


attack = app.command(
    "attack", cls=Command,
    help="An attack that deals damage, the default subcommand: --clicks-taken K and "
         "--skull-at K follow each target's dial.\n\n" + ROLL + "\n\n" + RANGED + "\n\n"
         + CLOSE + "\n\nExamples:\n\n"
         "  muster wound mk attack -a 9 -m 2 -D 15 -D 16 --split 1,1 --dice 3,4")(
    _command(wound_mageknight.attack))

capture = app.command(
    "capture", cls=Command,
    help="A capture attempt (L37-39): a close attack at {capture} on one target, by a "
         "warrior with a sword-type attack; a hit makes the target your captive and deals "
         "no damage, even on a critical. --clicks-taken K and --skull-at K show the "
         "target's dial, which a capture leaves as it is.\n\n" + CLOSE + "\n\n"
         "Examples:\n\n  muster wound mk capture -a 10 -D 15 --dice 4,4")(
    _command(wound_mageknight.capture))

heal = app.command(
    "heal", cls=Command,
    help="A healing roll (L12, L17-18): a hit heals --damage clicks instead of dealing "
         "damage (+{extra} on a critical hit), counter-clockwise and never past the start; "
         "--golem-marker K stops at a golem's repair marker, and a golem whose dial shows "
         "one cannot be healed. --split shares the healing among several targets; "
         "--clicks-taken K and --skull-at K follow each target's dial.\n\n"
         "Examples:\n\n"
         "  muster wound mk heal -a 9 -m 3 -D 14 --clicks-taken 5 --golem-marker 3 "
         "--dice 3,3")(
    _command(wound_mageknight.heal))

eliminate_captive = app.command(
    "eliminate-captive", cls=Command,
    help="Eliminating your own captive (L40): a close attack at {captive} on it; a hit "
         "eliminates it, a miss leaves it unharmed. A captive is never wounded, so there "
         "is no damage, split or dial, and gang-up may not be used.\n\n"
         "Examples:\n\n  muster wound mk eliminate-captive -a 10 -D 15 --odds")(
    _command(wound_mageknight.eliminate_captive))
