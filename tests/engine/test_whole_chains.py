"""An open-ended roll (`Source.chain`) whose rule is a frozen spec is weighed by the exact
driver as one choice among its whole chains (`muster.engine.choices.whole_chains`), built
once per computation. It must give the very distribution the walk die by die gives (a rule
given as a function is walked die by die): the same fractions, the same outcomes in the same
order, the same mass cut off at MAX_CHAIN dice."""

from __future__ import annotations

from fractions import Fraction

import pytest

from muster.engine import choices
from muster.engine.choices import TRUNCATED, whole_chains
from muster.engine.dice import EnteredSource, RandomSource
from muster.engine.die import MAX_CHAIN
from muster.engine.frozen import frozen
from muster.engine.odds import enumerate_outcomes
from muster.errors import LimitError


@frozen
class _RollOn:
    """Roll again on a face in ``on`` while the dice add up to less than ``stop`` (None:
    whatever they add up to)."""

    on: frozenset[int]
    stop: int | None = None

    def __call__(self, dice: list[int]) -> bool:
        return dice[-1] in self.on and (self.stop is None or sum(dice) < self.stop)


def _key(dice: list[int]) -> tuple[int, int]:
    return len(dice), sum(dice)


def _whole(sides: int, again: _RollOn):
    return enumerate_outcomes(lambda s: s.chain(sides, again), _key)


def _die_by_die(sides: int, again: _RollOn):
    return enumerate_outcomes(lambda s: s.chain(sides, lambda d: again(d)), _key)


RULES = [
    (6, _RollOn(frozenset({6}))),  # a roll-off's chain: cut off at MAX_CHAIN dice
    (6, _RollOn(frozenset({6}), 14)),
    (6, _RollOn(frozenset({5, 6}), 17)),  # two faces roll on: the chains branch
    (4, _RollOn(frozenset({1, 4}), 9)),
    (10, _RollOn(frozenset({10}))),
    (6, _RollOn(frozenset())),  # never again: one die
]


@pytest.mark.parametrize(("sides", "again"), RULES, ids=repr)
def test_whole_chains_weigh_as_die_by_die(sides, again):
    whole, walked = _whole(sides, again), _die_by_die(sides, again)
    assert whole.probs == walked.probs
    assert list(whole.probs) == list(walked.probs)
    assert whole.truncated == walked.truncated
    assert sum(whole.probs.values()) + whole.truncated == 1


def test_a_chain_rolling_on_for_ever_is_cut_at_the_limit():
    table, looked = whole_chains(6, _RollOn(frozenset({6})))
    assert table is not None and looked == 6 * MAX_CHAIN
    assert table.power == (6, MAX_CHAIN) and table.values[-1] is TRUNCATED
    assert table.weights[-1] == 1  # six after six, MAX_CHAIN times: 1 in 6**MAX_CHAIN
    assert table.values[:3] == ((1,), (2,), (3,)) and (6, 6, 1) in table.values
    assert _whole(6, _RollOn(frozenset({6}))).truncated == Fraction(1, 6**MAX_CHAIN)


def test_too_many_chains_are_walked_die_by_die(monkeypatch):
    monkeypatch.setattr(choices, "MAX_CHAIN_DICE", 10)
    again = _RollOn(frozenset({5, 6}), 17)
    assert whole_chains(6, again)[0] is None
    monkeypatch.undo()
    walked = _die_by_die(6, again)
    monkeypatch.setattr(choices, "MAX_CHAIN_DICE", 10)
    assert _whole(6, again).probs == walked.probs


def test_the_chains_cost_less_work_than_the_walk_die_by_die():
    # counted work, not time: building the chains once is fewer units than replaying them,
    # so a budget the walk die by die overruns is enough
    again = _RollOn(frozenset({6}))
    assert enumerate_outcomes(lambda s: s.chain(6, again), _key, limit=5_000).truncated
    with pytest.raises(LimitError):
        enumerate_outcomes(lambda s: s.chain(6, lambda d: again(d)), _key, limit=5_000)


def test_the_other_drivers_roll_the_chain_die_by_die():
    again = _RollOn(frozenset({6}), 14)
    assert EnteredSource(["6", "6", "3"]).chain(6, again) == [6, 6, 3]
    assert EnteredSource(["6", "4"]).chain(6, again) == [6, 4]
    dice = RandomSource(3).chain(6, again)
    assert all(d == 6 for d in dice[:-1]) and (dice[-1] != 6 or sum(dice) >= 14)


# ----------------------------------------------------- a chain read as a whole (LazyChain)


def _read(dice) -> tuple:
    """What a test reads of its chain: a natural 1 last, whether it rolled on, its total."""
    one = dice.last() == 1
    return one, bool(one and dice.rolled_on()), dice.total() + 0


