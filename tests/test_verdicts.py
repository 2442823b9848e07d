"""A state file's schema verdict kept by content (`muster.verdicts`): what muster wrote and
checked is not checked against the schema again; any other content is."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from muster import state, verdicts
from muster.state_check import SchemaCheck

GOOD = {"scenario": "agincourt", "sides": ["a", "b"], "hand_size": {"a": 1, "b": 1},
        "cards": ["x", "y"], "deck": ["x"], "discard": [], "hands": {"a": ["y"], "b": []},
        "turn": "a", "played": None, "turns": 0, "reshuffles": 0}


class Counting(SchemaCheck):
    """The battlelore deck check, counting the states whose schema it asked about and
    the states its own rule saw."""

    def __init__(self) -> None:
        super().__init__("deck.schema.json", "battlelore", self._rule)
        self.schema_asked = 0
        self.ruled = 0

    def _rule(self, st: dict[str, Any]) -> str | None:
        self.ruled += 1
        return "a card in two places" if "x" in st["deck"] and "x" in st["discard"] else None

    def __call__(self, st: dict[str, Any], path: str) -> None:
        self.schema_asked += 1
        super().__call__(st, path)


def _new(path: Path, check: Counting) -> None:
    state.create(str(path), kind="deck", game="battlelore", state=GOOD, action="new",
                 detail=None, check=check)


def _read(path: Path, check: Counting) -> state.Document:
    return state.read(str(path), kind="deck", game="battlelore", check=check)


def _turn(path: Path, check: Counting, **changes: Any) -> None:
    with state.update(str(path), kind="deck", game="battlelore", check=check) as ch:
        ch.state.update(changes)
        ch.record("turn")


def test_content_muster_wrote_is_not_asked_about_again_but_its_rule_is(tmp_path):
    path = tmp_path / "d.json"
    check = Counting()
    _new(path, check)
    _turn(path, check, turns=1)
    assert (tmp_path / ".d.json.checked").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == [".d.json.checked", ".d.json.lock",
                                                           "d.json"]  # no temporary left
    check.schema_asked = check.ruled = 0
    doc = _read(path, check)
    assert doc.state["turns"] == 1
    assert check.schema_asked == 0 and check.ruled == 2  # the state and its undo state
    _turn(path, check, turns=2)  # the new state is always asked about
    assert check.schema_asked == 1
    check.schema_asked = 0
    state.undo(str(path), kind="deck", game="battlelore", check=check)
    assert check.schema_asked == 0  # the state put back was one of the file's


@pytest.mark.parametrize("edit", [
    pytest.param(lambda d: {**d, "turns": -1}, id="a-schema-refusal"),
    pytest.param(lambda d: {**d, "discard": ["x"]}, id="the-rule-s-refusal"),
])
def test_an_edited_file_is_checked_in_full(tmp_path, edit):
    path = tmp_path / "d.json"
    check = Counting()
    _new(path, check)
    data = json.loads(path.read_text())
    data["state"] = edit(data["state"])
    path.write_text(json.dumps(data, indent=1) + "\n")
    with pytest.raises(state.StateError, match="not valid"):
        _read(path, check)


def test_one_byte_more_is_other_content(tmp_path):
    path = tmp_path / "d.json"
    check = Counting()
    _new(path, check)
    path.write_bytes(path.read_bytes() + b" ")
    check.schema_asked = 0
    _read(path, check)
    assert check.schema_asked == 1


@pytest.mark.parametrize("spoil", ["garbled", "other-schema", "missing", "other-owner"])
def test_a_note_that_does_not_stand_for_the_content_costs_the_check(tmp_path, spoil,
                                                                    monkeypatch):
    path = tmp_path / "d.json"
    check = Counting()
    _new(path, check)
    note = tmp_path / ".d.json.checked"
    if spoil == "garbled":
        note.write_bytes(note.read_bytes()[:-5])
    elif spoil == "other-schema":  # an upgrade changed the schema file
        monkeypatch.setattr(check, "verdict_key", lambda: "deck.schema.json 1 2")
    elif spoil == "missing":
        note.unlink()
    else:
        if os.getuid() != 0:
            pytest.skip("needs root to give the note another owner")
        os.chown(note, 4242, 4242)
    check.schema_asked = 0
    _read(path, check)
    assert check.schema_asked == 1


def test_a_check_that_names_no_schema_notes_nothing(tmp_path):
    path = tmp_path / "c.json"
    state.create(str(path), kind="counter", game="test", state={"n": 0}, action="new",
                 detail=None, check=lambda st, p: None)
    assert not (tmp_path / ".c.json.checked").exists()
    assert verdicts.key_of(lambda st, p: None) is None


def test_a_folder_that_takes_no_note_only_costs_the_check(tmp_path, monkeypatch):
    monkeypatch.setattr(verdicts, "note_path", lambda target: str(tmp_path / "no" / "x"))
    path = tmp_path / "d.json"
    check = Counting()
    _new(path, check)
    check.schema_asked = 0
    _read(path, check)
    assert check.schema_asked == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == [".d.json.lock", "d.json"]
