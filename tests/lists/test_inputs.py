"""What list-validate reads: files, directories, stdin, files that are no army files, games
without a schema or rules."""

from __future__ import annotations

import io
import sys

import pytest

from lists.testgame import GAME, ILLEGAL, LEGAL, SCHEMA, lines
from muster import games
from muster.lists import validate as validate_mod


def test_stdin(muster, game, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO(ILLEGAL))
    run = muster("list-validate", "-")
    assert run.code == 1
    assert lines(run)[1] == "<stdin>:6:11: error [test.bad-name] no figure may be called Bad"


def test_stdin_json_by_content(muster, game, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO('{"game": "warmaster", "figures": []}'))
    run = muster("list-validate", "-", "--format", "json")
    assert run.code == 0 and run.json["files"][0]["file"] == "<stdin>"


def test_directories_are_searched_recursively_in_order(muster, game, write, tmp_path):
    write("armies/b/legal.yml", LEGAL)
    write("armies/a/illegal.yaml", ILLEGAL)
    write("armies/a/z.json", '{"game": "warmaster", "figures": []}')
    write("armies/a/notes.txt", "not an army")
    write("armies/.hidden/broken.yaml", "game: [")
    run = muster("list-validate", str(tmp_path / "armies"), "--format", "json")
    assert [f["file"].split("armies/")[1] for f in run.json["files"]] == [
        "a/illegal.yaml", "a/z.json", "b/legal.yml"]
    assert run.code == 1


def test_unreadable_and_legal_files_are_all_reported_exit_2(muster, game, write):
    good = write("legal.yaml", LEGAL)
    bad = write("broken.yaml", "game: warmaster\nfigures: [\n")
    run = muster("list-validate", good, bad, str(write("x", "") + "-missing"))
    assert run.code == 2
    out = lines(run)
    assert f"{good}: legal, 100 of 100 points" in out
    assert any(line.startswith(f"{bad}:3:1: error [input.syntax] not valid YAML") for line in out)
    assert f"{bad}: UNREADABLE" in out
    assert out[-1].startswith("3 files: 1 legal, 0 illegal, 2 unreadable")


def test_missing_file(muster, game, tmp_path):
    run = muster("list-validate", str(tmp_path / "nope.yaml"))
    assert run.code == 2
    assert f"{tmp_path}/nope.yaml: error [input.missing] no such file or directory" in lines(run)


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_folder_without_lists_is_a_bad_input_not_an_unreadable_file(muster, game, tmp_path,
                                                                      lang):
    # an existing, readable folder is neither a file nor unreadable: one line
    # on stderr, exit 2, no report, in both languages
    (tmp_path / "empty").mkdir()
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "readme.md").write_text("no lists here\n")
    for folder in ("empty", "notes"):
        run = muster("--lang", lang, "list-validate", str(tmp_path / "nope.yaml"),
                     str(tmp_path / folder))
        assert run.code == 2 and run.out == ""
        assert run.err.count("\n") == 1 and f"{tmp_path / folder}: " in run.err
        assert ("no *.yaml" if lang == "en" else "neobsahuje žádné soubory *.yaml") in run.err


@pytest.mark.parametrize("text,rule,message", [
    ("figures: []\n", "input.game", "no game: field"),
    ("game: chess\nfigures: []\n", "input.game", "unknown game 'chess'"),
    ("game: 7\n", "input.game", "unknown game '7'"),
    ("- game: warmaster\n", "input.not-mapping", "the file holds a list"),
    ("# only a comment\n", "input.empty", "holds no data"),
    ("---\n", "input.empty", "holds no data"),
    ("---\n...\n", "input.empty", "holds no data"),
    ("just text\n", "input.not-mapping", "the file holds a single value"),
])
def test_files_that_are_not_army_files(muster, game, write, text, rule, message):
    path = write("x.yaml", text)
    run = muster("list-validate", path)
    assert run.code == 2
    finding = lines(run)[0]
    assert f"error [{rule}]" in finding and message in finding, finding


def test_unknown_game_points_at_the_game_field(muster, game, write):
    path = write("x.yaml", "# army\ngame: chess\n")
    assert lines(muster("list-validate", path))[0].startswith(f"{path}:2:7: error [input.game]")


def test_game_without_schema_is_unreadable_not_a_crash(muster, game, write):
    path = write("v.yaml", "game: void\ncharacters: []\n")  # no void schema in the test dir
    run = muster("list-validate", path)
    assert run.code == 2
    assert lines(run)[0] == (f"{path}: error [input.game] muster has no army schema for "
                             "Void: Sci-Fantasy yet (void.army.schema.json is missing)")


def test_game_without_list_rules_is_unreadable_not_a_crash(muster, game, write, monkeypatch):
    monkeypatch.delitem(validate_mod._RULES, GAME)
    monkeypatch.setitem(games.PARTS, games.LISTS, "no_such_lists")
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 2
    assert "error [input.game] muster has no list rules for Warmaster yet" in run.err


def test_a_bug_in_the_rules_is_reported_exit_70(muster, game, write):
    good = write("a.yaml", LEGAL)
    boom = write("b.yaml", "game: warmaster\nfigures: [{name: Boom, points: 1}]\n")
    run = muster("list-validate", boom, good)
    assert run.code == 70
    assert "[internal.error] internal error in the Warmaster list rules: ZeroDivisionError" \
        in run.out
    assert f"{good}: legal, 100 of 100 points" in lines(run)  # the other file still checked


def test_validators_are_built_once_per_game(muster, game, write, monkeypatch):
    import jsonschema.validators
    import jsonschema_rs

    built = []
    real, real_fast = jsonschema.validators.validator_for, jsonschema_rs.validator_for

    def counting(schema, *args, **kwargs):
        if isinstance(schema, dict) and schema.get("$id") == SCHEMA["$id"]:
            built.append("jsonschema")
        return real(schema, *args, **kwargs)

    def counting_fast(schema, *args, **kwargs):
        built.append("jsonschema-rs")
        return real_fast(schema, *args, **kwargs)

    monkeypatch.setattr(jsonschema.validators, "validator_for", counting)
    monkeypatch.setattr(jsonschema_rs, "validator_for", counting_fast)
    paths = [write(f"a{i}.yaml", LEGAL) for i in range(5)]
    assert muster("list-validate", *paths).code == 0
    assert built == ["jsonschema-rs"]  # valid files never need jsonschema
    bad = [write(f"b{i}.yaml", "game: warmaster\nfigures: [{name: X}]\n") for i in range(3)]
    assert muster("list-validate", *paths, *bad).code == 1
    assert built == ["jsonschema-rs", "jsonschema"]  # words the invalid files' messages, once
