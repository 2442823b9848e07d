"""Roll-offs: each rolls a die, the highest goes first, ties are rolled again among the tied.

Written once against a dice source like every procedure; a tie is re-rolled with
`Source.until`, so the exact driver conditions on "not all tied" (an exact geometric
series) instead of following ever longer chains of ties.

Entered dice are read in this order: one die per name, in the order the names are given;
on a tie of everyone the same names roll again; then each group still tied rolls among
itself, the group with the higher result first.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable, Hashable, Sequence

from muster.engine.dice import Source


def _pattern(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Which dice came out highest, next highest ...: groups of indices, best first."""
    return tuple(tuple(i for i, d in enumerate(dice) if d == v)
                 for v in sorted(set(dice), reverse=True))


def rank(src: Source, names: Sequence[str], sides: int) -> tuple[list[str], list[dict]]:
    """Order ``names`` by a die each (highest first), re-rolling ties among the tied.

    Returns the order and every round of dice as ``{"among": names, "dice": values}``
    (no rounds under the exact driver, which weighs only the order)."""
    names = list(names)
    if len(names) < 2:
        return names, []
    n = len(names)
    pattern, attempts = src.until(lambda s: tuple(s.d(sides) for _ in range(n)),
                                  lambda dice: len(set(dice)) > 1, _pattern,
                                  memo=("rank", n, sides))
    rounds = [{"among": names, "dice": list(a)} for a in attempts]
    order: list[str] = []
    for group in pattern:
        sub, sub_rounds = rank(src, [names[i] for i in group], sides)
        order += sub
        rounds += sub_rounds
    return order, rounds


def order_by_totals(src: Source, names: Sequence[str], totals: Sequence[int],
                    sides: int) -> tuple[list[str], list[dict]]:
    """Highest total first; names with equal totals are ranked by `rank` (a plain die
    each), the higher totals' ties first."""
    order: list[str] = []
    rounds: list[dict] = []
    for value in sorted(set(totals), reverse=True):
        sub, sub_rounds = rank(src, [n for n, t in zip(names, totals) if t == value], sides)
        order += sub
        rounds += sub_rounds
    return order, rounds


def marginal(dist, fn: Callable[[Hashable], Hashable]) -> dict[Hashable, Fraction]:
    """The chance of each value of ``fn(key)`` in an exact distribution of keys."""
    out: dict[Hashable, Fraction] = {}
    for key, p in dist.probs.items():
        v = fn(key)
        out[v] = out.get(v, Fraction(0)) + p
    return out
