"""Void: a fall (seed 003 L21): DAM 10 per metre above the faller's size, no dice rolled.
Expected numbers are worked by hand in the comments."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, ok_json
from muster.games.void.fall import fall_damage


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


def test_fall_damage_function():
    assert fall_damage(3, 2) == 10 and fall_damage(1, 2) == 0


@pytest.mark.parametrize("args, needle", [
    (["--target-size", "11"], "--target-size"),
    (["--target-hp", "0"], "--target-hp"),
    (["--target-hp", "30", "--target-max-hp", "20"], "--target-max-hp"),
])
def test_a_fall_names_the_options_it_takes(muster, args, needle):
    # the faller is the target: a refusal names --target-size, not the thrower's --size
    assert_one_line_error(muster("wound", "void", "--fall", "3", *args), needle)


@pytest.mark.parametrize("args, needle", [
    (["--fall", "5", "--targets", "2"], "--targets"),
    (["--fall", "5", "--squad"], "--squad"),
])
def test_a_fall_refuses_options_it_would_ignore(muster, args, needle):
    # a fall of two targets, or of a squad, would silently resolve something else
    assert_one_line_error(muster("wound", "void", *args, "--dice", "3"), needle)
