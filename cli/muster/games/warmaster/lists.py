"""Warmaster army-list rules for `muster list-validate`.

`read` takes a schema-valid army (``schemas/warmaster.army.schema.json``); each rule in
`RULES` reports what it finds as a `Finding` pointing at the offending node:

* ``warmaster.one-item``          more magic items than units (one per unit or character)
* ``warmaster.unknown-item``      an item that is not one of the seed's 18 magic items
* ``warmaster.item-once``         the same magic item twice in the army
* ``warmaster.standard-bearer``   a magic standard off infantry, cavalry or chariots
* ``warmaster.weapon-bearer``     a magic weapon off infantry, cavalry, chariots or characters
* ``warmaster.device-bearer``     a device of power on a bearer its entry does not allow
* ``warmaster.one-general``       more than one General (error) or none (warning)
* ``warmaster.points-limit``      units + magic items over ``points_limit``
* ``warmaster.siege-balance``     (warning) a besieger far from twice the defender's points

Ruling option ``siege-tolerance=PERCENT`` (default 10): how far the attacker may be from
twice the defender's points before the warning.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from muster.engine.data import load
from muster.engine.names import Lookup
from muster.errors import Field, MusterError
from muster.i18n import (
    N_,
    N_p,
    Named,
    both_ways,
    counted,
    joined,
    named,
    point_difference,
    say,
    say_p,
    worded,
)
from muster.lists import Finding, ListContext, Rule, Totals, Unit
from muster.text import cs_decimal, shortest
from muster.text import ratio as text_ratio

GAME = "warmaster"
RULE_OPTIONS = ("siege-tolerance",)  # the ruling-option names this game reads
KIND_RULE = {"standard": "standard-bearer", "weapon": "weapon-bearer", "device": "device-bearer"}

Path = tuple[str | int, ...]


@lru_cache(maxsize=1)
def _items() -> Lookup:
    """The 18 magic items by id, English or Czech name."""
    return Lookup(N_("magic item"), load(GAME, "items")["item"])


def find_item(name: str) -> dict[str, Any] | None:
    return _items().get(name)


def _label(unit: dict[str, Any], index: int) -> str:
    return say("unit {n} '{name}'", n=index + 1, name=unit["name"])


_WHO = {"general": N_("the General"), "wizard": N_("a Wizard"),
        "runesmith": N_("a Dwarf Runesmith"), "hero": N_("a Hero"), "infantry": N_("infantry"),
        "cavalry": N_("cavalry"), "chariot": N_("chariots")}


# Czech names a unit type by its troops in the genitive: 'jednotka pěchoty, jízdy nebo vozů'
# (seed 002 L103)
_TROOPS = {"infantry": N_p("genitive", "infantry"), "cavalry": N_p("genitive", "cavalry"),
           "chariot": N_p("genitive", "chariots")}


def _listed(names: Sequence[str]) -> str:
    """'a, b or c', each name in the user's language when shown."""
    if len(names) == 1:
        return names[0]
    return joined(*[part for name in names[:-1] for part in (name, ", ")][:-1], say(" or "),
                  names[-1])


def _who(types: list[str]) -> str:
    """Who may carry an item: 'infantry, cavalry or chariots'; Czech 'jednotka pěchoty,
    jízdy nebo vozů' (seed 002 L103), characters after it."""
    troops = [say_p("genitive", _TROOPS[t]) for t in types if t in _TROOPS]
    names: list[str] = [say("unit of {troops}", troops=_listed(troops))] if troops else []
    names += [say(_WHO[t]) if t in _WHO else t for t in types if t not in _TROOPS]
    return worded(str(_listed([_WHO.get(t, t) for t in types])), _listed(names))


def _character(utype: str) -> bool:
    return utype in load(GAME, "items")["rules"]["characters"]


def _bearer(utype: str, label: str, allowed: list[str]) -> tuple[str, str]:
    """The type and the unit an item may not go to: English 'a hero', 'unit 2 'Hero'';
    Czech names a character by what the rulebook calls them all, 'osobnost' (seed 002
    L103), and gives its own type beside the unit ('jednotka 2 'Hero', hrdina'), unless
    the item is for a character too ('jen čaroděj, ne runotepec': a wizard is an osobnost)."""
    kind = _a(utype)
    if not _character(utype) or any(_character(b) for b in allowed):
        return kind, label
    return worded(str(kind), say("a character")), worded(str(label), joined(label, f", {kind.cs}"))


