"""The exact driver: every outcome of a procedure with its probability.

`enumerate_outcomes(proc, key)` runs ``proc`` under `ExactSource` down every branch of
every choice point, depth first, and adds up the probability of each ``key(result)``.
Because it runs the very procedure the random and entered drivers run, the odds can never
disagree with the rules.

Open-ended chains end where the rule stops rolling; a chain that would pass the
MAX_CHAIN limit is counted as *truncated* mass (for a d6 that is below 6**-100), and such
a distribution is reported without exact fractions.
"""

from __future__ import annotations

import time
from fractions import Fraction
from functools import lru_cache
from math import comb, factorial
from typing import Callable, Hashable, Sequence

from muster.engine.dice import (MAX_CHAIN, ChainTooLong, Die, ExplodingPool, Pool, Source,
                                check_count, keep_indices, numbered)
from muster.errors import LimitError

MAX_BRANCHES = 500_000
MAX_SECONDS = 20.0  # a safety valve: exact odds that take longer are refused


class NeedChoice(Exception):
    """Raised by ExactSource when the procedure reaches a branch not yet chosen."""


class ExactSource(Source):
    """Replays a path of choices; each random request is a weighted choice point."""

    def __init__(self, path: tuple[int, ...]):
        self.path = path
        self.step = 0
        self.p = Fraction(1)
        self.pending: list[tuple[Hashable, Fraction]] | None = None

    def choose(self, options: Sequence[tuple[Hashable, Fraction]]) -> Hashable:
        if self.step < len(self.path):
            value, weight = options[self.path[self.step]]
            self.step += 1
            self.p *= weight
            return value
        self.pending = list(options)
        raise NeedChoice()

    def face(self, die: Die) -> Hashable:
        return self.choose(_uniform(die))

    def pool(self, n: int, die: Die | int) -> Pool:
        die = numbered(die) if isinstance(die, int) else die
        check_count(n)
        return ExactPool(self, die, n)


    def until(self, proc, accept, reduce=lambda v: v, memo=None):
        """One weighted choice among the accepted outcomes, conditioned on acceptance."""
        return self.choose(_accepted(proc, accept, reduce, memo)), []

    def exploding(self, n: int, sides: int) -> "ExplodingPool":
        check_count(n)
        if numbered(sides).sides < 2:
            raise LimitError("a d1 cannot explode: it would roll for ever")
        return ExactExplodingPool(self, n, sides)


_UNTIL_MEMO: dict = {}


def _accepted(proc, accept, reduce, memo) -> list[tuple[Hashable, Fraction]]:
    """The outcomes of one attempt of ``proc`` that ``accept`` takes, grouped by ``reduce``,
    each weighted by its chance given that the attempt was accepted."""
    if memo is not None and memo in _UNTIL_MEMO:
        return _UNTIL_MEMO[memo]
    dist = enumerate_outcomes(proc, lambda v: v)
    if not dist.exact:
        raise LimitError("exact odds of a repeated roll need an attempt with exact odds")
    grouped: dict[Hashable, Fraction] = {}
    for value, p in dist.probs.items():
        if accept(value):
            k = reduce(value)
            grouped[k] = grouped.get(k, Fraction(0)) + p
    total = sum(grouped.values(), Fraction(0))
    if not total:
        raise LimitError("this roll is repeated until a result that can never come up")
    options = [(k, p / total) for k, p in grouped.items()]
    if memo is not None:
        if len(_UNTIL_MEMO) > 256:
            _UNTIL_MEMO.clear()
        _UNTIL_MEMO[memo] = options
    return options


TRUNCATED = object()  # a choice option standing for chains cut off at the limit


