"""A distribution kept as generating functions until every value is asked for.

At thousands of dice a count's distribution (`muster.engine.gf`) has thousands of values,
each an integer tens of thousands of bits long, while a terminal shows a few hundred
rounded chances and the mean and the standard deviation. Here the exact driver's counts
stay generating functions (`Piece`): the mean and sd come from their closed forms
(`muster.engine.gf.moments`), and the rows shown from each term's binomial row stepped
outward from its peak in fixed point (a few hundred bits) only as far as it matters, with a
bound on everything left out. Every chance shown is the float the exact fraction rounds to:
where the bound cannot tell which float that is, or a question needs every value (the JSON,
a chart), every value is computed exactly.
"""

from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Callable, Hashable, Iterator
from typing import TYPE_CHECKING, cast

from muster.engine.distribution import FRACTION_BITS, Distribution, Json, ratio
from muster.engine.frozen import frozen
from muster.engine.gf import GF, Powers, coefficient, moments

if TYPE_CHECKING:
    from muster.engine.deferred import Count

EXTRA_BITS = 128  # the bound on what is left out, below the denominator by at least this
UNIT_BITS = 48  # the fixed point's unit, this far below the bound
PRIME = 2_147_483_647  # 2**31 - 1: coefficients are tested for zero modulo it first
MOST_ZEROS = 64  # coefficients 0 modulo PRIME checked exactly; past that, every value


@frozen
class Piece:
    """The weight of ``sign * k + offset`` is ``mult`` times the coefficient of z**k of
    ``gf``, over the distribution's denominator."""

    gf: GF
    sign: int
    offset: int
    mult: int

    def key(self, k: int) -> int:
        return self.sign * k + self.offset


def kept_whole(counts: list[tuple[Count, Powers, int]],
               expand: Callable[[], dict[Hashable, int]]) -> GFDistribution | None:
    """The counts every run of a walk ended in (each weighed ``num`` over the powers
    ``den``), kept as generating functions where their exact fractions are too long to
    print, and already in lowest terms (`muster.engine.odds.reduced` leaves them as they
    are); None: expand them. ``expand`` gives every weight exactly, as the walk would."""
    top: dict[int, int] = {}
    for _k, den, _num in counts:
        for base, exp in den:
            top[base] = max(top.get(base, 0), exp)
    denom = math.prod(b**e for b, e in top.items())
    if denom.bit_length() <= FRACTION_BITS:
        return None
    scale = {d: math.prod(b ** (top[b] - dict(d).get(b, 0)) for b in top)
             for _k, d, _num in counts}
    pieces = [Piece(cast(GF, k.cell.gf), k.sign, k.offset, num * scale[den])
              for k, den, num in counts]
    if denom.bit_length() <= 4 * FRACTION_BITS and not _lowest_terms(pieces, denom):
        return None
    return GFDistribution(pieces, denom, expand)


def _lowest_terms(pieces: list[Piece], denom: int) -> bool:
    """Some weight shares no factor with ``denom`` (so the weights over it are in lowest
    terms): the weight of the lowest or the highest key, tried."""
    ends = [piece.key(k) for piece in pieces for k in (0, piece.gf.most)]
    for y in (min(ends), max(ends)):
        weight = 0
        for piece in pieces:
            k = (y - piece.offset) * piece.sign  # sign is 1 or -1
            if 0 <= k <= piece.gf.most:
                weight += piece.mult * coefficient(piece.gf, k)
        if weight and math.gcd(weight, denom) == 1:
            return True
    return False


class GFDistribution(Distribution):
    """A distribution over integers that is a sum of `Piece`s. ``expand`` gives its weights
    by key exactly (every value), only when something asks for them."""

    def __init__(self, pieces: list[Piece], denom: int,
                 expand: Callable[[], dict[Hashable, int]]):
        super().__init__(weights={}, denom=denom)
        self.pieces = pieces
        self._expand: Callable[[], dict[Hashable, int]] | None = expand
        self._support: _Support | None = None

    @property
    def weights(self) -> dict[Hashable, int]:
        if self._expand is not None:
            self._by_key = self._expand()
            self._expand = None
        return self._by_key

    def _moments(self) -> tuple[int, int, int]:
        if self._sums is None:
            kept = first = second = 0
            for piece in self.pieces:
                s0, s1, s2 = moments(piece.gf)
                sign, off, mult = piece.sign, piece.offset, piece.mult
                kept += mult * s0
                first += mult * (sign * s1 + off * s0)
                second += mult * (s2 + 2 * sign * off * s1 + off * off * s0)
            self._sums = (kept, first, second)
        return self._sums

    def kept(self) -> int:
        return self._moments()[0]

    def support(self) -> _Support:
        if self._support is None:
            self._support = _Support(self.pieces)
        return self._support

    def size(self) -> int:
        count = self.support().count
        return count if count is not None else len(self.weights)

    def shown_rows(self, tail: float, longest: int) -> tuple[list[Json], int, float]:
        # rows without their fractions, where none is short enough to print
        fast = tail >= 2**-60 and self.fraction_of(1) is None
        rows = _Window(self, tail).rows(longest) if fast else None
        return rows if rows is not None else super().shown_rows(tail, longest)


