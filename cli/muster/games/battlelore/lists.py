"""BattleLore army (order of battle) rules for `muster list-validate`.

BattleLore has no points: the armies come from the adventure. A file names its scenario
(bundled, e.g. ``agincourt``, or a scenario file) and lists each side's banner and units; the
rules below check them against the scenario's order of battle (seed 001 L9/p.3, L13/p.5).

Ruling options:

* ``oob-weapons=check|ignore``  compare weapons with the order of battle (default check; the
  seed does not print the Agincourt weapons, see docs/RULINGS.md, BattleLore).
* ``under-strength=warning|error|allow``  a unit listed with fewer figures than a full unit
  (default warning).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from muster.engine.data import fold
from muster.engine.names import Lookup
from muster.errors import Field, allowed_values
from muster.games.battlelore.scenarios import (
    GAME,
    ScenarioError,
    combat,
    czech_side,
    load_scenario,
    vocab,
)
from muster.games.battlelore.scenarios import key_of as _key
from muster.games.battlelore.tables import COLOURS, UNIT_TYPES, WEAPONS
from muster.i18n import N_, Named, named, say, say_plural, shown_repr, worded
from muster.lists import Finding, ListContext, Rule, Totals, Unit, rule_choice
from muster.text import grouped

OPTIONS = {
    "oob-weapons": ("check", "ignore"),
    "under-strength": ("warning", "error", "allow"),
}
RULE_OPTIONS = tuple(OPTIONS)  # the ruling-option names this game reads

Path = tuple[str | int, ...]


def _options(ctx: ListContext) -> dict[str, str]:
    chosen = {name: values[0] for name, values in OPTIONS.items()}
    for name, value in (ctx.options or {}).items():
        if name not in OPTIONS:
            continue  # another game's ruling option
        chosen[name] = rule_choice(name, value, OPTIONS[name])
    return chosen


def order_of_battle(scenario: dict[str, Any], side: str, weapons: bool) -> list[dict[str, Any]]:
    """The scenario's units for one side, with canonical keys."""
    r = combat()
    out = []
    for u in scenario["sides"][side]["units"]:
        colour = _key(r["colours"], u["colour"])
        utype = _key(r["unit_types"], u["type"])
        weapon = _key(r["weapons"], u["weapon"])
        out.append({"key": (colour, utype, weapon if weapons else None),
                    "count": u.get("count", 1),
                    "figures": u.get("figures", r["unit_types"][utype]["figures"]),
                    "name": u.get("en") or u.get("name") or "",
                    "name_cs": u.get("cs") or u.get("en") or u.get("name") or ""})
    return out


def describe(key: tuple[Any, ...]) -> str:
    colour, utype, weapon = key
    text = f"{colour} {utype}"
    return text + (f" {weapon}" if weapon else "")


def described(key: tuple[Any, ...]) -> Named:
    """`describe` for a message: 'blue foot short-sword', in Czech
    'pěší jednotka, modrý prapor – pravidelní vojáci, krátký meč' (a dash, not a bracket
    inside the finding's own)."""
    r = combat()
    colour, utype, weapon = key
    parts = [r["unit_types"][utype]["cs"], r["colours"][colour]["cs"]]
    parts += [r["weapons"][weapon]["cs"]] if weapon else []
    cs = ", ".join(re.sub(r" \((.+)\)$", " \u2013 \\1", p) for p in parts)
    return Named(describe(key), cs)


def _detail(r: dict[str, Any], table: str, key: str) -> Named:
    """A unit's colour, type or weapon in a roster: the key ('green'), in Czech the
    rulebook's name ('zelený prapor', 'pěší jednotka', 'běžný luk')."""
    return Named(key, re.split(r" \(| – ", r[table][key]["cs"])[0])


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# ------------------------------------------------------------------ the army as read


@dataclass
class ListedUnit:
    """One unit of a side as the file lists it, its names resolved where they are known."""

    index: int
    raw: dict[str, Any]
    path: Path
    label: str  # 'unit 2 (Longbowmen)', for messages
    colour: str | None
    utype: str | None
    weapon: str | None
    key: tuple[str, str, str | None] | None = None  # None: a name is unknown
    full: int = 0  # figures of a full unit
    base: int = 0  # figures of a full unit of its type (the scenario may set fewer)
    figures: int = 0  # as listed (a full unit when the file gives none)


