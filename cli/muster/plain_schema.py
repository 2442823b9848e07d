"""A yes before jsonschema-rs for the plain schemas muster's state files use, in Python:
importing jsonschema-rs costs a command ~63M instructions (it imports email.utils, socket,
datetime, decimal and more when it loads), a third of a deck action, while a deck state is
checked here in well under a million.

`plain_valid` reads a JSON Schema (draft 2020-12, as `muster.state_check` checks with) that
uses only the keywords below, with jsonschema's own meaning of each (its type checker:
``1.0`` is an integer, ``True`` is not; its equality for ``enum``, ``const`` and
``uniqueItems``: ``1 == 1.0``, ``True != 1``; its ``pattern``: Python's ``re.search``), and
answers True or False; a schema with any other keyword (a ``format``, a ``$ref`` outside
``#/$defs/NAME``) is None: not known here, and so is ``uniqueItems`` over a long list.
`muster.state_check` takes its True and asks jsonschema-rs (then jsonschema) about
anything else, so the verdict is always jsonschema's (tests/test_plain_schema.py holds it to
jsonschema on every state the deck tests write and on states made wrong one way each;
the battle schema likewise). A leaf: it imports only `re`.
"""

from __future__ import annotations

import re
from typing import Any

# what says nothing of the instance
_ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "$defs", "title", "description",
                          "default", "examples", "then", "else"})  # then/else: under "if"
_MAX_REFS = 200  # nested $refs followed before giving up (a schema that refers to itself)


class _Unknown(Exception):
    """A keyword (or a use of one) this module does not know: jsonschema decides."""


def plain_valid(root: dict[str, Any], value: Any) -> bool | None:
    """Whether ``value`` is valid against the schema ``root`` (whose ``$defs`` its
    ``$ref``s name), or None when the schema says something not known here."""
    try:
        return _valid(root, root, value, 0)
    except (_Unknown, RecursionError):
        return None


def _valid(root: dict[str, Any], schema: Any, value: Any, refs: int) -> bool:
    if schema is True:
        return True
    if schema is False:
        return False
    if not isinstance(schema, dict):
        raise _Unknown
    for key, rule in schema.items():
        keyword = _KEYWORDS.get(key, _unknown)
        if keyword is None:
            continue  # an annotation
        if not keyword(root, schema, rule, value, refs):
            return False  # every keyword must hold: one that does not decides
    return True


def _unknown(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
             refs: int) -> bool:
    raise _Unknown


def _type(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
          refs: int) -> bool:
    if isinstance(rule, str):
        return _is(value, rule)
    if not isinstance(rule, list):
        raise _Unknown
    return any(_is(value, t) for t in rule)


def _is(value: Any, kind: str) -> bool:
    """jsonschema's draft 2020-12 type checker."""
    if kind == "object":
        return isinstance(value, dict)
    if kind == "array":
        return isinstance(value, list)
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "null":
        return value is None
    if kind not in ("integer", "number"):
        raise _Unknown
    if isinstance(value, bool):
        return False
    if kind == "integer":
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    return isinstance(value, (int, float))


def _equal(one: Any, two: Any) -> bool:
    """jsonschema's equality: a bool equals only a bool, ``1`` equals ``1.0``."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(_equal(a, b) for a, b in zip(one, two, strict=True))
    if isinstance(one, dict) and isinstance(two, dict):
        return one.keys() == two.keys() and all(_equal(one[k], two[k]) for k in one)
    if isinstance(one, bool) or isinstance(two, bool):
        return type(one) is type(two) and one == two
    if isinstance(one, (list, dict)) or isinstance(two, (list, dict)):
        return False
    return bool(one == two)


def _ref(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
         refs: int) -> bool:
    prefix = "#/$defs/"
    if not isinstance(rule, str) or not rule.startswith(prefix) or refs >= _MAX_REFS:
        raise _Unknown
    name = rule[len(prefix):]
    defs = root.get("$defs")
    if "/" in name or "~" in name or "%" in name or not isinstance(defs, dict) \
            or name not in defs:
        raise _Unknown
    return _valid(root, defs[name], value, refs + 1)


def _properties(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
                refs: int) -> bool:
    if not isinstance(value, dict):
        return True
    for k, sub in rule.items():
        if k in value and not _valid(root, sub, value[k], refs):
            return False
    return True


def _additional(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
                refs: int) -> bool:
    if "patternProperties" in schema:
        raise _Unknown
    if not isinstance(value, dict):
        return True
    named = schema.get("properties", {})
    for k, v in value.items():
        if k not in named and not _valid(root, rule, v, refs):
            return False
    return True


def _items(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
           refs: int) -> bool:
    if "prefixItems" in schema or isinstance(rule, list):
        raise _Unknown
    if isinstance(value, list):
        for v in value:
            if not _valid(root, rule, v, refs):
                return False
    return True


def _if(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
        refs: int) -> bool:
    branch = schema.get("then" if _valid(root, rule, value, refs) else "else", True)
    return _valid(root, branch, value, refs)


_MOST_UNIQUE = 64  # items compared pairwise for uniqueItems; a longer list is jsonschema's


def _unique(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
            refs: int) -> bool:
    """uniqueItems: no two items equal (`_equal`: ``[1, 1.0]`` is not unique, ``[1, True]``
    is); compared pair by pair, so only up to `_MOST_UNIQUE` items."""
    if not isinstance(rule, bool):
        raise _Unknown
    if not rule or not isinstance(value, list):
        return True
    if len(value) > _MOST_UNIQUE:
        raise _Unknown
    return not any(_equal(a, b) for i, a in enumerate(value) for b in value[i + 1:])


def _sized(kind: type | tuple[type, ...], most: bool) -> Any:
    def keyword(root: dict[str, Any], schema: dict[str, Any], rule: Any, value: Any,
                refs: int) -> bool:
        # jsonschema: minimum of a number (never a bool), minLength of a string...
        if not isinstance(value, kind) or isinstance(value, bool):
            return True
        size = len(value) if isinstance(value, (str, list, dict)) else value
        return not (size > rule if most else size < rule)

    return keyword


_KEYWORDS: dict[str, Any] = {
    **dict.fromkeys(_ANNOTATIONS),  # None: says nothing of the instance
    "type": _type,
    "enum": lambda root, schema, rule, value, refs: any(_equal(e, value) for e in rule),
    "const": lambda root, schema, rule, value, refs: _equal(rule, value),
    "$ref": _ref,
    "properties": _properties,
    "additionalProperties": _additional,
    "required": lambda root, schema, rule, value, refs: (
        not isinstance(value, dict) or all(k in value for k in rule)),
    "items": _items,
    "minItems": _sized(list, most=False), "maxItems": _sized(list, most=True),
    "minLength": _sized(str, most=False), "maxLength": _sized(str, most=True),
    "minProperties": _sized(dict, most=False), "maxProperties": _sized(dict, most=True),
    "minimum": _sized((int, float), most=False), "maximum": _sized((int, float), most=True),
    "allOf": lambda root, schema, rule, value, refs: all(
        _valid(root, s, value, refs) for s in rule),
    "anyOf": lambda root, schema, rule, value, refs: any(
        [_valid(root, s, value, refs) for s in rule]),
    "oneOf": lambda root, schema, rule, value, refs: sum(
        _valid(root, s, value, refs) for s in rule) == 1,
    "not": lambda root, schema, rule, value, refs: not _valid(root, rule, value, refs),
    "if": _if,
    "pattern": lambda root, schema, rule, value, refs: (
        not isinstance(value, str) or re.search(rule, value) is not None),
    "uniqueItems": _unique,
}
