"""Checking army files: the game's JSON Schema first, then the game's list rules.

`Session` holds everything one `muster list-validate` run reuses across files: one compiled
schema validator per game (built the first time a game is met, then shared for the rest of
the process), each game's list rules (a `ListRules` module, run by `run_rules` the way a
linter runs its rules), and the run's `ListContext` settings.
`Session.check(doc)` turns one loaded `Document` into a `FileReport`.

A file is *unreadable* (exit 2) when it cannot be loaded, has no known ``game:``, or its game
has no schema or no list rules yet. A readable file is *illegal* (exit 1) when the schema or
the list rules report an error. Only a schema-valid document reaches the game's ``check``.
"""

from __future__ import annotations

import importlib
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from jsonschema.protocols import Validator

from muster.engine.data import DataError
from muster.errors import Field, MusterError, as_options, option_name, with_hint
from muster.fast_schema import fast_validator as compiled_fast
from muster.games import GAMES, LISTS, REGISTRY, canonical, game_hint, games_listed
from muster.i18n import Message, _, both_ways, czech, say
from muster.lists import (
    Checked,
    Finding,
    ListContext,
    ListRules,
    Located,
    Unit,
    catalogue,
    schemas,
)
from muster.lists.fingerprint import fingerprint
from muster.lists.names import normalise
from muster.lists.schema_errors import MAX_SCHEMA_FINDINGS, checked, short_text
from muster.lists.schemas import game_name, read_schema
from muster.load import Document, LoadError

# one compiled validator / list-rules module per game and schema file, for the whole process
_VALIDATORS: dict[tuple[Path, str], Validator] = {}
_FAST: dict[tuple[Path, str], Any] = {}  # a jsonschema_rs validator, or None
_RULES: dict[str, ListRules] = {}


def validator(game: str) -> Validator:
    """The compiled jsonschema validator for ``game``, built once per process."""
    key = (schemas.SCHEMA_DIR, game)
    found = _VALIDATORS.get(key)
    if found is None:
        from jsonschema.validators import validator_for  # heavy

        # not check_schema() here (50 ms a game): the test suite checks every bundled
        # schema, and a schema that breaks during validation is reported per file
        schema = read_schema(game)
        found = _VALIDATORS[key] = validator_for(schema)(schema)
    return found


def fast_validator(game: str) -> Any:
    """A jsonschema-rs validator for ``game`` (built once per process), or None when
    jsonschema-rs is not installed or cannot compile the schema. It only answers "valid or
    not": the messages of an invalid file always come from jsonschema (`validator`)."""
    key = (schemas.SCHEMA_DIR, game)
    if key in _FAST:
        return _FAST[key]
    schema = read_schema(game)  # a missing or broken schema is a LoadError, as without it
    found = _FAST[key] = compiled_fast(schema)
    return found


def schema_check(game: str, data: Any) -> list[Located]:
    """The schema's findings for ``data``: a fast yes/no first; only a file the fast
    validator rejects (or every file, without it) goes through jsonschema for messages."""
    return checked(fast_validator(game), lambda: validator(game), data)


def rules_for(game: str) -> ListRules:
    """The game's list rules (``muster.games.<game>.lists``, as its registry entry says),
    imported once; LoadError when there are none."""
    found = _RULES.get(game)
    if found is None:
        module_name = REGISTRY[game].part(LISTS)
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as err:
            if err.name and module_name.startswith(err.name):
                raise LoadError("input.game", say("muster has no list rules for {game} yet",
                                                  game=game_name(game))) from None
            raise
        if not isinstance(module, ListRules):
            raise LoadError("input.game", say("muster has no list rules for {game} yet "
                                              "({module} has no RULES, read and tally)",
                                              game=game_name(game), module=module_name))
        found = _RULES[game] = module
    return found


def run_rules(rules: ListRules, army: dict[str, Any], ctx: ListContext) -> Checked:
    """Every rule of a game on one army, in order (as a linter runs its rules), and the
    army's totals. An option the game refuses is its MusterError, raised before any rule."""
    view = rules.read(army, ctx)
    findings = []
    for rule in rules.RULES:
        for finding in rule(view, ctx):
            if not isinstance(finding, Finding):
                raise TypeError(f"{getattr(rule, '__name__', rule)} gave "
                                f"{type(finding).__name__}, not a Finding")
            findings.append(finding)
    totals = rules.tally(view, ctx)
    return Checked(totals.points, findings, totals.summary, totals.units, totals.derived,
                   totals.side)


# list-validate's options where the convention does not hold: a ruling option is a field of
# the list's context (`ListContext.options`), given as --rule NAME=VALUE
OPTIONS = {"options": "--rule"}


def with_options(message: str) -> str:
    """A finding's message with every `Field` in it shown as its command-line option
    (``{opponent}`` -> ``--opponent``): the games name fields, list-validate its options."""
    if not isinstance(message, Message) or not any(isinstance(v, Field)
                                                   for v in message.args.values()):
        return message
    return message.with_args({
        k: (OPTIONS.get(v) or option_name(v)) if isinstance(v, Field) else v
        for k, v in message.args.items()})


