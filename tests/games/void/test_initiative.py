"""`muster deploy-shuffle void`: initiative of seed 003 L27 step by step (d20 + modifiers,
highest first; stunned fighters sit out; ties re-rolled among the tied; round 2 drops the
first-round modifiers), with exact odds worked out by hand."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, campaigns
from muster.commands.deploy_shuffle_void import _fighter, _pair
from muster.games.void import initiative as ini


def plan_of(fighters, expected, surprised, panic, fatigue, immobilised, stunned, round_no,
            agility=()):
    """The spec for the options as a command line gives them (NAME=MOD, NAME=LEVEL...)."""
    return ini.InitiativeSpec(tuple(_fighter(f) for f in fighters), tuple(expected),
                              tuple(surprised), tuple(panic),
                              tuple(_pair(f, "--fatigue") for f in fatigue),
                              tuple(immobilised), tuple(stunned), round_no,
                              tuple(_pair(a, "--agility") for a in agility))


def init(muster, *args):
    run = muster("deploy-shuffle", "void", *args, "--json")
    assert run.code == 0, run.err
    return run.json


def names(body):
    return [r["name"] for r in body["order"]]


def totals(body):
    return {r["name"]: r["total"] for r in body["order"]}


def test_highest_total_acts_first(muster):
    body = init(muster, "--fighter", "Kara=2", "--fighter", "Bandit", "--dice", "12,9")
    assert names(body) == ["Kara", "Bandit"]
    assert totals(body) == {"Kara": 14, "Bandit": 9}


def test_every_modifier_of_the_table(muster):
    # dice in fighter order: A 10 +5 expected = 15, B 10 -5 surprised = 5, C 10 -2 panic = 8,
    # D 10 -3 fatigue 3 = 7, E 10 -8 immobilised = 2
    body = init(muster, "-f", "A", "-f", "B", "-f", "C", "-f", "D", "-f", "E",
                "--expected", "A", "--surprised", "B", "--panic", "C", "--fatigue", "D=3",
                "--immobilised", "E", "--dice", "10,10,10,10,10")
    assert totals(body) == {"A": 15, "B": 5, "C": 8, "D": 7, "E": 2}
    assert names(body) == ["A", "C", "D", "B", "E"]
    d_mods = body["order"][2]["modifiers"]
    assert d_mods == [{"what": "fatigue 3", "value": -3}]


def test_modifiers_add_up_with_the_own_modifier(muster):
    body = init(muster, "-f", "Kara=3", "-f", "Rook", "--panic", "Kara", "--fatigue", "Kara=1",
                "--dice", "10,11")
    assert totals(body)["Kara"] == 10 + 3 - 2 - 1


def test_a_stunned_fighter_sits_out_and_rolls_no_die(muster):
    body = init(muster, "-f", "A", "-f", "B", "-f", "C", "--stunned", "B", "--dice", "5,6")
    assert names(body) == ["C", "A"]
    assert body["stunned"] == ["B"]
    run = muster("deploy-shuffle", "void", "-f", "A", "-f", "B", "--stunned", "B",
                 "--dice", "5")
    assert "B: stunned (unconscious) (Omráčení), does not take part" in run.out


def test_a_tie_is_rolled_again_between_the_tied_only(muster):
    # Kara 12 + 2 = 14 ties Bandit 14; Rook 3 is below and rolls no more.
    # Re-roll: Kara 3, Bandit 8 -> Bandit first
    body = init(muster, "-f", "Kara=2", "-f", "Bandit", "-f", "Rook", "--dice", "12,14,3,3,8")
    assert names(body) == ["Bandit", "Kara", "Rook"]
    assert body["tie_rolls"] == [{"among": ["Kara", "Bandit"], "dice": [3, 8]}]
    assert totals(body)["Kara"] == 14  # the re-roll only breaks the tie


def test_a_three_way_tie_splits_and_ties_again(muster):
    # all 10; re-roll 5, 5, 3 -> C last; A and B roll again: 7, 7 tie; then 2, 1: A first
    body = init(muster, "-f", "A", "-f", "B", "-f", "C", "--dice", "10,10,10,5,5,3,7,7,2,1")
    assert names(body) == ["A", "B", "C"]
    assert [r["among"] for r in body["tie_rolls"]] == [["A", "B", "C"], ["A", "B"], ["A", "B"]]


def test_two_tied_groups_higher_first(muster):
    # A, B at 15 and C, D at 4: the 15s re-roll first (1, 2 -> B), then the 4s (6, 5 -> C)
    body = init(muster, "-f", "A", "-f", "B", "-f", "C", "-f", "D",
                "--dice", "15,15,4,4,1,2,6,5")
    assert names(body) == ["B", "A", "C", "D"]


def test_agility_option_breaks_a_tie_without_a_roll(muster):
    # 14 and 14: Bandit's Agility 12 beats Kara's 9, no die is rolled for the tie
    body = init(muster, "-f", "Kara=2", "-f", "Bandit", "-f", "Rook", "--agility", "Kara=9",
                "--agility", "Bandit=12", "--agility", "Rook=10", "--dice", "12,14,3")
    assert names(body) == ["Bandit", "Kara", "Rook"] and body["tie_rolls"] == []
    assert body["order"][0]["agility"] == 12


def test_agility_option_equal_agility_still_rolls(muster):
    body = init(muster, "-f", "A", "-f", "B", "--agility", "A=10", "--agility", "B=10",
                "--dice", "7,7,2,5")
    assert names(body) == ["B", "A"] and len(body["tie_rolls"]) == 1


def test_an_agility_not_given_as_name_value_is_refused_naming_the_characteristic(muster):
    """The placeholder names the characteristic as the Czech rulebook does: 'Agility' (seed
    003 L9, 'Agility (A) určuje obratnost'), as every NAME=VALUE refusal is worded."""
    args = ("deploy-shuffle", "void", "-f", "A", "-f", "B", "--agility", "A")
    run = muster(*args)
    assert_one_line_error(run)
    assert run.err == ("muster: error: --agility takes NAME=AGILITY (e.g. --agility Kara=12), "
                       "not 'A'\n")
    run = muster("--lang", "cs", *args)
    assert run.err == ("muster: chyba: --agility se zadává jako JMÉNO=AGILITY (např. --agility "
                       "Kara=12), ne „A“\n")


def test_agility_option_odds(muster):
    # A wins every level pair on Agility: (190 + 20) / 400 = 21/40
    body = init(muster, "-f", "A", "-f", "B", "--agility", "A=12", "--agility", "B=9",
                "--odds")
    assert first(body, "A") == Fraction(21, 40)


def test_round_two_drops_the_expected_attack(muster):
    # round 1: Kara 8 + 5 = 13 beats Bandit 12; round 2: Kara 8 < 12, Bandit moves up
    body = init(muster, "-f", "Kara", "-f", "Bandit", "--expected", "Kara", "--round", "2",
                "--dice", "8,12")
    assert body["first_round_order"] == ["Kara", "Bandit"]
    assert names(body) == ["Bandit", "Kara"]
    assert totals(body) == {"Kara": 8, "Bandit": 12}


def test_round_two_level_totals_keep_the_round_one_order_without_a_roll(muster):
    # round 1: Bandit 10 - 5 = 5 surprised, Kara 10: Kara first; round 2: 10 and 10 level,
    # the order stays (no re-roll: no further die is asked for)
    body = init(muster, "-f", "Bandit", "-f", "Kara", "--surprised", "Bandit", "--round", "3",
                "--dice", "10,10")
    assert names(body) == ["Kara", "Bandit"] and body["tie_rolls"] == []


def test_round_two_keeps_lasting_modifiers(muster):
    body = init(muster, "-f", "A", "-f", "B", "--panic", "A", "--expected", "B", "--round",
                "2", "--dice", "10,9")
    assert totals(body) == {"A": 8, "B": 9}


# ------------------------------------------------------------------ odds


def first(body, name):
    return Fraction(body["first"][name]["fraction"])


def test_odds_two_equal_fighters_half_each(muster):
    body = init(muster, "-f", "A", "-f", "B", "--odds")
    assert body["exact"] and first(body, "A") == Fraction(1, 2)


def test_odds_surprised_fighter(muster):
    # Kara wins on a - 5 > b: 105 of 400 pairs (a - b = 6..19: 14 + 13 + ... + 1);
    # a - 5 = b in 15 pairs, re-rolled: half of them. (105 + 7.5) / 400 = 9/32
    body = init(muster, "-f", "Kara", "-f", "Bandit", "--surprised", "Kara", "--odds")
    assert first(body, "Kara") == Fraction(9, 32)
    assert first(body, "Bandit") == Fraction(23, 32)


def test_odds_plus_one(muster):
    # a + 1 > b when a >= b: 210 pairs; a + 1 = b: 19 pairs, half re-rolled in A's favour
    body = init(muster, "-f", "A=1", "-f", "B", "--odds")
    assert first(body, "A") == Fraction(210 * 2 + 19, 800)


def test_odds_beyond_reach(muster):
    # immobilised -8 against expected +5: A needs a - 8 > b + 5, a - b >= 14: 21 pairs
    # (6 + 5 + ... + 1); a - b = 13: 7 pairs tie, half
    body = init(muster, "-f", "A", "-f", "B", "--immobilised", "A", "--expected", "B", "--odds")
    assert first(body, "A") == Fraction(21 * 2 + 7, 800)


def test_odds_three_fighters_each_place(muster):
    body = init(muster, "-f", "A", "-f", "B", "-f", "C", "--stunned", "C", "-f", "D", "--odds")
    assert set(body["first"]) == {"A", "B", "D"}
    for name in ("A", "B", "D"):
        assert [Fraction(p["fraction"]) for p in body["places"][name]] == [Fraction(1, 3)] * 3


def test_odds_round_two(muster):
    # from round 2 the +5 is gone; ties in round 2 keep the round-1 order, which the +5 gave
    # to A whenever a + 5 > b, so A keeps every level pair: P = (190 + 20) / 400
    body = init(muster, "-f", "A", "-f", "B", "--expected", "A", "--round", "2", "--odds")
    assert first(body, "A") == Fraction(210, 400)


def test_times(muster):
    body = init(muster, "-f", "A", "-f", "B", "--times", "30", "--seed", "2")
    assert body["times"] == 30
    assert {o["label"] for o in body["outcomes"]} <= {"A > B", "B > A"}


def test_three_drivers_agree():
    plan = plan_of(["A=1", "B", "C=-1"], ["A"], [], ["C"], [], [], [], 1)
    assert_drivers_agree(lambda src: ini.initiative(src, plan), ini.initiative_key, range(4))


def test_seed_with_ties_replays_as_entered_dice(muster):
    # a seed whose roll has a tie replays exactly through --dice (ties included)
    for seed in range(200):
        body = init(muster, "-f", "A", "-f", "B", "-f", "C", "--seed", str(seed))
        if body["tie_rolls"]:
            break
    else:  # pragma: no cover
        pytest.fail("no tie in 200 seeds")
    dice = [r["die"] for r in sorted(body["order"], key=lambda r: "ABC".index(r["name"]))]
    dice += [d for r in body["tie_rolls"] for d in r["dice"]]
    again = init(muster, "-f", "A", "-f", "B", "-f", "C", "--dice", ",".join(map(str, dice)))
    assert names(again) == names(body)


# ------------------------------------------------------------------ refusals


@pytest.mark.parametrize("args,needle", [
    (("-f", "A"), "the number of fighters (--fighter NAME[=MOD], once per fighter) must be "
                   "between 2 and 30, not 1"),
    (("-f", "A", "-f", "A"), "given twice"),
    (("-f", "=3", "-f", "B"), "--fighter takes NAME[=MOD]"),
    (("-f", "A=x", "-f", "B"), "not 'A=x'"),
    (("-f", "A=99", "-f", "B"), "--fighter A must be between -50 and 50, not 99"),
    (("-f", "A", "-f", "B", "--panic", "C"), "not a --fighter"),
    (("-f", "A", "-f", "B", "--panic", "A", "--panic", "A"), "given twice"),
    (("-f", "A", "-f", "B", "--expected", "A", "--surprised", "A"), "both"),
    (("-f", "A", "-f", "B", "--fatigue", "A"), "--fatigue takes NAME=LEVEL"),
    (("-f", "A", "-f", "B", "--fatigue", "A=0"), "--fatigue A must be between 1 and 20, not 0"),
    (("-f", "A", "-f", "B", "--fatigue", "A=1", "--fatigue", "A=2"), "given twice"),
    (("-f", "A", "-f", "B", "--stunned", "A", "--stunned", "B"), "nobody"),
    (("-f", "A", "-f", "B", "-f", "C", "--stunned", "A", "--stunned", "A"), "given twice"),
    (("-f", "A", "-f", "B", "--round", "0"), "--round / -r must be 1 or more, not 0"),
    (("-f", "A", "-f", "B", "--dice", "21,3"), "cannot be rolled"),
    (("-f", "A", "-f", "B", "--dice", "4,4"), "too few dice"),
    (("-f", "A", "-f", "B", "--dice", "4,5,6"), "too many dice"),
    (("-f", "A", "-f", "B", "--odds", "--times", "3"), "alternatives"),
    (("-f", "A", "-f", "B", "--agility", "A=10"), "missing: B"),
    (("-f", "A", "-f", "B", "--agility", "A"), "--agility takes NAME=AGILITY"),
    (("-f", "A", "-f", "B", "--agility", "A=1", "--agility", "A=2"), "given twice"),
    (("-f", "A", "-f", "B", "--agility", "C=1"), "not a --fighter"),
    (tuple(a for i in range(31) for a in ("-f", f"F{i}")) + ("--odds",),
     "must be between 2 and 30, not 31"),
])
def test_refusals_are_one_line(muster, args, needle):
    assert_one_line_error(muster("deploy-shuffle", "void", *args), needle)


# ------------------------------------------------------- fast exact odds

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from muster.engine.placing_odds import place_odds  # noqa: E402


def walked_places(plan):
    """The slow way, kept as the reference: walk `initiative` itself under the exact driver
    (20^n d20 paths and every tie re-roll) and read off each fighter's chance of each place."""
    from muster.engine.odds import enumerate_outcomes

    dist = enumerate_outcomes(lambda src: ini.initiative(src, plan), ini.initiative_key)
    names = [f.name for f in plan.active]
    return [[dist.marginal(lambda k, i=i, n=n: k[i] == n)[True]
             for i in range(len(names))] for n in names]


