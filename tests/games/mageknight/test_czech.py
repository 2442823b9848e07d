"""Mage Knight in Czech: every terminal text of roll / wound / scatter /
siege-breach / deploy-shuffle mk and the Mage Knight list findings under --lang cs, with the
seed's own terms (zranění, bitevní kolečko, pozice, žeton, cílová hodnota, odchýlení), Czech
plurals at 1/2/5 and Czech numbers; English and --json unchanged.

The expected texts are worked out by hand from the rules (seed 004, data/*.toml)."""

from __future__ import annotations

import re

import pytest

from helpers import assert_one_line_error

NBSP = "\u00a0"


def cs(muster, *args):
    """The Czech terminal output, no-break spaces made plain for comparison."""
    run = muster("--lang", "cs", *args)
    assert run.code == 0, run.err
    return run.out.replace(NBSP, " ").splitlines()


# ---------------------------------------------------------------- wound mk


def test_wound_odds_in_czech(muster):
    # attack 10 vs defense 16: 2d6 >= 6 hits, 26/36 = 13/18; damage 3, natural 12 (1/36)
    # +1 = 4, so 25/36 for 3; 2 clicks taken, skulls at 6: only 4 damage eliminates (1/36);
    # a natural 2 (1/36) pushes the attacker
    assert cs(muster, "wound", "mk", "-a", "10", "-m", "3", "-D", "16", "--clicks-taken", "2",
              "--skull-at", "6", "--odds") == [
        "Útok 10, zranění 3: šance pro každý cíl",
        "Cíl 1, obrana 16: zásah 72,22 % (13/18)",
        "  zranění: 0: 27,78 % (5/18), 3: 69,44 % (25/36), 4: 2,78 % (1/36)",
        "  vyřazen: 2,78 % (1/36)",
        "Útočník utrpí nátlakové zranění (kritické minutí): 2,78 % (1/36)"]


def test_wound_odds_modes_and_terrain_in_czech(muster):
    lines = cs(muster, "wound", "mk", "-a", "9", "-m", "3", "-D", "14", "--heal", "--odds")
    assert lines[0] == "Útok 9, uzdravení o 3: šance pro každý cíl"
    assert lines[2].startswith("  uzdravování: 0: ")
    lines = cs(muster, "wound", "mk", "-a", "10", "-D", "15", "--capture", "--odds")
    assert lines[:2] == ["Útok 7 (zajímání): šance pro každý cíl",
                         "Cíl 1, obrana 15: zásah 41,67 % (5/12)"]  # 2d6 >= 8: 15/36
    lines = cs(muster, "wound", "mk", "-a", "8", "-m", "2", "-D", "17", "--formation-attack",
               "1", "--formation-damage", "1", "--target-terrain", "hindering", "--odds")
    # 8 + 2 = 10 against 17 + 1 = 18: 2d6 >= 8, 15/36 = 5/12; damage 2 + 1 = 3
    assert lines[:3] == ["Útok 10, zranění 3: šance pro každý cíl",
                         "Cíl 1, obrana 17 + terén 1 = 18: zásah 41,67 % (5/12)",
                         "  zranění: 0: 58,33 % (7/12), 3: 38,89 % (7/18), 4: 2,78 % (1/36)"]


@pytest.mark.parametrize("damage, skull, clicks, left", [
    ("1", "2", "o 1 pozici", "zbývá 1 pozice"),
    ("2", "4", "o 2 pozice", "zbývají 2 pozice"),
    ("5", "10", "o 5 pozic", "zbývá 5 pozic"),
])
def test_wound_clicks_plural_at_one_two_five(muster, damage, skull, clicks, left):
    # 3 4 + 9 = 16 hits defense 10; the damage turns the dial that many clicks
    lines = cs(muster, "wound", "mk", "-a", "9", "-m", damage, "-D", "10", "--skull-at", skull,
               "--dice", "3,4")
    assert lines == ["Hod na útok: 3 + 4 + 9 = 16",
                     "Cíl 1: proti obraně 10: ZÁSAH (16 ≥ 10)",
                     f"  utrpí {damage} zranění: otočte bitevním kolečkem {clicks} po směru "
                     "hodinových ručiček",
                     f"  stále stojí: do lebek {left}"]


