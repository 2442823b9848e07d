"""`muster deploy-shuffle mageknight`: actions per turn, environment cards, the standard
game (setup), the dispute roll (dispute) and the end of the game: objectives, victory,
tie-breaks (score)."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.errors import MusterError
from muster.i18n import Named, say
from muster.text import fold
from muster.verbs import DefaultGroup, options
from muster.verbs._battle import NO_UNITS, in_battle
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

HELP = ("Mage Knight set-up and end of game (seed 004 L182-189, L213-241).\n\n"
                  "FORM setup (the default): actions per turn from the build total "
                  "(--points: {actions}), the standard game (--standard: {inches} x {inches} in, "
                  "{points} points, {minutes} minutes, {terrain} terrain pieces each, no elevated "
                  "terrain), and "
                  "the environment cards: each player picks one in secret, all are revealed "
                  "after the terrain is placed and before the armies; a cancelled card leaves "
                  "the game, two that cancel each other both leave. Which card cancels which "
                  "is printed on the cards, not in the rulebook: give it with --cancels "
                  "CARD=CARD (or a table in MUSTER_DATA). FORM dispute: players who cannot "
                  "agree roll a D{sides}: {refused} the action is not carried out, {allowed} it "
                  "is. FORM score: "
                  "the end of the game, no dice. Give each player's objectives (--player "
                  "NAME=N) and, for the tie-breaks, the points of figures he eliminated "
                  "(--eliminated) and his army's build total (--built). With --able, a player "
                  "not named has no able warriors: his objectives turn neutral; if only one "
                  "player is named he controls all --objectives N and the game ends (L214, "
                  "L217); --time-up and --agreed are the other two ways it ends (L218-219). "
                  "The winner controls the most objectives; if tied, the most points "
                  "eliminated wins; then the army built for the fewest points; still tied, "
                  "a draw (L221-223). Each tie-break compares only the players still tied "
                  "(muster's reading; the other, comparing all players, is not offered).\n\n"
                  "The part of the rulebook muster has does not say who places terrain first, "
                  "who deploys first or who takes the first turn, and gives actions per turn "
                  "only for 200 and 300 points (other totals are refused unless you add them "
                  "to the data).\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle mageknight --points 200\n\n"
                  "  muster deploy-shuffle mk --standard --environment Radek=Fog --environment "
                  "Honza=Sunlight --cancels Sunlight=Fog\n\n"
                  "  muster deploy-shuffle mk dispute --about 'the line of fire touches the "
                  "base' --dice 4\n\n"
                  "  muster deploy-shuffle mk dispute --odds\n\n"
                  "  muster deploy-shuffle mk score --player Radek=1 --player Honza=2 "
                  "--objectives 3 --able Radek\n\n"
                  "  muster deploy-shuffle mk score --player Radek=1 --player Honza=1 "
                  "--eliminated Radek=120 --eliminated Honza=95 --time-up")



def _span(values: list[int]) -> str:
    """Die faces as the help says them: '1-3' when they follow on, else '1, 3'."""
    if values and values == list(range(values[0], values[-1] + 1)) and len(values) > 1:
        return f"{values[0]}-{values[-1]}"
    return ", ".join(map(str, values))


def _numbers() -> dict[str, object]:
    """The numbers the help quotes, from ``data/setup.toml`` (house rules change them): the
    data alone, no rule module, for a help (`muster.games.mageknight.setup.data`)."""
    from muster.engine.data import load

    d = load("mageknight", "setup")
    std, dis = d["standard_game"], d["dispute"]
    allowed = sorted(dis["allowed"])
    return {"actions": ", ".join(f"{row['points']} -> {row['actions']}"
                                 for row in d["actions"]["table"]),
            "inches": std["battlefield_in"], "points": std["points"],
            "minutes": std["minutes"], "terrain": f"{std['terrain_min']}-{std['terrain_max']}",
            "sides": dis["sides"], "allowed": _span(allowed),
            "refused": _span([v for v in range(1, dis["sides"] + 1) if v not in allowed])}


class _Forms(FillsNumbers, DefaultGroup):
    """The set-up forms (``setup`` by default); the help quotes the setup data's numbers
    (`_numbers`)."""

    default = "setup"


Command = numbers_from(_numbers)
app = typer.Typer(cls=numbers_from(_numbers, _Forms), help=HELP, add_completion=False,
                  subcommand_metavar="[FORM]")

# the placeholders of NAME=OBJECTIVES / NAME=POINTS in an error, as the user's language says them
_WORDS = {"OBJECTIVES": Named("OBJECTIVES", "CÍLE"), "POINTS": Named("POINTS", "BODY")}


@app.command("setup", cls=Command,
             help="Actions per turn from the build total, the standard game and "
                  "the environment cards (the default).\n\n"
                           "Examples:\n\n"
                           "  muster deploy-shuffle mageknight --points 200\n\n"
                           "  muster deploy-shuffle mk --standard --environment Radek=Fog "
                           "--environment Honza=Sunlight --cancels Sunlight=Fog")
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


@app.command("dispute", cls=Command,
             help="The dispute roll: a D{sides}, {refused} the action is not carried out, "
                  "{allowed} it is.\n\n"
                             "Examples:\n\n"
                             "  muster deploy-shuffle mk dispute --about 'the line of fire "
                             "touches the base' --dice 4\n\n"
                             "  muster deploy-shuffle mk dispute --odds")
def dispute(
    about: Annotated[str | None, typer.Option(
        "--about", metavar="TEXT", help="dispute: what the players disagree about.")] = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.mageknight.setup import DisputeSpec

    opts = roll_options(seed, dice, odds, times, as_json)
    emit(run(DisputeSpec(about), opts), opts.json)


@app.command("score", help="The end of the game, no dice: objectives, whether the game "
                           "ends, the winner by the victory order.\n\n"
                           "Examples:\n\n"
                           "  muster deploy-shuffle mk score --player Radek=1 --player Honza=2 "
                           "--objectives 3 --able Radek\n\n"
                           "  muster deploy-shuffle mk score --player Radek=1 --player Honza=1 "
                           "--eliminated Radek=120 --eliminated Honza=95 --time-up")
@in_battle("ScoreSpec", NO_UNITS)
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
        spec = ScoreSpec(_pairs("--player", player or [], _WORDS["OBJECTIVES"]),
                         _pairs("--eliminated", eliminated or [], _WORDS["POINTS"]),
                         _pairs("--built", built or [], _WORDS["POINTS"]),
                         tuple(able or ()), objectives, time_up, agreed)
    emit(decide(spec), as_json)


def _pair(option: str, text: str) -> tuple[str, str]:
    """'Radek=Fog' -> ('Radek', 'Fog')."""
    a, sep, b = text.partition("=")
    a, b = a.strip(), b.strip()
    if not sep or not a or not b:
        if option == "--cancels":
            raise MusterError(say("--cancels '{text}' should be CARD=CARD (the first cancels "
                                  "the second, as printed on the card)", text=text))
        raise MusterError(say("--environment '{text}' should be SIDE=CARD (e.g. "
                              "--environment Radek=Fog)", text=text))
    return a, b


def _number(option: str, text: str, value: str) -> int:
    try:
        n = int(value.strip())
    except ValueError:
        if value.strip():
            raise MusterError(say("{option} '{text}': {value} is not a whole number",
                                  option=option, text=text, value=value.strip())) from None
        raise MusterError(say("{option} '{text}': the value is not a whole number",
                              option=option, text=text)) from None
    if n < 0:
        raise MusterError(say("{option} '{text}': {n} is negative", option=option, text=text,
                              n=n))
    return n


def _pairs(option: str, items: list[str], what: str) -> tuple[tuple[str, int], ...]:
    """NAME=N, once per player."""
    out: list[tuple[str, int]] = []
    for text in items:
        name, sep, value = text.partition("=")
        name = name.strip()
        if not sep or not name:
            raise MusterError(say("{option} '{text}' should be NAME={what} (e.g. {option} "
                                  "Radek=3)", option=option, text=text, what=what))
        if any(fold(n) == fold(name) for n, _ in out):
            raise MusterError(say("{option}: {name} is given twice", option=option,
                                  name=name))
        out.append((name, _number(option, text, value)))
    return tuple(out)
