"""`muster roll mageknight`: 2d6 + attack against each defense (seed 004 L11-12, L22, L56,
L175; digest mageknight.md §2, §3.1, §5 E2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json

# --------------------------------------------------------------- the worked example


def test_master_archer_rolls_6_hits_gulthak_orc_and_misses_blood_shaman(muster):
    # digest §5 E2 (L57): attack 9 + roll 6 = 15; Gulthak Orc defense 15 hit (tie),
    # Blood Shaman defense 16 missed
    out = ok_json(muster, "roll", "mageknight", "--attack", "9", "--defense", "15",
                  "--defense", "16", "--dice", "2,4")
    assert out["dice"] == [2, 4]
    assert out["total"] == 15
    assert out["hits"] == [True, False]
    assert not out["critical_hit"] and not out["critical_miss"]
    assert out["pushing"] == 0


def test_master_archer_rolls_7_hits_both(muster):
    out = ok_json(muster, "roll", "mageknight", "-a", "9", "-D", "15", "-D", "16", "--dice", "3,4")
    assert out["total"] == 16
    assert out["hits"] == [True, True]


def test_tie_hits(muster):
    assert ok_json(muster, "roll", "mageknight", "-a", "8", "-D", "14",
                   "--dice", "3,3")["hits"] == [True]
    assert ok_json(muster, "roll", "mageknight", "-a", "8", "-D", "15",
                   "--dice", "3,3")["hits"] == [False]


# --------------------------------------------------------------- criticals


def test_natural_12_hits_even_when_the_total_is_too_low(muster):
    out = ok_json(muster, "roll", "mageknight", "-a", "0", "-D", "20", "-D", "13", "--dice", "6,6")
    assert out["total"] == 12
    assert out["critical_hit"] is True and out["critical_miss"] is False
    assert out["hits"] == [True, True]
    assert out["pushing"] == 0


def test_natural_2_misses_even_when_the_total_is_high_enough_and_pushes(muster):
    out = ok_json(muster, "roll", "mageknight", "-a", "15", "-D", "13", "-D", "16", "--dice", "1,1")
    assert out["total"] == 17  # would beat both defenses
    assert out["critical_miss"] is True and out["critical_hit"] is False
    assert out["hits"] == [False, False]
    assert out["pushing"] == 1  # L11: 1 pushing damage to the attacker


def test_criticals_shown_in_the_text_view(muster):
    run = muster("roll", "mk", "-a", "9", "-D", "16", "--dice", "1,1")
    assert run.code == 0
    assert "Critical miss" in run.out and "pushing" in run.out and "MISS" in run.out
    run = muster("roll", "mk", "-a", "0", "-D", "16", "--dice", "6,6")
    assert "Critical hit" in run.out and "HIT" in run.out


# --------------------------------------------------------------- fortification


def test_fortification_raises_the_defense(muster):
    # 9 + 6 = 15 against 14 + fortification 2 = 16: missed; without it: hit
    out = ok_json(muster, "roll", "mageknight", "-a", "9", "-D", "14", "--fortification", "2",
                  "--dice", "3,3")
    assert out["final_defenses"] == [16]
    assert out["hits"] == [False]
    assert ok_json(muster, "roll", "mageknight", "-a", "9", "-D", "14",
                   "--dice", "3,3")["hits"] == [True]
    # exactly reaching the fortified defense still hits
    assert ok_json(muster, "roll", "mageknight", "-a", "10", "-D", "14", "-F", "2",
                   "--dice", "3,3")["hits"] == [True]


def test_fortification_is_per_target_in_order(muster):
    out = ok_json(muster, "roll", "mageknight", "-a", "9", "-D", "14", "-D", "14", "-F", "0",
                  "-F", "2",
               "--dice", "3,3")
    assert out["fortification"] == [0, 2]
    assert out["hits"] == [True, False]


def test_critical_hit_beats_fortification(muster):
    out = ok_json(muster, "roll", "mageknight", "-a", "0", "-D", "18", "-F", "3", "--dice", "6,6")
    assert out["hits"] == [True]


# --------------------------------------------------------------- odds


def odds(muster, *args):
    out = ok_json(muster, "roll", "mageknight", *args, "--odds")
    return [Fraction(t["fraction"]) for t in out["targets"]]


def test_odds_attack_9_against_defense_16(muster):
    # need a natural 7+: 6+5+4+3+2+1 = 21 of 36 = 7/12 (no crit changes it)
    assert odds(muster, "-a", "9", "-D", "16") == [Fraction(7, 12)]


def test_odds_multi_defense(muster):
    # attack 9: vs 15 need 6+: 26/36 = 13/18; vs 16 need 7+: 21/36 = 7/12;
    # vs 22 need 13: impossible, only the natural 12 crit: 1/36
    assert odds(muster, "-a", "9", "-D", "15", "-D", "16", "-D", "22") == [
        Fraction(13, 18), Fraction(7, 12), Fraction(1, 36)]


def test_odds_criticals_cap_both_ends(muster):
    # attack 12 vs 13 needs a 1, but a natural 2 always misses: 35/36
    assert odds(muster, "-a", "12", "-D", "13") == [Fraction(35, 36)]
    # attack 0 vs 40: only the natural 12: 1/36
    assert odds(muster, "-a", "0", "-D", "40") == [Fraction(1, 36)]


def test_odds_with_fortification(muster):
    # 14 + 2 = 16 against attack 9: the same 7+ as above, 7/12
    assert odds(muster, "-a", "9", "-D", "14", "-F", "2") == [Fraction(7, 12)]
    # 14 + 0 against attack 9: 5+ = 30/36 = 5/6
    assert odds(muster, "-a", "9", "-D", "14", "-F", "0") == [Fraction(5, 6)]


def test_odds_text_view_shows_the_fraction(muster):
    run = muster("roll", "mk", "-a", "9", "-D", "16", "--odds")
    assert run.code == 0 and "7/12" in run.out and "58.33 %" in run.out


# --------------------------------------------------------------- seed, times


def test_seed_is_reproducible(muster):
    a = ok_json(muster, "roll", "mageknight", "-a", "9", "-D", "15", "-D", "16", "--seed", "42")
    b = ok_json(muster, "roll", "mageknight", "-a", "9", "-D", "15", "-D", "16", "--seed", "42")
    assert a == b
    assert a["seed"] == 42
    assert len(a["dice"]) == 2 and all(1 <= d <= 6 for d in a["dice"])
    assert a["total"] == sum(a["dice"]) + 9
    crit_hit, crit_miss = a["critical_hit"], a["critical_miss"]
    assert crit_hit == (a["dice"] == [6, 6]) and crit_miss == (a["dice"] == [1, 1])
    assert a["hits"] == [crit_hit or (not crit_miss and a["total"] >= d) for d in (15, 16)]


def test_different_seeds_eventually_differ(muster):
    rolls = {tuple(ok_json(muster, "roll", "mageknight", "-a", "9", "-D", "16",
                           "--seed", str(s))["dice"])
             for s in range(20)}
    assert len(rolls) > 1


def test_times_summarises(muster):
    out = ok_json(muster, "roll", "mageknight", "-a", "9", "-D", "16", "--times", "50",
                  "--seed", "3")
    assert out["times"] == 50
    assert sum(o["count"] for o in out["outcomes"]) == 50


# --------------------------------------------------------------- bad input


@pytest.mark.parametrize("args, needle", [
    (["-a", "9", "-D", "16", "--dice", "3"], "too few dice"),
    (["-a", "9", "-D", "16", "--dice", "3,4,5"], "too many dice"),
    (["-a", "9", "-D", "16", "--dice", "3,7"], "cannot be rolled"),
    (["-a", "9", "-D", "16", "--dice", "x,3"], "not a number"),
    (["-a", "-1", "-D", "16"], "--attack must be between 0 and 40, not -1"),
    (["-a", "9", "-D", "99"], "--defense must be between 0 and 40, not 99"),
    (["-a", "9", "-D", "16", "-F", "-2"], "--fortification must be between 0 and 10, not -2"),
    (["-a", "9", "-D", "16", "-D", "15", "-F", "2"], "one --fortification per --defense"),
    (["-a", "9", "-D", "16", "--odds", "--dice", "3,4"], "--odds"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("roll", "mageknight", *args), needle)


def test_missing_defense_is_an_error(muster):
    assert_one_line_error(muster("roll", "mageknight", "-a", "9"), "--defense")


def test_times_text_shows_hit_or_miss_per_target(muster):
    run = muster("roll", "mk", "-a", "9", "-D", "16", "-D", "14", "--times", "100",
                 "--seed", "1")
    assert run.code == 0
    assert "hit, hit" in run.out  # natural 7+ (21/36) is the most common result


def test_help_mentions_fortification_and_examples(muster):
    run = muster("roll", "mageknight", "--help")
    assert run.code == 0 and "--fortification" in run.out and "Examples" in run.out


def test_roll_mk_takes_close_shot_on_the_attack(muster):
    # L61: +1 attack within ceil(7 / 2) = 4 in: 9 + 1 + 3 + 3 = 16 hits defense 16
    out = ok_json(muster, "roll", "mk", "--attack", "9", "--defense", "16", "--range", "7",
                  "--distance", "4", "--close-shot", "attack", "--dice", "3,3")
    assert out["attack"] == 10 and out["hits"] == [True]
    run = muster("roll", "mk", "--attack", "9", "--defense", "16", "--range", "7",
                 "--distance", "4", "--close-shot", "damage")
    assert_one_line_error(run)
    assert run.err.strip() == ("muster: error: --close-shot damage changes the damage, which "
                               "muster wound mk rolls; roll mk takes --close-shot attack")


@pytest.mark.parametrize(("close", "field"), [({"lunge": True}, "lunge"),
                                              ({"second_token": True}, "second_token")])
def test_pushing_damage_names_the_rules_that_roll_it(close, field):
    """A library caller reads the specs (WoundSpec, AttackSpec), not the commands."""
    from muster.errors import FieldError
    from muster.games.mageknight.attack import AttackSpec
    from muster.games.mageknight.close import CloseSpec

    with pytest.raises(FieldError) as err:
        AttackSpec(8, (4,), close=CloseSpec(**close))
    assert err.value.field == field
    assert str(err.value) == (f"{field} is pushing damage to the attacker, which WoundSpec "
                              "rolls; AttackSpec takes the attack's modifiers only")


def test_a_damaging_close_shot_names_the_rules_to_a_library_caller():
    from muster.errors import FieldError
    from muster.games.mageknight.attack import AttackSpec
    from muster.games.mageknight.ranged import RangedSpec

    with pytest.raises(FieldError) as err:
        AttackSpec(9, (16,), ranged=RangedSpec(range=7, distance=4, close_shot="damage"))
    assert err.value.field == "close_shot"
    assert str(err.value) == ("close_shot damage changes the damage, which WoundSpec rolls; "
                              "AttackSpec takes close_shot attack")
