"""`muster roll void`: the d20 roll-under test, Luck and Bad luck, rerolls, the control roll."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json
from muster.engine.odds import enumerate_outcomes
from muster.errors import FieldError
from muster.games.void.roll_under import RollUnderSpec, d20_key, d20_test

# ------------------------------------------------------------------ the plain test (L17)


@pytest.mark.parametrize("die,ok", [(8, True), (10, True), (11, False), (19, False)])
def test_roll_under_succeeds_on_the_target_or_less(muster, die, ok):
    # digest example (line 45): RC 10 needs a roll of 10 or less
    out = ok_json(muster, "roll", "void", "--target", "10", "--dice", str(die))
    assert out["roll"] == die and out["success"] is ok
    assert out["luck"] is False and out["bad_luck"] is False


def test_modifiers_move_the_target(muster):
    # shooting example 2 (line 35): RC 10 with a -2 range penalty, a 9 misses
    out = ok_json(muster, "roll", "void", "--target", "10", "--mod", "-2", "--dice", "9")
    assert out["effective_target"] == 8 and out["success"] is False
    assert ok_json(muster, "roll", "void", "--target", "10", "--mod", "-2", "--mod", "1", "--dice",
                   "9")["success"]


def test_luck_always_succeeds_even_below_one(muster):
    # RULINGS 24: a natural 1 succeeds although the target is pushed below 1
    out = ok_json(muster, "roll", "void", "--target", "3", "--mod", "-5", "--dice", "1")
    assert out["effective_target"] == -2
    assert out["success"] is True and out["luck"] is True and out["bad_luck"] is False
    assert ok_json(muster, "roll", "void", "--target", "3", "--mod", "-5", "--dice",
                   "2")["success"] is False


def test_bad_luck_always_fails_even_above_twenty(muster):
    out = ok_json(muster, "roll", "void", "--target", "19", "--mod", "+4", "--dice", "20")
    assert out["success"] is False and out["bad_luck"] is True
    assert ok_json(muster, "roll", "void", "--target", "19", "--mod", "4", "--dice",
                   "19")["success"] is True


def test_human_view_names_luck_in_czech(muster):
    run = muster("roll", "void", "--target", "10", "--dice", "1")
    assert "Luck" in run.out and "Štěstí" in run.out and "SUCCESS" in run.out
    run = muster("roll", "void", "--target", "10", "--dice", "20")
    assert "Smůla" in run.out and "FAILURE" in run.out


# ------------------------------------------------------------------ rerolls (L17)


def test_corrective_roll_rerolls_a_failure_and_the_second_stands(muster):
    out = ok_json(muster, "roll", "void", "--target", "10", "--corrective", "--dice", "14,6")
    assert out["rolls"] == [14, 6] and out["roll"] == 6 and out["success"] is True
    out = ok_json(muster, "roll", "void", "--target", "10", "--corrective", "--dice", "14,20")
    assert out["success"] is False and out["bad_luck"] is True


def test_corrective_roll_is_not_used_after_a_success(muster):
    out = ok_json(muster, "roll", "void", "--target", "10", "--corrective", "--dice", "4")
    assert out["rolls"] == [4] and out["rerolled"] is False and out["success"]
    # a second die would be left over
    assert_one_line_error(muster("roll", "void", "--target", "10", "--corrective",
                                 "--dice", "4,5"), "too many dice")


def test_spoiling_roll_rerolls_a_success_and_the_second_stands(muster):
    out = ok_json(muster, "roll", "void", "--target", "10", "--spoiling", "--dice", "3,15")
    assert out["rolls"] == [3, 15] and out["success"] is False
    # even Luck on the first roll is rerolled: it was a success
    out = ok_json(muster, "roll", "void", "--target", "10", "--spoiling", "--dice", "1,7")
    assert out["roll"] == 7 and out["luck"] is False and out["success"] is True
    out = ok_json(muster, "roll", "void", "--target", "10", "--spoiling", "--dice", "12")
    assert out["rolls"] == [12] and out["success"] is False


# ------------------------------------------------------------------ control roll


def test_control_roll_flags_luck_only(muster):
    out = ok_json(muster, "roll", "void", "--control", "--dice", "1")
    assert out["control"] is True and out["luck"] is True and out["success"] is True
    out = ok_json(muster, "roll", "void", "--control", "--dice", "20")
    assert out["bad_luck"] is True and out["success"] is False
    out = ok_json(muster, "roll", "void", "--control", "--dice", "17")
    assert out["luck"] is False and out["bad_luck"] is False and out["success"] is True
    assert out["target"] is None


# ------------------------------------------------------------------ odds


def odds(muster, *args):
    out = ok_json(muster, "roll", "void", *args, "--odds")
    assert out["exact"] is True
    return {k: Fraction(out[k]["fraction"]) for k in ("success", "luck", "bad_luck")}


def test_odds_of_a_plain_test(muster):
    # target 10: faces 1-10 succeed -> 10/20; Luck and Bad luck 1/20 each
    assert odds(muster, "--target", "10") == {"success": Fraction(1, 2), "luck": Fraction(1, 20),
                                              "bad_luck": Fraction(1, 20)}
    # target 0 or below: only the natural 1 succeeds -> 1/20
    assert odds(muster, "--target", "2", "--mod", "-5")["success"] == Fraction(1, 20)
    # target 19 + 3: everything but the natural 20 -> 19/20
    assert odds(muster, "--target", "19", "--mod", "3")["success"] == Fraction(19, 20)


def test_odds_with_a_corrective_roll(muster):
    # success = 1 - P(fail twice) = 1 - (10/20)^2 = 3/4
    # luck on the standing die = 1/20 (first) + 10/20 * 1/20 (fail, then 1) = 3/40
    # bad luck = the first fails and the second is 20: 10/20 * 1/20 = 1/40
    got = odds(muster, "--target", "10", "--corrective")
    assert got == {"success": Fraction(3, 4), "luck": Fraction(3, 40),
                   "bad_luck": Fraction(1, 40)}


def test_odds_with_a_spoiling_roll(muster):
    # target 8: success = P(succeed twice) = (8/20)^2 = 4/25
    # bad luck = 1/20 (first) + 8/20 * 1/20 = 28/400 = 7/100
    got = odds(muster, "--target", "8", "--spoiling")
    assert got["success"] == Fraction(4, 25)
    assert got["bad_luck"] == Fraction(7, 100)
    assert got["luck"] == Fraction(8, 20) * Fraction(1, 20)


def test_odds_of_a_control_roll(muster):
    got = odds(muster, "--control")
    assert got == {"success": Fraction(19, 20), "luck": Fraction(1, 20),
                   "bad_luck": Fraction(1, 20)}


def test_exact_driver_matches_the_procedure_directly():
    dist = enumerate_outcomes(lambda s: d20_test(s, RollUnderSpec(12, (-3,))), key=d20_key)
    assert dist.p(lambda k: k[0]) == Fraction(9, 20)  # faces 1-9


# ------------------------------------------------------------------ seeds, times


def test_seed_repeats_the_roll(muster):
    a = ok_json(muster, "roll", "void", "--target", "10", "--corrective", "--seed", "42")
    b = ok_json(muster, "roll", "void", "--target", "10", "--corrective", "--seed", "42")
    assert a == b and a["seed"] == 42
    assert 1 <= a["roll"] <= 20


def test_times_summarises_outcomes(muster):
    run = muster("roll", "void", "--target", "10", "--times", "50", "--seed", "1", "--json")
    out = run.json
    assert out["times"] == 50 and sum(o["count"] for o in out["outcomes"]) == 50
    for r in out["rolls"]:
        assert r["success"] == (r["roll"] == 1 or (r["roll"] != 20 and r["roll"] <= 10))
    text = muster("roll", "void", "--target", "10", "--times", "50", "--seed", "1").out
    assert "success" in text and "failure" in text


def test_limits_apply_to_the_effective_target(muster):
    # 25 - 8 = 17 is an ordinary target; above 19 only a natural 20 fails
    out = muster("roll", "void", "--target", "25", "--mod", "-8", "--odds", "--json").json
    assert out["success"]["fraction"] == "17/20"
    out = muster("roll", "void", "--target", "25", "--odds", "--json").json
    assert out["success"]["fraction"] == "19/20"
    run = muster("roll", "void", "--target", "25", "--dice", "20")
    assert run.code == 0 and "FAILURE" in run.out


# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize("args,needle", [
    ((), "--target"),
    (("--target", "-1"), "0 or more"),
    (("--target", "10", "--corrective", "--spoiling"), "cannot be combined"),
    # a control roll has no target and no modifiers: they are not its options
    (("--control", "--target", "10"), "no such option: --target"),
    (("--control", "--mod", "2"), "no such option: --mod"),
    (("control", "--corrective"), "no such option: --corrective"),
    (("--target", "10", "--dice", "21"), "d20"),
    (("--target", "10", "--dice", "x"), "not a number"),
    (("--target", "10", "--dice", "3,4"), "too many dice"),
    (("--target", "10", "--corrective", "--dice", "15"), "too few dice"),
    (("--target", "10", "--odds", "--dice", "3"), "--odds"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("roll", "void", *args), needle)


def test_the_spec_refuses_a_control_roll_with_a_test_s_fields_naming_them():
    # a library caller builds the spec without the command's options: the refusal names
    # the spec's fields (L17: a control roll is affected by no penalty or bonus)
    for fields in (dict(target=10), dict(mods=(2,)), dict(corrective=True),
                   dict(spoiling=True)):
        with pytest.raises(FieldError) as err:
            RollUnderSpec(control=True, **fields)
        assert err.value.field == "control"
        assert str(err.value) == ("a control roll (control) takes no target, mods, corrective "
                                  "or spoiling: only Luck and Bad luck count")
        assert "--" not in str(err.value)


def test_help_has_examples(muster):
    run = muster("roll", "void", "--help")
    assert run.code == 0
    assert "muster roll void --target 10" in run.out and "--corrective" in run.out


@pytest.mark.parametrize("kwargs", [dict(corrective=True), dict(spoiling=True), {},
                                    dict(control=True)])
def test_random_entered_and_exact_drivers_agree(kwargs):
    from muster.engine.dice import EnteredSource, RandomSource

    target = None if kwargs.get("control") else 9

    def proc(src):
        return d20_test(src, RollUnderSpec(target, (), **kwargs))

    dist = enumerate_outcomes(proc, key=d20_key)
    assert sum(dist.probs.values()) == 1
    for seed in range(100):
        rolled = proc(RandomSource(seed))
        assert dist[d20_key(rolled)] > 0
        src = EnteredSource([str(d) for d in rolled.rolls])
        assert proc(src).to_json() == rolled.to_json()
        src.finish()


def test_a_target_below_the_least_is_a_range_error():
    from helpers import assert_range_refused
    from muster.games.void.roll_under import RollUnderSpec

    said = assert_range_refused(lambda: RollUnderSpec(-1), "target", -1, 0, None)
    assert said == ("target -1 is impossible: the attribute or Armor to roll under is 0 or more "
                    "(a penalty goes in mods)")
