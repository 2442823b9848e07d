"""Void climbing, rappelling and jumping (seed 003 L21): a d20 under Strength (climb,
rappel) or Agility (jumps); a success moves size metres (rappel x 10, a jump after a run-up
x 2), a failure does not move, Bad luck (20) falls (L21: DAM 10 per metre above the size)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster import api
from muster.games.void.athletics import AthleticsSpec, athletics, athletics_key


def attempt(muster, *args):
    return ok_json(muster, "wound", "void", *args)


@pytest.mark.parametrize("args,metres", [
    (("climb", "--dice", "5"), 2),                               # size 2: 2 m
    (("climb", "--size", "3", "--dice", "5"), 3),
    (("rappel", "--dice", "10"), 20),                            # size x 10
    (("jump", "--agility", "12", "--dice", "12"), 2),            # long jump: 1 m x size
    (("jump", "--agility", "12", "--run-up", "--dice", "12"), 4),  # after a run-up: 2 m x size
    (("jump", "--high", "--size", "1", "--dice", "3"), 1),
])
def test_a_success_moves_by_the_size(muster, args, metres):
    out = attempt(muster, *args)
    assert (out["success"], out["metres"], out["fell"]) == (True, metres, False)


def test_a_failure_does_not_move_and_bad_luck_falls(muster):
    out = attempt(muster, "climb", "--strength", "12", "--height", "6", "--dice", "13")
    assert (out["success"], out["metres"], out["fell"], out["damage"]) == (False, 0, False, None)
    # L21: a size 2 falling from 6 m: 4 m above the size x DAM 10 = 40, all of 40 HP
    out = attempt(muster, "climb", "--strength", "12", "--height", "6", "--dice", "20")
    assert (out["fell"], out["fall_m"], out["damage"], out["dead"]) == (True, 6, 40, True)
    # a high jump falls back from its own height: size 2 from 2 m, no damage (L21 example)
    out = attempt(muster, "jump", "--high", "--dice", "20")
    assert (out["fall_m"], out["damage"], out["hp_left"]) == (2, 0, 40)
    # a long jump falls into the gap: its depth, when given
    out = attempt(muster, "jump", "--height", "12", "--dice", "20")
    assert (out["fall_m"], out["damage"]) == (12, 100)
    out = attempt(muster, "jump", "--dice", "20")
    assert (out["fell"], out["fall_m"], out["damage"]) == (True, None, None)
    # and says so when its depth is not given; a climb falls from where he is
    said = muster("wound", "void", "jump", "--agility", "12", "--dice", "20").out
    assert "falls: into the gap he was jumping (its depth not given" in said
    said = muster("wound", "void", "climb", "--strength", "12", "--dice", "20").out
    assert "falls: from the height he is at (not given" in said


def test_luck_succeeds_even_below_the_target(muster):
    out = attempt(muster, "climb", "--strength", "3", "--mod", "-5", "--dice", "1")
    assert (out["target"], out["success"], out["luck"]) == (-2, True, True)


@pytest.mark.parametrize("move,value,mods", [("climb", 12, ()), ("rappel", 7, (-2,)),
                                             ("long-jump", 15, (3,)), ("high-jump", 1, ())])
def test_odds_count_every_die(move, value, mods):
    target = value + sum(mods)
    moved = sum(1 for d in range(1, 21) if d == 1 or (d != 20 and d <= target))
    dist = api.odds(AthleticsSpec(move, value, mods=mods, height=5))
    assert dist.probs == {k: p for k, p in {"moved": Fraction(moved, 20),
                                            "did not move": Fraction(19 - moved, 20),
                                            "fell": Fraction(1, 20)}.items() if p}


def test_three_drivers_agree():
    spec = AthleticsSpec("rappel", 9, height=30)
    assert_drivers_agree(lambda src: athletics(src, spec), athletics_key, range(5))


def test_in_czech(muster):
    run = muster("--lang", "cs", "wound", "void", "climb", "--height", "6", "--dice", "20")
    assert run.code == 0 and "Vylézání a slézání" in run.out and "padá" in run.out


@pytest.mark.parametrize("args,needle", [
    (("climb", "--strength", "25"), "--strength"),
    (("climb", "--height", "-1"), "--height"),
    (("jump", "--size", "11"), "--size"),
    (("climb", "--dice", "21"), "cannot be rolled"),
])
def test_refusals(muster, args, needle):
    assert_one_line_error(muster("wound", "void", *args), needle)


def test_a_failed_climb_does_not_move_and_a_failed_jump_hesitates(muster):
    """L21: a failed climb or rappel simply does not move; only a jumper hesitates (the
    climb's line never speaks of a jump)."""
    climb = muster("wound", "void", "climb", "--strength", "12", "--dice", "13").out
    assert climb.splitlines()[-1].strip() == "does not move"
    jump = muster("wound", "void", "jump", "--agility", "12", "--dice", "13").out
    assert jump.splitlines()[-1].strip() == "hesitates: does not jump"
