"""Confrontation abilities and feats of issue 13 (seed 000): Regeneration / X (L1257-1263),
Reinforcement (L1264-1272), Mutagenic / X (L1214-1235), Toxic / X (L1494-1509), Immunity / X
(L1463-1466), Possessed (L1236-1246), immunity to Assassin (L1108-1111, L1383-1388), shooting
into a melee (L782-793), physical feats and MOV in cm / inches (L557-605)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from conftest import assert_drivers_agree, assert_one_line_error

from muster.games.confrontation import extras
from muster.games.confrontation import procedures as p


def roll(muster, *args):
    run = muster("roll", "confrontation", *args, "--json")
    assert run.code == 0, run.err
    return run.json


def wound(muster, *args):
    run = muster("wound", "confrontation", *args, "--json")
    assert run.code == 0, run.err
    return run.json


def outcomes(out) -> dict:
    return {r["outcome"]: r["fraction"] for r in out["outcomes"]}


# ------------------------------------------------------------------------- Regeneration


def test_regeneration_rolls_on_while_it_succeeds(muster):
    # "Regenerace / 5" succeeds on 5+ (L1085-1087): 6 and 5 heal critical -> serious ->
    # light, the 2 stops.
    out = roll(muster, "--regeneration", "5", "--current", "critical", "--dice", "6,5,2")
    assert out["after"] == "light" and out["levels_healed"] == 2


def test_regeneration_stops_once_healed(muster):
    out = roll(muster, "--regeneration", "3", "--current", "light", "--dice", "4")
    assert out["after"] == "none" and out["dice"] == [4]


def test_regeneration_odds_by_hand(muster):
    # X = 5: each roll succeeds with 1/3. From critical: stays 2/3, serious 1/3 x 2/3,
    # light (1/3)^2 x 2/3, healed (1/3)^3.
    out = roll(muster, "--regeneration", "5", "--current", "critical", "--odds")
    assert outcomes(out) == {"critical": "2/3", "serious": "2/9", "light": "2/27",
                             "none": "1/27"}


def test_regeneration_needs_a_wound(muster):
    assert_one_line_error(muster("roll", "conf", "--regeneration", "4"), "--current")


# ------------------------------------------------------------------------ Reinforcement


@pytest.mark.parametrize("face, outcome", [("6", "returns"), ("5", "returns"),
                                           ("4", "nothing"), ("3", "nothing"),
                                           ("2", "loses the ability"),
                                           ("1", "loses the ability")])
def test_reinforcement(muster, face, outcome):
    assert roll(muster, "--reinforcement", "--dice", face)["outcome"] == outcome


# --------------------------------------------------------------------------- Mutagenic


def test_mutagenic_points_and_failures(muster):
    assert roll(muster, "--mutagenic", "2", "--dice", "4")["points"] == 6
    # a 6 does not roll on (L1235): one die only
    assert roll(muster, "--mutagenic", "1", "--dice", "6")["points"] == 7
    assert roll(muster, "--mutagenic", "3", "--dice", "1")["failure"] is True
    # die + X = 1 fails: 2 - 1 = 1
    out = roll(muster, "--mutagenic", "-1", "--dice", "2")
    assert out["failure"] is True and out["points"] == 0


def test_mutagenic_odds(muster):
    # X = -2: 1, 2 and 3 give 1 or less: 1/2 fails; 4, 5, 6 give 2, 3, 4.
    out = roll(muster, "--mutagenic", "-2", "--odds")
    assert outcomes(out) == {0: "1/2", 2: "1/6", 3: "1/6", 4: "1/6"}


# ----------------------------------------------------------------- shooting into a melee


def test_the_rulebooks_goblin_is_hit_one_time_in_six(muster):
    # L790-793: goblin (small, 1) + Saviour rider (large, 3) + Griffin spearman (normal, 2)
    out = roll(muster, "--into-melee", "small:goblin", "--into-melee", "velká:rider",
               "--into-melee", "normal:spearman", "--odds")
    got = outcomes(out)
    assert got["1: goblin (the target)"] == "1/6"
    assert got["2: rider"] == "1/2" and got["3: spearman"] == "1/3"


def test_into_melee_tickets(muster):
    args = ["--into-melee", "small:goblin", "--into-melee", "large:rider",
            "--into-melee", "normal:spearman"]
    assert roll(muster, *args, "--dice", "1")["name"] == "goblin"
    assert roll(muster, *args, "--dice", "4")["name"] == "rider"
    assert roll(muster, *args, "--dice", "5")["name"] == "spearman"


def test_into_melee_over_six_weights(muster):
    # two very large (4 + 4) and a normal (2): total 10, a d10 of tickets
    out = roll(muster, "--into-melee", "normal", "--into-melee", "very-large",
               "--into-melee", "very-large", "--odds")
    assert outcomes(out)["1: normal (the target)"] == "1/5"
    assert_one_line_error(muster("roll", "conf", "--into-melee", "normal", "--into-melee",
                                 "normal", "--dice", "5"), "d4")


def test_into_melee_refusals(muster):
    assert_one_line_error(muster("roll", "conf", "--into-melee", "small"), "at least two")
    assert_one_line_error(muster("roll", "conf", "--into-melee", "small", "--into-melee",
                                 "huge"), "unknown size")
    assert_one_line_error(muster("roll", "conf", "--into-melee", "small", "--into-melee",
                                 "small", "-v", "3"), "characteristic test")


# ------------------------------------------------------------------------------ wounds


def test_toxic_adds_a_second_damage_roll(muster):
    # STR 10 vs RES 8, 2-5: arms, 7 + 10 - 8 = 9: light. Toxic / 6: 3-3 doubles: light again,
    # which worsens the light wound to serious.
    out = wound(muster, "--str", "10", "--res", "8", "--toxic", "6", "--dice", "2,5,3,3")
    assert out["result"] == "light" and out["toxic"]["strength"] == 6
    assert out["toxic"]["current"] == "light" and out["final_state"] == "serious"


def test_toxic_does_nothing_to_the_immune_and_nothing_after_a_kill(muster):
    out = wound(muster, "--str", "10", "--res", "8", "--toxic", "6", "--toxic-immune",
                "--dice", "2,5")
    assert "toxic" not in out
    killed = wound(muster, "--str", "10", "--res", "8", "--toxic", "6", "--dice", "6,6")
    assert killed["removed"] is True and "toxic" not in killed


def test_toxic_odds_are_the_final_state(muster):
    # STR 1 against RES 20: every score is 0 or less (legs/arms stunned, torso/head light).
    # Removed: 6-6 on the first roll (1/36); or a 5-5 critical first (1/36) and then any
    # wound or a kill on the toxic roll (torso 6/36 + head 6/36 + 3-3, 4-4, 5-5, 6-6 =
    # 16/36), since a critical wound worsened is killed; or any other first roll (34/36)
    # and a 6-6 toxic roll (1/36): 36/1296 + 16/1296 + 34/1296 = 43/648.
    out = wound(muster, "--str", "1", "--res", "20", "--toxic", "1", "--odds")
    assert out["removed"]["fraction"] == "43/648"


def test_immunity_to_a_body_part(muster):
    out = wound(muster, "--str", "10", "--res", "8", "--immune", "head", "--dice", "4,6")
    assert out["location"] == "head" and out["result"] == "none"
    # doubles have no location: an immunity to the head does not stop them
    assert wound(muster, "--str", "10", "--res", "8", "--immune", "hlava",
                 "--dice", "4,4")["result"] == "serious"
    odds = wound(muster, "--str", "10", "--res", "8", "--immune", "head", "--odds")
    none = [r for r in odds["results"] if r["result"] == "none"][0]
    assert none["fraction"] == "7/36"  # 1-1, and the six non-doubles with a 4+ low die


def test_possessed_feels_one_level_lighter(muster):
    # a serious wound gives a light wound's -1; stunned adds its own -1 (L1236-1246)
    out = wound(muster, "--str", "10", "--res", "8", "--current", "serious", "--possessed",
                "--dice", "1,2")
    assert out["state"] == "serious" and out["stunned"] is True and out["penalty"] == -2
    light = wound(muster, "--str", "10", "--res", "8", "--possessed", "--dice", "2,5")
    assert light["wound"] == "light" and light["penalty"] == 0


def test_assassin_immune_targets_face_two_dice(muster):
    out = wound(muster, "--str", "12", "--res", "9", "--assassin", "--assassin-immune",
                "--dice", "1,4")
    assert out["dice"] == [1, 4] and out["assassin_ignored"] is True
    assert_one_line_error(muster("wound", "conf", "--str", "12", "--res", "9", "--assassin",
                                 "--assassin-immune", "--dice", "1,4,4"), "too many dice")


def test_fixed_location(muster):
    out = wound(muster, "--str", "6", "--res", "5", "--location", "legs", "--dice", "3,5")
    assert out["location"] == "legs" and out["score"] == 9 and out["result"] == "light"


def test_wound_extras_drivers_agree():
    def proc(src):
        return p.damage_roll(src, 10, 8, toxic=7, possessed=True, immune=("head",))

    for seed in range(15):
        assert_drivers_agree(proc, p.wound_key, seed)


# ---------------------------------------------------------------------- physical feats


@pytest.mark.parametrize("text, cm", [("12", 12), ("12/4.8", 12), ("4.8in", 12),
                                      ("10", 10), ("10/4", 10), ("7,5", Fraction(15, 2))])
def test_mov_in_cm_and_inches(text, cm):
    assert extras.parse_mov(text) == cm


def test_mov_that_disagrees_is_refused(muster):
    assert_one_line_error(muster("roll", "conf", "--feat", "plain", "--mov", "12/4.5",
                                 "--difficulty", "3"), "4.5 inches")


def test_plain_feat_is_above_zero(muster):
    # d6 + 12/2.5 - 7 > 0: a 3 gives 7.8 > 7.
    out = roll(muster, "--feat", "plain", "--mov", "12", "--difficulty", "7", "--dice", "3")
    assert out["total"] == 7.8 and out["success"] is True
    assert roll(muster, "--feat", "plain", "--mov", "12", "--difficulty", "7",
                "--dice", "2")["success"] is False


def test_long_jump_difficulty_and_its_leg_wound(muster):
    # L573-576: 4 + 1 per base length: two bases -> 6; MOV 10 = 4: a 2 gives 6, not above.
    # A failure is a leg wound at STR = depth 8 against RES 3: 2-5 -> legs, 7 + 8 - 3 = 12.
    out = roll(muster, "--feat", "long-jump", "--mov", "10", "--res", "3", "--bases", "2",
               "--depth", "8", "--dice", "2,2,5")
    assert out["difficulty"] == 6 and out["success"] is False
    assert out["wound"]["location"] == "legs" and out["wound"]["score"] == 12
    assert out["wound"]["result"] == "light"


def test_high_jump_over_models_and_smaller_obstacles(muster):
    # L577-584: height + RES, -2 for a smaller obstacle; over a large figure the height is 6
    out = roll(muster, "--feat", "high-jump", "--mov", "10", "--res", "3", "--over-models",
               "large", "--smaller", "--dice", "4")
    assert out["difficulty"] == 6 + 3 - 2 and out["success"] is True  # 4 + 4 = 8 > 7


def test_swimming_failure_is_a_light_wound(muster):
    # L562-567: feat - RES above 0, else an automatic light wound
    out = roll(muster, "--feat", "swim", "--mov", "10", "--res", "6", "--dice", "2")
    assert out["total"] == 0 and out["success"] is False and out["state"] == "light"
    assert roll(muster, "--feat", "swim", "--mov", "10", "--res", "6",
                "--dice", "3")["success"] is True


def test_climbing_reports_cm_and_a_fall_wounds(muster):
    # L589-598: feat - RES cm; MOV 12 -> 4.8, RES 2: a 4 climbs 6.8 cm
    assert roll(muster, "--feat", "climb", "--mov", "12/4.8", "--res", "2", "--height", "5",
                "--dice", "4")["outcome"] == "climbs 6.8 cm"
    # MOV 5 -> 2, RES 6: a 3 gives -1: a fall, a wound at STR 5 (not fixed to the legs)
    out = roll(muster, "--feat", "climb", "--mov", "5", "--res", "6", "--height", "5",
               "--dice", "3,3,4")
    assert out["outcome"] == "falls" and out["wound"]["location"] == "torso"
    flat = roll(muster, "--feat", "climb", "--mov", "5", "--res", "6", "--height", "5",
                "--on-flat", "--dice", "3")
    assert flat["outcome"] == "falls" and flat["wound"] is None


def test_deliberate_fall(muster):
    # L599-605: unhurt when the distance is no more than the feat; else a leg wound at
    # STR = distance - feat: 10 cm, feat 2 + 4 = 6 -> STR 4
    assert roll(muster, "--feat", "fall", "--mov", "10", "--res", "3", "--height", "6",
                "--dice", "2")["outcome"] == "unharmed"
    out = roll(muster, "--feat", "fall", "--mov", "10", "--res", "3", "--height", "10",
               "--dice", "2,1,2")
    assert out["wound_str"] == 4 and out["wound"]["location"] == "legs"


def test_feat_odds(muster):
    # long jump over one base (difficulty 5), MOV 10: d6 + 4 > 5 needs 2+: 5/6
    out = roll(muster, "--feat", "long-jump", "--mov", "10", "--res", "3", "--bases", "1",
               "--depth", "8", "--odds")
    assert outcomes(out)["success"] == "5/6"


def test_feat_refusals(muster):
    assert_one_line_error(muster("roll", "conf", "--feat", "swim", "--mov", "10"), "--res")
    assert_one_line_error(muster("roll", "conf", "--feat", "hop", "--mov", "10"), "unknown feat")
    assert_one_line_error(muster("roll", "conf", "--mov", "10"), "--feat")
    assert_one_line_error(muster("roll", "conf"), "--value")


def test_feat_drivers_agree():
    feat = extras.Feat("long-jump", "10", res=3, bases=2, depth=8)
    for seed in range(15):
        assert_drivers_agree(feat.roll, extras.simple_key, seed)
