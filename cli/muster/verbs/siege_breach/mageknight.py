"""`muster siege-breach mageknight`: attack constructible terrain."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.engine.render import emit
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)


@app.command(help="Mage Knight constructible terrain: the attack roll is 2d6 + attack against "
                  "the terrain's defense value (ties hit; natural 2 misses with 1 pushing "
                  "damage, natural 12 hits with +1 damage, as in muster roll mageknight). A hit "
                  "deals the damage value (--ranged: the ranged damage value); the terrain is "
                  "destroyed when the damage dealt to it this turn reaches its structure value, "
                  "and the count does not carry into the next turn (RULINGS 30). Warriors on "
                  "steeply elevated terrain (--steep) are eliminated when it falls.\n\n"
                  "Examples:\n\n"
                  "  muster siege-breach mageknight --attack 9 --defense 16 --structure 3 "
                  "--damage 2\n\n"
                  "  muster siege-breach mk -a 9 -D 16 --structure 3 --damage 2 --ranged "
                  "--damage-this-turn 1 --dice 4,3\n\n"
                  "  muster siege-breach mk -a 9 -D 16 --structure 3 --damage 2 --steep --odds")
def mageknight(
    attack: Annotated[int, typer.Option("--attack", "-a", help="The attacker's attack value.")],
    defense: Annotated[int, typer.Option(
        "--defense", "-D", help="The terrain card's defense value.")],
    structure: Annotated[int, typer.Option(
        "--structure", "-S", help="The terrain card's structure value.")],
    damage: Annotated[int, typer.Option(
        "--damage", "-m", help="The attacker's damage value (ranged damage value with --ranged).")],
    ranged: Annotated[bool, typer.Option(
        "--ranged", help="A ranged attack: --damage is the ranged damage value.")] = False,
    damage_this_turn: Annotated[int, typer.Option(
        "--damage-this-turn", metavar="K",
        help="Damage the terrain already took this turn.")] = 0,
    steep: Annotated[bool, typer.Option(
        "--steep", help="Steeply elevated terrain: warriors on it are eliminated when it "
                        "falls.")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run
    from muster.games.mageknight.terrain import TerrainSpec

    opts = roll_options(seed, dice, odds, times, as_json)
    spec = TerrainSpec(attack, defense, structure, damage, ranged=ranged,
                       damage_this_turn=damage_this_turn, steep=steep)
    emit(run(spec, opts), opts.json)
