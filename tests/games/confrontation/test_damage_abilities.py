"""The damage roll's further abilities (seed 000): Toxic / X (L1494-1509), Immunity / X
(L1463-1466), Possessed (L1236-1246), immunity to Assassin (L1108-1111, L1383-1388), a fixed
location."""

from __future__ import annotations

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.games.confrontation.damage import damage_roll, wound_key

# ------------------------------------------------------------------------------ wounds


def test_toxic_adds_a_second_damage_roll(muster):
    # STR 10 vs RES 8, 2-5: arms, 7 + 10 - 8 = 9: light. Toxic / 6: 3-3 doubles: light again,
    # which worsens the light wound to serious.
    out = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--toxic", "6", "--dice",
                  "2,5,3,3")
    assert out["result"] == "light" and out["toxic"]["strength"] == 6
    assert out["toxic"]["current"] == "light" and out["final_state"] == "serious"


def test_toxic_does_nothing_to_the_immune_and_nothing_after_a_kill(muster):
    out = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--toxic", "6",
                  "--toxic-immune",
                "--dice", "2,5")
    assert "toxic" not in out
    killed = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--toxic", "6",
                     "--dice", "6,6")
    assert killed["removed"] is True and "toxic" not in killed


def test_toxic_odds_are_the_final_state(muster):
    # STR 1 against RES 20: every score is 0 or less (legs/arms stunned, torso/head light).
    # Removed: 6-6 on the first roll (1/36); or a 5-5 critical first (1/36) and then any
    # wound or a kill on the toxic roll (torso 6/36 + head 6/36 + 3-3, 4-4, 5-5, 6-6 =
    # 16/36), since a critical wound worsened is killed; or any other first roll (34/36)
    # and a 6-6 toxic roll (1/36): 36/1296 + 16/1296 + 34/1296 = 43/648.
    out = ok_json(muster, "wound", "conf", "--str", "1", "--res", "20", "--toxic", "1", "--odds")
    assert out["removed"]["fraction"] == "43/648"


def test_immunity_to_a_body_part(muster):
    out = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--immune", "head",
                  "--dice", "4,6")
    assert out["location"] == "head" and out["result"] == "none"
    # doubles have no location: an immunity to the head does not stop them
    assert ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--immune", "hlava",
                 "--dice", "4,4")["result"] == "serious"
    odds = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--immune", "head",
                   "--odds")
    none = [r for r in odds["results"] if r["result"] == "none"][0]
    assert none["fraction"] == "7/36"  # 1-1, and the six non-doubles with a 4+ low die


def test_possessed_feels_one_level_lighter(muster):
    # a serious wound gives a light wound's -1; stunned adds its own -1 (L1236-1246)
    out = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--current", "serious",
                  "--possessed",
                "--dice", "1,2")
    assert out["state"] == "serious" and out["stunned"] is True and out["penalty"] == -2
    light = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--possessed", "--dice",
                    "2,5")
    assert light["wound"] == "light" and light["penalty"] == 0


def test_assassin_immune_targets_face_two_dice(muster):
    out = ok_json(muster, "wound", "conf", "--str", "12", "--res", "9", "--assassin",
                  "--assassin-immune",
                "--dice", "1,4")
    assert out["dice"] == [1, 4] and out["assassin_ignored"] is True
    assert_one_line_error(muster("wound", "conf", "--str", "12", "--res", "9", "--assassin",
                                 "--assassin-immune", "--dice", "1,4,4"), "too many dice")


def test_fixed_location(muster):
    out = ok_json(muster, "wound", "conf", "--str", "6", "--res", "5", "--location", "legs",
                  "--dice", "3,5")
    assert out["location"] == "legs" and out["score"] == 9 and out["result"] == "light"


def test_wound_extras_drivers_agree():
    def proc(src):
        return damage_roll(src, 10, 8, toxic=7, possessed=True, immune=("head",))

    assert_drivers_agree(proc, wound_key, range(15))
