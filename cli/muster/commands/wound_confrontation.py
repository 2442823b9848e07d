"""`muster wound confrontation blow`, ``melee`` and ``exchange``: one damage roll, a melee
wave and a wave with the strike back, without Typer (`muster.commands`); registered by
`muster.verbs.wound.confrontation`, whose options (`muster.verbs.wound._conf_options`) their
annotations name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.render import emit
from muster.errors import MusterError, options
from muster.i18n import say
from muster.limits import CHARACTERISTICS, MOST_CHARACTERISTIC, MOST_STRENGTH, MOST_WAVE_DICE

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.games.confrontation.melee import MeleeSpec
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.wound._conf_options import (
        MELEE,
        TOUGH,
        Ambidextrous,
        Assassin,
        AssassinImmune,
        Att,
        AttackAt,
        AttackerExtra,
        AttackerPenalty,
        Bane,
        Colossal,
        Counter,
        Current,
        Def,
        DefenderAttacks,
        DefenderExtra,
        Enormous,
        Fencer,
        Fierce,
        Gigantic,
        HardBoiled,
        Immune,
        Instinct,
        Melee,
        Opponents,
        Parries,
        Possessed,
        Resilience,
        Strength,
        Stunned,
        Sustained,
    )


def big_creature(colossal: bool, enormous: bool, gigantic: bool, fierce: bool) -> str | None:
    chosen = [n for n, on in (("colossal", colossal), ("enormous", enormous),
                              ("gigantic", gigantic), ("fierce", fierce)) if on]
    if len(chosen) > 1:
        raise MusterError(say("choose one of --colossal, --enormous, --gigantic, --fierce "
                              "(got {options})", options=", ".join("--" + c for c in chosen)))
    return chosen[0] if chosen else None


FIELDS = {"strength": "--str", "resilience": "--res"}


def blow(
    strength: Strength, resilience: Resilience, current: Current = "none",
    hard_boiled: HardBoiled = False, bane: Bane = False,
    master_strike: Annotated[int, typer.Option(
        "--master-strike", "-m", metavar="D",
        help="A master strike hit at difficulty D: D is added to the score.")] = 0,
    assassin: Assassin = False, survival_instinct: Instinct = False,
    colossal: Colossal = False, enormous: Enormous = False, gigantic: Gigantic = False,
    fierce: Fierce = False,
    killed_before: Annotated[int, typer.Option(
        "--killed-before", "-k", metavar="K",
        help="Kills the figure has already survived (for the options above).",
        rich_help_panel=TOUGH, min=0)] = 0,
    possessed: Possessed = False, immune: Immune = None,
    assassin_immune: AssassinImmune = False,
    toxic: Annotated[int | None, typer.Option(
        "--toxic", metavar="X", help="Toxic / X: the roll that led here was the toxic die, so "
        "a second damage roll at STR X follows at once (with the target's abilities).")]
        = None,
    toxic_immune: Annotated[bool, typer.Option(
        "--toxic-immune", help="Target is living-dead, a construct or immortal: --toxic "
                               "does nothing.")] = False,
    location: Annotated[str | None, typer.Option(
        "--location", metavar="PART", help="A fixed location (a failed jump or a fall is a "
        "leg wound): the dice still give the score; doubles stay exceptional.")] = None,
    stunned: Annotated[bool, typer.Option(
        "--stunned", help="The figure is stunned already this round: the stun and its die "
        "penalty stay whatever the roll does (L1564-1567).")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.damage import DamageSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    with options(FIELDS):
        spec = DamageSpec(strength, resilience, current=current, hard_boiled=hard_boiled,
                          bane=bane, master_strike=master_strike, assassin=assassin,
                          survival_instinct=survival_instinct,
                          toughness=big_creature(colossal, enormous, gigantic, fierce),
                          killed_before=killed_before, possessed=possessed,
                          immune=tuple(immune or ()), assassin_immune=assassin_immune,
                          toxic=toxic, toxic_immune=toxic_immune, location=location,
                          stunned=stunned)
    emit(run(spec, opts), opts.json)


WAVE = {**FIELDS, "attacker_penalties": "--attacker-penalty", "difficulties": "--attack-at",
        "defence": "--def", "MeleeSpec": "--melee",
        # an exchange's fields: the attacker's wave (`first`) and the strike back (`back`)
        "first.counter": "--counter", "back.att": "--back-att", "back.strength": "--back-str",
        "back.defence": "--back-def", "back.resilience": "--back-res",
        "back.parries": "--back-parries", "back.current": "--back-current",
        "back.difficulties": "--back-at", "back.counter_at": "--counter-at"}
# the options of a melee wave (`melee`'s and `exchange`'s), in the order their help shows
WAVE_OPTIONS = (
    "strength", "resilience", "att", "defence", "current", "stunned", "hard_boiled", "bane",
    "assassin", "survival_instinct", "colossal", "enormous", "gigantic", "fierce", "possessed",
    "immune", "assassin_immune", "melee", "attack_at", "parries", "attacker_penalty",
    "counter", "sustained", "defender_attacks", "attacker_extra", "defender_extra",
    "opponents", "fencer", "ambidextrous")


def _wave(given: dict[str, Any]) -> MeleeSpec:
    """The attacker's wave from the wave's options (`WAVE_OPTIONS`, among ``given``); the
    defender's damage options checked as a damage roll's."""
    return _wave_of(**{name: given[name] for name in WAVE_OPTIONS})


def _wave_of(strength: int, resilience: int, att: int, defence: int, current: str,
            stunned: bool, hard_boiled: bool, bane: bool, assassin: bool,
            survival_instinct: bool, colossal: bool, enormous: bool, gigantic: bool,
            fierce: bool, possessed: bool, immune: list[str] | None, assassin_immune: bool,
            melee: bool, attack_at: list[int] | None, parries: int,
            attacker_penalty: list[str] | None, counter: bool, sustained: bool,
            defender_attacks: int, attacker_extra: int, defender_extra: int, opponents: int,
            fencer: bool, ambidextrous: bool) -> MeleeSpec:
    """The attacker's wave (`_wave`)."""
    from muster.games.confrontation.damage import DamageSpec
    from muster.games.confrontation.melee import MeleeSpec

    toughness = big_creature(colossal, enormous, gigantic, fierce)
    with options(WAVE):
        target = DamageSpec(strength, resilience, current=current, hard_boiled=hard_boiled,
                            bane=bane, survival_instinct=survival_instinct,
                            toughness=toughness, possessed=possessed,
                            immune=tuple(immune or ()), assassin_immune=assassin_immune)
        damage_options = {"hard_boiled": hard_boiled, "bane": bane,
                          "survival_instinct": survival_instinct, "toughness": toughness,
                          "possessed": possessed, "immune": list(target.immune),
                          "assassin_immune": assassin_immune}
        return MeleeSpec(att=att, difficulties=tuple(attack_at or ()), defence=defence,
                         parries=parries, strength=strength, resilience=resilience,
                         current=target.current,
                         attacker_penalties=tuple(attacker_penalty or ()), counter=counter,
                         sustained=sustained, opponents=opponents, fencer=fencer,
                         assassin=assassin, damage_options=damage_options,
                         defender_attacks=defender_attacks, attacker_extra=attacker_extra,
                         defender_extra=defender_extra, ambidextrous=ambidextrous,
                         stunned=stunned)


