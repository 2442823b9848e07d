"""Reading army files: YAML or JSON, with a line and column for every place in them.

An army file is data and nothing else. `load` reads it once (YAML through PyYAML's C
composer when it is there, JSON through the json module), refuses hostile input with a
`LoadError` (one clear message, no hang, no traceback), and returns a `Document`: the plain
Python data (dicts, lists, str, int, float, bool, None) and `locate(path)`, which turns a
path such as ``("figures", 3, "points")`` into a 1-based (line, column).

Limits (each one a `LoadError` with its own rule id):

* ``input.too-large``   files over `MAX_BYTES` (1 MiB);
* ``input.binary``      NUL bytes or text that is not UTF-8;
* ``input.encoding``    Czech text saved as Windows-1250 (with the hint to save it as UTF-8);
* ``input.syntax``      not YAML / not JSON, several YAML documents, non-scalar keys;
* ``input.empty``       nothing in the file;
* ``input.depth``       nesting deeper than `MAX_DEPTH`;
* ``input.alias``       more than `MAX_ALIASES` alias uses, or more than `MAX_NODES` values
                        once aliases are expanded (the "billion laughs");
* ``input.number``      integers beyond `MAX_INT` or floats that are inf or nan;
* ``input.tag``         any YAML tag that is not plain data (``!!python/object`` ...);
* ``input.duplicate-key`` the same key twice in one mapping.

Nothing from the file is ever executed, and the file is never written.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from typing import Any, NoReturn

from muster import json_text, plain_yaml
from muster.files import FileRefused, read_bytes
from muster.i18n import Named, both_ways, pgettext, say
from muster.text import grouped

MAX_BYTES = 1 << 20  # 1 MiB (the shared cap of muster.files)
MAX_DEPTH = 64
MAX_NODES = 100_000
MAX_ALIASES = 100
MAX_INT = 10**15  # no army has a number this big; anything larger is refused
_MAX_NUMBER_TEXT = 40

STDIN = "-"
STDIN_NAME = "<stdin>"

_T = "tag:yaml.org,2002:"
T_STR, T_INT, T_FLOAT = _T + "str", _T + "int", _T + "float"
T_BOOL, T_NULL = _T + "bool", _T + "null"
T_MAP, T_SEQ, T_MERGE = _T + "map", _T + "seq", _T + "merge"
T_STRINGISH = {_T + "timestamp", _T + "value"}  # kept as the text written (JSON has no dates)

Node = Any  # a composed YAML node (yaml.Node: .id, .tag, .value, .start_mark)
Path = Iterable[str | int]  # a place in the document: ("figures", 3, "points")



def _verbatim(text: object) -> Named:
    """Text from the file as a message argument: shown as written in every language (a
    '1.5' from the file is not given a decimal comma)."""
    shown = str(text)
    return Named(shown, shown)


def _deeper() -> str:
    return say("nested deeper than {most} levels", most=MAX_DEPTH)


class LoadError(Exception):
    """The file cannot be read as an army file; one line, with a position where there is one."""

    def __init__(self, rule: str, message: str, line: int | None = None,
                 column: int | None = None):
        super().__init__(message)
        self.rule = rule
        self.message = message
        self.line = line
        self.column = column


class Document:
    """A parsed army file: ``data`` plus the source to locate paths in."""

    __slots__ = ("name", "data", "kind", "_root", "_text")

    def __init__(self, name: str, data: Any, kind: str, root: Node = None,
                 text: str | None = None):
        self.name = name
        self.data = data
        self.kind = kind  # "yaml" or "json"
        self._root = root  # the composed YAML node tree
        self._text = text  # the JSON text; the YAML text when read without PyYAML

    @property
    def root(self) -> Node:
        """The composed YAML node tree (composed by PyYAML now for a file that
        `muster.plain_yaml` read)."""
        if self._root is None and self.kind == "yaml" and self._text is not None:
            self._root = _composed(self._text)
        return self._root

    def locate(self, path: Path, key: bool = False) -> tuple[int, int]:
        """1-based (line, column) of ``path``; the deepest existing part of it when the
        rest is missing (a default the file leaves out). A scalar value is pointed at
        itself, a list or mapping value at its key; ``key=True`` always points at the key."""
        try:
            if self.kind == "yaml":
                return _yaml_locate(self.root, path, key)
            return json_text.locate(self._text or "", path, key)
        except Exception:  # never let a report fail on a position
            return (1, 1)


# ---------------------------------------------------------------- reading


def read_text(path: str) -> tuple[str, str]:
    """(display name, text) of a file, or of stdin for ``-``: the shared file guard
    (`muster.files`: regular files only, size cap, never blocking), then the binary and
    encoding checks."""
    try:
        name, raw = read_bytes(path, MAX_BYTES)
    except FileRefused as err:  # a list's own words for a missing file
        missing = err.rule == "input.missing" and str(err.message) == "no such file"
        raise LoadError(err.rule, both_ways(lambda: pgettext("list-validate", "no such file"))
                        if missing else err.message) from None
    return name, decode(raw)


def decode(raw: bytes) -> str:
    nul = raw.find(b"\0")
    if nul >= 0:
        line, column = _offset_position(raw, nul)
        raise LoadError("input.binary", say("binary content (a NUL byte), not a text file"),
                        line, column)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        line, column = _offset_position(raw, err.start)
        if _windows_1250(raw):
            raise LoadError("input.encoding", say(
                "Windows-1250 text (Czech Windows), not UTF-8: save the file as UTF-8 (in "
                "Notepad: Save as, Encoding UTF-8)"), line, column) from None
        raise LoadError("input.binary", say("not UTF-8 text (muster reads YAML and JSON "
                                            "files in UTF-8)"), line, column) from None


# the Czech letters of Windows-1250 above ASCII: Š Ť Ž š ť ž Á Č É Ě Í Ď Ň Ó Ř Ů Ú Ý and
# their small forms
_CP1250_CZECH = frozenset(b"\x8a\x8d\x8e\x9a\x9d\x9e\xc1\xc8\xc9\xcc\xcd\xcf\xd2"
                          b"\xd3\xd8\xd9\xda\xdd\xe1\xe8\xe9\xec\xed\xef\xf2\xf3"
                          b"\xf8\xf9\xfa\xfd")


def _windows_1250(raw: bytes) -> bool:
    """Whether text that is not UTF-8 reads as Czech in Windows-1250: every byte above
    ASCII is a Czech letter of that code page."""
    high = {b for b in raw if b >= 0x80}
    return bool(high) and high <= _CP1250_CZECH


def _offset_position(raw: bytes, offset: int) -> tuple[int, int]:
    line_start = raw.rfind(b"\n", 0, offset) + 1
    return raw.count(b"\n", 0, offset) + 1, offset - line_start + 1


def load(path: str) -> Document:
    name, text = read_text(path)
    return parse(text, name)


def parse(text: str, name: str = "<text>") -> Document:
    """Parse YAML or JSON text: JSON for ``*.json``; YAML for ``*.yaml``/``*.yml``; otherwise
    JSON when the text starts with ``{`` or ``[`` and parses as JSON, else YAML."""
    lower = name.lower()
    if lower.endswith(".json"):
        return parse_json(text, name)
    if not lower.endswith((".yaml", ".yml")) and text.lstrip()[:1] in ("{", "["):
        try:
            return parse_json(text, name)
        except LoadError as err:
            if err.rule != "input.syntax":
                raise
    return parse_yaml(text, name)


# ---------------------------------------------------------------- YAML


def _loader() -> Any:
    import yaml  # heavy

    return getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader


# the longest text `muster.plain_yaml` is asked about: an army file is a few kilobytes, and
# this many characters hold fewer values than MAX_NODES
PLAIN_MAX = 1 << 16


def parse_yaml(text: str, name: str = "<text>") -> Document:
    """The data of YAML ``text``: `muster.plain_yaml`'s when it reads the text (the plain
    army file most people write: no PyYAML imported), else PyYAML's, with every limit."""
    if len(text) <= PLAIN_MAX:
        data = plain_yaml.read(text)
        if data is not None:
            return Document(name, data, "yaml", text=text)
    root = _composed(text)
    return Document(name, _Builder().build(root), "yaml", root=root)


def _composed(text: str) -> Node:
    """PyYAML's node tree of ``text``; its errors (and no data) as `LoadError`s."""
    import yaml  # heavy

    loader = _loader()(text)
    try:
        root = loader.get_single_node()
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        problem = err.problem or err.context or "not YAML"
        if "maximum nesting depth" in problem:
            raise LoadError("input.depth", _deeper(), *_mark(mark)) from None
        if err.context and err.problem:
            problem = f"{problem} ({err.context})"
        raise LoadError("input.syntax", say("not valid YAML: {problem}",
                                            problem=_verbatim(problem)), *_mark(mark)) from None
    except yaml.YAMLError as err:
        raise LoadError("input.syntax", say("not valid YAML: {problem}",
                                            problem=_verbatim(_one_line(err)))) from None
    except RecursionError:  # the pure-Python composer on very deep input
        raise LoadError("input.depth", _deeper()) from None
    finally:
        loader.dispose()
    if root is None or (root.id == "scalar" and root.tag == T_NULL and not root.value):
        raise LoadError("input.empty", say("the file holds no data (an army file starts with "
                                           "game:)"), 1, 1)
    return root


def _mark(mark: Any) -> tuple[int | None, int | None]:
    if mark is None:
        return (None, None)
    return (mark.line + 1, mark.column + 1)


def _one_line(err: Exception) -> str:
    return " ".join(str(err).split())


def _where(node: Node) -> tuple[int, int]:
    return int(node.start_mark.line) + 1, int(node.start_mark.column) + 1


class _Builder:
    """Node tree -> plain data, one pass, with the depth, alias and node budgets."""

    __slots__ = ("nodes", "aliases", "seen")

    def __init__(self) -> None:
        self.nodes = 0
        self.aliases = 0
        self.seen: set[int] = set()

    def build(self, root: Node) -> Any:
        return self._value(root, 1)

    def _value(self, node: Node, depth: int) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            if self.aliases:
                raise LoadError("input.alias",
                                say("more than {most} values once aliases are expanded (an "
                                    "alias bomb?)", most=grouped(MAX_NODES)), *_where(node))
            raise LoadError("input.too-large", say("more than {most} values; far too many for "
                                                   "an army file", most=grouped(MAX_NODES)),
                            *_where(node))
        cls = node.id
        if cls == "scalar":
            return _scalar(node)
        if depth > MAX_DEPTH:
            raise LoadError("input.depth", _deeper(), *_where(node))
        key = id(node)
        if key in self.seen:
            self.aliases += 1
            if self.aliases > MAX_ALIASES:
                raise LoadError("input.alias",
                                say("more than {most} alias uses (*name); write the values out",
                                    most=MAX_ALIASES), *_where(node))
        else:
            self.seen.add(key)
        if cls == "sequence":
            if node.tag != T_SEQ:
                _bad_tag(node)
            depth += 1
            return [self._value(item, depth) for item in node.value]
        if node.tag != T_MAP:
            _bad_tag(node)
        return self._mapping(node, depth + 1)

    def _mapping(self, node: Node, depth: int) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        merged: dict[Any, Any] = {}
        first: dict[Any, int] = {}
        for key_node, value_node in node.value:
            if key_node.id != "scalar":
                raise LoadError("input.syntax", say("a mapping key must be a plain name, not a "
                                                    "list or mapping"), *_where(key_node))
            if key_node.tag == T_MERGE:
                self._merge(value_node, depth, merged)
                continue
            if key_node.tag not in (T_STR, T_INT, T_FLOAT, T_BOOL, T_NULL) \
                    and key_node.tag not in T_STRINGISH:
                _bad_tag(key_node)
            key = key_node.value
            if key in first:
                line = first[key]
                raise LoadError("input.duplicate-key",
                                say("duplicate key '{key}' (first at line {line})",
                                    key=_verbatim(_short(key)), line=line), *_where(key_node))
            first[key] = key_node.start_mark.line + 1
            out[key] = self._value(value_node, depth)
        if merged:
            for key, value in out.items():
                merged[key] = value
            return merged
        return out

    def _merge(self, value_node: Node, depth: int, merged: dict[Any, Any]) -> None:
        sources = value_node.value if value_node.id == "sequence" else [value_node]
        for source in sources:
            if source.id != "mapping":
                raise LoadError("input.syntax", say("'<<' merges mappings only"),
                                *_where(source))
            value = self._value(source, depth)
            for key, item in value.items():
                merged.setdefault(key, item)


def _bad_tag(node: Node) -> NoReturn:
    raise LoadError("input.tag", say("YAML tag '{tag}' is not allowed (an army file holds "
                                     "plain data only)", tag=_verbatim(_short(node.tag))),
                    *_where(node))


def _short(text: object, limit: int = 60) -> str:
    shown = str(text)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


_BOOL = {"yes": True, "true": True, "on": True, "no": False, "false": False, "off": False}


def _scalar(node: Node) -> Any:
    tag = node.tag
    value = node.value
    if tag == T_STR:
        return value
    if tag == T_INT:
        return _int(node, value)
    if tag == T_BOOL:
        try:
            return _BOOL[value.lower()]
        except KeyError:
            raise LoadError("input.syntax", say("'{value}' is not a boolean",
                                                value=_verbatim(_short(value))),
                            *_where(node)) from None
    if tag == T_NULL:
        return None
    if tag == T_FLOAT:
        return _float(node, value)
    if tag in T_STRINGISH or tag == T_MERGE:
        return value
    _bad_tag(node)


def _int(node: Node, text: str) -> int:
    if len(text) > _MAX_NUMBER_TEXT:
        _too_big(node, text)
    digits = text.replace("_", "")
    sign = 1
    if digits[:1] in "+-":
        if digits[0] == "-":
            sign = -1
        digits = digits[1:]
    try:
        if digits == "0":
            number = 0
        elif digits.startswith("0b"):
            number = int(digits[2:], 2)
        elif digits.startswith("0x"):
            number = int(digits[2:], 16)
        elif digits.startswith("0o"):
            number = int(digits[2:], 8)
        elif digits.startswith("0"):
            number = int(digits, 8)
        elif ":" in digits:
            number = 0
            for part in digits.split(":"):
                number = number * 60 + int(part)
        else:
            number = int(digits)
    except ValueError:
        raise LoadError("input.syntax", say("'{value}' is not an integer",
                                            value=_verbatim(_short(text))),
                        *_where(node)) from None
    if number >= MAX_INT:
        _too_big(node, text)
    return sign * number


def _float(node: Node, text: str) -> float:
    if len(text) > _MAX_NUMBER_TEXT:
        _too_big(node, text)
    digits = text.replace("_", "").lower()
    if digits.lstrip("+-") in (".inf", ".nan"):
        raise LoadError("input.number", _not_finite(text), *_where(node))
    try:
        if ":" in digits:
            sign = -1.0 if digits.startswith("-") else 1.0
            number = 0.0
            for part in digits.lstrip("+-").split(":"):
                number = number * 60 + float(part)
            number *= sign
        else:
            number = float(digits)
    except ValueError:
        raise LoadError("input.syntax", say("'{value}' is not a number",
                                            value=_verbatim(_short(text))),
                        *_where(node)) from None
    if not math.isfinite(number):
        raise LoadError("input.number", _not_finite(_short(text)), *_where(node))
    if abs(number) >= MAX_INT:
        _too_big(node, text)
    return number


def _not_finite(text: str) -> str:
    return say("'{value}' is not a finite number", value=_verbatim(text))


def _too_large(text: str) -> str:
    return say("number '{value}' is too large (at most {most} digits)",
               value=_verbatim(_short(text, 24)), most=len(str(MAX_INT)) - 1)


def _too_big(node: Node, text: str) -> NoReturn:
    raise LoadError("input.number", _too_large(text), *_where(node))


def _yaml_locate(root: Node, path: Path, key: bool = False) -> tuple[int, int]:
    node, key_node = root, None
    for part in path:
        found: tuple[Node, Node] | None = None
        if node.id == "mapping" and isinstance(part, str):
            found = _find_key(node, part)
        elif node.id == "sequence" and isinstance(part, int) \
                and -len(node.value) <= part < len(node.value):
            found = (None, node.value[part])
        if found is None:
            break
        key_node, node = found
    if key_node is not None and (key or node.id != "scalar"):
        return _where(key_node)  # a list or mapping value: point at its key
    return _where(node)


def _find_key(node: Node, name: str, depth: int = 0) -> tuple[Node, Node] | None:
    merges = []
    for key_node, value_node in node.value:
        if key_node.id != "scalar":
            continue
        if key_node.tag == T_MERGE:
            merges.append(value_node)
        elif key_node.value == name:
            return key_node, value_node
    if depth < MAX_DEPTH:
        for merge in merges:
            for source in (merge.value if merge.id == "sequence" else [merge]):
                if source.id == "mapping":
                    found = _find_key(source, name, depth + 1)
                    if found:
                        return found
    return None


# ---------------------------------------------------------------- JSON


def _json_int(text: str) -> int:
    if len(text) > _MAX_NUMBER_TEXT:
        raise _JsonNumber(text)
    number = int(text)
    if abs(number) >= MAX_INT:
        raise _JsonNumber(text)
    return number


def _json_float(text: str) -> float:
    if len(text) > _MAX_NUMBER_TEXT:
        raise _JsonNumber(text)
    number = float(text)
    if not math.isfinite(number) or abs(number) >= MAX_INT:
        raise _JsonNumber(text)
    return number


def _json_constant(text: str) -> NoReturn:
    raise _JsonNumber(text)


class _JsonNumber(Exception):
    pass


class _JsonDuplicate(Exception):
    pass


def _json_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _JsonDuplicate(key)
            seen.add(key)
    return out


def parse_json(text: str, name: str = "<text>") -> Document:
    try:
        data = json.loads(text, object_pairs_hook=_json_pairs, parse_int=_json_int,
                          parse_float=_json_float, parse_constant=_json_constant)
    except json.JSONDecodeError as err:
        raise LoadError("input.syntax", say("not valid JSON: {problem}",
                                            problem=_verbatim(err.msg)), err.lineno,
                        err.colno) from None
    except _JsonNumber as err:
        text_ = str(err.args[0])
        line, column = json_text.find(text, text_)
        if text_ in ("NaN", "Infinity", "-Infinity") or not _finite(text_):
            raise LoadError("input.number", _not_finite(_short(text_)), line, column) from None
        raise LoadError("input.number", _too_large(text_), line, column) from None
    except _JsonDuplicate as err:
        key = err.args[0]
        line, column = json_text.duplicate_at(text, key)
        raise LoadError("input.duplicate-key", say("duplicate key '{key}'",
                                                   key=_verbatim(_short(key))),
                        line, column) from None
    except RecursionError:
        raise LoadError("input.depth", _deeper()) from None
    if data is None:
        raise LoadError("input.empty", say("the file holds no data (an army file starts with "
                                           "game)"), 1, 1)
    deepest = json_text.depth(data, MAX_DEPTH)
    if deepest > MAX_DEPTH:
        raise LoadError("input.depth", _deeper())
    return Document(name, data, "json", text=text)


def _finite(text: str) -> bool:
    try:
        return math.isfinite(float(text))
    except ValueError:
        return False
