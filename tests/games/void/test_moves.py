"""Void moves without a weapon (seed 003): falling (L21), grab and breaking free (L31),
throwing an opponent (L43). Expected numbers are worked by hand in the comments."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.engine.rule import rule_for
from muster.games.void.fall import fall_damage
from muster.games.void.grab import BreakFreeSpec, GrabSpec
from muster.games.void.throw_opponent import ThrowSpec


def frac(row) -> Fraction:
    return Fraction(row["fraction"])


# ------------------------------------------------------------------------------ falling


@pytest.mark.parametrize("metres, size, damage", [
    (2, 2, 0),    # L21: a size-2 being falls two metres: nothing happens
    (3, 2, 10),   # ... three metres: it loses 10 HP
    (5, 1, 40),   # L43: the thrown Dwarf (size 1) after five metres: 40 HP
    (0, 0, 0), (12, 4, 80),
])
def test_falling_damage(muster, metres, size, damage):
    out = ok_json(muster, "wound", "void", "--fall", str(metres), "--target-size", str(size),
                  "--target-hp", "90")
    assert out["damage"] == damage and out["hp_left"] == 90 - damage


def test_a_fall_rolls_no_dice(muster):
    assert_one_line_error(muster("wound", "void", "--fall", "3", "--dice", "5"),
                          "no die is rolled here")
    out = ok_json(muster, "wound", "void", "--fall", "7", "--odds")
    assert out["outcomes"] == [{"outcome": 50, "p": 1.0, "fraction": "1/1"}]


def test_a_long_fall_kills_and_a_half_loss_asks_for_pain(muster):
    assert ok_json(muster, "wound", "void", "--fall", "10", "--target-hp", "40")["dead"] is True
    out = ok_json(muster, "wound", "void", "--fall", "5", "--target-hp", "40")  # 30 of 40 lost
    assert out["pain_check"] is True and out["dead"] is False


# ------------------------------------------------------------------ grab and breaking free


def test_grab_is_a_cc_roll_the_target_may_parry(muster):
    out = ok_json(muster, "wound", "void", "--action", "grab", "--cc", "12", "--strength", "12",
                "--target-strength", "10", "--defence", "parry", "--target-cc", "8",
                "--dice", "11,9")
    assert out["hit"] is True and out["defended"] is False and out["grabbed"] is True
    # CC 10: hit 1/2; the parry at CC 8 saves 2/5 of those: grabbed 3/10.
    odds = ok_json(muster, "wound", "void", "--action", "grab", "--strength", "12",
                   "--target-strength", "10",
                 "--defence", "parry", "--target-cc", "8", "--odds")
    assert {r["outcome"]: r["fraction"] for r in odds["outcomes"]} == \
        {"grabbed": "3/10", "avoided": "1/5", "missed": "1/2"}


def test_a_grab_at_a_prone_target_has_the_close_combat_bonus(muster):
    """L31: a grab is a CC roll "jako obvykle" (as usual), so the close-combat modifiers
    hold: a prone target gives its attacker +4 CC (L47), CC 10 + 4 = 14, and the 13 that
    misses a standing target grabs a prone one; zero mobility's CC 1 (L51); aiming is for
    shots (L37); cover has no effect in close combat (L47)."""
    grab = ("wound", "void", "grab", "--cc", "10", "--strength", "12", "--target-strength",
            "10")
    assert ok_json(muster, *grab, "--dice", "13")["grabbed"] is False
    prone = ok_json(muster, *grab, "--situation", "prone", "--dice", "13")
    assert (prone["hit_target"], prone["grabbed"]) == (14, True)
    assert prone["situations"] == [{"situation": "prone", "name": "target prone", "value": 4}]
    run = muster(*grab, "--situation", "zalehnutí", "--mod", "-2", "--dice", "13")
    assert "CC roll: d20 = 13 vs CC 10 - 2 + 4 (target prone) = 12: MISS" in run.out, run.out
    czech = muster(*grab, "--situation", "prone", "--dice", "13", "--lang", "cs")
    assert "proti CC 10 + 4 (zalehlý cíl) = 14: ZÁSAH" in czech.out, czech.out
    odds = ok_json(muster, *grab, "--situation", "prone", "--odds")
    assert {r["outcome"]: r["fraction"] for r in odds["outcomes"]} == \
        {"grabbed": "7/10", "missed": "3/10"}
    assert ok_json(muster, *grab, "--situation", "quicksand", "--dice", "2")["hit"] is False
    assert ok_json(muster, *grab, "--situation", "cover", "--dice", "10")["hit_target"] == 10
    assert_one_line_error(muster(*grab, "--situation", "aimed"), "--situation", "aiming")


def test_only_the_stronger_may_grab(muster):
    assert_one_line_error(muster("wound", "void", "--action", "grab", "--strength", "9",
                                 "--target-strength", "10"), "Strength")


def test_breaking_free_is_a_strength_roll(muster):
    held = ok_json(muster, "wound", "void", "--action", "break-free", "--strength", "12",
                 "--target-strength", "10", "--dice", "11")
    assert held["free"] is False
    assert ok_json(muster, "wound", "void", "--action", "break-free", "--strength", "12",
                   "--target-strength",
                 "10", "--dice", "10")["free"] is True
    # stronger than the grabber: free at once, no roll (L31)
    auto = ok_json(muster, "wound", "void", "--action", "break-free", "--strength", "9",
                   "--target-strength", "10")
    assert auto["automatic"] is True and auto["roll"] is None
    odds = ok_json(muster, "wound", "void", "--action", "break-free", "--strength", "12",
                   "--target-strength",
                 "10", "--odds")
    assert {r["outcome"]: r["fraction"] for r in odds["outcomes"]}["free"] == "1/2"


# --------------------------------------------------------------------- throwing an opponent


def test_the_rulebooks_thrown_dwarf(muster):
    # L43: a Dwarf (size 1) flies 5 m into a wall and is hurt for 40 HP; the wall takes
    # DAM 1 x 10 = 10 if its Armor roll fails.
    out = ok_json(muster, "wound", "void", "--action", "throw-opponent", "--size", "5",
                  "--target-size", "1",
                "--strength", "12", "--distance", "5", "--target-hp", "50",
                "--struck", "armor", "--struck-value", "10", "--dice", "14")
    assert out["landing_damage"] == 40 and out["thrown"]["hp_left"] == 10
    assert out["impact_damage"] == 10 and out["struck_damage"] == 10


def test_throw_reach_and_sizes(muster):
    # Strength 1-10 throws 5 m, 11-15 10 m, 16-19 20 m (L43)
    out = ok_json(muster, "wound", "void", "--action", "throw-opponent", "--size", "4",
                  "--target-size", "2",
                "--strength", "16")
    assert out["reach_m"] == 20 and out["distance_m"] == 20 and out["landing_damage"] == 180
    assert_one_line_error(muster("wound", "void", "--action", "throw-opponent", "--size", "5",
                                 "--target-size", "2", "--one-limb"), "4 size classes")
    assert_one_line_error(muster("wound", "void", "--action", "throw-opponent", "--size", "5",
                                 "--target-size", "2", "--distance", "6"), "at most 5 m")


def test_struck_without_armor_takes_double_on_durability(muster):
    out = ok_json(muster, "wound", "void", "--action", "throw-opponent", "--size", "6",
                  "--target-size", "3",
                "--strength", "12", "--distance", "4", "--struck", "durability",
                "--struck-value", "10", "--dice", "11")
    assert out["impact_damage"] == 60 and out["struck_damage"] == 60
    dodged = ok_json(muster, "wound", "void", "--action", "throw-opponent", "--size", "6",
                     "--target-size", "3",
                   "--struck", "dodge", "--struck-value", "10", "--dice", "10")
    assert dodged["struck_damage"] == 0


def test_throw_odds(muster):
    out = ok_json(muster, "wound", "void", "--action", "throw-opponent", "--size", "6",
                  "--target-size", "3",
                "--struck", "armor", "--struck-value", "5", "--odds")
    assert {r["outcome"]: r["fraction"] for r in out["outcomes"]} == \
        {"struck object hurt": "3/4", "struck object unhurt": "1/4"}


def test_moves_need_no_weapon_but_attacks_do(muster):
    assert_one_line_error(muster("wound", "void", "--target-armor", "5"), "--weapon")
    assert_one_line_error(muster("wound", "void", "--fall", "3", "--action", "grab"), "--fall")


def test_fall_damage_function():
    assert fall_damage(3, 2) == 10 and fall_damage(1, 2) == 0


# ------------------------------------------------- out-of-range attributes and ignored options


@pytest.mark.parametrize("args, needle", [
    (["--action", "grab", "--cc", "30"], "--cc"),
    (["--action", "grab", "--strength", "25", "--target-strength", "10"], "--strength"),
    (["--action", "grab", "--defence", "dodge", "--target-agility", "0"], "--target-agility"),
    (["--action", "break-free", "--target-strength", "30"], "--target-strength"),
])
def test_moves_refuse_attributes_outside_1_to_19(muster, args, needle):
    # L9: attributes run 1-19; a grab at CC 30 or a break-free at Strength 30 is a typo
    assert_one_line_error(muster("wound", "void", *args, "--dice", "3"), needle)


@pytest.mark.parametrize("args, needle", [
    (["--target-size", "11"], "--target-size"),
    (["--target-hp", "0"], "--target-hp"),
    (["--target-hp", "30", "--target-max-hp", "20"], "--target-max-hp"),
])
def test_a_fall_names_the_options_it_takes(muster, args, needle):
    # the faller is the target: a refusal names --target-size, not the thrower's --size
    assert_one_line_error(muster("wound", "void", "--fall", "3", *args), needle)



@pytest.mark.parametrize("spec", [
    GrabSpec(strength=12, defence="parry", target_cc=8),
    BreakFreeSpec(strength=12),
    ThrowSpec(size=5, target_size=1, strength=12, distance=5, struck="durability",
              struck_value=10),
])
def test_move_drivers_agree(spec):
    found = rule_for(spec)
    assert_drivers_agree(found.procedure(spec), found.key, range(10))


@pytest.mark.parametrize("args, needle", [
    (["--action", "grab", "--weapon", "sword"], "--weapon"),
    (["--action", "break-free", "--targets", "3"], "--targets"),
    (["--fall", "5", "--targets", "2"], "--targets"),
    (["--fall", "5", "--squad"], "--squad"),
])
def test_moves_refuse_options_they_would_ignore(muster, args, needle):
    # a grab of three targets, or a fall "with a sword", would silently resolve something else
    assert_one_line_error(muster("wound", "void", *args, "--dice", "3"), needle)
