"""The terminal views of what-if odds (`muster.engine.whatif`): the columns side by side
with their differences from the base, and a command's own odds with its mean per 100
points. Imported only when they are shown (`muster.engine.whatif.VIEWS`)."""

from __future__ import annotations

from collections.abc import Hashable

from muster.engine.odds_tables import SHOWN_ROWS, TAIL, hidden_note
from muster.engine.render import esc, shown_key, table
from muster.engine.rule import view
from muster.engine.whatif import PER, WhatIf, WithPoints, own_lines, per_points, title_of
from muster.i18n import _, czech
from muster.text import chance, measure, number, percent_points, places


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


def _points_text(points: float) -> str:
    return number(int(points)) if points == int(points) else places(points, 2)


def _shown(key: Hashable) -> str:
    """An outcome as a row of the table shows it: yes/no in words, any other key as the
    --times table shows it."""
    if isinstance(key, bool):
        return _("yes") if key else _("no")
    return esc(shown_key(key))


def _signed(value: float) -> str:
    """A difference of two means, signed: '+0.5', '-1.33', '0' (`measure`)."""
    if abs(value) < 1e-9:  # equal means, up to float noise
        return "0"
    return ("+" if value > 0 else "") + measure(value)


def _header(w: WhatIf) -> list[str]:
    heads = [_(w.label)]
    for i, col in enumerate(w.columns):
        heads.append(esc(col.name) if i else _("base"))
        if w.ordered:
            heads.append(_("at least"))
        if i:
            heads.append(_("difference"))
    return heads


def _row(w: WhatIf, k: Hashable) -> list[object]:
    cells: list[object] = [k if w.ordered else _shown(k)]
    for i, c in enumerate(w.chances):
        cells.append(chance(c.p[k]) if c.p[k] else "-")
        if w.ordered:
            cells.append(chance(c.at_least[k]))
        if i:
            cells.append(percent_points(w.compared(i)[k] - w.compared(0)[k]))
    return cells


@view(WhatIf)
def whatif_lines(w: WhatIf) -> list[str]:
    base = w.columns[0]
    lines = ["[bold]" + esc(_("What if: {title}").format(
        title=after_colon(title_of(base.own)))) + "[/]"]
    lines += [f"  {esc(col.name)}: {esc(_unlabelled(col.changes, title_of(col.own)))}"
              for col in w.columns[1:]]
    keys = w.keys
    hidden = 0
    if len(keys) > SHOWN_ROWS:  # values every column gives a negligible chance
        keys = [k for k in keys if any(c.p[k] >= TAIL for c in w.chances)]
        hidden = len(w.keys) - len(keys)
    lines += table(_header(w), [_row(w, k) for k in keys])
    if hidden:
        lines.append(hidden_note(hidden, every_column=True))
    if w.ordered:
        lines += [_mean_line(w, i) for i in range(len(w.columns))]
    if w.ordered:
        lines.append("[dim]" + _("(difference: the column's chance of at least each value "
                                 "less the base's, in percentage points)") + "[/]")
    else:
        lines.append("[dim]" + _("(difference: the column's chance of each outcome less "
                                 "the base's, in percentage points)") + "[/]")
    return lines


def _mean_line(w: WhatIf, i: int) -> str:
    col, base = w.columns[i], w.columns[0]
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


@view(WithPoints)
def with_points_lines(w: WithPoints) -> list[str]:
    per = per_points(w.dist.mean(), w.points)
    return own_lines(w.own) + [_("mean per {per} points (at {points} points): "
                                 "{value}").format(per=PER, value=measure(per),
                                                   points=_points_text(w.points))]
