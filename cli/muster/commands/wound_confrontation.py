"""`muster wound confrontation blow`: one damage roll, without Typer (`muster.commands`);
registered by `muster.verbs.wound.confrontation`, whose other subcommands share its
fields and its big creatures' check."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import emit
from muster.errors import MusterError, options
from muster.i18n import say

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.wound._conf_options import (
        TOUGH,
        Assassin,
        AssassinImmune,
        Bane,
        Colossal,
        Current,
        Enormous,
        Fierce,
        Gigantic,
        HardBoiled,
        Immune,
        Instinct,
        Possessed,
        Resilience,
        Strength,
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
        rich_help_panel=TOUGH)] = 0,
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
    from muster.engine.run import run
    from muster.games.confrontation.damage import DamageSpec
    from muster.rolling import roll_options

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
