"""A state file's content check: the state against a shipped JSON Schema definition, then
a rule the schema cannot express (`schema_check`, the `Check` that `muster.state`'s `read`,
`create`, `update` and `undo` take). The check names its schema (`SchemaCheck.verdict_key`)
so that `muster.state` may keep its verdict on a file's content (`muster.verdicts`) and not
ask jsonschema again about content it has already found valid; the rule a schema cannot
express is asked every time (`SchemaCheck.rest`)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

from muster.errors import StateError
from muster.fast_schema import fast_valid, fast_validator
from muster.games import GAMES
from muster.i18n import Named, Worded, say, shown
from muster.plain_schema import plain_valid
from muster.shipped import schema_file

_DEFS: dict[str, dict[str, Any]] = {}  # a shipped schema's $defs, by its file name
_ROOTS: dict[tuple[str, str], dict[str, Any]] = {}
_FAST: dict[tuple[str, str], Any] = {}  # a jsonschema_rs validator, or None
_VALIDATORS: dict[tuple[str, str], Any] = {}


Extra = Callable[[dict[str, Any]], "str | None"]


def schema_check(schema: str, definition: str, extra: Extra | None = None) -> SchemaCheck:
    """A `Check` for `read`/`create`/`update`/`undo`: the state must match
    ``schemas/<schema>`` at ``#/$defs/<definition>`` (`muster.plain_schema`'s yes first,
    then jsonschema-rs's, both imported and compiled on first use; jsonschema for a state
    neither finds valid), then
    ``extra(state)`` may name a problem a schema cannot express (a card in two piles).
    Either way the file is refused with one line naming what is wrong."""
    return SchemaCheck(schema, definition, extra)


class SchemaCheck:
    """`schema_check`'s check: called as a `muster.state.Check`."""

    def __init__(self, schema: str, definition: str, extra: Extra | None = None):
        self.schema, self.definition, self.extra = schema, definition, extra

    def __call__(self, state: dict[str, Any], path: str) -> None:
        error = schema_error(self.schema, self.definition, state)
        if error is not None:
            where = "/".join(str(p) for p in error.absolute_path)
            raise StateError(say("the {definition} state is not valid at {where}: {problem} "
                                 "(see schemas/{schema})", definition=_game(self.definition),
                                 where=where, problem=problem(error), schema=self.schema)
                             if where else
                             say("the {definition} state is not valid at the top level: "
                                 "{problem} (see schemas/{schema})",
                                 definition=_game(self.definition), problem=problem(error),
                                 schema=self.schema), file=path)
        self.rest(state, path)

    def rest(self, state: dict[str, Any], path: str) -> None:
        """The check but the schema's: ``extra``, for a state whose content the schema was
        found to match (`muster.verdicts`)."""
        problem = self.extra(state) if self.extra else None
        if problem:
            raise StateError(say("the {definition} state is not valid: {problem}",
                                 definition=_game(self.definition), problem=problem),
                             file=path)

    def verdict_key(self) -> str:
        """What a kept verdict must name to stand for this check's schema part: the
        schema's definition and the schema file's size and modification time (a schema
        changed by an upgrade asks again)."""
        info = os.stat(schema_file(self.schema))
        return f"{self.schema}#/$defs/{self.definition} {info.st_size} {info.st_mtime_ns}"


def _game(definition: str) -> Named:
    """A game's state as Czech names it: 'battlelore' → 'hry BattleLore' (the id in English)."""
    title = GAMES.get(definition, (definition, ()))[0]
    return Named(definition, f"hry {title}")


def defs(schema: str) -> dict[str, Any]:
    """The definitions (``$defs``) of the shipped schema ``schemas/<schema>``, read once
    per process."""
    if schema not in _DEFS:
        with open(schema_file(schema), encoding="utf-8") as f:
            _DEFS[schema] = json.load(f)["$defs"]
    return _DEFS[schema]


def schema_error(schema: str, definition: str, value: Any) -> Any:
    """jsonschema's best error of ``value`` against ``schemas/<schema>#/$defs/<definition>``,
    or None where it is valid: `muster.plain_schema`'s yes first, then jsonschema-rs's (each
    built once per process, on first use), and jsonschema, heavy to import, only for what
    neither passes (it decides, and its error is worded: `problem`)."""
    key = (schema, definition)
    if key not in _ROOTS:
        _ROOTS[key] = {"$ref": f"#/$defs/{definition}", "$defs": defs(schema)}
    if plain_valid(_ROOTS[key], value):
        return None
    if key not in _FAST:
        _FAST[key] = fast_validator(_ROOTS[key])
    if fast_valid(_FAST[key], value):
        return None
    import jsonschema  # heavy: only what jsonschema-rs did not pass

    if key not in _VALIDATORS:
        _VALIDATORS[key] = jsonschema.Draft202012Validator(_ROOTS[key])
    return jsonschema.exceptions.best_match(_VALIDATORS[key].iter_errors(value))


def problem(error: Any) -> Worded:
    """A schema error's text: jsonschema's own in English, and in the user's language, when
    shown, as list-validate and a fortress file word it (`muster.lists.schema_errors`; the
    allowed values as the file writes them)."""

    def words() -> str:
        from muster.lists.schema_errors import describe_schema_error  # a refusal only

        found = describe_schema_error(error, by_name=False)
        return shown(found[0].message) if found else str(error.message[:200])

    return Worded(error.message[:200], words)
