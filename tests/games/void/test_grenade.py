"""Void grenades in `wound void`: a missed grenade explodes where it lands (seed 003 L45:
"exploduje v místě, kam dopadl"; a miss lands (roll - RC) metres away), so a target within
the blast (fragmentation 10 m, high-explosive 5 m; a shaped charge none) is hit by it, as
`scatter void` places it with the same dice: one procedure, `grenade.burst`, for both."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from helpers import assert_drivers_agree, ok_json
from muster import api
from muster.games.void import grenade
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
    # RC 10 hits on 1-10 (1/2); 11-15 land 1-5 m off, inside the 5 m
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


# A dodged impact grenade (L45: "Nárazové: vybuchnou ihned po dopadu"; only the timed one
# leaves the enemy "čas uniknout" by an Agility roll, and for it the dodge is that roll):
# it goes off where it lands, at the target, and its blast catches the dodger: one hit,
# its Armor roll, no Luck. A shaped charge has no blast, so the dodge avoids it.
DODGE = ("wound", "void", "--weapon", "impact grenade", "--defence", "dodge",
         "--target-agility", "8")


def test_a_dodged_impact_grenade_still_catches_the_dodger_in_its_blast(muster):
    # RC 10 hits on 5; Agility 8 dodges on 3; the blast's Armor roll 9 against Armor 5 wounds
    out = ok_json(muster, *DODGE, "--charge", "he", "--target-armor", "5", "--dice", "5,3,9")
    assert (out["hit"], out["defended"], out["dodged_into_blast"], out["armor_rolls"],
            out["damage"], out["hp_left"]) == (True, True, True, [9], DAM["high-explosive"], 30)
    # ... and Armor 5 holds on a 4
    out = ok_json(muster, *DODGE, "--charge", "he", "--target-armor", "5", "--dice", "5,3,4")
    assert (out["armor_rolls"], out["damage"]) == ([4], 0)
    lines = muster(*DODGE, "--charge", "he", "--target-armor", "5", "--dice", "5,3,9").out
    assert "goes off where it lands: the target is within the 5 m blast" in lines
    assert "40 -> 30 of 40" in lines


def test_a_dodged_luck_hit_is_no_vulnerable_spot_in_the_blast(muster):
    # a 1 (Luck) on no Armor would wound twice over (20); dodged, the blast wounds once (10)
    out = ok_json(muster, *DODGE, "--charge", "he", "--dice", "1,3")
    assert (out["luck"], out["defended"], out["damage"]) == (True, True, DAM["high-explosive"])
    undodged = ok_json(muster, *DODGE, "--charge", "he", "--dice", "1,9")
    assert (undodged["defended"], undodged["damage"]) == (False, 2 * DAM["high-explosive"])


def test_a_dodge_avoids_a_shaped_charge_and_a_timed_grenade(muster):
    shaped = ok_json(muster, *DODGE, "--charge", "shaped", "--target-armor", "5",
                     "--dice", "5,3")
    assert (shaped["defended"], shaped["dodged_into_blast"], shaped["damage"]) == \
        (True, False, 0)
    assert "a shaped charge has no blast" in muster(*DODGE, "--charge", "shaped",
                                                    "--dice", "5,3").out
    timed = ok_json(muster, "wound", "void", "--weapon", "timed grenade", "--charge", "he",
                    "--defence", "dodge", "--target-agility", "8", "--dice", "5,3")
    assert (timed["defended"], timed["dodged_into_blast"], timed["damage"]) == (True, False, 0)


def passes(roll: int, target: int) -> bool:
    return roll == 1 or (roll != 20 and roll <= target)


def by_hand_dodging(rc: int, charge: str, armor: int, agility: int) -> dict[int, Fraction]:
    """The damage of an impact grenade at a dodging target, every d20 counted (hit, then
    the dodge on a hit, then the Armor roll of whatever reached the target). The shaped
    charge takes 5 off Armor (L45); Luck doubles the damage only on no Armor of its own."""
    damage: dict[int, Fraction] = {}
    effective = armor - 5 if charge == "shaped" else armor
    for roll, dodge, armour_roll in product(range(1, 21), repeat=3):
        hit = passes(roll, rc)
        dodged = hit and passes(dodge, agility)
        blast = RADIUS[charge] > 0 and (dodged or (not hit and roll - rc <= RADIUS[charge]))
        luck = hit and not dodged and roll == 1
        through = effective <= 0 or not passes(armour_roll, effective)
        caught = (hit and not dodged) or blast
        hp = DAM[charge] * (2 if luck and armor == 0 else 1) if caught and (through or luck) \
            else 0
        damage[hp] = damage.get(hp, Fraction(0)) + Fraction(1, 8000)
    return damage


@pytest.mark.parametrize("rc,charge,armor,agility", [(10, "high-explosive", 5, 8),
                                                     (14, "fragmentation", 0, 12),
                                                     (7, "shaped", 3, 15),
                                                     (12, "fragmentation", 9, 1)])
def test_dodging_odds_equal_every_die_counted(rc, charge, armor, agility):
    spec = AttackSpec("impact grenade", charge=charge, rc=rc, target_armor=armor,
                      defence="dodge", target_agility=agility)
    dist = api.odds(spec)
    got: dict[int, Fraction] = {}
    for key, p in dist.probs.items():
        got[key[3]] = got.get(key[3], Fraction(0)) + p
    assert got == {k: v for k, v in by_hand_dodging(rc, charge, armor, agility).items() if v}


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


def test_the_rc_and_the_escape_agility_are_range_errors():
    from helpers import assert_range_refused
    from muster.games.void.grenade import GrenadeSpec

    said = assert_range_refused(lambda: GrenadeSpec(rc=0), "rc", 0, 1, 19)
    assert said == "rc must be between 1 and 19, not 0"
    assert_range_refused(lambda: GrenadeSpec(timed=True, target_agility=20), "target_agility",
                         20, 1, 19)


def test_a_throw_s_drivers_agree_and_the_odds_sum_to_one():
    spec = grenade.GrenadeSpec(10, (), False, "high-explosive")
    dist = assert_drivers_agree(lambda src: grenade.throw(src, spec), grenade.throw_key,
                                (1, 2, 3))
    assert sum(dist.probs.values()) == 1
