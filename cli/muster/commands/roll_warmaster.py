"""`muster roll warmaster`'s rolls (target, cast, command, game-length, gerroff, rage, storm,
dispel, spellbind, door), without Typer (`muster.commands`), and how every Warmaster roll is
rolled and shown (`roll_spec`); registered by `muster.verbs.roll.warmaster`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.render import emit
from muster.errors import MusterError
from muster.i18n import say

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.roll._wm_options import Armour, Count, StormCount, Value


def roll_spec(spec: Any, seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
              as_json: bool) -> None:
    """Roll ``spec`` with the rolling options and print it (every Warmaster roll)."""
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    emit(run(spec, opts), opts.json)


def target(
    target: Annotated[int | None, typer.Option(
        "--target", "-t", help="target: each die succeeds on this number or more (N+).")] = None,
    count: Count = 1,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.target import TargetSpec

    if target is None:
        raise MusterError(say("target needs --target N (each die succeeds on N+)"))
    roll_spec(TargetSpec(target, count), seed, dice, odds, times, as_json)


def command(
    value: Value = None,
    penalty: Annotated[int, typer.Option(
        "--penalty", "-p", help="command: total Command penalty (1 for -1).")] = 0,
    crown: Annotated[bool, typer.Option(
        "--crown", help="command: Crown of Command, the General's first order against an "
                        "unmodified {crown}.")] = False,
    helm: Annotated[bool, typer.Option(
        "--helm", help="command: Helm of Dominion, +{helm} Command (never above "
                        "{command_max}).")] = False,
    orb: Annotated[bool, typer.Option(
        "--orb", help="command: Orb of Majesty, the General's failed order is given anyway "
                      "(once a game); --odds tells how often it is spent.")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.command import CommandSpec, OrbCommandSpec

    spec = CommandSpec.of(value, penalty, crown, helm)
    if orb:
        spec = OrbCommandSpec(spec.value, penalty, crown, helm)
    roll_spec(spec, seed, dice, odds, times, as_json)


def cast(
    value: Value = None,
    spell: Annotated[str | None, typer.Option(
        "--spell", help="cast: take the casting value from a spell of the rulebook "
                        "(English or Czech name).")] = None,
    wand: Annotated[bool, typer.Option(
        "--wand", help="cast: Wand of Power, +{wand} to the first attempt.")] = False,
    reroll: Annotated[bool, typer.Option(
        "--reroll", help="cast: High Elf Mage, a failed casting is rolled once more.")] = False,
    reroll_after_one: Annotated[bool, typer.Option(
        "--reroll-after-one/--no-reroll-after-one",
        help="cast --reroll: may a natural {natural_fail} be rolled again? Default yes "
             "(RULINGS 21).")]
    = True,
    spellbound: Annotated[bool, typer.Option(
        "--spellbound", help="cast: the wizard is spellbound, -{spellbound} on every "
                              "attempt.")] = False,
    ring: Annotated[bool, typer.Option(
        "--ring", help="cast: Ring of Magic, the spell is cast with no roll (once a game).")]
    = False,
    runesmith: Annotated[bool, typer.Option(
        "--runesmith", help="cast: an enemy Dwarf Runesmith tries to dispel a cast spell, "
                            "{dispel}+ on a D{dispel_sides} (once per spell).")] = False,
    scroll: Annotated[bool, typer.Option(
        "--scroll", help="cast: the enemy's Scroll of Dispelling cancels a cast spell (with "
                         "--runesmith: after his dispel fails).")] = False,
    staff: Annotated[bool, typer.Option(
        "--staff", help="cast: the enemy's Staff of Spellbinding: if the casting fails, "
                        "{spellbind}+ spellbinds the wizard.")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.casting import CastSpec, SpellcraftSpec

    spec: Any = CastSpec.of(value, spell, wand=wand, reroll=reroll, spellbound=spellbound,
                            reroll_after_one=reroll_after_one)
    if ring or runesmith or scroll or staff:
        spec = SpellcraftSpec(spec, ring, runesmith, scroll, staff)
    roll_spec(spec, seed, dice, odds, times, as_json)


def game_length(
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.game_length import GameLengthSpec

    roll_spec(GameLengthSpec(), seed, dice, odds, times, as_json)


def gerroff(
    one_die: Annotated[bool, typer.Option(
        "--one-die", help="gerroff: read '{gerroff_dice} x D6 cm' as one D6 times "
                          "{gerroff_cm} cm (default: {gerroff_dice}D6 added, RULINGS "
                          "19).")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.gerroff import GerroffSpec

    roll_spec(GerroffSpec(one_die), seed, dice, odds, times, as_json)


def _saves(armour: list[str]) -> tuple[int | None, ...]:
    from muster.games.warmaster.armour import parse_armour

    return tuple(parse_armour(a) for a in armour)


def rage(
    count: Count = 1, armour: Armour = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.rage import RageSavesSpec, RageSpec

    spec: Any = RageSpec(count)
    if armour:
        if len(armour) > 1:
            raise MusterError(say("rage: one --armour, the unit's own save"))
        spec = RageSavesSpec(count, _saves(armour)[0])
    roll_spec(spec, seed, dice, odds, times, as_json)


def storm(
    count: StormCount = 1, armour: Armour = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.storm import StormSavesSpec, StormSpec

    spec: Any = StormSpec(count)
    if armour:
        spec = StormSavesSpec.of(count, _saves(armour))
    roll_spec(spec, seed, dice, odds, times, as_json)


def _counter(kind: str, seed: int | None, dice: list[str] | None, odds: bool,
             times: int | None, as_json: bool) -> None:
    from muster.games.warmaster.casting import CounterSpec

    roll_spec(CounterSpec(kind), seed, dice, odds, times, as_json)


def dispel(
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    _counter("dispel", seed, dice, odds, times, as_json)


def spellbind(
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    _counter("spellbind", seed, dice, odds, times, as_json)


def door(
    troop: Annotated[str | None, typer.Option(
        "--troop", help="door: infantry, cavalry or character, or pěchota, jízda, osobnost "
                        "(monsters, artillery, machines and chariots cannot pass).")] = None,
    stands: Annotated[int | None, typer.Option(
        "--stands", metavar="INTEGER", help="door: the unit's stands passing the small door.",
        min=0)] = None,
    characters: Annotated[int, typer.Option(
        "--characters", metavar="INTEGER",
        help="door: character stands passing with it (no limit).", min=0)]
        = 0,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.door import DoorSpec

    roll_spec(DoorSpec.of(troop, stands, characters), seed, dice, odds, times, as_json)
