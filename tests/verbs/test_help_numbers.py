"""Help texts that quote the rules' numbers take them from the data files, when the help is
shown: `wound bl`, `wound mk`, `roll mk`."""

from __future__ import annotations

import copy

import pytest
import typer.main

from muster import help_door, verbs
from muster.games.battlelore import tables


@pytest.fixture(autouse=True)
def _the_apps_help(monkeypatch):
    """The help the app renders from the data in use (these tests change the data in this
    process; a pipe's kept page is the bundled data's: tests/test_help_door.py)."""
    monkeypatch.setattr(help_door, "page", lambda argv: None)


def _plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_wound_bl_help_quotes_the_combat_data(muster):
    out = _plain(muster("wound", "bl", "--help").out)
    assert "(green 2, blue 3, red 4)" in out and "(Frightened: 2)" in out
    assert "foot 4, mounted 3" in out and "moved 2 may not battle" in out
    assert "usually 4-7" in out and "(common bow 4, crossbow 3)" in out and "{" not in out
    cs = _plain(muster("--lang", "cs", "wound", "bl", "--help").out)
    assert "(zelená 2, modrá 3, červená 4)" in cs and "(vystrašená: 2)" in cs
    assert "pěší 4, jezdecká 3" in cs and "{" not in cs


def test_a_changed_data_file_changes_the_help(muster, monkeypatch):
    data = copy.deepcopy(tables.rules())
    data["colours"]["blue"]["dice"] = 5
    data["move_then_battle"]["foot"]["blue"] = 3
    monkeypatch.setattr(tables, "rules", lambda: data)
    monkeypatch.setattr(verbs, "_BUILT", {})  # a command built afresh, its help unfilled
    out = _plain(muster("wound", "bl", "--help").out)
    assert "(green 2, blue 5, red 4)" in out and "moved 4 may not battle" in out


def test_running_the_command_reads_no_data_for_its_help():
    """Building the command leaves its help's fields unfilled: only showing it reads them."""
    from muster.verbs.wound.battlelore import app

    command = typer.main.get_command(app)
    assert "{green}" in (command.help or "")


def test_completing_an_option_shows_its_help_filled():
    from click.shell_completion import ShellComplete

    from muster.app import app

    verbs._COMPLETING.append(True)
    try:
        cli = typer.main.get_command(app)
        verbs.tidy(cli)
        comp = ShellComplete(cli, {}, "muster", "_MUSTER_COMPLETE")
        items = comp.get_completions(["wound", "bl"], "--hex")
    finally:
        verbs._COMPLETING.pop()
    helps = {item.value: item.help for item in items}
    assert "(common bow 4, crossbow 3)" in (helps["--hexes"] or "")


def test_wound_mk_help_quotes_the_attack_data(muster, monkeypatch):
    out = _plain(muster("wound", "mk", "--help").out)
    assert "natural 2 critical miss: fails, 1 pushing damage" in out and "{" not in out
    out = _plain(muster("wound", "mk", "attack", "--help").out)
    assert "--precision (-2)" in out and "both +2)" in out and "{" not in out
    out = _plain(muster("wound", "mk", "capture", "--help").out)
    assert "a close attack at -3 on one target" in out and "{" not in out
    out = _plain(muster("wound", "mk", "eliminate-captive", "--help").out)
    assert "a close attack at -3 on it" in out and "{" not in out
    out = _plain(muster("wound", "mk", "heal", "--help").out)
    assert "(+1 on a critical hit)" in out and "{" not in out
    from muster.games.mageknight import tables as mk_tables

    data = copy.deepcopy(mk_tables.rules())
    data["precision"]["attack_modifier"] = -4
    data["gang_up"]["attack_per_warrior"] = 2
    monkeypatch.setattr(mk_tables, "rules", lambda: data)
    monkeypatch.setattr(verbs, "_BUILT", {})
    out = _plain(muster("wound", "mk", "attack", "--help").out)
    assert "--precision (-4)" in out and "helping, +2 attack each" in out