def table_of(plan):
    """The rule's exact form as a table: each active fighter's chance of each place (what
    the engine derives from the fighters' parts, `muster.engine.placing_odds`)."""
    from muster import api

    dist = api.odds(plan)
    names = [f.name for f in plan.active]
    assert set(dist.probs) == {(n, i) for n in names for i in range(1, len(names) + 1)}
    return [[dist[n, i] for i in range(1, len(names) + 1)] for n in names]


@st.composite
def plans(draw):
    n = draw(st.integers(2, 3))
    names = "ABC"[:n]
    mods = [draw(st.integers(-7, 7)) for _ in names]
    pick = st.lists(st.sampled_from(names), unique=True, max_size=n)
    expected = draw(pick)
    surprised = [x for x in draw(pick) if x not in expected]
    panic, immobilised = draw(pick), draw(st.lists(st.sampled_from(names), max_size=1))
    fatigue = [f"{x}={draw(st.integers(1, 4))}" for x in draw(pick)]
    stunned = draw(st.lists(st.just("C"), max_size=1)) if n == 3 else []  # two stay active
    active = [x for x in names if x not in stunned]
    agility = ([f"{x}={draw(st.integers(8, 10))}" for x in active]
               if draw(st.booleans()) else [])
    return plan_of([f"{x}={m}" for x, m in zip(names, mods, strict=True)], expected, surprised,
                   panic, fatigue, immobilised, stunned, draw(st.integers(1, 3)), agility)


