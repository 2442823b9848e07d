"""Printable rosters and list-validate summaries in Czech, in each rulebook's own words;
English unchanged."""

from __future__ import annotations

import re

CS = ("--lang", "cs")
VOID = "armies/void/legal-bc110-recon-team.yaml"


def test_a_void_roster_lists_characters_their_price_and_equipment(muster):
    """A Void team's members are characters (postava) who buy equipment (vybavení) for
    money (cena, seed 003 L11): no *Body* column holding prices, the footer names the team."""
    out = muster("list-validate", VOID, "--format", "markdown", *CS).out
    assert "| # | Postava | Počet | Cena | Celkem | Vybavení | Podrobnosti |" in out
    assert "- Cena: 2\u00a0431 peněz" in out
    assert "**Tým:** 2 postavy" in out
    assert "Jednotka" not in out and "Předměty" not in out and "**Armáda:**" not in out
    html = muster("list-validate", VOID, "--format", "html", *CS).out
    assert "<th>Postava</th>" in html and '<th class="n">Cena</th>' in html
    english = muster("list-validate", VOID, "--format", "markdown").out
    assert "| # | Unit | Count | Points | Total | Items | Details |" in english
    assert "**Army:** characters 2" in english


def test_a_mage_knight_roster_lists_warriors(muster):
    """Mage Knight fields warriors (válečník, seed 004 L3)."""
    out = muster("list-validate", "armies/mageknight/", "--format", "markdown", *CS).out
    assert "| # | Válečník | Počet | Body | Celkem | Předměty | Podrobnosti |" in out
    assert "Jednotka" not in out
    # other games keep Jednotka
    wm = muster("list-validate", "armies/warmaster/", "--format", "markdown", *CS).out
    assert "| # | Jednotka | Počet | Body |" in wm


def test_every_html_label_is_capitalised_in_czech(muster):
    """Soubor, Hra, Verdikt and the games' own labels alike (Scénář, Jednotky,
    Figurky, Národ, Spojenci)."""
    html = muster("list-validate", "armies/", "--format", "html", *CS).out
    labels = set(re.findall(r"<dt>([^<]*)</dt>", html))
    assert {"Dobrodružství", "Jednotky", "Figurky", "Národ", "Spojenci", "Akce na tah"} <= labels
    assert not [label for label in labels if label[:1].islower()], labels
    english = set(re.findall(r"<dt>([^<]*)</dt>",
                             muster("list-validate", "armies/", "--format", "html").out))
    assert {"units", "allies", "Scenario"} <= english  # English keeps its own


def test_the_summary_names_the_games(muster):
    """Game names, not ids, in the Czech summary; English keeps the ids."""
    out = muster("list-validate", "armies/", *CS).out.splitlines()[-1]
    assert out.endswith("celkem: Confrontation 2\u00a0047 A.P., Mage Knight 2\u00a0152 bodů, "
                        "Void 11\u00a0094 peněz, Warmaster 12\u00a0010 bodů")
    english = muster("list-validate", "armies/").out.splitlines()[-1]
    assert "points: confrontation 2,047 A.P., mageknight 2,152 points" in english


def test_mage_knight_factions_are_named_in_czech(muster):
    """No English faction beside the Czech ones (Orčí klany, Atlantská říše)."""
    html = muster("list-validate", "armies/", "--format", "html", *CS).out
    assert "<dd>Orčí klany, Atlantská říše</dd>" in html
    assert "Atlantean Empire" not in html
    assert "<dd>Orc Clans, Atlantean Empire</dd>" in muster(
        "list-validate", "armies/", "--format", "html").out


def test_class_names_are_capitalised_as_the_rulebooks_write_them(muster):
    """Zápasník, Střelec (seed 003 L13) beside Voják, Stvůra (seed 000); a character
    is 'postava', a common noun, lower case in the list of details."""
    html = muster("list-validate", "armies/", "--format", "html", *CS).out
    details = re.findall(r"<td>([^<]*)</td></tr>", html)
    starts = {d.split(",")[0] for d in details}
    assert {"Střelec", "Zápasník", "postava", "Voják"} <= starts
    assert not starts & {"střelec", "zápasník", "Postava"}
    english = muster("list-validate", "armies/", "--format", "html").out
    assert "<td>shooter," in english or "shooter, " in english


def test_a_grenade_in_a_roster_agrees_with_granat(muster):
    """'tříštivý časovaný granát (100)', not 'časovaný granát, tříštivé (100)'."""
    html = muster("list-validate", "armies/", "--format", "html", *CS).out
    assert "tříštivý časovaný granát (100)" in html
    assert "kumulativní nárazový granát (100)" in html
    assert "granát, tříštivé" not in html and "granát, výbušné" not in html


def test_each_html_label_is_shown_once_per_roster_in_czech(muster):
    """With every label capitalised, a game's own figure ('Scénář: Agincourt',
    'Národ: Alahanští lvi') stands for the file's fact of the same name: one row each."""
    html = muster("list-validate", "armies/", "--format", "html", *CS).out
    for section in html.split('<section class="roster"')[1:]:
        labels = re.findall(r"<dt>([^<]*)</dt>", section)
        assert len(labels) == len(set(labels)), labels
    agincourt = muster("list-validate", "armies/battlelore/legal-agincourt.yaml", "--format",
                       "html", *CS).out
    assert "<dt>Dobrodružství</dt><dd>Agincourt</dd>" in agincourt
    english = muster("list-validate", "armies/battlelore/legal-agincourt.yaml", "--format",
                     "html").out
    assert "<dt>Scenario</dt><dd>agincourt</dd>" in english
    assert "<dt>scenario</dt><dd>Agincourt</dd>" in english


def test_a_roster_s_words_travel_between_processes_unchanged():
    """Parallel list-validate sends each file's report back from its worker, pickled: the
    findings and the roster words every game gives (messages, names, words made when
    shown) show the same in Czech after the journey."""
    import pickle
    from pathlib import Path

    from muster.i18n import set_lang
    from muster.lists import roster
    from muster.lists.runner import check_one
    from muster.lists.validate import Session

    armies = Path(__file__).resolve().parents[2] / "armies"
    reports = [check_one(str(path), Session(keep_army=True))
               for path in sorted(armies.rglob("*.yaml"))]
    travelled = pickle.loads(pickle.dumps(reports))
    try:
        set_lang("cs")
        czech = roster.markdown(reports)
        assert roster.markdown(travelled) == czech
        assert "(neznámá zbraň)" in czech and "nese 2 artefakty" in czech
    finally:
        set_lang("en")
    assert roster.markdown(travelled) == roster.markdown(reports)
