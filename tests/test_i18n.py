"""Czech everywhere: choosing the language, Czech text, plurals and numbers, Czech help,
Czech names as input, completion of option values, and the catalog's completeness."""

from __future__ import annotations

import functools
import json
import os
import sys
from pathlib import Path

import pytest

from helpers import (
    as_terminal,
    assert_one_line_error,
    cs_lines,
    python_c,
    script,
    source,
    uncoloured,
    walked,
)
from muster import i18n

ROOT = Path(__file__).resolve().parent.parent
NBSP = "\u00a0"


@pytest.fixture
def cs():
    i18n.set_lang("cs")
    yield
    i18n.set_lang("en")


# ---------------------------------------------------------------- choosing the language


@pytest.mark.parametrize("argv, env, expected", [
    ([], {}, "en"),
    ([], {"LANG": "cs_CZ.UTF-8"}, "cs"),
    ([], {"LANG": "en_GB.UTF-8"}, "en"),
    ([], {"LC_MESSAGES": "cs_CZ.UTF-8", "LANG": "en_US.UTF-8"}, "cs"),
    ([], {"LC_ALL": "C", "LANG": "cs_CZ.UTF-8"}, "en"),          # LC_ALL wins, as in POSIX
    ([], {"LC_ALL": "cs_CZ.UTF-8", "LANG": "en_US.UTF-8"}, "cs"),
    ([], {"MUSTER_LANG": "en", "LANG": "cs_CZ.UTF-8"}, "en"),   # MUSTER_LANG over the locale
    ([], {"MUSTER_LANG": "cs"}, "cs"),
    (["roll", "2d6", "--lang", "en"], {"MUSTER_LANG": "cs"}, "en"),  # --lang over everything
    (["--lang=cs", "roll", "2d6"], {}, "cs"),
    (["roll", "--", "--lang", "cs"], {}, "en"),                 # after --: not an option
])
def test_the_language_is_chosen_by_flag_then_variable_then_locale(argv, env, expected):
    assert i18n.detect(argv, env) == expected


def test_the_locale_makes_the_output_czech(muster, monkeypatch):
    monkeypatch.delenv("MUSTER_LANG", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "cs_CZ.UTF-8")
    assert "ÚSPĚCH: 6 ≥ 6" in muster("roll", "conf", "-v", "4", "-D", "6", "--penalty",
                                      "critical", "--dice", "5").out
    monkeypatch.setenv("MUSTER_LANG", "en")
    assert "SUCCESS: 6 >= 6" in muster("roll", "conf", "-v", "4", "-D", "6", "--penalty",
                                       "critical", "--dice", "5").out


def test_lang_is_an_option_of_every_command(muster):
    for path in [(), ("roll",), ("roll", "conf"), ("wound", "wm"), ("list-validate",),
                 ("schema",), ("siege-breach", "mk")]:
        assert "--lang" in muster(*path, "--help").out, path


def test_an_unknown_language_is_refused(muster):
    assert_one_line_error(muster("roll", "2d6", "--lang", "de"), "--lang")


def test_english_start_up_loads_neither_babel_nor_the_catalog():
    code = ("import sys; from muster.app import main; main(['roll', '2d6', '--seed', '1']); "
            "from muster import i18n; "
            "assert 'babel' not in sys.modules and i18n._catalog is None, 'loaded'")
    env = {k: v for k, v in os.environ.items() if k not in ("LANG", "LC_ALL", "LC_MESSAGES")}
    env["MUSTER_LANG"] = "en"
    run = python_c(code, env=env)
    assert run.returncode == 0, run.stderr


# ---------------------------------------------------------------- plurals and numbers


@pytest.mark.parametrize("n, errors, files", [
    (1, "1 chyba", "1 soubor"), (2, "2 chyby", "2 soubory"), (4, "4 chyby", "4 soubory"),
    (5, "5 chyb", "5 souborů"), (0, "0 chyb", "0 souborů"), (22, "22 chyb", "22 souborů"),
])
def test_czech_plurals(cs, n, errors, files):
    from muster.lists import report

    # a count and its noun with a plain space (the number itself groups with NBSP: 1 000)
    assert report.errors(n) == errors
    assert report.files(n) == files


def test_english_plurals_are_unchanged():
    from muster.lists import report

    assert [report.errors(n) for n in (1, 2, 5)] == ["1 error", "2 errors", "5 errors"]


def test_translatable_messages_survive_pickling(cs):
    """Findings come back from worker processes (parallel list-validate)."""
    import pickle

    message = i18n.say("{item} is already carried by {unit}; each magic item may appear only "
                       "once in an army", item=i18n.named({"en": "Battle Banner",
                                                           "cs": "bitevní prapor"}),
                       unit=i18n.say("unit {n} '{name}'", n=3, name="Knights"))
    back = pickle.loads(pickle.dumps(message))
    assert back == message and isinstance(back, i18n.Message)
    assert i18n.shown(back) == ("bitevní prapor už nese jednotka 3 „Knights“; každý magický "
                                "předmět smí být v armádě jen jednou")


def test_the_czech_catalog_kept_parsed_reads_as_the_file(tmp_path, monkeypatch):
    """`catalog.czech`: the first run parses muster.mo and keeps its parts (`muster.kept`,
    here under a scratch PYTHONPYCACHEPREFIX); a run that reads them back translates every
    message, plural and context as the file parsed by gettext does."""
    import gettext

    from muster import catalog, kept

    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    path = os.path.join(i18n.localedir(), "cs", "LC_MESSAGES", f"{i18n.DOMAIN}.mo")
    assert not os.path.exists(kept.cache_file(path))
    fresh = catalog.czech()  # parsed by gettext, and kept
    assert os.path.exists(kept.cache_file(path))
    monkeypatch.setattr(gettext.GNUTranslations, "_parse", None)  # read back, not parsed
    read_back = catalog.czech()
    assert read_back._catalog == fresh._catalog and read_back._info == fresh._info
    assert read_back._charset == fresh._charset
    assert [read_back.plural(n) for n in range(200)] == [fresh.plural(n) for n in range(200)]
    assert read_back.ngettext("{n} round", "{n} rounds", 3) == \
        fresh.ngettext("{n} round", "{n} rounds", 3)


