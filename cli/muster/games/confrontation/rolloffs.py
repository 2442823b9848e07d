"""Confrontation's rolls for the turn order (seed 000 L411-425, L460-464): the zone roll (a
plain die each, the higher chooses, ties rolled again), and the deployment and tactical rolls
(the opposed roll on DIS: `opposed.OpposedSpec`, RULINGS 2-4). The numbers are in
``data/deploy.toml``.

Two rules: a new deck rolls `DeploymentSpec` (the zone roll, then the deployment roll), a new
movement phase `TacticalSpec` (the tactical roll); both give `Rolls`. Their odds are the
engine's: the deployment roll's walk, and the zone roll weighed beside it (``weighs``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field
from typing import Any, ClassVar, NamedTuple

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.die import ChainTooLong
from muster.engine.frozen import frozen
from muster.engine.frozen_map import FrozenMap
from muster.engine.rolloff import rank as by_die
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError, pointer
from muster.games.confrontation.opposed import OpposedSpec, opposed
from muster.games.confrontation.tables import check_dis
from muster.i18n import N_, say

VIEWS = "muster.games.confrontation.views.rolloffs"  # its text and odds tables

GAME = "confrontation"
MAX_REROLLS = 100  # ties in a row before a roll-off is given up (1 in 6**100 or so)


def rules() -> dict[str, Any]:
    return load(GAME, "deploy")


# ------------------------------------------------------------------ the specs


class _TwoSides:
    """What both specs hold and check: the two sides (the first named rolls first) and each
    side's highest DIS, in the order the deck keeps them (the JSON's)."""

    KIND: ClassVar[str]  # the DIS roll's entry in data/deploy.toml
    sides: tuple[str, ...]
    dis: tuple[tuple[str, int], ...]

    def __post_init__(self) -> None:
        if len(self.sides) != 2 or self.sides[0] == self.sides[1]:
            raise FieldError("dis", "Confrontation is played by two sides; name exactly "
                             "two{how} (named: {named})",
                             named=", ".join(self.sides) or say("none"),
                             how=pointer("confrontation.sides"))
        values = dict(self.dis)
        for side in self.sides:
            if side not in values:
                raise FieldError("dis", "no DIS for {side}: give {field} {side}=V (the "
                                 "highest Discipline in that army)", side=side)
            check_dis(side, values[side])

    def value(self, side: str) -> int:
        return dict(self.dis)[side]


@frozen
class DeploymentSpec(_TwoSides):
    """A new deck's rolls (L414-425): the zone roll, then the deployment roll on DIS."""

    KIND = "deployment_roll"
    sides: tuple[str, ...]
    dis: tuple[tuple[str, int], ...]


@frozen
class TacticalSpec(_TwoSides):
    """A new movement phase's tactical roll on DIS (L459-464)."""

    KIND = "tactical_roll"
    sides: tuple[str, ...]
    dis: tuple[tuple[str, int], ...]


# ------------------------------------------------------------------ the results


@frozen
class SideRoll:
    """One side's deployment or tactical roll in one round."""

    dice: tuple[int, ...]
    value: int  # the DIS
    total: int
    automatic_failure: bool


Round = Mapping[str, int | SideRoll]
"""One round of a roll-off: what each side rolled (a die, or its `SideRoll`), by side name
(names are the players', not fields), the first side first (a `FrozenMap`)."""


@frozen
class RollOff(JsonResult):
    """Rounds of a roll-off until one side wins."""

    roll: str  # which roll: its entry in data/deploy.toml (zone_roll, deployment_roll, ...)
    rounds: tuple[Round, ...]
    winner: str


@frozen
class Rolls(JsonResult):
    """What a new deck or a new movement phase rolled: the zone roll (a new deck's only) and
    the deployment or tactical roll."""

    zone: RollOff | None
    roll: RollOff
    seed: int | None = field(default=None, metadata={"json": False})


class Winners(NamedTuple):
    """Who won the zone roll and the deployment roll, shown as "lions, acheron"."""

    zone: str
    roll: str

    def __str__(self) -> str:
        return f"{self.zone}, {self.roll}"


def winners(result: Rolls) -> Winners:
    """What a new deck's --times counts: who won each roll."""
    assert result.zone is not None  # a new deck's rolls hold the zone roll
    return Winners(result.zone.winner, result.roll.winner)


def roll_winner(result: Rolls) -> str:
    """Who won the deployment or tactical roll."""
    return result.roll.winner


# ------------------------------------------------------------------ the procedures


def zone_roll(src: Source, sides: Sequence[str]) -> RollOff:
    """The zone roll (L414-416): a plain die each, the higher chooses; a tie is rolled
    again. That is the engine's roll-off (`muster.engine.rolloff.rank`)."""
    order, rounds = by_die(src, sides, rules()["zone_roll"]["sides"])
    shown = tuple(FrozenMap(zip(r["among"], r["dice"], strict=True)) for r in rounds)
    return RollOff("zone_roll", shown, order[0])


def zone_winner(src: Source, spec: DeploymentSpec) -> str:
    """Who wins the zone roll (its odds: the engine weighs it beside the deployment roll)."""
    return zone_roll(src, spec.sides).winner


def roll_off(src: Source, spec: _TwoSides) -> RollOff:
    """The deployment or tactical roll: each side's characteristic test on DIS in turn (the
    first side named first), rolled again until one side ranks higher. The procedure is the
    opposed roll of `opposed.OpposedSpec` (RULINGS 4: an automatic failure ranks lowest,
    ties and two failures are rolled again)."""
    a, b = spec.sides
    try:
        result = opposed(src, OpposedSpec.values(spec.value(a), spec.value(b)))
    except ChainTooLong:  # still a chain cut off: the exact driver's truncated mass
        raise ChainTooLong(say("{n} ties in a row; refused", n=MAX_REROLLS)) from None
    rounds = tuple(
        FrozenMap({s: SideRoll(r.dice, spec.value(s), int(r.total), r.automatic_failure)
                   for s, r in zip(spec.sides, (rnd.first, rnd.second), strict=True)})
        for rnd in result.rounds)
    return RollOff(spec.KIND, rounds, a if result.winner == "first" else b)


@rule(DeploymentSpec, key=winners, label=N_("zone, deployment roll"), odds_key=roll_winner,
      odds_label=N_("winner"), weighs={"zone": zone_winner})
def deployment_rolls(src: Source, spec: DeploymentSpec) -> Rolls:
    """A new deck's rolls: the zone roll, then the deployment roll."""
    return Rolls(zone_roll(src, spec.sides), roll_off(src, spec))


@rule(TacticalSpec, key=roll_winner, label=N_("tactical roll winner"))
def tactical_roll(src: Source, spec: TacticalSpec) -> Rolls:
    """A new movement phase's tactical roll."""
    return Rolls(None, roll_off(src, spec))
