"""Czech (and other) spellings in army files, read as the English ids the schemas and list
rules use: ``game: konfrontace``, a Warmaster ``type: pěchota``, a Mage Knight
``attack_type: meč``. The words come from the games' data files (their ``cs`` names and
``aliases``), matched without case, accents or dashes (`muster.engine.data.fold`).

Only values the schema would refuse are rewritten; a value that is already an id, or that
no table knows, is left for the schema to judge.
"""

from __future__ import annotations

from muster.engine.data import fold, load
from muster.i18n import czech

# game -> [(path to a list of entries, the field, data file, table)]
FIELDS: dict[str, list[tuple[str, str, str, str]]] = {
    "warmaster": [("units", "type", "lists", "unit_types")],
    "mageknight": [("warriors", "attack_type", "lists", "attack_types")],
}


def _words(game: str, file: str, table: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, entry in load(game, file).get(table, {}).items():
        if not isinstance(entry, dict):
            continue
        for word in [key, entry.get("en"), entry.get("cs"), *entry.get("aliases", [])]:
            if isinstance(word, str) and word:
                out.setdefault(fold(word), key)
    return out


def normalise(game: str, data) -> None:
    """Rewrite, in place, the Czech spellings of ``data`` (an army file) to English ids."""
    if not isinstance(data, dict):
        return
    if isinstance(data.get("game"), str) and data["game"] != game:
        data["game"] = game  # konfrontace, Mage Knight ... -> the game's id
    for listed, field, file, table in FIELDS.get(game, []):
        entries = data.get(listed)
        if not isinstance(entries, list):
            continue
        words = None
        for entry in entries:
            value = entry.get(field) if isinstance(entry, dict) else None
            if not isinstance(value, str):
                continue
            if words is None:
                words = _words(game, file, table)
            if value not in words.values():
                entry[field] = words.get(fold(value), value)


def _all_tables() -> list[dict]:
    return [load(game, file).get(table, {}) for game, fields in FIELDS.items()
            for _, _, file, table in fields]


def label(value: str) -> str:
    """An allowed value as the user's language shows it: 'pěchota (infantry)' in Czech."""
    if not czech():
        return value
    for table in _all_tables():
        entry = table.get(value)
        if isinstance(entry, dict) and entry.get("cs") and entry["cs"] != value:
            return f"{entry['cs']} ({value})"
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
