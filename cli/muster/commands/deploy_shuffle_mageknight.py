"""`muster deploy-shuffle mageknight` setup, dispute and score, without Typer
(`muster.commands`); registered by `muster.verbs.deploy_shuffle.mageknight` (whose command
class fills the ``{points}`` in the help)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.errors import MusterError, options, within
from muster.i18n import Named, say
from muster.text import fold

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times

# each NAME=VALUE option: its placeholder and an example (a card as a Czech player names
# it), shown when a value is refused
_SHAPES = {"--environment": ("SIDE=CARD", Named("Radek=Fog", "Radek=Mlha")),
           "--cancels": ("CARD=CARD", Named("Sunlight=Fog", "Slunce=Mlha")),
           "--player": ("NAME=N", "Radek=3"), "--eliminated": ("NAME=POINTS", "Radek=120"),
           "--built": ("NAME=POINTS", "Radek=200")}


def setup(
    points: Annotated[int | None, typer.Option(
        "--points", "-p", help="setup: the agreed army build total.")] = None,
    standard: Annotated[bool, typer.Option(
        "--standard", help="setup: the rulebook's standard game ({points} points).")] = False,
    environment: Annotated[list[str] | None, typer.Option(
        "--environment", "-e", metavar="SIDE=CARD",
        help="setup: the environment card a player chose (once per player).")] = None,
    cancels: Annotated[list[str] | None, typer.Option(
        "--cancels", metavar="CARD=CARD",
        help="setup: the first card cancels the second, as printed on it.")] = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.mageknight.setup import SetupSpec
    from muster.games.mageknight.setup import setup as set_up

    spec = SetupSpec(points, standard, tuple(_pair("--environment", e) for e in environment or ()),
                     tuple(_pair("--cancels", c) for c in cancels or ()))
    emit(set_up(spec), as_json)


def dispute(
    about: Annotated[str | None, typer.Option(
        "--about", metavar="TEXT", help="dispute: what the players disagree about.")] = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.mageknight.setup import DisputeSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    emit(run(DisputeSpec(about), opts), opts.json)


def score(
    player: Annotated[list[str] | None, typer.Option(
        "--player", metavar="NAME=N",
        help="score: a player and the objectives he controls (once per player).")] = None,
    eliminated: Annotated[list[str] | None, typer.Option(
        "--eliminated", metavar="NAME=POINTS",
        help="score: points of the figures the player eliminated during the game.")] = None,
    built: Annotated[list[str] | None, typer.Option(
        "--built", metavar="NAME=POINTS",
        help="score: the points the player's army was built for.")] = None,
    able: Annotated[list[str] | None, typer.Option(
        "--able", metavar="NAME",
        help="score: a player who still has able warriors (players not named have none).")
    ] = None,
    objectives: Annotated[int | None, typer.Option(
        "--objectives", metavar="N", help="score: objectives on the battlefield.")] = None,
    time_up: Annotated[bool, typer.Option(
        "--time-up", help="score: the agreed time limit has run out.")] = False,
    agreed: Annotated[bool, typer.Option(
        "--agreed", help="score: the remaining players agree to end the game.")] = False,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.mageknight.score import ScoreSpec
    from muster.games.mageknight.score import score as decide

    with options({"players": "--player"}):
        spec = ScoreSpec(_pairs("--player", player or []), _pairs("--eliminated", eliminated or []),
                         _pairs("--built", built or []),
                         tuple(able or ()), objectives, time_up, agreed)
    emit(decide(spec), as_json)


def _pair(option: str, text: str) -> tuple[str, str]:
    """'Radek=Fog' -> ('Radek', 'Fog')."""
    from muster.commands._pairs import name_value

    return name_value(text, option, *_SHAPES[option])


def _pairs(option: str, items: list[str]) -> tuple[tuple[str, int], ...]:
    """NAME=N, once per player; N from 0."""
    from muster.commands._pairs import name_int

    out: list[tuple[str, int]] = []
    for text in items:
        name, n = name_int(text, option, *_SHAPES[option])
        if any(fold(given) == fold(name) for given, _ in out):
            raise MusterError(say("{option}: {name} is given twice", option=option,
                                  name=name))
        # a count is 0 or more, in the one range refusal ('--player Radek must be ...')
        within(option.lstrip("-"), n, 0, name=Named(f"{option} {name}", f"{option} {name}"))
        out.append((name, n))
    return tuple(out)
