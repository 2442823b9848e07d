"""A roll made in a battle: the units it changed (each game's pure ``apply``), its luck,
and its log entry (time, round, phase, the command as typed, the seed or the dice entered,
the result's JSON), written as one new revision of the battle file."""

from __future__ import annotations

import dataclasses
import datetime
import shlex
from collections.abc import Callable
from dataclasses import field
from typing import Any

from muster.battle import games, luck
from muster.battle.model import Battle, Side, Unit
from muster.battle.model import Roll as Rolled
from muster.engine.exact import distribution
from muster.engine.frozen import frozen
from muster.engine.rule import rule_for
from muster.errors import MusterError


@frozen
class Roll:
    """What a command rolled and for whom."""

    game: str
    spec: object
    result: Any
    units: dict[str, tuple[Side, Unit]]  # role -> (side, unit)
    command: list[str]
    dice: list[str]
    overrides: list[dict[str, Any]] = field(default_factory=list)


@frozen
class Change:
    role: str
    side: str
    name: str
    before: dict[str, Any]
    after: dict[str, Any]
    profile: dict[str, Any]
    told: Any = None  # a `say` message: what the roll was for the unit (`Join.told`)

    def to_json(self) -> dict[str, Any]:
        return {"role": self.role, "side": self.side, "name": self.name,
                "before": self.before, "after": self.after}


@frozen
class Done:
    """A roll written to the battle: the revision, the units' changes, who rolled."""

    game: str
    revision: int
    round: int
    phase: str | None
    changes: tuple[Change, ...]
    side: str | None
    percentile: float | None
    overrides: tuple[dict[str, Any], ...]

    def to_json(self, path: str) -> dict[str, Any]:
        return {"file": path, "revision": self.revision, "round": self.round,
                "phase": self.phase, "units": [c.to_json() for c in self.changes],
                "side": self.side, "percentile": self.percentile,
                "overrides": list(self.overrides)}


def roller(battle: Battle, units: dict[str, tuple[Side, Unit]], own: bool = False
           ) -> str | None:
    """The side that rolled: the attacker's; else, against a target, the one other side
    (of two), or the target's own for a roll it makes itself (``own``: its join's
    ``own``, Regeneration); else none known."""
    if own and "target" in units:
        return units["target"][0].name
    if "attacker" in units:
        return units["attacker"][0].name
    if "target" in units:
        others = battle.others(units["target"][0].name)
        return others[0].name if len(others) == 1 else None
    return None


def luck_of(game_score: Callable[[Any], float | None], spec: object, result: object
            ) -> float | None:
    """The percentile of one roll of ``spec`` (`muster.battle.luck`; its rule's exact odds,
    within the bound): what the battle records with the roll."""
    found = rule_for(spec)
    if found is None:
        return None
    key = (found.odds_key or found.key)(result)

    def score(k: Any) -> float | None:
        s = game_score(k)
        return s if s is not None else luck.plain_score(k)

    if score(key) is None:
        return None
    try:
        dist = distribution(found, spec)
    except MusterError:
        return None
    return luck.percentile(dict(dist.probs), key, score)


def commit(held: Any, roll: Roll, attached: dict[str, Any] | None = None) -> Done:
    """Apply ``roll`` to the battle ``held`` (`store.Held`) and write it, logged; with
    ``attached``, the change the roll made to an attached file (`battle.attached`)."""
    battle: Battle = held.battle
    changes = []
    join = games.join(roll.game, type(roll.spec))
    apply = join.apply
    names = {role: unit.name for role, (_side, unit) in roll.units.items()}
    for role, (side, unit) in roll.units.items():
        # a group's attackers ("attacker 2", ...) each take the result as the attacker
        hook = role if role.startswith("target") else games.kind(role)
        after = (dict(apply(hook, unit.profile, unit.state, roll.result)) if apply
                 else dict(unit.state))
        if join.named is not None:
            after = join.named(hook, names, unit.state, after)
        battle = battle.with_unit(unit.name, after)
        told = join.told(hook, names, unit.state, after) if join.told else None
        changes.append(Change(role, side.name, unit.name, dict(unit.state), after,
                              dict(unit.profile), told))
    pct = luck_of(games.rules(roll.game).score, roll.spec, roll.result)
    rolled_by = roller(battle, roll.units, join.own)
    revision = held.doc.revision + 1
    actor = roll.units.get("attacker", (None, None))[1]
    battle = dataclasses.replace(battle, rolls=(*battle.rolls, Rolled(
        revision, rolled_by, None if pct is None else round(pct, 6),
        actor.name if actor is not None else None)))
    result_json = roll.result.to_json()
    detail = {
        "time": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "round": battle.round, "phase": battle.phase, "command": shlex.join(roll.command),
        "seed": result_json.get("seed"), "dice": roll.dice or None,
        "units": [c.to_json() for c in changes], "side": rolled_by, "percentile": pct,
        "overrides": roll.overrides, "result": result_json}
    if attached is not None:
        detail["attached"] = attached
    held.commit(battle, "roll", detail)
    return Done(roll.game, revision, battle.round, battle.phase, tuple(changes), rolled_by, pct,
                tuple(roll.overrides))
