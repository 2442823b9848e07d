"""`muster wound confrontation`: the damage roll (``blow``), a melee wave (``melee``) and a
wave with the strike back (``exchange``). Without a subcommand, ``--melee`` picks the wave
and a ``--back-*`` option the exchange, so the spellings before the subcommands work."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import click
import typer

from muster.commands import wound_confrontation
from muster.commands.wound_confrontation import FIELDS, big_creature
from muster.engine.render import emit
from muster.verbs import DefaultGroup, options
from muster.verbs._battle import in_battle
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._params import Extended, declared
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options
from muster.verbs.wound import _conf_options
from muster.verbs.wound._conf_options import (
    MELEE,
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

if TYPE_CHECKING:  # each subcommand imports its own rule modules when it runs (start-up)
    from muster.games.confrontation.melee import MeleeSpec


BACK = ("--back-at", "--back-att", "--back-str", "--back-def", "--back-res", "--back-parries",
        "--back-current", "--counter-at", "--back-stunned")


def _help_values() -> dict[str, object]:
    """The numbers the help texts show, from the data files (data/wounds.toml, the melee
    section of data/tests.toml), in the user's language: read only when help is shown."""
    from muster.games.confrontation.tables import char_rules, wound_rules
    from muster.i18n import name

    w, m = wound_rules(), char_rules()["melee"]
    doubles = ", ".join(f"{d}-{d} {name(w['result'][r])}" for d, r in
                        sorted(w["exceptional"]["by_die"].items(), key=lambda x: int(x[0])))
    runs: list[tuple[int, int, str]] = []  # faces in a row with one location
    for d, where in sorted(w["location"]["by_die"].items(), key=lambda x: int(x[0])):
        if runs and runs[-1][2] == where:
            runs[-1] = (runs[-1][0], int(d), where)
        else:
            runs.append((int(d), int(d), where))
    locations = ", ".join(
        f"{a if a == b else f'{a}-{b}'} {name(w['location']['names'][where])}"
        for a, b, where in runs)
    return {"doubles": doubles, "locations": locations, "assassin": w["damage"]["assassin_dice"],
            "cancel": w["ability"]["survival-instinct"]["cancel_on"],
            "counter": m["counter_step"], "sustained": m["sustained_step"],
            "sustained2": 2 * m["sustained_step"], "extra": m["extra_die_cost"]}


Command = numbers_from(_help_values)


class _Modes(FillsNumbers, DefaultGroup):
    """``wound conf`` with options first: a strike-back option picks ``exchange``,
    ``--melee`` picks ``melee``, anything else is one damage roll (``blow``)."""

    default = "blow"

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0].startswith("-") and args[0] not in ctx.help_option_names:
            words = {a.split("=", 1)[0] for a in args}
            if words & set(BACK):
                args = ["exchange", *args]
            elif "--melee" in words:
                args = ["melee", *args]
        return super().parse_args(ctx, args)


HELP = ("Confrontation damage roll (hod na poškození): 2d6, never open-ended. "
        "Doubles are exceptional wounds that ignore STR and RES ({doubles}); "
        "otherwise the lower die is the location ({locations}) "
        "and dice + STR - RES the row of the wound table. A new wound not more "
        "severe than the current one worsens it one level; a critical wound "
        "worsened is killed outright (RULINGS 6).\n\n"
        "Dice order for --dice: the survival-instinct die first (if any), then the "
        "damage dice ({assassin} with --assassin); with --toxic, the toxic roll's dice next. "
        "With --melee: the attack dice in the order of --attack-at (each with the "
        "dice a 6 rolls on), then the defence dice (the easiest hit first), the "
        "sustained defence dice, then one damage roll per hit through; with "
        "--back-*, the strike back's dice in the same order after them.\n\n"
        "Subcommands: blow (one damage roll, the default), melee (a melee wave, picked by "
        "--melee) and exchange (a wave and the strike back, picked by a --back-* "
        "option); each takes only its own options.\n\n"
        "Examples:\n\n"
        "  muster wound confrontation --str 13 --res 7\n\n"
        "  muster wound conf --str 13 --res 7 --dice 3,6\n\n"
        "  muster wound conf --str 10 --res 8 --current light --hard-boiled --dice 2,5\n\n"
        "  muster wound conf --str 12 --res 9 --assassin --dice 1,4,4 --json\n\n"
        "  muster wound conf --str 14 --res 12 --colossal --killed-before 1 --dice 6,6\n\n"
        "  muster wound conf --str 13 --res 7 --odds\n\n"
        "  muster wound conf --str 10 --res 8 --toxic 6 --dice 2,5,3,3\n\n"
        "  muster wound conf --str 10 --res 8 --immune head --dice 4,6\n\n"
        "  muster wound conf --str 6 --res 5 --location legs --dice 3,5   (a failed "
        "jump)\n\n"
        "  muster wound conf --melee --att 4 --attack-at 7 --attack-at 7 --def 5 "
        "--parries 2 --str 6 --res 7 --odds")

