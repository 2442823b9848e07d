"""`muster roll void`: the d20 roll-under test, its rerolls, and the control roll."""

from __future__ import annotations

import typer

from muster.commands import roll_void
from muster.verbs._data_help import numbers_from
from muster.verbs._params import declared

app = typer.Typer(add_completion=False)


def _numbers() -> dict[str, int]:
    """The numbers the help quotes, from ``data/rules.toml`` [test] (house rules change
    them): the data alone, no rule module."""
    from muster.engine.data import load

    test = load("void", "rules")["test"]
    return {"luck": test["luck"], "bad_luck": test["bad_luck"],
            "target_min": test["min_target"], "target_max": test["max_target"]}


HELP = ("Void: Sci-Fantasy d20 roll-under test: succeed on d20 <= target + modifiers. "
                  "A natural {luck} is Luck (Štěstí) and always succeeds, a natural {bad_luck} is "
                  "Bad luck "
                  "(Smůla) and always fails. --corrective rerolls a failed roll, --spoiling "
                  "rerolls a successful one; the second roll stands. --control makes a control "
                  "roll (kontrolní hod): no target, no modifiers, only Luck and Bad luck count.\n\n"
                  "Examples:\n\n"
                  "  muster roll void --target 10\n\n"
                  "  muster roll void --target 12 --mod -2 --dice 9\n\n"
                  "  muster roll void --target 10 --corrective --dice 14,6\n\n"
                  "  muster roll void --target 8 --spoiling --odds\n\n"
                  "  muster roll void --control --json")

# the function is in muster.commands (the quick door calls it without Typer)
void = app.command(cls=numbers_from(_numbers), help=HELP)(declared(roll_void.void))
