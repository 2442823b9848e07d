"""`muster roll confrontation`: the characteristic test and the other Confrontation rolls,
one subcommand each (``test`` when none is named: the option that names a roll, such as
``--versus`` or ``--feat``, picks its subcommand, so ``roll conf --feat climb ...`` works)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click
import typer

from muster.commands import roll_confrontation as characteristic
from muster.commands import roll_confrontation_feat as feat
from muster.commands import roll_confrontation_shots as shots
from muster.commands import roll_confrontation_table as table
from muster.verbs import DefaultGroup, command_of
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._in_battle import NO_UNITS, Units, in_battle
from muster.verbs._params import declared
from muster.verbs._picking import named, picked
from muster.verbs.roll import _conf_options

if TYPE_CHECKING:
    pass

# Each subcommand imports its rule modules (and the dice engine) inside its function, and
# the help texts that quote data are made only when a command is built or its help shown,
# so that `roll conf -v 4 -D 6` loads the characteristic test alone and `roll conf --help`
# no rule and no data file (start-up, bench/startup.py; tests/test_startup_imports.py).

# the option that names a roll, for the spelling without a subcommand
MODES = {"--versus": "opposed", "--versus-penalty": "opposed", "--versus-ability": "opposed",
         "--versus-group": "opposed", "--regeneration": "regeneration",
         "--reinforcement": "reinforcement", "--mutagenic": "mutagenic",
         "--into-melee": "into-melee", "--feat": "feat"}
# a physical feat's own options, when --feat itself is missing (its error then names it)
FEAT_ONLY = dict.fromkeys(("--mov", "--res", "--bases", "--depth", "--height", "--smaller",
                           "--over-models", "--on-flat"), "feat")
# the flag that made a test the Courage test before it had its subcommand, and the options
# only the Courage test takes: on a line without a subcommand, or with ``test``, each picks
# ``courage``
COURAGE = dict.fromkeys(("--over", "--charging", "--activated", "--fanatic"), "courage")


class Modes(DefaultGroup):
    """``roll conf`` with options first: the option naming a roll picks its subcommand,
    then a feat's options ``feat`` and ``--over`` ``courage``, else the characteristic test.
    ``test`` with ``--over`` is the Courage test too."""

    default = "test"
    picked_by = (COURAGE,)  # after the rolls' own options (`_named`)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] not in ctx.help_option_names:
            at = self._mode_word(ctx, args) if args[0].startswith("-") else 0
            if at is None:
                mode = _named(args)
                if mode:
                    args = [mode, *args]
            elif args[at].lower() == "test" and picked(args, COURAGE):
                args = [*args[:at], "courage", *args[at + 1:]]
        return super().parse_args(ctx, args)


def _named(args: list[str]) -> str | None:
    """The roll the line's options name (the first named), else a feat's options' feat."""
    mode = picked(args, MODES)
    if mode == "opposed" and not picked(args, {"--versus": "opposed"}) \
            and picked(args, {"-D": "test", "--difficulty": "test"}):
        mode = None  # a test with a stray --versus-* option: name that option
    return mode or picked(args, FEAT_ONLY)


def _rolls() -> dict[str, Any]:
    from muster.engine.data import load

    return load("confrontation", "rolls")


def _spans(faces: list[int]) -> str:
    return f"{min(faces)}-{max(faces)}" if len(faces) > 1 else str(faces[0])


