"""`muster scatter warmaster`: a Gerroff!!! drive-back toward the unit's own table edge."""

from __future__ import annotations

import typer

from muster.commands import scatter_warmaster
from muster.verbs._data_help import numbers_from
from muster.verbs._params import declared
from muster.verbs._wm_numbers import numbers
from muster.verbs.scatter import Svg

app = typer.Typer(add_completion=False)


# the function is in muster.commands (the quick door calls it without Typer)
warmaster = app.command(
    cls=numbers_from(numbers),
    help="Warmaster Gerroff!!! drive-back: the unit is driven {gerroff_dice}D6 cm (RULINGS "
         "19; --one-die reads '{gerroff_dice} x D6' as one D6 x {gerroff_cm}) along the "
         "shortest line to its own table edge. --edge-cm D: that edge is D cm behind the "
         "unit; it leaves the table when driven more than D cm. --odds: the distance and "
         "the exact chance it leaves. Not modelled (main rules, not in the seed): the roll "
         "for a unit that leaves the table, and a drive-back that meets other units or "
         "terrain.\n\n"
         "Examples:\n\n"
         "  muster scatter warmaster --edge-cm 20 --dice 6,5,4,3,3\n\n"
         "  muster scatter wm --edge-cm 20 --odds\n\n"
         "  muster scatter wm --one-die --edge-cm 12 --odds\n\n"
         "  muster scatter wm --seed 5 --svg gerroff.svg")(
    declared(scatter_warmaster.warmaster, {"Svg": Svg}))
