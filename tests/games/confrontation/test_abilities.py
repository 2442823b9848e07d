"""Confrontation's plain ability dice (seed 000): Regeneration / X (L1257-1263),
Reinforcement (L1264-1272), Mutagenic / X (L1214-1235)."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, ok_json


def outcomes(out) -> dict:
    return {r["outcome"]: r["fraction"] for r in out["outcomes"]}


# ------------------------------------------------------------------------- Regeneration


def test_regeneration_rolls_on_while_it_succeeds(muster):
    # "Regenerace / 5" succeeds on 5+ (L1085-1087): 6 and 5 heal critical -> serious ->
    # light, the 2 stops.
    out = ok_json(muster, "roll", "conf", "--regeneration", "5", "--current", "critical", "--dice",
                  "6,5,2")
    assert out["after"] == "light" and out["levels_healed"] == 2


def test_regeneration_stops_once_healed(muster):
    out = ok_json(muster, "roll", "conf", "--regeneration", "3", "--current", "light", "--dice",
                  "4")
    assert out["after"] == "none" and out["dice"] == [4]


def test_regeneration_odds_by_hand(muster):
    # X = 5: each roll succeeds with 1/3. From critical: stays 2/3, serious 1/3 x 2/3,
    # light (1/3)^2 x 2/3, healed (1/3)^3.
    out = ok_json(muster, "roll", "conf", "--regeneration", "5", "--current", "critical", "--odds")
    assert outcomes(out) == {"critical": "2/3", "serious": "2/9", "light": "2/27",
                             "none": "1/27"}


def test_regeneration_needs_a_wound(muster):
    assert_one_line_error(muster("roll", "conf", "--regeneration", "4"), "--current")


# ------------------------------------------------------------------------ Reinforcement


@pytest.mark.parametrize("face, outcome", [("6", "returns"), ("5", "returns"),
                                           ("4", "nothing"), ("3", "nothing"),
                                           ("2", "loses the ability"),
                                           ("1", "loses the ability")])
def test_reinforcement(muster, face, outcome):
    assert ok_json(muster, "roll", "conf", "--reinforcement", "--dice", face)["outcome"] == outcome


# --------------------------------------------------------------------------- Mutagenic


def test_mutagenic_points_and_failures(muster):
    assert ok_json(muster, "roll", "conf", "--mutagenic", "2", "--dice", "4")["points"] == 6
    # a 6 does not roll on (L1235): one die only
    assert ok_json(muster, "roll", "conf", "--mutagenic", "1", "--dice", "6")["points"] == 7
    assert ok_json(muster, "roll", "conf", "--mutagenic", "3", "--dice", "1")["failure"] is True
    # die + X = 1 fails: 2 - 1 = 1
    out = ok_json(muster, "roll", "conf", "--mutagenic", "-1", "--dice", "2")
    assert out["failure"] is True and out["points"] == 0


def test_mutagenic_odds(muster):
    # X = -2: 1, 2 and 3 give 1 or less: 1/2 fails; 4, 5, 6 give 2, 3, 4.
    out = ok_json(muster, "roll", "conf", "--mutagenic", "-2", "--odds")
    assert outcomes(out) == {0: "1/2", 2: "1/6", 3: "1/6", 4: "1/6"}
