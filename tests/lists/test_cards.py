"""`list-validate --format cards`: A4 HTML unit cards, a card per unit, each traced to its
list by the list's fingerprint; English or Czech."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EMPIRE = str(ROOT / "armies" / "warmaster" / "legal-empire-2000.yaml")


def page(run) -> ET.Element:
    assert run.out.startswith("<!DOCTYPE html>\n")
    return ET.fromstring(run.out.split("\n", 1)[1])  # well-formed: every element closed


def cards_of(root: ET.Element) -> list[ET.Element]:
    return [d for d in root.iter("div") if d.get("class") == "card"]


def fields(card: ET.Element) -> dict[str, str]:
    dl = card.find("dl")
    assert dl is not None
    terms = [t.text or "" for t in dl.findall("dt")]
    values = ["".join(v.itertext()) for v in dl.findall("dd")]
    return dict(zip(terms, values, strict=True))


def test_a_card_per_unit_with_its_figures_and_the_fingerprint(muster):
    run = muster("list-validate", EMPIRE, "--format", "cards")
    assert run.code == 0
    fingerprint = muster("list-validate", EMPIRE, "--json").json["files"][0]["fingerprint"]
    units = muster("list-validate", EMPIRE, "--format", "markdown").out
    rows = [line for line in units.splitlines() if line.startswith("| ") and
            line.split("|")[1].strip().isdigit()]
    cards = cards_of(page(run))
    assert len(cards) == len(rows) == 12
    assert [c.find("h2").text for c in cards][:3] == ["General", "Wizard", "Hero"]
    assert fields(cards[0]) == {"Count": "1", "Cost": "125 points",
                                "Items": "Crown of Command (100)", "Details": "general"}
    # 2 Heroes at 80: the card shows both the unit's and one figure's cost
    assert fields(cards[2])["Cost"] == "160 points (80 each)"
    for card in cards:
        assert "".join(card.find("footer").itertext()) == f"Army of Ostland · {fingerprint}"
    assert "@page{size:A4" in run.out


def test_cards_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", EMPIRE, "--format", "cards")
    root = page(run)
    assert root.get("lang") == "cs"
    cards = cards_of(root)
    assert fields(cards[0]) == {"Počet": "1", "Body": "125",
                                "Předměty": "koruna rozkazu (100)", "Podrobnosti": "generál"}
    assert fields(cards[2])["Body"] == "160 (po 80)"


def test_each_list_is_a_sheet_and_a_list_without_units_says_so(muster, tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: warmaster\nunits: []\n", "utf-8")  # no army: a schema error
    run = muster("list-validate", EMPIRE, str(broken), "--format", "cards")
    root = page(run)
    sheets = [s for s in root.iter("section") if s.get("class") == "sheet"]
    assert len(sheets) == 2
    assert "No cards: the list has no units to show." in "".join(sheets[1].itertext())
    assert "break-after:page" in run.out


def test_everything_from_the_file_is_escaped_on_a_card(muster, tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text(Path(EMPIRE).read_text("utf-8").replace(
        "name: General", "name: \"<script>alert(1)</script>\""), "utf-8")
    run = muster("list-validate", str(path), "--format", "cards")
    assert "<script>" not in run.out and "&lt;script&gt;" in run.out
    page(run)


LEGAL = {"void": "void/legal-bc110-recon-team.yaml",
         "confrontation": "confrontation/legal-lions-300.yaml",
         "mageknight": "mageknight/legal-orc-clans-300-exactly-at-limit.yaml",
         "warmaster": "warmaster/legal-empire-2000.yaml",
         "battlelore": "battlelore/legal-agincourt.yaml"}


@pytest.mark.parametrize("game", sorted(LEGAL))
def test_a_game_s_cards_use_its_roster_s_words_in_czech(muster, game):
    """Cards and roster of one game say the same: a Void page is
    'Karty postav' and its gear 'Vybavení' as the roster's columns (Postava, Vybavení; seed
    003), not 'Karty jednotek' and 'Předměty'."""
    army = str(ROOT / "armies" / LEGAL[game])
    roster = muster("--lang", "cs", "list-validate", army, "--format", "markdown").out
    head = next(line for line in roster.splitlines() if line.startswith("| # |"))
    columns = [c.strip() for c in head.strip("|").split("|")]
    unit = next(c for c in columns if c in {"Jednotka", "Postava", "Bojovník", "Válečník"})
    items = next((c for c in columns if c in {"Předměty", "Vybavení"}), None)
    cost = next((c for c in columns if c in {"Body", "Cena"}), None)  # BattleLore: none
    root = page(muster("--lang", "cs", "list-validate", army, "--format", "cards"))
    title = root.find("head").find("title").text
    assert title.startswith("Karty ") and unit.lower()[:5] in title.lower(), (title, unit)
    labels = {t.text for card in cards_of(root) for t in card.find("dl").findall("dt")}
    assert items is None or items in labels, (labels, items)
    assert labels <= {"Počet", cost, items, "Podrobnosti"}