def test_wound_critical_dial_and_split_in_czech(muster):
    assert cs(muster, "wound", "mk", "-a", "9", "-m", "2", "-D", "15", "-D", "16", "--split",
              "2,0", "--clicks-taken", "0", "--clicks-taken", "3", "--dice", "6,6") == [
        "Hod na útok: 6 + 6 + 9 = 21",
        "Kritický zásah: padly dvě šestky (12): zasahuje všechny cíle, +1 zranění každému "
        "zasaženému cíli",
        "Cíl 1: proti obraně 15: ZÁSAH (automaticky, na součtu nezáleží)",
        "  utrpí 3 zranění (2 + 1 za kritický zásah): otočte bitevním kolečkem o 3 pozice po směru "
        "hodinových ručiček",
        "  bitevní kolečko: pozice 0 → pozice 3",
        "Cíl 2: proti obraně 16: ZÁSAH (automaticky, na součtu nezáleží)",
        "  utrpí 1 zranění (0 + 1 za kritický zásah): otočte bitevním kolečkem o 1 pozici po směru "
        "hodinových ručiček",
        "  bitevní kolečko: pozice 3 → pozice 4"]
    # a missed target's share goes to the first target hit: 3 3 + 9 = 15 hits 15, not 16
    lines = cs(muster, "wound", "mk", "-a", "9", "-m", "2", "-D", "15", "-D", "16", "--split",
               "1,1", "--dice", "3,3")
    assert lines[-1] == ("cíl 2 nebyl zasažen: jeho podíl 1 připadne cíli 1, prvnímu "
                         "zasaženému")


def test_wound_healing_capture_and_captive_in_czech(muster):
    # 3 3 + 9 = 15 hits 14; 3 clicks from click 5 stop at the repair marker at click 3
    assert cs(muster, "wound", "mk", "-a", "9", "-m", "3", "-D", "14", "--heal",
              "--clicks-taken", "5", "--golem-marker", "3", "--dice", "3,3")[2:] == [
        "  uzdraví 2 ze 3 pozic: zastaveno na opravovací značce na pozici 3",
        "  bitevní kolečko: pozice 5 → pozice 3"]
    assert cs(muster, "wound", "mk", "-a", "9", "-m", "1", "-D", "14", "--heal",
              "--dice", "3,3")[2] == ("  uzdraví až o 1 pozici, proti směru hodinových "
                                      "ručiček, nikdy za startovní pozici")
    lines = cs(muster, "wound", "mk", "-a", "9", "-D", "14", "--capture", "--dice", "6,6")
    assert lines[0] == "Pokus o zajetí: útok 9 − 3 = 6"
    assert lines[4] == "  zajat: bez zranění (zajímání nezraňuje, ani při kritickém zásahu)"
    lines = cs(muster, "wound", "mk", "-a", "10", "-D", "15", "--eliminate-captive", "--dice",
               "1,1")
    assert lines == ["Vyřazení zajatce: útok 10 − 3 = 7",
                     "Hod na útok: 1 + 1 + 7 = 9",
                     "Kritické minutí: padly dvě jedničky (2): míjí, útočník utrpí 1 nátlakové "
                     "zranění",
                     "Cíl 1: proti obraně 15: VEDLE (automaticky, na součtu nezáleží)",
                     "  zajatec neutrží žádné zranění a zůstává zajatcem",
                     "Útočník utrpí 1 nátlakové zranění: otočte jeho bitevním kolečkem o 1 "
                     "pozici"]


def test_ranged_notes_in_czech(muster):
    # range 7: half rounded up is 4; range 2: half is 1 (one inch: "palce", not "palců")
    assert cs(muster, "wound", "mk", "-a", "9", "-m", "2", "-D", "16", "--range", "7",
              "--distance", "4", "--close-shot", "damage", "--precision", "--dice", "3,4")[:4] == [
        "střelba zblízka: +1 ke zranění, cíl do 4 palců",
        "přesnost: −2 k útoku, cíl v kontaktu se spřátelenou figurou",
        "útok 9 − 2 = 7",
        "zranění 2 + 1 = 3"]
    assert cs(muster, "wound", "mk", "-a", "9", "-m", "2", "-D", "16", "--range", "2",
              "--distance", "1", "--close-shot", "attack", "--dice", "3,4")[0] == \
        "střelba zblízka: +1 k útoku, cíl do 1 palce"
    lines = cs(muster, "wound", "mk", "-a", "8", "-m", "2", "-D", "17", "--formation-attack",
               "2", "--formation-damage", "1", "--dice", "3,4")
    assert lines[0] == ("formace pro útok na dálku: 2 členové, každý +2 k útoku, 1 člen s "
                        "lukem, každý +1 ke zranění")


