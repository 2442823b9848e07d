"""Mage Knight close combat in `wound mk` (games/mageknight/close.py): gang-up (seed 004
L31-33), the rear arc (L27, L50), the lunge (L35) and the pushing damage of a second action
token (L109), checked against the rulebook's example and by brute force over the 36 rolls."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster import api
from muster.errors import FieldError
from muster.games.mageknight.close import CloseSpec
from muster.games.mageknight.wound import WoundSpec, wound


def _hit_chance(attack: int, defense: int) -> Fraction:
    """By hand: 2d6 + attack >= defense, a natural 2 always misses, a natural 12 always hits."""
    hits = sum(1 for a, b in product(range(1, 7), repeat=2)
               if (a + b == 12) or (a + b != 2 and a + b + attack >= defense))
    return Fraction(hits, 36)


def test_the_rulebooks_example_harka_orc_from_the_rear_with_cloud_warrior_helping():
    # L33: Harka Orc attacks into the rear arc (+1), Cloud Warrior gangs up (+1): +2 in all
    spec = WoundSpec(9, (17,), 3, close=CloseSpec(gang_up=1, rear_arc=True))
    assert spec.attack_value == 11
    out = api.roll(spec, dice=[2, 3])
    assert out.roll.total == 16 and not out.targets[0].hit and out.pushing == 0


def test_the_example_ub_khan_with_a_token_attacks_helped_by_two_and_is_pushed():
    # L33: given the attack, Ub-Khan (already holding a token) gets +2 from the two helpers,
    # and takes pushing damage for his second token (RULINGS 28: 1 click)
    spec = WoundSpec(9, (17,), 3, close=CloseSpec(gang_up=2, second_token=True))
    out = api.roll(spec, dice=[4, 4])
    assert out.roll.total == 19 and out.targets[0].damage == 3 and out.pushing == 1
    body = out.to_json()
    assert body["pushing_from"] == {"critical_miss": 0, "lunge": 0, "second_token": 1}
    assert body["close"]["attack_modifier"] == 2


def test_a_lunge_costs_one_pushing_damage_and_a_critical_miss_adds_its_own():
    spec = WoundSpec(10, (16,), 2, close=CloseSpec(lunge=True, second_token=True))
    out = api.roll(spec, dice=[1, 1])
    assert out.pushing == 3 and out.to_json()["pushing"] == 3
    assert api.roll(spec, dice=[3, 3]).pushing == 2


@pytest.mark.parametrize("gang_up,rear_arc", [(0, True), (1, False), (3, True)])
def test_the_odds_are_the_plain_roll_at_the_higher_attack(gang_up, rear_arc):
    spec = WoundSpec(8, (16,), 2, close=CloseSpec(gang_up=gang_up, rear_arc=rear_arc))
    bonus = gang_up + (1 if rear_arc else 0)
    dist = api.odds(spec)
    p_hit = sum(p for k, p in dist.probs.items() if k[0][0][0])
    assert p_hit == _hit_chance(8 + bonus, 16)


def test_odds_of_a_lunge_keep_the_fixed_pushing_apart(muster):
    body = ok_json(muster, "wound", "mk", "--attack", "10", "--damage", "2", "-D", "16",
                   "--lunge", "--second-token", "--odds")
    assert body["pushing"]["fraction"] == "1/36"  # a critical miss on top of the fixed 2
    assert body["pushing_fixed"] == 2
    assert Fraction(body["targets"][0]["hit"]["fraction"]) == _hit_chance(10, 16)


def test_the_three_drivers_agree_with_gang_up_and_a_lunge():
    spec = WoundSpec(9, (15,), 2, close=CloseSpec(gang_up=2, lunge=True))
    assert_drivers_agree(lambda src: wound(src, spec), lambda r: r.key(), range(5))


@pytest.mark.parametrize("kwargs,close,field", [
    ({"eliminate_captive": True}, {"gang_up": 1}, "gang_up"),       # L40
    ({"eliminate_captive": True}, {"lunge": True}, "lunge"),
    ({"heal": True}, {"rear_arc": True}, "rear_arc"),
    ({"fortification": (2,)}, {"gang_up": 1}, "fortification"),    # ranged only (L175)
])
def test_what_close_combat_refuses(kwargs, close, field):
    with pytest.raises(FieldError) as err:
        WoundSpec(10, (15,), None if kwargs.get("eliminate_captive") else 2, **kwargs,
                  close=CloseSpec(**close))
    assert err.value.field == field


def test_the_command_names_its_options_in_refusals(muster):
    assert_one_line_error(muster("wound", "mk", "-a", "10", "-m", "2", "-D", "15", "-D", "16",
                                 "--gang-up", "1"), "--gang-up", "one target")
    assert_one_line_error(muster("wound", "mk", "-a", "10", "-m", "2", "-D", "15",
                                 "--precision", "--lunge"), "--lunge", "close attack")
    assert_one_line_error(muster("wound", "mk", "-a", "10", "-m", "2", "-D", "15",
                                 "--gang-up", "11"), "--gang-up")
    # a capture is a close attack: gang-up helps it (only eliminating a captive is barred)
    body = ok_json(muster, "wound", "mk", "-a", "10", "-D", "16", "--capture", "--gang-up",
                   "2", "--dice", "3,4")
    assert body["attack"] == 9 and body["targets"][0]["captured"]


def test_the_text_says_each_bonus_and_each_pushing_source(muster):
    out = muster("wound", "mk", "-a", "9", "-m", "3", "-D", "17", "--gang-up", "1",
                 "--rear-arc", "--dice", "2,3").out
    assert "gang-up (převaha): 1 friendly warrior helping, +1 attack each" in out
    assert "rear arc (zadní oblouk): +1 attack" in out and "attack 9 +2 = 11" in out
    out = muster("wound", "mk", "-a", "10", "-m", "2", "-D", "16", "--lunge",
                 "--second-token", "--dice", "1,1").out
    assert ("Attacker: 3 pushing damage (nátlakové zranění), 3 clicks: critical miss 1, "
            "lunge 1, second action token 1") in out
