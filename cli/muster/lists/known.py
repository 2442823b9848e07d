"""What muster knows by name, for `muster names GAME [KIND]`: each game's named tables (its
peoples, items, spells, gear ...) from its data files, and the units of given catalogues,
each entry as (id, English, Czech, price or cost where it has one)."""

from __future__ import annotations

from typing import Any

from muster.engine.data import load

# game -> kind -> (data file, table); a table is {id: entry} or a list of entries with an id
KINDS: dict[str, dict[str, tuple[str, str]]] = {
    "confrontation": {"peoples": ("peoples", "people"), "ranks": ("peoples", "rank"),
                      "paths": ("peoples", "path"), "abilities": ("peoples", "ability")},
    "battlelore": {"unit-types": ("combat", "unit_types"), "weapons": ("combat", "weapons"),
                   "colours": ("combat", "colours"), "banners": ("lists", "banners")},
    "warmaster": {"items": ("items", "item"), "spells": ("spells", "spell"),
                  "unit-types": ("lists", "unit_types")},
    "void": {"gear": ("gear", "items"), "classes": ("gear", "classes"),
             "modifications": ("rules", "modifications"), "modes": ("rules", "modes"),
             "charges": ("gear", "charges"), "hud-types": ("gear", "hud_types")},
    "mageknight": {"factions": ("lists", "factions"), "attack-types": ("lists", "attack_types"),
                   "requirements": ("lists", "requirements")},
}
UNITS = "units"  # the kind for the units of --catalogue files

Row = tuple[str, str, str, Any]


def _price(entry: dict[str, Any]) -> Any:
    for key in ("price", "cost", "price_per_size"):
        if key in entry:
            return entry[key]
    return None


def rows(game: str, kind: str) -> list[Row]:
    """The entries of one kind of a game, in the data file's order."""
    file, table = KINDS[game][kind]
    found = load(game, file).get(table, {})
    items = found.items() if isinstance(found, dict) else \
        ((str(e.get("id", e.get("en", ""))), e) for e in found)
    out = []
    for key, entry in items:
        if isinstance(entry, dict):
            out.append((str(key), str(entry.get("en", key)), str(entry.get("cs", "")),
                        _price(entry)))
    return out
