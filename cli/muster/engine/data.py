"""Rule data files: each game's tables live in ``games/<game>/data/*.toml``.

Every table entry carries its English and Czech name (``en`` / ``cs``) and, where the
rulebook gives one, the line reference of the seed it was read from.

A user may override any data file (README "Your own rule data"): with ``MUSTER_DATA=DIR``
set, a file ``DIR/<game>/<name>.toml`` is read over the bundled one.

* It is checked before use against the schema of its data file, which is the bundled
  file's own shape: known keys only (a new entry may be added to a table of named entries,
  with every field its siblings all have, its Czech words excepted), the same kind of
  value as bundled (text, whole number, number, true/false, list, table), finite numbers
  within +-1,000,000 and not negative where the bundled values never are. A mistake is
  one line naming the file, the line and the key (exit 2), never a crash. A new entry's
  Czech words (``cs``, ``cs_value``, ``X_cs`` ...) may be left out: its English ones
  stand in (`_in_czech`).
* Tables merge key by key, so the file need hold only what changes.
* The bundled files are kept parsed in ``__pycache__`` beside them (`parsed_bundled`), as
  Python keeps bytecode, so that a run reads them without importing the TOML parser.
* List tables (``[[item]]``) whose entries have an id (``id``, else ``result``) merge by
  that id: an entry with a known id changes only the fields it gives; a new id adds an
  entry; ``remove = true`` with a known id drops that entry. Lists without ids, and lists
  of plain values, are replaced whole.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable
from functools import cache
from typing import Any, NoReturn, cast

from muster import games, kept
from muster.errors import MusterError
from muster.files import TomlInvalid, TomlTooDeep, loads_toml, os_reason
from muster.i18n import N_, Message, say
from muster.text import fold as fold  # where the games find it
from muster.text import grouped

ID_KEYS = ("id", "result")  # what names an entry of a [[list]] table, in this order
REMOVE = "remove"  # `remove = true` in a [[list]] entry drops the bundled entry
MAX_NUMBER = 1_000_000
MAX_FILE_BYTES = 1_000_000

# the user's files merged in this run: an error the checks below cannot foresee (a value
# in range by itself but impossible with the others) is then blamed on them, exit 2
applied: list[str] = []

# the bundled data (a folder beside the games' modules; not importlib.resources, whose
# readers import zipfile on every start)
_GAMES = os.path.dirname(os.path.abspath(games.__file__))


@cache
def load(game: str, name: str) -> dict[str, Any]:
    """The parsed ``games/<game>/data/<name>.toml``, or the user's replacement for it."""
    bundled = parsed_bundled(bundled_file(game, name))
    folder = user_folder()
    if folder is None:
        return bundled
    _check_folder(folder, game)
    path = os.path.join(folder, game, f"{name}.toml")
    if not os.path.exists(path):
        return bundled
    text = _read(path)
    try:
        mine = loads_toml(text)  # the depth is capped before the parser sees the text
    except TomlTooDeep as err:
        raise DataError(err.message, path, text, line=err.line) from None
    except TomlInvalid as err:
        line = re.search(r"line (\d+)", str(err))
        raise DataError(say("not valid TOML: {problem}", problem=str(err)), path, text,
                        line=int(line.group(1)) if line else None) from None
    except RecursionError:
        raise DataError(say("nested too deeply"), path, text) from None
    merged = _merge(bundled, mine, (), _Where(path, text))
    check = _CHECKS.get((game, name))
    if check is not None:
        try:
            check(merged)
        except Exception as err:  # noqa: BLE001 - the game's own check of the whole file
            raise DataError(str(err.args[0]) if err.args else str(err), path, text) from None
    applied.append(path)
    return merged


CACHE_VERSION = 1  # of what a cache file holds: (version, mtime_ns, size) and the data
cache_file = kept.cache_file  # where a bundled file's parsed data is kept


def parsed_bundled(path: str, parse: Callable[[str], dict[str, Any]] | None = None
                   ) -> dict[str, Any]:
    """A bundled data file, parsed (TOML, or by ``parse(path)``: the Mage Knight example
    bombard token's YAML, read and checked). As Python keeps a module's bytecode, the
    parsed data is kept in ``__pycache__`` beside the file (`muster.kept`), stamped with
    the file's modification time and size: a run whose file is unchanged reads that (the
    TOML or YAML parser and its imports cost every game command more than its options) and
    never imports the parser. A missing, stale or unreadable cache is parsed again and
    rewritten for the next run, unless Python is told not to write bytecode; a cache that
    cannot be written (a read-only install) only costs the parse."""
    stamped = kept.stamp(path, CACHE_VERSION)
    found = kept.read(path, stamped, dict)
    if found is not None:
        return cast(dict[str, Any], found)
    if parse is not None:
        data = parse(path)
    else:
        with open(path, "rb") as fh:
            data = loads_toml(fh.read().decode("utf-8"))  # as tomllib.load reads it
    kept.write(path, stamped, data)
    return data


