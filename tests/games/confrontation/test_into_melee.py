"""Shooting into a melee (seed 000 L782-793): which figure a successful shot hits."""

from __future__ import annotations

from helpers import assert_one_line_error, ok_json


def outcomes(out) -> dict:
    return {r["outcome"]: r["fraction"] for r in out["outcomes"]}


# ----------------------------------------------------------------- shooting into a melee


def test_the_rulebooks_goblin_is_hit_one_time_in_six(muster):
    # L790-793: goblin (small, 1) + Saviour rider (large, 3) + Griffin spearman (normal, 2)
    out = ok_json(muster, "roll", "conf", "--into-melee", "small:goblin", "--into-melee",
                  "velká:rider",
               "--into-melee", "normal:spearman", "--odds")
    got = outcomes(out)
    assert got["1: goblin (the target)"] == "1/6"
    assert got["2: rider"] == "1/2" and got["3: spearman"] == "1/3"


def test_into_melee_tickets(muster):
    args = ["--into-melee", "small:goblin", "--into-melee", "large:rider",
            "--into-melee", "normal:spearman"]
    assert ok_json(muster, "roll", "conf", *args, "--dice", "1")["name"] == "goblin"
    assert ok_json(muster, "roll", "conf", *args, "--dice", "4")["name"] == "rider"
    assert ok_json(muster, "roll", "conf", *args, "--dice", "5")["name"] == "spearman"


def test_into_melee_over_six_weights(muster):
    # two very large (4 + 4) and a normal (2): total 10, a d10 of tickets
    out = ok_json(muster, "roll", "conf", "--into-melee", "normal", "--into-melee", "very-large",
               "--into-melee", "very-large", "--odds")
    assert outcomes(out)["1: normal (the target)"] == "1/5"
    assert_one_line_error(muster("roll", "conf", "--into-melee", "normal", "--into-melee",
                                 "normal", "--dice", "5"), "d4")


def test_into_melee_refusals(muster):
    assert_one_line_error(muster("roll", "conf", "--into-melee", "small"), "at least two")
    assert_one_line_error(muster("roll", "conf", "--into-melee", "small", "--into-melee",
                                 "huge"), "unknown size")
    assert_one_line_error(muster("roll", "conf", "--into-melee", "small", "--into-melee",
                                 "small", "-v", "3"), "no such option: -v")
