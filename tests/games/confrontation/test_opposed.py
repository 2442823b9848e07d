"""Confrontation opposed roll-offs, group tests and the Fanaticism re-test.

Opposed rolls: seed 000 L422-425 (deployment roll), L460-464 (tactical roll), L841-845 (melee
initiative), read by RULINGS 4. Group tests: L672-678, L846-850. Fanaticism: L1149-1154.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.engine.dice import EnteredSource, RandomSource
from muster.engine.die import MAX_CHAIN
from muster.engine.exact import distribution, weighed
from muster.engine.rule import rule_for
from muster.errors import FieldError
from muster.games.confrontation.characteristic import (
    CharacteristicSpec,
    characteristic,
    outcome_key,
)
from muster.games.confrontation.opposed import OpposedSpec, opposed

# ------------------------------------------------------------------------ opposed rolls


def per_round(spec: OpposedSpec):
    """The exact chances of one round (first, second, tie): what the rule weighs beside the
    whole roll for its odds view."""
    rule = rule_for(spec)
    assert rule is not None
    return weighed(rule, spec)["per_round"]


def test_equal_totals_are_rolled_again(muster):
    # DIS 4 against DIS 4: 3 and 3 tie (7 = 7), roll again; 6 + 2 = 12 beats a natural 1.
    out = ok_json(muster, "roll", "conf", "-v", "4", "--versus", "4", "--dice", "3,3,6,2,1")
    assert out["winner"] == "first"
    assert [r["tie"] for r in out["rounds"]] == [True, False]
    assert out["rounds"][0]["first"]["total"] == out["rounds"][0]["second"]["total"] == 7
    assert out["rounds"][1]["first"]["dice"] == [6, 2]
    assert out["rounds"][1]["second"]["automatic_failure"] is True


def test_two_automatic_failures_tie(muster):
    # RULINGS 4: two failures are rolled again, then 4 + 4 = 8 beats 3 + 4 = 7.
    out = ok_json(muster, "roll", "conf", "-v", "4", "--versus", "4", "--dice", "1,1,4,3")
    assert len(out["rounds"]) == 2 and out["rounds"][0]["tie"] is True
    assert out["winner"] == "first"


def test_automatic_failure_ranks_below_every_total(muster):
    # INI 10 rolls a 1: it loses to INI 0 rolling a 2, whose total is only 2.
    out = ok_json(muster, "roll", "conf", "-v", "10", "--versus", "0", "--dice", "1,2")
    assert out["winner"] == "second" and len(out["rounds"]) == 1


def test_the_higher_total_wins_and_sixes_roll_on(muster):
    # d6 + 2 against d6 + 5: 6 + 3 = 9, + 2 = 11 beats 5 + 5 = 10.
    out = ok_json(muster, "roll", "conf", "-v", "2", "--versus", "5", "--dice", "6,3,5")
    assert out["winner"] == "first" and out["rounds"][0]["first"]["total"] == 11
    assert out["rounds"][0]["second"]["total"] == 10


def test_equal_values_win_half_the_time(muster):
    out = ok_json(muster, "roll", "conf", "-v", "4", "--versus", "4", "--odds")
    assert out["first_wins"]["p"] == pytest.approx(0.5, abs=1e-12)
    assert out["second_wins"]["p"] == pytest.approx(0.5, abs=1e-12)


def _rolloff_by_hand(value: int, penalty: int = 0, limit: int = 20) -> dict:
    """Every die sequence of one roll-off, enumerated here, not by muster: k sixes, then a
    face; a 1 anywhere fails (L379-383); with a penalty, a die part (sum - penalty) of 1 or
    less fails too (L1572-1573). Sequences past ``limit`` dice (6^-20) are left out."""
    out: dict = {}
    for k in range(limit):
        for face in range(1, 6):
            chance = Fraction(1, 6) ** (k + 1)
            part = 6 * k + face - penalty
            key = "fail" if face == 1 or (penalty and part <= 1) else part + value
            out[key] = out.get(key, 0) + chance
    return out


def _opposed_by_hand(first: dict, second: dict, rounds: int = 40) -> tuple[float, float]:
    """The opposed roll played round after round over both sides' dice: a higher total
    wins, a failure ranks below every total, equal results (two failures too) are rolled
    again (RULINGS 4). Returns P(the first side has won within ``rounds`` rounds) and
    P(still tied after them)."""
    def rank(key):
        return float("-inf") if key == "fail" else key

    win = tie = 0.0
    for a, pa in first.items():
        for b, pb in second.items():
            if rank(a) > rank(b):
                win += float(pa * pb)
            elif rank(a) == rank(b):
                tie += float(pa * pb)
    won, tied = 0.0, 1.0
    for _ in range(rounds):
        won += tied * win
        tied *= tie
    return won, tied


@pytest.mark.parametrize("args, first, second", [
    (["-v", "4", "--versus", "3"], (4, 0), (3, 0)),
    (["-v", "3", "--group", "2", "--versus", "4", "--versus-penalty", "light"], (4, 0), (4, 1)),
    (["-v", "2", "--penalty", "critical", "--versus", "0"], (2, 3), (0, 0)),
])
def test_opposed_odds_match_a_brute_force_over_the_dice(muster, args, first, second):
    won, tied = _opposed_by_hand(_rolloff_by_hand(*first), _rolloff_by_hand(*second))
    out = ok_json(muster, "roll", "conf", *args, "--odds")
    assert won - 1e-12 <= out["first_wins"]["p"] <= won + tied + 1e-12
    assert out["first_wins"]["p"] == pytest.approx(won, abs=1e-9)
    assert out["second_wins"]["p"] == pytest.approx(1 - won, abs=1e-9)


def _rolloff_exact(value: int, penalty: int = 0) -> tuple[dict, int]:
    """One roll-off to the fraction, by hand: k sixes then a face, up to the chain limit of
    MAX_CHAIN dice (a chain still rolling on then is cut off: the second value). Counted in
    ways out of 6 ** MAX_CHAIN (a chain of k + 1 dice, 6 ** (MAX_CHAIN - k - 1) ways)."""
    out: dict = {}
    for k in range(MAX_CHAIN):
        for face in range(1, 6):
            part = 6 * k + face - penalty
            key = "fail" if face == 1 or (penalty and part <= 1) else part + value
            out[key] = out.get(key, 0) + 6 ** (MAX_CHAIN - k - 1)
    return out, 1


@pytest.mark.parametrize("first, second", [((4, 0), (3, 0)), ((2, 3), (0, 0)),
                                           ((0, 1), (5, 2))])
def test_opposed_odds_are_the_brute_force_to_the_fraction(first, second):
    """The engine derives the opposed roll's odds from its plain procedure (two independent
    roll-offs, ties rolled again): to the fraction, a side wins with P(it wins a round) /
    P(a round is decided or cut off at the chain limit), and one round's chances are the
    products of the two sides' chances."""
    (a, ta), (b, tb) = _rolloff_exact(*first), _rolloff_exact(*second)

    def rank(key):
        return -1 if key == "fail" else key

    # every pair of the two sides' results, in ways out of 6 ** (2 * MAX_CHAIN)
    whole = 6 ** (2 * MAX_CHAIN)
    wins = Fraction(sum(pa * pb for x, pa in a.items() for y, pb in b.items()
                        if rank(x) > rank(y)), whole)
    ties = Fraction(sum(pa * pb for x, pa in a.items() for y, pb in b.items()
                        if rank(x) == rank(y)), whole)
    one = 6 ** MAX_CHAIN
    cut = 1 - (1 - Fraction(ta, one)) * (1 - Fraction(tb, one))
    losses = 1 - cut - wins - ties
    wound = {0: (), 1: ("light",), 2: ("serious",), 3: ("critical",)}
    spec = OpposedSpec(CharacteristicSpec(first[0], penalties=wound[first[1]]),
                       CharacteristicSpec(second[0], penalties=wound[second[1]]))
    dist = distribution(rule_for(spec), spec)
    assert dist["first"] == wins / (wins + losses + cut)
    assert dist["second"] == losses / (wins + losses + cut)
    assert dist.truncated == cut / (wins + losses + cut)
    one = per_round(spec)
    assert (one["first"], one["second"], one["tie"]) == (wins, losses, ties)