def test_mage_knight_errors_in_czech(muster):
    # a capture takes no option of healing: the refusal names the action that takes it (not
    # click's guess among the capture's options, --help), in Czech
    run = muster("--lang", "cs", "wound", "mk", "--capture", "--heal", "-a", "9", "-D", "10")
    assert_one_line_error(run)
    assert run.err.strip() == ("muster: chyba: neznámá volba „--heal“; je to volba příkazu "
                               "„muster wound mk heal“ (viz „muster wound mk capture --help“)")
    run = muster("--lang", "cs", "wound", "mk", "-a", "99", "-m", "2", "-D", "10")
    assert_one_line_error(run)
    assert run.err.strip() == "muster: chyba: --attack musí být mezi 0 a 40, ne 99"
    run = muster("--lang", "cs", "roll", "mk", "-a", "9", "-D", "16", "--range", "7",
                 "--distance", "4.5", "--close-shot", "attack")
    assert_one_line_error(run, "ve vzdálenosti 4,5 (obojí v palcích)")
    run = muster("--lang", "cs", "deploy-shuffle", "mk", "--points", "250")
    assert_one_line_error(run, "uvádí počet akcí na tah jen pro 200 bodů (2 akce) a 300 bodů "
                               "(3 akce); pro 250 bodů se dohodněte")
    run = muster("--lang", "cs", "deploy-shuffle", "mk", "score", "--player", "Radek=1",
                 "--player", "Honza=1", "--eliminated", "Eva=10")
    assert_one_line_error(run, "--eliminated: hráč „Eva“ neexistuje (povolené hodnoty: Radek, "
                               "Honza)")
    run = muster("--lang", "cs", "scatter", "mk", "-a", "8", "-m", "2", "--eliminated", "-D",
                 "14")
    assert_one_line_error(run, "bombardující vyřazený před vyhodnocením použije minimální "
                               "útok a zranění žetonu (ř.\u00a075)")
    run = muster("--lang", "cs", "siege-breach", "mk", "-a", "9", "-D", "16", "--structure",
                 "3", "--damage", "2", "--damage-this-turn", "3")
    assert_one_line_error(run, "už dosahuje hodnoty pevnosti 3")
    # the same errors stay English without --lang cs
    run = muster("wound", "mk", "--capture", "--heal", "-a", "9", "-D", "10")
    assert run.err.strip() == ("muster: error: no such option: --heal; it is an option of "
                               "'muster wound mk heal' (see 'muster wound mk capture --help')")


# ---------------------------------------------------------------- scatter mk (bombard)


