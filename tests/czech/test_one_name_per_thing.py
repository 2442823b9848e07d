"""One Czech name per thing, the rulebook's (deploy-shuffle, scatter, siege-breach, battle):
a thing named two ways is named the rulebook's way in the whole catalog and the data, so a
new message cannot bring the other wording back."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from helpers import catalog_found

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "cli/muster/games"


def _data_found(pattern: str) -> list[str]:
    """Czech texts of the games' data files that match ``pattern``."""
    hits = []
    for path in sorted(GAMES.glob("*/data/*.toml")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if re.search(pattern, line.split("#", 1)[0]):
                hits.append(f"{path.name}: {line.strip()}")
    return hits


@pytest.mark.parametrize("pattern, why", [
    (r"pod výbuchem|mimo výbuch\b|výbuch sahá",
     "a target is 'v dosahu výbuchu' / 'mimo dosah výbuchu', as Void's grenade says (seed 003 "
     "L45 'Exploze, dosah 5 metrů')"),
    (r"rozhoduje hod kostkami",
     "a natural roll hits or misses 'automaticky' (seed 004 L11-12; 2b 2)"),
    (r"nejvyšší výsledek začíná", "'bojovník s nejvyšším výsledkem začíná' (seed 003 L27; 2b 3)"),
    (r"Posunuto dál", "a subjectless 'posunuto': 'Bitva posunuta dál' (2b 5)"),
    (r"je \[bold red\]ZTRACEN\b|je považován za ztraceného",
     "said once: 'považuje se za ZTRACENÉHO' (seed 000 L670-671; 2b 6)"),
    (r"stěn\w* se zásahem", "a face 'znamená zásah' (2b 7)"),
    (r"neporušen", "an intact section is 'nepoškozená', the pair of 'poškozená' (seed 002 L245; "
                   "2b 10)"),
    (r"vrácen[oa] zpět", "undo is 'vzato zpět' in decks and battles alike (2b 11)"),
    (r"během příští", "a card's odds: 'mezi K příštími líznutými kartami' in every game (2b 13)"),
    (r"vlastní stran\w* stolu", "a drive-back goes to the unit's own 'hrana stolu' (seed 002 "
                                "L26); 'strana stolu' is where a side deploys (2b 14)"),
    (r"v palcích; ř\.", "a limit says its unit as the result does: '8 palců' (2b 15)"),
    (r"nejvýše", "one form, 'nejvýš' (2b 17)"),
])
def test_no_czech_message_brings_back_a_reviewed_wording(catalog, pattern, why):
    assert not catalog_found(catalog, pattern), why


@pytest.mark.parametrize("pattern", [r"nejvýše", r"neporušen", r"část zdi"])
def test_no_czech_data_text_brings_back_a_reviewed_wording(pattern):
    assert not _data_found(pattern)


def test_confrontation_names_its_melee_phase_as_the_rulebook():
    """'fáze boje na blízko' (seed 000 L51, L469); Warmaster's is 'fáze boje' (seed 002 L70)."""
    phases = {g: tomllib.loads((GAMES / g / "data/battle.toml").read_text("utf-8"))["phases"]
              for g in ("confrontation", "warmaster")}
    assert phases["confrontation"]["melee"]["cs"] == "fáze boje na blízko"
    assert phases["warmaster"]["combat"]["cs"] == "fáze boje"


@pytest.mark.parametrize("target, dice, czech, english", [
    ("wall", "6,3", "PROLOMENA", "COLLAPSED"),  # a fallen wall: the Breach Table's word (L257)
    ("tower", "6,3", "ZŘÍCENA", "COLLAPSED"),  # a tower falls on its second breach (L259)
])
def test_a_fallen_section_is_named_as_the_rulebook_names_it(muster, target, dice, czech,
                                                           english):
    args = ["siege-breach", "wm", "--target", target, "--damaged", "--hits", "2",
            "--dice", dice] + (["--breaches", "1"] if target == "tower" else [])
    cs = muster("--lang", "cs", *args)
    assert cs.code == 0, cs.err
    assert f"výsledek: {czech}" in cs.out
    assert ("ZŘÍCEN" in cs.out) == (target == "tower")
    en = muster(*args)
    assert f"result: {english}" in en.out


def test_a_battlelore_deck_counts_its_cards_with_their_noun(muster):
    """'balíček: 14 karet lícem dolů; odhozené karty: 1 (navrchu karta 9)', as Confrontation's
    pile counts its cards; English keeps its own."""
    deck = str(ROOT / "examples/decks/agincourt.json")  # only read
    out = muster("--lang", "cs", "deploy-shuffle", "bl", "show", "--deck", deck).out
    assert "balíček: 14 karet lícem dolů; odhozené karty: 0" in out, out
    en = muster("deploy-shuffle", "bl", "show", "--deck", deck).out
    assert "deck: 14 face down; discards: 0" in en, en
