"""The options `muster wound mageknight`'s subcommands share, declared once for Typer: the
verb module (`muster.verbs.wound.mageknight`) gives them to its commands, and the
functions (`muster.commands.wound_mageknight`) name them. Each subcommand takes only the
options its action reads (`muster.games.mageknight.wound.WoundSpec` refuses the others)."""

from __future__ import annotations

from typing import Annotated

import typer

# the help's panels of options
RANGED = "Ranged attack (L41-63, L83-91, L119-149)"
CLOSE = "Close combat and action tokens (L25-35, L50, L109)"

Attack = Annotated[int, typer.Option("--attack", "-a", help="Attack value on the dial "
                                     "(with your modifiers).")]
Defenses = Annotated[list[int], typer.Option(
    "--defense", "-D", help="A target's defense value; repeat for a multi-target attack.")]
# a capture and a captive's elimination have one target
Defense = Annotated[list[int], typer.Option(
    "--defense", "-D", help="The target's defense value.")]
Damage = Annotated[int | None, typer.Option(
    "--damage", "-m", metavar="N",
    help="Damage value (ranged damage for a ranged attack).")]
Healing = Annotated[int | None, typer.Option(
    "--damage", "-m", metavar="N", help="The healing amount: the clicks a hit heals.")]
# a capture and a captive's elimination deal no damage: taken (a warrior's whole dial may be
# typed) but not shown
NoDamage = Annotated[int | None, typer.Option("--damage", "-m", metavar="N", hidden=True)]
Split = Annotated[str | None, typer.Option(
    "--split", metavar="A,B,...", help="Share of the damage per --defense, in order; must sum "
    "to --damage.")]
HealSplit = Annotated[str | None, typer.Option(
    "--split", metavar="A,B,...", help="Share of the healing per --defense, in order; must "
    "sum to --damage.")]
Fortification = Annotated[list[int] | None, typer.Option(
    "--fortification", "-F", metavar="F",
    help="Fortification value added to a target's defense against a ranged attack; one per "
         "--defense.")]
# the flags that named the action before the subcommands did: each subcommand takes its
# own (`wound mk --heal ...` is `wound mk heal --heal ...`), not shown
Capture = Annotated[bool, typer.Option("--capture", hidden=True)]
Heal = Annotated[bool, typer.Option("--heal", hidden=True)]
Captive = Annotated[bool, typer.Option("--eliminate-captive", hidden=True)]
GolemMarker = Annotated[list[int] | None, typer.Option(
    "--golem-marker", metavar="K", help="A repair marker at click K of a golem's dial "
    "(repeatable); healing stops there.")]
ClicksTaken = Annotated[list[int] | None, typer.Option(
    "--clicks-taken", metavar="K", help="Clicks the target's dial is already turned; one per "
    "--defense.")]
SkullAt = Annotated[list[int] | None, typer.Option(
    "--skull-at", metavar="K", help="Click at which the target's dial shows the skulls; one "
    "per --defense.")]
Range = Annotated[int | None, typer.Option(
    "--range", metavar="IN", help="The attacker's range value (for --close-shot).",
    rich_help_panel=RANGED, min=1)]
Distance = Annotated[float | None, typer.Option(
    "--distance", metavar="IN", help="Inches to the target, as measured (4.5 allowed; for "
    "--close-shot).", rich_help_panel=RANGED, min=0)]
CloseShot = Annotated[str | None, typer.Option(
    "--close-shot", metavar="attack|damage", help="Bow: +{close_shot} to attack or to damage "
    "when the target is within half the range, rounded up.", rich_help_panel=RANGED)]
Precision = Annotated[bool, typer.Option(
    "--precision", help="Bow: shoot one target in contact with a friendly figure, "
                        "{precision} attack.", rich_help_panel=RANGED)]
FormationAttack = Annotated[int, typer.Option(
    "--formation-attack", metavar="N", help="Ranged formation: members (besides the primary "
    "attacker) giving +{formation_attack} attack each.", rich_help_panel=RANGED, min=0)]
FormationDamage = Annotated[int, typer.Option(
    "--formation-damage", metavar="N", help="Ranged formation: bow members giving "
    "+{formation_damage} damage each instead.", rich_help_panel=RANGED, min=0)]
TargetTerrain = Annotated[list[str] | None, typer.Option(
    "--target-terrain", metavar="T", help="Per --defense: clear, hindering (+{hindering}: the "
    "line of fire crosses it or the target is in it), elevated (+{elevated} against a "
    "non-elevated, non-flying attacker), elevated-hindering (+{both}); concealing counts as "
    "hindering.", rich_help_panel=RANGED)]
AttackerElevated = Annotated[bool, typer.Option(
    "--attacker-elevated", help="The attacker stands on elevated terrain too (no elevation "
    "bonus).", rich_help_panel=RANGED)]
AttackerFlying = Annotated[bool, typer.Option(
    "--attacker-flying", help="The attacker flies or hovers (no elevation bonus).",
    rich_help_panel=RANGED)]
GangUp = Annotated[int, typer.Option(
    "--gang-up", metavar="N", help="Friendly warriors helping the close attack (sword type, "
    "front arc on the target, no action token): +{gang_up} attack each; they get no token.",
    rich_help_panel=CLOSE)]
RearArc = Annotated[bool, typer.Option(
    "--rear-arc", help="+{rear_arc} attack: the attacker is in contact with the target's rear "
    "arc (close), or the line of fire crosses it (ranged).", rich_help_panel=CLOSE)]
Lunge = Annotated[bool, typer.Option(
    "--lunge", help="The attacker, in contact with no enemy, moves its speed and then attacks "
    "in close combat: {lunge} pushing damage after the move.", rich_help_panel=CLOSE)]
SecondToken = Annotated[bool, typer.Option(
    "--second-token", help="The attacker already has an action token: this action gives it a "
    "second one, {second_token} pushing damage at the end of the action.",
    rich_help_panel=CLOSE)]