def melee(
    strength: Strength, resilience: Resilience, att: Att, defence: Def,
    current: Current = "none", stunned: Stunned = False, hard_boiled: HardBoiled = False,
    bane: Bane = False, assassin: Assassin = False, survival_instinct: Instinct = False,
    colossal: Colossal = False, enormous: Enormous = False, gigantic: Gigantic = False,
    fierce: Fierce = False, possessed: Possessed = False, immune: Immune = None,
    assassin_immune: AssassinImmune = False, melee: Melee = True, attack_at: AttackAt = None,
    parries: Parries = 0, attacker_penalty: AttackerPenalty = None, counter: Counter = False,
    sustained: Sustained = False, defender_attacks: DefenderAttacks = 0,
    attacker_extra: AttackerExtra = 0, defender_extra: DefenderExtra = 0,
    opponents: Opponents = 1, fencer: Fencer = False, ambidextrous: Ambidextrous = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    wave = _wave(locals())
    from muster.rolling import roll_options, run

    emit(run(wave, roll_options(seed, dice, odds, times, as_json)), as_json)


def exchange(
    strength: Strength, resilience: Resilience, att: Att, defence: Def,
    back_att: Annotated[int, typer.Option(
        "--back-att", metavar="INTEGER", help="Strike back: the defender's ATT.",
        rich_help_panel=MELEE, min=CHARACTERISTICS["att"][0], max=CHARACTERISTICS["att"][1])],
    back_str: Annotated[int, typer.Option(
        "--back-str", metavar="INTEGER", help="Strike back: the defender's STR.",
        rich_help_panel=MELEE, min=-MOST_CHARACTERISTIC, max=MOST_STRENGTH)],
    back_def: Annotated[int, typer.Option(
        "--back-def", metavar="INTEGER", help="Strike back: the attacker's DEF.",
        rich_help_panel=MELEE, min=CHARACTERISTICS["def"][0], max=CHARACTERISTICS["def"][1])],
    back_res: Annotated[int, typer.Option(
        "--back-res", metavar="INTEGER", help="Strike back: the attacker's RES.",
        rich_help_panel=MELEE, max=MOST_CHARACTERISTIC)],
    current: Current = "none", stunned: Stunned = False, hard_boiled: HardBoiled = False,
    bane: Bane = False, assassin: Assassin = False, survival_instinct: Instinct = False,
    colossal: Colossal = False, enormous: Enormous = False, gigantic: Gigantic = False,
    fierce: Fierce = False, possessed: Possessed = False, immune: Immune = None,
    assassin_immune: AssassinImmune = False, melee: Melee = True, attack_at: AttackAt = None,
    parries: Parries = 0, attacker_penalty: AttackerPenalty = None, counter: Counter = False,
    sustained: Sustained = False, defender_attacks: DefenderAttacks = 0,
    attacker_extra: AttackerExtra = 0, defender_extra: DefenderExtra = 0,
    opponents: Opponents = 1, fencer: Fencer = False, ambidextrous: Ambidextrous = False,
    back_at: Annotated[list[int] | None, typer.Option(
        "--back-at", metavar="D", help="Strike back in the same command: one of the "
        "defender's attack dice at difficulty D (repeat per die).", rich_help_panel=MELEE)]
        = None,
    back_parries: Annotated[int, typer.Option(
        "--back-parries", metavar="N", help="Strike back: the attacker's defence dice.",
        rich_help_panel=MELEE, min=0, max=MOST_WAVE_DICE)] = 0,
    back_current: Annotated[str, typer.Option(
        "--back-current", metavar="WOUND", help="Strike back: the attacker's wound.",
        rich_help_panel=MELEE)] = "none",
    counter_at: Annotated[int | None, typer.Option(
        "--counter-at", metavar="D", help="Strike back: the difficulty of the dice a "
        "counter-attack earned.", rich_help_panel=MELEE)] = None,
    back_stunned: Annotated[bool, typer.Option(
        "--back-stunned", help="Strike back: the attacker is stunned already this round "
        "(-{stunned} on his defence dice; the stun stays).", rich_help_panel=MELEE)] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    wave = _wave(locals())
    from muster.games.confrontation.exchange import ExchangeSpec, StrikeBack
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    with options(WAVE):
        ex = ExchangeSpec(wave, StrikeBack(
            att=back_att, difficulties=tuple(back_at or ()), strength=back_str,
            defence=back_def, resilience=back_res, parries=back_parries, current=back_current,
            counter_at=counter_at, stunned=back_stunned))
    emit(run(ex, opts), opts.json)
