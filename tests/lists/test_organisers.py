"""What tournament organisers ask of list-validate: --strict, --exclude, folders holding other
YAML, --json, and schema_version in every JSON document."""

from __future__ import annotations

import json

import pytest

from helpers import assert_one_line_error
from lists.testgame import ILLEGAL, LEGAL, lines

MEH = "game: warmaster\nfigures:\n  - name: Meh\n    points: 5\n"


# ---------------------------------------------------------------- --strict


def test_strict_makes_a_warning_fail_the_list(muster, game, write):
    path = write("meh.yaml", MEH)
    assert muster("list-validate", path).code == 0
    run = muster("list-validate", path, "--strict")
    assert run.code == 1
    assert lines(run) == [
        f"{path}:3:5: warning [test.meh] Meh is allowed but dull",
        f"{path}: ILLEGAL (1 warning, --strict: warnings fail the list), 5 points",
        "1 file: 0 legal, 1 illegal, 0 unreadable; 0 errors, 1 warning; "
        "points: warmaster 5 points",
    ]
    doc = muster("list-validate", path, "--strict", "--json").json
    assert doc["files"][0]["valid"] is False and doc["summary"]["illegal"] == 1
    assert doc["files"][0]["warnings"][0]["rule"] == "test.meh"


def test_strict_leaves_clean_lists_legal(muster, game, write):
    path = write("legal.yaml", LEGAL)
    assert muster("list-validate", path, "--strict").code == 0


# ---------------------------------------------------------------- --exclude


@pytest.fixture
def folder(write, tmp_path):
    write("t/a-legal.yaml", LEGAL)
    write("t/drafts/b-illegal.yaml", ILLEGAL)
    write("t/old/c.draft.yaml", ILLEGAL)
    write("t/old/d-legal.json", json.dumps({"game": "warmaster", "figures": []}))
    return tmp_path / "t"


def checked(run) -> list[str]:
    return [f["file"] for f in run.json["files"]]


@pytest.mark.parametrize("globs,left", [
    ([], ["a-legal.yaml", "drafts/b-illegal.yaml", "old/c.draft.yaml", "old/d-legal.json"]),
    (["drafts/*"], ["a-legal.yaml", "old/c.draft.yaml", "old/d-legal.json"]),
    (["drafts"], ["a-legal.yaml", "old/c.draft.yaml", "old/d-legal.json"]),
    (["*.draft.yaml"], ["a-legal.yaml", "drafts/b-illegal.yaml", "old/d-legal.json"]),
    (["**/old/**"], ["a-legal.yaml", "drafts/b-illegal.yaml"]),
    (["*illegal*", "*.draft.*"], ["a-legal.yaml", "old/d-legal.json"]),
])
def test_exclude_globs(muster, game, folder, globs, left):
    args = [a for g in globs for a in ("--exclude", g)]
    run = muster("list-validate", str(folder), "--json", *args)
    assert checked(run) == [str(folder / name) for name in left]
    assert run.code == (1 if any("illegal" in n or "draft" in n for n in left) else 0)


def test_exclude_applies_to_files_given_by_name_too(muster, game, folder):
    run = muster("list-validate", str(folder / "a-legal.yaml"),
                 str(folder / "drafts" / "b-illegal.yaml"), "-x", "*illegal*", "--json")
    assert checked(run) == [str(folder / "a-legal.yaml")] and run.code == 0


def test_excluding_everything_in_a_folder_says_so(muster, game, folder):
    run = muster("list-validate", str(folder), "--exclude", "*")
    assert run.code == 2 and run.out == ""
    assert run.err == (f"muster: error: {folder}: no *.yaml, *.yml or *.json files in this "
                       "directory (after --exclude)\n")


# ---------------------------------------------------------------- folders with other YAML


