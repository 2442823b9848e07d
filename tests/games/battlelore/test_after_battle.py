"""BattleLore before and after a battle (games/battlelore/after_battle.py; seed 001):
moving and battling by troop type (L15/p.6 - L17/p.7), the adjacent enemy (L19/p.8),
gaining ground, pursuit and the bonus melee attack (L29/p.13 - L33/p.15), victory banners
(L7/p.2, L33/p.15)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.errors import FieldError
from muster.games.battlelore.after_battle import AfterBattle, FollowOns
from muster.games.battlelore.wound import WoundSpec, wound, wound_key

# --------------------------------------------------------------------------- moving


@pytest.mark.parametrize("colour, kind, moved, allowed", [
    ("blue", "foot", 2, False),     # L15/p.6: a blue foot unit that moved 2 may not battle
    ("blue", "foot", 1, True),
    ("green", "foot", 2, True),
    ("red", "foot", 2, False),
    ("green", "mounted", 4, True),
    ("blue", "mounted", 4, False),
    ("red", "mounted", 2, True),
])
def test_move_then_battle(muster, colour, kind, moved, allowed):
    args = ["--attacker-colour", colour, "--attacker-type", kind, "--moved-hexes", str(moved),
            "--weapon", "short-sword", "--target-colour", "red"]
    run = muster("wound", "bl", *args, "--seed", "1")
    if allowed:
        assert run.code == 0, run.err
    else:
        assert_one_line_error(run, "may not battle")


def test_an_adjacent_enemy_must_be_battled_in_melee(muster):
    assert_one_line_error(muster("wound", "bl", "--attacker-colour", "green", "--weapon",
                                 "common-bow", "--target-colour", "red", "--adjacent-enemy"),
                          "adjacent enemy")
    # shooting the adjacent enemy (point blank) is fine
    out = ok_json(muster, "wound", "bl", "--attacker-colour", "green", "--weapon", "common-bow",
                  "--target-colour", "red", "--adjacent-enemy", "--point-blank", "--faces",
                  "red,flag")
    assert out["mode"] == "melee"


# ----------------------------------------------------------------------- follow-ons


def test_cavalry_that_pushes_back_may_pursue(muster):
    out = ok_json(muster, "wound", "bl", "--attacker-colour", "blue", "--attacker-type", "mounted",
                  "--weapon", "long-sword", "--target-colour", "green", "--faces",
                  "green,flag,flag")
    assert out["retreat_hexes"] == 2
    assert out["gain_ground"] is True and out["pursuit"] is True and out["bonus_attack"] is True


def test_foot_may_gain_ground_only(muster):
    out = ok_json(muster, "wound", "bl", "--attacker-colour", "blue", "--attacker-type", "foot",
                  "--weapon", "short-sword", "--target-colour", "green", "--faces",
                  "flag,blue,blue")
    assert out["gain_ground"] is True and out["pursuit"] is False


def test_no_follow_on_when_the_defender_holds(muster):
    out = ok_json(muster, "wound", "bl", "--attacker-colour", "blue", "--attacker-type", "mounted",
                  "--weapon", "long-sword", "--target-colour", "green", "--morale", "bold",
                  "--faces", "green,flag,blue")
    assert out["retreat_hexes"] == 0 and out["gain_ground"] is False


def test_ranged_attacks_never_gain_ground(muster):
    # E26 (L31/p.14): archers that pushed the target back with a ranged attack
    out = ok_json(muster, "wound", "bl", "--attacker-colour", "green", "--weapon", "common-bow",
                  "--target-colour", "blue", "--faces", "flag,flag")
    assert out["retreat_hexes"] == 2 and out["gain_ground"] is False


def test_ambush_and_battle_back_have_no_follow_ons(muster):
    # E27 (L31/p.14): the defending cavalry's Ambush pushes the attacker back: no pursuit
    out = ok_json(muster, "wound", "bl", "--attacker-colour", "red", "--attacker-type", "mounted",
                  "--weapon", "long-sword", "--target-colour", "blue", "--battle", "ambush",
                  "--faces", "flag,green,green,green")
    assert out["retreat_hexes"] == 1 and out["pursuit"] is False and out["gain_ground"] is False
    back = ok_json(muster, "wound", "bl", "--attacker-colour", "green", "--weapon", "short-sword",
                   "--target-colour", "blue", "--morale", "bold", "--battle", "battle-back",
                   "--faces", "green,green")
    assert back["battle_back"] is False and back["gain_ground"] is False


def test_the_bonus_attack_gains_ground_but_never_pursues_again(muster):
    # E28 (L31/p.14): cavalry attacking uphill rolls 2 dice, the archers retreat 2 hexes,
    # the cavalry pursues and makes a bonus attack; that one may only gain ground
    first = ok_json(muster, "wound", "bl", "--attacker-colour", "red", "--attacker-type",
                    "mounted", "--weapon", "long-sword", "--target-colour", "green",
                    "--terrain-cap", "2", "--faces", "flag,flag")
    assert first["dice"] == 2 and first["retreat_hexes"] == 2 and first["pursuit"] is True
    bonus = ok_json(muster, "wound", "bl", "--attacker-colour", "red", "--attacker-type",
                    "mounted", "--weapon", "long-sword", "--target-colour", "green", "--battle",
                    "bonus", "--faces", "flag,green,blue,red")
    assert bonus["gain_ground"] is True and bonus["pursuit"] is False
    assert_one_line_error(muster("wound", "bl", "--attacker-colour", "green", "--weapon",
                                 "common-bow", "--target-colour", "red", "--battle", "bonus"),
                          "melee")
    assert_one_line_error(muster("wound", "bl", "--attacker-colour", "green",
                                 "--attacker-type", "foot", "--weapon", "short-sword",
                                 "--target-colour", "red", "--battle", "bonus"), "mounted")


# --------------------------------------------------------------------------- banners


def test_the_winning_banner(muster):
    # D10-like: 2 green hits destroy a 2-figure green unit; the 4th banner of 4 wins at once
    out = ok_json(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
                  "--faces", "green,green", "--figures", "2", "--banners", "3", "--victory", "4")
    assert out["destroyed"] is True and out["banners"] == 4 and out["wins"] is True
    out = ok_json(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
                  "--faces", "green,flag", "--figures", "2", "--banners", "3", "--victory", "4")
    assert out["banners"] == 3 and out["wins"] is False
    assert_one_line_error(muster("wound", "bl", "--weapon", "short-sword", "--target-colour",
                                 "green", "--banners", "4", "--victory", "4",
                                 "--attacker-colour", "red"), "over")


def test_follow_on_and_victory_odds(muster):
    # 2 green-banner dice, short sword, on a 1-figure green foot unit: a green helmet or a
    # sword on shield hits it (the short sword's bonus strikes hit foot), a flag pushes it
    # back. It stays only on blue, red or lore on both dice: vacates 1 - (1/2)^2 = 3/4; it
    # is destroyed unless neither die hits: 1 - (4/6)^2 = 5/9, the winning banner
    out = ok_json(muster, "wound", "bl", "--attacker-colour", "green", "--attacker-type",
                  "mounted", "--weapon", "short-sword", "--target-colour", "green", "--figures",
                  "1", "--banners", "5", "--victory", "6", "--odds")
    assert Fraction(out["gain_ground"]["fraction"]) == Fraction(3, 4)
    assert Fraction(out["pursuit"]["fraction"]) == Fraction(3, 4)
    assert Fraction(out["wins"]["fraction"]) == Fraction(5, 9)


def test_after_battle_drivers_agree():
    setup = WoundSpec.named(target="green", weapon="long-sword", attacker_colour="blue",
                            attacker_type="mounted", banners=2, victory=3)
    assert_drivers_agree(lambda src: wound(src, setup), wound_key, range(15))


def test_after_an_ambush_the_attacker_attacks_it_does_not_battle_back(muster):
    # L31/p.14: the Ambush that pushes the attacker back stops its attack; one that does not
    # leaves the attacker's own attack to follow, whatever its morale - not a battle back
    held = ok_json(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
                   "--morale", "bold", "--battle", "ambush", "--faces", "blue,blue")
    assert held["battle_back"] is False and held["attack_follows"] is True
    normal = ok_json(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
                     "--battle", "ambush", "--faces", "blue,blue")
    assert normal["attack_follows"] is True
    pushed = ok_json(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
                     "--morale", "bold", "--battle", "ambush", "--decline-ignore", "--faces",
                     "flag,blue")
    assert pushed["retreat_hexes"] == 1 and pushed["attack_follows"] is False
    plain = ok_json(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
                    "--morale", "bold", "--faces", "blue,blue")
    assert plain["battle_back"] is True and plain["attack_follows"] is False


@pytest.mark.parametrize("after, mode, vacated, expected", [
    (AfterBattle(attacker_type="mounted"), "melee", True, (True, True, True)),
    (AfterBattle(attacker_type="foot"), "melee", True, (True, False, False)),
    (AfterBattle("bonus", "mounted"), "melee", True, (True, False, False)),
    (AfterBattle(attacker_type="mounted"), "melee", False, (False, False, False)),
    (AfterBattle(attacker_type="mounted"), "ranged", True, (False, False, False)),
    (AfterBattle("ambush", "mounted"), "melee", True, (False, False, False)),
    (AfterBattle("battle-back", "mounted"), "melee", True, (False, False, False)),
])
def test_follow_ons_as_a_library_call(after, mode, vacated, expected):
    f = after.follow_ons(mode, vacated)
    assert isinstance(f, FollowOns) and (f.gain_ground, f.pursuit, f.bonus_attack) == expected


def test_the_banner_count_is_checked_by_field():
    assert AfterBattle(victory=4).banners_after(True) == 1
    assert AfterBattle(banners=3, victory=4).wins(True)
    with pytest.raises(FieldError) as err:
        AfterBattle(banners=4, victory=4)
    assert err.value.field == "banners"
    with pytest.raises(FieldError) as err:
        AfterBattle("charge")
    assert err.value.field == "battle"
    assert str(err.value) == ("battle: unknown kind of battle 'charge' (allowed: attack, bonus, "
                              "battle-back, ambush)")


def test_the_command_names_battle_and_moved_hexes_as_its_options(muster):
    run = muster("wound", "bl", "-w", "short-sword", "-t", "red", "--battle", "charge")
    assert_one_line_error(run)
    assert run.err.strip() == ("muster: error: --battle: unknown kind of battle 'charge' "
                               "(allowed: attack, bonus, battle-back, ambush)")
    run = muster("wound", "bl", "-w", "short-sword", "-t", "red", "--moved-hexes", "1",
                 "--faces", "red")
    assert run.err.strip() == ("muster: error: --moved-hexes is checked against the "
                               "attacker's banner and troop type: give --attacker-colour and "
                               "--attacker-type")
    run = muster("wound", "bl", "-a", "green", "-w", "common-bow", "-t", "red",
                 "--adjacent-enemy")
    assert run.err.strip().endswith("(a bow's adjacent target is --point-blank)")
