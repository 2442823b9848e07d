"""muster siege-breach mageknight: attacking constructible terrain (digest
shared/rules/mageknight.md §3.6, RULINGS 27 and 30)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json

MK = ("siege-breach", "mageknight")


def odds(muster, *args):
    body = ok_json(muster, *MK, *args, "--odds")
    return (Fraction(body["hit"]["fraction"]), Fraction(body["destroyed"]["fraction"]),
            Fraction(body["warriors_eliminated"]["fraction"]))


TERRAIN = ("--defense", "15", "--structure", "3")


def test_tie_hits_and_deals_the_damage_value(muster):
    out = ok_json(muster, *MK, "--attack", "8", *TERRAIN, "--damage", "2", "--dice", "3,4")
    assert out["dice"] == [3, 4] and out["total"] == 15  # 7 + 8 = 15 >= 15
    assert out["hit"] is True and out["damage"] == 2
    assert out["damage_this_turn"] == 2 and out["destroyed"] is False


def test_below_defense_misses(muster):
    out = ok_json(muster, *MK, "--attack", "8", *TERRAIN, "--damage", "2", "--dice", "3,3")
    assert out["total"] == 14 and out["hit"] is False
    assert out["damage"] == 0 and out["damage_this_turn"] == 0


def test_destroyed_when_damage_this_turn_reaches_structure(muster):
    out = ok_json(muster, *MK, "--attack", "8", *TERRAIN, "--damage", "2",
                  "--damage-this-turn", "1",
              "--dice", "4,4")
    assert out["damage_this_turn"] == 3 and out["destroyed"] is True
    assert out["warriors_eliminated"] is False  # not steep


def test_steep_terrain_eliminates_its_warriors_when_it_falls(muster):
    out = ok_json(muster, *MK, "--attack", "8", *TERRAIN, "--damage", "3", "--steep",
                  "--dice", "5,5")
    assert out["destroyed"] is True and out["warriors_eliminated"] is True
    standing = ok_json(muster, *MK, "--attack", "8", *TERRAIN, "--damage", "1", "--steep",
                   "--dice", "5,5")
    assert standing["destroyed"] is False and standing["warriors_eliminated"] is False


def test_damage_from_an_earlier_turn_is_not_given(muster):
    # RULINGS 30: the count is per turn; reaching the structure value already is refused
    run = muster(*MK, "--attack", "8", *TERRAIN, "--damage", "1", "--damage-this-turn", "3")
    assert_one_line_error(run, "--damage-this-turn", "structure value 3")


def test_critical_hit_hits_whatever_the_total_and_adds_a_damage(muster):
    # RULINGS 27: criticals apply to every attack roll
    out = ok_json(muster, *MK, "--attack", "0", "--defense", "30", "--structure", "3",
                  "--damage", "2",
              "--dice", "6,6")
    assert out["critical_hit"] is True and out["hit"] is True
    assert out["damage"] == 3 and out["destroyed"] is True


def test_critical_miss_misses_and_pushes_the_attacker(muster):
    out = ok_json(muster, *MK, "--attack", "30", "--defense", "3", "--structure", "3",
                  "--damage", "5",
              "--dice", "1,1")
    assert out["total"] == 32 and out["critical_miss"] is True
    assert out["hit"] is False and out["damage"] == 0 and out["pushing"] == 1


def test_ranged_uses_the_ranged_damage_value(muster):
    run = muster(*MK, "--attack", "9", *TERRAIN, "--damage", "2", "--ranged", "--dice", "4,3")
    assert run.code == 0, run.err
    assert "ranged damage value 2" in run.out
    out = ok_json(muster, *MK, "--attack", "9", *TERRAIN, "--damage", "2", "--ranged",
                  "--dice", "4,3")
    assert out["attack_type"] == "ranged" and out["damage"] == 2


def test_odds_plain_hit(muster):
    # attack 8 vs 15: 2d6 >= 7 hits: 21/36 = 7/12 (12 hits anyway, 2 misses anyway)
    # damage 3 vs structure 3: every hit destroys it
    assert odds(muster, "--attack", "8", *TERRAIN, "--damage", "3") == \
        (Fraction(7, 12), Fraction(7, 12), Fraction(0))


def test_odds_only_a_critical_destroys(muster):
    # damage 1, 1 already this turn, structure 3: a hit makes 2 (standing); only the
    # critical hit's +1 makes 3: P(double six) = 1/36
    hit_p, gone, _ = odds(muster, "--attack", "8", *TERRAIN, "--damage", "1",
                          "--damage-this-turn", "1")
    assert hit_p == Fraction(7, 12) and gone == Fraction(1, 36)


def test_odds_criticals_bound_the_chances(muster):
    # hopeless attack: only the natural 12 hits: 1/36; certain attack: only 2 misses: 35/36
    assert odds(muster, "--attack", "0", "--defense", "30", "--structure", "5",
                "--damage", "1")[0] == Fraction(1, 36)
    hit_p, gone, elim = odds(muster, "--attack", "30", "--defense", "3", "--structure", "2",
                             "--damage", "2", "--steep")
    assert hit_p == gone == elim == Fraction(35, 36)


def test_terrain_roll_is_the_roll_commands_roll(muster):
    # the same procedure: the chance to hit matches muster roll mageknight --odds
    run = muster("roll", "mageknight", "--attack", "6", "--defense", "14", "--odds", "--json")
    assert run.code == 0, run.err
    roll_p = Fraction(run.json["targets"][0]["fraction"])
    assert odds(muster, "--attack", "6", "--defense", "14", "--structure", "2",
                "--damage", "1")[0] == roll_p == Fraction(15, 36)  # 2d6 >= 8: 15/36


def test_seed_repeats(muster):
    args = ("--attack", "8", *TERRAIN, "--damage", "2", "--seed", "99")
    a, b = ok_json(muster, *MK, *args), ok_json(muster, *MK, *args)
    assert a == b and a["seed"] == 99 and len(a["dice"]) == 2
    assert a["total"] == sum(a["dice"]) + 8


def test_times_summary(muster):
    run = muster(*MK, "--attack", "8", *TERRAIN, "--damage", "2", "--times", "40", "--seed",
                 "5", "--json")
    assert run.code == 0, run.err
    assert sum(o["count"] for o in run.json["outcomes"]) == 40
    assert {o["value"] for o in run.json["outcomes"]} <= {"miss", "hit", "destroyed"}


@pytest.mark.parametrize("args,needle", [
    (("--attack", "8", "--defense", "15", "--structure", "0", "--damage", "1"), "--structure"),
    (("--attack", "8", "--defense", "15", "--structure", "3", "--damage", "-1"), "--damage"),
    (("--attack", "99", "--defense", "15", "--structure", "3", "--damage", "1"), "--attack"),
    (("--attack", "8", "--defense", "15", "--structure", "3", "--damage", "1",
      "--damage-this-turn", "-2"), "--damage-this-turn"),
    (("--attack", "8", "--defense", "15", "--damage", "1"), "--structure"),
    (("--attack", "8", "--defense", "15", "--structure", "3", "--damage", "1", "--dice", "4"),
     "too few dice"),
    (("--attack", "8", "--defense", "15", "--structure", "3", "--damage", "1", "--odds",
      "--dice", "4,4"), "--odds"),
])
def test_bad_input(muster, args, needle):
    assert_one_line_error(muster(*MK, *args), needle)


def test_damage_has_the_same_short_option_as_wound(muster):
    # `muster wound mageknight` takes the damage value as -m; so does the terrain attack
    out = ok_json(muster, *MK, "-a", "8", *TERRAIN, "-m", "2", "--dice", "3,4")
    assert out["hit"] is True and out["damage"] == 2


def test_odds_text_gives_the_elimination_fraction(muster):
    # seed 004 L180: warriors on steep terrain fall with it; only a critical's +1 destroys
    # structure 3 with damage 2 here: 1/36
    run = muster(*MK, "-a", "9", "-D", "16", "--structure", "3", "--damage", "2", "--steep",
                 "--odds")
    assert run.code == 0, run.err
    assert "warriors eliminated: 2.78 % (1/36)" in run.out


def test_a_terrain_s_numbers_are_range_errors_of_the_data_bounds():
    from helpers import assert_range_refused
    from muster.games.mageknight.terrain import TerrainSpec

    said = assert_range_refused(lambda: TerrainSpec(41, 16, 3, 2), "attack", 41, 0, 40)
    assert said == "attack must be between 0 and 40, not 41"
