"""`muster roll void`: one subcommand per roll, ``test`` (the d20 roll-under test and its
rerolls, the default) and ``control`` (the control roll), each with only its own options.
Without a subcommand, ``--control`` picks the control roll, so the spellings before the
subcommands work."""

from __future__ import annotations

import typer

from muster.commands import roll_void
from muster.verbs import DefaultGroup
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._params import declared

# the flag that picks a subcommand on a line without its name
PICKED = {"--control": "control"}


def _numbers() -> dict[str, int]:
    """The numbers the help quotes, from ``data/rules.toml`` [test] (house rules change
    them): the data alone, no rule module."""
    from muster.engine.data import load

    test = load("void", "rules")["test"]
    return {"luck": test["luck"], "bad_luck": test["bad_luck"],
            "target_min": test["min_target"], "target_max": test["max_target"]}


class Modes(FillsNumbers, DefaultGroup):
    """``roll void`` with options first: ``--control`` (wherever it stands) picks the control
    roll, anything else is the ``test``."""

    default = "test"

    picked_by = (PICKED,)


HELP = ("Void: Sci-Fantasy d20 roll-under test: succeed on d20 <= target + modifiers. "
        "A natural {luck} is Luck (Štěstí) and always succeeds, a natural {bad_luck} is "
        "Bad luck "
        "(Smůla) and always fails. --corrective rerolls a failed roll, --spoiling "
        "rerolls a successful one; the second roll stands. --control makes a control "
        "roll (kontrolní hod): no target, no modifiers, only Luck and Bad luck count.\n\n"
        "Subcommands: test (the roll-under test, the default) and control (a control roll, "
        "picked by --control); each takes only its own options.\n\n"
        "Examples:\n\n"
        "  muster roll void --target 10\n\n"
        "  muster roll void --target 12 --mod -2 --dice 9\n\n"
        "  muster roll void --target 10 --corrective --dice 14,6\n\n"
        "  muster roll void --target 8 --spoiling --odds\n\n"
        "  muster roll void --control --json")

app = typer.Typer(cls=numbers_from(_numbers, Modes), add_completion=False, help=HELP,
                  subcommand_metavar="[test|control] [OPTIONS]")

# the functions are in muster.commands (the quick door calls them without Typer)
test = app.command(
    "test", cls=numbers_from(_numbers),
    help="The roll-under test (podhazování), the default subcommand: succeed on d20 <= "
         "target + modifiers; a natural {luck} (Luck) always succeeds, a natural {bad_luck} "
         "(Bad luck) always fails. --corrective rerolls a failed roll, --spoiling rerolls a "
         "successful one; the second roll stands (seed 003 L17).\n\n"
         "Examples:\n\n"
         "  muster roll void test --target 10 --corrective --dice 14,6\n\n"
         "  muster roll void test --target 8 --spoiling --odds")(
    declared(roll_void.test))

control = app.command(
    "control", cls=numbers_from(_numbers),
    help="Control roll: only Luck ({luck}) and Bad luck ({bad_luck}) count.\n\n"
         "Examples:\n\n"
         "  muster roll void control --dice 20")(
    declared(roll_void.control))
