"""The outcome keys of Void's rules: plain tuples for grouping and odds, a short phrase in
the user's language for the ``--times`` table (the engine's JSON keeps the English)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from muster.i18n import _, ngettext, number


class Outcome(tuple[Any, ...]):
    """An outcome key: a plain tuple for grouping and odds, a short phrase for `--times`."""

    words: tuple[Callable[[Any], Any], ...] = ()

    def __str__(self) -> str:
        return ", ".join(w(self) for w in self.words if w(self))


def _count(text: str, n: int) -> str:
    """A count in an outcome phrase ("2 hit"; `text` from ngettext: Czech plural forms)."""
    return text.format(n=number(n))


class D20Outcome(Outcome):
    words = (lambda k: _("success") if k[0] else _("failure"),
             lambda k: _("Luck") if k[1] else _("Bad luck") if k[2] else "")


class WoundOutcome(Outcome):
    words = (lambda k: (_("hit") if k[0] else _("miss")) + (_(", avoided") if k[1] else ""),
             lambda k: (k[0] and not k[1]
                        and _count(ngettext("{n} damage", "{n} damage", k[3]), k[3])),
             lambda k: _("dead") if k[5] else _("Pain") if k[4] else "",
             lambda k: _("weapon broken/lost") if k[6] else "",
             lambda k: _("overheated") if k[7] else "",
             lambda k: _("effect") if k[8] else "")


class VolleyOutcome(Outcome):
    words = (lambda k: _count(ngettext("{n} hit", "{n} hit", k[0]), k[0]),
             lambda k: k[1] and _count(ngettext("{n} wounded", "{n} wounded", k[1]), k[1]),
             lambda k: k[2] and _count(ngettext("{n} dead", "{n} dead", k[2]), k[2]),
             lambda k: k[3] and _count(ngettext("{n} damage", "{n} damage", k[3]), k[3]),
             lambda k: k[4] and _count(ngettext("{n} prone", "{n} prone", k[4]), k[4]),
             lambda k: _("weapon broken") if k[5] else "")
