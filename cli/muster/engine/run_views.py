"""The terminal view of ``--times`` (`muster.engine.run.Summary`): its head line, the table
of outcomes in the user's language and, for numbers, their mean and spread. Imported only
when a summary is shown (`muster.engine.run.VIEWS`)."""

from __future__ import annotations

from typing import Any

from muster.engine.render import esc, shown_key, table
from muster.engine.rule import view
from muster.engine.run import Summary
from muster.i18n import _, czech, ngettext
from muster.text import measure, number
from muster.text import percent as share


@view(Summary)
def summary_lines(s: Summary[Any]) -> list[str]:
    n = s.n
    head = "[bold]" + ngettext("{n} roll", "{n} rolls", n).format(n=number(n)) + "[/]" \
        + _(" (seed {seed})").format(seed=s.seed)
    if s.interrupted or s.stopped:
        head += " [yellow]" + (_("interrupted") if s.interrupted else _("stopped")) \
            + "[/] " + _("({n} of {asked} asked)").format(n=number(n), asked=number(s.asked))
    lines = [head + _(", by {label}:").format(label=esc(_(s.label)))]
    rows = [[esc(shown_key(k)), number(s.counts[k]) if czech() else s.counts[k],
             share(s.counts[k] / n)] for k in s.ordered()]
    lines += table([_(s.label), _("count"), _("share")], rows)
    if s.numeric():
        mean, sd = s.moments()
        lines.append(_("mean {mean}  sd {sd}").format(mean=measure(mean), sd=measure(sd)))
    return lines
