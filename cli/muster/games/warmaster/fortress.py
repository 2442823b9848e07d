"""The fortress file: a YAML description of a fortification and the damage it has taken.

Reading checks the file against ``schemas/fortress.schema.json`` and a few rules a schema
cannot say (unique ids, a wall longer than 40 mm or a tower wider than 60 mm must be split).

Writing edits only the state values (``damaged``, ``breaches``, ``destroyed``) in the
original text, so the user's comments, key order and layout survive: PyYAML's node marks
give each scalar's span, which is replaced; a missing state key is inserted after the
section's ``id`` line with the section's indentation. The new text is parsed and checked
again before it replaces the file.

The file is read through the shared guard (`muster.files`: regular files only, size cap)
and parsed by the shared hardened YAML loader (`muster.load`: depth, alias, node and
number caps); anchors, aliases and merge keys are refused, since an edit to one section
must never change another. The command that updates a file runs the read-roll-write under
the state-file module's lock (`muster.state`); this module only reads bytes and returns the
new bytes, checked.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import field
from typing import TYPE_CHECKING, Any, cast

import yaml

from muster.engine.frozen import frozen
from muster.engine.names import Lookup
from muster.engine.rule import JsonResult
from muster.errors import MusterError
from muster.files import FileRefused, read_bytes
from muster.games.warmaster.siege import kind_name, rules, tower_sections, wall_sections
from muster.i18n import N_, Message, Named, Worded, say, shown
from muster.load import LoadError, parse_yaml
from muster.shipped import schema_file
from muster.text import grouped

if TYPE_CHECKING:
    import jsonschema

VIEWS = "muster.games.warmaster.views.fortress"  # its text and odds tables

STATE_KEYS = ("damaged", "breaches", "destroyed")
DEFAULTS = {"damaged": False, "breaches": 0, "destroyed": False}
MAX_SECTIONS = 500  # far more than any fortress on a table
WHAT = "fortress file"


def schema() -> dict[str, Any]:
    with open(schema_file("fortress.schema.json"), "rb") as fh:
        return cast(dict[str, Any], json.load(fh))


@frozen
class FortressSection(JsonResult):
    """One section as the file holds it (``line``: where it starts in the file); its JSON
    adds whether it stands, and the stands on it and what it is part of where the file
    says."""

    id: str
    kind: str
    name: str | None
    damaged: bool
    breaches: int
    destroyed: bool
    name_cs: str | None = field(default=None, metadata={"json": False})  # shown in Czech
    stands: int | None = field(default=None, metadata={"json": False})
    part_of: str | None = field(default=None, metadata={"json": False})
    line: int = field(default=0, metadata={"json": False})

    @classmethod
    def of(cls, data: dict[str, Any], line: int) -> FortressSection:
        return cls(str(data["id"]), data["kind"], data.get("name"),
                   bool(data.get("damaged", False)), int(data.get("breaches", 0)),
                   bool(data.get("destroyed", False)), data.get("name_cs"), data.get("stands"),
                   data.get("part_of"), line)

    def state(self) -> dict[str, Any]:
        return {"damaged": self.damaged, "breaches": self.breaches, "destroyed": self.destroyed}

    def extra_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"standing": not self.destroyed}
        if self.stands is not None:
            out["stands"] = self.stands
        if self.part_of is not None:
            out["part_of"] = self.part_of
        return out


class Fortress:
    """A parsed, checked fortress file, with the YAML nodes needed to edit it in place."""

    def __init__(self, path: str, text: str, bom: bool, data: dict[str, Any],
                 root: yaml.Node, tower_reading: str | None = None):
        self.path = path
        self.tower_reading = tower_reading  # the reading asked for (None: the file's)
        self.text = text
        self.bom = bom
        self.data = data
        self.root = root
        items = _seq_items(root)
        self.sections = [FortressSection.of(s, items[i].start_mark.line + 1)
                         for i, s in enumerate(data["sections"])]

    @property
    def name(self) -> Named:
        """The file's ``name`` (else its file name); with a Czech ``name_cs`` beside it, English
        'name (name_cs)' and Czech 'name_cs (name)', each language's name first."""
        en = str(self.data.get("name") or os.path.basename(self.path))
        cs = self.data.get("name_cs")
        if not cs:
            return Named(en)
        return Named(f"{en} ({cs})", f"{cs} ({en})")

    def section(self, section_id: str) -> FortressSection:
        by_id = {s.id: s for s in self.sections}
        sections = Lookup.of_names(N_("section"), by_id)
        key = section_id if section_id in by_id else sections.key(section_id)
        if key is None:
            raise MusterError(sections.unknown(section_id).message, file=self.path)
        return by_id[key]

    def index(self, section_id: str) -> int:
        return [s.id for s in self.sections].index(self.section(section_id).id)


