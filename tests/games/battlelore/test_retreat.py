"""Retreats (games/battlelore/retreat.py; RULINGS 15, L29/p.13): 1 hex a flag, 2 when
Frightened; a Bold or supported unit may ignore one flag; every hex that cannot be taken
costs a figure. `wound bl` and `scatter bl` use the one rule."""

from __future__ import annotations

import pytest

from helpers import ok_json
from muster.games.battlelore.retreat import Retreat, retreat


def test_archers_lose_one_and_retreat_lore_does_nothing(muster):
    # E21: archers (green) hit by 1 matching helmet, 1 flag, 1 lore: lose 1, retreat 1 hex
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "green", "--faces",
                  "green,flag,lore")
    assert out["figures_removed"] == 1
    assert out["retreat_hexes"] == 1 and out["lore"] == 1


def test_normal_one_hit_two_flags(muster):
    # E25: remove 1 figure, retreat 2 hexes
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--faces",
                  "blue,flag,flag")
    assert (out["figures_removed"], out["retreat_hexes"], out["flags_ignored"]) == (1, 2, 0)


def test_bold_ignores_one_of_two_flags(muster):
    # D5
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--morale", "bold",
                  "--faces", "flag,flag,green")
    assert out["flags_ignored"] == 1 and out["retreat_hexes"] == 1


def test_bold_may_decline_to_ignore(muster):
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--morale", "bold",
                  "--decline-ignore", "--faces", "flag,flag,green")
    assert out["flags_ignored"] == 0 and out["retreat_hexes"] == 2


def test_supported_unit_ignores_a_flag_and_battles_back(muster):
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--supported",
                  "--faces", "flag,blue,green")
    assert out["flags_ignored"] == 1 and out["retreat_hexes"] == 0
    assert out["figures_left"] == 3 and out["battle_back"]


def test_frightened_retreats_two_hexes_per_flag(muster):
    # D6
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--morale",
                  "frightened", "--faces", "flag,green,green")
    assert out["retreat_hexes"] == 2


def test_blocked_retreat_costs_a_figure_per_hex(muster):
    # D7: normal unit, 3 flags, only 1 hex free -> retreats 1, loses 2
    by_room = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--faces",
                      "flag,flag,flag", "--room", "1")
    by_blocked = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--faces",
                         "flag,flag,flag", "--blocked", "2")
    for out in (by_room, by_blocked):
        assert out["retreat_owed"] == 3 and out["retreat_hexes"] == 1
        assert out["figures_lost_to_blocked_retreat"] == 2 and out["figures_left"] == 2


def test_blocked_more_than_owed_costs_only_the_owed_hexes(muster):
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--faces",
                  "flag,green,green", "--blocked", "3")
    assert out["figures_lost_to_blocked_retreat"] == 1 and out["retreat_hexes"] == 0


def test_cornered_bold_unit_loses_two_but_battles_back(muster):
    # E29: cornered, loses 2 figures (1 hit + 1 blocked hex), may still battle back
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--supported",
                  "--room", "0", "--faces", "blue,flag,flag")
    assert out["figures_removed"] == 1 and out["figures_lost_to_blocked_retreat"] == 1
    assert out["figures_left"] == 2 and out["battle_back"]


def test_blocked_retreat_can_destroy_the_unit(muster):
    # digest A10: a banner is won whenever the last figure goes
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--figures", "2",
                  "--room", "0", "--faces", "blue,flag,flag")
    assert out["figures_left"] == 0 and out["destroyed"]


@pytest.mark.parametrize("flags, morale, figures, kw, expected", [
    (2, "bold", 4, {}, Retreat(2, 1, 1, 1, 0)),                      # D5
    (2, "bold", 4, {"use_ignore": False}, Retreat(2, 0, 2, 2, 0)),
    (1, "frightened", 4, {}, Retreat(1, 0, 2, 2, 0)),                 # D6
    (3, "normal", 4, {"room": 1}, Retreat(3, 0, 3, 1, 2)),            # D7
    (3, "normal", 4, {"blocked": 2}, Retreat(3, 0, 3, 1, 2)),
    (5, "frightened", 4, {"room": 3}, Retreat(5, 0, 10, 3, 4)),       # more owed than figures
    (1, "normal", 4, {"blocked": 3}, Retreat(1, 0, 1, 0, 1)),
])
def test_the_rule_itself(flags, morale, figures, kw, expected):
    assert retreat(flags, morale, figures, **kw) == expected
