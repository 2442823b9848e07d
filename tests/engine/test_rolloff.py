"""`Source.until` (a roll repeated until accepted) and `engine.rolloff` under the three
drivers: the exact driver conditions on acceptance instead of following chains of ties."""

from __future__ import annotations

from fractions import Fraction

import pytest

from muster.engine.dice import EnteredSource, RandomSource
from muster.engine.die import ChainTooLong
from muster.engine.odds import enumerate_outcomes
from muster.engine.rolloff import Tie, order_by_totals, rank
from muster.errors import DiceError, LimitError


def test_until_exact_is_the_conditional_distribution():
    # a d6 re-rolled until 3+: each of 3-6 with 1/4 (the geometric series of refused 1s
    # and 2s sums to exactly that)
    dist = enumerate_outcomes(lambda s: s.until(lambda t, _: t.d(6), None, lambda v: v >= 3)[0],
                              lambda v: v)
    assert dist.probs == {v: Fraction(1, 4) for v in (3, 4, 5, 6)} and dist.exact


def test_until_groups_by_reduce():
    dist = enumerate_outcomes(
        lambda s: s.until(lambda t, _: (t.d(6), t.d(6)), None, lambda v: v[0] != v[1],
                          lambda v: "first" if v[0] > v[1] else "second")[0], lambda v: v)
    assert dist.probs == {"first": Fraction(1, 2), "second": Fraction(1, 2)}


CALLS: dict[tuple[int, int], int] = {}


def _pair(src, spec):
    """Two dice of ``sides``, the first with ``bonus`` (a roll-off of unequal sides)."""
    sides, bonus = spec
    CALLS[spec] = CALLS.get(spec, 0) + 1
    return src.d(sides) + bonus, src.d(sides)


def _untied(v):
    return v[0] != v[1]


def _first(v):
    return v[0] > v[1]


def _first_wins(sides, bonus):  # by hand: P(first ahead | not tied)
    ahead = sum(1 for a in range(1, sides + 1) for b in range(1, sides + 1) if a + bonus > b)
    tied = sum(1 for a in range(1, sides + 1) for b in range(1, sides + 1) if a + bonus == b)
    return Fraction(ahead, sides * sides - tied)


def test_until_is_weighed_once_per_spec_in_a_computation():
    """Like a stage, a repeated procedure is weighed by its spec: the same spec once in a
    computation however often the rule repeats it, another spec on its own (never one
    spec's odds handed to another)."""
    def weigh(rule):
        CALLS.clear()
        return enumerate_outcomes(rule, lambda v: v), dict(CALLS)

    once, calls_once = weigh(lambda s: s.until(_pair, (6, 1), _untied, _first)[0])
    three, calls = weigh(lambda s: (s.until(_pair, (6, 1), _untied, _first)[0],
                                    s.until(_pair, (6, 1), _untied, _first)[0],
                                    s.until(_pair, (4, 0), _untied, _first)[0]))
    p6, p4 = _first_wins(6, 1), _first_wins(4, 0)
    assert once.probs == {True: p6, False: 1 - p6}
    assert three.probs[(True, True, True)] == p6 * p6 * p4 and p4 == Fraction(1, 2)
    assert three.probs[(False, True, False)] == (1 - p6) * p6 * (1 - p4)
    assert calls[(6, 1)] == calls_once[(6, 1)] > 0  # weighed once, however often repeated
    assert calls[(4, 0)] > 0


def test_until_entered_keeps_every_attempt():
    value, attempts = EnteredSource(["1", "2", "5"]).until(lambda t, _: t.d(6), None,
                                                           lambda v: v >= 3)
    assert value == 5 and attempts == [1, 2, 5]


def test_until_that_never_accepts():
    with pytest.raises(ChainTooLong):
        RandomSource(1).until(lambda t, _: t.d(6), None, lambda v: v > 6)
    with pytest.raises(LimitError):
        enumerate_outcomes(lambda s: s.until(lambda t, _: t.d(6), None, lambda v: v > 6)[0],
                           lambda v: v)
    with pytest.raises(DiceError):
        EnteredSource(["1"]).until(lambda t, _: t.d(6), None, lambda v: v > 6)


def test_rank_two_with_a_tie():
    order, rounds = rank(EnteredSource("4 4 2 6".split()), ["a", "b"], 6)
    assert order == ["b", "a"]
    # each round read-only (a result holds it): tuples
    assert rounds == [{"among": ("a", "b"), "dice": (4, 4)}, {"among": ("a", "b"), "dice": (2, 6)}]


def test_rank_exact_is_fair_for_three():
    dist = enumerate_outcomes(lambda s: tuple(rank(s, ["a", "b", "c"], 6)[0]), lambda v: v)
    assert len(dist.probs) == 6 and set(dist.probs.values()) == {Fraction(1, 6)}