def test_czech_number_formats(cs):
    from muster import text

    assert text.number(1815) == f"1{NBSP}815"
    assert text.number(7) == "7"
    assert text.percent(0.407) == f"40,7{NBSP}%"
    assert text.decimal(3.5, 2) == "3,50"
    assert i18n.shown(text.grouped(1048576)) == f"1{NBSP}048{NBSP}576"
    assert not hasattr(i18n, "number")  # one home: muster.text
    from muster.engine.odds import percent

    assert percent(1 / 3) == f"33,33{NBSP}%"


def test_english_number_formats():
    from muster import text

    assert text.number(1815) == "1,815"
    assert text.decimal(3.5, 2) == "3.50" and text.percent(0.407) == "40.7 %"
    from muster.engine.odds import percent

    assert percent(1 / 3) == "33.33 %"


# ---------------------------------------------------------------- Czech output


def test_list_validate_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", "armies/confrontation/")
    lines = run.out.replace(NBSP, " ").splitlines()
    assert ("armies/confrontation/legal-lions-300.yaml: platná, 294 ze 300 A.P.; otisk "
            "a9be-4756-f496") in lines
    assert ("armies/confrontation/illegal-character-twice.yaml: NEPLATNÁ (1 chyba), "
            "244 ze 250 A.P.; otisk 7705-49ff-89f1") in lines
    assert lines[-1] == ("8 souborů: platné 3, neplatné 5, nečitelné 0; 5 chyb, 0 varování; "
                         "celkem: Confrontation 2 047 A.P.")
    assert any(":16:11: chyba [confrontation.character-twice]" in line for line in lines)
    assert run.code == 1


def test_list_findings_in_czech_and_english_json(muster):
    army = "armies/confrontation/illegal-allies-over-30-percent.yaml"
    run = muster("list-validate", army, "--lang", "cs")
    assert (f"{army}:21:5: chyba [confrontation.allies-cap] spojenci 120 A.P. = 40,7 % ze 295 "
            "A.P., o 31,5 A.P. nad limitem 30 % (spojenci: Griffin executioner, Griffin shooter, "
            "Sessair warrior)") in run.out
    run = muster("list-validate", "armies/confrontation/illegal-alliance-wolfen-with-lions.yaml",
                 "--lang", "cs")
    assert ("národ „Ylliini Vlkouni“ se nesmí spojit s národem „Alahanští lvi“ (aliance mu "
            "dovolují jen: Gryfí císařství v Akkylannii,") in run.out
    data = muster("list-validate", army, "--format", "json", "--lang", "cs").json
    message = data["files"][0]["errors"][0]["message"]
    assert message.startswith("allies 120 A.P. = 40.7 % of 295, over the 30 % limit")


def test_void_list_findings_in_czech(muster):
    run = muster("list-validate", "armies/void/illegal-over-budget.yaml", "--lang", "cs")
    assert ("[void.budget] Radek Kos: vybavení stojí 2 030 peněz, o 30 víc než rozpočet "
            "2 000 peněz"
            in run.out.replace(NBSP, " "))
    run = muster("list-validate", "armies/void/illegal-three-one-handed-weapons.yaml",
                 "--lang", "cs")
    assert "nese 3 jednoruční zbraně (meč, sekyra, blokopistole); smí nejvýš 2" in run.out


def test_list_validate_two_errors_in_czech(muster, tmp_path):
    army = tmp_path / "wm.yaml"
    army.write_text("game: warmaster\narmy: Empire\nunits:\n"
                    "  - {name: A, type: infantry, points: 45, item: Nothing Such}\n"
                    "  - {name: B, type: general, points: 125}\n"
                    "  - {name: C, type: general, points: 125}\n", encoding="utf-8")
    run = muster("--lang", "cs", "list-validate", str(army))
    assert f"{army}: NEPLATNÁ (2 chyby)" in run.out
    assert run.out.splitlines()[-1].startswith("1 soubor: platné 0, neplatné 1")


def test_roll_odds_in_czech(muster):
    run = muster("--lang", "cs", "roll", "2d6", "--odds")
    lines = run.out.replace(NBSP, " ").splitlines()
    assert lines[0] == "2d6: rozdělení součtu"
    assert "16,67 % (1/6)" in run.out.replace(NBSP, " ")
    # the table headers and the mean / standard deviation line are Czech too
    assert lines[1].split() == ["součet", "šance", "aspoň", "nejvýš"]
    assert lines[-1] == "průměr 7  směr. odch. 2,42"  # 2d6: 7, sqrt(35/6)
    english = muster("roll", "2d6", "--odds").out.splitlines()
    assert english[1].split() == ["total", "chance", "at", "least", "at", "most"]
    assert english[-1] == "mean 7  sd 2.42"

def test_times_summary_in_czech(muster):
    run = muster("--lang", "cs", "roll", "3d6", "--times", "1000", "--seed", "1")
    assert run.out.replace(NBSP, " ").startswith("1 000 hodů (semínko 1), součet:\n")


def test_a_characteristic_test_verdict_in_czech(muster):
    run = muster("--lang", "cs", "roll", "conf", "-v", "4", "-D", "6", "--penalty", "critical",
                 "--dice", "5")
    assert run.out.splitlines()[1] == "ÚSPĚCH: 6 ≥ 6"

def test_a_mage_knight_attack_in_czech(muster):
    run = muster("--lang", "cs", "roll", "mk", "--attack", "9", "--defense", "15", "--defense",
                 "16", "--dice", "2,4")
    assert run.out.splitlines() == ["Hod na útok: 2 + 4 + 9 = 15",
                                    "  proti obraně 15: ZÁSAH (15 ≥ 15)",
                                    "  proti obraně 16: VEDLE (15 < 16)"]
    run = muster("--lang", "cs", "roll", "mk", "-a", "9", "-D", "14", "-D", "14", "-F", "0",
                 "-F", "2", "--odds")
    assert run.out.replace(NBSP, " ").splitlines() == [
        "Útok 9: šance na zásah", "  obrana 14: 83,33 % (5/6)",
        "  obrana 14 + opevnění 2 = 16: 58,33 % (7/12)"]


def test_a_void_test_in_czech(muster):
    run = muster("--lang", "cs", "roll", "void", "--target", "10", "--corrective", "--dice",
                 "14,6")
    assert run.out.splitlines() == ["Podhazování: k20 ≤ 10", "  k20 = 14",
                                    "  první hod neuspěl: opravný hod k20 = 6 (platí tento)",
                                    "  ÚSPĚCH (6 ≤ 10)"]


