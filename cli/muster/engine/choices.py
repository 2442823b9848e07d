"""Choice points of the exact driver, and the tables it weighs a pool by.

A `Choice` is one random request seen by the exact driver: its values, their integer
weights and the total they are out of. The builders here weigh a pool by the one view a
rule reads from it (a count is one binomial, a sum a convolution of integer ways, the
highest die, the kept dice, the dice thrown together, exploding dice), each built once
(cached) and only when its size is known to be under its own limit, so a table too large
is refused at once, naming --times, and never after minutes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import comb, factorial, gcd, prod
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from muster.engine.die import MAX_CHAIN, Die, numbered
from muster.engine.pools import (
    chain_count_table,
    chain_table,
    keep_work,
    kept_sum,
    sum_ways,
    sum_work,
)
from muster.engine.thrown import Chain
from muster.errors import Field, LimitError
from muster.i18n import say
from muster.text import grouped as _grouped
from muster.typography import die_name

if TYPE_CHECKING:  # one part's weighed outcomes, named where a joint's table reads them
    from muster.engine.joints import Options

TIMES = Field("times")  # a refusal names the sampled alternative: --times on the command line

T = TypeVar("T", bound=Hashable, covariant=True)  # the values a choice point gives


class Choice(Generic[T]):
    """A weighted choice point: ``values[i]`` has chance ``weights[i] / total``.

    ``power`` writes the total as ``base ** exp`` (a pool of n d6 weighs over 6**n); the walk
    gathers a branch's denominator as these powers, so outcomes are put over one common
    denominator by multiplying, never by a greatest common divisor per branch."""

    __slots__ = ("values", "weights", "total", "power")

    def __init__(self, values: Sequence[T], weights: Sequence[int], total: int,
                 power: tuple[int, int] | None = None):
        self.values = tuple(values)
        self.weights = tuple(weights)
        self.total = total
        self.power = power or (total, 1)

    def __len__(self) -> int:
        return len(self.values)

    def items(self) -> Iterator[tuple[T, Fraction]]:
        for v, w in zip(self.values, self.weights, strict=True):
            yield v, Fraction(w, self.total)


TRUNCATED = object()  # a choice option standing for chains cut off at the limit

EXPLODE_BITS = 64  # chains less likely than 2**-64 are gathered as truncated mass


def _explode_depth(sides: int) -> int:
    """Dice in the longest chain weighed exactly: every chain of that many dice ends in a
    face below ``sides``; longer chains (less likely than 2**-EXPLODE_BITS, or past
    MAX_CHAIN) are gathered as truncated mass."""
    depth = 1
    while depth < MAX_CHAIN and sides ** (depth - 1) <= 2**EXPLODE_BITS:
        depth += 1
    return depth - 1


def _with_truncated(ways: dict[int, int], total: int, power: tuple[int, int]) -> Choice[Hashable]:
    """A choice over ``ways`` (value -> ways of ``total``), the ways missing from them as one
    TRUNCATED option."""
    kept = sum(ways.values())
    values, weights = zip(*sorted(ways.items()), strict=True)
    if kept < total:
        return Choice(values + (TRUNCATED,), weights + (total - kept,), total, power)
    return Choice(values, weights, total, power)


@lru_cache(maxsize=64)
def exploding_sum(n: int, sides: int) -> Choice[Hashable]:
    """Distribution of the sum of n exploding dice; chains less likely than 2**-64 (or
    longer than MAX_CHAIN) are gathered into one TRUNCATED option."""
    depth = _explode_depth(sides)
    single, total = chain_table(sides, depth)
    ways, total = convolve(single, total, n,
                           say("{n} exploding {die}", n=n, die=die_name(f"d{sides}")))
    return _with_truncated(ways, total, (sides, depth * n))


@lru_cache(maxsize=64)
def exploding_kept(n: int, sides: int, keep: str, k: int) -> Choice[Hashable]:
    """The kept sum of n exploding dice (each die's chain total is one die of the pool), as
    `exploding_sum` with the truncated chains as one TRUNCATED option."""
    depth = _explode_depth(sides)
    single, total = chain_table(sides, depth)
    check_keep(single, n, keep, k, say("{n} exploding {die}", n=n, die=die_name(f"d{sides}")))
    return _with_truncated(kept_sum(single, n, keep, k), total**n, (sides, depth * n))


@lru_cache(maxsize=64)
def exploding_count(n: int, sides: int, good: frozenset[int]) -> Choice[Hashable]:
    """How many of the dice thrown by n exploding dice (explosions included) show a ``good``
    face, as `exploding_sum` with the truncated chains as one TRUNCATED option."""
    depth = _explode_depth(sides)
    single, total = chain_count_table(sides, depth, good)
    ways, total = convolve(single, total, n,
                           say("{n} exploding {die}", n=n, die=die_name(f"d{sides}")))
    return _with_truncated(ways, total, (sides, depth * n))


MAX_KEEP_WORK = 60_000_000  # multiplications bound for a keep/drop (a few seconds at most)


def check_keep(single: dict[int, int], n: int, keep: str, k: int, what: str) -> None:
    span = max(single) - min(single)
    if keep_work(len(single), span, n, keep, k) > MAX_KEEP_WORK:
        raise LimitError(say("exact odds for {what} are too large to compute here; use "
                             "{times} N", what=what, times=TIMES))


@lru_cache(maxsize=64)
def kept_total(die: Die, count: int, keep: str, n: int) -> Choice[Hashable]:
    """Distribution of the kept sum (`muster.engine.pools.kept_sum`)."""
    single: dict[int, int] = {}
    for f in die.faces:
        value: int = f  # type: ignore[assignment]  # a numbered die
        single[value] = single.get(value, 0) + 1
    check_keep(single, count, keep, n, say("{n} {die}", n=count, die=die.name))
    ways = kept_sum(single, count, keep, n)
    values_, weights = zip(*ways.items(), strict=True)
    return Choice(values_, weights, die.sides**count, (die.sides, count))


MAX_CHAIN_DICE = 6_000  # dice an open-ended roll is weighed whole by, at most (a d6: ~600)


def whole_chains(sides: int, again: Callable[[list[int]], bool]
                 ) -> tuple[Choice[Hashable] | None, int]:
    """Every chain of `Source.chain` (roll, and again while ``again(dice)``) as one choice:
    the chains as tuples, in the order a walk die by die meets them, a chain of k dice
    weighing sides**(depth - k) of sides**depth (depth: the longest), the chains still
    rolling at MAX_CHAIN dice one TRUNCATED option; and the dice looked at (work units).
    None when more than MAX_CHAIN_DICE dice would be looked at (many faces rolling on: such
    a roll is weighed die by die)."""
    faces = range(1, numbered(sides).sides + 1)  # a numbered die's faces
    done: list[tuple[int, ...]] = []
    cut = 0
    rolling: list[tuple[int, ...]] = [()]
    looked = 0
    while rolling:
        looked += len(rolling) * sides
        if looked > MAX_CHAIN_DICE:
            return None, looked
        longer: list[tuple[int, ...]] = []
        for prefix in rolling:
            for face in faces:
                dice = prefix + (face,)
                if not again(Chain(dice)):  # as `Source.chain` hands it the dice
                    done.append(dice)
                elif len(dice) >= MAX_CHAIN:
                    cut += 1
                else:
                    longer.append(dice)
        rolling = longer
    depth = MAX_CHAIN if cut else max(map(len, done))
    done.sort()  # a walk die by die meets them face by face: in lexicographic order
    values: list[Hashable] = list(done)
    weights = [sides ** (depth - len(d)) for d in done]
    if cut:
        values.append(TRUNCATED)
        weights.append(cut)
    return Choice(values, weights, sides**depth, (sides, depth)), looked


@lru_cache(maxsize=256)
def uniform(die: Die) -> Choice[Hashable]:
    return Choice(die.faces, (1,) * die.sides, die.sides, (die.sides, 1))


@lru_cache(maxsize=256)
def binomial(n: int, good: int, total: int) -> Choice[int]:
    """Successes among n dice, each succeeding on ``good`` of ``total`` equal chances:
    weights C(n,k) good**k bad**(n-k) over total**n, built by the ratio of neighbours."""
    bad = total - good
    if good == 0 or n == 0:
        return Choice((0,), (1,), 1)
    if bad == 0:
        return Choice((n,), (1,), 1)
    g = gcd(good, total)  # 3 of 6 weighs like 1 of 2: smaller numbers, same chances
    good, bad, total = good // g, bad // g, total // g
    weights = []
    w = bad**n
    for k in range(n + 1):
        weights.append(w)
        w = w * (n - k) * good // ((k + 1) * bad)
    return Choice(range(n + 1), weights, total**n, (total, n))


@lru_cache(maxsize=256)
def reroll_binomial(n: int, good: int, total: int) -> Choice[int]:
    """Successes among n dice as `binomial`, and then, if any die failed, one failed die
    thrown again: over total**(n+1), j successes come from j passes and a failed re-roll,
    from j - 1 passes and a passing one, or (j = n) from every die passing first time."""
    bad = total - good
    if n == 0:
        return Choice((0,), (1,), 1)
    first = _binomial_ways(n, good, bad)  # over total**n
    weights = [first[j] * bad + (first[j - 1] * good if j else 0) for j in range(n)]
    weights.append(first[n] * total + first[n - 1] * good)
    return Choice(range(n + 1), weights, total ** (n + 1), (total, n + 1))


def _binomial_ways(n: int, good: int, bad: int) -> list[int]:
    """C(n,k) good**k bad**(n-k) for k = 0..n, each from its neighbour by an exact ratio."""
    if bad == 0:
        return [0] * n + [good**n]
    ways = [bad**n]
    for k in range(n):
        ways.append(ways[-1] * (n - k) * good // ((k + 1) * bad))
    return ways


@lru_cache(maxsize=256)
def none_choice(n: int, other: int, total: int) -> Choice[bool]:
    """None of n dice on a face: every die on the other faces, other**n of total**n."""
    return Choice((True, False), (other**n, total**n - other**n), total**n, (total, n))


MAX_CONVOLUTION = 150_000_000  # machine words moved for a sum (about a second: 10000d6)


@lru_cache(maxsize=256)
def sum_distribution(faces: tuple[int, ...], n: int) -> Choice[int]:
    single: dict[int, int] = {}
    for f in faces:
        single[f] = single.get(f, 0) + 1
    ways, total = convolve(single, len(faces), n,
                           say("{n} {die}", n=n, die=die_name(f"d{len(faces)}")))
    values, weights = zip(*sorted(ways.items()), strict=True)
    return Choice(values, weights, total, (len(faces), n))


def convolve(single: dict[int, int], total: int, n: int, what: str) -> tuple[dict[int, int], int]:
    """Ways to reach each sum of ``n`` independent dice, each with ``single[value]`` ways of
    ``total``; returns (ways, total**n). Integers only (`muster.engine.pools.sum_ways`).

    The work is known before starting, so a request too large is refused at once rather
    than after minutes."""
    lo, hi = min(single), max(single)
    span = hi - lo
    window = len(single) == span + 1 and len(set(single.values())) == 1
    if sum_work(len(single), span, n, total.bit_length(), window) > MAX_CONVOLUTION:
        raise LimitError(say("exact odds for {what} are too large to compute here; use "
                             "{times} N", what=what, times=TIMES))
    return sum_ways(single, n), total**n


@lru_cache(maxsize=256)
def highest_of(faces: tuple[int, ...], n: int) -> Choice[int]:
    """Distribution of the highest of n dice: P(max <= i-th face) = (i / k) ** n."""
    k = len(faces)
    ordered = sorted(faces)
    pairs = [(f, i**n - (i - 1) ** n) for i, f in enumerate(ordered, 1) if i**n - (i - 1) ** n]
    return Choice([f for f, _ in pairs], [w for _, w in pairs], k**n, (k, n))


MAX_MULTISETS = 200_000
MAX_MULTISET_DICE = 30_000_000  # dice laid out over all the multisets (outcomes x dice)


@lru_cache(maxsize=64)
def multisets(die: Die, n: int) -> Choice[Hashable]:
    k = die.sides
    if comb(n + k - 1, k - 1) > MAX_MULTISETS or comb(n + k - 1, k - 1) * n > MAX_MULTISET_DICE:
        raise LimitError(say("exact odds for {n} dice ({die}) thrown together would weigh "
                             "{outcomes} outcomes; use {times} for an estimate", n=n,
                             die=die.name, outcomes=_grouped(comb(n + k - 1, k - 1)),
                             times=TIMES))
    values: list[tuple[Hashable, ...]] = []
    weights: list[int] = []
    fact_n = factorial(n)

    def rec(i: int, left: int, counts: list[int]) -> None:
        if i == k - 1:
            counts.append(left)
            ways = fact_n
            for c in counts:
                ways //= factorial(c)
            values.append(tuple(f for f, c in zip(die.faces, counts, strict=True)
                                for _ in range(c)))
            weights.append(ways)
            counts.pop()
            return
        for c in range(left, -1, -1):
            counts.append(c)
            rec(i + 1, left - c, counts)
            counts.pop()

    rec(0, n, [])
    return Choice(values, weights, k**n, (k, n))


def joint_weights(parts: Sequence[Options], joint: Callable[[Any], Hashable]
                  ) -> dict[Hashable, int]:
    """The weight of each joint value over every combination of the parts' outcomes (the
    product of their weights), the values in the order a walk through the combinations
    first meets them: the joint's own table where it weighs one (``joint.table(parts)``:
    `muster.engine.joints.Compare`, by sorting), else `pairwise`."""
    own = getattr(joint, "table", None)
    table = own(parts) if own is not None else None
    return table if table is not None else pairwise(parts, joint)


def pairwise(parts: Sequence[Options], joint: Callable[[Any], Hashable]) -> dict[Hashable, int]:
    """`joint_weights` combination by combination: the last part's options are met with each
    combination of the others', their weights added up per joint value first and each sum
    multiplied by the combination's weight once (one product per joint value, not per
    option)."""
    *head, last = parts
    out: dict[Hashable, int] = {}
    for combo in product(*head):
        values = tuple(v for v, _w in combo)
        per: dict[Hashable, int] = {}
        for v, w in last:
            k = joint((*values, v))
            per[k] = per.get(k, 0) + w
        weight = prod(w for _v, w in combo)
        for k, w in per.items():
            out[k] = out.get(k, 0) + weight * w
    return out
