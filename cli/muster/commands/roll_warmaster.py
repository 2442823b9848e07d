"""`muster roll warmaster target`, without Typer (`muster.commands`), and how every
Warmaster roll is rolled and shown (`roll_spec`); registered by
`muster.verbs.roll.warmaster`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.render import emit
from muster.errors import MusterError
from muster.i18n import say

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.roll._wm_options import Count


def roll_spec(spec: Any, seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
              as_json: bool) -> None:
    """Roll ``spec`` with the rolling options and print it (every Warmaster roll)."""
    from muster.engine.run import run
    from muster.rolling import roll_options

    opts = roll_options(seed, dice, odds, times, as_json)
    emit(run(spec, opts), opts.json)


def target(
    target: Annotated[int | None, typer.Option(
        "--target", "-t", help="target: each die succeeds on this number or more (N+).")] = None,
    count: Count = 1,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.target import TargetSpec

    if target is None:
        raise MusterError(say("target needs --target N (each die succeeds on N+)"))
    roll_spec(TargetSpec(target, count), seed, dice, odds, times, as_json)
