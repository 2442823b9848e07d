"""Aim and cover as named combat modifiers (`wound void --situation aimed|cover`): seed 003
L37 (aiming, an action instead of shooting: +2 RC next round against the target aimed at,
for a shot at one target), L39 (a swarm weapon may aim, with no bonus), L47 (cover: a bonus
to Armor by the terrain, no effect in melee, not with prone; the terrain table is not in
the seed, so the bonus is given with `--cover-armor N`)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json
from muster import api
from muster.games.void.attack import AttackSpec, derive


def hit_p(spec: AttackSpec) -> Fraction:
    return api.odds(spec).p(lambda k: isinstance(k, tuple) and k[0])


def wounded_p(spec: AttackSpec) -> Fraction:
    return api.odds(spec).p(lambda k: isinstance(k, tuple) and k[2] > 0)


def test_aim_is_plus_two_rc_for_a_shot():
    assert derive(AttackSpec("laser pistol", rc=12, situations=("aimed",))).hit_target == 14
    assert derive(AttackSpec("block rifle", situations=("míření",))).hit_target == 12
    assert hit_p(AttackSpec("laser pistol", rc=12, situations=("aimed",))) == Fraction(14, 20)


def test_a_swarm_weapon_aims_with_no_bonus():
    a = derive(AttackSpec("shotgun", rc=12, situations=("aimed",)))
    assert a.hit_target == 12 and a.situations == (("aimed", 0),)


@pytest.mark.parametrize("kwargs, needle", [
    ({"weapon": "sword"}, "aiming is done for a shot"),
    ({"weapon": "throwing star"}, "aiming is done for a shot"),
    ({"weapon": "block rifle", "action": "clearing-fire"}, "one target"),
])
def test_aim_only_for_a_shot_at_one_target(kwargs, needle):
    from muster.errors import FieldError
    with pytest.raises(FieldError) as err:
        AttackSpec(situations=("aimed",), **kwargs)
    assert err.value.field == "situations" and needle in str(err.value)


def _by_hand(hit_target: int, armor: int) -> Fraction:
    """A single shot: a d20 under the hit target (a 1 is Luck: a hit that wounds with no
    Armor roll; a 20 misses), then, with Armor, a d20 Armor roll that wounds above it (a 1
    passes, a 20 wounds: RULINGS 24)."""
    luck = Fraction(1, 20)
    hit = Fraction(sum(1 for v in range(2, 20) if v <= hit_target), 20)
    if armor == 0:
        return luck + hit
    through = Fraction(sum(1 for v in range(1, 21) if v == 20 or (v != 1 and v > armor)), 20)
    return luck + hit * through


@pytest.mark.parametrize("armor, cover", [(5, 3), (0, 4), (10, 0), (12, 9)])
def test_cover_adds_to_armor_against_a_shot(armor, cover):
    spec = AttackSpec("block rifle", rc=12, target_armor=armor, situations=("cover",),
                      cover_armor=cover)
    assert derive(spec).armor == armor + cover
    assert wounded_p(spec) == _by_hand(12, armor + cover)
    if armor + cover <= 19:  # a fighter's own Armor is at most 19 (L9); cover adds past it
        plain = AttackSpec("block rifle", rc=12, target_armor=armor + cover)
        assert api.odds(spec).probs == api.odds(plain).probs


def test_cover_does_nothing_in_melee():
    covered = AttackSpec("sword", target_armor=5, situations=("cover",), cover_armor=3)
    assert derive(covered).armor == 5 and derive(covered).cover == 0
    assert api.odds(covered).probs == api.odds(AttackSpec("sword", target_armor=5)).probs


def test_cover_with_armour_piercing():
    """Armour-piercing comes off the Armor the cover raised: a monomolecular dart, thrown
    (L33: -5 Armor), at Armor 5 + cover 3."""
    a = derive(AttackSpec("impact grenade", charge="shaped", target_armor=5,
                          situations=("cover",), cover_armor=3))
    assert a.piercing == 5 and a.armor == 3
    dart = derive(AttackSpec("dart", modification="monomolecular", target_armor=5,
                             situations=("cover",), cover_armor=3))
    assert dart.piercing == 5 and dart.armor == 3


def test_on_the_command_line(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "laser pistol", "--rc", "12",
                  "--target-armor", "5", "--situation", "cover", "--cover-armor", "3",
                  "--dice", "10,7")
    assert out["armor"] == 8 and out["cover_armor"] == 3 and out["wounds"] == 0
    run = muster("wound", "void", "--weapon", "laser pistol", "--rc", "12", "--target-armor",
                 "5", "--situation", "cover", "--cover-armor", "3", "--dice", "10,9")
    assert "Armor 5 + 3 (target in cover) = 8" in run.out
    aimed = ok_json(muster, "wound", "void", "--weapon", "laser pistol", "--rc", "12",
                    "--situation", "aimed", "--dice", "14")
    assert aimed["hit_target"] == 14 and aimed["hit"] is True


@pytest.mark.parametrize("args, needles", [
    (("--situation", "cover"), ["--cover-armor"]),
    (("--cover-armor", "3"), ["--cover-armor", "--situation cover"]),
    (("--situation", "cover", "--situation", "prone", "--cover-armor", "2"),
     ["exclude each other"]),
    (("--situation", "cover", "--cover-armor", "-1"), ["--cover-armor", "-1"]),
    (("--weapon", "sword", "--situation", "aimed"), ["--situation", "shot"]),
])
def test_refusals_name_the_option(muster, args, needles):
    base = ["wound", "void"] + ([] if "--weapon" in args else ["--weapon", "laser pistol"])
    assert_one_line_error(muster(*base, *args), *needles)


def test_a_swarm_weapons_aim_says_why_it_adds_nothing(muster):
    run = muster("wound", "void", "--weapon", "shotgun", "--rc", "12", "--situation", "aimed",
                 "--dice", "10")
    assert "vs RC 12 (aimed: a swarm weapon gets no bonus" in run.out
