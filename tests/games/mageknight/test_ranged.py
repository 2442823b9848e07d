"""Mage Knight ranged modifiers (seed 004): close-shot (L59-61), precision
(L62-63), ranged formations (L83-91, the Orc clans example L89), hindering terrain
(L119-127) and elevation (L133-149) defense bonuses."""

from __future__ import annotations

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.games.mageknight.ranged import RangedSpec
from muster.games.mageknight.wound import WoundSpec, wound


def test_close_shot_within_half_the_range_rounded_up(muster):
    # range 7: half rounded up is 4; a target 4 in away qualifies
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "16", "--range", "7",
                  "--distance", "4",
              "--close-shot", "damage", "--dice", "3,4")
    assert out["damage_modifier"] == 1 and out["targets"][0]["damage"] == 3
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "16", "--range", "7",
                  "--distance", "4",
              "--close-shot", "attack", "--dice", "3,3")
    assert out["attack"] == 10 and out["targets"][0]["hit"] is True  # 6 + 10 = 16
    assert_one_line_error(muster("wound", "mk", "-a", "9", "-m", "2", "-D", "16", "--range",
                                 "7", "--distance", "5", "--close-shot", "attack"), "4 in")
    assert_one_line_error(muster("wound", "mk", "-a", "9", "-m", "2", "-D", "16",
                                 "--close-shot", "attack"), "--range")


def test_precision_is_minus_two_on_one_target(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "16", "--precision",
                  "--dice", "3,4")
    assert out["attack"] == 7 and out["targets"][0]["hit"] is False  # 7 + 7 = 14
    assert_one_line_error(muster("wound", "mk", "-a", "9", "-m", "2", "-D", "15", "-D", "16",
                                 "--precision"), "one target")


def test_the_orc_clans_formation(muster):
    # L89: Ub-Khan is the primary attacker; the Orc Hunter gives +2 attack, the Gulthak Orc
    # (a bow) +1 damage.
    out = ok_json(muster, "wound", "mageknight", "-a", "8", "-m", "2", "-D", "17",
                  "--formation-attack", "1",
              "--formation-damage", "1", "--dice", "3,4")
    assert out["attack"] == 10 and out["damage_value"] == 3
    assert out["targets"][0]["damage"] == 3
    # 2d6 + 10 >= 17 needs 7 or more: 21/36
    odds = ok_json(muster, "wound", "mageknight", "-a", "8", "-m", "2", "-D", "17",
                   "--formation-attack", "1",
               "--formation-damage", "1", "--odds")
    assert odds["targets"][0]["hit"]["fraction"] == "7/12"


@pytest.mark.parametrize("args, needle", [
    (["--formation-attack", "1"], "3-5"),           # two warriors are no formation
    (["--formation-attack", "3", "--formation-damage", "2"], "3-5"),   # six
    (["--formation-attack", "2", "-D", "15"], "one target"),
    (["--formation-attack", "2", "--capture"], "no such option: --formation-attack"),
    (["--precision", "--heal"], "no such option: --precision"),
])
def test_formation_refusals(muster, args, needle):
    assert_one_line_error(muster("wound", "mk", "-a", "8", "-m", "2", "-D", "17", *args),
                          needle)


@pytest.mark.parametrize("terrain, extra, bonus", [
    ("clear", [], 0),
    ("hindering", [], 1),
    ("elevated", [], 1),
    ("elevated-hindering", [], 2),                    # L147: both, +2
    ("elevated", ["--attacker-elevated"], 0),
    ("elevated-hindering", ["--attacker-flying"], 1),  # no elevation bonus against a flyer
])
def test_terrain_defense_bonuses(muster, terrain, extra, bonus):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "15",
                  "--target-terrain", terrain, *extra,
              "--dice", "4,4")
    t = out["targets"][0]
    assert t["terrain"] == bonus and t["final_defense"] == 15 + bonus
    assert t["hit"] is (17 >= 15 + bonus)


def test_terrain_per_target(muster):
    # one roll, two targets: 6 + 9 = 15 hits the open 15, not the 15 in hindering terrain
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "15", "-D", "15",
                  "--target-terrain",
              "clear", "--target-terrain", "hindering", "--dice", "3,3")
    assert [t["hit"] for t in out["targets"]] == [True, False]
    assert_one_line_error(muster("wound", "mk", "-a", "9", "-m", "2", "-D", "15", "-D", "15",
                                 "--target-terrain", "hindering"), "one --target-terrain")


def test_ranged_drivers_agree():
    mods = RangedSpec(range=8, distance=3, close_shot="damage", formation_attack=1,
                      formation_damage=1, target_terrain=("hindering",))
    spec = WoundSpec(9, (16,), 2, ranged=mods, skull_at=(5,))
    assert_drivers_agree(lambda src: wound(src, spec), lambda r: r.key(), range(15))


def test_roll_mk_takes_the_terrain_and_attack_modifiers(muster):
    # 2d6 + 9 against 15 + 2 (elevated and hindering) needs 8+: 15/36
    run = muster("roll", "mk", "--attack", "9", "--defense", "15", "--target-terrain",
                 "elevated-hindering", "--odds", "--json")
    assert run.code == 0, run.err
    row = run.json["targets"][0]
    assert row["final_defense"] == 17 and row["fraction"] == "5/12" and row["terrain"] == 2
    # two formation members: 8 + 4 = 12; a 7 makes 19 against 17
    run = muster("roll", "mk", "--attack", "8", "--defense", "17", "--formation-attack", "2",
                 "--dice", "3,4", "--json")
    assert run.json["attack"] == 12 and run.json["hits"] == [True]
    assert_one_line_error(muster("roll", "mk", "--attack", "8", "-D", "15", "-D", "16",
                                 "--precision"), "one target")


def test_close_shot_distance_may_be_a_fraction_of_an_inch(muster):
    # L61: within half the range, rounded up. Range 7 -> 4 in. A target measured at 4.5 in
    # is beyond it (no close-shot); one at 3.5 in is within (+1 damage: 2 -> 3).
    run = muster("wound", "mk", "-a", "9", "-m", "2", "-D", "16", "--range", "7", "--distance",
                 "4.5", "--close-shot", "damage", "--dice", "3,4")
    assert_one_line_error(run)
    assert run.err.strip() == ("muster: error: close-shot needs the target within half the "
                               "range, rounded up: 4 in; it is 4.5 in away")
    out = ok_json(muster, "wound", "mk", "-a", "9", "-m", "2", "-D", "16", "--range", "7",
                  "--distance", "3.5", "--close-shot", "damage", "--dice", "3,4")
    assert out["targets"][0]["damage"] == 3


def test_concealing_terrain_is_hindering_for_a_ranged_attack(muster):
    # L127: concealing terrain (tall grass, fog) is hindering for ranged attacks: +1 defense.
    # Attack 9 + 3,3 = 15 against defense 15 + 1 = 16: a miss.
    out = ok_json(muster, "wound", "mk", "-a", "9", "-m", "2", "-D", "15", "--target-terrain",
                  "concealing", "--dice", "3,3")
    assert out["targets"][0]["terrain"] == 1
    assert out["targets"][0]["final_defense"] == 16
    assert out["targets"][0]["hit"] is False


def test_a_distance_that_is_not_a_number_is_refused(muster):
    # a float option takes "nan", which compares false with everything: it must not pass
    # as within close-shot range
    assert_one_line_error(muster("wound", "mk", "-a", "9", "-m", "2", "-D", "16", "--range",
                                 "7", "--distance", "nan", "--close-shot", "attack"),
                          "--distance")