@pytest.mark.parametrize("campaign", campaigns(fixed=6, campaign=25))
def test_fast_odds_equal_the_walk_of_the_procedure(campaign):
    @settings(**campaign, deadline=None)
    @given(plans())
    def check(plan):
        assert table_of(plan) == walked_places(plan)

    check()


def brute_places(mods, agility=None):
    """Every d20 of every fighter (20^n), by hand: the higher total first, then (given) the
    higher Agility; fighters level on both take each of their places alike (the re-roll)."""
    from itertools import product

    n = len(mods)
    # counted in whole numbers of 1 / (n! 20^n): a place shared by `level` fighters adds
    # n! / level of them
    whole = math.factorial(n)
    table = [[0] * n for _ in range(n)]
    for dice in product(range(1, 21), repeat=n):
        keys = [(d + m, agility[i] if agility else 0)
                for i, (d, m) in enumerate(zip(dice, mods, strict=True))]
        for i, k in enumerate(keys):
            above = sum(1 for other in keys if other > k)
            level = sum(1 for other in keys if other == k)
            for place in range(above, above + level):
                table[i][place] += whole // level
    return [[Fraction(w, whole * 20 ** n) for w in row] for row in table]


def test_odds_equal_every_die_counted_by_hand():
    # round 1, three fighters: own modifiers, a surprise and an expected attack, panic
    plan = plan_of(["A=1", "B", "C=3"], ["B"], ["C"], ["A"], [], [], [], 1)
    assert table_of(plan) == brute_places([1 - 2, 0 + 5, 3 - 5])
    plan = plan_of(["A", "B"], [], [], [], [], [], [], 1, ["A=9", "B=12"])
    assert table_of(plan) == brute_places([0, 0], [9, 12])


