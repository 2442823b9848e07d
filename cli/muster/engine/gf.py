"""A count's distribution as a generating function: a short sum of terms
``poly(z) * (A + B z)**m`` over one denominator, expanded by binomial stepping.

A binomial count (successes of m dice, each with B of A + B chances) is one term; a funnel
with a re-roll stage is a few (`muster.engine.funnels`). Asking whether none of c dice
shows a face, where c is the count (or m less it) and each die misses the face with chance
``other / total``, keeps the shape: the "yes" answer scales A and B by small numbers, the
"no" answer is the whole less the "yes" (one more term). Expanding a term costs about m
steps, each a long integer times and divided by small ones (the ratio of neighbouring
binomial coefficients), never a product of two long integers per value.
"""

from __future__ import annotations

import itertools
import math
import operator
from collections.abc import Iterator
from dataclasses import field
from itertools import repeat

from muster.engine.frozen import frozen

Powers = tuple[tuple[int, int], ...]  # a denominator as (base, exponent) pairs
Poly = tuple[tuple[int, int], ...]  # (exponent, integer coefficient) pairs, a few
Term = tuple[Poly, int, int]  # poly(z) * (A + B z)**m


@frozen
class GF:
    """Weight of k: the coefficient of z**k in the sum of ``terms``, over ``powers``."""

    terms: tuple[Term, ...]
    m: int
    powers: Powers
    # the k of nonzero weight, as (lowest, highest) runs, where known from how the count was
    # made (None: not known)
    support: tuple[tuple[int, int], ...] | None = field(default=None, compare=False)

    @property
    def most(self) -> int:
        """The largest k with a coefficient."""
        return self.m + max(j for poly, _a, _b in self.terms for j, _c in poly)

    def keeps_shape(self) -> bool:
        """Of the shape a walk's distribution may keep whole (`muster.engine.gfdist`):
        powers of z from 0, A and B not negative."""
        return all(a >= 0 and b >= 0 and all(j >= 0 for j, _c in poly)
                   for poly, a, b in self.terms)

    def weights(self) -> list[int]:
        """The coefficients of z**0 .. z**most."""
        return list(self.stream())

    def stream(self) -> Iterator[int]:
        """The coefficients of z**0 .. z**most, one at a time: each term's row is stepped
        along with them, so no row is ever held whole (a row of 10,000 long integers is
        tens of megabytes)."""
        size = self.most + 1
        streams = [_term(self.m, a, b, poly, size) for poly, a, b in self.terms]
        total = streams[0]
        for more in streams[1:]:
            total = map(operator.add, total, more)
        return total

    def none(self, sign: int, offset: int, other: int, total: int,
             yes: bool) -> GF | None:
        """This count weighed jointly with "none of c dice shows the face", where
        c = sign * k + offset and each die misses the face in ``other`` of ``total`` ways
        (chance (other / total) ** c), for the answer ``yes``; over ``powers`` times
        total ** (the largest c). None where c is not of a shape kept (then the caller
        multiplies value by value)."""
        low = min(j for poly, _a, _b in self.terms for j, _c in poly)
        top = self.most
        if sign == 1 and offset >= 0 and low >= 0:
            # o**(k+offset) t**(most+offset-k-offset), k = j + i: poly o**(j+off) t**(d-j)
            d = top - self.m
            most = top + offset
            said = tuple((tuple((j, c * other ** (j + offset) * total ** (d - j)) for j, c in poly),
                          a * total, b * other) for poly, a, b in self.terms)
            whole_scale = total ** (most - self.m)
        elif sign == -1 and offset >= top and low >= 0:
            # c = offset - k: o**(offset-j-i) t**(j+i) with most c = offset
            most = offset
            said = tuple((tuple((j, c * other ** (offset - self.m - j) * total**j)
                                for j, c in poly), a * other, b * total)
                         for poly, a, b in self.terms)
            whole_scale = total ** (most - self.m)
        else:
            return None
        powers = (*self.powers, (total, most))
        support = self._none_support(-offset * sign, other == 0 if yes else other == total,
                                     yes)
        if yes:
            return GF(said, self.m, powers, support)
        whole = tuple((tuple((j, c * whole_scale) for j, c in poly), a * total, b * total)
                      for poly, a, b in self.terms)
        negated = tuple((tuple((j, -c) for j, c in poly), a, b) for poly, a, b in said)
        return GF(whole + negated, self.m, powers, support)

    def _none_support(self, k0: int, never: bool, yes: bool
                      ) -> tuple[tuple[int, int], ...] | None:
        """The support of an answer of `none`: no dice (k = ``k0``) show no face, and
        some dice show it unless ``never`` (the face cannot show, or cannot miss)."""
        if self.support is None:
            return None
        if yes:  # "none shows it": at k0 always, elsewhere unless the face always shows
            return tuple((k0, k0) for lo, hi in self.support if lo <= k0 <= hi) if never \
                else self.support
        if never:
            return ()
        out: list[tuple[int, int]] = []
        for lo, hi in self.support:  # "some die shows it": never with no dice
            out += [r for r in ((lo, min(hi, k0 - 1)), (max(lo, k0 + 1), hi)) if r[0] <= r[1]]
        return tuple(out)


