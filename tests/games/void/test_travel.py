"""Void travel and its fatigue (seed 003 L19): fast 10 km/h with a Durability roll for each
started hour (a failure: one fatigue level), standard 5 km/h, slow 1 km/h; a fast party is
surprised by an attack (-5 initiative), a slow one expects it (+5); an animal's own speed is
its standard pace (fast x 2, slow x 1/2)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster import api
from muster.games.void.travel import TravelSpec, travel, travel_key


def journey(muster, *args):
    return ok_json(muster, "wound", "void", "travel", *args)


def test_each_started_hour_of_fast_travel_is_a_durability_roll(muster):
    # 25 km at 10 km/h: 2.5 h, three started hours; Durability 9: 12 and 10 fail
    out = journey(muster, "--pace", "fast", "--km", "25", "--durability", "9",
                  "--dice", "5,12,10")
    assert (out["hours"], out["started_hours"], out["fatigue"], out["penalty"]) == \
        (2.5, 3, 2, -2)
    assert out["initiative"] == "surprised"


@pytest.mark.parametrize("pace,km,hours", [("standard", 25, 5), ("slow", 3, 3),
                                           ("standardní", 7, 1.4)])
def test_standard_and_slow_travel_roll_nothing(muster, pace, km, hours):
    out = journey(muster, "--pace", pace, "--km", str(km), "--dice", "")
    assert (out["hours"], out["fatigue_rolls"], out["fatigue"]) == (hours, [], 0)


def test_an_animal_travels_at_its_own_speed(muster):
    # a horse of 8 km/h: fast 16 km/h, 40 km in 2.5 h: three rolls
    out = journey(muster, "--animal-speed", "8", "--km", "40", "--dice", "3,4,5")
    assert (out["speed_kmh"], out["started_hours"]) == (16.0, 3)
    out = journey(muster, "--pace", "slow", "--animal-speed", "8", "--km", "8")
    assert (out["speed_kmh"], out["hours"]) == (4.0, 2.0)


@pytest.mark.parametrize("hours,durability,mods", [(1, 10, ()), (3, 9, ()), (4, 14, (-3,)),
                                                   (2, 19, ())])
def test_fatigue_odds_count_every_die(hours, durability, mods):
    target = durability + sum(mods)
    fails = Fraction(sum(1 for d in range(1, 21) if not (d == 1 or (d != 20 and d <= target))),
                     20)
    dist = api.odds(TravelSpec("fast", hours=hours, durability=durability, mods=mods))
    expected = {k: comb(hours, k) * fails**k * (1 - fails)**(hours - k)
                for k in range(hours + 1)}
    assert dist.probs == {k: p for k, p in expected.items() if p}
    # and every sequence of dice counted (a small case): the pool counts like the dice
    if hours <= 3:
        walked: dict[int, Fraction] = {}
        for dice in product(range(1, 21), repeat=hours):
            k = sum(1 for d in dice if not (d == 1 or (d != 20 and d <= target)))
            walked[k] = walked.get(k, Fraction(0)) + Fraction(1, 20**hours)
        assert dist.probs == walked


def test_three_drivers_agree():
    spec = TravelSpec("fast", km=33, durability=8)
    assert_drivers_agree(lambda src: travel(src, spec), travel_key, range(5))


def test_in_czech(muster):
    run = muster("--lang", "cs", "wound", "void", "travel", "--km", "25", "--durability", "9",
                 "--dice", "5,12,10")
    assert run.code == 0 and "Putování" in run.out and "2 stupně únavy" in run.out
    assert "Překvapivý útok (−5 k iniciativě)" in run.out


@pytest.mark.parametrize("args,needle", [
    (("--km", "3", "--hours", "2"), "--km or as --hours"),
    ((), "--km or as --hours"),
    (("--pace", "walk", "--km", "3"), "unknown pace 'walk'"),
    (("--km", "-3"), "--km"),
    (("--hours", "5000"), "at most"),
    (("--durability", "0", "--km", "3"), "--durability"),
])
def test_refusals(muster, args, needle):
    assert_one_line_error(muster("wound", "void", "travel", *args), needle)


def test_a_journey_s_numbers_are_range_errors():
    from helpers import assert_range_refused
    from muster.games.void.travel import TravelSpec

    assert_range_refused(lambda: TravelSpec(km=-1), "km", -1, 0, None)
    assert_range_refused(lambda: TravelSpec(hours=-2), "hours", -2, 0, None)
    assert_range_refused(lambda: TravelSpec(km=3, animal_speed=0), "animal_speed", 0, 1, None)
