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


def test_eliminating_ones_own_captive(muster):
    # L40: a close attack on one's own captive at -3; a hit eliminates it, a miss leaves it
    # unharmed (a captive is never wounded, L38). Attack 10 - 3 = 7; 4 + 4 = 15 >= 15.
    out = hit(muster, "-a", "10", "-D", "15", "--eliminate-captive", "--dice", "4,4")
    assert out["mode"] == "eliminate-captive" and out["attack"] == 7
    assert out["targets"][0]["eliminated"] is True and out["targets"][0]["damage"] == 0
    out = hit(muster, "-a", "10", "-D", "15", "--eliminate-captive", "--dice", "4,3")
    assert out["targets"][0]["eliminated"] is False and out["targets"][0]["damage"] == 0
    # 2d6 >= 8 eliminates: 15/36 = 5/12
    out = hit(muster, "-a", "10", "-D", "15", "--eliminate-captive", "--odds")
    assert out["targets"][0]["eliminated"]["fraction"] == "5/12"
    for extra, needle in ((["--capture"], "--capture"), (["-D", "16"], "one"),
                          (["--clicks-taken", "2"], "never"),
                          (["--fortification", "1"], "close")):
        assert_one_line_error(muster("wound", "mk", "-a", "10", "-D", "15",
                                     "--eliminate-captive", *extra), needle)


def test_eliminating_a_captive_drivers_agree():
    from conftest import assert_drivers_agree

    from muster.games.mageknight.wound import WoundSpec, wound

    spec = WoundSpec(10, (15,), eliminate_captive=True)
    for seed in range(10):
        assert_drivers_agree(lambda src: wound(src, spec), lambda r: r.key(), seed)


def test_roll_mk_takes_close_shot_on_the_attack(muster):
    # L61: +1 attack within ceil(7 / 2) = 4 in: 9 + 1 + 3 + 3 = 16 hits defense 16
    run = muster("roll", "mk", "--attack", "9", "--defense", "16", "--range", "7",
                 "--distance", "4", "--close-shot", "attack", "--dice", "3,3", "--json")
    assert run.code == 0, run.err
    assert run.json["attack"] == 10 and run.json["hits"] == [True]
    assert_one_line_error(muster("roll", "mk", "--attack", "9", "--defense", "16", "--range",
                                 "7", "--distance", "4", "--close-shot", "damage"),
                          "wound mk")


def test_a_distance_that_is_not_a_number_is_refused(muster):
    # a float option takes "nan", which compares false with everything: it must not pass
    # as within close-shot range
    assert_one_line_error(muster("wound", "mk", "-a", "9", "-m", "2", "-D", "16", "--range",
                                 "7", "--distance", "nan", "--close-shot", "attack"),
                          "--distance")
