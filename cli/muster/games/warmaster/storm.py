"""Storm of Stone (data/rolls.toml ``[storm]``, seed L35-43): D3 hits on each enemy unit
within range, one D3 per unit (D3 = a D6 halved, rounded up; RULINGS 21). With saves, each
unit's armour saves follow its D3, unit by unit ("resolved the usual way")."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from muster.engine.dice import Source
from muster.engine.odds import Distribution, enumerate_outcomes
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError
from muster.games.warmaster.armour import Saves, check_armour, roll_saves
from muster.games.warmaster.tables import GAME, rolls
from muster.i18n import N_

MOST_UNITS = 100


@dataclass(frozen=True)
class StormSpec:
    """Storm of Stone on ``count`` enemy units."""

    count: int

    def __post_init__(self) -> None:
        if self.count < 1:
            raise FieldError("count", "{field} {count} is impossible: give the number of enemy "
                                      "units within 30 cm (at least 1)", count=self.count)
        if self.count > MOST_UNITS:
            raise FieldError("count", "{field} {count} is more enemy units than a table holds; "
                                      "at most {most}", count=self.count, most=MOST_UNITS)


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class Storm(JsonResult):
    dice: tuple[int, ...]
    hits: tuple[int, ...]
    total: int
    savings: tuple[Saves, ...] | None = None
    seed: int | None = None

    @property
    def unsaved(self) -> int | None:
        return None if self.savings is None else sum(s.unsaved for s in self.savings)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"game": GAME, "form": "storm", "units": len(self.hits),
                               "dice": list(self.dice), "hits": list(self.hits),
                               "total": self.total, "seed": self.seed}
        if self.savings is not None:
            out["saves"] = [s.to_json() for s in self.savings]
            out["unsaved"] = self.unsaved
        return out


def _d3(face: int) -> int:
    return (face + 1) // 2


@rule(StormSpec, key=lambda r: r.total, label=N_("hits"))
def storm(src: Source, spec: StormSpec) -> Storm:
    """One D3 per enemy unit in range (seed L38-39), thrown together: the exact driver
    weighs the sum."""
    pool = src.pool(spec.count, rolls()["storm"]["sides"])
    total = pool.total(_d3)
    dice = tuple(pool.seen())
    return Storm(dice, tuple(_d3(d) for d in dice), total)


def storm_saves_distribution(spec: StormSavesSpec) -> Distribution:
    """Exact unsaved hits of Storm of Stone with saves: the units are independent, so each
    unit's own walk (its D3, then its saves) is added to the others' one unit at a time,
    instead of walking every die of every unit together."""
    total: dict[Hashable, Fraction] = {0: Fraction(1)}
    for a in spec.armour:
        unit = StormSavesSpec(1, (a,))
        def one_unit(src: Source, unit: StormSavesSpec = unit) -> Storm:
            return storm_saves(src, unit)

        one = enumerate_outcomes(one_unit, _unsaved)
        nxt: dict[Hashable, Fraction] = {}
        for k, p in total.items():
            for h, q in one.probs.items():
                at = int(k) + int(h)  # type: ignore[call-overload]
                nxt[at] = nxt.get(at, Fraction(0)) + p * q
        total = nxt
    return Distribution(total)


def _unsaved(r: Storm) -> int | None:
    return r.unsaved


@rule(StormSavesSpec, key=lambda r: r.unsaved, label=N_("unsaved hits"),
      exact=storm_saves_distribution)
def storm_saves(src: Source, spec: StormSavesSpec) -> Storm:
    """Each unit's D3, then its saves."""
    sides = rolls()["storm"]["sides"]
    dice, hits, savings = [], [], []
    for a in spec.armour:
        d = src.d(sides)
        dice.append(d)
        hits.append(_d3(d))
        savings.append(roll_saves(src, hits[-1], a))
    return Storm(tuple(dice), tuple(hits), sum(hits), tuple(savings))