def test_bombard_in_czech(muster):
    # token roll 1 1: a critical miss scatters it; d6 4 -> 180 degrees; the final value 10
    # gives 1 in, so it lands at (0, -1); the figure roll 6 6 hits both figures, 2 + 1 damage
    lines = cs(muster, "scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "-D", "17", "--dice",
               "1,1,4,6,6")
    assert lines[:12] == [
        "Bombardování, UKÁZKOVÝ žeton (vymyšlený, ne vytištěný žeton ze hry): cílová hodnota "
        "10, oblast působnosti 1,5 palce; útok 8, zranění 2",
        "pozor: UKÁZKOVÝ žeton, který muster přikládá (výklad č. 29 v oddílu Mage Knight v "
        "docs/RULINGS.md): "
        "pravidla hodnoty žetonů neuvádějí; zadejte vlastní přes --token SOUBOR",
        "Hod na žeton: 1 + 1 + 8 = 10",
        "Kritické minutí: padly dvě jedničky (2): míjí, bombardující utrpí 1 nátlakové zranění",
        "  proti cílové hodnotě 10: VEDLE (automaticky, na součtu nezáleží)",
        "žeton se odchýlí: směr k6 = 4 → 180° od jeho šipky; výsledné hodnotě útoku 10 "
        "odpovídá na žetonu odchýlení o 1 palec",
        "dopadne v bodě (0; \u22121): 1 palec pod úhlem 180° (ve směru 6 hodin)",
        "Figury pod žetonem (přátelské i nepřátelské): hod na útok: 6 + 6 + 8 = 20",
        "Kritický zásah: padly dvě šestky (12): zasahuje všechny cíle, +1 zranění každému "
        "zasaženému cíli",
        "  figura 1: proti obraně 16: ZÁSAH (automaticky, na součtu nezáleží), utrpí 3 zranění",
        "  figura 2: proti obraně 17: ZÁSAH (automaticky, na součtu nezáleží), utrpí 3 zranění",
        "bombardující utrpí 1 nátlakové zranění za kritické minutí"]
    legend = [line for line in lines if line.startswith("  + ")][0]
    assert legend.startswith("  + zaměřený bod, | linie střely (útočník je dole), X bod "
                             "dopadu, ")
    assert legend.endswith(", F figura")
    # one unit word, palec declined with the number (seed 004 L71: oblast
    # působnosti), in the legend and the scale as in the header
    assert "o okraj oblasti působnosti (1,5 palce)" in legend
    assert lines[-1].startswith("  měřítko: jeden sloupec = 0,2 palce, jeden řádek = 0,4 palce")
    assert not [line for line in lines if re.search(r"\d in\b|″", line)]


def test_bombard_stays_blocked_and_odds_in_czech(muster):
    lines = cs(muster, "scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--at", "5,5",
               "--blocked", "--dice", "6,6")
    assert lines[0].endswith("útok 8 − 2 (blokovaná linie střely) = 6, zranění 2")
    assert "žeton zůstane, kde leží" in lines
    assert "dopadne na zaměřený bod (0; 0)" in lines
    assert "figura 1 (obrana 16) na (5; 5): není pod žetonem" in lines
    assert "pod žetonem není žádná figura: druhý hod se nehází" in lines
    lines = cs(muster, "scatter", "mk", "-a", "9", "-m", "3", "-D", "15", "-D", "17", "--at",
               "0,0", "--at", "2,1", "--blocked", "--odds")
    assert lines[2:5] == ["žeton zůstane, kde leží: 97,22 % (35/36)", "kam dopadne:",
                          "  (0; 0) 0 palců: 97,22 % (35/36)"]
    assert "  (0,87; 0,5) 1 palec: 0,46 % (1/216)" in lines
    assert "zásah figury 1 (obrana 15): 72,22 % (13/18)" in lines
    assert "bombardující utrpí nátlakové zranění: 5,48 % (71/1 296)" in lines


# ---------------------------------------------------------------- siege-breach mk


def test_siege_breach_in_czech(muster):
    assert cs(muster, "siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3",
              "--damage", "2", "--ranged", "--damage-this-turn", "1", "--dice", "6,6",
              "--steep") == [
        "Útok na dálku na sestavitelný terén: 6 + 6 + 9 = 21 proti hodnotě obrany 16",
        "  kritický zásah: zasahuje, +1 zranění",
        "  ZÁSAH",
        "  způsobené zranění: 3 (hodnota zranění pro útok na dálku 2 + 1 za kritický zásah)",
        "  zranění v tomto tahu: 1 + 3 = 4 (hodnota pevnosti 3)",
        "  ZNIČEN: terén se odstraní",
        "  prudce vyvýšený terén: válečníci na něm jsou vyřazeni"]
    assert cs(muster, "siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3",
              "--damage", "2", "--dice", "1,1")[1:] == [
        "  kritické minutí: míjí; útočník utrpí 1 nátlakové zranění",
        "  VEDLE",
        "  zranění v tomto tahu: 0 + 0 = 0 (hodnota pevnosti 3)",
        "  stojí: zničí ho ještě 3 zranění v tomto tahu; počet se na konci tahu nuluje"]
    # 2d6 >= 7 hits (21/36); 2 damage against structure 3 destroys only with the critical +1
    assert cs(muster, "siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3",
              "--damage", "2", "--steep", "--odds") == [
        "Útok 9 (na blízko, zranění 2) na sestavitelný terén: hodnota obrany 16, hodnota "
        "pevnosti 3, zranění v tomto tahu 0",
        "  zásah:  58,33 % (7/12)",
        "  zničen: 2,78 % (1/36)",
        "  válečníci vyřazeni: 2,78 % (1/36)"]


