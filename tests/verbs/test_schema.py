"""`muster schema [GAME]`: list the army-file schemas or print one."""

from __future__ import annotations

import json

import pytest

from helpers import assert_one_line_error
from muster.games import GAMES
from muster.lists import schemas as schemas_mod

SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "https://example.org/wm.army.schema.json",
    "title": "Příklad",
    "type": "object",
}


@pytest.fixture
def schemas(tmp_path, monkeypatch):
    monkeypatch.setattr(schemas_mod, "SCHEMA_DIR", tmp_path)
    (tmp_path / "warmaster.army.schema.json").write_text(json.dumps(SCHEMA), encoding="utf-8")
    return tmp_path


def test_list_names_every_game_with_its_id_or_absence(muster, schemas):
    run = muster("schema")
    assert run.code == 0
    rows = [line.split() for line in run.out.splitlines()]
    assert [r[0] for r in rows] == list(GAMES) + ["deck", "fortress", "bombard-token",
                                                  "catalogue"]
    warmaster = rows[list(GAMES).index("warmaster")]
    assert warmaster[1] == SCHEMA["$id"]
    assert warmaster[2] == str(schemas / "warmaster.army.schema.json")
    assert "(no schema yet)" in run.out  # the other four are missing in this directory


def test_prints_the_schema_as_pretty_json(muster, schemas):
    for name in ("warmaster", "wm", "WM"):
        run = muster("schema", name)
        assert run.code == 0
        printed = json.loads(run.out)
        assert printed == {**SCHEMA, "schema_version": 1}
        assert list(printed)[:3] == ["$schema", "$id", "schema_version"]
        assert '\n  "$id": ' in run.out  # indented
        assert "Příklad" in run.out  # not escaped


def test_unknown_name_is_one_line(muster, schemas):
    assert_one_line_error(muster("schema", "chess"), "unknown schema 'chess'")


@pytest.mark.parametrize("lang", ["en", "cs"])
def test_an_unknown_name_offers_every_schema_not_only_the_games(muster, lang):
    # 'fortres' is a misspelt file schema, not an unknown game
    run = muster("--lang", lang, "schema", "fortres")
    assert run.code == 2 and run.out == ""
    assert ("'fortress'" if lang == "en" else "„fortress“") in run.err
    for name in ("warmaster", "deck", "fortress", "bombard-token", "catalogue"):
        assert name in run.err


def test_missing_schema_is_one_line(muster, schemas):
    assert_one_line_error(muster("schema", "void"), "no army schema for Void",
                          "void.army.schema.json is missing")


def test_broken_schema_is_one_line(muster, schemas):
    (schemas / "void.army.schema.json").write_text("{not json")
    assert_one_line_error(muster("schema", "void"), "army schema for Void", "broken")
    run = muster("schema")
    assert run.code == 0 and "(broken:" in run.out


REAL = schemas_mod.SCHEMA_DIR


@pytest.mark.parametrize("game", list(GAMES))
def test_real_schema_is_a_valid_draft_2020_12_schema(muster, game):
    path = REAL / f"{game}.army.schema.json"
    assert path.is_file(), f"{path.name} is not bundled"
    from jsonschema.validators import Draft202012Validator

    schema = json.loads(path.read_text(encoding="utf-8"))
    assert schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema"
    assert schema.get("$id"), "every schema has an $id"
    Draft202012Validator.check_schema(schema)
    assert schema["$id"] == f"urn:muster:schema:{game}.army:v1"  # stable, host-free
    run = muster("schema", game)
    assert run.code == 0 and json.loads(run.out) == {**schema, "schema_version": 1}
    Draft202012Validator.check_schema(json.loads(run.out))  # the annotation is harmless


