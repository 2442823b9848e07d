"""A yes before PyYAML for the plain army files people write, in Python: importing PyYAML
costs a command ~95M instructions (its loader, dumper and resolvers, and the regular
expressions they compile), half again a whole deck action, while an army file of this kind
is read here in about a million.

`read` takes the plainest YAML: block mappings and sequences by indentation (spaces only),
``- key: value`` items, keys that are plain names, one-line flow lists and mappings of
plain values, plain, single- and double-quoted scalars without escapes, and comments; every
plain scalar is resolved as PyYAML's SafeLoader resolves it (YAML 1.1), and read as
`muster.load` reads it: a decimal integer (`muster.load.MAX_INT` and the length of its text
as `muster.load` limits them), true/false (yes, no, on, off ...), null, or text. Anything
else (a float, a date, an anchor or alias, a tag, a block scalar, an escape, a tab, a
duplicate key, a plain scalar over two lines, a YAML error) is None: not known here, and
`muster.load` asks PyYAML, so its verdict and its data are always PyYAML's
(tests/test_plain_yaml.py holds them to each other). A leaf: it imports nothing.
"""

from __future__ import annotations

from typing import Any

MAX_INT = 10**15  # as muster.load's: a larger integer is PyYAML's to refuse
MAX_NUMBER_TEXT = 40
MAX_DEPTH = 32  # deeper is PyYAML's (and muster.load's depth limit)

# PyYAML's SafeLoader (YAML 1.1): the plain scalars that are booleans and nulls; a plain
# scalar that starts with a letter is one of these or text
_BOOL = {w: True for w in ("yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON")}
_BOOL.update({w: False for w in ("no", "No", "NO", "false", "False", "FALSE", "off", "Off",
                                 "OFF")})
_NULL = frozenset({"null", "Null", "NULL", "~"})
_KEY_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
_KEY_REST = _KEY_START | frozenset("0123456789-")
_DIGITS = frozenset("0123456789")
_FLOW = frozenset("[]{},")


class _Unsure(Exception):
    """Something this module does not read: PyYAML decides."""


def read(text: str) -> Any:
    """The data of the YAML ``text``, as PyYAML composes it and `muster.load` reads it, or
    None when the text holds something not known here (or no mapping or list)."""
    try:
        lines = _lines(text)
        if not lines:
            return None
        value, end = _block(lines, 0, lines[0][0], 0)
        if end != len(lines):
            return None
        return value
    except (_Unsure, RecursionError):
        return None


def _lines(text: str) -> list[tuple[int, str]]:
    """The lines that say something: (indentation, content without a comment)."""
    out = []
    for line in text.split("\n"):
        if not line.isprintable():  # a tab, a carriage return, a control character...
            raise _Unsure
        body = line.lstrip(" ")
        if not body or body.startswith("#"):
            continue
        out.append((len(line) - len(body), body.rstrip(" ")))
    return out


def _block(lines: list[tuple[int, str]], i: int, indent: int, depth: int) -> tuple[Any, int]:
    """The block mapping or sequence whose lines start at ``i``, indented ``indent``."""
    if depth > MAX_DEPTH:
        raise _Unsure
    body = lines[i][1]
    if body == "-" or body.startswith("- "):
        return _sequence(lines, i, indent, depth)
    return _mapping(lines, i, indent, depth)


def _sequence(lines: list[tuple[int, str]], i: int, indent: int,
              depth: int) -> tuple[list[Any], int]:
    out: list[Any] = []
    while i < len(lines) and lines[i][0] == indent:
        body = lines[i][1]
        if not (body == "-" or body.startswith("- ")):
            break
        rest = body[1:].lstrip(" ")
        if not rest or rest.startswith("#"):  # the item is the block below it
            if i + 1 < len(lines) and lines[i + 1][0] > indent:
                value, i = _block(lines, i + 1, lines[i + 1][0], depth + 1)
                out.append(value)
                continue
            raise _Unsure
        column = indent + len(body) - len(rest)
        if _key(rest) is not None:  # "- name: X": a mapping whose first key is on this line
            lines[i] = (column, rest)
            value, i = _mapping(lines, i, column, depth + 1)
            out.append(value)
            continue
        out.append(_value(rest))
        i += 1
        if i < len(lines) and lines[i][0] > indent:
            raise _Unsure  # a plain scalar over two lines, or an error
    if i < len(lines) and lines[i][0] > indent:
        raise _Unsure
    return out, i


def _key(body: str) -> tuple[str, str] | None:
    """(key, the rest after "key:") of a line that starts with a plain-name key."""
    if body[:1] not in _KEY_START:
        return None
    n = 1
    while n < len(body) and body[n] in _KEY_REST:
        n += 1
    if body[n:n + 1] != ":" or body[n + 1:n + 2] not in ("", " "):
        return None
    return body[:n], body[n + 1:].lstrip(" ")