class _Window:
    """The values of a `GFDistribution` near its bulk, in fixed point with error bounds."""

    def __init__(self, dist: GFDistribution, tail: float):
        self.dist = dist
        self.tail = tail
        pieces = dist.pieces
        comps = sum(1 for p in pieces for poly, _a, _b in p.gf.terms for _j, c in poly if c)
        span = max(p.gf.most for p in pieces) + 2
        bits = dist.denom.bit_length() - 1
        # every value left out, of every term of every piece, is below 2**cut; the fixed
        # point's unit is 2**shift
        self.cut = bits - EXTRA_BITS - comps.bit_length() - span.bit_length()
        self.shift = self.cut - UNIT_BITS
        self.comps = comps
        self.span = span

    def rows(self, longest: int) -> tuple[list[Json], int, float] | None:
        if self.shift < 0:  # a denominator too short for the bound: every value
            return None
        values: dict[int, int] = {}  # key -> its weight in units (floor, less the errors)
        steps = 0
        for piece in self.dist.pieces:
            steps = max(steps, _approx(piece, self.cut, self.shift, values))
        unit_cut = 1 << (self.cut - self.shift)
        err = self.comps * (unit_cut + steps + 2)  # on any one weight, in units
        total_err = self.comps * self.span * (unit_cut + steps + 2)  # on any sum of them
        du = self.dist.denom >> self.shift
        support = self.dist.support()
        if support.count is None or support.count <= longest:
            return None

        def bounds(lo: int, hi: int) -> float | None:
            """The float of a weight known to lie in [lo, hi] units, where that decides it
            (ints a few hundred bits long: ``/`` rounds as `ratio` does)."""
            low, high = max(lo, 0) / (du + 1), max(hi, 0) / du
            return low if low == high else None

        tail = self.tail
        surely_not = int(tail * du) // 2 - err  # below half the tail: no division needed
        shown = []
        for y in sorted(values):
            v = values[y]
            if v < surely_not:
                continue
            if max(v - err, 0) / (du + 1) >= tail:
                shown.append(y)
            elif (v + err) / du >= tail:
                return None  # too close to call
        if not shown or err / du >= tail:
            return None
        first, last = shown[0], shown[-1]
        kept = self.dist.kept()
        exact_all = ratio(kept, self.dist.denom)  # the chance of any value
        ku = kept >> self.shift  # kept, in units, lies in [ku, ku + 1]
        below = sum(v for y, v in values.items() if y < first)
        below_lo, below_hi = below - total_err, below + total_err
        none_below = not support.any_below(first)
        none_above = not support.any_above(last)
        rows: list[Json] = []
        gaps = not support.covers(first, last)
        for y in range(first, last + 1):
            if gaps and not support.has(y):
                continue
            v = values.get(y, 0)
            p = bounds(v - err, v + err)
            at_least = exact_all if none_below and y == first else \
                bounds(ku - below_hi, ku + 1 - below_lo)
            below_lo, below_hi = below_lo + v - err, below_hi + v + err
            at_most = exact_all if none_above and y == last else bounds(below_lo, below_hi)
            if p is None or at_least is None or at_most is None:
                return None
            rows.append({"value": y, "p": p, "fraction": None,
                         "at_least": {"p": at_least}, "at_most": {"p": at_most}})
        return rows, support.count - len(rows), max(r["p"] for r in rows)


def _approx(piece: Piece, cut: int, shift: int, values: dict[int, int]) -> int:
    """Add to ``values`` (by key, in units of 2**shift) each term of ``piece`` where it is
    at least 2**cut: its binomial row stepped outward from its peak, where the steps only
    shrink a value, so the floor's error grows by at most one unit a step. Returns the most
    steps taken."""
    gf, mult = piece.gf, piece.mult
    m = gf.m
    most = 0
    limit = 1 << (cut - shift)
    for poly, a, b in gf.terms:
        peak = 0 if b == 0 else m if a == 0 else (m + 1) * b // (a + b)
        peak = min(peak, m)
        if (a == 0 or b == 0) and m:
            row_bits = m * math.log2(a or b) if (a or b) else -math.inf
        else:
            row_bits = (math.lgamma(m + 1) - math.lgamma(peak + 1) - math.lgamma(m - peak + 1)
                        ) / math.log(2) + (m - peak) * _log2(a) + peak * _log2(b)
        big: int | None = None
        for j, c in poly:
            if not c or math.log2(abs(c) * mult) + row_bits < cut - 8:
                continue  # below 2**cut everywhere (8 bits spare for the floats' error)
            if big is None:
                big = math.comb(m, peak) * a ** (m - peak) * b**peak
            top = (abs(c) * mult * big) >> shift
            sign = 1 if c > 0 else -1
            for i, v, n in _outward(m, a, b, peak, top, limit):
                y = piece.key(i + j)
                values[y] = values.get(y, 0) + sign * v
                most = max(most, n)
    return most


def _log2(x: int) -> float:
    return math.log2(x) if x else -math.inf


