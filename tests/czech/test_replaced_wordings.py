"""Czech wordings known to be wrong (calques, a second name for one thing), kept out
of the whole catalog and data, and the shape of Czech result lines (head lines, empty cells,
chances): what a golden output shows only by example."""

from __future__ import annotations

import re

import pytest

from helpers import catalog_found


@pytest.mark.parametrize("pattern, why", [
    (r"navazující akc", "the rulebook's 'následné akce' (seed 001 L11)"),
    (r"minutého granátu", "a grenade's deviation, 'odchylka granátu'"),
    (r"napadnout ani se střetnout se", "two verbs, two cases: 'stvůru, která ho vyděsila, "
                                       "nemůže napadnout ani se s ní střetnout'"),
    (r"zdroj strachu nemůže", "'zdroj' reads as the subject too: name the creature as the "
                              "rulebook does (seed 000 L1152)"),
    (r"\(T\+\)", "a letter that refers to nothing: '(4 pro 4+)'"),
    (r"hod na míření", "Confrontation's aim roll is 'hod na Střelbu'"),
    (r"barva a typ doplní", "BattleLore's unit type is 'druh' (--target-type DRUH)"),
    (r"proti kterému se zastavuje", "a rally roll is 'hod na zastavení' (seed 000 L683; 25-3)"),
    (r"; jedno na každé", "'jedno' agrees with no noun: 'zadejte jedno číslo'"),
    (r"neuspěje, utíká", "a fleeing figure 'prchá' as everywhere (seed 000 L1150; 25-3)"),
    (r"postihy? ke kostce", "a die penalty is 'postih na kostku' everywhere"),
    (r"cm za ním\b", "'za bojovníkem', the option help's word"),
    (r"^únava \{n\}", "the rulebook's 'stupeň únavy': '2 stupně únavy' (seed 003)"),
    (r"ztráty z paniky", "the rulebook's 'kontrola ztrát vlivem paniky' (seed 001 L29; A 5)"),
    (r"jednotek práce", "a calque of 'units of work' (A 13)"),
    (r"\{(bearing|clock)\} h\b", "'9 h' is a time of day; a direction is 'směr k12 = 9' or "
                                 "'ve směru 9 hodin' (A 24)"),
    (r"Durability.{0,40}pancéřování", "attribute names in English in one list: Armor (A 8, C 26)"),
    (r"(\d|\})\s+k\d", "dice written '3k6', never '3 k6' (C 31)"),
    (r"\bvln[aěouy]\b|\bvlnu\b", "Confrontation's rulebook says 'souboj' (seed 000 L838), never a "
                                "'wave' (A 11, C 8, D 42)"),
    (r"úder zpět", "a defender 'vrací útok' (seed 000 L904, L1029): 'vrácený útok' (D 42)"),
    (r"za dohozem", "a throw's reach is 'dosah vržení' (seed 003 L41; C 25)"),
    (r"\bn?dob[ýy]v\w*\s+území",
     "BattleLore's 'dobití území' (seed 001 L31; docs/usage/czech.md): never the verb "
     "'dobývat území' beside it"),
    (r"kostkou po druhé", "a calque of 'one after another': 'hází se po jedné kostce'"),
    (r"na 5 se hází", "'na 5' reads as a value, not a die's face: 'při pětce se hází dál' "
                      "(seed 000 L1149-1150)"),
    (r"\b(Strength|Agility|Will|Armor|Durability|Luck)\s+k20",
     "a Void test reads 'k20 = N proti Agility M', the attribute beside its value"),
    (r"útoku na \{d\}", "a defence's difficulty is its own, never 'proti 6. útoku na 11' after "
                        "'6. útok na 7'"),
])
def test_no_czech_message_brings_back_a_reviewed_wording(catalog, pattern, why):
    assert not catalog_found(catalog, pattern), why


def test_a_czech_penalty_carries_the_minus_sign(catalog):
    """'−{penalty} ke každému pokusu', 'postih −{penalty}', '−1 ke každému dalšímu hodu': the
    catalog writes the minus sign itself rather than leave a hyphen to the typesetter."""
    assert not catalog_found(catalog, r"(^|[ (,:])-\{"), "a hyphen for a minus"
    assert catalog_found(catalog, r"\{penalty\} ke každému pokusu") == [
        "{cs}: \u2212{penalty} ke každému pokusu"]
    assert catalog_found(catalog, r"^.1 ke každému dalšímu hodu na seslání toho") == [
        "\u22121 ke každému dalšímu hodu na seslání toho čaroděje; hůl přestává působit"]
    assert catalog_found(catalog, r"^, postih .\{penalty\}$") == [", postih \u2212{penalty}"]


def test_a_mage_knight_dial_is_turned_by_a_verb(catalog):
    """'otočte bitevním kolečkem o 3 pozice', never the verbless 'kolečkem o 3 pozice'
    (seed 004 L14)."""
    lines = catalog_found(catalog, r"kolečkem o")
    assert lines and all("otočte" in s for s in lines), lines


def test_a_battlelore_banner_is_named_one_way():
    """'modrý prapor – pravidelní vojáci' everywhere, never a bracket that ends up nested."""
    from muster.games.battlelore.tables import rules

    names = [c["cs"] for c in rules()["colours"].values()]
    assert names and all(" – " in n and "(" not in n for n in names), names


