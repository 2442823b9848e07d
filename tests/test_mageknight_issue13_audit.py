"""Audit of the Mage Knight ranged rules of issue 13 against seed 004 (an independent
reading): close-shot measured to a fraction of an inch (L61), concealing terrain counting as
hindering against a ranged attack (L127)."""

from __future__ import annotations

from conftest import assert_one_line_error


def hit(muster, *args):
    run = muster("wound", "mageknight", *args, "--json")
    assert run.code == 0, run.err
    return run.json


def test_close_shot_distance_may_be_a_fraction_of_an_inch(muster):
    # L61: within half the range, rounded up. Range 7 -> 4 in. A target measured at 4.5 in
    # is beyond it (no close-shot); one at 3.5 in is within (+1 damage: 2 -> 3).
    assert_one_line_error(muster("wound", "mk", "-a", "9", "-m", "2", "-D", "16", "--range",
                                 "7", "--distance", "4.5", "--close-shot", "damage",
                                 "--dice", "3,4"), "4 in")
    out = hit(muster, "-a", "9", "-m", "2", "-D", "16", "--range", "7", "--distance", "3.5",
              "--close-shot", "damage", "--dice", "3,4")
    assert out["targets"][0]["damage"] == 3


def test_concealing_terrain_is_hindering_for_a_ranged_attack(muster):
    # L127: concealing terrain (tall grass, fog) is hindering for ranged attacks: +1 defense.
    # Attack 9 + 3,3 = 15 against defense 15 + 1 = 16: a miss.
    out = hit(muster, "-a", "9", "-m", "2", "-D", "15", "--target-terrain", "concealing",
              "--dice", "3,3")
    assert out["targets"][0]["terrain"] == 1
    assert out["targets"][0]["final_defense"] == 16
    assert out["targets"][0]["hit"] is False