@dataclass
class Side:
    name: str
    spec: dict[str, Any]
    path: Path
    known: bool  # one of the scenario's sides
    oob: list[dict[str, Any]]  # the scenario's order of battle for it
    wanted: dict[tuple[Any, ...], int]  # units of each kind the scenario gives it
    units: list[ListedUnit] = field(default_factory=list)
    label: str = ""  # as shown: the scenario's Czech name in Czech ('english': Angličané …)

    @property
    def resolved(self) -> list[ListedUnit]:
        return [u for u in self.units if u.key is not None]


@dataclass
class Army:
    data: dict[str, Any]
    options: dict[str, str]
    title: str  # the scenario's name
    scenario: dict[str, Any] | None  # None: it cannot be used
    scenario_error: str | None
    opponent_sides: set[str]
    sides: list[Side]


def read(army: dict[str, Any], ctx: ListContext) -> Army:
    opts = _options(ctx)
    scenario: dict[str, Any] | None = None
    title, problem = army["scenario"], None
    try:
        title, scenario = load_scenario(army["scenario"], ctx.file)
    except ScenarioError as err:
        problem = err.args[0]
    opponent_sides: set[str] = set()
    if ctx.opponent is not None and ctx.opponent.get("game") == GAME:
        opponent_sides = {side_key(scenario, str(s)) for s in ctx.opponent.get("sides", {})}
    weapons = opts["oob-weapons"] == "check"
    sides = _numbered([_side(name, spec, scenario, weapons)
                       for name, spec in army["sides"].items()])
    return Army(army, opts, title, scenario, problem, opponent_sides, sides)


def side_key(scenario: dict[str, Any] | None, name: str) -> str:
    """The scenario's id of the side an army file names by its id, English or Czech name
    or alias, without case or accents ('francouzi', 'Angličané'); the name
    as written when the scenario has no such side."""
    if scenario is None:
        return name
    return Lookup(N_("side"), scenario["sides"]).key(name) or name


def side_label(scenario: dict[str, Any] | None, name: str) -> Named:
    """A side as findings and the roster show it: its id in English (as the file writes it),
    the scenario's Czech name in Czech ('french': Francouzi; seed 001 L9)."""
    return czech_side(name, (scenario or {}).get("sides", {}).get(name))


def _side(name: str, spec: dict[str, Any], scenario: dict[str, Any] | None,
          weapons: bool) -> Side:
    r = combat()
    path: Path = ("sides", name)
    name = side_key(scenario, name)
    known = scenario is not None and name in scenario["sides"]
    oob = order_of_battle(scenario, name, weapons) if scenario is not None and known else []
    wanted: dict[tuple[Any, ...], int] = {}
    full_size: dict[tuple[Any, ...], int] = {}
    for entry in oob:
        wanted[entry["key"]] = wanted.get(entry["key"], 0) + entry["count"]
        full_size[entry["key"]] = entry["figures"]
    side = Side(name, spec, path, known, oob, wanted,
                label=side_label(scenario, name))
    for i, raw in enumerate(spec["units"]):
        unit = ListedUnit(
            i, raw, side.path + ("units", i),
            say("unit {n} ({name})", n=i + 1, name=str(raw["name"])) if raw.get("name")
            else say("unit {n}", n=i + 1),
            _key(r["colours"], raw["colour"]), _key(r["unit_types"], raw["type"]),
            _key(r["weapons"], raw["weapon"]))
        if unit.colour is not None and unit.utype is not None and unit.weapon is not None:
            unit.key = (unit.colour, unit.utype, unit.weapon if weapons else None)
            unit.base = r["unit_types"][unit.utype]["figures"]
            unit.full = full_size.get(unit.key, unit.base)
            unit.figures = raw.get("figures", unit.full)
        side.units.append(unit)
    return side


