"""Warmaster's yes/no --times summaries in Czech.

The shared --times table (`muster.engine.run.Summary`) shows a word outcome through the
catalog and a compound outcome by its ``str`` (Warmaster's deployment and drive-back keys
say themselves in the user's language); a yes/no outcome (a spell cast, a command test
passed, the Orb spent) would print as True / False. Under ``--lang cs`` `localized` hands
the renderer a view of such a summary whose rows say ano / ne; the JSON, the counts and
their order are the summary's own. Every other result, and every English run, is returned
as it is.
"""

from __future__ import annotations

import copy

from muster.i18n import N_, _, czech

_WORDS = (N_("yes"), N_("no"))


class _Row:
    """A yes/no outcome as a Czech row shows it, kept in the summary's own order."""

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


class _YesNoSummary:
    """The summary with ano / ne rows; everything else is the summary's."""

    def __init__(self, summary):
        self._summary = summary

    def __getattr__(self, name: str):
        return getattr(self._summary, name)

    def to_json(self) -> dict:
        return self._summary.to_json()

    def lines(self) -> list[str]:
        view = copy.copy(self._summary)
        view.counts = {_Row(_("yes") if k else _("no"), i): self._summary.counts[k]
                       for i, k in enumerate(self._summary._ordered())}
        return view.lines()


def localized(result):
    """``result`` to print: a --times summary of yes/no outcomes gets ano / ne rows under
    --lang cs; anything else (and every English run) is returned as it is."""
    from muster.engine.run import Summary

    if not czech() or not isinstance(result, Summary) or not result.counts \
            or not all(isinstance(k, bool) for k in result.counts):
        return result
    return _YesNoSummary(result)