def test_battlelore_dice_in_czech(muster):
    run = muster("--lang", "cs", "roll", "bl", "3", "--target", "blue", "--weapon", "short-sword",
                 "--target-type", "mounted", "--dice", "blue,bonus,bonus")
    lines = run.out.splitlines()
    assert lines[0] == "3 bojové kostky: modrá helma, meč na štítu, meč na štítu"
    assert lines[1].split() == ["symbol", "počet"]
    assert lines[5].split() == ["meč", "na", "štítu", "2"]
    assert lines[-1] == ("zásahy: 2   vlajky: 0 (při normální morálce ústup o 1 hex za každou)   "
                         "mana: 0")
    assert muster("--lang", "cs", "roll", "bl", "5", "--seed", "1").out.startswith(
        "5 bojových kostek: ")
    assert muster("--lang", "cs", "roll", "bl", "1", "--dice", "red").out.startswith(
        "1 bojová kostka: červená")


def test_a_mage_knight_wound_in_czech(muster):
    run = muster("--lang", "cs", "wound", "mk", "-a", "10", "-m", "3", "-D", "16",
                 "--clicks-taken", "2", "--skull-at", "6", "--dice", "6,6")
    assert run.out.splitlines()[2:] == [
        "Cíl 1: proti obraně 16: ZÁSAH (automaticky, na součtu nezáleží)",
        "  utrpí 4 zranění (3 + 1 za kritický zásah): otočte bitevním kolečkem o 4 pozice po směru "
        "hodinových ručiček",
        "  bitevní kolečko: pozice 2 → pozice 6",
        "  VYŘAZEN: lebky na pozici 6"]


def test_a_battlelore_retreat_in_czech(muster):
    run = muster("--lang", "cs", "wound", "bl", "--weapon", "short-sword", "--target-colour",
                 "blue", "--faces", "flag,flag,flag", "--room", "1")
    lines = run.out.splitlines()
    assert lines[1] == "kostky: 3, jak byly zadány"
    assert lines[6:10] == ["vlajky: 3 → ústup o 3 hexy",
                          "  o 2 hexy ustoupit nelze: ztraceny ještě 2 figurky, ustupuje o 1 hex",
                          "zbývají 2 figurky",
                          "protiútok: NE (opustila svůj hex)"]


def test_a_void_attack_in_czech(muster):
    run = muster("--lang", "cs", "wound", "void", "--weapon", "meč", "--target-armor", "5",
                 "--dice", "8,6")
    assert run.out.splitlines() == [
        "meč: zblízka", "  zásah: k20 = 8 proti CC 10: ZÁSAH",
        "  poškození za zásah: 15 + 5 (bonus za Strength 10 pro jednoruční zbraň) = 20",
        "  zranění proti Armor 5: 6 – zraňuje 1 z 1 (hod > 5)",
        "  poškození: 1 × 20 = 20", "  HP cíle: 40 → 20 ze 40"]


def test_warmaster_attacks_in_czech(muster):
    run = muster("--lang", "cs", "wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour",
                 "4", "--dice", "4,5,6,4,2,1")
    assert run.out.splitlines() == ["3 útoky se zásahem na 4+: 4 5 6", "zásahy: 3",
                                    "záchrana zbrojí na 4+: 4 2 1", "záchrany: 1",
                                    "nezachráněné zásahy: 2"]
    run = muster("--lang", "cs", "wound", "wm", "--attacks", "5", "--to-hit", "4",
                 "--ignore-armour", "--dice", "4,5,6,1,1")
    assert run.out.splitlines()[0] == "5 útoků se zásahem na 4+: 4 5 6 1 1"
    assert "bez záchran: zbroj nemá účinek" in run.out
    run = muster("--lang", "cs", "wound", "wm", "--attacks", "1", "--to-hit", "4", "--dice", "4")
    assert run.out.splitlines()[0] == "1 útok se zásahem na 4+: 4"


def test_warmaster_casting_and_command_in_czech(muster):
    run = muster("--lang", "cs", "roll", "wm", "cast", "--value", "5", "--wand", "--dice", "4")
    lines = run.out.splitlines()
    assert lines[0] == "Hod na seslání: potřeba 5+ na k6"
    assert lines[1] == "  pokus: 4 + 1 = 5  SESLÁNO (5 ≥ 5)"
    assert lines[-1] == "Kouzlo SESLÁNO"
    run = muster("--lang", "cs", "roll", "wm", "command", "--value", "10", "--dice", "5,6")
    assert run.out.splitlines() == ["Ověření velení: 2k6 nesmí přesáhnout 10", "  hod: 5 6 = 11",
                                    "Rozkaz SELHAL (11 > 10)"]


def test_warmaster_spell_rolls_in_czech(muster):
    run = muster("--lang", "cs", "roll", "wm", "storm", "--count", "3", "--dice", "1,4,6")
    assert run.out.splitlines()[1:4] == ["  jednotka 1: k6 = 1 → 1 zásah",
                                         "  jednotka 2: k6 = 4 → 2 zásahy",
                                         "  jednotka 3: k6 = 6 → 3 zásahy"]
    run = muster("--lang", "cs", "roll", "wm", "game-length", "--dice", "2")
    assert run.out.splitlines() == ["Délka hry: k6 = 2 → k3 = 1", "bitva trvá 6 kol (5 + 1)"]


def test_a_warmaster_breach_in_czech(muster):
    run = muster("--lang", "cs", "siege-breach", "wm", "--target", "gate", "--shots", "2",
                 "--weapon", "cannon", "--dice", "6,2,5")
    assert run.out.splitlines()[:5] == [
        "Pokus o prolomení: brána, nepoškozená; útok: 2 střely (dělo)",
        "  kostky zásahu (opevněný cíl: zásah jen na 6): 6 2 → zásahy: 1",
        "  hod na prolomení: 5 → nejvyšší 5",
        "  součet: 5 + 1 (brána) = 6 → poškozená",
        "  výsledek: POŠKOZENA"]


def test_errors_in_czech(muster):
    run = muster("--lang", "cs", "roll", "2d6", "--seed", "x")
    assert_one_line_error(run, "muster: chyba:", "neplatná hodnota pro „--seed“",
                          "(jen číslice 0–9); viz „muster roll --help“")
    run = muster("--lang", "cs", "roll", "2d6", "--dice", "3,9")
    assert_one_line_error(run, "muster: chyba: kostka 2: 9 na k6 padnout nemůže (1–6)")
    run = muster("--lang", "cs", "roll", "2d6", "--dice", "3,4,5")
    assert_one_line_error(run, "příliš mnoho kostek: zadány 3, hod použil 2 (navíc: 5)")
    assert_one_line_error(muster("roll", "2d6", "--dice", "3,9"),
                          "muster: error: die 2: 9 cannot be rolled on a d6 (1-6)")
    run = muster("--lang", "cs", "rol", "2d6")
    assert_one_line_error(run, "neznámý příkaz „rol“ (nemysleli jste „roll“?)")


