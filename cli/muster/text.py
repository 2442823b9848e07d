"""Text for people: folding names for matching, and every number format muster prints.

One leaf module (it imports only `muster.language`, the run's language, and
`muster.czech_numbers`): every number muster prints is formatted here, so a module that
prints a number imports it from here (`muster.i18n` too).

* `fold`: the case-, accent- and spacing-insensitive form of a name.
* `fraction_text`, `fraction_fits`, `scientific`: an exact probability ("7/12",
  "~1.23e-4567" when too long to print); `fraction_note`: one beside its chance in a
  view's line (" (n/d)", left out once too long to read), the one rule every view
  follows; `table_fraction`: one in an odds table's column (left out if long).
* `chance`: a probability as the odds tables show it ("40.74 %", Czech "40,74 %");
  `percent_column`: one in a column of chances (" 1.62 %", padded to line up);
  `percent_points`: a difference of two chances ("+12.35"); `small_chance`: one too small
  for two places (English "5e-20", Czech "5 · 10⁻¹⁸ %").
* `places`, `significant`, `percent_space`: a decimal with a fixed number of places or of
  significant digits, in the language's decimal mark (`cs_mark`; `czech_powers`: no
  e-notation in Czech, '1,1 · 10⁻⁷'); `general` (12.5, Python's shortest form) and `plain`
  (12.5, as Python writes it) in the same mark; `shortest`: `general` as a message argument;
  `exact`: a fraction as a message argument with every digit it needs ('-0.0025').
* `measure` (`measured`): a mean, a standard deviation, a coordinate or a distance as people
  write it at the table: at most two decimal places, trailing zeros dropped (7, 3.5, 4.67;
  Czech 17,5), a small one to two significant digits (0.044); one rule in both languages.
* `number`, `percent` (`share`), `grouped`, `decimal`: counts and decimals grouped by
  thousands, percentages, in the language's own form (Czech through Babel, `cs_decimal`);
  `whole`: a count grouped in Czech only; `english`: a number as English writes it in
  either language (a label --json keeps). `ratio`: one amount against another ('2.47:1',
  Czech '2,47 : 1').
* `takes_ze`, `with_ze`: Czech *ze* for *z* before a number read with s, z, š, ž, dv, tř,
  čt (ze 2, ze 7, ze 100; z 5, z 1 000); every translated message gets it (`muster.i18n`).
* `czech_number`, `range_words`, `czech_range`: a number typed or written by click ('-1',
  '2.5') and click's ranges ('1<=x<=100') in Czech ('−1', '2,5', '1 až 100').
"""

from __future__ import annotations

import math
import re
import unicodedata
from functools import lru_cache
from typing import TYPE_CHECKING

from muster.czech_numbers import takes_ze, with_ze
from muster.language import Named, czech

if TYPE_CHECKING:  # fractions is not imported to print a roll; exact odds bring it
    from fractions import Fraction

__all__ = ["fold", "fraction_text", "fraction_fits", "fraction_note", "table_fraction",
           "scientific", "chance", "percent_column", "percent_points", "small_chance", "places",
           "significant", "general", "plain", "cs_mark", "czech_powers", "percent_space",
           "number", "english", "percent", "share", "grouped", "whole", "decimal", "cs_decimal",
           "ratio", "takes_ze", "with_ze", "measure", "measured", "squashed", "shortest",
           "czech_number", "range_words", "czech_range"]

MAX_FRACTION_DIGITS = 1000  # a longer exact fraction is shown in scientific form
MAX_SHOWN_FRACTION = 40  # characters of "n/d" beside a chance in a view's line
MAX_TABLE_FRACTION = 15  # ... beside a chance in an odds table's column (else left out)


