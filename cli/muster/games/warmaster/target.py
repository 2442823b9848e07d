"""Warmaster target rolls: K dice, each succeeding on N+ (data/rolls.toml ``[target]``)."""

from __future__ import annotations

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import within
from muster.i18n import N_

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
        within("target", self.target, r["min"], r["max"],
               rule=N_("a D6 target (N+) is {low} to {high}"))
        within("count", self.count, 1, rule=N_("roll at least 1 die"))


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
