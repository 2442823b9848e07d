"""The characteristic test (seed 000 L367-392, L1564-1577): d6 + a characteristic against a
difficulty, with the die penalties of wounds, the die abilities, group tests (L672-678,
L846-850) and the Fanaticism re-test (L1151-1154). The numbers are in ``data/tests.toml``.

`characteristic_test` is the test itself, for every rule that makes one (a melee die, a
physical feat, a deployment roll); `CharacteristicSpec` is the test as a player asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from muster.engine.dice import MAX_CHAIN, ChainTooLong, Source
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError
from muster.games.confrontation.tables import (
    GAME,
    ability_key,
    char_rules,
    penalty_key,
    penalty_total,
)
from muster.i18n import N_, named, say

if TYPE_CHECKING:  # a value may be a fraction (halved); start-up never imports fractions
    from fractions import Fraction

VIEWS = "muster.games.confrontation.views.tests"  # its text and odds tables

# With a 5 rolling on like a 6, the exact driver follows two branches per die of a chain;
# beyond this gap between difficulty and value (about 2^11 chains) it refuses --odds.
FIVE_AS_SIX_REACH = 55

OUTCOMES = (N_("success"), N_("failure"), N_("automatic failure"))
FANATIC_OUTCOMES = (N_("courage passed"), N_("held by fanaticism"), N_("flees"))


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


@dataclass(frozen=True)
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
    penalty = penalty_total(penalties)
    # L1572-1573 is about a die lowered by penalties; an unmodified die is only ever
    # failed by a natural 1 (L379-383), which an exemption from it may excuse.
    modified_fails = penalty > 0 and not no_modified_failure
    roll_on = set(t["roll_on_five" if five_as_six else "roll_on"])
    one = t["automatic_failure"]
    dice: list[int] = []
    why: str = ""
    auto_fail = False
    while True:
        if len(dice) >= MAX_CHAIN:
            raise ChainTooLong()
        d = src.d(t["sides"])
        dice.append(d)
        part = sum(dice) - penalty
        if d == one and not no_automatic_failure:
            auto_fail = True
            why = (say("a natural 1 fails (also after a six)") if len(dice) > 1
                   else say("a natural 1 fails"))
            break
        if d not in roll_on:
            break
        if not always_roll_on and (not modified_fails or part > t["modified_failure"]) \
                and meets(part + value, difficulty, over):
            break  # RULINGS 2: already succeeded, no need to roll on
    part = sum(dice) - penalty
    if not auto_fail and part <= t["modified_failure"] and modified_fails:
        auto_fail = True
        why = say("the die after penalties is {part}, and {limit} or less fails", part=part,
                  limit=t["modified_failure"])
    total = part + value
    if not auto_fail and difficulty is None:
        why = say("roll-off total; the higher total wins, an automatic failure ranks lowest")
    elif not auto_fail:
        cmp = ">" if over else ">="
        if meets(total, difficulty, over):
            why = f"{total} {cmp} {difficulty}"
        else:
            why = say("{total} is not {cmp} {difficulty}", total=total, cmp=cmp,
                      difficulty=difficulty)
    success = None if difficulty is None else (not auto_fail and meets(total, difficulty, over))
    return CharacteristicRoll(base_value, difficulty, over, tuple(penalties), penalty,
                              tuple(dice), part, total, success, auto_fail, why, five_as_six,
                              no_automatic_failure, no_modified_failure, tuple(abilities),
                              group, bonus)


def outcome(roll: CharacteristicRoll) -> str | int | float | Fraction:
    """The key of a test for --odds and --times (a roll-off's key is its total)."""
    if roll.difficulty is None:
        return ROLL_OFF_FAILURE if roll.automatic_failure else roll.total
    if roll.success:
        return "success"
    return "automatic failure" if roll.automatic_failure else "failure"


def standing(key: object) -> float:
    """A roll-off key's rank: its total, an automatic failure below every total."""
    return float("-inf") if isinstance(key, str) else float(key)  # type: ignore[arg-type]  # a total when not a str


# --------------------------------------------------------------------------- the spec


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


def courage_only(penalties: tuple[str, ...], abilities: tuple[str, ...]) -> None:
    """Refuse what does not touch a Courage test (RULINGS 5: the ``over`` test): wound
    penalties and a stun (they modify Initiative, Attack, Defence and Aim rolls, L1564-1566;
    a fallen blood brother's -1 counts on every roll, L1380-1382) and Fanaticism's 5-as-6
    (Discipline rolls only, L1149-1150: the fanatic's Discipline re-test is ``fanatic``)."""
    rules = char_rules()
    for key in penalties:
        if not rules["penalty"][key].get("all_rolls", False):
            raise FieldError("penalties", "{field} {penalty}: it modifies Initiative, Attack, "
                             "Defence and Aim rolls, not a Courage test (L1564-1566)",
                             penalty=named(rules["penalty"][key]))
    if rules["fanaticism"]["retest_ability"] in abilities:
        raise FieldError("abilities", "Fanaticism counts a 5 as a 6 on Discipline rolls, not "
                         "on the Courage test (L1149-1150); give the fanatic's Discipline "
                         "with {fanatic} for the re-test after a failed Courage test",
                         fanatic=Field("fanatic"))


@dataclass(frozen=True)
class CharacteristicSpec:
    """A characteristic test as a player asks for it. ``penalties`` and ``abilities`` may
    be given by any of their names; the spec holds their data keys. ``fanatic`` is the
    Discipline of a fanatic, re-tested after a failed Courage test (``over``)."""

    value: int
    difficulty: int | None = None
    over: bool = False
    penalties: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    five_as_six: bool = False
    no_auto_fail: bool = False
    always_roll_on: bool = False
    group: int = 1
    fanatic: int | None = None

    def __post_init__(self) -> None:
        if self.difficulty is None and self.over:
            raise FieldError("over", "{field} compares with a difficulty (the enemy's FEAR); "
                             "give {difficulty}", difficulty=Field("difficulty"))
        if self.group < 1:
            raise FieldError("group", "{field} counts the models testing together: at least "
                             "1, not {group}", group=self.group)
        if self.fanatic is not None and (self.difficulty is None or not self.over):
            raise FieldError("fanatic", "{field} is the Discipline re-test after a failed "
                             "Courage test: give the enemy's FEAR with {difficulty} and {over}",
                             difficulty=Field("difficulty"), over=Field("over"))
        keys = resolve_penalties(self.penalties)
        object.__setattr__(self, "penalties", keys)
        object.__setattr__(self, "abilities", tuple(ability_key(a) for a in self.abilities))
        if self.over:
            courage_only(self.penalties, self.abilities)

    # the die rules the abilities switch on
    @property
    def five(self) -> bool:
        rules = char_rules()["ability"]
        return self.five_as_six or any(rules[a]["five_as_six"] for a in self.abilities)

    @property
    def no_fail(self) -> bool:
        rules = char_rules()["ability"]
        return self.no_auto_fail or any(rules[a]["no_automatic_failure"] for a in self.abilities)

    @property
    def no_modified(self) -> bool:
        rules = char_rules()["ability"]
        # a user's data file without no_modified_failure keeps its old meaning
        return self.no_auto_fail or any(
            rules[a].get("no_modified_failure", rules[a]["no_automatic_failure"])
            for a in self.abilities)

    @property
    def penalty(self) -> int:
        return penalty_total(self.penalties)

    @property
    def endless(self) -> bool:
        """A chain that rolls on after every 5 and 6 with no stopping point: the exact
        driver cannot walk it."""
        return self.five and (self.difficulty is None or self.always_roll_on)

    @property
    def too_wide(self) -> bool:
        """Rolling on after 5s and 6s up to a difficulty too far above the value for the
        exact driver (FIVE_AS_SIX_REACH)."""
        return (self.five and self.difficulty is not None
                and self.difficulty - self.value > FIVE_AS_SIX_REACH)

    def options(self) -> list[str]:
        """The die rules in play, named for a title."""
        rules = char_rules()["ability"]
        out: list[str] = [named(rules[a]) for a in self.abilities]
        out += [text for text, on in ((say("a 5 rolls on"), self.five_as_six),
                                      (say("no automatic 1"), self.no_auto_fail),
                                      (say("always rolls on"), self.always_roll_on)) if on]
        if self.group > 1:
            bonus = char_rules()["group"]["bonus_per_extra_model"] * (self.group - 1)
            out.append(say("group of {group}: +{bonus}", group=self.group, bonus=bonus))
        if self.fanatic is not None:
            out.append(say("Fanaticism, DIS {fanatic}", fanatic=self.fanatic))
        return out

    def retest(self) -> CharacteristicSpec:
        """The fanatic's Discipline re-test at the same difficulty (a 5 rolls on)."""
        assert self.fanatic is not None
        # a Discipline test, not a Courage test (so its Fanaticism passes courage_only),
        # compared as the Courage test was (docs/RULINGS.md): built plain, then set to ">"
        spec = CharacteristicSpec(self.fanatic, self.difficulty, penalties=self.penalties,
                                  abilities=(char_rules()["fanaticism"]["retest_ability"],),
                                  always_roll_on=self.always_roll_on)
        object.__setattr__(spec, "over", self.over)
        return spec


def single_test(src: Source, spec: CharacteristicSpec) -> CharacteristicRoll:
    """The test of ``spec`` alone (a fanatic's re-test left out)."""
    return characteristic_test(src, spec.value, spec.difficulty, over=spec.over,
                               penalties=spec.penalties, five_as_six=spec.five,
                               no_automatic_failure=spec.no_fail,
                               always_roll_on=spec.always_roll_on, abilities=spec.abilities,
                               no_modified_failure=spec.no_modified, group=spec.group)


@dataclass(frozen=True)
class FanaticTest(JsonResult):
    """A fanatic's Courage test and, when it fails, the Discipline re-test at the same
    difficulty (L1151-1154): pass it and the fanatic stays (still under the fear's effects,
    and unable to charge or engage the creature that frightened it), fail it and it flees."""

    GAME = GAME

    courage: CharacteristicRoll
    fanaticism: CharacteristicRoll | None
    outcome: str
    flees: bool
    seed: int | None = None

    @property
    def success(self) -> bool:
        return not self.flees

    @property
    def dice(self) -> tuple[int, ...]:
        return self.courage.dice + (self.fanaticism.dice if self.fanaticism else ())

    @property
    def difficulty(self) -> int | None:
        return self.courage.difficulty


Test = CharacteristicRoll | FanaticTest


def outcome_key(result: Test) -> object:
    """What --odds and --times group a test by: its outcome (a roll-off's total)."""
    return result.outcome if isinstance(result, FanaticTest) else outcome(result)


@rule(CharacteristicSpec, key=outcome_key, label=N_("outcome"))
def characteristic(src: Source, spec: CharacteristicSpec) -> Test:
    roll = single_test(src, spec)
    if spec.fanatic is None:
        return roll
    if roll.success:
        return FanaticTest(roll, None, "courage passed", False)
    retest = single_test(src, spec.retest())
    held = bool(retest.success)
    return FanaticTest(roll, retest, "held by fanaticism" if held else "flees", not held)



@dataclass(frozen=True)
class ChargingCourageSpec(CharacteristicSpec):
    """A Courage test against Fear made by a figure that charges or engages the fear-causer
    (seed 000 L664-670): the same test; failing it, the figure is paralysed by terror until
    the end of the round instead of fleeing, which a battle keeps."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.over:
            raise FieldError("over", "a charge at a fear-causer is a Courage test against its "
                             "Fear: give {field}")


rule(ChargingCourageSpec, key=outcome_key, label=N_("outcome"))(characteristic)


@dataclass(frozen=True)
class ActivatedCourageSpec(CharacteristicSpec):
    """A Courage test against Fear of a figure charged or engaged by the fear-causer after
    its own card was activated (seed 000 L655-659): the same test; failing it, the figure
    takes the fear's penalties and does not flee (only a figure whose card is not yet
    activated flees), which a battle keeps."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if not self.over:
            raise FieldError("over", "a figure charged by a fear-causer makes a Courage test "
                             "against its Fear: give {field}")


rule(ActivatedCourageSpec, key=outcome_key, label=N_("outcome"))(characteristic)
