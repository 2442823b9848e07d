"""`muster wound mageknight`: one attack roll, then damage, capture or healing."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)


@app.command(help="Mage Knight attack and damage: one 2d6 + attack roll against every "
                  "target (ties hit; natural 2 critical miss: fails, 1 pushing damage to the "
                  "attacker; natural 12 critical hit: hits, +1 damage to every target hit). "
                  "The damage goes to the first target hit, or as --split says (one share "
                  "per --defense, summing to the damage, 0 allowed; a missed target's share "
                  "goes to the first target hit).\n\n"
                  "--capture: close attack at -3, no damage. --heal: the roll heals --damage "
                  "clicks instead (never past the start; --golem-marker K stops at a repair "
                  "marker). --clicks-taken K and --skull-at K follow the target's dial.\n\n"
                  "Examples:\n\n"
                  "  muster wound mk --attack 9 --damage 2 --defense 15 --defense 16 --dice 3,3\n\n"
                  "  muster wound mk --attack 9 --damage 2 -D 15 -D 16 --split 1,1 --dice 3,4\n\n"
                  "  muster wound mk --attack 10 --damage 3 -D 16 --clicks-taken 4 "
                  "--skull-at 6 --odds\n\n"
                  "  muster wound mk --attack 9 --damage 2 -D 14 --heal --clicks-taken 4 "
                  "--golem-marker 3 --dice 5,5")
def mageknight(
    attack: Annotated[int, typer.Option("--attack", "-a", help="Attack value on the dial "
                                        "(with your modifiers).")],
    defense: Annotated[list[int], typer.Option(
        "--defense", "-D", help="A target's defense value; repeat for a multi-target attack.")],
    damage: Annotated[Optional[int], typer.Option(
        "--damage", "-m", metavar="N",
        help="Damage value (ranged damage for a ranged attack); the healing amount with "
             "--heal. Not needed with --capture.")] = None,
    split: Annotated[Optional[str], typer.Option(
        "--split", metavar="A,B,..", help="Share of the damage per --defense, in order; "
        "must sum to --damage.")] = None,
    fortification: Annotated[Optional[list[int]], typer.Option(
        "--fortification", "-F", metavar="F",
        help="Fortification value added to a target's defense against a ranged attack; "
             "one per --defense.")] = None,
    capture: Annotated[bool, typer.Option(
        "--capture", help="Capture attempt: one target, -3 to attack, no damage.")] = False,
    heal: Annotated[bool, typer.Option(
        "--heal", help="A healing roll: heal --damage clicks instead of dealing damage.")] = False,
    golem_marker: Annotated[Optional[list[int]], typer.Option(
        "--golem-marker", metavar="K", help="A repair marker at click K of a golem's dial "
        "(repeatable); healing stops there.")] = None,
    clicks_taken: Annotated[Optional[list[int]], typer.Option(
        "--clicks-taken", metavar="K", help="Clicks the target's dial is already turned; "
        "one per --defense.")] = None,
    skull_at: Annotated[Optional[list[int]], typer.Option(
        "--skull-at", metavar="K", help="Click at which the target's dial shows the skulls; "
        "one per --defense.")] = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import run
    from muster.games.mageknight.procedures import WoundSpec, wound, wound_odds

    opts = roll_options(seed, dice, odds, times, as_json)
    spec = WoundSpec(attack, damage, defense, split=split, fortification=fortification,
                     capture=capture, heal=heal, golem_markers=golem_marker,
                     clicks_taken=clicks_taken, skull_at=skull_at)
    result = run(lambda src: wound(src, spec), opts, key=lambda r: r.key(),
                 odds=lambda dist: wound_odds(spec, dist), label="outcome")
    emit(result, opts.json)
