"""`muster.engine.notation.tree`: each form rolls through the real command, reads entered
dice, and has exact odds equal to a brute force over the dice."""

from __future__ import annotations

import itertools
from dataclasses import FrozenInstanceError
from fractions import Fraction

import pytest

from muster import api
from muster.engine.dice import EnteredSource
from muster.engine.notation import NotationRoll, parse
from muster.engine.notation.spec import ExpressionSpec
from muster.engine.notation.tree import Comparison
from muster.engine.notation.weigh import distribution
from muster.engine.odds import enumerate_outcomes


def _odds(text: str) -> dict:
    dist = distribution(parse(text))
    assert dist.exact
    return dist.probs


def _brute(faces, n, value) -> dict:
    """key -> chance of ``value(roll)`` over every roll of n dice with ``faces``."""
    out: dict = {}
    for roll in itertools.product(faces, repeat=n):
        v = value(roll)
        out[v] = out.get(v, 0) + Fraction(1, len(faces) ** n)
    return out


D6 = range(1, 7)


def test_entered_dice_give_the_total(muster):
    run = muster("roll", "2d6+1d3-2", "--dice", "3,5", "--dice", "2", "--json")
    assert run.code == 0
    assert run.json["total"] == 3 + 5 + 2 - 2
    assert run.json["dice"] == [3, 5, 2]


def test_keep_highest_drops_the_lowest(muster):
    run = muster("roll", "4d6kh3", "--dice", "2,5,5,1", "--json")
    group = run.json["groups"][0]
    assert run.json["total"] == 12
    assert group["kept"] == [True, True, True, False]


def test_keep_lowest_and_drop(muster):
    assert muster("roll", "2d20kl1", "--dice", "17,4", "--json").json["total"] == 4
    assert muster("roll", "4d6dl", "--dice", "1,6,6,6", "--json").json["total"] == 18
    assert muster("roll", "3d6dh", "--dice", "1,2,6", "--json").json["total"] == 3


def test_exploding_die_adds_another_on_the_maximum(muster):
    run = muster("roll", "d6!", "--dice", "6,6,2", "--json")
    assert run.json["total"] == 14
    assert run.json["groups"][0]["exploded"] == [True, True, False]


def test_success_counting(muster):
    run = muster("roll", "6d6>=4", "--dice", "1,4,6,3,5,2", "--json")
    assert run.json["total"] == 3


def test_percentile_die(muster):
    assert muster("roll", "d%", "--dice", "100", "--json").json["total"] == 100


def test_odds_of_2d6_are_the_hand_computed_ones(muster):
    rows = {r["value"]: r for r in muster("roll", "2d6", "--odds", "--json").json["distribution"]}
    assert rows[7]["fraction"] == "1/6"
    assert rows[12]["fraction"] == "1/36"
    assert rows[10]["at_least"]["fraction"] == "1/6"  # 10, 11, 12: 6/36
    assert rows[2]["at_least"]["fraction"] == "1/1"
    assert rows[7]["p"] == pytest.approx(1 / 6)


def test_odds_of_4d6_keep_3_match_known_values():
    dist = enumerate_outcomes(parse("4d6kh3").roll, key=lambda r: r.total)
    assert dist[18] == Fraction(21, 1296)
    assert dist[3] == Fraction(1, 1296)


def test_odds_of_exploding_die_are_marked_inexact(muster):
    out = muster("roll", "d6!", "--odds", "--json").json
    rows = {r["value"]: r for r in out["distribution"]}
    assert out["exact"] is False
    assert rows[7]["p"] == pytest.approx(1 / 36)
    assert rows[7]["fraction"] is None


def test_seed_repeats_the_roll(muster):
    a = muster("roll", "10d6", "--seed", "99", "--json").json
    b = muster("roll", "10d6", "--seed", "99", "--json").json
    assert a["dice"] == b["dice"] and len(a["dice"]) == 10


def test_times_summarises(muster):
    out = muster("roll", "d6", "--times", "200", "--seed", "3", "--json").json
    assert out["times"] == 200
    assert sum(o["count"] for o in out["outcomes"]) == 200
    assert {o["value"] for o in out["outcomes"]} <= set(range(1, 7))
    assert 1 <= out["mean"] <= 6


def test_terminal_view_shows_every_die(muster):
    run = muster("roll", "4d6kh3", "--dice", "2,5,5,1")
    assert run.code == 0
    assert "2 5 5 (1)" in run.out and "= 12" in run.out
    assert "\x1b[" not in run.out  # no colour into a pipe


def test_fate_dice_are_minus_one_zero_plus_one():
    assert _odds("4dF") == _brute((-1, -1, 0, 0, 1, 1), 4, sum)
    assert parse("4dF").roll(EnteredSource(["-1", "0", "1", "1"])).total == 1


