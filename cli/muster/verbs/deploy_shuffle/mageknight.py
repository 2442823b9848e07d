"""`muster deploy-shuffle mageknight`: actions per turn, environment cards, the standard
game (setup), the dispute roll (dispute) and the end of the game: objectives, victory,
tie-breaks (score)."""

from __future__ import annotations

import typer

from muster.commands import deploy_shuffle_mageknight
from muster.verbs import DefaultGroup
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._in_battle import NO_UNITS, in_battle
from muster.verbs._params import declared

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

# the function is in muster.commands (the quick door calls it without Typer)
setup = app.command(
    "setup", cls=Command,
    help="Actions per turn from the build total, the standard game and the environment "
         "cards (the default).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle mageknight --points 200\n\n"
         "  muster deploy-shuffle mk --standard --environment Radek=Fog "
         "--environment Honza=Sunlight --cancels Sunlight=Fog")(
    declared(deploy_shuffle_mageknight.setup))


# the function is in muster.commands (the quick door calls it without Typer)
dispute = app.command(
    "dispute", cls=Command,
    help="The dispute roll: a D{sides}, {refused} the action is not carried out, "
         "{allowed} it is.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle mk dispute --about 'the line of fire "
         "touches the base' --dice 4\n\n"
         "  muster deploy-shuffle mk dispute --odds")(
    declared(deploy_shuffle_mageknight.dispute))


# the function is in muster.commands (the quick door calls it without Typer)
score = app.command(
    "score",
    help="The end of the game, no dice: objectives, whether the game ends, the winner by "
         "the victory order.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle mk score --player Radek=1 --player Honza=2 "
         "--objectives 3 --able Radek\n\n"
         "  muster deploy-shuffle mk score --player Radek=1 --player Honza=1 "
         "--eliminated Radek=120 --eliminated Honza=95 --time-up")(
    in_battle("ScoreSpec", NO_UNITS)(declared(deploy_shuffle_mageknight.score)))
