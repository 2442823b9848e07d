"""Searching on a slow journey (seed 003 L19: in each kilometre travelled slowly each
traveller may name a kind of object and roll Perception; a success finds every object of that
kind within its search range, L23: sight 200 m, hearing 100 m, smell 50 m, each effect on the
sense -4). Roll-under with RULINGS 24: a 1 always succeeds, a 20 always fails."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.games.void.travel import TravelSearchSpec, TravelSpec, search_key, travel_search

TRAVEL = ["wound", "void", "travel"]


def test_three_km_three_searches(muster):
    out = ok_json(muster, *TRAVEL, "--pace", "slow", "--km", "3", "--perception", "12",
                  "--dice", "18,16,4")
    assert out["searches"] == 3 and out["search_rolls"] == [18, 16, 4]
    assert out["found"] == 1 and out["found_in_km"] == [3]
    assert out["search_range_m"] == 200 and out["initiative"] == "expected"


@pytest.mark.parametrize("sense, metres", [("sight", 200), ("sluch", 100), ("čich", 50)])
def test_the_range_is_the_senses(sense, metres):
    assert TravelSearchSpec(TravelSpec("slow", km=1), 10, sense=sense).range_m == metres


def test_effects_lower_the_perception(muster):
    # smell with one effect (wind): Perception 12 - 4 = 8; a 9 fails, an 8 and a 1 find
    out = ok_json(muster, *TRAVEL, "--pace", "slow", "--km", "3", "--perception", "12",
                  "--sense", "smell", "--search-mod", "-4", "--dice", "9,8,1")
    assert out["search_target"] == 8 and out["found_in_km"] == [2, 3]


@pytest.mark.parametrize("km_or_hours, searches", [(("--km", "1"), 1), (("--km", "7"), 7),
                                                   (("--hours", "4"), 4)])
def test_one_search_a_km(muster, km_or_hours, searches):
    out = ok_json(muster, *TRAVEL, "--pace", "slow", *km_or_hours, "--perception", "10",
                  "--seed", "1")
    assert out["searches"] == searches and len(out["search_rolls"]) == searches


def test_an_animals_slow_pace_searches_each_started_km():
    # an animal of 3 km/h goes 1.5 km/h slowly: 3 hours are 4.5 km, five searches begun
    assert TravelSearchSpec(TravelSpec("slow", hours=3, animal_speed=3), 10).searches == 5


@pytest.mark.parametrize("km, perception, mods", [(3, 12, ()), (5, 8, (-4,)), (2, 19, ()),
                                                  (4, 3, (-4, -4))])
def test_odds_are_a_binomial(muster, km, perception, mods):
    target = perception + sum(mods)
    p = Fraction(max(1, min(target, 19)), 20)  # a 1 always finds, a 20 never
    args = [*TRAVEL, "--pace", "slow", "--km", str(km), "--perception", str(perception)]
    for m in mods:
        args += ["--search-mod", str(m)]
    out = ok_json(muster, *args, "--odds")
    assert out["of"] == "found"
    got = {r["value"]: Fraction(r["fraction"]) for r in out["distribution"]}
    want = {k: comb(km, k) * p ** k * (1 - p) ** (km - k) for k in range(km + 1)}
    assert {k: v for k, v in got.items() if v} == {k: v for k, v in want.items() if v}


@pytest.mark.parametrize("args, needles", [
    (("--pace", "fast", "--km", "3", "--perception", "12"), ["--perception", "slow"]),
    (("--pace", "slow", "--km", "3", "--sense", "smell"), ["--perception"]),
    (("--pace", "slow", "--km", "3", "--perception", "12", "--sense", "taste"),
     ["--sense", "'taste'"]),
    (("--pace", "slow", "--km", "3", "--perception", "25"), ["--perception"]),
])
def test_bad_searches_are_refused(muster, args, needles):
    assert_one_line_error(muster(*TRAVEL, *args), *needles)


@pytest.mark.parametrize("spec", [TravelSearchSpec(TravelSpec("slow", km=3), 12),
                                  TravelSearchSpec(TravelSpec("slow", hours=2), 5, (-4,))])
def test_search_drivers_agree(spec):
    assert_drivers_agree(lambda src: travel_search(src, spec), search_key, range(15))


def test_czech_names_each_kilometre_as_an_ordinal(muster):
    """'v 1. a 3. kilometru': every ordinal with its dot, the last two joined by 'a';
    one kilometre alone ('ve 3. kilometru'); English lists the numbers."""
    args = ("wound", "void", "travel", "--pace", "slow", "--km", "3", "--perception", "12")
    two = muster("--lang", "cs", *args, "--dice", "1,20,1").out
    assert "nalezeno v 1. a 3. kilometru:" in two
    three = muster("--lang", "cs", *args, "--dice", "1,1,1").out
    assert "nalezeno v 1., 2. a 3. kilometru:" in three
    one = muster("--lang", "cs", *args, "--dice", "20,20,1").out
    assert "nalezeno ve 3. kilometru:" in one
    assert "found in km 1, 3:" in muster(*args, "--dice", "1,20,1").out
