"""`muster deploy-shuffle void`: initiative order."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)

Names = Optional[list[str]]


@app.command(help="Void initiative (seed 003 L27): every fighter rolls a d20 and adds his "
                  "bonuses and penalties; the highest acts first, then the next.\n\n"
                  "Modifiers: --expected +5 and --surprised -5 (first round only), --panic -2, "
                  "--fatigue NAME=LEVEL -1 a level, --immobilised -8; a --stunned fighter does "
                  "not take part; NAME=MOD adds a fighter's own modifier. Ties are not in the "
                  "rulebook: the tied fighters roll a d20 each again, highest first, until no "
                  "two are tied (RULINGS); --agility NAME=A takes the other reading, the "
                  "higher Agility first, then the re-roll. --round 2 (or later): the same "
                  "order, except that "
                  "the first-round modifiers are gone, so a fighter whose total changed moves "
                  "to his new place (the rulebook re-rolls nothing; give the round-1 dice or "
                  "seed).\n\n"
                  "Entered dice: a d20 for each fighter taking part, in the order given, then "
                  "the tie re-rolls (the highest tied total first). --odds: exact, for up to "
                  "30 fighters (well under a second).\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle void --fighter Kara=2 --fighter Bandit --dice 12,9\n\n"
                  "  muster deploy-shuffle void --fighter Kara --fighter Rook --fighter Bandit "
                  "--expected Kara --panic Bandit --seed 5\n\n"
                  "  muster deploy-shuffle void --fighter Kara --fighter Bandit --surprised "
                  "Kara --odds\n\n"
                  "  muster deploy-shuffle void -f A=2 -f B -f C -f D -f E -f F --panic C "
                  "--odds\n\n"
                  "  muster deploy-shuffle void --fighter Kara --fighter Bandit --expected Kara "
                  "--round 2 --dice 8,12")
def void(
    fighter: Annotated[Names, typer.Option(
        "--fighter", "-f", metavar="NAME[=MOD]",
        help="A fighter, with his own initiative modifier if any (once per fighter).")] = None,
    expected: Annotated[Names, typer.Option(
        "--expected", metavar="NAME", help="Was ready for the attack: +5, first round only.")]
    = None,
    surprised: Annotated[Names, typer.Option(
        "--surprised", metavar="NAME", help="Caught by surprise: -5, first round only.")]
    = None,
    panic: Annotated[Names, typer.Option(
        "--panic", metavar="NAME", help="Panicking: -2.")] = None,
    fatigue: Annotated[Names, typer.Option(
        "--fatigue", metavar="NAME=LEVEL", help="Fatigue: -1 for each level.")] = None,
    immobilised: Annotated[Names, typer.Option(
        "--immobilised", metavar="NAME", help="Cannot move: -8.")] = None,
    stunned: Annotated[Names, typer.Option(
        "--stunned", metavar="NAME", help="Unconscious: does not take part.")] = None,
    agility: Annotated[Names, typer.Option(
        "--agility", metavar="NAME=A",
        help="Break ties by the higher Agility first, then the re-roll (give it for every "
             "fighter taking part).")] = None,
    round_no: Annotated[int, typer.Option(
        "--round", "-r", metavar="N", help="The combat round (from 2 on: no first-round "
                                           "modifiers).")] = 1,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.void import initiative as ini

    opts = roll_options(seed, dice, odds, times, as_json)
    plan = ini.Plan(fighter or [], expected or [], surprised or [], panic or [], fatigue or [],
                    immobilised or [], stunned or [], round_no, agility or [])
    result = run(lambda src: ini.initiative(src, plan), opts, key=ini.initiative_key,
                 exact=lambda: ini.initiative_odds(plan), label="order")
    emit(result, opts.json)
