"""Unit catalogues: `muster list-validate --catalogue FILE` (repeatable).

A catalogue (``muster schema catalogue``) lists a game's units (Warmaster units,
Confrontation figures, Mage Knight warriors): an id, English and Czech names and aliases,
the cost of one, character/unique flags, a profile, and for Warmaster per-1,000-point
minimums and maximums and army-wide maxima. A catalogue is a user file: it is read through
the same guard, size and depth caps as an army file (`muster.lists.load`), and a malformed
one stops the run with one line naming its file and line (exit 2).

With catalogues given, every entry of a list of their game must be a catalogue unit (by id,
English or Czech name or alias, any case or accents), at the catalogue's cost; identity is
the catalogue id, so a character under its English and its Czech name is one character; and
the composition limits are checked with their numbers. Rule ids: ``catalogue.unknown-unit``,
``catalogue.cost``, ``catalogue.once``, ``catalogue.minimum``, ``catalogue.maximum``.
Without ``--catalogue`` nothing here runs.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from difflib import get_close_matches
from pathlib import Path
from typing import Any

from muster.engine.data import fold
from muster.engine.names import Lookup
from muster.errors import MusterError
from muster.i18n import N_, Named, _, both_ways, czech, say
from muster.lists import Finding
from muster.lists.load import Document, LoadError, load
from muster.lists.schema_errors import schema_findings
from muster.text import grouped

SCHEMA = Path(__file__).resolve().parent.parent / "schemas" / "catalogue.schema.json"

# game -> (the list's entries, the unit's point field): what a catalogue checks
ENTRIES = {"warmaster": "units", "confrontation": "figures", "mageknight": "warriors"}
POINTS = {"confrontation": "A.P."}


@dataclass
class Catalogue:
    """One loaded catalogue: its units by every spelling."""

    file: str
    name: str
    game: str
    units: dict[str, dict[str, Any]]
    lookup: Lookup
    spellings: dict[str, str] = field(default_factory=dict)  # folded spelling -> id

    def shown(self, key: str) -> Named:
        unit = self.units[key]
        return Named(unit["en"], unit.get("cs") or unit["en"])


def _validator() -> Any:
    from jsonschema.validators import validator_for

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    return validator_for(schema)(schema)


def read(path: str) -> Catalogue:
    """A catalogue file, checked; a MusterError naming its file and line when it is not
    one."""
    try:
        doc: Document = load(path)
    except LoadError as err:
        where = path + (f":{err.line}" if err.line is not None else "")
        raise MusterError(say("--catalogue {where}: {problem} [{rule}]", where=where,
                              problem=err.message, rule=err.rule)) from None
    found = schema_findings(_validator(), doc.data)
    if found:
        first = found[0]
        line, column = doc.locate(first.path, first.at_key)
        raise MusterError(say("--catalogue {where}: {problem} [{rule}]",
                              where=f"{path}:{line}:{column}", problem=first.message,
                              rule=first.rule))
    data = doc.data
    units: dict[str, dict[str, Any]] = {}
    for i, unit in enumerate(data["units"]):
        if unit["id"] in units:
            line, column = doc.locate(("units", i, "id"))
            raise MusterError(say("--catalogue {where}: the id '{id}' is given twice",
                                  where=f"{path}:{line}:{column}", id=unit["id"]))
        units[unit["id"]] = unit
    return Catalogue(path, data["catalogue"], data["game"], units, Lookup(N_("unit"), units))


def data_folder_catalogues() -> list[str]:
    """The catalogues of the user's data folder (``MUSTER_DATA`` or the config's):
    ``catalogues/*.yaml``, ``*.yml``, ``*.json`` there, sorted; none without the folder."""
    from muster.engine.data import user_folder

    folder = user_folder()
    if not folder:
        return []
    where = Path(folder) / "catalogues"
    if not where.is_dir():
        return []
    return sorted(str(p) for p in where.iterdir()
                  if p.suffix.lower() in (".yaml", ".yml", ".json") and not p.name.startswith(".")
                  and p.is_file())


def read_all(paths: list[str]) -> dict[str, list[Catalogue]]:
    """The catalogues by game, in the order given, then the data folder's."""
    out: dict[str, list[Catalogue]] = {}
    for path in list(dict.fromkeys([*paths, *data_folder_catalogues()])):
        cat = read(path)
        out.setdefault(cat.game, []).append(cat)
    return out


def _find(catalogues: list[Catalogue], name: str) -> tuple[Catalogue, str] | None:
    for cat in catalogues:
        key = cat.lookup.key(name)
        if key is not None:
            return cat, key
    return None


def _suggest(catalogues: list[Catalogue], name: str) -> str:
    """' (did you mean 'Paladin'?)': the closest English and Czech names and aliases, each
    shown in the user's language."""
    lang = "cs" if czech() else "en"
    shown_as: dict[str, str] = {}
    for cat in catalogues:
        for unit in cat.units.values():
            for word in (unit["en"], unit.get("cs"), *unit.get("aliases", [])):
                if word:
                    shown_as.setdefault(fold(word), unit.get(lang) or unit["en"])
    close = get_close_matches(fold(name), list(shown_as), n=3, cutoff=0.6)
    names = list(dict.fromkeys(shown_as[c] for c in close))
    if not names:
        return ""
    return _(" (did you mean {names}?)").format(names=_(" or ").join(f"'{n}'" for n in names))


def profiles(catalogues: list[Catalogue], game: str, army: dict[str, Any]
             ) -> list[list[str]]:
    """Per entry of the list, its catalogue unit's profile as 'key value' words for a
    roster or card (the catalogue's own words, shown as written); [] for an entry no
    catalogue knows or whose unit has no profile."""
    out: list[list[str]] = []
    for entry in army.get(ENTRIES.get(game, ""), []):
        found = _find(catalogues, str(entry.get("name", ""))) if isinstance(entry, dict) \
            else None
        profile = found[0].units[found[1]].get("profile", {}) if found else {}
        out.append([f"{k} {v}" for k, v in profile.items()])
    return out


def _count(entry: dict[str, Any]) -> int:
    count = entry.get("count", 1)
    return count if isinstance(count, int) and not isinstance(count, bool) else 1


def check(catalogues: list[Catalogue], game: str, army: dict[str, Any]) -> Iterator[Finding]:
    """The catalogue findings of one schema-valid list of ``game``."""
    listed = ENTRIES.get(game)
    if listed is None or not catalogues:
        return
    entries = army.get(listed, [])
    unit = POINTS.get(game, N_("points"))
    seen: dict[str, tuple[int, str]] = {}  # catalogue id -> (entries so far, first name)
    counts: dict[str, int] = {}
    for i, entry in enumerate(entries):
        name = str(entry.get("name", ""))
        found = _find(catalogues, name)
        if found is None:
            yield Finding("catalogue.unknown-unit", both_ways(
                lambda name=name: _("'{name}' is not in the catalogue {catalogue}").format(
                    name=name, catalogue=catalogues[0].name) + _suggest(catalogues, name)),
                (listed, i, "name"))
            continue
        cat, key = found
        known = cat.units[key]
        cost, points = known["cost"], entry.get("points")
        if isinstance(points, int) and points != cost:
            yield Finding("catalogue.cost", say(
                "{name} costs {cost} {unit} in {catalogue}, the list says {points} "
                "({diff} {side})", name=cat.shown(key), cost=cost, unit=say(unit),
                catalogue=cat.name, points=points, diff=abs(points - cost),
                side=say("too few") if points < cost else say("too many")),
                (listed, i, "points"))
        count = _count(entry)
        counts[key] = counts.get(key, 0) + count
        if known.get("character") or known.get("unique"):
            before = seen.get(key)
            if before is not None or count > 1:
                first = before[1] if before is not None else name
                yield Finding("catalogue.once", say(
                    "{name} is fielded {n} times (here as '{here}', first as '{first}'); a "
                    "{what} is fielded once", name=cat.shown(key),
                    n=(before[0] if before else 0) + count, here=name, first=first,
                    what=say("character") if known.get("character") else say("unique unit")),
                    (listed, i, "name"))
        if key not in seen:
            seen[key] = (count, name)
        else:
            seen[key] = (seen[key][0] + count, seen[key][1])
    yield from _composition(catalogues, game, army, counts)


def _composition(catalogues: list[Catalogue], game: str, army: dict[str, Any],
                 counts: dict[str, int]) -> Iterator[Finding]:
    """Per-1,000-point minimums and maximums (of the list's points_limit; RULINGS) and
    army-wide maxima."""
    limit = army.get("points_limit")
    for cat in catalogues:
        for key, known in cat.units.items():
            have = counts.get(key, 0)
            most = known.get("max")
            if isinstance(limit, int) and limit > 0:
                full, part = limit // 1000, -(-limit // 1000)
                if "max_per_1000" in known:
                    cap = known["max_per_1000"] * part
                    most = cap if most is None else min(most, cap)
                low = known.get("min_per_1000", 0) * full
                if have < low:
                    yield Finding("catalogue.minimum", say(
                        "{name}: {have} in the list, at least {low} for {limit} points",
                        name=cat.shown(key), have=have, low=low,
                        limit=grouped(limit)), ("points_limit",))
            if most is None or have <= most:
                continue
            if isinstance(limit, int) and "max_per_1000" in known:
                message = say("{name}: {have} in the list, at most {most} for {limit} points",
                              name=cat.shown(key), have=have, most=most,
                              limit=grouped(limit))
            else:
                message = say("{name}: {have} in the list, at most {most} in an army",
                              name=cat.shown(key), have=have, most=most)
            yield Finding("catalogue.maximum", message, (ENTRIES[game],))
