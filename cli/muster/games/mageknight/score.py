"""Mage Knight end of game (`muster deploy-shuffle mk score`), seed 004 L213-223: objective
control after a player is left without able warriors, whether the game ends, and the winner
by the victory order (most objectives; then most points of figures eliminated; then the army
built for the fewest points; still tied: a draw). Pure rules, no dice.

Reading (docs/RULINGS.md, digest ambiguity row 21): each tie-break compares only the players
still tied at the step before. The order and names are in ``data/score.toml``.
"""

from __future__ import annotations

from dataclasses import field, replace
from typing import Any

from muster.engine.data import fold, load
from muster.engine.frozen import frozen
from muster.engine.frozen_map import FrozenMap
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.rule import JsonResult
from muster.errors import Field, FieldError, within
from muster.i18n import N_, Named, both_ways, listed, say

VIEWS = "muster.games.mageknight.views.setup"  # its text and odds tables

GAME = "mageknight"

# the spec field that holds each victory step's numbers
STEP_FIELD = {"objectives": "players", "eliminated_points": "eliminated",
              "built_points": "built"}


def data() -> dict[str, Any]:
    return load(GAME, "score")


@frozen
class ScoreSpec:
    """The end of a game: each player and the objectives he controls (``players``), the
    points of the figures each eliminated (``eliminated``) and his army's build total
    (``built``), the players who still have able warriors (``able``; None: all of them),
    the objectives on the battlefield (``objectives``), and whether the time is up or the
    players agreed to end."""

    players: tuple[tuple[str, int], ...]
    eliminated: tuple[tuple[str, int], ...] = ()
    built: tuple[tuple[str, int], ...] = ()
    able: tuple[str, ...] = ()
    objectives: int | None = None
    time_up: bool = False
    agreed: bool = False

    def __post_init__(self) -> None:
        for name in ("players", "eliminated", "built"):
            pairs = getattr(self, name)
            _once(name, [n for n, _ in pairs])
            for n, value in pairs:
                within(name, value, 0, name=say("{field} {name}", field=Field(name),
                                                name=Named(n, n)))
        if len(self.players) < 2:
            raise FieldError("players", "give every player with {field} NAME=OBJECTIVES (at "
                                        "least two)")
        for name in ("eliminated", "built"):
            for n, _ in getattr(self, name):
                self.player(name, n)
        if self.objectives is not None:
            within("objectives", self.objectives, 0)
            claimed = sum(v for _, v in self.players)
            if claimed > self.objectives:
                raise FieldError("objectives", "the players control {claimed} objectives, more "
                                               "than the {total} given with {field}",
                                 claimed=claimed, total=self.objectives)
        able = [self.player("able", n.strip()) for n in self.able]
        _once("able", able)
        if len(able) == 1 and self.objectives is None:
            raise FieldError("objectives", "{name} alone has able warriors and so controls "
                                           "every objective: give how many there are with "
                                           "{field} N", name=able[0])

    @property
    def able_players(self) -> set[str]:
        """The players with able warriors, folded (empty: not given, all of them)."""
        return {fold(self.player("able", n.strip())) for n in self.able}

    def player(self, field: str, name: str) -> str:
        """The player ``name`` means (names match whatever the case), as given in
        ``players``."""
        return Lookup.of_names(N_("player"), (n for n, _ in self.players)).find(
            name, field=field, template=UNKNOWN_FOR)


def _once(field: str, names: list[str]) -> None:
    seen: set[str] = set()
    for name in names:
        if fold(name) in seen:
            raise FieldError(field, "{field}: {name} is given twice", name=name)
        seen.add(fold(name))


@frozen(kw_only=True)
class Player:
    name: str
    able: bool = True
    objectives_claimed: int  # as the players report them
    objectives: int          # after the elimination rule (L214)
    eliminated_points: int | None = None
    built_points: int | None = None

    def value(self, key: str) -> int | None:
        """One of the tie-break counts by its field name (``objectives``, ...)."""
        value: int | None = getattr(self, key)
        return value


