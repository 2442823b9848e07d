"""`muster roll confrontation`: the characteristic test, d6 + value against a difficulty."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)

EXTRA = "Other rolls"


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
                  "--odds gives each side's chance of winning; --dice takes the first side's "
                  "roll (with the dice a 6 rolls on), then the other side's, round after "
                  "round while tied. Group test: --group N makes "
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
                  "  muster roll conf -v 4 -D 6 -D 8 -D 10 --odds   (side by side)\n\n"
                  "  muster roll conf --value 4 --seed 3   (a tactical roll: d6 + DIS 4)\n\n"
                  "  muster roll conf --value 4 --versus 3 --odds   (deployment roll, DIS 4 "
                  "against 3)\n\n"
                  "  muster roll conf -v 3 --group 3 --versus 5 --dice 4,2   (three figures' "
                  "initiative: 4 + 3 + 2 = 9 against 2 + 5 = 7)\n\n"
                  "  muster roll conf -v 4 -D 7 --over --fanatic 5 --dice 2,3   (Courage "
                  "fails, the Discipline re-test holds)\n\n"
                  "  muster roll conf --regeneration 5 --current critical --odds\n\n"
                  "  muster roll conf --reinforcement --seed 2\n\n"
                  "  muster roll conf --mutagenic 2 --dice 4\n\n"
                  "  muster roll conf --into-melee small:goblin --into-melee large "
                  "--into-melee normal --odds   (the goblin: 1/6)\n\n"
                  "  muster roll conf --feat high-jump --mov 10 --res 3 --height 8 --dice 6,2"
                  "\n\n"
                  "  muster roll conf --feat climb --mov 12/4.8 --res 2 --height 5 --dice 4")
def confrontation(
    value: Annotated[Optional[int], typer.Option(
        "--value", "-v", help="The characteristic tested (ATT, DEF, INI, AIM, COU, DIS...).")]
        = None,
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
    regeneration: Annotated[Optional[int], typer.Option(
        "--regeneration", metavar="X", help="Regeneration / X at the end of a round: a d6 "
        ">= X heals the --current wound one level, rolling again while it succeeds.",
        rich_help_panel=EXTRA)] = None,
    reinforcement: Annotated[bool, typer.Option(
        "--reinforcement", help="Reinforcement at the start of a round: 5-6 brings back the "
        "cheapest removed figure, 1-2 takes the ability from it.", rich_help_panel=EXTRA)]
        = False,
    mutagenic: Annotated[Optional[int], typer.Option(
        "--mutagenic", metavar="X", help="Mutagenic / X: d6 + X points for the round; a 1, "
        "or die + X of 1 or less, gives none.", rich_help_panel=EXTRA)] = None,
    into_melee: Annotated[Optional[list[str]], typer.Option(
        "--into-melee", metavar="SIZE[:NAME]", help="A successful shot into a melee: the "
        "target first, then each figure in base contact (small, normal, large, very-large); "
        "the figure hit is drawn by size weight 1/2/3/4. Enter the ticket 1..total (with a "
        "d6, re-roll results above the total).", rich_help_panel=EXTRA)] = None,
    feat: Annotated[Optional[str], typer.Option(
        "--feat", metavar="KIND", help="A physical feat, d6 + MOV/2.5 above the difficulty: "
        "plain (--difficulty), swim, long-jump (--bases, --depth), high-jump (--height or "
        "--over-models, --smaller), climb (--height), fall (deliberate, --height); failures "
        "roll their wound.", rich_help_panel=EXTRA)] = None,
    mov: Annotated[Optional[str], typer.Option(
        "--mov", help="MOV in cm, or as printed cm/inches (12/4.8), or inches (4.8in).",
        rich_help_panel=EXTRA)] = None,
    res: Annotated[Optional[int], typer.Option(
        "--res", help="The figure's RES (swimming, jumps, climbing, falls).",
        rich_help_panel=EXTRA)] = None,
    bases: Annotated[Optional[int], typer.Option(
        "--bases", help="Long jump: base lengths to clear (difficulty 4 + 1 each).",
        rich_help_panel=EXTRA)] = None,
    depth: Annotated[Optional[int], typer.Option(
        "--depth", metavar="CM", help="Long jump: cm to the bottom (the STR of a failure).",
        rich_help_panel=EXTRA)] = None,
    height: Annotated[Optional[int], typer.Option(
        "--height", metavar="CM", help="High jump: cm to clear; climb: cm above the ground "
        "where the roll is made; fall: cm to the ground.", rich_help_panel=EXTRA)] = None,
    smaller: Annotated[bool, typer.Option(
        "--smaller", help="High jump: the obstacle is smaller than the figure (-2).",
        rich_help_panel=EXTRA)] = False,
    over_models: Annotated[Optional[str], typer.Option(
        "--over-models", metavar="SIZE", help="High jump over figures: the largest one's "
        "size sets the height (2 / 4 / 6 / 8).", rich_help_panel=EXTRA)] = None,
    on_flat: Annotated[bool, typer.Option(
        "--on-flat", help="Climb: the figure stands on a flat area as big as its base, so a "
        "failed climb does not hurt.", rich_help_panel=EXTRA)] = False,
    current: Annotated[str, typer.Option(
        "--current", metavar="WOUND", help="The figure's wound (Regeneration; a feat's "
        "wound worsens it): none, light, serious, critical.", rich_help_panel=EXTRA)] = "none",
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.confrontation import extras
    from muster.games.confrontation import procedures as p

    opts = roll_options(seed, dice, odds, times, as_json)
    others = [name for name, on in (("--value", value is not None), ("--over", over),
                                    ("--penalty", bool(penalty)), ("--ability", bool(ability)),
                                    ("--five-as-six", five_as_six),
                                    ("--no-auto-fail", no_auto_fail),
                                    ("--always-roll-on", always_roll_on),
                                    ("--group", group != 1), ("--versus", versus is not None),
                                    ("--fanatic", fanatic is not None)) if on]
    difficulties = p.check_difficulties(difficulty, opts.odds)
    extra = extras.choose(regeneration=regeneration, reinforcement=reinforcement,
                          mutagenic=mutagenic, into_melee=into_melee or [], feat=feat,
                          current=current, mov=mov, res=res, difficulty=difficulties[0],
                          bases=bases, height=height, smaller=smaller,
                          over_models=over_models, depth=depth, on_flat=on_flat,
                          exact=opts.odds, others=others)
    if extra is not None:
        if len(difficulties) > 1:
            from muster.errors import MusterError

            from muster.i18n import say

            raise MusterError(say("several --difficulty are compared for the characteristic "
                                  "test only"))
        emit(run(extra.roll, opts, key=extras.simple_key, odds=extra.odds, label="outcome"),
             opts.json)
        return
    if value is None:
        from muster.errors import MusterError

        from muster.i18n import say

        raise MusterError(say("give the characteristic tested with --value (or another roll: "
                              "--regeneration, --reinforcement, --mutagenic, --into-melee, "
                              "--feat)"))
    if current != "none":
        from muster.errors import MusterError

        from muster.i18n import say

        raise MusterError(say("--current is for --regeneration and --feat; a characteristic "
                              "test takes its wound as --penalty"))
    tests = [p.CharacteristicSetup(value, d, over=over, penalties=penalty or [],
                                   abilities=ability or [], five_as_six=five_as_six,
                                   no_auto_fail=no_auto_fail, always_roll_on=always_roll_on,
                                   exact=opts.odds, group=group, fanatic=fanatic)
             for d in difficulties]
    test = tests[0]
    if len(tests) > 1:
        if versus is not None or fanatic is not None:
            from muster.errors import MusterError

            from muster.i18n import say

            raise MusterError(say("several --difficulty are compared for a plain test; give "
                                  "one difficulty with --versus or --fanatic"))
        dists = [run(t.roll, opts, key=t.key, odds=lambda dist: dist) for t in tests]
        emit(p.compare_odds(tests, dists), opts.json)
        return
    if versus is not None or versus_penalty or versus_ability or versus_group != 1:
        other = p.CharacteristicSetup(
            0 if versus is None else versus, None, penalties=versus_penalty or [],
            abilities=versus_ability or [], exact=opts.odds, group=versus_group)
        duel = p.OpposedSetup(test, other, given=versus is not None)
        result = run(duel.roll, opts, key=duel.key, odds=duel.odds, label="winner",
                     exact=lambda: duel.odds(duel.distribution()))
    else:
        result = p.with_rolled_on_hint(
            lambda: run(test.roll, opts, key=test.key, odds=test.odds, label="outcome"),
            test, opts.dice)
    emit(result, opts.json)
