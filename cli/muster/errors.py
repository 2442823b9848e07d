"""Errors a user can cause, and the exit codes the tool promises.

Every error a user can provoke is a `MusterError`; `muster.boundary` turns it into one
line on stderr and the exit code below. Nothing else is allowed to reach the user as a
traceback.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any

from muster.i18n import N_, Message, Named, Worded, both_ways, say, shown

if TYPE_CHECKING:
    from fractions import Fraction  # a MOV as the card gives it


class Exit:
    """muster's exit codes (plain ints: an enum class costs start-up for nothing)."""

    OK = 0
    ILLEGAL = 1  # list-validate: at least one list breaks a rule
    BAD_INPUT = 2  # unreadable input, bad option, impossible request
    INTERNAL = 70  # a bug in muster (EX_SOFTWARE)
    INTERRUPTED = 130


class MusterError(Exception):
    """A problem with the user's input; reported as one line, exit 2."""

    exit_code = Exit.BAD_INPUT

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None,
                 column: int | None = None):
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.column = column

    def __str__(self) -> str:
        where = ""
        if self.file:
            where = self.file
            if self.line:
                where += f":{self.line}"
                if self.column:
                    where += f":{self.column}"
            where += ": "
        return where + shown(self.message)


class Field(str):
    """A spec field's name inside a message (``count``). The library shows it as it is;
    a command shows its option there instead (``--count``), through `as_options`."""

    def __reduce__(self) -> tuple[type[Field], tuple[str]]:
        return (Field, (str(self),))


class Off(Field):
    """A flag field turned off, inside a message (``defenders=False``). A command shows the
    option that turns it off: its table's entry for ``defenders=False``, else the flag's
    negative by the verbs' convention (``--no-defenders``)."""

    field: str

    def __new__(cls, field: str) -> Off:
        obj = super().__new__(cls, f"{field}=False")
        obj.field = field
        return obj

    def __reduce__(self) -> tuple[type[Off], tuple[str]]:
        return (Off, (self.field,))


class Spec(Field):
    """A rule named inside a message by its spec (``MeleeSpec``): the library shows the
    spec's name; a command shows the option or subcommand that asks for that rule, from its
    table (`options`: ``{"MeleeSpec": "--melee"}``), else the spec's name too."""

    def __reduce__(self) -> tuple[type[Spec], tuple[str]]:
        return (Spec, (str(self),))


class FieldError(MusterError):
    """A value a rule refuses, naming the spec ``field`` it came from. Its message says the
    field through a `Field` argument (``{field}``), so the rules never name a CLI option:
    the command that built the spec maps fields to its options (`as_options`)."""

    def __init__(self, field: str, msgid: str, **args: object) -> None:
        self.field = field
        if isinstance(msgid, Worded):  # worded already (`say_p`'s context): no field in it
            super().__init__(msgid)
            return
        if isinstance(msgid, Message):  # made already: a count's plural (`say_plural`)
            args = {**msgid.args, **args}
            args.setdefault("field", Field(field))
            super().__init__(msgid.with_args(args))
            return
        args.setdefault("field", Field(field))
        super().__init__(say(msgid, **args))


# A number out of its range, in one of two phrasings: the plain range, and the rule's own
# words where they tell the player more (``rule``: "a D6 target (N+) is {low} to {high}")
BETWEEN = N_("{name} must be between {low} and {high}, not {value}")
AT_LEAST = N_("{name} must be {low} or more, not {value}")
AT_MOST = N_("{name} must be {high} or less, not {value}")
IMPOSSIBLE = N_("{name} {value} is impossible: {rule}")


class RangeError(FieldError):
    """A number outside its rule's range: ``field``, ``value``, ``low`` and ``high`` (None:
    no upper bound) for a caller. Raised by `within`, which words it."""

    def __init__(self, field: str, value: float | Fraction, low: float, high: float | None,
                 rule: str | None = None, name: object = None, **args: object) -> None:
        self.value, self.low, self.high = value, low, high
        bounds: dict[str, object] = {"value": value, "low": low, "high": high}
        if rule is not None:
            msgid = IMPOSSIBLE
            bounds["rule"] = say(rule, field=Field(field), **bounds, **args)
        else:
            msgid = AT_LEAST if high is None else BETWEEN
        super().__init__(field, msgid, name=Field(field) if name is None else name, **bounds)


