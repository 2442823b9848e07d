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

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from muster.engine.data import check_with, fold, load
from muster.engine.names import Lookup
from muster.errors import Field, MusterError, allowed_values, hint
from muster.files import FileRefused, TomlTooDeep, loads_toml, read_bytes
from muster.i18n import N_, Named, _, both_ways, czech, named, ngettext, say, shown_repr
from muster.lists import Finding, ListContext, Rule, Totals, Unit
from muster.lists.load import LoadError, decode, parse
from muster.text import number

GAME = "battlelore"

OPTIONS = {
    "oob-weapons": ("check", "ignore"),
    "under-strength": ("warning", "error", "allow"),
}
RULE_OPTIONS = tuple(OPTIONS)  # the ruling-option names this game reads

Path = tuple[str | int, ...]


def combat() -> dict[str, Any]:
    return load(GAME, "combat")


def vocab() -> dict[str, Any]:
    return load(GAME, "lists")


_LOOKUPS: dict[int, tuple[dict[str, Any], Lookup]] = {}  # one per data table, by identity


def _key(table: dict[str, Any], value: Any) -> str | None:
    """The data key a user's name stands for (English id or name, Czech, alias), or None."""
    if not isinstance(value, str):
        return None
    found = _LOOKUPS.get(id(table))
    if found is None or found[0] is not table:
        found = _LOOKUPS[id(table)] = (table, Lookup("", table))
    return found[1].key(value)


def _options(ctx: ListContext) -> dict[str, str]:
    chosen = {name: values[0] for name, values in OPTIONS.items()}
    for name, value in (ctx.options or {}).items():
        if name not in OPTIONS:
            continue  # another game's ruling option
        if fold(value) not in OPTIONS[name]:
            raise MusterError(say("{rule} {name}={value}: allowed values are {allowed}",
                                  rule=Field("rule"), name=name, value=value,
                                  allowed=", ".join(OPTIONS[name])))
        chosen[name] = fold(value)
    return chosen


# ------------------------------------------------------------------ scenarios


class ScenarioError(Exception):
    """A scenario that cannot be used; reported as a finding on `scenario:`. Its one
    argument is the message (a `say` message, shown in the user's language)."""


def is_path(name: str) -> bool:
    return ("/" in name or "\\" in name
            or name.lower().endswith((".toml", ".yaml", ".yml", ".json")))


def _scenario_path(name: str, army_file: str | None) -> str:
    """A scenario file named by an army file: a relative path inside the army file's own
    folder (or the working folder for standard input). Absolute paths and paths that climb
    out of that folder are refused: an army file must not make muster read files elsewhere."""
    if os.path.isabs(name) or name.startswith(("~", "\\")) or (len(name) > 1 and name[1] == ":"):
        raise ScenarioError(say("scenario file {name}: give a path relative to the army file "
                                "(absolute paths are not read)", name=name))
    base = os.path.dirname(army_file) if army_file and army_file != "-" else "."
    base_real = os.path.realpath(base or ".")
    path = os.path.join(base, name)
    real = os.path.realpath(path)
    if os.path.commonpath([base_real, real]) != base_real:
        raise ScenarioError(say("scenario file {name}: it must lie in the army file's folder "
                                "(or below it)", name=name))
    return path


