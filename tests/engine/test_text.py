"""The text leaf (`muster.text`): folding names and the number formats muster prints, in
English and Czech."""

from __future__ import annotations

import pathlib
import re
from fractions import Fraction

import pytest

from muster import text
from muster.i18n import lang, set_lang


@pytest.fixture
def czech():
    before = lang()
    set_lang("cs")
    yield
    set_lang(before)


def test_fold_drops_case_accents_and_spacing():
    assert text.fold("Dvouruční  SEKERA") == "dvourucni sekera"
    assert text.fold("two_handed-axe") == "two handed axe"


def test_exact_fractions_and_their_scientific_form():
    assert text.fraction_text(Fraction(7, 12)) == "7/12"
    tiny = Fraction(1, 6**6000)  # thousands of digits: too long to print
    assert not text.fraction_fits(tiny)
    assert text.fraction_text(tiny) == "~" + text.scientific(tiny)
    assert text.scientific(tiny).endswith("e-4669")
    assert text.scientific(Fraction(9996, 1000)) == "1.00e+1"  # 9.996 rounds up
    assert text.scientific(Fraction(-1, 3)) == "-3.33e-1"
    assert text.scientific(Fraction(0)) == "0"


def test_an_exact_value_beside_its_bound_never_shows_as_the_bound():
    past = Fraction(1200001, 12000)  # 100.0000833...
    assert text.exact(past) == "100"  # six significant digits alone
    assert (text.exact(past, 100), text.exact(past, 100).cs) == ("100.000083", "100,000083")
    assert text.exact(Fraction(-1, 3), 0) == "-0.333333"  # six digits already differ
    assert text.exact(Fraction(1001, 10), 100) == "100.1"  # a decimal that ends: every digit
    assert text.exact(Fraction(-1, 3 * 10**9), 0) == "-3.3e-10"  # tiny: powers of ten
    # a distance past EXACT_DIGITS places is cut there, never an error
    assert text.exact(100 + Fraction(1, 3 * 10**60), 100) == "100"
    assert text.exact(10**50 + Fraction(1, 3), 10**50) == f"1{'0' * 50}.33"


def test_a_fraction_beside_its_chance_is_short_enough_to_read():
    assert text.fraction_note(Fraction(7, 12)) == " (7/12)"
    forty = Fraction(10**19 - 1, 10**19)  # 19 + 1 + 20 characters
    assert text.fraction_note(forty) == f" ({forty.numerator}/{forty.denominator})"
    # a longer one is left out, never '92,31 % (~9,23 · 10⁻¹)' beside its chance
    longer = Fraction(10**19 + 1, 10**20)  # 20 + 1 + 21
    assert text.fraction_note(longer) == ""
    huge = Fraction(6**500 - 1, 6**500)  # hundreds of digits, not too long to print
    assert text.fraction_fits(huge) and text.fraction_note(huge) == ""
    assert text.fraction_note(None) == ""  # an inexact odds has none
    set_lang("cs")
    try:
        assert text.fraction_note(longer) == ""
        assert text.fraction_note(Fraction(7, 12)) == " (7/12)"
    finally:
        set_lang("en")


def test_a_fraction_from_the_json_is_shown_by_the_same_rule():
    """A view that prints a row's JSON fraction ("n/d", or fraction_text's "~..." past 1,000
    digits) shows it as it shows a Fraction: whole up to 40 characters, else not at all."""
    assert text.fraction_note("7/12") == " (7/12)"
    # a certain or an impossible outcome: its chance (0.00 %, 100.00 %) says it all
    assert text.fraction_note("0/1") == text.fraction_note("1/1") == ""
    assert text.fraction_note(Fraction(0)) == text.fraction_note(Fraction(1)) == ""
    assert text.table_fraction("0/1") == text.table_fraction("1/1") == ""
    assert text.table_fraction("5/12") == " (5/12)"
    longer = Fraction(10**19 + 1, 10**20)
    assert text.fraction_note(f"{longer.numerator}/{longer.denominator}") == ""
    assert text.fraction_note(f"1/{6**600}") == ""
    assert text.fraction_note(text.fraction_text(Fraction(1, 6**1300))) == ""


def test_the_void_shotgun_shows_no_approximation_beside_its_chance(muster):
    """Never 'zbraň zničena: 92,31 % (~9,23 · 10⁻¹)': the fraction is too long, so
    the line shows the chance alone, in both languages (the JSON keeps the exact one)."""
    args = ["wound", "void", "--weapon", "shotgun", "--targets", "50", "--squad", "--odds"]
    assert "  zbraň zničena: 92,31 %" in muster("--lang", "cs", *args).out.splitlines()
    assert "  weapon broken: 92.31 %" in muster(*args).out.splitlines()


