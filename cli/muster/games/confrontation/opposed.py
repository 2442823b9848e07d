"""Opposed rolls (seed 000 L422-425 deployment roll, L460-464 tactical roll, L841-845 melee
initiative), read by RULINGS 4: both sides make a roll-off (a characteristic test with no
difficulty), the higher total wins, an automatic failure ranks below every total, and a tie
(two failures too) is rolled again.

The tie rule is `standing` (`beats`, `verdict`): the procedure re-rolls while a round ties. The
procedure is plain: a round is two independent parts (`Source.independent`) repeated until
decided (`Source.until`), so the engine derives its exact odds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.dice import Part, Source
from muster.engine.die import ChainTooLong
from muster.engine.frozen import frozen
from muster.engine.joints import Compare
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

if TYPE_CHECKING:
    from fractions import Fraction

VIEWS = "muster.games.confrontation.views.opposed"  # its text and odds tables

SIDES = (N_("first"), N_("second"))


def beats(a: object, b: object) -> int:
    """1 when roll-off result ``a`` beats ``b``, -1 when it loses, 0 on a tie (rolled
    again). Results are roll-off keys: a total, or an automatic failure, which ranks below
    every total; two failures tie (RULINGS 4)."""
    ra, rb = standing(a), standing(b)
    return (ra > rb) - (ra < rb)


@frozen
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


@frozen
class OpposedRound:
    first: CharacteristicRoll
    second: CharacteristicRoll
    tie: bool


@frozen
class OpposedRoll(JsonResult):
    """The rounds of an opposed roll, the last one decided."""

    GAME = GAME

    opposed: bool
    winner: str
    rounds: tuple[OpposedRound, ...]
    seed: int | None = None


def winner_of(roll: OpposedRoll) -> str:
    return roll.winner


def _rank(roll: CharacteristicRoll) -> int | float | Fraction:
    """What a round reads from one side's roll-off: its rank (`standing`)."""
    return standing(outcome(roll))


# who wins a round whose roll-offs rank (first, second) (`standing`, as `beats` compares
# them): "first", "second" or "tie"; a comparison, which the exact driver weighs by sorting
verdict = Compare(higher=SIDES[0], lower=SIDES[1], equal="tie")


def _round(src: Source, spec: OpposedSpec) -> tuple[str, tuple[CharacteristicRoll, ...] | None]:
    """One round: both sides' roll-offs, which share no dice (the exact driver weighs each
    side alone and groups their product by `verdict`)."""
    return src.independent([Part(single_test, spec.first, _rank),
                            Part(single_test, spec.second, _rank)], verdict)


def _decided(attempt: tuple[str, object]) -> bool:
    return attempt[0] != "tie"


def _who(attempt: tuple[str, object]) -> str:
    return attempt[0]


def one_round(src: Source, spec: OpposedSpec) -> str:
    """Who wins one round: first, second or tie (its odds are the odds view's one-round
    line, weighed by the engine beside the whole roll's: `rule`'s ``weighs``)."""
    return _round(src, spec)[0]


@rule(OpposedSpec, key=winner_of, label=N_("winner"), weighs={"per_round": one_round})
def opposed(src: Source, spec: OpposedSpec) -> OpposedRoll:
    """Rounds until one side ranks higher. The exact driver weighs one round (the product
    of the two sides' roll-offs) and conditions on a decided one (`Source.until`)."""
    winner, attempts = src.until(_round, spec, _decided, _who)
    if len(attempts) > char_rules()["opposed"]["max_rounds"]:
        raise ChainTooLong()
    rounds = [results for _values, results in attempts if results is not None]
    shown = tuple(OpposedRound(a, b, i < len(rounds) - 1)
                  for i, (a, b) in enumerate(rounds))
    return OpposedRoll(True, winner, shown)
