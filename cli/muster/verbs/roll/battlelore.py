"""`muster roll battlelore`: N battle dice, one subcommand per way of reading them: ``faces``
(tallied, `FacesSpec`) and ``hits`` (against a target, by the weapon matrix, `HitsSpec`).
Without the word, a target's option picks ``hits`` and anything else ``faces``, so
``roll bl 3 --target blue`` works as it always did. The options are the specs' fields by
name (``target_type`` is ``--target-type``)."""

from __future__ import annotations

from typing import Annotated

import click
import typer

from muster.engine.render import emit
from muster.errors import MusterError
from muster.i18n import say
from muster.verbs import DefaultGroup
from muster.verbs._battle import Units, in_battle
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

# the options of the hits subcommand: any of them (short forms too) picks it
HITS = ("--target", "-t", "--weapon", "-w", "--target-type", "--point-blank",
        "--target-unit")


class Modes(DefaultGroup):
    """``roll bl N ...`` without a subcommand: ``hits`` when an option of the target is
    given, else ``faces``."""

    default = "faces"

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        first = args[0].strip().lower() if args else ""
        if args and first not in self.commands and args[0] not in ctx.help_option_names:
            words = [a.split("=", 1)[0] for a in args[:args.index("--")]] if "--" in args \
                else [a.split("=", 1)[0] for a in args]
            target = any(w in HITS or (w[:2] in ("-t", "-w") and not w.startswith("--"))
                         for w in words)
            args = ["hits" if target else "faces", *args]
        return super().parse_args(ctx, args)


app = typer.Typer(
    cls=Modes, add_completion=False, subcommand_metavar="[faces|hits] N [OPTIONS]",
    help="BattleLore battle dice: roll N and tally the faces (green, blue, red "
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

N = Annotated[int, typer.Argument(metavar="N", help="How many battle dice to roll.")]


@app.command(short_help="N battle dice, their faces tallied.",
             help="Roll N battle dice and tally their faces (the default without a target)."
                  "\n\nExamples:\n\n"
                  "  muster roll bl faces 4 --seed 7\n\n"
                  "  muster roll bl faces 3 --odds")
def faces(n: N, seed: Seed = None, dice: Dice = None, odds: Odds = False,
          times: Times = None, as_json: Json = False) -> None:
    from muster.engine.run import run
    from muster.games.battlelore.battle_roll import FacesSpec

    opts = roll_options(seed, dice, odds, times, as_json)
    emit(run(FacesSpec(n), opts), opts.json)


@app.command(short_help="N battle dice against a target: the hits.",
             help="Roll N battle dice against a target and count the hits by the weapon "
                  "matrix (the default with --target).\n\nExamples:\n\n"
                  "  muster roll bl hits 3 --target blue --weapon short-sword --dice "
                  "blue,bonus,bonus")
@in_battle("HitsSpec", Units(target="--target-unit"))
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
    opts = roll_options(seed, dice, odds, times, as_json)
    if target is None and (weapon is not None or target_type is not None or point_blank):
        raise MusterError(say("--weapon, --target-type and --point-blank need --target "
                              "(the banner colour of the unit being hit: green, blue or "
                              "red)"))
    if target is None:  # the hits are read against a target's banner
        raise MusterError(say("the hits roll needs --target (the banner colour of the unit "
                              "being hit: green, blue or red)"))
    from muster.engine.run import run
    from muster.games.battlelore.battle_roll import HitsSpec
    from muster.games.battlelore.hits import Attack

    emit(run(HitsSpec(n, Attack.named(target, weapon, target_type, point_blank)), opts),
         opts.json)
