"""`muster roll warmaster`: one subcommand per roll (target, cast, command, game-length,
gerroff, rage, storm, dispel, spellbind, door); ``target`` when the roll is left out."""

from __future__ import annotations

from typing import Any

import click
import typer

from muster.commands import roll_warmaster
from muster.engine.names import Lookup
from muster.errors import MusterError
from muster.i18n import N_, say
from muster.verbs import DefaultGroup
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._in_battle import Units, in_battle
from muster.verbs._params import declared
from muster.verbs._rolling import no_dice
from muster.verbs._wm_numbers import numbers
from muster.verbs.roll import _wm_options

FORMS = ("target", "cast", "command", "game-length", "gerroff", "rage", "storm", "dispel",
         "spellbind", "door")


class Rolls(DefaultGroup):
    """The Warmaster rolls: ``target`` when the first word is an option; no words at all, or
    an unknown roll, is refused in muster's own words (which forms there are), not click's."""

    default = "target"

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args and not ctx.resilient_parsing:
            raise MusterError(say("choose a form: target (--target N), cast, command or "
                                  "game-length (muster roll warmaster --help)"))
        return super().parse_args(ctx, args)

    def resolve_command(self, ctx: click.Context, args: list[str]
                        ) -> tuple[str | None, click.Command | None, list[str]]:
        if args and not args[0].startswith("-") and self.get_command(ctx, args[0]) is None:
            raise MusterError(Lookup.of_names(N_("Warmaster roll"), FORMS).unknown(
                args[0].strip().lower()).message)
        found: tuple[str | None, click.Command | None, list[str]] = \
            super().resolve_command(ctx, args)
        return found


class _NumberedRolls(FillsNumbers, Rolls):
    """The rolls, their help quoting the data's numbers (`muster.verbs._wm_numbers`)."""


Command = numbers_from(numbers)
app = typer.Typer(
    cls=numbers_from(numbers, _NumberedRolls), add_completion=False,
    subcommand_metavar="[FORM]",
    help="Warmaster rolls on a D6.\n\n"
         "FORM is one of: target (--count dice, each succeeding on --target or more; the "
         "default when "
         "--target is given), cast (casting roll: D6 >= the casting value, a natural "
         "{natural_fail} "
         "always fails), command (2D6 must not exceed the Command value: {over_max} "
         "fail against {command_max}), game-length ({length_base} + D3 turns), gerroff (Gerroff!!! "
         "drive-back: {gerroff_dice}D6 cm, RULINGS 19; --one-die takes the other reading, "
         "one D6 x {gerroff_cm} cm), rage (Rage of "
         "Chaos: --count dice, one at a time; a repeated value gives no bonus and the "
         "unit takes hits equal to the sum of the dice, saves allowed, RULINGS 20), storm "
         "(Storm of Stone: D3 hits on "
         "each of --count enemy units, one D3 per unit; D3 = D6 halved, rounded up; "
         "with --armour the saves follow, unit by unit), dispel (the Dwarf "
         "Runesmith: {dispel}+ dispels an enemy spell), spellbind (Staff of Spellbinding: "
         "{spellbind}+ after an enemy's failed casting), door (a small door: at most "
         "{door} stands of a "
         "unit a Command phase; no dice).\n\n"
         "cast also takes --ring, and the enemy's --runesmith, --scroll and --staff, "
         "for the whole exchange in one roll. The Sceptre of Sovereignty ignores a "
         "subordinate's blunder; the Czech rulebook does not say which command rolls "
         "are blunders, so muster has no option for it.\n\n"
         "High Elf re-roll (--reroll): by default a natural {natural_fail} may be rolled "
         "again "
         "too (RULINGS 21); --no-reroll-after-one takes the other reading.\n\n"
         "Examples:\n\n"
         "  muster roll warmaster --target 4 --count 6\n\n"
         "  muster roll wm cast --value 5 --wand --dice 4\n\n"
         "  muster roll wm cast --spell 'Storm of Stone' --reroll --odds\n\n"
         "  muster roll wm command --value 9 --penalty 1 --dice 5,4\n\n"
         "  muster roll wm command --value 8 --crown --odds\n\n"
         "  muster roll wm game-length --seed 3\n\n"
         "  muster roll wm gerroff --odds\n\n"
         "  muster roll wm rage --count 3 --dice 4,2,6\n\n"
         "  muster roll wm cast --value 5 --runesmith --dice 5,3\n\n"
         "  muster roll wm cast --value 6 --staff --odds\n\n"
         "  muster roll wm command --value 8 --orb --odds\n\n"
         "  muster roll wm storm --count 2 --armour 4 --dice 5,4,6,1,2,3\n\n"
         "  muster roll wm rage --count 3 --armour 5 --dice 2,2,6,1,5,3\n\n"
         "  muster roll wm dispel --dice 4\n\n"
         "  muster roll wm door --troop infantry --stands 4")

