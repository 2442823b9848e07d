"""`muster deploy-shuffle warmaster`, without Typer (`muster.commands`); registered by
`muster.verbs.deploy_shuffle.warmaster`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.engine.render import Result
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times


def warmaster(
    units: Annotated[list[str] | None, typer.Option(
        "--units", "-u", metavar="SIDE=N",
        help="A side and its number of units (twice, once per side).")] = None,
    side: Annotated[list[str] | None, typer.Option(
        "--side", metavar="SIDE",
        help="A side named without a unit count (methods that do not count units).")] = None,
    characters: Annotated[list[str] | None, typer.Option(
        "--characters", metavar="SIDE=N",
        help="alternate: a side's characters, placed after all units.")] = None,
    characters_together: Annotated[bool, typer.Option(
        "--characters-together",
        help="alternate: each side places all its characters at once (default: one at a "
             "time, like units).")] = False,
    method: Annotated[str, typer.Option(
        "--method", "-m", metavar="METHOD",
        help="alternate | one-side | maps | screen.")] = "alternate",
    choose: Annotated[str | None, typer.Option(
        "--choose", metavar="first|second",
        help="one-side: the roll-off winner deploys first or second.")] = None,
    terrain: Annotated[str | None, typer.Option(
        "--terrain", metavar="dice|choose|symmetric",
        help="How the table edges are settled after the terrain is set up.")] = None,
    first_turn_rolloff: Annotated[bool, typer.Option(
        "--first-turn-rolloff",
        help="alternate / maps / screen: roll off for the first turn (a house rule).")] = False,
    with_length: Annotated[bool, typer.Option(
        "--game-length", help="Also roll the game length: 5 + D3 turns.")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.warmaster.deploy import DeploySpec
    from muster.rolling import roll_options

    opts = roll_options(seed, dice, odds, times, as_json)
    spec = DeploySpec.of(units or [], side or [], characters or [], method, choose, terrain,
                         first_turn_rolloff, with_length, characters_together)
    emit(_as_options(run(spec, opts)), opts.json)


def _as_options(result: Result) -> Result:
    """A deployment whose first-turn rule names a spec field (``first_turn_rolloff``) shows
    it as this command's option (``--first-turn-rolloff``), in the text and the JSON."""
    from dataclasses import replace

    from muster.errors import Field, option_name
    from muster.games.warmaster.deploy import Deployment
    from muster.i18n import Message

    if not isinstance(result, Deployment) or not isinstance(result.first_turn_rule, Message):
        return result
    rule = result.first_turn_rule
    return replace(result, first_turn_rule=Message(rule.msgid, {
        k: option_name(v) if isinstance(v, Field) else v for k, v in rule.args.items()}))