def bundled_file(game: str, name: str) -> str:
    """The path of the bundled ``games/<game>/data/<name>.toml``."""
    return os.path.join(_GAMES, game, "data", f"{name}.toml")


_CONFIGURED: list[str | None] = [None]
_CONFIGURED_BY: list[str | None] = [None]  # where the configured folder was set (FILE:LINE)


def configured_folder(folder: str | None, source: str | None = None) -> str | None:
    """Set the house-rule folder a front end's settings name (muster's config files, set at
    ``source``: FILE:LINE), used when MUSTER_DATA is unset; returns the one set before, to
    put back."""
    before = _CONFIGURED[0]
    _CONFIGURED_BY[0] = source if folder is not None else None
    if folder != before:
        _CONFIGURED[0] = folder
        load.cache_clear()
        _check_folder.cache_clear()
    return before


def setter() -> Message | str:
    """What set the house-rule folder in use, as a message names it: MUSTER_DATA, or the
    config file's ``data`` setting (with its file and line)."""
    if os.environ.get("MUSTER_DATA") or _CONFIGURED[0] is None:
        return "MUSTER_DATA"
    return say("'data' in {source}", source=_CONFIGURED_BY[0] or "muster.toml")


# a data file's own check of its whole content (what its shape alone cannot say: a
# scenario's banners and units), registered by the game that reads it; a MUSTER_DATA file
# is checked with it after merging, and a refusal blames that file (exit 2)
_CHECKS: dict[tuple[str, str], Callable[[dict[str, Any]], None]] = {}


def check_with(game: str, name: str, check: Callable[[dict[str, Any]], None]) -> None:
    """Register ``check(merged data)`` for ``games/<game>/data/<name>.toml``: it raises (any
    exception, its first argument the message) when a user's file makes the data unusable."""
    _CHECKS[(game, name)] = check


def user_folder() -> str | None:
    """The MUSTER_DATA folder, if set (an unset or empty variable means none), else the
    folder the config names (`configured_folder`)."""
    folder = os.environ.get("MUSTER_DATA")
    return folder or _CONFIGURED[0]


class DataError(MusterError):
    """A MUSTER_DATA file (or folder) that cannot be used: one line with file:line."""

    def __init__(self, message: str, path: str | None = None, text: str = "", *,
                 key: tuple[Any, ...] = (), line: int | None = None):
        if path is None:
            super().__init__(message)
            return
        where = ".".join(str(k) for k in key)
        if line is None and key:
            line = _line_of(text, key)
        super().__init__(say("{where}{problem} (a data file set by {setter})",
                             where=f"{where}: " if where else "", problem=message,
                             setter=setter()),
                         file=path, line=line)


class _Where:
    def __init__(self, path: str, text: str):
        self.path, self.text = path, text

    def fail(self, key: tuple[Any, ...], message: str) -> NoReturn:
        raise DataError(message, self.path, self.text, key=key)


@cache
def _check_folder(folder: str, game: str) -> None:
    if not os.path.isdir(folder):
        raise DataError(say("{setter}: {folder}: no such folder (it should hold "
                            "<game>/<name>.toml files; without it muster uses the bundled "
                            "data)", setter=setter(), folder=folder))
    mine = os.path.join(folder, game)
    if not os.path.exists(mine):
        return
    if not os.path.isdir(mine):
        raise DataError(say("{setter}: {folder} should be a folder of {game} data files",
                            setter=setter(), folder=mine, game=game))
    known = {p for p in os.listdir(os.path.join(_GAMES, game, "data")) if p.endswith(".toml")}
    for entry in sorted(os.listdir(mine)):
        if entry.endswith(".toml") and entry not in known:
            raise DataError(say("{setter}: {file}: {game} has no data file of that name "
                                "(known: {known})", setter=setter(),
                                file=os.path.join(mine, entry), game=game,
                                known=", ".join(sorted(known))))


