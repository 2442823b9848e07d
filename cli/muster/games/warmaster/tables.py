"""The Warmaster data tables (``data/*.toml``) every rule reads."""

from __future__ import annotations

from typing import Any

from muster.engine.data import load

GAME = "warmaster"


def rolls() -> dict[str, Any]:
    return load(GAME, "rolls")


def combat() -> dict[str, Any]:
    return load(GAME, "combat")


def siege_rules() -> dict[str, Any]:
    return load(GAME, "siege")


def item(item_id: str) -> dict[str, Any]:
    """A magic item of ``data/items.toml`` by id (ids are fixed in the data)."""
    for entry in load(GAME, "items")["item"]:
        if entry["id"] == item_id:
            return dict(entry)
    raise KeyError(item_id)

