"""Czech leftovers of issue 10 for BattleLore, Void, Mage Knight and app.py: --times outcome
labels, the retreat picture's "up" word, scenario unit names, roster details, Mage Knight's
item-slot and artifact plurals, app.py's own errors. Expected Czech is worked out by hand;
English output and --json stay as they were."""

from __future__ import annotations

import json

import pytest

from conftest import assert_one_line_error

NBSP = "\u00a0"


@pytest.fixture
def czech():
    """The process language set to Czech for a direct look at an outcome key's text."""
    from muster import i18n

    before = i18n.lang()
    i18n.set_lang("cs")
    yield
    i18n.set_lang(before)


def english(key) -> str:
    """The key's label as --json writes it (English whatever the language)."""
    from muster.engine.run import _english

    return _english(key)


def cs_lines(muster, *args: str) -> list[str]:
    run = muster("--lang", "cs", *args)
    assert run.code == 0, run.err
    return run.out.replace(NBSP, " ").splitlines()


def labels(lines: list[str], header: str) -> list[str]:
    """The outcome column of a --times table (rows after the header, before any mean line)."""
    start = next(i for i, line in enumerate(lines) if line.startswith(header)) + 1
    rows = []
    for line in lines[start:]:
        if line.startswith("průměr"):
            break
        rows.append(line.rsplit(None, 3)[0])  # label, count, share, "%"
    return rows


# ------------------------------------------------------------------ --times outcome keys


def test_battlelore_wound_key_in_czech_with_plurals(czech):
    from muster.games.battlelore.wound import WoundKey

    assert str(WoundKey((0, False, 1, False))) == "ztraceno 0 figurek, ústup 1"
    assert str(WoundKey((1, False, 2, True))) == "ztracena 1 figurka, ústup 2, protiútok"
    assert str(WoundKey((2, False, 0, False))) == "ztraceny 2 figurky, ústup 0"
    assert str(WoundKey((5, True, 0, False))) == "ztraceno 5 figurek, zničena"
    # the JSON label stays English
    assert english(WoundKey((1, False, 2, True))) == "1 lost, retreat 2, battles back"
    assert english(WoundKey((3, True, 0, False))) == "3 lost, destroyed"


def test_battlelore_retreat_key_and_face_tally_in_czech(czech):
    from muster.games.battlelore.battle_roll import Tally
    from muster.games.battlelore.displace import RetreatKey

    assert str(RetreatKey(2, 1)) == "ústup 2, ztracena 1 figurka"
    assert english(RetreatKey(2, 1)) == "retreat 2, 1 lost"
    # die order green, blue, red, bonus, flag, lore: the Czech short names --dice takes
    assert str(Tally((1, 0, 0, 2, 1, 0))) == "1 zelená, 2 meč, 1 vlajka"
    assert english(Tally((1, 0, 0, 2, 1, 0))) == "1 green, 2 bonus, 1 flag"
    assert str(Tally((0, 0, 0, 0, 0, 0))) == "žádné kostky"


def test_void_outcome_keys_in_czech(czech):
    from muster.games.void.grenade import ThrowKey
    from muster.games.void.outcomes import D20Outcome, VolleyOutcome, WoundOutcome

    assert str(D20Outcome((False, False, True))) == "neúspěch, Smůla"
    assert str(D20Outcome((True, True, False))) == "úspěch, Štěstí"
    # (hit, avoided, _, damage, pain, dead, broken, overheated, effect)
    assert str(WoundOutcome((True, False, 0, 20, False, True, False, False, False))) == \
        "zásah, 20 poškození, mrtev"
    assert str(WoundOutcome((False, False, 0, 0, False, False, True, False, False))) == \
        "minutí, zbraň zničena/ztracena"
    assert str(WoundOutcome((True, True, 0, 0, False, False, False, False, False))) == \
        "zásah, odvráceno"
    assert str(WoundOutcome((True, False, 0, 5, True, False, False, True, False))) == \
        "zásah, 5 poškození, Bolest, přehřátí"
    # targets hit, wounded, dead, damage, prone, weapon broken: 1 / 2-4 / 5+ forms
    assert str(VolleyOutcome((1, 1, 1, 10, 0, False))) == \
        "1 zásah, 1 zraněný, 1 mrtvý, 10 poškození"
    assert str(VolleyOutcome((2, 2, 2, 0, 2, False))) == \
        "2 zásahy, 2 zranění, 2 mrtví, 2 zalehli"
    assert str(VolleyOutcome((5, 5, 5, 0, 5, True))) == \
        "5 zásahů, 5 zraněných, 5 mrtvých, 5 zalehlo, zbraň zničena"
    assert english(VolleyOutcome((2, 2, 0, 40, 0, False))) == "2 hit, 2 wounded, 40 damage"
    # grenade: (hit, metres, bearing, caught, supply lost, escaped)
    assert str(ThrowKey(False, 3, 1, True, False, False)) == "3 m na 1 hodině, ve výbuchu"
    assert str(ThrowKey(False, 4, 7, True, True, True)) == \
        "4 m na 7 hodinách, unikl, zásoba ztracena"
    assert str(ThrowKey(True, 0, None, True, False)) == "zásah, ve výbuchu"
    assert str(ThrowKey(False, 0, None, False, False)) == "vedle, 0 m, mimo výbuch"
    assert english(ThrowKey(False, 4, 7, True, True, True)) == \
        "4 m at 7 o'clock, escaped, supply lost"