def within(field: str, value: float | Fraction, low: float, high: float | None = None,
           rule: str | None = None, name: object = None, **args: object) -> None:
    """Refuse ``value`` outside ``low`` to ``high`` (None: no upper bound) as a `RangeError`
    naming ``field``: every numeric bound of a rule, and a spec's check of a bound its
    command declares on the option too, for a library caller (the command's option refuses
    first, click naming it).

    Its message is the plain range (``count must be between 1 and 100, not 0``), or with
    ``rule`` (a msgid, formatted with ``low``, ``high``, ``value``, ``field`` and ``args``)
    the rule's words: ``target 9 is impossible: a D6 target (N+) is 1 to 6``. ``name`` is
    what the message calls the value where the field alone does not say it (a side's DIS:
    ``say("{field} {side}", ...)``)."""
    if not value >= low or (high is not None and not value <= high):  # a NaN too
        if isinstance(value, float) and value.is_integer():
            value = int(value)  # as it was typed: 20000, not 20000.0
        raise RangeError(field, value, low, high, rule, name, **args)


def option_name(field: str) -> str:
    """A field's option by the verbs' convention: ``reroll_after_one`` -> ``--reroll-after-one``."""
    return "--" + field.replace("_", "-")


def _has_field(message: Message) -> bool:
    return any(isinstance(v, Field) or (isinstance(v, Message) and _has_field(v))
               for v in message.args.values())


def as_options(err: MusterError, options: dict[str, str] | None = None) -> MusterError:
    """``err`` with every `Field` in its message shown as the option it came from:
    ``options`` maps a field to its option where the verbs' convention (`option_name`) does
    not hold. Other errors are returned as they are."""
    if isinstance(err, UnknownName):
        return err.with_options(options or {})
    message = err.message
    if not isinstance(message, Message) or not _has_field(message):
        return err
    err.message = _with_options(message, options or {})
    err.args = (err.message,)
    return err


# The option names the line being run gave its parameters by, set by the door that read it
# before it calls the command's function (`muster.quick_games`, or for the Typer app
# `muster.verbs._params.declared`, from click's context): {parameter: option name}.
SPELT: dict[str, str] = {}


def spelt(name: str) -> str:
    """The option of the parameter ``name`` as the line named it, of its several names
    (``--target-colour``, ``--target``, ``-t``): the one it was last given by, else its
    first; so a refusal names the option the user typed."""
    return SPELT[name]


@contextmanager
def options(table: dict[str, str]) -> Iterator[None]:
    """Inside it, a rule's refusal names this command's options, and so does a view shown
    inside it (`field_shown`): ``table`` maps a spec field to its option where the
    convention (``count`` -> ``--count``, applied to every error at the boundary in
    `muster.boundary`) does not hold::

        with options({"value": "--casting-value"}):
            spec = CastSpec(value=value, ...)
    """
    token = _TABLE.set({**(_TABLE.get() or {}), **table})
    try:
        yield
    except MusterError as err:
        raise as_options(err, table) from None
    finally:
        _TABLE.reset(token)


# The command line's own words for the library's references, while a command runs
# (`command_line`): the module whose POINTERS say where to go next; None for a library caller.
_POINTERS: ContextVar[str | None] = ContextVar("muster_pointers", default=None)
# the options of the command being run, beyond the convention (`options`)
_TABLE: ContextVar[dict[str, str] | None] = ContextVar("muster_options", default=None)


@contextmanager
def command_line(pointers: str) -> Iterator[None]:
    """Inside it, the library's text is shown as the command line shows it: a field in a
    view as its option (`field_shown`), a pointer as the command it names (`pointer`, from
    the ``POINTERS`` table of the module ``pointers``). The command-line door sets it for
    a command's run; a library caller never does, and sees field names and no commands."""
    token = _POINTERS.set(pointers)
    try:
        yield
    finally:
        _POINTERS.reset(token)


def field_shown(field: Field) -> str:
    """A field as a view names it: the option of the command being run (its table,
    `options`, else the convention), or the field's name for a library caller."""
    if _POINTERS.get() is None:
        return str(field)
    return str(_as_option(field, _TABLE.get() or {}))


def pointer(key: str, **args: object) -> object:
    """Where the reader goes for ``key`` (``"confrontation.damage"``: the roll that comes
    next), as a message argument: the command line's own words (a `Message` from its
    ``POINTERS``, which name its commands and options; an entry that takes ``args``, such
    as the side whose cards to list, is a function of them), and nothing for a library
    caller, whose rules and views never name a command."""
    module = _POINTERS.get()
    if module is None:
        return ""
    entry = importlib.import_module(module).POINTERS[key]
    return entry(**args) if callable(entry) else entry


def _as_option(value: object, table: dict[str, str]) -> object:
    """A message argument as a command shows it: a `Field` as its option (a message's own
    arguments likewise), anything else as it is."""
    if isinstance(value, Off):
        return table.get(value) or option_name("no_" + value.field)
    if isinstance(value, Spec):  # no convention: a rule is a command's own choice
        return table.get(value) or str(value)
    if isinstance(value, Field):
        return table.get(value) or option_name(value)
    if isinstance(value, Message):
        return _with_options(value, table)
    return value


