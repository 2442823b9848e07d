"""Unit catalogues: `muster list-validate --catalogue FILE` (repeatable).

A catalogue (``muster schema catalogue GAME``) lists a game's units (Warmaster units,
Confrontation figures, Mage Knight warriors, Void mercenaries, BattleLore units): an id,
English and Czech names and aliases, the cost of one and of each option it may take (the
games that count points), character/unique flags, a profile, for Warmaster per-1,000-point
minimums and maximums and army-wide maxima, for Void the class and for BattleLore the banner
colour, type and weapon. A catalogue is a user file: it is read through the same guard, size
and depth caps as an army file (`muster.load`), and a malformed one stops the run with
one line naming its file and line (exit 2).

With catalogues given, every entry of a list of their game must be a catalogue unit (by id,
English or Czech name or alias, any case or accents), at the catalogue's cost plus its
options' costs; identity is the catalogue id, so a character under its English and its Czech
name is one character; the composition limits are checked with their numbers; and a Void
mercenary's class, a BattleLore unit's colour, type and weapon must be the catalogue's. Rule
ids: ``catalogue.unknown-unit``, ``catalogue.unknown-option``, ``catalogue.cost``,
``catalogue.once``, ``catalogue.minimum``, ``catalogue.maximum``, ``catalogue.mismatch``.
Without ``--catalogue`` nothing here runs.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from muster.engine.data import load as load_data
from muster.engine.data import user_folder
from muster.engine.names import Lookup
from muster.errors import MusterError
from muster.fast_schema import fast_validator
from muster.i18n import N_, Named, _, both_ways, say, shown
from muster.lists import Finding
from muster.lists.schema_errors import checked
from muster.load import Document, LoadError, load
from muster.shipped import schema_file
from muster.text import grouped

SCHEMA = Path(schema_file("catalogue.schema.json"))

GAMES = ("warmaster", "confrontation", "mageknight", "void", "battlelore")
# game -> the list's entries (BattleLore: each side's units)
ENTRIES = {"warmaster": "units", "confrontation": "figures", "mageknight": "warriors",
           "void": "characters"}
COSTED = ("warmaster", "confrontation", "mageknight")  # the games that count points
POINTS = {"confrontation": "A.P."}
# game -> the catalogue unit's fields a list entry must match -> (its data table, the
# field's name in messages): the names are compared through the game's own table
MATCHED: dict[str, dict[str, tuple[str, str, str]]] = {
    "void": {"class": ("gear", "classes", N_("class"))},
    "battlelore": {"colour": ("combat", "colours", N_("banner colour")),
                   "type": ("combat", "unit_types", N_("unit type")),
                   "weapon": ("combat", "weapons", N_("weapon"))},
}

Where = tuple[str | int, ...]  # a place in a list: ("sides", "english", "units", 3)


@dataclass
class Catalogue:
    """One loaded catalogue: its units by every spelling, and each unit's options."""

    file: str
    name: str
    game: str
    units: dict[str, dict[str, Any]]
    lookup: Lookup
    options: dict[str, Lookup] = field(default_factory=dict)  # unit id -> its options
    # unit id -> [(field, the game's table, the data key the catalogue names, the field's
    # name in messages)]: what a list entry of the unit must match (Void, BattleLore)
    matched: dict[str, list[tuple[str, Lookup, str, str]]] = field(default_factory=dict)
    limited: list[str] = field(default_factory=list)  # the units with composition limits
    # unit id -> the units that count as it too (Warmaster `counts_as`)
    counted_in: dict[str, list[str]] = field(default_factory=dict)

    def shown(self, key: str) -> Named:
        return _named(self.units[key])


def _named(entry: dict[str, Any]) -> Named:
    return Named(entry["en"], entry.get("cs") or entry["en"])


def schema(game: str | None = None) -> dict[str, Any]:
    """The catalogue schema: of every game (``game`` selects the unit fields), or of one
    game only, with its own ``$id`` (``urn:muster:schema:catalogue.GAME:v1``)."""
    base: dict[str, Any] = json.loads(SCHEMA.read_text(encoding="utf-8"))
    if game is None:
        return base
    out = copy.deepcopy(base)
    out["$id"] = f"urn:muster:schema:catalogue.{game}:v1"
    out["title"] = f"{base['title']}: {game}"
    out["properties"]["game"] = {"description": "The game the catalogue is for.",
                                 "const": game}
    out["properties"]["units"]["items"] = {"$ref": f"#/$defs/{game}"}
    del out["allOf"]
    for other in GAMES:
        if other != game:
            del out["$defs"][other]
    if game not in COSTED:
        del out["$defs"]["option"]
    return out


