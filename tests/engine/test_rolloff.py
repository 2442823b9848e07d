"""`Source.until` (a roll repeated until accepted) and `engine.rolloff` under the three
drivers: the exact driver conditions on acceptance instead of following chains of ties."""

from __future__ import annotations

from fractions import Fraction

import pytest

from muster.engine.dice import ChainTooLong, EnteredSource, RandomSource
from muster.engine.odds import enumerate_outcomes
from muster.engine.rolloff import Tie, order_by_totals, rank
from muster.errors import DiceError, LimitError


def test_until_exact_is_the_conditional_distribution():
    # a d6 re-rolled until 3+: each of 3-6 with 1/4 (the geometric series of refused 1s
    # and 2s sums to exactly that)
    dist = enumerate_outcomes(lambda s: s.until(lambda t: t.d(6), lambda v: v >= 3)[0],
                              lambda v: v)
    assert dist.probs == {v: Fraction(1, 4) for v in (3, 4, 5, 6)} and dist.exact


def test_until_groups_by_reduce():
    dist = enumerate_outcomes(
        lambda s: s.until(lambda t: (t.d(6), t.d(6)), lambda v: v[0] != v[1],
                          lambda v: "first" if v[0] > v[1] else "second")[0], lambda v: v)
    assert dist.probs == {"first": Fraction(1, 2), "second": Fraction(1, 2)}


def test_until_entered_keeps_every_attempt():
    value, attempts = EnteredSource(["1", "2", "5"]).until(lambda t: t.d(6), lambda v: v >= 3)
    assert value == 5 and attempts == [1, 2, 5]


def test_until_that_never_accepts():
    with pytest.raises(ChainTooLong):
        RandomSource(1).until(lambda t: t.d(6), lambda v: v > 6)
    with pytest.raises(LimitError):
        enumerate_outcomes(lambda s: s.until(lambda t: t.d(6), lambda v: v > 6)[0],
                           lambda v: v)
    with pytest.raises(DiceError):
        EnteredSource(["1"]).until(lambda t: t.d(6), lambda v: v > 6)


def test_rank_two_with_a_tie():
    order, rounds = rank(EnteredSource("4 4 2 6".split()), ["a", "b"], 6)
    assert order == ["b", "a"]
    assert rounds == [{"among": ["a", "b"], "dice": [4, 4]}, {"among": ["a", "b"], "dice": [2, 6]}]


def test_rank_exact_is_fair_for_three():
    dist = enumerate_outcomes(lambda s: tuple(rank(s, ["a", "b", "c"], 6)[0]), lambda v: v)
    assert len(dist.probs) == 6 and set(dist.probs.values()) == {Fraction(1, 6)}


def test_order_by_totals_breaks_only_ties():
    src = EnteredSource(["1", "6"])
    order, rounds = order_by_totals(src, ["a", "b", "c"], [7, 9, 7], 20)
    assert order == ["b", "c", "a"] and rounds == [{"among": ["a", "c"], "dice": [1, 6]}]
    src.finish()


def test_ties_of_different_sizes_in_one_computation_each_weigh_their_own_round():
    """A round of a roll-off is weighed once per `Tie` (its frozen spec: entrants and
    sides): a pair and a triple tied in one command are each fair among themselves."""
    dist = enumerate_outcomes(
        lambda s: tuple(order_by_totals(s, list("abcde"), [9, 9, 7, 7, 7], 6)[0]), lambda v: v)
    assert len(dist.probs) == 2 * 6 and set(dist.probs.values()) == {Fraction(1, 12)}
    assert all(set(order[:2]) == {"a", "b"} for order in dist.probs)
    assert Tie(3, 6) == Tie(3, 6) and Tie(3, 6) != Tie(2, 6) != Tie(2, 20)
