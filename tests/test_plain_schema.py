"""`muster.plain_schema`: its yes is taken before jsonschema-rs's, so wherever it answers
it must answer as jsonschema (draft 2020-12) does; where a schema says something it does
not know, it answers None."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from helpers import battle_walkthroughs
from muster.plain_schema import plain_valid
from muster.shipped import SCHEMAS

DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"
ODD = [None, True, False, 0, -1, 1, 1.0, 1.5, 7, "", "x", "english", [], ["x"], [1, 1],
       {}, {"a": 1}]


def _root(definition: str, schema: str = "deck.schema.json") -> dict[str, Any]:
    doc = json.loads((Path(SCHEMAS) / schema).read_text(encoding="utf-8"))
    return {"$ref": f"#/$defs/{definition}", "$defs": doc["$defs"]}


def _paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [at]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*at, i))
    return out


def _changed(state: Any, path: tuple[Any, ...], new: Any) -> Any:
    """``state`` with the value at ``path`` replaced by ``new`` (``path`` never empty), or
    dropped when ``new`` is _DROP. Only the containers along the path are copied: the rest
    is shared with ``state``, which nothing here or in either validator changes."""
    out = dict(state) if isinstance(state, dict) else list(state)
    if len(path) > 1:
        out[path[0]] = _changed(state[path[0]], path[1:], new)
    elif new is _DROP:
        del out[path[0]]
    else:
        out[path[0]] = new
    return out


_DROP = object()


def _wrong_one_way_each(state: dict[str, Any]) -> list[Any]:
    """The state with one value replaced by each odd value, one field dropped or one
    field added, everywhere in it."""
    out: list[Any] = []
    for path in _paths(state)[1:]:
        out += [_changed(state, path, v) for v in ODD]
        container = state
        for step in path[:-1]:
            container = container[step]
        if isinstance(container, dict):
            out.append(_changed(state, path, _DROP))
        if isinstance(container, list):
            out.append(_changed(state, path[:-1], [*container, container[-1]]))
    out.append({**state, "zz": 1})
    return out


def _without_refs(schema: Any, defs: dict[str, Any]) -> Any:
    """``schema`` with each ``{"$ref": "#/$defs/NAME", ...}`` written as ``{"allOf":
    [NAME's schema], ...}``, or as NAME's schema itself where the other keywords say nothing
    of the instance: in draft 2020-12 a $ref is one more keyword that must hold, so the
    meaning is the same, and jsonschema checks it without looking each $ref up again for
    every instance (the deck schema's $defs refer to one another, never in a loop)."""
    if isinstance(schema, list):
        return [_without_refs(s, defs) for s in schema]
    if not isinstance(schema, dict):
        return schema
    if "$ref" in schema and set(schema) <= {"$ref", "$defs", "description", "title"}:
        return _without_refs(defs[schema["$ref"].removeprefix("#/$defs/")], defs)
    out: dict[str, Any] = {}
    for key, rule in schema.items():
        if key == "$ref":
            assert rule.startswith("#/$defs/") and "allOf" not in schema, schema
            out["allOf"] = [_without_refs(defs[rule.removeprefix("#/$defs/")], defs)]
        elif key == "properties":
            out[key] = {name: _without_refs(s, defs) for name, s in rule.items()}
        elif key in ("enum", "const", "required", "$defs"):
            out[key] = rule  # data, names, or the $defs already written in place
        else:
            out[key] = _without_refs(rule, defs)
    return out


@pytest.mark.parametrize("deck", ["lions-acheron.json", "lions-acheron-deployed.json",
                                  "agincourt-played.json"])
def test_on_deck_states_right_and_wrong_it_answers_as_jsonschema(deck):
    data = json.loads((DECKS / deck).read_text(encoding="utf-8"))
    root = _root(data["game"])
    judge = jsonschema.Draft202012Validator(_without_refs(root, root["$defs"]))
    as_shipped = jsonschema.Draft202012Validator(root)
    states = [data["state"], *(u["state"] for u in data["undo"])]
    for st in states:
        assert plain_valid(root, st) is True
        assert judge.is_valid(st) and as_shipped.is_valid(st)
    answered = refused = 0
    for st in _wrong_one_way_each(data["state"]):
        mine = plain_valid(root, st)
        assert mine is not None  # the deck schema says nothing it does not know
        assert mine == judge.is_valid(st), st
        answered += 1
        refused += not mine
    assert refused > answered / 2  # most of them are wrong, as they should be


@pytest.fixture(scope="module")
def battles(tmp_path_factory) -> dict[str, dict[str, Any]]:
    """The battle files docs/usage/battle.md's evenings leave, typed one line after the
    other (as tests/battle/test_walkthrough.py runs them), by file name."""
    import contextlib
    import io
    import os
    import shlex
    import shutil

    from muster.console import main

    where = tmp_path_factory.mktemp("evenings")
    root = Path(__file__).resolve().parent.parent
    for folder in ("examples", "armies"):
        shutil.copytree(root / folder, where / folder)
    here, lang = os.getcwd(), os.environ.get("MUSTER_LANG")
    os.chdir(where)
    os.environ["MUSTER_LANG"] = "en"
    try:
        for lines in battle_walkthroughs().values():
            for command, _comment in lines:
                with contextlib.redirect_stdout(io.StringIO()), \
                        contextlib.redirect_stderr(io.StringIO()):
                    main(shlex.split(command)[1:])
    finally:
        os.chdir(here)
        if lang is None:
            os.environ.pop("MUSTER_LANG", None)
        else:
            os.environ["MUSTER_LANG"] = lang
    found = {p.name: json.loads(p.read_text(encoding="utf-8")) for p in where.glob("*.json")}
    return {name: doc for name, doc in found.items() if doc.get("muster") == "battle"}


def test_on_battle_states_right_and_wrong_it_answers_as_jsonschema(battles):
    """The battle store asks it before jsonschema-rs (`muster.battle.store`): each state
    the evenings wrote (and each unit's profile and state by its game's definitions) is
    valid to both; each game's last state, cut to one unit a side, made wrong one way each,
    is judged as jsonschema judges it."""
    assert {doc["game"] for doc in battles.values()} == {
        "confrontation", "warmaster", "void", "mageknight", "battlelore"}
    checked = 0
    for doc in battles.values():
        game = doc["game"]
        roots = {d: _root(d, "battle.schema.json") for d in
                 ("battle", f"{game}-profile", f"{game}-state")}
        judges = {d: jsonschema.Draft202012Validator(_without_refs(r, r["$defs"]))
                  for d, r in roots.items()}
        for st in [doc["state"], *(u["state"] for u in doc["undo"] + doc.get("redo", []))]:
            assert plain_valid(roots["battle"], st) is True and judges["battle"].is_valid(st)
            for unit in (u for side in st["sides"] for u in side["units"]):
                for part in ("profile", "state"):
                    definition = f"{game}-{part}"
                    assert plain_valid(roots[definition], unit[part]) is True
                    assert judges[definition].is_valid(unit[part])
                    checked += 1
        last = doc["state"]
        small = {**last, "sides": [{**side, "units": side["units"][:1]}
                                   for side in last["sides"]], "rolls": last["rolls"][-2:]}
        for st in _wrong_one_way_each(small):
            mine = plain_valid(roots["battle"], st)
            assert mine is not None and mine == judges["battle"].is_valid(st), st
        unit = next(u for side in last["sides"] for u in side["units"])
        for part in ("profile", "state"):
            definition = f"{game}-{part}"
            for value in _wrong_one_way_each(unit[part]) if unit[part] else []:
                mine = plain_valid(roots[definition], value)
                assert mine is not None and mine == judges[definition].is_valid(value), value
    assert checked > 100


@pytest.mark.parametrize(("schema", "values"), [
    ({"type": "integer"}, [1, 1.0, 1.5, True, "1", None]),
    ({"type": ["number", "null"]}, [1, 2.5, None, False, "x"]),
    ({"enum": [1, "a", None, [1, True]]}, [1, 1.0, True, "a", None, [1, True], [1, 1],
                                            [True, True]]),
    ({"const": {"a": [0]}}, [{"a": [0]}, {"a": [0.0]}, {"a": [False]}, {"a": [0], "b": 1}]),
    ({"minimum": 3, "maximum": 5}, [2, 3, 5, 6, True, "x", 4.5]),
    ({"minLength": 2, "maxLength": 3}, ["a", "ab", "abcd", "čš", 5]),
    ({"minItems": 1, "maxItems": 2, "items": {"type": "string"}}, [[], ["a"], ["a", 1],
                                                                   ["a", "b", "c"], "ab"]),
    ({"properties": {"a": {"type": "integer"}}, "required": ["a"],
      "additionalProperties": False, "minProperties": 1},
     [{"a": 1}, {"a": "1"}, {}, {"a": 1, "b": 2}, [], 3]),
    ({"additionalProperties": {"type": "string"}}, [{"a": "x"}, {"a": 1}, {}]),
    ({"oneOf": [{"type": "integer"}, {"minimum": 2}]}, [1, 3, 1.5, "x"]),
    ({"anyOf": [{"type": "integer"}, {"type": "string"}], "not": {"const": 2}},
     [1, 2, "x", None]),
    ({"allOf": [{"type": "integer"}, {"minimum": 2}]}, [1, 3]),
    ({"if": {"properties": {"k": {"const": "a"}}}, "then": {"required": ["x"]},
      "else": {"required": ["y"]}}, [{"k": "a", "x": 1}, {"k": "a"}, {"k": "b"},
                                    {"k": "b", "y": 1}, 5]),
    ({"$ref": "#/$defs/n", "$defs": {"n": {"type": "array", "items": {"$ref": "#/$defs/n"}}}},
     [[], [[]], [[1]], 1]),
    ({"pattern": "^[^\\u0000-\\u001f\\u007f]+$"}, ["Paladin", "Pal\tadin", "", "abc\n",
                                                   "\u007f", "č😀", 5, None]),
    ({"pattern": "^(mov|res):[0-9]{1,3}$"}, ["mov:3", "mov:3\n", "res:1000", "MOV:3", 3]),
    ({"uniqueItems": True}, [[], [1, 2], [1, 1.0], [1, True], [True, True], [[1], [True]],
                             [[1], [1.0]], [{"a": 1}, {"a": 1.0}], [{"a": 1}, {"b": 1}],
                             ["x", "x"], [None, 0, False, ""], "xx", {"a": 1}]),
    ({"uniqueItems": False}, [[1, 1], []]),
])
def test_each_keyword_means_what_it_means_to_jsonschema(schema, values):
    judge = jsonschema.Draft202012Validator(schema)
    for value in values:
        assert plain_valid(schema, value) == judge.is_valid(value), value


@pytest.mark.parametrize("schema", [
    {"format": "date"}, {"contains": {}},
    {"$ref": "#/properties/a"}, {"$ref": "other.json"},
    {"properties": {"a": {"format": "x"}}},
    {"patternProperties": {"^a": {}}, "additionalProperties": False},
    {"additionalProperties": False, "patternProperties": {"^a": {}}},
    {"prefixItems": [{}], "items": False}, {"type": "whole"},
    {"$ref": "#/$defs/loop", "$defs": {"loop": {"$ref": "#/$defs/loop"}}},
])
def test_what_it_does_not_know_it_leaves_to_jsonschema(schema):
    assert plain_valid(schema, {"a": "a"}) is None


def test_a_long_list_s_unique_items_are_left_to_jsonschema():
    """Pair by pair, a long list would cost what jsonschema-rs does better."""
    assert plain_valid({"uniqueItems": True}, list(range(64))) is True
    assert plain_valid({"uniqueItems": True}, list(range(65))) is None


def test_a_keyword_that_fails_decides_whatever_follows():
    """Every keyword must hold: one that does not is a no, though another is unknown."""
    assert plain_valid({"type": "string", "format": "x"}, 5) is False
