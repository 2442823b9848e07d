"""Czech references and examples: a ruling cited so it can be found, a help example typed as
a Czech player types it, a suggestion offering the Czech name first (the sentences
themselves are in the golden files, tests/golden/cs/*errors*.txt and help-*.txt)."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from helpers import translations
from muster.help_text import czech_example

PO = (Path(__file__).resolve().parents[2] / "cli" / "muster" / "locale" / "cs"
      / "LC_MESSAGES" / "muster.po")
# a numbered ruling, or an unnumbered one by what it is about in Czech and its section
# (in Czech, never its English bullet title, „Roll-off ties“)
SECTION = r"v oddílu (?:[\w ]+?|„[\w -]+“)"  # a heading's first words, or its quoted command
RULING = re.compile(rf"(?:výklad|domácí pravidlo) (?:č\. \d+(?:(?:, | a )\d+)*"
                    rf"(?: {SECTION})?|o [\w ]+? {SECTION}) v docs/RULINGS\.md")


def _czech_texts() -> list[str]:
    with PO.open("rb") as fh:
        catalog = read_po(fh)
    out = []
    for message in catalog:
        out += [s for s in translations(message) if s]
    return out


def test_every_ruling_reference_says_which_ruling():
    """'výklad v docs/RULINGS.md' alone cannot be found: a reference names the ruling's
    number, or what it is about and its section where docs/RULINGS.md has bullets."""
    vague = [t for t in _czech_texts() if "RULINGS" in RULING.sub("", t)]
    assert not vague, vague
    rulings = (PO.parents[4].parent / "docs" / "RULINGS.md").read_text(encoding="utf-8")
    for text in _czech_texts():
        for section in re.findall(r"v oddílu ([\w ]+?|„[\w -]+“) v docs/RULINGS\.md", text):
            assert re.search(_heading(section), rulings, re.M), section  # a section to read


def test_examples_are_typed_as_a_czech_player_types_them():
    """A decimal comma and the rulebooks' direction die in Czech examples; file
    names, dice and lists are left alone."""
    assert czech_example("  muster scatter --direction d12 --radius 1.5 --dice 3,2,4") \
        == "  muster scatter --direction k12 --radius 1,5 --dice 3,2,4"
    assert czech_example("  muster roll conf --mov 12/4.8") == "  muster roll conf --mov 12/4,8"
    assert czech_example("  muster battle attach --fortress castle.yaml") \
        == "  muster battle attach --fortress castle.yaml"


def test_czech_suggestions_offer_the_czech_name_first(muster):
    """A misspelt game gets its Czech name too, in Czech; English keeps its own."""
    assert "; nemysleli jste „konfrontace“ nebo „conf“?)" in muster(
        "--lang", "cs", "wound", "konf").err
    assert "; did you mean 'conf'?)" in muster("wound", "konf").err


def _heading(section: str) -> str:
    """A '## ' heading of docs/RULINGS.md a Czech reference names: its first words
    ('Warmaster'), or the command it is about („muster siege-breach“: `muster siege-breach`)."""
    if section.startswith("„"):
        return rf"^## .*`{re.escape(section.strip('„“'))}`"
    return rf"^## {section}\b"


def _sections(rulings: str) -> dict[str, str]:
    """docs/RULINGS.md by its '## ' sections, keyed by the heading's first word(s)."""
    parts = re.split(r"^## ", rulings, flags=re.M)[1:]
    return {part.split("\n", 1)[0]: part for part in parts}


def _numbered_references() -> list[tuple[str, str | None, str]]:
    """(number, section or None, text) of every 'výklad č. N [v oddílu S] v docs/RULINGS.md'."""
    found = re.compile(r"č\. (\d+)(?: v oddílu ([\w ]+?|„[\w -]+“))? v docs/RULINGS\.md")
    return [(n, s or None, t) for t in _czech_texts() for n, s in found.findall(t)]


def test_a_numbered_ruling_reference_leads_to_one_paragraph():
    """docs/RULINGS.md's Void section numbers its own list 1-29, so 'výklad
    č. 29' alone would lead a reader to Void's item 29, not the shared RULINGS 29 (Mage Knight). A
    reference names its section (Void's list reuses every number up to 29), and finds its
    number there as a shared ruling ('RULINGS N', '**N**') or as the
    section's own list item, never both."""
    sections = _sections((PO.parents[4].parent / "docs" / "RULINGS.md").read_text(
        encoding="utf-8"))
    refs = _numbered_references()
    assert refs
    for number, section, text in refs:
        assert section, (number, text)
        body = next(b for head, b in sections.items()
                    if re.match(_heading(section), "## " + head))
        shared = re.search(rf"RULINGS {number}\b|\*\*{number}\*\*", body)
        item = re.search(rf"^{number}\. ", body, re.M)
        assert bool(shared) != bool(item), (number, section, text)
    assert ("29", "Mage Knight") in {(n, s) for n, s, _ in refs}