STAFF_HOLDER = ("In a battle: the enemy wizard or Dwarf Runesmith who holds the Staff of "
                "Spellbinding (see --staff); it is marked spent on its first success "
                "and refused after.")
# on spellbind the staff holder is the one who rolls, the enemy is --target
SPELLBINDER = ("In a battle: your wizard or Dwarf Runesmith who holds the Staff of "
               "Spellbinding; it is marked spent on its first success and refused after.")


# the function is in muster.commands (the quick door calls it without Typer)
target = app.command(
    "target", help="--count dice, each succeeding on --target or more."
                  "\n\nExamples:\n\n"
                   "  muster roll warmaster --target 4 --count 6\n\n"
                   "  muster roll wm target --target 5 --count 3 --odds")(
    declared(roll_warmaster.target, vars(_wm_options)))
def _ring(kwargs: dict[str, Any]) -> None:
    """The Ring casts with no roll: the battle's -1 of a spellbound wizard has nothing to act
    on (the line's own --spellbound is the roll's, as asked)."""
    if kwargs["ring"] and _from_battle("spellbound"):
        kwargs["spellbound"] = False


def _from_battle(param: str) -> bool:
    """Whether the battle, not the command line, gave ``param`` its value."""
    from click.core import ParameterSource

    ctx = click.get_current_context()
    return ctx.get_parameter_source(param) is ParameterSource.DEFAULT_MAP


# the function is in muster.commands (the quick door calls it without Typer)
cast = app.command(
    "cast", cls=Command, help="The casting roll: D6 >= the casting value, a natural "
                 "{natural_fail} always "
                 "fails; with the Ring and the enemy's Runesmith, Scroll and Staff."
                 "\n\nIn a battle, --wizard NAME is the caster (-{spellbound} once "
                 "spellbound; his Wand and Ring work once a game) and "
                 "--staff-holder NAME the enemy whose Staff of Spellbinding follows "
                 "a failed casting (it works until it first succeeds)."
                 "\n\nExamples:\n\n"
                 "  muster roll wm cast --value 5 --wand --dice 4\n\n"
                 "  muster roll wm cast --spell 'Storm of Stone' --reroll --odds\n\n"
                 "  muster roll wm cast --value 5 --runesmith --dice 5,3\n\n"
                 "  muster roll wm cast --value 6 --staff --odds")(
    in_battle("CastSpec", Units(target="--staff-holder", attacker="--wizard", helps={
        "target": STAFF_HOLDER, "attacker": "In a battle: the wizard who casts; his state "
        "(-{spellbound} once spellbound; his Wand and Ring, once a game each) is read and "
        "written back."}),
              rolls=("SpellcraftSpec",))(
        declared(roll_warmaster.cast, vars(_wm_options), adjust=_ring)))


# the function is in muster.commands (the quick door calls it without Typer)
command = app.command(
    "command", cls=Command, help="A command test: 2D6 must not exceed the Command value "
                    "({over_max} fail against {command_max})."
                    "\n\nExamples:\n\n"
                    "  muster roll wm command --value 9 --penalty 1 --dice 5,4\n\n"
                    "  muster roll wm command --value 8 --crown --odds\n\n"
                    "  muster roll wm command --value 8 --orb --odds")(
    in_battle("CommandSpec", Units(target="--unit", attacker="--character", helps={
        "target": "In a battle: the unit the order is given to; its state fills the options "
                  "you leave out.",
        "attacker": "In a battle: the character (general, hero or wizard) who gives the "
                    "order; its profile fills the options you leave out."}))(
        declared(roll_warmaster.command, vars(_wm_options))))