# ---------------------------------------------------------------- deploy-shuffle mk


def test_setup_in_czech(muster):
    assert cs(muster, "deploy-shuffle", "mk", "--standard", "--environment", "Radek=Fog",
              "--environment", "Honza=Sunlight", "--cancels", "Sunlight=Fog") == [
        "Příprava hry Mage Knight",
        "Standardní hra (ř. 225–231): bitevní pole 36 × 36 palců (asi 90 × 90 cm), 300 bodů, "
        "50 minut, každý hráč přispěje do banku terénů 0–4 kusy terénů (+2 sestavitelné, "
        "pokud všichni souhlasí, ř. 156, 170), vyvýšené terény se nepoužívají",
        "celková bodová hodnota armády 300 bodů: 3 akce na tah (ř. 227)",
        "Karty prostředí (ř. 182–189), odhalené po rozmístění terénu a před rozmístěním armád:",
        "  Radek: Fog – zrušena kartou Sunlight hráče Honza",
        "  Honza: Sunlight – zůstává ve hře",
        "ve hře: Sunlight",
        "  dostupná část pravidel neuvádí: kdo první umisťuje terén; kdo první "
        "rozmisťuje armádu; kdo hraje první tah; texty karet prostředí (která karta ruší "
        "kterou)"]
    lines = cs(muster, "deploy-shuffle", "mk", "-e", "A=Fog", "-e", "B=Sun", "--cancels",
               "Sun=Fog", "--cancels", "Fog=Sun")
    assert lines[2] == ("  A: Fog – zrušena kartou Sun hráče B; karty se ruší navzájem, obě "
                        "jdou ze hry")
    assert lines[4] == "ve hře: žádné"


def test_dispute_is_a_whole_czech_sentence(muster):
    assert cs(muster, "deploy-shuffle", "mk", "dispute", "--dice", "3") == [
        "Hod kostkou při sporu (ř. 240–241)", "  k6 = 3: akce se NEPROVEDE (1–3 ne, 4–6 ano)"]
    assert cs(muster, "deploy-shuffle", "mk", "dispute", "--about", "dotek", "--dice", "4") == [
        "Hod kostkou při sporu (ř. 240–241): dotek", "  k6 = 4: akce je POVOLENA (1–3 ne, 4–6 ano)"]
    assert cs(muster, "deploy-shuffle", "mk", "dispute", "--odds") == [
        "Hod kostkou při sporu: šance, že akce je povolena",
        "šance na povolení akce: 50,00 % (1/2)"]
    # English keeps its own
    assert muster("deploy-shuffle", "mk", "dispute", "--dice", "3").out.splitlines()[1] == \
        "  D6 3: the action is NOT CARRIED OUT (1-3 no, 4-6 yes)"


@pytest.mark.parametrize("total, text", [
    ("1", "ovládá jediný cíl"), ("2", "ovládá všechny 2 cíle"), ("5", "ovládá všech 5 cílů")])
def test_score_objectives_plural_at_one_two_five(muster, total, text):
    lines = cs(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player",
               "Honza=0", "--objectives", total, "--able", "Radek")
    assert lines[2] == f"  Radek je jediný hráč se schopnými válečníky: {text} (ř. 213–214)"