def _a(utype: str) -> Named:
    english = f"a {utype}" if utype in load(GAME, "items")["rules"]["characters"] else utype
    kind = load(GAME, "lists").get("unit_types", {}).get(utype)
    return Named(english, kind["cs"] if kind else utype)


def _carried(unit: dict[str, Any], index: int) -> list[tuple[str, Path]]:
    out: list[tuple[str, Path]] = []
    if "item" in unit:
        out.append((unit["item"], ("units", index, "item")))
    for j, name in enumerate(unit.get("items", ())):
        out.append((name, ("units", index, "items", j)))
    return out


def totals(army: dict[str, Any]) -> tuple[int, int]:
    """(unit points, magic-item points) of a schema-valid army; unknown items cost 0."""
    units = items = 0
    for i, unit in enumerate(army.get("units", ())):
        units += unit["points"] * unit.get("count", 1)
        for name, _path in _carried(unit, i):
            entry = find_item(name)
            items += entry["cost"] if entry else 0
    return units, items


def _tolerance(ctx: ListContext) -> float:
    raw = ctx.options.get("siege-tolerance")
    default = load(GAME, "lists")["siege"]["tolerance_percent"]
    if raw is None:
        return float(default)
    try:
        value = float(raw.rstrip("%").strip())
    except ValueError:
        value = -1.0
    if not 0 <= value <= 100:
        raise MusterError(say("{rule} siege-tolerance={raw}: give a percentage from 0 to 100 "
                              "(default {default})", rule=Field("options"), raw=raw,
                              default=default))
    return value


def _nth(runs: list[tuple[int, int]], k: int) -> int:
    """The unit index of the k-th (0-based) model in runs of (index, count)."""
    for index, n in runs:
        if k < n:
            return index
        k -= n
    raise IndexError(k)


@dataclass(frozen=True)
class Army:
    """A schema-valid Warmaster army as the rules read it."""

    data: dict[str, Any]
    units: list[dict[str, Any]]


@dataclass(frozen=True)
class Carried:
    """One magic item a unit carries, as the file names it."""

    index: int  # the unit's
    unit: dict[str, Any]
    name: str
    path: Path
    entry: dict[str, Any] | None  # None: no such item


def read(army: dict[str, Any], ctx: ListContext) -> Army:
    return Army(army, army["units"])


def _each_item(army: Army) -> Iterator[Carried]:
    for i, unit in enumerate(army.units):
        for name, path in _carried(unit, i):
            yield Carried(i, unit, name, path, find_item(name))


# ------------------------------------------------------------------ the rules


