"""Text typeset for the language it is shown in: Czech line references ('ř. 739–740'), the
multiplication and minus signs, en dashes in ranges, grouped digits in a fraction and dice
named as the Czech rulebooks name them ('k6'); English text is left as it is written.

Every Czech line of output passes through `shown_line`.
"""

from __future__ import annotations

import re

from muster import language as _language
from muster.language import Named
from muster.text import cs_decimal

# the patterns of this module are strings compiled on first use (re's own cache keeps them):
# compiling them all when the module is imported would cost every command's start-up
_DIE = r"(?<![\w{])(\d*)[dDkK](\d+|%|F)(?![\w}])"


def czech_dice(text: str) -> str:
    """Dice named as the Czech rulebooks write them: 'd20' 'k20', '2D6' '2k6', 'D3' 'k3'."""
    return re.sub(_DIE, r"\1k\2", text)


def die_word(text: str) -> str:
    """Dice in the current language: English as written ('d20', '2D6'), Czech 'k20', '2k6'."""
    return czech_dice(text) if _language.code == "cs" else text


# a rulebook line reference: 'L739-740', 'seed L27', 'seed 000 L411-479', 'L15/p.6'
_REF = (r"(?<![\w/])(?:seed (?:\d{3} )?)?L(\d+)(?:[-–](\d+))?"
        r"(?:/[ps]\.\s?(\d+))?(?!\w)")


# a line reference's 'ř.' is held to its number by a no-break space: a help wrapped at its
# width never leaves 'ř.' at a line's end
LINE_MARK = "ř.\u00a0"


def _czech_ref(m: re.Match[str]) -> str:
    first, last, page = m.groups()
    lines = LINE_MARK + first + (f"–{last}" if last else "")
    return f"s.\u00a0{page}, {lines}" if page else lines


# a list of references that each name their page ('L9/p.3, L11/p.4'): grouped by page
_PAGED = r"(?:seed (?:\d{3} )?)?L\d+(?:[-–]\d+)?/[ps]\.\s?\d+"
_PAGED_LIST = rf"(?<![\w/]){_PAGED}(?:, {_PAGED})+(?!\w)"


def _czech_paged_list(m: re.Match[str]) -> str:
    """'L9/p.3, L11/p.4, L12/p.4' 's. 3, ř. 9; s. 4, ř. 11, 12': a page, then its lines."""
    pages: dict[str, list[str]] = {}
    for ref in re.finditer(_REF, m.group(0)):
        first, last, page = ref.groups()
        pages.setdefault(page, []).append(first + (f"–{last}" if last else ""))
    return "; ".join(f"s.\u00a0{page}, {LINE_MARK}{', '.join(lines)}"
                     for page, lines in pages.items())


def czech_refs(text: str) -> str:
    """Rulebook line references as Czech writes them: 'L739-740' 'ř. 739–740', 'seed L27'
    'ř. 27', 'L15/p.6' 's. 6, ř. 15' (the page first, as a Czech reader looks it up), and
    a list by page: 'L9/p.3, L11/p.4' 's. 3, ř. 9; s. 4, ř. 11'; and a reference written
    in Czech ('ř. 27', 'výklad č. 19', 's. 6') with its abbreviation held to the number by a
    no-break space (`LINE_MARK`), so that no line ends in 'ř.', 'č.' or 's.'."""
    if "ř. " in text or "č. " in text or "s. " in text:
        # 'ř. 27', 'výklad č. 19', 's. 6': the abbreviation held to its number
        text = re.sub(r"(?<!\w)(ř|č|s)\. (?=\d)", "\\1.\u00a0", text)
    if "L" not in text:
        return text
    return one_line_mark(re.sub(_REF, _czech_ref, re.sub(_PAGED_LIST, _czech_paged_list, text)))


_LINES = r"ř\.[ \u00a0]\d+(?:–\d+)?"


def one_line_mark(text: str) -> str:
    """A list of lines under one 'ř.': 'ř. 156, 170', 'ř. 411–479, 1275–1291', never
    'ř. 156, ř. 170' (as 'ř. 101, 105' prints)."""
    return re.sub(rf"{_LINES}(?:, {_LINES})+",
                  lambda m: re.sub(r", ř\.[ \u00a0]", ", ", m.group(0)), text)


_TIMES = r"(?<=[\w)\]}]) x (?=[\d(A-Z\[{])"


def czech_times(text: str) -> str:
    """Multiplication with the sign Czech typesets: '1 x 20' '1 × 20', '2 x (3 x MOV)'."""
    return re.sub(_TIMES, " \u00d7 ", text)


