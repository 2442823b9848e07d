"""`muster deploy-shuffle void`: initiative order, without Typer (`muster.commands`);
registered by `muster.verbs.deploy_shuffle.void`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.errors import options

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times

Names = list[str] | None


def void(
    fighter: Annotated[Names, typer.Option(
        "--fighter", "-f", metavar="NAME[=MOD]",
        help="A fighter, with his own initiative modifier if any (once per fighter).")] = None,
    expected: Annotated[Names, typer.Option(
        "--expected", metavar="NAME", help="Was ready for the attack: {expected}, first round "
                                          "only.")]
    = None,
    surprised: Annotated[Names, typer.Option(
        "--surprised", metavar="NAME", help="Caught by surprise: {surprised}, first round only.")]
    = None,
    panic: Annotated[Names, typer.Option(
        "--panic", metavar="NAME", help="Panicking: {panic}.")] = None,
    fatigue: Annotated[Names, typer.Option(
        "--fatigue", metavar="NAME=LEVEL", help="Fatigue: {fatigue} for each level.")] = None,
    immobilised: Annotated[Names, typer.Option(
        "--immobilised", metavar="NAME", help="Cannot move: {immobilised}.")] = None,
    stunned: Annotated[Names, typer.Option(
        "--stunned", metavar="NAME", help="Unconscious: does not take part.")] = None,
    agility: Annotated[Names, typer.Option(
        "--agility", metavar="NAME=A",
        help="Break ties by the higher Agility first, then the re-roll (give it for every "
             "fighter taking part).")] = None,
    round_no: Annotated[int, typer.Option(
        "--round", "-r", metavar="N", help="The combat round (from 2 on: no first-round "
                                           "modifiers).", min=1)] = 1,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.void.initiative import InitiativeSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    with options({"fighters": "--fighter", "round": "--round"}):
        spec = InitiativeSpec(
            tuple(_fighter(text) for text in fighter or ()), _names(expected),
            _names(surprised), _names(panic), tuple(_pair(t, "--fatigue") for t in fatigue or ()),
            _names(immobilised), _names(stunned), round_no,
            tuple(_pair(t, "--agility") for t in agility or ()))
    emit(run(spec, opts), opts.json)


def _names(given: Names) -> tuple[str, ...]:
    return tuple(given or ())


# each NAME=VALUE option: its placeholder and an example, shown when a value is refused
_SHAPES = {"--fighter": ("NAME[=MOD]", "Kara=2"), "--fatigue": ("NAME=LEVEL", "Rook=2"),
           "--agility": ("NAME=AGILITY", "Kara=12")}


def _fighter(text: str) -> tuple[str, int]:
    """NAME or NAME=MOD (NAME alone: no modifier of his own)."""
    from muster.commands._pairs import name_int

    return name_int(text, "--fighter", *_SHAPES["--fighter"], bare=0)


def _pair(text: str, option: str) -> tuple[str, int]:
    """NAME=N."""
    from muster.commands._pairs import name_int

    return name_int(text, option, *_SHAPES[option])