def known_games() -> str:
    """The games a file's ``game:`` may name, as a refusal lists them: English the ids,
    Czech the Czech name first, then the ids and short names also accepted, after slashes,
    since the list is inside the refusal's bracket ('konfrontace/confrontation/conf,
    battlelore/bl, ...')."""
    return games_listed() if czech() else ", ".join(GAMES)


def game_of(doc: Document) -> str:
    """The game the document is for; LoadError ``input.game`` when missing or unknown."""
    data = doc.data
    if not isinstance(data, dict):
        raise LoadError("input.not-mapping", both_ways(lambda: _(
            "the file holds {kind}; an army file is a mapping that starts with game: "
            "({games})").format(kind=_("a list") if isinstance(data, list)
                                else _("a single value"), games=known_games())), 1, 1)
    name = data.get("game")
    if name is None:
        raise LoadError("input.game", both_ways(lambda: _(
            "no game: field (one of {games})").format(games=known_games())), 1, 1)
    game = canonical(name) if isinstance(name, str) else None
    if game is None:
        def message() -> str:
            hint = game_hint(name) if isinstance(name, str) else ""
            # Czech lists the names a player may type, as every other refusal,
            # the Czech name first, the did-you-mean inside the one bracket
            return with_hint(_("unknown game '{name}' (allowed: {known})").format(
                name=short_text(name), known=known_games()), hint)

        raise LoadError("input.game", both_ways(message), *doc.locate(("game",)))
    return game


# ---------------------------------------------------------------- findings


class FileReport:
    """What one file came to."""

    __slots__ = ("file", "game", "readable", "points", "limit", "findings", "summary",
                 "internal", "strict", "skipped", "army", "units", "derived", "foreign",
                 "fingerprint", "side", "player")

    def __init__(self, file: str, game: str | None = None):
        self.file = file
        self.game = game
        self.readable = True
        self.points: int | float | None = None
        self.limit: int | None = None
        self.findings: list[Located] = []
        self.summary: dict[str, Any] = {}
        self.internal = False
        self.strict = False  # --strict: a warning makes the list illegal too
        self.skipped: str | None = None  # why a scanned file that is no army file was passed
        self.army: Any = None  # the checked army (schema-valid), kept only for a roster
        self.units: list[Unit] = []  # its roster lines, likewise
        self.derived: dict[Any, Any] = {}  # army-wide figures for the roster, likewise
        self.foreign = False  # not checked: the --opponent list is of another game
        self.fingerprint: str | None = None  # of the list's content (`muster.lists.fingerprint`)
        self.side: list[Any] = []  # what the list fields (`Totals.side`, else `SIDE_FIELD`)
        self.player: str | None = None  # who plays it (``player:``)

    @property
    def errors(self) -> list[Located]:
        return [f for f in self.findings if f.severity != "warning"]

    @property
    def warnings(self) -> list[Located]:
        return [f for f in self.findings if f.severity == "warning"]

    @property
    def valid(self) -> bool:
        return (self.readable and not self.internal and not self.skipped and not self.errors
                and not (self.strict and self.warnings))

    @property
    def illegal(self) -> bool:
        return self.readable and not self.skipped and not self.valid

    def to_json(self) -> dict[str, Any]:
        return {
            "file": self.file, "game": self.game, "readable": self.readable,
            "valid": None if self.skipped else self.valid, "points": self.points,
            "points_limit": self.limit,
            "errors": [f.to_json() for f in self.errors],
            "warnings": [f.to_json() for f in self.warnings],
            "summary": self.summary, "skipped": self.skipped, "fingerprint": self.fingerprint,
        }


# the top-level field naming what a list fields, by game (Mage Knight's factions are its
# warriors': its rules give them, `Totals.side`)
SIDE_FIELD = {"warmaster": "army", "confrontation": "people", "battlelore": "scenario"}


def _text(value: object) -> str | None:
    return str(value) if isinstance(value, (str, int, float)) and not isinstance(value, bool) \
        and str(value).strip() else None


def skipped(file: str, reason: str) -> FileReport:
    report = FileReport(file)
    report.skipped = reason
    return report


def unreadable(file: str, err: LoadError, game: str | None = None) -> FileReport:
    report = FileReport(file, game)
    report.readable = False
    report.findings.append(Located(err.rule, err.message, (), "error", err.line, err.column))
    return report


# ---------------------------------------------------------------- a run