def test_odds_in_the_cli_are_the_rule_s_exact_form(muster):
    plan = plan_of(["A=1", "B", "C=3"], ["B"], ["C"], ["A"], [], [], [], 1)
    body = init(muster, "-f", "A=1", "-f", "B", "-f", "C=3", "--expected", "B", "--surprised",
                "C", "--panic", "A", "--odds")
    got = [[Fraction(p["fraction"]) for p in body["places"][n]] for n in "ABC"]
    assert got == brute_places([1 - 2, 0 + 5, 3 - 5]) == table_of(plan)


def test_fast_odds_equal_the_walk_round_two_surprise_and_agility():
    # a fixed case with every feature at once: round-2 re-sorting under round-1 ties,
    # Agility levels, a surprise and an expected attack among three fighters
    plan = plan_of(["A=1", "B", "C=-2"], ["C"], ["A"], [], ["B=1"], [], [], 2,
                    ["A=9", "B=9", "C=10"])
    assert table_of(plan) == walked_places(plan)


def test_place_odds_of_two_hand_made_keys():
    # A always holds 1; B holds 1 or 0, half each: A is first when B holds 0, and half of
    # the 1-1 ties: 1/2 + 1/4
    a, b = {1: Fraction(1)}, {1: Fraction(1, 2), 0: Fraction(1, 2)}
    assert place_odds([a, b]) == [[Fraction(3, 4), Fraction(1, 4)],
                                  [Fraction(1, 4), Fraction(3, 4)]]


