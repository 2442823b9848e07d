"""`muster roll confrontation shoot` and ``shooting-order``: a shot's aim roll and the
order of the shooting phase, their command functions without Typer (`muster.commands`).
Their options are declared in `muster.verbs.roll.confrontation` and
`muster.verbs.roll._conf_options`, whose names their annotations use; the former registers
them (`muster.verbs._params.declared`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands import battle_session
from muster.engine.render import emit
from muster.errors import MusterError, options
from muster.i18n import say
from muster.limits import MOST_CHARACTERISTIC

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.roll._conf_options import Ability, Penalty

TEST_FIELDS = {"penalties": "--penalty", "abilities": "--ability"}


def _reach(text: str | None) -> tuple[int, int, int] | None:
    """The weapon's ranges as typed: SHORT,MEDIUM,LONG (cm)."""
    if text is None:
        return None
    try:
        values = tuple(int(v) for v in text.replace("/", ",").split(","))
    except ValueError:
        raise MusterError(say("--reach takes the weapon's three ranges in cm, SHORT,MEDIUM,"
                              "LONG (e.g. 15,30,45), not '{text}'", text=text)) from None
    if len(values) != 3:
        raise MusterError(say("--reach takes the weapon's three ranges in cm, SHORT,MEDIUM,"
                              "LONG (e.g. 15,30,45), not '{text}'", text=text))
    return values


def shoot(
    aim: Annotated[int, typer.Option("--aim", metavar="INTEGER", help="The shooter's AIM "
                                     "(Střelba).", min=-MOST_CHARACTERISTIC,
                                     max=MOST_CHARACTERISTIC)],
    range_: Annotated[str | None, typer.Option(
        "--range", metavar="BAND", help="The range band the target is in: short, medium, "
        "long (Czech names too).")] = None,
    distance: Annotated[float | None, typer.Option(
        "--distance", metavar="CM", help="The measured distance to the target, with "
        "--reach: the band is read from the weapon's ranges.", min=0)] = None,
    reach: Annotated[str | None, typer.Option(
        "--reach", metavar="S,M,L", help="The weapon's short, medium and long range in cm, "
        "as its card prints them.")] = None,
    moved: Annotated[bool, typer.Option(
        "--moved", help="The shooter moved (not more than its MOV): a dynamic shot.")] = False,
    precise: Annotated[bool, typer.Option(
        "--precise", help="A precise shot (once a round): easier, later in the shooting "
        "order.")] = False,
    rapid: Annotated[bool, typer.Option(
        "--rapid", help="A rapid shot (once a round): harder, earlier in the shooting "
        "order.")] = False,
    cover: Annotated[bool, typer.Option(
        "--cover", help="The target is partly hidden by scenery or a smaller obstacle.")]
        = False,
    size: Annotated[str, typer.Option(
        "--size", metavar="SIZE", help="The target's size: small, normal, large, very-large "
        "(Czech names too).")] = "normal",
    counter_fire: Annotated[bool, typer.Option(
        "--counter-fire", help="A counter-fire: a reserve shooter charged or engaged fires "
        "at once, at the fixed difficulty (never precise or rapid).")] = False,
    courage: Annotated[int | None, typer.Option(
        "--courage", metavar="C", help="A counter-fire at a fear-causer: the shooter's "
        "Courage, tested first against --fear; failing, it flees and cannot shoot.",
        min=-MOST_CHARACTERISTIC, max=MOST_CHARACTERISTIC)] = None,
    fear: Annotated[int | None, typer.Option(
        "--fear", metavar="F", help="The charging fear-causer's Fear.")] = None,
    shooter_level: Annotated[int, typer.Option(
        "--shooter-level", metavar="L", help="Flying: the shooter's altitude level (0 the "
        "ground, 1 low, 2 high).")] = 0,
    target_level: Annotated[int, typer.Option(
        "--target-level", metavar="L", help="Flying: the target's altitude level; one level "
        "apart is -{altitude} on the aim die, further apart there is no shot.")] = 0,
    penalty: Penalty = None, ability: Ability = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.shooting import ShotSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    with options({**TEST_FIELDS, "counter_fire": "--counter-fire"}):
        spec = ShotSpec(aim, range_, distance, _reach(reach), moved, precise, rapid, cover,
                        size, counter_fire, tuple(penalty or ()), tuple(ability or ()),
                        courage, fear, shooter_level, target_level)
    emit(run(spec, opts), opts.json)


def shooting_order(
    shooter: Annotated[list[str], typer.Option(
        "--shooter", metavar="SIDE:NAME:INI[:precise|rapid]", help="A shooter (or one "
        "card's shooters): its side, name, Initiative and the shot type it declares "
        "(repeat for each); in a battle NAME[:precise|rapid], a unit of the battle.")],
    first: Annotated[str, typer.Option(
        "--first", metavar="SIDE", help="The side that won this round's tactical roll.")],
    as_json: Json = False,
) -> None:
    from muster.commands._conf_battle import battle_shooter, check_order
    from muster.games.confrontation.shooting_order import (
        Shooter,
        ShootingOrderSpec,
    )
    from muster.numbers import NotANumber, parse_int

    held = battle_session()
    shooters = []
    for text in shooter:
        parts = [p.strip() for p in text.split(":")]
        if held is not None and len(parts) in (1, 2) and parts[0]:
            shooters.append(battle_shooter(held, parts))
            continue
        if len(parts) not in (3, 4) or not all(parts[:3]):
            raise MusterError(say("--shooter takes SIDE:NAME:INI[:precise|rapid] (e.g. "
                                  "lions:archers:4:precise), not '{text}'", text=text))
        try:
            ini = parse_int(parts[2])
        except NotANumber:
            raise MusterError(say("--shooter takes SIDE:NAME:INI[:precise|rapid] (e.g. "
                                  "lions:archers:4:precise), not '{text}'", text=text)) from None
        shooters.append(Shooter(parts[0], parts[1], ini, parts[3] if len(parts) == 4 else ""))
    with options({"shooters": "--shooter"}):
        spec = ShootingOrderSpec(tuple(shooters), first)
    from muster.rolling import roll_options, run

    if held is not None:  # logged in the battle, as a roll with no die
        check_order(held, shooters, first)
    emit(run(spec, roll_options(None, None, False, None, as_json)), as_json)