@lru_cache(maxsize=65536)  # list rules fold the same few names thousands of times
def fold(text: str) -> str:
    """Case-, accent- and spacing-insensitive form of a name ("Dvouruční  SEKERA" ->
    "dvourucni sekera"), for matching names a user typed."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.lower().replace("_", " ").replace("-", " ").split())


def squashed(text: str) -> str:
    """`fold` with nothing but letters and digits left ("Mage-Knight", "mage knight" ->
    "mageknight"), for names a player may type run together or split."""
    return "".join(c for c in fold(text) if c.isalnum())


def card_key(name: str) -> str:
    """A card's name as a name entered is matched to it: a number by its value ('07' is
    card 7), any other name folded (`fold`)."""
    text = name.strip()
    return (text.lstrip("0") or "0") if text.isascii() and text.isdigit() else fold(text)


def _digits(n: int) -> int:
    """About how many decimal digits ``n`` has (from its bit length: never converts)."""
    return int(abs(n).bit_length() * 0.30103) + 1


def fraction_fits(value: Fraction) -> bool:
    return _digits(value.numerator) + _digits(value.denominator) <= MAX_FRACTION_DIGITS


def fraction_text(value: Fraction) -> str:
    """"n/d"; a fraction too long to print (thousands of digits, e.g. ``6000d6=6``) is
    given in scientific form instead, "~1.23e-4567"."""
    if not fraction_fits(value):
        return "~" + scientific(value)
    return f"{value.numerator}/{value.denominator}"


_CERTAIN = ("0/1", "1/1")  # the chance beside them says it all: 0.00 %, 100.00 %


def fraction_note(value: Fraction | str | None) -> str:
    """An exact probability's fraction as a view's line shows it after its chance, " (n/d)",
    while a reader can take it in (`MAX_SHOWN_FRACTION` characters); nothing when it is
    longer (the JSON keeps it), never an approximation of the chance the line already shows
    ("92,31 % (~9,23 · 10⁻¹)"). Every view shows its fractions through this one
    rule; ``value`` may be the JSON's own text ("n/d", or `fraction_text`'s "~1.23e-4567");
    none (an inexact odds) shows nothing, nor does a certain or an impossible outcome
    ("0.00 %", never "0.00 % (0/1)")."""
    if value is None:
        return ""
    if isinstance(value, str):
        text = value
    elif _digits(value.numerator) + _digits(value.denominator) <= MAX_SHOWN_FRACTION + 2:
        text = f"{value.numerator}/{value.denominator}"
    else:
        return ""
    return f" ({text})" if text and not text.startswith("~") and text not in _CERTAIN \
        and len(text) <= MAX_SHOWN_FRACTION else ""


def table_fraction(value: str | None) -> str:
    """A row's JSON fraction as an odds table shows it beside the chance: " (n/d)" up to
    `MAX_TABLE_FRACTION` characters, else nothing (the column stays narrow; the JSON, and
    `fraction_note` in a line, keep it); none for a certain or an impossible outcome."""
    if not value or len(value) > MAX_TABLE_FRACTION or value in _CERTAIN:
        return ""
    return f" ({czech_powers(value) if czech() else value})"


def scientific(value: Fraction, digits: int = 3) -> str:
    """``value`` as "1.23e-4567", computed exactly (floats underflow long before). Long
    numbers are read from their leading 192 bits: the value lies between two short fractions
    made of them, and where both give the same text, so does the value (else the long way)."""
    n, d = value.numerator, value.denominator
    if n == 0:
        return "0"
    shift = min(abs(n).bit_length(), d.bit_length()) - 192
    if shift > 0:
        top, bottom = abs(n) >> shift, d >> shift
        low = _scientific(top, bottom + 1, digits)
        if low == _scientific(top + 1, bottom, digits):
            return ("-" if n < 0 else "") + low
    return ("-" if n < 0 else "") + _scientific(abs(n), d, digits)


def _scientific(n: int, d: int, digits: int) -> str:
    """n / d (both positive) as "1.23e-4567", exactly."""
    exp = int((n.bit_length() - d.bit_length()) * 0.30103)

    def scaled(e: int) -> tuple[int, int]:  # n / d / 10**e as a numerator and denominator
        return (n, d * 10**e) if e >= 0 else (n * 10**-e, d)

    top, bottom = scaled(exp)
    while top >= 10 * bottom:
        exp += 1
        top, bottom = scaled(exp)
    while top < bottom:
        exp -= 1
        top, bottom = scaled(exp)
    m = top / bottom  # integers divide to the nearest float, however long they are
    mantissa = f"{m:.{digits - 1}f}"
    if mantissa.startswith("10"):  # 9.996 rounds up
        exp += 1
        mantissa = f"{m / 10:.{digits - 1}f}"
    return f"{mantissa}e{exp:+d}"


_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")
_E_NOTATION = r"(\d+(?:[.,]\d+)?)e([-+]?)0*(\d+)"  # compiled (and cached by `re`) when first used


def _power(m: re.Match[str]) -> str:
    mantissa, sign, exp = m.groups()
    power = "10" + ((sign if sign == "-" else "") + exp).translate(_SUPERSCRIPT)
    mantissa = cs_mark(mantissa)
    return power if mantissa == "1" else f"{mantissa}\u00a0\u00b7\u00a010" + power[2:]


def czech_powers(text: str) -> str:
    """E-notation as Czech typesets a power of ten: '1.1e-07' '1,1 · 10⁻⁷', '1e-09' '10⁻⁹'
    (no-break spaces around the dot)."""
    return re.sub(_E_NOTATION, _power, text)


def chance(value: Fraction | float) -> str:
    """A probability as a percentage with two places ("40.74 %"; Czech "40,74 %" with a
    no-break space); below 0.01 % two significant digits; below a float's reach, exact
    scientific form."""
    v = float(value) * 100
    if not isinstance(value, float) and value and abs(v) < 1e-300:  # a Fraction past floats
        text = scientific(value * 100)
        return czech_powers(text) + "\u00a0%" if czech() else f"{text} %"
    text = f"{v:.2g}" if v and v < 0.01 else f"{v:.2f}"
    if czech():
        return czech_powers(cs_mark(text)) + "\u00a0%"
    return f"{text} %"


def percent_column(p: Fraction | float) -> str:
    """A chance in a column of chances: two places, right-aligned in six characters, so that
    the signs line up (" 1.62 %", " 12.50 %"; Czech " 1,62 %", a no-break space)."""
    return f"{places(float(p) * 100, 2):>6}{percent_space()}%"


def percent_points(value: float) -> str:
    """A difference of two chances in percentage points, signed: "+12.35", "-0.50", "0.00"
    (Czech "+12,35")."""
    if not value:
        return places(0, 2)
    return ("+" if value > 0 else "-") + places(abs(value) * 100, 2)


def small_chance(p: float) -> str:
    """A chance too small for `chance`'s places, to three significant digits: English as a
    probability ('5e-20'), Czech as a percent ('5 · 10⁻¹⁸ %')."""
    return significant(p * 100) + percent_space() + "%" if czech() else significant(p)


def cs_mark(text: str) -> str:
    """A number written with a decimal point, with Czech's decimal comma: '2.5' '2,5'."""
    return text.replace(".", ",")


