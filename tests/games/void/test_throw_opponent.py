"""Void: throwing a grabbed opponent (seed 003 L43): the reach by the thrower's Strength,
the sizes, the impact on what it strikes and the landing, a fall of the distance thrown.
Expected numbers are worked by hand in the comments."""

from __future__ import annotations

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.engine.rule import rule_for
from muster.games.void.throw_opponent import ThrowSpec


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


def test_throw_drivers_agree():
    spec = ThrowSpec(size=5, target_size=1, strength=12, distance=5, struck="durability",
                     struck_value=10)
    found = rule_for(spec)
    assert_drivers_agree(found.procedure(spec), found.key, range(10))
