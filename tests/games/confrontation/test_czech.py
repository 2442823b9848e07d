"""Confrontation in Czech: under --lang cs every line muster prints for
Confrontation is Czech - results, headings, tables, odds, pictures' legends, errors - with
Czech plurals and number formats, while --json stays English and identical.

The expected texts are worked by hand from the rules (seed 000 L1511-1583 for the damage roll,
L379-383 and L1572-1573 for the characteristic test, L429-449 for the deployment deck)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import assert_one_line_error, example_deck

ROOT = Path(__file__).resolve().parents[3]
NBSP = "\u00a0"


def cs(muster, *args):
    run = muster(*args, "--lang", "cs")
    assert run.code == 0, run.err
    return run.out.splitlines()


# ---------------------------------------------------------------- the damage roll


def test_the_damage_roll_worked_example_in_czech(muster):
    # 3 and 6: the lower die 3 is the torso (L1541); 3 + 6 + STR 13 - RES 7 = 15, the row
    # 11 to 15 of the torso column: a critical wound, penalty -3 (L1570)
    assert cs(muster, "wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6") == [
        "Hod na poškození: 3 6 – místo zranění torso (nižší kostka 3); "
        "součet 9 + STR 13 − RES 7 = 15",
        "Tabulka zranění: torso, řádek 11 až 15: kritické zranění",
        "Výsledek: kritické zranění",
        "Bojovník: dosud beze zranění, nyní kritické zranění; postih na kostky −3 "
        "(INI, ATT, DEF, AIM)"]


def test_hard_boiled_and_a_worsened_wound_in_czech(muster):
    # 2 + 5 + 10 - 8 = 9: arms, row 6 to 10, a light wound; Hard-boiled moves it a row up,
    # still light; a light wound on a light wound worsens to serious (L1578-1581)
    lines = cs(muster, "wound", "conf", "--str", "10", "--res", "8", "--current", "light",
               "--hard-boiled", "--dice", "2,5")
    assert lines[1] == ("Tabulka zranění: paže, řádek 6 až 10: lehké zranění "
                        "(Tvrďák: o řádek výš, řádek 1 až 5: lehké zranění)")
    assert lines[3] == ("Bojovník: dosud lehké zranění, nyní vážné zranění; postih na kostky −2 "
                        "(INI, ATT, DEF, AIM)")


def test_doubles_and_a_colossal_token_in_czech(muster):
    # 6-6 is killed outright whatever STR and RES (L1563); a colossal figure killed once
    # before keeps its second token, a critical wound, and ignores wound penalties
    lines = cs(muster, "wound", "conf", "--str", "14", "--res", "12", "--colossal",
               "--killed-before", "1", "--dice", "6,6")
    assert lines == [
        "Hod na poškození: 6 6 – dvojice: výjimečné zranění (STR, RES ani modifikátory se "
        "nepočítají)",
        "Výsledek: rovnou zabit",
        "Bojovník: dosud vážné zranění, nyní kritické zranění; bez postihu na kostky; "
        "Kolosální: 2. zabití ze 3 potřebných – nestvůra zůstává ve hře a dostane žeton "
        "kritického zranění; postihy za zranění se nepočítají"]


def test_the_damage_odds_tables_in_czech(muster):
    lines = cs(muster, "wound", "conf", "--str", "13", "--res", "7", "--odds")
    assert lines[0] == "Hod na poškození, STR 13 proti RES 7"
    assert lines[1].split() == ["výsledek", "šance"]
    # doubles 1-1: no effect, 1 in 36
    assert lines[2].split() == ["bez", "účinku", "2,78", "%", "(1/36)"]
    assert f"2,78{NBSP}%" in lines[2]
    assert any(line.split()[:2] == ["místo", "zranění"] for line in lines)
    assert any(line.split()[:2] == ["nový", "stav"] for line in lines)
    # removed (it differs from killed outright for the big creatures) is a sentence after
    # the table, not a row of it
    assert lines[-2] == ""
    assert lines[-1].startswith("odstraněn ze hry: ")


# ---------------------------------------------------------------- characteristic tests


def test_a_characteristic_test_and_its_odds_in_czech(muster):
    # the wounded Paladin: 5 - 3 = 2 on the die (above 1, L1572-1573), + 4 = 6 >= 6
    assert cs(muster, "roll", "conf", "-v", "4", "-D", "6", "--penalty", "critical",
              "--dice", "5") == [
        "Hod na charakteristiku: kostka 5 − 3 (kritické zranění) = 2, + 4 = 6 (potřeba ≥ 6)",
        "ÚSPĚCH: 6 ≥ 6"]
    # a die of 5 or 6 passes (1/3); 1 to 4 leave 1 or less after -3: automatic failure (2/3)
    assert cs(muster, "roll", "conf", "-v", "4", "-D", "6", "--penalty", "critical",
              "--odds") == [
        "Hod na charakteristiku: (k6 − 3) + 4 ≥ 6",
        f"šance na úspěch: 33,33{NBSP}% (1/3)",
        f"šance na automatický neúspěch: 66,67{NBSP}% (2/3)"]


def test_a_natural_one_after_a_six_in_czech(muster):
    assert cs(muster, "roll", "conf", "-v", "2", "-D", "9", "--dice", "6,1")[1] == \
        "NEÚSPĚCH: padla 1 – test vždy selže (i po šestce)"


def test_an_opposed_roll_and_its_odds_in_czech(muster):
    lines = cs(muster, "roll", "conf", "-v", "4", "--versus", "4", "--dice", "3,3,6,2,1")
    assert lines == [
        "Srovnávací hod, při remíze se hází znovu:",
        "1. hod: první kostka 3 = 3, + 4 = 7; druhá kostka 3 = 3, + 4 = 7 – remíza, hází se "
        "znovu",
        "2. hod: první kostka 6! + 2 = 8, + 4 = 12; druhá kostka 1 = 1, + 4 = 5 "
        "– AUTOMATICKÝ NEÚSPĚCH",
        "VYHRÁVÁ PRVNÍ STRANA"]
    odds = cs(muster, "roll", "conf", "-v", "4", "--versus", "3", "--odds")
    assert odds[0] == "Srovnávací hod: k6 + 4 proti k6 + 3, při remíze se hází znovu"
    assert odds[1] == f"vyhraje první strana: 61,44{NBSP}%"


def test_fanaticism_in_czech(muster):
    lines = cs(muster, "roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5",
               "--dice", "2,3")
    assert lines[2] == ("Fanatismus: test Disciplíny se stejnou obtížností: "
                        "kostka 3 = 3, + 5 = 8 (potřeba > 7; při pětce se hází dál jako při "
                        "šestce)")
    assert lines[3].startswith("VYDRŽÍ: 8 > 7; fanatik neprchá")


def test_regeneration_plurals_in_czech(muster):
    one = cs(muster, "roll", "conf", "--regeneration", "5", "--current", "light", "--dice", "6")
    assert one[1] == "lehké zranění → beze zranění (vyléčena 1 úroveň)"
    two = cs(muster, "roll", "conf", "--regeneration", "5", "--current", "critical",
             "--dice", "6,5,2")
    assert two[1] == "kritické zranění → lehké zranění (vyléčeny 2 úrovně)"


def test_a_physical_feat_with_decimal_commas(muster):
    # MOV 12.5 cm = 5 inches; swimming: d6 + 5 - RES 1 = 4 + 4 = 8 > 0; it swims MOV / 2
    assert cs(muster, "roll", "conf", "--feat", "swim", "--mov", "12.5", "--res", "1",
              "--dice", "4") == [
        "Plavání: hod 4 + 5 (MOV 12,5 cm / 2,5) − RES 1 = 8, potřeba > 0",
        "ÚSPĚCH: ve vodě se posune o 6,25 cm"]


# ---------------------------------------------------------------- melee


def test_melee_hits_through_plurals_in_czech(muster):
    lines = cs(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7",
               "--attack-at", "7", "--def", "5", "--parries", "2", "--str", "6", "--res", "7",
               "--odds")
    assert lines[0] == ("Boj na blízko: ATT 4, útoky na obtížnost 7 a 7, proti DEF 5 (kostky "
                        "na obranu: 2); STR 6 proti RES 7")
    assert any(line.strip().startswith("0 zásahů prošlo: ") for line in lines)
    assert any(line.strip().startswith("1 zásah prošel: ") for line in lines)
    assert any(line.strip().startswith("2 zásahy prošly: ") for line in lines)
    assert any(line.strip().startswith("stav obránce na konci – beze zranění: ") for line in lines)


def test_a_melee_wave_in_czech(muster):
    lines = cs(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7",
               "--attack-at", "7", "--def", "5", "--parries", "2", "--counter", "--str", "5",
               "--res", "5", "--dice", "3,4,4,3,1,2")
    assert lines[1] == "  1. útok na 7: kostka 3 + ATT 4 = 7 – ZÁSAH"
    assert lines[3] == ("  protiútok proti 1. útoku (obtížnost 7 + 2 = 9): kostka 4 + DEF 5 = 9 "
                        "– ODRAŽENO")
    assert lines[5] == "  zásah 2. útoku prošel: hod na poškození"  # attack 1 parried
    assert "protiútok: +1 kostka na útok pro vrácený útok" in lines


# ---------------------------------------------------------------- deployment deck


def test_the_deployment_rolls_in_czech(muster, tmp_path):
    lines = cs(muster, "deploy-shuffle", "conf", "new", "--deck", str(tmp_path / "g.json"),
               "--dis", "lions=4", "--dis", "acheron=3", "--card", "lions=Paladin,Spearmen",
               "--card", "acheron=Zombies,Wolfen", "--dice", "5,2,5,6,2")
    assert lines[:8] == [
        "Hod kostkou o rozmisťovací oblast: lions 5, acheron 2 – vyhrává lions",
        "lions si vybírá rozmisťovací oblast",
        "Hod na rozmístění: lions 5 + 4 = 9, acheron 6! + 2 + 3 = 11 – vyhrává acheron",
        "Rozmístění (hod na rozmístění: vyhrála strana acheron; oblast vybírala strana lions)",
        "hromádka: 4 karty lícem dolů; karty průzkumníků: 0 lícem dolů",
        "lions: rezervní karty: žádné (nejvýš 1); rozmístěné karty: žádné",
        "acheron: rezervní karty: žádné (nejvýš 2); rozmístěné karty: žádné",
        "další: acheron líže"]


@pytest.mark.deck("lions-acheron.json")
def test_the_pile_counts_cards_in_czech_plurals(muster, deck):
    piles = []
    for _ in range(5):
        lines = cs(muster, "deploy-shuffle", "conf", "draw", "--deck", deck)
        piles += [line.split(";")[0] for line in lines if line.startswith("hromádka:")]
    assert piles == ["hromádka: 5 karet lícem dolů", "hromádka: 4 karty lícem dolů",
                     "hromádka: 3 karty lícem dolů", "hromádka: 2 karty lícem dolů",
                     "hromádka: 1 karta lícem dolů"]


@pytest.mark.deck("lions-acheron.json")
def test_an_enemy_card_drawn_in_czech(muster, deck):
    assert cs(muster, "deploy-shuffle", "conf", "draw", "--deck", deck)[0] == \
        "acheron lízne kartu Paladin, která patří straně lions: lions ji hned rozmístí " \
        "(ř.\u00a0437–441)"


@pytest.mark.deck("lions-acheron.json")
def test_deck_errors_in_czech(muster, deck):
    run = muster("deploy-shuffle", "conf", "draw", "--deck", deck, "--side", "lions",
                 "--lang", "cs")
    assert_one_line_error(run, "líznout má hráč strany acheron, ne hráč strany lions")
    run = muster("deploy-shuffle", "conf", "round", "--deck", deck, "--dice", "4,3",
                 "--lang", "cs")
    assert_one_line_error(run, "v této fázi zbývá 6 karet k líznutí nebo zahrání")


def test_the_tactical_roll_odds_in_czech(muster):
    lines = cs(muster, "deploy-shuffle", "conf", "new", "--odds", "--dis", "lions=4",
               "--dis", "acheron=3")
    assert lines[1] == ("Hod na rozmístění: k6 + DIS, po šestce se hází dál, jednička vždy "
                        "selže, při remíze se hází znovu")
    assert lines[2] == f"  lions (DIS 4) vyhraje: 61,44{NBSP}%"


# ---------------------------------------------------------------- flight, lists, errors


def test_a_flight_off_the_battlefield_in_czech(muster):
    lines = cs(muster, "scatter", "conf", "--mov", "10", "--edge-cm", "15.5")
    assert lines[1] == "prchá 20 cm přímo od zdroje strachu a skončí k němu zády"
    assert lines[2] == ("okraj bojiště je 15,5 cm daleko: uteče z bojiště a považuje se za "
                        "ZTRACENÉHO (ř.\u00a0670–671)")


def test_the_flight_picture_legend_in_czech(muster):
    lines = cs(muster, "scatter", "conf", "--mov", "10")
    assert any(line.strip().startswith("+ kde bojovník stál, | směr útěku (zdroj strachu je "
                                       "dole), X kde bojovník skončí") for line in lines)


def test_the_rules_in_play_are_named_in_czech_in_an_odds_title(muster):
    # the options in play are named: Bravery, no automatic 1, a group of 2 (+1 for the
    # second model, L672-678)
    assert cs(muster, "roll", "conf", "-v", "3", "-D", "9", "--ability", "bravery",
              "--no-auto-fail", "--group", "2", "--odds")[0] == (
        "Hod na charakteristiku: k6 + 3 ≥ 9; schopnosti: Statečnost; bez automatické 1, "
        "skupina 2: +1")


def test_a_points_parity_finding_in_czech(muster):
    run = muster("list-validate", str(ROOT / "armies/confrontation/legal-lions-300.yaml"),
                 "--opponent", str(ROOT / "armies/confrontation/legal-acheron-czech-names.yaml"),
                 "--lang", "cs")
    # 294 against 250 A.P.: 44 apart, more than half of the cheapest figure (14 / 2 = 7)
    # half the figure's cost, and every number with its unit
    assert ("soupiska za 294 A.P. proti soupeřovým 250 A.P.: rozdíl 44 A.P., dovoleno nejvýš "
            "7 A.P. (polovina ceny nejlevnější figurky dražší soupisky, Alahan spearman za "
            "14 A.P.)") in run.out


@pytest.mark.parametrize("args, needle", [
    (("roll", "conf", "-v", "3", "--over", "--dice", "2"),
     "--over porovnává s obtížností (STRACHEM nepřítele); zadejte --difficulty"),
    (("wound", "conf", "--str", "9", "--res", "9", "--immune", "elbow", "--dice", "3,2"),
     "neznámá část těla „elbow“"),
    (("wound", "conf", "--str", "9", "--res", "9", "--melee", "--att", "3", "--dice", "3,2"),
     "Chybí volba „--def“"),
    (("roll", "conf", "--feat", "swim", "--mov", "12/4", "--res", "3", "--dice", "2"),
     "MOV 12/4: údaj v palcích (4) neodpovídá 12 cm (1 palec = 2,5 cm)"),
    (("scatter", "conf", "--mov", "120"), "--mov musí být mezi 0 a 100, ne 120"),
])
def test_errors_in_czech(muster, args, needle):
    assert_one_line_error(muster(*args, "--lang", "cs"), needle)


# ---------------------------------------------------------------- JSON stays English


@pytest.mark.parametrize("args", [
    ("roll", "conf", "-v", "4", "-D", "6", "--penalty", "critical", "--dice", "5"),
    ("roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5", "--odds"),
    ("roll", "conf", "-v", "3", "--ability", "bravery", "-D", "8", "--group", "2", "--odds"),
    ("roll", "conf", "--feat", "fall", "--mov", "10", "--res", "3", "--height", "10", "--odds"),
    ("roll", "conf", "--into-melee", "small:goblin", "--into-melee", "large", "--dice", "3"),
    ("wound", "conf", "--str", "14", "--res", "12", "--colossal", "--killed-before", "1",
     "--dice", "6,6"),
    ("wound", "conf", "--str", "13", "--res", "7", "--hard-boiled", "--possessed",
     "--immune", "head", "--odds"),
    ("wound", "conf", "--melee", "--att", "5", "--def", "5", "--attack-at", "6",
     "--attack-at", "6", "--parries", "2", "--str", "9", "--res", "9",
     "--dice", "6,5,5,1,3,4"),
    ("scatter", "conf", "--mov", "12", "--courage", "4", "--fear", "8", "--odds",
     "--edge-cm", "30"),
    ("deploy-shuffle", "conf", "new", "--odds", "--dis", "lions=4", "--dis", "acheron=3"),
    ("deploy-shuffle", "conf", "show", "--deck", str(ROOT / "examples/decks/lions-acheron.json"),
     "--odds", "Wolfen", "--within", "2"),
])
def test_json_is_the_same_in_czech(muster, args):
    english = muster(*args, "--json")
    czech = muster(*args, "--json", "--lang", "cs")
    assert english.code == czech.code == 0, (english.err, czech.err)
    assert json.loads(czech.out) == json.loads(english.out)
    assert czech.out == english.out


def test_a_finding_is_english_in_json_and_czech_on_the_terminal(muster):
    args = ("list-validate", str(ROOT / "armies/confrontation/legal-lions-300.yaml"),
            "--opponent", str(ROOT / "armies/confrontation/legal-acheron-czech-names.yaml"))
    english = muster(*args, "--json").out
    assert english == muster(*args, "--json", "--lang", "cs").out
    assert "the cheapest figure of the higher list" in english


def test_times_outcomes_in_czech_and_their_json_in_english(muster):
    args = ("wound", "conf", "--str", "9", "--res", "8", "--times", "100", "--seed", "1")
    lines = cs(muster, *args)
    # the lower die names the place (L1516-1519): 2 is the arms, "paže"
    assert any(line.startswith("paže: lehké zranění → lehké zranění ") for line in lines)
    assert any(line.startswith("dvojice: bez účinku → beze zranění ") for line in lines)
    assert muster(*args, "--json").out == muster(*args, "--json", "--lang", "cs").out
    flight = cs(muster, "scatter", "conf", "--mov", "12", "--courage", "4", "--fear", "8",
                "--times", "30", "--seed", "3", "--edge-cm", "20")
    assert any(line.startswith("prchá 24 cm, ztracen ") for line in flight)
    assert any(line.startswith("vydrží ") for line in flight)


def test_the_roster_details_in_czech(muster):
    # blood brothers pay 75 % of the printed points, rounded up (55 -> 42); the Griffins are
    # allies
    path = str(ROOT / "armies/confrontation/legal-lions-blood-brothers-incarnation.yaml")
    czech = muster("list-validate", path, "--format", "markdown", "--lang", "cs").out
    assert "| 1 | Red Lioness | 1 | 42 | 42 | postava, na kartě 55 A.P. |" in czech
    assert "| Gryfí císařství v Akkylannii, spojenec |" in czech
    # the army is its people, never 'národ Alahanští lvi'
    assert "**Armáda:** Alahanští lvi; 16 figurek; spojenci 52 A.P. (17,3 %)" in czech
    english = muster("list-validate", path, "--format", "markdown").out
    assert "| 1 | Red Lioness | 1 | 42 | 42 | character, printed 55 A.P. |" in english
    assert (muster("list-validate", path, "--format", "json").out
            == muster("list-validate", path, "--format", "json", "--lang", "cs").out)


@pytest.mark.parametrize("action, czech", [("draw", "líznutí karty"), ("round", "nové kolo")])
def test_undo_names_the_action_it_took_back_in_czech(muster, tmp_path, action, czech):
    # the deck is shared with BattleLore's undo (one line, commands/_deck.py)
    source = "lions-acheron.json" if action == "draw" else "lions-acheron-deployed.json"
    path = example_deck(tmp_path, source)
    before = json.loads(path.read_text(encoding="utf-8"))["revision"]
    seed = ("--seed", "1") if action == "round" else ()  # a draw takes the pile's next card
    assert muster("deploy-shuffle", "conf", action, "--deck", str(path), *seed).code == 0
    lines = cs(muster, "deploy-shuffle", "conf", "undo", "--deck", str(path))
    assert lines[0] == f"vzato zpět ({czech}): stav jako v revizi {before}"
    english = json.loads(path.read_text(encoding="utf-8"))["log"][-1]["detail"]["undid"]
    assert english == action  # the file keeps the action's id


def test_outcome_keys_print_english_and_show_czech_in_a_times_table(czech):
    """An outcome key's str is its English JSON label whatever the language; the --times
    table shows it through the views' key_view, in Czech here."""
    from muster.engine.render import shown_key
    from muster.games.confrontation.damage import WoundKey
    from muster.games.confrontation.exchange import ExchangeKey
    from muster.games.confrontation.flight import FlightKey
    from muster.games.confrontation.melee import MeleeKey

    cases = [
        (WoundKey(("torso", "serious", "serious+stunned")), "torso: serious -> serious+stunned",
         "torso: vážné zranění → vážné zranění+omráčen"),
        (MeleeKey((2, 1, 1, "light", 1)), "2 hit, 1 parried, 1 wound(s) -> light, +1 counter",
         None),
        (ExchangeKey((1, "light", 0, "none")),
         "defender 1 wound(s) -> light; attacker 0 wound(s) -> none", None),
        (FlightKey(True, 12, True), "flees 12 cm, lost", None),
        (FlightKey(False, 0), "holds", None),
    ]
    for key, english, czech_text in cases:
        assert str(key) == english
        shown = shown_key(key)
        assert shown != english
        if czech_text is not None:
            assert shown == czech_text


