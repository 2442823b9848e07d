"""Shared by the battle tests: a battle file made by the commands a player types."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def new(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)

    def make(game: str, *units: tuple[str, ...]) -> Path:
        path = tmp_path / f"{game}.json"
        assert muster("battle", "new", str(path), "--game", game).code == 0
        monkeypatch.setenv("MUSTER_BATTLE", str(path))
        for side, name, *profile in units:
            run = muster("battle", "add", side, name, *profile)
            assert run.code == 0, run.err
        return path

    return make
