"""`muster roll`: generic dice notation, or a game's own dice conventions.

``muster roll EXPR`` reads the notation; ``muster roll GAME ...`` runs the game's command
from ``verbs/roll/<game>.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, TypeVar, cast

import typer

from muster.engine.notation import parse
from muster.engine.odds_tables import bool_odds, compare_odds, numeric_odds
from muster.engine.render import Result, emit
from muster.engine.run import expect_outcomes, run
from muster.errors import MusterError
from muster.i18n import _, say
from muster.verbs import game_verb
from muster.verbs._rolling import Dice, Json, Odds, Seed, Times, roll_options

if TYPE_CHECKING:  # the exact driver's type; --odds imports it when it runs
    from muster.engine.distribution import Distribution

app = game_verb(
    "muster.verbs.roll",
    fallback="expr",
    metavar="EXPR | GAME [OPTIONS]",
    help="Roll dice: generic notation (muster roll 3d6) or a game's conventions "
         "(muster roll confrontation ...).\n\n"
         "Notation: NdS (d6, 3d6, d20, d%; Czech 3k6), sums and constants (2d6+1d3-2), keep/drop "
         "(4d6kh3, 2d20kl1, 4d6dl1), exploding dice (d6!, d6!!, d10!>=9), success counting "
         "(6d6>=4), re-rolls (4d6r1, d6ro1), * / and parentheses ((1d6+1)*2), dF, d66, "
         "dice with listed faces, a total against a number ((2d6+1)>=8). "
         "See docs/usage/notation.md.\n\n"
         "Examples:\n\n"
         "  muster roll 2d6\n\n"
         "  muster roll 4d6kh3 --seed 7\n\n"
         "  muster roll 6d6>=4 --odds\n\n"
         "  muster roll 2d6 3d6 --odds    (side by side)\n\n"
         "  muster roll 2d6 --dice 3,5 --json\n\n"
         "Games: confrontation (conf), battlelore (bl), warmaster (wm), void, mageknight (mk).",
)


V = TypeVar("V")


def same(dist: Distribution) -> Distribution:
    return dist


def _numeric(dist: Distribution) -> Distribution:
    """A comparison's yes/no as 1/0, to stand beside totals."""
    if not any(isinstance(k, bool) for k in dist.weights):
        return dist
    from muster.engine.distribution import Distribution  # --odds only: start-up

    return Distribution(weights={int(cast(bool, k)): w for k, w in dist.weights.items()},
                        denom=dist.denom, truncated_weight=dist.truncated_weight)


@app.command("expr", hidden=True)
def expr(
    expressions: Annotated[list[str], typer.Argument(
        metavar="EXPR...", help="Dice notation, e.g. 3d6+2; several side by side with --odds.")],
    seed: Seed = None, dice: Dice = None, odds: Odds = False, times: Times = None,
    as_json: Json = False,
) -> None:
    """Roll a dice expression."""
    opts = roll_options(seed, dice, odds, times, as_json)
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
