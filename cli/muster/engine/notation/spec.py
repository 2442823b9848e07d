"""A dice expression as a rule (``muster roll EXPR``): its spec is the text typed, read
when the spec is built, and its procedure rolls the expression's tree; its exact form
weighs the tree group by group (`muster.engine.notation.weigh`, named on the rule so that
only ``--odds`` imports it)."""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.notation.reader import parse
from muster.engine.notation.tree import Expression, NotationRoll
from muster.engine.rule import rule
from muster.errors import FieldError, LimitError, MusterError

VIEWS = "muster.engine.notation.views"
WEIGHED = "muster.engine.notation.weigh"  # its exact form: `Rule.exact`


@frozen
class ExpressionSpec:
    """A dice expression ('2d6+3', '4d6kh3 >= 12'): refused when built if it does not
    read (`muster.engine.notation.reader`). Two specs of the same text are the same."""

    text: str
    expression: Expression = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        try:
            expression = parse(self.text)
        except LimitError:  # a work limit, not a mistake in the text
            raise
        except MusterError as err:  # the text as written: its own words, naming the field
            raise FieldError("text", err.message) from None
        object.__setattr__(self, "expression", expression)


def _outcome(r: NotationRoll) -> int | bool:
    return r.outcome


def _series(spec: ExpressionSpec) -> str:
    return spec.expression.text


@rule(ExpressionSpec, key=_outcome, label="total", exact=WEIGHED, series=_series)
def roll_expression(src: Source, spec: ExpressionSpec) -> NotationRoll:
    return spec.expression.roll(src)