# ---------------------------------------------------------------- help in Czech


@pytest.mark.parametrize("terminal", [False, True], ids=["piped", "terminal"])
def test_help_in_czech(muster, monkeypatch, terminal):
    """Piped help is click's plain text; on a terminal rich draws panels (option groups
    such as "Rolling" have a panel of their own there)."""
    if terminal:
        as_terminal(monkeypatch)
    out = uncoloured(muster("--lang", "cs", "wound", "wm", "--help").out)
    assert "Použití:" in out
    assert "Útoky ve Warmasteru" in out
    assert "Počet útoků (kostek)." in out
    assert "Příklady:" in out
    assert "muster wound wm --attacks 3 --to-hit 4 --armour 4 --dice 4,5,6,4,2,1" in out
    assert "Volby" in out
    assert ("Házení" in out) is terminal
    root = muster("--lang", "cs", "--help").out
    assert "Příkazy" in root and "Kostky, zranění, soupisky armád" in root


def test_lang_alone_shows_the_help_in_that_language(muster):
    run = muster("--lang", "cs")
    assert run.code == 0 and "Použití: muster" in run.out and "Příkazy" in run.out


@pytest.mark.parametrize(("lang", "typed", "line"), [
    # Czech: the option quoted, the guess in its bracket as every other did-you-mean, the
    # help after a semicolon
    ("cs", "--oddz", "muster: chyba: neznámá volba „--oddz“ (nemysleli jste „--odds“?); "
                     "viz „muster roll --help“"),
    ("cs", "--chartt", "muster: chyba: neznámá volba „--chartt“ (nemysleli jste „--chart“ nebo "
                       "„--chart-of“?); viz „muster roll --help“"),
    ("en", "--oddz", "muster: error: no such option: --oddz (did you mean '--odds'?); "
                     "see 'muster roll --help'"),
    ("en", "--chartt", "muster: error: no such option: --chartt (did you mean '--chart' or "
                       "'--chart-of'?); see 'muster roll --help'"),
])
def test_click_suggestions_are_one_sentence_in_either_language(muster, lang, typed, line):
    """click joins "No such option: --oddz" and "Did you mean --odds?" without a stop;
    muster says the close options in its own words, as for a misspelt game."""
    run = muster("--lang", lang, "roll", "2d6", typed)
    assert_one_line_error(run)
    assert run.err == line + "\n"


def test_click_suggestions_in_czech(muster):
    run = muster("--lang", "cs", "roll", "2d6", "--bogus")  # nothing close: no guess
    assert_one_line_error(run, "neznámá volba „--bogus“ (viz „muster roll --help“)")


def _command_paths():
    from test_app import _all_commands

    return [path for path, _ in _all_commands()]


@pytest.mark.parametrize("path", _command_paths(), ids=" ".join)
def test_every_help_in_czech(muster, path, monkeypatch):
    """Every command's help in Czech, piped and through rich (markup in a translation would
    break it): exit 0, Czech headings, no English panel titles."""
    for terminal in (False, True):
        with monkeypatch.context() as mp:
            if terminal:
                as_terminal(mp)
            run = muster("--lang", "cs", *path, "--help")
        assert run.code == 0, run.err
        assert "Použití:" in run.out and "Volby" in run.out, run.out
        assert "Show this message and exit." not in run.out
        assert "Examples:" not in run.out  # the help text itself is translated


def test_help_goes_back_to_english(muster):
    muster("--lang", "cs", "wound", "wm", "--help")
    out = muster("wound", "wm", "--help").out
    assert "Number of attacks (dice)." in out and "Options" in out and "Volby" not in out


# ---------------------------------------------------------------- JSON stays English


@pytest.mark.parametrize("args", [
    ("roll", "2d6", "--odds", "--json"),
    ("roll", "conf", "-v", "4", "-D", "6", "--penalty", "critical", "--dice", "5", "--json"),
    ("wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "4", "--dice",
     "4,5,6,4,2,1", "--json"),
    ("roll", "3d6", "--times", "20", "--seed", "4", "--json"),
    ("list-validate", "armies/warmaster/", "--format", "json"),
])
def test_json_is_identical_in_czech(muster, args):
    english = muster(*args)
    czech = muster("--lang", "cs", *args)
    assert czech.code == english.code
    assert json.loads(czech.out) == json.loads(english.out)


def test_schema_findings_json_stays_english(muster, tmp_path):
    army = tmp_path / "wm.yaml"
    army.write_text("game: warmaster\narmy: Empire\nunits:\n"
                    "  - {name: Děla, type: dělostřelecvo, points: 85, colour: red}\n",
                    encoding="utf-8")
    english = muster("list-validate", str(army), "--format", "json")
    czech = muster("--lang", "cs", "list-validate", str(army), "--format", "json")
    assert json.loads(czech.out) == json.loads(english.out)
    assert "unknown value '" in english.out
    text = muster("--lang", "cs", "list-validate", str(army)).out
    assert "neexistuje (povolené hodnoty:" in text and "neznámé pole „colour“" in text


# ---------------------------------------------------------------- Czech names as input


@pytest.mark.parametrize("name", ["konfrontace", "Konfrontace", "conf", "confrontation"])
def test_czech_game_names(muster, name):
    assert muster("roll", name, "-v", "4", "-D", "6", "--dice", "5").code == 0


def test_mage_knight_spellings(muster):
    for name in ("mage-knight", "Mage Knight", "mk"):
        assert muster("roll", name, "-a", "9", "-D", "15", "--dice", "2,4").code == 0


def test_a_misspelt_game_gets_a_did_you_mean(muster):
    assert_one_line_error(muster("roll", "konfrontce", "-v", "3"),
                          "unknown game 'konfrontce' (allowed: confrontation (conf, konfrontace),",
                          "mageknight (mk, mage-knight); did you mean 'konfrontace'?)")
    assert_one_line_error(muster("wound", "voi"), "did you mean 'void'?")


