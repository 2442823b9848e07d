"""Rage of Chaos (seed 002 L78-91; RULINGS 20), with the unit's saves."""

from __future__ import annotations

from fractions import Fraction

import pytest

from games.warmaster import roll
from helpers import assert_drivers_agree, assert_one_line_error
from muster.errors import MusterError
from muster.games.warmaster.rage import RageSavesSpec, RageSpec, rage

# ------------------------------------------------------------------ Rage of Chaos (RULINGS 20)


def test_rage_without_a_repeat_adds_the_sum(muster):
    # digest §5 case 30 (seed L84-86): 4 then 2, stop -> +6 attacks
    run = muster("roll", "wm", "rage", "--count", "2", "--dice", "4,2", "--json")
    assert run.json["backfire"] is False and run.json["bonus_attacks"] == 6
    assert run.json["hits"] == 0


def test_rage_repeat_gives_hits_equal_to_the_sum(muster):
    # digest §5 case 31 (seed L87-88), RULINGS 20: 4 then 4 -> no bonus, 8 hits; the
    # third die is not rolled
    run = muster("roll", "wm", "rage", "--count", "3", "--dice", "4,4", "--json")
    assert run.json["backfire"] is True and run.json["bonus_attacks"] == 0
    assert run.json["hits"] == 8 and run.json["dice"] == [4, 4]


def test_rage_odds(muster):
    # seed L89-90: one die is always safe; three dice repeat with 1 - 6*5*4/216 = 4/9
    one = muster("roll", "wm", "rage", "--count", "1", "--odds", "--json").json
    assert Fraction(one["backfire"]["fraction"]) == 0
    three = muster("roll", "wm", "rage", "--count", "3", "--odds", "--json").json
    assert Fraction(three["backfire"]["fraction"]) == Fraction(4, 9)
    assert sum(Fraction(r["fraction"]) for r in three["results"]) == 1
    # every row with its fraction, as the line above them: 6 = 1+2+3 only
    lines = muster("roll", "wm", "rage", "--count", "3", "--odds").out.splitlines()
    assert lines[1].endswith("44.44 % (4/9)") and lines[2] == "  +6 attacks   2.78 % (1/36)"
    assert len(lines) == 27 and all(line.endswith(")") for line in lines[1:])


@pytest.mark.parametrize("args,needle", [
    (("rage", "--count", "7"), "--count 7"),
    (("rage", "--count", "0"), "--count 0"),
    (("rage", "--one-die"), "no such option: --one-die"),
    (("gerroff", "--count", "3"), "no such option: --count"),
])
def test_gerroff_and_rage_bad_input(muster, args, needle):
    assert_one_line_error(muster("roll", "warmaster", *args), needle)


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


@pytest.mark.parametrize("count", [0, 7])
def test_the_dice_of_rage_of_chaos_are_a_range_error(count):
    from helpers import assert_range_refused
    from muster.games.warmaster.rage import RageSpec

    said = assert_range_refused(lambda: RageSpec(count), "count", count, 1, 6)
    assert said.startswith(f"count {count} is impossible: Rage of Chaos rolls 1 to 6 dice")


def test_hits_then_saves_drivers_agree():
    assert_drivers_agree(lambda src: rage(src, RageSavesSpec(3, 4)), lambda r: r.key, range(15))


def test_the_spec_checks_its_values_in_the_game_not_the_command():
    with pytest.raises(MusterError, match="count 7 is impossible"):
        RageSpec(7)
