"""`muster scatter warmaster`: a Gerroff!!! drive-back drawn, and whether the unit leaves
the table.

The distance is the one `gerroff` procedure `roll wm gerroff` uses (RULINGS 19: 5D6 cm,
option one D6 x 5). The unit is driven along the shortest line to its own table edge
(seed 002 L20-26): in the picture it starts on the aim point and moves up (+y); the edge is
``edge_cm`` ahead of it. It leaves the table when the drive-back is longer than that
distance (docs/RULINGS.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from muster.engine.dice import Source
from muster.engine.rule import JsonResult, rule
from muster.engine.scatter import Picture, land
from muster.errors import FieldError
from muster.games.warmaster.gerroff import Gerroff, GerroffSpec, gerroff
from muster.games.warmaster.tables import key_text, rolls
from muster.i18n import N_, _, czech

UNIT = "cm"
AXIS = {"axis": N_("drive-back line (its own table edge is up)"),
        "origin": N_("where the unit stood"), "up": N_("the drive-back"),
        "end": N_("where it ends")}


def _axis() -> dict[str, str]:
    """The picture's legend words, in the user's language ("where it ends" is also
    BattleLore's retreat, so the Czech drive-back has its own words)."""
    out = {k: _(v) for k, v in AXIS.items()}
    if czech():
        out["end"] = _("where the drive-back ends")
    return out


def _cm(value: float) -> str:
    """A distance in cm as the picture and lines show it: 12 / 12.5 (Czech 12,5)."""
    text = f"{value:g}"
    return text.replace(".", ",") if czech() else text


MOST_CM = 10_000


@dataclass(frozen=True)
class DriveBackSpec:
    """A Gerroff!!! drive-back (``one_die``: the other reading) toward a table edge
    ``edge_cm`` behind the unit (None: not given)."""

    one_die: bool = False
    edge_cm: float | None = None

    def __post_init__(self) -> None:
        if self.edge_cm is not None and not 0 <= self.edge_cm <= MOST_CM:
            raise FieldError("edge_cm", "{field} must be 0 to 10000 cm, not {cm}",
                             cm=str(self.edge_cm))


@dataclass(frozen=True)
class DriveBack(JsonResult):
    g: Gerroff
    edge_cm: float | None
    seed: int | None = None

    @property
    def leaves(self) -> bool | None:
        return None if self.edge_cm is None else self.g.cm > self.edge_cm

    def picture(self) -> Picture:
        words = _axis()
        return Picture(land(self.g.cm, 0), UNIT, 0, path=[(0, y) for y in range(self.g.cm + 1)],
                       edge_y=self.edge_cm, title=title(self.g.one_die, self.edge_cm),
                       axis=words["axis"], origin=words["origin"], up=words["up"],
                       end=words["end"])

    def to_json(self) -> dict[str, Any]:
        out = self.g.to_json()
        out.update({"seed": self.seed, "form": "drive-back", "unit": UNIT, "edge_cm": self.edge_cm,
                    "leaves_table": self.leaves, "aim": {"x": 0, "y": 0},
                    "landing": land(self.g.cm, 0).to_json()})
        return out


def title(one_die: bool, edge_cm: float | None) -> str:
    r = rolls()["gerroff"]
    how = f"D6 x {r['multiplier']}" if one_die else f"{r['dice']}D6"
    edge = _(", table edge {cm} cm behind the unit").format(cm=_cm(edge_cm)) \
        if edge_cm is not None else ""
    if czech():
        name = r["cs"][:1].upper() + r["cs"][1:]
        return f"{name}: {how.replace('D6', 'k6')} cm{edge}"
    return f"{r['en']} ({r['cs']}): {how} cm{edge}"


def drive_back(src: Source, one_die: bool, edge_cm: float | None) -> DriveBack:
    return DriveBack(gerroff(src, GerroffSpec(one_die)), edge_cm)


class DriveKey(NamedTuple):
    cm: int
    leaves_table: bool | None

    def __str__(self) -> str:
        return key_text(self)


def drive_key(d: DriveBack) -> DriveKey:
    return DriveKey(d.g.cm, d.leaves)


@rule(DriveBackSpec, key=drive_key, label="drive-back")
def drive(src: Source, spec: DriveBackSpec) -> DriveBack:
    return drive_back(src, spec.one_die, spec.edge_cm)
