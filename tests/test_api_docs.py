"""Every Python example in docs/api.md runs, and its assertions hold."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parent.parent / "docs" / "api.md"
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def _blocks():
    text = DOC.read_text(encoding="utf-8")
    for match in BLOCK.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        yield pytest.param(match.group(1), id=f"docs/api.md:{line}")


@pytest.mark.parametrize("code", list(_blocks()))
def test_api_example(code, monkeypatch):
    monkeypatch.setenv("MUSTER_LANG", "en")
    exec(compile(code, str(DOC), "exec"), {})


def test_every_game_has_an_example():
    text = DOC.read_text(encoding="utf-8")
    for game in ("Warmaster", "BattleLore", "Mage Knight", "Confrontation", "Void: Sci-Fantasy"):
        assert f"## {game}" in text


def test_every_rule_is_in_the_table_under_its_module():
    from muster import api

    text = DOC.read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip(" `"): line.split("|")[2]
            for line in text.splitlines()
            if line.startswith(("| `muster.games.", "| `muster.engine."))}
    specs = api.specs()
    assert len(specs) > 40
    for spec in specs:
        assert f"`{spec.__name__}`" in rows.get(spec.__module__, ""), spec
