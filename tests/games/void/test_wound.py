"""`muster wound void`: hit, defence, automatic hits, Armor, damage, Pain (digest §3.2, §5)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json
from muster.engine.odds import enumerate_outcomes
from muster.games.void.attack import AttackSpec
from muster.games.void.wound import wound, wound_key

# ------------------------------------------------------------------ close combat examples (L29)


def test_cc1_sword_hits_and_the_bandit_fails_armor(muster):
    # mercenary CC 10 with a sword rolls 8; bandit Armor 5 rolls 6 -> wounded.
    # damage = sword 15 + Strength 10 one-handed bonus 5 = 20
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--cc", "10", "--target-armor", "5",
                  "--dice", "8,6")
    assert out["hit_roll"] == 8 and out["hit"] is True
    assert out["armor_rolls"] == [6] and out["hits"] == 1 and out["wounds"] == 1
    assert out["damage"] == 20 and out["hp_left"] == 20
    assert out["pain_check"] is False  # exactly half lost is not more than half


def test_cc1_armor_roll_at_or_under_armor_saves(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--target-armor", "5", "--dice",
                  "8,5")
    assert out["hit"] is True and out["wounds"] == 0 and out["damage"] == 0
    assert out["hp_left"] == 40


def test_cc2_bandit_dodges(muster):
    # bandit dodges with Agility 8 and rolls 7: no Armor roll, no damage
    out = ok_json(muster, "wound", "void", "--weapon", "meč", "--defence", "dodge",
                  "--target-agility", "8",
              "--target-armor", "5", "--dice", "8,7")
    assert out["hit"] is True and out["defence_roll"] == 7 and out["defended"] is True
    assert out["armor_rolls"] == [] and out["damage"] == 0 and out["hits"] == 0


def test_cc3_bandit_parries_with_his_sword(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "Sword", "--defence", "parry", "--target-cc",
                  "8",
              "--target-armor", "5", "--dice", "8,6")
    assert out["defended"] is True and out["damage"] == 0


def test_failed_defence_goes_on_to_the_armor_roll(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--defence", "dodge",
                  "--target-agility", "8",
              "--target-armor", "5", "--dice", "8,9,6")
    assert out["defended"] is False and out["armor_rolls"] == [6] and out["damage"] == 20


def test_defence_modifier(muster):
    # a cleave gives the dodger -4 Agility: 8 - 4 = 4, so a 7 no longer dodges
    out = ok_json(muster, "wound", "void", "--weapon", "axe", "--mod", "-4", "--defence", "dodge",
              "--target-agility", "8", "--defence-mod", "-4", "--target-armor", "5",
              "--dice", "6,7,6")
    assert out["hit_target"] == 6 and out["defence_target"] == 4 and out["defended"] is False
    assert out["damage"] == 25 + 5


# ------------------------------------------------------------------ shooting examples (L35)


def test_sh1_rifle_within_optimal_range_wounds(muster):
    # block rifle (the digest's "rifle"): DAM 10, no Strength bonus for shooting
    out = ok_json(muster, "wound", "void", "--weapon", "rifle", "--rc", "10", "--range", "50",
                  "--target-armor", "5",
              "--dice", "8,6")
    assert out["weapon"] == "block rifle" and out["hit"] is True and out["damage"] == 10


def test_sh2_beyond_optimal_range_costs_two_rc(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "blokopuška", "--range", "150",
                  "--target-armor", "5",
              "--dice", "9")
    assert out["hit_target"] == 8 and out["hit"] is False and out["damage"] == 0


def test_sh3_beyond_maximum_range_cannot_hit(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--range", "300",
                  "--target-armor", "5")
    assert out["out_of_range"] is True and out["hit"] is False and out["hit_roll"] is None


def test_shooting_cannot_be_dodged(muster):
    assert_one_line_error(muster("wound", "void", "--weapon", "laser rifle", "--defence",
                                 "dodge"), "cannot be dodged")


def test_long_range_rifle_doubles_its_ranges(muster):
    # OR 100 -> 200: 150 m is now within optimal range, no penalty
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--modification",
                  "long-range", "--range",
              "150", "--dice", "9")
    assert out["hit_target"] == 10 and out["hit"] is True
    assert ok_json(muster, "wound", "void", "--weapon", "block rifle", "--weapon-mod", "long-range",
                   "--range",
               "400")["out_of_range"] is False


def test_automatic_fire_doubles_the_range_penalty(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--mode", "automatic",
                  "--range", "150",
              "--dice", "7")
    assert out["hit_target"] == 6 and out["hit"] is False


def test_laser_range_penalty_is_damage(muster):
    # laser rifle DAM 40, beyond 100 m: -10 DAM (automatic: -20)
    out = ok_json(muster, "wound", "void", "--weapon", "laser rifle", "--range", "150",
                  "--target-armor", "5",
              "--dice", "9,6")
    assert out["hit_target"] == 10 and out["damage"] == 30
    out = ok_json(muster, "wound", "void", "--weapon", "laser rifle", "--mode", "automatic",
                  "--range", "150",
              "--target-armor", "5", "--dice", "9,3,6")
    assert out["damage_per_hit"] == 20 and out["damage"] == 20


# ------------------------------------------------------------------ throwing examples (L41)


def test_th1_throwing_star_adds_the_throwing_strength_bonus(muster):
    # star DAM 10 + Strength 10 throwing bonus 5 = 15
    out = ok_json(muster, "wound", "void", "--weapon", "throwing star", "--rc", "10", "--strength",
                  "10",
              "--range", "5", "--target-armor", "5", "--dice", "8,6")
    assert out["attack"] == "throwing" and out["damage"] == 15


def test_th2_th3_thrown_attacks_can_be_dodged_and_parried(muster):
    assert ok_json(muster, "wound", "void", "--weapon", "hvězdice", "--range", "5", "--defence",
                   "dodge",
               "--target-agility", "8", "--target-armor", "5", "--dice", "8,7")["defended"]
    assert ok_json(muster, "wound", "void", "--weapon", "hvezdice", "--range", "5", "--defence",
                   "parry",
               "--target-cc", "8", "--target-armor", "5", "--dice", "8,6")["defended"]


def test_th4_beyond_throwing_reach_is_not_hit(muster):
    # Strength 10 throws 5 m; 10 m is out of reach
    out = ok_json(muster, "wound", "void", "--weapon", "throwing star", "--range", "10")
    assert out["out_of_range"] is True and out["hit"] is False
    # Strength 11-15 reaches 10 m; a run-up doubles the 5 m reach
    assert ok_json(muster, "wound", "void", "--weapon", "star", "--range", "10", "--strength", "12",
               "--dice", "15")["out_of_range"] is False
    assert ok_json(muster, "wound", "void", "--weapon", "star", "--range", "10", "--run-up",
               "--dice", "15")["out_of_range"] is False


def test_run_up_doubles_the_strength_bonus(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "dart", "--run-up", "--target-armor", "5",
                  "--dice", "8,6")
    assert out["damage"] == 10 + 2 * 5


# ------------------------------------------------------------------ Strength bonus by class (L31)


@pytest.mark.parametrize("weapon,strength,damage", [
    ("sword", 10, 15 + 5), ("sword", 11, 15 + 10), ("sword", 16, 15 + 20),
    ("two-handed axe", 10, 50 + 10), ("two-handed axe", 15, 50 + 20),
    ("obouruční sekyra", 19, 50 + 40),
    ("halberd", 10, 60 + 20), ("pole-hammer", 12, 100 + 40), ("dřevcová sekyra", 16, 100 + 80),
    ("unarmed", 12, 10),  # unarmed: the one-handed bonus is the damage (the book's example)
])
def test_damage_is_weapon_plus_strength_bonus(muster, weapon, strength, damage):
    out = ok_json(muster, "wound", "void", "--weapon", weapon, "--strength", str(strength),
                  "--target-armor", "5",
              "--target-hp", "200", "--dice", "5,19")
    assert out["damage"] == damage


# ------------------------------------------------------------------ Luck, zero Armor, Bad luck


def test_luck_skips_the_armor_roll(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--target-armor", "19", "--dice",
                  "1")
    assert out["luck"] is True and out["armor_rolls"] == [] and out["damage"] == 20


def test_zero_armor_wounds_automatically_and_luck_doubles(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--target-armor", "0", "--dice",
                  "7")
    assert out["armor_rolls"] == [] and out["damage"] == 20
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--dice",
                  "1")  # Armor defaults to 0 (RULINGS 26)
    assert out["damage"] == 40 and out["hp_left"] == 0 and out["dead"] is True


def test_luck_is_still_dodgeable(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--defence", "dodge",
                  "--target-agility", "8",
              "--dice", "1,3")
    assert out["luck"] is True and out["defended"] is True and out["damage"] == 0


def test_bad_luck_breaks_the_weapon(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--cc", "19", "--mod", "5",
                  "--dice", "20")
    assert out["hit"] is False and out["bad_luck"] is True and out["weapon_broken"] is True


def test_adamantium_and_unarmed_do_not_break(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--modification", "adamantium",
                  "--dice", "20")
    assert out["bad_luck"] is True and out["weapon_broken"] is False
    assert ok_json(muster, "wound", "void", "--weapon", "unarmed", "--dice",
                   "20")["weapon_broken"] is False


def test_bad_luck_on_a_throw_loses_the_weapon(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "dart", "--dice", "20")
    assert out["weapon_lost"] is True and out["weapon_broken"] is False


# ------------------------------------------------------------------ automatic fire (L39)


def test_automatic_fire_rolls_armor_per_hit(muster):
    # hit 5, automatic d20 12 -> 2 hits; Armor 6: 3 saves, 17 wounds -> one wound of 40
    out = ok_json(muster, "wound", "void", "--weapon", "laser rifle", "--mode", "automatic",
                  "--target-armor", "6",
              "--target-hp", "100", "--dice", "5,12,3,17")
    assert out["auto_roll"] == 12 and out["hits"] == 2
    assert out["armor_rolls"] == [3, 17] and out["wounds"] == 1 and out["damage"] == 40
    assert out["hp_left"] == 60 and out["pain_check"] is False


@pytest.mark.parametrize("auto,hits,rapid", [(1, 1, 2), (10, 1, 2), (11, 2, 3), (15, 2, 3),
                                             (16, 3, 4), (20, 3, 4)])
def test_automatic_hit_table(muster, auto, hits, rapid):
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--mode", "automatic",
                  "--target-hp", "200",
              "--dice", f"4,{auto}")
    assert out["hits"] == hits and out["damage"] == 10 * hits
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--mode", "automatic",
                  "--modification",
              "rapid-fire", "--target-hp", "200", "--dice", f"4,{auto}")
    assert out["hits"] == rapid


def test_luck_with_automatic_fire_wounds_with_every_hit(muster):
    # digest A22: every hit of a Luck burst wounds; against zero Armor each is doubled
    out = ok_json(muster, "wound", "void", "--weapon", "block pistol", "--mode", "automatic",
                  "--target-armor", "8",
              "--dice", "1,16")
    assert out["hits"] == 3 and out["wounds"] == 3 and out["damage"] == 15
    out = ok_json(muster, "wound", "void", "--weapon", "block pistol", "--mode", "auto", "--dice",
                  "1,16")
    assert out["damage"] == 30


def test_laser_overheats_on_its_band(muster):
    assert ok_json(muster, "wound", "void", "--weapon", "laser pistol", "--rc", "19", "--dice",
                   "15")["overheated"]
    assert not ok_json(muster, "wound", "void", "--weapon", "laser pistol", "--rc", "19", "--dice",
                       "14")["overheated"]
    assert ok_json(muster, "wound", "void", "--weapon", "laser pistol", "--mode", "automatic",
                   "--rc", "19",
               "--dice", "11,3")["overheated"]
    out = ok_json(muster, "wound", "void", "--weapon", "laser pistol", "--dice", "20")
    assert out["overheated"] is False and out["weapon_broken"] is True


# ------------------------------------------------------------------ armour-piercing, grenades


def test_monomolecular_takes_five_from_armor(muster):
    # Armor 8 - 5 = 3: a roll of 5 now wounds
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--modification", "monomolecular",
              "--target-armor", "8", "--dice", "6,5")
    assert out["armor"] == 3 and out["damage"] == 20
    # Armor 5 - 5 = 0: every hit wounds, no roll
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--modification", "mono",
                  "--target-armor", "5",
              "--dice", "6")
    assert out["armor_rolls"] == [] and out["damage"] == 20


def test_grenades_need_a_charge_and_use_its_damage(muster):
    # shaped charge DAM 20, -5 Armor, no Strength bonus
    out = ok_json(muster, "wound", "void", "--weapon", "impact grenade", "--charge", "shaped",
                  "--target-armor", "7",
              "--strength", "16", "--dice", "4,3")
    assert out["armor"] == 2 and out["damage"] == 20
    assert_one_line_error(muster("wound", "void", "--weapon", "impact grenade"),
                          "the impact grenade needs --charge")
    assert_one_line_error(muster("wound", "void", "--weapon", "nárazový granát", "--charge",
                                 "frag", "--defence", "parry"), "cannot be parried")


def test_missed_grenade_lands_by_the_margin(muster):
    # RC 10, roll 15 -> lands 5 m from the target (L45); then a d12 bearing (RULINGS 25)
    # in the 10 m blast of a timed grenade: the target's Agility roll, 4 <= 10, gets away
    out = ok_json(muster, "wound", "void", "--weapon", "timed grenade", "--charge", "fragmentation",
                  "--dice", "15,3,4")
    assert out["hit"] is False and out["miss_distance_m"] == 5
    assert (out["in_blast"], out["escape_roll"], out["escaped"], out["damage"]) == \
        (True, 4, True, 0)


# ------------------------------------------------------------------ HP and Pain (L51)


def test_pain_when_more_than_half_is_lost(muster):
    # Strength 11 sword: 25 damage of 40 -> 15 left, 25 lost > 20 -> Pain
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--strength", "11",
                  "--target-armor", "5",
              "--dice", "3,9")
    assert out["hp_left"] == 15 and out["pain_check"] is True
    # already wounded: 30 of 40 left, 20 more damage -> 10 left, 30 lost -> Pain
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--target-armor", "5",
                  "--target-hp", "30",
              "--target-max-hp", "40", "--dice", "3,9")
    assert out["hp_left"] == 10 and out["pain_check"] is True
    # odd HP: 41 full, 20 lost is not more than 20.5
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--target-armor", "5",
                  "--target-hp", "41",
              "--dice", "3,9")
    assert out["hp_left"] == 21 and out["pain_check"] is False


def test_human_view_shows_the_reasoning(muster):
    run = muster("wound", "void", "--weapon", "sword", "--strength", "11", "--target-armor", "5",
                 "--dice", "3,9")
    assert run.code == 0
    for needle in ("meč", "HIT", "Armor", "25", "Bolest"):
        assert needle in run.out, needle


# ------------------------------------------------------------------ odds


def wound_odds(muster, *args):
    out = ok_json(muster, "wound", "void", *args, "--odds")
    assert out["exact"] is True
    return out


def test_odds_of_the_sword_against_the_bandit(muster):
    # CC 10 vs Armor 5: Luck 1/20 wounds outright; 2-10 (9/20) then Armor fails on 6-20 (15/20)
    # P(20 damage) = 1/20 + 9/20 * 15/20 = 20/400 + 135/400 = 31/80
    out = wound_odds(muster, "--weapon", "sword", "--target-armor", "5")
    assert Fraction(out["wounded"]["fraction"]) == Fraction(31, 80)
    assert Fraction(out["hit"]["fraction"]) == Fraction(1, 2)
    assert Fraction(out["weapon_broken"]["fraction"]) == Fraction(1, 20)
    rows = {r["value"]: Fraction(r["fraction"]) for r in out["damage"]}
    assert rows == {0: Fraction(49, 80), 20: Fraction(31, 80)}


def test_odds_with_a_dodge(muster):
    # hit 10/20, not dodged (Agility 8: 12/20 fail), then Luck (1/20) or Armor fails (15/20)
    # P(wound) = 1/20*12/20 + 9/20*12/20*15/20 = 12/400 + 1620/8000 = 240/8000 + 1620/8000
    out = wound_odds(muster, "--weapon", "sword", "--target-armor", "5", "--defence", "dodge",
                     "--target-agility", "8")
    assert Fraction(out["wounded"]["fraction"]) == Fraction(1860, 8000)
    assert Fraction(out["defended"]["fraction"]) == Fraction(10, 20) * Fraction(8, 20)


def test_odds_of_an_automatic_laser_burst(muster):
    # RC 10 vs Armor 6; hits n = 1, 2, 3 with 10/20, 5/20, 5/20; each non-Luck hit wounds 14/20
    n = {1: Fraction(1, 2), 2: Fraction(1, 4), 3: Fraction(1, 4)}
    luck, plain = Fraction(1, 20), Fraction(9, 20)
    p_zero = Fraction(1, 2) + plain * sum(pn * Fraction(3, 10) ** k for k, pn in n.items())
    p_three = luck * n[3] + plain * n[3] * Fraction(7, 10) ** 3
    out = wound_odds(muster, "--weapon", "laser rifle", "--mode", "automatic",
                     "--target-armor", "6", "--target-hp", "200")
    rows = {r["value"]: Fraction(r["fraction"]) for r in out["damage"]}
    assert rows[0] == p_zero == Fraction(46453, 80000)
    assert rows[120] == p_three == Fraction(4087, 80000)
    assert sum(rows.values()) == 1
    # overheating: automatic lasers on 11-19 -> 9/20
    assert Fraction(out["overheated"]["fraction"]) == Fraction(9, 20)


def test_exact_driver_agrees_with_entered_dice():
    attack = AttackSpec("two-handed axe", strength=12, target_armor=8, defence="parry",
                    target_cc=9)
    dist = enumerate_outcomes(lambda s: wound(s, attack), key=wound_key)
    # hit 2-10 (9/20) not parried (11/20) and Armor 9-20 (12/20); or Luck (1/20) not parried
    expect = Fraction(9, 20) * Fraction(11, 20) * Fraction(12, 20) + \
        Fraction(1, 20) * Fraction(11, 20)
    assert dist.p(lambda k: k[3] == 70) == expect
    assert sum(dist.probs.values()) == 1


# ------------------------------------------------------------------ seed, times


def test_seed_repeats_the_attack(muster):
    args = ("--weapon", "laser rifle", "--mode", "automatic", "--target-armor", "4",
            "--seed", "2024")
    a, b = ok_json(muster, "wound", "void", *args), ok_json(muster, "wound", "void", *args)
    assert a == b and a["seed"] == 2024


def test_times_summarises(muster):
    out = muster("wound", "void", "--weapon", "sword", "--target-armor", "5", "--times", "30",
                 "--seed", "9", "--json").json
    assert out["times"] == 30 and len(out["rolls"]) == 30
    for r in out["rolls"]:
        assert r["damage"] in (0, 20)


# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize("args,needle", [
    (("--weapon", "lightsaber"), "unknown weapon 'lightsaber'"),
    (("--weapon", "medium vest"), "unknown weapon"),
    (("--weapon", "sword", "--mode", "automatic"), "ranged weapons only"),
    (("--weapon", "laser rifle", "--mode", "burst"), "unknown firing mode"),
    (("--weapon", "laser rifle", "--modification", "adamantium"), "adamantium"),
    (("--weapon", "hammer", "--modification", "monomolecular"), "stabbing and cutting"),
    (("--weapon", "block rifle", "--modification", "rapid-fire"), "automatic rifles"),
    (("--weapon", "laser pistol", "--mode", "automatic", "--modification", "rapid-fire"),
     "automatic rifles"),
    (("--weapon", "block rifle", "--mode", "automatic", "--modification", "long-range"),
     "semi-automatic rifles"),
    (("--weapon", "sword", "--strength", "20"), "between 1 and 19"),
    (("--weapon", "sword", "--target-armor", "-1"),
     "--target-armor must be between 0 and 19, not -1"),
    (("--weapon", "sword", "--cc", "0"), "1 or more"),
    (("--weapon", "sword", "--target-hp", "0"), "--target-hp must be between 1 and 1000, not 0"),
    (("--weapon", "sword", "--target-hp", "40", "--target-max-hp", "30"), "--target-max-hp"),
    (("--weapon", "sword", "--range", "3"), "not melee"),
    (("--weapon", "sword", "--defence", "block"), "unknown defence"),
    (("--weapon", "sword", "--defence-mod", "2"), "--defence"),
    (("--weapon", "sword", "--charge", "shaped"), "grenades only"),
    (("--weapon", "sword", "--target-armor", "5", "--dice", "8"), "too few dice"),
    (("--weapon", "sword", "--dice", "3,4,5"), "too many dice"),
    (("--weapon", "sword", "--dice", "0"), "d20"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("wound", "void", *args), needle)


def test_help_explains_the_dice_order(muster):
    run = muster("wound", "void", "--help")
    assert run.code == 0
    assert "order" in run.out and "muster wound void --weapon sword" in run.out


# ------------------------------------------------------------------ special attacks, charge


def test_cleave_costs_the_attacker_and_the_dodger_four(muster):
    # CC 10 - 4 = 6: a 6 still hits; Agility 8 - 4 = 4: a 5 no longer dodges
    out = ok_json(muster, "wound", "void", "--weapon", "axe", "--special", "cleave", "--defence",
                  "dodge",
              "--target-agility", "8", "--target-armor", "5", "--dice", "6,5,9")
    assert out["hit_target"] == 6 and out["defence_target"] == 4 and out["damage"] == 30
    assert ok_json(muster, "wound", "void", "--weapon", "axe", "--special", "cleave", "--dice",
                   "7")["hit"] is False


def test_pierce_penalises_parry_but_not_dodge(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--special", "pierce", "--defence",
                  "parry",
              "--target-cc", "8", "--dice", "6,5")
    assert out["defence_target"] == 4 and out["defended"] is False
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--special", "pierce", "--defence",
                  "dodge",
              "--target-agility", "8", "--dice", "6,5")
    assert out["defence_target"] == 8 and out["defended"] is True
    # thrown darts pierce too, on RC
    assert ok_json(muster, "wound", "void", "--weapon", "dart", "--special", "pierce", "--dice",
                   "6")["hit_target"] == 6


def test_special_needs_the_right_kind_of_weapon(muster):
    assert_one_line_error(muster("wound", "void", "--weapon", "hammer", "--special", "pierce"),
                          "stabbing")
    assert_one_line_error(muster("wound", "void", "--weapon", "laser rifle", "--special",
                                 "cleave"), "cutting")
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", "--special", "smash"),
                          "unknown special attack")


def test_charge_adds_the_metres_run_to_the_damage(muster):
    # halberd 60 + polearm bonus 20 + 50 m charge = 130 (digest A26: taken literally)
    out = ok_json(muster, "wound", "void", "--weapon", "halberd", "--charge-distance", "50",
                  "--target-armor", "5",
              "--target-hp", "200", "--dice", "3,12")
    assert out["damage"] == 130 and out["hp_left"] == 70 and out["pain_check"] is True
    assert_one_line_error(muster("wound", "void", "--weapon", "laser rifle",
                                 "--charge-distance", "10"), "melee weapon")


def test_immobilised_target_needs_only_a_control_roll(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--immobilised", "--mod", "-8",
                  "--dice", "19")
    assert out["hit"] is True and out["immobilised"] is True
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--immobilised", "--dice", "20")
    assert out["hit"] is False and out["weapon_broken"] is True
    # odds: everything but the 20 hits -> 19/20
    odds = wound_odds(muster, "--weapon", "sword", "--immobilised")
    assert Fraction(odds["hit"]["fraction"]) == Fraction(19, 20)


def test_a_shield_lets_the_target_parry_shooting(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--defence", "parry",
                  "--target-shield",
              "--target-cc", "9", "--dice", "5,9")
    assert out["defended"] is True
    assert_one_line_error(muster("wound", "void", "--weapon", "block rifle", "--defence",
                                 "dodge", "--target-shield"), "cannot be dodged")


# ------------------------------------------------------------------ the three drivers agree


@pytest.mark.parametrize("weapon,options", [
    ("sword", dict(target_armor=5, defence="dodge", target_agility=8)),
    ("laser rifle", dict(mode="automatic", modification="rapid-fire", target_armor=9,
                         target_hp=300)),
    ("throwing star", dict(special="cleave", defence="dodge", target_armor=3)),
    ("block pistol", dict(mode="automatic", target_armor=0)),
    ("two-handed hammer", dict(special="stun", defence="parry", target_durability=7)),
    ("laser pistol", dict(second_weapon="block pistol", mode="automatic", target_armor=6)),
    ("sword", dict(second_weapon="hammer", defence="dodge", target_armor=4)),
    ("timed grenade", dict(charge="shaped", defence="dodge", target_armor=7)),
    ("impact grenade", dict(charge="high-explosive", defence="dodge", target_agility=8,
                            target_armor=5)),
])
def test_random_entered_and_exact_drivers_agree(weapon, options):
    from muster.engine.dice import EnteredSource, RandomSource

    attack = AttackSpec(weapon, **options)
    dist = enumerate_outcomes(lambda s: wound(s, attack), key=wound_key)
    assert sum(dist.probs.values()) == 1
    for seed in range(200):
        rolled = wound(RandomSource(seed), attack)
        assert dist[wound_key(rolled)] > 0
        dice = [d for d in (rolled.roll.hit_roll, rolled.roll.miss_bearing, rolled.defence_roll,
                            rolled.effect_roll) if d is not None]
        for landed in rolled.weapons:
            dice += [landed.auto_roll] if landed.auto_roll is not None else []
            dice += landed.armor_rolls
        src = EnteredSource([str(d) for d in dice])
        replay = wound(src, attack)
        src.finish()
        assert wound_key(replay) == wound_key(rolled)
        assert replay.to_json() == rolled.to_json()


# ------------------------------------------------------------------ blunt specials (L33)


def test_stun_replaces_the_armor_roll_and_lasts_the_margin(muster):
    # hammer hits on 5; Durability 8, the target rolls 13: stunned for 13 - 8 = 5 minutes
    out = ok_json(muster, "wound", "void", "--weapon", "hammer", "--special", "stun",
                  "--target-durability", "8",
              "--target-armor", "5", "--dice", "5,13")
    assert out["effect"] is True and out["stunned_minutes"] == 5
    assert out["damage"] == 0 and out["hp_left"] == 40 and out["armor_rolls"] == []
    out = ok_json(muster, "wound", "void", "--weapon", "hammer", "--special", "stun",
                  "--target-durability", "8",
              "--dice", "5,8")
    assert out["effect"] is False and out["stunned_minutes"] is None


def test_knockdown_and_knockback(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "boomerang", "--special", "knockdown",
                  "--target-strength",
              "12", "--dice", "5,13")
    assert out["effect"] is True and out["knockback_force"] is None
    out = ok_json(muster, "wound", "void", "--weapon", "pole-hammer", "--special", "knockback",
                  "--target-agility",
              "8", "--dice", "5,9")
    assert out["effect"] is True and out["knockback_force"] == 3
    out = ok_json(muster, "wound", "void", "--weapon", "two-handed hammer", "--special",
                  "knockback", "--defence",
              "dodge", "--target-agility", "8", "--dice", "5,12,8")
    assert out["defended"] is False and out["effect"] is False


def test_odds_of_a_stun(muster):
    # hit 10/20, then the target fails Durability 10 on 11-20 -> 1/2 * 1/2 = 1/4
    out = wound_odds(muster, "--weapon", "hammer", "--special", "stun")
    assert Fraction(out["effect"]["fraction"]) == Fraction(1, 4)
    assert Fraction(out["wounded"]["fraction"]) == 0


def test_blunt_specials_need_a_blunt_weapon(muster):
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", "--special", "stun"),
                          "blunt")


# ------------------------------------------------------------------ two weapons (L13, L15)


def test_two_weapons_one_roll_both_strike(muster):
    # sword 15 + 5 and axe 25 + 5; Armor 5: the sword's 12 wounds, the axe's 4 is stopped
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--second-weapon", "axe",
                  "--target-armor", "5",
              "--target-hp", "100", "--dice", "7,12,4")
    assert out["hit"] is True and out["hits"] == 2 and out["armor_rolls"] == [12, 4]
    assert out["damage"] == 20 and [w["damage"] for w in out["weapons"]] == [20, 0]


def test_two_weapons_only_one_blow_can_be_defended(muster):
    # the parry turns aside the more dangerous axe; the sword still lands
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--second-weapon", "axe",
                  "--defence", "parry",
              "--target-armor", "5", "--dice", "7,3,12")
    assert out["defended"] is True and out["hits"] == 1
    assert [w["weapon"] for w in out["weapons"]] == ["sword"] and out["damage"] == 20


def test_two_weapons_luck_and_bad_luck_hit_both(muster):
    # Luck against zero Armor: both wound, doubled: (20 + 30) x 2 = 100
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--second-weapon", "axe",
                  "--target-hp", "200",
              "--dice", "1")
    assert out["damage"] == 100
    assert ok_json(muster, "wound", "void", "--weapon", "sword", "--second-weapon", "axe",
               "--dice", "20")["weapon_broken"] is True


def test_two_pistols_fire_their_own_bursts(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "laser pistol", "--second-weapon",
                  "block pistol", "--mode",
              "automatic", "--target-armor", "4", "--dice", "4,12,3,9,5,2")
    assert [w["hits"] for w in out["weapons"]] == [2, 1]
    assert out["armor_rolls"] == [3, 9, 2] and out["damage"] == 20


def test_two_weapons_odds(muster):
    # Luck (1/20) wounds; 2-10 (9/20) then at least one of two Armor rolls fails (1 - (5/20)^2)
    # = 1/20 + 9/20 * 15/16 = 16/320 + 135/320 = 151/320
    out = wound_odds(muster, "--weapon", "sword", "--second-weapon", "axe", "--target-armor",
                     "5")
    assert Fraction(out["wounded"]["fraction"]) == Fraction(151, 320)


@pytest.mark.parametrize("args", [
    ("--weapon", "sword", "--second-weapon", "block pistol"),
    ("--weapon", "two-handed sword", "--second-weapon", "axe"),
    ("--weapon", "sword", "--second-weapon", "dart"),
    ("--weapon", "unarmed", "--second-weapon", "sword"),
    ("--weapon", "sword", "--second-weapon", "axe", "--charge-distance", "10"),
])
def test_two_weapons_bad_input(muster, args):
    assert_one_line_error(muster("wound", "void", *args), "--second-weapon"
                          if "--charge-distance" in args else "two weapons")


def test_a_laser_as_the_second_of_two_pistols_overheats(muster):
    # L39: a semi-automatic laser overheats on an RC roll of 15-19, whichever hand holds it
    # (two weapons, L15). Was an internal error when the laser was the second weapon.
    run = muster("wound", "void", "--weapon", "block pistol", "--second-weapon", "laser pistol",
                 "--rc", "17", "--dice", "16")
    assert run.code == 0, run.err
    assert "laser pistol overheats" in run.out
    assert ok_json(muster, "wound", "void", "--weapon", "block pistol", "--second-weapon",
                   "laser pistol", "--rc",
               "17", "--dice", "16")["overheated"] is True
    # the exact view names the chance of overheating: the roll 15-19, hit or miss -> 5/20
    run = muster("wound", "void", "--weapon", "block pistol", "--second-weapon", "laser pistol",
                 "--rc", "17", "--odds")
    assert run.code == 0 and "overheated: 25.00 % (1/4)" in run.out


def test_immobilised_target_shot_from_a_distance_is_plus_four(muster):
    # L51: against a target that cannot move, melee and shots or throws from under 1 m need
    # only a control roll; shots and throws from farther are a normal roll at +4 RC.
    out = ok_json(muster, "wound", "void", "--weapon", "block pistol", "--immobilised", "--range",
                  "5", "--dice", "15")
    assert out["control_roll"] is False and out["hit_target"] == 14 and out["hit"] is False
    out = ok_json(muster, "wound", "void", "--weapon", "throwing star", "--immobilised", "--range",
                  "5",
              "--dice", "14")
    assert out["hit_target"] == 14 and out["hit"] is True
    # from under 1 m it stays a control roll: a 19 hits
    out = ok_json(muster, "wound", "void", "--weapon", "block pistol", "--immobilised", "--range",
                  "0", "--dice", "19")
    assert out["control_roll"] is True and out["hit"] is True
    # 15 m is beyond the pistol's 10 m optimal range: RC 10 - 2 + 4 = 12
    odds = wound_odds(muster, "--weapon", "block pistol", "--immobilised", "--range", "15")
    assert Fraction(odds["hit"]["fraction"]) == Fraction(12, 20)


def test_unarmed_blows_may_stun_knock_down_or_back(muster):
    # L31: fighting unarmed has the effect of a blunt weapon; L33: a blunt weapon may stun,
    # knock down or knock back in place of wounding. Was refused ("needs a blunt weapon").
    out = ok_json(muster, "wound", "void", "--weapon", "unarmed", "--special", "stun",
                  "--target-durability", "8",
              "--dice", "5,13")
    assert out["effect"] is True and out["stunned_minutes"] == 5 and out["damage"] == 0
    out = ok_json(muster, "wound", "void", "--weapon", "fists", "--special", "knockdown",
                  "--target-strength", "9",
              "--dice", "4,9")
    assert out["effect"] is False
    # still no stabbing or cutting attack with bare hands
    assert_one_line_error(muster("wound", "void", "--weapon", "unarmed", "--special", "pierce"),
                          "stabbing")


def test_help_says_a_thrown_weapon_is_lost_not_broken(muster):
    # L41: Bad luck on a throw loses the weapon (the whole supply), it does not break it
    run = muster("wound", "void", "--help")
    assert run.code == 0
    assert "a thrown one is lost" in " ".join(run.out.split())


def test_missed_grenade_lands_towards_a_clock_bearing(muster):
    # RULINGS 25: a missed grenade lands (roll - RC) m away (L45), in a random clock bearing
    # 1-12, marked as a house rule. Was: no bearing at all.
    out = ok_json(muster, "wound", "void", "--weapon", "impact grenade", "--charge", "he", "--dice",
                  "17,9")
    assert out["miss_distance_m"] == 7 and out["miss_bearing"] == 9
    run = muster("wound", "void", "--weapon", "impact grenade", "--charge", "he",
                 "--dice", "17,9")
    assert "9 o'clock" in run.out and "house rule" in run.out
    assert_one_line_error(muster("wound", "void", "--weapon", "impact grenade", "--charge",
                                 "he", "--dice", "17,13"), "d12")
    for seed in range(40):
        out = ok_json(muster, "wound", "void", "--weapon", "impact grenade", "--charge", "he",
                      "--rc", "2",
                  "--seed", str(seed))
        if not out["hit"]:
            assert 1 <= out["miss_bearing"] <= 12
    # a hit has no bearing
    assert ok_json(muster, "wound", "void", "--weapon", "impact grenade", "--charge", "he",
               "--dice", "4")["miss_bearing"] is None


def test_damage_line_reads_plainly(muster):
    # L31: unarmed damage is the one-handed Strength bonus alone (S 11-15 -> DAM 10), so the
    # view shows no "0 +" weapon part; a bare weapon DAM needs no "= total"
    out = muster("wound", "void", "--weapon", "unarmed", "--strength", "12", "--dice", "5").out
    assert "damage per hit: 10 (Strength 12 bonus" in out and "0 + 10" not in out
    out = muster("wound", "void", "--weapon", "laser rifle", "--dice", "5").out
    assert "damage per hit: 40\n" in out


def test_adamantium_thrown_weapon_is_kept_on_a_twenty(muster):
    # docs/RULINGS.md Void reading 10: L33 makes adamantium weapons unbreakable (a 20 is an
    # ordinary failure) and offers the modification for thrown weapons too (L33); the reading
    # keeps an adamantium dart on a 20, while a plain one is lost with its supply (L41)
    out = ok_json(muster, "wound", "void", "--weapon", "dart", "--modification", "adamantium",
                  "--dice", "20")
    assert out["bad_luck"] is True and out["weapon_lost"] is False
    assert ok_json(muster, "wound", "void", "--weapon", "dart", "--dice",
                   "20")["weapon_lost"] is True


def test_impact_grenade_cannot_be_parried_even_with_a_shield(muster):
    # docs/RULINGS.md Void reading 4: L45 says impact grenades cannot be parried; the small
    # shield's parry of explosions (L13) does not lift that
    assert_one_line_error(muster("wound", "void", "--weapon", "impact grenade", "--charge", "he",
                                 "--defence", "parry", "--target-shield"), "cannot be parried")
    out = ok_json(muster, "wound", "void", "--weapon", "timed grenade", "--charge", "he",
                  "--defence", "parry",
              "--target-shield", "--dice", "5,4")
    assert out["defended"] is True


def test_limits_apply_to_the_effective_hit_target(muster):
    # CC 25 with -8 is an effective 17; an Armor above 19 is rolled against as is
    run = muster("wound", "void", "--weapon", "sword", "--cc", "25", "--mod", "-8", "--dice",
                 "17", "--json")
    assert run.code == 0, run.err
    run = muster("wound", "void", "--weapon", "sword", "--cc", "25", "--mod", "-8", "--dice",
                 "18")
    assert run.code == 0 and "vs CC 25 - 8 = 17: MISS" in run.out
