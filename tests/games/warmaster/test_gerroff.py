"""Gerroff!!! (seed 002 L20-26): 5D6 cm, or one D6 x 5 (RULINGS 19)."""

from __future__ import annotations

from fractions import Fraction

from games.warmaster import dist_rows

# ------------------------------------------------------------------ Gerroff!!! (RULINGS 19)


def test_gerroff_drives_back_five_d6_added(muster):
    # seed L26 "5 x k6 cm", RULINGS 19: five D6 added
    run = muster("roll", "wm", "gerroff", "--dice", "1,2,3,4,6", "--json")
    assert run.code == 0 and run.json["cm"] == 16 and run.json["reading"] == "5d6"
    rows = dist_rows(muster("roll", "wm", "gerroff", "--odds", "--json"))
    assert min(rows) == 5 and max(rows) == 30
    assert rows[5] == Fraction(1, 7776) and rows[30] == Fraction(1, 7776)
    assert rows[17] == rows[18] == Fraction(780, 7776)  # the mode: 780 of 6^5 ways each


def test_gerroff_option_one_die_times_five(muster):
    # RULINGS 19 option: one D6 x 5 cm -> 5, 10, ... 30, a sixth each
    run = muster("roll", "wm", "gerroff", "--one-die", "--dice", "4", "--json")
    assert run.json["cm"] == 20 and run.json["dice"] == [4]
    rows = dist_rows(muster("roll", "wm", "gerroff", "--one-die", "--odds", "--json"))
    assert rows == {cm: Fraction(1, 6) for cm in (5, 10, 15, 20, 25, 30)}


def test_gerroff_help_names_both_readings(muster):
    out = muster("roll", "warmaster", "--help").out
    assert "5D6" in out and "--one-die" in out
