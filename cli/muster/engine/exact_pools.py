"""The dice the exact driver hands a procedure: pools, tallies, funnels and exploding dice
that are weighed by the one view a rule reads from them, each view one choice point.

They ask their source for nothing but `Chooser.choose` (the exact source of
`muster.engine.odds`), so they know nothing of the walk.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from muster.engine.choices import (
    TIMES,
    TRUNCATED,
    Choice,
    exploding_count,
    exploding_kept,
    exploding_sum,
    highest_of,
    kept_total,
    multisets,
    none_choice,
    reroll_binomial,
    sum_distribution,
)
from muster.engine.deferred import Count
from muster.engine.dice import Reroll
from muster.engine.die import ChainTooLong, Die
from muster.engine.thrown import ExplodingPool, Face, Funnel, Pool
from muster.errors import LimitError
from muster.i18n import say

if TYPE_CHECKING:  # made by the counts that need one (`binomial_gf`, a funnel's)
    from muster.engine.gf import GF

V = TypeVar("V", bound=Hashable)


class Chooser(Protocol):
    """What the exact dice ask of their source: one weighted choice."""

    def choose(self, choice: Choice[V]) -> V: ...

    def defer(self, choice: Choice[int] | GF) -> Count: ...


def binomial_gf(n: int, good: int, total: int) -> GF | Choice[int]:
    """Successes among n dice, each succeeding on ``good`` of ``total`` equal chances, as
    one term (bad + good z)**n (a sure count as a plain choice)."""
    bad = total - good
    if good == 0 or n == 0:
        return Choice((0,), (1,), 1)
    if bad == 0:
        return Choice((n,), (1,), 1)
    from muster.engine.gf import GF  # --odds only

    g = math.gcd(good, total)  # 3 of 6 weighs like 1 of 2: smaller numbers, same chances
    return GF(((((0, 1),), bad // g, good // g),), n, ((total // g, n),), ((0, n),))


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
        return self._read(exploding_sum(self.n, self.sides))

    def kept_total(self, keep: str, n: int) -> int:
        return self._read(exploding_kept(self.n, self.sides, keep, n))

    def count(self, pred: Callable[[int], bool]) -> int:
        good = frozenset(f for f in range(1, self.sides + 1) if pred(f))
        return self._read(exploding_count(self.n, self.sides, good))


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

    def _once(self, key: tuple[Hashable, ...],
              options: Callable[[], Choice[Hashable] | Choice[int] | GF],
              count: bool = True) -> Any:
        """The pool's one view: a number is a count not chosen yet (`engine.deferred`)."""
        if self.view is not None:
            if self.view != key:
                raise RuntimeError("a pool may be viewed one way only under the exact driver "
                                   f"({self.view[0]} then {key[0]})")
            return self.answer
        choice = options()
        if count:
            self.answer = self.src.defer(cast("Choice[int] | GF", choice))  # str: no Union per read
        else:
            assert isinstance(choice, Choice)
            self.answer = self.src.choose(choice)
        self.view = key
        return self.answer

    @property
    def values(self) -> list[Face]:  # type: ignore[override]  # lazy: weighed when read
        return list(self._once(("multiset",), lambda: multisets(self.die, self.n), False))

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
                                    lambda: sum_distribution(faces, self.n)))

    def count(self, pred: Callable[[Hashable], bool]) -> int:
        hits = tuple(f for f in self.die.faces if pred(f))  # each face asked once
        return cast(int, self._once(("count", hits),
                                    lambda: binomial_gf(self.n, len(hits), self.die.sides)))

    def highest(self) -> int:
        if not self.n:
            raise ValueError("the highest die of an empty pool")
        return cast(int, self._once(("highest",),
                                    lambda: highest_of(self.die.faces, self.n)))

    def kept_total(self, keep: str, n: int) -> int:
        return cast(int, self._once(("kept", keep, n),
                                    lambda: kept_total(self.die, self.n, keep, n)))


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
        # a block's count: an int, or a `Count` not chosen yet
        self.blocks: list[tuple[frozenset[Hashable], Any]] = [(frozenset(self.weight), n)]
        # (block, face): face shows at least once
        self.some: set[tuple[frozenset[Hashable], Hashable]] = set()

    def none(self, face: Hashable) -> bool:
        """Whether no die shows ``face``: one yes/no choice in the face's block (all the
        block's dice on its other faces, or not). After a "no", that block can only be read
        whole (another face of it, read or asked, is refused: its dice are known jointly).
        On a block whose count is not chosen yet, the answer is asked of the joint chances
        and the count stays unchosen (`muster.engine.deferred`)."""
        if face not in self.weight:
            raise KeyError(face)
        for i, (block, count) in enumerate(self.blocks):
            if face not in block:
                continue
            if (block, face) in self.some:
                return False
            if any(b == block for b, _ in self.some):  # its dice are known only jointly
                raise RuntimeError("under the exact driver, a tally read for a face's absence "
                                   "can then be read only whole")
            total = sum(self.weight[f] for f in block)
            other = total - self.weight[face]
            if type(count) is Count and count.cell.value is None:
                absent = self._none_joint(count, other, total)
            elif block == {face} or count == 0:
                return bool(count == 0)
            else:
                absent = self.src.choose(none_choice(int(count), other, total))
            if absent:
                self.blocks[i] = (block - {face}, count)
                self.blocks.append((frozenset({face}), 0))
            else:
                self.some.add((block, face))
            return bool(absent)
        raise AssertionError("every face is in a block")

    def _none_joint(self, count: Count, other: int, total: int) -> bool:
        """No die of ``count`` (not chosen) on the face: with chance (other / total) ** c at
        c dice, weighed jointly with the count; the answer a choice of weight one."""
        cell = count.cell
        if cell.gf is not None and cell.whole:  # every count between two ends (none
            # weighed out yet: the generating function need not be expanded)
            ends = (count.at(cell.values[0]), count.at(cell.values[-1]))
            low, high = min(ends), max(ends)
        else:  # the values still possible (a question may have weighed some out)
            seen = [count.at(x) for x, w in zip(cell.values, cell.weights, strict=True) if w]
            low, high = min(seen), max(seen)
        can_yes = other > 0 or low <= 0  # a count is never below 0
        can_no = other < total and high > 0
        answer = bool(self.src.choose(Choice((True, False), (int(can_yes), int(can_no)), 1)))
        cell.none(count, other, total, answer)
        return answer

    def of(self, *faces: Hashable) -> int:
        """How many dice show any of ``faces`` (a count not chosen yet where one block's
        dice are split, `muster.engine.deferred`)."""
        wanted = set(faces)
        missing = wanted - set(self.weight)
        if missing:
            raise KeyError(next(iter(missing)))
        total: Any = 0
        blocks: list[tuple[frozenset[Hashable], Any]] = []
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
            n = operator.index(count)  # a count not chosen yet is chosen here
            k = self.src.defer(binomial_gf(n, w, sum(self.weight[f] for f in block)))
            total += k
            blocks += [(frozenset(part), k), (block - part, n - k)]
        self.blocks = blocks
        return cast(int, total)

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
    before (with one failure thrown again at a `Reroll` stage). Its counts are not chosen
    until read, so it has no value to compare: it is compared by identity."""

    __eq__ = object.__eq__
    __hash__ = object.__hash__
    __repr__ = object.__repr__

    def __init__(self, src: Chooser, die: Die, n: int,
                 stages: Sequence[Callable[[Hashable], bool]]):
        self.src, self.die, self.n = src, die, n
        self.good = [sum(1 for f in die.faces if pred(f)) for pred in stages]
        self.reroll = [isinstance(pred, Reroll) for pred in stages]
        self.known: list[int | None] = [None] * len(stages)  # each stage's count once read
        self.direct = False  # the last stage was read first
        self.again = (None,) * len(stages)  # the exact driver shows no die thrown again

    def passed(self, stage: int = -1) -> int:
        last = len(self.known) - 1
        stage = stage % len(self.known)
        read = self.known[stage]
        if read is not None:
            return read
        if stage == last and all(c is None for c in self.known):
            if any(self.reroll):
                from muster.engine.funnels import funnel_gf  # a funnel with rerolls only

                count = self.src.defer(funnel_gf(self.n, [
                    (Fraction(g, self.die.sides), r)
                    for g, r in zip(self.good, self.reroll, strict=True)]))
            else:
                good = math.prod(self.good)
                count = self.src.defer(binomial_gf(self.n, good,
                                                   self.die.sides ** len(self.good)))
            self.known[last] = cast(int, count)  # an int to the rule (`engine.deferred`)
            self.direct = True
            return cast(int, count)
        if self.direct:
            raise RuntimeError("under the exact driver, a funnel read at its last stage first "
                               "cannot then be read at an earlier stage")
        before = self.n
        for i in range(stage + 1):
            count_i = self.known[i]
            if count_i is None:
                n = operator.index(before)  # a stage's count not chosen yet is chosen here
                choice = (reroll_binomial(n, self.good[i], self.die.sides) if self.reroll[i]
                          else binomial_gf(n, self.good[i], self.die.sides))
                count_i = cast(int, self.src.defer(choice))
                self.known[i] = count_i
            before = count_i
        return before

    def seen(self, stage: int = 0) -> list[Face]:
        return []