def test_a_czech_army_file(muster, tmp_path):
    army = tmp_path / "wm.yaml"
    army.write_text("game: Warmaster\narmy: Empire\npoints_limit: 1000\nunits:\n"
                    "  - {name: Generál, type: generál, points: 125}\n"
                    "  - {name: Halapartníci, type: Pěchota, points: 45, count: 4}\n"
                    "  - {name: Rytíři, type: jizda, points: 110, count: 3}\n",
                    encoding="utf-8")
    run = muster("list-validate", str(army))
    assert f"{army}: legal, 635 of 1,000 points" in run.out
    conf = (ROOT / "armies/confrontation/legal-lions-300.yaml").read_text(encoding="utf-8")
    army = tmp_path / "conf.yaml"
    army.write_text(conf.replace("game: confrontation", "game: konfrontace"), encoding="utf-8")
    assert muster("list-validate", str(army)).code == 0


def test_czech_item_names_in_an_army_file(muster, tmp_path):
    army = tmp_path / "wm.yaml"
    army.write_text("game: warmaster\narmy: Empire\npoints_limit: 1000\nunits:\n"
                    "  - {name: Generál, type: generál, points: 125, item: Přilbice nadvlády}\n"
                    "  - {name: Halapartníci, type: pěchota, points: 45, count: 4, "
                    "item: bitevni prapor}\n", encoding="utf-8")
    assert muster("list-validate", str(army)).code == 0
    army.write_text(army.read_text(encoding="utf-8").replace("Přilbice", "Přilba"),
                    encoding="utf-8")
    run = muster("--lang", "cs", "list-validate", str(army))
    assert ("„Přilba nadvlády“ není mezi 18 magickými předměty Warmasteru (nemysleli jste "
            "„přilbice nadvlády“?)") in run.out


def test_allowed_values_are_listed_in_czech(muster, tmp_path):
    army = tmp_path / "wm.yaml"
    army.write_text("game: warmaster\narmy: Empire\nunits:\n"
                    "  - {name: Děla, type: dělostřelecvo, points: 85}\n", encoding="utf-8")
    run = muster("--lang", "cs", "list-validate", str(army))
    assert ("hodnota „dělostřelecvo“ neexistuje (povolené hodnoty: pěchota, jízda, vůz, "
            "dělostřelectvo") in run.out
    assert "; nemysleli jste „dělostřelectvo“?)" in run.out
    english = muster("list-validate", str(army)).out
    assert ("unknown value 'dělostřelecvo' (allowed: infantry, cavalry, chariot, "
            "artillery") in english


def test_unknown_names_list_the_allowed_values_in_the_users_language(muster):
    run = muster("--lang", "cs", "roll", "conf", "-v", "3", "-D", "6", "--penalty", "omracenx")
    assert_one_line_error(run, "postih „omracenx“ neexistuje (povolené hodnoty: omráčen, "
                               "lehké zranění, vážné zranění,", "; nemysleli jste „omráčen“?)")
    run = muster("roll", "conf", "-v", "3", "-D", "6", "--penalty", "stuned")
    assert_one_line_error(run, "unknown penalty 'stuned' (allowed: stunned, light, serious, "
                               "critical, blood-brother, altitude; did you mean 'stunned'?)")
    run = muster("--lang", "cs", "wound", "void", "--weapon", "mecc", "--target-armor", "3")
    assert_one_line_error(run, "zbraň „mecc“ neexistuje (povolené hodnoty: meč, sekyra,",
                          "; nemysleli jste „meč“?)")
    run = muster("--lang", "cs", "roll", "wm", "cast", "--spell", "Zureni kamen")
    assert_one_line_error(run, "; nemysleli jste „Zuření kamene“?)")


# ---------------------------------------------------------------- completion


def test_completion_offers_option_values_in_both_languages():
    from helpers import offered

    penalties = offered("roll", "conf", "--penalty", "")
    assert {"stunned", "omráčen", "critical", "kritické-zranění"} <= set(penalties)
    assert offered("wound", "void", "--weapon", "me") == ["meč"]
    assert "sword" in offered("wound", "void", "--weapon", "sw")
    weapons = offered("wound", "bl", "--weapon", "")
    assert {"short-sword", "krátký-meč", "crossbow", "kuše"} <= set(weapons)
    assert "Gorkova-noha" in offered("roll", "wm", "cast", "--spell", "G")
    abilities = offered("roll", "conf", "--ability", "")
    assert "hardened" in abilities and len(abilities) > 7
    assert offered("list-validate", "--format", "") == ["text", "json", "github"]
    assert offered("roll", "2d6", "--lang", "") == ["cs", "en"]


def test_the_shell_gets_option_values():
    env = dict(os.environ, _MUSTER_COMPLETE="complete_bash",
               COMP_WORDS="muster wound void --weapon me", COMP_CWORD="4")
    out = python_c("from muster.app import main; main()", env=env).stdout
    assert "meč" in out.split()


# ---------------------------------------------------------------- the catalog


def test_every_message_and_help_text_has_a_czech_translation(capsys):
    """scripts/i18n.py --check: lists what has no Czech yet. Czech is a first-class output,
    so a text without it fails here: run python scripts/i18n.py (adds the new texts to the
    .po), translate them there, and run it again to compile the .mo. (Its check is called
    in this process, which has built the commands already; the language and the import
    path it sets are put back.)"""
    i18n_script = script("i18n")
    i18n_script.nodes = lambda path: walked(source(path))  # the trees the other guards read
    lang, path = i18n.lang(), list(sys.path)
    capsys.readouterr()
    try:
        code = i18n_script.check()
    finally:
        i18n.set_lang(lang)
        sys.path[:] = path
    out, err = capsys.readouterr()
    assert "is not compiled from the .po" not in out, out
    assert err == "", err
    missing = [line for line in out.splitlines() if line.startswith("missing Czech")]
    assert not missing, f"{len(missing)} texts have no Czech yet:\n" + "\n".join(missing)
    assert code == 0, out


@functools.cache
def _catalog_entries():
    """The .po's messages (read once: the tests below only read them)."""
    from babel.messages.pofile import read_po

    with open(ROOT / "cli" / "muster" / "locale" / "cs" / "LC_MESSAGES" / "muster.po", "rb") as fh:
        return tuple(m for m in read_po(fh, locale="cs") if m.id)


def _placeholders(text: str) -> set[str]:
    import re

    return set(re.findall(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)[^{}]*\}(?!\})", text))


def test_no_czech_message_is_fuzzy_or_empty():
    bad = [m.id for m in _catalog_entries()
           if m.fuzzy or not all(m.string if isinstance(m.string, tuple) else (m.string,))]
    assert not bad, f"{len(bad)} fuzzy or untranslated: {bad[:5]}"


