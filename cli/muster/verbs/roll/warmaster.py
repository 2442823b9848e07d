"""`muster roll warmaster`: target rolls, spell casting, command tests and game length."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)

FORMS = ("target", "cast", "command", "game-length", "gerroff", "rage", "storm")
TAKES = {  # the options each form reads; any other given option is refused
    "target": ("--target", "--count"),
    "cast": ("--value", "--spell", "--wand", "--reroll", "--no-reroll-after-one",
             "--spellbound"),
    "command": ("--value", "--penalty", "--crown", "--helm"),
    "game-length": (),
    "gerroff": ("--one-die",),
    "rage": ("--count",),
    "storm": ("--count",),
}


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
    from muster.engine.run import bool_odds, numeric_odds, run
    from muster.errors import MusterError
    from muster.games.warmaster import procedures as wm

    opts = roll_options(seed, dice, odds, times, as_json)
    if form is None:
        if target is None:
            raise MusterError("choose a form: target (--target N), cast, command or "
                              "game-length (muster roll warmaster --help)")
        form = "target"
    form = form.strip().lower()
    if form not in FORMS:
        raise MusterError(f"unknown Warmaster roll '{form}' (choose: {', '.join(FORMS)})")
    given = {"--target": target is not None, "--count": count != 1, "--value": value is not None,
             "--spell": spell is not None, "--wand": wand, "--reroll": reroll,
             "--no-reroll-after-one": not reroll_after_one, "--spellbound": spellbound,
             "--penalty": penalty != 0, "--crown": crown, "--helm": helm,
             "--one-die": one_die}
    stray = [name for name, used in given.items() if used and name not in TAKES[form]]
    if stray:
        takes = ", ".join(TAKES[form]) or "no options of its own"
        verb = "does" if len(stray) == 1 else "do"
        raise MusterError(f"{', '.join(stray)} {verb} not apply to the {form} roll "
                          f"(it takes {takes})")

    if form == "target":
        if target is None:
            raise MusterError("target needs --target N (each die succeeds on N+)")
        wm.check_target(target, count)
        result = run(lambda src: wm.target_roll(src, target, count), opts,
                     key=lambda r: r.successes,
                     odds=lambda dist: numeric_odds(
                         f"{count} x D6 at {target}+: successes", dist, "successes"),
                     label="successes")
    elif form == "cast":
        spell_ = wm.find_spell(spell) if spell else None
        if spell_ and value is not None and value != spell_["cast"]:
            raise MusterError(f"--value {value} contradicts --spell {spell_['en']} "
                              f"(cast {spell_['cast']}+); give one of them")
        if spell_ and reroll and spell_["race"] != "High Elves":
            raise MusterError(f"--reroll is the High Elf Mage's second attempt (seed L34); "
                              f"{spell_['en']} is a spell of the {spell_['race']}, not of the High Elves")
        cast_value = spell_["cast"] if spell_ else value
        if cast_value is None:
            raise MusterError("cast needs --value N (the casting value, e.g. 5 for 5+) or "
                              "--spell NAME")
        wm.check_cast(cast_value)
        title = f"casting {spell_['en'] if spell_ else ''} {cast_value}+".replace("  ", " ")
        result = run(lambda src: wm.cast(src, cast_value, wand=wand, reroll=reroll,
                                         spellbound=spellbound,
                                         reroll_after_one=reroll_after_one, spell=spell_),
                     opts, key=lambda r: r.success,
                     odds=lambda dist: bool_odds(f"Chance of {title}", dist),
                     label="success")
    elif form == "command":
        if value is None and crown:
            value = 10
        if value is None:
            raise MusterError("command needs --value C (the Command value, e.g. 9)")
        wm.check_command(value, penalty, crown, helm)
        result = run(lambda src: wm.command_test(src, value, penalty=penalty, crown=crown,
                                                 helm=helm),
                     opts, key=lambda r: r.passed,
                     odds=lambda dist: bool_odds(
                         "Chance to pass a command test "
                         + ("(Crown of Command: an unmodified 10, penalties do not apply)"
                            if crown else
                            f"(Command {value}{', Helm' if helm else ''}"
                            f"{f', -{penalty}' if penalty else ''})"),
                         dist, "passed"),
                     label="passed")
    elif form == "gerroff":
        reading = "D6 x 5" if one_die else "5D6"
        result = run(lambda src: wm.gerroff(src, one_die), opts, key=lambda r: r.cm,
                     odds=lambda dist: numeric_odds(f"Gerroff!!! drive-back ({reading}) in cm",
                                                    dist, "cm"),
                     label="cm")
    elif form == "rage":
        wm.check_rage(count)
        result = run(lambda src: wm.rage(src, count), opts, key=lambda r: r.key,
                     odds=lambda dist: wm.rage_odds(count, dist),
                     label="bonus (-N = N hits)")
    elif form == "storm":
        wm.check_storm(count)
        result = run(lambda src: wm.storm(src, count), opts,
                     key=lambda r: r.total,
                     odds=lambda dist: numeric_odds(
                         f"Storm of Stone on {count} unit{'s' if count != 1 else ''}: "
                         "hits in all", dist, "hits"),
                     label="hits")
    else:
        result = run(wm.game_length, opts, key=lambda r: r.turns,
                     odds=lambda dist: numeric_odds("Game length in turns", dist, "turns"),
                     label="turns")
    emit(result, opts.json)
