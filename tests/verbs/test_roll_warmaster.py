"""`muster roll warmaster` split into one subcommand per roll: each takes only its own
options, and the roll may be left out (its options name it) or spelt in capitals."""

from __future__ import annotations

import re

from helpers import assert_one_line_error, ok_json


def test_each_roll_takes_only_its_own_options(muster):
    def declared(mode: str) -> set[str]:  # the options the help lists (not its examples)
        shown = muster("roll", "wm", mode, "--help").out
        return set(re.findall(r"^\s+(?:-\w, )?(--[\w-]+)", shown, re.M))

    cast = declared("cast")
    assert {"--spell", "--runesmith"} <= cast and "--troop" not in cast
    target = declared("target")
    assert "--target" in target and not {"--spell", "--armour"} & target
    assert_one_line_error(muster("roll", "wm", "door", "--count", "2"),
                          "no such option: --count")


def test_the_roll_may_be_left_out_or_spelt_in_capitals(muster):
    assert ok_json(muster, "roll", "warmaster", "--target", "4", "--dice", "5")["form"] == "target"
    assert ok_json(muster, "roll", "warmaster", "CAST", "--value", "4",
                   "--dice", "5")["form"] == "cast"
    assert_one_line_error(muster("roll", "wm"), "choose a form")
