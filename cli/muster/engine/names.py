"""Finding a name a player types, and the one error for a name nothing answers to.

One `Lookup` serves every table: an entry answers to its id, its English and Czech names
and its aliases, compared without case, accents, dashes or extra spaces (`fold`). A name
as written comes first (an id, then a spelling: ``scout`` is the card "scout" beside
"Scout"); a name that answers to several entries only when compared so is refused, listing
them (`AMBIGUOUS`), never taken for the first of them. An unknown name is one error that
lists what is allowed and offers the closest spellings (`unknown_name`). The did-you-mean
of every refusal of a name is built here (`did_you_mean`, `hint`): no other module compares
spellings itself (tests/test_lookups.py).

Nothing here reads a data file: the quick door and the Typer app look names up without the
data loader (tests/test_startup_imports.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from muster.errors import (
    Field,
    FieldError,
    MusterError,
    UnknownName,
    allowed_values,
    listed_cs,
    table_items,
    with_hint,
)
from muster.i18n import (
    N_,
    Message,
    Named,
    _,
    both_ways,
    czech,
    either,
    pgettext,
    quoted,
    say,
)
from muster.text import card_key, fold

# the one shape of a refused name; a command whose options share a table (two banner
# colours) names the option first (`UNKNOWN_FOR`)
UNKNOWN = "unknown {what} '{name}' (allowed: {allowed})"
UNKNOWN_FOR = "{field}: unknown {what} '{name}' (allowed: {allowed})"
# the same as a finding of a checked file (`Lookup.said`), its did-you-mean inside the
# bracket: after a unit or a title when one is named
SAID = "unknown {what} '{value}' (allowed: {allowed}{hint})"
SAID_IN = "{unit}: unknown {what} '{value}' (allowed: {allowed}{hint})"
MAX_NAME = 80  # characters of an unknown name echoed back
# a name that answers to several entries, none of them written so (as `UNKNOWN`, it names
# no field: a field is not always the option or argument a command took the name by), or
# with its field first where the unknown-name refusal names it (`UNKNOWN_FOR`)
AMBIGUOUS = N_("{what} '{name}' could be {names}; give the name exactly as it is written")
AMBIGUOUS_FOR = N_("{field}: {what} '{name}' could be {names}; give the name exactly as it is "
                   "written")
_MESSAGES = (N_("unknown {what} '{name}' (allowed: {allowed})"),  # for scripts/i18n.py
             N_("{field}: unknown {what} '{name}' (allowed: {allowed})"),
             N_("unknown {what} '{value}' (allowed: {allowed}{hint})"),
             N_("{unit}: unknown {what} '{value}' (allowed: {allowed}{hint})"))

NAME_FIELDS = ("en", "cs", "cs_value")
LIST_FIELDS = ("aliases", "names")


_MADE: dict[tuple[str, int], tuple[object, Lookup]] = {}  # Lookup.of's, by table


class Lookup:
    """The entries of one table (``{id: entry}`` or a list of entries with an ``id``) by
    every spelling. ``what`` names the kind of thing in messages (an `N_` text);
    ``folding`` compares two spellings (`muster.text.fold`: without case, accents, dashes
    or extra spaces)."""

    def __init__(self, what: str,
                 entries: Mapping[str, dict[str, Any]] | Iterable[dict[str, Any]], *,
                 spellings: Mapping[str, str] | None = None,
                 folding: Callable[[str], str] = fold) -> None:
        if isinstance(entries, Mapping):
            self.entries = {str(k): (e if isinstance(e, dict) else {}) for k, e in entries.items()}
        else:
            self.entries = {str(e.get("id", e.get("en", ""))): e for e in entries}
        self.what = what
        self.folding = folding  # how two spellings are compared (`fold` unless told)
        self._written: dict[str, str] = {}  # a spelling as written: its entry
        self._index: dict[str, str] = {}  # a spelling compared (folded): its entry
        # a spelling (True: as written) that several entries answer to: all of them
        self._several: dict[tuple[bool, str], list[str]] = {}
        self.spellings: list[str] = []  # every name an entry answers to, as written
        for key, entry in self.entries.items():
            words = [key, *(entry.get(f) for f in NAME_FIELDS)]
            words += [w for f in LIST_FIELDS for w in entry.get(f, [])]
            for word in words:
                if isinstance(word, str) and word:
                    self._add(word, key)
        for word, key in (spellings or {}).items():  # extra spellings a table does not hold
            self._add(word, key)

    def _add(self, word: str, key: str) -> None:
        self.spellings.append(word)
        for written, index, form in ((True, self._written, word),
                                     (False, self._index, self.folding(word))):
            first = index.setdefault(form, key)
            if first != key:
                several = self._several.setdefault((written, form), [first])
                if key not in several:
                    several.append(key)

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

    @classmethod
    def of_names(cls, what: str, names: Iterable[str]) -> Lookup:
        """The lookup of plain names, each its own id (a deck's cards, the sides a player
        named): the same comparison and the same error as a data table's."""
        return cls(what, {str(n): {} for n in names})

    @classmethod
    def of_cards(cls, names: Iterable[str]) -> Lookup:
        """The lookup of a deck's cards (`of_names`) as a card entered is matched to one:
        a number by its value ('07' is card 7 when no card is written '07';
        `muster.text.card_key`)."""
        return cls(N_("card"), {str(n): {} for n in names}, folding=card_key)

    def key(self, name: str, *, field: str | None = None, named: bool = False) -> str | None:
        """The id of the entry ``name`` spells, or None: an id as written first, then a
        spelling as written, then compared (`folding`); spaces round it aside. A name that
        several entries answer to so is refused (a `FieldError` naming ``field``,
        `AMBIGUOUS`; with ``named`` its message names the field first, `AMBIGUOUS_FOR`)."""
        name = str(name)
        as_written = name.strip()
        if as_written in self.entries:
            return as_written
        for written, index, form in ((True, self._written, as_written),
                                     (False, self._index, self.folding(name))):
            key = index.get(form)
            if key is not None:
                several = self._several.get((written, form))
                if several is not None:
                    raise self.ambiguous(name, several, field=field, named=named)
                return key
        return None

    def _same(self, spelling: str) -> str | None:
        """The entry a spelling of the table names (the first, where several share it): a
        did-you-mean offers each entry once."""
        return self._written.get(spelling) or self._index.get(self.folding(spelling))

    def ambiguous(self, name: str, keys: list[str], *, field: str | None = None,
                  named: bool = False) -> FieldError:
        """The refusal of ``name``, which the entries ``keys`` each answer to: each listed
        as the allowed values list it (English its id, Czech its Czech name); with
        ``named`` (and ``field``) the field first, as `UNKNOWN_FOR` names it."""
        def names() -> str:
            return either([quoted(listed_cs(k, self.entries[k]) if czech() else k)
                           for k in keys])

        return FieldError(field or "", AMBIGUOUS_FOR if named and field else AMBIGUOUS,
                          what=say(self.what or N_("name")), name=name, names=both_ways(names))

    def get(self, name: str) -> dict[str, Any] | None:
        key = self.key(name)
        return None if key is None else self.entries[key]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.key(name) is not None

    def find(self, name: str, *, field: str | None = None, template: str | None = None,
             context: str | None = None, **args: Any) -> str:
        """The id of the entry ``name`` spells; else the one unknown-name error. ``field``
        is the spec field the name was given for (a command shows its option: ``{field}``
        in ``template``, translated by ``context`` when given; a name several entries
        answer to is refused naming it too)."""
        key = self.key(name, field=field, named=template is not None and "{field}" in template)
        if key is None:
            raise self.unknown(name, field=field, template=template, context=context, **args)
        return key

    def hint(self, name: str, *, ids: bool = False) -> Named:
        """The did-you-mean for an unknown ``name`` as a finding's ``{hint}``
        (`hint`): the closest spellings, each entry once; in Czech each named
        as a Czech list of allowed values names it („Zápasník“, not the id 'zapasnik'), in
        English by its English name (``ids``: by its id, where the English list gives ids)."""
        english = {fold(s) for key, e in self.entries.items() for s in (key, e.get("en") or "")
                   if s}
        return hint(name, self.spellings, same=self._same,
                    listed=lambda key: listed_cs(str(key), self.entries[str(key)])
                    if czech() else str(key) if ids else self.entries[str(key)].get("en"),
                    english=lambda s: fold(s) in english)  # glossed in Czech

    def suggest(self, name: str, *, known: bool = False, **how: Any) -> str:
        """' (did you mean 'Sword'?)' for an unknown ``name`` in the user's language, for a
        sentence of its own (a list finding's): the closest entries, each once, by its name
        in that language (in Czech a closest English name glossed: „Sword“, tedy meč); ''
        when none is close, or with ``known`` ' (known: ...)' naming every entry. ``how``:
        `close_names`' ``n``, ``starts`` and ``within``."""
        lang = "cs" if czech() else "en"

        def listed(key: object) -> str:
            entry = self.entries[str(key)]
            return str(entry.get(lang) or entry.get("en") or key)

        english = {fold(s) for key, e in self.entries.items() for s in (key, e.get("en") or "")
                   if s}
        # an English name before the id it folds to: 'Archers' offered, not 'archers'
        written = [str(e["en"]) for e in self.entries.values() if e.get("en")]
        return did_you_mean(name, [*written, *self.spellings], same=self._same, listed=listed,
                            english=lambda s: fold(s) in english,
                            known=[listed(k) for k in self.entries] if known else False, **how)

    def said(self, name: str, *, unit: object = None, allowed: object = None,
             ids: bool = False) -> Message:
        """The unknown-name refusal as a finding's message (`SAID`, or `SAID_IN` after
        ``unit``): English for JSON, shown in the user's language; the allowed values
        (``allowed``, else the table's, `allowed_values`) and the closest (`hint`, ``ids``
        as there)."""
        args: dict[str, object] = {"what": say(self.what), "value": name,
                                   "allowed": allowed_values(self.entries)
                                   if allowed is None else allowed,
                                   "hint": self.hint(name, ids=ids)}
        return say(SAID, **args) if unit is None else say(SAID_IN, unit=unit, **args)

    def unknown(self, name: str, *, field: str | None = None, template: str | None = None,
                context: str | None = None, **args: Any) -> MusterError:
        if field is not None:
            args["field"] = Field(field)
        return unknown_name(self.what, name, self.entries, template=template, context=context,
                            **args)