def test_files_without_game_in_a_scanned_folder_are_skipped(muster, game, write, tmp_path):
    legal = write("t/army.yaml", LEGAL)
    config = write("t/.ci-config/x.yaml", "a: 1\n")  # hidden: never even looked at
    other = write("t/tournament.yaml", "name: Brno Open\nrounds: 3\n")
    listing = write("t/players.json", '["Jan", "Eva"]')
    empty = write("t/empty.yml", "# nothing yet\n")
    run = muster("list-validate", str(tmp_path / "t"))
    assert run.code == 0, run.out
    assert lines(run) == [
        f"{legal}: legal, 100 of 100 points",
        f"{empty}: skipped (empty, so not an army file)",
        f"{listing}: skipped (no game: field, so not an army file)",
        f"{other}: skipped (no game: field, so not an army file)",
        "4 files: 1 legal, 0 illegal, 0 unreadable, 3 skipped; 0 errors, 0 warnings; "
        "points: warmaster 100 points",
    ]
    assert config not in run.out
    doc = muster("list-validate", str(tmp_path / "t"), "--json").json
    assert [f["skipped"] for f in doc["files"]] == [
        None, "empty, so not an army file", "no game: field, so not an army file",
        "no game: field, so not an army file"]
    assert doc["summary"]["skipped"] == 3 and doc["summary"]["legal"] == 1
    github = muster("list-validate", str(tmp_path / "t"), "--format", "github")
    assert f"::notice file={other}::skipped: no game%3A field" not in github.out  # data: no %3A
    assert f"::notice file={other}::skipped: no game: field, so not an army file" in github.out


def test_a_file_given_by_name_without_game_is_still_an_error(muster, game, write):
    path = write("tournament.yaml", "name: Brno Open\n")
    run = muster("list-validate", path)
    assert run.code == 2 and "error [input.game] no game: field" in run.err


def test_scanned_files_with_an_unknown_game_or_bad_yaml_still_fail(muster, game, write,
                                                                   tmp_path):
    write("t/chess.yaml", "game: chess\n")
    write("t/broken.yaml", "game: warmaster\nfigures: [\n")
    run = muster("list-validate", str(tmp_path / "t"))
    assert run.code == 2
    assert "[input.game] unknown game 'chess'" in run.err and "[input.syntax]" in run.err


# ---------------------------------------------------------------- --json


def test_json_and_another_format_conflict(muster, game, write):
    path = write("legal.yaml", LEGAL)
    assert_one_line_error(muster("list-validate", path, "--json", "--format", "github"),
                          "--json and --format github")


# ---------------------------------------------------------------- schema_version everywhere

EVERY_VERB_JSON = [
    ("roll", "2d6", "--dice", "3,4", "--json"),
    ("roll", "2d6", "--odds", "--json"),
    ("roll", "conf", "-v", "4", "-D", "6", "--dice", "5", "--json"),
    ("wound", "wm", "--attacks", "3", "--to-hit", "4", "--armour", "4", "--dice",
     "4,5,6,4,2,1", "--json"),
    ("wound", "void", "--weapon", "sword", "--target-armor", "5", "--dice", "8,6", "--json"),
    ("siege-breach", "wm", "--target", "gate", "--shots", "3", "--weapon", "stone-thrower",
     "--odds", "--json"),
    ("deploy-shuffle", "conf", "new", "--odds", "--dis", "lions=4", "--dis", "acheron=3",
     "--json"),
    ("scatter", "--distance", "2d6", "--direction", "d12", "--radius", "3", "--dice", "3,2,4",
     "--json"),
    ("list-validate", "armies/warmaster/", "--json"),
    ("schema", "--json"),
    ("schema", "warmaster"),
]


@pytest.mark.parametrize("args", EVERY_VERB_JSON, ids=lambda a: " ".join(a[:2]))
def test_every_json_document_starts_with_schema_version(muster, args, monkeypatch):
    monkeypatch.chdir(__import__("pathlib").Path(__file__).resolve().parents[2])
    run = muster(*args)
    assert run.code in (0, 1), run.err
    doc = json.loads(run.out)
    assert doc["schema_version"] == 1
    if args[0] != "schema":
        assert list(doc)[0] == "schema_version"
