"""`muster wound battlelore`: one attack from the dice to figures removed, retreat and battle
back (`muster.games.battlelore.wound.WoundSpec`), without Typer (`muster.commands`);
registered by `muster.verbs.wound.battlelore`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.errors import MusterError, options, spelt
from muster.i18n import say

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times

AFTER = "Before and after the battle"

# the spec's fields whose option is not named after them (the rest are: target_type is
# --target-type); the target's colour is named as it was given (--target-colour, --target, -t)
OPTIONS = {"rolled": "--faces"}


def battlelore(
    target_colour: Annotated[str, typer.Option(
        "--target-colour", "--target", "-t",
        help="Banner colour of the unit being hit: green, blue or red.")],
    weapon: Annotated[str, typer.Option(
        "--weapon", "-w", help="Attacker's weapon: short-sword, long-sword, common-bow, "
                               "crossbow.")],
    target_type: Annotated[str | None, typer.Option(
        "--target-type", help="foot (default) or mounted.")] = None,
    attacker_colour: Annotated[str | None, typer.Option(
        "--attacker-colour", "-a",
        help="Attacker's banner colour; sets the base dice (green {green}, blue {blue}, "
             "red {red}).")] = None,
    faces: Annotated[list[str] | None, typer.Option(
        "--faces", "-f", metavar="F[,F...]",
        help="The faces as rolled at the table: green,blue,red,bonus,flag,lore "
             "(same as --dice).")] = None,
    moved: Annotated[bool, typer.Option(
        "--moved", help="The attacker moved this turn (a common bow loses one die).")] = False,
    terrain_cap: Annotated[int | None, typer.Option(
        "--terrain-cap", metavar="N", help="Terrain allows at most N base dice.", min=0)]
        = None,
    extra: Annotated[int, typer.Option(
        "--extra", metavar="N", help="Dice added by a card or lore (not capped).", min=0)]
        = 0,
    point_blank: Annotated[bool, typer.Option(
        "--point-blank", help="A bow or crossbow shooting an adjacent unit (a melee attack).")]
        = False,
    figures: Annotated[int | None, typer.Option(
        "--figures", metavar="N",
        help="Figures left in the target, banner bearer included (default: a full unit, "
             "foot {foot}, mounted {mounted}).")] = None,
    morale: Annotated[str, typer.Option(
        "--morale", help="Target's morale: bold, normal (default) or frightened.")] = "normal",
    supported: Annotated[bool, typer.Option(
        "--supported", help="The target is adjacent to at least 2 friendly units: it counts "
                            "as Bold while supported.")] = False,
    decline_ignore: Annotated[bool, typer.Option(
        "--decline-ignore", help="A Bold or supported unit chooses NOT to ignore a flag.")]
        = False,
    blocked: Annotated[int | None, typer.Option(
        "--blocked", metavar="K",
        help="K of the retreat hexes cannot be taken (each costs a figure).", min=0)] = None,
    room: Annotated[int | None, typer.Option(
        "--room", metavar="K",
        help="Only K hexes are free to retreat into; each further hex costs a figure.",
        min=0)] = None,
    attacker_type: Annotated[str | None, typer.Option(
        "--attacker-type", help="foot or mounted: mounted units pursue after a melee that "
        "vacates the hex.", rich_help_panel=AFTER)] = None,
    moved_hexes: Annotated[int | None, typer.Option(
        "--moved-hexes", metavar="N", help="Hexes the attacker moved this turn: refused past "
        "what its colour and type may move and still battle (a blue foot unit that moved "
        "{blue_foot_too_far} may not battle).", rich_help_panel=AFTER, min=0)] = None,
    hexes: Annotated[int | None, typer.Option(
        "--hexes", metavar="N", help="Hexes from the attacker to the target, the target's "
        "hex counted and the attacker's not: refused beyond the weapon's range (common bow "
        "{bow}, crossbow {crossbow}); 1 is adjacent, a melee (a bow shoots point blank).")]
        = None,
    adjacent_enemy: Annotated[bool, typer.Option(
        "--adjacent-enemy", help="An enemy is adjacent to the attacker: it must battle an "
        "adjacent enemy in melee (a ranged shot is refused).", rich_help_panel=AFTER)] = False,
    battle: Annotated[str, typer.Option(
        "--battle", metavar="KIND", help="attack (default), bonus (the bonus melee attack "
        "after a pursuit: may gain ground, not pursue again), battle-back (no follow-ons, no "
        "further battle back), ambush (the defender battling first: no follow-ons; the "
        "ambushed attacker does not battle back, its own attack follows if it held its hex).",
        rich_help_panel=AFTER)] = "attack",
    banners: Annotated[int | None, typer.Option(
        "--banners", metavar="N", help="Victory banners the rolling side has before this "
        "attack; a destroyed unit adds one.", rich_help_panel=AFTER, min=0)] = None,
    victory: Annotated[int | None, typer.Option(
        "--victory", metavar="N", help="The adventure's victory banner count (usually "
        "{usual}): reaching it ends the game at once.", rich_help_panel=AFTER, min=1)] = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    if faces and dice:
        raise MusterError(say("--faces and --dice are the same thing; give one"))
    if faces and (odds or times is not None):
        raise MusterError(say("--faces are dice already rolled; --odds and --times roll by "
                              "themselves (give --attacker-colour instead)"))
    from muster.engine.die import split_dice
    from muster.engine.render import emit
    from muster.games.battlelore.wound import WoundSpec
    from muster.rolling import roll_options, run

    entered = list(faces or dice or [])
    opts = roll_options(seed, entered, odds, times, as_json)
    with options({**OPTIONS, "target": spelt("target_colour")}):
        spec = WoundSpec.named(
            target=target_colour, weapon=weapon, target_type=target_type,
            point_blank=point_blank, attacker_colour=attacker_colour,
            rolled=len(split_dice(entered)) if entered else None, moved=moved,
            terrain_cap=terrain_cap, extra=extra, figures=figures, morale=morale,
            supported=supported, use_ignore=not decline_ignore, blocked=blocked, room=room,
            attacker_type=attacker_type, moved_hexes=moved_hexes,
            adjacent_enemy=adjacent_enemy, battle=battle, banners=banners, victory=victory,
            hexes=hexes)
    emit(run(spec, opts), opts.json)
