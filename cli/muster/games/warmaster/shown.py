"""Warmaster's --times summaries in Czech: the rows' outcomes in the user's language.

A --times summary (`muster.engine.run.Summary`) prints each outcome by its ``str``, which is
also the ``label`` its JSON carries, so the outcome stays English there. Under ``--lang cs``
`localized` hands the renderer a view of the summary whose outcomes print in Czech (a
compound outcome by its ``shown()``, a yes/no as ano/ne, a word of the procedure through
the catalog); the JSON, the counts and their order are the summary's own. English runs get
the summary itself.
"""

from __future__ import annotations

import copy

from muster.i18n import N_, _, czech

_WORDS = (N_("yes"), N_("no"))


def _text(key: object) -> str:
    shown = getattr(key, "shown", None)
    if callable(shown):
        return shown()
    if isinstance(key, bool):
        return _("yes") if key else _("no")
    if isinstance(key, str):
        return _(key)
    return str(key)


class _Row:
    """An outcome as a Czech row shows it, kept in the summary's own order."""

    __slots__ = ("text", "rank")

    def __init__(self, text: str, rank: int):
        self.text, self.rank = text, rank

    def __str__(self) -> str:
        return self.text

    def __lt__(self, other: "_Row") -> bool:
        return self.rank < other.rank

    def __hash__(self) -> int:
        return hash(self.rank)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Row) and other.rank == self.rank


class _CzechSummary:
    """The summary with Czech outcome rows; everything else is the summary's."""

    def __init__(self, summary):
        self._summary = summary

    def __getattr__(self, name: str):
        return getattr(self._summary, name)

    def to_json(self) -> dict:
        return self._summary.to_json()

    def lines(self) -> list[str]:
        view = copy.copy(self._summary)
        view.counts = {_Row(_text(k), i): self._summary.counts[k]
                       for i, k in enumerate(self._summary._ordered())}
        return view.lines()


def localized(result):
    """``result`` to print: a --times summary with non-numeric outcomes gets Czech rows
    under --lang cs; anything else (and every English run) is returned as it is."""
    from muster.engine.run import Summary

    if not czech() or not isinstance(result, Summary) or result._numeric():
        return result
    return _CzechSummary(result)