def load_scenario(name: str, army_file: str | None = None) -> tuple[str, dict[str, Any]]:
    """(display name, scenario dict) for a bundled name or a scenario file path."""
    if not is_path(name):
        key = fold(name).replace(" ", "-")
        if key not in vocab()["scenarios"]:
            raise ScenarioError(say("unknown scenario '{name}' (bundled: {bundled}; or give a "
                                    "scenario file path ending in .toml, .yaml or .json){hint}",
                                    name=name, bundled=", ".join(vocab()["scenarios"]),
                                    hint=hint(name, list(vocab()["scenarios"]))))
        check_with(GAME, key, lambda d: check_scenario(d, key))  # a MUSTER_DATA file too
        data = load(GAME, key)
        return data.get("en", key), data
    path = _scenario_path(name, army_file)
    try:
        _, raw = read_bytes(path)
        text = decode(raw)
        if path.lower().endswith(".toml"):
            data = loads_toml(text)  # the depth is capped before the parser sees the text
        else:
            data = parse(text, path).data
    except FileRefused as err:
        raise ScenarioError(say("cannot read scenario file {name}: {why}", name=name,
                                why=err.message)) from None
    except LoadError as err:
        if err.line:
            raise ScenarioError(say("scenario file {name} cannot be parsed (line {line}): "
                                    "{why}", name=name, line=err.line, why=err.message)
                                ) from None
        raise ScenarioError(say("scenario file {name} cannot be parsed: {why}", name=name,
                                why=err.message)) from None
    except TomlTooDeep as err:
        raise ScenarioError(say("scenario file {name} cannot be parsed (line {line}): "
                                "{why}", name=name, line=err.line, why=err.message)) from None
    except RecursionError:
        raise ScenarioError(say("scenario file {name} cannot be parsed: nested too deeply",
                                name=name)) from None
    except Exception as err:  # noqa: BLE001 - any parse error is the user's file
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise ScenarioError(say("scenario file {name} cannot be parsed: {why}", name=name,
                                why=first)) from None
    check_scenario(data, name)
    return str(data.get("en") or data.get("name") or name), data


