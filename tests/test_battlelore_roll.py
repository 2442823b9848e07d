"""`muster roll battlelore`: battle dice tallied, hits by the weapon matrix (digest §3.1-3.2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from conftest import assert_one_line_error


def dist_of(run) -> dict:
    return {row["value"]: Fraction(row["fraction"]) for row in run.json["distribution"]}


def test_tally_counts_every_face_entered(muster):
    run = muster("roll", "battlelore", "5", "--dice", "green,flag,flag,lore,bonus", "--json")
    assert run.code == 0, run.err
    assert run.json["faces"] == {"green": 1, "blue": 0, "red": 0, "bonus": 1, "flag": 2,
                                 "lore": 1}
    assert run.json["flags"] == 2 and run.json["lore"] == 1
    assert run.json["hits"] is None  # no target: nothing to hit
    assert run.json["rolled"] == ["green", "flag", "flag", "lore", "bonus"]


def test_faces_accept_short_and_czech_spellings(muster):
    run = muster("roll", "bl", "6", "--dice", "g,modrá,Cervena,mec,vlajka,MANA", "--json")
    assert run.code == 0, run.err
    assert run.json["faces"] == dict.fromkeys(["green", "blue", "red", "bonus", "flag", "lore"], 1)


def test_short_sword_against_mounted_ignores_one_bonus_strike(muster):
    # digest E16: 1 blue helmet + 2 swords on shield vs a blue mounted unit -> 2 hits
    run = muster("roll", "bl", "3", "--target", "blue", "--weapon", "short-sword",
                 "--target-type", "mounted", "--dice", "blue,bonus,bonus", "--json")
    assert run.json["hits"] == 2
    assert run.json["bonus_hits"] == 1


def test_short_sword_against_foot_counts_every_bonus_strike(muster):
    # digest E17: the same roll against blue foot -> 3 hits
    run = muster("roll", "bl", "3", "--target", "blue", "--weapon", "short-sword",
                 "--target-type", "foot", "--dice", "blue,bonus,bonus", "--json")
    assert run.json["hits"] == 3


def test_long_sword_red_helmet_misses_a_blue_target(muster):
    # digest E18: blue helmet, red helmet, bonus strike vs blue -> 2 hits
    run = muster("roll", "bl", "3", "-t", "blue", "-w", "long-sword", "--target-type", "mounted",
                 "--dice", "blue,red,bonus", "--json")
    assert run.json["hits"] == 2


def test_single_bonus_strike_of_short_sword_against_mounted_is_no_hit(muster):
    # digest D8
    run = muster("roll", "bl", "1", "-t", "red", "-w", "short-sword", "--target-type",
                 "mounted", "--dice", "bonus", "--json")
    assert run.json["hits"] == 0


def test_crossbow_bonus_hits_at_range_but_not_point_blank(muster):
    # digest E19: crossbowmen at range, 2 swords on shield vs cavalry -> 2 hits
    ranged = muster("roll", "bl", "4", "-t", "blue", "-w", "crossbow", "--target-type",
                    "mounted", "--dice", "bonus,bonus,green,lore", "--json")
    assert ranged.json["hits"] == 2 and ranged.json["mode"] == "ranged"
    # digest D9: point blank, 2 matching helmets + 2 swords on shield -> 2 hits
    close = muster("roll", "bl", "4", "-t", "red", "-w", "crossbow", "--point-blank",
                   "--dice", "red,red,bonus,bonus", "--json")
    assert close.json["hits"] == 2 and close.json["mode"] == "melee"


def test_common_bow_hits_only_on_matching_helmets(muster):
    run = muster("roll", "bl", "4", "-t", "green", "-w", "common-bow",
                 "--dice", "green,bonus,bonus,blue", "--json")
    assert run.json["hits"] == 1


def test_without_a_weapon_card_bonus_strikes_miss(muster):
    run = muster("roll", "bl", "2", "-t", "green", "--dice", "green,bonus", "--json")
    assert run.json["hits"] == 1


def test_text_view_shows_every_die_and_the_reason(muster):
    run = muster("roll", "bl", "3", "-t", "blue", "-w", "short-sword", "--target-type",
                 "mounted", "--dice", "blue,bonus,bonus")
    assert run.code == 0
    assert "blue bonus bonus" in run.out
    assert "but one" in run.out
    assert "hits: 2" in run.out


def test_more_than_six_dice_is_allowed_with_a_note(muster):
    run = muster("roll", "bl", "7", "--seed", "1")
    assert run.code == 0 and "6 each player owns" in run.out


def test_odds_short_sword_against_foot_is_binomial_one_third(muster):
    # a die hits blue foot on a blue helmet or a sword on shield: 2/6 = 1/3
    # P(0)=(2/3)^3=8/27, P(1)=3(1/3)(2/3)^2=4/9, P(2)=3(1/3)^2(2/3)=2/9, P(3)=1/27
    run = muster("roll", "bl", "3", "-t", "blue", "-w", "short-sword", "--odds", "--json")
    assert dist_of(run) == {0: Fraction(8, 27), 1: Fraction(4, 9), 2: Fraction(2, 9),
                            3: Fraction(1, 27)}


def test_odds_short_sword_against_mounted_by_hand(muster):
    # 2 dice; per die: blue helmet 1/6, sword 1/6, other 4/6.
    # 2 hits only on blue+blue: 1/36.  1 hit: blue+other 8/36, blue+sword 2/36 (the sword
    # is ignored), sword+sword 1/36 (one ignored) -> 11/36.  0 hits: the rest, 24/36.
    run = muster("roll", "bl", "2", "-t", "blue", "-w", "short-sword", "--target-type",
                 "mounted", "--odds", "--json")
    assert dist_of(run) == {0: Fraction(2, 3), 1: Fraction(11, 36), 2: Fraction(1, 36)}


@pytest.mark.parametrize("extra, p_two", [((), Fraction(1, 9)),            # (2/6)^2
                                          (("--point-blank",), Fraction(1, 36))])  # (1/6)^2
def test_odds_crossbow_range_and_point_blank(muster, extra, p_two):
    run = muster("roll", "bl", "2", "-t", "red", "-w", "crossbow", *extra, "--odds", "--json")
    assert dist_of(run)[2] == p_two


def test_odds_without_target_give_one_face_count(muster):
    # 2 dice, one given face: P(0)=25/36, P(1)=10/36, P(2)=1/36
    run = muster("roll", "bl", "2", "--odds", "--json")
    assert dist_of(run) == {0: Fraction(25, 36), 1: Fraction(10, 36), 2: Fraction(1, 36)}


def test_seed_repeats_and_times_summarise(muster):
    a = muster("roll", "bl", "4", "-t", "blue", "-w", "long-sword", "--seed", "99", "--json")
    b = muster("roll", "bl", "4", "-t", "blue", "-w", "long-sword", "--seed", "99", "--json")
    assert a.json == b.json and a.json["seed"] == 99
    assert sum(a.json["faces"].values()) == 4
    many = muster("roll", "bl", "3", "-t", "red", "-w", "short-sword", "--times", "50",
                  "--seed", "5", "--json")
    assert sum(o["count"] for o in many.json["outcomes"]) == 50
    assert all(0 <= o["value"] <= 3 for o in many.json["outcomes"])


@pytest.mark.parametrize("args, needle", [
    (("3", "--target", "purple"), "purple"),
    (("3", "--target", "red", "--weapon", "halberd"), "halberd"),
    (("3", "--weapon", "crossbow"), "need --target"),
    (("3", "--target", "red", "--target-type", "creature"), "creature"),
    (("3", "--target", "red", "--target-type", "ship"), "ship"),
    (("2", "--dice", "green,banana"), "banana"),
    (("2", "--dice", "green"), "too few"),
    (("1", "--dice", "green,flag"), "too many"),
    (("--", "-1"), "negative"),
    (("3", "--odds", "--dice", "green,red,blue"), "--odds"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("roll", "battlelore", *args), needle)


def test_text_view_names_the_attack_once(muster):
    # wording: the attack line read "Against Short Sword (melee) against a blue mounted unit"
    run = muster("roll", "bl", "3", "-t", "blue", "-w", "short-sword", "--target-type",
                 "mounted", "--dice", "blue,bonus,bonus")
    assert "Attack: Short Sword (melee) against a blue mounted unit" in run.out
    assert "Against" not in run.out
