"""JSON Schema errors as list findings, built from each error's parts (the missing field, the
type, the bound, the allowed values, the unknown field) so that they read in the user's
language: never jsonschema's English sentences."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from muster.engine.names import UNKNOWN, did_you_mean
from muster.errors import with_hint
from muster.fast_schema import fast_valid
from muster.i18n import N_, _, both_ways
from muster.lists import Located
from muster.lists.names import label, spellings

if TYPE_CHECKING:
    from jsonschema.exceptions import ValidationError
    from jsonschema.protocols import Validator

MAX_SCHEMA_FINDINGS = 50  # per file; the rest are counted in one last finding
# the schemas' pattern of a name that holds no control character (a battle file's names)
NO_CONTROL = "^[^\\u0000-\\u001f\\u007f]+$"
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def short_text(value: Any, limit: int = 60) -> str:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False,
                                                           default=str)
    assert isinstance(text, str)
    return text if len(text) <= limit else text[: limit - 1] + "…"


_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def _rule_id(validator_name: str) -> str:
    return "schema." + _CAMEL.sub("-", str(validator_name)).lower()


_JSON_TYPE = {dict: N_("mapping"), list: N_("list"), str: N_("text"), bool: N_("true/false"),
              int: N_("integer"), float: N_("number"), type(None): N_("nothing (null)")}


# the schema's type names as list-validate speaks of them
_SCHEMA_TYPE = {"object": N_("mapping"), "array": N_("list"), "string": N_("text"),
                "boolean": N_("true/false"), "integer": N_("integer"), "number": N_("number"),
                "null": N_("nothing (null)")}

# a schema bound -> (what is compared: the value, or its length; the message)
_BOUNDS = {
    "minimum": ("value", N_("{value} is below the least allowed, {bound}")),
    "maximum": ("value", N_("{value} is above the most allowed, {bound}")),
    "exclusiveMinimum": ("value", N_("{value} must be more than {bound}")),
    "exclusiveMaximum": ("value", N_("{value} must be less than {bound}")),
    "minItems": ("len", N_("{value} entries here, at least {bound} needed")),
    "maxItems": ("len", N_("{value} entries here, at most {bound} allowed")),
    "minLength": ("len", N_("{value} characters, at least {bound} needed")),
    "maxLength": ("len", N_("{value} characters, at most {bound} allowed")),
}


def checked(fast: Any, slow: Callable[[], Validator], data: Any) -> list[Located]:
    """The schema's findings for ``data``: the ``fast`` validator's yes/no first (none, or
    one that cannot take the data, leaves it to jsonschema); only data it rejects goes
    through jsonschema (``slow()``, built only then) for the messages."""
    if fast_valid(fast, data):
        return []
    return schema_findings(slow(), data)


def schema_findings(validator_: Validator, data: Any) -> list[Located]:
    """The schema's complaints about ``data``, as findings (not yet located)."""
    from jsonschema.exceptions import best_match  # heavy

    out: list[Located] = []
    for error in validator_.iter_errors(data):
        if error.context:  # anyOf / oneOf: speak of the branch the value was written for
            context = [e for e in error.context
                       if not (e.validator == "type" and not e.relative_path)] or error.context
            error = best_match(context) or error
        out.extend(describe_schema_error(error))
        if len(out) > MAX_SCHEMA_FINDINGS:
            break
    return out


def describe_schema_error(error: ValidationError, *, by_name: bool = True) -> list[Located]:
    """The findings for one jsonschema error, their messages English for JSON and shown in
    the user's language (`muster.i18n.both_ways`): the words list-validate and the state
    files (a Warmaster fortress, a battle file) give a schema error. ``by_name``: the file
    may give an allowed value by its Czech name ('pěchota'), so Czech lists the values so;
    without it (a battle file) they are listed as the file must write them."""
    english = _describe_in(error, by_name)
    if len(english) and all(isinstance(f.message, str) for f in english):
        texts = [both_ways(lambda i=i: _describe_in(error, by_name)[i].message)
                 for i in range(len(english))]
        for f, text in zip(english, texts, strict=True):
            f.message = text
    return english




