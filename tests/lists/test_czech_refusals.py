"""A refused name in list-validate, as a class:
every unknown value of a broken army file is refused in one pattern, in both languages:
what was typed, the allowed values, and the closest allowed value when one is close. In
Czech, one bracket says both („x“ … (povolené hodnoty: a, b; nemysleli jste „a“?)), no
'není žádná z' and never two bracketed remarks in a row; and the JSON is the same in both
languages. The broken files are the Czech goldens' (tests/golden/cs/inputs/)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

INPUTS = Path(__file__).resolve().parent.parent / "golden" / "cs" / "inputs"
BROKEN = sorted(p for p in INPUTS.iterdir() if p.is_file())
# each file's one misspelt name: the refusal must offer the value meant (an English id typed
# is glossed by the Czech name the list gives)
MEANT = {"04-type-misspelt": "„infantry“, tedy pěchota", "05-item-czech-misspelt": "„meč síly“",
         "12-rank-czech": "„Elita“", "13-game-misspelt": "„konfrontace“",
         "19-bl-scenario": "„agincourt“", "21-void-gear-misspelt": "„halapartna“",
         "22-void-class": "„Zápasník“", "25-mk-attack-misspelt": "„meč“",
         "30-bl-side": "„english“, tedy Angličané a Welšané", "35-void-mode": "„automatický“",
         # a misspelt brother, colour, weapon, type and modification
         "40-conf-blood-brother-misspelt": "„Red Lioness“",
         "41-bl-colour-weapon-misspelt": "„green“, tedy zelená",
         "42-bl-type-misspelt": "„mounted“, tedy jezdecká jednotka",
         "43-void-mod-misspelt": "„adamantium“, tedy adamantiová"}


def _lines(run) -> list[str]:
    return (run.out + run.err).splitlines()


@pytest.mark.parametrize("path", BROKEN, ids=[p.stem for p in BROKEN])
def test_a_refused_name_reads_one_way_in_czech(muster, path):
    run = muster("--lang", "cs", "list-validate", str(path))
    text = run.out + run.err
    assert "není žádná z" not in text and "není žádný z" not in text
    assert ") (nemysleli" not in text and "?) (" not in text  # one bracket, not two
    refusals = [line for line in _lines(run) if "nezná" in line or "neexistuje" in line
                or "neznám" in line or "není povolená hodnota" in line]
    for line in refusals:
        assert "povolené hodnoty" in line, line
    if path.stem in MEANT:
        assert f"nemysleli jste {MEANT[path.stem]}?" in text, text


@pytest.mark.parametrize("path", BROKEN, ids=[p.stem for p in BROKEN])
def test_a_refused_name_offers_the_value_meant_in_english_too(muster, path):
    run = muster("list-validate", str(path))
    if path.stem in MEANT and path.stem != "05-item-czech-misspelt":  # Warmaster: 'did you
        assert "did you mean '" in run.out + run.err  # mean Sword of Might?'


@pytest.mark.parametrize("path", BROKEN, ids=[p.stem for p in BROKEN])
def test_the_json_of_a_broken_file_is_the_same_in_both_languages(muster, path):
    english = muster("list-validate", str(path), "--json")
    czech = muster("--lang", "cs", "list-validate", str(path), "--json")
    assert english.code == czech.code
    assert json.loads(english.out) == json.loads(czech.out)


def test_a_side_is_named_by_its_czech_name_too(muster):
    """'francouzi:' is the French side: no 'missing' and 'unknown' pair."""
    run = muster("--lang", "cs", "list-validate", str(INPUTS / "38-bl-side-cz.yaml"))
    assert run.code == 0 and "chybí" not in run.out and "nemá stranu" not in run.out


@pytest.mark.parametrize("typed", ["útočník", "utocnik", "Obránce", "attacker"])
def test_the_siege_side_is_named_in_either_language(muster, typed):
    """--siege útočník/obránce as the siege warning names them."""
    army = "armies/warmaster/legal-siege-orcs-attacker-2000.yaml"
    for lang in ("en", "cs"):
        run = muster("--lang", lang, "list-validate", army, "--siege", typed, "--json")
        assert run.code == 0, run.err
    bad = muster("--lang", "cs", "list-validate", army, "--siege", "atacker")
    assert bad.code == 2 and bad.out == ""
    assert bad.err == ("muster: chyba: --siege: strana obléhání „atacker“ neexistuje (povolené "
                       "hodnoty: útočník, obránce; nemysleli jste „attacker“, tedy útočník?)\n")


def test_an_unknown_fire_mode_makes_no_second_finding(muster):
    """The modification check needs the mode: with an unknown one it says nothing, rather
    than calling the rifle semi-automatic."""
    for lang in ("en", "cs"):
        run = muster("--lang", lang, "list-validate", str(INPUTS / "35-void-mode.yaml"))
        assert "[void.mode]" in run.out and "[void.modification]" not in run.out


def test_the_shell_offers_the_siege_sides_in_both_languages():
    from helpers import offered

    assert offered("list-validate", "x.yaml", "--siege", "") == ["attacker", "defender",
                                                                   "útočník", "obránce"]


def test_a_difference_is_printed_with_its_unit_in_czech(muster):
    """'o 12 A.P. nad', 'o 20 bodů nad', 'o 30 peněz přes': a Czech difference of points or
    money never stands bare beside a total that has its unit; an
    attribute's ('Armor 20, o 1 nad maximem 19') has none."""
    import re

    out = muster("--lang", "cs", "list-validate", "armies/", "--format", "markdown").out
    bare = [line for line in out.splitlines()
            if re.search(r"\bo \d[\d\u00a0,]* (?:nad|pod|přes)\b", line) and "maxim" not in line]
    assert not bare, bare
    assert "rozdíl 44 A.P., dovoleno nejvýš 7 A.P." in muster(
        "--lang", "cs", "list-validate", "armies/confrontation/legal-lions-300.yaml",
        "--opponent", "armies/confrontation/legal-acheron-czech-names.yaml").out


def test_a_point_difference_takes_the_numbers_case():
    from muster.i18n import point_difference

    assert [point_difference(n).cs for n in (1, 3, 12, 1020)] == [
        "1 bod", "3 body", "12 bodů", "1\u00a0020 bodů"]
    assert str(point_difference(1020)) == "1020"  # English keeps its own
