"""The dice a throw shows a procedure under the random and the entered drivers, every value
known: a pool thrown together (and its tally), an open-ended chain, a funnel's stages and
exploding dice. The exact driver hands a procedure stand-ins for them that are weighed by
the one view a rule reads (`muster.engine.exact_pools`, `muster.engine.lazy_chain`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from muster.engine.die import Die
from muster.engine.frozen_map import Counts

# A die's face as a pool or funnel holds it: an int for a numbered die, a name for a picture
# die. A pool does not track its die's face type, so a rule's reading (a sum, a comparison)
# is checked where the die is chosen, not here.
Face = Any


def keep_indices(values: Sequence[int], keep: str | None, n: int) -> set[int]:
    """Which dice ``keep`` n keeps: kh (highest n), kl (lowest n), dh (all but the highest
    n), dl (all but the lowest n); ties go to the earlier die. None keeps every die."""
    order = sorted(range(len(values)), key=lambda i: (values[i], i))
    n = min(n, len(values))
    if keep == "kh":
        return set(order[len(values) - n:])
    if keep == "kl":
        return set(order[:n])
    if keep == "dh":
        return set(order[:len(values) - n])
    if keep == "dl":
        return set(order[n:])
    if keep is None:
        return set(range(len(values)))
    raise ValueError(f"unknown keep mode {keep!r}")


class Pool:
    """A handful of dice thrown together, with every value known (random / entered)."""

    def __init__(self, die: Die, values: Sequence[Face]):
        self.die = die
        self.values = list(values)

    def __len__(self) -> int:
        return len(self.values)

    def total(self, value: Callable[[Face], int] | None = None) -> int:
        """The sum of the dice, or of ``value(face)`` for each die (a D3 read off a D6)."""
        if value is None:
            return sum(self.values)
        return sum(value(v) for v in self.values)

    def count(self, pred: Callable[[Face], bool]) -> int:
        return sum(1 for v in self.values if pred(v))

    def sorted(self, reverse: bool = False) -> list[Face]:
        return sorted(self.values, reverse=reverse)

    def highest(self) -> int:
        """The highest die (numbered dice; the pool must not be empty)."""
        return int(max(self.values))

    def kept_total(self, keep: str, n: int) -> int:
        """The sum of the dice kept by ``keep`` (kh, kl, dh, dl) ``n``: ``4d6kh3``."""
        values = list(self.values)
        return sum(values[i] for i in keep_indices(values, keep, n))

    def seen(self) -> list[Face]:
        """The dice to show a player (none under the exact driver, which knows only
        the view it was asked for)."""
        return list(self.values)

    def tally(self) -> Counts:
        """How many dice show each face (every face listed, zero included)."""
        counts = dict.fromkeys(self.die.faces, 0)
        for v in self.values:
            counts[v] += 1
        return Counts(counts)


class Chain(list[int]):
    """The dice of an open-ended roll (`Source.chain`), read as a rule reads them; the exact
    driver's (`muster.engine.lazy_chain.LazyChain`) answers with counts not chosen yet."""

    def total(self) -> int:
        return sum(self)

    def last(self) -> int:
        return self[-1]

    def rolled_on(self) -> bool:
        return len(self) > 1

    def seen(self) -> list[int]:  # the dice to show (none under the exact driver)
        return list(self)


class Funnel:
    """Dice thrown in stages, each stage throwing again the dice that passed the one
    before: ``passed(i)`` how many passed stage i, ``seen(i)`` the dice thrown at it.
    Read-only and compared by its dice (a result holds it).

    Under the exact driver a funnel read at its last stage first is weighed as one count
    (each die passes every stage); read it stage by stage only when a rule needs to."""

    __slots__ = ("counts", "dice", "again")

    def __init__(self, counts: Sequence[int], dice: Sequence[Sequence[Face]],
                 rerolled: Sequence[Face | None] | None = None):
        # set once: a plain class, so that the exact driver's funnel (a subclass, read
        # lazily) keeps its own state
        self.counts = tuple(counts)
        self.dice = tuple(tuple(d) for d in dice)
        self.again = tuple(rerolled or (None,) * len(counts))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Funnel) or type(other) is not type(self):
            return NotImplemented
        return (self.counts, self.dice, self.again) == (other.counts, other.dice, other.again)

    def __hash__(self) -> int:
        return hash((self.counts, self.dice, self.again))

    def __repr__(self) -> str:
        return f"Funnel({list(self.counts)!r}, {[list(d) for d in self.dice]!r}, " \
               f"{list(self.again)!r})"

    def passed(self, stage: int = -1) -> int:
        return self.counts[stage]

    def seen(self, stage: int = 0) -> list[Face]:
        return list(self.dice[stage])

    def rerolled(self, stage: int = 0) -> Face | None:
        """The die a `Reroll` stage threw again (None: none was, or the exact driver)."""
        return self.again[stage]


class ExplodingPool:
    """Exploding dice: one chain of rolls per die."""

    def __init__(self, chains: list[list[int]]):
        self.chains = chains

    def total(self) -> int:
        return sum(sum(c) for c in self.chains)

    def kept_total(self, keep: str, n: int) -> int:
        """The sum of the chains ``keep`` (kh, kl, dh, dl) ``n`` keeps, each chain's total
        being one die: ``5d10!kh3``."""
        totals = [sum(c) for c in self.chains]
        return sum(totals[i] for i in keep_indices(totals, keep, n))

    def count(self, pred: Callable[[int], bool]) -> int:
        """How many of the dice thrown (explosions included) meet ``pred``: ``6d6!>=5``."""
        return sum(1 for c in self.chains for v in c if pred(v))

    def seen(self) -> list[list[int]]:
        return self.chains
