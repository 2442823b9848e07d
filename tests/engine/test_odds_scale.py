"""Exact odds for any size: count distributions on integers, checked against brute force.

The fast views (a binomial count, a sliding-window sum, a tally read face by face, a funnel
read at its last stage) must give exactly what walking every die one at a time gives; the
large forms must answer exactly (means and deviations known in closed form), and forms that
cannot be exact must be refused before any walk starts.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import assert_one_line_error, ctrl_c_at, hang_guard
from muster.engine.die import Die
from muster.engine.odds import enumerate_outcomes
from muster.errors import LimitError


def brute(proc, key=lambda r: r):
    """The distribution by walking every die in order (no pool views)."""
    return enumerate_outcomes(proc, key).probs


class Seq:
    """A source that throws every pool die by die, so the exact driver walks sequences."""

    def __init__(self, src):
        self.src = src

    def dice(self, n, die):
        return [self.src.face(die) for _ in range(n)]


small = settings(max_examples=40, deadline=None)


@small
@given(st.integers(0, 5), st.integers(2, 6), st.integers(1, 7))
def test_count_view_is_the_walk(n, sides, target):
    fast = enumerate_outcomes(lambda s: s.pool(n, sides).count(lambda v: v >= target),
                              key=lambda k: k)
    slow = brute(lambda s: sum(1 for v in Seq(s).dice(n, Die(tuple(range(1, sides + 1)), "d"))
                               if v >= target))
    assert fast.probs == slow


@small
@given(st.integers(1, 5), st.integers(1, 6))
def test_sum_view_is_the_walk(n, sides):
    die = Die(tuple(range(1, sides + 1)), f"d{sides}")
    fast = enumerate_outcomes(lambda s: s.pool(n, sides).total(), key=lambda k: k)
    assert fast.probs == brute(lambda s: sum(Seq(s).dice(n, die)))


@small
@given(st.integers(1, 5))
def test_a_mapped_sum_is_the_walk(n):
    """Storm of Stone's D3 read off a D6: ceil(face / 2) summed."""
    die = Die(tuple(range(1, 7)), "d6")
    fast = enumerate_outcomes(lambda s: s.pool(n, 6).total(lambda f: (f + 1) // 2),
                              key=lambda k: k)
    assert fast.probs == brute(lambda s: sum((f + 1) // 2 for f in Seq(s).dice(n, die)))


@small
@given(st.integers(0, 4), st.lists(st.sampled_from("abcd"), min_size=1, max_size=3,
                                   unique=True))
def test_a_tally_read_face_by_face_is_the_walk(n, read):
    """A die with a repeated face (weight 2 of 5): reading some faces only, in any order."""
    die = Die(("a", "b", "b", "c", "d"), "odd die")
    def read_tally(s):
        tally = s.pool(n, die).tally()
        return tuple(tally[f] for f in read)

    fast = enumerate_outcomes(read_tally, key=lambda k: k)

    def walk(s):
        values = Seq(s).dice(n, die)
        return tuple(values.count(f) for f in read)

    assert fast.probs == brute(walk)


@small
@given(st.integers(0, 4), st.lists(st.lists(st.sampled_from("abcd"), min_size=1, max_size=3),
                                   min_size=1, max_size=3))
def test_a_tally_read_by_groups_of_faces_is_the_walk(n, groups):
    """Groups read with ``of`` (overlapping or not, in any order) split the faces into
    blocks; every read must still be what counting the dice one by one gives."""
    die = Die(("a", "b", "b", "c", "d"), "odd die")

    def read_tally(s):
        tally = s.pool(n, die).tally()
        return tuple(tally.of(*g) for g in groups)

    def walk(s):
        values = Seq(s).dice(n, die)
        return tuple(sum(1 for v in values if v in g) for g in groups)

    assert enumerate_outcomes(read_tally, key=lambda k: k).probs == brute(walk)


@small
@given(st.integers(0, 4), st.lists(st.sampled_from("abcd"), min_size=1, max_size=3),
       st.sampled_from("abcd"))
def test_a_tally_read_for_a_face_s_absence_is_the_walk(n, group, face):
    """``none(face)`` after a group read (the BattleLore short sword against a mounted unit:
    helmets and swords on shield, less one sword if any came up)."""
    die = Die(("a", "b", "b", "c", "d"), "odd die")

    def read_tally(s):
        tally = s.pool(n, die).tally()
        return tally.of(*group), tally.none(face)

    def walk(s):
        values = Seq(s).dice(n, die)
        return sum(1 for v in values if v in group), face not in values

    assert enumerate_outcomes(read_tally, key=lambda k: k).probs == brute(walk)


def thrown_twice(n: int, first, second) -> dict[tuple[int, int], Fraction]:
    """(dice passing the first throw, dice of those passing the second) -> chance, over
    every face sequence of the n d6, then of a d6 for each die passed on. The second throw
    depends only on how many dice it gets, so each size's sequences are counted once."""
    def passing(k: int, test) -> dict[int, int]:  # passed -> sequences of k d6 (of 6^k)
        ways: dict[int, int] = {}
        for faces in itertools.product(range(1, 7), repeat=k):
            passed = sum(1 for v in faces if test(v))
            ways[passed] = ways.get(passed, 0) + 1
        return ways

    out: dict[tuple[int, int], Fraction] = {}
    for hits, w in passing(n, first).items():
        for through, v in passing(hits, second).items():
            out[(hits, through)] = Fraction(w, 6**n) * Fraction(v, 6**hits)
    return out


def by(key, probs: dict) -> dict:
    out: dict = {}
    for k, p in probs.items():
        out[key(k)] = out.get(key(k), 0) + p
    return out


@small
@given(st.integers(0, 3), st.integers(1, 6), st.integers(1, 7), st.booleans())
def test_a_funnel_is_two_pools_thrown_one_after_the_other(n, hit, save, stage_by_stage):
    stages = [lambda v: v >= hit, lambda v: v < save]

    def fast_proc(s):
        f = s.funnel(n, 6, stages)
        return (f.passed(0), f.passed(1)) if stage_by_stage else f.passed(1)

    fast = enumerate_outcomes(fast_proc, key=lambda k: k)
    walk = thrown_twice(n, stages[0], stages[1])
    assert fast.probs == (walk if stage_by_stage else by(lambda k: k[1], walk))


@small
@given(st.integers(1, 3), st.integers(1, 6), st.sampled_from(["3", "5", "none"]),
       st.sampled_from([(False, False), (True, False), (False, True)]))  # one banner a unit
def test_warmaster_wound_funnel_matches_separate_pools(attacks, to_hit, armour, banner):
    """The funnel form of a Warmaster wound gives the same unsaved hits as the pools it
    replaced (the hits, then one save die per hit)."""
    from muster.games.warmaster.armour import parse_armour, shielded
    from muster.games.warmaster.wound import WoundSpec, wound

    shielding, steadfast = banner
    save = parse_armour(armour)
    spec = WoundSpec(attacks, to_hit, save, shielding=shielding, steadfast=steadfast)
    fast = enumerate_outcomes(lambda s: wound(s, spec), key=lambda r: r.unsaved)
    a = shielded(save) if shielding else save
    # the hits, then a save die per hit (no armour: every hit goes through)
    walk = thrown_twice(attacks, lambda v: v >= to_hit, lambda v: a is None or v < a)

    def unsaved(k: tuple[int, int]) -> int:
        through = k[1]
        return through - (min(1, through) if steadfast else 0)

    assert fast.probs == by(unsaved, walk)


def test_ten_thousand_attacks_hits_then_saves_are_exact(muster):
    """10,000 attacks hitting on 4+ against 5+ armour: each goes through with 1/2 x 2/3 = 1/3,
    so the unsaved hits are Binomial(10000, 1/3): mean 10000/3, sd sqrt(10000 x 2/9)."""
    run = muster("wound", "wm", "--attacks", "10000", "--to-hit", "4", "--armour", "5",
                 "--odds", "--json")
    assert run.code == 0, run.err
    body = run.json
    assert body["exact"] is True
    assert body["mean"] == round(10000 / 3, 6)
    assert body["sd"] == round(math.sqrt(10000 * 2 / 9), 6)
    rows = body["distribution"]
    assert len(rows) == 10001
    assert sum(r["p"] for r in rows) == pytest.approx(1)
    # the likeliest count is 3333; its chance C(10000,3333) 2^6667 / 3^10000
    top = max(rows, key=lambda r: r["p"])
    assert top["value"] == 3333
    expected = math.comb(10000, 3333) * 2**6667 / 3**10000
    assert top["p"] == pytest.approx(expected, rel=1e-12)
    # fractions of ~4,800 digits are not printed; the probability is still exact-derived
    assert top["fraction"] is None


def test_ten_thousand_target_dice_and_success_counting_are_exact(muster):
    for args in (("roll", "wm", "--target", "4", "--count", "10000"), ("roll", "10000d6>=4")):
        body = muster(*args, "--odds", "--json").json
        assert body["mean"] == 5000 and body["sd"] == 50.0  # sqrt(10000 / 4)
        rows = {r["value"]: r for r in body["distribution"]}
        assert rows[5000]["p"] == pytest.approx(math.comb(10000, 5000) / 2**10000, rel=1e-12)
        assert rows[5000]["at_least"]["p"] + rows[4999]["at_most"]["p"] == pytest.approx(1)


def test_battlelore_ten_thousand_dice_read_only_the_faces_the_rule_reads(muster):
    """Without a weapon only the blue helmets hit a blue unit: one face of 6, one count;
    without a target one face stands for all."""
    run = muster("roll", "bl", "3000", "-t", "blue", "--odds", "--json")
    assert run.code == 0, run.err
    body = run.json
    assert body["mean"] == pytest.approx(3000 / 6)
    no_target = muster("roll", "bl", "10000", "--odds", "--json").json
    assert no_target["mean"] == pytest.approx(10000 / 6)
    # a long sword hits a blue unit on blue helmets and on swords on shield: 2 faces of 6
    both = muster("roll", "bl", "10000", "-t", "blue", "-w", "long-sword", "--odds",
                  "--json").json
    assert both["mean"] == pytest.approx(10000 / 3) and both["exact"]
    # a short sword against a mounted unit ignores one sword on shield: the mean is
    # 10000/3 - P(at least one sword on shield) = 10000/3 - (1 - (5/6)^10000)
    mounted = muster("roll", "bl", "10000", "-t", "blue", "-w", "short-sword",
                     "--target-type", "mounted", "--odds", "--json").json
    assert mounted["mean"] == pytest.approx(10000 / 3 - 1) and mounted["exact"]
    few = muster("roll", "bl", "2", "-t", "blue", "-w", "short-sword", "--target-type",
                 "mounted", "--odds", "--json").json
    # 2 dice, by hand over 36 throws: 2 hits only on two blue helmets (1); 0 hits with no
    # blue helmet and at most one sword on shield (4x4 + 2x4x1 = 24); 1 hit otherwise (11)
    assert {r["value"]: r["fraction"] for r in few["distribution"]} == {
        0: "2/3", 1: "11/36", 2: "1/36"}
    small_ = muster("roll", "bl", "3", "--odds", "--json").json
    assert {r["value"]: r["fraction"] for r in small_["distribution"]} == \
        {0: "125/216", 1: "25/72", 2: "5/72", 3: "1/216"}


def test_storm_of_stone_on_a_hundred_units_is_exact(muster):
    body = muster("roll", "wm", "storm", "--count", "100", "--odds", "--json").json
    assert body["mean"] == 200  # D3 averages 2
    rows = {r["value"]: r for r in body["distribution"]}
    assert rows[100]["fraction"] == "1/" + str(3**100)  # every D3 a 1


def test_a_walk_too_large_is_refused_before_it_starts(muster, monkeypatch):
    import muster.engine.odds as odds

    def no_walk(*_a, **_k):
        raise AssertionError("the walk started")

    monkeypatch.setattr(odds, "_walk", no_walk)

    def twice(src):  # the hits of one pool thrown again: a binomial per first count
        return src.pool(src.pool(10000, 6).count(lambda v: v >= 4), 6).count(lambda v: v >= 4)

    with pytest.raises(LimitError, match="estimate") as refused:
        enumerate_outcomes(twice, lambda k: k)
    assert "times N" in str(refused.value)  # the verb names it as --times


def test_ten_thousand_attacks_with_a_re_rolled_save_are_exact(muster):
    """The Sword of Destruction over 10,000 attacks: the funnel's count weighed in
    one go. Unsaved hits average 10000 * 1/2 * 2/3, and the re-rolled save that held adds 2/3
    unless every hit went through ((5/6)**10000 of the time)."""
    body = muster("wound", "wm", "--attacks", "10000", "--to-hit", "4", "--armour", "5",
                  "--reroll-one-save", "--odds", "--json").json
    assert body["exact"]
    assert body["mean"] == round(10000 / 3 + 2 / 3, 4)


def test_large_sums_are_refused_at_once_naming_times(muster):
    assert_one_line_error(muster("roll", "10000d100", "--odds"), "too large", "--times")


def test_2d6_odds_have_at_most_and_sd(muster):
    body = muster("roll", "2d6", "--odds", "--json").json
    rows = {r["value"]: r for r in body["distribution"]}
    assert rows[7]["at_most"]["fraction"] == "7/12"  # 21 of 36
    assert rows[12]["at_most"]["fraction"] == "1/1"
    assert rows[2]["at_most"]["fraction"] == "1/36"
    assert body["sd"] == round(math.sqrt(35 / 6), 6)


def test_odds_on_screen_draw_a_bar_per_outcome(muster):
    out = muster("roll", "2d6", "--odds").out.splitlines()
    assert out[1].split() == ["total", "chance", "at", "least", "at", "most"]
    seven = next(line for line in out if line.split()[0] == "7")
    two = next(line for line in out if line.split()[0] == "2")
    assert seven.endswith("#" * 30) and two.endswith(" " + "#" * 5)
    assert out[-1] == "mean 7  sd 2.42"


def test_long_distributions_hide_their_negligible_tails_on_screen_only(muster):
    out = muster("roll", "wm", "--target", "4", "--count", "10000", "--odds").out
    assert "not shown; --json lists them all" in out
    assert len(out.splitlines()) < 1000


def test_the_library_names_no_option_for_the_rows_left_out(monkeypatch):
    """The engine's view says where the rest is in its own words; the command line's verbs
    name their --json (engine.odds_tables.every_row_by)."""
    from muster.engine import odds_tables as run
    from muster.engine.notation import parse
    from muster.engine.odds import enumerate_outcomes
    from muster.engine.render import strip_markup

    monkeypatch.setattr(run, "_EVERY_ROW", [])
    dist = enumerate_outcomes(parse("40d6").roll, key=lambda r: r.total)
    lines = [strip_markup(line) for line in run.distribution_lines("total", dist)]
    left_out = [line for line in lines if "not shown" in line]
    assert left_out == ["(78 outcomes less likely than 1e-07 % each at the ends are not shown; "
                        "the result's JSON lists them all)"]


def test_several_expressions_side_by_side(muster):
    body = muster("roll", "2d6", "3d6", "--odds", "--json").json
    two, three = body["compare"]
    assert two["label"] == "2d6" and three["label"] == "3d6"
    assert {r["value"]: r["fraction"] for r in three["distribution"]}[10] == "1/8"  # 27/216
    assert three["mean"] == 10.5
    out = muster("roll", "2d6", "3d6", "--odds").out.splitlines()
    assert out[1].split() == ["total", "2d6", "at", "least", "3d6", "at", "least"]
    assert out[-2:] == ["2d6: mean 7  sd 2.42", "3d6: mean 10.5  sd 2.96"]
    assert_one_line_error(muster("roll", "2d6", "3d6"), "--odds")


def test_several_difficulties_side_by_side(muster):
    """d6 + 4: against 6 a 2+ succeeds (5/6); against 8 a 4+ (1/2, stopping on a six that
    already succeeded); a natural 1 fails either way (1/6)."""
    body = muster("roll", "conf", "-v", "4", "-D", "6", "-D", "8", "--odds", "--json").json
    assert [b["difficulty"] for b in body["compare"]] == [6, 8]
    assert [b["success"]["fraction"] for b in body["compare"]] == ["5/6", "1/2"]
    assert [b["automatic_failure"]["fraction"] for b in body["compare"]] == ["1/6", "1/6"]
    out = muster("roll", "conf", "-v", "4", "-D", "6", "-D", "8", "--odds").out.splitlines()
    assert out[1].split() == ["difficulty", "6", "8"]
    assert out[2].split() == ["success", "83.33", "%", "50.00", "%"]
    assert_one_line_error(muster("roll", "conf", "-v", "4", "-D", "6", "-D", "8"), "--odds")


def test_distribution_from_fractions_keeps_its_values():
    from muster.engine.odds import Distribution

    d = Distribution({1: Fraction(1, 3), 2: Fraction(1, 6)}, Fraction(1, 2))
    assert d[1] == Fraction(1, 3) and d.truncated == Fraction(1, 2) and not d.exact
    assert d.p(lambda k: k > 0) == Fraction(1, 2)


# ------------------------------------------------------------------ a million rolls


def test_times_tallies_without_keeping_every_roll(muster):
    body = muster("roll", "d6", "--times", "5000", "--seed", "3", "--json").json
    assert body["times"] == 5000 and body["interrupted"] is False
    assert sum(o["count"] for o in body["outcomes"]) == 5000
    assert len(body["rolls"]) == 100  # a sample: the first 100 rolls
    # the sample is the start of the same seeded run
    first = muster("roll", "d6", "--times", "100", "--seed", "3", "--json").json
    assert first["rolls"] == body["rolls"]
    assert 1 < body["sd"] < 2  # a d6: sqrt(35/12) = 1.71


def test_times_up_to_a_million_and_no_further(muster):
    assert_one_line_error(muster("roll", "d6", "--times", "1000001"), "--times", "1000000")
    assert_one_line_error(muster("roll", "d6", "--times", "0"), "--times")


def test_total_work_is_bounded_before_rolling_on(muster):
    """10,000 dice x 10,000 times is refused at once (dice x times), although each
    factor alone is allowed."""
    run = muster("roll", "10000d6", "--times", "10000", "--json")
    assert_one_line_error(run, "100,000,000 dice", "at most")
    assert muster("roll", "10000d6", "--times", "1", "--json").code == 0


def test_ten_thousand_dice_answer_whatever_the_machine_s_load(muster, monkeypatch):
    """Never refused for a loaded machine (as a refusal that read the CPU pace would be): the
    answer depends on the command only, so with every clock racing a thousand seconds a
    call the same commands answer, and the same walk is refused."""
    import time

    ticks = iter(range(0, 10**12, 1000))
    for clock in ("process_time", "perf_counter", "monotonic", "time"):
        monkeypatch.setattr(time, clock, lambda: float(next(ticks)))
    with hang_guard(120, "exact odds of ten thousand dice"):
        assert muster("roll", "10000d6>=4", "--odds", "--json").json["mean"] == 5000
        assert muster("roll", "wm", "--target", "4", "--count", "10000", "--odds",
                      "--json").json["sd"] == 50
        assert muster("roll", "bl", "3000", "-t", "blue", "--odds", "--json").code == 0
        assert muster("wound", "wm", "--attacks", "10000", "--to-hit", "4", "--armour", "5",
                      "--reroll-one-save", "--odds", "--json").json["mean"] == 3334


def test_progress_line_on_a_terminal_only(capsys, monkeypatch):
    import random

    from muster.engine import run as run_mod
    from muster.engine.sampling import sampler

    monkeypatch.setattr(run_mod, "PROGRESS_AFTER", 0.0)
    proc = lambda src: src.d(6)  # noqa: E731
    # drawn from the exact distribution: one line once the first draws are in
    summary = run_mod.roll_times(proc, lambda r: r, "total", 1, random.Random(1), 200_000,
                                 progress=True, sampler=sampler)
    err = capsys.readouterr().err
    import re

    assert re.search(r"rolling \[#{9}\.{21}\] 65,636 of 200,000 \(32 %\), [\d,]+ a second", err)
    assert err.endswith("\r\033[K") and summary.n == 200_000
    # every roll rolled (no sampler): a bar of 30, 1,024 of 5,000 rolled is 6 of them
    # (updates come at most ten a second)
    summary = run_mod.roll_times(proc, lambda r: r, "total", 1, random.Random(1), 5000,
                                 progress=True)
    err = capsys.readouterr().err
    assert re.search(r"rolling \[#{6}\.{24}\] 1,024 of 5,000 \(20 %\), [\d,]+ a second", err)
    assert err.endswith("\r\033[K")
    assert summary.n == 5000
    run_mod.roll_times(proc, lambda r: r, "total", 1, random.Random(1), 5000, progress=False)
    assert capsys.readouterr().err == ""


def test_ctrl_c_prints_the_summary_so_far_and_exits_130(muster, monkeypatch):
    from muster.engine import run as run_mod
    from muster.engine import sampling

    calls = {"n": 0}
    real = run_mod.Summary.add

    def add(self, result):
        calls["n"] += 1
        if calls["n"] == 700:
            raise KeyboardInterrupt
        real(self, result)

    monkeypatch.setattr(run_mod.Summary, "add", add)
    monkeypatch.setattr(sampling, "sampler", lambda *_a: None)  # every roll rolled
    run = muster("roll", "2d6", "--times", "100000", "--seed", "1", "--json")
    assert run.code == 130
    assert run.json["interrupted"] is True and run.json["times"] == 699
    assert run.err == "muster: error: interrupted after 699 of 100,000 rolls (the summary " \
                      "above is of those)\n"


def test_ctrl_c_while_drawing_from_the_odds_keeps_the_draws_so_far(muster, monkeypatch):
    from muster.engine import sampling
    from muster.engine.run import CHUNK

    real = sampling.Sampler.draw
    calls = {"n": 0}

    def draw(self, rng, n):
        calls["n"] += 1
        if calls["n"] == 2:
            raise KeyboardInterrupt
        return real(self, rng, n)

    monkeypatch.setattr(sampling.Sampler, "draw", draw)
    run = muster("roll", "2d6", "--times", "1000000", "--seed", "1", "--json")
    assert run.code == 130
    # the first 100 rolled, then one chunk of draws
    assert run.json["interrupted"] is True and run.json["times"] == 100 + CHUNK
    assert sum(o["count"] for o in run.json["outcomes"]) == 100 + CHUNK
    assert len(run.json["rolls"]) == 100


def test_ctrl_c_in_a_real_process():
    """The key press held back until the first chunk is drawn from the odds (no sleep
    before the signal): the summary is of the 100 rolls made, one line says so, exit 130."""
    from muster.engine.run import SAMPLE

    run = ctrl_c_at("muster.engine.sampling:Sampler.draw", "roll", "3d6", "--times",
                    "1000000", "--json")
    assert run.code == 130, run.err
    body = run.json
    assert body["interrupted"] is True and body["times"] == SAMPLE == len(body["rolls"])
    assert run.err == f"muster: error: interrupted after {SAMPLE} of 1,000,000 rolls (the " \
                      "summary above is of those)\n"


def test_probabilities_too_long_to_print_exactly_are_floats(muster):
    """`roll '1500d1000>=1000' --odds` and `roll 6000d6=6 --odds` stay clear of Python's
    4,300-digit limit: fractions past about 900 digits are given as null; p stays."""
    for expr, mean in (("1500d1000>=1000", 1.5), ("6000d6=6", 1000)):
        run = muster("roll", expr, "--odds", "--json")
        assert run.code == 0, run.err
        body = run.json
        assert body["mean"] == mean and body["exact"] is True
        assert all(r["fraction"] is None for r in body["distribution"])
        assert sum(r["p"] for r in body["distribution"]) == pytest.approx(1)
        text = muster("roll", expr, "--odds")
        assert text.code == 0 and "mean" in text.out


def test_bars_on_a_utf8_terminal_have_eighth_steps(muster, monkeypatch):
    from muster.engine import odds_tables as run_mod

    monkeypatch.setattr(run_mod, "_blocks", lambda: True)
    out = muster("roll", "2d6", "--odds").out.splitlines()
    seven = next(line for line in out if line.split()[0] == "7")
    two = next(line for line in out if line.split()[0] == "2")
    # 1/36 of 6/36 at 30 characters: 5 whole blocks; 3/36: 15; 2/36: 10
    assert seven.endswith("█" * 30) and two.endswith(" " + "█" * 5)
    four = next(line for line in out if line.split()[0] == "4")
    assert four.endswith(" " + "█" * 15)
    out = muster("roll", "3d6", "--odds").out.splitlines()
    three = next(line for line in out if line.split()[0] == "3")
    assert three.endswith(" █▏")  # 1/216 of 27/216 at 240 eighths: 8.9, so 9 eighths


@pytest.mark.parametrize("tty,encoding,blocks", [(True, "utf-8", True), (True, "UTF8", True),
                                                 (True, "ascii", False), (False, "utf-8", False),
                                                 (True, "cp1250", False)])
def test_blocks_only_on_a_utf8_terminal(monkeypatch, tty, encoding, blocks):
    import io

    from muster.engine import odds_tables as run_mod

    class Out(io.StringIO):
        def isatty(self) -> bool:
            return tty

    out = Out()
    monkeypatch.setattr(Out, "encoding", encoding, raising=False)
    monkeypatch.setattr("sys.stdout", out)
    assert run_mod._blocks() is blocks
    assert ("#" in run_mod.bar(0.5, 1.0)) is not blocks


def test_ctrl_c_during_the_real_rolls_before_drawing_keeps_them(muster, monkeypatch):
    from muster.engine import run as run_mod

    calls = {"n": 0}
    real = run_mod.Summary.add

    def add(self, result):
        calls["n"] += 1
        if calls["n"] == 50:
            raise KeyboardInterrupt
        real(self, result)

    monkeypatch.setattr(run_mod.Summary, "add", add)
    run = muster("roll", "2d6", "--times", "100000", "--seed", "1", "--json")
    assert run.code == 130
    assert run.json["interrupted"] is True and run.json["times"] == 49


def test_the_estimate_runs_each_path_once_and_charges_every_probe():
    # the probes of a small walk keep meeting the same paths: each is run once, yet every
    # probe's replay is still charged (the decision and the budget do not depend on it)
    from muster.engine.odds import PROBES, Budget, _estimate

    runs = []

    def proc(src):
        runs.append(1)
        return src.d(2)

    budget = Budget()
    _estimate(proc, lambda k: k, budget, {})
    assert len(runs) == 3  # the root, then each of its two faces
    assert budget.spent == PROBES * (1 + 2)  # per probe: the root's run, then a path of 1