def test_a_failed_parry_pairs_with_parried_in_czech(muster):
    """Never 'obrana ... 1 SELHAL', which agrees with nothing: a failed parry is NEODRAŽENO,
    beside ODRAŽENO (English keeps FAILED)."""
    args = ["wound", "conf", "--melee", "--att", "4", *["--attack-at", "7"] * 6, "--def", "5",
            "--parries", "3", "--defender-attacks", "2", "--sustained", "--opponents", "3",
            "--str", "3", "--res", "4", "--dice", "6,2,5,6,2,3,1,4,3,5,6"]
    out = muster("--lang", "cs", *args).out.splitlines()
    assert "  obrana proti 1. útoku (obtížnost 7): kostka 1 + DEF 5 = 6 – NEODRAŽENO" in out
    assert "  obrana proti 3. útoku (obtížnost 7): kostka 4 + DEF 5 = 9 – ODRAŽENO" in out
    assert ("  soustředěná obrana proti 6. útoku (obtížnost 7 + 4 = 11): kostka 6 + DEF 5 = 11 "
            "– ODRAŽENO") in out
    assert not [line for line in out if "SELHAL" in line]
    assert "  defence against attack 1 (difficulty 7): die 1 + DEF 5 = 6 FAILED" in muster(
        *args).out.splitlines()


@pytest.mark.parametrize("args, line", [
    (("--feat", "swim", "--mov", "10", "--res", "6", "--dice", "2"),
     "Plavání: hod 2 + 4 (MOV 10 cm / 2,5) − RES 6 = 0, potřeba > 0"),
    (("--feat", "plain", "--mov", "12/4.8", "--difficulty", "7", "--dice", "3"),
     "Tělesný úkon: hod 3 + 4,8 (MOV 12 cm / 2,5) = 7,8, potřeba > 7")])
def test_a_feat_divides_mov_by_2_5_as_the_czech_rulebook_does(muster, args, line):
    """The Czech rulebook measures in cm only and adds Pohyb divided by 2,5 (seed 000
    L557-559): no inches in Czech; English keeps the cards' 'MOV 10 cm / 4 in'."""
    run = muster("--lang", "cs", "roll", "conf", *args)
    assert run.out.splitlines()[0] == line
    assert "″" not in run.out and "palc" not in run.out
    english = muster("roll", "conf", *args).out.splitlines()[0]
    assert "(MOV 1" in english and " in)" in english
