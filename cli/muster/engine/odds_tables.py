"""The odds tables every rolling command prints: a ready-made `OddsResult` (its JSON body and
terminal lines), the yes/no and numeric tables with their bars, and several distributions side
by side. Views call these; `muster.engine.run` computes the distributions they show."""

from __future__ import annotations

import sys
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, cast

from muster.engine.render import esc, table
from muster.i18n import N_, N_p, _, ngettext, pgettext
from muster.text import (
    chance,
    fraction_note,
    measure,
    number,
    small_chance,
    table_fraction,
    whole,
)

# the one note of every --odds whose exploding or open-ended chains were cut off at the dice
# limit, with the chance left out (`small_chance`)
CHAINS_LEFT_OUT = N_("(chains past the dice limit left out: {p})")


def as_tuple(key: Hashable) -> tuple[Any, ...]:
    """An outcome key as the tuple it is (a rule whose key is a tuple of facts)."""
    return cast("tuple[Any, ...]", key)


def chains_left_out(truncated: Fraction | float) -> str:
    """`CHAINS_LEFT_OUT` with the chance left out: English as a probability ('5e-20'),
    Czech in the table's unit, percent ('5 · 10⁻¹⁸ %', as `hidden_note` gives its tail)."""
    return _(CHAINS_LEFT_OUT).format(p=small_chance(float(truncated)))

if TYPE_CHECKING:
    from fractions import Fraction

    from muster.engine.distribution import Distribution


def _words() -> tuple[str, ...]:  # default labels, for the catalog (scripts/i18n.py)
    return N_("total"), N_("outcome"), N_("success")


class OddsResult:
    """A ready-made odds result: a JSON body and its terminal lines."""

    def __init__(self, body: dict[str, Any], view: list[str]):
        self.body = body
        self.view = view

    def to_json(self) -> dict[str, Any]:
        return self.body

    def lines(self) -> list[str]:
        return self.view


class LazyOdds(OddsResult):
    """An odds result whose JSON body is built only when asked for (the exact fractions of
    a long distribution are for --json only)."""

    def __init__(self, body: Callable[[], dict[str, Any]], view: list[str]):
        super().__init__({}, view)
        self._make = body

    def to_json(self) -> dict[str, Any]:
        if not self.body:
            self.body = self._make()
        return self.body


# what "chance of" reads in Czech (šance na úspěch): the yes outcome as a noun, by context
CHANCE_OF = "chance of"
N_p("chance of", "success")


def bool_odds(title: str, dist: Distribution, name: str = "success",
              shown: str | None = None) -> OddsResult:
    """Odds of a yes/no outcome keyed by a bool; ``name`` is its JSON key, ``shown`` (the
    key where not given) what "chance of" reads it as, in the words of `CHANCE_OF` (each
    caller marks its own: ``N_p("chance of", shown)``)."""
    p = dist[True]
    prob = dist.prob(p)
    body = {"odds": True, name: prob, "exact": dist.exact}
    view = [f"[bold]{esc(_(title))}[/]",
            _("chance of {name}: {p}").format(name=pgettext(CHANCE_OF, shown or name),
                                              p=f"[bold]{chance(p)}[/]")
            + (fraction_note(p) if dist.exact else "")]
    return OddsResult(body, view)


# how a reader sees every row a terminal view leaves out: the library's own words, unless a
# front end names its way (`every_row_by`; the command line's verbs name their --json)
_EVERY_ROW: list[str] = []


def every_row_by(words: str) -> None:
    """Name how this front end shows every row of a long distribution (``"--json"``)."""
    _EVERY_ROW[:] = [words]


def _every_row() -> str:
    return _EVERY_ROW[0] if _EVERY_ROW else _("the result's JSON")


BAR_WIDTH = 30  # characters of the longest bar in an odds histogram
TAIL = 1e-9  # on screen, outcomes less likely than this at either end are summed up in a line
SHOWN_ROWS = 60  # ... once a distribution has more rows than this


def hidden_note(hidden: int, every_column: bool = False) -> str:
    """'(9,438 outcomes less likely than 1e-07 % each at the ends are not shown; …)': the
    tail in the table's own unit, a percentage (never '1e-09' under a column
    of percentages), its count declined in Czech ('9 438 krajních výsledků … se nevypisuje')."""
    if every_column:
        note = ngettext("({hidden} values less likely than {tail} in every column are not "
                        "shown; {every_row} lists them all)",
                        "({hidden} values less likely than {tail} in every column are not "
                        "shown; {every_row} lists them all)", hidden)
    else:
        note = ngettext("({hidden} outcomes less likely than {tail} each at the ends are not "
                        "shown; {every_row} lists them all)",
                        "({hidden} outcomes less likely than {tail} each at the ends are not "
                        "shown; {every_row} lists them all)", hidden)
    return "[dim]" + note.format(hidden=number(hidden), tail=chance(TAIL),
                                 every_row=_every_row()) + "[/]"


