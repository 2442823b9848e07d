"""`muster roll confrontation test`, ``courage``, ``opposed``, ``regeneration``,
``reinforcement``, ``mutagenic`` and ``into-melee``: their command functions, without Typer
(`muster.commands`; a feat's are in `muster.commands.roll_confrontation_feat`). Their
options are declared in
`muster.verbs.roll.confrontation` and `muster.verbs.roll._conf_options`, whose names their
annotations use; the former registers them (`muster.verbs._params.declared`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.commands import battle_session
from muster.engine.render import Result, emit
from muster.errors import DiceError, MusterError, options
from muster.i18n import say, say_n
from muster.limits import MOST_CHARACTERISTIC, MOST_FIGURES

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Annotated

    import typer

    from muster.games.confrontation.characteristic import CharacteristicSpec
    from muster.roll_options import RollOptions
    from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
    from muster.verbs.roll._conf_options import (
        Ability,
        AlwaysRollOn,
        CourageAbility,
        CourageFiveAsSix,
        CourageGroup,
        CourageNoAutoFail,
        CouragePenalty,
        CourageValue,
        Current,
        FiveAsSix,
        Group,
        NoAutoFail,
        Penalty,
        Value,
    )

TEST_FIELDS = {"penalties": "--penalty", "abilities": "--ability"}
# a Courage test named by --over, and by its subcommand (its spec's ``over`` is the
# subcommand itself); a charge's own spec is --charging
OVER_FIELDS = {**TEST_FIELDS, "ChargingCourageSpec": "--charging"}
COURAGE_FIELDS = {**OVER_FIELDS, "over": "courage"}


def check_exact(spec: CharacteristicSpec, opts: RollOptions) -> None:
    """The chains the exact driver cannot walk, refused before --odds starts."""
    if not opts.odds:
        return
    if spec.endless:
        raise MusterError(say("exact odds of a chain that rolls on after every 5 and 6 "
                              "with no stopping point branch without end; use --times N "
                              "for an estimate"))
    if spec.too_wide:
        from muster.games.confrontation.characteristic import FIVE_AS_SIX_REACH

        assert spec.difficulty is not None
        raise MusterError(say("exact odds of rolling on after 5s and 6s up to {gap} above "
                              "the value branch too widely (at most {most}); use --times N "
                              "for an estimate", gap=spec.difficulty - spec.value,
                              most=FIVE_AS_SIX_REACH))


def test(
    value: Value,
    difficulty: Annotated[list[int] | None, typer.Option(
        "--difficulty", "-D", help="The difficulty. Leave it out for a roll-off (deployment, "
                                   "tactical or initiative roll): the total is shown. Repeat "
                                   "it with --odds to compare difficulties side by side.")]
        = None,
    penalty: Penalty = None, five_as_six: FiveAsSix = False, no_auto_fail: NoAutoFail = False,
    ability: Ability = None, always_roll_on: AlwaysRollOn = False, group: Group = 1,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """The characteristic test (total >= difficulty) or a roll-off: the default subcommand."""
    from muster.games.confrontation.characteristic import CharacteristicSpec
    from muster.rolling import roll_options

    opts = roll_options(seed, dice, odds, times, as_json)
    _tested(lambda d: CharacteristicSpec(
        value, d, penalties=tuple(penalty or ()), abilities=tuple(ability or ()),
        five_as_six=five_as_six, no_auto_fail=no_auto_fail, always_roll_on=always_roll_on,
        group=group), difficulty, opts, TEST_FIELDS)


def courage(
    value: CourageValue,
    difficulty: Annotated[list[int] | None, typer.Option(
        "--difficulty", "-D",
        help="The enemy's FEAR: the total must be greater. In a battle the --target's FEAR "
             "fills it (a rally roll's is the FEAR the figure flees from). Repeat it with "
             "--odds to compare side by side.")] = None,
    over: Annotated[bool, typer.Option("--over", hidden=True)] = False,
    penalty: CouragePenalty = None, five_as_six: CourageFiveAsSix = False,
    no_auto_fail: CourageNoAutoFail = False, ability: CourageAbility = None,
    always_roll_on: AlwaysRollOn = False, group: CourageGroup = 1,
    fanatic: Annotated[int | None, typer.Option(
        "--fanatic", metavar="DIS",
        help="Fanaticism: after a failed Courage test, a Discipline test with DIS at the "
             "same difficulty, a 5 rolling on; if it fails too, the fanatic flees.",
        min=-MOST_CHARACTERISTIC, max=MOST_CHARACTERISTIC)] = None,
    charging: Annotated[bool, typer.Option(
        "--charging", help="The figure charges or engages the fear-causer: failing, it is "
        "paralysed until the end of the round instead of fleeing (what a battle keeps).")]
        = False,
    activated: Annotated[bool, typer.Option(
        "--activated", help="The figure is charged by the fear-causer after its own card was "
        "activated: failing, it takes the fear's penalties and does not flee (L655-659; what "
        "a battle keeps).")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """A Courage test against Fear (total > FEAR, RULINGS 5). ``over``, the flag that names
    it on a line without the subcommand (`roll conf --over`), changes only which of the two
    a refusal names."""
    from muster.games.confrontation.characteristic import GROUP_COURAGE_RULE, CharacteristicSpec
    from muster.rolling import roll_options

    opts = roll_options(seed, dice, odds, times, as_json)
    if charging and activated:
        raise MusterError(say("--charging and --activated: a figure that charges the "
                              "fear-causer is paralysed when it fails; --activated is for a "
                              "figure charged by it"))
    held = battle_session()
    if held is not None and not charging and "group" in held.filled:
        # the battle's group of several figures for a test that is no charge: the battle
        # refuses them by name when the test is rolled (`battle_fear.tested_among`)
        group = 1
    if group > 1 and not charging:  # the spec refuses it too, naming its own spec
        if activated:  # --charging would be refused with it: each figure tests alone
            raise MusterError(say("{option} {group}: {rule}; with {activated}, roll each "
                                  "figure's test alone (without {option})", option="--group",
                                  group=group, rule=GROUP_COURAGE_RULE,
                                  activated="--activated"))
        raise MusterError(say("{option} {group}: {rule}; give {charging} too", option="--group",
                              group=group, rule=GROUP_COURAGE_RULE, charging="--charging"))
    kind: type[CharacteristicSpec] = CharacteristicSpec
    if charging or activated:  # a charge's Courage test: its own spec (a battle keeps it)
        from muster.games.confrontation.courage import ActivatedCourageSpec, ChargingCourageSpec

        kind = ChargingCourageSpec if charging else ActivatedCourageSpec
    _tested(lambda d: kind(
        value, d, over=True, penalties=tuple(penalty or ()), abilities=tuple(ability or ()),
        five_as_six=five_as_six, no_auto_fail=no_auto_fail, always_roll_on=always_roll_on,
        group=group, fanatic=fanatic), difficulty, opts,
        OVER_FIELDS if over else COURAGE_FIELDS)  # a refusal names what the line said


def _tested(made: Callable[[int | None], CharacteristicSpec], difficulty: list[int] | None,
            opts: RollOptions, fields: dict[str, str]) -> None:
    """Roll the test ``made`` builds against its one difficulty, or compare several
    (--odds)."""
    difficulties: list[int | None] = list(difficulty or []) or [None]
    if len(difficulties) > 1 and not opts.odds:
        raise MusterError(say_n(
            "{n} difficulties given: several are compared with --odds (e.g. -D 6 -D 8 --odds); "
            "roll against one at a time", "{n} difficulties given: several are compared with "
            "--odds (e.g. -D 6 -D 8 --odds); roll against one at a time", len(difficulties)))
    with options(fields):
        specs = [made(d) for d in difficulties]
    for spec in specs:
        check_exact(spec, opts)
        if spec.fanatic is not None:  # the Discipline re-test is walked too
            check_exact(spec.retest(), opts)
    if len(specs) > 1:
        if specs[0].fanatic is not None:
            raise MusterError(say("several --difficulty are compared for a plain test; give "
                                  "one difficulty with --versus or --fanatic"))
        from muster.engine.exact import weigh
        from muster.games.confrontation.views.tests import compare_odds

        dists = [weigh(s, opts) for s in specs]
        emit(compare_odds(specs, dists), opts.json)
        return
    emit(_with_rolled_on_hint(specs[0], opts), opts.json)


def opposed(
    value: Value,
    versus: Annotated[int, typer.Option(
        "--versus", metavar="VALUE",
        help="Opposed roll-off: the other side's value. Both roll, the higher total wins, "
             "ties are rolled again. Dice are entered first side, second side, per "
             "round.", min=-MOST_CHARACTERISTIC, max=MOST_CHARACTERISTIC)],
    penalty: Penalty = None, five_as_six: FiveAsSix = False, no_auto_fail: NoAutoFail = False,
    ability: Ability = None, always_roll_on: AlwaysRollOn = False, group: Group = 1,
    versus_penalty: Annotated[list[str] | None, typer.Option(
        "--versus-penalty", metavar="STATE", help="The other side's die penalties.")] = None,
    versus_ability: Annotated[list[str] | None, typer.Option(
        "--versus-ability", metavar="NAME", help="The other side's die abilities.")] = None,
    versus_group: Annotated[int, typer.Option(
        "--versus-group", metavar="N", help="Models in the other side's group roll.",
        min=1, max=MOST_FIGURES)] = 1,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.characteristic import CharacteristicSpec
    from muster.rolling import roll_options

    opts = roll_options(seed, dice, odds, times, as_json)
    with options(TEST_FIELDS):
        first = CharacteristicSpec(value, None, penalties=tuple(penalty or ()),
                                   abilities=tuple(ability or ()), five_as_six=five_as_six,
                                   no_auto_fail=no_auto_fail, always_roll_on=always_roll_on,
                                   group=group)
    with options({"penalties": "--versus-penalty", "abilities": "--versus-ability",
                  "group": "--versus-group"}):
        second = CharacteristicSpec(versus, None, penalties=tuple(versus_penalty or ()),
                                    abilities=tuple(versus_ability or ()), group=versus_group)
    check_exact(first, opts)
    check_exact(second, opts)
    from muster.games.confrontation.opposed import OpposedSpec
    from muster.rolling import run

    emit(run(OpposedSpec(first, second), opts), opts.json)


def regeneration(
    x: Annotated[int, typer.Option(
        "--regeneration", metavar="X", help="Regeneration / X at the end of a round: a d6 "
        ">= X heals the --current wound one level, rolling again while it succeeds.")],
    current: Current = "none",
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.abilities import RegenerationSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    with options({"x": "--regeneration"}):
        spec = RegenerationSpec(x, current)
    emit(run(spec, opts), opts.json)


def reinforcement(
    flag: Annotated[bool, typer.Option("--reinforcement", help=(
        "Reinforcement at the start of a round: {returns_on} brings back the cheapest removed "
        "figure, {loses_on} takes the ability from it."), show_default=False)] = True,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.abilities import ReinforcementSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    emit(run(ReinforcementSpec(), opts), opts.json)


def mutagenic(
    x: Annotated[int, typer.Option(
        "--mutagenic", metavar="X", help="Mutagenic / X: d6 + X points for the round; a 1, "
        "or die + X of {mutagenic_fail} or less, gives none.", min=-MOST_CHARACTERISTIC,
        max=MOST_CHARACTERISTIC)],
    points: Annotated[int | None, typer.Option(
        "--points", metavar="AP", help="The A.P. of the army's Mutagenic fighters (their "
        "artefacts, spells, miracles and experience cards too): one die per whole "
        "{mutagenic_per}.", min=0)] = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.abilities import MutagenicSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    with options({"x": "--mutagenic"}):
        spec = MutagenicSpec(x, points)
    emit(run(spec, opts), opts.json)


def into_melee(
    figures: Annotated[list[str], typer.Option(
        "--into-melee", metavar="SIZE[:NAME]", help="A successful shot into a melee: the "
        "target first, then each figure in base contact (small, normal, large, very-large); "
        "the figure hit is drawn by size weight {weights}. Enter the ticket 1..total "
        "(with a d6, re-roll results above the total).")],
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.confrontation.into_melee import IntoMeleeSpec
    from muster.rolling import roll_options, run

    opts = roll_options(seed, dice, odds, times, as_json)
    held = battle_session()
    if held is not None:  # the sizes a battle filled, with their units' names
        from muster.commands._conf_battle import named_figures

        figures = named_figures(held, figures)
    with options({"figures": "--into-melee"}):
        spec = IntoMeleeSpec.parse(list(figures))
    emit(run(spec, opts), opts.json)


def _with_rolled_on_hint(spec: CharacteristicSpec, opts: RollOptions) -> Result:
    """Run the test; when entered dice go past a 6 that had already won it, say why
    (RULINGS 2: the roller stops) and how to keep them (--always-roll-on)."""
    from muster.engine.dice import EnteredSource
    from muster.engine.die import split_dice
    from muster.games.confrontation.characteristic import characteristic
    from muster.rolling import run

    try:
        return run(spec, opts)
    except DiceError as err:
        if not err.message.startswith("too many dice") or spec.difficulty is None \
                or spec.always_roll_on:
            raise
        roll = characteristic(EnteredSource(split_dice(opts.dice)), spec)
        if not roll.success or not roll.dice:
            raise
        raise DiceError(say("{error}; the test had already succeeded after {dice}, so muster "
                            "stops rolling on (RULINGS 2); add --always-roll-on to count the "
                            "dice rolled after it", error=err.message,
                            dice=", ".join(map(str, roll.dice)))) from None
