"""Warmaster target rolls: K dice, each succeeding on N+ (seed 002 L26, L100, L177)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from games.warmaster import dist_rows
from helpers import assert_drivers_agree, assert_one_line_error
from muster import api
from muster.games.warmaster.target import TargetSpec, target_roll

# ------------------------------------------------------------------ target rolls


def test_target_roll_counts_dice_at_or_above_the_target(muster):
    run = muster("roll", "warmaster", "--target", "4", "--count", "5", "--dice", "4,3,6,1,5",
                 "--json")
    assert run.code == 0
    body = run.json
    assert body["game"] == "warmaster" and body["form"] == "target"
    assert body["dice"] == [4, 3, 6, 1, 5]
    assert body["successes"] == 3  # 4, 6 and 5 reach 4+; 3 and 1 do not


def test_target_is_the_default_form_and_the_alias_works(muster):
    run = muster("roll", "wm", "-t", "6", "-k", "2", "--dice", "6,5", "--json")
    assert run.code == 0 and run.json["successes"] == 1


def test_target_roll_odds_are_binomial(muster):
    run = muster("roll", "wm", "--target", "5", "--count", "3", "--odds", "--json")
    rows = dist_rows(run)
    # p = 2/6 = 1/3: P(0) = (2/3)^3 = 8/27, P(1) = 3 * 1/3 * 4/9 = 12/27 = 4/9,
    # P(2) = 3 * 1/9 * 2/3 = 6/27 = 2/9, P(3) = 1/27
    assert rows == {0: Fraction(8, 27), 1: Fraction(4, 9), 2: Fraction(2, 9), 3: Fraction(1, 27)}


def test_target_roll_seed_is_reproducible(muster):
    a = muster("roll", "wm", "--target", "4", "--count", "8", "--seed", "11", "--json").json
    b = muster("roll", "wm", "--target", "4", "--count", "8", "--seed", "11", "--json").json
    assert a == b and a["seed"] == 11 and len(a["dice"]) == 8


@pytest.mark.parametrize("args,needle", [
    (("--target", "7"), "--target 7"),
    (("--target", "0"), "--target 0"),
    (("--target", "4", "--count", "0"), "--count 0"),
    (("target",), "--target"),
    ((), "choose a form"),
    (("volley", "--target", "4"), "unknown warmaster roll 'volley'"),
    (("--target", "4", "--count", "2", "--dice", "4"), "too few dice"),
    (("--target", "4", "--dice", "7"), "cannot be rolled on a d6"),
    (("--target", "4", "--wand"), "no such option: --wand"),
    (("cast", "--value", "5", "--crown"), "no such option: --crown"),
    (("command", "--value", "9", "--reroll", "--count", "3"), "no such option: --reroll"),
    (("game-length", "--value", "3"), "no such option: --value"),
])
def test_target_roll_bad_input(muster, args, needle):
    assert_one_line_error(muster("roll", "warmaster", *args), needle)


def test_the_target_and_the_count_are_range_errors():
    from helpers import assert_range_refused
    from muster.games.warmaster.target import TargetSpec

    said = assert_range_refused(lambda: TargetSpec(9), "target", 9, 1, 6)
    assert said == "target 9 is impossible: a D6 target (N+) is 1 to 6"
    said = assert_range_refused(lambda: TargetSpec(4, count=0), "count", 0, 1, None)
    assert said == "count 0 is impossible: roll at least 1 die"


@pytest.mark.parametrize("seed", range(30))
def test_random_replayed_as_entered_dice_agrees_and_exact_allows_it(seed):
    spec = TargetSpec(1 + seed % 6, 1 + seed % 8)
    assert_drivers_agree(lambda s: target_roll(s, spec), lambda r: r.successes, seed)


def test_the_spec_rolls_as_a_library():
    spec = TargetSpec(4, 3)
    assert api.roll(spec, dice=[4, 3, 6]).successes == 2