def one_item(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """One magic item per unit or character (seed: items_per_bearer)."""
    rules = load(GAME, "items")["rules"]
    per_bearer = rules["items_per_bearer"]
    for i, unit in enumerate(army.units):
        count = unit.get("count", 1)
        carried = _carried(unit, i)
        if len(carried) <= count * per_bearer:
            continue
        what = say("one unit") if count == 1 else say("{n} units", n=count)
        if unit["type"] in rules["characters"] and count == 1:
            kind = load(GAME, "lists").get("unit_types", {}).get(unit["type"],
                                                                 {"en": unit["type"]})
            what = say("one {type}", type=named(kind))
        n = len(carried)  # '2 magické předměty', '5 magických předmětů'
        items = Named("magic items", counted(n, ("magický předmět", "magické předměty",
                                                 "magických předmětů")).split(" ", 1)[1])
        yield Finding(
            f"{GAME}.one-item",
            say("{unit} ({what}) carries {n} {items}; each unit or character may "
                "carry only one", unit=_label(unit, i), what=what, n=n, items=items)
            if per_bearer == 1 else
            say("{unit} ({what}) carries {n} {items}; each unit or character may "
                "carry only {most}", unit=_label(unit, i), what=what, n=n, items=items,
                most=per_bearer),
            ("units", i))


def unknown_items(army: Army, ctx: ListContext) -> Iterator[Finding]:
    count = len(_items().entries)
    for item in _each_item(army):
        if item.entry is None:
            name = item.name
            yield Finding(
                f"{GAME}.unknown-item",
                say("'{name}' is not one of the {count} Warmaster magic items{hint}",
                    name=Named(str(name)), count=count,
                    hint=both_ways(lambda name=name: _items().suggest(name, n=1, known=True,
                                                                      starts=False))),
                item.path)


def items_once(army: Army, ctx: ListContext) -> Iterator[Finding]:
    first_seen: dict[str, Carried] = {}
    for item in _each_item(army):
        if item.entry is None:
            continue
        first = first_seen.setdefault(item.entry["id"], item)
        if first is not item:
            yield Finding(
                f"{GAME}.item-once",
                say("{item} is already carried by {unit}; each magic item may appear only "
                    "once in an army", item=named(item.entry),
                    unit=_label(first.unit, first.index)),
                item.path)


def bearers(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """Each magic item on a bearer its kind (standard, weapon, device) allows."""
    kinds = load(GAME, "items")["kinds"]
    for item in _each_item(army):
        entry, utype = item.entry, item.unit["type"]
        if entry is None or utype in entry["bearers"]:
            continue
        type_, unit = _bearer(utype, _label(item.unit, item.index), entry["bearers"])
        yield Finding(
            f"{GAME}.{KIND_RULE[entry['kind']]}",
            say("{item} is a {kind} that only {who} may carry, not {type} ({unit})",
                item=named(entry), kind=named(kinds[entry["kind"]]),
                who=_who(entry["bearers"]), type=type_, unit=unit),
            item.path)


def one_general(army: Army, ctx: ListContext) -> Iterator[Finding]:
    # (unit index, how many): counts multiply, never loop
    generals = [(i, unit.get("count", 1)) for i, unit in enumerate(army.units)
                if unit["type"] == "general"]
    most = load(GAME, "lists")["generals"]["most"]
    n_generals = sum(n for _i, n in generals)
    if n_generals > most:
        yield Finding(
            f"{GAME}.one-general",
            say("{n} Generals in the army; an army is led by one General (make the others "
                "Heroes)", n=n_generals), ("units", _nth(generals, most), "type"))
    elif not generals:
        yield Finding(
            f"{GAME}.one-general",
            say("the army has no General (type: general); the General-only devices and the "
                "army's command depend on him"), ("units",), "warning")


def points_limit(army: Army, ctx: ListContext) -> Iterator[Finding]:
    unit_points, item_points = totals(army.data)
    total = unit_points + item_points
    limit = army.data.get("points_limit")
    if limit is not None and total > limit:
        yield Finding(
            f"{GAME}.points-limit",
            say("army {total} points (units {units} + magic items {items}) is over the "
                "{limit}-point limit by {over}", total=total, units=unit_points,
                items=item_points, limit=limit, over=point_difference(total - limit)),
            ("points_limit",))


def siege_balance(army: Army, ctx: ListContext) -> Iterator[Finding]:
    siege = _siege(army.data, ctx, sum(totals(army.data)))
    if siege is not None and siege[0] is not None:
        yield siege[0]


RULES: list[Rule[Army]] = [one_item, unknown_items, items_once, bearers, one_general,
                           points_limit, siege_balance]


# ------------------------------------------------------------------ totals


def tally(army: Army, ctx: ListContext) -> Totals:
    unit_points, item_points = totals(army.data)
    total = unit_points + item_points
    carried = [item.entry["en"] for item in _each_item(army) if item.entry is not None]
    summary: dict[str, Any] = {"units": sum(u.get("count", 1) for u in army.units),
                               "unit_points": unit_points, "item_points": item_points,
                               "magic_items": carried}
    siege = _siege(army.data, ctx, total)
    if siege is not None:
        summary["siege"] = siege[1]
    return Totals(points=total, summary=summary, units=_roster(army.units),
                  derived=_derived(summary), side=_army_name(army.data.get("army")))


def _army_name(text: object) -> list[Any]:
    """The list's ``army:`` as the roster names it: a known army with its Czech name from
    seed 002 ('Dwarfs': Trpaslíci), any other text as written (CSV and
    JSON keep the text either way)."""
    if not isinstance(text, str) or not text.strip():
        return []
    entry = Lookup("", load(GAME, "lists")["armies"]).get(text)
    return [Named(text, str(entry["cs"])) if entry else text]


def _roster(units: list[dict[str, Any]]) -> list[Unit]:
    """The roster's rows (not in the JSON): item names and unit types in the user's
    language."""
    types = load(GAME, "lists").get("unit_types", {})
    out = []
    for i, unit in enumerate(units):
        items: list[str] = []
        for name, _path in _carried(unit, i):
            entry = find_item(name)
            if entry:
                items.append(Named(f"{entry['en']} ({entry['cost']})",
                                   f"{entry['cs']} ({entry['cost']})"))
            else:
                # in Czech quoted and named as BattleLore's unknown values are
                items.append(worded(f"{name} (unknown)",
                                    say("'{name}' (unknown item)", name=Named(str(name)))))
        utype = str(unit["type"])
        out.append(Unit(str(unit.get("name", f"unit {i + 1}")), unit["points"],
                        unit.get("count", 1), items,
                        [Named(utype, types.get(utype, {}).get("cs", utype))]))
    return out


def _derived(summary: dict[str, Any]) -> dict[str, str]:
    """The army's figures for the roster (not in the JSON): names the roster words in the
    user's language (marked for the catalog), values a count or a side."""
    def figure(n: int) -> Named:
        return Named(str(n), cs_decimal(n))  # Czech: 1 860

    out: dict[str, str] = {N_("units"): figure(summary["units"]),
                           N_("units' points"): figure(summary["unit_points"]),
                           N_("magic items' points"): figure(summary["item_points"])}
    siege = summary.get("siege")
    if siege:
        out[N_("siege")] = _role(str(siege.get("role")))
    return out


_ROLES = {"attacker": N_("attacker"), "defender": N_("defender")}


def _role(role: str) -> str:
    return say(_ROLES[role]) if role in _ROLES else Named(role)


def _siege(army: dict[str, Any], ctx: ListContext, total: int
           ) -> tuple[Finding | None, dict[str, Any]] | None:
    """(the siege-balance warning or None, the siege figures for the summary); None when
    the army is no side of a siege."""
    role = ctx.siege or army.get("siege")
    if role is None:
        return None
    rules = load(GAME, "lists")["siege"]
    path: Path = ("siege",) if "siege" in army else ()
    info: dict[str, Any] = {"role": role}
    opponent = ctx.opponent
    if opponent is None:
        if ctx.siege is None:  # the file names its side, but no siege check was asked for
            return None
        return (Finding(f"{GAME}.siege-balance",
                        say("siege {role}: the {ratio}:1 points balance was not checked; give "
                            "the other side with {opponent} FILE", role=_role(role),
                            ratio=rules["ratio"], opponent=Field("opponent")),
                        path, "warning"), info)
    tolerance = _tolerance(ctx)
    other = sum(totals(opponent))
    attacker, defender = (total, other) if role == "attacker" else (other, total)
    ideal = rules["ratio"] * defender
    info.update({"attacker": attacker, "defender": defender, "ideal_attacker": ideal,
                 "tolerance_percent": tolerance})
    if defender == 0:
        return (Finding(f"{GAME}.siege-balance", say("the defender has 0 points; the siege "
                                                     "balance cannot be judged"),
                        path, "warning"), info)
    ratio = attacker / defender
    info["ratio"] = round(ratio, 3)
    off = abs(attacker - ideal)
    if off * 100 > tolerance * ideal:
        template = (N_("attacker {attacker} points against defender {defender} is {ratio}; "
                       "a besieger should have about {ideal_ratio} ({ideal} points): {off} "
                       "points short of it, more than the {tolerance} % tolerance "
                       "({rule} siege-tolerance=PERCENT)") if attacker < ideal else
                    N_("attacker {attacker} points against defender {defender} is {ratio}; "
                       "a besieger should have about {ideal_ratio} ({ideal} points): {off} "
                       "points over it, more than the {tolerance} % tolerance "
                       "({rule} siege-tolerance=PERCENT)"))
        return (Finding(
            f"{GAME}.siege-balance",
            say(template, attacker=attacker, defender=defender,
                ratio=text_ratio(attacker, defender),
                ideal_ratio=text_ratio(rules["ratio"], 1, digits=None),
                ideal=ideal, off=off,
                tolerance=shortest(tolerance), rule=Field("options")), path, "warning"), info)
    return None, info
