"""`muster scatter void`: where a thrown hand grenade lands."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.verbs import options
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options
from muster.verbs.scatter import Svg, check_svg, finish

app = typer.Typer(add_completion=False)

# The rules, their views and the dice engine are imported inside the command: a help loads
# none of them (start-up: bench/startup.py, tests/test_startup_imports.py)


@app.command(help="Void: Sci-Fantasy hand grenade: an RC roll (d20 <= RC, a natural 1 always "
                  "hits, a natural 20 always misses and loses the grenade supply); a miss lands "
                  "(roll - RC) metres from the target towards a d12 clock bearing (house rule, "
                  "RULINGS 25) and explodes there: fragmentation 10 m, high-explosive 5 m, a "
                  "shaped charge has no blast. --dice takes the d20, then the d12 bearing. "
                  "--timed: a target in the blast rolls d20 <= its Agility (--target-agility) to "
                  "escape untouched; that d20 comes last. --odds: the chance the target is "
                  "still in the blast, and hit. Not modelled: throws out of range (the GM's "
                  "call), the run-up.\n\n"
                  "Examples:\n\n"
                  "  muster scatter void --rc 10 --charge high-explosive --dice 15,3\n\n"
                  "  muster scatter void --rc 12 --indirect --charge frag --odds\n\n"
                  "  muster scatter void --rc 10 --charge he --dice 20,9 --svg grenade.svg\n\n"
                  "  muster scatter void --rc 10 --charge he --timed --target-agility 8 "
                  "--dice 15,3,8")
def void(
    rc: Annotated[int, typer.Option("--rc", help="The thrower's Range Combat.")] = 10,
    charge: Annotated[str, typer.Option(
        "--charge", help="Grenade charge: fragmentation (tříštivý, 10 m), high-explosive "
                         "(výbušný, 5 m) or shaped (kumulativní, no blast).")] = "fragmentation",
    mod: Annotated[list[int] | None, typer.Option(
        "--mod", "-m", help="Modifier to the RC roll's target (--mod -2); repeatable.")] = None,
    indirect: Annotated[bool, typer.Option(
        "--indirect", help="Indirect throw (nepřímé vrhání), over obstacles: -2 RC.")] = False,
    timed: Annotated[bool, typer.Option(
        "--timed", help="A timed grenade (časovaný): a target in the blast rolls Agility to "
                        "get away untouched. Default: an impact grenade (nárazový).")] = False,
    target_agility: Annotated[int | None, typer.Option(
        "--target-agility", metavar="A", help="The target's Agility for that escape roll "
                                               "(default 10).")] = None,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run
    from muster.engine.scatter import write_svg
    from muster.games.void.grenade import GrenadeScatter, GrenadeSpec
    from muster.games.void.views.scatter import picture

    opts = roll_options(seed, dice, odds, times, as_json)
    check_svg(svg, times)
    with options({"mods": "--mod"}):
        spec = GrenadeSpec(rc, tuple(mod or ()), indirect, charge, timed, target_agility)
    result = run(spec, opts)
    if svg and isinstance(result, GrenadeScatter):  # one throw: its picture is a view
        write_svg(svg, picture(result))
        svg = None
    finish(result, opts, svg)