# a range of numbers '1-6', '2-4', '1-{sides}' (not a die's '2d6-1', not a fingerprint's groups,
# not a name such as JSON Schema's 'draft 2020-12')
_RANGE = r"(?<![\w-])(?<!draft )(\d+|\{\w+\})-(\d+|\{\w+\})(?![\w-])"


# arithmetic on a line: a sign stuck to the number after a number ('10 -3', '6 +1'), and a
# spaced hyphen between a number and a number or a characteristic ('15 - 10', '10 - RES 7');
# a hyphen before a lower-case word is a dash, not a minus ('1 5 - místo zranění')
# (a number may end in markup, '[bold]5[/] - 3', or be a list of dice, '2d6 [3 4] - 1d3')
_SIGN = r"(?:(?<=[\d)])|(?<=\[/\])) ([+-])(?=\d)"
_MINUS = r"(?<=[\d)\]]) - (?=\d|\[[\w ]+\]\d|[A-Z]{2,}\b)"


# a negative number standing alone ('postih -1', a table's '-2 panika', a total in markup
# '= [bold cyan]-2[/]', an option's value '--mod -2': muster reads the minus sign typed back,
# `typed_minus`), not a range ('1-6'); an example's command is not typeset at all
_NEGATIVE = r"(?:^|(?<=[\s(\[\]]))(?<!--)-(?=\d)"


def typed_minus(word: str) -> str:
    """A word of the command line with the minus sign Czech output prints ('−2', '--mod=−2',
    'Kara=−2', a --vs column's '--mod −2') read as the hyphen the options parse."""
    return re.sub(r"(?:^|(?<=[\s=,]))\u2212(?=\d)", "-", word) if "\u2212" in word else word


def czech_operators(text: str) -> str:
    """Arithmetic as Czech typesets it: spaces round the operator and a minus sign,
    '10 -3 = 7' '10 − 3 = 7', '6 +1' '6 + 1', 'STR 10 - RES 7' 'STR 10 − RES 7', and a
    negative number with the minus sign ('postih −1')."""
    text = re.sub(_SIGN, lambda m: " \u2212 " if m.group(1) == "-" else " + ", text)
    return re.sub(_NEGATIVE, "\u2212", re.sub(_MINUS, " \u2212 ", text))


# an exact chance beside its percentage, '(2117137/7500000)' (digits only: no rule line)
_FRACTION_DIGITS = r"\((\d+)/(\d+)\)"


def _grouped_digits(digits: str) -> str:
    return cs_decimal(int(digits)) if len(digits) > 3 else digits


def czech_fractions(text: str) -> str:
    """A fraction's digits grouped as every Czech number is: '(2117137/7500000)' '(2 117 137/
    7 500 000)'; a table groups its cells with it before it aligns them."""
    if "/" not in text:
        return text
    # a certain or impossible chance needs no fraction: '0,00 %', never '0,00 % (0/1)'
    text = re.sub(r"(\d\u00a0?%(?:\[/\w*\])?) \([01]/1\)", r"\1", text)
    return re.sub(_FRACTION_DIGITS, lambda m: f"({_grouped_digits(m.group(1))}/"
                                              f"{_grouped_digits(m.group(2))})", text)


def czech_typography(text: str) -> str:
    """Czech typesetting of a line: 'ř. 739–740' for line references, grouped digits in a
    fraction ('(29 791/46 656)'), '×' for
    multiplication, spaced operators and a minus sign ('10 − 3'), an en dash in ranges
    ('1–6'), one arrow ('→') and the signs '≥', '≤' between two terms ('19 ≥ 17'; typed
    notation such as '3d6>=4' has no spaces). A help's example command ('  muster roll void
    --mod -2') is typed as it stands: its line is left alone."""
    if "muster " in text and "\n" in text:
        return "\n".join(line if line.lstrip().startswith("muster ") else czech_typography(line)
                          for line in text.split("\n"))
    if text.lstrip().startswith("muster "):
        return text
    text = czech_operators(czech_times(czech_refs(czech_fractions(text))))
    return (re.sub(_RANGE, "\\1\u2013\\2", text).replace(" -> ", " \u2192 ")
            .replace(" >= ", " \u2265 ").replace(" <= ", " \u2264 "))


def shown_line(text: str) -> str:
    """A line of output as the current language prints it (Czech: `czech_typography`,
    whatever message or data file the text came from)."""
    return czech_typography(text) if _language.code == "cs" else text


def die_name(text: str) -> Named:
    """A die's name ('d6') as a message argument: 'k6' when shown in Czech."""
    return Named(text, czech_dice(text))
