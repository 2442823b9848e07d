"""Storm of Stone (data/rolls.toml ``[storm]``, seed L35-43): D3 hits on each enemy unit
within range, one D3 per unit (D3 = a D6 halved, rounded up; RULINGS 21). With saves, each
unit's armour saves follow its D3, unit by unit ("resolved the usual way")."""

from __future__ import annotations

from dataclasses import field
from functools import lru_cache
from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError, within
from muster.games.warmaster.armour import Saves, check_armour, roll_saves
from muster.games.warmaster.tables import GAME, rolls
from muster.i18n import N_
from muster.limits import MOST_UNITS

VIEWS = "muster.games.warmaster.views.storm"  # its text and odds tables

@frozen
class StormSpec:
    """Storm of Stone on ``count`` enemy units."""

    count: int

    def __post_init__(self) -> None:
        within("count", self.count, 1, MOST_UNITS)


@frozen
class StormSavesSpec(StormSpec):
    """Storm of Stone with saves: ``armour`` holds one save (None: no save) per unit."""

    armour: tuple[int | None, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.armour) != self.count:
            raise FieldError("armour", "storm: give one {field} for all {count} units, or one "
                                       "per unit ({count}), not {given}", count=self.count,
                             given=len(self.armour))
        for a in self.armour:
            check_armour(a)

    @classmethod
    def of(cls, count: int, armour: tuple[int | None, ...]) -> StormSavesSpec:
        """One save for every unit, or one per unit."""
        return cls(count, tuple(armour) * (count if len(armour) == 1 else 1))


@frozen
class Storm(JsonResult):
    """One D3 of hits per unit (``units``); with saves (``savings``, one per unit), the
    unsaved hits in all."""

    GAME = GAME
    FORM = "storm"
    units: int
    dice: tuple[int, ...]
    hits: tuple[int, ...]
    total: int
    seed: int | None = None
    savings: tuple[Saves, ...] | None = field(default=None, metadata={"json": False})
    unsaved: int | None = field(default=None, metadata={"json": False})

    def extra_json(self) -> dict[str, Any]:
        """Each unit's saves and the unsaved hits, where saves were rolled."""
        if self.savings is None:
            return {}
        return {"saves": [s.to_json() for s in self.savings], "unsaved": self.unsaved}


def _d3(face: int) -> int:
    return (face + 1) // 2


@rule(StormSpec, key=lambda r: r.total, label=N_("hits"))
def storm(src: Source, spec: StormSpec) -> Storm:
    """One D3 per enemy unit in range (seed L38-39), thrown together: the exact driver
    weighs the sum."""
    pool = src.pool(spec.count, rolls()["storm"]["sides"])
    total = pool.total(_d3)
    dice = tuple(pool.seen())
    return Storm(spec.count, dice, tuple(_d3(d) for d in dice), total)


def _unsaved(r: Storm) -> int:
    assert r.unsaved is not None  # a storm with saves counts its unsaved hits
    return r.unsaved


@lru_cache(maxsize=1024)
def _halves(spec: StormSavesSpec) -> tuple[StormSavesSpec, StormSavesSpec]:
    """The two halves of several units, made and checked once per spec: the exact driver
    runs the procedure again on every path of its walk."""
    half = spec.count // 2
    return (StormSavesSpec(half, spec.armour[:half]),
            StormSavesSpec(spec.count - half, spec.armour[half:]))


@rule(StormSavesSpec, key=_unsaved, label=N_("unsaved hits"))
def storm_saves(src: Source, spec: StormSavesSpec) -> Storm:
    """Each unit's D3, then its saves, unit by unit. The units share no dice: several
    units are two halves rolled one after the other, each a stage, so the exact driver
    weighs each half alone (equal halves once) and adds their unsaved hits, and only those
    (its storm's dice, hits and saves stay empty)."""
    if spec.count == 1:
        d = src.d(rolls()["storm"]["sides"])
        saves = roll_saves(src, _d3(d), spec.armour[0])
        return Storm(1, (d,), (_d3(d),), _d3(d), savings=(saves,), unsaved=saves.unsaved)
    low, high = _halves(spec)
    first, a = src.stage(storm_saves, low, _unsaved)
    then, b = src.stage(storm_saves, high, _unsaved)
    if a is None or b is None:
        return Storm(spec.count, (), (), 0, unsaved=first + then)
    return Storm(spec.count, a.dice + b.dice, a.hits + b.hits, a.total + b.total,
                 savings=(a.savings or ()) + (b.savings or ()), unsaved=first + then)
