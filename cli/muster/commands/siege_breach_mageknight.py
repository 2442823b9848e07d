"""`muster siege-breach mageknight`: an attack on constructible terrain, without Typer
(`muster.commands`); registered by `muster.verbs.siege_breach.mageknight`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import emit

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times


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
    from muster.games.mageknight.terrain import TerrainSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    spec = TerrainSpec(attack, defense, structure, damage, ranged=ranged,
                       damage_this_turn=damage_this_turn, steep=steep)
    emit(run(spec, opts), opts.json)
