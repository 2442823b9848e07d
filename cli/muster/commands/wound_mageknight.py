"""`muster wound mageknight`: an attack's damage and what it does to the target, without
Typer (`muster.commands`); registered by `muster.verbs.wound.mageknight`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import emit
from muster.errors import MusterError, options
from muster.i18n import say
from muster.numbers import NotANumber, parse_int

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times

# the rule's fields named otherwise than their options
OPTIONS = {"defenses": "--defense", "golem_markers": "--golem-marker"}
# the help's panels of options
RANGED = "Ranged attack (L41-63, L83-91, L119-149)"
CLOSE = "Close combat and action tokens (L25-35, L50, L109)"


def mageknight(
    attack: Annotated[int, typer.Option("--attack", "-a", help="Attack value on the dial "
                                        "(with your modifiers).")],
    defense: Annotated[list[int], typer.Option(
        "--defense", "-D", help="A target's defense value; repeat for a multi-target attack.")],
    damage: Annotated[int | None, typer.Option(
        "--damage", "-m", metavar="N",
        help="Damage value (ranged damage for a ranged attack); the healing amount with "
             "--heal. Not needed with --capture.")] = None,
    split: Annotated[str | None, typer.Option(
        "--split", metavar="A,B,...", help="Share of the damage per --defense, in order; "
        "must sum to --damage.")] = None,
    fortification: Annotated[list[int] | None, typer.Option(
        "--fortification", "-F", metavar="F",
        help="Fortification value added to a target's defense against a ranged attack; "
             "one per --defense.")] = None,
    capture: Annotated[bool, typer.Option(
        "--capture", help="Capture attempt: one target, {capture} to attack, no "
        "damage.")] = False,
    eliminate_captive: Annotated[bool, typer.Option(
        "--eliminate-captive", help="A close attack on your own captive: {captive} to "
        "attack; a hit eliminates it, a miss leaves it unharmed (no gang-up bonus).")] = False,
    heal: Annotated[bool, typer.Option(
        "--heal", help="A healing roll: heal --damage clicks instead of dealing damage.")] = False,
    golem_marker: Annotated[list[int] | None, typer.Option(
        "--golem-marker", metavar="K", help="A repair marker at click K of a golem's dial "
        "(repeatable); healing stops there.")] = None,
    clicks_taken: Annotated[list[int] | None, typer.Option(
        "--clicks-taken", metavar="K", help="Clicks the target's dial is already turned; "
        "one per --defense.")] = None,
    skull_at: Annotated[list[int] | None, typer.Option(
        "--skull-at", metavar="K", help="Click at which the target's dial shows the skulls; "
        "one per --defense.")] = None,
    range_in: Annotated[int | None, typer.Option(
        "--range", metavar="IN", help="The attacker's range value (for --close-shot).",
        rich_help_panel=RANGED)] = None,
    distance: Annotated[float | None, typer.Option(
        "--distance", metavar="IN", help="Inches to the target, as measured (4.5 allowed; "
        "for --close-shot).",
        rich_help_panel=RANGED)] = None,
    close_shot: Annotated[str | None, typer.Option(
        "--close-shot", metavar="attack|damage", help="Bow: +{close_shot} to attack or to damage "
        "when "
        "the target is within half the range, rounded up.", rich_help_panel=RANGED)] = None,
    precision: Annotated[bool, typer.Option(
        "--precision", help="Bow: shoot one target in contact with a friendly figure, "
                            "{precision} attack.", rich_help_panel=RANGED)] = False,
    formation_attack: Annotated[int, typer.Option(
        "--formation-attack", metavar="N", help="Ranged formation: members (besides the "
        "primary attacker) giving +{formation_attack} attack each.", rich_help_panel=RANGED)] = 0,
    formation_damage: Annotated[int, typer.Option(
        "--formation-damage", metavar="N", help="Ranged formation: bow members giving "
        "+{formation_damage} damage each instead.", rich_help_panel=RANGED)] = 0,
    target_terrain: Annotated[list[str] | None, typer.Option(
        "--target-terrain", metavar="T", help="Per --defense: clear, hindering (+{hindering}: "
        "the line of fire crosses it or the target is in it), elevated (+{elevated} against a "
        "non-elevated, "
        "non-flying attacker), elevated-hindering (+{both}); concealing counts as hindering.",
        rich_help_panel=RANGED)] = None,
    attacker_elevated: Annotated[bool, typer.Option(
        "--attacker-elevated", help="The attacker stands on elevated terrain too (no "
        "elevation bonus).", rich_help_panel=RANGED)] = False,
    attacker_flying: Annotated[bool, typer.Option(
        "--attacker-flying", help="The attacker flies or hovers (no elevation bonus).",
        rich_help_panel=RANGED)] = False,
    gang_up: Annotated[int, typer.Option(
        "--gang-up", metavar="N", help="Friendly warriors helping the close attack (sword "
        "type, front arc on the target, no action token): +{gang_up} attack each; they get "
        "no token.", rich_help_panel=CLOSE)] = 0,
    rear_arc: Annotated[bool, typer.Option(
        "--rear-arc", help="+{rear_arc} attack: the attacker is in contact with the "
        "target's rear arc (close), or the line of fire crosses it (ranged).",
        rich_help_panel=CLOSE)] = False,
    lunge: Annotated[bool, typer.Option(
        "--lunge", help="The attacker, in contact with no enemy, moves its speed and then "
        "attacks in close combat: {lunge} pushing damage after the move.",
        rich_help_panel=CLOSE)] = False,
    second_token: Annotated[bool, typer.Option(
        "--second-token", help="The attacker already has an action token: this action gives "
        "it a second one, {second_token} pushing damage at the end of the action.",
        rich_help_panel=CLOSE)] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run
    from muster.games.mageknight.close import CloseSpec
    from muster.games.mageknight.ranged import RangedSpec, terrain_key
    from muster.games.mageknight.wound import WoundSpec
    from muster.rolling import roll_options

    opts = roll_options(seed, dice, odds, times, as_json)
    with options(OPTIONS):
        ranged = RangedSpec(range=range_in, distance=distance, close_shot=close_shot,
                            precision=precision, formation_attack=formation_attack,
                            formation_damage=formation_damage,
                            target_terrain=tuple(terrain_key(t) for t in target_terrain or ()),
                            attacker_elevated=attacker_elevated,
                            attacker_flying=attacker_flying)
        spec = WoundSpec(attack, tuple(defense), damage,
                         split=None if split is None else parse_split(split),
                         fortification=tuple(fortification or ()), capture=capture, heal=heal,
                         eliminate_captive=eliminate_captive,
                         golem_markers=tuple(golem_marker or ()),
                         clicks_taken=tuple(clicks_taken or ()), skull_at=tuple(skull_at or ()),
                         ranged=ranged,
                         close=CloseSpec(gang_up, rear_arc, lunge, second_token))
    emit(run(spec, opts), opts.json)


def parse_split(text: str) -> tuple[int, ...]:
    """'1,1' or '2 0' -> (1, 1) / (2, 0)."""
    parts = [p for p in text.replace(",", " ").split() if p]
    if not parts:
        raise MusterError(say("--split '{text}' is empty; give one number per --defense, "
                              "e.g. --split 1,1", text=text))
    out = []
    for p in parts:
        try:
            out.append(parse_int(p))
        except NotANumber:
            raise MusterError(say("--split '{text}': '{p}' is not a whole number",
                                  text=text, p=p)) from None
    return tuple(out)
