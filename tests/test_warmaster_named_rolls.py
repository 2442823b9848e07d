"""Warmaster rolls of issue 13 (seed 002): the Runesmith's dispel (L99-100), the Staff of
Spellbinding (L175-180), the Ring of Magic (L172-174), the Scroll of Dispelling (L187-191),
the Orb of Majesty (L166-171), Storm of Stone and the Rage of Chaos backfire with their
saves (L35-43, L78-91), small doors (L243-245)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from conftest import assert_drivers_agree, assert_one_line_error

from muster.games.warmaster import procedures as wm


def roll(muster, *args):
    run = muster("roll", "warmaster", *args, "--json")
    assert run.code == 0, run.err
    return run.json


def outcomes(out) -> dict:
    return {r["outcome"]: r["fraction"] for r in out["outcomes"]}


# ------------------------------------------------------------------------------- magic


def test_runesmith_dispels_on_four(muster):
    assert roll(muster, "dispel", "--dice", "4")["success"] is True
    assert roll(muster, "dispel", "--dice", "3")["success"] is False
    assert roll(muster, "dispel", "--odds")["success"]["fraction"] == "1/2"


def test_a_cast_spell_and_the_runesmith(muster):
    out = roll(muster, "cast", "--value", "5", "--runesmith", "--dice", "5,3")
    assert out["cast"] is True and out["outcome"] == "cast" and out["dispel_die"] == 3
    out = roll(muster, "cast", "--value", "5", "--runesmith", "--dice", "6,4")
    assert out["outcome"] == "dispelled" and out["success"] is False
    # a failed casting gives the Runesmith nothing to roll against
    out = roll(muster, "cast", "--value", "5", "--runesmith", "--dice", "2")
    assert out["outcome"] == "failed" and out["dispel_die"] is None


def test_scroll_after_the_runesmith_fails(muster):
    # 5+: cast 1/3; dispelled 1/3 x 1/2; the Scroll cancels the rest of the cast spells
    out = roll(muster, "cast", "--value", "5", "--runesmith", "--scroll", "--odds")
    assert outcomes(out) == {"dispelled": "1/6", "cancelled by the scroll": "1/6",
                             "failed": "2/3"}
    assert roll(muster, "cast", "--value", "4", "--scroll",
                "--dice", "4")["outcome"] == "cancelled by the scroll"


def test_staff_of_spellbinding_after_a_failed_casting(muster):
    # 6+: cast 1/6; of the 5/6 failures, 4+ spellbinds half
    out = roll(muster, "cast", "--value", "6", "--staff", "--odds")
    assert outcomes(out) == {"cast": "1/6", "failed": "5/12", "failed, spellbound": "5/12"}
    bound = roll(muster, "cast", "--value", "6", "--staff", "--dice", "3,4")
    assert bound["spellbound"] is True and bound["staff_die"] == 4
    assert roll(muster, "spellbind", "--dice", "3")["success"] is False


def test_staff_after_the_high_elf_reroll(muster):
    # the staff rolls once the casting has failed for good: after both attempts
    out = roll(muster, "cast", "--value", "6", "--reroll", "--staff", "--dice", "2,3,5")
    assert [a["die"] for a in out["attempts"]] == [2, 3] and out["staff_die"] == 5
    assert out["outcome"] == "failed, spellbound"


def test_ring_of_magic_casts_without_a_roll(muster):
    out = roll(muster, "cast", "--value", "6", "--ring")
    assert out["cast"] is True and out["dice"] == [] and out["outcome"] == "cast"
    assert outcomes(roll(muster, "cast", "--value", "6", "--ring", "--runesmith",
                         "--odds")) == {"cast": "1/2", "dispelled": "1/2"}
    assert_one_line_error(muster("roll", "wm", "cast", "--value", "5", "--ring", "--wand"),
                          "no roll")


def test_staff_is_spent_once_it_has_worked(muster):
    assert_one_line_error(muster("roll", "wm", "cast", "--value", "5", "--staff",
                                 "--spellbound"), "already")


def test_spellcraft_drivers_agree():
    for seed in range(20):
        assert_drivers_agree(lambda src: wm.spellcraft(src, 5, runesmith=True, staff=True,
                                                       reroll=True),
                             lambda r: r.outcome, seed)


# -------------------------------------------------------------------------------- Orb


def test_orb_of_majesty_gives_a_failed_order(muster):
    out = roll(muster, "command", "--value", "8", "--orb", "--dice", "6,5")
    assert out["passed"] is True and out["orb_used"] is True
    ok = roll(muster, "command", "--value", "8", "--orb", "--dice", "3,4")
    assert ok["passed"] is True and ok["orb_used"] is False
    assert roll(muster, "command", "--value", "8", "--orb",
                "--odds")["passed"]["fraction"] == "1/1"


# --------------------------------------------------------------- hits, then the saves


def test_storm_of_stone_hits_then_saves(muster):
    # unit 1: D6 5 -> 3 hits, saves 4+: 4 6 1 -> 1 unsaved; unit 2: D6 2 -> 1 hit, 3 fails
    out = roll(muster, "storm", "--count", "2", "--armour", "4", "--dice", "5,4,6,1,2,3")
    assert out["hits"] == [3, 1] and out["unsaved"] == 2
    assert [s["unsaved"] for s in out["saves"]] == [1, 1]


def test_storm_saves_per_unit(muster):
    # a unit with no save keeps every hit; the other saves on 3+
    out = roll(muster, "storm", "--count", "2", "--armour", "none", "--armour", "3",
               "--dice", "6,3,5,6")
    assert out["saves"][0]["unsaved"] == 3 and out["saves"][1]["unsaved"] == 0
    assert_one_line_error(muster("roll", "wm", "storm", "--count", "3", "--armour", "4",
                                 "--armour", "5"), "one per unit")


def test_storm_saves_odds_by_hand(muster):
    # each unit: 1, 2 or 3 hits (1/3 each), each saved on 4+ (1/2): no hit stands with
    # 1/3 x (1/2 + 1/4 + 1/8) = 7/24; two units: 49/576
    out = roll(muster, "storm", "--count", "2", "--armour", "4", "--odds")
    zero = [r for r in out["distribution"] if r["value"] == 0][0]
    assert zero["fraction"] == "49/576"
    assert out["mean"] == pytest.approx(2.0)  # 2 units x mean D3 2 x 1/2


def test_rage_backfire_hits_then_saves(muster):
    # 2 then 2: a repeat, 4 hits; saves 5+: 6 1 5 3 -> 2 saved, 2 unsaved
    out = roll(muster, "rage", "--count", "3", "--armour", "5", "--dice", "2,2,6,1,5,3")
    assert out["backfire"] is True and out["hits"] == 4 and out["unsaved"] == 2
    # no repeat: no saves rolled
    out = roll(muster, "rage", "--count", "2", "--armour", "5", "--dice", "2,3")
    assert out["bonus_attacks"] == 5 and out["save_dice"] == []


def test_rage_odds_with_saves_keep_the_backfire_chance(muster):
    # with 3 dice a repeat comes with 1 - 5/6 x 4/6 = 4/9, saves or not
    out = roll(muster, "rage", "--count", "3", "--armour", "5", "--odds")
    assert out["backfire"]["fraction"] == "4/9"
    # with 2 dice the only backfire is a double (1/6), 2 x face hits; saving all of them
    # on 4+: sum over faces of (1/36) x (1/2)^(2 x face)
    two = roll(muster, "rage", "--count", "2", "--armour", "4", "--odds")
    all_saved = [r for r in two["results"] if r["backfire"] and r["unsaved"] == 0][0]
    expected = sum(Fraction(1, 36) * Fraction(1, 2) ** (2 * f) for f in range(1, 7))
    assert Fraction(all_saved["fraction"]) == expected


def test_hits_then_saves_drivers_agree():
    for seed in range(15):
        assert_drivers_agree(lambda src: wm.storm(src, 2, [4, None]), lambda r: r.unsaved,
                             seed)
        assert_drivers_agree(lambda src: wm.rage(src, 3, 4, True), lambda r: r.key, seed)


# -------------------------------------------------------------------------- small doors


@pytest.mark.parametrize("stands, phases", [(1, 1), (3, 1), (4, 2), (6, 2), (7, 3)])
def test_small_door_three_stands_a_command_phase(muster, stands, phases):
    out = roll(muster, "door", "--troop", "infantry", "--stands", str(stands))
    assert out["command_phases"] == phases and out["per_command_phase"] == 3


def test_small_door_characters_and_refusals(muster):
    out = roll(muster, "door", "--troop", "cavalry", "--stands", "3", "--characters", "2")
    assert out["command_phases"] == 1
    for troop in ("monster", "artillery", "machine", "chariot"):
        assert_one_line_error(muster("roll", "wm", "door", "--troop", troop, "--stands", "2"),
                              "cannot pass")
    assert_one_line_error(muster("roll", "wm", "door", "--troop", "infantry", "--stands", "2",
                                 "--dice", "3"), "too many dice")
