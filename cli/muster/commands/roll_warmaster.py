"""`muster roll warmaster target` and ``command``, without Typer (`muster.commands`), and how every
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
    from muster.verbs.roll._wm_options import Count, Value


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


def command(
    value: Value = None,
    penalty: Annotated[int, typer.Option(
        "--penalty", "-p", help="command: total Command penalty (1 for -1).")] = 0,
    crown: Annotated[bool, typer.Option(
        "--crown", help="command: Crown of Command, the General's first order against an "
                        "unmodified 10.")] = False,
    helm: Annotated[bool, typer.Option(
        "--helm", help="command: Helm of Dominion, +1 Command (never above 10).")] = False,
    orb: Annotated[bool, typer.Option(
        "--orb", help="command: Orb of Majesty, the General's failed order is given anyway "
                      "(once a game); --odds tells how often it is spent.")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.command import CommandSpec, OrbCommandSpec

    spec = CommandSpec.of(value, penalty, crown, helm)
    if orb:
        spec = OrbCommandSpec(spec.value, penalty, crown, helm)
    roll_spec(spec, seed, dice, odds, times, as_json)