def _roll_numbers() -> dict[str, Any]:
    """The numbers the help of the rolls quotes, from data/rolls.toml, tests.toml and
    flying.toml (in the user's language: a decimal comma in Czech)."""
    from muster.engine.data import load
    from muster.text import general

    r, t = _rolls(), load("confrontation", "tests")
    f, setup = r["feat"], t["melee_setup"]
    per_inch = f["cm_per_inch"]
    return {"auto_fail": t["test"]["automatic_failure"],
            "modified_fail": t["test"]["modified_failure"],
            "returns_on": _spans(r["reinforcement"]["returns_on"]),
            "loses_on": _spans(r["reinforcement"]["loses_on"]),
            "weights": "/".join(str(w) for w in r["into_melee"]["weights"].values()),
            "base_difficulty": f["long-jump"]["base_difficulty"],
            "per_base": f["long-jump"]["per_base"],
            "smaller_obstacle": f["high-jump"]["smaller_obstacle"],
            "heights": " / ".join(str(v) for v in f["high-jump"]["over_models"].values()),
            "cm_per_inch": general(per_inch),
            "mutagenic_fail": r["mutagenic"]["failure_at_most"],
            "mutagenic_per": r["mutagenic"]["points_per_figure"],
            "toxic_per": r["toxic"]["points_per_figure"],
            "group": t["group"]["bonus_per_extra_model"],
            "blood_brother": t["penalty"]["blood-brother"]["value"],
            "altitude": t["penalty"]["altitude"]["value"],
            "charged": _alike(setup["charged"], ("ini", "att", "def")),
            "afraid": _alike(setup["afraid"], ("ini", "att", "def")),
            "dive": _alike(load("confrontation", "flying")["dive"]["bonus"],
                           ("ini", "att", "str"))}


def _alike(change: dict[str, int], names: tuple[str, ...]) -> str:
    """One signed change to several characteristics ('-1 INI, ATT and DEF'): one number
    when they are alike, else each in the order named ('-1/-2/-1')."""
    values = [f"{change[name]:+}" for name in names]
    return values[0] if len(set(values)) == 1 else "/".join(values)


ROLL_NUMBERS = numbers_from(_roll_numbers)


class _NumberedModes(FillsNumbers, Modes):
    """The rolls, their help quoting the data's numbers (`_roll_numbers`)."""


HELP = ("Confrontation characteristic test (hod na charakteristiku): d6 + VALUE "
        "against DIFFICULTY, success on total >= difficulty (--over: total > "
        "difficulty, for Courage against Fear). A 6 rolls again and adds; a natural "
        "{auto_fail} fails, also after a six; wound penalties come off the die first and "
        "a die of {modified_fail} or less after them fails. A Courage test (--over) takes "
        "only a fallen blood brother's -{blood_brother} (wounds and a stun modify INI, ATT, "
        "DEF and AIM rolls) and no --ability fanaticism (its 5-as-6 is for the Discipline re-test: "
        "--fanatic).\n\n"
        "Rolling on: by default the roller stops once the test has succeeded "
        "(RULINGS 2); --always-roll-on rolls on after every 6, as a player may. "
        "Without --difficulty (a roll-off) it always rolls on, and an automatic "
        "failure ranks below every total (RULINGS 4).\n\n"
        "Opposed roll (deployment, tactical roll, melee initiative): --versus VALUE "
        "rolls the other side too; the higher total wins, an automatic failure "
        "ranks lowest and ties (two failures too) are rolled again (RULINGS 4); "
        "--odds gives each side's chance of winning; --dice takes the first side's "
        "roll (with the dice a 6 rolls on), then the other side's, round after "
        "round while tied. Group test: --group N makes "
        "one roll for N models with the best value +{group} per model after the first "
        "(--versus-group for the other side). Fanaticism: --fanatic DIS takes the "
        "Discipline re-test at the same difficulty after a failed Courage test "
        "(a 5 rolls on); failing it, the fanatic flees.\n\n"
        "Each roll is a subcommand with only its own options; without one, the option "
        "that names a roll (--versus, --regeneration, --reinforcement, --mutagenic, "
        "--into-melee, --feat) picks it, --over the Courage test (courage), else the "
        "characteristic test is rolled.\n\n"
        "Examples:\n\n"
        "  muster roll confrontation --value 4 --difficulty 6 --penalty critical\n\n"
        "  muster roll conf --value 5 --difficulty 8 --over --dice 5\n\n"
        "  muster roll conf --value 3 --difficulty 10 --dice 6,1 --json\n\n"
        "  muster roll conf --value 4 --difficulty 6 --penalty critical --odds\n\n"
        "  muster roll conf --value 5 --difficulty 8 --over --ability bravery --odds\n\n"
        "  muster roll conf -v 4 -D 6 -D 8 -D 10 --odds   (side by side)\n\n"
        "  muster roll conf --value 4 --seed 3   (a tactical roll: d6 + DIS 4)\n\n"
        "  muster roll conf --value 4 --versus 3 --odds   (deployment roll, DIS 4 "
        "against 3)\n\n"
        "  muster roll conf -v 3 --group 3 --versus 5 --dice 4,2   (three figures' "
        "initiative: 4 + 3 + 2 = 9 against 2 + 5 = 7)\n\n"
        "  muster roll conf -v 4 -D 7 --over --fanatic 5 --dice 2,3   (Courage "
        "fails, the Discipline re-test holds)\n\n"
        "  muster roll conf --regeneration 5 --current critical --odds\n\n"
        "  muster roll conf --reinforcement --seed 2\n\n"
        "  muster roll conf --mutagenic 2 --dice 4\n\n"
        "  muster roll conf --into-melee small:goblin --into-melee large "
        "--into-melee normal --odds   (the goblin: 1/6)\n\n"
        "  muster roll conf --feat high-jump --mov 10 --res 3 --height 8 --dice 6,2"
        "\n\n"
        "  muster roll conf --feat climb --mov 12/4.8 --res 2 --height 5 --dice 4")