app = typer.Typer(cls=numbers_from(_help_values, _Modes), add_completion=False, help=HELP,
                  subcommand_metavar="[blow|melee|exchange] [OPTIONS]")

WAVE = {**FIELDS, "attacker_penalties": "--attacker-penalty", "difficulties": "--attack-at",
        "defence": "--def", "back_difficulties": "--back-at"}


# the function is in muster.commands (the quick door calls it without Typer)
blow = app.command(
    "blow", cls=Command,
    help="One damage roll and what it does to the figure.\n\nExamples:\n\n"
                 "  muster wound conf blow --str 13 --res 7 --dice 3,6")(
    in_battle("DamageSpec", expand={"toughness": lambda kind: {kind: True}})(
        declared(wound_confrontation.blow, vars(_conf_options))))


def _wave(strength: int, resilience: int, att: int, defence: int, current: str,
          hard_boiled: bool, bane: bool, assassin: bool, survival_instinct: bool,
          colossal: bool, enormous: bool, gigantic: bool, fierce: bool, possessed: bool,
          immune: list[str] | None, assassin_immune: bool, melee: bool,
          attack_at: list[int] | None, parries: int, attacker_penalty: list[str] | None,
          counter: bool, sustained: bool, defender_attacks: int, attacker_extra: int,
          defender_extra: int, opponents: int, fencer: bool,
          ambidextrous: bool, stunned: bool) -> MeleeSpec:
    """The attacker's wave from the wave options (`WAVE_HEAD`, `WAVE_BODY`); the
    defender's damage options checked as a damage roll's."""
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


# the options of a melee wave, shared by `melee` and `exchange`: (name, type, default)
WAVE_HEAD: list[tuple[str, Any, Any]] = [
    ("strength", Strength, inspect.Parameter.empty),
    ("resilience", Resilience, inspect.Parameter.empty),
    ("att", Att, inspect.Parameter.empty), ("defence", Def, inspect.Parameter.empty)]
WAVE_BODY: list[tuple[str, Any, Any]] = [
    ("current", Current, "none"), ("stunned", Stunned, False),
    ("hard_boiled", HardBoiled, False), ("bane", Bane, False),
    ("assassin", Assassin, False), ("survival_instinct", Instinct, False),
    ("colossal", Colossal, False), ("enormous", Enormous, False),
    ("gigantic", Gigantic, False), ("fierce", Fierce, False),
    ("possessed", Possessed, False), ("immune", Immune, None),
    ("assassin_immune", AssassinImmune, False), ("melee", Melee, True),
    ("attack_at", AttackAt, None), ("parries", Parries, 0),
    ("attacker_penalty", AttackerPenalty, None), ("counter", Counter, False),
    ("sustained", Sustained, False), ("defender_attacks", DefenderAttacks, 0),
    ("attacker_extra", AttackerExtra, 0), ("defender_extra", DefenderExtra, 0),
    ("opponents", Opponents, 1), ("fencer", Fencer, False),
    ("ambidextrous", Ambidextrous, False)]


