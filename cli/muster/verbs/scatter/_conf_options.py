"""The options `muster scatter confrontation`'s subcommands share, declared once for
Typer: the verb module (`muster.verbs.scatter.confrontation`) gives them to its commands, and
their functions (`muster.commands.scatter_confrontation`) name them."""

from __future__ import annotations

from typing import Annotated

import typer

from muster.limits import MOST_CHARACTERISTIC, MOST_EDGE_CM
from muster.verbs._data_help import data_option
from muster.verbs.roll._conf_options import CouragePenaltyChoice, _courage_ability_help

Mov = Annotated[int, typer.Option("--mov", help="The fighter's MOV (Pohyb), in cm.")]
Rapidity = Annotated[bool, typer.Option(
    "--rapidity", help="The fighter has Rapidity (Rychlost) and uses it.")]
Engaged = Annotated[bool, typer.Option(
    "--engaged", help="The fighter is already in a melee: it does not leave it.")]
Activated = Annotated[bool, typer.Option(
    "--activated", help="The fighter's card was already activated this turn: it takes the "
                        "fear penalties but does not run.")]
EdgeCm = Annotated[float | None, typer.Option(
    "--edge-cm", metavar="D", help="How far the battlefield edge is behind the fighter, "
                                   "in cm (it is lost if it runs off).",
    min=0, max=MOST_EDGE_CM)]
Courage = Annotated[int | None, typer.Option(
    "--courage", metavar="C", help="Roll the Courage test first: the fighter's Courage.",
    min=-MOST_CHARACTERISTIC, max=MOST_CHARACTERISTIC)]
Fear = Annotated[int | None, typer.Option(
    "--fear", metavar="F", help="The fear-causer's Fear (the total must be above it).")]
# the Courage test's die penalties and abilities (data/tests.toml), as `roll conf courage`
# declares them: the same placeholders and choices, and a wound's refusal gives its reason
Penalty = Annotated[list[str] | None, typer.Option(
    "--penalty", metavar="STATE", click_type=CouragePenaltyChoice(),
    help="A penalty on the Courage die: blood-brother (a fallen blood "
                      "brother, -{blood_brother} on every roll). Wound penalties do not "
                      "modify Courage (L1564-1566).")]
Ability = Annotated[list[str] | None, data_option(
    _courage_ability_help, "--ability", metavar="NAME")]
Fanatic = Annotated[int | None, typer.Option(
    "--fanatic", metavar="DIS", help="The fighter is a fanatic with this Discipline: "
    "after a failed Courage test it re-tests Discipline at the same difficulty (a 5 "
    "rolls on) and flees only if that fails too (L1149-1154).")]
Rally = Annotated[bool, typer.Option("--rally", hidden=True)]
Desperate = Annotated[bool, typer.Option("--desperate", hidden=True)]