def test_every_czech_placeholder_is_in_its_english_message():
    """A translation may only use the names its msgid has: the code formats the English
    text with exactly those, so any other name only works while the call site happens to
    pass it."""
    bad = []
    for m in _catalog_entries():
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        allowed = set().union(*(_placeholders(i) for i in ids))
        bad += [(ids[0], sorted(_placeholders(s) - allowed)) for s in strings
                if _placeholders(s) - allowed]
    assert not bad, "\n".join(f"{extra} in the Czech of {msgid!r}" for msgid, extra in bad)


def test_a_czech_plural_is_not_one_copy_of_its_singular():
    """'1 nátlakové zranění', '2 nátlaková zranění', '5 nátlakových zranění'
    (seed 004 L11), never '2 nátlakové zranění' from three copies of the first form. Three
    forms may be one text only where the counted word does not change with the number
    (a noun in -í: '{n} zranění', '{n} varování'), or the number is not counted ('zásahy:
    {n}', '{n}krát')."""
    import re

    bad = []
    for m in _catalog_entries():
        if not isinstance(m.string, tuple) or len(set(m.string)) > 1:
            continue
        words = re.findall(r"\{n\} (\w+)", m.string[0])
        bad += [(m.id[0], word) for word in words if not word.endswith("í")]
    assert not bad, bad


_ENGLISH_DIE = r"(?<![\w{-])\d*[dDK](?:[2-9]|[1-9]\d+|%|F)(?![\w}])"
# where a Czech text may show the notation a player types: a command, the --direction
# values, and the English spelling the notation also accepts
_TYPED = (r"muster [^;)]*", r"d6[ ,|]+d8[ ,|či]+d12", r"(?:také|nebo) 3d6")


def test_czech_messages_name_dice_as_the_rulebooks_do():
    """The Czech rulebooks write k6, 2k6, k20 (seed 003 L9, seed 002 L177); a d6, D6 or K6
    in a Czech message is only notation the player types."""
    import re

    bad = []
    for m in _catalog_entries():
        for s in m.string if isinstance(m.string, tuple) else (m.string,):
            prose = re.sub("|".join(_TYPED), "", s)
            bad += [(d, s[:80]) for d in re.findall(_ENGLISH_DIE, prose)]
    assert not bad, bad


def test_czech_messages_cite_rulebook_lines_the_czech_way():
    """„ř. 739–740“, „s. 6“ in Czech, never „L739-740“, „p.6“ or „seed L27“."""
    import re

    bad = [s[:80] for m in _catalog_entries()
           for s in (m.string if isinstance(m.string, tuple) else (m.string,))
           if re.search(r"(?<![\w/{])L\d+\b|\bseed L\d", s)]
    assert not bad, bad


def test_czech_output_cites_data_file_lines_the_czech_way(muster):
    # a reference from a data file (Void initiative, L27), not from a message
    run = muster("--lang", "cs", "deploy-shuffle", "void", "-f", "A", "-f", "B", "--dice", "3,4")
    assert run.out.splitlines()[0].startswith("Iniciativa (ř.\u00a027): k20 + ")
    run = muster("deploy-shuffle", "void", "-f", "A", "-f", "B", "--dice", "3,4")
    assert "(iniciativa, seed L27)" in run.out.splitlines()[0]


def test_czech_messages_multiply_with_the_times_sign():
    """„1 × 20“, „36 × 36 palců“: Czech typesets ×, not the letter x."""
    import re

    bad = [s[:80] for m in _catalog_entries()
           for s in (m.string if isinstance(m.string, tuple) else (m.string,))
           if re.search(r"(?<=[\w)}\]]) x (?=[\w({\[])|^ x ", s)]
    assert not bad, bad


def test_czech_messages_set_ranges_with_a_dash_and_one_arrow():
    """'1–6', '0–19' with an en dash, '→' as the one arrow and '≥', '≤' between two terms
    (typed notation such as '3d6>=4' has no spaces)."""
    import re

    bad = [s[:80] for m in _catalog_entries()
           for s in (m.string if isinstance(m.string, tuple) else (m.string,))
           if re.search(r"(?<![\w-])(\d+|\{\w+\})-(\d+|\{\w+\})(?![\w-])| -> | [<>]= ",
                        s.replace("draft 2020-12", ""))]  # a name (JSON Schema's), no range
    assert not bad, bad


def test_czech_messages_have_no_e_notation():
    """'nejvýš 1 000 000', never '1e6': Czech text writes the number out."""
    import re

    bad = [s[:80] for m in _catalog_entries()
           for s in (m.string if isinstance(m.string, tuple) else (m.string,))
           if re.search(r"(?<![\w.])\d+(?:[.,]\d+)?[eE][-+]?\d", s)]
    assert not bad, bad


def test_czech_messages_quote_with_czech_quotes():
    """„{name}“, never '{name}': a value echoed back in a Czech message is in
    Czech quotes; only a shell argument to type (--vs '--to-hit 3') keeps the shell's."""
    import re

    bad = [s[:80] for m in _catalog_entries()
           for s in (m.string if isinstance(m.string, tuple) else (m.string,))
           if re.search(r"(?<!--vs )'\{\w+\}'|(?<![\w-])'[^' ]+'(?![\w-])",
                        re.sub(r"--vs '[^']*'", "", s))]
    assert not bad, bad


# a count in a message that is not a plural one, before a fixed form of its noun: right
# only because the number is always large (a limit), a decimal form, or one value of a table
_FIXED_COUNTS = {("n", "hexu"), ("n", "palce"), ("n", "kostek"), ("most", "kostek"),
                 ("count", "kostek"), ("per_roll", "kostek"), ("all", "kostek"),
                 ("most", "kostkami"), ("assassin", "kostky"), ("inches", "palců"),
                 ("side", "palců"), ("n", "hexy"), ("n", "hex"), ("full", "figurky"),
                 ("per", "stojky"), ("door", "stojky"), ("hours", "hodin"),
                 ("blue_foot_too_far", "hexy")}  # the rulebook's 2 (001: blue foot moves 1)
_NOT_COUNTS = {"field", "ability", "feat", "name", "what"}  # names, not numbers