def _term(m: int, a: int, b: int, poly: Poly, size: int) -> Iterator[int]:
    """The coefficients of z**0 .. z**(size-1) of poly(z) * (a + b z)**m: the row shifted by
    each of the poly's exponents, times its coefficient, added up (one long operation per
    coefficient and entry, looped in C), the poly's common factor applied once (a shift
    for a power of two)."""
    g = (math.gcd(*(c for _j, c in poly)) if len(poly) > 1 else 1) or 1
    entries = [(j, c // g) for j, c in poly if c]
    if not entries:
        return repeat(0, size)
    rows = itertools.tee(_row(m, a, b), len(entries))
    parts: list[tuple[int, Iterator[int]]] = []
    for (j, c), row in zip(entries, rows, strict=True):
        shifted = itertools.chain(repeat(0, j), row, repeat(0, size - j - m - 1))
        parts.append((c, shifted if abs(c) == 1 else map(operator.mul, repeat(c), shifted)))
    parts.sort(key=lambda part: part[0] == -1)  # a part to take away is not the first
    sign, total = parts[0]
    if sign == -1:
        total = map(operator.neg, total)
    for c, part in parts[1:]:
        total = map(operator.sub if c == -1 else operator.add, total, part)
    if g == 1:
        return total
    if g == g & -g:
        return map(operator.lshift, total, repeat(g.bit_length() - 1))
    return map(operator.mul, total, repeat(g))


def _row(m: int, a: int, b: int) -> Iterator[int]:
    """C(m, k) a**(m-k) b**k for k = 0..m, each from its neighbour by an exact ratio, stepped
    on the odd parts of a and b (shorter numbers to divide), their powers of two put back by
    shifting each value."""
    if a == 0 or b == 0:
        yield from ([0] * m + [b**m] if a == 0 else [a**m] + [0] * m)
        return
    two_a, two_b = (a & -a).bit_length() - 1, (b & -b).bit_length() - 1
    a, b = a >> two_a, b >> two_b
    w = a**m
    shift = two_a * m  # a's twos to the power m - k, b's to the power k
    step = two_b - two_a
    if a == b == 1:  # the binomial coefficients themselves, kept for the next such row
        for k, c in enumerate(_binomials(m)):
            yield c << (shift + k * step)
        return
    for k in range(m):
        yield w << shift
        w = w * ((m - k) * b) // ((k + 1) * a)
        shift += step
    yield w << shift


_LAST_BINOMIALS: list[tuple[int, tuple[int, ...]]] = []  # (m, C(m, 0..m)): one row kept


def _binomials(m: int) -> tuple[int, ...]:
    """C(m, k) for k = 0..m (the last row asked for is kept: the rows of a count and of
    its answers to "none of the dice shows a face" share it)."""
    if _LAST_BINOMIALS and _LAST_BINOMIALS[0][0] == m:
        return _LAST_BINOMIALS[0][1]
    _LAST_BINOMIALS.clear()
    row = [1] * (m + 1)
    for k in range(m):
        row[k + 1] = row[k] * (m - k) // (k + 1)
    _LAST_BINOMIALS.append((m, tuple(row)))
    return _LAST_BINOMIALS[0][1]


def moments(gf: GF) -> tuple[int, int, int]:
    """The sums of w, k * w and k * k * w over the coefficients w of z**k, in closed form
    (the value, first and second derivative at z = 1 of each term): three powers of
    (A + B) a term, never its row."""
    s0 = s1 = s2 = 0
    m = gf.m
    for poly, a, b in gf.terms:
        s = a + b
        base = s ** (m - 2) if m >= 2 else 0
        q0 = base * s * s if m >= 2 else s**m
        q1 = m * b * base * s if m >= 2 else m * b  # (A + B z)**m: derivatives at 1
        q2 = m * (m - 1) * b * b * base
        p0 = sum(c for _j, c in poly)
        p1 = sum(j * c for j, c in poly)
        p2 = sum(j * (j - 1) * c for j, c in poly)
        t1 = p1 * q0 + p0 * q1
        s0 += p0 * q0
        s1 += t1
        s2 += p2 * q0 + 2 * p1 * q1 + p0 * q2 + t1
    return s0, s1, s2


def coefficient(gf: GF, k: int) -> int:
    """The coefficient of z**k alone, from binomial coefficients and powers."""
    m = gf.m
    return sum(c * math.comb(m, k - j) * a ** (m - k + j) * b ** (k - j)
               for poly, a, b in gf.terms for j, c in poly if 0 <= k - j <= m)