def test_score_in_czech(muster):
    lines = cs(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player",
               "Honza=2", "--objectives", "3", "--able", "Radek")
    assert lines == [
        "Konec hry Mage Knight (vyřazení hráče, ukončení hry, vítězství; ř. 213–223)",
        "  Honza nemá schopné válečníky: jeho válečníci odcházejí ze hry (nepočítají se za "
        "vyřazené), jeho cíle se stávají neutrálními (ř. 213–214)",
        "  Radek je jediný hráč se schopnými válečníky: ovládá všechny 3 cíle (ř. 213–214)",
        "  hra končí na konci tohoto tahu: schopné válečníky má jen jeden hráč (ř. 217)",
        "  hráč   schopní válečníci  cíle  body za vyřazené  body armády",
        "  Radek  ano                   3                 –            –",
        "  Honza  ne                    0                 –            –",
        "  1. nejvíc ovládaných cílů (ř. 222): Radek 3, Honza 0 → rozhoduje",
        "  VÍTĚZ: Radek (nejvíc ovládaných cílů)"]
    # a draw through every tie-break, the game not over: Czech numbers (1 200)
    lines = cs(muster, "deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player",
               "Honza=1", "--eliminated", "Radek=1200", "--eliminated", "Honza=1200",
               "--built", "Radek=300", "--built", "Honza=300")
    assert lines[1] == ("  hra pokračuje: žádná podmínka konce nenastala (ř. 215–219); výsledek "
                        "níže je stav, kdyby skončila teď")
    assert lines[6] == ("  2. nejvíc bodů za vyřazené figury (ř. 223): Radek 1 200, Honza 1 200 "
                        "→ nerozhodně: Radek, Honza")
    assert lines[-1] == ("  REMÍZA mezi hráči Radek a Honza: nerozhodně i po posledním "
                         "rozhodujícím kritériu (ř. 221–223) (kdyby hra skončila teď)")
    # English keeps its plain numbers
    english = muster("deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player",
                     "Honza=1", "--eliminated", "Radek=1200", "--eliminated", "Honza=1200",
                     "--built", "Radek=300", "--built", "Honza=300").out.splitlines()
    assert english[6] == ("  2. most points of figures eliminated (nejvíc bodů za vyřazené "
                          "figury, L223): Radek 1200, Honza 1200 -> tied: Radek, Honza")


# ---------------------------------------------------------------- list-validate


def test_mage_knight_findings_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", "armies/mageknight/")
    out = run.out.replace(NBSP, " ")
    assert ("[mageknight.artifact-number] Dragonstar: artifact: false, ale sběratelské číslo "
            "R002 začíná na R (čísla artefaktů začínají na R)") in out
    assert ("[mageknight.shared-requirement] Orc Hunter používá Hunter's Quiver a Dragonstar, "
            "které mají stejný požadavek (útok typu luk); válečník nesmí používat dva předměty "
            "se společným požadavkem") in out
    assert ("[mageknight.requirement] Ub-Khan nemůže použít Dragonstar: předmět vyžaduje útok "
            "typu luk, ale válečník má útok typu meč") in out
    run = muster("--lang", "cs", "list-validate", "armies/mageknight/legal-mixed-200-czech-"
                 "names.yaml", "--rule", "shared-requirement=kind")
    assert ("které oba vyžadují minimální hodnotu útoku (10, resp. 9); podle zvoleného výkladu "
            "(--rule shared-requirement=kind) nesmí válečník používat dva předměty s požadavkem "
            "stejného druhu") in run.out


# ---------------------------------------------------------------- JSON stays English


