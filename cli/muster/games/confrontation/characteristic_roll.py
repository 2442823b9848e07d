"""The characteristic test itself (seed 000 L367-392, L1564-1577): d6 + a characteristic
against a difficulty, with the die penalties of wounds and the die abilities, for every rule
that makes one (a melee die, a physical feat, a shot, a deployment roll). The test as a
player asks for it, `CharacteristicSpec`, and the Fanaticism re-test are in
`muster.games.confrontation.characteristic`; a rule that makes the test alone imports only
this (start-up). The numbers are in ``data/tests.toml``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult
from muster.errors import FieldError
from muster.games.confrontation.tables import (
    GAME,
    char_rules,
    penalty_key,
    penalty_total,
)
from muster.i18n import say

if TYPE_CHECKING:  # a value may be a fraction (halved); start-up never imports fractions
    from fractions import Fraction

VIEWS = "muster.games.confrontation.views.tests"  # its text and odds tables


class _RanksLowest(str):
    """A roll-off's "automatic failure" key: text in JSON, but sorted below every total
    (RULINGS 4), so a --times summary lists it first and the totals in numeric order."""

    def __lt__(self, other: object) -> bool:
        return True if isinstance(other, (int, float)) else str.__lt__(self, str(other))

    def __gt__(self, other: object) -> bool:
        return False if isinstance(other, (int, float)) else str.__gt__(self, str(other))

    __hash__ = str.__hash__


ROLL_OFF_FAILURE = _RanksLowest("automatic failure")


def meets(total: int | float | Fraction, difficulty: int | None, over: bool) -> bool:
    if difficulty is None:
        return False
    return total > difficulty if over else total >= difficulty


@frozen
class CharacteristicRoll(JsonResult):
    """One characteristic test."""

    GAME = GAME

    value: int | float | Fraction
    difficulty: int | None
    over: bool
    penalties: tuple[str, ...]
    penalty: int
    dice: tuple[int, ...]
    die_result: int
    total: int | float | Fraction
    success: bool | None
    automatic_failure: bool
    reason: str
    five_as_six: bool
    no_automatic_failure: bool
    no_modified_failure: bool
    abilities: tuple[str, ...]
    group: int
    group_bonus: int
    seed: int | None = None


class _RollsOn(tuple[Any, ...]):
    """Whether a test rolls another die after ``dice`` (`Source.chain`): (roll_on, one,
    always, modified_fails, modified_failure, penalty, value, difficulty, over). A natural
    ``one`` stops it (None: it does not), a face not in ``roll_on`` too, and by RULINGS 2 a
    test already succeeded (unless ``always``). A tuple, so equal rules are equal: the
    exact driver weighs their chains once (a frozen dataclass would cost start-up)."""

    __slots__ = ()

    def __call__(self, dice: list[int]) -> bool:
        roll_on, one, always, modified_fails, limit, penalty, value, difficulty, over = self
        d = dice[-1]
        if d == one or d not in roll_on:
            return False
        if always:
            return True
        part = sum(dice) - penalty
        return not ((not modified_fails or part > limit)
                    and meets(part + value, difficulty, over))


# why a roll-off's total stands (one message: the exact driver runs a test per chain)
ROLL_OFF_WHY = say("roll-off total; the higher total wins, an automatic failure ranks lowest")


def characteristic_test(src: Source, value: int | float | Fraction, difficulty: int | None, *,
                        over: bool = False, penalties: tuple[str, ...] | list[str] = (),
                        five_as_six: bool = False, no_automatic_failure: bool = False,
                        always_roll_on: bool = False,
                        abilities: tuple[str, ...] | list[str] = (),
                        no_modified_failure: bool | None = None,
                        group: int = 1) -> CharacteristicRoll:
    """d6 + value against difficulty (total >= difficulty, or > with ``over``).

    Open-ended: a 6 (or a 5 with ``five_as_six``) rolls again and adds. By RULINGS 2 the
    roller stops once the test has succeeded (further dice could only add, or fail on a
    1); ``always_roll_on`` keeps rolling on every 6. A natural 1 fails, also after a six,
    unless ``no_automatic_failure``; when penalties were taken off the die, a die part of 1
    or less fails too (L1572-1573), unless ``no_modified_failure`` (which defaults to
    ``no_automatic_failure``: Sharp shooter and Vivacity excuse both, Brutal, Bravery and
    Born killer only the natural 1).
    With no difficulty (a roll-off) the roller always rolls on (RULINGS 2) and the result
    is a total, an automatic failure ranking below every total (RULINGS 4).
    """
    r = char_rules()
    t = r["test"]
    # a group test (L672-678, L846-850): the best value, +1 for every model after the first
    bonus = r["group"]["bonus_per_extra_model"] * (group - 1)
    base_value, value = value, value + bonus
    if no_modified_failure is None:
        no_modified_failure = no_automatic_failure
    penalty = penalty_total(penalties) if penalties else 0
    # L1572-1573 is about a die lowered by penalties; an unmodified die is only ever
    # failed by a natural 1 (L379-383), which an exemption from it may excuse.
    modified_fails = penalty > 0 and not no_modified_failure
    roll_on = frozenset(t["roll_on_five" if five_as_six else "roll_on"])
    one = t["automatic_failure"]
    stop = None if no_automatic_failure else one
    if always_roll_on or difficulty is None:  # rolls on after every 6, whatever the total:
        # one rule for every value (equal rules: their chains weighed once, both sides of
        # a roll-off)
        again = _RollsOn((roll_on, stop, True, False, 0, 0, 0, None, False))
    else:
        again = _RollsOn((roll_on, stop, False, modified_fails, t["modified_failure"],
                          penalty, value, difficulty, over))
    # read as a whole (its total, its last die) where no reason shows its total (a roll-off,
    # a climb): the exact driver may then leave the chain unchosen
    dice = src.chain(t["sides"], again, whole=difficulty is None)
    why: str = ""
    auto_fail = not no_automatic_failure and dice.last() == one
    if auto_fail:
        why = (say("a natural 1 fails (also after a six)") if dice.rolled_on()
               else say("a natural 1 fails"))
    part = dice.total() - penalty
    if modified_fails and not auto_fail and part <= t["modified_failure"]:
        auto_fail = True
        why = say("the die after penalties is {part}, and {limit} or less fails", part=part,
                  limit=t["modified_failure"])
    total = part + value
    if not auto_fail and difficulty is None:
        why = ROLL_OFF_WHY
    elif not auto_fail:
        cmp = ">" if over else ">="
        if meets(total, difficulty, over):
            why = f"{total} {cmp} {difficulty}"
        else:
            why = say("{total} is not {cmp} {difficulty}", total=total, cmp=cmp,
                      difficulty=difficulty)
    success = None if difficulty is None else (not auto_fail and meets(total, difficulty, over))
    return CharacteristicRoll(base_value, difficulty, over, tuple(penalties), penalty,
                              tuple(dice.seen()), part, total, success, auto_fail, why,
                              five_as_six,
                              no_automatic_failure, no_modified_failure, tuple(abilities),
                              group, bonus)


def outcome(roll: CharacteristicRoll) -> str | int | float | Fraction:
    """The key of a test for --odds and --times (a roll-off's key is its total)."""
    if roll.difficulty is None:
        return ROLL_OFF_FAILURE if roll.automatic_failure else roll.total
    if roll.success:
        return "success"
    return "automatic failure" if roll.automatic_failure else "failure"


def standing(key: object) -> int | float | Fraction:
    """A roll-off key's rank: its total, an automatic failure below every total (a total
    not chosen yet under the exact driver stays one: ranks are only compared)."""
    return float("-inf") if isinstance(key, str) else key  # type: ignore[return-value]  # a total when not a str


def resolve_penalties(names: tuple[str, ...] | list[str], field: str = "penalties"
                      ) -> tuple[str, ...]:
    """Penalty names as data keys; at most one wound level (stunned stacks with it)."""
    keys = tuple(penalty_key(p, field) for p in names)
    if len(set(keys)) != len(keys):
        raise FieldError(field, "{field} given twice: {names}", names=", ".join(names))
    section = char_rules()["penalty"]
    wounds = [k for k in keys if section[k]["wound"]]
    if len(wounds) > 1:
        raise FieldError(field, "a figure carries one wound level at a time, not {first} "
                         "and {second} (stunned and blood-brother may be added to one)",
                         first=wounds[0], second=" and ".join(wounds[1:]))
    return keys
