"""list-validate's options: --opponent, --siege and --rule reach the rules; bad options and
bad opponents are one line."""

from __future__ import annotations

import io
import sys

import pytest

from helpers import assert_one_line_error, python_c
from lists.testgame import GAME, LEGAL


def test_opponent_and_siege_reach_the_rules(muster, game, write):
    mine = write("mine.yaml", LEGAL)
    theirs = write("theirs.json", '{"game": "warmaster", "figures": []}')
    run = muster("list-validate", mine, "--opponent", theirs, "--siege", "Attacker",
                 "--rule", "blood-brother=subtract", "--rule", "siege-tolerance = 5",
                 "--format", "json")
    assert run.code == 0
    army, ctx = game.calls[0]
    assert ctx.opponent == {"game": "warmaster", "figures": []}
    assert ctx.siege == "attacker"
    assert ctx.options == {"blood-brother": "subtract", "siege-tolerance": "5"}
    assert run.json["files"][0]["summary"]["opponent_game"] == GAME


def test_opponent_from_stdin(muster, game, write, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("game: warmaster\nfigures: []\n"))
    assert muster("list-validate", write("a.yaml", LEGAL), "--opponent", "-").code == 0
    assert game.calls[0][1].opponent == {"game": "warmaster", "figures": []}


def test_unreadable_opponent_is_one_line(muster, game, write):
    mine = write("mine.yaml", LEGAL)
    bad = write("bad.yaml", "game: warmaster\nfigures: [\n")
    assert_one_line_error(muster("list-validate", mine, "--opponent", bad),
                          f"--opponent {bad}:3:1", "input.syntax")
    assert_one_line_error(muster("list-validate", mine, "--opponent", bad + "-nope"),
                          "no such file")
    assert game.calls == []


def test_schema_invalid_opponent_is_one_line(muster, game, write):
    mine = write("mine.yaml", LEGAL)
    bad = write("bad.yaml", "game: warmaster\nfigures:\n  - {name: 3, points: 1}\n")
    assert_one_line_error(muster("list-validate", mine, "--opponent", bad),
                          f"--opponent {bad}:3:12", "expected text", "schema.type")


@pytest.mark.parametrize("args,needle", [
    (["--siege", "besieger"],
     "--siege: unknown siege side 'besieger' (allowed: attacker, defender)"),
    (["--rule", "nonsense"], "--rule takes NAME=VALUE (e.g. --rule blood-brother=subtract), "
                             "not 'nonsense'"),
    (["--rule", "x="], "--rule takes NAME=VALUE (e.g. --rule blood-brother=subtract), not 'x='"),
])
def test_bad_options_are_one_line(muster, game, write, args, needle):
    assert_one_line_error(muster("list-validate", write("a.yaml", LEGAL), *args), needle)
    assert game.calls == []


def test_no_path_is_one_line(muster):
    assert_one_line_error(muster("list-validate"), "PATH")


def test_stdin_twice_is_one_line(muster, game, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(LEGAL))
    assert_one_line_error(muster("list-validate", "-", "--opponent", "-"), "stdin")


def test_yaml_and_jsonschema_are_not_imported_by_other_commands():
    code = ("import sys; from muster.app import main; main(['roll', '2d6', '--seed', '1']); "
            "main(['list-validate', '--help']); main(['schema', '--help']); "
            "print(sorted(m for m in ('yaml', 'jsonschema', 'jsonschema_rs', 'multiprocessing') "
            "if m in sys.modules))")
    out = python_c(code, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]"


WARMASTER = "armies/warmaster/legal-dwarfs-1000-exactly-at-limit.yaml"
BATTLELORE = "armies/battlelore/legal-agincourt.yaml"


def test_a_rule_no_checked_list_reads_is_a_note_not_a_silence(muster):
    """`--rule oob-weapons` is BattleLore's: on Warmaster lists alone it changes nothing, and
    says so on stderr (not a refusal: a script may give every batch the same options)."""
    alone = muster("list-validate", WARMASTER, "--rule", "oob-weapons=ignore",
                   "--rule", "siege-tolerance=5")
    assert alone.code == 0
    assert alone.err.splitlines() == [
        "muster: note: --rule oob-weapons applies to BattleLore lists only, and none was "
        "checked"]
    both = muster("list-validate", WARMASTER, BATTLELORE, "--rule", "oob-weapons=ignore")
    assert (both.code, both.err) == (0, "")
    as_json = muster("list-validate", WARMASTER, "--rule", "budget=100", "--format", "json")
    assert as_json.json["files"][0]["valid"] is True  # stdout stays the JSON
    assert "--rule budget applies to Void: Sci-Fantasy lists only" in as_json.err


def test_the_note_in_czech(muster):
    run = muster("--lang", "cs", "list-validate", WARMASTER, "--rule", "under-strength=allow")
    assert run.err.splitlines() == [
        "muster: poznámka: --rule under-strength platí jen pro soupisky hry BattleLore a "
        "žádná taková nebyla zkontrolována"]


def test_no_note_while_a_file_could_not_be_read(muster, tmp_path):
    """An unreadable file's game is not known: it may be the one the --rule is for."""
    run = muster("list-validate", WARMASTER, str(tmp_path / "missing.yaml"),
                 "--rule", "oob-weapons=ignore")
    assert run.code == 2
    assert "muster: note" not in run.err and "[input.missing]" in run.err
