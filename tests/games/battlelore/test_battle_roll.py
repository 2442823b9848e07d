"""`muster roll battlelore` (games/battlelore/battle_roll.py, hits.py): battle dice tallied,
hits by the weapon matrix (digest §3.1-3.2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster import api
from muster.games.battlelore.battle_roll import FacesSpec, HitsSpec, faces_roll, hits_roll
from muster.games.battlelore.hits import Attack


def dist_of(body: dict) -> dict:
    return {row["value"]: Fraction(row["fraction"]) for row in body["distribution"]}


def test_tally_counts_every_face_entered(muster):
    run = ok_json(muster, "roll", "bl", "5", "--dice", "green,flag,flag,lore,bonus")
    assert run["faces"] == {"green": 1, "blue": 0, "red": 0, "bonus": 1, "flag": 2,
                                 "lore": 1}
    assert run["flags"] == 2 and run["lore"] == 1
    assert run["hits"] is None  # no target: nothing to hit
    assert run["rolled"] == ["green", "flag", "flag", "lore", "bonus"]


def test_faces_accept_short_and_czech_spellings(muster):
    run = ok_json(muster, "roll", "bl", "6", "--dice", "g,modrá,Cervena,mec,vlajka,MANA")
    assert run["faces"] == dict.fromkeys(["green", "blue", "red", "bonus", "flag", "lore"], 1)


def test_short_sword_against_mounted_ignores_one_bonus_strike(muster):
    # digest E16: 1 blue helmet + 2 swords on shield vs a blue mounted unit -> 2 hits
    run = ok_json(muster, "roll", "bl", "3", "--target", "blue", "--weapon", "short-sword",
                  "--target-type", "mounted", "--dice", "blue,bonus,bonus")
    assert run["hits"] == 2
    assert run["bonus_hits"] == 1


def test_short_sword_against_foot_counts_every_bonus_strike(muster):
    # digest E17: the same roll against blue foot -> 3 hits
    run = ok_json(muster, "roll", "bl", "3", "--target", "blue", "--weapon", "short-sword",
                  "--target-type", "foot", "--dice", "blue,bonus,bonus")
    assert run["hits"] == 3


def test_long_sword_red_helmet_misses_a_blue_target(muster):
    # digest E18: blue helmet, red helmet, bonus strike vs blue -> 2 hits
    run = ok_json(muster, "roll", "bl", "3", "-t", "blue", "-w", "long-sword", "--target-type",
                  "mounted", "--dice", "blue,red,bonus")
    assert run["hits"] == 2


def test_single_bonus_strike_of_short_sword_against_mounted_is_no_hit(muster):
    # digest D8
    run = ok_json(muster, "roll", "bl", "1", "-t", "red", "-w", "short-sword", "--target-type",
                  "mounted", "--dice", "bonus")
    assert run["hits"] == 0


def test_crossbow_bonus_hits_at_range_but_not_point_blank(muster):
    # digest E19: crossbowmen at range, 2 swords on shield vs cavalry -> 2 hits
    ranged = ok_json(muster, "roll", "bl", "4", "-t", "blue", "-w", "crossbow", "--target-type",
                     "mounted", "--dice", "bonus,bonus,green,lore")
    assert ranged["hits"] == 2 and ranged["mode"] == "ranged"
    # digest D9: point blank, 2 matching helmets + 2 swords on shield -> 2 hits
    close = ok_json(muster, "roll", "bl", "4", "-t", "red", "-w", "crossbow", "--point-blank",
                    "--dice", "red,red,bonus,bonus")
    assert close["hits"] == 2 and close["mode"] == "melee"


def test_common_bow_hits_only_on_matching_helmets(muster):
    run = ok_json(muster, "roll", "bl", "4", "-t", "green", "-w", "common-bow",
                  "--dice", "green,bonus,bonus,blue")
    assert run["hits"] == 1


def test_without_a_weapon_card_bonus_strikes_miss(muster):
    run = ok_json(muster, "roll", "bl", "2", "-t", "green", "--dice", "green,bonus")
    assert run["hits"] == 1


def test_text_view_shows_every_die_and_the_reason(muster):
    run = muster("roll", "bl", "3", "-t", "blue", "-w", "short-sword", "--target-type",
                 "mounted", "--dice", "blue,bonus,bonus")
    assert run.code == 0
    lines = run.out.splitlines()
    assert lines[0] == "3 battle dice (bojová kostka): blue bonus bonus"
    assert lines[-4:] == [
        "Attack: Short Sword (melee) against a blue mounted unit",
        "  1 x blue helmet (modrá helma): 1 hit(s) on a blue banner; other helmets miss",
        "  2 x sword on shield (meč na štítu): 1 hit(s), each is a hit but one (mounted "
        "targets ignore one sword on shield from a short sword)",
        "hits: 2   flags: 0 (1 retreat hex each at Normal morale)   lore: 0"]


def test_more_than_six_dice_is_allowed_with_a_note(muster):
    run = muster("roll", "bl", "7", "--seed", "1")
    assert run.code == 0
    assert run.out.splitlines()[1] == "note: more dice than the 6 each player owns"
    assert "each player owns" not in muster("roll", "bl", "6", "--seed", "1").out


def test_odds_short_sword_against_foot_is_binomial_one_third(muster):
    # a die hits blue foot on a blue helmet or a sword on shield: 2/6 = 1/3
    # P(0)=(2/3)^3=8/27, P(1)=3(1/3)(2/3)^2=4/9, P(2)=3(1/3)^2(2/3)=2/9, P(3)=1/27
    run = ok_json(muster, "roll", "bl", "3", "-t", "blue", "-w", "short-sword", "--odds")
    assert dist_of(run) == {0: Fraction(8, 27), 1: Fraction(4, 9), 2: Fraction(2, 9),
                            3: Fraction(1, 27)}


def test_odds_short_sword_against_mounted_by_hand(muster):
    # 2 dice; per die: blue helmet 1/6, sword 1/6, other 4/6.
    # 2 hits only on blue+blue: 1/36.  1 hit: blue+other 8/36, blue+sword 2/36 (the sword
    # is ignored), sword+sword 1/36 (one ignored) -> 11/36.  0 hits: the rest, 24/36.
    run = ok_json(muster, "roll", "bl", "2", "-t", "blue", "-w", "short-sword", "--target-type",
                  "mounted", "--odds")
    assert dist_of(run) == {0: Fraction(2, 3), 1: Fraction(11, 36), 2: Fraction(1, 36)}


@pytest.mark.parametrize("extra, p_two", [((), Fraction(1, 9)),            # (2/6)^2
                                          (("--point-blank",), Fraction(1, 36))])  # (1/6)^2
def test_odds_crossbow_range_and_point_blank(muster, extra, p_two):
    run = ok_json(muster, "roll", "bl", "2", "-t", "red", "-w", "crossbow", *extra, "--odds")
    assert dist_of(run)[2] == p_two


def test_odds_without_target_give_one_face_count(muster):
    # 2 dice, one given face: P(0)=25/36, P(1)=10/36, P(2)=1/36
    run = ok_json(muster, "roll", "bl", "2", "--odds")
    assert dist_of(run) == {0: Fraction(25, 36), 1: Fraction(10, 36), 2: Fraction(1, 36)}


def test_seed_repeats_and_times_summarise(muster):
    a = ok_json(muster, "roll", "bl", "4", "-t", "blue", "-w", "long-sword", "--seed", "99")
    b = ok_json(muster, "roll", "bl", "4", "-t", "blue", "-w", "long-sword", "--seed", "99")
    assert a == b and a["seed"] == 99
    assert sum(a["faces"].values()) == 4
    many = ok_json(muster, "roll", "bl", "3", "-t", "red", "-w", "short-sword", "--times", "50",
                   "--seed", "5")
    assert sum(o["count"] for o in many["outcomes"]) == 50
    assert all(0 <= o["value"] <= 3 for o in many["outcomes"])


@pytest.mark.parametrize("args, needle", [
    (("3", "--target", "purple"), "purple"),
    (("3", "--target", "red", "--weapon", "halberd"), "halberd"),
    (("3", "--weapon", "crossbow"), "need --target"),
    (("3", "--target", "red", "--target-type", "creature"), "creature"),
    (("3", "--target", "red", "--target-type", "ship"), "ship"),
    (("2", "--dice", "green,banana"), "banana"),
    (("2", "--dice", "green"), "too few"),
    (("1", "--dice", "green,flag"), "too many"),
    (("--", "-1"), "N must be between 1 and 10000, not -1"),
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


# ------------------------------------------------------------------ the rule as a library


def test_the_spec_refuses_by_field_and_the_command_names_its_option():
    with pytest.raises(Exception) as err:
        FacesSpec(-1)
    assert err.value.field == "dice"
    with pytest.raises(Exception) as err:
        Attack("blue", target_type="creature")
    assert err.value.field == "target_type" and "--" not in str(err.value)
    with pytest.raises(Exception) as err:
        Attack("purple")
    assert err.value.fields["field"] == "target"
    assert str(err.value).startswith("target: unknown banner colour 'purple'")


def test_named_attack_takes_czech_names():
    assert Attack.named("modrý", "krátký meč", "jízda") == Attack("blue", "short-sword",
                                                                   "mounted")


def test_the_library_rolls_the_same_rule_under_three_drivers():
    spec = HitsSpec(3, Attack("blue", "short-sword", "mounted"))
    dist = assert_drivers_agree(lambda src: hits_roll(src, spec), lambda r: r.hits,
                                (1, 2, 3))
    # 3 hits on a mounted unit only from 3 blue helmets (one sword on shield is ignored)
    assert dist.probs[3] == Fraction(1, 216)
    faces = FacesSpec(3)
    assert_drivers_agree(lambda src: faces_roll(src, faces), lambda r: r.tally(), (1, 2, 3))


def test_the_public_api_rolls_and_weighs_a_spec():
    spec = HitsSpec(2, Attack("blue", "short-sword", "mounted"))
    assert api.roll(spec, dice=["blue", "bonus"]).hits == 1  # the sword is ignored
    assert api.roll(spec, seed=4).to_json() == api.roll(spec, seed=4).to_json()
    assert dict(api.odds(spec).probs) == {0: Fraction(2, 3), 1: Fraction(11, 36),
                                          2: Fraction(1, 36)}


# ------------------------------------------------------------------ the two subcommands


@pytest.mark.parametrize("args, form", [
    (("faces", "3", "--dice", "blue,red,red"), "faces"),
    (("3", "--dice", "blue,red,red"), "faces"),
    (("--dice", "blue,red,red", "3"), "faces"),
    (("hits", "3", "-t", "blue", "--dice", "blue,red,red"), "hits"),
    (("3", "-t", "blue", "--dice", "blue,red,red"), "hits"),
    (("3", "-tblue", "--dice", "blue,red,red"), "hits"),
    (("3", "--target=blue", "--dice", "blue,red,red"), "hits"),
    (("HITS", "3", "--target", "blue", "--dice", "blue,red,red"), "hits"),
])
def test_the_mode_word_may_be_left_out(muster, args, form):
    out = ok_json(muster, "roll", "bl", *args)
    assert out["faces"]["red"] == 2
    assert (out["hits"], "target" in out) == ((1, True) if form == "hits" else (None, False))


def test_each_subcommand_takes_only_its_own_options(muster):
    assert "--target" not in muster("roll", "bl", "faces", "--help").out
    assert_one_line_error(muster("roll", "bl", "faces", "3", "--weapon", "crossbow"),
                          "no such option")
    # a target's options without the target: the one message it always gave
    run = muster("roll", "bl", "hits", "3", "--weapon", "crossbow")
    assert_one_line_error(run)
    assert run.err.strip() == ("muster: error: --weapon, --target-type and --point-blank "
                               "need --target (the banner colour of the unit being hit: "
                               "green, blue or red)")


@pytest.mark.parametrize("n", [0, 10_001])
def test_the_dice_are_kept_to_what_roll_bl_declares(n):
    """`roll bl N` takes 1 to 10,000 dice; the specs keep the same bound for a caller."""
    from helpers import assert_range_refused
    from muster.games.battlelore.battle_roll import FacesSpec, HitsSpec
    from muster.games.battlelore.hits import Attack

    said = assert_range_refused(lambda: FacesSpec(n), "dice", n, 1, 10_000)
    assert said == f"dice must be between 1 and 10000, not {n}"
    assert_range_refused(lambda: HitsSpec(n, Attack("blue", None, "foot")), "dice", n, 1, 10_000)