def _mark(text: str) -> str:
    return cs_mark(text) if czech() else text


def places(value: float, digits: int = 2) -> str:
    """``value`` with ``digits`` decimal places, no grouping: 6.25 / 6,25 (Czech)."""
    return _mark(f"{value:.{digits}f}")


def significant(value: float, digits: int = 3) -> str:
    """``value`` to ``digits`` significant digits: 0.00123 / 0,00123 (Czech); a tiny one
    1.1e-07 / 1,1 · 10⁻⁷ (Czech)."""
    text = f"{value:.{digits}g}"
    return czech_powers(_mark(text)) if czech() else text


def general(value: float) -> str:
    """``value`` in Python's shortest general form ('g': 12, 12.5, 0.25, 1e+06), in the
    language's decimal mark (Czech 12,5): a distance in cm as a rule was given it."""
    return _mark(f"{value:g}")


def shortest(value: float) -> Named:
    """`general` as a message argument made before the language matters (a rule's refusal,
    worded when shown): '12.5' in English, '12,5' in Czech."""
    text = f"{value:g}"
    return Named(text, cs_mark(text))


# the significant digits `exact` works a decimal out to (more than a typed one has), those
# it shows of one that does not end, and the power of ten below which it writes powers
EXACT_DIGITS = 40
INEXACT_DIGITS = 6
TINY_POWER = -6


