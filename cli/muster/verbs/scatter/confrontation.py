"""`muster scatter confrontation`: a fighter fleeing from fear, twice its MOV. One subcommand
per mode, each with only its own options: ``flee`` (the flight, the default), ``courage``
(the Courage test first), ``rally`` (the rally roll) and ``desperate`` (a Desperate fighter).
Without a subcommand, ``--desperate`` or ``--rally`` picks its mode and a Courage test option
the ``courage`` one, so the spellings before the subcommands work."""

from __future__ import annotations

import typer

from muster.commands import scatter_confrontation
from muster.verbs import DefaultGroup
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._params import declared
from muster.verbs.scatter import Svg
from muster.verbs.scatter._conf_options import (
    Ability,
    Activated,
    Courage,
    Desperate,
    EdgeCm,
    Engaged,
    Fanatic,
    Fear,
    Mov,
    Penalty,
    Rally,
    Rapidity,
)

# the flags that pick a subcommand on a line without its name: --desperate and --rally win
# over the Courage test's options, which they take too (or refuse)
PICKED = {"--desperate": "desperate", "--rally": "rally"}
COURAGE = dict.fromkeys(("--courage", "--fear", "--penalty", "--ability", "--fanatic"),
                        "courage")


def _numbers() -> dict[str, int]:
    """The numbers the help quotes, from ``data/flight.toml`` and ``data/tests.toml`` (house
    rules change them): the data alone, no rule module."""
    from muster.engine.data import load

    flight = load("confrontation", "flight")
    return {"flight": flight["flight"]["mov_multiplier"],
            "rapidity": flight["rapidity"]["mov_multiplier"],
            "blood_brother": load("confrontation", "tests")["penalty"]["blood-brother"]["value"]}

# The rules, their views and the dice engine are imported inside the command: a help loads
# none of them (start-up: bench/startup.py, tests/test_startup_imports.py)

class Modes(FillsNumbers, DefaultGroup):
    """``scatter conf`` with options first: ``--desperate`` or ``--rally`` (wherever it
    stands) picks its mode, a Courage test option the ``courage`` one, anything else is the
    flight (``flee``)."""

    default = "flee"

    picked_by = (PICKED, COURAGE)  # --desperate or --rally wins over a Courage option


HELP = ("Confrontation flight from fear: a fighter that fails its Courage test flees "
        "twice its MOV (cm) straight away from the fear-causer, ending with its back "
        "to it, but does not leave a melee it is in (--engaged). Rapidity triples "
        "MOV first: {flight} x {rapidity} x MOV (docs/RULINGS.md, Confrontation: Rapidity). "
        "With --courage C --fear F the "
        "Courage test is rolled first (d6 + C must beat F, open-ended; --dice takes "
        "its dice, then a fanatic's Discipline re-test's) and the fighter flees only "
        "on a failure, and only if its card has not been "
        "activated yet (--activated: the fear penalties, no flight). --edge-cm D: "
        "the battlefield edge is "
        "D cm behind it; a fighter that runs off is lost. --rally: the rally roll "
        "in a later movement phase; --desperate: never flees. Not modelled: the "
        "group test and the paralysed charger.\n\n"
        "Subcommands: flee (the flight, the default), courage (the Courage test first, "
        "picked by --courage, --fear, --penalty, --ability or --fanatic), rally (the rally "
        "roll, picked by --rally) and desperate (picked by --desperate); each takes only its "
        "own options.\n\n"
        "Examples:\n\n"
        "  muster scatter confrontation --mov 10\n\n"
        "  muster scatter conf --mov 10 --rapidity\n\n"
        "  muster scatter conf --mov 12 --courage 4 --fear 8 --dice 3\n\n"
        "  muster scatter conf --mov 12 --courage 4 --fear 8 --odds\n\n"
        "  muster scatter conf --mov 10 --edge-cm 15")

app = typer.Typer(cls=numbers_from(_numbers, Modes), add_completion=False, help=HELP,
                  subcommand_metavar="[flee|courage|rally|desperate] [OPTIONS]")

_DECLARED = {"Svg": Svg, "Mov": Mov, "Rapidity": Rapidity, "Engaged": Engaged,
             "Activated": Activated, "EdgeCm": EdgeCm, "Courage": Courage, "Fear": Fear,
             "Penalty": Penalty, "Ability": Ability, "Fanatic": Fanatic, "Rally": Rally,
             "Desperate": Desperate}

# the functions are in muster.commands (the quick door calls them without Typer)
flee = app.command(
    "flee", cls=numbers_from(_numbers),
    help="The flight, the default subcommand: a fighter that has failed its Courage test "
         "flees {flight} x MOV (cm) straight away from the fear-causer (L655-659).\n\n"
         "Examples:\n\n"
         "  muster scatter conf flee --mov 10 --edge-cm 15")(
    declared(scatter_confrontation.flee, _DECLARED))

courage = app.command(
    "courage", cls=numbers_from(_numbers),
    help="The Courage test first (d6 + C must beat F, open-ended; --dice takes its dice, "
         "then a fanatic's Discipline re-test's); the fighter flees only on a failure.\n\n"
         "Examples:\n\n"
         "  muster scatter conf courage --mov 12 --courage 4 --fear 8 --odds")(
    declared(scatter_confrontation.courage, _DECLARED))

rally = app.command(
    "rally", cls=numbers_from(_numbers),
    help="The rally roll of a fighter already fleeing, as its card is activated in a later "
         "movement phase: the Courage test at the same Fear; passing, it stops "
         "(L683-690).\n\n"
         "Examples:\n\n"
         "  muster scatter conf rally --mov 10 --courage 4 --fear 7 --dice 4")(
    declared(scatter_confrontation.rally, _DECLARED))

desperate = app.command(
    "desperate", cls=numbers_from(_numbers),
    help="The fighter is Desperate (Zoufalec): no Courage test, it never flees, the fear "
         "penalties become a bonus (L1410-1414).\n\n"
         "Examples:\n\n"
         "  muster scatter conf desperate --mov 10")(
    declared(scatter_confrontation.desperate, _DECLARED))