def _read(path: str) -> str:
    if not os.path.isfile(path):
        raise DataError(say("not a regular file"), path)
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as err:
        raise DataError(say("cannot read it: {reason}", reason=os_reason(err)),
                        path) from None
    if len(raw) > MAX_FILE_BYTES:
        raise DataError(say("larger than {most} bytes", most=grouped(MAX_FILE_BYTES)), path)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        line = raw[:err.start].count(b"\n") + 1
        raise DataError(say("not UTF-8 text"), path, line=line) from None


def _line_of(text: str, key: tuple[Any, ...]) -> int | None:
    """The line of the user's file where ``key`` (its last name) is set, if it can be found."""
    names = [k for k in key if isinstance(k, str)]
    if not names or not text:
        return None
    last = re.escape(names[-1])
    pattern = re.compile(rf"^\s*(?:\[\[?[^\]]*\b{last}\b|[\"']?{last}[\"']?\s*=)|"
                         rf"[{{,]\s*[\"']?{last}[\"']?\s*=", re.M)
    m = pattern.search(text)
    return text.count("\n", 0, m.start()) + 1 if m else None


# ------------------------------------------------------------------ shape and merge

_KINDS = ((bool, N_("true or false")), (int, N_("a whole number")), (float, N_("a number")),
          (str, N_("text")), (list, N_("a list")), (dict, N_("a table")))


def _kind(value: object) -> str:
    for t, name in _KINDS:
        if isinstance(value, t):
            return say(name)
    return type(value).__name__


def _same_kind(base: object, value: object) -> bool:
    if isinstance(base, bool) or isinstance(value, bool):
        return isinstance(base, bool) and isinstance(value, bool)
    if isinstance(base, float):
        return isinstance(value, (int, float))
    for t in (int, str, list, dict):
        if isinstance(base, t):
            return isinstance(value, t)
    return type(base) is type(value)


def _check_value(base: object, value: object, key: tuple[Any, ...], where: _Where,
                 floor: float | None = None) -> object:
    """``value`` checked against the bundled ``base`` of the same place; returns it merged."""
    if not _same_kind(base, value):
        where.fail(key, say("expected {kind} as bundled, not {found}", kind=_kind(base),
                            found=_kind(value)))
    if isinstance(value, dict):
        return _merge(base, value, key, where)  # type: ignore[arg-type]  # _same_kind: a dict
    if isinstance(value, list):
        return _merge_list(base, value, key, where)  # type: ignore[arg-type]  # _same_kind: a list
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if isinstance(value, float) and not math.isfinite(value):
            where.fail(key, say("{value} is not a number muster can use", value=str(value)))
        if abs(value) > MAX_NUMBER:
            where.fail(key, say("{value} is beyond the +-{most} muster accepts in data",
                                value=value, most=grouped(MAX_NUMBER)))
        if floor is not None and value < floor:
            where.fail(key, say("{value} is negative; the bundled values here never are",
                                value=value))
    return value


def _floor(*bases: object) -> float | None:
    """0 where every bundled number at this place is 0 or more, else no floor."""
    nums = [b for b in bases if isinstance(b, (int, float)) and not isinstance(b, bool)]
    return 0 if nums and all(n >= 0 for n in nums) else None


def _is_catalogue(table: dict[str, Any]) -> bool:
    """A table of named entries ([weapons.sword], [weapons.axe] ...): entries may be added."""
    return bool(table) and all(isinstance(v, dict) for v in table.values())


def _merge(base: dict[str, Any], mine: dict[str, Any], key: tuple[Any, ...],
           where: _Where) -> dict[str, Any]:
    out = dict(base)
    for name, value in mine.items():
        here = key + (name,)
        if name in base:
            out[name] = _check_value(base[name], value, here, where, _floor(base[name]))
        elif _is_catalogue(base):
            out[name] = _new_entry(list(base.values()), value, here, where)
        else:
            known = ", ".join(str(k) for k in base) or "none"
            where.fail(here, say("unknown key (known here: {known})", known=known))
    return out


