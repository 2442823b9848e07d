"""`muster deploy-shuffle mageknight`: actions per turn, environment cards, the standard
game, the dispute roll and the end of the game (objectives, victory, tie-breaks)."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options
from muster.errors import MusterError

app = typer.Typer(add_completion=False)

FORMS = ("setup", "dispute", "score")


@app.command(help="Mage Knight set-up and end of game (seed 004 L182-189, L213-241).\n\n"
                  "FORM setup (the default): actions per turn from the build total "
                  "(--points: 200 -> 2, 300 -> 3), the standard game (--standard: 36 x 36 in, "
                  "300 points, 50 minutes, 0-4 terrain pieces each, no elevated terrain), and "
                  "the environment cards: each player picks one in secret, all are revealed "
                  "after the terrain is placed and before the armies; a cancelled card leaves "
                  "the game, two that cancel each other both leave. Which card cancels which "
                  "is printed on the cards, not in the rulebook: give it with --cancels "
                  "CARD=CARD (or a table in MUSTER_DATA). FORM dispute: players who cannot "
                  "agree roll a D6: 1-3 the action is not carried out, 4-6 it is. FORM score: "
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
def mageknight(
    form: Annotated[Optional[str], typer.Argument(
        metavar="[FORM]", help="setup (default) | dispute | score")] = None,
    points: Annotated[Optional[int], typer.Option(
        "--points", "-p", help="setup: the agreed army build total.")] = None,
    standard: Annotated[bool, typer.Option(
        "--standard", help="setup: the rulebook's standard game (300 points).")] = False,
    environment: Annotated[Optional[list[str]], typer.Option(
        "--environment", "-e", metavar="SIDE=CARD",
        help="setup: the environment card a player chose (once per player).")] = None,
    cancels: Annotated[Optional[list[str]], typer.Option(
        "--cancels", metavar="CARD=CARD",
        help="setup: the first card cancels the second, as printed on it.")] = None,
    about: Annotated[Optional[str], typer.Option(
        "--about", metavar="TEXT", help="dispute: what the players disagree about.")] = None,
    player: Annotated[Optional[list[str]], typer.Option(
        "--player", metavar="NAME=N",
        help="score: a player and the objectives he controls (once per player).")] = None,
    eliminated: Annotated[Optional[list[str]], typer.Option(
        "--eliminated", metavar="NAME=POINTS",
        help="score: points of the figures the player eliminated during the game.")] = None,
    built: Annotated[Optional[list[str]], typer.Option(
        "--built", metavar="NAME=POINTS",
        help="score: the points the player's army was built for.")] = None,
    able: Annotated[Optional[list[str]], typer.Option(
        "--able", metavar="NAME",
        help="score: a player who still has able warriors (players not named have none).")
    ] = None,
    objectives: Annotated[Optional[int], typer.Option(
        "--objectives", metavar="N", help="score: objectives on the battlefield.")] = None,
    time_up: Annotated[bool, typer.Option(
        "--time-up", help="score: the agreed time limit has run out.")] = False,
    agreed: Annotated[bool, typer.Option(
        "--agreed", help="score: the remaining players agree to end the game.")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.mageknight import setup as mk
    from muster.i18n import N_, say

    form = (form or "setup").strip().lower()
    if form not in FORMS:
        raise MusterError(say("unknown Mage Knight set-up form '{form}' (choose: {forms})",
                              form=form, forms=", ".join(FORMS)))
    score_opts = [name for name, used in (("--player", bool(player)),
                                          ("--eliminated", bool(eliminated)),
                                          ("--built", bool(built)), ("--able", bool(able)),
                                          ("--objectives", objectives is not None),
                                          ("--time-up", time_up), ("--agreed", agreed)) if used]
    if form != "score" and score_opts:
        raise MusterError(say("{options} belong to the end of the game (muster "
                              "deploy-shuffle mk score)", options=", ".join(score_opts)))
    if form == "score":
        stray = [name for name, used in (("--points", points is not None),
                                         ("--standard", standard),
                                         ("--environment", bool(environment)),
                                         ("--cancels", bool(cancels)),
                                         ("--about", about is not None),
                                         ("--seed", seed is not None), ("--dice", bool(dice)),
                                         ("--odds", odds), ("--times", times is not None))
                 if used]
        if stray:
            raise MusterError(say("the end of the game rolls no dice and sets nothing up: "
                                  "{options} do not belong to score",
                                  options=", ".join(stray)))
        from muster.games.mageknight import score as mkscore

        emit(mkscore.score(player or [], eliminated or [], built or [], able or [],
                           objectives, time_up, agreed), as_json)
        return
    if form == "setup":
        if about is not None:
            raise MusterError(say("--about belongs to the dispute roll (muster deploy-shuffle "
                                  "mk dispute)"))
        if seed is not None or dice or odds or times is not None:
            raise MusterError(say("setup rolls no dice: --seed, --dice, --odds and --times "
                                  "belong to the dispute roll"))
        emit(mk.setup(points, standard, environment or [], cancels or []), as_json)
        return
    stray = [name for name, used in (("--points", points is not None),
                                     ("--standard", standard),
                                     ("--environment", bool(environment)),
                                     ("--cancels", bool(cancels))) if used]
    if stray:
        raise MusterError(say("{options} belong to setup, not to the dispute roll",
                              options=", ".join(stray)))
    from muster.engine.run import bool_odds, run

    opts = roll_options(seed, dice, odds, times, as_json)
    result = run(lambda src: mk.dispute(src, about), opts, key=lambda r: r.allowed,
                 odds=lambda dist: bool_odds(N_("Dispute roll: chance the action is allowed"),
                                             dist, "allowed"),
                 label="allowed")
    emit(result, opts.json)