def test_czech_counts_agree_with_their_number():
    """'stojí 1 z 1 úseku', never '1 z 1 úseků' or '5 palce' (counts take the
    number's case): a number before its noun is a plural message (ngettext), or the noun
    is moved out of the count's way ('dostřel 4, obojí v palcích')."""
    import re

    counted = re.compile(r"\{(\w+)\} (palc\w*|palec|hex\w*|kost\w*|úsek\w*|hodin\w*|"
                         r"figur(?:ek|ky|ka)|stoj(?:ek|ky|ka))\b")
    bad = [(m.id, g.group(0)) for m in _catalog_entries() if not isinstance(m.id, tuple)
           for g in counted.finditer(m.string)
           if g.groups() not in _FIXED_COUNTS and g.group(1) not in _NOT_COUNTS]
    assert not bad, bad


# a word the Czech rulebooks do not use, and the rulebook's own term (seed file, line)
_NOT_THE_RULEBOOKS = {
    r"\bZocelen": "Otrlý (000 L1440)",
    r"\bOstrostřel": "Přesný střelec (000 L1292)",
    r"\bČilost": "Duchapřítomnost (000 L1306)",
    r"\b[Jj]edovat": "Toxický / X (000 L1494)",
    r"\bRULINGS \d": "výklad č. N v docs/RULINGS.md",
    r"\bFyzický výkon": "Tělesný úkon (000 L561)",
    r"v záloze|ze zálohy|zálohy\b": "rezervní karta (000 L431)",
    r"\bpřirozen[áéý] \d": "padne 1, padnou dvě jedničky (000 L378, 004 L11)",
    r"[Tt]abulk\w+ průlomu": "Tabulka prolomení (002 L253)",
    r"neochvějnost": "prapor vytrvalosti (002 L121)",
    r"vrhač\w* kamen": "kamenomet (002 L261)",
    r"\b[Rr]ozstřel": "hod kostkou (002 L208)",
    r"(?<![\w{-])[DK]\{sides\}": "k6, k{sides} (002 L177, 004 L74)",
    r"[Žž]ezl\w* svrchovanosti": "žezlo vlády (002 L182)",
    r"odstřelovačsk": "ostřelovačská trojnožka (003 L15)",
    r"strmě vyvýšen": "prudce vyvýšený terén (004 L148)",
    r"překážející": "obtížný terén (004 L144)",
    r"\bjízdní": "jezdecká jednotka (001 L9)",
    r"\bzón[auy]\b": "rozmisťovací oblast (000 L412)",
    r"\b(?:ho |ji )?krýt\b|\bkryt \(CC\)": "vykrytí, vykrýt (003 L29; krytí is cover, L47)",
}


def test_czech_messages_use_the_rulebooks_terms():
    """The Czech rulebooks' own words, in the help as in the results (a new message with a
    word they replace fails here)."""
    import re

    bad = [(word, term, s[:70]) for m in _catalog_entries()
           for s in (m.string if isinstance(m.string, tuple) else (m.string,))
           for word, term in _NOT_THE_RULEBOOKS.items() if re.search(word, s)]
    assert not bad, bad


def test_the_catalog_ships_with_the_package():
    from importlib import resources

    mo = resources.files("muster").joinpath("locale", "cs", "LC_MESSAGES", "muster.mo")
    assert mo.is_file()
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"locale/*/LC_MESSAGES/*.mo"' in pyproject


def test_void_initiative_in_czech(muster):
    # Kara d20 8 + own 2 = 10 acts before Bandit d20 10 - panic 2 = 8 (seed 003 L27)
    args = ("deploy-shuffle", "void", "--fighter", "Kara=2", "--fighter", "Bandit", "--panic",
            "Bandit", "--dice", "8,10")
    run = muster("--lang", "cs", *args)
    lines = [line.split() for line in run.out.splitlines()]
    assert run.out.splitlines()[0] == \
        ("Iniciativa (ř.\u00a027): k20 + bonusy a postihy; bojovník s nejvyšším výsledkem začíná "
         "jako první")
    assert lines[1] == ["bojovník", "k20", "modifikátory", "součet"]
    assert lines[2] == ["1.", "Kara", "8", "+2", "vlastní", "bonus", "10"]
    assert lines[3] == ["2.", "Bandit", "10", "−2", "panika", "8"]
    # JSON stays English and the same
    assert muster("--lang", "cs", *args, "--json").out == muster(*args, "--json").out
    assert '"what": "panic"' in muster(*args, "--json").out.replace('":"', '": "')
    # Kara leads by 4: P(d20a - d20b > -4) = 264/400, plus half the ties (16/400) = 17/25
    odds = muster("--lang", "cs", "deploy-shuffle", "void", "--fighter", "Kara=2", "--fighter",
                  "Bandit", "--panic", "Bandit", "--odds").out.replace(NBSP, " ").splitlines()
    assert odds[0] == "Iniciativa, 1. kolo: šance na každé místo v pořadí"
    assert odds[1].split() == ["bojovník", "jedná", "první", "2.", "místo"]
    assert odds[2].split() == ["Kara", "68,00", "%", "(17/25)", "32,00", "%"]


# ---------------------------------------------------------------- --times labels and JSON in Czech


def labels(lines: list[str], header: str) -> list[str]:
    """The outcome column of a --times table (rows after the header, before any mean line)."""
    start = next(i for i, line in enumerate(lines) if line.startswith(header)) + 1
    rows = []
    for line in lines[start:]:
        if line.startswith("průměr"):
            break
        rows.append(line.rsplit(None, 3)[0])  # label, count, share, "%"
    return rows


TIMES = [
    (("roll", "void", "--target", "10", "--times", "1000", "--seed", "1"), "výsledek",
     ["neúspěch", "neúspěch, Smůla", "úspěch", "úspěch, Štěstí"]),
    (("roll", "mk", "-a", "9", "-D", "16", "-D", "14", "--times", "100", "--seed", "1"),
     "zásahy", ["minutí, minutí", "minutí, zásah", "zásah, zásah"]),
    (("siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage", "2",
      "--times", "200", "--seed", "1"), "výsledek", ["zničen", "zásah", "minutí"]),
    (("wound", "void", "--action", "grab", "--strength", "12", "--target-strength", "10",
      "--defence", "parry", "--target-cc", "8", "--times", "200", "--seed", "1"), "výsledek",
     ["odvráceno", "chycen", "vedle"]),
]


@pytest.mark.parametrize("args,header,expected", TIMES)
def test_times_labels_in_czech(muster, args, header, expected):
    # every outcome the rules allow shows up in this many rolls, in the keys' own order
    assert labels(cs_lines(muster, *args), header) == expected


