"""`muster wound warmaster`: attacks to hit, armour saves, and the items that change them."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.verbs._battle import in_battle
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)


@app.command(help="Warmaster attacks: roll N attacks hitting on T+, then the target's armour "
                  "saves on A+; the hits left are unsaved. Entered dice (--dice) are read in "
                  "this order: the attack dice, the Sword of Cleaving re-roll (when a die "
                  "missed), the save dice (one per hit), the Sword of Destruction re-roll "
                  "(when a save was made).\n\n"
                  "Examples:\n\n"
                  "  muster wound warmaster --attacks 6 --to-hit 4 --armour 5\n\n"
                  "  muster wound wm --attacks 3 --to-hit 4 --armour 4 --dice 4,5,6,4,2,1\n\n"
                  "  muster wound wm --attacks 3 --to-hit 4 --armour 5 --reroll-one-save "
                  "--dice 4,5,6,5,1,2,3\n\n"
                  "  muster wound wm --attacks 4 --fortified --armour none --odds\n\n"
                  "  muster wound wm --attacks 3 --to-hit 4 --ignore-armour --odds    "
                  "(Hail of Destruction)\n\n"
                  "  muster wound wm --attacks 6 --to-hit 5 --armour 5 --shielding --seed 7\n\n"
                  "  muster wound wm --attacks 6 --to-hit 5 --armour 5 --steadfast --seed 7")
@in_battle("WoundSpec")
def warmaster(
    attacks: Annotated[int, typer.Option("--attacks", "-a", help="Number of attacks (dice).")],
    to_hit: Annotated[int | None, typer.Option(
        "--to-hit", "-t", help="Each attack hits on this number or more (T+).")] = None,
    armour: Annotated[str, typer.Option(
        "--armour", "--armor", "-A",
        help="The target's armour save: 3 to 6 (or 4+), or 'none' / 0 for no save.")] = "none",
    fortified: Annotated[bool, typer.Option(
        "--fortified", help="A fortified target: hit only on a 6 (overrides --to-hit).")]
    = False,
    ignore_armour: Annotated[bool, typer.Option(
        "--ignore-armour", help="Armour has no effect (Hail of Destruction, Curse of Chaos).")]
    = False,
    reroll_one_failed: Annotated[bool, typer.Option(
        "--reroll-one-failed", help="Sword of Cleaving: re-roll one missed attack (combat).")]
    = False,
    reroll_one_save: Annotated[bool, typer.Option(
        "--reroll-one-save", help="Sword of Destruction: the target re-rolls one successful "
                                  "save (combat).")] = False,
    shielding: Annotated[bool, typer.Option(
        "--shielding", help="Banner of Shielding: armour one better, never better than 3+.")]
    = False,
    steadfast: Annotated[bool, typer.Option(
        "--steadfast", help="Banner of Steadfastness: cancel one shooting hit after saves.")]
    = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.warmaster.armour import parse_armour
    from muster.games.warmaster.wound import WoundSpec

    opts = roll_options(seed, dice, odds, times, as_json)
    spec = WoundSpec(attacks, to_hit, parse_armour(armour), fortified=fortified,
                     ignore_armour=ignore_armour, reroll_one_failed=reroll_one_failed,
                     reroll_one_save=reroll_one_save, shielding=shielding, steadfast=steadfast)
    emit(run(spec, opts), opts.json)