def _numbered(sides: list[Side]) -> list[Side]:
    """Each unit named by its number in the whole list, as the roster numbers its rows
    ('unit 16 (Regular cavalry)', the 7th unit of the second side; a number
    counted within its side would name another row of the roster)."""
    n = 0
    for side in sides:
        for unit in side.units:
            n += 1
            name = unit.raw.get("name")
            unit.label = (say("unit {n} ({name})", n=n, name=str(name)) if name
                          else say("unit {n}", n=n))
    return sides


# ------------------------------------------------------------------ the rules


def scenario_usable(army: Army, ctx: ListContext) -> Iterator[Finding]:
    if army.scenario_error is not None:
        yield Finding(f"{GAME}.scenario", army.scenario_error, ("scenario",))


def opponent_file(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """The other file, for armies split one side per file: the same scenario, no side in
    both (an opponent of another game never gets here: list-validate refuses it)."""
    opp = ctx.opponent
    if opp is None:
        return
    mine = army.data["scenario"]
    if fold(str(opp.get("scenario", ""))) != fold(mine):
        yield Finding(f"{GAME}.opponent-scenario",
                      say("this file plays {mine} but the {opponent} file plays {theirs}",
                          mine=shown_repr(mine), opponent=Field("opponent"),
                          theirs=shown_repr(opp.get("scenario"))), ("scenario",))
    for side in army.sides:
        if side.name in army.opponent_sides:
            yield Finding(f"{GAME}.side-twice",
                          say("side '{side}' is listed here and in the {opponent} file; each "
                              "side belongs to one file", side=side.label,
                              opponent=Field("opponent")), side.path)


def sides_listed(army: Army, ctx: ListContext) -> Iterator[Finding]:
    if army.scenario is None:
        return
    listed = {side.name for side in army.sides}
    for name in army.scenario["sides"]:
        if name not in listed and name not in army.opponent_sides:
            yield Finding(f"{GAME}.side-missing",
                          say("side '{side}' of {title} is not listed (add it here or give "
                              "the other side's file with {opponent}); its order of battle "
                              "is not checked", side=side_label(army.scenario, name),
                              title=army.title,
                              opponent=Field("opponent")), ("sides",), "warning")


def sides_known(army: Army, ctx: ListContext) -> Iterator[Finding]:
    if army.scenario is None:
        return
    sides = army.scenario["sides"]
    for side in army.sides:
        if not side.known:
            yield Finding(f"{GAME}.side-unknown", Lookup(N_("side"), sides).said(
                side.name, unit=army.title, ids=True, allowed=Named(
                    ", ".join(sides), ", ".join(  # 'Francouzi – french'
                        f"{e['cs']} \u2013 {k}" if e.get("cs") else k
                        for k, e in sides.items()))), side.path)


def banners(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """Each side's banner shape: a known one, the scenario's, and not another side's."""
    v = vocab()
    banner_of: dict[str, str] = {}  # side -> its shape
    for side in army.sides:
        path = side.path + ("banner",)
        shape = _key(v["banners"], side.spec["banner"])
        mismatch = False
        if shape is None:
            yield Finding(f"{GAME}.banner",
                          say("'{value}' is not a banner shape (allowed: {allowed})",
                              value=str(side.spec["banner"]),
                              allowed=allowed_values(v["banners"])), path)
            continue
        if side.known:
            assert army.scenario is not None
            wanted = _key(v["banners"], army.scenario["sides"][side.name]["banner"])
            if shape != wanted:
                mismatch = True
                want = v["banners"][wanted]
                yield Finding(f"{GAME}.banner",
                              say("{title}: side '{side}' carries the {wanted}, not the "
                                  "{shape}", title=army.title, side=side.label,
                                  wanted=Named(f"{want['en']} ({want['cs']})", want["cs"]),
                                  shape=named(v["banners"][shape])), path)
        if not mismatch:
            other = next((k for k, s in banner_of.items() if s == shape), None)
            if other is not None:
                yield Finding(f"{GAME}.banner-shared",
                              say("sides '{other}' and '{side}' both carry the {shape}; each "
                                  "camp has its own banner shape", other=other,
                                  side=side.label, shape=named(v["banners"][shape])), path)
            banner_of[side.label] = shape


def banner_patterns(army: Army, ctx: ListContext) -> Iterator[Finding]:
    v = vocab()
    for side in army.sides:
        if "pattern" in side.spec and _key(v["patterns"], side.spec["pattern"]) is None:
            yield Finding(f"{GAME}.banner-pattern",
                          say("'{value}' is not a banner pattern (allowed: {allowed})",
                              value=str(side.spec["pattern"]),
                              allowed=allowed_values(v["patterns"])), side.path + ("pattern",))


def unit_names(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """A unit's colour, type and weapon are ones the game knows; a misspelt one gets its
    did-you-mean, as every other refusal."""
    r = combat()
    for side in army.sides:
        for u in side.units:
            for key, field_, table, what in ((u.colour, "colour", "colours", COLOURS),
                                             (u.utype, "type", "unit_types", UNIT_TYPES),
                                             (u.weapon, "weapon", "weapons", WEAPONS)):
                if key is None:
                    yield Finding(f"{GAME}.{field_}", Lookup(what, r[table]).said(
                        str(u.raw[field_]), unit=u.label, ids=True), u.path + (field_,))


def weapon_carriers(army: Army, ctx: ListContext) -> Iterator[Finding]:
    r = combat()
    for side in army.sides:
        for u in side.units:
            if u.utype is None or u.weapon is None:
                continue
            carrier = r["weapons"][u.weapon]["carried_by"]
            if u.utype != "creature" and carrier != u.utype:
                yield Finding(f"{GAME}.weapon-carrier", say(
                    "{unit}: the {weapon} is a {carrier} weapon, carried here by a {type} "
                    "unit", unit=u.label, weapon=named(r["weapons"][u.weapon]),
                    carrier=named({"en": carrier, "cs": r["unit_types"][carrier]["cs"]}),
                    type=named({"en": u.utype, "cs": r["unit_types"][u.utype]["cs"]})),
                    u.path + ("weapon",), "warning")


def unit_figures(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """No unit over its full size; under it only as the under-strength option allows."""
    r = combat()
    under = army.options["under-strength"]
    for side in army.sides:
        for u in side.resolved:
            path = u.path + ("figures",)
            if u.figures > u.full:
                assert u.utype is not None
                kind = named({"en": u.utype, "cs": r["unit_types"][u.utype]["cs"]})
                if u.full == u.base:
                    msg = say("{unit}: {n} figures, but a {type} unit has at most {full}, "
                              "banner bearer included", unit=u.label, n=u.figures,
                              type=kind, full=u.full)
                else:
                    msg = say("{unit}: {n} figures, but a {type} unit has at most {full} "
                              "({title} sets {full}), banner bearer included",
                              unit=u.label, n=u.figures, type=kind, full=u.full,
                              title=army.title)
                yield Finding(f"{GAME}.figures", msg, path)
            elif u.figures < u.full and under != "allow":
                yield Finding(f"{GAME}.under-strength",
                              say("{unit}: {n} of {full} figures; units start the adventure "
                                  "at full strength", unit=u.label, n=u.figures, full=u.full),
                              path, "error" if under == "error" else "warning")


def orders_of_battle(army: Army, ctx: ListContext) -> Iterator[Finding]:
    """Each known side lists the scenario's units: none beyond it, none missing."""
    for side in army.sides:
        if not side.known:
            continue
        used: dict[tuple[Any, ...], int] = {}
        for u in side.resolved:
            assert u.key is not None
            have = used[u.key] = used.get(u.key, 0) + 1
            allowed = side.wanted.get(u.key, 0)
            if have <= allowed:
                continue
            if allowed:
                msg = say("{unit}: a {nth} {what} unit, but {title} gives side "
                          "'{side}' {allowed}", unit=u.label,
                          nth=Named(ordinal(have), f"{have}."), what=described(u.key),
                          title=army.title, side=side.label, allowed=allowed)
            else:
                msg = say("{unit}: {title} gives side '{side}' no {what} unit",
                          unit=u.label, title=army.title, side=side.label,
                          what=described(u.key))
            yield Finding(f"{GAME}.order-of-battle", msg, u.path)
        if len(side.resolved) < len(side.units):
            continue  # an unreadable unit was probably the missing one
        yield from _missing(army, side, used)


def _missing(army: Army, side: Side, used: dict[tuple[Any, ...], int]) -> Iterator[Finding]:
    for entry_key, allowed in side.wanted.items():
        have = used.get(entry_key, 0)
        if have >= allowed:
            continue
        names = {(e["name"], e["name_cs"]) for e in side.oob
                 if e["key"] == entry_key and e["name"]}
        en, cs = (f" ({', '.join(sorted(n[i] for n in names))})" for i in (0, 1))
        what = Named(en, cs) if names else ""
        missing = allowed - have
        args = dict(side=side.label, n=missing, what=described(entry_key), names=what,
                    title=army.title, allowed=allowed, have=have)
        if missing == 1:
            msg = say("side '{side}' is missing 1 {what} unit{names}: {title} gives "
                      "it {allowed}, the list has {have}", **args)
        else:
            msg = say("side '{side}' is missing {n} {what} units{names}: {title} "
                      "gives it {allowed}, the list has {have}", **args)
        yield Finding(f"{GAME}.order-of-battle", msg, side.path + ("units",))


RULES: list[Rule[Army]] = [scenario_usable, opponent_file, sides_listed, sides_known, banners,
                           banner_patterns, unit_names, weapon_carriers, unit_figures,
                           orders_of_battle]


# ------------------------------------------------------------------ totals


_UNKNOWN = {"colour": N_("'{value}' (unknown colour)"), "type": N_("'{value}' (unknown type)"),
            "weapon": N_("'{value}' (unknown weapon)")}


def _unknown(field_: str, value: object) -> str:
    """A unit's colour, type or weapon muster does not know: as written, and in Czech
    quoted and marked as unknown."""
    return worded(str(value), say(_UNKNOWN[field_], value=Named(str(value))))


def _title(army: Army) -> str:
    """The adventure's name for the roster; in Czech one the file names but muster does not
    know is marked so, as unknown colours are, not shown as a valid one."""
    title = str(army.title)
    if army.scenario is None and not title.lower().endswith((".toml", ".yaml", ".yml", ".json")):
        return worded(title, say("'{value}' (unknown adventure)", value=Named(title)))
    return title
def _figures(r: dict[str, Any], u: ListedUnit) -> int | None:
    """A unit's figures: as resolved, else as listed, else a full unit of its type (a name
    of it unknown); None when neither its figures nor its type are known."""
    if u.key is not None:
        return u.figures
    listed = u.raw.get("figures")
    if isinstance(listed, int) and not isinstance(listed, bool):
        return listed
    return int(r["unit_types"][u.utype]["figures"]) if u.utype is not None else None


def tally(army: Army, ctx: ListContext) -> Totals:
    r = combat()
    summary: dict[str, Any] = {"scenario": army.title}
    units: list[Unit] = []  # the roster
    total_units = total_figures = 0
    for side in army.sides:
        for u in side.units:
            label = f"unit {u.index + 1}" + (f" ({u.raw['name']})" if u.raw.get("name")
                                             else "")
            details: list[Any] = [  # an unknown name marked so in Czech
                _detail(r, table, key) if key is not None else _unknown(field_, u.raw[field_])
                for key, field_, table in ((u.colour, "colour", "colours"),
                                           (u.utype, "type", "unit_types"),
                                           (u.weapon, "weapon", "weapons"))]
            figures = _figures(r, u)
            if figures is not None:
                details.append(say_plural("{n} figures", "{n} figures", figures,
                                          n=grouped(figures)))
            units.append(Unit(str(u.raw.get("name") or label), None, 1, [], details,
                              group=side.label))
        # every unit listed is counted, as the roster's rows are: one with an unknown weapon
        # is still a unit of the army (the Agincourt list with a halberd has the book's 19,
        # seed 001 L9), its figures as listed or as its type has them
        side_units = len(side.units)
        side_figures = sum(_figures(r, u) or 0 for u in side.units)
        summary[f"{side.name} units"] = side_units
        summary[f"{side.name} figures"] = side_figures
        total_units += side_units
        total_figures += side_figures
    summary["units"] = total_units
    summary["figures"] = total_figures
    derived = {N_("scenario"): _title(army), N_("units"): str(total_units),
               N_("figures"): str(total_figures)}
    return Totals(points=None, summary=summary, units=units,
                  derived={k: v for k, v in derived.items() if v})
