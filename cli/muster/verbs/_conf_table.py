"""The `roll conf` subcommands about the table rather than a test: a flying move (`fly`),
the melee set-up (`melee-setup`) and the Toxic figures (`toxic`). Registered on the
`roll conf` group by `register`; each imports its rule module only when it runs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import typer

from muster.engine.render import emit
from muster.verbs import options
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

_COMMANDS: list[tuple[tuple[Any, ...], dict[str, Any], Callable[..., None]]] = []

Penalty = Annotated[list[str] | None, typer.Option(
    "--penalty", "-p", metavar="STATE", help="The first side's die penalty (stunned, a wound "
    "level, blood-brother); repeat for stunned plus a wound.")]


def _later(*args: Any, **kwargs: Any) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """``@app.command(...)`` kept until `register` has the app."""
    def keep(fn: Callable[..., None]) -> Callable[..., None]:
        _COMMANDS.append((args, kwargs, fn))
        return fn
    return keep


def register(app: typer.Typer) -> None:
    for args, kwargs, fn in _COMMANDS:
        app.command(*args, **kwargs)(fn)


@_later("toxic", help="Toxic / X: how many toxic fighters are chosen this round, one per "
             "100 A.P. or part of 100 of the army's toxic fighters (data/rolls.toml). No die "
             "is rolled: a toxic die takes an attack or shooting die's place (its second "
             "damage roll: wound conf --toxic X).\n\n"
             "Examples:\n\n  muster roll conf toxic --points 250 --toxic 6")
def toxic(
    points: Annotated[int, typer.Option(
        "--points", metavar="AP", help="The A.P. of the army's toxic fighters (their "
        "artefacts, spells, miracles and experience cards too).")],
    x: Annotated[int | None, typer.Option(
        "--toxic", metavar="X", help="Toxic / X: the STR of the second damage roll.")] = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.abilities import ToxicSpec, toxic_round

    with options({"x": "--toxic"}):
        spec = ToxicSpec(points, x)
    emit(toxic_round(spec), as_json)


@_later("fly", help="A flying move (no die): every altitude level up or down costs "
             "air movement, a creature fights only figures at its own level, and a dive "
             "onto a figure one level below raises its INI, ATT and STR in the next melee "
             "phase (data/flying.toml).\n\n"
             "Examples:\n\n"
             "  muster roll conf fly --air-mov 25 --start 0 --end 2\n\n"
             "  muster roll conf fly --air-mov 25 --start 2 --target-level 1 --dive")
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
        "rule).")] = None,
    obstacle: Annotated[float | None, typer.Option(
        "--obstacle", metavar="CM", help="An obstacle's height on the way: at low altitude "
        "one taller than the ground MOV is flown around.")] = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.flying import FlyingMove, FlySpec

    spec = FlySpec(air_mov, start, end, target_level, dive, ground_mov, obstacle)
    emit(FlyingMove(spec), as_json)


def _fighter_options(versus: bool) -> dict[str, str]:
    pre = "--versus-" if versus else "--"
    return {("versus_" if versus else "") + k: pre + v for k, v in (
        ("ini", "ini"), ("att", "att"), ("def", "def"), ("str", "str"), ("figures", "figures"),
        ("dive", "dive"))}


@_later("melee-setup", help="Before the blows of a melee: each side's dice (one for "
             "himself and one per enemy in base contact), its INI, ATT, DEF and STR after a "
             "charge's and fear's penalties (never below 0) and a dive's bonus, and the "
             "initiative roll (d6 + INI against d6 + INI, a group's best INI +1 per model "
             "after the first, ties rolled again) that makes one side the attacker; the "
             "defender splits its dice first (data/tests.toml [melee_setup]).\n\n"
             "Examples:\n\n"
             "  muster roll conf melee-setup --ini 3 --def 3 --charged --versus-ini 3 "
             "--dice 2,2\n\n"
             "  muster roll conf melee-setup --ini 4 --att 7 --def 6 --charged "
             "--versus-ini 2 --versus-figures 4 --odds")
def melee_setup_(
    ini: Annotated[int, typer.Option("--ini", help="The first side's INI (a group: its best).")],
    versus_ini: Annotated[int, typer.Option("--versus-ini", help="The second side's INI.")],
    att: Annotated[int | None, typer.Option("--att", help="The first side's ATT.")] = None,
    def_: Annotated[int | None, typer.Option("--def", help="The first side's DEF.")] = None,
    str_: Annotated[int | None, typer.Option("--str", help="The first side's STR.")] = None,
    figures: Annotated[int, typer.Option(
        "--figures", metavar="N", help="Figures fighting on the first side.")] = 1,
    charged: Annotated[bool, typer.Option(
        "--charged", help="The first side was charged: -1 INI, ATT and DEF.")] = False,
    afraid: Annotated[bool, typer.Option(
        "--afraid", help="The first side failed its Courage test: -1 INI, ATT and DEF.")]
        = False,
    dive: Annotated[bool, typer.Option(
        "--dive", help="The first side dived onto its enemy: +3 INI, ATT and STR.")] = False,
    penalty: Penalty = None,
    versus_att: Annotated[int | None, typer.Option(
        "--versus-att", help="The second side's ATT.")] = None,
    versus_def: Annotated[int | None, typer.Option(
        "--versus-def", help="The second side's DEF.")] = None,
    versus_str: Annotated[int | None, typer.Option(
        "--versus-str", help="The second side's STR.")] = None,
    versus_figures: Annotated[int, typer.Option(
        "--versus-figures", metavar="N", help="Figures fighting on the second side.")] = 1,
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
    from muster.engine.run import run
    from muster.games.confrontation.melee_setup import Fighter, MeleeSetupSpec

    opts = roll_options(seed, dice, odds, times, as_json)
    with options({**_fighter_options(False), **_fighter_options(True),
                  "penalties": "--penalty", "versus_penalties": "--versus-penalty"}):
        spec = MeleeSetupSpec(
            Fighter(ini, att, def_, str_, figures, charged, afraid, dive,
                    tuple(penalty or ())),
            Fighter(versus_ini, versus_att, versus_def, versus_str, versus_figures,
                    versus_charged, versus_afraid, versus_dive, tuple(versus_penalty or ())))
    emit(run(spec, opts), opts.json)
