"""The options every rolling command shares (`muster.rolling.RollOptions`): their constant
bounds are declared on the click options (click refuses, naming the option, in English and
Czech), and `RollOptions.check` keeps them for a caller that builds its options itself."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error
from muster.engine.chart import OF
from muster.engine.notation.spec import ExpressionSpec
from muster.errors import MusterError
from muster.rolling import MAX_TIMES, RollOptions, run
from muster.verbs._rolling import CHART_OF


@pytest.mark.parametrize(("options", "needle"), [
    ({"seed": -1}, "--seed must be 0 or more, not -1 (a negative seed would roll like its "
                   "positive twin)"),
    ({"times": 0}, "--times must be between 1 and"),
    ({"times": MAX_TIMES + 1}, "--times must be between 1 and"),
    ({"odds": True, "dice": ["3"]}, "cannot take --dice"),
])
def test_a_caller_of_run_is_held_to_the_same_bounds(options, needle):
    with pytest.raises(MusterError, match=needle.replace("(", r"\(").replace(")", r"\)")):
        run(ExpressionSpec("d6"), RollOptions(**options))


@pytest.mark.parametrize(("args", "english", "czech"), [
    (("roll", "2d6", "--seed", "-1"), "muster: error: --seed must be 0 or more, not -1 (",
     "muster: chyba: --seed musí být 0 nebo víc, ne −1 ("),
    (("roll", "2d6", "-n", "0"), "muster: error: --times / -n must be between 1 and 1000000, "
     "not 0 (", "muster: chyba: --times / -n musí být mezi 1 a 1\u00a0000\u00a0000, ne 0 ("),
    (("roll", "wm", "-t", "4", "--times", str(MAX_TIMES + 1)), "muster: error: --times / -n "
     "must be between 1 and 1000000, not 1000001 (", "muster: chyba: --times / -n musí být "
     "mezi 1 a 1\u00a0000\u00a0000, ne 1\u00a0000\u00a0001 ("),
    (("roll", "2d6", "--odds", "--per-points", "0"), "muster: error: --per-points must be 1 "
     "or more, not 0 (", "muster: chyba: --per-points musí být 1 nebo víc, ne 0 ("),
    (("roll", "2d6", "--odds", "--chart-of", "GE"), "'GE' is not one of 'eq', 'ge', 'le' (",
     "„GE“ není povolená hodnota (povolené hodnoty: „eq“, „ge“, „le“); viz"),
])
def test_the_command_line_refuses_a_value_out_of_range_on_the_option(muster, args, english,
                                                                      czech):
    run_en = muster(*args)
    assert_one_line_error(run_en, english, "(see 'muster roll ")
    run_cs = muster(*args, "--lang", "cs")
    assert_one_line_error(run_cs, czech, "viz „muster roll ")  # after a bracket: "; viz"
    assert "range" not in run_cs.err and "one of" not in run_cs.err


def test_the_bounds_stand_in_the_help(muster):
    run = muster("roll", "wm", "target", "--help")
    assert run.code == 0
    assert "[x>=0]" in run.out and "[1<=x<=1000000]" in run.out
    czech = muster("--lang", "cs", "roll", "wm", "target", "--help").out
    nbsp = "\u00a0"  # a bound kept with its word on one line
    assert f"[aspoň{nbsp}0]" in czech and f"[1{nbsp}až{nbsp}1{nbsp}000{nbsp}000]" in czech


def test_chart_of_names_the_charts_the_engine_draws():
    assert CHART_OF == OF
