"""The views of a dice expression: its roll (`NotationRoll`), the groups term by term, and
its ``--odds`` table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.notation.spec import ExpressionSpec
from muster.engine.notation.tree import GroupRoll, NotationRoll
from muster.engine.odds_tables import OddsResult, bool_odds, numeric_odds
from muster.engine.render import die, esc, verdict
from muster.engine.rule import odds_view, view
from muster.i18n import _, ngettext
from muster.text import number

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution


def _group_dice(g: GroupRoll) -> str:
    """A group's dice (dropped ones struck through, exploded ones marked, a counting
    group's hits and misses coloured), then the faces thrown again, struck through."""
    counts = g.successes is not None
    exploded = g.exploded if g.exploded is not None else (False,) * len(g.dice)
    shown = " ".join(die(v, kept=k, exploded=e, good=(g.group.meets(v) if counts else None))
                     for v, k, e in zip(g.dice, g.kept, exploded, strict=True))
    again = [v for r in g.rerolled or () for v in r]
    if again:
        shown += " | " + " ".join(f"[dim strike]{v}[/]" for v in again)
    return shown


@view(NotationRoll)
def roll_lines(r: NotationRoll) -> list[str]:
    """One line: each group's dice (named unless it is the whole expression), the numbers
    added, the total, and a comparison's verdict."""
    parts: list[str] = []
    single = len(r.groups) == 1 and not r.constant and r.simple
    for g in r.groups:
        note = "" if g.successes is None else " → " + ngettext(
            "{n} success", "{n} successes", g.successes).format(n=number(g.successes))
        label = "" if single else f"{esc(g.notation)} "
        if r.simple:
            parts.append(("- " if g.sign < 0 else ("+ " if parts else ""))
                         + f"{label}\\[{_group_dice(g)}]{note}")
        else:
            parts.append(f"{label}\\[{_group_dice(g)}]{note}")
    if r.constant and r.simple:
        parts.append(("- " if r.constant < 0 else "+ ") + str(abs(r.constant)))
    line = (f"[bold]{esc(r.expression)}[/]: " + (" " if r.simple else ", ").join(parts)
            + f" = [bold cyan]{r.total}[/]")
    if r.success is not None:
        line += " → " + verdict(r.success)
    return [line]


@odds_view(ExpressionSpec)
def expression_odds(spec: ExpressionSpec, dist: Distribution) -> OddsResult:
    text = spec.expression.text
    if spec.expression.compare is not None:
        return bool_odds(_("{expression}: chance").format(expression=text), dist)
    return numeric_odds(_("{expression}: distribution of the total").format(expression=text),
                        dist)