def test_roll_mk_help_quotes_the_attack_data(muster):
    out = _plain(muster("roll", "mk", "--help").out)
    assert "a natural 2 is a critical miss (fails, 1 pushing damage" in out
    assert "one target in contact with a friendly figure, -2 attack" in out
    assert "elevated-hindering (+2)" in out and "{" not in out


def test_scatter_help_quotes_the_data(muster, monkeypatch):
    from muster.games.mageknight import tables as mk_tables

    out = _plain(muster("scatter", "mk", "--help").out)
    assert "target value (-2 with --blocked); a natural 12 keeps it, a natural 2" in out
    assert "(+1 on a critical hit)" in out and "within 2 times the range" in out
    assert "{" not in out
    assert "(2 when Frightened;" in _plain(muster("scatter", "bl", "--help").out)
    data = copy.deepcopy(mk_tables.rules())
    data["bombard_blocked"]["attack_modifier"] = -3
    monkeypatch.setattr(mk_tables, "rules", lambda: data)
    monkeypatch.setattr(verbs, "_BUILT", {})
    assert "(-3 with --blocked)" in _plain(muster("scatter", "mk", "--help").out)


# ------------------------------------------------ house rules (MUSTER_DATA) change the help

import pytest  # noqa: E402

from engine.test_data import clear_caches  # noqa: E402


@pytest.fixture
def help_with(muster, monkeypatch):
    """help_with(folder, files, *args): ``muster ARGS --help`` (English, plain) with a
    MUSTER_DATA folder holding ``files`` ({"game/name.toml": text}), nothing kept from
    before: every cached table and built command is forgotten first (and after the test)."""

    def show(folder, files, *args, lang="en", terminal=False):
        folder.mkdir(exist_ok=True)
        for name, text in files.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_text(text, encoding="utf-8")
        monkeypatch.setenv("MUSTER_DATA", str(folder))
        monkeypatch.setenv("COLUMNS", "400")
        monkeypatch.setattr(verbs, "_BUILT", {})
        clear_caches()
        # the terminal's help (rich) or the plain help a pipe gets
        monkeypatch.setattr(verbs, "_rich_help", lambda: terminal)
        run = muster("--lang", lang, *args, "--help")
        assert run.code == 0, run.err
        assert "{" not in run.out
        return _plain(run.out.replace("\u2502", " "))  # rich's box sides

    yield show
    monkeypatch.undo()
    clear_caches()


@pytest.mark.parametrize(("args", "files", "before", "after"), [
    (("deploy-shuffle", "bl"),
     {"battlelore/agincourt.toml": "[sides.english]\ncommand_cards = 5\n"},
     "(Agincourt: English 6, French 4;", "(Agincourt: English 5, French 4;"),
    (("deploy-shuffle", "mk"),
     {"mageknight/setup.toml": "[standard_game]\nminutes = 75\npoints = 400\n"
                               '[actions]\ntable = [{ points = 400, actions = 4, ref = "h" }]\n'},
     "(--standard: 36 x 36 in, 300 points, 50 minutes, 0-4 terrain pieces each",
     "(--standard: 36 x 36 in, 400 points, 75 minutes, 0-4 terrain pieces each"),
    (("deploy-shuffle", "mk", "dispute"),
     {"mageknight/setup.toml": "[dispute]\nallowed = [1, 2, 3]\n"},
     "a D6, 1-3 the action is not carried out, 4-6 it is",
     "a D6, 4-6 the action is not carried out, 1-3 it is"),
    (("wound", "void", "travel"),
     {"void/rules.toml": "[travel.fast]\nspeed_kmh = 12\n"},
     "fast 10 km/h, standard 5 km/h, slow 1 km/h", "fast 12 km/h, standard 5 km/h, slow 1 km/h"),
    (("wound", "void", "fall"),
     {"void/rules.toml": "[fall]\ndamage_per_metre = 8\n"},
     "DAM 10 per metre above the faller's size", "DAM 8 per metre above the faller's size"),
    (("wound", "void", "attack"),
     {"void/rules.toml": "[immobilised]\nranged_bonus = 3\n[specials.pierce]\nattacker = -3\n"},
     "--range 1 m or more, +4 RC", "--range 1 m or more, +3 RC"),
])
def test_a_house_rule_changes_the_numbers_in_the_help(help_with, tmp_path, args, files, before,
                                                     after):
    assert before in help_with(tmp_path / "bundled", {}, *args)
    changed = help_with(tmp_path / "house", files, *args)
    assert after in changed and before not in changed


