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
import operator
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat

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
        out = [0] * (self.most + 1)
        for poly, a, b in self.terms:
            binom = _binomial_row(self.m, a, b)
            g = math.gcd(*(c for _j, c in poly))
            if g > 1 and len(poly) > 1:  # g * (the poly over g): one product per value
                part = [0] * len(out)
                _add_poly(part, tuple((j, c // g) for j, c in poly), binom)
                out[:] = map(operator.add, out, map(operator.mul, repeat(g), part))
            else:
                _add_poly(out, poly, binom)
        return out

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


def _add_poly(out: list[int], poly: Poly, binom: tuple[int, ...]) -> None:
    """out += poly(z) * the row ``binom``."""
    for j, c in poly:
        end = j + len(binom)
        if c == 1:
            out[j:end] = map(operator.add, out[j:end], binom)
        elif c == -1:
            out[j:end] = map(operator.sub, out[j:end], binom)
        elif c:
            out[j:end] = map(operator.add, out[j:end], map(operator.mul, repeat(c), binom))


@lru_cache(maxsize=4)  # the rows one computation expands again (a "no" answer's "yes" part)
def _binomial_row(m: int, a: int, b: int) -> tuple[int, ...]:
    """C(m, k) a**(m-k) b**k for k = 0..m, each from its neighbour by an exact ratio."""
    if a == 0:
        return (0,) * m + (b**m,)
    if b == 0:
        return (a**m,) + (0,) * m
    both = math.gcd(a, b)
    two = (both & -both).bit_length() - 1  # 2**two divides a and b: a shift, not a product
    if two:
        return tuple(w << (two * m) for w in _binomial_row(m, a >> two, b >> two))
    row = [0] * (m + 1)
    w = a**m
    for k in range(m):
        row[k] = w
        w = w * ((m - k) * b) // ((k + 1) * a)
    row[m] = w
    return tuple(row)