@pytest.mark.parametrize("args, line", [
    (["roll", "conf", "--feat", "high-jump", "--mov", "10", "--res", "3", "--over-models",
      "large", "--smaller", "--dice", "4"],
     "Skok do výšky: hod 4 + 4 (MOV 10 cm / 2,5) = 8, potřeba > 7"),
    (["scatter", "bl", "--flags", "2", "--morale", "bold"],
     "Ústup v BattleLore: 2 vlajky, morálka statečná, 4 figurky"),
    (["roll", "wm", "command", "--value", "9", "--penalty", "1", "--helm", "--odds"],
     "Šance na úspěšné ověření velení (velení 9, přilbice nadvlády, postih −1)"),
    (["scatter", "conf", "--mov", "10", "--courage", "4", "--fear", "7", "--rally", "--dice",
      "4"], "Útěk ze strachu (Confrontation): 2 × MOV 10; hod na zastavení: Odvaha 4 proti "
            "Strachu 7"),
])
def test_a_czech_head_line_says_what_each_number_is(muster, args, line):
    """The die rolled in the sum, the morale named, the Helm's full name and the penalty
    named, a colon before the rally roll's terms; English keeps its own."""
    run = muster("--lang", "cs", *args)
    assert run.code == 0, run.err
    assert run.out.splitlines()[0] == line
    english = muster(*args)
    assert "morálka" not in english.out and "postih" not in english.out


def test_a_counter_fire_gives_its_fixed_difficulty_once(muster):
    """'pevná obtížnost 6', not 'proti-střelba 6: obtížnost 6' (seed 000 L801-803; C 13)."""
    run = muster("--lang", "cs", "roll", "conf", "shoot", "--aim", "2", "--counter-fire",
                 "--courage", "4", "--fear", "7", "--odds")
    assert run.out.splitlines()[0] == "Proti-střelba: AIM 2; pevná obtížnost 6"


def test_a_what_if_column_says_its_label_once(muster):
    """'3d6: distribution of the total', never '3d6: 3d6: …', in English
    as in Czech."""
    for lang, words in (("en", "distribution of the total"), ("cs", "rozdělení součtu")):
        lines = muster("--lang", lang, "roll", "2d6", "--odds", "--vs", "3d6", "--vs",
                       "4d6kh3").out.splitlines()
        assert lines[1:3] == [f"  3d6: {words}", f"  4d6kh3: {words}"]


def test_an_empty_czech_cell_is_an_en_dash(muster):
    """An empty cell: "–" in Czech, "-" in English."""
    cs = muster("--lang", "cs", "roll", "2d6", "3d6", "--odds").out.splitlines()
    en = muster("roll", "2d6", "3d6", "--odds").out.splitlines()
    row = next(i for i, line in enumerate(en) if line.split()[:1] == ["13"])
    assert " - " in en[row] and " - " not in cs[row] and " – " in cs[row]
    config = muster("--lang", "cs", "config", "show").out
    assert "\n data " not in config and re.search(r"^data +– ", config, re.M)


def test_a_certain_or_impossible_chance_has_no_fraction_in_czech(muster):
    """'0,00 %' and '100,00 %', never '(0/1)' or '(1/1)' beside them."""
    out = muster("--lang", "cs", "wound", "void", "--weapon", "block rifle", "--situation",
                 "aimed", "--odds").out
    assert "(0/1)" not in out and "(1/1)" not in out and "mrtev: 0,00\u00a0%" in out


@pytest.mark.parametrize("args, lines", [
    (("roll", "wm", "command", "-v", "8", "-p", "7", "--odds"),
     (["Chance to pass a command test (Command 8, -7)", "chance of passing: 0.00 %"],
      ["Šance na úspěšné ověření velení (velení 8, postih \u22127)",
       "šance na úspěch: 0,00\u00a0%"])),
    (("roll", "wm", "command", "-v", "7", "--orb", "-p", "6", "--odds"),
     (["Chance to pass a command test (Command 7, -6) with the Orb of Majesty (a failure is "
       "ignored once)", "chance of passing: 100.00 %",
       "chance the Orb of Majesty is spent on this order: 100.00 %"],
      ["Šance na úspěšné ověření velení (velení 7, postih \u22126) s jablkem majestátu (jedno "
       "selhání se nepočítá)", "šance na úspěch: 100,00\u00a0%",
       "šance, že se jablko majestátu spotřebuje na tento rozkaz: 100,00\u00a0%"])),
])
def test_a_certain_or_impossible_chance_has_no_fraction_in_either_language(muster, args, lines):
    """'0.00 %' / '100.00 %' say it all; '(5/12)' beside any other chance stays."""
    english, czech = lines
    assert muster(*args).out.splitlines() == english
    assert muster("--lang", "cs", *args).out.splitlines() == czech


@pytest.mark.parametrize("lang, note", [("en", "(Hail of Destruction)"), ("cs", "(Smršť zmaru)")])
def test_a_help_example_is_never_wrapped(muster, lang, note):
    """An example command stays on one line, to be copied whole; a note that does not fit
    beside it goes under it, in English as in Czech."""
    lines = [line.strip() for line in
             muster("--lang", lang, "wound", "wm", "--help").out.splitlines()]
    assert ("muster wound wm --attacks 3 --to-hit 4 --armour 5 --reroll-one-save --dice "
            "4,5,6,5,1,2,3") in lines
    i = lines.index("muster wound wm --attacks 3 --to-hit 4 --ignore-armour --odds")
    assert lines[i + 1] == note
