"""`muster wound warmaster`: attacks, hits, armour saves and the items that change them.

Expected outcomes come from seed 002 via the digest (shared/rules/warmaster.md §3.2 and the
worked examples of §5); odds are checked against fractions worked out by hand in comments.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.engine.dice import EnteredSource
from muster.engine.odds import enumerate_outcomes
from muster.errors import FieldError
from muster.games.warmaster.wound import WoundSpec
from muster.games.warmaster.wound import wound as wound_rule


def wound(muster, *args):
    return ok_json(muster, "wound", "warmaster", *args)


def dist(muster, *args) -> dict:
    body = ok_json(muster, "wound", "wm", *args, "--odds")
    return {row["value"]: Fraction(row["fraction"]) for row in body["distribution"]}


# ------------------------------------------------------------------ the plain sequence


def test_hits_then_saves_with_entered_dice(muster):
    # 3 attacks at 4+: 4, 5, 6 all hit; 3 saves at 4+: 4 saves, 2 and 1 fail -> 2 unsaved
    body = wound(muster, "--attacks", "3", "--to-hit", "4", "--armour", "4",
                 "--dice", "4,5,6,4,2,1")
    assert body["hit_dice"] == [4, 5, 6] and body["hits"] == 3
    assert body["save_dice"] == [4, 2, 1] and body["saves"] == 1
    assert body["unsaved"] == 2
    assert body["game"] == "warmaster"


def test_misses_need_no_save_dice(muster):
    # 4 attacks at 5+: only the 5 hits; one save die (6) saves it
    body = wound(muster, "--attacks", "4", "--to-hit", "5", "--armour", "6",
                 "--dice", "1,5,4,2,6")
    assert body["hits"] == 1 and body["save_dice"] == [6] and body["unsaved"] == 0


def test_no_hits_no_saves(muster):
    body = wound(muster, "--attacks", "2", "--to-hit", "4", "--armour", "4", "--dice", "1,3")
    assert body["hits"] == 0 and body["save_dice"] == [] and body["unsaved"] == 0


@pytest.mark.parametrize("spelling", ["none", "0", "-", "NONE"])
def test_no_armour_means_every_hit_counts(muster, spelling):
    body = wound(muster, "--attacks", "2", "--to-hit", "4", "--armour", spelling,
                 "--dice", "4,6")
    assert body["armour"] is None and body["save_dice"] == [] and body["unsaved"] == 2


def test_armour_may_be_written_with_a_plus(muster):
    body = wound(muster, "--attacks", "1", "--to-hit", "4", "--armour", "5+", "--dice", "6,5")
    assert body["armour"] == 5 and body["unsaved"] == 0


def test_ignore_armour_skips_saves(muster):
    # Hail of Destruction / Curse of Chaos: 3 shooting attacks, armour has no effect
    body = wound(muster, "--attacks", "3", "--to-hit", "4", "--armour", "3", "--ignore-armour",
                 "--dice", "4,4,1")
    assert body["hits"] == 2 and body["save_dice"] == [] and body["unsaved"] == 2


# ------------------------------------------------------------------ fortified targets


def test_fortified_target_is_hit_only_on_six(muster):
    # digest §5 example 12 (seed L251): a 5 misses, a 6 hits, no armour
    body = wound(muster, "--attacks", "2", "--fortified", "--armour", "none", "--dice", "5,6")
    assert body["to_hit"] == 6 and body["hits"] == 1 and body["unsaved"] == 1
    # --fortified overrides an easier --to-hit
    body = wound(muster, "--attacks", "2", "--to-hit", "3", "--fortified", "--dice", "5,6")
    assert body["to_hit"] == 6 and body["hits"] == 1


def test_fortified_odds(muster):
    # 4 attacks at 6+, no save: binomial(4, 1/6); P(0) = (5/6)^4 = 625/1296,
    # P(1) = 4 * 125/1296 = 500/1296 = 125/324, P(4) = 1/1296
    d = dist(muster, "--attacks", "4", "--fortified")
    assert d[0] == Fraction(625, 1296) and d[1] == Fraction(125, 324)
    assert d[4] == Fraction(1, 1296)


# ------------------------------------------------------------------ magic items


def test_sword_of_cleaving_rerolls_one_miss(muster):
    # 1, 5, 6 at 4+: the 1 is re-rolled into a 4 -> 3 hits; saves 5, 5, 2 at 4+ -> 1 unsaved
    body = wound(muster, "--attacks", "3", "--to-hit", "4", "--armour", "4",
                 "--reroll-one-failed", "--dice", "1,5,6,4,5,5,2")
    assert body["hit_reroll"] == 4 and body["hits"] == 3 and body["unsaved"] == 1


def test_sword_of_cleaving_rerolls_only_one_of_several_misses(muster):
    # 1, 2 miss at 4+; one re-roll (6) -> 1 hit; no armour
    body = wound(muster, "--attacks", "2", "--to-hit", "4", "--reroll-one-failed",
                 "--dice", "1,2,6")
    assert body["hits"] == 1


def test_sword_of_cleaving_needs_no_die_when_nothing_missed(muster):
    body = wound(muster, "--attacks", "2", "--to-hit", "4", "--reroll-one-failed",
                 "--dice", "4,6")
    assert body["hit_reroll"] is None and body["hits"] == 2


def test_sword_of_destruction_three_hits_one_saved_is_rerolled(muster):
    # digest §5 example 21 (seed L138-139): 3 hits, one saved by armour -> that save is
    # rolled again; a 3 against 5+ fails, so all 3 hits count
    body = wound(muster, "--attacks", "3", "--to-hit", "4", "--armour", "5",
                 "--reroll-one-save", "--dice", "4,5,6,5,1,2,3")
    assert body["saves"] == 0 and body["save_reroll"] == 3 and body["unsaved"] == 3
    # the re-rolled save may succeed again
    body = wound(muster, "--attacks", "3", "--to-hit", "4", "--armour", "5",
                 "--reroll-one-save", "--dice", "4,5,6,5,1,2,6")
    assert body["saves"] == 1 and body["unsaved"] == 2


def test_sword_of_destruction_only_one_save_is_rerolled(muster):
    # two saves (5, 6) at 5+; one re-rolled into a 1 -> one save left
    body = wound(muster, "--attacks", "2", "--to-hit", "4", "--armour", "5",
                 "--reroll-one-save", "--dice", "4,4,5,6,1")
    assert body["saves"] == 1 and body["unsaved"] == 1


@pytest.mark.parametrize("armour,effective", [("5", 4), ("4", 3), ("3", 3), ("6", 5)])
def test_banner_of_shielding(muster, armour, effective):
    # digest §5 examples 18-20: 5+ -> 4+, 4+ -> 3+, 3+ stays 3+ (never better than 3+)
    body = wound(muster, "--attacks", "1", "--to-hit", "4", "--armour", armour, "--shielding",
                 "--dice", f"4,{effective}")
    assert body["effective_armour"] == effective and body["unsaved"] == 0
    # one pip below the new save fails
    body = wound(muster, "--attacks", "1", "--to-hit", "4", "--armour", armour, "--shielding",
                 "--dice", f"4,{effective - 1}")
    assert body["unsaved"] == 1


def test_banner_of_shielding_gives_no_save_to_an_unarmoured_unit(muster):
    body = wound(muster, "--attacks", "1", "--to-hit", "4", "--shielding", "--dice", "4")
    assert body["effective_armour"] is None and body["unsaved"] == 1


def test_banner_of_steadfastness_cancels_one_hit_after_saves(muster):
    # 3 hits, saves 6, 1, 1 at 5+ -> 2 unsaved, one cancelled -> 1
    body = wound(muster, "--attacks", "3", "--to-hit", "4", "--armour", "5", "--steadfast",
                 "--dice", "4,4,4,6,1,1")
    assert body["cancelled"] == 1 and body["unsaved"] == 1
    # nothing left to cancel
    body = wound(muster, "--attacks", "1", "--to-hit", "4", "--armour", "5", "--steadfast",
                 "--dice", "4,5")
    assert body["cancelled"] == 0 and body["unsaved"] == 0


# ------------------------------------------------------------------ odds by hand


def test_odds_plain(muster):
    # 3 attacks at 4+ against 4+: each attack gets through with 1/2 * 1/2 = 1/4, independently
    # -> binomial(3, 1/4): 27/64, 27/64, 9/64, 1/64
    d = dist(muster, "--attacks", "3", "--to-hit", "4", "--armour", "4")
    assert d == {0: Fraction(27, 64), 1: Fraction(27, 64), 2: Fraction(9, 64),
                 3: Fraction(1, 64)}


def test_odds_sword_of_cleaving(muster):
    # 2 attacks at 4+, no save, one miss re-rolled:
    # P(0) = both miss (1/4) and the re-roll misses (1/2) = 1/8
    # P(2) = both hit (1/4) + one miss (1/2) re-rolled into a hit (1/2) = 1/2;  P(1) = 3/8
    d = dist(muster, "--attacks", "2", "--to-hit", "4", "--reroll-one-failed")
    assert d == {0: Fraction(1, 8), 1: Fraction(3, 8), 2: Fraction(1, 2)}


def test_odds_sword_of_destruction(muster):
    # 1 attack hitting on 1+ (always), save 4+ re-rolled once if made:
    # saved only if both save dice make 4+: 1/2 * 1/2 = 1/4 -> unsaved 1 with 3/4
    d = dist(muster, "--attacks", "1", "--to-hit", "1", "--armour", "4", "--reroll-one-save")
    assert d == {0: Fraction(1, 4), 1: Fraction(3, 4)}


def test_odds_shielding_and_steadfast(muster):
    # 2 sure hits, 5+ armour shielded to 4+: each unsaved 1/2 -> 0,1,2 with 1/4,1/2,1/4
    d = dist(muster, "--attacks", "2", "--to-hit", "1", "--armour", "5", "--shielding")
    assert d == {0: Fraction(1, 4), 1: Fraction(1, 2), 2: Fraction(1, 4)}
    # unshielded 5+: each unsaved 2/3 -> 0,1,2 with 1/9,4/9,4/9; then one hit cancelled:
    # 0 with 1/9 + 4/9 = 5/9, 1 with 4/9
    d = dist(muster, "--attacks", "2", "--to-hit", "1", "--armour", "5", "--steadfast")
    assert d == {0: Fraction(5, 9), 1: Fraction(4, 9)}


def test_two_magic_standards_on_one_unit_are_refused(muster):
    # seed 002 L102-103: a unit carries one magic item; both banners belong to the target
    for args in (("--shielding", "--steadfast"), ("--steadfast", "--shielding", "--odds")):
        assert_one_line_error(muster("wound", "wm", "--attacks", "6", "--to-hit", "4",
                                     "--armour", "5", *args), "--shielding and --steadfast")
    with pytest.raises(FieldError) as err:
        WoundSpec(6, 4, 5, shielding=True, steadfast=True)
    assert err.value.field == "shielding"


def test_drivers_agree_on_the_mean():
    # the exact mean of unsaved hits equals attacks * P(hit) * P(fail save) without items:
    # 6 * 1/2 * 2/3 (5+ save fails on 1-4) = 2
    d = enumerate_outcomes(lambda s: wound_rule(s, WoundSpec(6, 4, 5)), key=lambda r: r.unsaved)
    assert sum(d.probs.values()) == 1
    assert sum(k * p for k, p in d.probs.items()) == 2


def test_entered_dice_order_covers_every_reroll():
    # attack dice, Cleaving re-roll, save dice, Destruction re-roll - in that order
    src = EnteredSource(["2", "6", "5", "6", "4", "1"])
    r = wound_rule(src, WoundSpec(2, 4, 4, reroll_one_failed=True, reroll_one_save=True))
    src.finish()
    assert r.hits == 2 and list(r.save_dice) == [6, 4] and r.saves == 1 and r.unsaved == 1


def test_both_swords_are_two_units_rolled_as_one_pool(muster):
    # docs/RULINGS.md: a unit carries one magic item (seed 002 L102), so the two swords
    # are on two attacking units; the Sword of Cleaving re-rolls one failed attack of the
    # pool (2 -> 4, L147-148) and the target re-rolls one successful save (6 -> 3, L136-140)
    args = ("wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "5",
            "--reroll-one-failed", "--reroll-one-save", "--dice", "2,5,5,4,6,1,5,3")
    body = ok_json(muster, *args)
    assert (body["hit_reroll"], body["hits"], body["save_reroll"], body["saves"],
            body["unsaved"]) == (4, 3, 3, 1, 2)
    out = muster(*args).out
    assert "each unit carries one magic item (L102)" in out and "either unit's" in out
    odds = muster(*args[:-2], "--odds").out
    assert "rolled here as one pool" in odds
    # one sword: no such note
    assert "L102" not in muster("wound", "wm", "--attacks", "3", "--to-hit", "4",
                                "--reroll-one-failed", "--dice", "2,5,5,4").out


# ------------------------------------------------------------------ seed, times, view


def test_seed_is_reproducible(muster):
    args = ("--attacks", "8", "--to-hit", "4", "--armour", "5", "--seed", "21")
    a, b = wound(muster, *args), wound(muster, *args)
    assert a == b and a["seed"] == 21 and len(a["hit_dice"]) == 8
    assert a["unsaved"] == a["hits"] - a["saves"]


def test_times_summarises_unsaved(muster):
    run = muster("wound", "wm", "--attacks", "4", "--to-hit", "4", "--times", "40", "--seed",
                 "1", "--json")
    assert run.code == 0 and run.json["times"] == 40 and run.json["key"] == "unsaved"


def test_human_view_explains(muster):
    out = muster("wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "5",
                 "--reroll-one-save", "--dice", "4,5,6,5,1,2,3").out
    assert "4 5 6" in out and "Sword of Destruction" in out and "unsaved hits: 3" in out


# ------------------------------------------------------------------ bad input


@pytest.mark.parametrize("args,needle", [
    (("--attacks", "3", "--armour", "4"), "--to-hit"),
    (("--attacks", "0", "--to-hit", "4"), "--attacks 0"),
    (("--attacks", "3", "--to-hit", "7"), "--to-hit 7"),
    (("--attacks", "3", "--to-hit", "4", "--armour", "2"),
     "--armour 2 is impossible: a save is 3+ to 6+"),
    (("--attacks", "3", "--to-hit", "4", "--armour", "7"),
     "--armour 7 is impossible: a save is 3+ to 6+"),
    (("--attacks", "3", "--to-hit", "4", "--armour", "plate"), "armour 'plate'"),
    (("--attacks", "3", "--to-hit", "4", "--steadfast", "--reroll-one-failed"), "--steadfast"),
    (("--attacks", "2", "--to-hit", "4", "--dice", "4"), "too few dice"),
    (("--attacks", "2", "--to-hit", "4", "--dice", "4,1,5"), "too many dice"),
    (("--attacks", "2", "--to-hit", "4", "--dice", "4,x"), "not a number"),
    (("--attacks", "20000", "--to-hit", "4"), "10000 dice"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("wound", "warmaster", *args), needle)


# ------------------------------------------------------------------ the three drivers agree


@pytest.mark.parametrize("seed", range(40))
def test_random_replayed_as_entered_dice_gives_the_same_result_and_exact_allows_it(seed):
    kw = dict(reroll_one_failed=seed % 2 == 0, reroll_one_save=seed % 3 == 0,
              shielding=seed % 5 == 0)
    attacks, to_hit, armour = 1 + seed % 7, 2 + seed % 5, (None, 3, 4, 5, 6)[seed % 5]
    exact = assert_drivers_agree(lambda s: wound_rule(s, WoundSpec(attacks, to_hit, armour, **kw)),
                                 key=lambda r: r.unsaved, seeds=seed)
    assert sum(exact.probs.values()) == 1


def test_sword_of_cleaving_note_speaks_of_the_dice_before_the_re_roll(muster):
    # the one miss (1) is thrown again and hits (5): it was re-rolled, so no "no miss" note
    run = muster("wound", "wm", "--attacks", "2", "--to-hit", "4", "--reroll-one-failed",
                 "--dice", "6,1,5")
    assert "one miss re-rolled -> 5" in run.out and "no miss to re-roll" not in run.out
    both = muster("wound", "wm", "--attacks", "2", "--to-hit", "4", "--reroll-one-failed",
                  "--dice", "6,5")
    assert "no miss to re-roll" in both.out


def test_the_attacks_and_the_to_hit_number_are_range_errors():
    from helpers import assert_range_refused
    from muster.games.warmaster.wound import WoundSpec

    said = assert_range_refused(lambda: WoundSpec(attacks=0, to_hit=4), "attacks", 0, 1, None)
    assert said == "attacks 0 is impossible: roll at least 1 attack"
    assert_range_refused(lambda: WoundSpec(attacks=3, to_hit=7), "to_hit", 7, 1, 6)
    assert_range_refused(lambda: WoundSpec(attacks=3, to_hit=4, armour=2), "armour", 2, 3, 6)
