"""Warmaster target rolls: K dice, each succeeding on N+ (data/rolls.toml ``[target]``)."""

from __future__ import annotations

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError, RangeError
from muster.i18n import N_, say

VIEWS = "muster.games.warmaster.views.target"  # its text and odds tables

GAME = "warmaster"


def _table() -> dict[str, int]:
    table: dict[str, int] = load(GAME, "rolls")["target"]
    return table


@frozen
class TargetSpec:
    """``count`` D6, each succeeding on ``target`` or more."""

    target: int
    count: int = 1

    def __post_init__(self) -> None:
        r = _table()
        if not r["min"] <= self.target <= r["max"]:
            raise RangeError("target", self.target, r["min"], r["max"], say("a D6 target (N+)"))
        if self.count < 1:
            raise FieldError("count", "{field} {count} is impossible: roll at least 1 die",
                             count=self.count)


@frozen
class TargetRoll(JsonResult):
    GAME = GAME
    FORM = "target"

    target: int
    count: int
    dice: tuple[int, ...]
    successes: int
    seed: int | None = None


@rule(TargetSpec, key=lambda r: r.successes, label=N_("successes"))
def target_roll(src: Source, spec: TargetSpec) -> TargetRoll:
    pool = src.pool(spec.count, _table()["sides"])
    successes = pool.count(lambda v: v >= spec.target)
    return TargetRoll(spec.target, spec.count, tuple(pool.seen()), successes)
