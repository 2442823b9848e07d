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
    # the others as they join
    for game in ("Warmaster", "BattleLore", "Mage Knight", "Confrontation", "Void: Sci-Fantasy"):
        assert f"## {game}" in text
