"""`muster scatter warmaster`: a Gerroff!!! drive-back drawn, and whether the unit leaves
the table.

The distance is the one `gerroff` procedure `roll wm gerroff` uses (RULINGS 19: 5D6 cm,
option one D6 x 5). The unit is driven along the shortest line to its own table edge
(seed 002 L20-26): in the picture it starts on the aim point and moves up (+y); the edge is
``edge_cm`` ahead of it. It leaves the table when the drive-back is longer than that
distance (docs/RULINGS.md).
"""

from __future__ import annotations

from dataclasses import field
from typing import NamedTuple

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import rule
from muster.engine.scatter import Landing, Point, land
from muster.errors import within
from muster.games.warmaster.gerroff import Gerroff, GerroffSpec, gerroff
from muster.i18n import N_
from muster.limits import MOST_EDGE_CM

UNIT = "cm"
VIEWS = "muster.games.warmaster.views.driveback"

@frozen
class DriveBackSpec:
    """A Gerroff!!! drive-back (``one_die``: the other reading) toward a table edge
    ``edge_cm`` behind the unit (None: not given)."""

    one_die: bool = False
    edge_cm: float | None = None

    def __post_init__(self) -> None:
        if self.edge_cm is not None:
            within("edge_cm", self.edge_cm, 0, MOST_EDGE_CM)


@frozen
class DriveBack(Gerroff):
    """A Gerroff!!! drive-back drawn: the roll, then the table edge (``edge_cm``, None: not
    given), whether the unit leaves the table (None: no edge given) and where it ends."""

    FORM = "drive-back"
    unit: str = field(kw_only=True)
    edge_cm: float | None = field(kw_only=True)
    leaves_table: bool | None = field(kw_only=True)
    aim: Point = field(kw_only=True)
    landing: Landing = field(kw_only=True)


def drive_back(src: Source, one_die: bool, edge_cm: float | None) -> DriveBack:
    g = gerroff(src, GerroffSpec(one_die))
    return DriveBack(g.reading, g.dice, g.cm, unit=UNIT, edge_cm=edge_cm,
                     leaves_table=None if edge_cm is None else g.cm > edge_cm, aim=Point(),
                     landing=land(g.cm, 0))


class DriveKey(NamedTuple):
    cm: int
    leaves_table: bool | None

    def __str__(self) -> str:
        """The outcome in English (a --times row's JSON label; the views show it in the
        user's language)."""
        if self.leaves_table is None:
            return f"{self.cm} cm"
        return f"{self.cm} cm, " + ("off the table" if self.leaves_table else "on the table")


def drive_key(d: DriveBack) -> DriveKey:
    return DriveKey(d.cm, d.leaves_table)


@rule(DriveBackSpec, key=drive_key, label=N_("drive-back"))
def drive(src: Source, spec: DriveBackSpec) -> DriveBack:
    return drive_back(src, spec.one_die, spec.edge_cm)
