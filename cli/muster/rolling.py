"""The options every rolling command shares and their checks, and what ``muster roll EXPR``
does with them.

Neither Typer nor click is imported here: the Typer commands (`muster.verbs._rolling`
declares the options for them, `muster.verbs.roll` is ``roll EXPR``) and the console
script's quick door (`muster.quick`) build the same `RollOptions` and run the same
`roll_notation`, so both print the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from muster.engine.odds_tables import bool_odds, compare_odds, every_row_by, numeric_odds
from muster.engine.render import Result, emit
from muster.engine.run import expect_outcomes, run
from muster.errors import MusterError
from muster.i18n import _, say

if TYPE_CHECKING:  # the exact driver's type; --odds imports it when it runs
    from muster.engine.distribution import Distribution

MAX_TIMES = 1_000_000

every_row_by("--json")  # what a long distribution's view names for its rows left out


class RollOptions:
    """The common options of every rolling command."""

    def __init__(self, seed: int | None = None, dice: list[str] | None = None,
                 odds: bool = False, times: int | None = None, json: bool = False):
        self.seed = seed
        self.dice = list(dice or [])
        self.odds = odds
        self.times = times
        self.json = json

    def check(self) -> None:
        if self.seed is not None and self.seed < 0:
            # random.Random(-1) is random.Random(1): a negative seed would silently repeat
            # its positive twin, so it is refused
            raise MusterError(say("--seed must be 0 or more, not {seed} (a negative seed "
                                  "would roll like its positive twin)", seed=self.seed))
        if self.odds and self.dice:
            raise MusterError(say("--odds computes every outcome; it cannot take --dice"))
        if self.odds and self.times:
            raise MusterError(say("--odds and --times are alternatives; choose one"))
        if self.times is not None and self.dice:
            raise MusterError(say("--times rolls by itself; it cannot take --dice"))
        if self.times is not None and not 1 <= self.times <= MAX_TIMES:
            raise MusterError(say("--times must be between 1 and {most}, not {n}",
                                  most=MAX_TIMES, n=self.times))


def roll_options(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
                 as_json: bool) -> RollOptions:
    return RollOptions(seed=seed, dice=list(dice or []), odds=odds, times=times, json=as_json)


def same(dist: Distribution) -> Distribution:
    return dist


def _numeric(dist: Distribution) -> Distribution:
    """A comparison's yes/no as 1/0, to stand beside totals."""
    if not any(isinstance(k, bool) for k in dist.weights):
        return dist
    from muster.engine.distribution import Distribution  # --odds only: start-up

    return Distribution(weights={int(cast(bool, k)): w for k, w in dist.weights.items()},
                        denom=dist.denom, truncated_weight=dist.truncated_weight)


def roll_notation(expressions: list[str], opts: RollOptions) -> None:
    """``muster roll EXPR...``: roll one expression, or set several side by side (--odds)."""
    from muster.engine.notation import parse  # not for the game commands, which share this

    parsed = [parse(text) for text in expressions]
    if len(parsed) > 1:
        if not opts.odds:
            raise MusterError(say("{n} expressions given: several expressions are compared "
                                  "with --odds (muster roll 2d6 3d6 --odds); roll them one at "
                                  "a time", n=len(parsed)))
        # --odds is set (checked above): each run gives its expression's distribution;
        # the command's work bound covers them all, refused before the first is computed
        expect_outcomes(sum(e.totals_bound() for e in parsed))
        dists = [_numeric(cast("Distribution", run(e.roll, opts, key=lambda r: r.outcome,
                                                 odds=same, label="total", name=e.text,
                                                 exact=e.distribution)))
                 for e in parsed]
        labels = [e.text for e in parsed]
        result: Result = compare_odds(_("{expressions}: distributions of the total").format(
            expressions=_(" vs ").join(labels)), labels, dists)
    else:
        expression_ = parsed[0]

        def view(dist: Distribution) -> Result:
            if expression_.compare is not None:
                return bool_odds(_("{expression}: chance").format(
                    expression=expression_.text), dist)
            return numeric_odds(_("{expression}: distribution of the total").format(
                expression=expression_.text), dist)

        result = run(expression_.roll, opts, key=lambda r: r.outcome, odds=view,
                     label="total", exact=expression_.distribution, name=expression_.text)
    emit(result, opts.json)