class ExactExplodingPool(ExplodingPool):
    """Exploding dice under the exact driver: only the total can be asked for."""

    def __init__(self, src: ExactSource, n: int, sides: int):
        self.src, self.n, self.sides = src, n, sides

    @property
    def chains(self) -> list[list[int]]:  # type: ignore[override]
        raise LimitError("exact odds of exploding dice are available for their total only "
                         "(not with keep, drop or success counting); use --times N")

    def seen(self) -> list[list[int]]:
        return []

    def total(self) -> int:
        value = self.src.choose(_exploding_sum(self.n, self.sides))
        if value is TRUNCATED:
            raise ChainTooLong()
        return value  # type: ignore[return-value]


EXPLODE_EPSILON = Fraction(1, 2**64)


@lru_cache(maxsize=64)
def _exploding_sum(n: int, sides: int) -> tuple[tuple[object, Fraction], ...]:
    """Distribution of the sum of n exploding dice; chains less likely than
    EXPLODE_EPSILON (or longer than MAX_CHAIN) are gathered into one TRUNCATED option."""
    single: dict[int, Fraction] = {}
    reach = Fraction(1)  # chance of rolling a k-th die in the chain
    for k in range(MAX_CHAIN):
        if reach < EXPLODE_EPSILON:
            break  # what is left (reach) becomes the TRUNCATED option below
        for face in range(1, sides):
            single[k * sides + face] = reach / sides
        reach /= sides
    dist = _convolve(single, n, f"{n} exploding d{sides}")
    kept = sum(dist.values(), Fraction(0))
    options: list[tuple[object, Fraction]] = sorted(dist.items())
    if kept < 1:
        options.append((TRUNCATED, 1 - kept))
    return tuple(options)


class ExactPool(Pool):
    """A pool under the exact driver: each view is one weighted choice."""

    def __init__(self, src: ExactSource, die: Die, n: int):
        self.src = src
        self.die = die
        self.n = n
        self.view: tuple | None = None
        self.answer: object = None

    def __len__(self) -> int:
        return self.n

    def _once(self, key: tuple, options: Callable[[], Sequence[tuple[Hashable, Fraction]]]):
        if self.view is not None:
            if self.view != key:
                raise RuntimeError("a pool may be viewed one way only under the exact driver "
                                   f"({self.view[0]} then {key[0]})")
            return self.answer
        self.answer = self.src.choose(options())
        self.view = key
        return self.answer

    @property
    def values(self) -> list:  # type: ignore[override]
        return list(self._once(("multiset",), lambda: _multisets(self.die, self.n)))

    def sorted(self, reverse: bool = False) -> list:
        return sorted(self.values, reverse=reverse)

    def seen(self) -> list:
        return []

    def tally(self) -> dict[Hashable, int]:
        counts = {f: 0 for f in self.die.faces}
        for v in self.values:
            counts[v] += 1
        return counts

    def total(self) -> int:
        return self._once(("total",), lambda: _sum_distribution(self.die.faces, self.n))

    def count(self, pred: Callable[[Hashable], bool]) -> int:
        hits = tuple(f for f in self.die.faces if pred(f))
        return self._once(("count", hits), lambda: _binomial(self.n, len(hits), self.die.sides))

    def highest(self) -> int:
        if not self.n:
            raise ValueError("the highest die of an empty pool")
        return self._once(("highest",), lambda: _highest(self.die.faces, self.n))

    def kept_total(self, keep: str, n: int) -> int:
        return self._once(("kept", keep, n), lambda: _kept_total(self.die, self.n, keep, n))


@lru_cache(maxsize=64)
def _kept_total(die: Die, count: int, keep: str, n: int) -> tuple[tuple[int, Fraction], ...]:
    """Distribution of the kept sum, gathered from the weighted multisets."""
    dist: dict[int, Fraction] = {}
    for values, weight in _multisets(die, count):
        total = sum(values[i] for i in keep_indices(values, keep, n))
        dist[total] = dist.get(total, Fraction(0)) + weight
    return tuple(sorted(dist.items()))


@lru_cache(maxsize=256)
def _uniform(die: Die) -> tuple[tuple[Hashable, Fraction], ...]:
    w = Fraction(1, die.sides)
    return tuple((f, w) for f in die.faces)


