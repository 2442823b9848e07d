"""`muster siege-breach warmaster`: shoot at or batter a wall, gate, door or tower."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)

ATTACK = "Attack"
TARGET = "Target"
FORTRESS = "Fortress file"


@app.command(help="Warmaster siege: shots at a fortification hit only on a 6; roll one die per "
                  "hit, all at once, and take the highest; +1 against a gate (or small door), "
                  "+1 if already damaged (once). Breach Table: 1-2 no effect, 3-6 damaged, "
                  "7+ breached (RULINGS 16). A breached wall section collapses with the stands "
                  "on it; a breached gate is blown apart, the stand above unharmed; a tower "
                  "collapses at its second breach (RULINGS 17). Only cannon, stone-throwers, "
                  "the Steam Tank's cannon and the Skull Chukka can damage fortifications; rams "
                  "and giants score one automatic hit each; each unit rolls its own dice "
                  "(RULINGS 18).\n\n"
                  "Examples:\n\n"
                  "  muster siege-breach warmaster --target gate --shots 3 --weapon "
                  "stone-thrower --odds\n\n"
                  "  muster siege-breach wm --target wall --damaged --hits 2 --dice 6,3\n\n"
                  "  muster siege-breach wm --target tower --breaches 1 --rams 1 --seed 7\n\n"
                  "  muster siege-breach wm --target wall --giants 1 --no-defenders\n\n"
                  "  muster siege-breach wm --fortress keep.yaml\n\n"
                  "  muster siege-breach wm --fortress keep.yaml --section G1 --shots 2 "
                  "--weapon cannon --dry-run")
def warmaster(
    target: Annotated[Optional[str], typer.Option(
        "--target", "-t", metavar="wall|gate|door|tower",
        help="What is attacked (with --fortress: taken from the section).",
        rich_help_panel=TARGET)] = None,
    damaged: Annotated[bool, typer.Option(
        "--damaged", help="The target is already damaged (+1, once).",
        rich_help_panel=TARGET)] = False,
    breaches: Annotated[int, typer.Option(
        "--breaches", metavar="K", help="Breaches a tower has already taken (0 or 1).",
        rich_help_panel=TARGET)] = 0,
    shots: Annotated[Optional[int], typer.Option(
        "--shots", metavar="N", help="Shots at the target; each hits only on a 6.",
        rich_help_panel=ATTACK)] = None,
    hits: Annotated[Optional[int], typer.Option(
        "--hits", metavar="N", help="Hits already scored on the target.",
        rich_help_panel=ATTACK)] = None,
    rams: Annotated[Optional[int], typer.Option(
        "--rams", metavar="N", help="Rams battering it: one automatic hit each.",
        rich_help_panel=ATTACK)] = None,
    giants: Annotated[Optional[int], typer.Option(
        "--giants", metavar="N",
        help="Giants battering it: one automatic hit each; needs --no-defenders.",
        rich_help_panel=ATTACK)] = None,
    weapon: Annotated[Optional[str], typer.Option(
        "--weapon", "-w", metavar="NAME",
        help="What is shooting: cannon, stone-thrower, rock-lobber, steam-tank, skull-chukka "
             "(bows, helblaster, gyrocopter and the like are refused).",
        rich_help_panel=ATTACK)] = None,
    defenders: Annotated[bool, typer.Option(
        "--defenders/--no-defenders",
        help="Whether a unit on the walls could fight a giant (he may batter only without).",
        rich_help_panel=ATTACK)] = True,
    fortress: Annotated[Optional[str], typer.Option(
        "--fortress", "-f", metavar="FILE",
        help="A fortress file (YAML); alone, shows its sections.",
        rich_help_panel=FORTRESS)] = None,
    section: Annotated[Optional[str], typer.Option(
        "--section", "-s", metavar="ID",
        help="The section of the fortress file to attack; its new state is written back.",
        rich_help_panel=FORTRESS)] = None,
    dry_run: Annotated[bool, typer.Option(
        "--dry-run", help="Resolve the attack but do not write the fortress file.",
        rich_help_panel=FORTRESS)] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.warmaster import siege

    opts = roll_options(seed, dice, odds, times, as_json)
    result = siege.siege_breach(opts, target=target, damaged=damaged, breaches=breaches,
                                shots=shots, hits=hits, rams=rams, giants=giants,
                                weapon=weapon, defenders=defenders, fortress=fortress,
                                section=section, dry_run=dry_run)
    emit(result, opts.json)