# ------------------------------------------------------------------ reading


def _seq_items(root: yaml.Node) -> list[yaml.MappingNode]:
    for k, v in root.value:
        if k.value == "sections":
            return cast(list[yaml.MappingNode], v.value)
    return []


def _node_at(root: yaml.Node, path: list[str | int]) -> yaml.Node:
    """The YAML node at a JSON-schema error path (for its line number)."""
    node = root
    for step in path:
        if isinstance(node, yaml.MappingNode):
            nxt = [v for k, v in node.value if k.value == step]
            if not nxt:
                break
            node = nxt[0]
        elif isinstance(node, yaml.SequenceNode) and isinstance(step, int) \
                and step < len(node.value):
            node = node.value[step]
        else:
            break
    return node


def parse(text: str, path: str, tower_reading: str | None = None
          ) -> tuple[dict[str, Any], yaml.Node]:
    """Parse and check a fortress text; every problem is one MusterError with file:line.
    ``tower_reading`` (side or area) overrides the file's ``tower_reading`` (default side)."""
    try:
        doc = parse_yaml(text, path)
    except LoadError as err:
        if err.rule == "input.empty":
            raise MusterError(say("a fortress file is a YAML mapping with a 'sections' list"),
                              file=path) from None
        raise MusterError(err.message, file=path, line=err.line, column=err.column) from None
    data, root = doc.data, doc.root
    if not isinstance(data, dict) or not isinstance(root, yaml.MappingNode):
        raise MusterError(say("a fortress file is a YAML mapping with a 'sections' list"),
                          file=path)
    _refuse_sharing(text, root, path)
    sections = data.get("sections")
    if isinstance(sections, list):  # a kind in Czech or English ('brána') is its id ('gate')
        targets = Lookup("", rules()["targets"])
        for s in sections:
            if isinstance(s, dict) and isinstance(s.get("kind"), str):
                s["kind"] = targets.key(s["kind"]) or s["kind"]
    if isinstance(sections, list) and len(sections) > MAX_SECTIONS:
        raise MusterError(say("{n} sections; a fortress file holds at most {most}",
                              n=grouped(len(sections)), most=MAX_SECTIONS), file=path,
                          line=_node_at(root, ["sections"]).start_mark.line + 1)
    import jsonschema  # heavy

    validator = jsonschema.Draft202012Validator(schema())
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        node = _node_at(root, list(error.absolute_path))
        where = "/".join(str(p) for p in error.absolute_path) or "the top level"
        raise MusterError(say("{where}: {message} (see schemas/fortress.schema.json)",
                              where=where if error.absolute_path else _named_top(),
                              message=_schema_message(error)),
                          file=path, line=node.start_mark.line + 1)
    _check_rules(data, root, path, tower_reading or data.get("tower_reading", "side"))
    return data, root


def _schema_message(error: jsonschema.exceptions.ValidationError) -> Worded:
    """A schema error's text: jsonschema's own in English, and in the
    user's language, when shown, as list-validate words its schema findings
    (`muster.lists.schema_errors`)."""

    def words() -> str:
        from muster.lists.schema_errors import describe_schema_error  # heavy: jsonschema's wording

        found = describe_schema_error(error)
        return shown(found[0].message) if found else error.message

    return Worded(error.message, words)


def _named_top() -> Message:
    return say("the top level")


