"""`muster roll EXPR`: the generic notation through the real command."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error
from muster.engine.notation import parse
from muster.engine.odds import enumerate_outcomes


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


@pytest.mark.parametrize("args,needle", [
    (["roll", "3x6"], "cannot read"),
    (["roll", "2d6+"], "ends with an operator"),
    (["roll", "10001d6"], "10000 dice"),
    (["roll", "d1001"], "1000 sides"),
    (["roll", "d1!"], "for ever"),
    (["roll", "2d6", "--dice", "3"], "too few dice"),
    (["roll", "2d6", "--dice", "3,4,5"], "too many dice"),
    (["roll", "2d6", "--dice", "3,9"], "cannot be rolled"),
    (["roll", "2d6", "--odds", "--dice", "3,4"], "--odds"),
    (["roll", "2d6", "--times", "0"], "--times"),
    (["roll", "2d6", "--seed", "abc"], "seed"),
    (["roll", "10000d6dl1", "--odds"], "--times"),
    (["roll", "100d6!", "--odds"], "too large"),
    (["roll", "1000d1000", "--odds"], "too large"),
])
def test_bad_input_is_one_line_and_exit_2(muster, args, needle):
    assert_one_line_error(muster(*args), needle)


def test_times_json_names_compound_outcomes():
    """--times keys that are tuples of facts keep their structure in JSON and add the
    label they print as; a named tuple becomes an object."""
    from typing import NamedTuple

    from muster.engine.run import _json_outcome

    class Key(NamedTuple):
        hits: int
        destroyed: bool

    class Label(tuple):
        def __str__(self):
            return f"{self[0]} lost"

    assert _json_outcome(Key(2, False), 1, 4) == {
        "value": {"hits": 2, "destroyed": False}, "count": 1, "share": 0.25,
        "label": "Key(hits=2, destroyed=False)"}
    labelled = _json_outcome(Label((3, True)), 2, 4)
    assert list(labelled["value"]) == [3, True] and labelled["label"] == "3 lost"
    assert _json_outcome(7, 1, 2) == {"value": 7, "count": 1, "share": 0.5}
