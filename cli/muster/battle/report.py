"""What the battle commands print, as frozen results (their JSON derives from them; their
terminal views are in `muster.battle.views`)."""

from __future__ import annotations

from dataclasses import field
from typing import Any

from muster.battle import luck
from muster.battle.model import Battle
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult

VIEWS = "muster.battle.views"


@frozen
class Shown(JsonResult):
    """``battle show`` (and what every change to the battle prints after it)."""

    FORM = "battle"
    file: str
    game: str
    revision: int
    round: int
    phase: str | None
    sides: list[dict[str, Any]]
    attached: dict[str, str]
    action: str | None = None  # the change just made: new, add, next, undo, redo, attach
    # an undo that took back a change to an attached file: its record (kind, file, ...)
    undid: dict[str, Any] | None = field(default=None, metadata={"json": False})

    @classmethod
    def of(cls, path: str, revision: int, battle: Battle, action: str | None = None,
           undid: dict[str, Any] | None = None) -> Shown:
        sides = [s.to_json() for s in battle.sides]
        return cls(path, battle.game, revision, battle.round, battle.phase, sides,
                   dict(battle.attached), action, undid)

    def extra_json(self) -> dict[str, Any]:
        return {} if self.undid is None else {"undid": self.undid}


@frozen
class Log(JsonResult):
    FORM = "battle-log"
    file: str
    entries: list[dict[str, Any]]
    # the game, for the Czech word of a unit ('bojovník přidán'); not in the JSON
    game: str = field(default="", metadata={"json": False})


@frozen
class SideLuck:
    side: str
    rolls: int
    rated: int
    mean: float | None
    histogram: list[int]


@frozen
class Stats(JsonResult):
    FORM = "battle-stats"
    file: str
    sides: list[SideLuck]

    @classmethod
    def of(cls, path: str, battle: Battle) -> Stats:
        names = [s.name for s in battle.sides]
        if any(r.side is None for r in battle.rolls):
            names.append("")
        out = []
        for name in names:
            mine = [r for r in battle.rolls if (r.side or "") == name]
            rated = [r.percentile for r in mine if r.percentile is not None]
            out.append(SideLuck(name, len(mine), len(rated),
                                round(sum(rated) / len(rated), 6) if rated else None,
                                luck.histogram(rated)))
        return cls(path, out)
