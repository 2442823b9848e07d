"""How Czech results say what happened, beyond the words of one message: a critical miss
says the pushing damage the result holds, names that are one subject end with 'a', a battle
names its units in the game's own word, a section's state is the opposite of its own fall,
revealed hands are labelled; and the wordings known to be wrong, kept out
of the catalog and the data."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from helpers import catalog_found

ROOT = Path(__file__).resolve().parents[2]

# -------------------------------------------------------------- 1: the eliminated bombarder


@pytest.mark.parametrize("eliminated", [True, False])
def test_a_critical_miss_says_the_pushing_damage_the_bombarder_takes(muster, eliminated):
    """Both rolls a natural 2 (seed 004 L11): 1 pushing damage each, none for a bombarder
    eliminated before resolution (L16, L75; RULINGS: Mage Knight bombard). The critical-miss
    lines say what the result holds, and name him one way (2b 1)."""
    args = ["scatter", "mk", "-D", "14", "--dice", "1,1,1,1,1"]
    args += ["--eliminated"] if eliminated else ["-a", "8", "-m", "2"]
    body = muster(*args, "--json").json
    assert body["pushing"] == (0 if eliminated else 2)
    cs, en = muster("--lang", "cs", *args), muster(*args)
    assert cs.code == en.code == 0, (cs.err, en.err)
    assert cs.out.count("Kritické minutí: padly dvě jedničky (2): míjí") == 2
    said = [line for line in cs.out.splitlines() + en.out.splitlines() if "pushing" in line
            or "nátlak" in line]
    assert said and not any("útočník" in line or "attacker" in line for line in said)
    if eliminated:
        assert cs.out.count("bombardující je vyřazen, nátlakové zranění neutrpí") == 2
        assert "utrpí 1" not in cs.out and "takes 1" not in en.out
        assert en.out.count("the bombarder is eliminated and takes no pushing damage") == 2
    else:
        assert cs.out.count("míjí, bombardující utrpí 1 nátlakové zranění") == 2
        assert "bombardující utrpí 2 nátlaková zranění za kritická minutí" in cs.out
        assert "neutrpí" not in cs.out and "takes no" not in en.out


# ------------------------------------------------------- 2: names that are one subject


@pytest.mark.parametrize("args, czech, english", [
    (["deploy-shuffle", "void", "-f", "Kara=2", "-f", "Bandit", "-f", "Rook", "--dice",
      "12,14,3,3,8"], "stejný součet: Kara a Bandit házejí znovu (Kara 3, Bandit 8)",
     "tie re-rolled among Kara, Bandit: Kara 3, Bandit 8"),
    (["deploy-shuffle", "void", "-f", "A", "-f", "B", "-f", "C", "--dice", "5,5,5,3,4,9"],
     "stejný součet: A, B a C házejí znovu (A 3, B 4, C 9)",
     "tie re-rolled among A, B, C: A 3, B 4, C 9"),
    (["deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player", "Honza=1",
      "--player", "Eva=1"],
     "mezi hráči Radek, Honza a Eva je stále nerozhodně; další rozhodující kritérium je "
     "nejvíc bodů za vyřazené figury (ř.\u00a0223): zadejte --eliminated JMÉNO=BODY pro Radek, "
     "Honza a Eva",
     "Radek, Honza and Eva are still tied; the next tie-break is the most points of figures "
     "eliminated (L223): give --eliminated NAME=POINTS for Radek, Honza and Eva"),
])
def test_a_list_of_names_ends_with_and(muster, args, czech, english):
    """A list that is a verb's subject (or a preposition's object) joins its last name with
    'a', 'and' in English; three names are never 'A and B and C' (2b 2)."""
    cs, en = muster("--lang", "cs", *args), muster(*args)
    assert czech in cs.out + cs.err
    assert english in en.out + en.err


# ---------------------------------------- 8: a battle's unit in each game's own word


@pytest.mark.parametrize("game, profile, word, czech", [
    ("conf", ["--res", "7", "--str", "13"], "bojovník",
     ["bojovník „Paladin“ už existuje; každý bojovník potřebuje vlastní jméno",
      "bojovník „Paladn“ v bitvě není (bojovníci: Paladin; nemysleli jste „Paladin“?)",
      "bojovník přidán", "bitva zatím nemá bojovníky"]),
    ("void", ["--hp", "24", "--armour", "2"], "postava",
     ["postava „Paladin“ už existuje; každá postava potřebuje vlastní jméno",
      "postava „Paladn“ v bitvě není (postavy: Paladin; nemysleli jste „Paladin“?)",
      "postava přidána", "bitva zatím nemá postavy"]),
    ("mk", ["--attack", "9", "--damage", "2", "--defense", "15", "--skull-at", "4"],
     "válečník",
     ["válečník „Paladin“ už existuje; každý válečník potřebuje vlastní jméno",
      "válečník „Paladn“ v bitvě není (válečníci: Paladin; nemysleli jste „Paladin“?)",
      "válečník přidán", "bitva zatím nemá válečníky"]),
    ("wm", ["--armour", "6+", "--hits", "3", "--attacks", "3"], "jednotka",
     ["jednotka „Paladin“ už existuje; každá jednotka potřebuje vlastní jméno",
      "jednotka „Paladn“ v bitvě není (jednotky: Paladin; nemysleli jste „Paladin“?)",
      "jednotka přidána", "bitva zatím nemá jednotky"]),
])
def test_a_battle_names_its_units_as_its_view_does(muster, tmp_path, game, profile, word,
                                                    czech):
    """The refusals and the log say the game's word the battle view counts in ('Griffins:
    1 bojovník'; seed 000 says *bojovník*); English keeps 'unit' (2b 8)."""
    path = str(tmp_path / "b.json")
    empty = muster("--lang", "cs", "battle", "new", path, "--game", game, "--side", "A")
    assert empty.code == 0, empty.err
    run = muster("--lang", "cs", "battle", "set", "X", "a=1", "--battle", path)
    assert czech[3] in run.err, run.err
    add = ["battle", "add", "A", "Paladin", *profile, "--battle", path]
    shown = muster("--lang", "cs", *add)
    assert shown.code == 0, shown.err
    assert f"A: 1 {word}" in shown.out
    again = muster("--lang", "cs", *add)
    assert again.code == 2 and czech[0] in again.err, again.err
    unknown = muster("--lang", "cs", "battle", "set", "Paladn", "a=1", "--battle", path)
    assert czech[1] in unknown.err, unknown.err
    assert czech[2] in muster("--lang", "cs", "battle", "log", "--battle", path).out
    english = muster(*add)
    assert "there is already a unit called 'Paladin'; every unit needs its own name" \
        in english.err
    assert "unit added" in muster("battle", "log", "--battle", path).out


