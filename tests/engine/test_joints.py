"""engine/joints: a `Compare` joint, weighed by sorting, gives the very table the product
pair by pair gives: the same integer weights, the joint values in the same order."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from muster.engine.choices import joint_weights, pairwise
from muster.engine.dice import EnteredSource, Part, RandomSource
from muster.engine.joints import Compare
from muster.engine.odds import enumerate_outcomes

WHO = Compare(higher="first", lower="second", equal="tie")


def test_compare_reads_which_is_higher():
    assert WHO((5, 3)) == "first" and WHO((3, 5)) == "second" and WHO((4, 4)) == "tie"
    assert WHO((float("-inf"), float("-inf"))) == "tie" and WHO((0, float("-inf"))) == "first"


def _options(rng: random.Random) -> list[tuple[float, int]]:
    values = rng.sample([float("-inf"), *range(-3, 9)], rng.randint(1, 10))
    return [(v, rng.choice([0, 1, 2, 5, 36, 7776])) for v in values]


@pytest.mark.parametrize("seed", range(60))
def test_a_compared_product_is_the_product_pair_by_pair(seed):
    rng = random.Random(seed)
    first, second = _options(rng), _options(rng)
    fast = joint_weights([first, second], WHO)
    slow = pairwise([first, second], WHO)
    assert fast == slow
    assert list(fast) == list(slow)  # met in the same order: the walk's keys in the same order


def _side(src, bonus: int) -> int:
    return src.d(6) + bonus


def test_an_independent_round_read_by_compare_is_its_brute_force():
    parts = [Part(_side, 1), Part(_side, 0)]
    dist = enumerate_outcomes(lambda s: s.independent(parts, WHO)[0], lambda k: k)
    ways: dict[str, int] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            k = WHO((a + 1, b))
            ways[k] = ways.get(k, 0) + 1
    assert dist.probs == {k: Fraction(w, 36) for k, w in ways.items()}
    assert list(dist.probs) == list(ways)  # first met: the order a walk die by die meets them
    assert EnteredSource(["6", "3"]).independent(parts, WHO)[0] == "first"
    assert RandomSource(1).independent(parts, WHO)[0] in ("first", "second", "tie")
