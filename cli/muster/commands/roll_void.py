"""`muster roll void test` and ``control``: the d20 roll-under test and the control roll,
without Typer (`muster.commands`); registered by `muster.verbs.roll.void`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import emit
from muster.errors import options

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.games.void.roll_under import RollUnderSpec
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times


def test(
    target: Annotated[int | None, typer.Option(
        "--target", "-t", help="The number to roll under: an attribute or Armor "
                               "({target_min}-{target_max}). Limits apply to the effective "
                               "target (with --mod): above {target_max} only a natural "
                               "{bad_luck} fails.")] = None,
    mod: Annotated[list[int] | None, typer.Option(
        "--mod", "-m", help="A bonus or penalty to the target (--mod -2); repeatable.")] = None,
    corrective: Annotated[bool, typer.Option(
        "--corrective", help="Corrective roll (opravný hod): reroll a failure.")] = False,
    spoiling: Annotated[bool, typer.Option(
        "--spoiling", help="Spoiling roll (kazící hod): reroll a success.")] = False,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """The roll-under test: the default subcommand."""
    from muster.games.void.roll_under import RollUnderSpec

    with options({"mods": "--mod"}):
        spec = RollUnderSpec(target, tuple(mod or ()), corrective, spoiling)
    _run(spec, seed, dice, odds, times, as_json)


def control(
    control: Annotated[bool, typer.Option("--control", hidden=True)] = False,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A control roll: no target, no modifiers. ``control``, the flag that names it on a
    line without the subcommand (`roll void --control`), says nothing more."""
    from muster.games.void.roll_under import RollUnderSpec

    _run(RollUnderSpec(control=True), seed, dice, odds, times, as_json)


def _run(spec: RollUnderSpec, seed: int | None, dice: list[str] | None, odds: bool,
         times: int | None, as_json: bool) -> None:
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    emit(run(spec, opts), opts.json)
