"""BattleLore in Czech: roll bl, wound bl, scatter bl,
deploy-shuffle bl and list-validate findings under --lang cs, checked against Czech text
worked out by hand from the rules (seed 001); the JSON does not change with the language,
and the English text is its own."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import assert_one_line_error, set_deck_state

ROOT = Path(__file__).resolve().parents[3]
NBSP = "\u00a0"


def cs(muster, *args):
    run = muster("--lang", "cs", *args)
    assert run.code in (0, 1), run.err
    return run.out.splitlines()


def no_nbsp(text: str) -> str:
    return text.replace(NBSP, " ")


# ---------------------------------------------------------------- roll bl


def test_a_battle_roll_reads_in_czech(muster):
    # 3 dice against a blue mounted unit, short sword: the blue helmet hits; two swords on
    # shield, all but one hit a mounted target -> 1 + 1 = 2 hits
    lines = cs(muster, "roll", "bl", "3", "--target", "blue", "--weapon", "short-sword",
               "--target-type", "mounted", "--dice", "blue,bonus,bonus")
    # the symbols' full Czech names, which --dice takes back
    assert lines[0] == "3 bojové kostky: modrá helma, meč na štítu, meč na štítu"
    assert lines[8] == ("Útok: krátký meč (na blízko) proti cíli: jezdecká jednotka, "
                        "modrý prapor – pravidelní vojáci")
    assert lines[9] == "  1× modrá helma: 1 zásah na modrý prapor; ostatní helmy míjejí"
    assert lines[10] == ("  2× meč na štítu: 1 zásah, každý kromě jednoho zasahuje (jezdecký "
                         "cíl ignoruje jeden meč na štítu od krátkého meče)")
    assert lines[11] == ("zásahy: 2   vlajky: 0 (při normální morálce ústup o 1 hex za každou)   "
                         "mana: 0")


def test_czech_rolled_faces_are_read_back_as_dice(muster):
    shown = cs(muster, "roll", "bl", "4", "--seed", "5")[0].split(": ", 1)[1]
    typed = ",".join(name.replace(" ", "-") for name in shown.split(", "))  # meč-na-štítu
    again = cs(muster, "roll", "bl", "4", "--dice", typed)[0]
    assert again.split(": ", 1)[1] == shown


@pytest.mark.parametrize("n, word", [(1, "1 zásah"), (2, "2 zásahy"), (5, "5 zásahů")])
def test_hits_have_czech_plurals(muster, n, word):
    lines = cs(muster, "roll", "bl", str(n), "--target", "green", "--dice",
               ",".join(["green"] * n))
    assert f"  {n}× zelená helma: {word} na zelený prapor; ostatní helmy míjejí" in lines


def test_battle_roll_odds_in_czech(muster):
    # crossbow point blank: swords on shield miss, so only red helmets hit a red unit:
    # no hit on 2 dice = (5/6)^2 = 25/36 = 69.44 %, two hits 1/36
    lines = [no_nbsp(x) for x in cs(muster, "roll", "bl", "2", "--target", "red", "--weapon",
                                    "crossbow", "--point-blank", "--odds")]
    assert lines[0] == ("2 bojové kostky, kuše (na sousední hex) proti cíli: pěší jednotka, "
                        "červený prapor – těžké oddíly: zásahy")
    assert lines[1].split()[:2] == ["zásahy", "šance"]
    assert lines[2].split()[:4] == ["0", "69,44", "%", "(25/36)"]
    assert lines[4].split()[:4] == ["2", "2,78", "%", "(1/36)"]
    plain = [no_nbsp(x) for x in cs(muster, "roll", "bl", "1", "--odds")]
    assert plain[0] == ("1 bojová kostka: kolikrát padne jeden daný symbol (každý symbol "
                        "padá na jedné kostce s pravděpodobností 1 ku 6)")


def test_roll_errors_in_czech(muster):
    assert_one_line_error(
        muster("--lang", "cs", "roll", "bl", "2", "--weapon", "crossbow"),
        "--weapon, --target-type a --point-blank potřebují --target")


# ---------------------------------------------------------------- wound bl


def test_a_wound_with_a_blocked_retreat_in_czech(muster):
    # 1 red helmet on a red foot unit (4 figures): 1 removed; 2 flags at Normal morale = 2
    # hexes, only 1 free: 1 more figure lost, it retreats 1; left 2; it left its hex
    lines = cs(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "red",
               "--faces", "red,flag,flag", "--room", "1")
    assert lines == [
        "Útok: krátký meč (na blízko) proti cíli: pěší jednotka, červený prapor – těžké oddíly, "
        "figurky: 4 ze 4",
        "kostky: 3, jak byly zadány",
        "3 bojové kostky: červená helma, vlajka, vlajka",
        "  1× červená helma: 1 zásah na červený prapor; ostatní helmy míjejí",
        "zásahy: 1 → odebrána 1 figurka (vlajkonoš zůstává: odebírá se poslední)",
        "morálka: normální",
        "vlajky: 2 → ústup o 2 hexy",
        "  o 1 hex ustoupit nelze: ztracena ještě 1 figurka, ustupuje o 1 hex",
        "zbývají 2 figurky",
        "protiútok: NE (opustila svůj hex)",
        "dál může následovat dobití území do uvolněného hexu",
    ]


@pytest.mark.parametrize("faces, removed, left", [
    ("green", "odebrána 1 figurka", "zbývají 3 figurky"),
    ("green,green", "odebrány 2 figurky", "zbývají 2 figurky"),
    ("blue,blue", "odebráno 0 figurek", "zbývají 4 figurky"),
])
def test_figures_removed_and_left_have_czech_plurals(muster, faces, removed, left):
    lines = cs(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
               "--faces", faces)
    assert any(line.startswith("zásahy: ") and removed in line for line in lines), lines
    assert left in lines


def test_bold_held_hex_battles_back_in_czech(muster):
    # supported (Bold): 1 of 2 flags ignored, 1 hex owed, none free: 1 more figure lost,
    # it holds its hex and battles back
    lines = cs(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "blue",
               "--supported", "--faces", "flag,flag,blue", "--figures", "3", "--room", "0")
    assert lines[5:] == [
        "morálka: statečná (díky podpoře: jednotka sousedící s nejméně dvěma přátelskými "
        "jednotkami je statečná, dokud podpora trvá)",
        "vlajky: 2, z toho 1 ignorována → ústup o 1 hex",
        "  o 1 hex ustoupit nelze: ztracena ještě 1 figurka, jednotka zůstává na místě",
        "zbývá 1 figurka",
        "protiútok: ANO (statečná, po útoku na blízko udržela svůj hex)",
        "žádné následné akce: obránce udržel svůj hex",
    ]


def test_pursuit_and_victory_in_czech(muster):
    lines = cs(muster, "wound", "bl", "--attacker-colour", "blue", "--attacker-type",
               "mounted", "--weapon", "long-sword", "--target-colour", "green", "--faces",
               "green,flag,flag")
    assert lines[-1] == ("dál může následovat pronásledování: jízda vstoupí do uvolněného "
                         "hexu a smí postoupit ještě o 1 hex (nebo zůstat stát, nebo se "
                         "vrátit); pak smí provést bonusový útok na blízko na kteroukoli "
                         "sousední jednotku (příkaz „muster wound bl … --battle bonus“)")
    won = cs(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
             "--faces", "green,green", "--figures", "2", "--banners", "3", "--victory", "4")
    assert won[-1] == "vítězné prapory: 4 ze 4 – VÍTĚZSTVÍ: hra ihned končí"
    assert won[5].startswith("ZNIČENA: vlajkonoš")
    ambush = cs(muster, "wound", "bl", "--weapon", "short-sword", "--target-colour", "green",
                "--faces", "green,flag", "--battle", "ambush")
    assert ambush[-2:] == [
        "protiútok: NE (po přepadení útočník, zatlačený zpět nebo zničený, o svůj útok přichází "
        "(s.\u00a014, ř.\u00a031))",
        "žádné následné akce: obránce, který bojoval první (přepadení), nesmí provést dobití "
        "území ani pronásledování"]


def test_wound_odds_in_czech(muster):
    # red attacker: 4 dice; long sword on green foot: green helmet and sword on shield hit
    # (1/3 a die); all 4 hit (destroyed) = 1/81 = 1.23 %
    lines = [no_nbsp(x) for x in cs(muster, "wound", "bl", "--attacker-colour", "red",
                                    "--weapon", "long-sword", "--target-colour", "green",
                                    "--morale", "bold", "--odds", "--banners", "3",
                                    "--victory", "4")]
    assert lines[0] == ("4 bojové kostky, dlouhý meč (na blízko) proti cíli: pěší jednotka, "
                        "zelený prapor – nepravidelné jednotky, 4 figurky")
    assert lines[1] == "kostky: 4 základní (červený prapor – těžké oddíly)"
    assert lines[2].split()[:3] == ["ztracené", "figurky", "šance"]
    assert "zničena (+1 vítězný prapor): 1,23 % (1/81)" in lines
    # with its fraction, as the destroyed line
    assert "dosáhne 4 vítězných praporů (vítězí): 1,23 % (1/81)" in lines
    assert any(line.startswith("smí provést protiútok: ") for line in lines)
    assert "pronásledování: 0,00 %" in lines  # foot (no attacker type): no pursuit


def test_wound_errors_in_czech(muster):
    assert_one_line_error(
        muster("--lang", "cs", "wound", "bl", "--attacker-colour", "blue", "--attacker-type",
               "foot", "--moved-hexes", "2", "--weapon", "short-sword", "--target-colour",
               "red"),
        "pěší jednotka (modrý prapor – pravidelní vojáci) se v tomto kole pohnula o 2 hexy, "
        "a proto bojovat nesmí (bojovat smí jen po pohybu nejvýš o 1 hex; s.\u00a06, ř.\u00a015)")
    assert_one_line_error(
        muster("--lang", "cs", "wound", "bl", "--weapon", "short-sword", "--target-colour",
               "green", "--faces", "green", "--figures", "9"),
        "--figures 9 nelze: pěší jednotka může mít 1 až 4 figurky")
    assert_one_line_error(
        muster("--lang", "cs", "wound", "bl", "--weapon", "short-sword", "--target-colour",
               "green", "--faces", "green", "--banners", "4", "--victory", "4"),
        "vítězné prapory (4) už dosahují potřebného počtu 4: ta hra skončila")
    assert_one_line_error(
        muster("--lang", "cs", "wound", "bl", "--weapon", "short-sword", "--target-colour",
               "green", "--faces", "green", "--dice", "green"),
        "--faces a --dice znamenají totéž; zadejte jen jedno")


# ---------------------------------------------------------------- scatter bl


@pytest.mark.parametrize("flags, title, retreat", [
    (1, "1 vlajka", "ústup o 1 hex ke straně vlastníka"),
    (2, "2 vlajky", "ústup o 2 hexy ke straně vlastníka"),
    (5, "5 vlajek", "ústup o 5 hexů ke straně vlastníka"),
])
def test_a_retreat_in_czech_with_plurals(muster, flags, title, retreat):
    lines = cs(muster, "scatter", "bl", "--flags", str(flags))
    assert lines[0] == f"Ústup v BattleLore: {title}, morálka normální, 4 figurky"
    assert lines[1] == f"vlajky: {flags}; 1 hex za vlajku → {retreat}"


def test_a_blocked_frightened_retreat_in_czech(muster):
    # 5 flags, Frightened: 10 hexes, 3 free: 7 cannot be taken, all 4 figures lost
    lines = cs(muster, "scatter", "bl", "--flags", "5", "--morale", "frightened", "--room", "3")
    assert lines[:5] == [
        "Ústup v BattleLore: 5 vlajek, morálka vystrašená, 4 figurky",
        "vlajky: 5; 2 hexy za vlajku → ústup o 10 hexů ke straně vlastníka",
        "o 7 hexů ustoupit nelze: ztraceny 4 figurky, jednotka ustupuje o 3 hexy",
        "ZNIČENA zablokovaným ústupem: +1 vítězný prapor pro útočníka",
        "pozn.: vystrašená jednotka zahnaná zpět si ještě hází na kontrolu ztrát vlivem "
        "paniky (kap. 6; v textu pravidel chybí, muster ji neprovádí)"]
    legend = [line for line in lines if line.startswith("  + ")][0]
    assert legend.startswith("  + hex jednotky, | směr ústupu (strana vlastníka je nahoře), "
                             "X kde ústup končí, # hex, na který nelze ustoupit: ztráta jedné "
                             "figurky")


def test_retreat_odds_in_czech(muster):
    # 4 dice, Frightened, 2 free hexes: no flag (5/6)^4 = 625/1296 -> 0 hexes
    lines = [no_nbsp(x) for x in cs(muster, "scatter", "bl", "--battle-dice", "4", "--morale",
                                    "frightened", "--room", "2", "--odds")]
    assert lines[:3] == ["Ústup v BattleLore: vlajky na 4 bojových kostkách, morálka vystrašená, "
                         "4 figurky", "hexy ústupu:", "  0:  48,23 % (625/1 296)"]
    assert "figurky ztracené na zablokovaných hexech:" in lines
    assert "zničena zablokovaným ústupem: 1,62 % (7/432)" in lines


def test_scatter_errors_in_czech(muster):
    assert_one_line_error(muster("--lang", "cs", "scatter", "bl", "--flags", "1",
                                 "--battle-dice", "1"),
                          "zadejte --flags N (hozené vlajky) nebo --battle-dice N")
    assert_one_line_error(muster("--lang", "cs", "scatter", "bl", "--flags", "-1"),
                          "--flags musí být mezi 0 a 20, ne \u22121")


# ---------------------------------------------------------------- deploy-shuffle bl


@pytest.mark.deck("agincourt-played.json")
def test_the_command_deck_in_czech(muster, deck):
    lines = cs(muster, "deploy-shuffle", "bl", "show", "--deck", deck, "--side", "french",
               "--odds", "12", "--within", "3")
    # 12 is one of 19 cards french has not seen (14 in the deck, 5 in the English hand):
    # 1 - C(18,3)/C(19,3) = 3/19
    assert no_nbsp(lines[0]) == ("karta 12 (1 z 19 karet, které Francouzi neviděli: "
                                 "balíček a karty soupeře) mezi 3 příštími líznutými kartami: "
                                 "15,79 % (3/19)")
    assert lines[1:5] == [
        "Balíček karet rozkazů BattleLore (dobrodružství Agincourt): 1. kolo, na řadě jsou "
        "Angličané a Welšané, mají ukončit kolo (zahraná karta: 9)",
        "balíček: 14 karet lícem dolů; odhozené karty: 1 (navrchu karta 9)",
        "karty v ruce: Angličané a Welšané 5, Francouzi 4",
        "karty v ruce Francouzů: 18, 19, 8, 4"]
    drawn = cs(muster, "deploy-shuffle", "bl", "end-turn", "english", "--deck", deck,
               "--seed", "1")
    assert drawn[0] == "Angličané a Welšané odhazují zahranou kartu a lížou kartu 6"
    assert drawn[1].endswith("2. kolo, na řadě jsou Francouzi, mají zahrát kartu rozkazu")
    undone = cs(muster, "deploy-shuffle", "bl", "undo", "--deck", deck)
    assert undone[0] == "vzato zpět (konec kola): stav jako v revizi 2"


@pytest.mark.deck("agincourt-played.json")
def test_deck_reshuffles_have_czech_plurals(muster, deck):
    for n, text in ((1, "; zamíchán 1krát"), (2, "; zamíchán 2krát"), (5, "; zamíchán 5krát")):
        set_deck_state(deck, reshuffles=n)
        line = cs(muster, "deploy-shuffle", "bl", "show", "--deck", deck)[1]
        assert line == "balíček: 14 karet lícem dolů; odhozené karty: 1 (navrchu karta 9)" + text


@pytest.mark.deck("agincourt-played.json")
def test_deck_errors_in_czech(muster, deck):
    assert_one_line_error(
        muster("--lang", "cs", "deploy-shuffle", "bl", "play", "french", "4", "--deck", deck),
        "na řadě jsou Angličané a Welšané: Francouzi teď nemohou zahrát kartu")
    assert_one_line_error(
        muster("--lang", "cs", "deploy-shuffle", "bl", "play", "english", "9", "--deck",
               deck),
        "Angličané a Welšané už v tomto kole zahráli kartu 9 (jedna karta rozkazu za "
        "kolo)")
    assert_one_line_error(
        muster("--lang", "cs", "deploy-shuffle", "bl", "new", "--deck", f"{deck}.new",
               "--size", "4"),
        "ze 4 karet nelze hráčům rozdat do ruky 6 a 4 a ještě nechat balíček karet rozkazů: "
        "zadejte aspoň 11")
    # a card's name is shown as written (no Czech thousands space in '1000')
    assert_one_line_error(
        muster("--lang", "cs", "deploy-shuffle", "bl", "show", "--deck", deck, "--odds",
               "1000"),
        "karta „1000“ neexistuje")


# ---------------------------------------------------------------- list-validate


def test_battlelore_findings_in_czech(muster):
    a = "armies/battlelore/"
    out = "\n".join(cs(muster, "list-validate", str(ROOT / a / "illegal-english-under-"
                                                                 "standard-banner.yaml")))
    assert ("chyba [battlelore.banner] Agincourt: Angličané a Welšané nesou "
            "roztřepený prapor, ne prapor standarty") in out
    out = "\n".join(cs(muster, "list-validate", str(ROOT / a / "illegal-foot-unit-with-5-"
                                                                 "figures.yaml")))
    # a unit's name quoted, as Warmaster's
    assert ("[battlelore.figures] jednotka 9 „Men-at-arms“: figurek je 5, ale pěší jednotka "
            "má nejvýš 4 včetně vlajkonoše") in out
    out = "\n".join(cs(muster, "list-validate", str(ROOT / a / "illegal-missing-heavy-"
                                                                 "cavalry.yaml")))
    assert ("Francouzům chybí 1 jednotka tohoto druhu: jezdecká jednotka, červený "
            "prapor – těžké oddíly, dlouhý meč (těžká jízda); Agincourt jim dává 2, soupiska "
            "má 1") in out
    out = "\n".join(cs(muster, "list-validate", str(ROOT / a / "illegal-sixth-archers-over-"
                                                                 "order-of-battle.yaml")))
    assert ("jednotka 6 „Archers (reserve)“ je už 6. jednotkou tohoto druhu (pěší jednotka, "
            "zelený prapor – nepravidelné jednotky, běžný luk), dobrodružství Agincourt jich "
            "ale Angličanům a Welšanům dává jen 5") in out


def test_a_bad_scenario_file_in_czech(muster, tmp_path):
    (tmp_path / "s.toml").write_text('[sides.a]\nbanner = "standard"\nunits = 3\n',
                                     encoding="utf-8")
    army = tmp_path / "army.yaml"
    army.write_text("game: battlelore\nscenario: s.toml\nsides:\n  a:\n    banner: standard\n"
                    "    units:\n      - {colour: blue, type: foot, weapon: short-sword}\n",
                    encoding="utf-8")
    out = "\n".join(cs(muster, "list-validate", str(army)))
    assert ("[battlelore.scenario] soubor dobrodružství s.toml: strana „a“ potřebuje seznam "
            "jednotek") in out


# ---------------------------------------------------------------- JSON and English unchanged


@pytest.mark.parametrize("args", [
    ("roll", "bl", "3", "--seed", "4"),
    ("roll", "bl", "3", "--target", "blue", "--weapon", "short-sword", "--dice",
     "blue,bonus,flag"),
    ("roll", "bl", "2", "--target", "red", "--weapon", "crossbow", "--point-blank", "--odds"),
    ("roll", "bl", "3", "--times", "20", "--seed", "1"),
    ("wound", "bl", "--weapon", "short-sword", "--target-colour", "red", "--faces",
     "red,flag,flag", "--room", "1"),
    ("wound", "bl", "--attacker-colour", "red", "--attacker-type", "mounted", "--weapon",
     "long-sword", "--target-colour", "green", "--odds", "--banners", "1", "--victory", "2"),
    ("wound", "bl", "--attacker-colour", "blue", "--weapon", "long-sword", "--target-colour",
     "green", "--times", "20", "--seed", "3"),
    ("scatter", "bl", "--battle-dice", "3", "--dice", "flag,flag,blue", "--blocked", "1"),
    ("scatter", "bl", "--battle-dice", "4", "--morale", "frightened", "--room", "2", "--odds"),
    ("deploy-shuffle", "bl", "show", "--deck", "examples/decks/agincourt-played.json",
     "--odds", "12", "--within", "3", "--side", "french"),
    ("list-validate", "armies/battlelore/", "--format", "json"),
])
def test_json_is_the_same_in_czech(muster, monkeypatch, args):
    monkeypatch.chdir(ROOT)
    json_args = args if "--format" in args else (*args, "--json")
    en = muster(*json_args)
    czech = muster("--lang", "cs", *json_args)
    assert en.code == czech.code
    assert en.out == czech.out
    json.loads(en.out)


@pytest.mark.deck("agincourt-played.json")
def test_the_english_text_of_the_new_messages_is_unchanged(muster, deck):
    lines = muster("wound", "bl", "--attacker-colour", "blue", "--attacker-type", "mounted",
                   "--weapon", "long-sword", "--target-colour", "green", "--faces",
                   "green,flag,flag").out.splitlines()
    assert lines[-2:] == [
        "next: Gaining Ground (dobití území) into the vacated hex may follow",
        "next: Pursuit (pronásledování): the vacated hex, then 1 hex more (or stop, or go "
        "back), then a Bonus Melee Attack (bonusový útok na blízko) on any adjacent unit "
        "(muster wound bl ... --battle bonus)"]
    assert muster("roll", "bl", "3", "--dice", "blue,bonus,bonus").out.splitlines()[0] == \
        "3 battle dice (bojová kostka): blue bonus bonus"
    assert muster("scatter", "bl", "--flags", "2").out.splitlines()[:2] == [
        "BattleLore retreat: 2 flag(s), Normal (normální), 4 figure(s)",
        "flags: 2; 1 hex(es) per flag -> retreat 2 hex(es) toward the owner's side"]
    assert muster("deploy-shuffle", "bl", "undo", "--deck", deck).out.splitlines()[0] == \
        "undid play: back to the state of revision 1"


def test_range_and_section_cards_in_czech(muster, tmp_path):
    from helpers import assert_one_line_error, cs_lines

    lines = cs_lines(muster, "wound", "bl", "-a", "green", "-w", "common-bow", "--hexes", "4",
                     "-t", "red", "--faces", "red,flag")
    assert lines[1] == ("dosah: cíl je 4 hexy daleko (jeho hex se počítá, hex útočníka ne), "
                        "běžný luk má dostřel 4: v dosahu")
    run = muster("--lang", "cs", "wound", "bl", "-a", "blue", "-w", "crossbow", "--hexes", "4",
                 "-t", "red")
    assert_one_line_error(run, "--hexes 4 nelze: kuše má dostřel 3")
    deck = tmp_path / "d.json"
    assert muster("deploy-shuffle", "bl", "new", "--deck", str(deck), "--size", "24",
                  "--seed", "3").code == 0
    card = muster("deploy-shuffle", "bl", "show", "--deck", str(deck), "--side", "english",
                  "--json").json["state"]["hand"]["cards"][0]
    lines = cs_lines(muster, "deploy-shuffle", "bl", "play", "english", card,
                     "--as-many-as-cards", "--deck", str(deck))
    assert lines[1] == ("karta vydává rozkaz tolika jednotkám, kolik mají Angličané a Welšané "
                        "karet rozkazů (včetně této): nejvýš 6 jednotkám (s. 4, ř. 11)")


def test_deck_status_names_the_sides_in_czech(muster, tmp_path):
    # new-user trial D8: Czech output printed the side ids ("strana french")
    deck = tmp_path / "bl.json"
    assert muster("deploy-shuffle", "bl", "new", "--deck", str(deck), "--scenario", "agincourt",
                  "--size", "40", "--seed", "7").code == 0
    shown = muster("--lang", "cs", "deploy-shuffle", "bl", "show", "--deck", str(deck)).out
    assert "karty v ruce: Angličané a Welšané 6, Francouzi 4" in shown
    assert "french" not in shown and "english" not in shown
    english = muster("deploy-shuffle", "bl", "show", "--deck", str(deck)).out
    assert "hands: english 6, french 4" in english  # the ids a command takes


@pytest.mark.deck("agincourt-played.json")
def test_deck_events_and_errors_name_the_sides_in_czech(muster, deck):
    # new-user trial D8: the card-chance line, the play and end-turn lines and the turn errors
    # printed side ids ("strana french", "english odhazuje") in Czech
    shown = "\n".join(cs(muster, "deploy-shuffle", "bl", "show", "--deck", deck, "--odds", "12",
                         "--within", "3", "--side", "english"))
    assert "které Angličané a Welšané neviděli" in shown
    wrong = muster("--lang", "cs", "deploy-shuffle", "bl", "play", "french", "18", "--deck",
                   deck)
    assert_one_line_error(wrong, "na řadě jsou Angličané a Welšané: Francouzi teď "
                                 "nemohou zahrát kartu")
    again = muster("--lang", "cs", "deploy-shuffle", "bl", "play", "Angličané a Welšané", "20",
                   "--deck", deck)
    assert_one_line_error(again, "Angličané a Welšané už v tomto kole zahráli kartu 9")
    drawn = cs(muster, "deploy-shuffle", "bl", "end-turn", "english", "--deck", deck,
               "--seed", "1")
    played_now = cs(muster, "deploy-shuffle", "bl", "play", "Francouzi", "18", "--deck", deck)
    assert played_now[0] == "Francouzi hrají kartu 18"
    for line in drawn + played_now + shown.splitlines():
        assert "english" not in line and "french" not in line, line
    english = muster("deploy-shuffle", "bl", "play", "english", "9", "--deck", deck)
    assert "it is french's turn: english cannot play a card now" in english.err  # the ids


def test_a_deck_file_s_refusal_names_the_game_and_side(muster, tmp_path, monkeypatch):
    """A deck whose hand is one card short names BattleLore and the side by
    the scenario's names in Czech ('Angličané a Welšané', seed 001 L9), the count before
    its noun; English keeps the ids it was written with."""
    monkeypatch.chdir(tmp_path)
    assert muster("deploy-shuffle", "bl", "new", "--deck", "d.json", "--scenario", "agincourt",
                  "--size", "40", "--seed", "1").code == 0
    doc = json.loads(Path("d.json").read_text(encoding="utf-8"))
    doc["state"]["deck"].append(doc["state"]["hands"]["english"].pop())
    Path("d.json").write_text(json.dumps(doc), encoding="utf-8")
    run = muster("--lang", "cs", "deploy-shuffle", "bl", "show", "--deck", "d.json")
    assert_one_line_error(run, "d.json: stav hry BattleLore není platný: Angličané a "
                               "Welšané drží 5 karet, ne 6")
    run = muster("deploy-shuffle", "bl", "show", "--deck", "d.json")
    assert_one_line_error(run, "d.json: the battlelore state is not valid: english holds 5 "
                               "cards, not 6")


def test_a_wrong_face_lists_the_faces_as_the_result_names_them(muster):
    """The refusal's allowed values are the Czech names the result prints
    ('meč na štítu', not the id-like 'meč-na-štítu'), and --dice takes each of them."""
    run = muster("--lang", "cs", "roll", "bl", "3", "--dice", "blue,foo,red")
    assert run.code == 2
    listed = run.err.split("(povolené hodnoty: ", 1)[1].rstrip(")\n")
    assert listed == "zelená helma, modrá helma, červená helma, meč na štítu, vlajka, mana"
    again = cs(muster, "roll", "bl", "6", "--dice", listed.replace(", ", ","))[0]
    assert again.split(": ", 1)[1] == listed
