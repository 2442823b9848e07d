"""`muster roll confrontation`: the characteristic test, d6 + value against a difficulty."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)


@app.command(help="Confrontation characteristic test (hod na charakteristiku): d6 + VALUE "
                  "against DIFFICULTY, success on total >= difficulty (--over: total > "
                  "difficulty, for Courage against Fear). A 6 rolls again and adds; a natural "
                  "1 fails, also after a six; wound penalties come off the die first and a "
                  "die of 1 or less after them fails.\n\n"
                  "Rolling on: by default the roller stops once the test has succeeded "
                  "(RULINGS 2); --always-roll-on rolls on after every 6, as a player may. "
                  "Without --difficulty (a roll-off) it always rolls on, and an automatic "
                  "failure ranks below every total (RULINGS 4).\n\n"
                  "Examples:\n\n"
                  "  muster roll confrontation --value 4 --difficulty 6 --penalty critical\n\n"
                  "  muster roll conf --value 5 --difficulty 8 --over --dice 5\n\n"
                  "  muster roll conf --value 3 --difficulty 10 --dice 6,1 --json\n\n"
                  "  muster roll conf --value 4 --difficulty 6 --penalty critical --odds\n\n"
                  "  muster roll conf --value 5 --difficulty 8 --over --ability bravery --odds\n\n"
                  "  muster roll conf -v 4 -D 6 -D 8 -D 10 --odds   (side by side)\n\n"
                  "  muster roll conf --value 4 --seed 3   (a tactical roll: d6 + DIS 4)")
def confrontation(
    value: Annotated[int, typer.Option(
        "--value", "-v", help="The characteristic tested (ATT, DEF, INI, AIM, COU, DIS...).")],
    difficulty: Annotated[Optional[list[int]], typer.Option(
        "--difficulty", "-D", help="The difficulty, or the enemy's FEAR with --over. Leave "
                                   "it out for a roll-off (deployment, tactical or "
                                   "initiative roll): the total is shown. Repeat it with "
                                   "--odds to compare difficulties side by side.")] = None,
    over: Annotated[bool, typer.Option(
        "--over", help="The total must be greater than the difficulty (Courage vs Fear).")]
        = False,
    penalty: Annotated[Optional[list[str]], typer.Option(
        "--penalty", "-p", metavar="STATE",
        help="Die penalty: stunned (-1), light (-1), serious (-2), critical (-3), "
             "blood-brother (-1); repeat for stunned plus a wound.")] = None,
    five_as_six: Annotated[bool, typer.Option(
        "--five-as-six", help="A 5 rolls on like a 6 (Hardened, Bravery, Fanaticism, Brutal).")]
        = False,
    no_auto_fail: Annotated[bool, typer.Option(
        "--no-auto-fail", help="A natural or modified 1 is not an automatic failure "
                               "(Sharp shooter, Vivacity). Brutal, Bravery and Born killer "
                               "excuse only the natural 1: give them with --ability.")]
        = False,
    ability: Annotated[Optional[list[str]], typer.Option(
        "--ability", "-a", metavar="NAME",
        help="An ability that changes the die rules, by name: hardened, bravery, brutal, "
             "fanaticism, born-killer, sharp-shooter, vivacity (Czech names work too).")]
        = None,
    always_roll_on: Annotated[bool, typer.Option(
        "--always-roll-on", help="Roll again on every 6, even once the test has succeeded "
                                 "(the other reading of RULINGS 2).")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.confrontation import procedures as p

    opts = roll_options(seed, dice, odds, times, as_json)
    difficulties = p.check_difficulties(difficulty, opts.odds)
    tests = [p.CharacteristicSetup(value, d, over=over, penalties=penalty or [],
                                   abilities=ability or [], five_as_six=five_as_six,
                                   no_auto_fail=no_auto_fail, always_roll_on=always_roll_on,
                                   exact=opts.odds) for d in difficulties]
    if len(tests) > 1:
        dists = [run(t.roll, opts, key=p.outcome, odds=lambda dist: dist) for t in tests]
        result = p.compare_odds(tests, dists)
    else:
        test = tests[0]
        result = p.with_rolled_on_hint(
            lambda: run(test.roll, opts, key=p.outcome, odds=test.odds, label="outcome"),
            test, opts.dice)
    emit(result, opts.json)
