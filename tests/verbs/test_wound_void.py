"""`muster wound void`: an attack (with a weapon) or a move without one (a fall, a grab,
breaking free, throwing an opponent), picked by the options given."""

from __future__ import annotations

from helpers import assert_one_line_error


def test_moves_need_no_weapon_but_attacks_do(muster):
    assert_one_line_error(muster("wound", "void", "--target-armor", "5"), "--weapon")
    assert_one_line_error(muster("wound", "void", "--fall", "3", "--action", "grab"), "--fall")
