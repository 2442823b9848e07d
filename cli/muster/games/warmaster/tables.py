"""The Warmaster data tables (``data/*.toml``) every rule reads."""

from __future__ import annotations

from typing import Any

from muster.engine.data import load
from muster.engine.rule import view_for

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


def key_text(key: object) -> str:
    """An outcome key as --times labels it: the one line of its view (the views register
    one for each key type; the engine imports them when a key is shown)."""
    shown = view_for(key)
    return shown(key)[0] if shown is not None else repr(key)