def test_one_point_ahead_ties_on_paper(muster):
    # DIS 4 against DIS 3: a tie is 2-3, 3-4 or 4-5 on the first dice (3/36), both failing
    # (1/25), or a tie after sixes (6+a against 6+a+1, each 1/36^2...): a little over 12.3 %
    out = ok_json(muster, "roll", "conf", "-v", "4", "--versus", "3", "--odds")
    assert 3 / 36 + 1 / 25 < out["per_round"]["tie"]["p"] < 3 / 36 + 1 / 25 + 0.01


def test_opposed_penalties_and_groups_reach_each_side(muster):
    # A critically wounded INI 5 (-3 on the die) rolls 3: 3 - 3 = 0, a modified failure;
    # the other side, a group of 2 at INI 1, rolls 2: 2 + 1 + 1 = 4 and wins.
    out = ok_json(muster, "roll", "conf", "-v", "5", "--penalty", "critical", "--versus", "1",
               "--versus-group", "2", "--dice", "3,2")
    first, second = out["rounds"][0]["first"], out["rounds"][0]["second"]
    assert first["automatic_failure"] is True
    assert second["group_bonus"] == 1 and second["total"] == 4
    assert out["winner"] == "second"


def test_opposed_drivers_agree():
    # the random and the entered driver give the same rounds (the exact form is checked
    # against the brute force above)
    spec = OpposedSpec(CharacteristicSpec(3, group=2), CharacteristicSpec(4, penalties=("light",)))
    for seed in range(30):
        faces: list[str] = []

        class Recording(RandomSource):
            def face(self, die, faces=faces):
                value = super().face(die)
                faces.append(str(value))
                return value

        rolled = opposed(Recording(seed), spec)
        src = EnteredSource(faces)
        assert opposed(src, spec).to_json() == rolled.to_json()
        src.finish()


