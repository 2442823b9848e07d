"""Opposed rolls (seed 000 L422-425 deployment roll, L460-464 tactical roll, L841-845 melee
initiative), read by RULINGS 4: both sides make a roll-off (a characteristic test with no
difficulty), the higher total wins, an automatic failure ranks below every total, and a tie
(two failures too) is rolled again.

The tie rule is `beats`, and only there: the procedure re-rolls while it answers 0, and the
exact form weighs one round with it."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from fractions import Fraction
from functools import cmp_to_key

from muster.engine.dice import ChainTooLong, Source
from muster.engine.odds import Distribution, enumerate_outcomes
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError
from muster.games.confrontation.characteristic import (
    CharacteristicRoll,
    CharacteristicSpec,
    outcome,
    single_test,
    standing,
)
from muster.games.confrontation.tables import GAME, char_rules
from muster.i18n import N_

VIEWS = "muster.games.confrontation.views.tests"  # its text and odds tables

SIDES = (N_("first"), N_("second"))


def beats(a: object, b: object) -> int:
    """1 when roll-off result ``a`` beats ``b``, -1 when it loses, 0 on a tie (rolled
    again). Results are roll-off keys: a total, or an automatic failure, which ranks below
    every total; two failures tie (RULINGS 4)."""
    ra, rb = standing(a), standing(b)
    return (ra > rb) - (ra < rb)


@dataclass(frozen=True)
class OpposedSpec:
    """Two roll-offs against each other; each side a characteristic test with no
    difficulty (its value, penalties, abilities and group)."""

    first: CharacteristicSpec
    second: CharacteristicSpec

    def __post_init__(self) -> None:
        if self.first.difficulty is not None or self.second.difficulty is not None:
            raise FieldError("difficulty", "{second} is an opposed roll-off with no "
                             "difficulty; leave out {field}", second=Field("second"))
        if self.first.fanatic is not None:
            raise FieldError("fanatic", "{field} is a re-test after a Courage test, not part "
                             "of an opposed roll")

    @classmethod
    def values(cls, first: int, second: int) -> OpposedSpec:
        """Two plain roll-offs (a deployment or tactical roll on DIS)."""
        return cls(CharacteristicSpec(first), CharacteristicSpec(second))


@dataclass(frozen=True)
class OpposedRound:
    first: CharacteristicRoll
    second: CharacteristicRoll
    tie: bool


@dataclass(frozen=True)
class OpposedRoll(JsonResult):
    """The rounds of an opposed roll, the last one decided."""

    GAME = GAME

    opposed: bool
    winner: str
    rounds: tuple[OpposedRound, ...]
    seed: int | None = None


def winner_of(roll: OpposedRoll) -> str:
    return roll.winner


def _key(roll: object) -> Hashable:
    assert isinstance(roll, CharacteristicRoll)
    return outcome(roll)


def opposed_odds(spec: OpposedSpec) -> Distribution:
    """The exact chance of each winner: each side's roll-off walked by the exact driver,
    one round weighed with `beats`, and a tie rolled again, so a side wins with
    P(wins a round) / (1 - P(tie)). ``per_round`` keeps one round's chances."""
    da = enumerate_outcomes(lambda src: single_test(src, spec.first), _key)
    db = enumerate_outcomes(lambda src: single_test(src, spec.second), _key)
    order = cmp_to_key(beats)
    theirs = sorted(db.probs.items(), key=lambda kv: order(kv[0]))
    wins = ties = Fraction(0)
    below, j = Fraction(0), 0  # below: P(the second side's result loses to this one)
    for ka, pa in sorted(da.probs.items(), key=lambda kv: order(kv[0])):
        while j < len(theirs) and beats(theirs[j][0], ka) < 0:
            below += theirs[j][1]
            j += 1
        tie, k = Fraction(0), j
        while k < len(theirs) and beats(theirs[k][0], ka) == 0:
            tie += theirs[k][1]
            k += 1
        wins += pa * below
        ties += pa * tie
    losses = (1 - da.truncated) * (1 - db.truncated) - wins - ties
    decided = wins + losses
    dist = Distribution({"first": wins / decided, "second": losses / decided},
                        da.truncated + db.truncated)
    dist.per_round = {"first": wins, "second": losses, "tie": ties}  # type: ignore[attr-defined]
    return dist


@rule(OpposedSpec, key=winner_of, label=N_("winner"), exact=opposed_odds)
def opposed(src: Source, spec: OpposedSpec) -> OpposedRoll:
    rounds: list[tuple[CharacteristicRoll, CharacteristicRoll]] = []
    most = char_rules()["opposed"]["max_rounds"]
    while True:
        if len(rounds) >= most:
            raise ChainTooLong()
        a, b = single_test(src, spec.first), single_test(src, spec.second)
        rounds.append((a, b))
        result = beats(outcome(a), outcome(b))
        if result:
            shown = tuple(OpposedRound(x, y, i < len(rounds) - 1)
                          for i, (x, y) in enumerate(rounds))
            return OpposedRoll(True, SIDES[0] if result > 0 else SIDES[1], shown)
