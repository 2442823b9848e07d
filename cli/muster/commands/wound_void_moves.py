"""`muster wound void`'s moves without a weapon: a fall, a grab, breaking free, throwing an
opponent, climbing, rappelling, jumping and travelling, without Typer (`muster.commands`);
registered by `muster.verbs.wound.void`, whose options (`muster.verbs._void`) their
annotations name. Each builds its rule's spec and rolls it (an attack is `wound_void`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands.wound_void import ATTRIBUTE, FIELDS, HP
from muster.errors import MusterError, options
from muster.i18n import say

if TYPE_CHECKING:
    from muster.games.void.athletics import AthleticsSpec
    from muster.rolling import RollOptions
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs._void import (
        AnimalSpeed,
        Cc,
        Defence,
        Distance,
        Durability,
        Fall,
        FallerHp,
        FallerMaxHp,
        FallerSize,
        GrabbedStrength,
        GrabberStrength,
        GrabTargetStrength,
        Height,
        High,
        Hours,
        JumpHeight,
        JumpRunUp,
        Km,
        Mod,
        MoveMod,
        MoverAgility,
        MoverHp,
        MoverMaxHp,
        MoverSize,
        MoverStrength,
        OneLimb,
        Pace,
        Perception,
        RappelStrength,
        SearchMod,
        Sense,
        Situation,
        Size,
        Strength,
        Struck,
        StruckHp,
        StruckValue,
        TargetAgility,
        TargetCc,
        TargetHp,
        TargetMaxHp,
        TargetSize,
    )


def _rolled(spec: object, opts: RollOptions) -> None:
    from muster.engine.render import emit
    from muster.rolling import run

    emit(run(spec, opts), opts.json)


def _opts(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
          as_json: bool) -> RollOptions:
    from muster.rolling import roll_options

    return roll_options(seed, dice, odds, times, as_json)


def fall(
    fall: Fall, target_size: FallerSize = 2, target_hp: FallerHp = HP,
    target_max_hp: FallerMaxHp = None,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.void.fall import FallSpec

    opts = _opts(seed, dice, odds, times, as_json)
    _rolled(FallSpec(fall, target_size, target_hp, target_max_hp), opts)


def _defence(defence: str) -> str | None:
    """The defence table's key, or None for none."""
    if defence.strip().lower() in ("none", "no", ""):
        return None
    from muster.games.void import catalogue as cat

    return cat.table("defence").require(defence, "defence")


def grab(
    cc: Cc = ATTRIBUTE, strength: Strength = ATTRIBUTE,
    target_strength: GrabTargetStrength = ATTRIBUTE, mod: Mod = None, defence: Defence = "none",
    target_agility: TargetAgility = ATTRIBUTE, target_cc: TargetCc = ATTRIBUTE,
    situation: Situation = None,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.void.grab import GrabSpec

    opts = _opts(seed, dice, odds, times, as_json)
    with options(FIELDS):
        spec = GrabSpec(cc, strength, target_strength, tuple(mod or ()), _defence(defence),
                        target_agility, target_cc, tuple(situation or ()))
    _rolled(spec, opts)


def break_free(
    strength: GrabberStrength = ATTRIBUTE, target_strength: GrabbedStrength = ATTRIBUTE,
    mod: Mod = None,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.void.grab import BreakFreeSpec

    opts = _opts(seed, dice, odds, times, as_json)
    with options(FIELDS):
        spec = BreakFreeSpec(target_strength, strength, tuple(mod or ()))
    _rolled(spec, opts)


def throw_opponent(
    size: Size = 2, target_size: TargetSize = 2, strength: Strength = ATTRIBUTE,
    one_limb: OneLimb = False, distance: Distance = None, target_hp: TargetHp = HP,
    target_max_hp: TargetMaxHp = None, struck: Struck = None,
    struck_value: StruckValue = None, struck_hp: StruckHp = None,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.void.throw_opponent import ThrowSpec

    opts = _opts(seed, dice, odds, times, as_json)
    _rolled(ThrowSpec(size, target_size, strength, one_limb, distance, target_hp,
                      target_max_hp, struck, struck_value, struck_hp), opts)


def climb(
    strength: MoverStrength = ATTRIBUTE, size: MoverSize = 2, mod: MoveMod = None,
    height: Height = None, hp: MoverHp = HP, max_hp: MoverMaxHp = None,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    opts = _opts(seed, dice, odds, times, as_json)
    _rolled(_on_strength("climb", strength, size, mod, height, hp, max_hp), opts)


def rappel(
    strength: RappelStrength = ATTRIBUTE, size: MoverSize = 2, mod: MoveMod = None,
    height: Height = None, hp: MoverHp = HP, max_hp: MoverMaxHp = None,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    opts = _opts(seed, dice, odds, times, as_json)
    _rolled(_on_strength("rappel", strength, size, mod, height, hp, max_hp), opts)


def _on_strength(move: str, strength: int, size: int, mod: list[int] | None,
                 height: int | None, hp: int, max_hp: int | None) -> AthleticsSpec:
    """Climbing and rappelling: the same Strength roll, told apart by ``move``."""
    from muster.games.void.athletics import AthleticsSpec

    with options({"attribute": "--strength", "mods": "--mod"}):
        return AthleticsSpec(move, strength, size, tuple(mod or ()), False, height, hp, max_hp)


def jump(
    agility: MoverAgility = ATTRIBUTE, size: MoverSize = 2, high: High = False,
    run_up: JumpRunUp = False, mod: MoveMod = None, height: JumpHeight = None,
    hp: MoverHp = HP, max_hp: MoverMaxHp = None,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.void.athletics import AthleticsSpec

    opts = _opts(seed, dice, odds, times, as_json)
    with options({"attribute": "--agility", "mods": "--mod"}):
        spec = AthleticsSpec("high-jump" if high else "long-jump", agility, size,
                             tuple(mod or ()), run_up, height, hp, max_hp)
    _rolled(spec, opts)


def travel(
    pace: Pace = "fast", km: Km = None, hours: Hours = None,
    durability: Durability = ATTRIBUTE, mod: MoveMod = None,
    animal_speed: AnimalSpeed = None, perception: Perception = None,
    search_mod: SearchMod = None, sense: Sense = "sight",
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.void.travel import TravelSearchSpec, TravelSpec

    opts = _opts(seed, dice, odds, times, as_json)
    with options({"mods": "--mod"}):
        journey = TravelSpec(pace, km, hours, durability, tuple(mod or ()), animal_speed)
    if perception is None:
        if search_mod or sense != "sight":
            raise MusterError(say("--search-mod and --sense belong to a search: give "
                                  "--perception P (slow travel)"))
        _rolled(journey, opts)
        return
    with options({"mods": "--search-mod"}):
        spec = TravelSearchSpec(journey, perception, tuple(search_mod or ()), sense)
    _rolled(spec, opts)
