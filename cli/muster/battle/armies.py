"""Sides from army files (`muster.lists`): each file one side, its figures, units,
warriors or characters by name (a line with ``count: N`` is N units, numbered). A unit's
profile comes from its line (``PROFILE``) and, where the game's battle part reads it
(its rules' ``army_profile(line, listed)``), from the line's stats and abilities and its
catalogue unit's ``profile`` (``listed``: `muster.lists.catalogue`, {} without one)."""

from __future__ import annotations

import os
from typing import Any

from muster.battle import games
from muster.errors import MusterError
from muster.games import REGISTRY
from muster.games.void.team import read as team
from muster.i18n import say
from muster.lists import ListContext, catalogue
from muster.lists.catalogue import _find
from muster.lists.names import normalise
from muster.lists.validate import game_of, schema_check
from muster.load import LoadError, load

# game -> where its army file lists the units
LISTED = {"confrontation": "figures", "warmaster": "units", "mageknight": "warriors",
          "void": "characters"}
# game -> {army file key: profile key}: what a unit's line says of its profile
PROFILE = {"battlelore": {"colour": "colour", "type": "type", "figures": "figures",
                          "weapon": "weapon"},
           "mageknight": {"attack": "attack", "points": "points"},
           "void": {k: k for k in ("cc", "rc", "agility", "strength", "durability", "will",
                                  "armor")}}


def catalogues(paths: list[str], game: str) -> list[Any]:
    """The catalogues ``paths`` of ``game`` (one of another game is refused)."""
    out = []
    for path in paths:
        cat = catalogue.read(path)
        if cat.game != game:
            raise MusterError(say("a catalogue of {found}, and the battle is a game of "
                                  "{game}", found=REGISTRY[cat.game].name,
                                  game=REGISTRY[game].name), file=path)
        out.append(cat)
    return out


def read(path: str, game: str, listed: list[Any] | None = None
         ) -> list[tuple[str, list[tuple[str, dict[str, Any]]]]]:
    """[(side, [(unit name, profile)])] of one army file for a battle of ``game``
    (``listed``: the catalogues its units' profiles may come from)."""
    try:
        doc = load(path)
        found = game_of(doc)
    except LoadError as err:
        raise MusterError(err.message, file=path, line=err.line, column=err.column) from None
    if found != game:
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
    lines = data[LISTED[game]]
    if game == "void":
        lines = _void(data, path)
    if game == "mageknight":  # a warrior's cost: its own points and its items'
        lines = [{**line, "points": int(line["points"]) + sum(
            int(item["points"]) for item in line.get("items", []))} for line in lines]
    return [(str(default), _units(game, lines, listed or []))]


# Void: a character's attributes after its gear (the list rules' own arithmetic) -> profile
VOID = {"cc": "cc", "rc": "rc", "a": "agility", "s": "strength", "d": "durability",
        "w": "will"}


def _void(data: dict[str, Any], path: str) -> list[dict[str, Any]]:
    """Each character's line with its profile: its attributes and Armor after its gear."""
    out = []
    for c in team(data, ListContext(file=path)).characters:
        line = {"name": c.name, **{VOID[a]: value for a, _b, _c, value in c.attributes
                                   if a in VOID}, "armor": c.armor}
        out.append(line)
    return out


def _units(game: str, lines: list[dict[str, Any]], listed: list[Any]
           ) -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    keys = PROFILE.get(game, {})
    own = games.rules(game).army_profile
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
