"""`muster.engine.notation.reader`: what players type (the forms of other dice tools and the
Czech k), read into an expression; mistakes are one line naming where."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error
from muster.engine.dice import EnteredSource
from muster.engine.notation import parse
from muster.engine.notation.weigh import distribution


def _odds(text: str) -> dict:
    dist = distribution(parse(text))
    assert dist.exact
    return dist.probs


@pytest.mark.parametrize("czech,english", [("3k6", "3d6"), ("2k6+1", "2d6+1"), ("k20", "d20"),
                                           ("k%", "d%"), ("4k6kh3", "4d6kh3"), ("kF", "dF")])
def test_czech_k_is_d(czech, english):
    assert _odds(czech) == _odds(english)
    roll = parse(czech).roll(EnteredSource(["1"] * 4))
    assert roll.total == parse(english).roll(EnteredSource(["1"] * 4)).total


@pytest.mark.parametrize("args,needle", [
    (["roll", "3x6"], "cannot read"),
    (["roll", "2d6+"], "ends with an operator"),
    (["roll", "10001d6"], "10000 dice"),
    (["roll", "d1001"], "1000 sides"),
    (["roll", "d1!"], "for ever"),
    (["roll", "2d6", "--dice", "3"], "too few dice"),
    (["roll", "2d6", "--dice", "3,4,5"], "too many dice"),
    (["roll", "2d6", "--dice", "3,9"], "cannot be rolled"),
    (["roll", "2d6", "--odds", "--dice", "3,4"], "--odds"),
    (["roll", "2d6", "--times", "0"], "--times"),
    (["roll", "2d6", "--seed", "abc"], "seed"),
    (["roll", "10000d6dl1", "--odds"], "--times"),
    (["roll", "100d6!", "--odds"], "too large"),
    (["roll", "1000d1000", "--odds"], "too large"),
])
def test_bad_input_is_one_line_and_exit_2(muster, args, needle):
    assert_one_line_error(muster(*args), needle)


@pytest.mark.parametrize("args,needle", [
    (["roll", "2d6x3"], "column 4"),
    (["roll", "2d6+1>=8"], "parentheses"),
    (["roll", "3d6/0"], "zero"),
    (["roll", "(2d6"], "')'"),
    (["roll", "2d{1,2"], "closing brace"),
    (["roll", "d6r<7"], "for ever"),
    (["roll", "d6!>0"], "for ever"),
    (["roll", "4d6r1!"], "cannot be combined"),
    (["roll", "4d6kh1kl1"], "once"),
    (["roll", "d66", "--dice", "37"], "faces"),
    (["roll", "4dF", "--dice", "2,0,0,0"], "faces"),
])
def test_mistakes_are_one_line_naming_where(muster, args, needle):
    assert_one_line_error(muster(*args), needle)


def test_mistakes_in_czech(muster):
    run = muster("--lang", "cs", "roll", "2k6x3")
    assert run.code == 2 and "sloupci 4" in run.err
