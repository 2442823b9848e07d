"""`muster siege-breach warmaster`: shoot at or batter a wall, gate, door or tower."""

from __future__ import annotations

from typing import Any

import click
import typer

from muster.commands import siege_breach_warmaster
from muster.verbs import DefaultGroup
from muster.verbs._data_help import numbers_from
from muster.verbs._in_battle import Units, in_battle
from muster.verbs._params import declared
from muster.verbs._wm_numbers import numbers
from muster.verbs.siege_breach import _wm_options

# The rules and the dice engine are imported inside the commands: a help loads none of them
# (start-up: bench/startup.py, tests/test_startup_imports.py)

Command = numbers_from(numbers)


class Siege(DefaultGroup):
    """The Warmaster siege commands: ``attack`` (the default: an option first) and ``pass``."""

    default = "attack"


app = typer.Typer(
    cls=Siege, add_completion=False, subcommand_metavar="[MODE]",
    help="Warmaster sieges.\n\n"
         "MODE is attack (the default: shoot at or batter a wall, gate, small door or tower, "
         "alone or a section of a fortress file) or pass (who may go through a gate, a small "
         "door, a breach or a wall, and who may stand on the walls; nothing is rolled).\n\n"
         "Examples:\n\n"
         "  muster siege-breach wm --target gate --shots 3 --weapon stone-thrower --odds\n\n"
         "  muster siege-breach wm pass --target gate --troop cavalry --side attacker")


def _own_section(kwargs: dict[str, Any]) -> None:
    """A --target without --section in a battle with a fortress attached: a wall or gate
    of its own, not the battle's fortress (which the battle gave --fortress)."""
    if kwargs["section"] is None and kwargs["target"] is not None and _from_battle("fortress"):
        kwargs["fortress"] = None


def _from_battle(name: str) -> bool:
    """Whether the option ``name`` was filled from the battle (its attached file)."""
    from click.core import ParameterSource

    ctx = click.get_current_context(silent=True)
    return ctx is not None and ctx.get_parameter_source(name) is ParameterSource.DEFAULT_MAP


# the functions are in muster.commands (the quick door calls them without Typer)
warmaster = app.command(
    "attack", cls=Command,
    help="Warmaster siege: shots at a fortification hit only on a {hit_on}; roll one die per "
         "hit, all at once, and take the highest; +{gate} against a gate (or small door), "
         "+{damaged} if already damaged (once). Breach Table: {none_min}-{none_max} no "
         "effect, {damaged_min}-{damaged_max} damaged, {breached}+ breached (RULINGS 16). "
         "A breached wall section collapses with the stands on it; a breached gate is blown "
         "apart, the stand above unharmed; a tower collapses at its second breach (RULINGS "
         "17). Only cannon, stone-throwers, the Steam Tank's cannon and the Skull Chukka can "
         "damage fortifications; rams and giants score one automatic hit each; each unit "
         "rolls its own dice (RULINGS 18).\n\n"
         "Examples:\n\n"
         "  muster siege-breach warmaster --target gate --shots 3 --weapon "
         "stone-thrower --odds\n\n"
         "  muster siege-breach wm --target wall --damaged --hits 2 --dice 6,3\n\n"
         "  muster siege-breach wm --target tower --breaches 1 --rams 1 --seed 7\n\n"
         "  muster siege-breach wm --target wall --giants 1 --no-defenders\n\n"
         "  muster siege-breach wm --fortress keep.yaml\n\n"
         "  muster siege-breach wm --fortress keep.yaml --section G1 --shots 2 "
         "--weapon cannon --dry-run")(
    in_battle("BreachSpec", Units(target="--target-unit", attacker="--attacker-unit", helps={
        "target": "In a battle: the unit holding the section, logged with the attack (the "
                  "section's damage is kept in the fortress file).",
        "attacker": "In a battle: the unit that attacks the section, logged with the "
                    "attack."}))(
        declared(siege_breach_warmaster.warmaster, vars(_wm_options), adjust=_own_section)))
passage = app.command(
    "pass", cls=Command, help="Who may go through a fortress and stand on its walls (seed 002 "
                 "L232-246): a unit of --troop (infantry, cavalry, chariot, monster, "
                 "artillery, machine, character, flyer; Czech names too) of the "
                 "--side (defender: the fortress's own; attacker) moving through a "
                 "section (--move through: a gate, a small door, a breach, an intact "
                 "wall) or onto its ramparts (--move onto). The section is --target "
                 "(with --destroyed for a breach, a fallen tower or a gate blown apart, "
                 "and --occupied when defender stands hold its ramparts) or a "
                 "section of a fortress file (--fortress FILE --section ID: its kind, "
                 "state and stands are read from the file). A small door also tells "
                 "the Command phases the unit's --stands take. Nothing is rolled.\n\n"
                 "Examples:\n\n"
                 "  muster siege-breach wm pass --target gate --troop cavalry "
                 "--side attacker\n\n"
                 "  muster siege-breach wm pass --target door --troop infantry "
                 "--side defender --stands 4\n\n"
                 "  muster siege-breach wm pass --target wall --destroyed --troop "
                 "chariot --side attacker\n\n"
                 "  muster siege-breach wm pass --fortress "
                 "examples/fortresses/border-keep.yaml --section W2 --move onto "
                 "--troop infantry --side attacker")(
    declared(siege_breach_warmaster.passage, vars(_wm_options)))
