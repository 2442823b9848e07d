"""The language muster speaks: English (the default) or Czech.

The language is chosen, first match wins, by ``--lang cs|en`` anywhere on the command line,
``MUSTER_LANG``, then the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``: ``cs_CZ.UTF-8`` is
Czech). Everything else stays English.

Texts are gettext messages keyed by their English text: ``_("legal")``,
``ngettext("{n} error", "{n} errors", n)``. The Czech catalog
(``locale/cs/LC_MESSAGES/muster.mo``) and Babel (Czech plural rules and number formats) are
loaded only when Czech is asked for: an English run loads neither (only this module and the
number formats of `muster.text`, a leaf below it), and `_` returns its argument.

Help texts are translated at display time, paragraph by paragraph (`muster.help_text`), by
``muster.verbs.tidy``; click's and Typer's own texts ("Usage:", "No such option") go through
the same catalog (`muster.catalog`, which the door that sets Czech installs: an English run
never imports gettext).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from muster import language as _language
from muster.czech_numbers import with_ze
from muster.language import CASES, Cased
from muster.language import Named as Named  # where every module finds it
from muster.language import czech as czech
from muster.language import lang as lang
from muster.text import cs_decimal, cs_mark

LANGS = ("en", "cs")
DOMAIN = "muster"
ENV = "MUSTER_LANG"

_catalog: Any = None


def _code(value: str | None) -> str | None:
    """'cs', 'cs_CZ.UTF-8', 'czech', 'čeština' -> 'cs'; 'en_GB' -> 'en'; else None."""
    if not value:
        return None
    low = value.strip().lower()
    if low.startswith(("cs", "cz", "čeština", "cestina")):
        return "cs"
    if low.startswith(("en", "c.", "posix")) or low == "c":
        return "en"
    return None


def from_argv(argv: list[str]) -> str | None:
    """The value of the last ``--lang X`` / ``--lang=X`` before ``--`` (None if absent)."""
    found = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            found = argv[i + 1]
        elif arg.startswith("--lang="):
            found = arg.split("=", 1)[1]
    return found


def detect(argv: list[str] | None = None, environ: Mapping[str, str] | None = None,
           configured: str | None = None) -> str:
    """The language for a run: --lang, then MUSTER_LANG, then ``configured`` (a config
    file's ``lang``, `muster.config`), then the POSIX locale variables."""
    environ = os.environ if environ is None else environ
    wanted = from_argv(argv or [])
    if wanted is not None and wanted.lower() in LANGS:
        return wanted.lower()
    code = _code(environ.get(ENV))
    if code:
        return code
    if configured in LANGS:
        return configured
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(var)
        if value:  # the first one set decides, as in POSIX
            return _code(value) or "en"
    return "en"


def localedir() -> str:
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "locale")


# the Czech catalog's reader and the binding of click's own texts to it (`muster.catalog`,
# which imports gettext): installed by the door that sets Czech (`install_czech`), so that
# an English run imports neither
_read_czech: Callable[[], Any] | None = None
_bind: Callable[[str], None] | None = None


def install_czech(read: Callable[[], Any], bind: Callable[[str], None]) -> None:
    """Take the Czech catalog's reader and click's binding (`muster.catalog.install`)."""
    global _read_czech, _bind
    _read_czech, _bind = read, bind


def set_lang(code: str) -> None:
    """Switch the language (for the whole process: messages, help, click's own texts).
    Czech needs its catalog installed first (`muster.catalog.install`)."""
    global _catalog
    code = code if code in LANGS else "en"
    if code == "cs" and _read_czech is None:
        raise RuntimeError("Czech without its catalog: muster.catalog.install() first")
    _language.code = code
    if code == "cs" and _catalog is None:
        assert _read_czech is not None
        _catalog = _read_czech()
    if _bind is not None:  # else Czech was never set: click's texts were never bound
        _bind(code)


class _Czech(str):
    """A translated Czech message: filled in by `format`, it takes *ze* for *z* before the
    numbers that need it (``"{n} z {most}"`` -> "100 ze 100"; `muster.czech_numbers`)."""

    __slots__ = ()

    def format(self, /, *args: Any, **kwargs: Any) -> str:
        return with_ze(str.format(self, *args, **kwargs))