class Session:
    """One run's settings and caches; `check` one document at a time."""

    def __init__(self, opponent: dict[str, Any] | None = None, siege: str | None = None,
                 options: dict[str, str] | None = None, strict: bool = False,
                 keep_army: bool = False, catalogues: dict[str, list[Any]] | None = None,
                 set_by: dict[str, str] | None = None):
        self.opponent = opponent
        self.siege = siege
        self.options = dict(options or {})
        self.set_by = dict(set_by or {})  # a ruling option set by a config file: its FILE:LINE
        self.strict = strict
        self.opponent_game: str | None = None  # the game of ``opponent``, once loaded
        self.keep_army = keep_army  # a roster (markdown, html) needs the army itself
        self.catalogues = catalogues or {}  # game -> its --catalogue files (lists.catalogue)
        self.debug = bool(os.environ.get("MUSTER_DEBUG"))

    def _rule_error(self, err: MusterError) -> MusterError:
        """A game's refusal of a ruling option: named as ``--rule``, or as the config
        file's ``[rule]`` line that set it."""
        message = err.message
        name = None
        if isinstance(message, Message):
            found = re.match(r"\{rule\} ([\w-]+)=", message.msgid)
            name = str(message.args.get("name") or (found.group(1) if found else ""))
        source = self.set_by.get(name or "")
        if source is None:
            return as_options(err, OPTIONS)
        return as_options(err, {"options": f"{source}: [rule]"})

    def schema_checked(self, doc: Document) -> tuple[str, list[Located]]:
        """(game, located schema findings); LoadError when the game cannot be checked."""
        game = game_of(doc)
        normalise(game, doc.data)
        found = schema_check(game, doc.data)
        for f in found:
            f.line, f.column = doc.locate(f.path, f.at_key)
        return game, found

    def check(self, doc: Document) -> FileReport:
        try:
            game = game_of(doc)
        except LoadError as err:
            return unreadable(doc.name, err)
        report = FileReport(doc.name, game)
        report.strict = self.strict
        if self.opponent is not None and self.opponent_game not in (None, game):
            report.foreign = True  # the run refuses it: `muster.lists.runner.foreign_opponent`
            return report
        data = doc.data
        normalise(game, data)  # Czech spellings (game: konfrontace, type: pěchota)
        report.fingerprint = fingerprint(data)
        report.player = _text(data.get("player"))
        side = _text(data.get(SIDE_FIELD.get(game, "")))
        if side:
            report.side = [side]
        limit = data.get("points_limit")
        if isinstance(limit, int) and not isinstance(limit, bool):
            report.limit = limit
        try:
            found = schema_check(game, data)
            if not found:
                rules = rules_for(game)
        except LoadError as err:
            return unreadable(doc.name, err, game)
        except Exception as err:  # a broken schema or lists module: say so, keep going
            if self.debug:
                raise
            return _internal(doc, report, say(
                "internal error checking against the {game} schema or loading its rules: "
                "{error} (please report it)", game=game_name(game),
                error=" ".join(f"{type(err).__name__}: {err}".split())))
        if found:
            if len(found) > MAX_SCHEMA_FINDINGS:
                found = found[:MAX_SCHEMA_FINDINGS]
                found.append(Located("schema.too-many", say(
                    "more than {most} schema errors; fix these first",
                    most=MAX_SCHEMA_FINDINGS)))
            report.findings = found
        else:
            ctx = ListContext(file=doc.name, opponent=self.opponent, siege=self.siege,
                              options=self.options)
            try:
                checked = run_rules(rules, data, ctx)
            except LoadError as err:
                return unreadable(doc.name, err, game)
            except DataError:  # a MUSTER_DATA file: wrong for every army, said once
                raise
            except MusterError as err:  # a ruling option's value the game refuses: the
                raise self._rule_error(err) from None  # option is wrong, not the file (exit 2)
            except Exception as err:  # a bug in a game's rules: say so, keep going
                if self.debug:
                    raise
                return _internal(doc, report, say(
                    "internal error in the {game} list rules: {error} (please report it)",
                    game=game_name(game),
                    error=" ".join(f"{type(err).__name__}: {err}".split())))
            report.points = checked.points
            report.summary = checked.summary
            if self.keep_army:
                report.army = data
                report.units = list(checked.units)
                report.derived = dict(checked.derived)
            if checked.side:
                report.side = list(checked.side)
            found_all = checked.findings
            if self.catalogues.get(game):
                found_all = found_all + list(catalogue.check(self.catalogues[game], game, data))
                if self.keep_army:  # a roster or card shows the catalogue's profile
                    shown = catalogue.profiles(self.catalogues[game], game, data)
                    if len(shown) == len(report.units):
                        for unit, words in zip(report.units, shown, strict=True):
                            unit.details = [*unit.details, *words]
            report.findings = [Located(f.rule, with_options(f.message), f.path, f.severity)
                               for f in found_all]
        return _place(doc, report)


def _internal(doc: Document, report: FileReport, message: str) -> FileReport:
    report.internal = True
    if not isinstance(message, Message):
        message = " ".join(message.split())
    report.findings = [Located("internal.error", message)]
    return _place(doc, report)


def _place(doc: Document, report: FileReport) -> FileReport:
    for f in report.findings:
        if f.line is None:
            f.line, f.column = doc.locate(f.path, f.at_key)
    report.findings.sort(key=lambda f: (f.line or 0, f.column or 0))
    return report
