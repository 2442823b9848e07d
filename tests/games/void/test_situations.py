"""Void's named combat modifiers (`wound void attack --situation NAME`): seed 003 L47 (a
prone target: attackers -4 RC but +4 CC) and L51 (small/large target aside: reduced
visibility -2 RC each, cumulative; zero visibility RC 1; difficult terrain -2 CC each; zero
mobility CC 1; higher position +2 CC, or +2 RC throwing, the lower one -2; a moving target
-2 RC; a flashlight cancels the visibility penalties within 10 m; a tactical HUD +1 CC and
RC)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from helpers import assert_one_line_error, ok_json
from muster import api
from muster.games.void.attack import AttackSpec, derive


def target(weapon: str, *situations: str, **given: Any) -> int:
    return derive(AttackSpec(weapon, situations=situations, **given)).hit_target


@pytest.mark.parametrize("weapon,situations,expected", [
    ("sword", ("prone",), 14),                 # L47: +4 CC against a prone target
    ("block rifle", ("prone",), 6),            # L47: -4 RC
    ("throwing star", ("zalehlý cíl",), 6),    # thrown: RC, by its Czech name
    ("block rifle", ("dusk", "fog"), 6),       # L51: dusk and fog together: -4
    ("sword", ("fog",), 10),                   # visibility is RC only
    ("sword", ("snow", "bushes"), 6),          # L51: snow and dense growth: -4 CC
    ("block rifle", ("mud",), 10),             # terrain is CC only
    ("block rifle", ("darkness",), 1),         # L51: zero visibility, RC reduced to 1
    ("sword", ("quicksand",), 1),              # zero mobility, CC reduced to 1
    ("sword", ("higher",), 12),                # L51: +2 CC in melee ...
    ("throwing star", ("higher",), 12),        # ... or +2 RC when throwing
    ("block rifle", ("higher",), 10),          # ... but not when shooting
    ("sword", ("lower",), 8),                  # the one below: -2
    ("block rifle", ("moving",), 8),           # L51: the target moved: -2 RC
    ("block rifle", ("hud",), 11), ("sword", ("hud",), 11),  # tactical HUD: +1 CC and RC
    ("block rifle", ("fog", "flashlight"), 10),  # a flashlight cancels it ...
    ("block rifle", ("darkness", "svítilna"), 10),
])
def test_each_named_modifier_moves_the_hit_target(weapon, situations, expected):
    assert target(weapon, *situations) == expected


def test_a_flashlight_reaches_10_m():
    assert target("block rifle", "fog", "flashlight", range_m=10) == 10
    assert target("block rifle", "fog", "flashlight", range_m=11) == 8


def test_odds_follow_the_modified_target():
    # a sword against a prone target in snow: CC 10 + 4 - 2 = 12, a hit on 1-12 (the 1 and
    # the 20 as ever, ruling 24)
    dist = api.odds(AttackSpec("sword", situations=("prone", "snow")))
    assert dist.p(lambda k: k[0]) == Fraction(12, 20)
    # zero visibility: only a natural 1 hits
    dist = api.odds(AttackSpec("block rifle", situations=("darkness",)))
    assert dist.p(lambda k: k[0]) == Fraction(1, 20)


def test_on_the_command_line(muster):
    out = ok_json(muster, "wound", "void", "attack", "--weapon", "block rifle", "--situation",
                  "fog", "--situation", "přítmí", "--dice", "7")
    assert (out["hit_target"], out["hit"]) == (6, False)
    assert [(s["situation"], s["value"]) for s in out["situations"]] == [("fog", -2),
                                                                        ("dusk", -2)]
    run = muster("wound", "void", "--weapon", "sword", "--situation", "prone", "--dice", "13")
    assert "CC 10 + 4 (target prone) = 14: HIT" in run.out
    cs = muster("--lang", "cs", "wound", "void", "--weapon", "sword", "--situation", "prone",
                "--dice", "13")
    assert "CC 10 + 4 (zalehlý cíl) = 14" in cs.out


@pytest.mark.parametrize("args,needle", [
    (("--situation", "nonsense"), "unknown combat modifier 'nonsense'"),
    (("--situation", "prone", "--situation", "zalehnutí"),
     "--situation target prone is given twice"),
    (("--situation", "higher", "--situation", "lower"), "exclude each other"),
])
def test_refusals_name_the_option(muster, args, needle):
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", *args), needle)


@pytest.mark.parametrize("weapon,size,target_size,expected", [
    ("block rifle", 2, 1, 9),     # L51: a smaller target, -1 RC a size step
    ("block rifle", 2, 5, 13),    # a larger one, +1 a step
    ("throwing star", 3, 1, 8),   # thrown: RC too
    ("sword", 2, 5, 10),          # melee: no effect (the seed speaks of a shooter)
])
def test_small_and_large_targets(weapon, size, target_size, expected):
    assert target(weapon, size=size, target_size=target_size) == expected


def test_sizes_on_the_command_line(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--size", "2",
                  "--target-size", "1", "--dice", "10")
    assert (out["hit_target"], out["hit"], out["size_mod"]) == (9, False, -1)
    assert_one_line_error(muster("wound", "void", "--weapon", "block rifle", "--size", "2"),
                          "give --target-size too")


def test_the_flashlight_is_shown_where_it_cancels(muster):
    run = muster("wound", "void", "--weapon", "block rifle", "--situation", "darkness",
                 "--situation", "flashlight", "--range", "8", "--dice", "9")
    assert "RC 10 (flashlight: no penalty for zero visibility): HIT" in run.out
    far = muster("wound", "void", "--weapon", "block rifle", "--situation", "darkness",
                 "--situation", "flashlight", "--range", "11", "--dice", "9")
    assert "-> 1 (zero visibility): MISS" in far.out


def test_the_flashlight_note_only_within_its_reach(muster):
    """L51: the flashlight cancels zero visibility within 10 m; beyond it the attacker rolls
    against 1 and the line says nothing about the flashlight."""
    args = ["wound", "void", "attack", "--weapon", "block pistol", "--rc", "12",
            "--situation", "darkness", "--situation", "flashlight", "--dice", "1"]
    near = muster(*args, "--range", "8").out
    far = muster(*args, "--range", "12").out
    assert "(flashlight: no penalty for zero visibility)" in near
    assert "-> 1 (zero visibility)" in far and "flashlight" not in far
