"""A BattleLore retreat drawn (`muster.games.battlelore.displace`): the flags given or rolled
on battle dice, the hexes owed at the unit's morale and taken, a figure lost for each hex
that cannot be taken (games/battlelore/retreat.py, tested in test_retreat.py)."""

from __future__ import annotations

import pytest

from helpers import assert_drivers_agree
from muster import api
from muster.errors import FieldError
from muster.games.battlelore.displace import RetreatSpec, displace, displace_key


def test_a_frightened_unit_with_too_little_room_loses_a_figure():
    # 2 flags x 2 hexes (Frightened) = 4 owed; 3 free: retreats 3, loses 1 of 4
    out = api.roll(RetreatSpec(flags=2, morale="frightened", room=3))
    assert (out.retreat_owed, out.retreat_hexes) == (4, 3)
    assert (out.figures_lost_to_blocked_retreat, out.figures_left) == (1, 3)
    assert out.landing.distance == 3
    rolled = api.roll(RetreatSpec(battle_dice=3), dice=["flag", "flag", "blue"])
    assert (rolled.flags, rolled.retreat_hexes) == (2, 2)
    with pytest.raises(FieldError) as err:
        RetreatSpec()
    assert err.value.field == "flags"


def test_displace_drivers_agree():
    spec = RetreatSpec(None, 3, "frightened", room=2)
    dist = assert_drivers_agree(lambda src: displace(src, spec), displace_key, (1, 2, 3))
    assert sum(dist.probs.values()) == 1
