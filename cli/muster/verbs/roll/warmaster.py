"""`muster roll warmaster`: target rolls, spell casting, command tests and game length."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)


@app.command(help="Warmaster rolls on a D6.\n\n"
                  "FORM is one of: target (K dice, each succeeding on N+; the default when "
                  "--target is given), cast (casting roll: D6 >= the casting value, a natural 1 "
                  "always fails), command (2D6 must not exceed the Command value: 11 and 12 "
                  "fail against 10), game-length (5 + D3 turns), gerroff (Gerroff!!! drive-back: 5D6 cm, "
                  "RULINGS 19; --one-die takes the other reading, one D6 x 5 cm), rage (Rage of "
                  "Chaos: --count K dice one at a time; a repeated value gives no bonus and the "
                  "unit takes hits equal to the sum of the dice, saves allowed, RULINGS 20), storm (Storm of Stone: D3 hits on "
                  "each of --count enemy units, one D3 per unit; D3 = D6 halved, rounded up).\n\n"
                  "High Elf re-roll (--reroll): by default a natural 1 may be rolled again "
                  "too (RULINGS 21); --no-reroll-after-one takes the other reading.\n\n"
                  "Examples:\n\n"
                  "  muster roll warmaster --target 4 --count 6\n\n"
                  "  muster roll wm cast --value 5 --wand --dice 4\n\n"
                  "  muster roll wm cast --spell 'Storm of Stone' --reroll --odds\n\n"
                  "  muster roll wm command --value 9 --penalty 1 --dice 5,4\n\n"
                  "  muster roll wm command --value 8 --crown --odds\n\n"
                  "  muster roll wm game-length --seed 3\n\n"
                  "  muster roll wm gerroff --odds\n\n"
                  "  muster roll wm rage --count 3 --dice 4,2,6")
def warmaster(
    form: Annotated[Optional[str], typer.Argument(
        metavar="[FORM]", help="target | cast | command | game-length")] = None,
    target: Annotated[Optional[int], typer.Option(
        "--target", "-t", help="target: each die succeeds on this number or more (N+).")] = None,
    count: Annotated[int, typer.Option(
        "--count", "-k", help="target: how many dice; rage: the most dice the player will "
                              "roll (no more than the unit's stands); storm: enemy units in "
                              "range.")] = 1,
    value: Annotated[Optional[int], typer.Option(
        "--value", "-v", help="cast: the casting value (N+); command: the Command value.")]
    = None,
    spell: Annotated[Optional[str], typer.Option(
        "--spell", help="cast: take the casting value from a spell of the rulebook "
                        "(English or Czech name).")] = None,
    wand: Annotated[bool, typer.Option(
        "--wand", help="cast: Wand of Power, +1 to the first attempt.")] = False,
    reroll: Annotated[bool, typer.Option(
        "--reroll", help="cast: High Elf Mage, a failed casting is rolled once more.")] = False,
    reroll_after_one: Annotated[bool, typer.Option(
        "--reroll-after-one/--no-reroll-after-one",
        help="cast --reroll: may a natural 1 be rolled again? Default yes (RULINGS 21).")]
    = True,
    spellbound: Annotated[bool, typer.Option(
        "--spellbound", help="cast: the wizard is spellbound, -1 on every attempt.")] = False,
    penalty: Annotated[int, typer.Option(
        "--penalty", "-p", help="command: total Command penalty (1 for -1).")] = 0,
    crown: Annotated[bool, typer.Option(
        "--crown", help="command: Crown of Command, the General's first order against an "
                        "unmodified 10.")] = False,
    helm: Annotated[bool, typer.Option(
        "--helm", help="command: Helm of Dominion, +1 Command (never above 10).")] = False,
    one_die: Annotated[bool, typer.Option(
        "--one-die", help="gerroff: read '5 x D6 cm' as one D6 times 5 cm (default: 5D6 "
                          "added, RULINGS 19).")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.warmaster import procedures as wm

    opts = roll_options(seed, dice, odds, times, as_json)
    roll = wm.roll_form(form, target=target, count=count, value=value, spell=spell, wand=wand,
                        reroll=reroll, reroll_after_one=reroll_after_one,
                        spellbound=spellbound, penalty=penalty, crown=crown, helm=helm,
                        one_die=one_die)
    result = run(roll.roll, opts, key=roll.key, odds=roll.odds, label=roll.label)
    emit(result, opts.json)