def _outward(m: int, a: int, b: int, peak: int, top: int, limit: int
             ) -> Iterator[tuple[int, int, int]]:
    """(i, value, steps) from the peak down and up while a value may still reach
    ``limit`` units: value(i - 1) = value(i) * i a / ((m - i + 1) b) and
    value(i + 1) = value(i) * (m - i) b / ((i + 1) a), floored."""
    yield peak, top, 0
    if a == 0 or b == 0:
        return
    v, i = top, peak
    while i > 0 and v + (peak - i) + 2 > limit:
        v = v * i * a // ((m - i + 1) * b)
        i -= 1
        yield i, v, peak - i
    v, i = top, peak
    while i < m and v + (i - peak) + 2 > limit:
        v = v * (m - i) * b // ((i + 1) * a)
        i += 1
        yield i, v, i - peak


class _Support:
    """Which keys have a weight, as runs: a generating function's own support where it
    knows it (`GF.support`), else where its terms reach if none is negative, else each
    coefficient tested modulo PRIME (each 0 there checked exactly). ``count`` is None where
    that was too many to check."""

    def __init__(self, pieces: list[Piece]):
        self.count: int | None = None
        spans: list[tuple[int, int]] = []
        for piece in pieces:
            runs = _runs(piece.gf)
            if runs is None:
                return
            spans += [(min(piece.key(lo), piece.key(hi)), max(piece.key(lo), piece.key(hi)))
                      for lo, hi in runs]
        self.spans = _merged(spans)
        self.count = sum(hi - lo + 1 for lo, hi in self.spans)
        self._starts = [lo for lo, _hi in self.spans]

    def has(self, y: int) -> bool:
        i = bisect.bisect_right(self._starts, y) - 1
        return i >= 0 and y <= self.spans[i][1]

    def covers(self, lo: int, hi: int) -> bool:
        """Every key from ``lo`` to ``hi`` has a weight."""
        i = bisect.bisect_right(self._starts, lo) - 1
        return i >= 0 and hi <= self.spans[i][1]

    def any_below(self, y: int) -> bool:
        return bool(self.spans) and self.spans[0][0] < y

    def any_above(self, y: int) -> bool:
        return bool(self.spans) and self.spans[-1][1] > y


def _runs(gf: GF) -> list[tuple[int, int]] | None:
    """The runs of k with a nonzero coefficient (None: too many zeros modulo PRIME to
    check them all)."""
    if gf.support is not None:
        return list(gf.support)
    if all(c >= 0 for poly, _a, _b in gf.terms for _j, c in poly):
        return _merged(_reach(gf))
    ks = list(range(gf.most + 1))
    found = _nonzero(gf, ks)
    if found is None:
        return None
    runs: list[tuple[int, int]] = []
    for k, nonzero in zip(ks, found, strict=True):
        if nonzero:
            runs.append((k, k))
    return _merged(runs)


def _reach(gf: GF) -> list[tuple[int, int]]:
    """Where the terms of a generating function with no negative coefficient reach: each
    coefficient's shift of its row's nonzero span."""
    out = []
    for poly, a, b in gf.terms:
        if gf.m == 0:
            row = (0, 0)
        elif a and b:
            row = (0, gf.m)
        elif a or b:
            row = (0, 0) if a else (gf.m, gf.m)
        else:
            continue
        out += [(row[0] + j, row[1] + j) for j, c in poly if c]
    return out


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(spans):
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out


def _inside(spans: list[tuple[int, int]], y: int) -> bool:
    return any(lo <= y <= hi for lo, hi in spans)


def _nonzero(gf: GF, ks: list[int]) -> list[bool] | None:
    """Whether each coefficient in ``ks`` is not 0: modulo PRIME, each 0 there checked
    exactly (None: too many to check)."""
    m = gf.m
    assert m < PRIME
    p = PRIME
    fact = [1, *itertools.accumulate(range(1, m + 1), lambda x, y: x * y % p)]
    inv = [0] * (m + 1)
    inv[m] = pow(fact[m], p - 2, p)
    for i in range(m, 0, -1):
        inv[i - 1] = inv[i] * i % p
    mods = [0] * (gf.most + 1)
    for poly, a, b in gf.terms:
        pa = [1, *itertools.accumulate(itertools.repeat(a % p, m), lambda x, y: x * y % p)]
        pb = [1, *itertools.accumulate(itertools.repeat(b % p, m), lambda x, y: x * y % p)]
        left = [f * q % p for f, q in zip(inv, pb, strict=True)]  # b**i / i!
        right = [f * q % p for f, q in zip(inv, pa, strict=True)]  # a**i / i!
        row = [fact[m] * x * y % p for x, y in zip(left, reversed(right), strict=True)]
        for j, c in poly:
            c %= p
            if c:
                for i, r in enumerate(row):
                    mods[i + j] += c * r
    out = [mods[k] % p != 0 for k in ks]
    doubtful = [i for i, ok in enumerate(out) if not ok]
    if len(doubtful) > MOST_ZEROS:
        return None
    for i in doubtful:
        out[i] = coefficient(gf, ks[i]) != 0
    return out
