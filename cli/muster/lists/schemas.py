"""The army files' JSON Schemas, one per game (``schemas/<game>.army.schema.json``): where
each is and reading it. Apart from the checks (`muster.lists.validate`), so that
``muster schema`` prints one without importing them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from muster.games import GAMES
from muster.i18n import say
from muster.load import LoadError
from muster.shipped import SCHEMAS

SCHEMA_DIR = Path(SCHEMAS)


def schema_path(game: str) -> Path:
    return SCHEMA_DIR / f"{game}.army.schema.json"


def game_name(game: str) -> str:
    return GAMES[game][0] if game in GAMES else game


def read_schema(game: str) -> dict[str, Any]:
    """The game's schema as a dict; LoadError ``input.game`` when it is missing or broken."""
    path = schema_path(game)
    try:
        with open(path, encoding="utf-8") as fh:
            schema: dict[str, Any] = json.load(fh)
            return schema
    except FileNotFoundError:
        raise LoadError("input.game", say("muster has no army schema for {game} yet ({file} "
                                          "is missing)", game=game_name(game),
                                          file=path.name)) from None
    except (OSError, ValueError) as err:
        raise LoadError("input.game", say("the army schema for {game} is broken ({file}: "
                                          "{problem})", game=game_name(game), file=path.name,
                                          problem=str(err))) from None