def test_d66_reads_tens_and_units():
    odds = _odds("d66")
    assert set(odds) == {10 * t + u for t in D6 for u in D6}
    assert all(p == Fraction(1, 36) for p in odds.values())
    assert parse("d66").roll(EnteredSource(["35"])).total == 35


def test_listed_faces():
    assert _odds("2d{0,0,1,1,2,3}") == _brute((0, 0, 1, 1, 2, 3), 2, sum)
    assert _odds("3d{-2,5,5}kh2") == _brute((-2, 5, 5), 3, lambda r: sum(sorted(r)[1:]))


def _reroll_brute(n: int, bad: set[int], once: bool) -> dict:
    """n d6 re-rolled on ``bad`` (once, or until good, as a brute force over the dice the
    notation would ask for, the unbounded case as its limit: a uniform good face)."""
    if once:
        one: dict = {}
        for a, b in itertools.product(D6, repeat=2):
            v = b if a in bad else a
            one[v] = one.get(v, 0) + Fraction(1, 36)
    else:
        good = [f for f in D6 if f not in bad]
        one = {f: Fraction(1, len(good)) for f in good}
    out: dict = {0: Fraction(1)}
    for _ in range(n):
        step: dict = {}
        for a, p in out.items():
            for b, q in one.items():
                step[a + b] = step.get(a + b, 0) + p * q
        out = step
    return out


def test_rerolls_until_good_and_once():
    assert _odds("4d6r1") == _reroll_brute(4, {1}, once=False)
    assert _odds("d6ro1") == _reroll_brute(1, {1}, once=True)
    assert _odds("3d6ro<3") == _reroll_brute(3, {1, 2}, once=True)
    assert _odds("2d6r1r2") == _reroll_brute(2, {1, 2}, once=False)


def test_rerolls_read_entered_dice_in_order(muster):
    out = muster("roll", "4d6r1", "--dice", "1,1,3,4,5,3", "--json").json
    assert out["total"] == 15
    assert out["groups"][0]["rerolled"] == [[1, 1], [], [], []]
    assert muster("roll", "d6ro1", "--dice", "1,1", "--json").json["total"] == 1