def _new_entry(siblings: list[Any], value: object, key: tuple[Any, ...],
               where: _Where) -> dict[str, Any]:
    """A new entry of a catalogue or [[list]]: every field its bundled siblings all have,
    each of the kind they have it."""
    if not isinstance(value, dict):
        where.fail(key, say("expected a table like its siblings, not {found}",
                            found=_kind(value)))
    required = set.intersection(*(set(s) for s in siblings))
    missing = sorted(n for n in required - set(value) if not _czech_field(n))
    if missing:
        where.fail(key, say("a new entry needs {fields} (as every bundled one has)",
                            fields=", ".join(missing)))
    out: dict[str, Any] = {}
    for name, v in value.items():
        bases = [s[name] for s in siblings if name in s]
        if not bases:
            known = ", ".join(sorted(set().union(*siblings)))
            where.fail(key + (name,), say("unknown field (known: {known})", known=known))
        out[name] = _check_value(bases[0], v, key + (name,), where, _floor(*bases))
    for name in sorted(required - set(out), key=lambda n: n != "cs"):  # cs first: others read it
        words = _in_czech(name, out, next(s[name] for s in siblings))
        if words is not None:
            out[name] = words
    return out


def _czech_field(name: str) -> bool:
    """A field giving an entry's words in Czech (``cs``, ``cs_value``, ``falls_cs``,
    ``counted_cs`` ...): a new entry may leave it out, English then stands in (`_in_czech`)."""
    return name == "cs" or name.startswith("cs_") or name.endswith("_cs")


def _in_czech(name: str, entry: dict[str, Any], bundled: object) -> Any:
    """What a new entry's missing Czech field reads, in the kind its siblings give it: ``cs``
    is its English name (``en``), ``X_cs`` its ``X``, any other its Czech name (``cs``); a
    list of forms (``counted_cs``) that word in each. None for a field that is no words
    (``cs_ours``, a mark): it stays out, as nothing needs it."""
    english = name[:-3] if name.endswith("_cs") else "en" if name == "cs" else "cs"
    words = entry.get(english)
    if not isinstance(words, str):
        words = entry.get("cs", entry.get("en"))
    if not isinstance(words, str):
        return None
    if isinstance(bundled, str):
        return words
    if isinstance(bundled, list) and bundled and all(isinstance(b, str) for b in bundled):
        return [words] * len(bundled)
    return None


def _id_key(entries: list[Any]) -> str | None:
    for k in ID_KEYS:
        if entries and all(isinstance(e, dict) and k in e for e in entries):
            return k
    return None


def _merge_list(base: list[Any], mine: list[Any], key: tuple[Any, ...], where: _Where) -> list[Any]:
    if not base:
        return mine
    if not all(isinstance(e, dict) for e in base):  # a list of plain values: replaced
        numbers = all(isinstance(b, (int, float)) and not isinstance(b, bool) for b in base)
        if numbers and len(mine) != len(base):  # a range, a pair of bounds, a row
            where.fail(key, say("expected {n} numbers as bundled, not {found}", n=len(base),
                                found=len(mine)))
        if not mine:
            where.fail(key, say("expected a list with at least one value, as bundled"))
        for i, v in enumerate(mine):
            _check_value(base[0], v, key + (i,), where, _floor(*base))
        return mine
    ident = _id_key(base)
    if ident is None:  # a table without ids (ranges, rows): replaced whole
        return [_new_entry(base, v, key + (i,), where) for i, v in enumerate(mine)]
    out = [dict(e) for e in base]
    index = {e[ident]: i for i, e in enumerate(out)}
    removed: set[int] = set()
    for i, entry in enumerate(mine):
        here = key + (i,)
        if not isinstance(entry, dict):
            where.fail(here, say("expected a table, not {found}", found=_kind(entry)))
        if ident not in entry:
            where.fail(here, say("each [[{table}]] entry needs its {ident} (to change, add or "
                                 "remove that entry)", table=key[-1], ident=ident))
        name = entry[ident]
        if not isinstance(name, str):
            where.fail(here + (ident,), say("expected text, not {found}", found=_kind(name)))
        if REMOVE in entry:
            if entry[REMOVE] is not True or len(entry) != 2:
                where.fail(here + (REMOVE,), say("write only {ident} and remove = true to "
                                                 "remove an entry", ident=ident))
            if name not in index:
                where.fail(here + (ident,), say("no bundled entry '{name}' to remove",
                                                name=name))
            removed.add(index[name])
            continue
        if name in index:
            pos = index[name]
            merged = dict(out[pos])
            for field, v in entry.items():
                if field not in merged:
                    known = ", ".join(merged)
                    where.fail(here + (field,), say("unknown field (known: {known})",
                                                    known=known))
                merged[field] = _check_value(out[pos][field], v, here + (field,), where,
                                             _floor(*(e.get(field) for e in base)))
            out[pos] = merged
        else:
            index[name] = len(out)
            out.append(_new_entry(base, entry, here, where))
    return [e for i, e in enumerate(out) if i not in removed]