def _czech(text: str) -> str:
    return _Czech(text) if "z " in text or "Z " in text else text


def _(message: str) -> str:
    """The message in the current language (the English msgid itself when untranslated)."""
    if _language.code == "en" or not message or _catalog is None:
        return message
    return _czech(_catalog.gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """Singular/plural by the language's plural rules (Czech: 1 chyba, 2 chyby, 5 chyb)."""
    if _language.code == "en" or _catalog is None:
        return singular if n == 1 else plural
    return _czech(_catalog.ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> str:
    """The message in the current language, its Czech chosen by ``context``: a game (the same
    English word, each rulebook's own term) or what it describes (Czech agrees in gender:
    ``pgettext("f", "damaged")`` poškozená, ``pgettext("pl", "damaged")`` poškozené)."""
    if _language.code == "en" or not message or _catalog is None:
        return message
    return _czech(_catalog.pgettext(context, message))


def N_p(context: str, message: str) -> str:
    """Marks a message with a context for extraction (translated later by `pgettext`)."""
    return message


# the games whose Czech rulebook calls a battle's unit otherwise (Confrontation *bojovník*,
# Void *postava*, Mage Knight *válečník*); Warmaster and BattleLore keep *jednotka*. A
# message about a battle's units is extracted for each (scripts/i18n.py UNIT_GAMES) and
# translated with the game as its context
UNIT_GAMES = ("confrontation", "void", "mageknight")


def N_unit(message: str) -> str:
    """Marks a message about a battle's units (translated later by `unit_text`)."""
    return message


def unit_context(game: str) -> str | None:
    """The context a message about a battle's units is translated by (`UNIT_GAMES`)."""
    return game if game in UNIT_GAMES else None


def unit_text(game: str, message: str) -> str:
    """A message about a battle's units in the current language, its Czech in the game's own
    word for a unit (`UNIT_GAMES`)."""
    return pgettext(game, message) if game in UNIT_GAMES else _(message)


def say_unit(game: str, message: str, **args: object) -> Message | Worded:
    """`say` of a message about a battle's units, worded in the game's word (`unit_text`)."""
    return say_p(game, message, **args) if game in UNIT_GAMES else say(message, **args)


def counted(n: int, forms: Sequence[str]) -> str:
    """``n`` and the Czech noun form it takes: forms for 1, for 2-4 and for 0 and 5+
    (``counted(2, ["vlajka", "vlajky", "vlajek"])`` '2 vlajky')."""
    form = forms[0] if n == 1 else forms[1] if 2 <= n <= 4 else forms[2]
    return f"{n} {form}"


def point_difference(n: int) -> Named:
    """A difference in points as a message argument: the number in English ('12'), with its
    unit in Czech, the noun in the number's case ('o 1 bod', 'o 12 bodů', 'o 1 020 bodů'),
    so a Czech difference never stands without its unit."""
    return Named(str(n), f"{cs_decimal(n)} {counted(n, ['bod', 'body', 'bodů']).split(' ', 1)[1]}")


def N_(message: str) -> str:
    """Marks a message for extraction where it is translated later (tables, constants)."""
    return message


def name(entry: Mapping[str, Any]) -> str:
    """A data-file entry's name in the current language (its ``cs`` or ``en``)."""
    if _language.code == "cs" and entry.get("cs"):
        return str(entry["cs"])
    return str(entry.get("en", ""))


class Message(str):
    """An English message (it *is* the English text, for JSON and tests) that remembers its
    msgid and arguments, so that a renderer can show it in the user's language
    (`shown`). Made by `say`; with a ``plural`` and the number ``n`` that chooses between
    them by `say_plural` (the language's plural form chosen when shown)."""

    msgid: str
    args: dict[str, Any]
    plural: str | None
    n: int

    def __new__(cls, msgid: str, args: dict[str, Any], plural: str | None = None,
                n: int = 1) -> Message:
        english = msgid if plural is None or n == 1 else plural
        obj = super().__new__(cls, english.format(**args))
        obj.msgid = msgid
        obj.args = args
        obj.plural = plural
        obj.n = n
        return obj

    def with_args(self, args: dict[str, Any]) -> Message:
        """The same message with other arguments (a `Field` shown as its option)."""
        return Message(self.msgid, args, self.plural, self.n)

    def template(self) -> str:
        """The message's text in the current language, its arguments not filled in."""
        if self.plural is None:
            return _(self.msgid)
        return ngettext(self.msgid, self.plural, self.n)

    # findings travel between processes (parallel list-validate)
    def __reduce__(self) -> tuple[type[Message], tuple[str, dict[str, Any], str | None, int]]:
        return (Message, (self.msgid, self.args, self.plural, self.n))


class Worded(str):
    """Text given in English (for JSON and tests) whose words in the user's language are
    made only when it is shown (`shown`): ``Worded(english, build)``, ``build()`` giving the
    text in the language set then (a schema error worded as list-validate words it)."""

    build: Callable[[], str]

    def __new__(cls, english: str, build: Callable[[], str]) -> Worded:
        obj = super().__new__(cls, english)
        obj.build = build
        return obj

    # a list rule's findings and roster words travel between processes (parallel
    # list-validate): its ``build`` is then a module's function or a `partial` of one
    def __reduce__(self) -> tuple[type[Worded], tuple[str, Callable[[], str]]]:
        return (Worded, (str(self), self.build))


def named(entry: dict[str, Any]) -> Named:
    """A data-file entry's name ({"en": ..., "cs": ...}) as a message argument."""
    cases = {c: entry[f"cs_{c}"] for c in CASES if f"cs_{c}" in entry}
    return Named(entry.get("en", ""), entry.get("cs"), cases or None)


def quoted(text: str) -> str:
    """A name quoted in running text: 'roll' in English, „roll“ as Czech quotes it."""
    return f"\u201e{text}\u201c" if _language.code == "cs" else f"'{text}'"


def either(words: Sequence[str]) -> str:
    """Choices in running text, commas and one "or": 'a', 'b' or 'c' (Czech „a“, „b“ nebo
    „c“)."""
    head = ", ".join(words[:-1])
    return _(" or ").join([head, words[-1]] if head else list(words))


def series(words: Sequence[str], last: str = " a ") -> str:
    """Items in running text: a comma list in English ('200 points (2 actions), 300 points
    (3 actions)'), the last joined with *a* in Czech ('… (2 akce) a 300 bodů (3 akce)'),
    or with ``last`` (" ani " after a negation: 'nikdy neprojde obluda,
    stroj ani vůz')."""
    if _language.code != "cs" or len(words) < 2:
        return ", ".join(words)
    return ", ".join(words[:-1]) + last + words[-1]


def listed(words: Sequence[str]) -> str:
    """Names that are one subject or object: 'A and B', 'A, B and C' (Czech 'A a B', 'A, B
    a C'), never 'A and B and C'."""
    if len(words) < 2:
        return "".join(words)
    return ", ".join(words[:-1]) + _(" and ") + words[-1]


def shown_repr(value: object) -> Named:
    """A value from a file quoted in an error: Python's ``repr`` in English ('None',
    'blue'), Czech quotes round a text in Czech („None“, „blue“); other values as repr."""
    english = repr(value)
    return Named(english, f"\u201e{value}\u201c" if isinstance(value, str) else english)


def dash() -> str:
    """A dash between two parts of a sentence ('lions 5, acheron 2 - lions wins'): the en
    dash Czech typesets (' – '), a hyphen in English. Never a minus ('STR 13 - RES 7')."""
    return " \u2013 " if _language.code == "cs" else " - "


def empty_cell() -> str:
    """An empty table cell: the en dash Czech typesets ('–', beside a minus sign in the same
    column), a hyphen in English."""
    return "\u2013" if _language.code == "cs" else "-"


def say(msgid: str, **args: object) -> Message:
    """``say("{name} is already in the list", name=n)``: the English text, translatable."""
    return Message(msgid, args)


def say_p(context: str, msgid: str, **args: object) -> Worded:
    """`say` with a message context (`pgettext`): the same English word, each game's Czech
    (``say_p("battlelore", "destroyed")`` zničena, a BattleLore *jednotka*)."""
    return Worded(msgid.format(**args), partial(_shown_p, context, msgid, args))


def _shown_p(context: str, msgid: str, args: dict[str, object]) -> str:
    return pgettext(context, msgid).format(**{k: _local(v) for k, v in args.items()})


def say_n(singular: str, plural: str, n: int, **args: object) -> Worded:
    """`say` for a count ``n``: English by its number, and the user's language declines the
    noun with it (``say_n("{n} round", "{n} rounds", n)`` Czech 1 kolo, 2 kola, 5 kol)."""
    english = (singular if n == 1 else plural).format(n=n, **args)
    return Worded(english, partial(_shown_n, singular, plural, n, args))


def _shown_n(singular: str, plural: str, n: int, args: dict[str, object]) -> str:
    return ngettext(singular, plural, n).format(
        n=_local(n), **{k: _local(v) for k, v in args.items()})


def say_plural(singular: str, plural: str, count: int, **args: object) -> Message:
    """`say_n` as a `Message`: the plural form chosen by ``count``, and ``{n}`` is
    ``count`` unless ``args`` give it otherwise (``n=grouped(count)``); a command shows a
    `Field` among the arguments as its option (`muster.errors.as_options`)."""
    return Message(singular, {"n": count, **args}, plural, count)


def joined(*parts: str) -> Worded:
    """Messages said one after another, each in the user's language when shown (a finding
    whose parts take each its own plural): English their English texts joined."""
    return Worded("".join(parts), partial(_shown_joined, parts))


def _shown_joined(parts: tuple[str, ...]) -> str:
    return "".join(shown(p) for p in parts)


def worded(english: str, message: str) -> Worded:
    """``english`` in English, ``message`` (a `say` Message, a `joined`) in any other
    language: a name the file gives, which Czech marks as unknown ('halberd', Czech
    „halberd“ (neznámá zbraň))."""
    return Worded(english, partial(shown, message))


def _local(value: object) -> object:
    """An argument as Czech shows it: 40.7 -> 40,7; 1815 -> 1 815; other text as it is, a
    `Cased` (so a Czech message may ask any text argument for a case, ``{side:gen}``: the
    data's form, or the text as it is)."""
    shown_as = _local_text(value)
    return Cased(shown_as) if type(shown_as) is str else shown_as


def _local_text(value: object) -> object:
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return cs_decimal(value)  # as muster.text.number in Czech
    if isinstance(value, Message):
        return shown(value)
    if isinstance(value, Named):
        return value.cs
    if isinstance(value, Worded):
        return value.build()
    if isinstance(value, str):
        if re.fullmatch(r"-?\d+\.\d+", value):
            return cs_mark(value)
        if re.fullmatch(r"-?\d{4,}", value):
            return cs_decimal(int(value))
    return value


def shown(text: str) -> str:
    """A message in the current language (a `Message` translated, a `Named` in Czech; any
    other text as it is)."""
    if _language.code == "en":
        return text
    if isinstance(text, Named):
        return text.cs
    if isinstance(text, Worded):
        return text.build()
    if not isinstance(text, Message):
        return text
    return text.template().format(**{k: _local(v) for k, v in text.args.items()})


def both_ways(build: Callable[..., str]) -> Named:
    """``build()`` (text made with `_`) in English, and in Czech when Czech is on: a `Named`
    whose text is English (for JSON) and which `shown` shows in Czech."""
    saved = _language.code
    try:
        _language.code = "en"
        english = build()
        if saved != "cs":
            return Named(english, english)
        _language.code = "cs"
        return Named(english, build())
    finally:
        _language.code = saved


def both(entry: dict[str, Any], *, bold: bool = False, capital: bool = False,
         open_only: bool = False) -> str:
    """A data-file name as markup: English 'en (cs)' (the rulebook's Czech term beside the
    English one), Czech just 'cs'. ``open_only`` leaves the bracket open, for text that
    follows inside it ('torso (trup, the lower die 3)')."""
    def esc(text: str) -> str:
        return text.replace("[", r"\[")

    main = entry.get("cs", "") if _language.code == "cs" else entry.get("en", "")
    if capital:
        main = main[:1].upper() + main[1:]
    shown_ = f"[bold]{esc(main)}[/]" if bold else esc(main)
    if _language.code == "cs":
        return shown_ + (" (" if open_only else "")
    return shown_ + f" ({esc(entry.get('cs', ''))}" + (", " if open_only else ")")
