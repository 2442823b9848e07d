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
    """Every sequence of d6 the random driver could draw, weighed by hand."""
    out: dict[int, Fraction] = {}

    def stage(i: int, left: int, p: Fraction) -> None:
        if i == len(goods):
            out[left] = out.get(left, Fraction(0)) + p
            return
        for dice in itertools.product(range(1, 7), repeat=left):
            passed = sum(d > 6 - goods[i] for d in dice)
            q = p / 6**left
            if rerolls[i] and passed < left:
                for again in range(1, 7):
                    stage(i + 1, passed + (again > 6 - goods[i]), q / 6)
            else:
                stage(i + 1, passed, q)

    stage(0, n, Fraction(1))
    return {k: v for k, v in out.items() if v}


SHAPES = [((3,), (True,)), ((3, 4), (True, False)), ((3, 4), (False, True)),
          ((2, 5), (True, True)), ((6, 1), (True, True)), ((0, 3), (True, True)),
          ((4, 6), (False, True)), ((3, 2, 5), (True, False, True))]


@pytest.mark.parametrize(("goods", "rerolls"), SHAPES)
@pytest.mark.parametrize("n", [0, 1, 2, 3])
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