def test_the_void_attack_help_quotes_the_special_attacks_from_the_data(help_with, tmp_path):
    out = help_with(tmp_path, {"void/rules.toml": "[specials.pierce]\nattacker = -3\n"},
                    "wound", "void", "attack")
    assert "(stabbing weapon: -3 to hit, the parry -4), cleave (cutting weapon: -4 to hit" in out


def test_the_mage_knight_actions_per_turn_are_the_table_s_rows(help_with, tmp_path):
    table = '[actions]\ntable = [{ points = 250, actions = 2, ref = "house" }]\n'
    out = help_with(tmp_path, {"mageknight/setup.toml": table}, "deploy-shuffle", "mk")
    assert "(--points: 250 -> 2)" in out  # the rows the rule reads, as --points 250 does


_WM_ROLLS = ("[casting.wand]\nbonus = 2\n[casting.spellbound]\npenalty = 2\n"
             "[dispel]\ntarget = 5\nsides = 8\n[spellbind]\ntarget = 3\n")
_VOID_INITIATIVE = "".join(f"[modifier.{name}]\nvalue = {value}\n" for name, value in (
    ("expected", 4), ("surprised", -6), ("panic", -3), ("fatigue", -2), ("immobilised", -7)))
_MK_ATTACK = "[critical_miss]\npushing_damage = 2\n[critical_hit]\nextra_damage = 3\n"


@pytest.mark.parametrize(("args", "files", "befores", "afters"), [
    (("roll", "wm", "cast"), {"warmaster/rolls.toml": _WM_ROLLS},
     ["Wand of Power, +1 to the first attempt", "spellbound, -1 on every attempt",
      "dispel a cast spell, 4+ on a D6 (once per spell)", "if the casting fails, 4+ spellbinds"],
     ["Wand of Power, +2 to the first attempt", "spellbound, -2 on every attempt",
      "dispel a cast spell, 5+ on a D8 (once per spell)", "if the casting fails, 3+ spellbinds"]),
    (("wound", "void", "travel"),
     {"void/rules.toml": "[travel.fast]\nspeed_kmh = 12\n[travel.slow]\nspeed_kmh = 2\n"
                         "[search.sense.sight]\nrange_m = 150\n"
                         "[search.sense.smell]\nrange_m = 40\n"},
     ["fast (10 km/h: a Durability roll", "or slow (1 km/h: expects",
      "sight (200 m), hearing (100 m), smell (50 m)"],
     ["fast (12 km/h: a Durability roll", "or slow (2 km/h: expects",
      "sight (150 m), hearing (100 m), smell (40 m)"]),
    (("deploy-shuffle", "void"), {"void/initiative.toml": _VOID_INITIATIVE},
     ["Modifiers: --expected +5 and --surprised -5 (first round only), --panic -2, "
      "--fatigue NAME=LEVEL -1 a level, --immobilised -8;",
      "Was ready for the attack: +5,", "Caught by surprise: -5,", "Panicking: -2.",
      "Fatigue: -1 for each level.", "Cannot move: -8."],
     ["Modifiers: --expected +4 and --surprised -6 (first round only), --panic -3, "
      "--fatigue NAME=LEVEL -2 a level, --immobilised -7;",
      "Was ready for the attack: +4,", "Caught by surprise: -6,", "Panicking: -3.",
      "Fatigue: -2 for each level.", "Cannot move: -7."]),
    (("siege-breach", "mk"), {"mageknight/attack.toml": _MK_ATTACK},
     ["natural 2 misses with 1 pushing damage, natural 12 hits with +1 damage"],
     ["natural 2 misses with 2 pushing damage, natural 12 hits with +3 damage"]),
])
def test_a_house_rule_changes_every_number_the_help_quotes(help_with, tmp_path, args, files,
                                                           befores, afters):
    """The helps that restated data values: each number is the data's, on a pipe and on a
    terminal."""
    for terminal in (False, True):
        bundled = help_with(tmp_path / "bundled", {}, *args, terminal=terminal)
        changed = help_with(tmp_path / "house", files, *args, terminal=terminal)
        for before, after in zip(befores, afters, strict=True):
            assert before in bundled and before not in changed, before
            assert after in changed, after


