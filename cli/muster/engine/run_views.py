"""The terminal view of ``--times`` (`muster.engine.run.Summary`): its head line, the table
of outcomes in the user's language and, for numbers, their mean and spread. Imported only
when a summary is shown (`muster.engine.run.VIEWS`)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from muster.engine.render import esc, table
from muster.engine.rule import key_view_for, view
from muster.engine.run import Summary
from muster.i18n import Message, Named, _, czech, ngettext, shown
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


def shown_key(key: Hashable) -> object:
    """An outcome as the --times table shows it: yes/no in Czech as ano/ne (English keeps
    True/False), a `say` message or a data-file name in the user's language, plain text
    through the catalog (a game marks its English outcome words with N_), a key type with a
    registered `key_view` through it, anything else as it prints."""
    if isinstance(key, bool) and czech():  # a yes/no outcome (a spell cast, a test passed)
        return _("yes") if key else _("no")
    if isinstance(key, (Message, Named)):
        return shown(key)
    if isinstance(key, str):
        viewed = key_view_for(key) if type(key) is not str else None  # a game's own words
        return viewed(key) if viewed is not None else _(key)
    shown_as = key_view_for(key)
    return shown_as(key) if shown_as is not None else key