def test_products_division_and_parentheses():
    assert _odds("(1d6+1)*2") == {2 * (f + 1): Fraction(1, 6) for f in D6}
    assert _odds("3d6/2") == _brute(D6, 3, lambda r: sum(r) // 2)
    assert _odds("-1d6/4") == {0: Fraction(1, 2), -1: Fraction(1, 2)}  # toward zero
    assert _odds("1d6*1d6") == _brute(D6, 2, lambda r: r[0] * r[1])
    roll = parse("(2d6+1)*3-1").roll(EnteredSource(["3", "4"]))
    assert roll.total == (3 + 4 + 1) * 3 - 1


def test_a_total_against_a_number_is_yes_or_no(muster):
    assert _odds("(2d6+1)>=8") == {True: Fraction(7, 12), False: Fraction(5, 12)}
    out = muster("roll", "(2d6)>=8", "--dice", "4,5", "--json").json
    assert out["compare"] == {"op": ">=", "against": 8, "success": True}
    odds = muster("roll", "(3d6)<=10", "--odds", "--json").json
    assert odds["success"]["fraction"] == "1/2"


def test_a_yes_or_no_chance_shows_a_long_fraction_in_short(muster):
    """(300d6)=1000: the exact chance is a 461-character fraction; the line leaves it out, as
    every view does (never all of it, nor an approximation of the chance beside it), --json
    keeps it exact."""
    lines = muster("roll", "(300d6)=1000", "--odds").out.splitlines()
    assert lines[1] == "chance of success: 0.32 %"
    czech = muster("--lang", "cs", "roll", "(300d6)=1000", "--odds").out.splitlines()
    assert czech[1] == "šance na úspěch: 0,32\u00a0%"
    text = muster("roll", "(300d6)=1000", "--odds", "--json").json["success"]["fraction"]
    assert len(text) == 461 and 6**300 % Fraction(text).denominator == 0
    assert muster("roll", "(2d6)=7", "--odds").out.splitlines()[1] \
        == "chance of success: 16.67 % (1/6)"


def test_compounding_and_thresholds_roll_the_chains(muster):
    assert muster("roll", "d6!!", "--dice", "6,6,2", "--json").json["groups"][0]["dice"] == [14]
    assert muster("roll", "d6!>=5", "--dice", "5,6,1", "--json").json["total"] == 12
    assert muster("roll", "3d6>=5!!", "--dice", "6,1,2,4", "--json").json["total"] == 1
    assert muster("roll", "3d6>=5!", "--dice", "6,5,2,4", "--json").json["total"] == 2


def _chains(hot: set[int], depth: int):
    """Every chain of a d6 exploding on ``hot``, up to depth throws, with its chance."""
    for k in range(depth):
        for throws in itertools.product(sorted(hot), repeat=k):
            for last in (f for f in D6 if f not in hot):
                yield (*throws, last), Fraction(1, 6 ** (k + 1))


def test_explosion_thresholds_weigh_every_chain():
    dist = distribution(parse("d6!>=5"))
    brute: dict = {}
    for chain, p in _chains({5, 6}, 6):
        brute[sum(chain)] = brute.get(sum(chain), 0) + p
    for value in range(1, 30):  # a total under 30 comes from at most 6 throws (5 each or more)
        assert dist[value] == brute.get(value, 0)
    assert not dist.exact and dist.truncated < Fraction(1, 2**60)


def test_d6_explode_over_five_is_the_documented_change():
    """`d6!>5` explodes on a 6 (> 5) and counts nothing: the total of `d6!`."""
    a, b = distribution(parse("d6!>5")), distribution(parse("d6!"))
    assert a.weights == b.weights and a.denom == b.denom


# ------------------------------------------------------------------ the roll's record


def _entered(text: str, *dice: int) -> NotationRoll:
    return api.roll(ExpressionSpec(text), dice=dice)


def test_a_roll_is_a_frozen_record_of_what_was_rolled():
    roll = _entered("4d6kh3+1", 2, 5, 5, 1)
    assert (roll.expression, roll.total, roll.constant, roll.simple) == ("4d6kh3+1", 13, 1, True)
    (group,) = roll.groups
    assert (group.notation, group.sign, group.dice, group.kept, group.value) == \
        ("4d6kh3", 1, (2, 5, 5, 1), (True, True, True, False), 12)
    # neither exploding, re-rolling nor counting: nothing of those kept
    assert (group.exploded, group.rerolled, group.successes) == (None, None, None)
    assert (roll.seed, roll.compare, roll.success, roll.outcome) == (None, None, None, 13)
    with pytest.raises(FrozenInstanceError):
        roll.total = 3
    with pytest.raises(FrozenInstanceError):
        group.value = 3


def test_a_seeded_roll_carries_its_seed_and_rolls_the_same_dice_again():
    first, again = (api.roll(ExpressionSpec("3d6"), seed=11) for _ in range(2))
    assert first == again and first.seed == 11
    assert first.total == sum(first.groups[0].dice) and len(first.groups[0].dice) == 3
    assert first.to_json()["seed"] == 11


def test_the_json_of_entered_dice_is_the_record_field_by_field_in_order():
    out = _entered("2d6+1d3-2", 3, 5, 2).to_json()
    assert out == {
        "expression": "2d6+1d3-2", "total": 8, "dice": [3, 5, 2],
        "groups": [
            {"notation": "2d6", "sign": 1, "dice": [3, 5], "kept": [True, True], "value": 8},
            {"notation": "1d3", "sign": 1, "dice": [2], "kept": [True], "value": 2}],
        "constant": -2, "seed": None}
    assert list(out) == ["expression", "total", "dice", "groups", "constant", "seed"]
    assert list(out["groups"][0]) == ["notation", "sign", "dice", "kept", "value"]


def test_the_json_keeps_explosions_re_rolls_successes_and_a_comparison():
    # d6! on 6, 6, 2: two explosions; 4d6r1>=4: the 1s thrown again, 4 and 5 succeed
    assert _entered("d6!-1d4", 6, 6, 2, 3).to_json()["groups"] == [
        {"notation": "d6!", "sign": 1, "dice": [6, 6, 2], "kept": [True, True, True],
         "value": 14, "exploded": [True, True, False]},
        {"notation": "1d4", "sign": -1, "dice": [3], "kept": [True], "value": 3}]
    counted = _entered("4d6r1>=4", 1, 1, 3, 4, 5, 3)
    assert counted.to_json()["groups"] == [
        {"notation": "4d6r1>=4", "sign": 1, "dice": [3, 4, 5, 3],
         "kept": [True, True, True, True], "value": 2, "rerolled": [[1, 1], [], [], []],
         "successes": 2}]
    assert counted.groups[0].rerolled == ((1, 1), (), (), ())
    against = _entered("(2d6)>=8", 4, 5)
    assert against.compare == Comparison(">=", 8, True)
    assert (against.success, against.outcome) == (True, True)
    out = against.to_json()
    assert list(out)[-2:] == ["seed", "compare"]
    assert out["compare"] == {"op": ">=", "against": 8, "success": True}
    assert _entered("(2d6)>=8", 1, 2).to_json()["compare"]["success"] is False


def test_a_mixed_pool_is_one_group_of_every_die():
    roll = _entered("{2d6+1d8}kh2", 3, 5, 7)
    assert roll.to_json()["groups"] == [
        {"notation": "{2d6+1d8}kh2", "sign": 1, "dice": [3, 5, 7],
         "kept": [False, True, True], "value": 12}]