@pytest.mark.parametrize(("args", "files", "before", "after"), [
    (("roll", "wm", "cast"), {"warmaster/rolls.toml": _WM_ROLLS},
     "Hůlka síly, +1 k prvnímu pokusu", "Hůlka síly, +2 k prvnímu pokusu"),
    (("roll", "wm", "cast"), {"warmaster/rolls.toml": _WM_ROLLS},
     "odvrátit, 4+ na k6 (jednou za kouzlo)", "odvrátit, 5+ na k8 (jednou za kouzlo)"),
    (("wound", "void", "travel"), {"void/rules.toml": "[search.sense.hearing]\nrange_m = 90\n"},
     "sight (zrak, 200 m), hearing (sluch, 100 m)", "sight (zrak, 200 m), hearing (sluch, 90 m)"),
    (("deploy-shuffle", "void"), {"void/initiative.toml": _VOID_INITIATIVE},
     "--expected +5 a --surprised \u22125", "--expected +4 a --surprised \u22126"),
    (("siege-breach", "mk"), {"mageknight/attack.toml": _MK_ATTACK},
     "s 1 nátlakovým zraněním", "s 2 nátlakovým zraněním"),
])
def test_the_czech_help_quotes_the_changed_numbers_too(help_with, tmp_path, args, files, before,
                                                       after):
    for terminal in (False, True):
        bundled = help_with(tmp_path / "bundled", {}, *args, lang="cs", terminal=terminal)
        changed = help_with(tmp_path / "house", files, *args, lang="cs", terminal=terminal)
        assert before in bundled and before not in changed
        assert after in changed


def test_a_terminal_help_lists_its_subcommands_with_their_numbers(muster, monkeypatch):
    """Rich lists a subcommand by its help's whole first paragraph: filled there too."""
    import re

    monkeypatch.setenv("COLUMNS", "400")
    monkeypatch.setattr(verbs, "_rich_help", lambda: True)
    for args in (("roll",), ("wound",), ("wound", "void"), ("roll", "wm"), ("roll", "conf"),
                 ("siege-breach",), ("deploy-shuffle", "mk")):
        for lang in ("en", "cs"):
            out = muster("--lang", lang, *args, "--help").out
            assert not re.search(r"\{[a-z_]+\}", out), (args, lang)
    out = _plain(muster("roll", "--help").out.replace("\u2502", " "))
    assert "a natural 2 is a critical miss (fails, 1 pushing damage" in out


def test_a_house_rule_changes_a_terminal_listing(help_with, tmp_path):
    files = {"warmaster/rolls.toml": "[dispel]\ntarget = 5\n"}
    assert "The Dwarf Runesmith: 4+ dispels" in help_with(tmp_path / "bundled", {}, "roll",
                                                          "wm", terminal=True)
    changed = help_with(tmp_path / "house", files, "roll", "wm", terminal=True)
    assert "The Dwarf Runesmith: 5+ dispels" in changed and "4+ dispels" not in changed


