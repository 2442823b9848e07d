"""`muster wound warmaster`: attacks to hit, armour saves, and the items that change them."""

from __future__ import annotations

import typer

from muster.commands import wound_warmaster
from muster.verbs._data_help import numbers_from
from muster.verbs._in_battle import in_battle
from muster.verbs._params import declared
from muster.verbs._wm_numbers import numbers

app = typer.Typer(add_completion=False)


HELP = ("Warmaster attacks: roll --attacks attacks, each hitting on --to-hit or more, then "
        "the target's armour saves (--armour); the hits left are unsaved. Entered dice "
        "(--dice) are read in this order: the attack dice, the Sword of Cleaving re-roll "
        "(when a die missed), the save dice (one per hit), the Sword of Destruction re-roll "
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

# the function is in muster.commands (the quick door calls it without Typer)
warmaster = app.command(cls=numbers_from(numbers), help=HELP)(
    in_battle("WoundSpec")(declared(wound_warmaster.warmaster)))
