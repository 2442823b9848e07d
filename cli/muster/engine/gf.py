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

import math
from collections.abc import Iterator
from dataclasses import dataclass

Powers = tuple[tuple[int, int], ...]  # a denominator as (base, exponent) pairs
Poly = tuple[tuple[int, int], ...]  # (exponent, integer coefficient) pairs, a few
Term = tuple[Poly, int, int]  # poly(z) * (A + B z)**m


@dataclass(frozen=True)
class GF:
    """Weight of k: the coefficient of z**k in the sum of ``terms``, over ``powers``."""

    terms: tuple[Term, ...]
    m: int
    powers: Powers

    @property
    def most(self) -> int:
        """The largest k with a coefficient."""
        return self.m + max(j for poly, _a, _b in self.terms for j, _c in poly)

    def weights(self) -> list[int]:
        """The coefficients of z**0 .. z**most."""
        return list(self.stream())

    def stream(self) -> Iterator[int]:
        """The coefficients of z**0 .. z**most, one at a time: each term's row is stepped
        along with them, so no row is ever held whole (a row of 10,000 long integers is
        tens of megabytes)."""
        size = self.most + 1
        streams = [_term(self.m, a, b, poly, size) for poly, a, b in self.terms]
        if len(streams) == 1:
            return streams[0]
        return map(_sum, *streams)

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
        if yes:
            return GF(said, self.m, powers)
        whole = tuple((tuple((j, c * whole_scale) for j, c in poly), a * total, b * total)
                      for poly, a, b in self.terms)
        negated = tuple((tuple((j, -c) for j, c in poly), a, b) for poly, a, b in said)
        return GF(whole + negated, self.m, powers)


def _sum(*values: int) -> int:
    total = values[0]
    for v in values[1:]:
        total += v
    return total


def _term(m: int, a: int, b: int, poly: Poly, size: int) -> Iterator[int]:
    """The coefficients of z**0 .. z**(size-1) of poly(z) * (a + b z)**m: per coefficient a
    few long additions, the poly's common factor applied once (a shift for a power of
    two)."""
    g = math.gcd(*(c for _j, c in poly)) if len(poly) > 1 else 1
    entries = [(j, c // g) for j, c in poly if c]
    if not entries:
        yield from (0 for _k in range(size))
        return
    shift = (g & -g).bit_length() - 1 if g == g & -g else -1  # -1: g is no power of two
    depth = max(j for j, _c in entries)
    window = [0] * (depth + 1)  # row values k, k-1, ..., k-depth
    row = _row(m, a, b)
    for k in range(size):
        window.pop()
        window.insert(0, next(row) if k <= m else 0)
        total = 0
        for j, c in entries:
            if j > k or k - j > m:
                continue
            v = window[j]
            if c == 1:
                total = v if total == 0 else total + v
            elif c == -1:
                total = -v if total == 0 else total - v
            else:
                total += c * v
        if g != 1 and total:
            total = total << shift if shift >= 0 else total * g
        yield total


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
    for k in range(m):
        yield w << shift
        w = w * ((m - k) * b) // ((k + 1) * a)
        shift += step
    yield w << shift
