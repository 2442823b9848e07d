"""BattleLore range in `wound bl --hexes` (games/battlelore/reach.py; seed 001 L19/p.8): a
common bow reaches 4 hexes, a crossbow 3, the target's hex counted and the attacker's not;
an adjacent target is a melee (a bow's shot point blank); a melee weapon reaches no further."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, ok_json
from muster import api
from muster.errors import FieldError
from muster.games.battlelore.wound import WoundSpec


def spec(weapon: str, hexes: int, **kw) -> WoundSpec:
    return WoundSpec.named(target="red", weapon=weapon, attacker_colour="green", hexes=hexes,
                           **kw)


@pytest.mark.parametrize("weapon,reach", [("common-bow", 4), ("crossbow", 3)])
def test_a_bow_reaches_its_range_and_not_one_hex_more(weapon, reach):
    for hexes in range(2, reach + 1):
        assert spec(weapon, hexes).attack.mode == "ranged"
    with pytest.raises(FieldError) as err:
        spec(weapon, reach + 1)
    assert err.value.field == "hexes"


def test_an_adjacent_target_is_a_melee_and_a_bow_shoots_it_point_blank():
    s = spec("common-bow", 1)
    assert s.attack.point_blank and s.attack.mode == "melee"
    # the weapon card's point-blank row: the common bow's swords on shield miss
    out = api.roll(s, dice=["red", "bonus"])
    assert out.hits == 1 and out.to_json()["mode"] == "melee"
    # as if --point-blank were given: the same spec
    assert s == WoundSpec.named(target="red", weapon="common-bow", attacker_colour="green",
                                point_blank=True, hexes=1)


def test_a_crossbow_at_range_hits_with_swords_on_shield_and_adjacent_does_not():
    far = api.roll(spec("crossbow", 3), dice=["bonus", "bonus"])
    near = api.roll(spec("crossbow", 1), dice=["bonus", "bonus"])
    assert (far.hits, near.hits) == (2, 0)


@pytest.mark.parametrize("weapon,hexes,kw,field", [
    ("short-sword", 2, {}, "hexes"),                    # a melee weapon reaches no further
    ("common-bow", 2, {"point_blank": True}, "point_blank"),
    ("common-bow", 0, {}, "hexes"),
])
def test_what_the_reach_refuses(weapon, hexes, kw, field):
    with pytest.raises(FieldError) as err:
        spec(weapon, hexes, **kw)
    assert err.value.field == field


def test_a_spec_built_directly_takes_the_reach_too():
    from muster.games.battlelore.dice_count import DiceSpec
    from muster.games.battlelore.hits import Attack

    built = WoundSpec(Attack("red", "common-bow"), DiceSpec("green"), hexes=1)
    assert built.attack.point_blank
    with pytest.raises(FieldError):
        WoundSpec(Attack("red", "crossbow"), DiceSpec("green"), hexes=4)


def test_the_command(muster):
    body = ok_json(muster, "wound", "bl", "-a", "green", "-w", "common-bow", "--hexes", "4",
                   "-t", "red", "--faces", "red,flag")
    assert (body["hexes"], body["range"], body["mode"]) == (4, 4, "ranged")
    assert not body["battle_back"]
    assert_one_line_error(muster("wound", "bl", "-a", "blue", "-w", "crossbow", "--hexes", "4",
                                 "-t", "red"), "--hexes 4 is impossible", "reaches 3 hexes")
    out = muster("wound", "bl", "-a", "green", "-w", "common-bow", "--hexes", "3", "-t", "red",
                 "--faces", "red,flag").out
    assert "the target 3 hexes away (its hex counted, the attacker's not), a Common Bow " \
        "reaches 4: in range" in out
    # an enemy adjacent to the attacker: no shot at a unit further away (L19/p.8)
    assert_one_line_error(muster("wound", "bl", "-a", "green", "-w", "common-bow", "--hexes",
                                 "3", "-t", "red", "--adjacent-enemy"), "an enemy is adjacent")


def test_the_hexes_are_a_range_error_of_the_weapon_s_reach():
    from helpers import assert_range_refused
    from muster.games.battlelore.hits import Attack
    from muster.games.battlelore.reach import check_reach

    crossbow = Attack("blue", "crossbow", "foot")
    said = assert_range_refused(lambda: check_reach(crossbow, 0), "hexes", 0, 1, None)
    assert said.startswith("hexes 0 is impossible: a target is 1 hex away or more")
    said = assert_range_refused(lambda: check_reach(crossbow, 4), "hexes", 4, 1, 3)
    assert said.startswith("hexes 4 is impossible: a Crossbow reaches 3 hexes")