def test_mage_knight_outcome_keys_in_czech(czech):
    from muster.games.mageknight.attack import HitPattern
    from muster.games.mageknight.bombard import BombardKey
    from muster.games.mageknight.wound import WoundOutcome

    assert str(HitPattern((True, False))) == "zásah, minutí"
    key = WoundOutcome((((True, 2, None, True), (False, 0, None, False), (True, 0, 3, False)),
                        1))
    assert str(key) == ("C1 zásah, zranění 2, vyřazen; C2 minutí; C3 zásah, léčení 3; "
                        "nátlakové zranění 1")
    assert english(key) == "T1 hit dmg 2 eliminated; T2 miss; T3 hit heal 3; pushing 1"
    assert str(BombardKey(False, 1.5, 180, (True, False, True), 0)) == \
        "rozptyl 1,5″ ve směru 180°; zasažené figury: 1, 3"
    assert str(BombardKey(True, 0, None, (False,), 1)) == \
        "žeton zůstane; zasažené figury: žádné; nátlakové zranění 1"
    assert english(BombardKey(False, 1.5, 180, (True,), 0)) == \
        "scatters 1.5 in at 180 deg; figures hit: 1"


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


# ------------------------------------------------------------------ pictures, scenarios


def test_retreat_picture_scale_line_in_czech(muster):
    lines = cs_lines(muster, "scatter", "bl", "--battle-dice", "3", "--dice", "flag,flag,blue",
                     "--blocked", "1")
    assert lines[-1] == ("  měřítko: jeden sloupec = 0,2 hex, jeden řádek = 0,4 hex; "
                         "nahoru vede směr ústupu")


def test_scenario_unit_name_in_czech(muster):
    run = muster("--lang", "cs", "list-validate",
                 "armies/battlelore/illegal-missing-heavy-cavalry.yaml")
    assert ("straně 'french' chybí 1 jednotka typu jezdecká jednotka, červený prapor (těžké "
            "oddíly), dlouhý meč (těžká jízda): Agincourt jí dává 2, seznam má 1") in run.out
    run = muster("list-validate", "armies/battlelore/illegal-missing-heavy-cavalry.yaml")
    assert "is missing 1 red mounted long-sword unit (Heavy Cavalry): Agincourt" in run.out


# ------------------------------------------------------------------ rosters


def test_battlelore_roster_details_in_czech(muster):
    args = ("list-validate", "armies/battlelore/legal-agincourt.yaml", "--format", "markdown")
    out = "\n".join(cs_lines(muster, *args))
    assert ("| 1 | english | Archers (left) | 1 | zelený prapor, pěší jednotka, běžný luk, "
            "4 figurky |") in out
    assert ("| 16 | french | Regular cavalry | 1 | modrý prapor, jezdecká jednotka, dlouhý "
            "meč, 3 figurky |") in out
    assert "**Armáda:** scénář Agincourt; jednotky 19; figurky 73" in out
    out = muster(*args).out
    assert "| 1 | english | Archers (left) | 1 | green, foot, common-bow, 4 figures |" in out
    assert "**Army:** scenario Agincourt; units 19; figures 73" in out


def test_figure_counts_plural_forms(czech):
    from muster.i18n import ngettext

    assert [ngettext("{n} figures", "{n} figures", n).format(n=n) for n in (1, 2, 5)] == \
        ["1 figurka", "2 figurky", "5 figurek"]