JSON_COMMANDS = [
    ("roll", "mk", "-a", "9", "-D", "15", "-D", "16", "--dice", "3,3"),
    ("roll", "mk", "-a", "9", "-D", "14", "-F", "2", "--odds"),
    ("roll", "mk", "-a", "9", "-D", "16", "-D", "14", "--times", "50", "--seed", "1"),
    ("wound", "mk", "-a", "10", "-m", "3", "-D", "16", "--clicks-taken", "2", "--skull-at", "6",
     "--dice", "6,6"),
    ("wound", "mk", "-a", "10", "-m", "3", "-D", "16", "--clicks-taken", "2", "--skull-at", "6",
     "--odds"),
    ("wound", "mk", "-a", "9", "-m", "2", "-D", "15", "-D", "16", "--split", "1,1", "--times",
     "30", "--seed", "2"),
    ("wound", "mk", "-a", "9", "-m", "3", "-D", "14", "--heal", "--clicks-taken", "5",
     "--golem-marker", "3", "--dice", "3,3"),
    ("wound", "mk", "-a", "9", "-D", "14", "--capture", "--dice", "6,6"),
    ("wound", "mk", "-a", "8", "-m", "2", "-D", "17", "--formation-attack", "1",
     "--formation-damage", "1", "--target-terrain", "hindering", "--dice", "3,4"),
    ("scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "-D", "17", "--dice", "1,1,4,6,6"),
    ("scatter", "mk", "-a", "9", "-m", "3", "-D", "15", "-D", "17", "--at", "0,0", "--at",
     "2,1", "--blocked", "--odds"),
    ("scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--times", "20", "--seed", "3"),
    ("siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage", "2",
     "--steep", "--dice", "6,6"),
    ("siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage", "2",
     "--odds"),
    ("deploy-shuffle", "mk", "--standard", "-e", "Radek=Fog", "-e", "Honza=Sunlight",
     "--cancels", "Sunlight=Fog"),
    ("deploy-shuffle", "mk", "dispute", "--about", "dotek", "--dice", "3"),
    ("deploy-shuffle", "mk", "dispute", "--odds"),
    ("deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player", "Honza=1",
     "--eliminated", "Radek=120", "--eliminated", "Honza=95", "--time-up"),
    ("list-validate", "armies/mageknight/", "--format", "json"),
]


@pytest.mark.parametrize("args", JSON_COMMANDS, ids=lambda a: " ".join(a[:3]))
def test_json_is_the_same_in_czech(muster, args):
    json_flag = () if "--format" in args else ("--json",)
    english = muster(*args, *json_flag)
    czech = muster("--lang", "cs", *args, *json_flag)
    assert english.code == czech.code
    assert english.json == czech.json
    assert english.out == czech.out


def test_target_terrain_by_its_czech_name(muster):
    # 4 4 + 9 = 17 against 15 + 2 (vyvýšený-obtížný: hindering +1, elevated +1, L147): a hit
    czech = muster("wound", "mk", "-a", "9", "-m", "2", "-D", "15", "--target-terrain",
                   "vyvyseny-obtizny", "--dice", "4,4", "--json").json
    english = muster("wound", "mk", "-a", "9", "-m", "2", "-D", "15", "--target-terrain",
                     "elevated-hindering", "--dice", "4,4", "--json").json
    assert czech == english
    assert czech["targets"][0]["final_defense"] == 17 and czech["targets"][0]["hit"]
    # skrytý (concealing) counts as obtížný (hindering) for a ranged attack (L126-127)
    assert muster("wound", "mk", "-a", "9", "-m", "2", "-D", "15", "--target-terrain",
                  "Skrytý", "--dice", "4,4", "--json").json["targets"][0]["terrain"] == 1
    run = muster("--lang", "cs", "wound", "mk", "-a", "9", "-m", "2", "-D", "15",
                 "--target-terrain", "lava")
    assert_one_line_error(run)
    assert run.err.strip() == ("muster: chyba: neznámý terén „lava“ (povolené hodnoty: "
                               "volný, obtížný, vyvýšený, vyvýšený obtížný, skrytý)")
    run = muster("wound", "mk", "-a", "9", "-m", "2", "-D", "15", "--target-terrain", "lava")
    assert run.err.strip() == ("muster: error: unknown --target-terrain 'lava' (allowed: "
                               "clear, hindering, elevated, elevated-hindering)")


def test_close_combat_and_bombard_placement_in_czech(muster):
    from helpers import cs_lines

    lines = cs_lines(muster, "wound", "mk", "-a", "10", "-m", "2", "-D", "16", "--lunge",
                     "--second-token", "--gang-up", "2", "--dice", "1,1")
    assert lines[0] == ("převaha: přispívají 2 spřátelení válečníci, každý +1 k útoku "
                        "(přispívající nedostávají akční žeton)")
    assert lines[1] == "výpad: útočník se přesune a pak útočí; po pohybu utrpí 1 nátlakové zranění"
    assert lines[-1] == ("Útočník utrpí 3 nátlaková zranění za kritické minutí, výpad a druhý "
                         "akční žeton: otočte jeho bitevním kolečkem o 3 pozice")
    lines = cs_lines(muster, "scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--range", "4",
                     "--aim-distance", "7.5", "--dice", "5,6,3,4")
    assert lines[1] == ("žeton umístěn 7,5 palce od bombardujícího: v rámci dvojnásobného "
                        "dostřelu (2 × 4 = 8 palců)")