@lru_cache(maxsize=256)
def _binomial(n: int, good: int, sides: int) -> tuple[tuple[int, Fraction], ...]:
    p = Fraction(good, sides)
    q = 1 - p
    return tuple((k, comb(n, k) * p**k * q ** (n - k)) for k in range(n + 1)
                 if (p or k == 0) and (q or k == n))


@lru_cache(maxsize=256)
def _sum_distribution(faces: tuple[int, ...], n: int) -> tuple[tuple[int, Fraction], ...]:
    single = {f: Fraction(1, len(faces)) for f in faces}
    return tuple(sorted(_convolve(single, n, f"{n} d{len(faces)}").items()))


MAX_CONVOLUTION = 2_000_000  # multiply-adds of fractions (a few seconds at most)


def _convolve(single: dict[int, Fraction], n: int, what: str) -> dict[int, Fraction]:
    """Distribution of the sum of ``n`` independent dice, each distributed as ``single``.

    The work is known before starting (step i combines at most i*(span-1)+1 sums with every
    face), so a request too large is refused at once rather than after minutes."""
    span = max(single) - min(single)
    work = len(single) * (n + span * n * (n - 1) // 2)
    if work > MAX_CONVOLUTION:
        raise LimitError(f"exact odds for {what} are too large to compute; use --times N")
    dist = {0: Fraction(1)}
    for _ in range(n):
        nxt: dict[int, Fraction] = {}
        for a, pa in dist.items():
            for b, pb in single.items():
                nxt[a + b] = nxt.get(a + b, 0) + pa * pb
        dist = nxt
    return dist


@lru_cache(maxsize=256)
def _highest(faces: tuple[int, ...], n: int) -> tuple[tuple[int, Fraction], ...]:
    """Distribution of the highest of n dice: P(max <= i-th face) = (i / k) ** n."""
    k = len(faces)
    ordered = sorted(faces)
    return tuple((f, Fraction(i**n - (i - 1) ** n, k**n)) for i, f in enumerate(ordered, 1)
                 if i**n - (i - 1) ** n)


MAX_MULTISETS = 200_000


@lru_cache(maxsize=64)
def _multisets(die: Die, n: int) -> tuple[tuple[tuple, Fraction], ...]:
    k = die.sides
    if comb(n + k - 1, k - 1) > MAX_MULTISETS:
        raise LimitError(f"exact odds for {n} dice ({die.name}) thrown together would weigh "
                         f"{comb(n + k - 1, k - 1):,} outcomes; use --times for an estimate")
    total = Fraction(1, k**n)
    out = []

    def rec(i: int, left: int, counts: list[int]) -> None:
        if i == k - 1:
            counts.append(left)
            ways = factorial(n)
            for c in counts:
                ways //= factorial(c)
            values = tuple(f for f, c in zip(die.faces, counts) for _ in range(c))
            out.append((values, ways * total))
            counts.pop()
            return
        for c in range(left, -1, -1):
            counts.append(c)
            rec(i + 1, left - c, counts)
            counts.pop()

    rec(0, n, [])
    return tuple(out)


class Distribution:
    """A finite probability distribution over outcome keys (plus any truncated mass)."""

    def __init__(self, probs: dict[Hashable, Fraction], truncated: Fraction = Fraction(0)):
        self.probs = probs
        self.truncated = truncated

    @property
    def exact(self) -> bool:
        return self.truncated == 0

    def p(self, pred: Callable[[Hashable], bool]) -> Fraction:
        return sum((p for k, p in self.probs.items() if pred(k)), Fraction(0))

    def __getitem__(self, key: Hashable) -> Fraction:
        return self.probs.get(key, Fraction(0))

    def prob(self, value: Fraction) -> dict:
        """A probability as JSON: a float always, an exact fraction where finite."""
        return prob_json(value, self.exact)

    def numeric_table(self) -> list[dict]:
        """Rows {value, p, fraction, at_least} for a distribution over numbers."""
        rows = []
        remaining = sum(self.probs.values(), Fraction(0))
        for value in sorted(self.probs):
            p = self.probs[value]
            row = {"value": value, **self.prob(p), "at_least": self.prob(remaining)}
            rows.append(row)
            remaining -= p
        return rows

    def mean(self) -> float:
        total = sum(self.probs.values(), Fraction(0))
        return float(sum(k * p for k, p in self.probs.items()) / total)  # type: ignore


MAX_FRACTION_DIGITS = 1000  # a longer exact fraction is shown in scientific form


def _digits(n: int) -> int:
    """About how many decimal digits ``n`` has (from its bit length: never converts)."""
    return int(abs(n).bit_length() * 0.30103) + 1


def fraction_fits(value: Fraction) -> bool:
    return _digits(value.numerator) + _digits(value.denominator) <= MAX_FRACTION_DIGITS


def prob_json(value: Fraction, exact: bool = True) -> dict:
    """A probability as JSON: ``p`` a float always; ``fraction`` the exact "n/d" where the
    odds are exact and it has at most MAX_FRACTION_DIGITS digits, else null."""
    out: dict = {"p": float(value)}
    out["fraction"] = fraction_text(value) if exact and fraction_fits(value) else None
    return out


def fraction_text(value: Fraction) -> str:
    """"n/d"; a fraction too long to print (thousands of digits, e.g. ``6000d6=6``) is
    given in scientific form instead, "~1.23e-4567"."""
    if not fraction_fits(value):
        return "~" + scientific(value)
    return f"{value.numerator}/{value.denominator}"


def scientific(value: Fraction, digits: int = 3) -> str:
    """``value`` as "1.23e-4567", computed exactly (floats underflow long before)."""
    n, d = value.numerator, value.denominator
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    exp = int((n.bit_length() - d.bit_length()) * 0.30103)

    def scaled(e: int) -> Fraction:
        return Fraction(n, d) / Fraction(10) ** e

    m = scaled(exp)
    while m >= 10:
        exp += 1
        m = scaled(exp)
    while m < 1:
        exp -= 1
        m = scaled(exp)
    mantissa = f"{float(m):.{digits - 1}f}"
    if mantissa.startswith("10"):  # 9.996 rounds up
        exp += 1
        mantissa = f"{float(m) / 10:.{digits - 1}f}"
    return f"{sign}{mantissa}e{exp:+d}"


def percent(value: Fraction | float) -> str:
    v = float(value) * 100
    if isinstance(value, Fraction) and value and abs(v) < 1e-300:  # below a float's reach
        return f"{scientific(value * 100)} %"
    if v and v < 0.01:
        return f"{v:.2g} %"
    return f"{v:.2f} %"


def enumerate_outcomes(proc: Callable[[ExactSource], object],
                       key: Callable[[object], Hashable]) -> Distribution:
    probs: dict[Hashable, Fraction] = {}
    truncated = Fraction(0)
    stack: list[tuple[int, ...]] = [()]
    runs = 0
    deadline = time.monotonic() + MAX_SECONDS
    while stack:
        path = stack.pop()
        runs += 1
        if runs > MAX_BRANCHES:
            raise LimitError(f"exact odds need more than {MAX_BRANCHES:,} branches here; "
                             "use --times N for a sampled estimate")
        if not runs % 1024 and time.monotonic() > deadline:
            raise LimitError(f"exact odds are taking more than {MAX_SECONDS:.0f} s here "
                             f"({runs:,} branches so far); use --times N for a sampled estimate")
        src = ExactSource(path)
        try:
            outcome = proc(src)
        except NeedChoice:
            assert src.pending is not None
            stack.extend(path + (i,) for i in range(len(src.pending) - 1, -1, -1)
                         if src.pending[i][1])
            continue
        except ChainTooLong:
            truncated += src.p
            continue
        k = key(outcome)
        probs[k] = probs.get(k, Fraction(0)) + src.p
    return Distribution(probs, truncated)

