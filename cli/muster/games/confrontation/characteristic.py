"""The characteristic test (seed 000 L367-392, L1564-1577): d6 + a characteristic against a
difficulty, with the die penalties of wounds, the die abilities, group tests (L672-678,
L846-850) and the Fanaticism re-test (L1150-1154). The numbers are in ``data/tests.toml``.

`characteristic_test` is the test itself, for every rule that makes one (a melee die, a
physical feat, a deployment roll: `muster.games.confrontation.characteristic_roll`, named
here too); `CharacteristicSpec` is the test as a player asks for it.
"""

from __future__ import annotations

from functools import cached_property

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, Spec, pointer, within
from muster.games.confrontation.characteristic_roll import (
    ROLL_OFF_FAILURE as ROLL_OFF_FAILURE,
)
from muster.games.confrontation.characteristic_roll import (
    CharacteristicRoll as CharacteristicRoll,
)
from muster.games.confrontation.characteristic_roll import (
    characteristic_test as characteristic_test,
)
from muster.games.confrontation.characteristic_roll import meets as meets
from muster.games.confrontation.characteristic_roll import outcome as outcome
from muster.games.confrontation.characteristic_roll import (
    resolve_penalties as resolve_penalties,
)
from muster.games.confrontation.characteristic_roll import standing as standing
from muster.games.confrontation.tables import (
    GAME,
    ability_applies,
    ability_key,
    ability_taken,
    char_rules,
    penalty_total,
)
from muster.i18n import N_, named, say
from muster.limits import MOST_CHARACTERISTIC, MOST_FIGURES, MOST_TESTED

VIEWS = "muster.games.confrontation.views.tests"  # its text and odds tables

# With a 5 rolling on like a 6, the exact driver follows two branches per die of a chain;
# beyond this gap between difficulty and value (about 2^11 chains) it refuses --odds.
FIVE_AS_SIX_REACH = 55

# when several figures make one Courage test together: a charge or an engagement of a
# fear-causer at once (L672-675; the rules of fear hold alike for both, L645-646)
GROUP_COURAGE_RULE = say("a group makes one Courage test together only when it charges or "
                         "engages a fear-causer at once (L645-646, L672-675)")

OUTCOMES = (N_("success"), N_("failure"), N_("automatic failure"))
FANATIC_OUTCOMES = (N_("courage passed"), N_("held by fanaticism"), N_("flees"))


def fanatic_outcomes(spec: CharacteristicSpec) -> tuple[str, str, str]:
    """A fanatic's three outcomes: its last, failing the re-test too, is the failure of the
    spec's own situation (`CharacteristicSpec.FAILED`: flight, or a charge's paralysis)."""
    return (FANATIC_OUTCOMES[0], FANATIC_OUTCOMES[1], spec.FAILED)


# --------------------------------------------------------------------------- the spec


def courage_only(penalties: tuple[str, ...], abilities: tuple[str, ...]) -> None:
    """Refuse what does not touch a Courage test (RULINGS 5: the ``over`` test): wound
    penalties and a stun (they modify Initiative, Attack, Defence and Aim rolls, L1564-1566;
    a fallen blood brother's -1 counts on every roll, L1380-1382) and Fanaticism's 5-as-6
    (Discipline rolls only, L1149-1150: the fanatic's Discipline re-test is ``fanatic``);
    any other ability whose rule does not name a Courage test (data/tests.toml
    ``courage_test``: Sharp shooter's shooting rolls, L1294-1296, Vivacity's Initiative rolls
    and physical feats, L1307-1309, Brutal read as Attack rolls), as a feat refuses one."""
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
    for key in abilities:
        ability = rules["ability"][key]
        if not ability.get("courage_test", False):
            raise FieldError("abilities", "{ability} does not change a Courage test's die "
                             "({applies}); Hardened, Bravery and Born killer do (L1088-1092, "
                             "L1112-1122, L1440-1443)", ability=named(ability),
                             applies=ability_applies(key))