def exact(value: Fraction, beside: Fraction | int | None = None) -> Named:
    """``value`` as a message argument made before the language matters, never rounded to a
    number it is not (a refused value beside its bound): a decimal with every digit
    ('-0.0025', '100.0025'; Czech '−0,0025', '100,0025'), `INEXACT_DIGITS` of one that does
    not end ('-0.833333'), a tiny one in powers of ten ('-2.5e-9'; Czech '−2,5 · 10⁻⁹').
    Given ``beside`` (the bound a refused value crossed), one that does not end keeps the
    first two digits of its distance from it too, so that it never shows as the bound
    ('100.000083', not '100')."""
    import decimal  # start-up: a refusal only

    rest = value.denominator
    for factor in (2, 5):  # a decimal ends when only 2s and 5s divide its denominator
        while rest % factor == 0:
            rest //= factor
    with decimal.localcontext() as context:
        context.prec = EXACT_DIGITS if rest == 1 else INEXACT_DIGITS
        shown = decimal.Decimal(value.numerator) / decimal.Decimal(value.denominator)
        if rest != 1 and beside is not None and value != beside:
            # (at most EXACT_DIGITS places: a distance below 1e-40 is past any typed MOV)
            places = min(1 - _power_of_ten(abs(value - beside)), EXACT_DIGITS)
            exponent = shown.as_tuple().exponent  # an int: the value is finite
            if isinstance(exponent, int) and exponent > -places:  # too few places for it
                context.prec = max(EXACT_DIGITS, shown.adjusted() + places + 2)
                whole = decimal.Decimal(value.numerator) / decimal.Decimal(value.denominator)
                shown = whole.quantize(decimal.Decimal(1).scaleb(-places))
        if shown and shown.adjusted() < TINY_POWER:
            text = format(shown, ".2g")
            return Named(text, czech_powers(cs_mark(text)).replace("-", "\u2212", 1))
        text = format(shown.normalize(), "f")  # in the context: every digit worked out
    return Named(text, czech_number(text))


def _power_of_ten(value: Fraction) -> int:
    """The power of ten of ``value``'s first digit (> 0): 2 for 100.5, -5 for 0.0000833."""
    top, bottom = value.numerator, value.denominator
    power = len(str(top)) - len(str(bottom))
    while not _reaches(top, bottom, power):
        power -= 1
    while _reaches(top, bottom, power + 1):
        power += 1
    return power


def _reaches(top: int, bottom: int, power: int) -> bool:
    """Whether ``top / bottom`` is at least ``10 ** power`` (in whole numbers: exact)."""
    scale: int = 10 ** abs(power)
    return top >= bottom * scale if power >= 0 else top * scale >= bottom


def plain(value: float) -> str:
    """``value`` as Python writes it (12.5, 12.0, 1234.5: neither rounded nor grouped), in
    the language's decimal mark (Czech 12,5)."""
    return _mark(str(value))


MEASURE_PLACES = 2  # decimal places of a mean, sd or coordinate (docs/architecture.md)


def _measure_places(a: float) -> int:
    """Places `measure` gives a value of size ``a`` (> 0): `MEASURE_PLACES`, or as many as
    two significant digits need under 0.1 (0.044, 0.0013)."""
    return MEASURE_PLACES if a >= 0.1 else 1 - math.floor(math.log10(a))