@cache
def _validator(game: str | None) -> Any:
    from jsonschema.validators import validator_for  # heavy

    found = schema(game)
    return validator_for(found)(found)


@cache
def _fast(game: str | None) -> Any:
    """jsonschema-rs's yes/no validator (None without it): a valid catalogue never loads the
    slower jsonschema, which only words the findings of an invalid one."""
    return fast_validator(schema(game))


def _schema_findings(game: str | None, data: Any) -> list[Any]:
    return checked(_fast(game), lambda: _validator(game), data)


@cache
def _table(game: str, file: str, table: str) -> Lookup:
    return Lookup("", load_data(game, file).get(table, {}))


def _refuse(path: str, doc: Document, where: Where, message: str) -> MusterError:
    line, column = doc.locate(where)
    return MusterError(say("--catalogue {where}: {problem}", where=f"{path}:{line}:{column}",
                           problem=message))


def read(path: str) -> Catalogue:
    """A catalogue file, checked against its game's schema; a MusterError naming its file
    and line when it is not one."""
    try:
        doc: Document = load(path)
    except LoadError as err:
        where = path + (f":{err.line}" if err.line is not None else "")
        raise MusterError(say("--catalogue {where}: {problem} [{rule}]", where=where,
                              problem=err.message, rule=err.rule)) from None
    data = doc.data
    game = str(data.get("game")) if isinstance(data, dict) else ""
    found = _schema_findings(game if game in GAMES else None, data)
    if found:
        first = found[0]
        line, column = doc.locate(first.path, first.at_key)
        raise MusterError(say("--catalogue {where}: {problem} [{rule}]",
                              where=f"{path}:{line}:{column}", problem=first.message,
                              rule=first.rule))
    units: dict[str, dict[str, Any]] = {}
    options: dict[str, Lookup] = {}
    matched: dict[str, list[tuple[str, Lookup, str, str]]] = {}
    for i, unit in enumerate(data["units"]):
        if unit["id"] in units:
            raise _refuse(path, doc, ("units", i, "id"), say("the id '{id}' is given twice",
                                                              id=unit["id"]))
        wants = []
        for name, (file, table, what) in MATCHED.get(game, {}).items():
            lookup = _table(game, file, table)
            want = lookup.key(unit[name])
            if want is None:
                raise _refuse(path, doc, ("units", i, name), say(
                    "'{value}' is no {what} of the game", value=unit[name], what=say(what)))
            wants.append((name, lookup, want, what))
        if wants:
            matched[unit["id"]] = wants
        units[unit["id"]] = unit
        if "options" in unit:
            ids = [o["id"] for o in unit["options"]]
            for j, twice in enumerate(ids):
                if twice in ids[:j]:
                    raise _refuse(path, doc, ("units", i, "options", j, "id"), say(
                        "the id '{id}' is given twice", id=twice))
            options[unit["id"]] = Lookup(N_("option"), unit["options"])
    limited = [key for key, unit in units.items()
               if any(k in unit for k in ("max", "min_per_1000", "max_per_1000"))]
    counted_in: dict[str, list[str]] = {}
    for i, unit in enumerate(data["units"]):
        for j, other in enumerate(unit.get("counts_as", [])):
            if other not in units or other == unit["id"]:
                raise _refuse(path, doc, ("units", i, "counts_as", j), say(
                    "counts_as '{id}' is no other unit of this catalogue", id=other))
            counted_in.setdefault(other, []).append(unit["id"])
    return Catalogue(path, data["catalogue"], game, units, Lookup(N_("unit"), units),
                     options, matched, limited, counted_in)


def data_folder_catalogues() -> list[str]:
    """The catalogues of the user's data folder (``MUSTER_DATA`` or the config's):
    ``catalogues/*.yaml``, ``*.yml``, ``*.json`` there, sorted; none without the folder."""

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
    """The catalogues by game, in the order given, then the data folder's; a file given
    under several spellings of its path (``./a.yaml``, ``a.yaml``, a link to it) is read
    once."""
    out: dict[str, list[Catalogue]] = {}
    seen: set[str] = set()
    for path in [*paths, *data_folder_catalogues()]:
        real = path if path == "-" else os.path.realpath(path)
        if real in seen:
            continue
        seen.add(real)
        cat = read(path)
        out.setdefault(cat.game, []).append(cat)
    return out


