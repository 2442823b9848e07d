"""The work bound covers the whole command, counts
what is more than drawing dice, and is the same for every seed. Work is counted, never
timed: these tests assert the refusals and their numbers; a hang guard only catches a
regression that would run for long."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, hang_guard
from muster.engine import run as run_mod
from muster.engine import work


def test_expressions_side_by_side_share_one_bound(muster):
    """100 x `10000d6>=4` with --odds ran 28 CPU s and 1.9 GB (250 ended in MemoryError):
    each expression was bounded alone. One command's distributions hold at most
    MAX_OUTCOMES outcomes in all."""
    exprs = ["10000d6>=4"] * 100
    with hang_guard(300, "a hundred expressions"):
        run = muster("roll", *exprs, "--odds")
    assert_one_line_error(run, "1,000,100 outcomes", "at most 500,000", "--times")


def test_a_few_expressions_side_by_side_still_work(muster):
    out = muster("roll", "2d6", "3d6", "10000d6>=4", "--odds", "--json")
    assert out.code == 0, out.err
    assert [c["label"] for c in out.json["compare"]] == ["2d6", "3d6", "10000d6>=4"]


def test_every_command_has_its_own_bound(muster, monkeypatch):
    monkeypatch.setattr(work, "MAX_OUTCOMES", 30)
    for _ in range(5):  # 11 + 16 outcomes each time: under 30 per command, every time
        assert muster("roll", "2d6", "3d6", "--odds").code == 0
    assert_one_line_error(muster("roll", "2d6", "3d6", "4d6", "--odds"), "outcomes")


def test_the_times_bound_is_the_same_for_every_seed(muster, monkeypatch):
    """`roll '10000d2!' --times 1000` was refused with one seed and ran 24 s with another:
    the estimate came from the first roll. A roll with a fixed seed measures it now."""
    monkeypatch.setattr(run_mod, "MAX_WORK", 50_000)
    # 100d2! draws 200 dice a roll on average, from about 160 to 240: 250 rolls ~ 50,000
    verdicts = set()
    for seed in range(40):
        run = muster("roll", "100d2!", "--times", "250", "--seed", str(seed))
        verdicts.add("refused" if run.code == 2 and "at most 50,000" in run.err
                     and run.out == "" else "rolled")
    assert len(verdicts) == 1


def test_a_run_past_the_bound_stops_with_the_summary_so_far(muster, monkeypatch):
    """The rolls' own work is counted as they go: a run whose rolls turn out costlier than
    the measured one stops at the bound, shows the summary of the rolls made, exit 2."""
    from muster.engine.dice import RandomSource
    from muster.engine.notation import parse

    def drawn(seed: int) -> int:
        probe = RandomSource(seed=seed)
        parse("4d2!").roll(probe)
        return probe.drawn

    # a probe seed whose roll explodes no die (4 dice; a roll draws 8 on average)
    monkeypatch.setattr(run_mod, "PROBE_SEED", next(s for s in range(10_000) if drawn(s) == 4))
    # just allowed: 4 dice, each laid out as a die of an exploding chain, and the roll
    monkeypatch.setattr(run_mod, "MAX_WORK", (4 + 4 * work.CHAIN_DIE + work.ROLL) * 100)
    seen = []
    for seed in range(30):
        run = muster("roll", "4d2!", "--times", "100", "--seed", str(seed), "--json")
        if run.code == 2 and "stopped after" in run.err:
            body = run.json
            assert body["stopped_at_work_bound"] is True and body["times"] < 100
            assert sum(o["count"] for o in body["outcomes"]) == body["times"]
            seen.append(seed)
        else:
            assert run.code in (0, 2)
    assert seen  # some seed draws more than the probe did


@pytest.mark.parametrize("args", [
    ("deploy-shuffle", "conf", "new", "--dis", "lions=4", "--dis", "acheron=3", "--card",
     "lions=Paladin,Spearmen", "--card", "acheron=Zombies", "--times", "1000000"),
    ("scatter", "--distance", "2d6", "--direction", "d6", "--times", "1000000"),
    ("scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--times", "1000000"),
], ids=["deploy-rolloffs", "scatter-generic", "scatter-mageknight"])
def test_forms_that_do_more_than_draw_dice_count_that_work(muster, args):
    """deploy-shuffle conf new --times 1e6 ran 46 s, scatter --times 1e6 12 s: the roll-offs
    rolled again, the geometry and each roll's own cost are counted, and the run is refused
    up front with the number."""
    with hang_guard(60, "an up-front refusal"):
        run = muster(*args)
    assert_one_line_error(run, "--times 1,000,000", "units", "at most 20,000,000")


def test_what_works_today_still_works(monkeypatch):
    """The documented a-million-rolls example and 10d6 a million times are under the bound."""
    run_mod._check_work(3, work.ROLL, 1_000_000, 0)
    run_mod._check_work(10, work.ROLL, 1_000_000, 0)
    with pytest.raises(run_mod.MusterError, match="units"):
        run_mod._check_work(10, work.ROLL + 1, 1_000_000, 0)


def test_scatter_odds_over_a_bearing_of_degrees_are_refused_up_front(muster):
    """`scatter --distance 100d6 --direction degrees --odds` ran 12.5 s and 290 MB."""
    with hang_guard(60, "an up-front refusal"):
        run = muster("scatter", "--distance", "100d6", "--direction", "degrees", "--odds")
    assert_one_line_error(run, "180,361 landing points", "60,000", "--times")
    ok = muster("scatter", "--distance", "d6+1", "--direction", "degrees", "--odds", "--json")
    assert ok.code == 0 and len(ok.json["landings"]) == 6 * 360


@pytest.mark.parametrize("expr,points", [("2d6", 11 * 6 + 1), ("4d6kh3", 16 * 6 + 1),
                                         ("5d6>=4", 6 * 6 + 1), ("3", 1 * 6 + 1)])
def test_the_landing_bound_is_never_below_the_landings(muster, expr, points):
    from muster.engine.scatter_generic import GenericSpec

    spec = GenericSpec(expr, "d6")
    assert spec.landing_points() == points
    run = muster("scatter", "--distance", expr, "--direction", "d6", "--odds", "--json")
    assert len(run.json["landings"]) <= points