def close_names(word: str, choices: Iterable[object], *,
                same: Callable[[str], object] | None = None,
                listed: Callable[[object], str | None] | None = None,
                n: int = 3, starts: bool = True, within: bool = False) -> list[str]:
    """The spellings of ``choices`` closest to ``word`` (at most ``n``), compared without
    case and accents; ``same`` maps a name to what it names, so that two spellings of one
    thing are offered once, and ``listed`` (with ``same``) names each thing as the allowed
    values list it (Czech: 'omráčen', not the alias 'omráčený' that was closest; a
    ``listed`` that gives None keeps the spelling). When nothing is close: with ``starts``,
    the names that start as a word of three letters or more does; with ``within``, the
    names the word starts with, a space or a bracket after them ('Archers (left centre)':
    Archers)."""
    import difflib  # a misspelt name only: not on every run's path (start-up)

    folded: dict[str, str] = {}
    for c in (str(c) for c in choices):  # compared without case and accents; shown as written
        folded.setdefault(fold(c), c)
    close = [folded[f] for f in difflib.get_close_matches(fold(word), list(folded), n=n,
                                                           cutoff=0.6)]
    if not close and starts and len(word) >= 3:
        close = [c for f, c in folded.items() if f.startswith(fold(word)[:3])][:n]
    if not close and within:
        close = [c for f, c in folded.items() if fold(word).startswith((f + " ", f + "("))][:n]
    if same is not None:  # one name per thing (a game's spellings are one game)
        seen: dict[object, str] = {}
        for c in close:
            seen.setdefault(same(c), c)
        close = [(listed(t) if listed is not None else None) or c for t, c in seen.items()]
    return close


