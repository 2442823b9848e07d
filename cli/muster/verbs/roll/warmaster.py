"""`muster roll warmaster`: one subcommand per roll (target, cast, command, game-length,
gerroff, rage, storm, dispel, spellbind, door); ``target`` when the roll is left out."""

from __future__ import annotations

from typing import Annotated, Any

import click
import typer

from muster.commands import roll_warmaster
from muster.commands.roll_warmaster import roll_spec
from muster.errors import MusterError
from muster.i18n import say
from muster.verbs import DefaultGroup
from muster.verbs._battle import Units, in_battle
from muster.verbs._params import declared
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times
from muster.verbs.roll import _wm_options
from muster.verbs.roll._wm_options import Armour, Count, Value

FORMS = ("target", "cast", "command", "game-length", "gerroff", "rage", "storm", "dispel",
         "spellbind", "door")


class Rolls(DefaultGroup):
    """The Warmaster rolls: ``target`` when the first word is an option; no words at all, or
    an unknown roll, is refused as before the rolls were subcommands."""

    default = "target"

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args and not ctx.resilient_parsing:
            raise MusterError(say("choose a form: target (--target N), cast, command or "
                                  "game-length (muster roll warmaster --help)"))
        return super().parse_args(ctx, args)

    def resolve_command(self, ctx: click.Context, args: list[str]
                        ) -> tuple[str | None, click.Command | None, list[str]]:
        if args and not args[0].startswith("-") and self.get_command(ctx, args[0]) is None:
            raise MusterError(say("unknown Warmaster roll '{form}' (choose: {forms})",
                                  form=args[0].strip().lower(), forms=", ".join(FORMS)))
        found: tuple[str | None, click.Command | None, list[str]] = \
            super().resolve_command(ctx, args)
        return found


app = typer.Typer(
    cls=Rolls, add_completion=False, subcommand_metavar="[FORM]",
    help="Warmaster rolls on a D6.\n\n"
         "FORM is one of: target (K dice, each succeeding on N+; the default when "
         "--target is given), cast (casting roll: D6 >= the casting value, a natural 1 "
         "always fails), command (2D6 must not exceed the Command value: 11 and 12 "
         "fail against 10), game-length (5 + D3 turns), gerroff (Gerroff!!! drive-back: 5D6 cm, "
         "RULINGS 19; --one-die takes the other reading, one D6 x 5 cm), rage (Rage of "
         "Chaos: --count K dice one at a time; a repeated value gives no bonus and the "
         "unit takes hits equal to the sum of the dice, saves allowed, RULINGS 20), storm "
         "(Storm of Stone: D3 hits on "
         "each of --count enemy units, one D3 per unit; D3 = D6 halved, rounded up; "
         "with --armour the saves follow, unit by unit), dispel (the Dwarf "
         "Runesmith: 4+ dispels an enemy spell), spellbind (Staff of Spellbinding: 4+ "
         "after an enemy's failed casting), door (a small door: at most 3 stands of a "
         "unit a Command phase; no dice).\n\n"
         "cast also takes --ring, and the enemy's --runesmith, --scroll and --staff, "
         "for the whole exchange in one roll. The Sceptre of Sovereignty ignores a "
         "subordinate's blunder; the Czech rulebook does not say which command rolls "
         "are blunders, so muster has no option for it.\n\n"
         "High Elf re-roll (--reroll): by default a natural 1 may be rolled again "
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
                "Spellbinding (with cast: --staff); it is marked spent on its first success "
                "and refused after.")


# the function is in muster.commands (the quick door calls it without Typer)
target = app.command(
    "target", help="K dice, each succeeding on N+."
                  "\n\nExamples:\n\n"
                   "  muster roll warmaster --target 4 --count 6\n\n"
                   "  muster roll wm target --target 5 --count 3 --odds")(
    declared(roll_warmaster.target, vars(_wm_options)))
