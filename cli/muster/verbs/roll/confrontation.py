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
                  "Opposed roll (deployment, tactical roll, melee initiative): --versus VALUE "
                  "rolls the other side too; the higher total wins, an automatic failure "
                  "ranks lowest and ties (two failures too) are rolled again (RULINGS 4); "
                  "--odds gives each side's chance of winning. Group test: --group N makes "
                  "one roll for N models with the best value +1 per model after the first "
                  "(--versus-group for the other side). Fanaticism: --fanatic DIS takes the "
                  "Discipline re-test at the same difficulty after a failed Courage test "
                  "(a 5 rolls on); failing it, the fanatic flees.\n\n"
                  "Examples:\n\n"
                  "  muster roll confrontation --value 4 --difficulty 6 --penalty critical\n\n"
                  "  muster roll conf --value 5 --difficulty 8 --over --dice 5\n\n"
                  "  muster roll conf --value 3 --difficulty 10 --dice 6,1 --json\n\n"
                  "  muster roll conf --value 4 --difficulty 6 --penalty critical --odds\n\n"
                  "  muster roll conf --value 5 --difficulty 8 --over --ability bravery --odds\n\n"
                  "  muster roll conf --value 4 --seed 3   (a tactical roll: d6 + DIS 4)\n\n"
                  "  muster roll conf --value 4 --versus 3 --odds   (deployment roll, DIS 4 "
                  "against 3)\n\n"
                  "  muster roll conf -v 3 --group 3 --versus 5 --dice 4,2   (three figures' "
                  "initiative: 4 + 3 + 2 = 9 against 2 + 5 = 7)\n\n"
                  "  muster roll conf -v 4 -D 7 --over --fanatic 5 --dice 2,3   (Courage "
                  "fails, the Discipline re-test holds)")
def confrontation(
    value: Annotated[int, typer.Option(
        "--value", "-v", help="The characteristic tested (ATT, DEF, INI, AIM, COU, DIS...).")],
    difficulty: Annotated[Optional[int], typer.Option(
        "--difficulty", "-D", help="The difficulty, or the enemy's FEAR with --over. Leave "
                                   "it out for a roll-off (deployment, tactical or "
                                   "initiative roll): the total is shown.")] = None,
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
    group: Annotated[int, typer.Option(
        "--group", "-g", metavar="N",
        help="Models testing together as one roll (a group charging a fear-causer, a "
             "side's melee initiative): give the best value; +1 per model after the "
             "first.")] = 1,
    versus: Annotated[Optional[int], typer.Option(
        "--versus", metavar="VALUE",
        help="Opposed roll-off: the other side's value. Both roll, the higher total wins, "
             "ties are rolled again. Dice are entered first side, second side, per "
             "round.")] = None,
    versus_penalty: Annotated[Optional[list[str]], typer.Option(
        "--versus-penalty", metavar="STATE", help="The other side's die penalties.")] = None,
    versus_ability: Annotated[Optional[list[str]], typer.Option(
        "--versus-ability", metavar="NAME", help="The other side's die abilities.")] = None,
    versus_group: Annotated[int, typer.Option(
        "--versus-group", metavar="N", help="Models in the other side's group roll.")] = 1,
    fanatic: Annotated[Optional[int], typer.Option(
        "--fanatic", metavar="DIS",
        help="Fanaticism: after a failed Courage test (--over), a Discipline test with DIS "
             "at the same difficulty, a 5 rolling on; if it fails too, the fanatic "
             "flees.")] = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.confrontation import procedures as p

    opts = roll_options(seed, dice, odds, times, as_json)
    test = p.CharacteristicSetup(value, difficulty, over=over, penalties=penalty or [],
                                 abilities=ability or [], five_as_six=five_as_six,
                                 no_auto_fail=no_auto_fail, always_roll_on=always_roll_on,
                                 exact=opts.odds, group=group, fanatic=fanatic)
    if versus is not None or versus_penalty or versus_ability or versus_group != 1:
        other = p.CharacteristicSetup(
            0 if versus is None else versus, None, penalties=versus_penalty or [],
            abilities=versus_ability or [], exact=opts.odds, group=versus_group)
        duel = p.OpposedSetup(test, other, given=versus is not None)
        result = run(duel.roll, opts, key=duel.key, odds=duel.odds, label="winner",
                     exact=duel.distribution)
    else:
        result = p.with_rolled_on_hint(
            lambda: run(test.roll, opts, key=test.key, odds=test.odds, label="outcome"),
            test, opts.dice)
    emit(result, opts.json)
