"""The Czech preposition *z* / *ze* before a number.

Czech writes *ze* before a word whose sound would run into *z*: one that starts with s, z,
š, ž or with a cluster such as dv, tř, čt. A number written in digits takes the form it is
read with (its genitive): *ze 2* (ze dvou), *ze 7* (ze sedmi), *ze 12* (ze dvanácti), *ze
100* (ze sta), *ze 2 000* (ze dvou tisíc), but *z 5* (z pěti), *z 8*, *z 10*, *z 1 000* (z
tisíce), *z 1 000 000* (z milionu). `takes_ze` is the rule for a whole number, `with_ze`
puts it into a Czech sentence (every translated message passes through it: `muster.i18n`).
A leaf module: `muster.i18n` and `muster.text` both use it.
"""

from __future__ import annotations

import re

# 2 dva, 3 tři, 4 čtyři, 6 šest, 7 sedm: and the tens and hundreds they lead (dvacet, třicet,
# čtyřicet, šedesát, sedmdesát; dvě stě, tři sta, ...)
_ZE_DIGITS = frozenset((2, 3, 4, 6, 7))
_ZE_TEENS = frozenset((12, 13, 14, 16, 17))  # dvanáct, třináct, čtrnáct, šestnáct, sedmnáct
# bilion, miliarda, milion, tisíc: one of them alone is read "z bilionu ... z tisíce"
_GROUPS = (10**12, 10**9, 10**6, 10**3)


def takes_ze(n: int) -> bool:
    """Whether Czech writes *ze* (not *z*) before the whole number ``n`` in digits."""
    if n < 0:
        return False  # "z minus pěti"
    if n < 10:
        return n in _ZE_DIGITS
    if n < 20:
        return n in _ZE_TEENS
    if n < 100:
        return n // 10 in _ZE_DIGITS
    if n < 1000:
        return n // 100 == 1 or n // 100 in _ZE_DIGITS  # sto (ze sta), dvě stě ...
    for size in _GROUPS:
        if n >= size:
            lead = n // size
            return lead != 1 and takes_ze(lead)
    return False  # not reached


# "z" as a word before a number written the Czech way: digits grouped by no-break spaces,
# a decimal comma, a minus sign (compiled, and cached by `re`, when first used)
_Z_NUMBER = r"(?<![\w\-])([zZ]) (-|\u2212)?(\d{1,3}(?:[\u00a0\u202f]\d{3})+|\d+)"


def _fixed(match: re.Match[str]) -> str:
    z, sign, digits = match.group(1), match.group(2), match.group(3)
    n = int(re.sub(r"\D", "", digits))
    word = z + "e" if not sign and takes_ze(n) else z
    return f"{word} {sign or ''}{digits}"


def with_ze(text: str) -> str:
    """``text`` (Czech) with *z* turned to *ze* before every number that needs it."""
    if "z " not in text and "Z " not in text:
        return text
    return re.sub(_Z_NUMBER, _fixed, text)