def _escaped(text: str) -> str:
    """``text`` with its control characters written as Python writes them ('a\\tb')."""
    return _CONTROL.sub(lambda m: repr(m.group())[1:-1], text)


def _enum_hint(typed: str, values: list[str]) -> str:
    """The did-you-mean of a value an enum refuses, over its ids and Czech names: in Czech
    an id closest to what was typed is glossed by the name the Czech list shows, so that
    the suggestion is among the values just listed: „infantry“, tedy pěchota."""
    return did_you_mean(typed, spellings(values), same=str, listed=lambda c: label(str(c)),
                        english=lambda c: c in values)


def _describe_in(error: ValidationError, by_name: bool = True) -> list[Located]:
    path = tuple(error.absolute_path)
    kind = str(error.validator)
    instance = error.instance
    values: Any = error.validator_value  # what the schema allows: a type, an enum ...
    rule = _rule_id(kind)
    if kind == "type":
        kinds = values if isinstance(values, list) else [values]
        wanted = _(" or ").join(_(_SCHEMA_TYPE.get(str(k), str(k))) for k in kinds)
        got = _JSON_TYPE.get(type(instance), type(instance).__name__)
        return [Located(rule, _("expected {wanted}, got {got} {value}").format(
            wanted=wanted, got=_(got), value=short_text(instance, 40)), path)]
    if kind == "enum":
        choices = [(label if by_name else str)(short_text(v, 30)) for v in values]
        more = ""
        if len(choices) > 12:
            more = ", … " + _("({n} more)").format(n=len(choices) - 12)
            choices = choices[:12]
        hint = ("" if not isinstance(instance, str) else
                _enum_hint(instance, [str(v) for v in values]) if by_name else
                did_you_mean(instance, [str(v) for v in values]))
        return [Located(rule, with_hint(_(UNKNOWN).format(
            what=_("value"), name=short_text(instance, 40),
            allowed=", ".join(choices) + more), hint), path)]
    if kind == "const":
        return [Located(rule, _("{value} should be {expected}").format(
            value=short_text(instance, 40), expected=short_text(values, 40)), path)]
    if kind == "additionalProperties" and isinstance(instance, dict):
        schema = error.schema if isinstance(error.schema, dict) else {}
        props = schema.get("properties", {})
        patterns = schema.get("patternProperties", {})
        extras = [k for k in instance if k not in props
                  and not any(re.search(p, k) for p in patterns)]
        if extras:
            allowed = ", ".join(props) if props else _("none")
            return [Located(rule, with_hint(_("unknown field '{name}' (allowed here: {allowed})")
                                            .format(name=short_text(k, 40), allowed=allowed),
                                            did_you_mean(str(k), list(props))),
                            path + (k,), at_key=True) for k in extras]
    if kind == "required" and isinstance(instance, dict):
        # jsonschema gives one error per missing field and names it only in its message
        missing = [k for k in values if k not in instance
                   and error.message == f"{k!r} is a required property"] \
            if isinstance(values, list) else []
        if missing:
            return [Located(rule, _("missing field '{name}' (required here)").format(
                name=short_text(missing[0], 40)), path)]
    bound = _BOUNDS.get(kind)
    if bound is not None and isinstance(values, (int, float)):
        measure, text = bound
        amount: Any = len(instance) if measure == "len" and isinstance(instance, (list, str)) \
            else instance
        return [Located(rule, _(text).format(value=short_text(amount, 40), bound=values), path)]
    if kind == "uniqueItems":
        return [Located(rule, _("the same entry is listed twice here"), path)]
    if kind == "pattern" and values == NO_CONTROL and isinstance(instance, str) \
            and _CONTROL.search(instance):
        return [Located(rule, _("'{value}' has a control character (a tab, a line break, an "
                                "escape), which a name cannot have").format(
            value=_escaped(short_text(instance, 40))), path)]
    if kind == "pattern":
        return [Located(rule, _("{value} is not written as this field asks "
                                "(pattern {pattern})").format(value=short_text(instance, 40),
                                                              pattern=values), path)]
    message = error.message
    if len(message) > 200:
        message = message[:199] + "…"
    return [Located(rule, message, path)]
