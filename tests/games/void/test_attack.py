"""Void: what an attack allows before the dice: fixing heavy weapons (L37, L15), two
weapons (L13, L15)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json
from muster import api
from muster.errors import FieldError
from muster.games.void.attack import AttackSpec

# ------------------------------------------------------------------------ heavy weapons


def test_an_unfixed_heavy_weapon_cannot_fire(muster):
    # L37: heavy weapons MUST be set on a tripod, or they cannot fire at all.
    for weapon in ("block cannon", "laserový kanon", "heavy shotgun"):
        assert_one_line_error(muster("wound", "void", "--weapon", weapon, "--dice", "5"),
                              "tripod", "--fixed")


def test_a_fixed_heavy_weapon_fires_without_bonus(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "block cannon", "--fixed", "--rc", "10",
                  "--dice", "10")
    assert out["hit_target"] == 10 and out["hit"] is True and out["damage"] == 20


def test_bipod_and_sniper_tripod_bonuses(muster):
    # L37: a two-handed weapon on a bipod +2 RC; L15: a rifle on a Sniper tripod +4 instead.
    assert ok_json(muster, "wound", "void", "--weapon", "block rifle", "--fixed", "--dice",
                   "12")["hit_target"] == 12
    assert ok_json(muster, "wound", "void", "--weapon", "laser rifle", "--sniper-tripod",
                 "--dice", "14")["hit_target"] == 14
    assert_one_line_error(muster("wound", "void", "--weapon", "block pistol", "--fixed"),
                          "two-handed")
    assert_one_line_error(muster("wound", "void", "--weapon", "block cannon",
                                 "--sniper-tripod"), "rifle")
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", "--fixed"), "ranged")




def test_a_heavy_second_weapon_is_refused_as_no_pair(muster):
    # L15: Two weapons are two one-handed guns; --fixed cannot make a cannon one of them
    assert_one_line_error(muster("wound", "void", "--weapon", "block pistol",
                                 "--second-weapon", "block cannon", "--dice", "3"),
                          "one-handed")


# ------------------------------------------------------------------ the rule as a library


def test_a_refusal_names_the_spec_field_not_an_option():
    with pytest.raises(FieldError) as err:
        AttackSpec("sword", range_m=3)
    assert err.value.field == "range_m" and "--" not in str(err.value)
    with pytest.raises(FieldError) as err:
        AttackSpec("block cannon")
    assert err.value.field == "fixed"


@pytest.mark.parametrize("weapon,modification,needle", [
    ("laser pistol", "adamantium", "adamantium fits melee and throwing weapons only"),
    ("hammer", "monomolecular", "monomolecular fits stabbing and cutting weapons only"),
    ("sword", "long-range", "long-range fits semi-automatic rifles only"),
])
def test_a_modification_the_weapon_cannot_take_names_the_field(weapon, modification, needle):
    # L33, L39: each modification fits only some weapons
    with pytest.raises(FieldError) as err:
        AttackSpec(weapon, modification=modification)
    assert err.value.field == "modification" and needle in str(err.value)


def test_names_are_resolved_so_equal_attacks_are_one_spec():
    # Czech and English names, any case, "none" for no defence: the same hashable spec
    a = AttackSpec("meč", defence="none", mods=[1])
    b = AttackSpec("Sword", mods=(1,))
    assert a == b and hash(a) == hash(b) and a.weapon == "sword" and a.defence is None


def test_the_api_rolls_and_weighs_an_attack():
    spec = AttackSpec("sword", target_armor=5)
    # CC 10 hits on 1-10; Armor 5 wounds on 6-20 (a Luck hit wounds without the roll)
    result = api.roll(spec, dice=[8, 6])
    assert result.hit and result.damage == 20 and result.to_json()["wounds"] == 1
    dist = api.odds(spec)
    assert dist.p(lambda k: k[3] == 20) == Fraction(9, 20) * Fraction(3, 4) + Fraction(1, 20)


def test_an_empty_mode_or_second_weapon_is_none_given(muster):
    laser = muster("wound", "void", "--weapon", "laser rifle", "--mode", "", "--dice", "5",
                   "--json")
    assert laser.code == 0 and laser.json["mode"] == "semi-automatic"
    sword = muster("wound", "void", "--weapon", "sword", "--second-weapon", "", "--seed", "3",
                   "--json")
    plain = muster("wound", "void", "--weapon", "sword", "--seed", "3", "--json")
    assert sword.code == 0 and sword.json == plain.json


def test_the_last_action_given_wins(muster):
    grab = muster("wound", "void", "--action", "sweep", "--action", "grab", "--strength", "12",
                  "--dice", "5")
    assert grab.code == 0 and "GRABBED" in grab.out


@pytest.mark.parametrize(("given", "field", "value", "low", "high"), [
    ({"strength": 20}, "strength", 20, 1, 19),   # the damage-bonus table's attributes
    ({"cc": 0}, "cc", 0, 1, None),               # rolled under: no upper bound
    ({"target_will": 0}, "target_will", 0, 1, None),
    ({"target_armor": -1}, "target_armor", -1, 0, 19),  # L9
    ({"target_armor": 20}, "target_armor", 20, 0, 19),
])
def test_an_attack_s_numbers_are_range_errors(given, field, value, low, high):
    from helpers import assert_range_refused
    from muster.games.void.attack import AttackSpec

    said = assert_range_refused(lambda: AttackSpec("sword", **given), field, value, low, high)
    assert said.startswith(f"{field} must be ")
