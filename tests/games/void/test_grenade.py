"""Void grenades in `wound void`: a missed grenade explodes where it lands (seed 003 L45:
"exploduje v místě, kam dopadl"; a miss lands (roll - RC) metres away), so a target within
the blast (fragmentation 10 m, high-explosive 5 m; a shaped charge none) is hit by it, as
`scatter void` places it with the same dice: one procedure, `grenade.burst`, for both."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from helpers import ok_json
from muster import api
from muster.games.void.attack import AttackSpec

RADIUS = {"fragmentation": 10, "high-explosive": 5, "shaped": 0}
DAM = {"fragmentation": 5, "high-explosive": 10, "shaped": 20}


def by_hand(rc: int, charge: str, armor: int) -> Fraction:
    """The chance an impact grenade wounds, every d20 counted: a roll <= RC hits (a 1
    always, a 20 never, ruling 24); a miss lands roll - RC metres off and catches the
    target within the blast; a caught target wounds on an Armor d20 above its Armor (a 20
    always; a Luck hit on no Armor with no roll)."""
    wounded = Fraction(0)
    for roll, armour_roll in product(range(1, 21), repeat=2):
        hit = roll == 1 or (roll != 20 and roll <= rc)
        caught = hit or (RADIUS[charge] > 0 and roll - rc <= RADIUS[charge])
        through = armor <= 0 or armour_roll == 20 or (armour_roll != 1 and armour_roll > armor)
        if caught and (through or (hit and roll == 1)):
            wounded += Fraction(1, 400)
    return wounded


def test_the_defect_a_missed_high_explosive_grenade_wounds_an_unarmoured_target(muster):
    # issue 22, defect 5: RC 10 hits on 1-10 (1/2); 11-15 land 1-5 m off, inside the 5 m
    # blast (1/4): 3/4 in all, not 1/2
    body = ok_json(muster, "wound", "void", "--weapon", "impact grenade", "--charge", "he",
                   "--rc", "10", "--odds")
    wounded = Fraction(body["wounded"]["fraction"])
    assert wounded == Fraction(3, 4) == by_hand(10, "high-explosive", 0)
    assert Fraction(body["hit"]["fraction"]) == Fraction(1, 2)


@pytest.mark.parametrize("rc,charge,armor", [(10, "fragmentation", 0), (10, "high-explosive", 5),
                                             (6, "fragmentation", 8), (14, "shaped", 0),
                                             (12, "high-explosive", 19)])
def test_wounded_odds_equal_every_die_counted(rc, charge, armor):
    dist = api.odds(AttackSpec("impact grenade", charge=charge, rc=rc, target_armor=armor))
    assert dist.p(lambda k: k[3] > 0) == by_hand(rc, charge, armor)


def test_the_blast_hits_like_the_grenade(muster):
    # roll 13 against RC 10: 3 m off at 3 o'clock, inside 5 m; Armor 5: the Armor roll 9 wounds
    out = ok_json(muster, "wound", "void", "--weapon", "impact grenade", "--charge", "he",
                  "--target-armor", "5", "--dice", "13,3,9")
    assert (out["hit"], out["in_blast"], out["wounds"], out["damage"], out["hp_left"]) == \
        (False, True, 1, DAM["high-explosive"], 30)
    # 7 m off: clear of the blast, no Armor roll
    out = ok_json(muster, "wound", "void", "--weapon", "impact grenade", "--charge", "he",
                  "--target-armor", "5", "--dice", "17,3")
    assert (out["in_blast"], out["damage"]) == (False, 0)


def test_a_timed_grenade_s_blast_can_be_escaped(muster):
    # L45: the target of a timed grenade escapes untouched on an Agility roll
    base = ("wound", "void", "--weapon", "timed grenade", "--charge", "frag",
            "--target-agility", "8")
    caught = ok_json(muster, *base, "--dice", "18,6,9")
    assert (caught["escape_roll"], caught["escaped"], caught["damage"]) == (9, False, 5)
    away = ok_json(muster, *base, "--dice", "18,6,8")
    assert (away["escaped"], away["damage"]) == (True, 0)


@pytest.mark.parametrize("dice", ["13,3", "15,9", "20,4", "11,12", "17,1"])
@pytest.mark.parametrize("charge", ["fragmentation", "high-explosive", "shaped"])
def test_wound_and_scatter_agree_on_the_same_dice(muster, dice, charge):
    wound = ok_json(muster, "wound", "void", "--weapon", "impact grenade", "--charge", charge,
                    "--dice", dice)
    scatter = ok_json(muster, "scatter", "void", "--charge", charge, "--dice", dice)
    assert wound["in_blast"] == scatter["target_in_blast"]
    assert (wound["damage"] > 0) == scatter["target_in_blast"]  # no Armor: caught is wounded


def test_a_blast_in_the_times_table(muster):
    run = muster("wound", "void", "--weapon", "impact grenade", "--charge", "he", "--times",
                 "400", "--seed", "1", "--json")
    labels = {o["label"] for o in run.json["outcomes"]}
    assert "miss, in the blast, 10 damage" in labels