# the functions are in muster.commands (the quick door calls them without Typer)
game_length = app.command(
    "game-length", cls=Command, help="The game length: {length_base} + D3 turns."
                        "\n\nExamples:\n\n"
                        "  muster roll wm game-length --seed 3\n\n"
                        "  muster roll wm game-length --odds")(
    declared(roll_warmaster.game_length, vars(_wm_options)))
gerroff = app.command(
    "gerroff", cls=Command, help="Gerroff!!! drive-back: {gerroff_dice}D6 cm (RULINGS 19)."
                    "\n\nExamples:\n\n"
                    "  muster roll wm gerroff --odds\n\n"
                    "  muster roll wm gerroff --one-die --dice 4")(
    declared(roll_warmaster.gerroff, vars(_wm_options)))
rage = app.command(
    "rage", help="Rage of Chaos: --count dice, one at a time; a repeated value gives "
                 "no bonus and the unit takes hits equal to the sum of the dice, saves "
                 "allowed (RULINGS 20)."
                 "\n\nExamples:\n\n"
                 "  muster roll wm rage --count 3 --dice 4,2,6\n\n"
                 "  muster roll wm rage --count 3 --armour 5 --dice 2,2,6,1,5,3")(
    in_battle("RageSpec", Units(target="--unit", attacker=None, helps={
        "target": "In a battle: the unit that rolls the Rage of Chaos and takes its hits; "
                  "its Armour fills the options you leave out, and its hits are written "
                  "back."}))(
        declared(roll_warmaster.rage, vars(_wm_options))))
storm = app.command(
    "storm", help="Storm of Stone: D3 hits on each of --count enemy units."
                  "\n\nIn a battle, --target NAME (repeat it, one per unit in "
                  "range) reads each unit's Armour and gives it its own D3 hits, "
                  "in the order named.\n\nExamples:\n\n"
                  "  muster roll wm storm --count 2 --armour 4 --dice 5,4,6,1,2,3")(
    in_battle("StormSpec", several=True, units=Units(attacker="--wizard", helps={
        "target": "In a battle: a unit within the spell's reach; its armour fills the option "
                  "you leave out, and its hits are written back. Repeat it for each "
                  "target.",
        "attacker": "In a battle: the wizard who casts; his profile fills the options you "
                    "leave out."}))(
        declared(roll_warmaster.storm, vars(_wm_options))))
dispel = app.command(
    "dispel", cls=Command, help="The Dwarf Runesmith: {dispel}+ dispels an enemy spell."
                   "\n\nExamples:\n\n"
                   "  muster roll wm dispel --dice 4\n\n"
                   "  muster roll wm dispel --odds")(
    declared(roll_warmaster.dispel, vars(_wm_options)))
spellbind = app.command(
    "spellbind", cls=Command, help="Staff of Spellbinding: {spellbind}+ after an enemy's "
                      "failed casting."
                      "\n\nIn a battle, --target NAME is the enemy wizard and "
                      "--staff-holder NAME the one who holds the Staff (it works "
                      "until it first succeeds)."
                      "\n\nExamples:\n\n"
                      "  muster roll wm spellbind --odds")(
    in_battle("CounterSpec", Units(attacker="--staff-holder", helps={
        "target": "In a battle: the enemy wizard; he is marked spellbound on {spellbind}+.",
        "attacker": SPELLBINDER}))(
        declared(roll_warmaster.spellbind, vars(_wm_options))))
door = app.command(
    "door", cls=Command,
    help="A small door: at most {door} stands of a unit a Command phase; no dice."
                 "\n\nExamples:\n\n"
                 "  muster roll wm door --troop infantry --stands 4")(
    no_dice(declared(roll_warmaster.door, vars(_wm_options))))
