"""Sides from army files (`muster.lists`): each file one side, its figures, units,
warriors or characters by name (a line with ``count: N`` is N units, numbered). A unit's
profile comes from its line (``PROFILE``) and, where the game's battle part reads it
(``army_profile(line, listed)``), from the line's stats and abilities and its catalogue
unit's ``profile`` (``listed``: `muster.lists.catalogue`, {} without one)."""

from __future__ import annotations

import os
from typing import Any

from muster.errors import MusterError
from muster.i18n import say

# game -> where its army file lists the units
LISTED = {"confrontation": "figures", "warmaster": "units", "mageknight": "warriors",
          "void": "characters"}
# game -> {army file key: profile key}: what a unit's line says of its profile
PROFILE = {"battlelore": {"colour": "colour", "type": "type", "figures": "figures",
                          "weapon": "weapon"},
           "mageknight": {"attack": "attack"}}


def catalogues(paths: list[str], game: str) -> list[Any]:
    """The catalogues ``paths`` of ``game`` (one of another game is refused)."""
    from muster.lists import catalogue

    out = []
    for path in paths:
        cat = catalogue.read(path)
        if cat.game != game:
            from muster.games import REGISTRY

            raise MusterError(say("a catalogue of {found}, and the battle is a game of "
                                  "{game}", found=REGISTRY[cat.game].name,
                                  game=REGISTRY[game].name), file=path)
        out.append(cat)
    return out


def read(path: str, game: str, listed: list[Any] | None = None
         ) -> list[tuple[str, list[tuple[str, dict[str, Any]]]]]:
    """[(side, [(unit name, profile)])] of one army file for a battle of ``game``
    (``listed``: the catalogues its units' profiles may come from)."""
    from muster.lists.load import LoadError, load
    from muster.lists.names import normalise
    from muster.lists.validate import game_of, schema_check

    try:
        doc = load(path)
        found = game_of(doc)
    except LoadError as err:
        raise MusterError(err.message, file=path, line=err.line, column=err.column) from None
    if found != game:
        from muster.games import REGISTRY

        raise MusterError(say("an army of {found}, and the battle is a game of {game}",
                              found=REGISTRY[found].name, game=REGISTRY[game].name),
                          file=path)
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
        return [(side.get("name") or key, _units(game, side.get("units", []), listed or []))
                for key, side in data["sides"].items()]
    return [(str(default), _units(game, data[LISTED[game]], listed or []))]


def _units(game: str, lines: list[dict[str, Any]], listed: list[Any]
           ) -> list[tuple[str, dict[str, Any]]]:
    from muster.battle import games
    from muster.lists.catalogue import _find

    out: list[tuple[str, dict[str, Any]]] = []
    keys = PROFILE.get(game, {})
    own = getattr(games.part(game), "army_profile", None)
    for line in lines:
        n = int(line.get("count", 1))
        base = str(line["name"])
        profile = {mine: line[theirs] for theirs, mine in keys.items() if theirs in line}
        if own is not None:
            found = _find(listed, base)
            profile.update(own(line, found[0].units[found[1]].get("profile", {})
                               if found else {}))
        out += [(name, profile) for name in
                ([base] if n == 1 else [f"{base} {i}" for i in range(1, n + 1)])]
    return out