app = typer.Typer(cls=numbers_from(_roll_numbers, _NumberedModes), add_completion=False,
                  help=HELP, no_args_is_help=False, subcommand_metavar="[ROLL] [OPTIONS]")

TEST_HELP = ("The characteristic test: d6 + VALUE against DIFFICULTY (none: a roll-off, the "
             "total is shown).\n\n"
             "Examples:\n\n"
             "  muster roll conf test -v 4 -D 6 --penalty critical --dice 5\n\n"
             "  muster roll conf test -v 4 -D 6 -D 8 -D 10 --odds")
# the functions are in muster.commands (the quick door calls them without Typer); their
# annotations name the options declared in _conf_options
test = app.command("test", cls=ROLL_NUMBERS, help=TEST_HELP)(
    declared(characteristic.test, vars(_conf_options)))

COURAGE_HELP = (
    "A Courage test against Fear: d6 + COU must be greater than the enemy's FEAR (RULINGS 5). "
    "Only a fallen blood brother's -{blood_brother} modifies the die, and Fanaticism is "
    "--fanatic (its 5-as-6 is for the Discipline re-test); a charge at the fear-causer is "
    "--charging, a figure charged after its card was activated --activated.\n\n"
    "In a battle it reads --figure NAME's COU and --target NAME's FEAR (or, for a frightened "
    "figure, the FEAR it rallies against) and keeps who is frightened and who is immune; "
    "--figure repeated with --charging is a group charging or engaging the fear-causer at "
    "once (L645-646, L672-675: the best COU, +{group} for each other figure, the result for "
    "each).\n\n"
    "Examples:\n\n"
    "  muster roll conf courage -v 5 -D 8 --dice 5\n\n"
    "  muster roll conf courage -v 4 -D 7 --fanatic 5 --odds")
courage = app.command("courage", cls=ROLL_NUMBERS, help=COURAGE_HELP)(
    in_battle("CharacteristicSpec", Units(attacker="--figure", helps={
        "target": "In a battle: the fear-causer whose FEAR the test is against; its FEAR "
                  "fills --difficulty, and who is frightened or immune is written back."}))(
        declared(characteristic.courage, vars(_conf_options))))


opposed = app.command("opposed", cls=ROLL_NUMBERS,
                      help="An opposed roll-off: both sides roll d6 + value, the higher "
                             "total wins, ties are rolled again (RULINGS 4).\n\n"
                             "In a battle it is the melee initiative: --attacker NAME's INI "
                             "and the die penalties of its wound and stun are the first "
                             "side's, --target NAME's the second's.\n\nExamples:\n\n"
                             "  muster roll conf opposed -v 4 --versus 3 --odds")(
    in_battle("OpposedSpec", Units(helps={
        "target": "In a battle: the fighter on the other side of the roll-off; its INI and "
                  "the die penalties of its wound and stun are read.",
        "attacker": "In a battle: the fighter on the first side of the roll-off; its INI and "
                    "the die penalties of its wound and stun are read."}))(
        declared(characteristic.opposed, vars(_conf_options))))


