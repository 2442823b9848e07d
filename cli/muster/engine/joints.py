"""What a rule reads from independent parts together (`Source.independent`'s ``joint``), and
the exact driver's table of it: the product of the parts' weighed outcomes grouped by the
joint value (any other joint is read combination by combination,
`muster.engine.choices.joint_weights`).

`Compare` is the joint of two parts read only by which is higher (an opposed roll's round).
The random and entered drivers call it on the two values; the exact driver weighs it by
sorting the second part's outcomes once and reading, for each outcome of the first, the
weight below, equal to and above it (a binary search each), instead of calling the joint
on every pair: the same integers, in the same order, in n log m steps, not n times m.
"""

from __future__ import annotations

import itertools
from bisect import bisect_left, bisect_right
from collections.abc import Hashable, Sequence
from typing import Any

Options = Sequence[tuple[Any, int]]  # one part's weighed outcomes: (value, integer weight)


class Compare:
    """Two parts' values compared: ``higher`` when the first is above the second, ``lower``
    when below, ``equal`` when they are the same (values that order: numbers). Equal when
    its three answers are (a plain class: no dataclass made at start-up)."""

    __slots__ = ("higher", "lower", "equal")

    def __init__(self, higher: Hashable, lower: Hashable, equal: Hashable):
        self.higher, self.lower, self.equal = higher, lower, equal

    def __call__(self, values: tuple[Any, Any]) -> Hashable:
        a, b = values
        return self.equal if a == b else self.higher if a > b else self.lower

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Compare) and (self.higher, self.lower, self.equal) == (
            other.higher, other.lower, other.equal)

    def __hash__(self) -> int:
        return hash((Compare, self.higher, self.lower, self.equal))

    def __repr__(self) -> str:
        return f"Compare(higher={self.higher!r}, lower={self.lower!r}, equal={self.equal!r})"

    def table(self, parts: Sequence[Options]) -> dict[Hashable, int] | None:
        """The exact driver's table of two parts compared (`_compared`); None for any other
        number of parts (read combination by combination:
        `muster.engine.choices.joint_weights`)."""
        return _compared(self, parts[0], parts[1]) if len(parts) == 2 else None


def _compared(compare: Compare, first: Options, second: Options) -> dict[Hashable, int]:
    """`grouped` for a `Compare`: the second part's outcomes sorted once, their weights
    summed along that order; each outcome of the first takes the sums below, equal to and
    above it. A joint value is met first where a walk pair by pair meets it: for each
    outcome of the first in turn, at the earliest outcome of the second that gives it."""
    order = sorted(range(len(second)), key=lambda i: second[i][0])  # stable: ties by index
    values = [second[i][0] for i in order]
    sums = [0, *itertools.accumulate(second[i][1] for i in order)]
    n = len(order)
    # the earliest index (in the second part's own order) among order[:j], and order[j:]
    before = [n, *itertools.accumulate(order, min)]
    after = [*itertools.accumulate(reversed(order), min)][::-1] + [n]
    out: dict[Hashable, int] = {}
    for a, weight in first:
        lo, hi = bisect_left(values, a), bisect_right(values, a)
        met = sorted((index, key, w) for index, key, w in (
            (before[lo], compare.higher, sums[lo]),
            (order[lo] if hi > lo else n, compare.equal, sums[hi] - sums[lo]),
            (after[hi], compare.lower, sums[n] - sums[hi])) if index < n)
        for _index, key, w in met:
            out[key] = out.get(key, 0) + weight * w
    return out