JSON_SAME = [
    ("wound", "bl", "-a", "blue", "--attacker-type", "mounted", "-w", "long-sword", "-t",
     "green", "--times", "200", "--seed", "1"),
    ("scatter", "bl", "--battle-dice", "3", "--times", "50", "--seed", "1"),
    ("roll", "bl", "3", "--times", "20", "--seed", "1"),
    ("roll", "void", "--target", "10", "--times", "300", "--seed", "1"),
    ("scatter", "void", "--rc", "10", "--charge", "he", "--timed", "--target-agility", "8",
     "--times", "100", "--seed", "1"),
    ("wound", "void", "--weapon", "sword", "--target-armor", "5", "--times", "50", "--seed",
     "1"),
    ("wound", "mk", "-a", "9", "-m", "2", "-D", "15", "-D", "16", "--split", "1,1", "--times",
     "50", "--seed", "2"),
    ("scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--defense", "17",
     "--times", "50", "--seed", "1"),
    ("list-validate", "armies/battlelore/"),
    ("list-validate", "armies/void/"),
    ("list-validate", "armies/mageknight/"),
]


@pytest.mark.parametrize("args", JSON_SAME, ids=lambda a: " ".join(a[:2]))
def test_json_is_the_same_in_czech(muster, args):
    en = muster(*args, "--json")
    cs = muster("--lang", "cs", *args, "--json")
    assert en.out == cs.out
    json.loads(en.out)  # it is JSON at all


def test_json_times_labels_stay_english(muster):
    run = muster("--lang", "cs", "wound", "bl", "-a", "blue", "--attacker-type", "mounted",
                 "-w", "long-sword", "-t", "green", "--times", "200", "--seed", "1", "--json")
    labels_ = [o["label"] for o in json.loads(run.out)["outcomes"]]
    assert "0 lost, retreat 1" in labels_
    assert all("ztracen" not in label for label in labels_)


def test_figure_counts_plural_forms(cs):
    assert [i18n.ngettext("{n} figures", "{n} figures", n).format(n=n) for n in (1, 2, 5)] == \
        ["1 figurka", "2 figurky", "5 figurek"]


def test_every_czech_message_cites_the_rulebook_lines_of_its_english_one():
    """A line reference (L862-864) is the same rulebook line in both languages: when the
    English one is corrected, the Czech one must follow (ř. 862–864)."""
    import re

    from babel.messages.pofile import read_po

    po = Path(i18n.__file__).parent / "locale" / "cs" / "LC_MESSAGES" / "muster.po"
    with po.open("rb") as fh:
        catalog = read_po(fh)
    stale = []
    for message in catalog:
        if not message.id or isinstance(message.id, tuple) or not message.string:
            continue
        cited = {n for ref in re.findall(r"L(\d+)(?:-(\d+))?", message.id) for n in ref if n}
        given = set(re.findall(r"\d+", str(message.string)))
        if cited - given:
            stale.append((sorted(cited - given), message.id[:70]))
    assert stale == []


def test_no_message_formats_its_placeholders():
    """In Czech every number argument is already text (1 815, 40,7) when a message is
    filled in, so a format spec on a placeholder ({mov:g}) raises there: messages take
    their numbers formatted, as {name}."""
    import re

    spec = re.compile(r"(?<!\{)\{[A-Za-z_]\w*:[^{}]*\}(?!\})")  # click formats its own !r
    found = []
    for m in _catalog_entries():
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        found += [text for text in ids if spec.search(text)]
    assert found == []


@pytest.mark.parametrize("args, needle", [
    (["--air-mov", "5.5", "--start", "0", "--end", "2"], "víc než pohyb ve vzduchu 5,5 cm"),
    (["--air-mov", "0", "--start", "0"], "větší než 0, ne 0"),
    (["--air-mov", "20", "--start", "0", "--target-level", "0", "--dive"], "stvůra na zemi"),
])
def test_flying_refusals_in_czech(muster, args, needle):
    assert_one_line_error(muster("--lang", "cs", "roll", "conf", "fly", *args), needle)


@pytest.mark.parametrize("args, line", [
    (["roll", "wm", "command", "--value", "9", "--penalty", "1", "--helm", "--odds"],
     "šance na úspěch: 83,33 % (5/6)"),
    (["roll", "wm", "command", "--value", "8", "--orb", "--odds"], "šance na úspěch: 100,00 %"),
    (["deploy-shuffle", "mk", "dispute", "--odds"], "šance na povolení akce: 50,00 % (1/2)"),
])
def test_yes_no_odds_name_the_outcome_as_a_noun_in_czech(muster, args, line):
    # "šance na uspělo" (a verb form after "šance na")
    assert line in uncoloured(muster("--lang", "cs", *args).out).replace("\u00a0", " ")


def test_a_number_longer_than_the_decimal_precision_is_written_in_czech(muster, czech):
    """Babel fails under the decimal module's 28 digits; a die typed with 31 digits (found by
    tests/test_quick.py) was a traceback in Czech, one line in English."""
    from muster.text import decimal, number

    run = muster("roll", "2d6", "--dice", "9" * 31, "--lang", "cs")
    assert_one_line_error(run, "kostka 1: „9\u00a0999\u00a0999\u00a0999", "není číslo")
    assert number(10 ** 40) == "10" + "\u00a0000" * 13
    assert decimal(1e40, 1).replace("\u00a0", "") == "1" + "0" * 40 + ",0"


def test_a_message_chosen_by_a_condition_is_in_the_catalog():
    """A refusal whose wording depends on a condition ('... one limb ...' if one_limb else
    '... two limbs ...') is two messages: both must reach the catalog (the extractor reads a
    string argument, not an `if` expression, unless each branch is marked N_), else the
    Czech error is English (wound void throw-opponent printed 'to throw with two limbs')."""
    import ast

    from babel.messages.pofile import read_po

    root = Path(i18n.__file__).parent
    with open(root / "locale" / "cs" / "LC_MESSAGES" / "muster.po", "rb") as fh:
        known = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(fh)}
    missing = []
    for path in root.rglob("*.py"):
        for node in walked(source(path)):
            name = getattr(getattr(node, "func", None), "id", "")
            if not isinstance(node, ast.Call) or name not in ("say", "FieldError", "RangeError",
                                                               "MusterError", "_"):
                continue
            for arg in node.args:
                if isinstance(arg, ast.IfExp):
                    for branch in (arg.body, arg.orelse):
                        text = branch.value if isinstance(branch, ast.Constant) else None
                        if isinstance(text, str) and " " in text and text not in known:
                            missing.append((path.name, node.lineno, text))
    assert not missing, missing