# the function is in muster.commands (the quick door calls it without Typer)
regeneration = app.command(
    "regeneration", help="Regeneration / X at the end of a round.\n\nExamples:\n\n"
                         "  muster roll conf regeneration --regeneration 5 "
                         "--current critical --dice 6,5,2")(
    in_battle("RegenerationSpec", Units(hidden=frozenset({"attacker"}), helps={
        "target": "In a battle: the figure that regenerates; its Regeneration and wound are "
                  "read, and its new state is written back."}))(
        declared(characteristic.regeneration, vars(_conf_options))))




# the functions are in muster.commands (the quick door calls them without Typer)
reinforcement = app.command(
    "reinforcement", cls=ROLL_NUMBERS,
    help="Reinforcement's die at the start of a round.\n\n"
         "In a battle, --target NAME is the removed figure the die is for (the one "
         "with the lowest points): it must have Reinforcement; a {returns_on} brings it "
         "back, a {loses_on} takes the ability from it.\n\n"
         "Examples:\n\n  muster roll conf reinforcement --odds")(
    in_battle("ReinforcementSpec", Units(attacker=None, helps={
        "target": "In a battle: the removed figure the die is for; what the die does to it "
                  "is written back."}))(
        declared(characteristic.reinforcement, vars(_conf_options))))


mutagenic = app.command(
    "mutagenic", cls=ROLL_NUMBERS, help="Mutagenic / X: the points of the round.\n\n"
                      "In a battle, --target NAME is the chosen figure: its X is "
                      "read, one die a round, and the points are kept for the round "
                      "(spent with muster battle set NAME mutations=str:3,...)."
                      "\n\nExamples:\n\n"
                      "  muster roll conf mutagenic --mutagenic 2 --odds")(
    in_battle("MutagenicSpec", Units(attacker=None, helps={
        "target": "In a battle: the figure whose Mutagenic / X is read; the round's points "
                  "are kept for it."}))(
        declared(characteristic.mutagenic, vars(_conf_options))))


into_melee = app.command(
    "into-melee", cls=ROLL_NUMBERS,
    help="Which figure a successful shot into a melee hits.\n\n"
         "In a battle, --target NAME once per figure (the target first, then each "
         "figure in base contact with it) gives their sizes and names.\n\n"
         "Examples:\n\n  muster roll conf into-melee --into-melee "
         "small:goblin --into-melee large --dice 2")(
    in_battle("IntoMeleeSpec", several=True, units=Units(helps={
        "target": "In a battle: the target of the shot first, then each figure in base "
                  "contact with it (repeat the option for each); their sizes and names are "
                  "read.",
        "attacker": "In a battle: the shooter (it must be alive; it fills nothing)."}))(
        declared(characteristic.into_melee, vars(_conf_options))))


# a physical feat: one subcommand per kind (`muster.games.confrontation.feat.FEATS`), each
# with only its own options; ``--feat KIND`` (the spelling before them: an English or Czech
# name) names the kind
KINDS = ("plain", "swim", "long-jump", "high-jump", "climb", "fall")


class _Kinds(FillsNumbers, DefaultGroup):
    """``roll conf feat`` with options first: ``--feat KIND`` (its last value, by any of the
    feat's names) names the kind; without a kind the line misses --feat."""

    named_by = {"--feat": KINDS}

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args or (args[0].startswith("-") and args[0] not in ctx.help_option_names):
            args = _kind_named(args)
            if named(args, "--feat", KINDS) is None and self._mode_word(ctx, args) is None:
                from muster.i18n import _

                ctx.fail(_("which feat? give its kind ({kinds}) or --feat KIND").format(
                    kinds=", ".join(KINDS)))
        return super().parse_args(ctx, args)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        """A kind by its id, or by any of the feat's names ('plavání': swim), as --feat
        takes it."""
        cmd = super().get_command(ctx, cmd_name)
        if cmd is None and not cmd_name.startswith("-"):
            from muster.games.confrontation.feat import feat_named

            kind = feat_named(cmd_name)
            cmd = super().get_command(ctx, kind) if kind is not None else None
        return cmd


