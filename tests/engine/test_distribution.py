"""Distributions as JSON (`muster.engine.distribution`)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from muster.engine.distribution import prob_json


@pytest.mark.parametrize("value, p, fraction", [
    (Fraction(1, 6), 1 / 6, "1/6"), (1, 1.0, "1/1"), (0, 0.0, "0/1"), (0.25, 0.25, "1/4")])
def test_a_probability_as_json_is_a_float_and_its_exact_fraction(value, p, fraction):
    assert prob_json(value) == {"p": p, "fraction": fraction}
    assert prob_json(value, exact=False) == {"p": p, "fraction": None}


def test_a_distribution_is_a_read_only_mapping_of_its_outcomes():
    """What `api.odds` gives a scripter: the outcomes that can come up and their chances;
    an outcome that cannot come up has chance 0 but is not one of them (as a Counter)."""
    from collections.abc import Mapping

    from muster.engine.distribution import Distribution

    dist = Distribution({"hit": Fraction(1, 3), "miss": Fraction(2, 3)})
    assert isinstance(dist, Mapping)
    assert list(dist) == ["hit", "miss"] and len(dist) == 2
    assert "hit" in dist and "crit" not in dist and dist["crit"] == 0
    assert dict(dist) == {"hit": Fraction(1, 3), "miss": Fraction(2, 3)} == dict(dist.items())
    assert list(dist.keys()) == ["hit", "miss"] and sum(dist.values()) == 1
    assert dist.get("crit") is None and dist.get("crit", 0) == 0
    assert dist.get("hit") == Fraction(1, 3)
    assert sorted(dist) == ["hit", "miss"]


def _two_dice():
    """Two d6 as (first, second), each pair 1/36, over the exact driver."""
    from muster.engine.odds import enumerate_outcomes

    return enumerate_outcomes(lambda src: (src.d(6), src.d(6)), lambda k: k)


def test_a_marginal_adds_up_the_outcomes_that_share_a_part():
    """The sum of two d6 read off their pairs: counted by hand over the 36 pairs."""
    by_hand: dict[int, Fraction] = {}
    for a in range(1, 7):
        for b in range(1, 7):
            by_hand[a + b] = by_hand.get(a + b, Fraction(0)) + Fraction(1, 36)
    total = _two_dice().marginal(lambda k: k[0] + k[1])
    assert dict(total) == by_hand
    assert total[7] == Fraction(1, 6) and total.denom == 36 and total.exact
    # in lowest terms: the first die alone is six outcomes of 1/6
    first = _two_dice().marginal(lambda k: k[0])
    assert first.denom == 6 and first.weights == {v: 1 for v in range(1, 7)}


def test_a_marginal_keeps_the_truncated_weight():
    from muster.engine.distribution import Distribution

    dist = Distribution(weights={(1, "a"): 2, (1, "b"): 1, (2, "a"): 1}, denom=8,
                        truncated_weight=4)
    part = dist.marginal(lambda k: k[0])
    assert dict(part) == {1: Fraction(3, 8), 2: Fraction(1, 8)}
    assert part.truncated == Fraction(1, 2) and not part.exact


def test_given_is_the_distribution_of_the_outcomes_taken():
    """A roll that fails outright 1/6 of the time: its totals' mean is of the totals alone."""
    from muster.engine.distribution import Distribution

    dist = Distribution({"failure": Fraction(1, 6), 2: Fraction(1, 2), 4: Fraction(1, 3)})
    totals = dist.given(lambda k: isinstance(k, int))
    assert dict(totals) == {2: Fraction(3, 5), 4: Fraction(2, 5)}
    assert totals.mean() == pytest.approx(2 * 3 / 5 + 4 * 2 / 5)
    assert dist.chance(dist.weights[2]) == Fraction(1, 2)


def test_given_a_condition_no_outcome_meets_is_refused_at_once():
    """Nothing is then given: a clear error where the condition is given, not a division by
    zero later, when its mean is asked."""
    from muster.engine.distribution import Distribution

    dist = Distribution({"failure": Fraction(1, 6), 2: Fraction(5, 6)})
    with pytest.raises(ValueError, match="^no outcome of the distribution meets the condition "
                                         "it is given$"):
        dist.given(lambda k: k == 7)