def test_place_odds_refuses_at_once_from_its_estimate():
    from muster.errors import LimitError

    d20 = {v: Fraction(1, 20) for v in range(1, 21)}
    with pytest.raises(LimitError, match="use times N"):
        place_odds([d20] * 40)


def test_odds_one_fighter_far_ahead_of_five(muster):
    # A=19: 20..39 against five at 1..20. A is first unless he rolls 1 (total 20) and ties
    # some of the others at 20; with b of them there, he wins the re-roll 1/(b+1). For
    # b ~ Binomial(5, 1/20): E[1/(b+1)] = (1 - (19/20)^6) / (6 * 1/20)
    tie_share = (1 - Fraction(19, 20) ** 6) / (6 * Fraction(1, 20))
    expect = Fraction(19, 20) + Fraction(1, 20) * tie_share
    body = init(muster, "-f", "A=19", "-f", "B", "-f", "C", "-f", "D", "-f", "E", "-f", "F",
                "--odds")
    assert body["exact"] and first(body, "A") == expect
    assert first(body, "B") == (1 - expect) / 5
    # A last: he rolls 1 (20), all five roll 20, and he loses the six-way re-roll
    assert Fraction(body["places"]["A"][5]["fraction"]) == Fraction(1, 20) ** 6 / 6


