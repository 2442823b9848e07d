"""BattleLore in Czech: the --times outcome labels (wound, retreat, face tally) with
their plural forms, the retreat picture, the scenario's unit names, the roster; English
labels stay as --json writes them."""

from __future__ import annotations

from helpers import cs_lines, english, shown_key
from muster.games.battlelore.displace import RetreatKey
from muster.games.battlelore.faces import Tally
from muster.games.battlelore.wound import WoundKey


def test_battlelore_wound_key_in_czech_with_plurals(czech):
    assert shown_key(WoundKey((0, False, 1, False))) == "ztraceno 0 figurek, ústup o 1 hex"
    assert shown_key(WoundKey((1, False, 2, True))) == ("ztracena 1 figurka, ústup o 2 hexy, "
                                                        "protiútok")
    assert shown_key(WoundKey((2, False, 0, False))) == "ztraceny 2 figurky, ústup o 0 hexů"
    assert shown_key(WoundKey((5, True, 0, False))) == "ztraceno 5 figurek, zničena"
    # the JSON label stays English
    assert english(WoundKey((1, False, 2, True))) == "1 lost, retreat 2, battles back"
    assert english(WoundKey((3, True, 0, False))) == "3 lost, destroyed"


def test_battlelore_retreat_key_and_face_tally_in_czech(czech):
    assert shown_key(RetreatKey(2, 1)) == "ústup o 2 hexy, ztracena 1 figurka"
    assert english(RetreatKey(2, 1)) == "retreat 2, 1 lost"
    # die order green, blue, red, bonus, flag, lore: the Czech short names --dice takes
    assert shown_key(Tally((1, 0, 0, 2, 1, 0))) == "1 zelená helma, 2 meče na štítu, 1 vlajka"
    assert english(Tally((1, 0, 0, 2, 1, 0))) == "1 green, 2 bonus, 1 flag"
    assert shown_key(Tally((0, 0, 0, 0, 0, 0))) == "žádné kostky"


def test_retreat_picture_scale_line_in_czech(muster):
    lines = cs_lines(muster, "scatter", "bl", "--battle-dice", "3", "--dice", "flag,flag,blue",
                     "--blocked", "1")
    # a decimal takes the genitive singular (0,2 hexu), a whole number its case
    assert lines[-1] == ("  měřítko: jeden sloupec = 0,2 hexu, jeden řádek = 0,4 hexu; "
                         "nahoru vede směr ústupu")
    lines = cs_lines(muster, "scatter", "bl", "--flags", "5", "--morale", "frightened",
                     "--room", "3")
    assert lines[-1] == ("  měřítko: jeden sloupec = 1 hex, jeden řádek = 2 hexy; "
                         "nahoru vede směr ústupu")


def test_scenario_unit_name_in_czech(muster):
    run = muster("--lang", "cs", "list-validate",
                 "armies/battlelore/illegal-missing-heavy-cavalry.yaml")
    assert ("Francouzům chybí 1 jednotka tohoto druhu: jezdecká jednotka, červený "
            "prapor – těžké oddíly, dlouhý meč (těžká jízda); Agincourt jim dává 2, soupiska má 1"
            ) in run.out
    run = muster("list-validate", "armies/battlelore/illegal-missing-heavy-cavalry.yaml")
    assert "is missing 1 red mounted long-sword unit (Heavy Cavalry): Agincourt" in run.out


def test_battlelore_roster_details_in_czech(muster):
    args = ("list-validate", "armies/battlelore/legal-agincourt.yaml", "--format", "markdown")
    out = "\n".join(cs_lines(muster, *args))
    assert ("| 1 | Angličané a Welšané | Archers (left) | 1 | zelený prapor, pěší jednotka, "
            "běžný luk, 4 figurky |") in out
    assert ("| 16 | Francouzi | Regular cavalry | 1 | modrý prapor, jezdecká jednotka, dlouhý "
            "meč, 3 figurky |") in out
    # both sides of an adventure: a list, not one army
    assert "**Soupiska:** dobrodružství Agincourt; 19 jednotek; 73 figurek" in out
    out = muster(*args).out
    assert "| 1 | english | Archers (left) | 1 | green, foot, common-bow, 4 figures |" in out
    assert "**Army:** scenario Agincourt; units 19; figures 73" in out


def test_battlelore_outcome_keys_print_english_whatever_the_language(czech):
    """A key's own text is its JSON label (English); only its key view translates."""
    assert str(WoundKey((1, False, 2, True))) == "1 lost, retreat 2, battles back"
    assert str(RetreatKey(2, 1)) == "retreat 2, 1 lost"
    assert str(Tally((1, 0, 0, 2, 1, 0))) == "1 green, 2 bonus, 1 flag"


def test_retreat_svg_scale_declines_hexes_in_czech(muster, tmp_path):
    """The SVG's scale bar is '2,5 hexu' / '10 hexů' in Czech ('hex' in English)."""
    import re

    svg = tmp_path / "r.svg"
    run = muster("--lang", "cs", "scatter", "bl", "--flags", "5", "--morale", "frightened",
                 "--room", "3", "--svg", str(svg))
    assert run.code == 0, run.err
    scale = re.search(r'<g id="scale">.*?<text[^>]*>([^<]*)</text>', svg.read_text()).group(1)
    assert scale == "10 hexů"
    muster("--lang", "cs", "scatter", "bl", "--flags", "2", "--morale", "frightened", "--room",
           "3", "--svg", str(svg))
    scale = re.search(r'<g id="scale">.*?<text[^>]*>([^<]*)</text>', svg.read_text()).group(1)
    assert scale == "2,5 hexu"
    run = muster("scatter", "bl", "--flags", "5", "--morale", "frightened", "--room", "3",
                 "--svg", str(svg))
    scale = re.search(r'<g id="scale">.*?<text[^>]*>([^<]*)</text>', svg.read_text()).group(1)
    assert scale == "10 hex"
