"""A Gerroff!!! drive-back drawn (`muster.games.warmaster.driveback`): the Gerroff!!! roll in
cm (RULINGS 19: 5D6, or one D6 x 5) toward the unit's own table edge, which it leaves when
the drive-back is longer than the distance to that edge (seed 002 L20-26)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree
from muster import api
from muster.errors import FieldError
from muster.games.warmaster.driveback import DriveBackSpec, drive_back, drive_key


def test_a_drive_back_longer_than_the_edge_leaves_the_table():
    # 6 + 5 + 4 + 3 + 3 = 21 cm toward an edge 20 cm away: off; 20 cm stops at the edge
    off = api.roll(DriveBackSpec(edge_cm=20), dice=[6, 5, 4, 3, 3])
    assert (off.cm, off.leaves_table, off.landing.distance) == (21, True, 21)
    assert api.roll(DriveBackSpec(edge_cm=20), dice=[6, 5, 4, 3, 2]).leaves_table is False
    assert api.roll(DriveBackSpec(), dice=[1, 1, 1, 1, 1]).leaves_table is None  # no edge
    # one D6 x 5 > 12 on a 3 or more
    odds = api.odds(DriveBackSpec(one_die=True, edge_cm=12))
    assert odds.p(lambda k: k.leaves_table) == Fraction(2, 3)
    with pytest.raises(FieldError) as err:
        DriveBackSpec(edge_cm=-1)
    assert err.value.field == "edge_cm"


def test_drive_back_drivers_agree():
    dist = assert_drivers_agree(lambda src: drive_back(src, False, 15), drive_key, (1, 2, 3))
    assert sum(dist.probs.values()) == 1
