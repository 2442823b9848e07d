"""`muster roll battlelore`: N battle dice, tallied (`FacesSpec`); with a target, hits by
the weapon matrix (`HitsSpec`). One command: the target decides which, and the options
are the spec's fields by name (``target_type`` is ``--target-type``)."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options
from muster.engine.render import emit
from muster.engine.run import run
from muster.errors import MusterError
from muster.games.battlelore.battle_roll import FacesSpec, HitsSpec
from muster.games.battlelore.hits import Attack
from muster.i18n import say

app = typer.Typer(add_completion=False)


@app.command(help="BattleLore battle dice: roll N and tally the faces (green, blue, red "
                  "helmet, bonus = sword on shield, flag, lore). With --target it also counts "
                  "hits by the weapon matrix: a helmet of the target's banner colour hits; a "
                  "sword on shield hits as the weapon says (short sword: all but one against "
                  "mounted; long sword: all; common bow: none; crossbow: all at range, none "
                  "point blank). --dice takes faces: green,blue,red,bonus,flag,lore (or g b r "
                  "s f l, or Czech: zelena, modra, cervena, mec, vlajka, mana).\n\n"
                  "Examples:\n\n"
                  "  muster roll battlelore 3\n\n"
                  "  muster roll bl 3 --target blue --weapon short-sword --target-type mounted\n\n"
                  "  muster roll bl 3 --target blue --weapon short-sword --dice blue,bonus,bonus\n\n"
                  "  muster roll bl 2 --target red --weapon crossbow --point-blank --odds")
def battlelore(
    n: Annotated[int, typer.Argument(metavar="N", help="How many battle dice to roll.")],
    target: Annotated[Optional[str], typer.Option(
        "--target", "-t", help="Banner colour of the unit being hit: green, blue or red.")] = None,
    weapon: Annotated[Optional[str], typer.Option(
        "--weapon", "-w",
        help="Attacker's weapon: short-sword, long-sword, common-bow, crossbow. "
             "Without it, only matching helmets hit.")] = None,
    target_type: Annotated[Optional[str], typer.Option(
        "--target-type", help="foot (default) or mounted.")] = None,
    point_blank: Annotated[bool, typer.Option(
        "--point-blank", help="A bow or crossbow shooting an adjacent unit (a melee attack).")]
        = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    opts = roll_options(seed, dice, odds, times, as_json)
    if target is None:
        if weapon is not None or target_type is not None or point_blank:
            raise MusterError(say("--weapon, --target-type and --point-blank need --target "
                                  "(the banner colour of the unit being hit: green, blue or "
                                  "red)"))
        spec: FacesSpec | HitsSpec = FacesSpec(n)
    else:
        spec = HitsSpec(n, Attack.named(target, weapon, target_type, point_blank))
    emit(run(spec, opts), opts.json)
