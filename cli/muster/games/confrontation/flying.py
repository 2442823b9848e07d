"""Flying (seed 000 L1401-1409, L1415-1433): a flying creature's altitude levels, what a
change of level costs of its air movement, who it may charge at which level, and the dive.
The numbers are in ``data/flying.toml``. No die is rolled here: a shot between levels is
`ShotSpec` (``shooter_level``, ``target_level``) and the dive's bonus counts in the melee
set-up (`MeleeSetupSpec`)."""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.frozen_map import FrozenMap
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.confrontation.tables import GAME, flying_rules, level_key
from muster.i18n import N_
from muster.text import shortest

VIEWS = "muster.games.confrontation.views.flying"  # its text

OUTCOMES = (N_("may charge"), N_("dives"), N_("not at the target's level"), N_("moves"))


@frozen
class FlySpec:
    """One flying move: the creature's ``air_mov`` (cm), the level it starts at
    (``start``) and ends at (``end``, default ``start``), the level of the figure it means
    to charge or engage (``target_level``), a ``dive`` onto that figure, and for the low
    level's obstacle rule its ``ground_mov`` and an ``obstacle``'s height (cm)."""

    air_mov: float
    start: int = 0
    end: int | None = None
    target_level: int | None = None
    dive: bool = False
    ground_mov: float | None = None
    obstacle: float | None = None

    def __post_init__(self) -> None:
        if self.air_mov <= 0:
            raise FieldError("air_mov", "{field} is the creature's MOV in the air in cm, "
                             "above 0, not {mov}", mov=shortest(self.air_mov))
        level_key(self.start, "start")
        if self.target_level is not None:
            level_key(self.target_level, "target_level")
        if self.dive:
            below = flying_rules()["dive"]["levels_below"]
            if self.start < below:
                raise FieldError("dive", "{field}: a creature on the ground cannot dive: a "
                                 "dive is onto a figure one level below it (L1425-1426)")
            if self.target_level is None or self.target_level != self.start - below:
                raise FieldError("dive", "a dive is onto a figure one level below the "
                                 "creature (L1425-1426): give {target_level} {level}",
                                 target_level=Field("target_level"),
                                 level=self.start - below)
            if self.end is not None and self.end != self.target_level:
                raise FieldError("end", "a dive ends at its target's level (L1427-1429): "
                                 "{field} {level}, not {end}", level=self.target_level,
                                 end=self.end)
            object.__setattr__(self, "end", self.target_level)
        if self.end is None:
            object.__setattr__(self, "end", self.start)
        level_key(self.end_level, "end")
        if self.obstacle is not None and self.ground_mov is None:
            raise FieldError("obstacle", "{field} needs {ground_mov}: at low altitude an "
                             "obstacle taller than the ground MOV is flown around "
                             "(L1406-1408)", ground_mov=Field("ground_mov"))
        for name in ("ground_mov", "obstacle"):
            if getattr(self, name) is not None:
                within(name, getattr(self, name), 0)
        if self.cost > self.air_mov:
            raise FieldError("end", "from level {start} to level {end} ({field}) costs {cost} "
                             "cm, more than the air MOV of {mov} cm (L1415-1416)",
                             start=self.start, end=self.end_level, cost=self.cost,
                             mov=shortest(self.air_mov))

    @property
    def end_level(self) -> int:
        return self.start if self.end is None else self.end

    @property
    def levels(self) -> int:
        """The levels crossed, up or down (several in one round, L1416-1417)."""
        return abs(self.end_level - self.start)

    @property
    def cost(self) -> int:
        return int(flying_rules()["flying"]["cm_per_level"]) * self.levels

    @property
    def left(self) -> float:
        """The air movement left after the changes of level."""
        return self.air_mov - self.cost


@frozen
class FlyingMove(JsonResult):
    """A flying move: the levels, their cost, whom the creature may fight (``may_charge``,
    None with no target), the dive and its bonus, an obstacle flown around at low
    altitude (``fly_around``, None when no obstacle counts)."""

    GAME = GAME
    FORM = "flying"

    air_mov_cm: float
    start: int
    end: int
    levels: int
    cost_cm: int
    left_cm: float
    target_level: int | None
    may_charge: bool | None
    dive: bool
    dive_bonus: FrozenMap[str, int] | None
    terrain: str
    obstacle_cm: float | None
    ground_mov_cm: float | None
    fly_around: bool | None
    outcome: str
    seed: int | None = field(default=None, metadata={"json": False})


def may_charge(spec: FlySpec) -> bool | None:
    """Only a figure at the same level may be charged or engaged (L1420-1421)."""
    t = spec.target_level
    return None if t is None else t == spec.end_level


def fly_around(spec: FlySpec) -> bool | None:
    """At low altitude an obstacle taller than the ground MOV is flown around
    (L1406-1408); on the ground the standard rules hold, high up nothing stops it."""
    if spec.obstacle is None or spec.ground_mov is None or spec.end_level != 1:
        return None
    return spec.obstacle > spec.ground_mov


def move_outcome(move: FlyingMove) -> str:
    return move.outcome


@rule(FlySpec, key=move_outcome, label=N_("flying move"))
def fly(src: Source, spec: FlySpec) -> FlyingMove:
    """No die: the move follows from the levels (L1415-1421, L1425-1433)."""
    r = flying_rules()
    charge = may_charge(spec)
    outcome = ("dives" if spec.dive else "moves" if charge is None
               else "may charge" if charge else "not at the target's level")
    return FlyingMove(spec.air_mov, spec.start, spec.end_level, spec.levels, spec.cost,
                      spec.left, spec.target_level, charge, spec.dive,
                      FrozenMap(r["dive"]["bonus"]) if spec.dive else None,
                      r["level"][str(spec.end_level)]["terrain"], spec.obstacle,
                      spec.ground_mov, fly_around(spec), outcome)