@pytest.mark.parametrize("args, needle", [
    (["-v", "3", "-D", "4", "--versus", "2"], "no such option: -D"),
    (["-v", "3", "--versus-group", "2"], "--versus"),
    (["-v", "3", "--group", "0"], "--group / -g must be between 1 and 100, not 0"),
    (["-v", "3", "--versus", "3", "--ability", "hardened", "--odds"], "--times"),
])
def test_opposed_refusals(muster, args, needle):
    assert_one_line_error(muster("roll", "conf", *args), needle)


def test_an_opposed_roll_has_no_difficulty():
    with pytest.raises(FieldError) as err:
        OpposedSpec(CharacteristicSpec(3, 4), CharacteristicSpec(2))
    assert err.value.field == "difficulty" and "no difficulty" in str(err.value)


# -------------------------------------------------------------------------- group tests


def test_group_charging_a_fear_causer(muster):
    # L672-675: three figures, best COU 2, test once at 2 + 2 = 4 against FEAR 6 (> 6):
    # a 3 gives 7 > 6, passes; a 2 gives 6, fails.
    charge = ("roll", "conf", "-v", "2", "-D", "6", "--over", "--charging", "--group", "3")
    ok = ok_json(muster, *charge, "--dice", "3")
    assert ok["success"] is True and ok["total"] == 7 and ok["group_bonus"] == 2
    bad = ok_json(muster, *charge, "--dice", "2")
    assert bad["success"] is False and bad["total"] == 6


def test_a_courage_test_s_group_is_a_charge():
    # L672-675: the Courage test a group makes together is a group charging a fear-causer;
    # several fear-causers charging one figure raise the FEAR instead (L676-678, RULINGS)
    from muster.games.confrontation.courage import ActivatedCourageSpec, ChargingCourageSpec

    assert ChargingCourageSpec(2, 6, over=True, group=3).group == 3
    assert CharacteristicSpec(2, 6, group=3).group == 3  # any other test the player names
    for made in (lambda: CharacteristicSpec(2, 6, over=True, group=3),
                 lambda: ActivatedCourageSpec(2, 6, over=True, group=2)):
        with pytest.raises(FieldError, match="L672-675") as err:
            made()
        assert err.value.field == "group" and "ChargingCourageSpec" in str(err.value)