def test_odds_twenty_level_fighters_each_place_one_in_twenty():
    # by symmetry every place is 1/20
    plan = plan_of([f"F{i}" for i in range(20)], [], [], [], [], [], [], 1)
    assert table_of(plan) == [[Fraction(1, 20)] * 20] * 20


def test_odds_thirty_fighters_within_the_work_budget():
    # the most fighters allowed, each a step apart (every value shared by up to 20 of them:
    # the most ties among different fighters); its speed is measured in bench/void_odds.py,
    # here only that the work estimate admits it and the answer is a true place table
    from muster.engine.placing_odds import MAX_PLACE_WORK, place_work

    plan = plan_of([f"F{i}={i // 2 - 7}" for i in range(30)], [], [], [], [], [], [], 1)
    assert place_work([20] * 30) <= MAX_PLACE_WORK
    places = table_of(plan)
    assert all(sum(row) == 1 for row in places)
    assert all(sum(col) == 1 for col in zip(*places, strict=True))
    assert places[0] == places[1] and places[0][0] < places[29][0]


def test_odds_beyond_the_estimate_refused_at_once(tmp_path):
    # a house data file allowing 60 fighters: the estimate (about 10 * n^4 steps) is over
    # the budget, so --odds is refused before any work, naming --times
    import os
    import subprocess
    import sys

    (tmp_path / "void").mkdir()
    (tmp_path / "void" / "initiative.toml").write_text("[limits]\nmax_fighters = 60\n",
                                                        encoding="utf-8")
    env = {**os.environ, "MUSTER_DATA": str(tmp_path)}
    fighters = [a for i in range(60) for a in ("-f", f"F{i}")]
    run = subprocess.run([sys.executable, "-m", "muster", "deploy-shuffle", "void",
                          *fighters, "--odds"], capture_output=True, text=True, env=env)
    assert run.returncode == 2 and run.stdout == ""
    assert "--times" in run.stderr and len(run.stderr.strip().splitlines()) == 1
    assert "Traceback" not in run.stderr
    ok = subprocess.run([sys.executable, "-m", "muster", "deploy-shuffle", "void",
                         *fighters, "--times", "3", "--json"], capture_output=True,
                        text=True, env=env)
    assert ok.returncode == 0, ok.stderr


def test_odds_twelve_fighters_rows_and_places_add_up():
    plan = plan_of([f"F{i}={i % 7 - 3}" for i in range(12)], ["F1"], ["F2"], ["F3"],
                    ["F4=3"], ["F5"], ["F6"], 2, [])
    places = table_of(plan)
    assert len(places) == 11  # F6 is stunned
    assert all(sum(row) == 1 for row in places)
    assert all(sum(col) == 1 for col in zip(*places, strict=True))


def test_odds_many_fighters_in_the_cli(muster):
    fighters = [a for i in range(8) for a in ("-f", f"F{i}={i}")]
    body = init(muster, *fighters, "--panic", "F7", "--odds")
    assert len(body["places"]["F0"]) == 8
    # F7 (+7 - 2 = +5) beats F5 (+5) only on equal footing with him: level chances
    assert body["places"]["F7"] == body["places"]["F5"]


def test_the_fighters_and_their_numbers_are_range_errors():
    from helpers import assert_range_refused
    from muster.games.void.initiative import InitiativeSpec

    said = assert_range_refused(lambda: InitiativeSpec((("a", 0),)), "fighters", 1, 2, 30)
    assert said == ("the number of fighters (fighters NAME[=MOD], once per fighter) must be "
                    "between 2 and 30, not 1")
    said = assert_range_refused(lambda: InitiativeSpec((("a", 99), ("b", 0))), "fighters", 99,
                                -50, 50)
    assert said == "fighters a must be between -50 and 50, not 99"
