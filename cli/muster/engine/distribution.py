"""An exact probability distribution, as the exact driver gives it and the odds views read it."""

from __future__ import annotations

import math
from collections.abc import (
    Callable,
    Hashable,
    ItemsView,
    Iterator,
    KeysView,
    Mapping,
    ValuesView,
)
from fractions import Fraction
from math import gcd
from typing import TYPE_CHECKING, Any

from muster.text import fraction_fits, fraction_text

if TYPE_CHECKING:
    from muster.engine.gf import Powers

Json = dict[str, Any]

FRACTION_BITS = 3_000  # longer exact fractions (about 900 digits) are shown as floats only
# the exact driver puts its distributions in lowest terms up to denominators this long
# (past it the gcds of numbers tens of thousands of bits long would cost seconds)
REDUCE_BITS = 4 * FRACTION_BITS


class Distribution:
    """A finite probability distribution over outcome keys (plus any truncated mass).

    Held as integer weights over one denominator; ``probs`` (fractions) is made on demand."""

    def __init__(self, probs: dict[Hashable, Fraction] | None = None,
                 truncated: Fraction = Fraction(0), *,
                 weights: dict[Hashable, int] | None = None, denom: int = 1,
                 truncated_weight: int = 0):
        if weights is None:
            probs = probs or {}
            fracs = [Fraction(p) for p in probs.values()] + [Fraction(truncated)]
            denom = math.lcm(*(f.denominator for f in fracs))
            weights = {k: Fraction(p).numerator * (denom // Fraction(p).denominator)
                       for k, p in probs.items()}
            t = Fraction(truncated)
            truncated_weight = t.numerator * (denom // t.denominator)
        self._by_key = weights
        self.denom = denom
        self.truncated_weight = truncated_weight
        self._probs: dict[Hashable, Fraction] | None = None
        self._sums: tuple[int, int, int] | None = None

    @property
    def weights(self) -> dict[Hashable, int]:
        """Integer ways over ``denom``, by outcome (only outcomes that can come up)."""
        return self._by_key

    def size(self) -> int:
        """How many outcomes can come up."""
        return len(self.weights)

    @property
    def probs(self) -> dict[Hashable, Fraction]:
        if self._probs is None:
            self._probs = {k: Fraction(w, self.denom) for k, w in self.weights.items()}
        return self._probs

    @property
    def truncated(self) -> Fraction:
        return Fraction(self.truncated_weight, self.denom)

    @property
    def exact(self) -> bool:
        return self.truncated_weight == 0

    def p(self, pred: Callable[[Hashable], bool]) -> Fraction:
        return Fraction(sum(w for k, w in self.weights.items() if pred(k)), self.denom)

    # a read-only mapping of the outcomes that can come up to their chances (registered as
    # a `Mapping`); like a Counter, an outcome that cannot come up has chance 0
    def __getitem__(self, key: Hashable) -> Fraction:
        return Fraction(self.weights.get(key, 0), self.denom)

    def __contains__(self, key: object) -> bool:
        return key in self.weights

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self.weights)

    def __len__(self) -> int:
        return len(self.weights)

    def keys(self) -> KeysView[Hashable]:
        return self.probs.keys()

    def values(self) -> ValuesView[Fraction]:
        return self.probs.values()

    def items(self) -> ItemsView[Hashable, Fraction]:
        return self.probs.items()

    def get(self, key: Hashable, default: Any = None) -> Any:
        return self.probs.get(key, default)

    def prob(self, value: Fraction) -> Json:
        """A probability as JSON: a float always, an exact fraction where finite."""
        return prob_json(value, self.exact)

    def chance(self, weight: int) -> Fraction:
        """``weight`` ways over the denominator, as a probability."""
        return Fraction(weight, self.denom)

    def marginal(self, pick: Callable[[Any], Hashable]) -> Distribution:
        """The distribution of ``pick(key)``: outcomes that pick the same value merged (the
        truncated weight kept), in lowest terms. A view reads one part of a rule's outcome
        key this way (the hits of a melee, the metres of a scatter)."""
        weights: dict[Hashable, int] = {}
        for k, w in self.weights.items():
            v = pick(k)
            weights[v] = weights.get(v, 0) + w
        return reduced(weights, self.denom, self.truncated_weight)

    def given(self, pred: Callable[[Any], bool]) -> Distribution:
        """The distribution of the outcomes ``pred`` takes, given that one of them comes up
        (the mean of the totals of a roll that may also fail outright). A ``ValueError``
        when no outcome meets ``pred``: nothing is then given, and its mean would divide
        by zero."""
        weights = {k: w for k, w in self.weights.items() if pred(k) and w}
        if not weights:
            raise ValueError("no outcome of the distribution meets the condition it is given")
        return reduced(weights, sum(weights.values()))

    def _prob_w(self, weight: int, fraction: bool = True) -> Json:
        """A probability given as a weight over the denominator, as JSON (without its
        fraction when ``fraction`` is false: a view that shows floats only)."""
        out: Json = {"p": ratio(weight, self.denom)}
        if fraction:
            out["fraction"] = self.fraction_of(weight)
        return out

    def fraction_of(self, weight: int) -> str | None:
        """``weight`` over the denominator as the exact "n/d" JSON gives (None: the odds are
        not exact, or the fraction is too long to print)."""
        return (fraction_text(Fraction(weight, self.denom))
                if self.exact and self.denom.bit_length() <= FRACTION_BITS else None)

    def numeric_table(self, fractions: bool = True) -> list[Json]:
        """Rows {value, p, fraction, at_least, at_most} for a distribution over numbers
        (without the fractions when ``fractions`` is false: the exact fractions of long
        distributions cost far more than the rest)."""
        rows = []
        kept = sum(self.weights.values())
        below = 0
        for value in sorted(self.weights):  # type: ignore[type-var]  # numbers
            w = self.weights[value]
            row = {"value": value, **self._prob_w(w, fractions),
                   "at_least": self._prob_w(kept - below, fractions),
                   "at_most": self._prob_w(below + w, fractions)}
            rows.append(row)
            below += w
        return rows

    def shown_rows(self, tail: float, longest: int) -> tuple[list[Json], int, float]:
        """The rows a terminal shows of a distribution over numbers: {value, p, fraction,
        at_least: {p}, at_most: {p}} from the first to the last value of chance at least
        ``tail`` once there are more than ``longest`` values (else every row); how many
        rows are left out, and the likeliest chance. Each value's chance is computed, and
        the chances of at least and at most only for the rows shown (a long distribution's
        tails cost one division each, not three)."""
        values = sorted(self.weights)  # type: ignore[type-var]  # numbers
        weights = [self.weights[v] for v in values]
        first, last = 0, len(values) - 1
        if len(values) > longest:
            # a weight 31 bits shorter than the denominator is below 2**-30: no division
            # needed to leave it out (``tail`` is no smaller)
            short = self.denom.bit_length() - 31 if tail >= 2**-30 else 0
            kept_rows = [i for i, w in enumerate(weights)
                         if w.bit_length() >= short and ratio(w, self.denom) >= tail]
            first = kept_rows[0] if kept_rows else 0
            last = kept_rows[-1] if kept_rows else len(values) - 1
        ps = [ratio(w, self.denom) for w in weights[first:last + 1]]
        kept = self.kept()
        below = sum(weights[:first])
        rows = []
        for i in range(first, last + 1):
            w = weights[i]
            rows.append({"value": values[i], "p": ps[i - first],
                         "fraction": self.fraction_of(w),
                         "at_least": {"p": ratio(kept - below, self.denom)},
                         "at_most": {"p": ratio(below + w, self.denom)}})
            below += w
        return rows, len(values) - len(rows), max(ps, default=0.0)  # the likeliest is shown

    def _numbers(self) -> dict[Any, int]:
        """The weights of a distribution whose keys are numbers (mean and sd are asked of
        those only; the keys are not typed)."""
        return self.weights

    def _moments(self) -> tuple[int, int, int]:
        """The exact integer moments: the weights' sum, sum of k * w and of k * k * w (kept,
        a view asks for the mean and sd more than once)."""
        if self._sums is None:
            numbers = self._numbers()
            self._sums = _dense_moments(numbers) or (
                sum(numbers.values()), sum(k * w for k, w in numbers.items()),
                sum(k * k * w for k, w in numbers.items()))
        return self._sums

    def kept(self) -> int:
        """The sum of the weights (the denominator less any truncated weight)."""
        return self._moments()[0] if self._sums is not None or self._dense() else \
            sum(self.weights.values())

    def _dense(self) -> bool:
        return all(type(k) is int for k in self.weights)

    def mean(self) -> float:
        kept, s1, _s2 = self._moments()
        mean: float = s1 / kept
        return mean

    def sd(self) -> float:
        """The standard deviation, from exact integer moments (the variance rounded once,
        as its fraction would be)."""
        kept, s1, s2 = self._moments()
        return math.sqrt(ratio(kept * s2 - s1 * s1, kept * kept))


def _dense_moments(weights: dict[Any, int]) -> tuple[int, int, int] | None:
    """The moments of `Distribution._moments` by additions only, where the outcomes are
    the integers lo..hi (most of them present): with u = k - lo and T(j) the weight of u >= j,
    sum u w = sum T(j) and sum u*u w = 2 sum j T(j) - sum T(j), each a running sum. None
    where the outcomes are not such integers."""
    if not weights or any(type(k) is not int for k in weights):
        return None
    lo, hi = min(weights), max(weights)
    if hi - lo + 1 > 2 * len(weights):
        return None
    tail = first = second = 0  # T(u), sum of T(j) for j >= u, sum of those sums
    for u in range(hi - lo, 0, -1):
        tail += weights.get(u + lo, 0)
        first += tail
        second += first
    kept = tail + weights.get(lo, 0)
    squares = 2 * second - first
    return kept, lo * kept + first, squares + 2 * lo * first + lo * lo * kept


Mapping.register(Distribution)


def ratio(num: int, den: int) -> float:
    """``num / den`` for non-negative integers, rounded to the nearest float as ``/`` rounds
    it, from the leading 128 bits of each when that decides the rounding (long integers
    divide in time proportional to their length; this does not)."""
    shift = min(num.bit_length(), den.bit_length()) - 128
    if shift <= 0 or not num:
        return num / den
    top, bottom = num >> shift, den >> shift
    # num / den lies in [top / (bottom + 1), (top + 1) / bottom]; where both ends round
    # to the same float, so does num / den (rounding is monotone)
    low, high = top / (bottom + 1), (top + 1) / bottom
    if low == high and 1e-300 < low:  # past a subnormal, scaling could round twice
        return low
    return num / den


def prob_json(value: Fraction, exact: bool = True) -> Json:
    """A probability as JSON: ``p`` a float always; ``fraction`` the exact "n/d" where the
    odds are exact and it is short enough to print (FRACTION_BITS), else null."""
    out: Json = {"p": float(value)}
    if type(value) is not Fraction:  # an int or a float (a Fraction's copy costs an ABC check)
        value = Fraction(value)
    out["fraction"] = (fraction_text(value) if exact and fraction_fits(value)
                       and value.denominator.bit_length() <= FRACTION_BITS else None)
    return out


def over_one_denominator(acc: dict[Hashable, dict[Powers, int]],
                         truncated: dict[Powers, int]) -> Distribution:
    """The walk's weights by key and denominator over one common denominator."""
    # a common denominator: each base to the highest power any branch has of it
    dens = {d for by in acc.values() for d in by} | set(truncated)
    top: dict[int, int] = {}
    for d in dens:
        for base, exp in d:
            top[base] = max(top.get(base, 0), exp)
    denom = math.prod(b**e for b, e in top.items())
    if len(dens) == 1:  # one denominator (a count weighed whole): the weights as they are
        (only,) = dens
        return reduced({k: by[only] for k, by in acc.items()}, denom,
                       truncated.get(only, 0))
    scale = {d: math.prod(b ** (top[b] - dict(d).get(b, 0)) for b in top) for d in dens}
    weights = {k: sum(num * scale[d] for d, num in by.items()) for k, by in acc.items()}
    trunc = sum(num * scale[d] for d, num in truncated.items())
    return reduced(weights, denom, trunc)


def reduced(weights: dict[Hashable, int], denom: int, trunc: int = 0) -> Distribution:
    """A distribution of integer ways over ``denom`` (``trunc`` of them truncated), in
    lowest terms while the fractions could still be printed (past that the gcds of numbers
    tens of thousands of bits long would cost seconds, for floats that are the same)."""
    g = denom if denom.bit_length() <= REDUCE_BITS else 1
    for w in weights.values():
        if g == 1:
            break
        g = gcd(g, w)
        if g == 1:
            break
    g = gcd(g, trunc)
    if g > 1:
        weights = {k: w // g for k, w in weights.items()}
        denom //= g
        trunc //= g
    return Distribution(weights=weights, denom=denom, truncated_weight=trunc)
