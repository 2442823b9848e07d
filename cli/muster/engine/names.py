"""Finding a data table's entry by any name a player types.

One `Lookup` serves every table: an entry answers to its id, its English and Czech names
and its aliases, compared without case, accents, dashes or extra spaces (`fold`). An unknown
name is one error that lists what is allowed and offers the closest spellings.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from muster.engine.data import fold
from muster.errors import Field, MusterError, hint, listed_cs, unknown_name
from muster.i18n import Named, czech

NAME_FIELDS = ("en", "cs", "cs_value")
LIST_FIELDS = ("aliases", "names")


_MADE: dict[tuple[str, int], tuple[object, Lookup]] = {}  # Lookup.of's, by table


class Lookup:
    """The entries of one table (``{id: entry}`` or a list of entries with an ``id``) by
    every spelling. ``what`` names the kind of thing in messages (an `N_` text)."""

    def __init__(self, what: str,
                 entries: Mapping[str, dict[str, Any]] | Iterable[dict[str, Any]], *,
                 spellings: Mapping[str, str] | None = None) -> None:
        if isinstance(entries, Mapping):
            self.entries = {str(k): (e if isinstance(e, dict) else {}) for k, e in entries.items()}
        else:
            self.entries = {str(e.get("id", e.get("en", ""))): e for e in entries}
        self.what = what
        self._index: dict[str, str] = {}
        self.spellings: list[str] = []  # every name an entry answers to, as written
        for key, entry in self.entries.items():
            words = [key, *(entry.get(f) for f in NAME_FIELDS)]
            words += [w for f in LIST_FIELDS for w in entry.get(f, [])]
            for word in words:
                if isinstance(word, str) and word:
                    self._index.setdefault(fold(word), key)
                    self.spellings.append(word)
        for word, key in (spellings or {}).items():  # extra spellings a table does not hold
            self._index.setdefault(fold(word), key)
            self.spellings.append(word)

    @classmethod
    def of(cls, what: str, table: Mapping[str, dict[str, Any]]) -> Lookup:
        """``Lookup(what, table)`` for a table a data file loaded, made once per table: the
        loader hands out one object while its data stays (a spec checked on every run of
        the exact driver looks its names up without folding every name again)."""
        made = _MADE.get((what, id(table)))
        if made is not None and made[0] is table:  # that very table, still held here
            return made[1]
        lookup = cls(what, table)
        _MADE[(what, id(table))] = (table, lookup)
        return lookup

    def key(self, name: str) -> str | None:
        """The id of the entry ``name`` spells, or None."""
        return self._index.get(fold(str(name)))

    def get(self, name: str) -> dict[str, Any] | None:
        key = self.key(name)
        return None if key is None else self.entries[key]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.key(name) is not None

    def find(self, name: str, *, field: str | None = None, template: str | None = None,
             context: str | None = None, **args: Any) -> str:
        """The id of the entry ``name`` spells; else the one unknown-name error. ``field``
        is the spec field the name was given for (a command shows its option: ``{field}``
        in ``template``, translated by ``context`` when given)."""
        key = self.key(name)
        if key is None:
            raise self.unknown(name, field=field, template=template, context=context, **args)
        return key

    def hint(self, name: str, *, ids: bool = False) -> Named:
        """The did-you-mean for an unknown ``name`` as a finding's ``{hint}``
        (`muster.errors.hint`): the closest spellings, each entry once; in Czech each named
        as a Czech list of allowed values names it („Zápasník“, not the id 'zapasnik'), in
        English by its English name (``ids``: by its id, where the English list gives ids)."""
        english = {fold(s) for key, e in self.entries.items() for s in (key, e.get("en") or "")
                   if s}
        return hint(name, self.spellings, same=self.key,
                    listed=lambda key: listed_cs(str(key), self.entries[str(key)])
                    if czech() else str(key) if ids else self.entries[str(key)].get("en"),
                    english=lambda s: fold(s) in english)  # glossed in Czech

    def unknown(self, name: str, *, field: str | None = None, template: str | None = None,
                context: str | None = None, **args: Any) -> MusterError:
        if field is not None:
            args["field"] = Field(field)
        return unknown_name(self.what, name, self.entries, template=template, context=context,
                            **args)
