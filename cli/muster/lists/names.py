"""Czech (and other) spellings in army files, read as the English ids the schemas and list
rules use: ``game: konfrontace``, a Warmaster ``type: pěchota``, a Mage Knight
``attack_type: meč``. The words come from the games' data files (their ``cs`` names and
``aliases``), matched without case, accents or dashes (`muster.engine.data.fold`).

Only values the schema would refuse are rewritten; a value that is already an id, or that
no table knows, is left for the schema to judge.
"""

from __future__ import annotations

from typing import Any

from muster.engine.data import load
from muster.engine.names import Lookup
from muster.errors import listed_cs
from muster.i18n import czech

# game -> [(path to a list of entries, the field, data file, table)]
FIELDS: dict[str, list[tuple[str, str, str, str]]] = {
    "warmaster": [("units", "type", "lists", "unit_types")],
    "mageknight": [("warriors", "attack_type", "lists", "attack_types")],
}


def _lookup(game: str, file: str, table: str) -> Lookup:
    entries = {k: e for k, e in load(game, file).get(table, {}).items() if isinstance(e, dict)}
    return Lookup(table, entries)


def normalise(game: str, data: Any) -> None:
    """Rewrite, in place, the Czech spellings of ``data`` (an army file) to English ids."""
    if not isinstance(data, dict):
        return
    if isinstance(data.get("game"), str) and data["game"] != game:
        data["game"] = game  # konfrontace, Mage Knight ... -> the game's id
    for listed, field, file, table in FIELDS.get(game, []):
        entries = data.get(listed)
        if not isinstance(entries, list):
            continue
        lookup = None
        for entry in entries:
            value = entry.get(field) if isinstance(entry, dict) else None
            if not isinstance(value, str):
                continue
            if lookup is None:
                lookup = _lookup(game, file, table)
            if value not in lookup.entries:
                entry[field] = lookup.key(value) or value


# tables whose Czech names other files accept too (a fortress file's section kind)
ALSO: list[tuple[str, str, str]] = [("warmaster", "siege", "targets")]


def _all_tables() -> list[dict[str, Any]]:
    return [load(game, file).get(table, {}) for game, fields in FIELDS.items()
            for _, _, file, table in fields] + [load(g, f).get(t, {}) for g, f, t in ALSO]


def label(value: str) -> str:
    """An allowed value as the user's language shows it: its Czech name in Czech ('pěchota',
    which `normalise` reads as 'infantry')."""
    if not czech():
        return value
    for table in _all_tables():
        entry = table.get(value)
        if isinstance(entry, dict):
            return listed_cs(value, entry)
    return value


def spellings(values: list[str]) -> list[str]:
    """The allowed ids with their Czech names, for a "did you mean"."""
    out = list(values)
    for table in _all_tables():
        for v in values:
            entry = table.get(v)
            if isinstance(entry, dict) and entry.get("cs"):
                out.append(entry["cs"])
    return list(dict.fromkeys(out))
