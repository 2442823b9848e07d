"""The exact count of dice through a funnel, in time linear in the dice.

A funnel throws ``n`` dice; those that pass a stage are thrown again at the next; a
`Reroll` stage throws one of its failures again, once (`muster.engine.dice.Source.funnel`).
Walking the count after each stage would weigh a binomial for every count the stage before
can leave: about n**2 / 2 terms for two stages. Here the count is carried as its
probability generating function G(z) = sum P(count = k) z**k, written as a short sum of
terms ``poly(z) * (a + b z)**m`` (``poly`` of a few terms, ``a`` and ``b`` fractions):

* a stage passing each die with chance p (q = 1 - p) thins the count: G(z) -> G(q + p z);
* a `Reroll` stage: of k dice, X pass (a binomial); when X < k one failure is thrown
  again and passes with chance p, so E[z**T | k] = (q + p z)**(k + 1) + (p z)**k p (1 - z),
  and G(z) -> (q + p z) G(q + p z) + p (1 - z) G(p z).

Both substitutions keep a term's shape (``(a + b (q + p z))**m`` is ``(a + b q + b p z)**m``),
so a funnel of s stages is at most 2**s terms, each expanded once at the end by the ratio of
neighbouring binomial coefficients: about n big-integer steps a term.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

from muster.engine.gf import GF

__all__ = ["funnel_gf", "funnel_ways"]

Poly = dict[int, Fraction]  # exponent -> coefficient (a few terms)
Term = tuple[Poly, Fraction, Fraction, int]  # poly(z) * (a + b z)**m


def _compose(poly: Poly, q: Fraction, p: Fraction) -> Poly:
    """poly(q + p z)."""
    out: Poly = {}
    for j, c in poly.items():
        for i in range(j + 1):
            coef = c * math.comb(j, i) * q ** (j - i) * p**i
            if coef:
                out[i] = out.get(i, Fraction(0)) + coef
    return out


def _times(poly: Poly, c0: Fraction, c1: Fraction) -> Poly:
    """poly(z) * (c0 + c1 z)."""
    out: Poly = {}
    for j, c in poly.items():
        for i, f in ((j, c0), (j + 1, c1)):
            if f:
                out[i] = out.get(i, Fraction(0)) + c * f
    return {i: c for i, c in out.items() if c}


def _stage(terms: list[Term], p: Fraction, reroll: bool) -> list[Term]:
    q = 1 - p
    thinned = [(_compose(poly, q, p), a + b * q, b * p, m) for poly, a, b, m in terms]
    if not reroll:
        return thinned
    out = [(_times(poly, q, p), a, b, m) for poly, a, b, m in thinned]
    out += [(_times(_compose(poly, Fraction(0), p), p, -p), a, b * p, m)
            for poly, a, b, m in terms]
    return [t for t in out if t[0]]


def funnel_gf(n: int, stages: Sequence[tuple[Fraction, bool]]) -> GF:
    """The count of ``n`` dice through ``stages`` (each: the chance a die passes, and whether
    the stage re-rolls one failure), as integer terms over one denominator."""
    terms: list[Term] = [({0: Fraction(1)}, Fraction(0), Fraction(1), n)]  # z**n
    for p, reroll in stages:
        terms = _stage(terms, Fraction(p), reroll)
    den = math.lcm(*(f.denominator for _poly, a, b, _m in terms for f in (a, b)))
    pden = math.lcm(*(c.denominator for poly, _a, _b, _m in terms for c in poly.values()))
    return GF(tuple((tuple((j, c.numerator * (pden // c.denominator)) for j, c in poly.items()),
                     a.numerator * (den // a.denominator), b.numerator * (den // b.denominator))
                    for poly, a, b, _m in terms), n, ((den, n), (pden, 1)),
              # every count from none to all when each stage may pass a die or fail it
              ((0, n),) if all(0 < p < 1 for p, _reroll in stages) and stages else
              ((n, n),) if not stages else None)


def funnel_ways(n: int, stages: Sequence[tuple[Fraction, bool]]) -> tuple[list[int], int]:
    """The count of ``n`` dice through ``stages``: ways[k] / total is the chance that k
    pass the last."""
    gf = funnel_gf(n, stages)
    ways = gf.weights()
    return (ways + [0] * (n + 1))[:n + 1], math.prod(b**e for b, e in gf.powers)
