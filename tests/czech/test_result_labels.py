"""What a Czech result line's label says: whose HP it is in one label, a die and the attribute
it is rolled against told apart, a blocked retreat measured as the rulebook measures it, a
penalty that says what it is made of. Each class is checked over every Czech golden (every
documented command is in one) and on the run that showed it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from helpers import catalog_found

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "cs"
LINES = [(p.name, line) for p in sorted(GOLDEN.glob("*.txt"))
         for line in p.read_text(encoding="utf-8").splitlines() if not line.startswith("$ ")]


def _found(pattern: str) -> list[tuple[str, str]]:
    return [(name, line) for name, line in LINES if re.search(pattern, line)]


def test_the_goldens_hold_the_lines_these_tests_read():
    """The checks below read real lines: each class has an instance in the goldens."""
    assert _found(r"HP hozeného: \d+ → \d+ ze? \d+")
    assert _found(r"hod na Armor: k20 = \d+ proti Armor \d+")
    assert _found(r"zranění \(postih −\d\)") and _found(r"je omráčena \(postih celkem −3\)")


# ------------------------------------------------------------------ whose HP


def test_no_czech_line_puts_a_label_before_the_hp_label():
    """'HP hozeného: 40 → 0 ze 40', as 'HP cíle: …'; never 'hozený: HP: 40 → 0'."""
    assert not _found(r"\w: HP: \d"), "a label before the label: say whose HP in one"


@pytest.mark.parametrize("lang, thrown, struck", [
    ("cs", "  HP hozeného: 40 → 0 ze 40, mrtev", "  HP zasaženého: 30 → 20 ze 30"),
    ("en", "  HP of the thrown opponent: 40 -> 0 of 40 dead",
     "  HP of the struck object: 30 -> 20 of 30"),
])
def test_a_thrown_opponent_and_what_it_strikes_name_their_hp(muster, lang, thrown, struck):
    """A size-1 body thrown 5 m (seed 003 L43): the fall (5 - 1) x 10 = 40 kills 40 HP; the
    object it strikes, Armor 10, rolls 14 and takes size 1 x 10 = 10 of its 30."""
    run = muster("--lang", lang, "wound", "void", "throw-opponent", "--size", "5",
                 "--target-size", "1", "--strength", "12", "--distance", "5", "--struck",
                 "armor", "--struck-value", "10", "--struck-hp", "30", "--dice", "14")
    assert run.code == 0, run.err
    lines = run.out.splitlines()
    assert lines[-1] == thrown and struck in lines


# ------------------------------------------- a die against an attribute


def test_no_czech_roll_label_is_followed_by_its_bare_die():
    """'hod na Armor 14 proti 10' reads as Armor 14: a roll names its die and the value it
    is rolled against, 'k20 = 14 proti Armor 10', as every other Void test."""
    assert not _found(r"hod na [A-Z]\w*(?: \([^)]*\))? \d+ proti \d+")


@pytest.mark.parametrize("struck, cs, en", [
    ("armor", "hod na Armor: k20 = 7 proti Armor 10: bez poškození",
     "Armor roll: d20 = 7 vs Armor 10: no damage"),
    ("durability", "hod na Durability (bez Armor: dvojnásobné poškození): k20 = 7 proti "
                   "Durability 10: bez poškození",
     "Durability roll (no Armor: double damage): d20 = 7 vs Durability 10: no damage"),
    ("dodge", "úhyb: k20 = 7 proti Agility 10: bez poškození",
     "dodge: d20 = 7 vs Agility 10: no damage"),
])
def test_the_struck_object_s_roll_names_the_die_and_its_attribute(muster, struck, cs, en):
    """A 7 against 10 is within it (seed 003 L43: the object resists with its Armor,
    Durability or a dodge): no damage, in either language."""
    args = ["wound", "void", "throw-opponent", "--size", "5", "--target-size", "1",
            "--strength", "12", "--distance", "2", "--struck", struck, "--struck-value", "10",
            "--dice", "7"]
    assert cs in muster("--lang", "cs", *args).out
    assert en in muster("--lang", "en", *args).out


# -------------------------------------------- a blocked retreat, o N hexů


def test_a_blocked_retreat_is_measured_o_n_hexu(catalog):
    """The rulebook measures a retreat 'o N hexů' (seed 001 L27: 'za každý hex, o který
    nemůže ustoupit'); 'na 2 hexy nelze ustoupit' reads as a place ('onto two hexes'). One
    particular hex may stay 'hex, na který nelze ustoupit'."""
    wrong = r"\b[Nn]a (?:\{\w+\}|K|\d+) hex\w* (?:ústupu )?nelze ustoupit"
    assert not catalog_found(catalog, wrong)
    assert not _found(wrong)
    assert _found(r"^  o \d+ hex\w* ustoupit nelze: ztracen")


@pytest.mark.parametrize("faces, line", [
    ("flag,flag,flag", "  o 2 hexy ustoupit nelze: ztraceny ještě 2 figurky, ustupuje o 1 hex"),
    ("flag,flag,blue", "  o 1 hex ustoupit nelze: ztracena ještě 1 figurka, ustupuje o 1 hex"),
])
def test_a_short_retreat_says_how_far_it_is_blocked(muster, faces, line):
    """Blue, three or two flags, room for 1 hex (seed 001 L27): a figure for each hex it
    cannot go; one blue helmet hits a blue unit and takes a figure first."""
    run = muster("--lang", "cs", "wound", "bl", "--weapon", "short-sword", "--target-colour",
                 "blue", "--faces", faces, "--room", "1")
    assert run.code == 0, run.err
    assert line in run.out.splitlines()


# ------------------------------------ a penalty says what it is made of


@pytest.mark.parametrize("current, stunned, cs, en", [
    # light, then a light wound: serious (−2, seed 000 L1569), the stun still on: −1 more
    ("light", True, "figurka má nyní vážné zranění, je omráčena (postih celkem −3) a zůstává, "
                    "kde je",
     "the figure now has a serious wound and is stunned (penalty -3 in all)"),
    ("none", True, "figurka má nyní lehké zranění, je omráčena (postih celkem −2) a zůstává, "
                   "kde je", "the figure now has a light wound and is stunned (penalty -2 in all)"),
    ("light", False, "figurka má nyní vážné zranění (postih −2) a zůstává, kde je",
     "the figure now has a serious wound (penalty -2) and stays"),
    # critical, one level worse: killed (L1578-1581), removed with no penalty
    ("critical", True, "figurka je rovnou zabita a odstraněna z bojiště",
     "the figure is killed outright and removed from the battlefield"),
])
def test_a_failed_swim_s_penalty_says_what_it_is_made_of(muster, current, stunned, cs, en):
    """A failed swim is an automatic light wound (seed 000 L562-567); the penalty shown
    with the wound's name is that wound's, or says it adds the stun (L1567)."""
    args = ["roll", "conf", "--feat", "swim", "--mov", "10", "--res", "5", "--current",
            current, *(["--stunned"] if stunned else []), "--dice", "1"]
    cs_out, en_out = muster("--lang", "cs", *args).out, muster(*args).out
    assert "automatické lehké zranění: " + cs in cs_out
    assert "automatic light wound: " + en in en_out
    assert "None" not in cs_out + en_out


def test_no_czech_wound_shows_a_penalty_that_is_not_its_own():
    """'vážné zranění (postih −3)' reads as a mistake: a wound's name beside a penalty
    in brackets is that wound's own (lehké −1, vážné −2, kritické −3)."""
    own = {"lehké": 1, "vážné": 2, "kritické": 3}
    bad = [(name, line) for name, line in LINES
           for m in re.finditer(r"(lehké|vážné|kritické) zranění \(postih −(\d)\)", line)
           if own[m.group(1)] != int(m.group(2))]
    assert not bad