# a fraction printed in a view's line: by text.fraction_note only (the JSON keeps the
# exact "n/d" through fraction_text, in these modules)
_JSON_FRACTIONS = {"text.py", "engine/distribution.py", "engine/odds.py"}
_RAW = re.compile(r"fraction_text|numerator\}/\{|\(\{\w+\[['\"]fraction['\"]\]\}\)")


def test_every_view_shows_its_fractions_through_the_one_short_form_rule():
    """The rule lives in the text leaf: no view prints "n/d" itself, nor a row's JSON
    fraction as it is (up to 1,000 digits: Void's volley, the yes/no odds, BattleLore's
    retreat printed them whole)."""
    root = pathlib.Path(text.__file__).parent
    raw = [f"{path.relative_to(root)}:{i}" for path in sorted(root.rglob("*.py"))
           if path.relative_to(root).as_posix() not in _JSON_FRACTIONS
           for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
           if _RAW.search(line)]
    assert raw == []


def test_chance_as_the_odds_tables_show_it(czech):
    assert text.chance(Fraction(1, 3)) == "33,33\u00a0%"
    assert text.chance(1e-5) == "0,001\u00a0%"
    assert text.chance(Fraction(1, 6**200)).endswith("\u00a0·\u00a010⁻¹⁵⁴\u00a0%")


def test_czech_has_no_e_notation(czech):
    # '1,1e-07 %', 'pod 1e-09', '3,06e-78' in Czech text
    nb = "\u00a0"
    assert text.chance(1.1e-9) == f"1,1{nb}·{nb}10⁻⁷{nb}%"
    assert text.chance(1e-8) == f"10⁻⁶{nb}%"
    assert text.significant(3.0612e-78) == f"3,06{nb}·{nb}10⁻⁷⁸"
    assert text.significant(1e-9) == "10⁻⁹"
    assert text.czech_powers("1.00e+05") == f"1,00{nb}·{nb}10⁵"
    set_lang("en")
    assert text.chance(1.1e-9) == "1.1e-07 %" and text.significant(1e-9) == "1e-09"


@pytest.mark.parametrize("n", [0, 7, -7, 999, 1000, -1000, 1815, 12345, 10**6, -(10**9) - 1,
                               10**30 + 7, -(10**40)])
def test_a_whole_number_in_czech_is_what_babel_writes(czech, n):
    """`text.number` writes a Czech whole number itself (Babel costs a game form's start-up
    a third of its time): exactly as Babel's cs_CZ does, grouped by no-break spaces."""
    import decimal

    from babel.numbers import format_decimal

    with decimal.localcontext() as context:  # as text.cs_decimal gives a long number
        context.prec = max(context.prec, decimal.Decimal(n).adjusted() + 12)
        assert text.number(n) == text.cs_decimal(n) == format_decimal(n, locale="cs_CZ")


@pytest.mark.parametrize("x", [0.0, -0.0, 0.5, 2.5, 0.0005, 0.0015, -0.0004, -0.0005, 1.0005,
                               999.9995, 0.1 + 0.2, 123456.789, 1e20, 1e-10, 5e-324, -7.25,
                               1.7976931348623157e308])
def test_a_decimal_in_czech_is_what_babel_writes(czech, x):
    """`text.number` writes a Czech float itself too, as Babel's cs_CZ default pattern does
    (at most three places, half to even, a decimal comma; a negative zero keeps its sign)."""
    import decimal

    from babel.numbers import format_decimal

    with decimal.localcontext() as context:
        context.prec = max(context.prec, decimal.Decimal(str(x)).adjusted() + 12)
        assert text.number(x) == text.cs_decimal(x) == format_decimal(x, locale="cs_CZ")


def test_chance_in_english():
    assert text.chance(Fraction(1, 3)) == "33.33 %"
    assert text.chance(1e-5) == "0.001 %"
    assert text.chance(0) == "0.00 %"


def test_places_and_significant_digits_follow_the_language(czech):
    assert text.places(6.25) == "6,25" and text.places(7.5, 4) == "7,5000"
    assert text.significant(0.001234) == "0,00123"
    assert text.percent_space() == "\u00a0"
    set_lang("en")
    assert text.places(6.25) == "6.25" and text.significant(0.001234) == "0.00123"
    assert text.percent_space() == " "


