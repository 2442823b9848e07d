"""Czech *z* / *ze* before a number (`muster.czech_numbers`): the preposition takes the
form the number is read with, checked against the numbers spelt out in Czech words."""

from __future__ import annotations

import pytest

from muster.czech_numbers import takes_ze, with_ze
from muster.text import czech_range

UNITS = ["nula", "jedna", "dva", "tři", "čtyři", "pět", "šest", "sedm", "osm", "devět"]
TEENS = ["deset", "jedenáct", "dvanáct", "třináct", "čtrnáct", "patnáct", "šestnáct",
         "sedmnáct", "osmnáct", "devatenáct"]
TENS = {2: "dvacet", 3: "třicet", 4: "čtyřicet", 5: "padesát", 6: "šedesát", 7: "sedmdesát",
        8: "osmdesát", 9: "devadesát"}
HUNDREDS = {1: "sto", 2: "dvě stě", 3: "tři sta", 4: "čtyři sta"}
BIG = [(10**9, "miliarda", "miliardy", "miliard"), (10**6, "milion", "miliony", "milionů"),
       (10**3, "tisíc", "tisíce", "tisíc")]


def words(n: int) -> str:
    """``n`` spelt out in Czech (nominative), as a reader says it (the spellings below a
    thousand, that every larger number's groups are read with, are made once)."""
    if n < 1000:
        if n not in _SMALL:
            _SMALL[n] = _spelt(n)
        return _SMALL[n]
    return _spelt(n)


_SMALL: dict[int, str] = {}


def _spelt(n: int) -> str:
    for size, one, few, many in BIG:
        if n >= size:
            lead, rest = divmod(n, size)
            head = one if lead == 1 else f"{words(lead)} {few if lead < 5 else many}"
            return head + (f" {words(rest)}" if rest else "")
    if n >= 100:
        lead, rest = divmod(n, 100)
        head = HUNDREDS.get(lead, f"{UNITS[lead]} set")
        return head + (f" {words(rest)}" if rest else "")
    if n >= 20:
        lead, rest = divmod(n, 10)
        return TENS[lead] + (f" {UNITS[rest]}" if rest else "")
    return TEENS[n - 10] if n >= 10 else UNITS[n]


def reads_with_ze(n: int) -> bool:
    """Czech writes *ze* before a word starting s, z, š, ž or the clusters dv, tř, čt."""
    return words(n).startswith(("s", "z", "š", "ž", "dv", "tř", "čt"))


def test_the_spelling_itself():
    assert words(0) == "nula"
    assert words(17) == "sedmnáct"
    assert words(295) == "dvě stě devadesát pět"
    assert words(2000) == "dva tisíce"
    assert words(1_048_576) == "milion čtyřicet osm tisíc pět set sedmdesát šest"


@pytest.mark.parametrize("start", range(0, 1_000_000, 50_000))
def test_every_number_takes_the_form_it_is_read_with(start):
    for n in range(start, start + 50_000):
        assert takes_ze(n) == reads_with_ze(n), (n, words(n))


@pytest.mark.parametrize("n", [10**6, 2 * 10**6, 5 * 10**6, 12 * 10**6, 10**8, 10**9,
                               3 * 10**9, 999_999_999, 123_456_789])
def test_millions_and_milliards(n):
    assert takes_ze(n) == reads_with_ze(n), (n, words(n))


@pytest.mark.parametrize("text,expected", [
    ("100 z 100 bodů", "100 ze 100 bodů"),
    ("zraněno 1 z 2, 3 z 5, 4 z 7, 8 z 8", "zraněno 1 ze 2, 3 z 5, 4 ze 7, 8 z 8"),
    ("zbývá 1\u00a0569 z 2\u00a0000 peněz", "zbývá 1\u00a0569 ze 2\u00a0000 peněz"),
    ("z 1\u00a0000 hodů", "z 1\u00a0000 hodů"),  # z tisíce
    ("Z 12 kostek", "Ze 12 kostek"),
    ("40,7 % z 295", "40,7 % ze 295"),
    ("z 2,5 m", "ze 2,5 m"),
    ("z -3", "z -3"),  # z minus tří
    ("z 5 % a z textu", "z 5 % a z textu"),  # no number, no change
    ("xyz 7", "xyz 7"),  # not the word z
    ("ze 7", "ze 7"),  # already right
])
def test_a_sentence_gets_ze_where_the_number_needs_it(text, expected):
    assert with_ze(text) == expected


def test_every_translated_message_gets_the_rule(muster):
    run = muster("--lang", "cs", "list-validate",
                 "armies/mageknight/legal-orc-clans-300-exactly-at-limit.yaml")
    assert ": platná, 300 ze 300 bodů;" in run.out.splitlines()[0]
    english = muster("list-validate",
                     "armies/mageknight/legal-orc-clans-300-exactly-at-limit.yaml")
    assert ": legal, 300 of 300 points;" in english.out.splitlines()[0]


@pytest.mark.parametrize(("english", "czech"), [
    ("1<=x<=1000000", "1 až 1\u00a0000\u00a0000"),  # --times
    ("x>=0", "aspoň 0"),  # --seed
    ("x>=1", "aspoň 1"),  # --per-points
    ("x<=10", "nejvýš 10"),
    ("x>0", "víc než 0"),
    ("x<5", "méně než 5"),
    ("0<x<5", "0 až 5 (bez krajních hodnot)"),
    ("0<=x<1.5", "0 až 1,5 (bez horní meze)"),
    ("-5<=x<=5", "\u22125 až 5"),
])
def test_a_click_range_is_said_in_czech_words(english, czech):
    assert czech_range(f"−1 je mimo povolený rozsah: {english}.") == \
        f"−1 je mimo povolený rozsah: {czech}."


def test_text_that_is_no_range_stays_as_it_is():
    for text in ("2 x 3", "krabice x", "2× blokopistole", "70 × 40 mm", "x"):
        assert czech_range(text) == text


@pytest.mark.parametrize(("value", "english", "czech"), [
    ("-1/400", "-0.0025", "\u22120,0025"),
    ("4001/40", "100.025", "100,025"),
    ("3750", "3750", "3\u00a0750"),
    ("-5/6", "-0.833333", "\u22120,833333"),
    ("-1/400000000", "-2.5e-9", "\u22122,5\u00a0\u00b7\u00a010\u207b\u2079"),
    ("0", "0", "0")])
def test_an_exact_value_keeps_every_digit_in_both_languages(value, english, czech):
    # a refused value beside its bound: never rounded to a number it is not (a −0 below 0)
    from fractions import Fraction

    from muster.text import exact

    shown = exact(Fraction(value))
    assert (str(shown), shown.cs) == (english, czech)
