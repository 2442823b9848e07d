"""A decimal comma ('4,5', as Czech output and the Czech help write decimals) is read in a
decimal-number option as click reads the point ('4.5'), in every language; an option that
takes a comma-separated list keeps its commas as separators ('--dice 4,5' is two dice)."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error
from muster import quick_games
from muster.numbers import NotANumber, decimal_point

# every decimal option of every command, with a line that uses it (one value left to fill)
DECIMAL_LINES = [
    ["wound", "mk", "--attack", "9", "--damage", "2", "-D", "16", "--range", "8",
     "--close-shot", "damage", "--dice", "3,4", "--distance", "{}"],
    ["roll", "mk", "--attack", "9", "-D", "16", "--range", "8", "--close-shot", "attack",
     "--dice", "3,4", "--distance", "{}"],
    ["scatter", "--distance", "2d6", "--direction", "d6", "--dice", "3,2,4",
     "--radius", "{}"],
    ["scatter", "--distance", "2d6", "--direction", "d6", "--dice", "3,2,4", "--radius", "2",
     "--base", "{}"],
    ["scatter", "--distance", "{}", "--direction", "d6", "--dice", "3"],
    ["scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--range", "12",
     "--aim-distance", "{}", "--dice", "1,1,4,6,6"],
    ["scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--dice", "1,1,4,6,6", "--base", "{}"],
    ["roll", "conf", "fly", "--air-mov", "2{}", "--start", "0", "--end", "2"],
    ["roll", "conf", "fly", "--air-mov", "25", "--ground-mov", "{}", "--obstacle", "3"],
    ["roll", "conf", "fly", "--air-mov", "25", "--ground-mov", "5", "--obstacle", "{}"],
]


def _line(line: list[str], value: str) -> list[str]:
    return [word.replace("{}", value) for word in line]


@pytest.mark.parametrize("line", DECIMAL_LINES, ids=lambda line: " ".join(line[:3]))
@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_decimal_comma_is_read_as_the_point(line, lang, muster):
    point = muster("--lang", lang, *_line(line, "1.5"))
    comma = muster("--lang", lang, *_line(line, "1,5"))
    assert point.code == 0, point.err
    assert (comma.code, comma.out, comma.err) == (point.code, point.out, point.err)
    as_json = muster("--lang", lang, *_line(line, "1,5"), "--json")
    assert as_json.out == muster("--lang", lang, *_line(line, "1.5"), "--json").out


def test_the_quick_door_leaves_a_decimal_comma_to_the_app():
    line = _line(DECIMAL_LINES[0], "4,5")
    assert quick_games.recognise(line) is None
    assert quick_games.recognise(_line(DECIMAL_LINES[0], "4.5")) is not None


def test_a_list_option_keeps_its_commas_as_separators(muster):
    two = muster("wound", "mk", "--attack", "9", "--damage", "2", "-D", "16", "--dice", "4,5",
                 "--json").json
    assert (two["dice"], two["natural"]) == ([4, 5], 9)
    assert muster("scatter", "--distance", "2d6", "--direction", "d6", "--dice", "3,2,4",
                  "--json").json["distance_dice"] == [2, 4]


@pytest.mark.parametrize("typed, read", [("4,5", "4.5"), ("-0,25", "-0.25"), ("+12,0", "+12.0"),
                                         ("4.5", "4.5"), ("4", "4"), ("4,5,6", "4,5,6"),
                                         (",5", ",5"), ("4,", "4,"), ("1e3", "1e3")])
def test_only_one_comma_between_digits_is_a_decimal_comma(typed, read):
    assert decimal_point(typed) == read


@pytest.mark.parametrize("typed", ["1,000", "12,500", "-3,250"])
def test_three_digits_after_the_comma_could_be_thousands_and_are_refused(typed, muster):
    with pytest.raises(NotANumber):
        decimal_point(typed)
    assert_one_line_error(muster(*_line(DECIMAL_LINES[2], typed)),
                          "could be a decimal or a thousands group")
    assert_one_line_error(muster("--lang", "cs", *_line(DECIMAL_LINES[4], typed)),
                          "může být desetinné číslo i skupina tisíců")