def with_wave(before: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """The command's options with the wave's: `WAVE_HEAD` first, `WAVE_BODY` before the
    command's option ``before``; the command gets the wave built (``wave``) instead."""

    def wrap(fn: Callable[..., None]) -> Callable[..., None]:
        def parameters() -> list[inspect.Parameter]:
            # the annotations are read here, but ``wave``'s: its rule module is imported
            # only when the command runs
            own = [p.replace(annotation=eval(p.annotation, fn.__globals__))  # noqa: S307
                   if isinstance(p.annotation, str) else p
                   for p in inspect.signature(fn).parameters.values() if p.name != "wave"]
            at = next(i for i, p in enumerate(own) if p.name == before)

            def param(name: str, kind: Any, default: Any) -> inspect.Parameter:
                return inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                         default=default, annotation=kind)

            return ([param(*w) for w in WAVE_HEAD] + own[:at]
                    + [param(*w) for w in WAVE_BODY] + own[at:])

        names = [w[0] for w in WAVE_HEAD + WAVE_BODY]

        def call(kwargs: dict[str, Any]) -> None:
            wave = _wave(**{n: kwargs.pop(n) for n in names})
            fn(wave=wave, **kwargs)

        return Extended(fn, parameters, call)

    return wrap


@app.command("melee", cls=Command,
             help="A melee wave: attack dice against defence dice, then a damage "
                           "roll for every hit not parried.\n\nExamples:\n\n"
                           "  muster wound conf melee --att 4 --attack-at 7 --attack-at 7 "
                           "--def 5 --parries 2 --str 6 --res 7 --odds")
@in_battle("MeleeSpec", expand={"toughness": lambda kind: {kind: True}})
@with_wave(before="seed")
def melee(
    wave: MeleeSpec,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run

    emit(run(wave, roll_options(seed, dice, odds, times, as_json)), as_json)


@app.command("exchange", cls=Command,
             help="A melee wave and the defender's strike back in one roll.\n\n"
                              "Examples:\n\n  muster wound conf exchange --att 4 --attack-at 7 "
                              "--def 5 --parries 1 --str 6 --res 7 --back-at 6 --back-att 3 "
                              "--back-str 5 --back-def 4 --back-res 6 --odds")
@in_battle("ExchangeSpec", expand={"toughness": lambda kind: {kind: True}})
@with_wave(before="back_at")
def exchange(
    wave: MeleeSpec,
    back_att: Annotated[int, typer.Option(
        "--back-att", help="Strike back: the defender's ATT.", rich_help_panel=MELEE)],
    back_str: Annotated[int, typer.Option(
        "--back-str", help="Strike back: the defender's STR.", rich_help_panel=MELEE)],
    back_def: Annotated[int, typer.Option(
        "--back-def", help="Strike back: the attacker's DEF.", rich_help_panel=MELEE)],
    back_res: Annotated[int, typer.Option(
        "--back-res", help="Strike back: the attacker's RES.", rich_help_panel=MELEE)],
    back_at: Annotated[list[int] | None, typer.Option(
        "--back-at", metavar="D", help="Strike back in the same command: one of the "
        "defender's attack dice at difficulty D (repeat per die).", rich_help_panel=MELEE)]
        = None,
    back_parries: Annotated[int, typer.Option(
        "--back-parries", metavar="N", help="Strike back: the attacker's defence dice.",
        rich_help_panel=MELEE)] = 0,
    back_current: Annotated[str, typer.Option(
        "--back-current", metavar="WOUND", help="Strike back: the attacker's wound.",
        rich_help_panel=MELEE)] = "none",
    counter_at: Annotated[int | None, typer.Option(
        "--counter-at", metavar="D", help="Strike back: the difficulty of the dice a "
        "counter-attack earned.", rich_help_panel=MELEE)] = None,
    back_stunned: Annotated[bool, typer.Option(
        "--back-stunned", help="Strike back: the attacker is stunned already this round "
        "(-1 on his defence dice; the stun stays).", rich_help_panel=MELEE)] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.engine.run import run
    from muster.games.confrontation.melee import ExchangeSpec, StrikeBack

    opts = roll_options(seed, dice, odds, times, as_json)
    with options(WAVE):
        ex = ExchangeSpec(wave, StrikeBack(
            att=back_att, difficulties=tuple(back_at or ()), strength=back_str,
            defence=back_def, resilience=back_res, parries=back_parries, current=back_current,
            counter_at=counter_at, stunned=back_stunned))
    emit(run(ex, opts), opts.json)