def _muster_imports(module: str) -> set[str]:
    """The muster modules ``module`` imports anywhere (inside functions too)."""
    import ast
    import importlib.util

    spec = importlib.util.find_spec(module)
    assert spec is not None and spec.origin is not None
    with open(spec.origin, encoding="utf-8") as fh:
        tree = ast.parse(fh.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found |= ({f"{node.module}.{a.name}" for a in node.names} if node.module == "muster"
                      else {node.module})
    return {m for m in found if m.split(".")[0] == "muster"}


def test_text_is_a_leaf_below_i18n():
    """text formats numbers for every module, muster.i18n too: it reads the run's language
    from muster.language, never from muster.i18n (which may then use text freely)."""
    assert _muster_imports("muster.text") == {"muster.language", "muster.czech_numbers"}
    assert _muster_imports("muster.language") == set()
    assert _muster_imports("muster.czech_numbers") == set()
    assert _muster_imports("muster.typography") == {"muster.language", "muster.text"}


def test_the_language_is_one_state(czech):
    from muster import i18n, language

    assert language.czech() and i18n.czech() and text.chance(0.5) == "50,00\u00a0%"
    assert i18n.Named is language.Named and isinstance(text.grouped(1000), i18n.Named)
    both = i18n.both_ways(lambda: text.chance(0.5))  # each language in turn, both read it
    assert (str(both), both.cs) == ("50.00 %", "50,00\u00a0%") and language.czech()


@pytest.mark.parametrize("value, english, czech_text", [
    (7.0, "7", "7"), (17.5, "17.5", "17,5"), (4.666667, "4.67", "4,67"),
    (8.660254, "8.66", "8,66"), (-4.330127, "-4.33", "-4,33"), (2.0, "2", "2"),
    (0.0437, "0.044", "0,044"), (0.0013, "0.0013", "0,0013"), (0.0, "0", "0"),
    (-0.0, "0", "0"), (3334.0, "3334", "3\u00a0334"), (3333.3333, "3333.33", "3\u00a0333,33"),
    # hours and speeds in a sentence too ('2,5 h', never '2,50 h')
    (Fraction(5, 2), "2.5", "2,5"), (Fraction(25, 12), "2.08", "2,08"), (10, "10", "10"),
])
def test_a_mean_or_coordinate_shows_two_places_at_most(value, english, czech_text):
    """One rule for a mean, sd, coordinate or distance (docs/architecture.md):
    at most two decimal places, trailing zeros dropped; a small one keeps two significant
    digits, so that it never reads as 0."""
    before = lang()
    try:
        set_lang("en")
        assert text.measure(value) == english
        set_lang("cs")
        assert text.measure(value) == czech_text
    finally:
        set_lang(before)
    assert text.measured(value) == float(english)
    assert isinstance(text.measured(2.0), int)  # a Czech unit agrees with '2', not '2,0'


_FOUR_PLACES = re.compile(r"\b(?:decimal|places)\([^()]*(?:\([^()]*\))?[^()]*,\s*[34]\)|"
                          r":\.[34]f\}")


def test_no_view_prints_a_mean_or_coordinate_to_four_places():
    """Means, sds, coordinates and distances go through `text.measure` (the JSON rounds on
    its own: ``round(x, 4)`` is not text)."""
    root = pathlib.Path(text.__file__).parent
    found = [f"{path.relative_to(root)}:{i}" for path in sorted(root.rglob("*.py"))
             for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if _FOUR_PLACES.search(line)]
    assert found == []


def test_a_column_of_chances_lines_up_in_both_languages(czech):
    assert [text.percent_column(p) for p in (0.0162, Fraction(1, 8), 1)] == \
        ["  1,62\u00a0%", " 12,50\u00a0%", "100,00\u00a0%"]
    set_lang("en")
    assert [text.percent_column(p) for p in (0.0162, Fraction(1, 8), 1)] == \
        ["  1.62 %", " 12.50 %", "100.00 %"]


def test_a_difference_of_two_chances_in_percentage_points(czech):
    assert (text.percent_points(0.1235), text.percent_points(-0.005),
            text.percent_points(0)) == ("+12,35", "-0,50", "0,00")


def test_a_chance_too_small_for_two_places():
    """English keeps it a probability, Czech a percent, as the odds table's own unit."""
    before = lang()
    try:
        set_lang("en")
        assert text.small_chance(5e-20) == "5e-20"
        set_lang("cs")
        assert text.small_chance(5e-20) == "5\u00a0·\u00a010⁻¹⁸\u00a0%"
    finally:
        set_lang(before)


def test_a_number_as_written_and_in_its_shortest_form(czech):
    assert (text.general(12.5), text.general(12.0), text.plain(12.0), text.plain(1234.5)) == \
        ("12,5", "12", "12,0", "1234,5")
    assert text.cs_mark("2.5") == "2,5" and text.english(1815) == "1,815"  # in Czech too


@pytest.mark.parametrize("first, second, digits, english, czech_text", [
    (2000, 1000, 2, "2.00:1", "2 : 1"), (1500, 1000, 2, "1.50:1", "1,5 : 1"),
    (900, 1000, 2, "0.90:1", "1 : 1,11"), (2470, 1000, 2, "2.47:1", "2,47 : 1"),
    (3, 1, None, "3:1", "3 : 1"),
])
def test_a_ratio_is_spaced_against_its_smaller_side_in_czech(first, second, digits, english,
                                                             czech_text):
    """The Warmaster siege balance (3 : 1, the smaller side 1; English '2.47:1')."""
    shown = text.ratio(first, second, digits)
    assert (str(shown), shown.cs) == (english, czech_text)