def _kind_named(args: list[str]) -> list[str]:
    """``args`` with the last ``--feat``'s value as the kind it names ('plavání': swim); a
    value no feat answers to is refused as the feat's (`feat_key`)."""
    last: int | None = None
    i = 0
    while i < len(args):
        word, eq, _ = args[i].partition("=")
        if word == "--feat" and (eq or i + 1 < len(args)):
            last, i = i, i + (1 if eq else 2)
        else:
            i += 1
    if last is None:
        return args
    __, eq, value = args[last].partition("=")
    at = last if eq else last + 1
    value = value if eq else args[at]
    if value in KINDS:
        return args
    from muster.errors import options
    from muster.games.confrontation.feat import feat_key

    with options({"kind": "--feat"}):
        kind = feat_key(value)
    return [*args[:at], f"--feat={kind}" if eq else kind, *args[at + 1:]]


FEAT_HELP = ("A physical feat, d6 + MOV/{cm_per_inch} above the difficulty, and the wound "
             "a failure costs: one subcommand per kind, each with only its own options "
             "(plain, swim, long-jump, high-jump, climb, fall); --feat KIND names it too."
             "\n\nExamples:\n\n"
             "  muster roll conf feat swim --mov 10 --res 6 --dice 2\n\n"
             "  muster roll conf feat --feat swim --mov 10 --res 6 --dice 2")
feats = typer.Typer(cls=numbers_from(_roll_numbers, _Kinds), add_completion=False,
                    help=FEAT_HELP, subcommand_metavar="KIND [OPTIONS]")


class _FeatCommand(FillsNumbers):
    """What ``roll conf`` registers as ``feat`` (Typer builds a command by calling its
    class): the group of the kinds, made lazily as every split command is
    (`muster.verbs.command_of`); its help quotes the data's numbers."""

    numbers = staticmethod(_roll_numbers)

    def __new__(cls, **settings: Any) -> Any:  # a click group, not an instance of cls
        group = command_of(feats)
        group.name = settings["name"]
        return group


app.command("feat", cls=_FeatCommand, help=FEAT_HELP)(lambda: None)  # type: ignore[arg-type]  # a group made by its class, not a TyperCommand


def _kind(name: str, function: Any, help: str) -> Any:
    """Register the feat of kind ``name`` (its function in muster.commands)."""
    return feats.command(name, cls=ROLL_NUMBERS, help=help)(
        in_battle("FeatSpec", Units(hidden=frozenset({"attacker"}), helps={
            "target": "In a battle: the figure that performs the feat; its MOV, RES and "
                      "wound fill the options you leave out, and its new state is written "
                      "back."}))(declared(function, vars(_conf_options))))


plain_feat = _kind("plain", feat.plain, "A plain physical feat: the total must be above its "
                   "--difficulty (L557-561).\n\nExamples:\n\n"
                   "  muster roll conf feat plain --mov 12/4.8 --difficulty 7 --dice 3")
swim = _kind("swim", feat.swim, "Swimming: d6 + MOV/{cm_per_inch} - RES must be above 0; a "
             "failure is a light wound (L562-567).\n\nExamples:\n\n"
             "  muster roll conf feat swim --mov 10 --res 6 --dice 2")
long_jump = _kind("long-jump", feat.long_jump, "A long jump over --bases base lengths "
                  "(difficulty {base_difficulty} + {per_base} each); a failure is a leg wound "
                  "at STR --depth (L568-576).\n\nExamples:\n\n"
                  "  muster roll conf feat long-jump --mov 10 --res 3 --bases 2 --depth 8 "
                  "--dice 2,2,5")
high_jump = _kind("high-jump", feat.high_jump, "A high jump: the difficulty is --height cm "
                  "(or over figures: --over-models) + RES; a failure is a leg wound at STR "
                  "the height (L577-588).\n\nExamples:\n\n"
                  "  muster roll conf feat high-jump --mov 10 --res 3 --over-models large "
                  "--smaller --dice 4")
climb = _kind("climb", feat.climb, "Climbing: d6 + MOV/{cm_per_inch} - RES is the cm "
              "climbed; below 0 the figure falls from --height (L589-598).\n\nExamples:\n\n"
              "  muster roll conf feat climb --mov 12/4.8 --res 2 --height 5 --dice 4")
