"""Storm of Stone (seed 002 L35-43): one D3 per enemy unit, with saves unit by unit."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json
from muster.engine.odds import enumerate_outcomes
from muster.games.warmaster.storm import StormSavesSpec, storm_saves, storm_saves_distribution


def roll(muster, *args):
    return ok_json(muster, "roll", "warmaster", *args)


def dist_rows(run) -> dict:
    return {row["value"]: Fraction(row["fraction"]) for row in run.json["distribution"]}


# ------------------------------------------------------------------ Storm of Stone (L35-43)


def test_storm_of_stone_rolls_one_d3_per_enemy_unit(muster):
    # digest §5 case 33 (seed L38-39): 3 enemy units in range -> 3 separate D3 rolls;
    # D3 = ceil(D6 / 2) (RULINGS 21): 1 -> 1, 4 -> 2, 6 -> 3
    run = muster("roll", "wm", "storm", "--count", "3", "--dice", "1,4,6", "--json")
    assert run.code == 0
    assert run.json["hits"] == [1, 2, 3] and run.json["total"] == 6
    assert_one_line_error(muster("roll", "wm", "storm", "--count", "3", "--dice", "1,4"),
                          "too few dice")


def test_storm_of_stone_odds(muster):
    # one unit: 1, 2 or 3 hits, a third each; two units: 2 hits only on 1-2 twice -> 1/9
    assert dist_rows(muster("roll", "wm", "storm", "--odds", "--json")) == {
        1: Fraction(1, 3), 2: Fraction(1, 3), 3: Fraction(1, 3)}
    two = dist_rows(muster("roll", "wm", "storm", "--count", "2", "--odds", "--json"))
    assert two[2] == Fraction(1, 9) and two[4] == Fraction(1, 3) and sum(two.values()) == 1


def test_storm_of_stone_bad_count(muster):
    assert_one_line_error(muster("roll", "wm", "storm", "--count", "0"), "--count 0")


# --------------------------------------------------------------- hits, then the saves


def test_storm_of_stone_hits_then_saves(muster):
    # unit 1: D6 5 -> 3 hits, saves 4+: 4 6 1 -> 1 unsaved; unit 2: D6 2 -> 1 hit, 3 fails
    out = roll(muster, "storm", "--count", "2", "--armour", "4", "--dice", "5,4,6,1,2,3")
    assert out["hits"] == [3, 1] and out["unsaved"] == 2
    assert [s["unsaved"] for s in out["saves"]] == [1, 1]


def test_storm_saves_per_unit(muster):
    # a unit with no save keeps every hit; the other saves on 3+
    out = roll(muster, "storm", "--count", "2", "--armour", "none", "--armour", "3",
               "--dice", "6,3,5,6")
    assert out["saves"][0]["unsaved"] == 3 and out["saves"][1]["unsaved"] == 0
    assert_one_line_error(muster("roll", "wm", "storm", "--count", "3", "--armour", "4",
                                 "--armour", "5"), "one per unit")


def test_storm_saves_odds_by_hand(muster):
    # each unit: 1, 2 or 3 hits (1/3 each), each saved on 4+ (1/2): no hit stands with
    # 1/3 x (1/2 + 1/4 + 1/8) = 7/24; two units: 49/576
    out = roll(muster, "storm", "--count", "2", "--armour", "4", "--odds")
    zero = [r for r in out["distribution"] if r["value"] == 0][0]
    assert zero["fraction"] == "49/576"
    assert out["mean"] == pytest.approx(2.0)  # 2 units x mean D3 2 x 1/2


def test_storm_saves_odds_on_a_table_of_units(muster, monkeypatch):
    # L38-39: a D3 for every enemy unit within 30 cm, hits saved as usual. On 4+ a unit ends
    # with no unsaved hit with 1/3 x (1/2 + 1/4 + 1/8) = 7/24, so six units with (7/24)^6;
    # the mean is 6 units x D3 mean 2 x 1/2 = 6. Before the audit this walked every die of
    # every unit and gave up after 20 s from four units on. Now each unit's distribution is
    # walked alone (under 100 branches) and the units are composed: with the walk capped at
    # 200 branches the six units still compute (walking them together needs millions).
    # Speed itself is measured in bench/, not here.
    import muster.engine.odds as odds

    monkeypatch.setattr(odds, "MAX_BRANCHES", 200)
    out = roll(muster, "storm", "--count", "6", "--armour", "4", "--odds")
    zero = [r for r in out["distribution"] if r["value"] == 0][0]
    assert Fraction(zero["fraction"]) == Fraction(7, 24) ** 6
    assert out["mean"] == 6.0
    top = [r for r in out["distribution"] if r["value"] == 18][0]
    assert Fraction(top["fraction"]) == Fraction(1, 24) ** 6  # 3 hits, none saved, each unit


def test_storm_saves_composed_odds_match_the_walk():
    saves = [4, None, 6]
    spec = StormSavesSpec(3, tuple(saves))
    walked = enumerate_outcomes(lambda src: storm_saves(src, spec), lambda r: r.unsaved)
    composed = storm_saves_distribution(spec)
    assert composed.probs == walked.probs
