"""`muster wound void attack`: one attack through hit, defence, automatic hits, Armor and
damage, without Typer (`muster.commands`); registered by `muster.verbs.wound.void`, whose
options (`muster.verbs._void`) its annotations name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.errors import MusterError, options
from muster.i18n import _

if TYPE_CHECKING:
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs._void import (
        Action,
        AttackerSize,
        AttackTargetSize,
        Cc,
        Charge,
        ChargeDistance,
        CoverArmor,
        Defence,
        DefenceMod,
        Fixed,
        Immobilised,
        Mod,
        Mode,
        Modification,
        RangeM,
        Rc,
        RunUp,
        SecondWeapon,
        Situation,
        SniperTripod,
        Special,
        Squad,
        Strength,
        TargetAgility,
        TargetArmor,
        TargetCc,
        TargetDurability,
        TargetHp,
        TargetMaxHp,
        Targets,
        TargetShield,
        TargetStrength,
        TargetWill,
        Weapon,
    )

ATTRIBUTE = 10  # an attribute not given (Strength, CC, Agility ...)
HP = 40  # a target's HP not given

# the spec fields whose options are not named after them
FIELDS = {"mods": "--mod", "range_m": "--range", "defence_mods": "--defence-mod",
          "charge_m": "--charge-distance", "situations": "--situation",
          "wills": "--target-will"}


def attack(
    weapon: Weapon = None,
    second_weapon: SecondWeapon = None,
    mode: Mode = None,
    modification: Modification = None,
    charge: Charge = None,
    strength: Strength = ATTRIBUTE,
    cc: Cc = ATTRIBUTE,
    rc: Rc = ATTRIBUTE,
    mod: Mod = None,
    range_m: RangeM = None,
    run_up: RunUp = False,
    special: Special = None,
    charge_distance: ChargeDistance = 0,
    immobilised: Immobilised = False,
    defence: Defence = "none",
    defence_mod: DefenceMod = None,
    target_shield: TargetShield = False,
    target_armor: TargetArmor = 0,
    target_agility: TargetAgility = ATTRIBUTE,
    target_cc: TargetCc = ATTRIBUTE,
    target_durability: TargetDurability = ATTRIBUTE,
    target_strength: TargetStrength = ATTRIBUTE,
    target_hp: TargetHp = HP,
    target_max_hp: TargetMaxHp = None,
    fixed: Fixed = False,
    sniper_tripod: SniperTripod = False,
    action: Action = None,
    targets: Targets = 1,
    squad: Squad = False,
    target_will: TargetWill = None,
    situation: Situation = None,
    cover_armor: CoverArmor = None,
    size: AttackerSize = None,
    target_size: AttackTargetSize = None,
    *, seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.void.attack import AttackSpec, is_volley
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    if weapon is None:
        raise MusterError(_("give the attacking --weapon (or --fall M, or --action grab, "
                            "break-free or throw-opponent)"))
    with options(FIELDS):
        one = AttackSpec(
            weapon, mode=mode, modification=modification, charge=charge, strength=strength,
            cc=cc, rc=rc, mods=tuple(mod or ()), range_m=range_m, run_up=run_up,
            target_armor=target_armor, target_agility=target_agility, target_cc=target_cc,
            target_hp=target_hp, target_max_hp=target_max_hp, defence=defence,
            defence_mods=tuple(defence_mod or ()), special=special, charge_m=charge_distance,
            target_shield=target_shield, immobilised=immobilised,
            target_durability=target_durability, target_strength=target_strength,
            second_weapon=second_weapon, fixed=fixed, sniper_tripod=sniper_tripod,
            action=action, squad=squad, target_will=(target_will or [ATTRIBUTE])[0],
            situations=tuple(situation or ()), size=size, target_size=target_size,
            cover_armor=cover_armor)
        spec: object = one
        # each target's Will (covering fire, L15), when given once per target
        wills = tuple(target_will or ()) if len(target_will or ()) > 1 else ()
        if is_volley(one, targets) or wills:  # the volley's rule only when it is one
            from muster.games.void.volley import VolleySpec

            spec = VolleySpec(one, targets, wills)
    emit(run(spec, opts), opts.json)
