"""`muster deploy-shuffle warmaster` alternate, one-side, maps and screen (the deployment
methods), without Typer (`muster.commands`); registered by
`muster.verbs.deploy_shuffle.warmaster`, whose options
(`muster.verbs.deploy_shuffle._wm_options`) their annotations name."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.engine.render import Result
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.deploy_shuffle._wm_options import (
        FirstTurnRolloff,
        GameLength,
        Side,
        Terrain,
        Units,
    )


def alternate(
    units: Units = None,
    characters: Annotated[list[str] | None, typer.Option(
        "--characters", metavar="SIDE=N",
        help="alternate: a side's characters, placed after all units.")] = None,
    characters_together: Annotated[bool, typer.Option(
        "--characters-together",
        help="alternate: each side places all its characters at once (default: one at a "
             "time, like units).")] = False,
    terrain: Terrain = None, first_turn_rolloff: FirstTurnRolloff = False,
    with_length: GameLength = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    _deploy("alternate", units, [], terrain, seed, dice, odds, times, as_json,
            characters=characters or [], characters_together=characters_together,
            first_turn_rolloff=first_turn_rolloff, game_length=with_length)


def one_side(
    units: Units = None, side: Side = None,
    choose: Annotated[str | None, typer.Option(
        "--choose", metavar="first|second",
        help="one-side: the roll-off winner deploys first or second.")] = None,
    terrain: Terrain = None, with_length: GameLength = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    _deploy("one-side", units, side, terrain, seed, dice, odds, times, as_json,
            choose=choose, game_length=with_length)


def maps(
    units: Units = None, side: Side = None, terrain: Terrain = None,
    first_turn_rolloff: FirstTurnRolloff = False, with_length: GameLength = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    _deploy("maps", units, side, terrain, seed, dice, odds, times, as_json,
            first_turn_rolloff=first_turn_rolloff, game_length=with_length)


def screen(
    units: Units = None, side: Side = None, terrain: Terrain = None,
    first_turn_rolloff: FirstTurnRolloff = False, with_length: GameLength = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    _deploy("screen", units, side, terrain, seed, dice, odds, times, as_json,
            first_turn_rolloff=first_turn_rolloff, game_length=with_length)


def _deploy(method: str, units: list[str] | None, side: list[str] | None, terrain: str | None,
            seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
            as_json: bool, characters: list[str] | None = None, choose: str | None = None,
            characters_together: bool = False, first_turn_rolloff: bool = False,
            game_length: bool = False) -> None:
    """One method's deployment: the spec from the options it takes, rolled as asked."""
    from muster.engine.render import emit
    from muster.games.warmaster.deploy import DeploySpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    spec = DeploySpec.of(_counts(units or [], "--units"), side or [],
                         _counts(characters or [], "--characters"), method, choose, terrain,
                         first_turn_rolloff, game_length, characters_together)
    emit(_as_options(run(spec, opts)), opts.json)


def _counts(texts: list[str], option: str) -> list[tuple[str, int]]:
    """``SIDE=N`` options ('orcs=12') as (side, N)."""
    from muster.commands._pairs import name_int

    return [name_int(text, option, "SIDE=N", "orcs=12") for text in texts]


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
