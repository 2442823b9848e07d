"""`muster roll mageknight`: the 2d6 attack roll against one or more defenses."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.engine.options import Dice, Json, Odds, Seed, Times, roll_options

app = typer.Typer(add_completion=False)


@app.command(help="Mage Knight attack roll: 2d6 + attack against each defense (ties hit); "
                  "a natural 2 is a critical miss (fails, 1 pushing damage to the attacker), "
                  "a natural 12 a critical hit (hits, +1 damage).\n\n"
                  "Examples:\n\n"
                  "  muster roll mageknight --attack 9 --defense 16\n\n"
                  "  muster roll mk --attack 8 --defense 15 --defense 17 --dice 4,5\n\n"
                  "  muster roll mk --attack 9 --defense 16 --odds")
def mageknight(
    attack: Annotated[int, typer.Option("--attack", "-a", help="Attack value on the dial.")],
    defense: Annotated[list[int], typer.Option(
        "--defense", "-D", help="A target's defense value; repeat for a multi-target attack.")],
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.engine.run import OddsResult, run
    from muster.games.mageknight.procedures import attack_roll, attack_odds

    opts = roll_options(seed, dice, odds, times, as_json)
    result = run(lambda src: attack_roll(src, attack, defense), opts,
                 key=lambda r: tuple(r.hits), odds=lambda dist: attack_odds(attack, defense, dist),
                 label="hits")
    emit(result, opts.json)
