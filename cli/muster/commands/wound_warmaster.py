"""`muster wound warmaster`: attacks to hit and armour saves, without Typer
(`muster.commands`); registered by `muster.verbs.wound.warmaster`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times


def warmaster(
    attacks: Annotated[int, typer.Option("--attacks", "-a", help="Number of attacks (dice).")],
    to_hit: Annotated[int | None, typer.Option(
        "--to-hit", "-t",
        help="Each attack hits on a d6 roll of this number or more (4 for 4+).")] = None,
    armour: Annotated[str, typer.Option(
        "--armour", "--armor", "-A",
        help="The target's armour save: {armour_best} to {armour_worst} (or 4+), or 'none' / 0 "
             "for no save.")] = "none",
    fortified: Annotated[bool, typer.Option(
        "--fortified", help="A fortified target: hit only on a {fortified} (overrides "
                               "--to-hit).")]
    = False,
    ignore_armour: Annotated[bool, typer.Option(
        "--ignore-armour", help="Armour has no effect (Hail of Destruction, Curse of Chaos).")]
    = False,
    reroll_one_failed: Annotated[bool, typer.Option(
        "--reroll-one-failed", help="Sword of Cleaving: re-roll one missed attack (combat).")]
    = False,
    reroll_one_save: Annotated[bool, typer.Option(
        "--reroll-one-save", help="Sword of Destruction: the target re-rolls one successful "
                                  "save (combat).")] = False,
    shielding: Annotated[bool, typer.Option(
        "--shielding", help="Banner of Shielding: armour one better, never better than "
                               "{armour_best}+.")]
    = False,
    steadfast: Annotated[bool, typer.Option(
        "--steadfast", help="Banner of Steadfastness: cancel one shooting hit after saves.")]
    = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.warmaster.armour import parse_armour
    from muster.games.warmaster.wound import WoundSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    spec = WoundSpec(attacks, to_hit, parse_armour(armour), fortified=fortified,
                     ignore_armour=ignore_armour, reroll_one_failed=reroll_one_failed,
                     reroll_one_save=reroll_one_save, shielding=shielding, steadfast=steadfast)
    emit(run(spec, opts), opts.json)
