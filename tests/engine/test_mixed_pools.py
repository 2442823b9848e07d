"""Mixed pools: ``{2d6+1d8}kh2``, the dice of several groups kept, dropped or
counted as one pool, against brute force over every throw, and the drivers agreeing."""

from __future__ import annotations

import itertools
from fractions import Fraction
from math import comb

import pytest

from helpers import assert_drivers_agree, assert_one_line_error
from muster.engine.notation.reader import parse
from muster.engine.notation.weigh import distribution
from muster.engine.odds import enumerate_outcomes
from muster.engine.thrown import keep_indices


def _brute(sides: list[int], keep: str | None, n: int, target: int | None = None
           ) -> dict[int, Fraction]:
    out: dict[int, Fraction] = {}
    total = 1
    for s in sides:
        total *= s
    for throw in itertools.product(*(range(1, s + 1) for s in sides)):
        values = list(throw)
        if target is not None:
            v = sum(1 for x in values if x >= target)
        else:
            v = sum(values[i] for i in keep_indices(values, keep, n))
        out[v] = out.get(v, Fraction(0)) + Fraction(1, total)
    return out


@pytest.mark.parametrize(("text", "sides", "keep", "n"), [
    ("{2d6+1d8}kh2", [6, 6, 8], "kh", 2),
    ("{2d6+1d8}kl1", [6, 6, 8], "kl", 1),
    ("{1d4+2d6+1d8}dh1", [4, 6, 6, 8], "dh", 1),
    ("{1d4+2d6+1d8}dl1", [4, 6, 6, 8], "dl", 1),
    ("{3d4+2d6}kh3", [4, 4, 4, 6, 6], "kh", 3),
    ("{d6+d10}", [6, 10], None, 0),
])
def test_a_mixed_pool_is_brute_force(text, sides, keep, n):
    assert distribution(parse(text)).probs == _brute(sides, keep, n)


def test_a_mixed_pool_counted_against_a_target_is_brute_force():
    assert distribution(parse("{2d6+2d10}>=5")).probs == _brute([6, 6, 10, 10], None, 0, 5)


@pytest.mark.parametrize("text", ["{2d6+1d8}kh2", "{1d4+1d6+1d8}dl1", "{2d6+1d8}>=5"])
def test_the_drivers_agree_and_the_walk_is_the_pool_s_table(text):
    expr = parse(text)
    assert_drivers_agree(expr.roll, lambda r: r.outcome, range(10))
    assert enumerate_outcomes(expr.roll, lambda r: r.outcome).probs == \
        distribution(expr).probs


def test_a_large_mixed_pool_is_exact():
    """The state is the kept faces only: 100 d6 and 100 d8, the highest three, is a few
    hundred states from die to die. Every die a 1: 1/(6**100 * 8**100)."""
    dist = distribution(parse("{100d6+100d8}kh3"))
    assert dist[3] == Fraction(1, 6**100 * 8**100)
    # 24: three 8s or more among the d8s
    below_three = sum(Fraction(comb(100, j)) * Fraction(1, 8) ** j * Fraction(7, 8) ** (100 - j)
                      for j in range(3))
    assert dist[24] == 1 - below_three


@pytest.mark.parametrize(("text", "needle"), [
    ("{2d6kh1+1d8}", "put keep, drop or a target after the closing brace"),
    ("{2d6+}", "column 6"),
    ("{2d6+1d8", "closing brace"),
    ("{2d6+1d8}!", "do not explode"),
    ("{2d6+1d8}kh4", "keeps or drops 4 of only 3 dice"),
])
def test_mistakes_in_a_pool_are_one_line(muster, text, needle):
    assert_one_line_error(muster("roll", text), needle)


def test_pool_mistakes_in_czech(muster):
    run = muster("--lang", "cs", "roll", "{2k6kh1+1k8}")
    assert run.code == 2
    assert run.err == ("muster: chyba: „2k6kh1“: kostka uvnitř složených závorek nesmí mít "
                       "žádné úpravy; ponechání, zahození nebo cíl patří za zavírací závorku, "
                       "např. {2k6+1k8}kh2\n")
    run = muster("--lang", "cs", "roll", "{2k6+}")
    assert "kostka jako 2k6 uvnitř složených závorek" in run.err
