"""The funnel's count weighed in one go (`muster.engine.funnels`) against the funnel read
stage by stage (a binomial per count of the stage before) and against brute force."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from muster.engine.dice import Reroll
from muster.engine.funnels import funnel_ways
from muster.engine.odds import enumerate_outcomes


def _stages(goods: tuple[int, ...], rerolls: tuple[bool, ...]) -> list:
    preds = []
    for g, r in zip(goods, rerolls, strict=True):
        def pred(v, g=g):
            return v > 6 - g
        preds.append(Reroll(pred) if r else pred)
    return preds


def _brute(n: int, goods: tuple[int, ...], rerolls: tuple[bool, ...]) -> dict[int, Fraction]:
    """Every sequence of d6 the random driver could draw, weighed by hand. What follows a
    stage depends only on the stage and the dice it passes on, so the sequences from a stage
    on are thrown out once per (stage, dice entering it) and shared by every earlier sequence
    that leads there."""
    memo: dict[tuple[int, int], dict[int, Fraction]] = {}

    def stage(i: int, left: int) -> dict[int, Fraction]:
        """The chance of each count passing the last stage, ``left`` dice entering stage i."""
        if i == len(goods):
            return {left: Fraction(1)}
        if (i, left) in memo:
            return memo[(i, left)]
        ways: dict[int, int] = {}  # dice passing stage i: sequences out of 6 ** (left + 1)
        for dice in itertools.product(range(1, 7), repeat=left):
            passed = sum(d > 6 - goods[i] for d in dice)
            if rerolls[i] and passed < left:  # one failure thrown again
                for again in range(1, 7):
                    after = passed + (again > 6 - goods[i])
                    ways[after] = ways.get(after, 0) + 1
            else:
                ways[passed] = ways.get(passed, 0) + 6
        out: dict[int, Fraction] = {}
        for passed, w in ways.items():
            for k, p in stage(i + 1, passed).items():
                out[k] = out.get(k, Fraction(0)) + Fraction(w, 6 ** (left + 1)) * p
        memo[(i, left)] = out
        return out

    return {k: v for k, v in stage(0, n).items() if v}


SHAPES = [((3,), (True,)), ((3, 4), (True, False)), ((3, 4), (False, True)),
          ((2, 5), (True, True)), ((6, 1), (True, True)), ((0, 3), (True, True)),
          ((4, 6), (False, True)), ((3, 2, 5), (True, False, True))]


@pytest.mark.parametrize(("goods", "rerolls"), SHAPES)
@pytest.mark.parametrize("n", [0, 1, 2, 3, 4])
def test_the_count_in_one_go_is_brute_force(n, goods, rerolls):
    ways, total = funnel_ways(n, [(Fraction(g, 6), r) for g, r in zip(goods, rerolls,
                                                                       strict=True)])
    got = {k: Fraction(w, total) for k, w in enumerate(ways) if w}
    assert got == _brute(n, goods, rerolls)


@pytest.mark.parametrize(("goods", "rerolls"), SHAPES)
@pytest.mark.parametrize("n", [5, 40])
def test_the_last_stage_read_first_is_the_funnel_read_stage_by_stage(n, goods, rerolls):
    stages = _stages(goods, rerolls)
    direct = enumerate_outcomes(lambda s: s.funnel(n, 6, stages).passed(-1), lambda k: k)

    def by_stage(s):
        f = s.funnel(n, 6, stages)
        f.passed(0)  # read the first stage first: each stage a binomial of the one before
        return f.passed(-1)

    assert direct.probs == enumerate_outcomes(by_stage, lambda k: k).probs
