"""`muster scatter confrontation`, without Typer (`muster.commands`); registered by
`muster.verbs.scatter.confrontation`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands._scatter import finish, start
from muster.errors import options
from muster.limits import MOST_CHARACTERISTIC, MOST_EDGE_CM

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.scatter import Svg


def confrontation(
    mov: Annotated[int, typer.Option("--mov", help="The fighter's MOV (Pohyb), in cm.")],
    rapidity: Annotated[bool, typer.Option(
        "--rapidity", help="The fighter has Rapidity (Rychlost) and uses it.")] = False,
    engaged: Annotated[bool, typer.Option(
        "--engaged", help="The fighter is already in a melee: it does not leave it.")] = False,
    activated: Annotated[bool, typer.Option(
        "--activated", help="The fighter's card was already activated this turn: it takes the "
                            "fear penalties but does not run.")] = False,
    edge_cm: Annotated[float | None, typer.Option(
        "--edge-cm", metavar="D", help="How far the battlefield edge is behind the fighter, "
                                       "in cm (it is lost if it runs off).",
    min=0, max=MOST_EDGE_CM)] = None,
    courage: Annotated[int | None, typer.Option(
        "--courage", metavar="C", help="Roll the Courage test first: the fighter's Courage.",
        min=-MOST_CHARACTERISTIC, max=MOST_CHARACTERISTIC)] = None,
    fear: Annotated[int | None, typer.Option(
        "--fear", metavar="F", help="The fear-causer's Fear (the total must be above it).")]
    = None,
    penalty: Annotated[list[str] | None, typer.Option(
        "--penalty", help="A penalty on the Courage die: blood-brother (a fallen blood "
                          "brother, -{blood_brother} on every roll). Wound penalties do not "
                          "modify Courage (L1564-1566).")] = None,
    ability: Annotated[list[str] | None, typer.Option(
        "--ability", help="An ability that changes the Courage test (e.g. bravery); "
                          "repeatable. Fanaticism is --fanatic.")] = None,
    fanatic: Annotated[int | None, typer.Option(
        "--fanatic", metavar="DIS", help="The fighter is a fanatic with this Discipline: "
        "after a failed Courage test it re-tests Discipline at the same difficulty (a 5 "
        "rolls on) and flees only if that fails too (L1149-1154).")] = None,
    rally: Annotated[bool, typer.Option(
        "--rally", help="The rally roll of a fighter already fleeing, as its card is "
        "activated in a later movement phase: the Courage test at the same Fear; passing, it "
        "stops (L683-690).")] = False,
    desperate: Annotated[bool, typer.Option(
        "--desperate", help="The fighter is Desperate (Zoufalec): no Courage test, it never "
        "flees, the fear penalties become a bonus (L1410-1414).")] = False,
    svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run
    from muster.games.confrontation.flight import Flight, FlightSpec
    from muster.games.confrontation.views.flight import picture

    opts = start(seed, dice, odds, times, as_json, svg)
    with options({"penalties": "--penalty", "abilities": "--ability"}):
        spec = FlightSpec(mov, rapidity, engaged, courage, fear, tuple(penalty or ()),
                          tuple(ability or ()), activated, edge_cm, fanatic, rally, desperate)
    result = run(spec, opts)
    finish(result, opts, svg, one=(Flight, picture))  # one roll: its view's picture
