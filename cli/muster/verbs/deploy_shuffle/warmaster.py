"""`muster deploy-shuffle warmaster`: one subcommand per deployment method (alternate, the
default; one-side, maps, screen), each with the terrain side roll, the first turn and the
game length. Without a subcommand, ``--method METHOD`` names it, so the spellings before
the subcommands work."""

from __future__ import annotations

import click
import typer

from muster.commands import deploy_shuffle_warmaster
from muster.verbs import DefaultGroup
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._params import declared
from muster.verbs._wm_numbers import numbers
from muster.verbs.deploy_shuffle import _wm_options

METHOD = ("--method", "-m")  # the option that names the method on a line without it


def _method_in(ctx: click.Context, args: list[str]) -> tuple[str, list[str]] | None:
    """The method the last ``--method`` (``-m``) among ``args`` names (the last one given
    wins, as for any option; an English or Czech name in any case, as the spec reads it),
    and the arguments without any ``--method``; None when there is none. An unknown method
    is refused as the spec refuses it; a ``--method`` without its value, as click does."""
    from muster.games.warmaster.deploy import method_named

    word: str | None = None
    kept: list[str] = []
    rest = list(args)
    while rest:
        arg = rest.pop(0)
        if arg == "--":  # what follows is no option
            kept += [arg, *rest]
            break
        name, equals, value = arg.partition("=")
        if name == METHOD[0] and equals:
            word = value
        elif arg in METHOD:
            if not rest:
                if ctx.resilient_parsing:  # the shell asks for its value
                    return None
                # click's own refusal of an option without its value, in its words
                click.Command(None, params=[click.Option(list(METHOD))]).make_parser(
                    ctx).parse_args([arg])
            word = rest.pop(0)
        elif arg.startswith(METHOD[1]) and not arg.startswith("--"):
            word = arg[len(METHOD[1]):]  # -mone-side
        else:
            kept.append(arg)
    if word is None:
        return None
    return method_named(word), kept


class Methods(FillsNumbers, DefaultGroup):
    """``deploy-shuffle wm`` with options first: ``--method METHOD`` names the subcommand
    (and is taken off the line), anything else is ``alternate``."""

    default = "alternate"
    naming = METHOD[:1]  # read by scripts/quick_table.py: the quick door takes it off too

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0].startswith("-") and args[0] not in ctx.help_option_names:
            named = _method_in(ctx, args)
            if named is not None:
                args = [named[0], *named[1]]
        return super().parse_args(ctx, args)


HELP = ("Warmaster set-up: who deploys first, the placement order, the first turn "
        "(seed 002 L200-224).\n\n"
        "--method alternate: one unit each in turn, the army with more units first; "
        "equal counts: roll-off, the higher places first; once a side has no units "
        "left the other places the rest; then the characters (--characters SIDE=N) "
        "one at a time the same way, or --characters-together. "
        "--method one-side: roll-off, the winner chooses to deploy first or second "
        "(--choose); one whole army deploys, then the other; the side that deployed "
        "first takes the first turn. --method maps / screen: both deploy at once "
        "(sketch maps, or behind a screen); nothing is rolled.\n\n"
        "Roll-offs: a D6 each, the higher wins; ties are rolled again (the rulebook "
        "does not say; docs/RULINGS.md, Warmaster: Roll-off ties). The rulebook "
        "names who takes the first turn only "
        "for one-side: for the other methods it is silent, and "
        "--first-turn-rolloff adds a roll-off whose winner chooses (a house rule). "
        "--terrain dice: roll off for table edges, the winner chooses; choose: the "
        "player who did not set the terrain chooses; symmetric. --game-length: "
        "{length_base} + D3 turns.\n\n"
        "Entered dice, in this order: the terrain roll-off, the deployment "
        "roll-off, the first-turn roll-off, the game-length D6; in a roll-off the "
        "sides' dice in the order the sides are given, again after a tie.\n\n"
        "Subcommands: alternate (the default), one-side, maps and screen, one per method "
        "(picked by --method too); each takes only its own options.\n\n"
        "Examples:\n\n"
        "  muster deploy-shuffle warmaster --units orcs=12 --units elves=10\n\n"
        "  muster deploy-shuffle wm --units orcs=8 --units elves=8 --dice 3,3,5,2\n\n"
        "  muster deploy-shuffle wm --side orcs --side elves --method one-side "
        "--choose second --seed 4\n\n"
        "  muster deploy-shuffle wm --side orcs --side elves --method one-side "
        "--terrain dice --game-length --odds\n\n"
        "  muster deploy-shuffle wm --method screen --first-turn-rolloff --times 100")

app = typer.Typer(cls=numbers_from(numbers, Methods), add_completion=False, help=HELP,
                  subcommand_metavar="[alternate|one-side|maps|screen] [OPTIONS]")
OPTIONS = vars(_wm_options)

# the functions are in muster.commands (the quick door calls them without Typer)
alternate = app.command(
    "alternate", cls=numbers_from(numbers),
    help="Alternate placement (the default): one unit each in turn, the army with more "
         "units first; equal counts: roll-off, the higher places first; once a side has "
         "no units left the other places the rest; then the characters one at a time the "
         "same way, or all at once (seed L202-203).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle wm alternate --units orcs=6 --units elves=5 "
         "--characters orcs=2 --characters elves=3")(
    declared(deploy_shuffle_warmaster.alternate, OPTIONS))

one_side = app.command(
    "one-side", cls=numbers_from(numbers),
    help="One side at a time: roll-off, the winner chooses to deploy first or second; one "
         "whole army deploys, then the other; the side that deployed first takes the first "
         "turn (seed L208-209).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle wm one-side --side orcs --side elves --choose second "
         "--dice 2,3")(
    declared(deploy_shuffle_warmaster.one_side, OPTIONS))

maps = app.command(
    "maps", cls=numbers_from(numbers),
    help="Maps: each player sketches where his units stand on a map of his side of the "
         "table, then both deploy as drawn (seed L204-205); nothing is rolled "
         "(docs/RULINGS.md, Warmaster: Maps and screen).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle wm maps --side orcs --side elves --terrain dice --dice 2,5")(
    declared(deploy_shuffle_warmaster.maps, OPTIONS))

screen = app.command(
    "screen", cls=numbers_from(numbers),
    help="Screen: each player sets up his army behind a screen across the middle of the "
         "table, out of the other's sight; then the screen is taken away (seed L206-207); "
         "nothing is rolled (docs/RULINGS.md, Warmaster: Maps and screen).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle wm screen --first-turn-rolloff --seed 8")(
    declared(deploy_shuffle_warmaster.screen, OPTIONS))
