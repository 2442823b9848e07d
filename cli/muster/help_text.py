"""Help screens in the user's language: a help text translated paragraph by paragraph
(`help_text`; an example keeps its command, typed as a Czech player types it, and translates
its note and free text), and the words of usage lines and value placeholders (`metavar_text`).
Imported by the verbs when they build a help, never on a rolling command's path."""

from __future__ import annotations

import re

from muster import language as _language
from muster.i18n import N_p, _, pgettext
from muster.typography import czech_dice, czech_typography

# the words of usage lines and value placeholders, translated where help shows them
METAVAR_WORDS = frozenset((
    N_p("metavar", "OPTIONS"), N_p("metavar", "COMMAND"), N_p("metavar", "ARGS"),
    N_p("metavar", "INTEGER"), N_p("metavar", "FLOAT"), N_p("metavar", "TEXT"),
    N_p("metavar", "PATH"), N_p("metavar", "FILE"), N_p("metavar", "FILENAME"),
    N_p("metavar", "NAME"), N_p("metavar", "SIDE"), N_p("metavar", "STATE"),
    N_p("metavar", "WOUND"), N_p("metavar", "PART"), N_p("metavar", "KIND"),
    N_p("metavar", "CARD"), N_p("metavar", "GAME"), N_p("metavar", "VALUE"),
    N_p("metavar", "TYPE"), N_p("metavar", "SIZE"), N_p("metavar", "LEVEL"),
    N_p("metavar", "POINTS"), N_p("metavar", "METHOD"), N_p("metavar", "BAND"),
    N_p("metavar", "SAVE"), N_p("metavar", "EXPR"),
    N_p("metavar", "FORM"), N_p("metavar", "MODE"), N_p("metavar", "ROLL"),
    N_p("metavar", "UNIT"), N_p("metavar", "KEY"), N_p("metavar", "IN"),
))
_METAVAR_WORD = r"(?<![A-Za-z])[A-Z]{2,}(?![A-Za-z])"
# a placeholder whose Czech is not word by word: a Mage Knight environment card is chosen by
# a player, not a side ('HRÁČ=KARTA')
METAVAR_WHOLE = frozenset((N_p("metavar", "SIDE=CARD"),))


def metavar_text(text: str) -> str:
    """A usage line's or a value placeholder's words in the current language: Czech
    '[VOLBY]', 'SOUBOR', 'STRANA=N', 'PŘÍKAZ [ARGUMENTY]...', a die as the rulebooks write
    it ('k6|k8|k12|degrees'; other text, such as a choice 'cs|en' or a unit 'CM', as it is)."""
    def word(m: re.Match[str]) -> str:
        found = m.group(0)
        return pgettext("metavar", found) if found in METAVAR_WORDS else found

    if _language.code != "cs":
        return text
    if text in METAVAR_WHOLE:
        return pgettext("metavar", text)
    return czech_dice(re.sub(_METAVAR_WORD, word, text))


# an example's note: '  muster roll 2d6 3d6 --odds   (side by side)' (two spaces or more
# before the bracket, which closes the paragraph; brackets inside it nest once)
_NOTE = r"(?<=\S)(\s{2,}\()((?:[^()]|\([^()]*\))+)(\)\s*)$"


# an example's free text, which a Czech player would type in Czech ('--about 'the line of fire
# touches the base''), or a rulebook name a Czech player types in Czech (--spell 'Storm of
# Stone': 'Zuření kamene', the name the spell has in Czech): translated like a
# note; ids are left as typed. A weapon's English name in double quotes (Void's
# --weapon "laser rifle", not an id) is typed by its Czech name, "laserová puška"
_SAID = r"(--(?:about|spell) '|--weapon \")([^'\"]+)(['\"])"


def example_said(paragraph: str) -> list[str]:
    """The free texts of an example paragraph (its msgids), or none."""
    if not paragraph.strip().startswith("muster "):
        return []
    return [m.group(2) for m in re.finditer(_SAID, paragraph)]


def _said(m: re.Match[str]) -> str:
    """An example's free text in the current language, quoted as the English one is; a weapon's
    one-word name needs no quotes (--weapon blokopuška)."""
    said = _(m.group(2))
    if m.group(1) == '--weapon "' and " " not in said:
        return "--weapon " + said
    return m.group(1) + said + m.group(3)


def example_note(paragraph: str) -> str | None:
    """The note of an example paragraph ('side by side'), or None: its msgid."""
    if not paragraph.strip().startswith("muster "):
        return None
    found = re.search(_NOTE, paragraph)
    return found.group(2) if found else None


_EXAMPLE_DECIMAL = re.compile(r"(?<=[\s/])(\d+)\.(\d+)(?=[\s,]|$)")
_EXAMPLE_DIRECTION = re.compile(r"(--direction )d(\d+)\b")


def czech_example(paragraph: str) -> str:
    """An example as a Czech player types it, with what muster accepts: a decimal comma
    (--radius 1,5, --mov 12/4,8) and the rulebooks' direction die (--direction k6)."""
    paragraph = _EXAMPLE_DECIMAL.sub(r"\1,\2", paragraph)
    return _EXAMPLE_DIRECTION.sub(r"\1k\2", paragraph)


def help_text(text: str | None) -> str | None:
    """A help text in the current language, translated paragraph by paragraph (examples,
    paragraphs starting with `muster `, keep their command and translate their note)."""
    if not text or _language.code == "en":
        return text

    def paragraph(p: str) -> str:  # the prose typeset as Czech output is (`czech_typography`)
        if p.strip().startswith("muster "):
            p = czech_example(p)
        if example_said(p):
            p = re.sub(_SAID, _said, p)
        if example_note(p) is None:
            return czech_typography(_(p))
        return re.sub(_NOTE, lambda m: m.group(1) + czech_typography(_(m.group(2))) + m.group(3),
                      p)

    return "\n\n".join(paragraph(p) for p in text.split("\n\n"))
