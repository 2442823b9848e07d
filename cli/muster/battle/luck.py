"""How lucky a roll was: where its outcome stands in the rule's exact distribution.

A roll's percentile is the chance of an outcome worse for the side that rolled it plus
half the chance of an outcome as good (the mid-rank: an average roll is 0.5, whatever the
ties), with "better" as the game's battle part orders the outcomes (`score`; a number or a
yes/no outcome orders itself). A roll whose outcomes have no order, whose outcome was
certain (a Void break-free by the greater Strength rolls no die), or whose exact odds are
over the work bound, has none."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from fractions import Fraction
from typing import Any

BINS = 10  # the histogram's columns: 0-10 %, ..., 90-100 %


def plain_score(key: Any) -> float | None:
    if isinstance(key, bool):
        return float(key)
    if isinstance(key, int | float | Fraction):
        return float(key)
    return None


def percentile(dist: dict[Hashable, Fraction], rolled: Hashable,
               score: Callable[[Any], float | None]) -> float | None:
    """The mid-rank of ``rolled`` among the outcomes of ``dist`` ordered by ``score``."""
    mine = score(rolled)
    if mine is None or len(dist) < 2:  # a certain outcome is neither lucky nor unlucky
        return None
    below = same = Fraction(0)
    for key, chance in dist.items():
        s = score(key)
        if s is None:
            return None
        if s < mine:
            below += chance
        elif s == mine:
            same += chance
    return float(below + same / 2)


def histogram(values: Sequence[float]) -> list[int]:
    """Rolls per tenth of the percentile range."""
    out = [0] * BINS
    for v in values:
        out[min(BINS - 1, int(v * BINS))] += 1
    return out