def _refuse_sharing(text: str, root: yaml.Node, path: str) -> None:
    """Anchors, aliases and merge keys would let an edit of one section change another (or
    leave an alias pointing nowhere): a file muster writes holds each value once."""
    loader = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader
    for event in yaml.parse(text, Loader=loader):
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            message = (say("YAML alias '{name}' found: muster writes this file, so every value "
                           "must be written out (no &anchors, *aliases or << merge keys)",
                           name=anchor[:40]) if isinstance(event, yaml.AliasEvent) else
                       say("YAML anchor '{name}' found: muster writes this file, so every "
                           "value must be written out (no &anchors, *aliases or << merge "
                           "keys)", name=anchor[:40]))
            mark = event.start_mark  # the parser marks every event it gives
            raise MusterError(message, file=path, line=mark.line + 1 if mark else None)
    stack = [root]
    while stack:
        node = stack.pop()
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.tag == "tag:yaml.org,2002:merge":
                    raise MusterError(say("a '<<' merge key found: muster writes this file, "
                                          "so every section must be written out in full"),
                                      file=path, line=key.start_mark.line + 1)
                stack.append(value)
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)


def _check_rules(data: dict[str, Any], root: yaml.Node, path: str, reading: str) -> None:
    targets = rules()["targets"]
    items = _seq_items(root)
    seen: dict[str, int] = {}
    for i, s in enumerate(data["sections"]):
        line = items[i].start_mark.line + 1
        sid = str(s["id"])
        if sid in seen:
            raise MusterError(say("section id '{id}' is used twice (first on line {first})",
                                  id=sid, first=seen[sid]), file=path, line=line)
        seen[sid] = line
        kind = s["kind"]
        for key in ("length_mm", "base_mm"):
            sizes = s.get(key)
            sizes = sizes if isinstance(sizes, list) else [sizes]
            if any(v is not None and not math.isfinite(v) for v in sizes):
                raise MusterError(say("section '{id}': {key} must be a finite number of mm",
                                      id=sid, key=key), file=path, line=line)
        length = s.get("length_mm")
        if kind == "wall" and length is not None and wall_sections(length) > 1:
            raise MusterError(say("wall '{id}' is {length} mm long: each {mm} mm of wall is a "
                                  "target of its own, so split it into {n} sections", id=sid,
                                  length=str(length), mm=targets["wall"]["section_mm"],
                                  n=wall_sections(length)), file=path, line=line)
        base = s.get("base_mm")
        if kind == "tower" and base is not None and s.get("part_of") is None:
            n = tower_sections(base[0], base[1], reading)
            if n > 1 and reading == "area":
                raise MusterError(say(
                    "tower '{id}' has a {width}x{depth} mm base, larger than {most} x {most} "
                    "mm: split it into sections (muster suggests {n}), each with its own id and "
                    "'part_of: {id}'", id=sid, width=str(base[0]), depth=str(base[1]),
                    most=targets["tower"]["max_base_mm"], n=n), file=path, line=line)
            if n > 1:
                raise MusterError(say(
                    "tower '{id}' has a {width}x{depth} mm base, over {most} mm: split it into "
                    "sections (muster suggests {n}), each with its own id and 'part_of: {id}'",
                    id=sid, width=str(base[0]), depth=str(base[1]),
                    most=targets["tower"]["max_base_mm"], n=n), file=path, line=line)
        need = targets[kind]["breaches_to_fall"]
        breaches = s.get("breaches", 0)
        if kind != "tower" and breaches:
            raise MusterError(say("section '{id}': only towers count breaches (a {kind} falls "
                                  "at its first breach; use 'destroyed: true')", id=sid,
                                  kind=kind_name(kind)), file=path, line=line)
        if breaches >= need and not s.get("destroyed", False):
            raise MusterError(say("tower '{id}' has taken {n} breaches, so it has collapsed: "
                                  "set 'destroyed: true'", id=sid, n=breaches),
                              file=path, line=line)


def from_bytes(raw: bytes, path: str, tower_reading: str | None = None) -> Fortress:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise MusterError(say("the fortress file is not UTF-8 text (byte {n})", n=err.start),
                          file=path) from None
    if "\0" in text:
        raise MusterError(say("the fortress file holds binary data (a NUL byte)"), file=path)
    bom = text.startswith("\ufeff")
    if bom:
        text = text[1:]
    data, root = parse(text, path, tower_reading)
    return Fortress(path, text, bom, data, root, tower_reading)


def refused(err: FileRefused, path: str) -> MusterError:
    if err.rule == "input.missing" and err.message == "no such file":
        return MusterError(say("fortress file not found: {path}", path=path))
    return MusterError(err.message, file=path)