@app.command("cast", help="The casting roll: D6 >= the casting value, a natural 1 always "
                          "fails; with the Ring and the enemy's Runesmith, Scroll and Staff."
                          "\n\nIn a battle, --wizard NAME is the caster (-1 once "
                          "spellbound; his Wand and Ring work once a game) and "
                          "--staff-holder NAME the enemy whose Staff of Spellbinding follows "
                          "a failed casting (it works until it first succeeds)."
                         "\n\nExamples:\n\n"
                          "  muster roll wm cast --value 5 --wand --dice 4\n\n"
                          "  muster roll wm cast --spell 'Storm of Stone' --reroll --odds\n\n"
                          "  muster roll wm cast --value 5 --runesmith --dice 5,3\n\n"
                          "  muster roll wm cast --value 6 --staff --odds")
@in_battle("CastSpec", Units(target="--staff-holder", attacker="--wizard", helps={
    "target": STAFF_HOLDER, "attacker": "In a battle: the wizard who casts; his state (-1 "
    "once spellbound; his Wand and Ring, once a game each) is read and written back."}),
           rolls=("SpellcraftSpec",))
def cast(
    value: Value = None,
    spell: Annotated[str | None, typer.Option(
        "--spell", help="cast: take the casting value from a spell of the rulebook "
                        "(English or Czech name).")] = None,
    wand: Annotated[bool, typer.Option(
        "--wand", help="cast: Wand of Power, +1 to the first attempt.")] = False,
    reroll: Annotated[bool, typer.Option(
        "--reroll", help="cast: High Elf Mage, a failed casting is rolled once more.")] = False,
    reroll_after_one: Annotated[bool, typer.Option(
        "--reroll-after-one/--no-reroll-after-one",
        help="cast --reroll: may a natural 1 be rolled again? Default yes (RULINGS 21).")]
    = True,
    spellbound: Annotated[bool, typer.Option(
        "--spellbound", help="cast: the wizard is spellbound, -1 on every attempt.")] = False,
    ring: Annotated[bool, typer.Option(
        "--ring", help="cast: Ring of Magic, the spell is cast with no roll (once a game).")]
    = False,
    runesmith: Annotated[bool, typer.Option(
        "--runesmith", help="cast: an enemy Dwarf Runesmith tries to dispel a cast spell, "
                            "4+ on a D6 (once per spell).")] = False,
    scroll: Annotated[bool, typer.Option(
        "--scroll", help="cast: the enemy's Scroll of Dispelling cancels a cast spell (with "
                         "--runesmith: after his dispel fails).")] = False,
    staff: Annotated[bool, typer.Option(
        "--staff", help="cast: the enemy's Staff of Spellbinding: if the casting fails, 4+ "
                        "spellbinds the wizard.")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.casting import CastSpec, SpellcraftSpec

    if ring and _from_battle("spellbound"):
        spellbound = False  # the Ring casts with no roll: the battle's -1 has nothing to act on
    spec: Any = CastSpec.of(value, spell, wand=wand, reroll=reroll, spellbound=spellbound,
                            reroll_after_one=reroll_after_one)
    if ring or runesmith or scroll or staff:
        spec = SpellcraftSpec(spec, ring, runesmith, scroll, staff)
    roll_spec(spec, seed, dice, odds, times, as_json)


def _from_battle(param: str) -> bool:
    """Whether the battle, not the command line, gave ``param`` its value."""
    from click.core import ParameterSource

    ctx = click.get_current_context()
    return ctx.get_parameter_source(param) is ParameterSource.DEFAULT_MAP


# the function is in muster.commands (the quick door calls it without Typer)
command = app.command(
    "command", help="A command test: 2D6 must not exceed the Command value (11 and "
                    "12 fail against 10)."
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


@app.command("game-length", help="The game length: 5 + D3 turns."
                                "\n\nExamples:\n\n"
                                 "  muster roll wm game-length --seed 3\n\n"
                                 "  muster roll wm game-length --odds")
def game_length(
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.game_length import GameLengthSpec

    roll_spec(GameLengthSpec(), seed, dice, odds, times, as_json)


@app.command("gerroff", help="Gerroff!!! drive-back: 5D6 cm (RULINGS 19)."
                            "\n\nExamples:\n\n"
                             "  muster roll wm gerroff --odds\n\n"
                             "  muster roll wm gerroff --one-die --dice 4")
def gerroff(
    one_die: Annotated[bool, typer.Option(
        "--one-die", help="gerroff: read '5 x D6 cm' as one D6 times 5 cm (default: 5D6 "
                          "added, RULINGS 19).")] = False,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.gerroff import GerroffSpec

    roll_spec(GerroffSpec(one_die), seed, dice, odds, times, as_json)


def _saves(armour: list[str]) -> tuple[int | None, ...]:
    from muster.games.warmaster.armour import parse_armour

    return tuple(parse_armour(a) for a in armour)


@app.command("rage", help="Rage of Chaos: --count K dice one at a time; a repeated value gives "
                          "no bonus and hits the unit (RULINGS 20)."
                         "\n\nExamples:\n\n"
                          "  muster roll wm rage --count 3 --dice 4,2,6\n\n"
                          "  muster roll wm rage --count 3 --armour 5 --dice 2,2,6,1,5,3")
@in_battle("RageSpec", Units(target="--unit", attacker=None))
def rage(
    count: Count = 1, armour: Armour = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.rage import RageSavesSpec, RageSpec

    spec = RageSpec(count)
    if armour:
        if len(armour) > 1:
            raise MusterError(say("rage: one --armour, the unit's own save"))
        spec = RageSavesSpec(count, _saves(armour)[0])
    roll_spec(spec, seed, dice, odds, times, as_json)


@app.command("storm", help="Storm of Stone: D3 hits on each of --count enemy units."
                          "\n\nIn a battle, --target NAME (repeat it, one per unit in "
                          "range) reads each unit's Armour and gives it its own D3 hits, "
                          "in the order named.\n\nExamples:\n\n"
                           "  muster roll wm storm --count 2 --armour 4 --dice 5,4,6,1,2,3")
@in_battle("StormSpec", Units(attacker="--wizard", helps={
    "attacker": "In a battle: the wizard who casts; his profile fills the options you leave "
                "out."}))
def storm(
    count: Count = 1, armour: Armour = None,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.storm import StormSavesSpec, StormSpec

    spec = StormSpec(count)
    if armour:
        spec = StormSavesSpec.of(count, _saves(armour))
    roll_spec(spec, seed, dice, odds, times, as_json)


def _counter(kind: str, seed: int | None, dice: list[str] | None, odds: bool,
             times: int | None, as_json: bool) -> None:
    from muster.games.warmaster.casting import CounterSpec

    roll_spec(CounterSpec(kind), seed, dice, odds, times, as_json)


@app.command("dispel", help="The Dwarf Runesmith: 4+ dispels an enemy spell."
                           "\n\nExamples:\n\n"
                            "  muster roll wm dispel --dice 4\n\n"
                            "  muster roll wm dispel --odds")
def dispel(
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    _counter("dispel", seed, dice, odds, times, as_json)


@app.command("spellbind", help="Staff of Spellbinding: 4+ after an enemy's failed casting."
                              "\n\nIn a battle, --target NAME is the enemy wizard and "
                              "--staff-holder NAME the one who holds the Staff (it works "
                              "until it first succeeds)."
                              "\n\nExamples:\n\n"
                               "  muster roll wm spellbind --odds")
@in_battle("CounterSpec", Units(attacker="--staff-holder", helps={
    "target": "In a battle: the enemy wizard; he is marked spellbound on 4+.",
    "attacker": STAFF_HOLDER}))
def spellbind(
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    _counter("spellbind", seed, dice, odds, times, as_json)


@app.command("door", help="A small door: at most 3 stands of a unit a Command phase; no dice."
                         "\n\nExamples:\n\n"
                          "  muster roll wm door --troop infantry --stands 4")
def door(
    troop: Annotated[str | None, typer.Option(
        "--troop", help="door: infantry, cavalry or character, or pěchota, jízda, osobnost "
                        "(monsters, artillery, machines and chariots cannot pass).")] = None,
    stands: Annotated[int | None, typer.Option(
        "--stands", help="door: the unit's stands passing the small door.")] = None,
    characters: Annotated[int, typer.Option(
        "--characters", help="door: character stands passing with it (no limit).")] = 0,
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    from muster.games.warmaster.door import DoorSpec

    roll_spec(DoorSpec.of(troop, stands, characters), seed, dice, odds, times, as_json)