def test_void_roster_bought_weapons_in_czech(muster):
    out = muster("--lang", "cs", "list-validate", "armies/void/", "--format", "markdown").out
    assert "laserová puška, automatická, rychlopalná puška (2000)" in out
    assert "meč, adamantiová zbraň, monomolekulární zbraň (500)" in out
    assert "**Armáda:** postavy 2" in out
    out = muster("list-validate", "armies/void/", "--format", "markdown").out
    assert "laser rifle, automatic, rapid-fire (2000)" in out
    assert "**Army:** characters 2" in out


def test_void_two_modifications_finding_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", "armies/void/illegal-two-modifications.yaml")
    assert ("meč – počet modifikací 2 (adamantiová, monomolekulární); zbraň smí mít jen "
            "jednu") in run.out


def test_mage_knight_roster_factions_in_czech(muster):
    out = "\n".join(cs_lines(muster, "list-validate",
                             "armies/mageknight/legal-shyft-and-mage-spawn-250.json",
                             "--format", "markdown"))
    assert "| 1 | Shyft Seer | 1 | 62 | 62 | Prism of Sight (18) | Shyftové |" in out
    assert "| 3 | Orc Warbeast | 1 | 55 | 55 |  | Magické stvůry |" in out


def test_mage_knight_slot_and_artifact_findings_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", "armies/mageknight/illegal-items-over-slots.yaml",
                 "armies/mageknight/illegal-two-artifacts-on-one-warrior.yaml")
    out = run.out.replace(NBSP, " ")
    assert "[mageknight.item-slots] Orc Hunter nese 2 předměty, ale má 1 pozici pro předměty; " \
        "o 1 víc" in out
    assert "[mageknight.one-artifact-per-warrior] Gulthak Orc nese 2 artefakty (Stormcaller " \
        "Horn je navíc); válečník smí nést nejvýš 1" in out
    run = muster("list-validate", "armies/mageknight/illegal-items-over-slots.yaml")
    assert "Orc Hunter carries 2 item(s) but has 1 item slot(s); 1 too many" in run.out


def test_mage_knight_slot_plurals(czech):
    from muster.games.mageknight.lists import _too_many_artifacts, _too_many_items
    from muster.i18n import shown

    assert shown(_too_many_items("Ork", 1, 0, 1)) == \
        "Ork nese 1 předmět, ale má 0 pozic pro předměty; o 1 víc"
    assert shown(_too_many_items("Ork", 5, 2, 3)) == \
        "Ork nese 5 předmětů, ale má 2 pozice pro předměty; o 3 víc"
    assert shown(_too_many_artifacts("Ork", 5, "Roh", 1)) == \
        "Ork nese 5 artefaktů (Roh je navíc); válečník smí nést nejvýš 1"
    assert str(_too_many_items("Ork", 5, 2, 3)) == \
        "Ork carries 5 item(s) but has 2 item slot(s); 3 too many"


# ------------------------------------------------------------------ app.py


def test_nul_in_an_argument_in_czech(muster):
    run = muster("--lang", "cs", "roll", "a\x00b")
    assert_one_line_error(run)
    assert run.err.strip() == "muster: chyba: argument obsahuje znak NUL nebo není platný text"


@pytest.mark.parametrize("shell_name,what", [
    ("tcsh", "--install-completion: shell 'tcsh' není podporován"),
    (None, "--install-completion: tento shell (nepodařilo se ho zjistit) není podporován")])
def test_completion_shell_error_in_czech(muster, monkeypatch, tmp_path, shell_name, what):
    import typer._completion_shared as completion

    monkeypatch.setenv("HOME", str(tmp_path))  # never touch the real shell rc files
    monkeypatch.delenv("_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION", raising=False)
    monkeypatch.setattr(completion, "_get_shell_name", lambda: shell_name)
    run = muster("--lang", "cs", "--install-completion")
    assert_one_line_error(run)
    assert run.err.strip() == (f"muster: chyba: {what}; doplňování funguje v bash, zsh, fish, "
                               "powershell, pwsh")
    assert list(tmp_path.iterdir()) == []


def test_long_error_tail_in_czech(muster):
    run = muster("--lang", "cs", "roll", "x" * 500)
    assert_one_line_error(run)
    # the message is cut to its start and end, and says how long it was
    assert run.err.replace(NBSP, " ").rstrip().endswith(" znaků)")
    assert " (celkem " in run.err
