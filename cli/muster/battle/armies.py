"""Sides from army files (`muster.lists`): each file one side, its figures, units,
warriors or characters by name (a line with ``count: N`` is N units, numbered)."""

from __future__ import annotations

import os
from typing import Any

from muster.errors import MusterError
from muster.i18n import say

# game -> where its army file lists the units
LISTED = {"confrontation": "figures", "warmaster": "units", "mageknight": "warriors",
          "void": "characters"}


def read(path: str, game: str) -> list[tuple[str, list[str]]]:
    """[(side, [unit names])] of one army file for a battle of ``game``."""
    from muster.lists.load import LoadError, load
    from muster.lists.names import normalise
    from muster.lists.validate import game_of, schema_check

    try:
        doc = load(path)
        found = game_of(doc)
    except LoadError as err:
        raise MusterError(err.message, file=path, line=err.line, column=err.column) from None
    if found != game:
        raise MusterError(say("an army of {found}, and the battle is a game of {game}",
                              found=found, game=game), file=path)
    normalise(game, doc.data)
    problems = schema_check(game, doc.data)
    if problems:
        line, column = doc.locate(problems[0].path, problems[0].at_key)
        raise MusterError(say("not a valid army file: {problem} (muster list-validate "
                              "shows every problem)", problem=problems[0].message),
                          file=path, line=line, column=column)
    data: dict[str, Any] = doc.data
    default = data.get("name") or data.get("player") or os.path.splitext(
        os.path.basename(path))[0]
    if game == "battlelore":
        return [(side.get("name") or key, _names(side.get("units", [])))
                for key, side in data["sides"].items()]
    return [(str(default), _names(data[LISTED[game]]))]


def _names(lines: list[dict[str, Any]]) -> list[str]:
    out: list[str] = []
    for line in lines:
        n = int(line.get("count", 1))
        base = str(line["name"])
        out += [base] if n == 1 else [f"{base} {i}" for i in range(1, n + 1)]
    return out
