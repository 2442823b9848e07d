"""How many figures a round's Mutagenic and Toxic dice go to (seed 000): Mutagenic one per
100 A.P. of the army's Mutagenic fighters (L1215-1217, read as whole hundreds), Toxic one per
100 A.P. "or part of 100" of its toxic fighters (L1496-1498); each Mutagenic figure rolls one
die, d6 + X, a 1 or die + X of 1 or less giving none, no rolling on (L1220-1222, L1230-1235)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.games.confrontation.abilities import (
    MutagenicSpec,
    ToxicSpec,
    figures_for,
    mutagenic,
)


@pytest.mark.parametrize("points, mutagenic_figures, toxic_figures", [
    (0, 0, 0), (1, 0, 1), (99, 0, 1), (100, 1, 1), (101, 1, 2), (199, 1, 2), (200, 2, 2),
    (350, 3, 4), (1000, 10, 10)])
def test_whole_hundreds_for_mutagenic_any_part_for_toxic(points, mutagenic_figures,
                                                         toxic_figures):
    assert figures_for("mutagenic", points) == mutagenic_figures
    assert figures_for("toxic", points) == toxic_figures
    assert MutagenicSpec(2, points).figures == mutagenic_figures
    assert ToxicSpec(points).figures == toxic_figures


def test_three_mutagenic_figures_roll_a_die_each(muster):
    out = ok_json(muster, "roll", "conf", "--mutagenic", "2", "--points", "350",
                  "--dice", "4,1,6")
    assert out["figures"] == 3
    assert [(d["die"], d["points"], d["failure"]) for d in out["dice"]] == \
        [(4, 6, False), (1, 0, True), (6, 8, False)]
    assert out["points_in_all"] == 14


def test_under_a_hundred_no_mutagenic_die(muster):
    out = ok_json(muster, "roll", "conf", "--mutagenic", "2", "--points", "99")
    assert out["figures"] == 0 and out["dice"] == [] and out["points_in_all"] == 0


def _by_hand(x: int, n: int) -> dict[int, Fraction]:
    """Points in all over n dice, every throw listed."""
    counts: Counter[int] = Counter()
    for dice in product(range(1, 7), repeat=n):
        counts[sum(0 if d == 1 or d + x <= 1 else d + x for d in dice)] += 1
    return {k: Fraction(v, 6 ** n) for k, v in counts.items()}


@pytest.mark.parametrize("x, points", [(2, 350), (0, 200), (-1, 450), (3, 100)])
def test_points_in_all_match_a_brute_force(muster, x, points):
    out = ok_json(muster, "roll", "conf", "--mutagenic", str(x), "--points", str(points),
                  "--odds")
    got = {r["outcome"]: Fraction(r["fraction"]) for r in out["outcomes"]}
    assert got == _by_hand(x, points // 100)
    assert out["figures"] == points // 100


def test_many_mutagenic_figures_still_have_exact_odds(muster):
    out = ok_json(muster, "roll", "conf", "--mutagenic", "2", "--points", "3000", "--odds")
    assert out["figures"] == 30
    assert sum(Fraction(r["fraction"]) for r in out["outcomes"]) == 1
    # every die a natural 1: (1/6)^30
    assert {r["outcome"]: r["fraction"] for r in out["outcomes"]}[0] == f"1/{6 ** 30}"


@pytest.mark.parametrize("spec", [MutagenicSpec(2, 350), MutagenicSpec(-1, 200),
                                  MutagenicSpec(1)])
def test_mutagenic_drivers_agree(spec):
    assert_drivers_agree(lambda src: mutagenic(src, spec), lambda r: r.key, range(15))


@pytest.mark.parametrize("points, x, figures", [(250, 6, 3), (200, None, 2), (201, 4, 3),
                                                (0, None, 0)])
def test_toxic_figures(muster, points, x, figures):
    args = ["roll", "conf", "toxic", "--points", str(points)]
    if x is not None:
        args += ["--toxic", str(x)]
    out = ok_json(muster, *args)
    assert out["figures"] == figures and out["x"] == x


@pytest.mark.parametrize("args, needles", [
    (["roll", "conf", "toxic", "--points", "-1"], ["--points", "-1"]),
    (["roll", "conf", "--mutagenic", "2", "--points", "-5"], ["--points", "-5"]),
])
def test_negative_points_are_refused(muster, args, needles):
    assert_one_line_error(muster(*args), *needles)