def test_group_odds(muster):
    # d6 + 3 + 2 >= 9 needs a 4 or better: 1/2.
    out = ok_json(muster, "roll", "conf", "-v", "3", "-D", "9", "--group", "3", "--odds")
    assert out["success"]["fraction"] == "1/2"


# ------------------------------------------------------------------------ Fanaticism


def test_fanatic_holds_on_the_discipline_retest(muster):
    # COU 4 against FEAR 7 fails on a 2 (6 is not > 7); DIS 5 at the same difficulty: 3 + 5 = 8 > 7.
    out = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5",
                  "--dice", "2,3")
    assert out["courage"]["success"] is False
    assert out["fanaticism"]["total"] == 8 and out["fanaticism"]["success"] is True
    assert out["outcome"] == "held by fanaticism" and out["flees"] is False


def test_fanatic_flees_when_both_fail(muster):
    # the same 2 on the Discipline re-test: 7 is not > 7: it flees.
    out = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5",
                  "--dice", "2,2")
    assert out["outcome"] == "flees" and out["flees"] is True


def test_passed_courage_needs_no_retest(muster):
    out = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5",
                  "--dice", "5")
    assert out["outcome"] == "courage passed" and out["fanaticism"] is None


def test_the_retest_is_a_discipline_roll_where_a_five_rolls_on(muster):
    # L1149-1151: COU 1 against FEAR 9 fails on a 3; DIS 3 rolls a 5 (8, not > 9), which
    # rolls on like a 6: 5 + 2 = 7, + 3 = 10 > 9.
    out = ok_json(muster, "roll", "conf", "-v", "1", "-D", "9", "--over", "--fanatic", "3",
                  "--dice", "3,5,2")
    assert out["fanaticism"]["dice"] == [5, 2] and out["fanaticism"]["total"] == 10
    assert out["outcome"] == "held by fanaticism"


def test_fanatic_odds(muster):
    # Courage needs 4+ (1/2); then Discipline 5 needs 3+ (2/3) -> holds 1/2 x 2/3 = 1/3;
    # flees 1/2 x 1/3 = 1/6.
    out = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5",
                  "--odds")
    got = {o["outcome"]: o["fraction"] for o in out["outcomes"]}
    assert got == {"courage passed": "1/2", "held by fanaticism": "1/3", "flees": "1/6"}
    assert out["flees"]["fraction"] == "1/6"


def test_fanatic_drivers_agree():
    spec = CharacteristicSpec(2, 8, over=True, fanatic=3)
    dist = assert_drivers_agree(lambda src: characteristic(src, spec), outcome_key, range(20))
    # by hand: Courage 2 > FEAR 8 needs a 6, then 2-6 (5/36); the Discipline 3 re-test, a 5
    # rolling on, passes on a 6, or a 5 then 2-6 (11/36)
    assert dist["courage passed"] == Fraction(5, 36)
    assert dist["held by fanaticism"] == Fraction(31, 36) * Fraction(11, 36)
    assert dist["flees"] == Fraction(31, 36) * Fraction(25, 36)


def test_fanatic_is_an_option_of_the_courage_test_alone(muster):
    # the opposed roll takes no --fanatic: the refusal names the Courage test, whose it is
    assert_one_line_error(muster("roll", "conf", "-v", "3", "--versus", "4", "--fanatic", "4"),
                          "no such option: --fanatic; it is an option of 'muster roll conf "
                          "courage'", "muster roll conf opposed --help")


