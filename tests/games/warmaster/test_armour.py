"""Warmaster armour saves (games/warmaster/armour.py): a save is 3+ to 6+ (seed L109-113),
or none."""

from __future__ import annotations

import pytest

from helpers import assert_range_refused
from muster.games.warmaster.armour import check_armour, parse_armour


@pytest.mark.parametrize("armour", [2, 7])
def test_a_save_outside_3_to_6_is_a_range_error(armour):
    said = assert_range_refused(lambda: check_armour(armour), "armour", armour, 3, 6)
    assert said == (f"armour {armour} is impossible: a save is 3+ to 6+ (no armour is better "
                    "than 3+), or 'none' / 0")
    assert_range_refused(lambda: parse_armour(f"{armour}+", "save"), "save", armour, 3, 6)


@pytest.mark.parametrize(("text", "armour"), [("4+", 4), ("6", 6), ("none", None), ("0", None)])
def test_a_save_in_range_or_none_is_read(text, armour):
    assert parse_armour(text) == armour
    check_armour(armour)
