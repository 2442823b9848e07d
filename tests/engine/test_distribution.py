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
