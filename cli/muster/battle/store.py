"""Reading and changing a battle file, only through `muster.state`: locked, atomic,
checked against ``schemas/battle.schema.json`` (and the game's own checks) before anything
is written, revisioned, undoable and redoable.

A resolving command in a battle holds the file's lock from the moment it reads the unit
to the moment it writes the unit's new state (`hold`), so two players at one file never
lose an update."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from muster import state
from muster.battle.games import phases, rules, tracked
from muster.battle.model import Battle
from muster.errors import FieldError
from muster.i18n import say
from muster.state_check import defs, problem, schema_error

KIND = "battle"
SCHEMA = "battle.schema.json"


class BadState(state.StateError):
    """A battle state that breaks the schema; ``where`` is the path inside the state (the
    state module turns it into the file's line)."""

    def __init__(self, message: str, *, file: str, where: tuple[str | int, ...]):
        super().__init__(message, file=file)
        self.where = where


def _defs() -> dict[str, Any]:
    """The schema's definitions, read once per process."""
    return defs(SCHEMA)


def definition(name: str) -> dict[str, Any]:
    """The schema's definition ``name`` ({} for none), a ``$ref`` to another resolved."""
    defs = _defs()
    found: dict[str, Any] = dict(defs.get(name, {}))
    if "$ref" in found:
        found = {**defs.get(found["$ref"].rsplit("/", 1)[-1], {}), **found}
    return found


def _schema(definition: str, value: Any, path: str, at: tuple[str | int, ...]) -> None:
    """``value`` valid against the schema's ``definition``, checked as every state file is
    (`muster.state_check.schema_error`: no validator imported for a yes of its own)."""
    if definition not in _defs():
        return
    error = schema_error(SCHEMA, definition, value)
    if error is not None:
        where = (*at, *error.absolute_path)
        message = (say("the battle state is not valid at {where}: {problem} (see "
                       "schemas/{schema})", where="/".join(map(str, where)),
                       problem=problem(error), schema=SCHEMA) if where else
                   say("the battle state is not valid at the top level: {problem} (see "
                       "schemas/{schema})", problem=problem(error), schema=SCHEMA))
        raise BadState(message, file=path, where=where)


def _state(game: str, unit: dict[str, Any], path: str, at: tuple[str | int, ...]) -> None:
    """The game's own check of a unit's state (its `BattleRules.check_state`)."""
    try:
        rules(game).check_state(unit["profile"], unit["state"])
    except FieldError as err:
        raise BadState(err.message, file=path, where=(*at, err.field)) from None


def checker(game: str) -> state.Check:
    """The check of a battle state of ``game``: the schema, each unit's profile and state
    by the game's definitions, names unique, the phase one of the game's. The game's own
    rules (`BattleRules.check_state`) are not read here but on a change (`_ruled`): a file
    valid when it was written opens, is played on and undone after a rule is tightened."""

    def check(data: dict[str, Any], path: str) -> None:
        _schema("battle", data, path, ())
        seen: set[str] = set()
        sides: set[str] = set()
        for i, side in enumerate(data["sides"]):
            if side["name"] in sides:
                raise BadState(say("two sides are called '{name}'", name=side["name"]),
                               file=path, where=("sides", i, "name"))
            sides.add(side["name"])
            for j, unit in enumerate(side["units"]):
                at = ("sides", i, "units", j)
                if unit["name"] in seen:
                    raise BadState(say("two units are called '{name}'; every unit needs "
                                       "its own name", name=unit["name"]), file=path,
                                   where=(*at, "name"))
                seen.add(unit["name"])
                _schema(f"{game}-profile", unit["profile"], path, (*at, "profile"))
                _schema(f"{game}-state", unit["state"], path, (*at, "state"))
        if data["phase"] is not None and data["phase"] not in phases(game):
            raise BadState(say("'{phase}' is no phase of this game (its phases: {phases})",
                               phase=data["phase"], phases=", ".join(phases(game))),
                           file=path, where=("phase",))

    return check


def _breaks(game: str, unit: dict[str, Any]) -> bool:
    try:
        rules(game).check_state(unit["profile"], unit["state"])
    except FieldError:
        return True
    return False


def _ruled(game: str, before: dict[str, Any], after: dict[str, Any], path: str) -> None:
    """The game's own rules on a change from ``before`` to ``after``: a unit the change
    puts in a state the rules refuse is refused, by the rule (`_state`); a unit whose state
    broke them already before the change (a file written before the rule) is let through,
    so play, `battle set` and `battle undo` can go on and mend it."""
    old = {u["name"]: u for side in before.get("sides", []) for u in side["units"]}
    for i, side in enumerate(after["sides"]):
        for j, unit in enumerate(side["units"]):
            was = old.get(unit["name"])
            if was is not None and (was["profile"], was["state"]) == (unit["profile"],
                                                                      unit["state"]):
                continue
            if was is None or not _breaks(game, was):
                _state(game, unit, path, ("sides", i, "units", j, "state"))


def game_of(path: str) -> str:
    """The game a battle file is for (its envelope checked, not yet its state: the parse
    is kept for the read that checks it, `state.peek`)."""
    return state.peek(path, kind=KIND, games=tracked())


def read(path: str) -> tuple[state.Document, Battle]:
    game = game_of(path)
    doc = state.read(path, kind=KIND, check=checker(game), game=game)
    return doc, Battle.of(game, doc.state)


def create(path: str, battle: Battle, detail: Any) -> state.Document:
    _ruled(battle.game, {}, battle.to_state(), path)
    return state.create(path, kind=KIND, game=battle.game, state=battle.to_state(),
                        action="new", detail=detail, check=checker(battle.game))


class Editing:
    """A change under way (`changing`): read ``battle``, set it, say what happened."""

    def __init__(self, change: state.Change, path: str):
        self.change = change
        self.path = path
        self.before = copy.deepcopy(change.state)
        self.battle = Battle.of(change.game, change.state)

    def record(self, battle: Battle, action: str, detail: Any = None) -> None:
        _ruled(battle.game, self.before, battle.to_state(), self.path)
        self.battle = battle
        self.change.state.clear()
        self.change.state.update(battle.to_state())
        self.change.record(action, detail)

    def written(self) -> tuple[state.Document, Battle]:
        """Once the change has ended: the document it wrote (the one it read, when nothing
        changed) and its battle, as `read` would find them, without reading them again."""
        doc = self.change.after or self.change.before
        return doc, Battle.of(doc.game, doc.state)


@contextmanager
def changing(path: str) -> Iterator[Editing]:
    game = game_of(path)
    with state.update(path, kind=KIND, check=checker(game), game=game) as change:
        yield Editing(change, path)


def undo(path: str) -> state.Document:
    game = game_of(path)
    return state.undo(path, kind=KIND, check=checker(game), game=game, keep_redo=True)


def redo(path: str) -> state.Document:
    game = game_of(path)
    return state.redo(path, kind=KIND, check=checker(game), game=game)


class Held:
    """A battle file read under its lock, held until the command ends: `commit` writes the
    next revision in the same locked step."""

    def __init__(self, lk: state.Locked, game: str):
        self.lk = lk
        self.game = game
        self.check = checker(game)
        self.doc = state.held(lk, kind=KIND, check=self.check, game=game)
        self.battle = Battle.of(game, self.doc.state)

    def commit(self, battle: Battle, action: str, detail: Any) -> state.Document:
        _ruled(self.game, self.doc.state, battle.to_state(), self.lk.display)
        self.doc = state.commit(self.lk, self.doc, battle.to_state(), action, detail,
                                self.check)
        self.battle = battle
        return self.doc


@contextmanager
def hold(path: str) -> Iterator[Held]:
    game = game_of(path)
    with state.locked(path, what="battle file") as lk:
        yield Held(lk, game)