def glossed(word: str, choices: Iterable[object], same: Callable[[str], object],
            listed: Callable[[object], str | None], english: Callable[[str], bool],
            **how: Any) -> list[str]:
    """The closest names, quoted, one per thing (`close_names`, ``how`` its ``n``,
    ``starts`` and ``within``), each as the list of allowed values names it; in Czech a
    closest spelling that is an English id (``english``) is offered as typed and glossed by
    the Czech name listed, so that the suggestion shares its letters with what was typed:
    „infantry“, tedy pěchota (czech.md)."""
    if not czech():
        return [quoted(c) for c in close_names(word, choices, same=same, listed=listed, **how)]
    from difflib import SequenceMatcher  # a misspelt name only

    def score(text: str) -> float:
        return SequenceMatcher(None, fold(word), fold(text)).ratio()

    out = []
    for c in close_names(word, choices, same=same, **how):
        name = listed(same(c)) or c
        # the Czech name when it is as close as the English id ('Elitní': Elita, not elite)
        out.append(quoted(c) + _(", that is {name}").format(name=name)
                   if english(c) and fold(name) != fold(c) and score(c) > score(name)
                   else quoted(name))
    return out


def did_you_mean(word: str, choices: Iterable[object], *,
                 known: bool | Iterable[object] = False,
                 same: Callable[[str], object] | None = None,
                 listed: Callable[[object], str] | None = None,
                 english: Callable[[str], bool] | None = None, **how: Any) -> str:
    """' (did you mean 'roll'?)' for a misspelt name, or '' when nothing is close; with
    ``known``, ' (known: a, b, c)' instead when nothing is close (`close_names` for
    ``same``, ``listed`` and ``how``: its ``n``, ``starts``, ``within``); ``english`` (with
    ``same`` and ``listed``) glosses a closest English id in Czech (`glossed`). A name to
    offer first in Czech ('konfrontace' before 'conf') is `hint`'s ``czech_name``."""
    names = [str(c) for c in choices]
    if english is not None and same is not None and listed is not None:
        shown_close = glossed(word, names, same, listed, english, **how)
        if shown_close:
            return _(" (did you mean {names}?)").format(names=either(shown_close))
        close: list[str] = []
    else:
        close = close_names(word, names, same=same, listed=listed, **how)
    if close:
        return _(" (did you mean {names}?)").format(names=either([quoted(c) for c in close]))
    if known:
        shown = names if known is True else [str(k) for k in known]
        return _(" (known: {names})").format(names=", ".join(shown))
    return ""


