"""`muster roll battlelore`: N battle dice, one subcommand per way of reading them: ``faces``
(tallied, `FacesSpec`) and ``hits`` (against a target, by the weapon matrix, `HitsSpec`).
Without the word, a target's option picks ``hits`` and anything else ``faces``, so
``roll bl 3 --target blue`` needs no subcommand word. The options are the specs' fields by
name (``target_type`` is ``--target-type``)."""

from __future__ import annotations

import click
import typer

from muster.commands import roll_battlelore
from muster.verbs import DefaultGroup
from muster.verbs._in_battle import Units, in_battle
from muster.verbs._params import declared
from muster.verbs.roll import _bl_options

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

# the functions are in muster.commands (the quick door calls them without Typer)
faces = app.command(short_help="N battle dice, their faces tallied.",
                    help="Roll N battle dice and tally their faces (the default without a "
                         "target).\n\nExamples:\n\n"
                         "  muster roll bl faces 4 --seed 7\n\n"
                         "  muster roll bl faces 3 --odds")(
    declared(roll_battlelore.faces, vars(_bl_options)))

hits = app.command(short_help="N battle dice against a target: the hits.",
                   help="Roll N battle dice against a target and count the hits by the "
                        "weapon matrix (the default with --target).\n\nExamples:\n\n"
                        "  muster roll bl hits 3 --target blue --weapon short-sword --dice "
                        "blue,bonus,bonus")(
    in_battle("HitsSpec", Units(target="--target-unit", helps={
        "target": "In a battle: the unit the dice are rolled against; its colour and type "
                  "fill the options you leave out, and counting the hits changes nothing of "
                  "it."}))(
        declared(roll_battlelore.hits, vars(_bl_options))))