def test_order_by_totals_breaks_only_ties():
    src = EnteredSource(["1", "6"])
    order, rounds = order_by_totals(src, ["a", "b", "c"], [7, 9, 7], 20)
    assert order == ["b", "c", "a"] and rounds == [{"among": ("a", "c"), "dice": (1, 6)}]
    src.finish()


def test_ties_of_different_sizes_in_one_computation_each_weigh_their_own_round():
    """A round of a roll-off is weighed once per `Tie` (its frozen spec: entrants and
    sides): a pair and a triple tied in one command are each fair among themselves."""
    dist = enumerate_outcomes(
        lambda s: tuple(order_by_totals(s, list("abcde"), [9, 9, 7, 7, 7], 6)[0]), lambda v: v)
    assert len(dist.probs) == 2 * 6 and set(dist.probs.values()) == {Fraction(1, 12)}
    assert all(set(order[:2]) == {"a", "b"} for order in dist.probs)
    assert Tie(3, 6) == Tie(3, 6) and Tie(3, 6) != Tie(2, 6) != Tie(2, 20)


# ------------------------------------------------- the order of independent parts (Placing)

from itertools import permutations, product  # noqa: E402

from muster.engine.dice import Part, same  # noqa: E402
from muster.engine.placing_odds import placing_odds  # noqa: E402
from muster.engine.rolloff import Placing, place  # noqa: E402


def die_plus(src, spec):
    """One entrant's part: a d``sides`` plus ``mod``; keys: the total, then the total with
    ``later`` added in front (a later round's total, refining the first)."""
    sides, mod, later = spec
    total = src.d(sides) + mod
    return total, total + later


def two_keys(r):
    return (r[0],), (r[1], r[0])


def one_key(r):
    return ((r[0],),)


def brute(specs, keys):
    """Every die of every entrant, by hand: the last key orders them, highest first; those
    level on it take each of their places alike. Returns each entrant's chance of each place."""
    n = len(specs)
    table = [[Fraction(0)] * n for _ in range(n)]
    combos = list(product(*(range(1, s + 1) for s, _m, _l in specs)))
    for dice in combos:
        last = [keys((d + m, d + m + later))[-1]
                for d, (_s, m, later) in zip(dice, specs, strict=True)]
        for i, k in enumerate(last):
            above = sum(1 for x in last if x > k)
            level = sum(1 for x in last if x == k)
            for spot in range(above, above + level):
                table[i][spot] += Fraction(1, level * len(combos))
    return table


def as_table(dist, names):
    assert set(dist.probs) == {(x, i) for x in names for i in range(1, len(names) + 1)}
    return [[dist[x, i] for i in range(1, len(names) + 1)] for x in names]


@pytest.mark.parametrize(("specs", "reduce"), [
    (((4, 0, 0), (6, -1, 0), (4, 1, 0)), one_key),
    (((6, 0, 0), (6, 0, 0), (6, 0, 0)), one_key),
    (((4, 2, -3), (4, 0, 0), (6, 0, 1)), two_keys),
    (((3, 0, 5), (3, 0, 0)), two_keys),
])
def test_placing_odds_equal_every_die_counted_by_hand(specs, reduce):
    names = tuple("ABC"[:len(specs)])
    plan = Placing(names, tuple(Part(die_plus, s, reduce) for s in specs), 6)
    table = as_table(placing_odds(plan), names)
    assert table == brute(specs, reduce)
    assert all(sum(row) == 1 for row in table)
    assert all(sum(col) == 1 for col in zip(*table, strict=True))


@pytest.mark.parametrize("specs", [((4, 0, 0), (4, 1, -2), (3, 1, 2)), ((4, 0, 3), (4, 0, 0))])
def test_placing_odds_equal_the_walk_of_place(specs):
    """The derived odds against walking `place` itself under the exact driver (every die
    and every tie re-roll), read off place by place."""
    names = tuple("ABC"[:len(specs)])
    plan = Placing(names, tuple(Part(die_plus, s, two_keys) for s in specs), 4)
    walked = enumerate_outcomes(lambda src: place(src, plan).orders[-1], same)
    by_hand = [[sum((p for order, p in walked.probs.items() if order[i] == x), Fraction(0))
                for i in range(len(names))] for x in names]
    assert as_table(placing_odds(plan), names) == by_hand
    assert sorted(walked.probs) == sorted(o for o in permutations(names) if walked[o])


def test_place_reads_a_die_per_part_then_the_tie_rerolls():
    plan = Placing(("A", "B", "C"), tuple(Part(die_plus, (6, 0, later), two_keys)
                                          for later in (0, 3, 0)), 6)
    # A 4, B 4, C 5: C first; A and B tied on 4 re-roll 2 and 6: B before A. Later key:
    # B 4 + 3 = 7 goes first; A and C keep their order.
    placed = place(EnteredSource("4 4 5 2 6".split()), plan)
    assert placed.orders == (("C", "B", "A"), ("B", "C", "A"))
    assert placed.rounds == ({"among": ("A", "B"), "dice": (2, 6)},)
    assert placed.results == ((4, 4), (4, 7), (5, 5))