def measured(value: float | Fraction) -> float:
    """``value`` rounded as `measure` shows it (a whole one as an int, so that a Czech unit
    word can agree with it: '2 palce', '7 palců', '4,67 palce')."""
    v = float(value)
    if not math.isfinite(v) or abs(v) < 1e-6:
        return v if v else 0
    shown = round(v, _measure_places(abs(v)))
    return int(shown) if shown == int(shown) else shown


def measure(value: float | Fraction) -> str:
    """A mean, a standard deviation, a coordinate or a distance for people: at most two
    decimal places with the trailing zeros dropped (7, 3.5, 4.67, -2.5; a small one to two
    significant digits, 0.044), the same in both languages; Czech writes a decimal comma and
    groups thousands ('17,5', '3 334'). A tiny one (under 0.000001) is in `significant`
    form. `--json` keeps its own precision."""
    shown = measured(value)
    if not math.isfinite(shown) or (shown and abs(shown) < 1e-6):
        return significant(shown, 2)
    if isinstance(shown, int):
        text = str(shown)
    else:
        text = f"{shown:.{_measure_places(abs(shown))}f}".rstrip("0").rstrip(".")
    if not czech():
        return text
    whole, _point, part = text.lstrip("-").partition(".")
    return (("-" if text.startswith("-") else "") + _cs_grouped(int(whole))
            + ("," + part if part else ""))


def percent_space() -> str:
    """The space before '%': a no-break one in Czech."""
    return "\u00a0" if czech() else " "


def number(value: object) -> str:
    """An integer or decimal for people: 1,815 / 1 815 (Czech: a no-break space, decimal
    comma). Other values are returned as text."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if not czech():
        return english(value)
    return cs_decimal(value)


def english(value: object) -> str:
    """An integer or decimal as English writes it, whatever the run's language (1,815; 1.5):
    an English label (`--json` keeps it). Other values are returned as text."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    return f"{value:,}"


def _cs_grouped(n: int) -> str:
    """A whole number grouped by thousands as Czech writes it (1 048 576: no-break spaces)."""
    return f"{n:,}".replace(",", "\u00a0")


def whole(n: int) -> str:
    """A count in running text: Czech groups its thousands (10 000, a no-break space), English
    prints it as it always has (10000)."""
    return _cs_grouped(n) if czech() else str(n)


def percent(fraction: float, digits: int = 1) -> str:
    """A probability as a percentage: 40.7 % / 40,7 % (Czech, a no-break space)."""
    if not czech():
        return f"{fraction * 100:.{digits}f} %"
    from babel.numbers import format_percent  # heavy

    pattern = "#,##0" + ("." + "0" * digits if digits else "") + "\u00a0%"
    return format_percent(fraction, format=pattern, locale="cs_CZ")


def grouped(n: int) -> Named:
    """A whole number grouped by thousands, as a message argument made before the language
    matters: '1,048,576' in English, '1 048 576' (no-break spaces) in Czech. Needs no
    Babel."""
    return Named(english(n), _cs_grouped(n))


def decimal(value: float, digits: int = 2) -> str:
    """A decimal with a fixed number of places: 3.50 / 3,50."""
    if not czech():
        return f"{value:.{digits}f}"
    return cs_decimal(value, "#,##0" + ("." + "0" * digits if digits else ""))


def cs_decimal(value: float, pattern: str | None = None) -> str:
    """A number as Babel writes it in Czech (``pattern``: Babel's number pattern), with the
    precision its every digit needs: under the decimal module's default 28 digits Babel
    fails on a longer number (a 30-digit die typed at the table). In the default pattern a
    whole number or a finite float is written here as Babel writes it (grouped by no-break
    spaces, a decimal comma, at most three places rounded half to even), without loading
    Babel: most of a Czech game form's start-up otherwise."""
    if pattern is None and isinstance(value, int) and not isinstance(value, bool):
        return _cs_grouped(value)
    import decimal  # start-up: a Czech decimal only

    exact = decimal.Decimal(str(value)) if isinstance(value, float) else decimal.Decimal(value)
    with decimal.localcontext() as context:
        context.prec = max(context.prec, exact.adjusted() + 12)
        if pattern is None and isinstance(value, float) and exact.is_finite():
            rounded = abs(exact).quantize(decimal.Decimal("0.001"), decimal.ROUND_HALF_EVEN)
            whole, _, places = format(rounded, "f").partition(".")
            places = places.rstrip("0")
            return (("-" if exact.is_signed() else "") + _cs_grouped(int(whole))
                    + ("," + places if places else ""))
        from babel.numbers import format_decimal  # heavy

        return format_decimal(value, format=pattern, locale="cs_CZ")