def test_every_bundled_schema_has_a_stable_unique_id():
    ids = {}
    for path in sorted(REAL.glob("*.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        stem = path.name.removesuffix(".schema.json")
        assert schema["$id"] == f"urn:muster:schema:{stem}:v1", path.name
        ids[schema["$id"]] = path.name
    assert len(ids) == len(list(REAL.glob("*.json"))) >= 7


@pytest.mark.parametrize("flags", [("--json",), ("--format", "json"), ("-f", "JSON")])
def test_list_as_json(muster, schemas, flags):
    run = muster("schema", *flags)
    assert run.code == 0
    doc = run.json
    assert doc["schema_version"] == 1
    assert [s["name"] for s in doc["schemas"]] == [*GAMES, "deck", "fortress", "bombard-token",
                                                   "catalogue"]
    warmaster = doc["schemas"][list(GAMES).index("warmaster")]
    assert warmaster == {"name": "warmaster", "id": SCHEMA["$id"], "problem": None,
                         "file": str(schemas / "warmaster.army.schema.json")}
    void = doc["schemas"][list(GAMES).index("void")]
    assert void["id"] is None and void["problem"] == "no schema yet"


def test_json_flag_with_a_game_prints_the_schema(muster, schemas):
    assert muster("schema", "wm", "--json").json == {**SCHEMA, "schema_version": 1}


def test_unknown_format_is_one_line(muster, schemas):
    assert_one_line_error(muster("schema", "--format", "yaml"), "--format 'yaml'")


def test_file_schemas_are_listed_and_printed(muster):
    run = muster("schema")
    deck = [line.split() for line in run.out.splitlines() if line.startswith("deck ")]
    assert deck and deck[0][1] == "urn:muster:schema:deck:v1"
    run = muster("schema", "deck")
    assert run.code == 0
    data = json.loads(run.out)
    assert set(data["$defs"]) >= {"confrontation", "battlelore"}
    fortress = json.loads(muster("schema", "fortress").out)
    assert fortress["title"] == "Warmaster fortress file" and fortress["schema_version"] == 1


def test_every_name_a_czech_refusal_lists_is_a_schema(muster):
    """The Czech refusal lists games and files by their Czech names first,
    ids after slashes ('pevnost/fortress', 'bombardovací žeton/bombard-token', seed 004
    L65-66), the did-you-mean inside the one bracket; each name it lists is accepted, in any
    language."""
    run = muster("--lang", "cs", "schema", "fortres")
    assert run.code == 2
    assert "pevnost/fortress, bombardovací žeton/bombard-token, katalog/catalogue; " in run.err
    assert run.err.rstrip().endswith("; nemysleli jste „fortress“, tedy pevnost?)")
    inner = run.err.split("(povolené hodnoty: ", 1)[1].split("; nemysleli")[0]
    names = [n for item in inner.split(", ") for n in item.split("/")]
    assert len(names) == 19
    for name in names:
        assert muster("--lang", "cs", "schema", name).code == 0, name
    token = muster("schema", "Bombardovaci-zeton").json
    assert token["$id"] == "urn:muster:schema:bombard-token:v1"
    assert muster("schema", "katalog", "wm").code == 0


def _no_twice(pairs: list[tuple[str, object]]) -> dict[str, object]:
    keys = [k for k, _ in pairs]
    twice = sorted({k for k in keys if keys.count(k) > 1})
    assert not twice, twice  # json.load keeps the last silently
    return dict(pairs)


def test_no_json_file_muster_ships_names_a_key_twice():
    """A duplicate key is lost without a word, so no JSON file names one twice (the schemas,
    and every JSON example; fortress.schema.json's 'name_cs' among them)."""
    root = REAL.parent.parent.parent
    files = sorted(REAL.glob("*.json")) + sorted((root / "examples").rglob("*.json"))
    assert len(files) > 10
    for path in files:
        json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=_no_twice)


def test_a_two_word_czech_name_is_taken_unquoted(muster):
    """`schema bombardovací žeton`: the two words name one schema, as quoted."""
    unquoted = muster("--lang", "cs", "schema", "bombardovací", "žeton")
    assert unquoted.code == 0
    assert unquoted.out == muster("schema", "bombard-token").out
