"""The dice the exact driver hands a procedure: pools, tallies, funnels and exploding dice
that are weighed by the one view a rule reads from them, each view one choice point.

They ask their source for nothing but `Chooser.choose` (the exact source of
`muster.engine.odds`), so they know nothing of the walk.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from typing import Any, Protocol, TypeVar, cast

from muster.engine.choices import (
    TIMES,
    TRUNCATED,
    Choice,
    _binomial,
    _exploding_count,
    _exploding_kept,
    _exploding_sum,
    _funnel_count,
    _highest,
    _kept_total,
    _multisets,
    _none_choice,
    _reroll_binomial,
    _sum_distribution,
)
from muster.engine.dice import ChainTooLong, Die, ExplodingPool, Face, Funnel, Pool, Reroll
from muster.errors import LimitError
from muster.i18n import say

V = TypeVar("V", bound=Hashable)


class Chooser(Protocol):
    """What the exact dice ask of their source: one weighted choice."""

    def choose(self, choice: Choice[V]) -> V: ...


class ExactExplodingPool(ExplodingPool):
    """Exploding dice under the exact driver: one view (the total, a kept total or a count
    of the dice meeting a target), weighed as one choice."""

    def __init__(self, src: Chooser, n: int, sides: int):
        self.src, self.n, self.sides = src, n, sides

    @property
    def chains(self) -> list[list[int]]:  # type: ignore[override]  # lazy: weighed when read
        raise LimitError(say("exact odds of exploding dice are available for their total, "
                             "kept total or count only; use {times} N", times=TIMES))

    def seen(self) -> list[list[int]]:
        return []

    def _read(self, choice: Choice[Hashable]) -> int:
        value = self.src.choose(choice)
        if value is TRUNCATED:
            raise ChainTooLong()
        return value  # type: ignore[return-value]  # an int: TRUNCATED is the one non-int

    def total(self) -> int:
        return self._read(_exploding_sum(self.n, self.sides))

    def kept_total(self, keep: str, n: int) -> int:
        return self._read(_exploding_kept(self.n, self.sides, keep, n))

    def count(self, pred: Callable[[int], bool]) -> int:
        good = frozenset(f for f in range(1, self.sides + 1) if pred(f))
        return self._read(_exploding_count(self.n, self.sides, good))


class ExactPool(Pool):
    """A pool under the exact driver: each view is one weighted choice (a tally is read
    face by face)."""

    def __init__(self, src: Chooser, die: Die, n: int):
        self.src = src
        self.die = die
        self.n = n
        self.view: tuple[Hashable, ...] | None = None
        self.answer: object = None

    def __len__(self) -> int:
        return self.n

    def _once(self, key: tuple[Hashable, ...], options: Callable[[], Choice[Hashable]]) -> Any:
        if self.view is not None:
            if self.view != key:
                raise RuntimeError("a pool may be viewed one way only under the exact driver "
                                   f"({self.view[0]} then {key[0]})")
            return self.answer
        self.answer = self.src.choose(options())
        self.view = key
        return self.answer

    @property
    def values(self) -> list[Face]:  # type: ignore[override]  # lazy: weighed when read
        return list(self._once(("multiset",), lambda: _multisets(self.die, self.n)))

    def sorted(self, reverse: bool = False) -> list[Face]:
        return sorted(self.values, reverse=reverse)

    def seen(self) -> list[Face]:
        return []

    # a LazyTally, read as rules read a `Counts` (by face, ``of``, ``none``); a Tally
    # protocol for both would reach every rule that annotates a tally as Counts
    def tally(self) -> Mapping[Hashable, int]:  # type: ignore[override]  # see the comment above
        if self.view is not None:
            if self.view[0] != "tally":
                raise RuntimeError("a pool may be viewed one way only under the exact driver "
                                   f"({self.view[0]} then tally)")
            return self.answer  # type: ignore[return-value]  # a tally view's answer is a tally
        self.view = ("tally",)
        self.answer = LazyTally(self.src, self.die, self.n)
        return self.answer

    def total(self, value: Callable[[Hashable], int] | None = None) -> int:
        faces = self.die.faces if value is None else tuple(value(f) for f in self.die.faces)
        return cast(int, self._once(("total", faces),
                                    lambda: _sum_distribution(faces, self.n)))

    def count(self, pred: Callable[[Hashable], bool]) -> int:
        good = sum(1 for f in self.die.faces if pred(f))
        hits = tuple(f for f in self.die.faces if pred(f))
        return cast(int, self._once(("count", hits),
                                    lambda: _binomial(self.n, good, self.die.sides)))

    def highest(self) -> int:
        if not self.n:
            raise ValueError("the highest die of an empty pool")
        return cast(int, self._once(("highest",),
                                    lambda: _highest(self.die.faces, self.n)))

    def kept_total(self, keep: str, n: int) -> int:
        return cast(int, self._once(("kept", keep, n),
                                    lambda: _kept_total(self.die, self.n, keep, n)))


class LazyTally(Mapping[Hashable, int]):
    """The tally of an exact pool, read as the rule reads it: the faces are kept as a
    partition into blocks of known count (at first one block: every face, n dice). Reading a
    face, or a group of faces with ``of``, splits each block it touches with one binomial
    (its dice fall on the part read with the part's share of the block's weight), so faces the
    rule never reads, and faces it reads only together, cost no branching."""

    def __init__(self, src: Chooser, die: Die, n: int):
        self.src = src
        self.weight: dict[Hashable, int] = {}
        for f in die.faces:
            self.weight[f] = self.weight.get(f, 0) + 1
        self.blocks: list[tuple[frozenset[Hashable], int]] = [(frozenset(self.weight), n)]
        # (block, face): face shows at least once
        self.some: set[tuple[frozenset[Hashable], Hashable]] = set()

    def none(self, face: Hashable) -> bool:
        """Whether no die shows ``face``: one yes/no choice in the face's block (all the
        block's dice on its other faces, or not). After a "no", that block can only be read
        whole."""
        if face not in self.weight:
            raise KeyError(face)
        for i, (block, count) in enumerate(self.blocks):
            if face not in block:
                continue
            if (block, face) in self.some:
                return False
            if block == {face} or count == 0:
                return count == 0
            total = sum(self.weight[f] for f in block)
            other = total - self.weight[face]
            absent = self.src.choose(_none_choice(count, other, total))
            if absent:
                self.blocks[i] = (block - {face}, count)
                self.blocks.append((frozenset({face}), 0))
            else:
                self.some.add((block, face))
            return bool(absent)
        raise AssertionError("every face is in a block")

    def of(self, *faces: Hashable) -> int:
        """How many dice show any of ``faces``."""
        wanted = set(faces)
        missing = wanted - set(self.weight)
        if missing:
            raise KeyError(next(iter(missing)))
        total = 0
        blocks: list[tuple[frozenset[Hashable], int]] = []
        for block, count in self.blocks:
            part = block & wanted
            if not part or part == block:
                total += count if part else 0
                blocks.append((block, count))
                continue
            if any(b == block for b, _ in self.some):
                raise RuntimeError("under the exact driver, a tally read for a face's absence "
                                   "can then be read only whole")
            w = sum(self.weight[f] for f in part)
            k = self.src.choose(_binomial(count, w, sum(self.weight[f] for f in block)))
            total += k
            blocks += [(frozenset(part), k), (block - part, count - k)]
        self.blocks = blocks
        return total

    def __getitem__(self, face: Hashable) -> int:
        return self.of(face)

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self.weight)

    def __len__(self) -> int:
        return len(self.weight)


class ExactFunnel(Funnel):
    """A funnel under the exact driver. Read at its last stage first, it is one choice: a
    binomial (each die passes every stage with the product of the stages' chances), or with
    a `Reroll` stage the count weighed in one go (`muster.engine.funnels`, linear in the
    dice); read stage by stage, each stage is a binomial of the dice that passed the one
    before (with one failure thrown again at a `Reroll` stage)."""

    def __init__(self, src: Chooser, die: Die, n: int,
                 stages: Sequence[Callable[[Hashable], bool]]):
        self.src, self.die, self.n = src, die, n
        self.good = [sum(1 for f in die.faces if pred(f)) for pred in stages]
        self.reroll = [isinstance(pred, Reroll) for pred in stages]
        self.known: list[int | None] = [None] * len(stages)  # each stage's count once read
        self.direct = False  # the last stage was read first
        self.again: list[Face | None] = [None] * len(stages)

    def passed(self, stage: int = -1) -> int:
        last = len(self.known) - 1
        stage = stage % len(self.known)
        read = self.known[stage]
        if read is not None:
            return read
        if stage == last and all(c is None for c in self.known):
            if any(self.reroll):
                count = self.src.choose(_funnel_count(self.n, tuple(self.good),
                                                      tuple(self.reroll), self.die.sides))
            else:
                good = math.prod(self.good)
                count = self.src.choose(_binomial(self.n, good,
                                                  self.die.sides ** len(self.good)))
            self.known[last] = count
            self.direct = True
            return count
        if self.direct:
            raise RuntimeError("under the exact driver, a funnel read at its last stage first "
                               "cannot then be read at an earlier stage")
        before = self.n
        for i in range(stage + 1):
            count_i = self.known[i]
            if count_i is None:
                build = _reroll_binomial if self.reroll[i] else _binomial
                count_i = self.src.choose(build(before, self.good[i], self.die.sides))
                self.known[i] = count_i
            before = count_i
        return before

    def seen(self, stage: int = 0) -> list[Face]:
        return []