def entries(game: str, army: dict[str, Any]) -> Iterator[tuple[str, Where, Any]]:
    """(the army it belongs to, where, entry) of every entry a catalogue checks: one army
    per file, but each BattleLore side is one."""
    if game == "battlelore":
        sides = army.get("sides")
        for side, spec in sides.items() if isinstance(sides, dict) else ():
            units = spec.get("units") if isinstance(spec, dict) else None
            for i, unit in enumerate(units if isinstance(units, list) else ()):
                yield str(side), ("sides", side, "units", i), unit
        return
    listed = ENTRIES.get(game)
    found = army.get(listed) if listed else None
    for i, entry in enumerate(found if isinstance(found, list) else ()):
        yield "", (str(listed), i), entry


def _find(catalogues: list[Catalogue], name: str) -> tuple[Catalogue, str] | None:
    for cat in catalogues:
        key = cat.lookup.key(name)
        if key is not None:
            return cat, key
    return None


def _suggest(catalogues: list[Catalogue], name: str) -> str:
    """' (did you mean 'Paladin'?)': the closest units of the catalogues by English or
    Czech name or alias; a name that begins with a unit's name ('Archers (left centre)')
    is close to it too (`muster.engine.names.Lookup.suggest`)."""
    units = [unit for cat in catalogues for unit in cat.units.values()]
    return Lookup("", units).suggest(name, starts=False, within=True)


def profiles(catalogues: list[Catalogue], game: str, army: dict[str, Any]
             ) -> list[list[str]]:
    """Per entry of the list, its catalogue unit's profile as 'key value' words for a
    roster or card (the catalogue's own words, shown as written); [] for an entry no
    catalogue knows or whose unit has no profile."""
    out: list[list[str]] = []
    for _army, _where, entry in entries(game, army):
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
    if game not in GAMES or not catalogues:
        return
    seen: dict[tuple[str, str], tuple[int, str]] = {}  # (army, id) -> (so far, first name)
    counts: dict[str, dict[str, int]] = {}  # army -> catalogue id -> units
    for group, where, entry in entries(game, army):
        if not isinstance(entry, dict):
            continue
        counts.setdefault(group, {})
        name = entry.get("name")
        if not isinstance(name, str) or not name:
            yield Finding("catalogue.unknown-unit", say(
                "a unit without a name: with a catalogue, every unit names one of its "
                "units"), where)
            continue
        found = _find(catalogues, name)
        if found is None:
            yield Finding("catalogue.unknown-unit", both_ways(
                lambda name=name: _("the catalogue {catalogue} has no '{name}'").format(
                    name=name, catalogue=catalogues[0].name) + _suggest(catalogues, name)),
                (*where, "name"))
            continue
        cat, key = found
        known = cat.units[key]
        if "cost" in known and (entry.get("points") != known["cost"] or "options" in entry):
            yield from _cost(cat, key, game, entry, where)
        if key in cat.matched:
            yield from _mismatch(cat, key, entry, where)
        count = _count(entry)
        counts[group][key] = counts[group].get(key, 0) + count
        before = seen.get((group, key))
        if (known.get("character") or known.get("unique")) and (before or count > 1):
            first = before[1] if before is not None else name
            yield Finding("catalogue.once", say(
                "{name} is fielded {n} times (here as '{here}', first as '{first}'); a "
                "{what} is fielded once", name=cat.shown(key),
                n=(before[0] if before else 0) + count, here=name, first=first,
                what=say("character") if known.get("character") else say("unique unit")),
                (*where, "name"))
        seen[(group, key)] = (count, name) if before is None else (before[0] + count,
                                                                   before[1])
    for group, counted in counts.items():
        yield from _composition(catalogues, game, army, counted, group)


