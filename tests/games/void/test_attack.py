"""Void: what an attack allows before the dice: fixing heavy weapons (L37, L15), two
weapons (L13, L15)."""

from __future__ import annotations

from helpers import assert_one_line_error, ok_json



# ------------------------------------------------------------------------ heavy weapons


def test_an_unfixed_heavy_weapon_cannot_fire(muster):
    # L37: heavy weapons MUST be set on a tripod, or they cannot fire at all.
    for weapon in ("block cannon", "laserový kanon", "heavy shotgun"):
        assert_one_line_error(muster("wound", "void", "--weapon", weapon, "--dice", "5"),
                              "tripod", "--fixed")


def test_a_fixed_heavy_weapon_fires_without_bonus(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "block cannon", "--fixed", "--rc", "10", "--dice", "10")
    assert out["hit_target"] == 10 and out["hit"] is True and out["damage"] == 20


def test_bipod_and_sniper_tripod_bonuses(muster):
    # L37: a two-handed weapon on a bipod +2 RC; L15: a rifle on a Sniper tripod +4 instead.
    assert ok_json(muster, "wound", "void", "--weapon", "block rifle", "--fixed", "--dice", "12")["hit_target"] == 12
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