def _with_options(message: Message, table: dict[str, str]) -> Message:
    """``message`` with every `Field` among its arguments (and its arguments' arguments)
    shown as its option."""
    return message.with_args({k: _as_option(v, table) for k, v in message.args.items()})


class StateError(MusterError):
    """A state file that cannot be used or changed; nothing was written (`muster.state`:
    here, so that a state's check raises it without importing the state file's module)."""


class DiceError(MusterError):
    """Entered dice do not fit what the procedure asked for."""


class CardNotLeft(DiceError):
    """An entered card (the ``n``-th, typed ``token``) that none of the cards ``left``
    answers to: not in the deck, or every copy of it already drawn."""

    def __init__(self, n: int, token: str, left: list[str]) -> None:
        super().__init__(say("card {n}: '{token}' is not a card left in the deck ({names})",
                             n=n, token=token, names=", ".join(dict.fromkeys(left))))
        self.n, self.token, self.left = n, token, left


class LimitError(MusterError):
    """A request beyond the work limits (too many dice, sides, explosions or outcomes)."""


def with_hint(message: str, hint: str) -> str:
    """A refusal and its did-you-mean (`muster.engine.names.did_you_mean`), asked inside
    the bracket of allowed values the message ends with, so that one bracket says both:
    unknown game 'x' (allowed: a, b; did you mean 'a'?), „x“ neexistuje (povolené hodnoty:
    a, b; nemysleli jste „a“?); appended to a message with no bracket to end."""
    if not hint or not message.endswith(")"):
        return message + hint
    inner = hint.strip()
    if inner.startswith("(") and inner.endswith(")"):
        return message[:-1] + "; " + inner[1:-1] + ")"
    return message + hint


class UnknownName(FieldError):
    """A name no table entry answers to (`muster.engine.names.unknown_name`): a
    `FieldError`, its ``field`` the spec field the name was given for ("" where it was
    none). Its message is built again
    when a command maps `Field` arguments to its options (`as_options`), and worded when
    it is shown, as every `FieldError` (English for JSON and tests)."""

    def __init__(self, build: Callable[[dict[str, Any]], str], fields: dict[str, Any]) -> None:
        self.build = build
        self.fields = fields
        self.field = str(fields.get("field") or "")
        MusterError.__init__(self, self._worded())

    def _worded(self) -> Worded:
        # the wording holds the builder and the fields, not the error: a cycle through the
        # error (and its traceback's frames) would keep a command's resources, a battle
        # file's lock among them, alive until the garbage collector runs
        build, fields = self.build, self.fields
        return Worded(str(both_ways(lambda: build(fields))), lambda: build(fields))

    def with_fields(self, fields: dict[str, Any]) -> UnknownName:
        """The refusal with its fields renamed (a nested spec's: ``back.current``)."""
        self.fields = fields
        self.field = str(fields.get("field") or "")
        self.message = self._worded()
        self.args = (self.message,)
        return self

    def with_options(self, table: dict[str, str]) -> UnknownName:
        # the fields become their options: the boundary's convention, applied after a
        # command's own table, leaves them as the command named them
        self.fields = {k: _as_option(v, table) for k, v in self.fields.items()}
        self.message = self._worded()
        self.args = (self.message,)
        return self


def table_items(entries: Mapping[Any, Any] | Iterable[dict[str, Any]],
                ) -> list[tuple[str, dict[str, Any]]]:
    """A table's ``(id, entry)`` pairs: ``{id: entry}`` or a list of entries with an id."""
    if isinstance(entries, Mapping):
        return [(str(k), e if isinstance(e, dict) else {}) for k, e in entries.items()]
    return [(str(e.get("id", e.get("en", ""))), e) for e in entries]


def listed_cs(key: str, entry: Mapping[str, Any]) -> str:
    """An entry's name in a Czech list of allowed values: its ``cs_value`` (the form that
    agrees with the noun the message names: *nálož … (povolené hodnoty: tříštivá, …)*,
    *barva praporu … (zelená, …)*), else its Czech name, else its id. `Lookup` accepts
    every one of them as input."""
    return str(entry.get("cs_value") or entry.get("cs") or key)


def allowed_values(entries: Mapping[Any, Any] | Iterable[dict[str, Any]]) -> Named:
    """A table's values as a message lists them: English the ids ('green, blue'), Czech
    the Czech names only ('zelená, modrá'), since Czech names are accepted as input."""
    items = table_items(entries)
    return Named(", ".join(key for key, _e in items),
                 ", ".join(listed_cs(key, e) for key, e in items))