# ---------------------------------------------------- wordings no message may bring back


@pytest.mark.parametrize("pattern, why", [
    (r"(aspoň|nejvýš): \{", "a column of an odds row says what it counts: 'aspoň o tolik: "
                            "99,99 %', not 'aspoň: 99,99 %', a bound on the chance (2b 3)"),
    (r"^umístěn", "a placement names the token: 'žeton umístěn …' (2b 5)"),
    (r"výklad\w* „", "a ruling is cited by its number or in Czech words, not by its English "
                     "heading (2b 6)"),
    (r"test na (Disciplínu|Odvahu)", "a test is named in the genitive everywhere, 'test "
                                     "Disciplíny' as 'test Odvahy'"),
    (r"`", "a command is quoted „…“ in Czech, never with Markdown backticks (2b 12)"),
])
def test_no_czech_message_brings_back_a_reviewed_wording(catalog, pattern, why):
    assert not catalog_found(catalog, pattern), why


def test_no_roll_is_said_in_words(muster, tmp_path):
    """A side that has not rolled: 'žádný hod', not '0 hodů, u žádného …' (2b 4)."""
    path = str(tmp_path / "b.json")
    assert muster("battle", "new", path, "--game", "conf", "--side", "Griffins").code == 0
    cs = muster("--lang", "cs", "battle", "stats", "--battle", path)
    assert "Griffins: žádný hod, percentil nelze určit" in cs.out, cs.out
    en = muster("battle", "stats", "--battle", path)
    assert "Griffins: 0 rolls, none with a known percentile" in en.out, en.out


# ------------------------------------------------- 7: a file's two names in their fields


@pytest.mark.parametrize("path", sorted((ROOT / "examples").rglob("*.yaml")),
                         ids=lambda p: p.name)
def test_an_example_file_gives_its_czech_name_in_name_cs(path):
    """Czech output shows 'name_cs (name)', English 'name (name_cs)': a Czech name written
    into ``name`` would print in the wrong order in Czech (2b 7)."""
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    if isinstance(doc, dict) and isinstance(doc.get("name"), str):
        assert not re.search(r"[áčďéěíňóřšťúůýž]", doc["name"], re.I), doc["name"]


def test_no_czech_data_text_names_a_test_with_na():
    """The data's Czech test names too (tests.toml 'retest_test_cs'; 2b 9)."""
    hits = [f"{p.name}: {line}" for p in sorted((ROOT / "cli/muster/games").glob("*/data/*.toml"))
            for line in p.read_text(encoding="utf-8").splitlines()
            if re.search(r"test na (Disciplínu|Odvahu)", line.split("#", 1)[0])]
    assert not hits


# ------------------------------------------- 11: a section standing, against its own fall


@pytest.mark.parametrize("target, destroyed, czech", [
    ("wall", False, "část hradeb, neprolomená"),
    ("wall", True, "část hradeb, prolomená"),
    ("tower", False, "věž, nezřícená"),
    ("tower", True, "věž, zřícená"),
    ("gate", False, "brána, nezničená"),
    ("gate", True, "brána, zničená"),
    ("door", False, "malé dveře, nezničené"),
])
def test_a_section_in_a_passage_is_said_against_its_own_fall(muster, target, destroyed,
                                                             czech):
    """A wall is breached (seed 002 L252, L257), a tower collapses, a gate is destroyed: the
    standing state is the opposite of that word (2b 11); English says 'standing'."""
    args = ["siege-breach", "wm", "pass", "--target", target, "--move", "onto", "--troop",
            "infantry", "--side", "defender"] + (["--destroyed"] if destroyed else [])
    cs = muster("--lang", "cs", *args)
    assert cs.code == 0, cs.err
    assert cs.out.splitlines()[0].endswith(czech), cs.out
    if not destroyed:
        assert muster(*args).out.splitlines()[0].endswith(", standing")


# ---------------------------------------------------- 10: revealed hands, each labelled


def test_revealed_hands_are_labelled_as_hands(muster):
    args = ["deploy-shuffle", "bl", "show", "--deck", "examples/decks/agincourt.json",
            "--reveal"]
    cs = muster("--lang", "cs", *args).out.splitlines()
    hands = [line for line in cs if line.startswith("karty v ruce ")]
    assert hands == ["karty v ruce Angličanů a Welšanů: 20, 9, 22, 7, 13, 5",
                     "karty v ruce Francouzů: 18, 19, 8, 4"]
    assert not [line for line in cs if line.startswith("  ")]  # nothing under the order
    en = muster(*args).out.splitlines()
    assert "english's hand: 20, 9, 22, 7, 13, 5" in en and "french's hand: 18, 19, 8, 4" in en
