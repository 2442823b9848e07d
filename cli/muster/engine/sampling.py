"""``--times`` from the exact distribution: N results drawn from it instead of N runs.

When the exact distribution of a command's key can be weighed for less counted work than
the rolls it would replace (`sampler`: a walk under a `muster.engine.odds.Budget` of that
many units, a deterministic decision that reads no clock and no seed), the rolls past the
first few are drawn from it: ``random.choices`` over the cumulative chances (floats, one
``rng.random()`` a draw), with the command's own seeded ``random.Random``. The same seed
gives the same summary on every machine. The first rolls are always real runs of the
procedure (they are shown in full), and their keys must all be outcomes of the
distribution, or the sampler is not used (a key the exact driver cannot give, such as one
reading the dice seen, is never sampled). On the command line only a run of more rolls
than a summary shows imports this module, and with it the exact driver: the command layer's
runner hands `sampler` to `muster.engine.run.roll_times` (`muster.rolling.run`), as the
Python API's `times` does.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from muster.engine.distribution import ratio
from muster.engine.odds import MAX_WORK, enumerate_outcomes
from muster.errors import MusterError

UNSEEN = 2.0**-53  # truncated mass below what a float draw can tell apart is no mass


class Sampler:
    """The outcomes of an exact distribution with their cumulative chances (floats)."""

    def __init__(self, keys: list[Hashable], cumulative: list[float]):
        self.keys = keys
        self.cumulative = cumulative
        self.support = set(keys)

    def draw(self, rng: random.Random, n: int) -> Counter[Hashable]:
        """``n`` outcomes drawn with ``rng``, tallied."""
        picks = rng.choices(range(len(self.keys)), cum_weights=self.cumulative, k=n)
        return Counter({self.keys[i]: c for i, c in Counter(picks).items()})

    def covers(self, keys: Iterable[Hashable]) -> bool:
        """Whether every key of the real rolls is an outcome the sampler can draw."""
        try:
            return all(k in self.support for k in keys)
        except TypeError:  # an unhashable key: not the exact driver's
            return False


def sampler(proc: Callable[[Any], Any], key: Callable[[Any], Hashable],
            units: int) -> Sampler | None:
    """The sampler of ``key(proc(src))``'s exact distribution, when its walk costs at most
    ``units`` of counted work (and answers at all); None otherwise."""
    try:
        dist = enumerate_outcomes(proc, key, limit=min(units, MAX_WORK))
    except (MusterError, RuntimeError):  # too big, or a view the exact driver cannot give
        return None
    if dist.truncated_weight and ratio(dist.truncated_weight, dist.denom) >= UNSEEN:
        return None
    keys = list(dist.weights)
    cumulative: list[float] = []
    below = 0
    for k in keys:
        below += dist.weights[k]
        cumulative.append(ratio(below, dist.denom))
    return Sampler(keys, cumulative)
