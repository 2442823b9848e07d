"""Army lists: the model shared by `muster list-validate` and every game's list rules.

A game's list rules live in ``muster/games/<game>/lists.py``, a module that is a
`ListRules`: it reads a schema-valid army once into its own view (`ListRules.read`), offers
its rules as a list (`ListRules.RULES`, each ``rule(army, ctx) -> Iterable[Finding]``) and
counts the army's totals for the report and the roster (`ListRules.tally`).
`muster.lists.validate.run_rules` runs them as a linter runs its rules: every rule in order,
their findings joined.

The army a game reads is the parsed file, already valid against
``schemas/<game>.army.schema.json`` (defaults are not filled in: use ``.get(key, default)``).
A rule reports each broken rule as a `Finding` whose ``path`` points into the document
(``("figures", 3, "points")``); `muster list-validate` turns the path into FILE:LINE:COL.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import (
    Any,
    Protocol,
    TypeVar,
    runtime_checkable,
)

from muster.engine.names import Lookup, hint
from muster.errors import Field, MusterError
from muster.i18n import Named, say
from muster.language import czech
from muster.text import fold


@dataclass
class Finding:
    rule: str  # stable id: "<game>.<rule>", e.g. "confrontation.allies-cap"
    # with the numbers: "allies 132 A.P. = 33 % of 400, over the 30 % limit by 12 A.P."
    message: str
    path: tuple[str | int, ...] = ()  # where in the document the problem sits
    severity: str = "error"  # "error" makes the list illegal; "warning" does not


@dataclass
class Unit:
    """One line of a printable roster (`list-validate --format markdown|html`).

    The roster shows every text here through `muster.i18n.shown`: a detail given as
    ``say("{n} figures", n=4)`` or a data-file name as ``named(entry)`` is Czech under
    --lang cs; plain text is shown as it is. Likewise `Totals.derived`: its values through
    `shown`, its keys (plain English marked with ``N_``, or `say` messages) translated."""

    name: str
    points: int | float | None = None  # one unit or figure, as the game counts it
    count: int = 1
    items: list[Any] = field(default_factory=list)  # with their price where they have one
    details: list[Any] = field(default_factory=list)  # derived figures: "Armor 19", "ally"
    group: str | None = None  # a heading the unit is listed under (a BattleLore side)


@dataclass
class Totals:
    """What a game counts of a list besides its findings."""

    points: int | None  # the list's total as the game counts it (None where it has none)
    summary: dict[str, Any] = field(default_factory=dict)  # extra totals for the JSON
    units: list[Unit] = field(default_factory=list)  # the roster, in the file's order
    derived: dict[Any, Any] = field(default_factory=dict)  # army-wide figures for the roster
    # what the list fields, for the head of a roster where no top-level field names it (Mage
    # Knight's factions): names, each shown through `muster.i18n.shown`
    side: list[Any] = field(default_factory=list)


@dataclass
class Checked:
    """A list's findings and totals: what `muster.lists.validate.run_rules` gives."""

    points: int | None
    findings: list[Finding] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)
    units: list[Unit] = field(default_factory=list)
    derived: dict[Any, Any] = field(default_factory=dict)
    side: list[Any] = field(default_factory=list)


@dataclass
class ListContext:
    file: str  # the file's name as given, for messages
    opponent: dict[str, Any] | None = None  # the other side's army, parsed and schema-checked
    siege: str | None = None  # attacker|defender: the checked armies' side of a siege
    options: dict[str, str] = field(default_factory=dict)  # ruling options: NAME=VALUE


A = TypeVar("A")
Rule = Callable[[A, ListContext], Iterable[Finding]]  # one list rule over a game's army view


@runtime_checkable
class ListRules(Protocol):
    """What ``muster.games.<game>.lists`` offers `muster list-validate`.

    ``read`` checks the ruling options (a `muster.errors.MusterError` for a value the game
    does not take; a `muster.errors.Field` in its message names the option) and builds the
    game's view of the army that every rule and ``tally`` take. Messages never name a
    command-line option: they say ``{opponent}`` or ``{rule}`` with a `Field`."""

    RULE_OPTIONS: tuple[str, ...]  # the ruling-option names this game reads
    RULES: Sequence[Rule[Any]]  # run in this order; findings at one place keep it

    def read(self, army: dict[str, Any], ctx: ListContext) -> Any: ...

    def tally(self, army: Any, ctx: ListContext) -> Totals: ...


class Located:
    """A finding with its place in the file."""

    __slots__ = ("rule", "message", "path", "severity", "line", "column", "at_key")

    def __init__(self, rule: str, message: str, path: Iterable[str | int] = (),
                 severity: str = "error", line: int | None = None, column: int | None = None,
                 at_key: bool = False):
        self.at_key = at_key  # locate the key of the last path part, not its value
        self.rule = rule
        self.message = message
        self.path = tuple(path)
        self.severity = severity
        self.line = line
        self.column = column

    def to_json(self) -> dict[str, Any]:
        return {"line": self.line, "column": self.column, "path": list(self.path),
                "rule": self.rule, "message": self.message}


# the ruling options' values in Czech: listed first in Czech and accepted as typed in any
# language, without case or accents (`--rule under-strength=chyba`)
CZECH_RULE_VALUES = {
    "warning": "varování", "error": "chyba", "allow": "povolit",
    "check": "kontrolovat", "ignore": "nekontrolovat",
    "higher": "vyšší", "lower": "nižší",
    "result": "výsledek", "subtract": "odečíst",
    "same": "stejný", "kind": "druh",
}


def rule_choice(name: str, value: str, choices: Sequence[str]) -> str:
    """The ruling option ``name``'s value among ``choices`` (its id or Czech name, any case,
    accents optional); else the refusal every other unknown value gets: the allowed values
    in the user's language (Czech 'chyba/error'), the did-you-mean inside that bracket."""
    czech = {fold(CZECH_RULE_VALUES.get(c, c)): c for c in choices}
    found = Lookup("", {c: {"cs": CZECH_RULE_VALUES.get(c)} for c in choices}).key(value)
    if found is not None:
        return found
    allowed = Named(", ".join(choices), ", ".join(
        f"{CZECH_RULE_VALUES[c]}/{c}" if c in CZECH_RULE_VALUES else c for c in choices))
    raise MusterError(say(
        "{rule} {name}={value}: unknown value (allowed: {allowed}{hint})", rule=Field("options"),
        name=name, value=value, allowed=allowed, hint=hint(
            value, [*choices, *czech], same=lambda w: czech.get(fold(w), fold(w)),
            listed=lambda c: CZECH_RULE_VALUES.get(str(c), str(c)) if is_czech() else str(c),
            english=lambda w: w in choices)))


def is_czech() -> bool:
    return czech()