def _shown(rows: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    """The rows to show on a terminal: a long distribution loses its negligible tails
    (the JSON keeps every row). Returns the rows and how many were left out."""
    if len(rows) <= SHOWN_ROWS:
        return rows, 0
    first = next((i for i, r in enumerate(rows) if r["p"] >= TAIL), 0)
    last = max((i for i, r in enumerate(rows) if r["p"] >= TAIL), default=len(rows) - 1)
    return rows[first:last + 1], len(rows) - (last + 1 - first)


EIGHTHS = "▏▎▍▌▋▊▉"  # one to seven eighths of a block; a whole one is "█"


def _blocks() -> bool:
    """Bars in block characters: standard output is a terminal that takes UTF-8."""
    out = sys.stdout
    encoding = (getattr(out, "encoding", None) or "").lower().replace("-", "").replace("_", "")
    return bool(getattr(out, "isatty", lambda: False)()) and encoding == "utf8"


def bar(p: float, top: float, width: int = BAR_WIDTH, blocks: bool | None = None) -> str:
    """A histogram bar: ``width`` characters for the likeliest outcome ``top``; on a UTF-8
    terminal in block characters with eighth steps, else in '#' (``blocks``: which, where
    the caller asked once for a whole table)."""
    if _blocks() if blocks is None else blocks:
        eighths = round(8 * width * p / top) if top else 0
        full, part = divmod(eighths, 8)
        text = "█" * full + (EIGHTHS[part - 1] if part else "")
        return f"[cyan]{text}[/]" if text else ""
    n = round(width * p / top) if top else 0
    return "[cyan]" + "#" * n + "[/]" if n else ""


def _value(v: object) -> object:
    """A table's value as shown: a whole number grouped by thousands in Czech (4 719)."""
    return whole(v) if isinstance(v, int) and not isinstance(v, bool) else v


def distribution_lines(name: str, dist: Distribution,
                       rows: list[dict[str, Any]] | None = None) -> list[str]:
    """The terminal view of a numeric distribution: value, chance, at least, at most and a
    bar per value (a long distribution loses its negligible tails), then the mean and the
    standard deviation."""
    if rows is None:
        shown, hidden, top = dist.shown_rows(TAIL, SHOWN_ROWS)
    else:
        shown, hidden = _shown(rows)
        top = max((r["p"] for r in rows), default=0.0)
    trows = []
    blocks = _blocks()
    for row in shown:
        # long fractions are kept for --json; on screen they would drown the table
        fraction = (row["fraction"] if "fraction" in row
                    else dist.fraction_of(dist.weights[row["value"]]))
        trows.append([_value(row["value"]), chance(row["p"]) + table_fraction(fraction),
                      chance(row["at_least"]["p"]), chance(row["at_most"]["p"]),
                      bar(row["p"], top, blocks=blocks)])
    view = table([_(name), _("chance"), _("at least"), _("at most"), ""], trows)
    if hidden:
        view.append(hidden_note(hidden))
    view.append(_("mean {mean}  sd {sd}").format(mean=measure(dist.mean()),
                                                 sd=measure(dist.sd()))
                + ("" if dist.exact else
                   "  " + chains_left_out(dist.truncated)))
    return view



def numeric_odds(title: str, dist: Distribution, name: str = "total") -> OddsResult:
    """Odds of a numeric outcome: value, probability, chance of at least and of at most that
    value, a bar per value, the mean and the standard deviation."""
    view = [f"[bold]{esc(_(title))}[/]"] + distribution_lines(name, dist)
    return LazyOdds(lambda: {"odds": True, "of": name, "distribution": dist.numeric_table(),
                             "mean": round(dist.mean(), 6), "sd": round(dist.sd(), 6),
                             "exact": dist.exact}, view)


def compare_odds(title: str, labels: list[str], dists: list[Distribution],
                 name: str = "total") -> OddsResult:
    """Several numeric distributions side by side: one column of chances (and one of
    "at least") per distribution, then the mean and standard deviation of each."""
    tables = [d.numeric_table() for d in dists]
    body = {"odds": True, "of": name, "compare": [
        {"label": label, "distribution": rows, "mean": round(d.mean(), 6),
         "sd": round(d.sd(), 6), "exact": d.exact}
        for label, rows, d in zip(labels, tables, dists, strict=True)]}
    by_value = [{r["value"]: r for r in rows} for rows in tables]
    values = sorted({v for rows in by_value for v in rows})
    trows = []
    for v in values:
        cells: list[object] = [_value(v)]
        for rows in by_value:
            r = rows.get(v)
            if r is not None:
                cells += [chance(r["p"]), chance(r["at_least"]["p"])]
            elif v < min(rows):
                cells += ["-", chance(1)]
            else:
                cells += ["-", "-"]
        trows.append(cells)
    if len(trows) > SHOWN_ROWS:  # drop the values every distribution gives a negligible chance
        keep = [i for i, v in enumerate(values)
                if any(rows.get(v, {"p": 0})["p"] >= TAIL for rows in by_value)]
        hidden = len(trows) - len(keep)
        trows = [trows[i] for i in keep]
    else:
        hidden = 0
    headers = [_(name)] + [h for label in labels for h in (esc(label), _("at least"))]
    view = [f"[bold]{esc(title)}[/]"] + table(headers, trows)
    if hidden:
        view.append(hidden_note(hidden, every_column=True))
    for label, d in zip(labels, dists, strict=True):
        view.append(f"{esc(label)}: " + _("mean {mean}  sd {sd}").format(
            mean=measure(d.mean()), sd=measure(d.sd())))
    return OddsResult(body, view)
