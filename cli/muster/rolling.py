"""The command layer's runner: every rolling command is ``emit(run(spec, opts), as_json)``
(`run` chooses the driver from the options), and what ``muster roll EXPR`` does with them
(the options and their checks are `muster.roll_options`'s, given here too).

Neither Typer nor click is imported here: the Typer commands (`muster.verbs._rolling`
declares the options for them, `muster.verbs.roll` is ``roll EXPR``) and the console
script's quick door (`muster.quick`) build the same `RollOptions` and run the same
`roll_notation`, so both print the same.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from muster.engine.odds_tables import compare_odds, every_row_by
from muster.engine.render import Result, emit
from muster.engine.run import SAMPLE, roll
from muster.errors import MusterError
from muster.i18n import _, say
from muster.roll_options import MAX_TIMES as MAX_TIMES
from muster.roll_options import RollOptions as RollOptions
from muster.roll_options import roll_options as roll_options

if TYPE_CHECKING:  # the exact driver's type; --odds imports it when it runs
    from muster.engine.distribution import Distribution

every_row_by("--json")  # what a long distribution's view names for its rows left out


def _numeric(dist: Distribution) -> Distribution:
    """A comparison's yes/no as 1/0, to stand beside totals."""
    if not any(isinstance(k, bool) for k in dist.weights):
        return dist
    return dist.marginal(lambda k: int(cast(bool, k)))


def run(spec: object, opts: RollOptions) -> Result:
    """Roll ``spec`` with the driver the options ask for. The choice is made here, in the
    command layer, so that only the paths that weigh import the exact driver: ``--odds``
    (`muster.engine.exact`), and ``--times`` past the rolls a summary shows, whose rest may
    be drawn from the exact distribution (`muster.engine.sampling`). A roll never loads it,
    nor do options refused (checked before it is imported)."""
    if opts.odds:
        opts.check()
        from muster.engine.exact import odds  # --odds only

        return odds(spec, opts)
    if opts.times is not None and opts.times > SAMPLE:
        opts.check()
        from muster.engine.sampling import sampler  # the exact driver: many rolls only

        return roll(spec, opts, sampler)
    return roll(spec, opts)


def roll_notation(expressions: list[str], opts: RollOptions) -> None:
    """``muster roll EXPR...``: roll one expression, or set several side by side (--odds)."""
    from muster.engine.notation.spec import ExpressionSpec  # not for the game commands

    specs = [ExpressionSpec(text) for text in expressions]
    if len(specs) > 1:
        if not opts.odds:
            raise MusterError(say("{n} expressions given: several expressions are compared "
                                  "with --odds (muster roll 2d6 3d6 --odds); roll them one at "
                                  "a time", n=len(specs)))
        from muster.engine.exact import expect_outcomes, weigh  # --odds only

        # --odds is set (checked above): the command's work bound covers every
        # expression's distribution, refused before the first is computed
        expect_outcomes(sum(s.expression.totals_bound() for s in specs))
        dists = [_numeric(weigh(s, opts)) for s in specs]
        labels = [s.expression.text for s in specs]
        result: Result = compare_odds(_("{expressions}: distributions of the total").format(
            expressions=_(" vs ").join(labels)), labels, dists)
    else:
        result = run(specs[0], opts)
    emit(result, opts.json)
