"""A dice expression is a rule like the games' (`muster.engine.notation.spec`): the runner
takes it as it takes any spec, and only a spec."""

from __future__ import annotations

import inspect
from fractions import Fraction

import pytest

from muster import api
from muster.engine.exact import weigh
from muster.engine.notation.spec import ExpressionSpec
from muster.engine.watch import watching
from muster.errors import MusterError
from muster.rolling import RollOptions, run


def test_the_runner_takes_a_spec_and_nothing_else():
    assert list(inspect.signature(run).parameters) == ["spec", "opts"]
    with pytest.raises(TypeError, match="not a registered rule's spec"):
        run(lambda src: src.d(6), RollOptions())


def test_an_expression_rolls_with_the_dice_entered_and_weighs_exactly():
    spec = ExpressionSpec("2d6+1")
    assert spec == ExpressionSpec("2d6+1") and hash(spec) == hash(ExpressionSpec("2d6+1"))
    assert run(spec, RollOptions(dice=["3", "4"])).outcome == 8
    brute = {}
    for a in range(1, 7):
        for b in range(1, 7):
            brute[a + b + 1] = brute.get(a + b + 1, 0) + Fraction(1, 36)
    assert dict(api.odds(spec)) == brute


def test_weigh_gives_the_distribution_and_names_its_series():
    opts = RollOptions(odds=True)
    with watching() as seen:
        dist = weigh(ExpressionSpec("3d6"), opts)
        weigh(ExpressionSpec("(2d6)>=8"), opts)
    assert dist[10] == Fraction(27, 216)
    assert [(w.name, w.label) for w in seen] == [("3d6", "total"), ("(2d6)>=8", "total")]


def test_a_bad_expression_is_refused_when_the_spec_is_built():
    with pytest.raises(MusterError, match="empty dice expression"):
        ExpressionSpec("")


@pytest.mark.parametrize(("text", "said"), [
    ("d0", "'d0': a die needs at least one side"),
    ("0d6", "'0d6' rolls no dice"),
    ("2d6+", "dice expression '2d6+' ends with an operator"),
])
def test_an_expression_that_does_not_read_names_its_field(text, said):
    from muster.errors import FieldError

    with pytest.raises(FieldError) as err:
        ExpressionSpec(text)
    assert (err.value.field, str(err.value)) == ("text", said)
