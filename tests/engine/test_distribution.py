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
