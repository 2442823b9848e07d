"""Czech siege, scatter and config wordings: a hit number with its
preposition, a Mage Knight comparison said as the attack roll says it, the rulebook's own
'hlavní pravidla', a command named in a sentence quoted „…“, and a fortress section's Czech
name; what a golden output shows only by example."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from helpers import catalog_found, uncoloured

FORTRESSES = Path(__file__).resolve().parents[2] / "examples" / "fortresses"


@pytest.mark.parametrize("pattern, why", [
    (r"zasahuje jen (?!na\b)", "'zasahuje jen 6' makes the 6 what is hit: 'zásah jen na 6' "
                               "(seed 002 L251)"),
    (r"základní\w* pravid", "the rulebook says 'hlavní pravidla' (seed 002 L26; #4)"),
    (r"(?<![„\w/.-])muster [a-z-]+(?: [a-z-]+)?(?:,|\)|;| pokud)",
     "a command named inside a sentence is quoted, 'příkaz „muster battle“' (#5)"),
    (r"(obran\w*|\{defense\}): \{value\}", "a defense is compared 'proti hodnotě obrany 16', "
                                           "never the form-like 'hodnota obrany: 16' (#2)"),
])
def test_no_czech_message_brings_back_a_reviewed_wording(catalog, pattern, why):
    assert not catalog_found(catalog, pattern), why


@pytest.mark.parametrize("extra, line", [
    ([], "Útok na blízko na sestavitelný terén: 4 + 4 + 9 = 17 proti hodnotě obrany 16"),
    (["--ranged"], "Útok na dálku na sestavitelný terén: 4 + 4 + 9 = 17 proti hodnotě obrany 16"),
])
def test_a_mage_knight_terrain_attack_reads_as_the_attack_roll(muster, extra, line):
    """The kind of attack beside 'Útok', the defense after 'proti' as 'Hod na útok …
    proti obraně 16' says it; English keeps 'vs defense value 16'."""
    args = ["siege-breach", "mk", "--attack", "9", "--defense", "16", "--structure", "3",
            "--damage", "2", "--dice", "4,4", *extra]
    assert uncoloured(muster("--lang", "cs", *args).out).splitlines()[0] == line
    assert uncoloured(muster(*args).out).splitlines()[0].endswith(": 4 4 + 9 = 17 vs defense "
                                                                   "value 16")


def test_every_named_example_section_has_its_czech_name():
    """muster's own example fortresses name a section in both languages."""
    named = [s for path in sorted(FORTRESSES.glob("*.yaml"))
             for s in yaml.safe_load(path.read_text(encoding="utf-8"))["sections"]
             if "name" in s or "name_cs" in s]
    assert named and all(s.get("name") and s.get("name_cs") for s in named), named


def test_a_section_s_czech_name_is_shown_in_czech_only(muster, tmp_path):
    """Czech output shows a section's name_cs (else its name); English its name."""
    keep = tmp_path / "keep.yaml"
    keep.write_text("sections:\n  - {id: G1, kind: gate, name: main gate, name_cs: hlavní "
                    "brána}\n  - {id: T1, kind: tower, name: old tower}\n", encoding="utf-8")
    czech = uncoloured(muster("--lang", "cs", "siege-breach", "wm", "--fortress",
                              str(keep)).out)
    english = uncoloured(muster("siege-breach", "wm", "--fortress", str(keep)).out)
    assert re.search(r"^G1 +brána +hlavní brána +nepoškozená", czech, re.M), czech
    assert re.search(r"^T1 +věž +old tower ", czech, re.M), czech
    assert re.search(r"^G1 +gate \(brána\) +main gate +intact", english, re.M), english
    assert "hlavní brána" not in english
