"""`muster scatter confrontation`: a fighter fleeing from fear, twice its MOV."""

from __future__ import annotations

import typer

from muster.commands import scatter_confrontation
from muster.verbs._data_help import numbers_from
from muster.verbs._params import declared
from muster.verbs.scatter import Svg

app = typer.Typer(add_completion=False)


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


# the function is in muster.commands (the quick door calls it without Typer)
confrontation = app.command(
    cls=numbers_from(_numbers),
    help="Confrontation flight from fear: a fighter that fails its Courage test flees "
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
         "Examples:\n\n"
         "  muster scatter confrontation --mov 10\n\n"
         "  muster scatter conf --mov 10 --rapidity\n\n"
         "  muster scatter conf --mov 12 --courage 4 --fear 8 --dice 3\n\n"
         "  muster scatter conf --mov 12 --courage 4 --fear 8 --odds\n\n"
         "  muster scatter conf --mov 10 --edge-cm 15")(
    declared(scatter_confrontation.confrontation, {"Svg": Svg}))