def courage_ability(name: str) -> str:
    """A die ability of a Courage test by any of its names: one a Courage test does not
    take (Fanaticism, whose 5-as-6 is for the Discipline re-test ``fanatic``, and those
    without ``courage_test``), known, is refused by `courage_only` with its reason; a name of
    none lists the abilities a Courage test takes."""
    return ability_taken(name, "courage_test")


@frozen
class CharacteristicSpec:
    """A characteristic test as a player asks for it. ``penalties`` and ``abilities`` may
    be given by any of their names; the spec holds their data keys. ``fanatic`` is the
    Discipline of a fanatic, re-tested after a failed Courage test (``over``). ``FAILED``
    names what a failed test against Fear does to a fanatic whose re-test fails too: it
    flees (L1150-1152); a charge's own tests name their own (`muster.games.confrontation.
    courage`)."""

    FAILED = N_("flees")
    # the one Courage test a group makes together: a group charging or engaging a
    # fear-causer at once (GROUP_COURAGE_RULE, `muster.games.confrontation.courage.
    # ChargingCourageSpec`)
    GROUP_COURAGE = False
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
        within("value", self.value, -MOST_TESTED, MOST_TESTED)
        if self.fanatic is not None:
            within("fanatic", self.fanatic, -MOST_CHARACTERISTIC, MOST_CHARACTERISTIC)
        within("group", self.group, 1, MOST_FIGURES)
        if self.fanatic is not None and (self.difficulty is None or not self.over):
            raise FieldError("fanatic", "{field} is the Discipline re-test after a failed "
                             "Courage test: give the enemy's FEAR with {difficulty} and {over}",
                             difficulty=Field("difficulty"), over=Field("over"))
        keys = resolve_penalties(self.penalties)
        object.__setattr__(self, "penalties", keys)
        look_up = courage_ability if self.over else ability_key
        object.__setattr__(self, "abilities", tuple(look_up(a) for a in self.abilities))
        if self.over:
            courage_only(self.penalties, self.abilities)
        if self.over and self.group > 1 and not self.GROUP_COURAGE:
            # several fear-causers charging one figure raise the FEAR to beat instead
            # (L676-678, docs/RULINGS.md); a creature charges one figure at a time
            raise FieldError("group", "{field} {group}: {rule}; use {charging}",
                             group=self.group, rule=GROUP_COURAGE_RULE,
                             charging=Spec("ChargingCourageSpec"))
        if self.fanatic is not None and self.group > 1:
            # the group's one Courage test holds for each figure in it (L672-675); a
            # fanatic's Discipline re-test is its own (L1150-1152): docs/RULINGS.md
            raise FieldError("fanatic", "{field} in a group: the group's Courage test holds "
                             "for each figure (L672-675), a fanatic's Discipline re-test is "
                             "its own (L1150-1152); roll the group's test without {field}, "
                             "then each fanatic of a failed group alone{alone}",
                             alone=pointer("confrontation.fanatic_alone"))

    # the die rules the abilities switch on (worked out once: the exact driver's runs)
    @cached_property
    def five(self) -> bool:
        rules = char_rules()["ability"]
        return self.five_as_six or any(rules[a]["five_as_six"] for a in self.abilities)

    @cached_property
    def no_fail(self) -> bool:
        rules = char_rules()["ability"]
        return self.no_auto_fail or any(rules[a]["no_automatic_failure"] for a in self.abilities)

    @cached_property
    def no_modified(self) -> bool:
        rules = char_rules()["ability"]
        # a user's data file without no_modified_failure keeps its old meaning
        return self.no_auto_fail or any(
            rules[a].get("no_modified_failure", rules[a]["no_automatic_failure"])
            for a in self.abilities)

    @cached_property
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


@frozen
class FanaticTest(JsonResult):
    """A fanatic's Courage test and, when it fails, the Discipline re-test at the same
    difficulty (L1150-1154): pass it and the fanatic stays (still under the fear's effects,
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
    return FanaticTest(roll, retest, "held by fanaticism" if held else spec.FAILED,
                       not held and spec.FAILED == "flees")