def hint(word: str, choices: Iterable[object], *,
         same: Callable[[str], object] | None = None,
         listed: Callable[[object], str | None] | None = None,
         english: Callable[[str], bool] | None = None,
         czech_name: Callable[[str], str | None] | None = None) -> Named:
    """A did-you-mean as a finding's ``{hint}`` argument, its text in both languages (a
    finding is shown later, and in JSON in English): '; did you mean 'x'?' (Czech
    '; nemysleli jste „x“?'), the clause that ends the message's bracket of allowed values
    (the message puts ``{hint}`` before its closing bracket). Empty when
    nothing is close. ``listed`` runs in each language (`muster.i18n.name` names an entry
    in the one being built); ``czech_name`` gives a suggested name's Czech name, offered
    first in Czech ('konfrontace' before 'conf')."""
    names = list(choices)

    def build() -> str:
        if english is not None and same is not None and listed is not None:
            close = glossed(word, names, same, listed, english)
        else:
            found = close_names(word, names, same=same, listed=listed)
            if czech_name is not None and czech():
                found = list(dict.fromkeys(w for c in found for w in (czech_name(c), c) if w))
            close = [quoted(c) for c in found]
        if not close:
            return ""
        # the clause that ends the bracket of allowed values
        return _("; did you mean {names}?").format(names=either(close))

    return both_ways(build)


def unknown_name(what: str, name: str,
                 entries: Mapping[Any, Any] | Iterable[dict[str, Any]], *,
                 template: str | None = None, context: str | None = None,
                 **fields: object) -> MusterError:
    """The error for a name no table entry answers to: lists the allowed values in the
    user's language (Czech: 'omráčen, lehké zranění, ...') and adds a "did you mean" over every
    spelling (ids, English, Czech, aliases). ``entries``: {id: {en, cs, aliases...}} or a
    list of entries with an ``id``. ``template`` replaces the usual message (its msgid is
    translated, by ``context`` when given; it may use {what}, {name}, {allowed} and
    ``fields``)."""
    items = table_items(entries)
    allowed = allowed_values(dict(items))
    owner: dict[str, str] = {}
    english = {fold(s) for key, entry in items for s in (key, entry.get("en") or "") if s}
    for key, entry in items:
        cs = entry.get("cs")
        for s in [key, entry.get("en", ""), cs or "", entry.get("cs_value") or "",
                  *entry.get("aliases", []),
                  *entry.get("names", [])]:
            if s:
                owner.setdefault(s, key)
    # offered in the user's language: the Czech name first when Czech, else the id
    order = sorted(owner, key=lambda s: (0 if s == _pick(items, owner[s], czech()) else 1))
    typed = name if len(name) <= MAX_NAME else name[:MAX_NAME] + "..."

    def build(fields: dict[str, Any]) -> str:
        said = pgettext(context, template) if context and template else _(template or UNKNOWN)
        message = said.format(what=_(what), name=typed,
                              allowed=(allowed.cs if czech() else str(allowed)) or _("none"),
                              **fields)
        if not czech():
            return with_hint(message, did_you_mean(name, order, same=owner.get))
        # an English id that was closest is glossed by the Czech name listed
        return with_hint(message, did_you_mean(
            name, order, same=owner.get, listed=lambda key: _pick(items, str(key), True),
            english=lambda s: fold(s) in english))

    return UnknownName(build, fields)


def _pick(items: list[tuple[str, dict[str, Any]]], key: str, czech: bool) -> str:
    entry = dict(items).get(key, {})
    return listed_cs(key, entry) if czech else key
