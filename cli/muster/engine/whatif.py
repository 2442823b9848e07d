"""What-if odds: one command's exact odds beside the same command's with some of its values
changed, column by column, each with its difference from the first (the base).

A column is the distribution one run of the command computed (`muster.engine.watch`), its
own odds result (what the command prints alone) and what the changes were, as the user gave
them. Numeric outcomes (hits, a total) are compared value by value, by the chance of each
and of at least each, and by the mean (per 100 points too, where a column's cost is given);
other outcomes (a wound's location and result, yes or no) by the chance of each.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from muster.engine.distribution import ratio
from muster.engine.frozen import frozen
from muster.engine.render import Result, result_lines, strip_markup
from muster.engine.run import _english, ordered_keys

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution

PER = 100  # points: the mean is also given per this many points of a column's cost
VIEWS = "muster.engine.whatif_views"  # the terminal views of `WhatIf` and `WithPoints`


@frozen
class Column:
    """One column: ``changes`` as the user gave them ("" for the base), the distribution,
    the column's own odds result, its cost in points (None: not given) and ``label``, the
    column's name where it is shown ("": ``changes``)."""

    changes: str
    dist: Distribution
    own: Result
    points: float | None = None
    label: str = ""

    @property
    def name(self) -> str:
        return self.label or self.changes


def numeric(dist: Distribution) -> bool:
    """The outcomes are numbers (yes/no is not): compared by at least, and by the mean."""
    return bool(dist.weights) and all(
        isinstance(k, (int, float)) and not isinstance(k, bool) for k in dist.weights)


def own_lines(result: Result) -> list[str]:
    """A result's terminal lines, as `muster.engine.render.emit` prints them."""
    return result_lines(result)


def title_of(result: Result) -> str:
    """The first line of a result's view, as plain text: an odds view's title."""
    return next((strip_markup(line) for line in own_lines(result) if line.strip()), "")


def per_points(mean: float, points: float) -> float:
    return mean * PER / points


def _key_json(key: Hashable) -> object:
    """An outcome key in JSON: a plain value as it is, anything else by its English label."""
    if key is None or isinstance(key, (bool, int, float, str)):
        return key
    return _english(key)


class _Chances:
    """One column's chance of each key and of at least each (numeric keys), as floats."""

    def __init__(self, dist: Distribution, keys: list[Hashable], ordered: bool):
        self.p = {k: ratio(dist.weights.get(k, 0), dist.denom) for k in keys}
        self.at_least: dict[Hashable, float] = {}
        if ordered:
            left = sum(dist.weights.values())
            for k in keys:
                self.at_least[k] = ratio(left, dist.denom)
                left -= dist.weights.get(k, 0)


class WhatIf:
    """The columns side by side: the base first."""

    def __init__(self, label: str, columns: list[Column]):
        self.label = label
        self.columns = columns
        self.ordered = all(numeric(c.dist) for c in columns)
        keys = {k for c in columns for k in c.dist.weights}
        # yes before no; other outcomes in their own order
        self.keys: list[Hashable] = ([k for k in (True, False) if k in keys]
                                     if all(isinstance(k, bool) for k in keys)
                                     else ordered_keys(keys))
        self.chances = [_Chances(c.dist, self.keys, self.ordered) for c in columns]

    def compared(self, i: int) -> dict[Hashable, float]:
        """What a column's difference from the base is of: at least (numbers), else each."""
        c = self.chances[i]
        return c.at_least if self.ordered else c.p

    # ------------------------------------------------------------------ JSON

    def to_json(self) -> dict[str, Any]:
        base = self.columns[0]
        out: list[dict[str, Any]] = []
        for i, col in enumerate(self.columns):
            entry: dict[str, Any] = {"changes": col.changes, "base": i == 0,
                                     "title": title_of(col.own)}
            if self.ordered:
                entry["distribution"] = col.dist.numeric_table()
                entry["mean"] = round(col.dist.mean(), 6)
                entry["sd"] = round(col.dist.sd(), 6)
            else:
                entry["outcomes"] = [{"outcome": _key_json(k), **col.dist.prob(col.dist[k])}
                                     for k in self.keys if k in col.dist.weights]
            entry["exact"] = col.dist.exact
            if col.points is not None:
                entry["points"] = col.points
                if self.ordered:
                    entry["mean_per_100_points"] = round(per_points(col.dist.mean(),
                                                                    col.points), 6)
            if i:
                entry["difference"] = self._difference_json(i, base)
            entry["result"] = col.own.to_json()
            out.append(entry)
        return {"odds": True, "what_if": True, "of": self.label, "columns": out}

    def _difference_json(self, i: int, base: Column) -> dict[str, Any]:
        col, mine, theirs = self.columns[i], self.chances[i], self.chances[0]
        name = "value" if self.ordered else "outcome"
        rows = []
        for k in self.keys:
            row: dict[str, Any] = {name: _key_json(k), "p": round(mine.p[k] - theirs.p[k], 12)}
            if self.ordered:
                row["at_least"] = round(mine.at_least[k] - theirs.at_least[k], 12)
            rows.append(row)
        diff: dict[str, Any] = {"rows": rows}
        if self.ordered:
            diff["mean"] = round(col.dist.mean() - base.dist.mean(), 6)
            if col.points is not None and base.points is not None:
                diff["mean_per_100_points"] = round(
                    per_points(col.dist.mean(), col.points)
                    - per_points(base.dist.mean(), base.points), 6)
        return diff

class WithPoints:
    """A command's own odds, and the mean per 100 points of what the roll costs."""

    def __init__(self, own: Result, dist: Distribution, points: float):
        self.own = own
        self.dist = dist
        self.points = points

    def to_json(self) -> dict[str, Any]:
        return {**self.own.to_json(), "points": self.points,
                "mean_per_100_points": round(per_points(self.dist.mean(), self.points), 6)}
