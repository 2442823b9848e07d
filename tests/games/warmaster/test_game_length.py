"""Warmaster game length: 5 + D3 turns (seed 002 L219-224)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from games.warmaster import dist_rows
from helpers import assert_drivers_agree, assert_one_line_error
from muster import api
from muster.games.warmaster.game_length import GameLengthSpec, game_length
from muster.games.warmaster.views.game_length import game_length_odds

# ------------------------------------------------------------------ game length


@pytest.mark.parametrize("face,turns", [(1, 6), (2, 6), (3, 7), (4, 7), (5, 8), (6, 8)])
def test_game_length_table(muster, face, turns):
    # digest §5 example 16 (seed L220-223): 5 + D3, D3 = ceil(D6 / 2)
    run = muster("roll", "wm", "game-length", "--dice", str(face), "--json")
    assert run.json["turns"] == turns and run.json["d3"] == turns - 5


def test_game_length_odds_are_a_third_each(muster):
    assert dist_rows(muster("roll", "wm", "game-length", "--odds", "--json")) == {
        6: Fraction(1, 3), 7: Fraction(1, 3), 8: Fraction(1, 3)}


def test_game_length_seed_and_times(muster):
    a = muster("roll", "wm", "game-length", "--seed", "9", "--json").json
    assert a == muster("roll", "wm", "game-length", "--seed", "9", "--json").json
    assert a["turns"] in (6, 7, 8)
    summary = muster("roll", "wm", "game-length", "--times", "50", "--seed", "2", "--json").json
    assert summary["times"] == 50
    assert {o["value"] for o in summary["outcomes"]} <= {6, 7, 8}


def test_game_length_bad_die(muster):
    assert_one_line_error(muster("roll", "wm", "game-length", "--dice", "0"), "cannot be rolled")


@pytest.mark.parametrize("seed", range(30))
def test_random_replayed_as_entered_dice_agrees_and_exact_allows_it(seed):
    assert_drivers_agree(lambda s: game_length(s, GameLengthSpec()), lambda r: r.turns, seed)


def test_odds_title_and_key():
    spec = GameLengthSpec()
    body = game_length_odds(spec, api.odds(spec)).to_json()
    assert body["of"] == "turns"
    assert {row["value"] for row in body["distribution"]} == {6, 7, 8}  # 5 + D3
