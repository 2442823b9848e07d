"""`muster roll mageknight`: the 2d6 attack roll, without Typer (`muster.commands`);
registered by `muster.verbs.roll.mageknight`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import emit
from muster.errors import options
from muster.i18n import say_p

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times

OPTIONS = {
    "defenses": "--defense",  # the rule's fields named otherwise than their options
    # the rules a refusal sends the reader to, as the commands that roll them
    "WoundSpec": say_p("a command", "{command}", command="muster wound mk"),
    "AttackSpec": say_p("a subcommand", "{command}", command="roll mk"),
}


def mageknight(
    attack: Annotated[int, typer.Option("--attack", "-a", help="Attack value on the dial "
                                        "(with your modifiers).")],
    defense: Annotated[list[int], typer.Option(
        "--defense", "-D", help="A target's defense value; repeat for a multi-target attack.")],
    fortification: Annotated[list[int] | None, typer.Option(
        "--fortification", "-F", metavar="F",
        help="Fortification value added to a target's defense against this ranged attack; "
             "one per --defense, in order.")] = None,
    range_in: Annotated[int | None, typer.Option(
        "--range", metavar="IN", help="The attacker's range value (for --close-shot).",
        min=1)] = None,
    distance: Annotated[float | None, typer.Option(
        "--distance", metavar="IN", help="Inches to the target, as measured (for "
        "--close-shot).", min=0)] = None,
    close_shot: Annotated[str | None, typer.Option(
        "--close-shot", metavar="attack", help="Bow: +{close_shot} attack when the target is "
        "within half the range, rounded up (the +{close_shot} damage choice is wound "
        "mk's).")] = None,
    precision: Annotated[bool, typer.Option(
        "--precision", help="Bow: one target in contact with a friendly figure, "
        "{precision} attack.")]
        = False,
    formation_attack: Annotated[int, typer.Option(
        "--formation-attack", metavar="N", help="Ranged formation members giving "
        "+{formation_attack} attack each (besides the primary attacker).", min=0)] = 0,
    target_terrain: Annotated[list[str] | None, typer.Option(
        "--target-terrain", metavar="T", help="Per --defense: clear, hindering (+{hindering}), "
        "elevated (+{elevated} against a non-elevated, non-flying attacker), elevated-hindering "
        "(+{both}); concealing counts as hindering.")] = None,
    attacker_elevated: Annotated[bool, typer.Option(
        "--attacker-elevated", help="The attacker is on elevated terrain too.")] = False,
    attacker_flying: Annotated[bool, typer.Option(
        "--attacker-flying", help="The attacker flies or hovers.")] = False,
    gang_up: Annotated[int, typer.Option(
        "--gang-up", metavar="N", help="Friendly warriors helping the close attack (sword "
        "type, front arc on the target, no action token): +{gang_up} attack each; they get "
        "no token.")] = 0,
    rear_arc: Annotated[bool, typer.Option(
        "--rear-arc", help="+{rear_arc} attack: the attacker is in contact with the "
        "target's rear arc (close), or the line of fire crosses it (ranged).")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.mageknight.attack import AttackSpec
    from muster.games.mageknight.close import CloseSpec
    from muster.games.mageknight.ranged import RangedSpec, terrain_key
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    with options(OPTIONS):
        ranged = RangedSpec(range=range_in, distance=distance, close_shot=close_shot,
                            precision=precision, formation_attack=formation_attack,
                            target_terrain=tuple(terrain_key(t) for t in target_terrain or ()),
                            attacker_elevated=attacker_elevated,
                            attacker_flying=attacker_flying)
        spec = AttackSpec(attack, tuple(defense), tuple(fortification or ()), ranged,
                          CloseSpec(gang_up, rear_arc))
    emit(run(spec, opts), opts.json)