@frozen
class Step(JsonResult):
    """One tie-break of the victory order (``rule``: its row of the data): the players it
    ``compared`` ``by``, the ``best`` value and the ``leaders`` who have it."""

    by: str
    compared: tuple[str, ...]
    best: int
    leaders: tuple[str, ...]
    rule: FrozenMap[str, Any] = field(metadata={"json": False})


@frozen
class Score(JsonResult):
    """The end of the game: who controls the objectives (``control_removed``: players
    without able warriors; ``controls_all``: the only one with any), whether the game ends
    (``ends``: the end conditions that hold, by ``ends_because``), and the ``winner``,
    ``decided_by`` a tie-break, or the players ``tied`` in a draw."""

    GAME = GAME
    FORM = "score"

    objectives_total: int | None
    players: tuple[Player, ...]
    control_removed: tuple[str, ...]
    controls_all: str | None
    game_ends: bool
    ends_because: tuple[str, ...]
    result: str  # "win" or "draw"
    winner: str | None
    decided_by: str | None
    tied: tuple[str, ...]
    steps: tuple[Step, ...]
    ends: tuple[FrozenMap[str, Any], ...] = field(default=(), metadata={"json": False})


def _roster(spec: ScoreSpec) -> list[Player]:
    """Every player with his numbers, objectives turned neutral for one without able
    warriors and all of them to the only one with any (L214)."""
    eliminated = {fold(n): v for n, v in spec.eliminated}
    built = {fold(n): v for n, v in spec.built}
    able = spec.able_players
    roster = []
    for name, claimed in spec.players:
        p = Player(name=name, objectives_claimed=claimed, objectives=claimed,
                   eliminated_points=eliminated.get(fold(name)),
                   built_points=built.get(fold(name)))
        if able and fold(name) not in able:
            p = replace(p, able=False, objectives=0)
        elif len(able) == 1:
            p = replace(p, objectives=spec.objectives or 0)
        roster.append(p)
    return roster


def _steps(roster: list[Player]) -> tuple[list[Step], Player | None]:
    """The victory order, each step comparing the players still tied."""
    steps: list[Step] = []
    compared = roster
    for rule in data()["victory"]["order"]:
        key = rule["key"]
        missing = [p.name for p in compared if p.value(key) is None]
        if missing:
            raise FieldError(STEP_FIELD[key], "{tied} are still tied; the next tie-break is "
                                              "the {rule} ({ref}): give {option} NAME=POINTS "
                                              "for {missing}",
                             tied=both_ways(lambda compared=compared: listed(
                                 [p.name for p in compared])),
                             rule=Named(rule["en"], rule["cs"]), ref=rule["ref"],
                             option=Field(STEP_FIELD[key]),
                             missing=both_ways(lambda missing=missing: listed(missing)))
        values = [v for v in (p.value(key) for p in compared) if v is not None]
        best = max(values) if rule["best"] == "most" else min(values)
        leaders = [p for p in compared if p.value(key) == best]
        steps.append(Step(key, tuple(p.name for p in compared), best,
                          tuple(p.name for p in leaders), FrozenMap(rule)))
        if len(leaders) == 1:
            return steps, leaders[0]
        compared = leaders
    return steps, None


def score(spec: ScoreSpec) -> Score:
    """The end of the game: who controls what, whether the game ends, who wins."""
    roster = _roster(spec)
    conditions = {c["key"]: c for c in data()["game_end"]["conditions"]}
    sole = next(p for p in roster if p.able) if len(spec.able_players) == 1 else None
    ends = [conditions["one_able"]] if sole else []
    if spec.time_up:
        ends.append(conditions["time_limit"])
    if spec.agreed:
        ends.append(conditions["agreed"])
    steps, winner = _steps(roster)
    return Score(spec.objectives, tuple(roster), tuple(p.name for p in roster if not p.able),
                 sole.name if sole else None, bool(ends), tuple(c["key"] for c in ends),
                 "win" if winner else "draw", winner.name if winner else None,
                 steps[-1].by if winner else None,
                 () if winner else steps[-1].leaders, tuple(steps),
                 tuple(FrozenMap(c) for c in ends))
