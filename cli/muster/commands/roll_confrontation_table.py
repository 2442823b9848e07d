"""`muster roll confrontation toxic`, ``fly`` and ``melee-setup``: the rolls about the table
rather than a test (the Toxic figures of a round, a flying move, the melee set-up), their
command functions without Typer (`muster.commands`). Their options are declared in
`muster.verbs.roll.confrontation` and `muster.verbs.roll._conf_options`, whose names their
annotations use; the former registers them (`muster.verbs._params.declared`); each imports
its rule module only when it runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import emit
from muster.errors import options
from muster.limits import CHARACTERISTICS, MOST_FIGURES

INI, ATT, DEF, STR = (CHARACTERISTICS[k] for k in ("ini", "att", "def", "str"))

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.roll._conf_options import SidePenalty


def toxic(
    points: Annotated[int, typer.Option(
        "--points", metavar="AP", help="The A.P. of the army's toxic fighters (their "
        "artefacts, spells, miracles and experience cards too).", min=0)],
    x: Annotated[int | None, typer.Option(
        "--toxic", metavar="X", help="Toxic / X: the STR of the second damage roll.")] = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.abilities import ToxicSpec
    from muster.rolling import roll_options, run

    with options({"x": "--toxic"}):
        spec = ToxicSpec(points, x)
    emit(run(spec, roll_options(None, None, False, None, as_json)), as_json)  # no die


def fly(
    air_mov: Annotated[float, typer.Option(
        "--air-mov", metavar="CM", help="The creature's MOV in the air (its second MOV "
        "value), cm.")],
    start: Annotated[int, typer.Option(
        "--start", metavar="L", help="The altitude level it starts at: 0 the ground, 1 low, "
        "2 high.")] = 0,
    end: Annotated[int | None, typer.Option(
        "--end", metavar="L", help="The level it ends at (default: --start; a dive: the "
        "target's).")] = None,
    target_level: Annotated[int | None, typer.Option(
        "--target-level", metavar="L", help="The level of the figure it means to charge or "
        "engage.")] = None,
    dive: Annotated[bool, typer.Option(
        "--dive", help="A dive onto the figure one level below, declared when its card is "
        "activated.")] = False,
    ground_mov: Annotated[float | None, typer.Option(
        "--ground-mov", metavar="CM", help="Its MOV on the ground (the low level's obstacle "
        "rule).", min=0)] = None,
    obstacle: Annotated[float | None, typer.Option(
        "--obstacle", metavar="CM", help="An obstacle's height on the way: at low altitude "
        "one taller than the ground MOV is flown around.", min=0)] = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.flying import FlySpec
    from muster.rolling import roll_options, run

    spec = FlySpec(air_mov, start, end, target_level, dive, ground_mov, obstacle)
    emit(run(spec, roll_options(None, None, False, None, as_json)), as_json)  # no die


def _fighter_options(versus: bool) -> dict[str, str]:
    """A side's fields (``first.figures``, ``second.defence``) as its options (``--figures``,
    ``--versus-def``)."""
    pre = "--versus-" if versus else "--"
    return {("second." if versus else "first.") + k: pre + v for k, v in (
        ("ini", "ini"), ("att", "att"), ("defence", "def"), ("strength", "str"),
        ("figures", "figures"), ("dive", "dive"), ("penalties", "penalty"))}


def melee_setup(
    ini: Annotated[int, typer.Option("--ini", metavar="INTEGER", help="The first side's INI (a "
                                     "group: its best).", min=INI[0], max=INI[1])],
    versus_ini: Annotated[int, typer.Option("--versus-ini", metavar="INTEGER",
                                            help="The second side's INI.",
                                            min=INI[0], max=INI[1])],
    att: Annotated[int | None, typer.Option(
        "--att", metavar="INTEGER", help="The first side's ATT.", min=ATT[0],
        max=ATT[1])] = None,
    def_: Annotated[int | None, typer.Option(
        "--def", metavar="INTEGER", help="The first side's DEF.", min=DEF[0],
        max=DEF[1])] = None,
    str_: Annotated[int | None, typer.Option(
        "--str", metavar="INTEGER", help="The first side's STR.", min=STR[0],
        max=STR[1])] = None,
    figures: Annotated[int, typer.Option(
        "--figures", metavar="N", help="Figures fighting on the first side.", min=1,
        max=MOST_FIGURES)] = 1,
    charged: Annotated[bool, typer.Option(
        "--charged", help="The first side was charged: {charged} INI, ATT and DEF.")] = False,
    afraid: Annotated[bool, typer.Option(
        "--afraid", help="The first side failed its Courage test: {afraid} INI, ATT and "
                          "DEF.")]
        = False,
    dive: Annotated[bool, typer.Option(
        "--dive", help="The first side dived onto its enemy: {dive} INI, ATT and STR.")] = False,
    penalty: SidePenalty = None,
    versus_att: Annotated[int | None, typer.Option(
        "--versus-att", metavar="INTEGER", help="The second side's ATT.", min=ATT[0],
        max=ATT[1])] = None,
    versus_def: Annotated[int | None, typer.Option(
        "--versus-def", metavar="INTEGER", help="The second side's DEF.", min=DEF[0],
        max=DEF[1])] = None,
    versus_str: Annotated[int | None, typer.Option(
        "--versus-str", metavar="INTEGER", help="The second side's STR.", min=STR[0],
        max=STR[1])] = None,
    versus_figures: Annotated[int, typer.Option(
        "--versus-figures", metavar="N", help="Figures fighting on the second side.", min=1,
        max=MOST_FIGURES)] = 1,
    versus_charged: Annotated[bool, typer.Option(
        "--versus-charged", help="The second side was charged.")] = False,
    versus_afraid: Annotated[bool, typer.Option(
        "--versus-afraid", help="The second side failed its Courage test.")] = False,
    versus_dive: Annotated[bool, typer.Option(
        "--versus-dive", help="The second side dived onto its enemy.")] = False,
    versus_penalty: Annotated[list[str] | None, typer.Option(
        "--versus-penalty", metavar="STATE", help="The second side's die penalty.")] = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.melee_setup import Fighter, MeleeSetupSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    with options({**_fighter_options(False), **_fighter_options(True)}):
        spec = MeleeSetupSpec(
            Fighter(ini, att, def_, str_, figures, charged, afraid, dive,
                    tuple(penalty or ())),
            Fighter(versus_ini, versus_att, versus_def, versus_str, versus_figures,
                    versus_charged, versus_afraid, versus_dive, tuple(versus_penalty or ())))
    emit(run(spec, opts), opts.json)