def test_entered_dice_of_an_opposed_roll_follow_the_documented_order(muster):
    # the first side's chain (6 rolls on: 6 + 3 + 3 = 12), then the other's (2 + 5 = 7);
    # then a tie (4 + 3 against 2 + 5) re-rolled: 5 + 3 = 8 against 1 (fails)
    run = muster("roll", "confrontation", "-v", "3", "--versus", "5", "--dice", "6,3,2",
                 "--json")
    assert run.code == 0, run.err
    assert run.json["winner"] == "first"
    assert run.json["rounds"][0]["first"]["dice"] == [6, 3]
    assert run.json["rounds"][0]["second"]["dice"] == [2]
    run = muster("roll", "confrontation", "-v", "3", "--versus", "5", "--dice", "4,2,5,1",
                 "--json")
    assert run.code == 0, run.err
    assert len(run.json["rounds"]) == 2 and run.json["winner"] == "first"


def test_a_stray_versus_option_on_a_test_is_named(muster):
    # a difficulty makes it a test: the --versus-* option is the one refused, not -D
    run = muster("roll", "conf", "-v", "4", "-D", "6", "--versus-group", "1", "--dice", "5")
    assert_one_line_error(run, "no such option: --versus-group")
    alone = muster("roll", "conf", "-v", "4", "--versus-group", "2", "--dice", "5")
    assert_one_line_error(alone, "missing option '--versus'")


def test_the_odds_weigh_the_round_once(muster, monkeypatch):
    """`--odds` shows the whole roll and one round: the round's product of the two sides'
    roll-offs is weighed once (the one-round line reuses the roll's own computation)."""
    from muster import api
    from muster.games.confrontation import characteristic, opposed

    calls = [0]
    real = characteristic.single_test

    def counted(src, spec):
        calls[0] += 1
        return real(src, spec)

    monkeypatch.setattr(opposed, "single_test", counted)
    spec = opposed.OpposedSpec.values(4, 3)
    api.odds(spec)
    alone = calls[0]
    assert alone > 0
    calls[0] = 0
    body = ok_json(muster, "roll", "conf", "-v", "4", "--versus", "3", "--odds")
    assert calls[0] == alone  # the view's one-round line weighed nothing again
    rounds = body["per_round"]
    assert abs(body["first_wins"]["p"] - rounds["first"]["p"]
               / (rounds["first"]["p"] + rounds["second"]["p"])) < 1e-9


ROUNDS_WEIGHED = [
    OpposedSpec.values(4, 3),
    OpposedSpec(CharacteristicSpec(5, penalties=("critical",)), CharacteristicSpec(3, group=3)),
    OpposedSpec(CharacteristicSpec(2, no_auto_fail=True), CharacteristicSpec(2)),
]


@pytest.mark.parametrize("spec", ROUNDS_WEIGHED, ids=["4-3", "critical-group", "no-fail"])
def test_round_odds_are_the_walk_die_by_die(spec, die_by_die):
    # each roll-off's chain weighed whole, the round's verdict a comparison weighed by
    # sorting: the very fractions, in the same order, as die by die, pair by pair
    walked = per_round(spec)
    die_by_die.undo()
    now = per_round(spec)
    assert now.probs == walked.probs and list(now.probs) == list(walked.probs)
    assert now.truncated == walked.truncated


def test_both_sides_of_a_roll_off_roll_on_by_one_rule(monkeypatch):
    """A roll-off rolls on after every 6 whatever the total (RULINGS 2), so DIS 4 against
    DIS 3 asks one rule of their chains: the exact driver builds their whole chains once."""
    from muster.engine import odds
    from muster.engine.odds import enumerate_outcomes, one_computation

    built = []
    whole_chains = odds.whole_chains

    def counted(sides, again):
        built.append(again)
        return whole_chains(sides, again)

    monkeypatch.setattr(odds, "whole_chains", counted)
    spec = OpposedSpec(CharacteristicSpec(4), CharacteristicSpec(3))
    rule = rule_for(spec)
    assert rule is not None
    with one_computation():
        dist = enumerate_outcomes(rule.procedure(spec), rule.key)
    assert len(built) == 1
    assert sum(dist.probs.values()) + dist.truncated == 1
    assert dist.probs["first"] > Fraction(1, 2)  # one point ahead wins more often
