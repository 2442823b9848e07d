"""Walking JSON text that is known to be valid: where a path, a key or a piece of text is,
as a 1-based (line, column), and how deep the parsed data nests. `muster.load` reads
JSON with the json module and uses these for the positions of its findings. And `copied`:
a deep copy of parsed JSON data (a state document's), as `copy.deepcopy` makes it; and
`indented`: ``json.dumps(data, ensure_ascii=False, indent=N)``'s text, made faster."""

from __future__ import annotations

import copy
import json
import marshal
import re
from collections.abc import Callable, Iterable
from json import decoder as _json_decoder
from json.encoder import encode_basestring as _encode_string  # json's own (in C), unescaped
from typing import Any, TypeVar, cast

# (string, index after its opening quote) -> (the decoded string, index after it); the json
# module's own scanner, which its stubs do not declare
scanstring: Callable[[str, int], tuple[str, int]] = (
    _json_decoder.scanstring)  # type: ignore[attr-defined]  # undeclared in the stubs

Path = Iterable[str | int]  # a place in the document: ("figures", 3, "points")
T = TypeVar("T")


def copied(data: T) -> T:
    """A deep copy of JSON data (dicts, lists, str, int, float, bool, None; a tuple too),
    equal to ``copy.deepcopy``'s, key order and shared parts alike: made by marshal, in C,
    several times faster than deepcopy's walk in Python; data marshal does not take (an
    object of another type, a str subclass) is deepcopy's."""
    try:
        return cast(T, marshal.loads(marshal.dumps(cast(Any, data))))
    except ValueError:
        return copy.deepcopy(data)


class _NotPlain(Exception):
    """A value `indented` leaves to the json module."""


def indented(data: Any, indent: int = 1) -> str:
    """``json.dumps(data, ensure_ascii=False, indent=indent)``, the same text: the json
    module writes indented JSON in Python, a generator per list and object, where this
    writes each piece once (about three times faster); what is not plain JSON data (a
    subclass, a key that is not text, a float that is not finite, a cycle) is the json
    module's, its text or its error."""
    out: list[str] = []
    try:
        _put(data, out, "\n", " " * indent)
    except (_NotPlain, RecursionError):
        return json.dumps(data, ensure_ascii=False, indent=indent)
    return "".join(out)


def _put(value: Any, out: list[str], newline: str, step: str) -> None:
    kind = type(value)
    if kind is str:
        out.append(_encode_string(value))
    elif kind is dict:
        if not value:
            out.append("{}")
            return
        inner = newline + step
        sep = "{" + inner
        for key, item in value.items():
            if type(key) is not str:
                raise _NotPlain
            out.append(sep + _encode_string(key) + ": ")
            _put(item, out, inner, step)
            sep = "," + inner
        out.append(newline + "}")
    elif kind is list or kind is tuple:
        if not value:
            out.append("[]")
            return
        inner = newline + step
        sep = "[" + inner
        for item in value:
            out.append(sep)
            _put(item, out, inner, step)
            sep = "," + inner
        out.append(newline + "]")
    elif kind is int:
        out.append(int.__repr__(value))
    elif value is None:
        out.append("null")
    elif value is True:
        out.append("true")
    elif value is False:
        out.append("false")
    elif kind is float and value - value == 0:  # finite (nan and the infinities are json's)
        out.append(float.__repr__(value))
    else:
        raise _NotPlain


def duplicate_at(text: str, key: str) -> tuple[int | None, int | None]:
    """Where the key is written a second time: a guess, since the same key in another
    object of the file counts too (then the finding may point there)."""
    spots = [m.start() for m in re.finditer(re.escape(json.dumps(key)) + r"\s*:", text)]
    if len(spots) < 2:
        return None, None
    return index_position(text, spots[1])


def find(text: str, needle: str) -> tuple[int | None, int | None]:
    at = text.find(needle)
    if at < 0:
        return None, None
    return index_position(text, at)


def depth(data: Any, most: int) -> int:
    """Nesting depth of containers, iteratively (JSON has no aliases, so no cycles); stops
    counting once it passes ``most``."""
    deepest = 0
    stack = [(data, 1)]
    while stack:
        value, level = stack.pop()
        children: Iterable[Any]
        if isinstance(value, dict):
            children = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if level > deepest:
            deepest = level
            if deepest > most:
                return deepest
        for child in children:
            if isinstance(child, (dict, list)):
                stack.append((child, level + 1))
    return deepest


def index_position(text: str, index: int) -> tuple[int, int]:
    return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


_WS = " \t\r\n"


def _skip_ws(text: str, i: int) -> int:
    n = len(text)
    while i < n and text[i] in _WS:
        i += 1
    return i


def _skip_value(text: str, i: int) -> int:
    """Index just after the JSON value starting at ``i`` (the text is known to be valid)."""
    c = text[i]
    if c == '"':
        return scanstring(text, i + 1)[1]
    if c in "[{":
        depth = 0
        n = len(text)
        while i < n:
            c = text[i]
            if c == '"':
                i = scanstring(text, i + 1)[1]
                continue
            if c in "[{":
                depth += 1
            elif c in "]}":
                depth -= 1
                if depth == 0:
                    return i + 1
            i += 1
        return i
    n = len(text)
    while i < n and text[i] not in ",]}" + _WS:
        i += 1
    return i


def _next_item(text: str, at: int) -> int:
    """Where the item after the value at ``at`` starts: past the value, its comma and the
    white space (at the closing bracket after the last one)."""
    j = _skip_ws(text, _skip_value(text, at))
    return _skip_ws(text, j + 1) if text[j] == "," else j


def locate(text: str, path: Path, key: bool = False) -> tuple[int, int]:
    i = _skip_ws(text, 0)
    key_at: int | None = None
    for part in path:
        c = text[i]
        found: tuple[int | None, int] | None = None
        if c == "{" and isinstance(part, str):
            j = _skip_ws(text, i + 1)
            while j < len(text) and text[j] == '"':
                name, end = scanstring(text, j + 1)
                colon = _skip_ws(text, end)
                value_at = _skip_ws(text, colon + 1)
                if name == part:
                    found = (j, value_at)
                    break
                j = _next_item(text, value_at)
        elif c == "[" and isinstance(part, int) and part >= 0:
            j = _skip_ws(text, i + 1)
            index = 0
            while j < len(text) and text[j] != "]":
                if index == part:
                    found = (None, j)
                    break
                j = _next_item(text, j)
                index += 1
        if found is None:
            break
        key_at, i = found
    if key_at is not None and (key or text[i] in "[{"):
        return index_position(text, key_at)
    return index_position(text, i)
