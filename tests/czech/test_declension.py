"""Czech declension and agreement: names declined by the data's case forms (sides, armies,
sections), counts with their noun, empty cells, values typed in Czech; what a golden output
shows only by example."""

from __future__ import annotations

import re

import pytest

from helpers import translations, uncoloured

DECK = "examples/decks/agincourt.json"


def _plain(text: str) -> str:
    return uncoloured(text).replace("\u00a0", " ")


def test_a_cased_name_gives_the_data_s_case_or_the_name_as_it_is():
    from muster.language import Cased, Named

    side = Named("french", "Francouzi", {"gen": "Francouzů", "dat": "Francouzům"})
    assert f"ruka {side.cs:gen}, {side.cs:dat} chybí, {side.cs}" \
        == "ruka Francouzů, Francouzům chybí, Francouzi"
    assert "{s:gen}".format(s=Cased("blue")) == "blue"  # no form in the data: as it is
    assert "{s:>6}".format(s=Cased("ab")) == "    ab"  # other specs as str's


def test_every_case_a_czech_message_asks_for_is_one_muster_knows(catalog):
    """A Czech message names a case as a format spec ('{side:gen}'); any other spec on a
    text argument would raise when the message is shown."""
    from muster.language import CASES

    spec = re.compile(r"(?<!\{)\{[A-Za-z_]\w*:([^{}]*)\}(?!\})")
    bad = [(m.id, s) for m in catalog if m.id for s in translations(m)
           for found in spec.findall(s) if found not in CASES]
    assert not bad, bad


def test_battlelore_sides_are_declined_not_set_in_apposition(muster):
    """'karty v ruce Angličanů a Welšanů', 'Francouzům
    chybí', the people as the plural subject (seed 001 L9: hráč Angličanů), never 'strana
    Angličané a Welšané'."""
    shown = _plain(muster("--lang", "cs", "deploy-shuffle", "bl", "show", "--deck", DECK,
                          "--side", "english", "--reveal").out)
    assert "karty v ruce Angličanů a Welšanů: 20, 9, 22, 7, 13, 5" in shown
    assert "(dobrodružství Agincourt): 1. kolo, na řadě jsou Angličané a Welšané" in shown
    assert "pořadí karet v balíčku (shora dolů): 6, 1, 21" in shown
    refused = muster("--lang", "cs", "deploy-shuffle", "bl", "play", "french", "18",
                     "--deck", DECK)
    assert refused.code == 2
    assert "na řadě jsou Angličané a Welšané: Francouzi teď nemohou zahrát kartu" in refused.err
    found = _plain(muster("--lang", "cs", "list-validate",
                          "armies/battlelore/illegal-missing-heavy-cavalry.yaml").out)
    assert "Francouzům chybí 1 jednotka tohoto druhu" in found
    english = _plain(muster("deploy-shuffle", "bl", "show", "--deck", DECK,
                            "--side", "english").out)
    assert "BattleLore command deck (agincourt): turn 1, english to play" in english
    assert "english's hand: 20, 9, 22, 7, 13, 5" in english


def test_no_czech_battlelore_message_sets_a_side_in_apposition(catalog):
    """'strana {side}' with a side's name (a people: Angličané a Welšané) in the nominative
    is a calque: the deck's messages and the order-of-battle findings decline the
    name or make it the subject. (A side id read from a file may stay 'strana {side}'.)"""
    def ours(m) -> bool:
        where = " ".join(str(loc[0]) for loc in m.locations)
        msgid = str(m.id)
        if "battlelore/cards" in where or "battlelore/views" in where:
            return "unknown" not in msgid and "scenario {name}" not in msgid
        return "battlelore/lists" in where and any(w in msgid for w in ("gives", "carr"))

    bad = [(m.id, s) for m in catalog if m.id and ours(m) for s in translations(m)
           if re.search(r"stran[ayěu] „?\{(side|turn|other)\}", s)]
    assert not bad, bad


@pytest.mark.parametrize("args, cells", [
    (["deploy-shuffle", "void", "-f", "Kara=2", "-f", "Bandit", "--agility", "Kara=9",
      "--agility", "Bandit=12", "--dice", "12,14"], ["1.", "Bandit", "14", "{e}", "14"]),
    (["deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player", "Honza=2",
      "--objectives", "3", "--able", "Radek"], ["Radek", "{yes}", "3", "{e}", "{e}"]),
])
def test_an_empty_czech_cell_is_an_en_dash(muster, args, cells):
    """An empty cell is '–' beside the minus sign of '−2 panika' (a hyphen
    in English)."""
    for lang, empty, yes in (("cs", "\u2013", "ano"), ("en", "-", "yes")):
        out = _plain(muster("--lang", lang, *args).out)
        want = [c.format(e=empty, yes=yes) for c in cells]
        assert any(line.split() == want for line in out.splitlines()), (want, out)


def test_fatigue_is_counted_in_levels_in_czech(muster):
    """'únava (2 stupně)' (seed 003 L27: za každý stupeň únavy); English
    'fatigue 2'."""
    args = ["deploy-shuffle", "void", "-f", "Kara", "-f", "Rook", "--fatigue", "Rook=2",
            "--fatigue", "Kara=5", "--dice", "3,4"]
    cs = _plain(muster("--lang", "cs", *args).out)
    assert "−2 únava (2 stupně)" in cs and "−5 únava (5 stupňů)" in cs
    assert "-2 fatigue 2" in _plain(muster(*args).out)


