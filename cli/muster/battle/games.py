"""The registry of each game's part of the battle tracker, and what the rest of the
tracker asks of it.

Every game that offers the battle verb in the games' registry (`muster.games.REGISTRY`)
has a battle part, the module `Game.part` names, holding its `BattleRules` as ``RULES``
(`muster.battle.rules`: its profile, a unit's fresh state and how it is shown, the end of a
phase and of a round, the luck of an outcome, and one `Join` per spec type the battle takes
part in). The modules are imported when a battle needs them. A new game's part is that
module and the verb in its registry entry; a new roll in a battle is one `Join` in its
game's ``RULES.joins``."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from muster.battle.rules import BattleRules, Join, attacker_role, index, kind, role
from muster.engine.data import load
from muster.errors import FieldError
from muster.games import BATTLE, GAMES, REGISTRY

__all__ = ["PARTS", "attacker_role", "check_profile", "index", "join", "kind", "merge",
           "phase_ends", "phase_names", "phases", "role", "rules", "tracked"]

PARTS: dict[str, str] = {g.id: g.part(BATTLE) for g in REGISTRY.values() if g.offers(BATTLE)}


def tracked() -> list[str]:
    """The games that have a battle part, in the games' order."""
    return [game for game in GAMES if game in PARTS]


def rules(game: str) -> BattleRules:
    """The battle part of ``game`` (a canonical game name)."""
    found: BattleRules = importlib.import_module(PARTS[game]).RULES
    return found


def join(game: str, spec: type | str) -> Join:
    """The join of the spec type ``spec`` (or its name) in ``game``'s battle part: its own,
    else its nearest base's, else a `Join()` that takes no part (no hook, no flag)."""
    return rules(game).join(spec) or Join()


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

    return list(load(game, "battle").get("phases", {}))


def phase_names(game: str) -> dict[str, dict[str, Any]]:

    return dict(load(game, "battle").get("phases", {}))
