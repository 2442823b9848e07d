"""`muster roll void`: the d20 roll-under test, its rerolls, and the control roll."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.verbs import options
from muster.verbs._void import rolling

app = typer.Typer(add_completion=False)


@app.command(help="Void: Sci-Fantasy d20 roll-under test: succeed on d20 <= target + modifiers. "
                  "A natural 1 is Luck (Štěstí) and always succeeds, a natural 20 is Bad luck "
                  "(Smůla) and always fails. --corrective rerolls a failed roll, --spoiling "
                  "rerolls a successful one; the second roll stands. --control makes a control "
                  "roll (kontrolní hod): no target, no modifiers, only Luck and Bad luck count.\n\n"
                  "Examples:\n\n"
                  "  muster roll void --target 10\n\n"
                  "  muster roll void --target 12 --mod -2 --dice 9\n\n"
                  "  muster roll void --target 10 --corrective --dice 14,6\n\n"
                  "  muster roll void --target 8 --spoiling --odds\n\n"
                  "  muster roll void --control --json")
@rolling
def void(
    target: Annotated[int | None, typer.Option(
        "--target", "-t", help="The number to roll under: an attribute or Armor (0-19). "
                               "Limits apply to the effective target (with --mod): above 19 "
                               "only a natural 20 fails.")] = None,
    mod: Annotated[list[int] | None, typer.Option(
        "--mod", "-m", help="A bonus or penalty to the target (--mod -2); repeatable.")] = None,
    corrective: Annotated[bool, typer.Option(
        "--corrective", help="Corrective roll (opravný hod): reroll a failure.")] = False,
    spoiling: Annotated[bool, typer.Option(
        "--spoiling", help="Spoiling roll (kazící hod): reroll a success.")] = False,
    control: Annotated[bool, typer.Option(
        "--control", help="Control roll: only Luck (1) and Bad luck (20) count.")] = False,
) -> object:
    from muster.games.void.roll_under import RollUnderSpec

    with options({"mods": "--mod"}):
        return RollUnderSpec(target, tuple(mod or ()), corrective, spoiling, control)