@pytest.mark.parametrize("typed, first", [("první", "B"), ("Druhy", "A"), ("first", "B"),
                                          ("second", "A")])
def test_the_choice_to_deploy_first_is_typed_in_either_language(muster, typed, first):
    """Every value the Czech refusal lists is accepted (seed 002 L208: 'volí
    zda bude rozmisťovat první nebo druhý'); B wins the roll-off 3 to 4."""
    run = muster("--lang", "cs", "deploy-shuffle", "wm", "--method", "one-side", "--choose",
                 typed, "--dice", "3,4", "--json")
    assert run.code == 0, run.err
    assert run.json["placement"][0]["side"] == first


def test_dice_are_a_sum_or_a_value_in_czech_and_as_before_in_english(muster):
    """'k6 = 4', '4 + 4 + 9 = 17', 'k6 = 3 → k3 = 2', '5, 3 → nejvyšší 5'
    (a die and its value, two dice added, dice listed); English keeps its forms."""
    cases = [
        (["siege-breach", "mk", "--attack", "9", "--defense", "16", "--structure", "3",
          "--damage", "2", "--dice", "4,4"], ": 4 + 4 + 9 = 17", ": 4 4 + 9 = 17"),
        (["deploy-shuffle", "mk", "dispute", "--dice", "4"], "k6 = 4: akce", "D6 4: the"),
        (["roll", "wm", "game-length", "--dice", "3"], "k6 = 3 → k3 = 2", "D6 3 -> D3 2"),
        (["siege-breach", "wm", "--target", "gate", "--shots", "4", "--weapon", "cannon",
          "--dice", "6,6,2,1,5,3"], "hod na prolomení: 5, 3 → nejvyšší 5",
         "(hod na prolomení): 5 (3) -> highest 5"),
    ]
    for args, cs, en in cases:
        assert cs in _plain(muster("--lang", "cs", *args).out), args
        assert en in _plain(muster(*args).out), args


def test_a_known_warmaster_army_has_its_czech_name_in_a_czech_roster(muster):
    """'Armáda: Orkové a goblini' (seed 002 L29), names only; the CSV and
    the English roster keep the file's text."""
    path = "armies/warmaster/legal-siege-orcs-attacker-2000.yaml"
    cs = _plain(muster("--lang", "cs", "list-validate", path, "--format", "markdown").out)
    assert "- Armáda: Orkové a goblini" in cs
    assert ",Orcs & Goblins," in muster("--lang", "cs", "list-validate", path,
                                        "--format", "csv").out
    assert "- Army: Orcs & Goblins" in muster("list-validate", path, "--format",
                                              "markdown").out


def test_an_english_deck_status_names_its_roll_in_english(muster):
    """The status head of an English deck names its roll in English, never 'hod na rozmístění'
    alone; the bilingual term stays on the roll's own line."""
    out = _plain(muster("deploy-shuffle", "conf", "show", "--deck",
                        "examples/decks/lions-acheron.json").out)
    assert out.splitlines()[0] == "Deployment (deployment roll: acheron won; lions chose the zone)"
    cs = _plain(muster("--lang", "cs", "deploy-shuffle", "conf", "show", "--deck",
                       "examples/decks/lions-acheron.json").out)
    assert cs.splitlines()[0].startswith("Rozmístění (hod na rozmístění: ")


def test_a_czech_roster_words_the_line_and_column(muster):
    """'řádek 17, sloupec 19' in a markdown or HTML roster ('17:19' reads
    as a time); English and the text format keep 'line 17:19', 'file:17:19'."""
    folder = "armies/mageknight/"
    for fmt in ("markdown", "html"):
        cs = _plain(muster("--lang", "cs", "list-validate", folder, "--format", fmt).out)
        assert "řádek 17, sloupec 19: " in cs and not re.search(r"řádek \d+:\d", cs)
        assert "line 17:19: " in muster("list-validate", folder, "--format", fmt).out


@pytest.mark.parametrize("args, state", [
    (["--target", "wall", "--move", "onto", "--troop", "infantry"], "část hradeb, neprolomená"),
    (["--target", "door", "--troop", "infantry", "--stands", "2"], "malé dveře, nezničené"),
    (["--target", "tower", "--move", "onto", "--troop", "infantry"], "věž, nezřícená"),
    (["--target", "gate", "--destroyed", "--troop", "cavalry"], "brána, zničená"),
])
def test_a_czech_passage_names_the_section_s_state_as_an_adjective(muster, args, state):
    """'nezničená' agreeing with its section as 'zničená' does, never the verb 'stojí';
    English 'standing'. And one parenthesis closes a rule and its lines, never two in a
    row."""
    cs = _plain(muster("--lang", "cs", "siege-breach", "wm", "pass", *args,
                       "--side", "defender").out)
    assert cs.splitlines()[0].endswith(state), cs
    assert ") (" not in cs
    if "--destroyed" not in args:
        assert muster("siege-breach", "wm", "pass", *args, "--side", "defender").out \
            .splitlines()[0].endswith(", standing")
