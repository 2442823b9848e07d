"""The battle file's content (the ``state`` of a ``muster: battle`` document) as frozen
dataclasses: read with `Battle.of`, written with `Battle.to_state`."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from muster.engine.frozen import frozen


@frozen
class Unit:
    """One unit, figure, warrior or fighter: its profile (what the rules read of it: RES,
    Armour, ...) and its state (what the battle did to it), both in the game's own terms."""

    name: str
    profile: Mapping[str, Any]
    state: Mapping[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "profile": dict(self.profile), "state": dict(self.state)}


@frozen
class Side:
    name: str
    units: tuple[Unit, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "units": [u.to_json() for u in self.units]}


@frozen
class Roll:
    """A roll in effect (undo takes it back with the state): who rolled and how lucky."""

    revision: int
    side: str | None
    percentile: float | None
    unit: str | None = None

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@frozen
class Battle:
    game: str
    round: int = 1
    phase: str | None = None
    sides: tuple[Side, ...] = ()
    attached: Mapping[str, str] = dataclasses.field(default_factory=dict)
    rolls: tuple[Roll, ...] = ()

    @classmethod
    def of(cls, game: str, state: Mapping[str, Any]) -> Battle:
        """The battle a checked state holds."""
        sides = tuple(Side(s["name"], tuple(Unit(u["name"], u.get("profile", {}),
                                                 u.get("state", {}))
                                            for u in s.get("units", [])))
                      for s in state.get("sides", []))
        rolls = tuple(Roll(r["revision"], r.get("side"), r.get("percentile"), r.get("unit"))
                      for r in state.get("rolls", []))
        return cls(game, state.get("round", 1), state.get("phase"), sides,
                   dict(state.get("attached", {})), rolls)

    def to_state(self) -> dict[str, Any]:
        return {"round": self.round, "phase": self.phase,
                "sides": [s.to_json() for s in self.sides],
                "attached": dict(self.attached), "rolls": [r.to_json() for r in self.rolls]}

    def units(self) -> list[tuple[Side, Unit]]:
        return [(s, u) for s in self.sides for u in s.units]

    def side_named(self, name: str) -> Side | None:
        return next((s for s in self.sides if s.name == name), None)

    def unit_named(self, name: str) -> tuple[Side, Unit] | None:
        return next(((s, u) for s, u in self.units() if u.name == name), None)

    def with_unit(self, name: str, state: Mapping[str, Any]) -> Battle:
        """The battle with the unit ``name`` in ``state``."""
        sides = tuple(Side(s.name, tuple(dataclasses.replace(u, state=dict(state))
                                         if u.name == name else u for u in s.units))
                      for s in self.sides)
        return dataclasses.replace(self, sides=sides)

    def with_added(self, side: str, unit: Unit) -> Battle:
        if self.side_named(side) is None:
            return dataclasses.replace(self, sides=(*self.sides, Side(side, (unit,))))
        sides = tuple(Side(s.name, (*s.units, unit)) if s.name == side else s
                      for s in self.sides)
        return dataclasses.replace(self, sides=sides)

    def others(self, side: str) -> list[Side]:
        return [s for s in self.sides if s.name != side]
