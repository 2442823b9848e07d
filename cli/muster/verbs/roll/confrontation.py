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
                  "  muster roll conf --value 4 --seed 3   (a tactical roll: d6 + DIS 4)")
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
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.errors import DiceError, MusterError
    from muster.games.confrontation import procedures as p

    opts = roll_options(seed, dice, odds, times, as_json)
    if difficulty is None and over:
        raise MusterError("--over compares with a difficulty (the enemy's FEAR); give "
                          "--difficulty")
    penalties = p.resolve_penalties(penalty or [])
    abilities = p.resolve_abilities(ability or [])
    rules = p.char_rules()["ability"]
    five = five_as_six or any(rules[a]["five_as_six"] for a in abilities)
    no_fail = no_auto_fail or any(rules[a]["no_automatic_failure"] for a in abilities)
    # a user's data file copied before no_modified_failure existed keeps its old meaning
    no_modified = no_auto_fail or any(
        rules[a].get("no_modified_failure", rules[a]["no_automatic_failure"]) for a in abilities)
    if odds and five and (difficulty is None or always_roll_on):
        raise MusterError("exact odds of a chain that rolls on after every 5 and 6 with no "
                          "stopping point branch without end; use --times N for an estimate")
    if odds and five and difficulty is not None and difficulty - value > p.FIVE_AS_SIX_REACH:
        raise MusterError(f"exact odds of rolling on after 5s and 6s up to {difficulty - value} "
                          f"above the value branch too widely (at most "
                          f"{p.FIVE_AS_SIX_REACH}); use --times N for an estimate")

    def proc(src):
        return p.characteristic_test(src, value, difficulty, over=over, penalties=penalties,
                                     five_as_six=five, no_automatic_failure=no_fail,
                                     always_roll_on=always_roll_on, abilities=abilities,
                                     no_modified_failure=no_modified)

    options = [rules[a]["en"] for a in abilities]
    options += [name for name, on in (("a 5 rolls on", five_as_six),
                                      ("no automatic 1", no_auto_fail),
                                      ("always rolls on", always_roll_on)) if on]
    try:
        result = run(proc, opts, key=p.outcome,
                     odds=lambda dist: p.characteristic_odds(value, difficulty, over,
                                                             penalties, dist, options),
                     label="outcome")
    except DiceError as err:
        raise _rolled_on_hint(err, opts, proc, difficulty, always_roll_on) from None
    emit(result, opts.json)


def _rolled_on_hint(err, opts, proc, difficulty, always_roll_on):
    """Dice entered past a 6 that had already won the test: say why, and how to keep them."""
    from muster.engine.dice import EnteredSource, split_dice
    from muster.errors import DiceError

    if not err.message.startswith("too many dice") or difficulty is None or always_roll_on:
        return err
    roll = proc(EnteredSource(split_dice(opts.dice)))
    if not roll.success or len(roll.dice) == 0:
        return err
    return DiceError(f"{err.message}; the test had already succeeded after "
                     f"{', '.join(map(str, roll.dice))}, so muster stops rolling on "
                     "(RULINGS 2); add --always-roll-on to count the dice rolled after it")