def _mapping(lines: list[tuple[int, str]], i: int, indent: int,
             depth: int) -> tuple[dict[str, Any], int]:
    out: dict[str, Any] = {}
    while i < len(lines) and lines[i][0] == indent:
        found = _key(lines[i][1])
        if found is None:
            raise _Unsure  # a line of this mapping that is no "key: value" known here
        key, rest = found
        if key in out:
            raise _Unsure  # a duplicate: PyYAML's to report, with its line
        i += 1
        if rest and not rest.startswith("#"):
            out[key] = _value(rest)
            if i < len(lines) and lines[i][0] > indent:
                raise _Unsure
        elif i < len(lines) and lines[i][0] > indent:
            out[key], i = _block(lines, i, lines[i][0], depth + 1)
        elif i < len(lines) and lines[i][0] == indent and (
                lines[i][1] == "-" or lines[i][1].startswith("- ")):
            out[key], i = _sequence(lines, i, indent, depth + 1)  # a list under its key
        else:
            out[key] = None  # "key:" alone: null
    if i < len(lines) and lines[i][0] > indent:
        raise _Unsure
    return out, i


def _value(text: str) -> Any:
    """A value written on the line of its key or dash (its comment taken off)."""
    first = text[0]
    if first == "[":
        return _flow_list(text)
    if first == "{":
        return _flow_mapping(text)
    if first in "\"'":
        end = text.find(first, 1)
        if end < 0 or (first == '"' and "\\" in text[1:end]):
            raise _Unsure
        after = text[end + 1:]
        if after and not after.lstrip(" ").startswith("#") or (after and after[0] != " "):
            raise _Unsure
        return text[1:end]
    comment = text.find(" #")
    if comment >= 0:
        text = text[:comment].rstrip(" ")
    return _plain(text, flow=False)


def _plain(text: str, flow: bool) -> Any:
    """A plain scalar resolved as PyYAML's SafeLoader resolves it, read as muster.load
    reads it; anything but a decimal integer, a boolean, a null and text is not known."""
    if not text or "#" in text or ": " in text or text.endswith(":") or "\t" in text:
        raise _Unsure
    if flow and (_FLOW & set(text) or ":" in text):
        raise _Unsure
    first = text[0]
    if first.isalpha():
        if text in _BOOL:
            return _BOOL[text]
        if text in _NULL:
            return None
        return text
    digits = text[1:] if first in "+-" else text
    if digits and set(digits) <= _DIGITS and (digits == "0" or digits[0] != "0"):
        if len(text) > MAX_NUMBER_TEXT:
            raise _Unsure
        number = int(text)
        if abs(number) >= MAX_INT:
            raise _Unsure
        return number
    raise _Unsure  # a float, a date, "~", an anchor, a tag, an indicator...


def _items(text: str, close: str) -> list[str]:
    """The items of a one-line flow collection ``[...]`` or ``{...}`` (its comment after the
    closing bracket taken off), split at its commas; quoted items kept quoted."""
    items: list[str] = []
    i, n = 1, len(text)
    current = ""
    while i < n:
        c = text[i]
        if c in "\"'":
            end = text.find(c, i + 1)
            if end < 0 or (c == '"' and "\\" in text[i + 1:end]):
                raise _Unsure
            current += text[i:end + 1]
            i = end + 1
            continue
        if c == close:
            after = text[i + 1:].lstrip(" ")
            if after and not (after.startswith("#") and text[i + 1:i + 2] == " "):
                raise _Unsure
            if current.strip() or items:
                items.append(current.strip())
            if any(not item for item in items):
                raise _Unsure  # "[a, ]", "[, a]": PyYAML's
            return items
        if c == ",":
            items.append(current.strip())
            current = ""
        elif c in "[]{}#":
            raise _Unsure  # nested, or a comment inside
        else:
            current += c
        i += 1
    raise _Unsure  # over more than one line


def _flow_scalar(item: str) -> Any:
    if item[0] in "\"'":
        if item[-1] != item[0] or len(item) < 2 or item[0] in item[1:-1]:
            raise _Unsure
        return item[1:-1]
    return _plain(item, flow=True)


def _flow_list(text: str) -> list[Any]:
    return [_flow_scalar(item) for item in _items(text, "]")]


def _flow_mapping(text: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in _items(text, "}"):
        found = _key(item)
        if found is None or not found[1] or found[0] in out:
            raise _Unsure
        out[found[0]] = _flow_scalar(found[1])
    return out
