"""Moving through a fortress (data/passage.toml, seed 002 L232-246): who may pass a gate, a
small door, a breach or an intact wall, and who may stand on the walls.

A question, not a roll: a unit of one troop type and side, going ``through`` a section or
``onto`` its ramparts, gets one case of ``data/passage.toml`` (allowed or not, and why, with
the seed's lines). The section's kind and state (destroyed or standing; stands on it) come
from a fortress file or are given. A small door also says how many Command phases the
unit's stands take (the `door` rule: three stands a phase).
"""

from __future__ import annotations

from typing import Any

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError, allowed_values, within
from muster.games.warmaster.door import DoorSpec, door_plan
from muster.games.warmaster.siege import KINDS, find_target
from muster.games.warmaster.tables import GAME, siege_rules
from muster.i18n import N_

VIEWS = "muster.games.warmaster.views.passage"


def data() -> dict[str, Any]:
    return load(GAME, "passage")


def _find(table: str, what: str, field: str, name: str) -> str:
    """The key of ``data/passage.toml`` [``table``] that ``name`` spells (English, Czech,
    alias; any case and accents), else the one unknown-name error naming ``field``."""
    return Lookup(what, data()[table]).find(name, field=field, template=UNKNOWN_FOR)


@frozen
class PassageSpec:
    """A unit of ``troop`` of the ``side`` moving ``through`` a section (``target``: wall,
    gate, door or tower) or
    ``onto`` its ramparts. ``destroyed``: the section has fallen (a breach, a ruined tower,
    a gate or door blown apart); ``occupied``: defender stands are on it (None: not known);
    ``stands`` and ``characters``: the unit's, for a small door's Command phases."""

    target: str
    troop: str
    side: str
    move: str = "through"
    destroyed: bool = False
    occupied: bool | None = None
    stands: int = 0
    characters: int = 0
    id: str | None = None

    def __post_init__(self) -> None:
        d = data()
        if self.target not in KINDS:
            raise FieldError("target", "unknown target '{name}' (allowed: {allowed})",
                             name=self.target, allowed=allowed_values(
                                 {k: siege_rules()["targets"][k] for k in KINDS}))
        for field, table, what in (("troop", "troops", N_("troop type")),
                                   ("side", "sides", N_("side")), ("move", "moves", N_("move"))):
            if getattr(self, field) not in d[table]:
                raise Lookup(what, d[table]).unknown(getattr(self, field), field=field,
                                                     template=UNKNOWN_FOR)
        within("stands", self.stands, 0)
        within("characters", self.characters, 0)

    @classmethod
    def of(cls, target: str, troop: str, side: str, move: str = "through", **state: Any
           ) -> PassageSpec:
        """The spec from names a player types, in English or Czech."""
        return cls(find_target(target), _find("troops", N_("troop type"), "troop", troop),
                   _find("sides", N_("side"), "side", side),
                   _find("moves", N_("move"), "move", move), **state)


@frozen
class Passage(JsonResult):
    GAME = GAME
    FORM = "passage"

    section: str | None
    target: str
    destroyed: bool
    occupied: bool | None
    troop: str
    side: str
    move: str
    case: str
    allowed: bool
    ref: str
    stops: bool = False
    no_charge: bool = False
    cover: bool = False
    command_phases: int | None = None  # nothing is rolled: no seed


def _case(spec: PassageSpec) -> str:
    """Which case of ``data/passage.toml`` answers the question."""
    return _onto(spec) if spec.move == "onto" else _through(spec)


def _through(spec: PassageSpec) -> str:
    troop, friend = spec.troop, spec.side == "defender"
    if troop == "flyer":
        return "flies-over"
    if spec.target in ("wall", "tower"):
        if not spec.destroyed:
            climbs = not friend and troop in data()["walls"]["attacker_may_climb"]
            return "wall-blocks-climb" if climbs else "wall-blocks"
        return "breach" if troop in data()["breach"]["may_pass"] else "breach-no-wheels"
    if spec.target == "gate":
        if spec.destroyed:
            return "gate-open"
        return "gate-friendly" if friend else "gate-enemy"
    if troop not in siege_rules()["small_door"]["may_pass"]:
        return "door-too-small"
    if spec.destroyed:
        return "door-smashed"
    return "door-friendly" if friend else "door-enemy"


def _onto(spec: PassageSpec) -> str:
    walls = data()["walls"]
    if spec.destroyed and spec.target in ("wall", "tower"):
        return "rubble"  # a fallen gate or door leaves the rampart above it (L258)
    if spec.troop not in walls["may_stand"]:
        return "walls-only"
    if spec.side == "defender":
        return "walls-defender"
    if spec.troop not in walls["attacker_may_climb"]:
        return "walls-attacker-only-infantry"
    return "walls-held" if spec.occupied else "walls-climb"


def _phases(spec: PassageSpec, case: str) -> int | None:
    """A small door's Command phases for the unit's stands (three a phase), when given."""
    if case not in ("door-friendly", "door-smashed") or spec.stands + spec.characters == 0:
        return None
    if spec.troop == "character":  # character stands pass in any number
        return door_plan(DoorSpec("character", 0, spec.stands + spec.characters)).command_phases
    return door_plan(DoorSpec(spec.troop, spec.stands, spec.characters)).command_phases


@rule(PassageSpec, key=lambda r: r.allowed, label=N_("allowed"))
def passage(src: Source, spec: PassageSpec) -> Passage:  # noqa: ARG001 - nothing is rolled
    case = _case(spec)
    entry = data()["cases"][case]
    return Passage(spec.id, spec.target, spec.destroyed, spec.occupied, spec.troop, spec.side,
                   spec.move, case, bool(entry["allowed"]), str(entry["ref"]),
                   stops=case == "walls-climb",
                   no_charge=case in ("gate-friendly", "door-friendly"),
                   cover=case == "breach", command_phases=_phases(spec, case))
