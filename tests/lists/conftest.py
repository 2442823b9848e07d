"""The ``game`` and ``write`` fixtures of the list-validate tests."""

from __future__ import annotations

import json

import pytest

from lists.testgame import GAME, SCHEMA, FakeRules
from muster.lists import schemas as schemas_mod
from muster.lists import validate as validate_mod


@pytest.fixture
def game(tmp_path, monkeypatch):
    """The test game installed in place of Warmaster's schema and rules."""
    schemas = tmp_path / "schemas"
    schemas.mkdir()
    (schemas / f"{GAME}.army.schema.json").write_text(json.dumps(SCHEMA))
    monkeypatch.setattr(schemas_mod, "SCHEMA_DIR", schemas)
    rules = FakeRules()
    monkeypatch.setitem(validate_mod._RULES, GAME, rules)
    return rules


@pytest.fixture
def write(tmp_path):
    def write(name: str, text: str | bytes) -> str:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return str(path)

    return write
