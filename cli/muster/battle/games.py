"""The registry of each game's part of the battle tracker, and what the rest of the
tracker asks of it.

Every game with a battle part is registered here, by name, with the module that holds its
`BattleRules` as ``RULES`` (`muster.battle.rules`: its profile, a unit's fresh state and
how it is shown, the end of a phase and of a round, the luck of an outcome, and one `Join`
per spec type the battle takes part in). The modules are imported when a battle needs
them. A new game is one line in `PARTS`; a new roll in a battle is one `Join` in its game's
``RULES.joins``."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from muster.battle.rules import Apply, BattleRules, index, role
from muster.errors import FieldError
from muster.games import GAMES

__all__ = ["PARTS", "allowed", "applies", "check_profile", "complete", "enemies", "fills",
           "index", "merge", "multi", "own", "phase_ends", "phase_names", "phases", "role",
           "rules", "side_once", "tracked", "whole"]

PARTS: dict[str, str] = {
    "confrontation": "muster.games.confrontation.battle",
    "battlelore": "muster.games.battlelore.battle",
    "warmaster": "muster.games.warmaster.battle",
    "void": "muster.games.void.battle",
    "mageknight": "muster.games.mageknight.battle",
}


def tracked() -> list[str]:
    """The games that have a battle part, in the games' order."""
    return [game for game in GAMES if game in PARTS]


def rules(game: str) -> BattleRules:
    """The battle part of ``game`` (a canonical game name)."""
    found: BattleRules = importlib.import_module(PARTS[game]).RULES
    return found


def fills(game: str, spec: str, role: str, profile: Mapping[str, Any],
          state: Mapping[str, Any]) -> dict[str, Any]:
    """The fields of the spec type named ``spec`` a unit fills in ``role`` ("target" or
    "attacker"); {} when the game's battle part does not use this spec."""
    join = rules(game).join(spec)
    return join.fill(role, profile, state) if join is not None and join.fill else {}


def side_once(game: str, spec: str) -> str | None:
    """The state key that marks a roll its side makes once a round, if it is one."""
    join = rules(game).join(spec)
    return join.side_once if join is not None else None


def enemies(game: str, spec: str) -> bool:
    """Whether the targets of the spec type named ``spec`` must be the attacker's enemies."""
    join = rules(game).join(spec)
    return join.enemies if join is not None else False


def multi(game: str, spec: str) -> tuple[bool, str | None]:
    """Whether the spec type named ``spec`` takes several targets, and its count field."""
    join = rules(game).join(spec)
    return (join.several, join.count) if join is not None else (False, None)


def merge(filled: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, list[Any]]]:
    """What several targets fill together: a field kept per target (a list, one value per
    target) is joined in their order, and dropped when a target has none; a field with one
    value for all is kept when they agree. Returns the fields and the ones they disagree
    on (each target's value, None where it has none)."""
    out: dict[str, Any] = {}
    differ: dict[str, list[Any]] = {}
    for key in dict.fromkeys(k for f in filled for k in f):
        values = [f.get(key) for f in filled]
        lists = [v for v in values if isinstance(v, list)]
        if len(lists) == len(values):
            out[key] = [x for v in lists for x in v]
        elif lists:
            continue
        elif all(v == values[0] for v in values):
            out[key] = values[0]
        else:
            differ[key] = values
    return out, differ


def complete(game: str, spec: str, filled: dict[str, Any]) -> dict[str, Any]:
    """What the units filled together, as the spec's join makes it whole."""
    join = rules(game).join(spec)
    return join.complete(filled) if join is not None and join.complete else filled


def whole(game: str, spec: str, battle: Any, log: list[dict[str, Any]]) -> dict[str, Any]:
    """What the battle as a whole fills for the spec type named ``spec`` ({} for none)."""
    join = rules(game).join(spec)
    return join.whole(battle, log) if join is not None and join.whole else {}


def allowed(game: str, spec: object, role: str, profile: Mapping[str, Any],
            state: Mapping[str, Any]) -> None:
    """Raise MusterError when the unit's state forbids this roll (the join of the spec's
    type, or of a type it is a kind of)."""
    join = rules(game).join(type(spec))
    if join is not None and join.allow is not None:
        join.allow(role, profile, state, spec)


def applies(game: str, spec: object) -> Apply | None:
    """How the result of a roll of ``spec`` changes a unit, or None (it changes no unit)."""
    join = rules(game).join(type(spec))
    return join.apply if join is not None else None


def own(game: str, spec: object) -> bool:
    """Whether the target rolls ``spec`` for itself (the luck is its own side's)."""
    join = rules(game).join(type(spec))
    return join is not None and join.own


def phase_ends(game: str, phase: str | None, state: Mapping[str, Any]) -> dict[str, Any]:
    """A unit's state after the phase ``phase`` ends (the game's ``end_phase``)."""
    return rules(game).end_phase(phase, state)


def check_profile(game: str, profile: Mapping[str, Any]) -> dict[str, Any]:
    """A profile with every key known and of its kind; then the game's own checks."""
    part = rules(game)
    kinds = part.profile
    out: dict[str, Any] = {}
    for key, value in profile.items():
        kind = kinds.get(key)
        if kind is None:
            raise FieldError(key, "{field} is not part of a unit's profile in this game "
                             "(known: {known})", known=", ".join(kinds))
        if value is None or value is False or value == []:
            continue
        out[key] = value
    part.check_profile(out)
    return out


def phases(game: str) -> list[str]:
    """The phases of a round, in order (the game's ``data/battle.toml``); [] for none."""
    from muster.engine.data import load

    return list(load(game, "battle").get("phases", {}))


def phase_names(game: str) -> dict[str, dict[str, Any]]:
    from muster.engine.data import load

    return dict(load(game, "battle").get("phases", {}))
