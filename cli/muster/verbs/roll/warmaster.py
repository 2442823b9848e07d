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
                  "each of --count enemy units, one D3 per unit; D3 = D6 halved, rounded up; "
                  "with --armour the saves follow, unit by unit), dispel (the Dwarf "
                  "Runesmith: 4+ dispels an enemy spell), spellbind (Staff of Spellbinding: 4+ "
                  "after an enemy's failed casting), door (a small door: at most 3 stands of a "
                  "unit a Command phase; no dice).\n\n"
                  "cast also takes --ring, and the enemy's --runesmith, --scroll and --staff, "
                  "for the whole exchange in one roll. The Sceptre of Sovereignty ignores a "
                  "subordinate's blunder; the Czech rulebook does not say which command rolls "
                  "are blunders, so muster has no option for it.\n\n"
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
                  "  muster roll wm rage --count 3 --dice 4,2,6\n\n"
                  "  muster roll wm cast --value 5 --runesmith --dice 5,3\n\n"
                  "  muster roll wm cast --value 6 --staff --odds\n\n"
                  "  muster roll wm command --value 8 --orb --odds\n\n"
                  "  muster roll wm storm --count 2 --armour 4 --dice 5,4,6,1,2,3\n\n"
                  "  muster roll wm rage --count 3 --armour 5 --dice 2,2,6,1,5,3\n\n"
                  "  muster roll wm dispel --dice 4\n\n"
                  "  muster roll wm door --troop infantry --stands 4")
def warmaster(
    form: Annotated[Optional[str], typer.Argument(
        metavar="[FORM]", help="target | cast | command | game-length | gerroff | rage | "
                               "storm | dispel | spellbind | door")] = None,
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
    ring: Annotated[bool, typer.Option(
        "--ring", help="cast: Ring of Magic, the spell is cast with no roll (once a game).")]
        = False,
    runesmith: Annotated[bool, typer.Option(
        "--runesmith", help="cast: an enemy Dwarf Runesmith tries to dispel a cast spell, "
                            "4+ on a D6 (once per spell).")] = False,
    scroll: Annotated[bool, typer.Option(
        "--scroll", help="cast: the enemy's Scroll of Dispelling cancels a cast spell (with "
                         "--runesmith: after his dispel fails).")] = False,
    staff: Annotated[bool, typer.Option(
        "--staff", help="cast: the enemy's Staff of Spellbinding: if the casting fails, 4+ "
                        "spellbinds the wizard.")] = False,
    orb: Annotated[bool, typer.Option(
        "--orb", help="command: Orb of Majesty, the General's failed order is given anyway "
                      "(once a game); --odds tells how often it is spent.")] = False,
    armour: Annotated[Optional[list[str]], typer.Option(
        "--armour", "-a", metavar="SAVE", help="storm, rage: roll the armour saves of the "
        "hits too (4 for 4+, none): storm one for every unit or one per unit; rage the "
        "unit's.")] = None,
    troop: Annotated[Optional[str], typer.Option(
        "--troop", help="door: infantry, cavalry or character, or pěchota, jízda, osobnost "
                        "(monsters, artillery, machines and chariots cannot pass).")] = None,
    stands: Annotated[Optional[int], typer.Option(
        "--stands", help="door: the unit's stands passing the small door.")] = None,
    characters: Annotated[int, typer.Option(
        "--characters", help="door: character stands passing with it (no limit).")] = 0,
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
                        one_die=one_die, ring=ring, runesmith=runesmith, scroll=scroll,
                        staff=staff, orb=orb, armour=armour or [], troop=troop,
                        stands=stands, characters=characters)
    from muster.engine.rule import rule_for

    if rule_for(roll) is not None:  # a rule in four parts (muster.engine.rule)
        result = run(roll, opts)
    else:
        result = run(roll.roll, opts, key=roll.key, odds=roll.odds, label=roll.label,
                     exact=roll.exact)
    emit(result, opts.json)