fall = _kind("fall", feat.fall, "A deliberate fall from --height cm: a leg wound at STR "
             "the height less the feat's total, d6 + MOV/{cm_per_inch} (L599-605).\n\nExamples:\n\n"
             "  muster roll conf feat fall --mov 10 --res 3 --height 10 --dice 2,1,2")


# the functions are in muster.commands (the quick door calls them without Typer)
shoot = app.command(
    "shoot", cls=ROLL_NUMBERS, help="A shot: the difficulty from the range band, the shot type, "
                  "cover and the target's size (data/shooting.toml), then the aim roll, "
                  "d6 + AIM >= difficulty (a {auto_fail} fails; wound "
                  "penalties count). Beyond the weapon's long range the shot fails. A "
                  "counter-fire has a fixed difficulty.\n\n"
                  "Examples:\n\n"
                  "  muster roll conf shoot --aim 3 --range medium --moved --dice 5\n\n"
                  "  muster roll conf shoot --aim 4 --distance 32 --reach 15,30,45 --precise "
                  "--size large --odds\n\n"
                  "  muster roll conf shoot --aim 2 --counter-fire --dice 4")(
    in_battle("ShotSpec", Units(helps={
        "target": "In a battle: the figure shot at; its profile fills the options you leave "
                  "out, and the aim roll changes nothing of it."}))(
        declared(shots.shoot, vars(_conf_options))))


shooting_order_ = app.command(
    "shooting-order", help="The order of the shooting phase: the highest Initiative "
    "shoots first, a precise or rapid shot changing it for the order only "
    "(data/shooting.toml); "
    "one army's shooters with the same Initiative shoot at once, and across armies "
    "the tactical roll's winner shoots first. No die is rolled.\n\n"
    "In a battle, --shooter NAME[:precise|rapid] names a unit of the battle: its "
    "side and INI are read, and the order is logged.\n\n"
    "Examples:\n\n"
    "  muster roll conf shooting-order --shooter lions:archers:4:precise "
    "--shooter lions:crossbows:2 --shooter acheron:bowmen:2 --first acheron")(
    in_battle("ShootingOrderSpec", NO_UNITS)(
        declared(shots.shooting_order, vars(_conf_options))))


toxic = app.command(
    "toxic", cls=ROLL_NUMBERS,
    help="Toxic / X: how many toxic fighters are chosen this round, one per "
    "{toxic_per} A.P. or part of {toxic_per} of the army's toxic fighters (data/rolls.toml). "
    "No die is rolled: a toxic die takes an attack or shooting die's place (its second "
    "damage roll: wound conf --toxic X).\n\n"
    "Examples:\n\n  muster roll conf toxic --points 250 --toxic 6")(
    declared(table.toxic, vars(_conf_options)))


fly = app.command(
    "fly", help="A flying move (no die): every altitude level up or down costs "
    "air movement, a creature fights only figures at its own level, and a dive "
    "onto a figure one level below raises its INI, ATT and STR in the next melee "
    "phase (data/flying.toml).\n\n"
    "Examples:\n\n"
    "  muster roll conf fly --air-mov 25 --start 0 --end 2\n\n"
    "  muster roll conf fly --air-mov 25 --start 2 --target-level 1 --dive")(
    declared(table.fly, vars(_conf_options)))


melee_setup_ = app.command(
    "melee-setup", cls=ROLL_NUMBERS, help="Before the blows of a melee: each side's dice (one for "
    "himself and one per enemy in base contact), its INI, ATT, DEF and STR after a "
    "charge's and fear's penalties (never below 0) and a dive's bonus, and the "
    "initiative roll (d6 + INI against d6 + INI, a group's best INI +{group} per model "
    "after the first, ties rolled again) that makes one side the attacker; the "
    "defender splits its dice first (data/tests.toml [melee_setup]).\n\n"
    "Examples:\n\n"
    "  muster roll conf melee-setup --ini 3 --def 3 --charged --versus-ini 3 "
    "--dice 2,2\n\n"
    "  muster roll conf melee-setup --ini 4 --att 7 --def 6 --charged "
    "--versus-ini 2 --versus-figures 4 --odds")(
    declared(table.melee_setup, vars(_conf_options)))
