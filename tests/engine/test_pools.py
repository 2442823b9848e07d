"""The outcome-by-outcome pool algorithm (`muster.engine.pools`) against brute force and
against icepool, to the integer way (so to the fraction)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction
from math import comb, prod

# a test dependency (pyproject's test extra), an oracle of exact odds; it has no type hints
import icepool  # type: ignore[import-untyped]
import pytest

from muster.engine.choices import MAX_KEEP_WORK, _explode_depth, exploding_count, exploding_kept
from muster.engine.distribution import ratio
from muster.engine.notation import parse
from muster.engine.notation.weigh import distribution
from muster.engine.odds import TRUNCATED, enumerate_outcomes
from muster.engine.pools import chain_count_table, chain_table, keep_work, kept_sum, sum_ways
from muster.engine.thrown import keep_indices

MODES = ["kh", "kl", "dh", "dl", "m"]


def _brute(faces: tuple[int, ...], n: int, keep: str, k: int) -> dict[int, int]:
    out: dict[int, int] = {}
    for roll in itertools.product(faces, repeat=n):
        if keep == "m":
            total = sum(sorted(roll)[k:n - k])
        else:
            total = sum(roll[i] for i in keep_indices(roll, keep, k))
        out[total] = out.get(total, 0) + 1
    return out


def _table(faces: tuple[int, ...]) -> dict[int, int]:
    table: dict[int, int] = {}
    for f in faces:
        table[f] = table.get(f, 0) + 1
    return table


@pytest.mark.parametrize("faces", [(1, 2, 3, 4, 5, 6), (0, 0, 1, 1, 2, 3), (1, 2, 3), (-1, 0, 1)])
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_every_keep_and_drop_is_brute_force(faces, n):
    for keep in MODES:
        for k in range(n + 1):
            if keep == "m" and 2 * k > n:
                continue
            assert kept_sum(_table(faces), n, keep, k) == _brute(faces, n, keep, k), (keep, k)


def _icepool_ways(die: dict[int, int], n: int, keep: str, k: int) -> dict[int, int]:
    pool = icepool.Die(die).pool(n)
    kept = {"kh": lambda: pool.highest(k), "kl": lambda: pool.lowest(k),
            "dh": lambda: pool.lowest(n - k), "dl": lambda: pool.highest(n - k),
            "m": lambda: pool.middle(n - 2 * k)}[keep]()
    return {int(v): int(q) for v, q in kept.sum().items()}


def _same_chances(ours: dict[int, int], theirs: dict[int, int]) -> None:
    assert set(ours) == {v for v, q in theirs.items() if q}
    a, b = sum(ours.values()), sum(theirs.values())
    assert all(Fraction(ours[v], a) == Fraction(theirs[v], b) for v in ours)


@pytest.mark.parametrize("n,sides,keep,k", [
    (100, 6, "kh", 10), (30, 6, "kh", 3), (12, 10, "kh", 3), (9, 20, "kh", 1),
    (20, 10, "kl", 2), (27, 6, "kh", 3), (7, 20, "kh", 1), (10, 6, "m", 3), (15, 8, "dl", 2),
    (15, 8, "dh", 3),
])
def test_large_pools_agree_with_icepool(n, sides, keep, k):
    die = {f: 1 for f in range(1, sides + 1)}
    ours = kept_sum(die, n, keep, k)
    assert sum(ours.values()) == sides**n  # every way is weighed
    _same_chances(ours, _icepool_ways(die, n, keep, k))


def test_the_odds_of_a_keep_come_from_the_pool_algorithm():
    dist = enumerate_outcomes(parse("30d6kh3").roll, key=lambda r: r.total)
    ways = kept_sum({f: 1 for f in range(1, 7)}, 30, "kh", 3)
    assert dist.exact
    assert all(dist[v] == Fraction(w, 6**30) for v, w in ways.items())


def test_a_keep_too_large_is_refused_before_it_starts():
    assert keep_work(6, 5, 10_000, "dl", 1) > MAX_KEEP_WORK


def test_exploding_keep_agrees_with_icepool():
    depth = _explode_depth(10)
    single, total = chain_table(10, depth)
    assert sum(single.values()) < total  # the longest chains are truncated mass
    choice = exploding_kept(5, 10, "kh", 3)
    ours = {v: w for v, w in zip(choice.values, choice.weights, strict=True) if v is not TRUNCATED}
    _same_chances(ours, _icepool_ways(single, 5, "kh", 3))
    truncated = dict(zip(choice.values, choice.weights, strict=True))[TRUNCATED]
    assert truncated == total**5 - sum(single.values()) ** 5


def _chains(sides: int, depth: int):
    """Every chain of an exploding die up to depth dice, with its ways out of sides**depth."""
    for k in range(depth):
        for last in range(1, sides):
            yield [sides] * k + [last], sides ** (depth - 1 - k)


@pytest.mark.parametrize("n,sides,good", [(2, 4, {3, 4}), (3, 3, {1}), (2, 6, {6}), (3, 4, {2})])
def test_exploding_counts_are_every_chain_counted(n, sides, good):
    depth = 5
    table, total = chain_count_table(sides, depth, frozenset(good))
    brute: dict[int, int] = {}
    for combo in itertools.product(list(_chains(sides, depth)), repeat=n):
        hits = sum(1 for chain, _ in combo for v in chain if v in good)
        ways = 1
        for _, w in combo:
            ways *= w
        brute[hits] = brute.get(hits, 0) + ways
    ours: dict[int, int] = {0: 1}
    for _ in range(n):
        step: dict[int, int] = {}
        for a, x in ours.items():
            for b, y in table.items():
                step[a + b] = step.get(a + b, 0) + x * y
        ours = step
    assert ours == brute


def test_exploding_count_of_the_notation_is_the_chain_count():
    choice = exploding_count(3, 6, frozenset({5, 6}))
    dist = enumerate_outcomes(parse("3d6>=5!").roll, key=lambda r: r.total)
    weights = dict(zip(choice.values, choice.weights, strict=True))
    assert not dist.exact
    assert dist[0] == Fraction(weights[0], choice.total) == Fraction(4**3, 6**3)


def _ways_of_sum(n: int, sides: int, s: int) -> int:
    """Ways n dice of ``sides`` sum to s, by inclusion and exclusion (a closed form): the sum
    over k of (-1)^k C(n, k) C(s - sides k - 1, n - 1). Each term is stepped exactly from
    the one before, the two binomials' steps taken as one (C(n, k+1) = C(n, k) (n-k)/(k+1);
    C(m - sides, r) = C(m, r) times (m-r)...(m-r-sides+1) / m...(m-sides+1)): the product of
    the binomials is multiplied and divided by small numbers only, never a long number by
    another, and the division is exact since the next term is a whole number."""
    if s < n:
        return 0
    r = n - 1
    m = s - 1
    term = comb(m, r)  # C(n, k) C(s - sides k - 1, n - 1) at k = 0
    total = 0
    last = (s - n) // sides
    for k in range(last + 1):
        total += -term if k % 2 else term
        if k == last:
            break
        term = term * (n - k) * prod(range(m - r - sides + 1, m - r + 1)) // (
            (k + 1) * prod(range(m - sides + 1, m + 1)))
        m -= sides
    return total


@pytest.mark.parametrize("faces", [(1, 2, 3, 4, 5, 6), (0, 0, 1, 1, 2, 3), (1, 3, 3, 4, 4, 4),
                                   (-1, 0, 1), (2, 2, 2), (5, 9), (1, 2, 4, 8)])
@pytest.mark.parametrize("n", [0, 1, 2, 5, 8])
def test_sums_are_every_roll_added_up(faces, n):
    brute = Counter(map(sum, itertools.product(faces, repeat=n)))
    assert sum_ways(_table(faces), n) == dict(brute)


@pytest.mark.parametrize("n,sides", [(10_000, 6), (1000, 20)])
def test_sums_of_any_size_are_exact(n, sides):
    dist = distribution(parse(f"{n}d{sides}"))
    assert dist is not None and dist.exact
    assert dist.denom == sides**n and sum(dist.weights.values()) == sides**n
    middle = n * (sides + 1) // 2
    for s in (n, n + 1, middle, middle + 17):
        assert dist.weights[s] == _ways_of_sum(n, sides, s)


@pytest.mark.parametrize("text", ["2d6", "3d4+2", "d6+d4-1", "4d6kh3-1d4", "3d6>=5+2",
                                  "2d6!+1", "3d4!kh2", "2d6>=5!-d3", "2d20kl1+4", "d%"])
def test_expression_odds_group_by_group_are_the_walk(text):
    expression = parse(text)
    dist = distribution(expression)
    walk = enumerate_outcomes(expression.roll, key=lambda r: r.total)
    assert dist is not None
    assert (dist.weights, dist.denom, dist.truncated_weight) == (
        walk.weights, walk.denom, walk.truncated_weight)


def test_floats_of_long_fractions_round_as_division_does():
    rng = random.Random(5)
    for _ in range(20_000):
        den = rng.getrandbits(rng.choice([8, 70, 200, 3000, 26_000])) + 1
        num = rng.randrange(den + 1) >> rng.choice([0, 1, 7, 100])
        assert ratio(num, den) == num / den
    for _ in range(2000):  # halfway between two floats, or nearly
        den = rng.getrandbits(3000) | 1
        num = ((rng.getrandbits(53) | 1 << 52) * 2 + 1) * den >> 60
        assert ratio(num, den) == num / den


def _scientific_long_way(value: Fraction, digits: int = 3) -> str:
    from muster.text import _scientific

    n = value.numerator
    return ("-" if n < 0 else "") + _scientific(abs(n), value.denominator, digits)


def test_scientific_from_leading_bits_is_the_exact_text():
    from muster.text import scientific

    rng = random.Random(7)
    for _ in range(3000):
        den = rng.getrandbits(rng.choice([100, 300, 3000, 12_000])) + 1
        num = rng.randrange(1, den + 1) >> rng.choice([0, 3, 50, 400])
        value = Fraction(num or 1, den) * rng.choice([1, -1])
        assert scientific(value) == _scientific_long_way(value)
    assert scientific(Fraction(1, 6**1000)) == _scientific_long_way(Fraction(1, 6**1000))
    assert scientific(Fraction(99996, 10**4001)) == "1.00e-3996"  # rounds up into the next power
