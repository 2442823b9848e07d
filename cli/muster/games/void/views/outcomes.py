"""Void's outcome keys in the user's language: the rows of a ``--times`` table (the JSON
label keeps the keys' English words)."""

from __future__ import annotations

from collections.abc import Callable

from muster.engine.rule import key_view
from muster.games.void.grenade import ThrowKey
from muster.games.void.outcomes import (
    D20Outcome,
    Outcome,
    VolleyOutcome,
    Word,
    WoundOutcome,
    joined,
)
from muster.i18n import _, ngettext
from muster.text import number

# the words with a count: their plural forms by the language's rules
PLURALS: dict[str, Callable[[int], str]] = {
    "{n} damage": lambda n: ngettext("{n} damage", "{n} damage", n),
    "{n} hit": lambda n: ngettext("{n} hit", "{n} hit", n),
    "{n} wounded": lambda n: ngettext("{n} wounded", "{n} wounded", n),
    "{n} dead": lambda n: ngettext("{n} dead", "{n} dead", n),
    "{n} prone": lambda n: ngettext("{n} prone", "{n} prone", n),
    "{metres} m at {bearing} o'clock":
        lambda n: ngettext("{metres} m at {bearing} o'clock", "{metres} m at {bearing} o'clock",
                           n),
}


def word(w: Word) -> str:
    """One word in the user's language, its numbers in the user's format."""
    text = PLURALS[w.msgid](w.n) if w.n is not None else _(w.msgid)
    return text.format(**{k: number(v) for k, v in w.args})


def words(key: Outcome | ThrowKey) -> str:
    return joined([(word(w), w.glued) for w in key.words()])


for kind in (D20Outcome, WoundOutcome, VolleyOutcome, ThrowKey):
    key_view(kind)(words)