def load(path: str, tower_reading: str | None = None) -> Fortress:
    """Read a fortress file to look at it (no lock: writes are atomic renames)."""
    try:
        _, raw = read_bytes(path)
    except FileRefused as err:
        raise refused(err, path) from None
    return from_bytes(raw, path, tower_reading)


# ------------------------------------------------------------------ editing in place


def _scalar(value: int | bool) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(int(value))


def edit_state(fortress: Fortress, section_id: str, new: dict[str, Any]) -> str:
    """The file text with the section's state values set to ``new``; nothing else moves."""
    index = fortress.index(section_id)
    node = _seq_items(fortress.root)[index]
    kind = fortress.sections[index].kind
    keys: tuple[str, ...] = STATE_KEYS if kind == "tower" else ("damaged", "destroyed")
    if "stands" in new:  # stands that fell with the section (only where the file lists some)
        keys += ("stands",)
    text = fortress.text
    newline = "\r\n" if "\r\n" in text else "\n"
    edits: list[tuple[int, int, str]] = []  # (start, end, replacement)
    missing: list[str] = []
    present = {k.value: v for k, v in node.value if isinstance(k, yaml.ScalarNode)}
    for key in keys:
        value = new[key]
        if key in present:
            v = present[key]
            if not isinstance(v, yaml.ScalarNode):
                raise MusterError(say("section '{id}': '{key}' must be a plain value",
                                      id=section_id, key=key),
                                  file=fortress.path, line=v.start_mark.line + 1)
            old = yaml.safe_load(text[v.start_mark.index:v.end_mark.index])
            if old != value or type(old) is not type(value):
                edits.append((v.start_mark.index, v.end_mark.index, _scalar(value)))
        elif value != DEFAULTS[key]:
            missing.append(key)
    if missing:
        id_key = next(k for k, _ in node.value if k.value == "id")
        # after the id line, or after the last state key already written
        anchor = max([present["id"]] + [present[k] for k in STATE_KEYS if k in present],
                     key=lambda n: n.end_mark.index)
        if node.flow_style:
            at = anchor.end_mark.index
            edits.append((at, at, "".join(f", {k}: {_scalar(new[k])}" for k in missing)))
        else:
            indent = " " * id_key.start_mark.column
            eol = text.find("\n", anchor.end_mark.index)
            block = "".join(f"{indent}{k}: {_scalar(new[k])}{newline}" for k in missing)
            if eol == -1:
                edits.append((len(text), len(text), newline + block.rstrip("\r\n")))
            else:
                edits.append((eol + 1, eol + 1, block))
    for start, end, repl in sorted(edits, reverse=True):
        text = text[:start] + repl + text[end:]
    return text


def updated(fortress: Fortress, section_id: str, new: dict[str, Any]) -> bytes:
    """The file's bytes with the section's new state, checked: the new text must still be a
    valid fortress whose section holds exactly ``new``."""
    text = edit_state(fortress, section_id, new)
    data, _ = parse(text, fortress.path, fortress.tower_reading)
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    assert root is not None  # the text just parsed as a fortress
    check = Fortress(fortress.path, text, fortress.bom, data, root).section(section_id)
    expected = dict(new)
    if check.kind != "tower":
        expected["breaches"] = 0
    if check.state() != {k: expected[k] for k in STATE_KEYS} or \
            ("stands" in new and check.stands != new["stands"]):
        raise MusterError(say("internal check failed updating section '{id}'; the file was "
                              "left unchanged", id=section_id), file=fortress.path)
    return (("\ufeff" if fortress.bom else "") + text).encode("utf-8")


# ------------------------------------------------------------------ the view


@frozen
class FortressView(JsonResult):
    """``--fortress FILE`` alone: the sections (its table and drawing: views/fortress.py),
    ``fortress`` the file's name (English), how many stand and how many are destroyed."""

    GAME = "warmaster"
    book: Fortress = field(metadata={"json": False})
    fortress: str
    file: str
    sections: tuple[FortressSection, ...]
    standing: int
    destroyed: int

    @classmethod
    def of(cls, book: Fortress) -> FortressView:
        secs = tuple(book.sections)
        return cls(book, str(book.name), book.path, secs,
                   sum(not s.destroyed for s in secs), sum(s.destroyed for s in secs))