def ratio(first: float, second: float, digits: int | None = 2) -> Named:
    """``first`` against ``second`` as a message argument. English: first / second to
    ``digits`` places, against 1 ('2.47:1'; ``digits`` None: the two as written, '3:1', a
    ratio a rule gives); Czech spaced, its smaller side 1, a decimal (at most two places) only
    when it is not whole ('1 : 1', '1 : 2', '2,47 : 1', '1,5 : 1')."""
    en = f"{first}:{second}" if digits is None else f"{first / second:.{digits}f}:1"
    big, small = max(first, second), min(first, second)
    text = cs_mark(f"{big / small:.2f}".rstrip("0").rstrip("."))
    return Named(en, f"{text} : 1" if first >= second else f"1 : {text}")


share = percent  # the name the odds views use


# (plain patterns: re compiles and caches each on first use, not at import)
# click's range of an option, 'x>=0', '1<=x<=1000000', '0<x<5' (click writes it, untranslated)
_RANGE = r"(?:(-?\d+(?:\.\d+)?)(<=?))?x(?:(<=?|>=?)(-?\d+(?:\.\d+)?))?"
_BOUND = r"(?<=[ :])(?:-?\d+(?:\.\d+)?<=?)?x(?:[<>]=?-?\d+(?:\.\d+)?)?(?=[.,;)\s]|$)"


def czech_number(text: str) -> str:
    """A number written in digits, the Czech way: '1000000' '1 000 000', '-1' '−1', '2.5'
    '2,5' (a bound click wrote, a number as it was typed)."""
    sign = "\u2212" if text.startswith("-") else ""
    whole, _dot, frac = text.lstrip("-").partition(".")
    return sign + _cs_grouped(int(whole)) + cs_mark("." + frac if frac else "")


def _range_words(match: re.Match[str]) -> str:
    return range_words(match.group(0))


def range_words(text: str) -> str:
    """One range as click writes it ('x>=0', '1<=x<=100') in Czech words ('aspoň 0',
    '1 až 100'); anything else as it is."""
    m = re.fullmatch(_RANGE, text)
    if m is None or not (m.group(1) or m.group(4)):
        return text
    low, low_op, high_op, high = m.groups()
    if low is not None and high is not None and high_op.startswith("<"):
        words = f"{czech_number(low)} až {czech_number(high)}"
        if low_op == "<" or high_op == "<":  # an open bound: say which ends are in
            words += " (bez krajních hodnot)" if low_op == high_op == "<" else \
                " (bez dolní meze)" if low_op == "<" else " (bez horní meze)"
        return words
    if low is not None:  # 'A<=x': x at least A
        return ("aspoň " if low_op == "<=" else "víc než ") + czech_number(low)
    if high_op.startswith(">"):  # 'x>=A'
        return ("aspoň " if high_op == ">=" else "víc než ") + czech_number(high)
    return ("nejvýš " if high_op == "<=" else "méně než ") + czech_number(high)


def czech_range(text: str) -> str:
    """click's ranges in a Czech message in words: 'x>=0' 'aspoň 0', '1<=x<=1000000'
    '1 až 1 000 000', 'x<=10' 'nejvýš 10'."""
    return re.sub(_BOUND, _range_words, text) if "x" in text else text