def check_scenario(data: Any, name: str) -> None:
    """The shape of a scenario file (same as data/agincourt.toml)."""
    r = combat()

    def bad(msg: str) -> ScenarioError:
        return ScenarioError(say("scenario file {name}: {problem}", name=name, problem=msg))

    if not isinstance(data, dict) or not isinstance(data.get("sides"), dict) or not data["sides"]:
        raise bad(say("needs a 'sides' table with at least one side"))

    def names_are_text(table: dict[str, Any], where: str) -> None:
        for key in ("en", "cs", "name"):
            if key in table and not isinstance(table[key], str):
                raise bad(say("{where}{key} must be text, not {value}", where=where, key=key,
                              value=shown_repr(table[key])))

    names_are_text(data, "")
    for side, spec in data["sides"].items():
        if not isinstance(side, str):
            raise bad(say("side name {side} must be text (quote it)", side=shown_repr(side)))
        if not isinstance(spec, dict):
            raise bad(say("side '{side}' must be a table", side=side))
        names_are_text(spec, say("side '{side}': ", side=side))
        if _key(vocab()["banners"], spec.get("banner")) is None:
            raise bad(say("side '{side}' needs a banner (standard or pennant), not {value}",
                          side=side, value=shown_repr(spec.get("banner"))))
        units = spec.get("units")
        if not isinstance(units, list) or not units:
            raise bad(say("side '{side}' needs a list of units", side=side))
        for i, u in enumerate(units, 1):
            if not isinstance(u, dict):
                raise bad(say("side '{side}' unit entry {i} must be a table", side=side, i=i))
            names_are_text(u, say("side '{side}' unit entry {i}: ", side=side, i=i))
            count = u.get("count", 1)
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 100:
                raise bad(say("side '{side}' unit entry {i}: count must be a whole number from "
                              "1 to 100", side=side, i=i))
            for column, table in (("colour", r["colours"]), ("type", r["unit_types"]),
                                  ("weapon", r["weapons"])):
                if _key(table, u.get(column)) is None:
                    raise bad(say("side '{side}' unit entry {i}: unknown {field} {value} "
                                  "(allowed: {allowed})", side=side, i=i, field=column,
                                  value=shown_repr(u.get(column)), allowed=allowed_values(table)))
            figs = u.get("figures")
            if figs is not None and (not isinstance(figs, int) or isinstance(figs, bool)
                                     or figs < 1):
                raise bad(say("side '{side}' unit entry {i}: figures must be a whole number "
                              ">= 1", side=side, i=i))


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
    inside the finding's own: czverify21 #8)."""
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
    or alias, without case or accents ('francouzi', 'Angličané': czrev22-2a #2); the name
    as written when the scenario has no such side."""
    if scenario is None:
        return name
    return Lookup(N_("side"), scenario["sides"]).key(name) or name


def side_label(scenario: dict[str, Any] | None, name: str) -> Named:
    """A side as findings and the roster show it: its id in English (as the file writes it),
    the scenario's Czech name in Czech ('french': Francouzi; seed 001 L9)."""
    return czech_side(name, (scenario or {}).get("sides", {}).get(name))


def czech_side(side: str, entry: object) -> Named:
    """A side's id with its scenario's Czech name and that name's other cases (``cs_gen``,
    ``cs_dat``: 'ruka Angličanů a Welšanů'; seed 001 L9), or the id alone."""
    if not isinstance(entry, dict) or not entry.get("cs"):
        return Named(side, side)
    cases = {case: str(entry[f"cs_{case}"]) for case in ("gen", "dat") if entry.get(f"cs_{case}")}
    return Named(side, str(entry["cs"]), cases)


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
    ('unit 16 (Regular cavalry)', the 7th unit of the second side; czrev21-A 3: the number
    counted within its side named another row of the roster)."""
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
            yield Finding(f"{GAME}.side-unknown",
                          say("{title} has no side '{side}' (its sides: {sides}){hint}",
                              title=army.title, side=side.label, sides=Named(
                                  ", ".join(sides), ", ".join(  # 'Francouzi – french'
                                      f"{e['cs']} \u2013 {k}" if e.get("cs") else k
                                      for k, e in sides.items())),
                              hint=Lookup(N_("side"), sides).hint(side.name, ids=True)), side.path)


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
    """A unit's colour, type and weapon are ones the game knows."""
    r = combat()
    for side in army.sides:
        for u in side.units:
            if u.colour is None:
                yield Finding(f"{GAME}.colour",
                              say("{unit}: '{value}' is not a banner colour (allowed: "
                                  "{allowed})", unit=u.label, value=str(u.raw["colour"]),
                                  allowed=allowed_values(r["colours"])), u.path + ("colour",))
            if u.utype is None:
                yield Finding(f"{GAME}.type",
                              say("{unit}: '{value}' is not a unit type (allowed: {allowed})",
                                  unit=u.label, value=str(u.raw["type"]),
                                  allowed=allowed_values(r["unit_types"])), u.path + ("type",))
            if u.weapon is None:
                yield Finding(f"{GAME}.weapon",
                              say("{unit}: '{value}' is not a weapon (allowed: {allowed})",
                                  unit=u.label, value=str(u.raw["weapon"]),
                                  allowed=allowed_values(r["weapons"])), u.path + ("weapon",))


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


def tally(army: Army, ctx: ListContext) -> Totals:
    r = combat()
    summary: dict[str, Any] = {"scenario": army.title}
    units: list[Unit] = []  # the roster
    total_units = total_figures = 0
    for side in army.sides:
        for u in side.units:
            label = f"unit {u.index + 1}" + (f" ({u.raw['name']})" if u.raw.get("name")
                                             else "")
            details: list[Any] = [  # an unknown name marked so in Czech (czrev22-2a #13)
                _detail(r, table, key) if key is not None else both_ways(
                    lambda v=str(u.raw[field_]), f=field_: _(_UNKNOWN[f]).format(value=v)
                    if czech() else v) for key, field_, table in ((u.colour, "colour", "colours"),
                                           (u.utype, "type", "unit_types"),
                                           (u.weapon, "weapon", "weapons"))]
            if u.key is not None:
                details.append(both_ways(lambda n=u.figures: ngettext(
                    "{n} figures", "{n} figures", n).format(n=number(n))))
            units.append(Unit(str(u.raw.get("name") or label), None, 1, [], details,
                              group=side.label))
        side_units = len(side.resolved)
        side_figures = sum(u.figures for u in side.resolved)
        summary[f"{side.name} units"] = side_units
        summary[f"{side.name} figures"] = side_figures
        total_units += side_units
        total_figures += side_figures
    summary["units"] = total_units
    summary["figures"] = total_figures
    derived = {N_("scenario"): str(summary.get("scenario", "")), N_("units"): str(total_units),
               N_("figures"): str(total_figures)}
    return Totals(points=None, summary=summary, units=units,
                  derived={k: v for k, v in derived.items() if v})