@pytest.mark.parametrize(("args", "files", "before", "after"), [
    (("wound", "wm"), {"warmaster/combat.toml": "[fortified]\nto_hit = 5\n"},
     "A fortified target: hit only on a 6", "A fortified target: hit only on a 5"),
    (("deploy-shuffle", "wm", "alternate"), {"warmaster/rolls.toml": "[game_length]\nbase = 6\n"},
     "Also roll the game length: 5 + D3 turns.", "Also roll the game length: 6 + D3 turns."),
    (("scatter", "wm"), {"warmaster/rolls.toml": "[gerroff]\ndice = 4\nmultiplier = 4\n"},
     "Read '5 x D6 cm' as one D6 times 5 cm (default: 5D6 added)",
     "Read '4 x D6 cm' as one D6 times 4 cm (default: 4D6 added)"),
    (("siege-breach", "wm", "attack"), {"warmaster/siege.toml": "[modifiers.gate]\nvalue = 2\n"},
     "+1 against a gate (or small door)", "+2 against a gate (or small door)"),
    (("roll", "void", "test"), {"void/rules.toml": "[test]\nmax_target = 18\n"},
     "an attribute or Armor (0-19). Limits apply", "an attribute or Armor (0-18). Limits apply"),
    (("roll", "void", "control"), {"void/rules.toml": "[test]\nluck = 2\n"},
     "only Luck (1) and Bad luck (20) count", "only Luck (2) and Bad luck (20) count"),
    (("scatter", "void"), {"void/gear.toml": "[charges.fragmentation]\nexplosion_m = 12\n"},
     "fragmentation (tříštivý, 10 m)", "fragmentation (tříštivý, 12 m)"),
    (("roll", "conf", "melee-setup"),
     {"confrontation/flying.toml": "[dive]\nbonus = { ini = 2, att = 2, str = 2 }\n"},
     "dived onto its enemy: +3 INI, ATT and STR", "dived onto its enemy: +2 INI, ATT and STR"),
    (("roll", "conf", "feat"), {"confrontation/rolls.toml": "[feat]\ncm_per_inch = 2.54\n"},
     "A physical feat, d6 + MOV/2.5 above", "A physical feat, d6 + MOV/2.54 above"),
    (("scatter", "conf"), {"confrontation/flight.toml": "[rapidity]\nmov_multiplier = 4\n"},
     "Rapidity triples MOV first: 2 x 3 x MOV", "Rapidity triples MOV first: 2 x 4 x MOV"),
    (("deploy-shuffle", "conf", "new"),
     {"confrontation/deploy.toml": "[reserve]\nlimit = 2\n"},
     "may hold 2 reserve cards, the other 1.", "may hold 3 reserve cards, the other 2."),
    (("wound", "conf", "melee"),
     {"confrontation/tests.toml": "[penalty.stunned]\nvalue = 2\n"},
     "this round: -1 on his defence dice too", "this round: -2 on his defence dice too"),
])
def test_a_house_rule_changes_the_other_numbers_the_help_quotes(help_with, tmp_path, args, files,
                                                                before, after):
    assert before in help_with(tmp_path / "bundled", {}, *args)
    changed = help_with(tmp_path / "house", files, *args)
    assert after in changed and before not in changed


def test_a_decimal_the_help_quotes_has_a_czech_comma(help_with, tmp_path):
    assert "k6 + MOV/2,5 nad obtížnost" in help_with(tmp_path, {}, "roll", "conf", "feat",
                                                    lang="cs")


def test_the_command_totals_that_fail_follow_the_command_limit(help_with, tmp_path):
    assert "(11 and 12 fail against 10)" in help_with(tmp_path / "bundled", {}, "roll", "wm",
                                                      "command")
    files = {"warmaster/rolls.toml": "[command]\nmax_value = 9\n"}
    assert "(10, 11 and 12 fail against 9)" in help_with(tmp_path / "house", files, "roll",
                                                         "wm", "command")
    assert "(10, 11 a 12 proti 9 selžou)" in help_with(tmp_path / "house", files, "roll", "wm",
                                                       "command", lang="cs")
