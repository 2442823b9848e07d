"""Aliases: a name for a command a player types again and again.

``muster alias set paladin 'wound conf --str 13 --res 7'`` stores the command's words;
``muster paladin --dice 3,6`` then runs ``muster wound conf --str 13 --res 7 --dice 3,6``.
They live in ``aliases.json`` in the config folder (`muster.config.folder`), a state file
(`muster.state`: locked, atomic, checked, logged, undoable). An alias never shadows a verb:
a name that is one is refused, and an alias always starts with a verb, so one alias never
runs another.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Collection
from typing import Any

from muster import config, state
from muster.engine.names import Lookup, did_you_mean
from muster.errors import MusterError
from muster.i18n import N_, _, say

FILE = "aliases.json"
KIND = "aliases"
GAME = "muster"  # the state file's game field: aliases are for every game
MAX_ALIASES = 200
MAX_WORDS = 100
MAX_NAME = 40
NAME = re.compile(r"[a-z][a-z0-9-]*")


def path() -> str:
    return os.path.join(config.folder(), FILE)


def checker(verbs: Collection[str]) -> state.Check:
    """The check of the aliases document's state, ``{"aliases": {name: [word, ...]}}``:
    no name is one of ``verbs``, every alias starts with one."""
    return lambda data, where: _check(data, where, verbs)


def _check(data: dict[str, Any], where: str, verbs: Collection[str]) -> None:
    aliases = data.get("aliases")
    problem = None
    if set(data) != {"aliases"} or not isinstance(aliases, dict):
        problem = say("the state must be {shape}", shape='{"aliases": {...}}')
    elif len(aliases) > MAX_ALIASES:
        problem = say("more than {most} aliases", most=MAX_ALIASES)
    else:
        for name, words in aliases.items():
            if not isinstance(words, list) or not words or len(words) > MAX_WORDS \
                    or not all(isinstance(w, str) for w in words):
                problem = say("alias '{name}' must be a list of 1 to {most} words",
                              name=name, most=MAX_WORDS)
            elif not NAME.fullmatch(name) or name in verbs or words[0] not in verbs:
                problem = say("alias '{name}' is not a name muster can run", name=name)
            if problem:
                break
    if problem:
        raise state.StateError(say("not a muster aliases file: {problem}", problem=problem),
                               file=where)


def read(verbs: Collection[str]) -> dict[str, list[str]]:
    """Every alias (none when there is no aliases file)."""
    where = path()
    if not os.path.exists(where):
        return {}
    doc = state.read(where, kind=KIND, check=checker(verbs), game=GAME)
    return dict(doc.state["aliases"])


def lookup(name: str, verbs: Collection[str]) -> list[str] | None:
    """The words an alias stands for, or None."""
    if not NAME.fullmatch(name) or not os.path.exists(path()):
        return None
    return read(verbs).get(name)


def _checked_name(name: str, verbs: Collection[str]) -> str:
    if name in verbs:
        raise MusterError(say("'{name}' is a muster command; an alias never shadows one "
                              "(choose another name)", name=name))
    if len(name) > MAX_NAME or not NAME.fullmatch(name):
        raise MusterError(say("alias name '{name}': use lower-case letters, digits and "
                              "dashes, starting with a letter (at most {most})", name=name,
                              most=MAX_NAME))
    return name


def words_of(command: str, verbs: Collection[str]) -> list[str]:
    """A command as the shell would split it; it starts with a verb (so an alias never runs
    another alias)."""
    try:
        words = shlex.split(command)
    except ValueError as err:
        raise MusterError(say("the command cannot be read: {problem}", problem=str(err))) \
            from None
    if words and words[0] == "muster":
        words = words[1:]
    if not words:
        raise MusterError(say("the command is empty"))
    if len(words) > MAX_WORDS:
        raise MusterError(say("the command has {n} words (at most {most})", n=len(words),
                              most=MAX_WORDS))
    if words[0] not in verbs:
        raise MusterError(_("an alias runs a muster command, and '{word}' is none").format(
            word=words[0]) + did_you_mean(words[0], list(verbs)))
    return words


def put(name: str, command: str, verbs: Collection[str]) -> list[str]:
    """Store ``name`` for ``command`` (replacing what it stood for); returns its words."""
    name = _checked_name(name, verbs)
    words = words_of(command, verbs)
    check = checker(verbs)
    where = path()
    if not os.path.exists(where):
        os.makedirs(os.path.dirname(where), exist_ok=True)
        state.create(where, kind=KIND, game=GAME, state={"aliases": {name: words}},
                     action="set", detail={"name": name, "words": words}, check=check)
        return words
    with state.update(where, kind=KIND, check=check, game=GAME) as change:
        change.state["aliases"][name] = words
        change.record("set", {"name": name, "words": words})
    return words


def remove(name: str, verbs: Collection[str]) -> list[str]:
    """Delete an alias; returns what it stood for."""
    where = path()
    known = read(verbs)
    if name not in known:
        raise Lookup.of_names(N_("alias"), known).unknown(name)
    with state.update(where, kind=KIND, check=checker(verbs), game=GAME) as change:
        words: list[str] = change.state["aliases"].pop(name)
        change.record("delete", {"name": name, "words": words})
    return words