@pytest.mark.parametrize(("sides", "again"), RULES, ids=repr)
@pytest.mark.parametrize("shape", ["tuple", "total", "compared"])
def test_a_chain_read_as_a_whole_weighs_as_die_by_die(sides, again, shape):
    """The total, the last die and whether it rolled on, handed back in a tuple (held
    whole), alone (a count weighed whole) or compared: the very fractions and the same mass
    cut off as the walk die by die; in the same order too where the questions split the
    chains in their order (a threshold; a question asked, then the total: the chains that
    answer it come first, as a group)."""
    def proc(src, rule):
        dice = src.chain(sides, rule, whole=True)
        if shape == "tuple":
            return _read(dice)
        if shape == "total":
            return dice.total()
        return dice.total() >= 9, dice.last() == sides

    whole = enumerate_outcomes(lambda s: proc(s, again), lambda k: k)
    walked = enumerate_outcomes(lambda s: proc(s, lambda d: again(d)), lambda k: k)
    assert whole.probs == walked.probs
    assert whole.truncated == walked.truncated
    if shape != "tuple":
        assert list(whole.probs) == list(walked.probs)


def test_a_roll_off_s_chain_read_as_a_whole_is_a_few_runs_not_one_per_chain():
    """Rolling on after every 6 (up to MAX_CHAIN dice): about 500 chains, each a run when
    the chain is one choice; read as a whole, a question (past the limit? a 1 last?) is a
    run and the total is weighed whole."""
    runs = []
    again = _RollOn(frozenset({6}))

    def proc(src):
        runs.append(1)
        dice = src.chain(6, again, whole=True)
        return "failure" if dice.last() == 1 else dice.total()

    dist = enumerate_outcomes(proc, lambda k: k)
    assert len(runs) <= 6
    # a 1 after k sixes, k = 0 .. MAX_CHAIN - 1: a fifth of all but the chains cut off
    assert dist.probs["failure"] == Fraction(1, 5) * (1 - Fraction(1, 6 ** MAX_CHAIN))
    assert dist.probs[2] == Fraction(1, 6) and dist.probs[6 + 2] == Fraction(1, 36)
    assert dist.truncated == Fraction(1, 6 ** MAX_CHAIN)
    # the dice themselves: the chain chosen where they are read, as die by die
    assert list(enumerate_outcomes(lambda s: tuple(s.chain(6, again, whole=True)),
                                   lambda k: k).probs)[:3] == [(1,), (2,), (3,)]


def test_a_few_chains_are_one_choice_of_their_dice():
    """A test that stops once it has succeeded has few chains: one choice, each chain a run
    (a question asked of them would be a run of its own), even read as a whole."""
    runs = []
    again = _RollOn(frozenset({6}), 14)

    def proc(src):
        runs.append(1)
        return src.chain(6, again, whole=True).total()

    dist = enumerate_outcomes(proc, lambda k: k)
    assert len(runs) == 1 + len(whole_chains(6, again)[0].values)
    assert dist.probs[6 + 6 + 2] == Fraction(1, 216)


def test_a_chain_not_read_as_a_whole_is_one_choice():
    """Without ``whole`` (a test whose reason shows its total reads the dice anyway), many
    chains are one choice too: a run per chain."""
    runs = []
    again = _RollOn(frozenset({6}))

    def proc(src):
        runs.append(1)
        return src.chain(6, again).total()

    enumerate_outcomes(proc, lambda k: k)
    assert len(runs) == 1 + len(whole_chains(6, again)[0].values)


class _Reads(tuple):
    """A rule given as a tuple that reads the dice as `Source.chain` hands them (a `Chain`):
    roll on after a 6 while the total is below 14."""

    def __call__(self, dice) -> bool:
        return dice.last() == 6 and dice.total() < 14


@pytest.mark.parametrize("read", ["in", "eq", "count", "add", "rolled_on after", "reversed",
                                  "repr", "index"])
def test_a_chain_read_as_a_whole_then_by_its_dice_is_die_by_die(read):
    """Every list method of a chain read as a whole chooses it first, and a question asked
    after that answers from the chosen dice (it asked of every chain, giving chances that
    added up to 2): the chances die by die."""
    again = _RollOn(frozenset({6}))

    def proc(src, rule):
        dice = src.chain(6, rule, whole=True)
        first = dice.last() == 1
        if read == "in":
            return first, 6 in dice
        if read == "eq":
            return first, dice == [6, 1]
        if read == "count":
            return first, dice.count(6) >= 2
        if read == "add":
            return first, len(dice + [0])
        if read == "rolled_on after":
            return first, dice[0] == 6, dice.rolled_on()
        if read == "reversed":
            return first, next(reversed(dice))
        if read == "repr":
            return first, repr(dice).startswith("LazyChain") or repr(dice)[0] == "["
        return first, dice.index(dice[-1])

    whole = enumerate_outcomes(lambda s: proc(s, again), lambda k: k)
    walked = enumerate_outcomes(lambda s: proc(s, lambda d: again(d)), lambda k: k)
    assert whole.probs == walked.probs and whole.truncated == walked.truncated
    assert sum(whole.probs.values()) + whole.truncated == 1


def test_the_exact_driver_hands_a_rule_the_dice_as_a_chain():
    """A rule that reads the dice with `Chain`'s methods works under every driver."""
    again = _Reads()
    assert EnteredSource(["6", "6", "2"]).chain(6, again) == [6, 6, 2]
    whole = enumerate_outcomes(lambda s: tuple(s.chain(6, again)), lambda k: k)
    assert whole.probs[(6, 6, 2)] == Fraction(1, 216)
