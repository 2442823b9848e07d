"""`muster roll battlelore faces` and ``hits``: N battle dice, tallied or counted as hits,
without Typer (`muster.commands`); registered by `muster.verbs.roll.battlelore`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.errors import MusterError
from muster.i18n import say

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.roll._bl_options import N


def faces(n: N, seed: Seed = None, dice: Dice = None, odds: Odds = False,
          times: Times = None, as_json: Json = False) -> None:
    from muster.engine.render import emit
    from muster.games.battlelore.battle_roll import FacesSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    emit(run(FacesSpec(n), opts), opts.json)


def hits(
    n: N,
    target: Annotated[str | None, typer.Option(
        "--target", "-t", help="Banner colour of the unit being hit: green, blue or red.")] = None,
    weapon: Annotated[str | None, typer.Option(
        "--weapon", "-w",
        help="Attacker's weapon: short-sword, long-sword, common-bow, crossbow. "
             "Without it, only matching helmets hit.")] = None,
    target_type: Annotated[str | None, typer.Option(
        "--target-type", help="foot (default) or mounted.")] = None,
    point_blank: Annotated[bool, typer.Option(
        "--point-blank", help="A bow or crossbow shooting an adjacent unit (a melee attack).")]
        = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.rolling import roll_options

    opts = roll_options(seed, dice, odds, times, as_json)
    if target is None and (weapon is not None or target_type is not None or point_blank):
        raise MusterError(say("--weapon, --target-type and --point-blank need --target "
                              "(the banner colour of the unit being hit: green, blue or "
                              "red)"))
    if target is None:  # the hits are read against a target's banner
        raise MusterError(say("the hits roll needs --target (the banner colour of the unit "
                              "being hit: green, blue or red)"))
    from muster.engine.render import emit
    from muster.games.battlelore.battle_roll import HitsSpec
    from muster.games.battlelore.hits import Attack
    from muster.rolling import run

    emit(run(HitsSpec(n, Attack.named(target, weapon, target_type, point_blank)), opts),
         opts.json)