def _cost(cat: Catalogue, key: str, game: str, entry: dict[str, Any], where: Where
          ) -> Iterator[Finding]:
    """The entry's points against the unit's cost plus the costs of the options it takes
    (an unknown option is its own finding, and then the cost is not checked)."""
    known = cat.units[key]
    if "cost" not in known:
        return
    chosen = entry.get("options")
    taken: list[dict[str, Any]] = []
    lookup = cat.options.get(key)
    for j, option in enumerate(chosen if isinstance(chosen, list) else ()):
        found = lookup.get(str(option)) if lookup else None
        if found is None:
            yield Finding("catalogue.unknown-option", both_ways(
                lambda option=option, lookup=lookup: _(
                    "in the catalogue {catalogue}, '{option}' is no option of {name}").format(
                    option=option, name=shown(cat.shown(key)), catalogue=cat.name)
                + (lookup.suggest(str(option), starts=False, within=True) if lookup else "")),
                (*where, "options", j))
            return
        taken.append(found)
    points = entry.get("points")
    total = known["cost"] + sum(o["cost"] for o in taken)
    if not isinstance(points, int) or isinstance(points, bool) or points == total:
        return
    unit = say(POINTS.get(game, N_("points")))
    side = say("too few") if points < total else say("too many")
    if not taken:
        yield Finding("catalogue.cost", say(
            "{name} costs {cost} {unit} in {catalogue}, the list says {points} "
            "({diff} {side})", name=cat.shown(key), cost=total, unit=unit,
            catalogue=cat.name, points=points, diff=abs(points - total), side=side),
            (*where, "points"))
        return
    yield Finding("catalogue.cost", say(
        "{name} with {options} costs {sum} = {cost} {unit} in {catalogue}, the list says "
        "{points} ({diff} {side})", name=cat.shown(key),
        options=_listed([_named(o) for o in taken]),
        sum=" + ".join(str(n) for n in [known["cost"], *(o["cost"] for o in taken)]),
        cost=total, unit=unit, catalogue=cat.name, points=points,
        diff=abs(points - total), side=side), (*where, "points"))


def _listed(names: list[Named]) -> Named:
    """'A, B and C' in English, 'A, B a C' in Czech."""
    def join(words: list[str], last: str) -> str:
        return words[0] if len(words) == 1 else ", ".join(words[:-1]) + last + words[-1]
    return Named(join([str(n) for n in names], " and "), join([n.cs for n in names], " a "))


def _mismatch(cat: Catalogue, key: str, entry: dict[str, Any], where: Where
              ) -> Iterator[Finding]:
    """A Void mercenary's class, a BattleLore unit's colour, type and weapon: the list's
    must be the catalogue's (compared by the game's own names, any language)."""
    known = cat.units[key]
    for name, lookup, want, what in cat.matched[key]:
        given = entry.get(name)
        if not isinstance(given, str):
            continue  # a missing value is the game's own finding
        got = lookup.key(given)
        if got is None or got == want:
            continue  # an unknown value is the game's own finding too
        yield Finding("catalogue.mismatch", say(
            "{name}: {what} {want} in {catalogue}, the list says {given}",
            name=cat.shown(key), what=say(what), want=str(known[name]),
            catalogue=cat.name, given=given), (*where, name))


def _composition(catalogues: list[Catalogue], game: str, army: dict[str, Any],
                 counts: dict[str, int], group: str) -> Iterator[Finding]:
    """Per-1,000-point minimums and maximums (of the list's points_limit; RULINGS) and
    army-wide maxima (BattleLore: per side); a unit that counts as another (``counts_as``)
    counts toward that one's limits too."""
    limit = army.get("points_limit")
    at: Where = ("sides", group, "units") if game == "battlelore" else (ENTRIES[game],)
    for cat in catalogues:
        for key in cat.limited:
            known = cat.units[key]
            also = [k for k in cat.counted_in.get(key, ()) if counts.get(k)]
            have = counts.get(key, 0) + sum(counts[k] for k in also)
            name: Any = cat.shown(key)
            if also:
                name = say("{name} (counting {others})", name=name,
                           others=_listed([cat.shown(k) for k in also]))
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
                        name=name, have=have, low=low,
                        limit=grouped(limit)), ("points_limit",))
            if most is None or have <= most:
                continue
            if isinstance(limit, int) and "max_per_1000" in known:
                message = say("{name}: {have} in the list, at most {most} for {limit} points",
                              name=name, have=have, most=most,
                              limit=grouped(limit))
            else:
                message = say("{name}: {have} in the list, at most {most} in an army",
                              name=name, have=have, most=most)
            yield Finding("catalogue.maximum", message, at)
