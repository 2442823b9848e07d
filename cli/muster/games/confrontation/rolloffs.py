"""Confrontation's rolls for the turn order (seed 000 L411-425, L460-464): the zone roll (a
plain die each, the higher chooses, ties rolled again), and the deployment and tactical rolls
(the opposed roll on DIS: `opposed.OpposedSpec`, RULINGS 2-4), with their exact odds. The
numbers are in ``data/deploy.toml``."""

from __future__ import annotations

from typing import Any, NamedTuple

from muster.engine.data import load
from muster.engine.dice import ChainTooLong, Source
from muster.errors import LimitError
from muster.games.confrontation.characteristic import (
    CharacteristicRoll,
    characteristic_test,
    outcome,
)
from muster.games.confrontation.opposed import OpposedSpec, opposed, winner_of
from muster.i18n import say

VIEWS = "muster.games.confrontation.views.rolloffs"  # its text and odds tables

GAME = "confrontation"
MAX_REROLLS = 100  # ties in a row before a roll-off is given up (1 in 6**100 or so)


def rules() -> dict[str, Any]:
    return load(GAME, "deploy")


# ------------------------------------------------------------------ the opposed rolls


def dis_roll(src: Source, dis: int) -> CharacteristicRoll:
    """One side's deployment or tactical roll: the characteristic test on DIS with no
    difficulty (open-ended, always rolling on; a natural 1 fails)."""
    return characteristic_test(src, dis, None)


def dis_key(roll: CharacteristicRoll) -> object:
    return outcome(roll)


class RollOff:
    """Rounds of an opposed roll until one side wins."""

    def __init__(self, kind: str, sides: list[str], rounds: list[dict[str, Any]], winner: str):
        self.kind, self.sides, self.rounds, self.winner = kind, sides, rounds, winner

    def to_json(self) -> dict[str, Any]:
        return {"roll": self.kind, "rounds": self.rounds, "winner": self.winner}


def zone_roll(src: Source, sides: list[str]) -> RollOff:
    """The zone roll (L414-416): a plain die each, the higher chooses; a tie is rolled
    again. That is the engine's roll-off (`muster.engine.rolloff.rank`; imported here: a
    new round rolls no zone roll)."""
    from muster.engine.rolloff import rank as by_die

    order, rounds = by_die(src, sides, rules()["zone_roll"]["sides"])
    dice = [dict(zip(r["among"], r["dice"], strict=True)) for r in rounds]
    return RollOff("zone_roll", sides, dice, order[0])


def _duel(sides: list[str], values: dict[str, int]) -> OpposedSpec:
    """The opposed roll (RULINGS 4: an automatic failure ranks lowest, ties and two
    failures are rolled again), the first side named first."""
    a, b = sides
    return OpposedSpec.values(values[a], values[b])


def roll_off(src: Source, kind: str, sides: list[str], values: dict[str, int]) -> RollOff:
    """The deployment or tactical roll: each side's characteristic test on DIS in turn (the
    first side named first), rolled again until one side ranks higher. The procedure is the
    opposed roll of `opposed.OpposedSpec`."""
    try:
        result = opposed(src, _duel(sides, values))
    except ChainTooLong:
        raise LimitError(say("{n} ties in a row; refused", n=MAX_REROLLS)) from None
    rounds = [{s: {"dice": list(r.dice), "value": values[s], "total": r.total,
                   "automatic_failure": r.automatic_failure}
               for s, r in zip(sides, (rnd.first, rnd.second), strict=True)}
              for rnd in result.rounds]
    return RollOff(kind, sides, rounds, sides[0] if result.winner == "first" else sides[1])


class Rolls:
    """What ``new`` or ``round`` rolled: the zone roll (new only) and the DIS roll."""

    def __init__(self, zone: RollOff | None, roll: RollOff):
        self.zone, self.roll = zone, roll
        self.seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"zone": self.zone.to_json() if self.zone else None, "roll": self.roll.to_json()}


class Winners(NamedTuple):
    """Who won the zone roll and the deployment roll, shown as "lions, acheron"."""

    zone: str
    roll: str

    def __str__(self) -> str:
        return f"{self.zone}, {self.roll}"


def winners(result: Rolls) -> str | Winners:
    """What --times counts: who won each roll."""
    if result.zone is None:
        return result.roll.winner
    return Winners(result.zone.winner, result.roll.winner)


def rolls(src: Source, sides: list[str], dis: dict[str, int], *, zone: bool,
          kind: str) -> Rolls:
    """The procedure of ``new`` (zone roll, then deployment roll) and of ``round``
    (tactical roll)."""
    z = zone_roll(src, sides) if zone else None
    return Rolls(z, roll_off(src, kind, sides, dis))


# ------------------------------------------------------------------ exact odds


class RollOdds:
    """The exact chance of each side winning the zone roll and the deployment (or
    tactical) roll."""

    def __init__(self, kind: str, sides: list[str], dis: dict[str, int], zone: bool):
        from muster.engine.odds import enumerate_outcomes  # the odds only: not for a roll

        self.kind, self.sides, self.dis = kind, sides, dis
        self.zone = None
        if zone:
            d = enumerate_outcomes(lambda src: zone_roll(src, sides).winner, lambda w: w)
            self.zone = {s: d[s] for s in sides}
        duel = _duel(sides, dis)
        dist = enumerate_outcomes(lambda src: opposed(src, duel), winner_of)
        self.chances = {sides[0]: dist["first"], sides[1]: dist["second"]}
        self.exact = dist.exact
        self.truncated = dist.truncated  # the chance the chains cut off at the limit left out

    def to_json(self) -> dict[str, Any]:
        from muster.engine.odds import prob_json

        out: dict[str, Any] = {"odds": True, "game": GAME, "dis": self.dis}
        if self.zone is not None:
            out["zone_roll"] = {s: prob_json(p) for s, p in self.zone.items()}
        out[self.kind] = {s: prob_json(p, self.exact) for s, p in self.chances.items()}
        out["exact"] = self.exact
        return out
