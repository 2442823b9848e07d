"""`muster scatter confrontation` and its subcommands ``flee``, ``courage``, ``rally`` and
``desperate``, without Typer (`muster.commands`); registered by
`muster.verbs.scatter.confrontation`; their annotations name the options
`muster.verbs.scatter._conf_options` declares."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands._scatter import finish, start
from muster.errors import options

if TYPE_CHECKING:
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.scatter import Svg
    from muster.verbs.scatter._conf_options import (
        Ability,
        Activated,
        Courage,
        Desperate,
        EdgeCm,
        Engaged,
        Fanatic,
        Fear,
        Mov,
        Penalty,
        Rally,
        Rapidity,
    )


def flee(
    mov: Mov, rapidity: Rapidity = False, engaged: Engaged = False, activated: Activated = False,
    edge_cm: EdgeCm = None, svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A fighter that has failed its Courage test flees: the default subcommand."""
    _run(seed, dice, odds, times, as_json, svg, mov=mov, rapidity=rapidity, engaged=engaged,
         activated=activated, edge_cm=edge_cm)


def courage(
    mov: Mov, rapidity: Rapidity = False, engaged: Engaged = False, activated: Activated = False,
    edge_cm: EdgeCm = None, courage: Courage = None, fear: Fear = None,
    penalty: Penalty = None, ability: Ability = None, fanatic: Fanatic = None, svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """The Courage test first, the flight on a failure."""
    _run(seed, dice, odds, times, as_json, svg, mov=mov, rapidity=rapidity, engaged=engaged,
         activated=activated, edge_cm=edge_cm, courage=courage, fear=fear,
         penalties=tuple(penalty or ()), abilities=tuple(ability or ()), fanatic=fanatic)


def rally(
    mov: Mov, rapidity: Rapidity = False, engaged: Engaged = False, edge_cm: EdgeCm = None,
    courage: Courage = None, fear: Fear = None, penalty: Penalty = None,
    ability: Ability = None, fanatic: Fanatic = None, rally: Rally = False, svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """The rally roll of a fighter already fleeing. ``rally``, the flag that names it on a
    line without the subcommand (`scatter conf --rally`), says nothing more."""
    _run(seed, dice, odds, times, as_json, svg, mov=mov, rapidity=rapidity, engaged=engaged,
         edge_cm=edge_cm, courage=courage, fear=fear, penalties=tuple(penalty or ()),
         abilities=tuple(ability or ()), fanatic=fanatic, rally=True)


def desperate(
    mov: Mov, rapidity: Rapidity = False, engaged: Engaged = False, activated: Activated = False,
    edge_cm: EdgeCm = None, desperate: Desperate = False, svg: Svg = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A Desperate fighter: it never flees. ``desperate``, the flag that names it on a line
    without the subcommand (`scatter conf --desperate`), says nothing more."""
    _run(seed, dice, odds, times, as_json, svg, mov=mov, rapidity=rapidity, engaged=engaged,
         activated=activated, edge_cm=edge_cm, desperate=True)


def _run(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
         as_json: bool, svg: str | None, **fields: object) -> None:
    from muster.games.confrontation.flight import Flight, FlightSpec
    from muster.games.confrontation.views.flight import picture
    from muster.rolling import run

    opts = start(seed, dice, odds, times, as_json, svg)
    with options({"penalties": "--penalty", "abilities": "--ability"}):
        spec = FlightSpec(**fields)  # type: ignore[arg-type]  # the fields named above
    result = run(spec, opts)
    finish(result, opts, svg, one=(Flight, picture))  # one roll: its view's picture
