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
from typing import TYPE_CHECKING, Any, cast

from muster.engine.distribution import ratio
from muster.engine.frozen import frozen
from muster.engine.odds_tables import SHOWN_ROWS, TAIL, hidden_note
from muster.engine.render import Result, esc, strip_markup, table
from muster.engine.rule import view_for
from muster.engine.run import _english, _shown_key, ordered_keys
from muster.i18n import _, czech
from muster.text import chance, measure, number, percent_points, places

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution

PER = 100  # points: the mean is also given per this many points of a column's cost


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
    shown = view_for(result)
    return shown(result) if shown is not None else cast(Any, result).lines()


def title_of(result: Result) -> str:
    """The first line of a result's view, as plain text: an odds view's title."""
    return next((strip_markup(line) for line in own_lines(result) if line.strip()), "")


def after_colon(title: str) -> str:
    """A title inside a line, after a colon: Czech writes its first word small ('Co kdyby:
    šance na seslání na 5+'), unless it is a name or an abbreviation
    ('STR', 'Mage Knight'); English keeps it as it is."""
    word = title.split(" ", 1)[0]
    if not czech() or not word[:1].isupper() or not word[1:].islower() or word in _NAMES:
        return title
    return title[:1].lower() + title[1:]


def _unlabelled(label: str, title: str) -> str:
    """A column's title after its label, the label not said twice: '3d6: distribution of the
    total', never '3d6: 3d6: distribution of the total' (in both languages)."""
    if title.startswith(label + ": "):
        title = title[len(label) + 2:]
    return after_colon(title)


_NAMES = {"Confrontation", "BattleLore", "Warmaster", "Void", "Mage", "Agincourt"}


def per_points(mean: float, points: float) -> float:
    return mean * PER / points


def _points_text(points: float) -> str:
    return number(int(points)) if points == int(points) else places(points, 2)


def _key_json(key: Hashable) -> object:
    """An outcome key in JSON: a plain value as it is, anything else by its English label."""
    if key is None or isinstance(key, (bool, int, float, str)):
        return key
    return _english(key)


def _shown(key: Hashable) -> str:
    """An outcome as a row of the table shows it: yes/no in words, any other key as the
    --times table shows it."""
    if isinstance(key, bool):
        return _("yes") if key else _("no")
    return esc(_shown_key(key))


def _signed(value: float) -> str:
    """A difference of two means, signed: '+0.5', '-1.33', '0' (`measure`)."""
    if abs(value) < 1e-9:  # equal means, up to float noise
        return "0"
    return ("+" if value > 0 else "") + measure(value)


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

    def _compared(self, i: int) -> dict[Hashable, float]:
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

    # ------------------------------------------------------------------ terminal

    def _header(self) -> list[str]:
        heads = [_(self.label)]
        for i, col in enumerate(self.columns):
            heads.append(esc(col.name) if i else _("base"))
            if self.ordered:
                heads.append(_("at least"))
            if i:
                heads.append(_("difference"))
        return heads

    def _row(self, k: Hashable) -> list[object]:
        cells: list[object] = [k if self.ordered else _shown(k)]
        for i, c in enumerate(self.chances):
            cells.append(chance(c.p[k]) if c.p[k] else "-")
            if self.ordered:
                cells.append(chance(c.at_least[k]))
            if i:
                cells.append(percent_points(self._compared(i)[k] - self._compared(0)[k]))
        return cells

    def lines(self) -> list[str]:
        base = self.columns[0]
        view = ["[bold]" + esc(_("What if: {title}").format(
            title=after_colon(title_of(base.own)))) + "[/]"]
        view += [f"  {esc(col.name)}: {esc(_unlabelled(col.changes, title_of(col.own)))}"
                 for col in self.columns[1:]]
        keys = self.keys
        hidden = 0
        if len(keys) > SHOWN_ROWS:  # values every column gives a negligible chance
            keys = [k for k in keys if any(c.p[k] >= TAIL for c in self.chances)]
            hidden = len(self.keys) - len(keys)
        view += table(self._header(), [self._row(k) for k in keys])
        if hidden:
            view.append(hidden_note(hidden, every_column=True))
        if self.ordered:
            view += [self._mean_line(i) for i in range(len(self.columns))]
        if self.ordered:
            view.append("[dim]" + _("(difference: the column's chance of at least each value "
                                    "less the base's, in percentage points)") + "[/]")
        else:
            view.append("[dim]" + _("(difference: the column's chance of each outcome less "
                                    "the base's, in percentage points)") + "[/]")
        return view

    def _mean_line(self, i: int) -> str:
        col, base = self.columns[i], self.columns[0]
        name = esc(col.name) if i else _("base")
        mean = col.dist.mean()
        text = _("mean {mean}").format(mean=measure(mean))
        if i:
            text += f" ({_signed(mean - base.dist.mean())})"
        text += "  " + _("sd {sd}").format(sd=measure(col.dist.sd()))
        if col.points is not None:
            per = per_points(mean, col.points)
            text += "; " + _("per {per} points {value}").format(per=PER, value=measure(per))
            if i and base.points is not None:
                text += f" ({_signed(per - per_points(base.dist.mean(), base.points))})"
            text += " " + _("(at {points} points)").format(points=_points_text(col.points))
        return f"{name}: {text}"


class WithPoints:
    """A command's own odds, and the mean per 100 points of what the roll costs."""

    def __init__(self, own: Result, dist: Distribution, points: float):
        self.own = own
        self.dist = dist
        self.points = points

    def to_json(self) -> dict[str, Any]:
        return {**self.own.to_json(), "points": self.points,
                "mean_per_100_points": round(per_points(self.dist.mean(), self.points), 6)}

    def lines(self) -> list[str]:
        per = per_points(self.dist.mean(), self.points)
        return own_lines(self.own) + [_("mean per {per} points (at {points} points): "
                                        "{value}").format(per=PER, value=measure(per),
                                                          points=_points_text(self.points))]
