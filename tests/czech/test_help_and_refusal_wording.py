"""The Czech of the help screens and of the refusals of wrong input: a wording known to be
wrong (a calque, a second name for one thing) is absent from the whole catalog, so a new
message cannot bring it back; an example's weapon and a refusal's noun as the data and the
sibling refusals name them."""

from __future__ import annotations

import pytest

from helpers import catalog_found


@pytest.mark.parametrize("pattern, why", [
    (r"strach působící stvůr",
     "the book's order: 'stvůra působící strach' (seed 000 L805; #9)"),
    (r"\bkaždé [−-]\d", "'každé' agrees with nothing in a mixed-gender list (mlha, dým, přítmí; "
                        "#6): 'každý z nich −2'"),
    (r"beranidla a obři dávají každý",
     "'každé beranidlo i každý obr dává' (seed 002 L261-262; #7)"),
    (r"omlouv", "a 1 is not 'excused': the book's 'nepovažuje za automatický neúspěch' (#8)"),
    (r"jinak zalehne",
     "covering fire: only the one who fails goes prone (seed 003 L15; #3)"),
    (r"dokud nepřekročí", "'dokud nepřekročí' reads 'until it exceeds' (#10)"),
    (r"\(boj\)", "a re-roll 'jen ve fázi boje' (#12c)"),
    (r"\bpotřeba Strength", "a subject: 'chytající musí mít Strength' (#12e)"),
    (r"\bautomaticky [−-]\d", "'v automatickém režimu −2' (#12f)"),
    (r"popořadě|pár set|Urazen", "'postupně', 'několik set', 'uražená' (#12a, #12h, #5)"),
    (r"(?:^|: )[Čč]íst\b", "an option's text is in the 3rd person: 'Čte …' (#21)"),
    (r"„žádná“ /|(?<!“/)„none“|\(none\)|4\+, žádná|\(4\+, nebo none\)|\(bez záchrany\)",
     "Warmaster's 'no save': the Czech word first, as the refusal says it, the id after a "
     "slash (czech.md): „žádná“/„none“ in help, „žádná“ in a refusal; never the English id "
     "first, „none“ (žádná)"),
    (r"metod", "Warmaster's deployment 'způsob', as its help's ZPŮSOB (seed 002 L202; #17)"),
    (r"\)\)", "no nested brackets that end in '))' (#23)"),
    (r"\b[KN] (?:kostek|útoků)|zasahuje na T\+|zbrojí na A\+", "no placeholder letters for "
     "options the screen names otherwise (--count, --target, --attacks, --to-hit; #16)"),
    (r"\bpřijímá cm", "a value given the wrong way is refused as every NAME=VALUE one is: "
                      "'--mov se zadává v cm …'"),
    (r"(?:\bpro |znamená |: |– )-\d|\((?:omráčen|lehké|vážné|kritické|padlý pokrevní bratr), -\d",
     "a negative number, not typed input, takes the minus sign: '1 pro −1', "
     "'(omráčen, −1)'; an example command keeps its hyphen ('--mod -2')"),
])
def test_no_czech_message_brings_back_a_reviewed_wording(catalog, pattern, why):
    assert not catalog_found(catalog, pattern), why


def test_a_void_example_names_its_weapon_as_the_data_does_in_czech(muster, monkeypatch):
    """An example's English weapon name ('--weapon "laser rifle"', not an id) is typed
    by the data's Czech name in the Czech help ('--weapon "laserová puška"', '--weapon
    blokopuška'), and muster takes it."""
    import re
    import shlex
    import tomllib
    from pathlib import Path

    monkeypatch.setenv("COLUMNS", "200")
    gear = tomllib.loads((Path(__file__).resolve().parents[2] /
                          "cli/muster/games/void/data/gear.toml").read_text(encoding="utf-8"))
    czech_of = {item["en"]: item["cs"] for item in gear["items"].values() if "cs" in item}
    english = re.findall(r'--weapon "([^"]+)"', muster("wound", "void", "--help").out)
    czech = muster("--lang", "cs", "wound", "void", "--help").out
    assert len(english) == 4
    for name in english:
        cs = czech_of[name]
        typed = f'--weapon "{cs}"' if " " in cs else f"--weapon {cs} "
        line = next(line for line in czech.splitlines() if typed in line)
        run = muster(*shlex.split(line.strip())[1:], "--lang", "cs")
        assert run.code == 0, (line, run.err)


def test_a_wrong_wound_is_named_as_a_wrong_size_is(muster):
    """The refusal names what is wrong, as 'velikost „obrovský“ neexistuje' does."""
    run = muster("--lang", "cs", "wound", "conf", "blow", "-s", "5", "-r", "5", "--current",
                 "tezke", "--dice", "3,4")
    assert run.code == 2
    assert run.err.startswith("muster: chyba: --current: zranění „tezke“ neexistuje "
                              "(povolené hodnoty: beze zranění, lehké zranění,"), run.err


def test_an_unknown_game_of_a_verb_lists_the_names_a_czech_player_types(muster):
    """Czech lists each game by its Czech name first, the others after slashes, as the
    army file's refusal does; English keeps its ids."""
    cs = muster("--lang", "cs", "roll", "xyz")
    assert cs.code == 2
    assert "neznámá hra „xyz“ (povolené hodnoty: konfrontace/confrontation/conf, " \
           "battlelore/bl, warmaster/wm, void, mageknight/mk/mage-knight); viz" in cs.err
    en = muster("roll", "xyz")
    assert "unknown game 'xyz' (allowed: confrontation (conf, konfrontace), battlelore (bl), " \
           "warmaster (wm), void, mageknight (mk, mage-knight)); see" in en.err


def test_a_fall_speaks_of_the_faller_not_an_attack(muster):
    """The fall's HP options say whose HP, before what (no attack is made)."""
    en = muster("wound", "void", "fall", "--help").out
    assert "The faller's HP before the fall." in en and "this attack" not in en
    cs = muster("--lang", "cs", "wound", "void", "fall", "--help").out
    assert "HP padající postavy před pádem." in cs and "útokem" not in cs
