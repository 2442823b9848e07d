"""Warmaster in Czech: every terminal text of `roll wm`,
`wound wm`, `deploy-shuffle wm`, `scatter wm`, `siege-breach wm` (and its fortress file) and
Warmaster's list-validate findings under --lang cs, with Czech plurals (1 / 2-4 / 5+) and
number formats; the English text and the JSON do not change with the language.

The expected outcomes are worked out by hand from seed 002 and docs/RULINGS.md (see each
test); the Czech words follow the seed (stojka, fáze velení, rozkaz, hůlka síly ...).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from helpers import assert_one_line_error, ok_json

ROOT = Path(__file__).resolve().parents[3]
NBSP = "\u00a0"


def cs(muster, *args: str) -> list[str]:
    run = muster(*args, "--lang", "cs")
    assert run.code in (0, 1), run.err
    return run.out.splitlines()


# ---------------------------------------------------------------- roll wm cast


def test_cast_with_the_wand_in_czech(muster):
    # 4 + 1 (Wand of Power, L192-195) = 5 against 5+: cast
    assert cs(muster, "roll", "wm", "cast", "--value", "5", "--wand", "--dice", "4") == [
        "Hod na seslání: potřeba 5+ na k6",
        "  pokus: 4 + 1 = 5  SESLÁNO (5 ≥ 5)",
        "  hůlka síly: +1 jen k prvnímu pokusu",
        "Kouzlo SESLÁNO",
    ]


def test_a_failed_spell_is_neseslano_in_czech_and_failed_in_english(muster):
    # 2 against 6+: the attempt fails (masculine "pokus SELHAL"), the spell is not cast
    out = cs(muster, "roll", "wm", "cast", "--value", "6", "--dice", "2")
    assert out[1] == "  pokus: 2  SELHAL (2 < 6)"
    assert out[-1] == "Kouzlo NESESLÁNO"
    assert muster("roll", "wm", "cast", "--value", "6", "--dice", "2").out.splitlines()[-1] \
        == "Spell FAILED"


def test_a_spellbound_wizard_in_czech_and_english(muster):
    # 3 - 1 (spellbound, on every attempt) = 2 against 5+: failed
    args = ("roll", "wm", "cast", "--value", "5", "--spellbound", "--dice", "3")
    assert cs(muster, *args) == [
        "Hod na seslání: potřeba 5+ na k6",
        "  pokus: 3 \u2212 1 = 2  SELHAL (2 < 5)",
        "  začarovaný: \u22121 ke každému pokusu",
        "Kouzlo NESESLÁNO",
    ]
    assert muster(*args).out.splitlines()[2] == "  spellbound (začarovaný): -1 on every attempt"


def test_runesmith_and_scroll_in_czech(muster):
    # 5 against 5+ is cast; the Runesmith's 3 is under 4+ (L99-100); the Scroll cancels it
    assert cs(muster, "roll", "wm", "cast", "--value", "5", "--runesmith", "--scroll",
              "--dice", "5,3")[3:] == [
        "Odvrácení kouzla runotepcem: k6 = 3 proti 4+: NEROZPTÝLENO",
        "Svitek protikouzla: kouzlo je zrušeno (jednou)",
        "Výsledek: zrušeno svitkem",
    ]


def test_staff_of_spellbinding_in_czech(muster):
    # 2 against 6+ fails; the enemy staff's 5 is 4+: spellbound (L175-180)
    assert cs(muster, "roll", "wm", "cast", "--value", "6", "--staff", "--dice", "2,5")[-2:] == [
        "Hůl začarování: k6 = 5 proti 4+: ZAČAROVÁN – −1 ke každému dalšímu hodu na seslání; "
        "hůl svou práci vykonala",
        "Výsledek: selhalo, začarován",
    ]


def test_ring_of_magic_in_czech(muster):
    assert cs(muster, "roll", "wm", "cast", "--value", "6", "--ring") == [
        "Prsten magie: kouzlo je sesláno bez hodu na seslání (jednou za hru)",
        "Výsledek: sesláno",
    ]


def test_spellcraft_odds_in_czech(muster):
    # cast on 5+: 1/3; the Runesmith dispels half of those (1/6), the Scroll cancels the
    # rest (1/6); failed 2/3
    assert cs(muster, "roll", "wm", "cast", "--value", "5", "--runesmith", "--scroll",
              "--odds") == [
        "Šance na seslání na 5+ (nepřátelský runotepec, nepřátelský svitek protikouzla)",
        f"  rozptýleno               16,67{NBSP}% (1/6)",
        f"  zrušeno svitkem          16,67{NBSP}% (1/6)",
        f"  selhalo                  66,67{NBSP}% (2/3)",
    ]


def test_spell_odds_title_uses_the_czech_spell_name(muster):
    # Storm of Stone casts on 6+; with the High Elf re-roll: 1 - (5/6)^2 = 11/36
    out = cs(muster, "roll", "wm", "cast", "--spell", "Storm of Stone", "--reroll", "--odds")
    assert out == ["Šance na seslání kouzla Zuření kamene na 6+",
                   f"šance na úspěch: 30,56{NBSP}% (11/36)"]


def test_wand_note_in_english_is_unchanged(muster):
    out = muster("roll", "wm", "cast", "--value", "5", "--wand", "--dice", "4").out
    assert "  Wand of Power (hůlka síly): +1 on the first attempt only" in out.splitlines()


# ---------------------------------------------------------------- roll wm command, door, ...


def test_command_with_helm_and_penalty_in_czech(muster):
    # Command 9 + Helm = 10 (never above 10), -1 penalty = 9; 5 + 4 = 9 <= 9: given
    assert cs(muster, "roll", "wm", "command", "--value", "9", "--penalty", "1", "--helm",
              "--dice", "5,4") == [
        "Ověření velení: 2k6 nesmí přesáhnout 9",
        "  hod: 5 4 = 9",
        "  přilbice nadvlády: velení 9 → 10 (nikdy přes 10)",
        "  postih −1: velení 10 → 9",
        "Rozkaz VYDÁN (9 ≤ 9)",
    ]


def test_orb_of_majesty_in_czech(muster):
    # 6 + 5 = 11 > 8 fails, the Orb of Majesty (L166-171) gives the order anyway
    assert cs(muster, "roll", "wm", "command", "--value", "8", "--orb", "--dice", "6,5")[-1] == (
        "Rozkaz SELHAL (11 > 8), ale díky jablku majestátu se selhání nepočítá: rozkaz je "
        "VYDÁN a generál může pokračovat (jednou za hru)")
    # 2D6 over 8: 10 of 36 throws (9: 4, 10: 3, 11: 2, 12: 1) = 5/18
    assert cs(muster, "roll", "wm", "command", "--value", "8", "--orb", "--odds") == [
        "Šance na úspěšné ověření velení (velení 8) s jablkem majestátu (jedno selhání se "
        "nepočítá)",
        f"šance na úspěch: 100,00{NBSP}%",
        f"šance, že se jablko majestátu spotřebuje na tento rozkaz: 27,78{NBSP}% (5/18)",
    ]


def test_crown_of_command_odds_title_in_czech(muster):
    out = cs(muster, "roll", "wm", "command", "--value", "8", "--crown", "--odds")
    assert out[0] == ("Šance na úspěšné ověření velení (koruna rozkazu: velení 10 bez úprav, "
                      "postihy neplatí)")


@pytest.mark.parametrize("stands, expected", [
    ("1", "1 stojka (pěchota): 1 fáze velení"),
    ("2", "2 stojky (pěchota): 1 fáze velení"),
    ("5", "5 stojek (pěchota): 2 fáze velení"),   # at most 3 a Command phase (L244)
])
def test_small_door_plurals(muster, stands, expected):
    out = cs(muster, "roll", "wm", "door", "--troop", "pěchota", "--stands", stands)
    assert out == [
        "Malé dveře: nejvýš 3 stojky jednotky za fázi velení, osobnosti bez omezení, bez "
        "postihu k pohybu; nepřítel jimi nikdy neprojde",
        expected,
        "nepoškozené malé dveře blokují výhled: jednotka jimi nemůže projít a napadnout "
        "nepřítele v témže pohybu",
    ]


def test_dispel_in_czech(muster):
    assert cs(muster, "roll", "wm", "dispel", "--dice", "4") == [
        "Odvrácení kouzla runotepcem: k6 = 4 proti 4+: ROZPTÝLENO – nepřátelské kouzlo nemá "
        "účinek (každému kouzlu lze vzdorovat jen jednou, ať je runotepců kolik chce)"]


@pytest.mark.parametrize("count, title", [
    ("1", "Zuření kamene na 1 jednotku: zásahy celkem"),
    ("2", "Zuření kamene na 2 jednotky: zásahy celkem"),
    ("5", "Zuření kamene na 5 jednotek: zásahy celkem"),
])
def test_storm_of_stone_odds_title_plurals(muster, count, title):
    assert cs(muster, "roll", "wm", "storm", "--count", count, "--odds")[0] == title


def test_storm_with_saves_in_czech(muster):
    # unit 1: D6 5 -> 3 hits, saves 4 6 1 on 4+: 2 saved; unit 2: D6 2 -> 1 hit, save 3
    out = cs(muster, "roll", "wm", "storm", "--count", "2", "--armour", "4",
             "--dice", "5,4,6,1,2,3")
    assert out[1:6] == [
        "  jednotka 1: k6 = 5 → 3 zásahy",
        "    záchrany zbrojí 4+: 4 6 1 – zachráněno 2, nezachráněno 1",
        "  jednotka 2: k6 = 2 → 1 zásah",
        "    záchrany zbrojí 4+: 3 – zachráněno 0, nezachráněno 1",
        "  nezachráněno celkem: 2",
    ]


def test_rage_of_chaos_odds_in_czech(muster):
    # three dice, a repeat among them: 1 - (6*5*4)/216 = 96/216 = 4/9
    out = cs(muster, "roll", "wm", "rage", "--count", "3", "--odds")
    assert out[:2] == ["Běs chaosu (nejvýš 3k6)",
                       "šance na opakovanou hodnotu (žádný bonus, zásahy na jednotku): "
                       f"44,44{NBSP}% (4/9)"]
    assert any(line.startswith("  +6 útoků ") for line in out)


# ---------------------------------------------------------------- wound wm


def test_banner_of_shielding_note_in_czech(muster):
    out = cs(muster, "wound", "wm", "--attacks", "6", "--to-hit", "5", "--armour", "5",
             "--shielding", "--seed", "7")
    assert "  prapor ochrany: zbroj 5+ → 4+" in out
    english = muster("wound", "wm", "--attacks", "6", "--to-hit", "5", "--armour", "5",
                     "--shielding", "--seed", "7").out.splitlines()
    assert "  Banner of Shielding: armour 5+ -> 4+" in english


def test_fortified_note_in_czech(muster):
    # fortified: hit only on a 6 (6 6 1: 2 hits); a 3+ save cannot get better
    out = cs(muster, "wound", "wm", "--attacks", "3", "--fortified", "--to-hit", "4",
             "--armour", "3", "--shielding", "--dice", "6,6,1,2,3")
    assert out[1:3] == ["  opevněný cíl: zásah jen na 6 (zásah na 4+ neplatí)",
                        "  prapor ochrany: zbroj 3+ už je nejlepší možná; beze změny"]


# ---------------------------------------------------------------- deploy-shuffle wm


@pytest.mark.parametrize("orcs, expected", [
    ("6", "  11: orcs rozmístí svou poslední jednotku"),
    ("7", "  11–12: orcs rozmístí své zbývající 2 jednotky"),
    ("10", "  11–15: orcs rozmístí svých zbývajících 5 jednotek"),
])
def test_alternate_placement_plurals(muster, orcs, expected):
    # the side with more units places first, one each in turn (L202); then the rest
    out = cs(muster, "deploy-shuffle", "wm", "--units", f"orcs={orcs}", "--units", "elves=5")
    assert out[:4] == [
        "Rozmístění ve Warmasteru: střídavé rozmisťování (ř.\u00a0202–203); orcs proti elves",
        "Pořadí rozmisťování:",
        "  1–10: jednotky, orcs a elves střídavě po jedné, orcs první (po 5)",
        expected,
    ]
    assert f"  orcs má víc jednotek ({orcs} proti 5) a rozmisťuje první (ř.\u00a0202)" in out


def test_one_side_deployment_in_czech(muster):
    # table edges: orcs 5, elves 1; deployment: orcs 2, elves 6 -> elves chooses first
    out = cs(muster, "deploy-shuffle", "wm", "--side", "orcs", "--side", "elves", "--method",
             "one-side", "--choose", "first", "--terrain", "dice", "--dice", "5,1,2,6")
    assert out[1:7] == [
        "  hod kostkou o strany stolu: orcs 5, elves 1 → vyhrává orcs",
        "  hod kostkou o rozmístění: orcs 2, elves 6 → vyhrává elves",
        "Terén: bojiště staví oba hráči, pak si hodí kostkou o strany stolu (ř.\u00a0211): orcs "
        "volí stranu stolu",
        "Pořadí rozmisťování:",
        "  1: elves rozmístí celou armádu",
        "  2: orcs rozmístí celou armádu",
    ]
    assert "První kolo: elves (strana, která se rozmístila jako první; ř.\u00a0208)" in out


def test_tied_rolloff_and_first_turn_house_rule_in_czech(muster):
    out = cs(muster, "deploy-shuffle", "wm", "--units", "orcs=8", "--units", "elves=8",
             "--first-turn-rolloff", "--dice", "3,3,5,2,1,4")
    assert out[1] == ("  hod kostkou o pořadí rozmisťování: orcs 3, elves 3 (stejný hod: hází se "
                      "znovu); orcs 5, elves 2 → vyhrává orcs")
    assert "První kolo: kdo začne, volí elves jako vítěz hodu (domácí pravidlo: " \
           "pravidla o tomto způsobu rozmístění mlčí)" in out


def test_deployment_odds_in_czech(muster):
    out = cs(muster, "deploy-shuffle", "wm", "--side", "orcs", "--side", "elves", "--method",
             "one-side", "--terrain", "dice", "--game-length", "--odds")
    assert out == [
        "Šance při rozmisťování ve Warmasteru: jedna strana po druhé, orcs proti elves",
        f"  orcs volí stranu stolu: 50,00{NBSP}% (1/2)",
        f"  elves volí stranu stolu: 50,00{NBSP}% (1/2)",
        f"  orcs vyhraje hod o rozmístění a volí, kdo se rozmístí první: 50,00{NBSP}% (1/2)",
        f"  elves vyhraje hod o rozmístění a volí, kdo se rozmístí první: 50,00{NBSP}% (1/2)",
        f"  délka hry: 6 kol 33,33{NBSP}% (1/3), 7 kol 33,33{NBSP}% (1/3), "
        f"8 kol 33,33{NBSP}% (1/3)",
    ]


def test_deployment_error_in_czech(muster):
    run = muster("deploy-shuffle", "wm", "--method", "one-side", "--choose", "last",
                 "--lang", "cs")
    assert_one_line_error(run)
    assert run.err.strip() == ("muster: chyba: --choose „last“: vítěz hodu volí, zda se "
                               "rozmístí první, nebo druhý (povolené hodnoty: první, druhý)")


# ---------------------------------------------------------------- scatter wm


def test_drive_back_off_the_table_in_czech(muster):
    # 6+5+4+3+3 = 21 cm against an edge 20 cm away: off the table
    out = cs(muster, "scatter", "wm", "--edge-cm", "20", "--dice", "6,5,4,3,3")
    assert out[0] == "Odražení kouzlem Gerroff!!!, 5k6: 6 5 4 3 3"
    assert out[2] == ("vlastní hrana stolu je 20 cm daleko: jednotka OPOUŠTÍ STŮL (hoďte si za ni, "
                      "jak popisují hlavní pravidla v kapitole Pohyb)")
    assert any(line.startswith("  + kde jednotka stála, | směr odražení (vlastní hrana "
                               "stolu je nahoře), X kde odražení skončí") for line in out)


def test_drive_back_stays_with_a_decimal_comma(muster):
    # 5 x 1 = 5 cm, the edge 25.5 cm away: 20.5 cm short of it
    out = cs(muster, "scatter", "wm", "--edge-cm", "25.5", "--dice", "1,1,1,1,1")
    assert out[2] == ("vlastní hrana stolu je 25,5 cm daleko: jednotka zůstává na stole, "
                      "20,5 cm před hranou")


def test_drive_back_odds_in_czech(muster):
    # one D6 x 5: 15 cm or more leaves a table edge 12 cm away: 4 of 6
    out = cs(muster, "scatter", "wm", "--one-die", "--edge-cm", "12", "--odds")
    assert out[:3] == ["Odražení kouzlem Gerroff!!!: k6 × 5 cm, hrana stolu 12 cm za jednotkou",
                       "odražena o:",
                       f"    5 cm:  16,67{NBSP}% (1/6), aspoň o tolik: 100,00{NBSP}%"]
    assert "  průměr 17,5 cm" in out
    assert f"jednotka opustí stůl: 66,67{NBSP}% (2/3)" in out


# ---------------------------------------------------------------- siege-breach wm


def test_giant_breach_in_czech(muster):
    # one giant: one automatic hit (L262); a 4 on an undamaged wall: damaged (3-6, L256)
    out = cs(muster, "siege-breach", "wm", "--target", "wall", "--giants", "1",
             "--no-defenders", "--dice", "4")
    assert out[1] == "  automatické zásahy: 1 (jeden za každého obra)"
    assert out[-1] == ("  část hradeb: nyní poškozená, +1 k dalším hodům na prolomení (jen "
                       "jednou); poškození si poznačte na papír nebo k úseku položte kamínek "
                       "či trochu sutě")


def test_breach_odds_in_czech(muster):
    # each of 3 shots: no hit (5/6), or a hit whose breach die is a 1 (1/36, +1 for the
    # gate = 2: no effect): no effect = (31/36)^3 = 29791/46656
    out = cs(muster, "siege-breach", "wm", "--target", "gate", "--shots", "3", "--weapon",
             "stone-thrower", "--odds")
    assert out[0] == "Šance na prolomení: 3 střely (kamenomet), brána (nepoškozená)"
    assert out[1] == f"  bez účinku 63,85{NBSP}% (29{NBSP}791/46{NBSP}656)"


def test_weapon_that_cannot_breach_in_czech(muster):
    run = muster("siege-breach", "wm", "--target", "wall", "--shots", "3", "--weapon", "bow",
                 "--lang", "cs")
    assert_one_line_error(run)
    assert run.err.strip() == (
        "muster: chyba: luky opevnění nepoškodí: šípy se od něj jen neškodně odrazí "
        "(poškodit ho mohou jen děla, kamenomety a šutromety, dělo Říšského parního tanku a "
        "Nemrtvá čaka)")


def test_fortress_view_and_update_in_czech(muster, tmp_path):
    path = tmp_path / "keep.yaml"
    shutil.copy(ROOT / "examples" / "fortresses" / "border-keep.yaml", path)
    out = cs(muster, "siege-breach", "wm", "--fortress", str(path))
    assert out[0].endswith(": stojí 8 z 8 úseků")
    assert out[0].startswith("Pevnost ")
    assert out[1].split() == ["id", "druh", "název", "stav", "stojky"]
    assert out[2].split()[:4] == ["G1", "brána", "hlavní", "brána"]  # its name_cs
    assert out[-1].startswith("= část hradeb  [#] brána  [=] malé dveře")
    # a 6 on the gate, +1: 7, breached; the stand above it is unharmed (L258)
    out = cs(muster, "siege-breach", "wm", "--fortress", str(path), "--section", "G1",
             "--hits", "1", "--dice", "6")
    assert out[-3:] == [
        "  brána je rozmetána; stojka na hradbách nad ní není zasažena",
        "  soubor pevnosti uvádí nad ní 1 stojku: nezasažena",
        f"  soubor pevnosti {path} upraven: úsek G1: poškozená, zničená",
    ]
    run = muster("siege-breach", "wm", "--fortress", str(path), "--section", "G1", "--hits",
                 "1", "--lang", "cs")
    assert_one_line_error(run)
    assert run.err.strip().endswith("úsek „G1“ (brána) je už zničen a nelze ho znovu napadnout")


# ---------------------------------------------------------------- list-validate


def test_bearer_finding_in_czech(muster):
    run = muster("list-validate", "armies/warmaster/illegal-standard-on-a-character.yaml",
                 "--lang", "cs")
    # the rulebook's magická zástava, given (dostat) to a unit of infantry,
    # cavalry or chariots, never to a character (osobnost, seed 002 L101, L103)
    assert ("chyba [warmaster.standard-bearer] bitevní prapor (magická zástava) smí dostat "
            "jen jednotka pěchoty, jízdy nebo vozů, ne osobnost (jednotka 2 „Hero“, "
            "hrdina)") in run.out
    english = muster("list-validate", "armies/warmaster/illegal-standard-on-a-character.yaml")
    assert ("error [warmaster.standard-bearer] Battle Banner is a magic standard that only "
            "infantry, cavalry or chariots may carry, not a hero (unit 2 'Hero')") in english.out


def test_siege_balance_finding_in_czech(muster):
    # attacker 2000 against defender 1815: should be about 2:1 (3630), 1630 short, over 10 %
    run = muster("list-validate", "armies/warmaster/legal-siege-orcs-attacker-2000.yaml",
                 "--siege", "attacker", "--opponent", "armies/warmaster/legal-empire-2000.yaml",
                 "--lang", "cs")
    # a ratio spaced, a decimal only when not whole
    assert (f"poměr bodů útočníka a obránce je 2{NBSP}000 : 1{NBSP}815 (1,1 : 1), měl by být "
            f"asi 2 : 1 (útočník 3{NBSP}630 bodů): útočníkovi chybí 1{NBSP}630 bodů, což je víc, "
            f"než dovoluje tolerance 10{NBSP}% (--rule siege-tolerance=PROCENTA)") in run.out
    run = muster("list-validate", "armies/warmaster/legal-dwarfs-1000-exactly-at-limit.yaml",
                 "--siege", "attacker", "--opponent", "armies/warmaster/legal-empire-2000.yaml",
                 "--lang", "cs")
    assert f"je 1{NBSP}000 : 1{NBSP}815 (1 : 1,81), měl by být asi 2 : 1" in run.out


def test_a_czech_ratio_is_spaced_and_whole_where_it_can_be():
    from muster.text import ratio

    assert [ratio(1000, 1000).cs, ratio(1000, 2000).cs, ratio(2, 1).cs,
            ratio(1500, 1000).cs] == ["1 : 1", "1 : 2", "2 : 1", "1,5 : 1"]


# ---------------------------------------------------------------- errors


@pytest.mark.parametrize("args, expected", [
    (("roll", "wm", "door", "--troop", "chariot", "--stands", "2"),
     "vůz nemůže projít malými dveřmi (ř.\u00a0243): smí jen pěchota, jízda a osobnosti"),
    (("roll", "wm", "cast", "--spell", "Foot of Gork", "--reroll"),
     "--reroll je druhý pokus mága vysokých elfů (ř.\u00a034); Gorkova noha není kouzlo "
     "vysokých elfů (armáda: orkové a goblini)"),
    (("roll", "wm", "--target", "7"), "--target 7 nelze: cíl hodu k6 (N+) musí být 1 až 6"),
    (("wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "2"),
     "--armour 2 nelze: záchrana je 3+ až 6+ (žádná zbroj není lepší než 3+), "
     "případně „žádná“ nebo 0"),
    (("siege-breach", "wm", "--target", "wall", "--giants", "1"),
     "obr nemůže bourat: obr musí místo bourání bojovat s obránci (zadejte --no-defenders, "
     "pokud žádný obránce nemůže)"),
])
def test_warmaster_errors_in_czech(muster, args, expected):
    run = muster(*args, "--lang", "cs")
    assert_one_line_error(run)
    assert run.err.strip() == f"muster: chyba: {expected}"


# ---------------------------------------------------------------- JSON does not change


@pytest.mark.parametrize("args", [
    ("roll", "wm", "cast", "--value", "5", "--wand", "--dice", "4"),
    ("roll", "wm", "cast", "--value", "5", "--runesmith", "--scroll", "--odds"),
    ("roll", "wm", "cast", "--value", "6", "--staff", "--dice", "2,5"),
    ("roll", "wm", "command", "--value", "8", "--orb", "--odds"),
    ("roll", "wm", "door", "--troop", "pěchota", "--stands", "5", "--seed", "1"),
    ("roll", "wm", "storm", "--count", "2", "--armour", "4", "--dice", "5,4,6,1,2,3"),
    ("roll", "wm", "rage", "--count", "3", "--times", "50", "--seed", "3"),
    ("wound", "wm", "--attacks", "6", "--to-hit", "5", "--armour", "5", "--shielding",
     "--seed", "7"),
    ("wound", "wm", "--attacks", "6", "--to-hit", "5", "--armour", "5", "--steadfast",
     "--seed", "7"),
    ("deploy-shuffle", "wm", "--units", "orcs=6", "--units", "elves=5", "--characters",
     "orcs=2", "--characters", "elves=3", "--seed", "1"),
    ("deploy-shuffle", "wm", "--side", "orcs", "--side", "elves", "--method", "one-side",
     "--terrain", "dice", "--game-length", "--seed", "4"),
    ("deploy-shuffle", "wm", "--method", "screen", "--first-turn-rolloff", "--times", "20",
     "--seed", "1"),
    ("scatter", "wm", "--edge-cm", "20", "--dice", "6,5,4,3,3"),
    ("scatter", "wm", "--one-die", "--edge-cm", "12", "--odds"),
    ("siege-breach", "wm", "--target", "tower", "--breaches", "1", "--rams", "1", "--seed",
     "7"),
    ("siege-breach", "wm", "--target", "gate", "--shots", "3", "--weapon", "stone-thrower",
     "--odds"),
    ("siege-breach", "wm", "--fortress", "examples/fortresses/border-keep.yaml"),
    ("siege-breach", "wm", "pass", "--target", "door", "--troop", "infantry", "--side",
     "defender", "--stands", "4"),
    ("siege-breach", "wm", "pass", "--fortress", "examples/fortresses/border-keep.yaml",
     "--section", "W1", "--move", "onto", "--troop", "pěchota", "--side", "útočník"),
    ("list-validate", "armies/warmaster/", "--format", "json"),
])
def test_json_is_the_same_in_czech(muster, args):
    english = muster(*args, "--json") if args[0] != "list-validate" else muster(*args)
    czech = muster(*args, "--json", "--lang", "cs") if args[0] != "list-validate" else \
        muster(*args, "--lang", "cs")
    assert english.code == czech.code
    assert english.out == czech.out
    assert english.json == czech.json


def test_rage_bonus_plurals(muster):
    # one die never repeats: +1 to +6 attacks, 1/6 each
    out = cs(muster, "roll", "wm", "rage", "--count", "1", "--odds")
    assert out[1] == ("šance na opakovanou hodnotu (žádný bonus, zásahy na jednotku): "
                      f"0,00{NBSP}%")
    assert [line.split("  ")[1].strip() for line in out[2:]] == [
        "+1 útok", "+2 útoky", "+3 útoky", "+4 útoky", "+5 útoků", "+6 útoků"]


def test_tower_first_breach_in_czech(muster):
    # a damaged tower: 6 + 1 = 7, breached; the first breach leaves it standing (RULINGS 17)
    out = cs(muster, "siege-breach", "wm", "--target", "tower", "--damaged", "--hits", "1",
             "--dice", "6")
    assert out[-2:] == ["  výsledek: PROLOMENA",
                        "  první prolomení věž jen poškodí, věž stojí; další prolomení ji zboří"]


def test_a_form_without_options_in_czech(muster):
    run = muster("roll", "wm", "game-length", "--wand", "--lang", "cs")
    assert_one_line_error(run)
    # each roll is a subcommand with only its own options: another's is refused, naming
    # the roll that takes it
    assert run.err.strip() == ("muster: chyba: neznámá volba „--wand“; je to volba příkazu "
                               "„muster roll wm cast“ (viz „muster roll wm game-length --help“)")
    english = muster("roll", "wm", "game-length", "--wand")
    assert english.err.strip() == ("muster: error: no such option: --wand; it is an option of "
                                   "'muster roll wm cast' (see 'muster roll wm game-length "
                                   "--help')")
    # an option no roll takes: nothing close to --wnad's own options, no guess
    assert muster("roll", "wm", "game-length", "--wnad").err.strip() == (
        "muster: error: no such option: --wnad (see 'muster roll wm game-length --help')")


def test_times_rows_in_czech_and_json_unchanged(muster):
    # a house-rule roll-off for the first turn: its winner chooses; one row per side
    args = ("deploy-shuffle", "wm", "--method", "screen", "--first-turn-rolloff", "--times",
            "100", "--seed", "3")
    out = cs(muster, *args)
    rows = [line.rsplit("  ", 2)[0].strip() for line in out[2:]]
    assert rows == ["A volí, kdo začne první kolo", "B volí, kdo začne první kolo"]
    english = muster(*args).out.splitlines()
    assert [line.rsplit("  ", 2)[0].strip() for line in english[2:]] == [
        "A chooses the first turn", "B chooses the first turn"]
    # the counts are the same rows in both languages, and the JSON keeps the English labels
    assert [line.split()[-3] for line in out[2:]] == [line.split()[-3] for line in english[2:]]
    assert muster(*args, "--json", "--lang", "cs").json == muster(*args, "--json").json
    labels = [o["label"] for o in muster(*args, "--json", "--lang", "cs").json["outcomes"]]
    assert labels == ["A chooses the first turn", "B chooses the first turn"]


@pytest.mark.parametrize("args, rows", [
    (("roll", "wm", "command", "--value", "8", "--orb", "--times", "30", "--seed", "2"),
     ["ne", "ano"]),
    (("scatter", "wm", "--edge-cm", "20", "--times", "20", "--seed", "1"),
     ["12 cm, na stole", "17 cm, na stole"]),
])
def test_times_yes_no_and_drive_back_rows_in_czech(muster, args, rows):
    out = cs(muster, *args)
    assert [line.rsplit("  ", 2)[0].strip() for line in out[2:2 + len(rows)]] == rows
    assert muster(*args, "--json", "--lang", "cs").out == muster(*args, "--json").out


def test_roster_rows_and_figures_in_czech(muster):
    # the roster's own headings are the shared roster's; Warmaster's rows and figures are
    # in the user's language (items and unit types by their Czech names from the data)
    path = "armies/warmaster/legal-siege-orcs-attacker-2000.yaml"
    out = muster("list-validate", path, "--format", "markdown", "--lang", "cs").out
    assert "| 1 | General | 1 | 95 | 95 | jablko majestátu (30) | generál |" in out
    assert "| 7 | Boar Riders | 2 | 110 | 220 | meč štípání (10) | jízda |" in out
    assert f"25 jednotek; jednotky 1{NBSP}860 bodů; magické předměty 140 bodů" in out
    english = muster("list-validate", path, "--format", "markdown").out
    assert "| 1 | General | 1 | 95 | 95 | Orb of Majesty (30) | general |" in english
    assert "units 25; units' points 1860; magic items' points 140" in english


def test_fortress_file_errors_in_czech(muster, tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nsections:\n  - id: A\n    kind: moat\n", encoding="utf-8")
    run = muster("siege-breach", "wm", "--fortress", str(bad), "--lang", "cs")
    assert_one_line_error(run)
    assert run.err.strip() == (f"muster: chyba: {bad}:4: sections/0/kind: hodnota „moat“ "
                               "neexistuje (povolené hodnoty: část hradeb, brána, malé dveře, "
                               "věž); viz schemas/fortress.schema.json")
    czech_kind = tmp_path / "czech.yaml"  # the Czech names it lists are accepted
    czech_kind.write_text("name: x\nsections:\n  - {id: A, kind: malé dveře}\n"
                          "  - {id: B, kind: část hradeb}\n", encoding="utf-8")
    shown = ok_json(muster, "siege-breach", "wm", "--fortress", str(czech_kind))
    assert [s["kind"] for s in shown["sections"]] == ["door", "wall"]
    english = muster("siege-breach", "wm", "--fortress", str(bad))
    assert english.err.strip() == (f"muster: error: {bad}:4: sections/0/kind: 'moat' is not "
                                   "one of ['wall', 'gate', 'door', 'tower'] (see "
                                   "schemas/fortress.schema.json)")
    twice = tmp_path / "twice.yaml"
    twice.write_text("name: x\nsections:\n  - id: A\n    kind: wall\n  - id: A\n    kind: gate\n",
                     encoding="utf-8")
    run = muster("siege-breach", "wm", "--fortress", str(twice), "--lang", "cs")
    assert run.err.strip() == (f"muster: chyba: {twice}:5: id úseku „A“ je použito dvakrát "
                               "(poprvé na řádku 3)")


def test_warmaster_characters_are_osobnosti_not_voids_postavy(muster):
    # 7 and 5 units alternate (orcs, more units, first): 5 each, then orcs' last 2; the
    # characters (2 and 1) alternate the same way (L202), then orcs' last one. The
    # catalog's 'characters' is Void's 'postavy'; Warmaster's seed says 'osobnosti'.
    args = ("deploy-shuffle", "wm", "--units", "orcs=7", "--units", "elves=5",
            "--characters", "orcs=2", "--characters", "elves=1", "--seed", "1")
    out = cs(muster, *args)
    assert "  13–14: osobnosti, orcs a elves střídavě po jedné, orcs první (po 1)" in out
    assert "  15: orcs rozmístí svou poslední osobnost" in out
    assert not any("postav" in line for line in out)
    english = muster(*args).out.splitlines()
    assert ("  13-14: characters, orcs and elves alternately, one at a time, orcs first "
            "(1 each)") in english
    together = cs(muster, *args, "--characters-together")
    assert any("všechny své osobnosti najednou" in line for line in together), together


def test_rule_errors_are_worded_when_shown_not_when_raised():
    """The small-door and fortress-file errors are domain values: raised while English is
    set, the same error shows in Czech once Czech is set (the rule modules build no text in
    a language)."""
    from muster import i18n
    from muster.errors import MusterError
    from muster.games.warmaster import fortress
    from muster.games.warmaster.door import DoorSpec

    before = i18n.lang()
    i18n.set_lang("en")
    try:
        with pytest.raises(MusterError) as door:
            DoorSpec("tank", 2)
        with pytest.raises(MusterError) as schema:
            fortress.parse("name: x\nsections:\n  - id: A\n    kind: moat\n", "f.yaml")
        assert "unknown troop type 'tank' (allowed: infantry, cavalry, character, monster," \
            in str(door.value)
        assert "'moat' is not one of ['wall', 'gate', 'door', 'tower']" in str(schema.value)
        i18n.set_lang("cs")
        assert "druh vojska „tank“ neexistuje (povolené hodnoty: pěchota, jízda, osobnost, " \
            "obluda," in str(door.value)
        assert ("hodnota „moat“ neexistuje (povolené hodnoty: část hradeb, brána, malé "
                "dveře, věž)" in str(schema.value))
    finally:
        i18n.set_lang(before)
