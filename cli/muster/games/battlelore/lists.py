"""BattleLore army (order of battle) rules for `muster list-validate`.

BattleLore has no points: the armies come from the adventure. A file names its scenario
(bundled, e.g. ``agincourt``, or a scenario file) and lists each side's banner and units; the
rules below check them against the scenario's order of battle (seed 001 L9/p.3, L13/p.5).

Ruling options (``--rule NAME=VALUE``):

* ``oob-weapons=check|ignore``  compare weapons with the order of battle (default check; the
  seed does not print the Agincourt weapons, see docs/RULINGS.md, BattleLore).
* ``under-strength=warning|error|allow``  a unit listed with fewer figures than a full unit
  (default warning).
"""

from __future__ import annotations

import os
from typing import Any

from muster.engine.data import fold, load
from muster.errors import MusterError
from muster.i18n import N_, Named, both_ways, named, ngettext, number, say
from muster.lists import Checked, Finding, ListContext, Unit

GAME = "battlelore"

OPTIONS = {
    "oob-weapons": ("check", "ignore"),
    "under-strength": ("warning", "error", "allow"),
}
RULE_OPTIONS = tuple(OPTIONS)  # the --rule names this game reads


def combat() -> dict:
    return load(GAME, "combat")


def vocab() -> dict:
    return load(GAME, "lists")


def _lookup(table: dict, value: Any) -> str | None:
    """The data key a user's name stands for (English id or name, Czech, alias), or None."""
    if not isinstance(value, str):
        return None
    wanted = fold(value)
    for key, info in table.items():
        names = [key, info.get("en", ""), info.get("cs", ""), *info.get("aliases", [])]
        if wanted in {fold(n) for n in names if n}:
            return key
    return None


def _options(ctx: ListContext) -> dict[str, str]:
    chosen = {name: values[0] for name, values in OPTIONS.items()}
    for name, value in (ctx.options or {}).items():
        if name not in OPTIONS:
            continue  # another game's ruling option
        if fold(value) not in OPTIONS[name]:
            raise MusterError(say("--rule {name}={value}: allowed values are {allowed}",
                                  name=name, value=value, allowed=", ".join(OPTIONS[name])))
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


def load_scenario(name: str, army_file: str | None = None) -> tuple[str, dict]:
    """(display name, scenario dict) for a bundled name or a scenario file path."""
    if not is_path(name):
        key = fold(name).replace(" ", "-")
        if key not in vocab()["scenarios"]:
            raise ScenarioError(say("unknown scenario '{name}' (bundled: {bundled}; or give a "
                                    "scenario file path ending in .toml, .yaml or .json)",
                                    name=name, bundled=", ".join(vocab()["scenarios"])))
        data = load(GAME, key)
        return data.get("en", key), data
    path = _scenario_path(name, army_file)
    from muster.files import FileRefused, read_bytes
    from muster.lists.load import LoadError, decode, parse

    try:
        _, raw = read_bytes(path)
        text = decode(raw)
        if path.lower().endswith(".toml"):
            import tomllib

            data = tomllib.loads(text)
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

    def bad(msg) -> ScenarioError:
        return ScenarioError(say("scenario file {name}: {problem}", name=name, problem=msg))

    if not isinstance(data, dict) or not isinstance(data.get("sides"), dict) or not data["sides"]:
        raise bad(say("needs a 'sides' table with at least one side"))

    def names_are_text(table: dict, where) -> None:
        for key in ("en", "cs", "name"):
            if key in table and not isinstance(table[key], str):
                raise bad(say("{where}{key} must be text, not {value}", where=where, key=key,
                              value=repr(table[key])))

    names_are_text(data, "")
    for side, spec in data["sides"].items():
        if not isinstance(side, str):
            raise bad(say("side name {side} must be text (quote it)", side=repr(side)))
        if not isinstance(spec, dict):
            raise bad(say("side '{side}' must be a table", side=side))
        names_are_text(spec, say("side '{side}': ", side=side))
        if _lookup(vocab()["banners"], spec.get("banner")) is None:
            raise bad(say("side '{side}' needs a banner (standard or pennant), not {value}",
                          side=side, value=repr(spec.get("banner"))))
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
            for field, table in (("colour", r["colours"]), ("type", r["unit_types"]),
                                 ("weapon", r["weapons"])):
                if _lookup(table, u.get(field)) is None:
                    raise bad(say("side '{side}' unit entry {i}: unknown {field} {value} "
                                  "(allowed: {allowed})", side=side, i=i, field=field,
                                  value=repr(u.get(field)), allowed=", ".join(table)))
            figs = u.get("figures")
            if figs is not None and (not isinstance(figs, int) or isinstance(figs, bool)
                                     or figs < 1):
                raise bad(say("side '{side}' unit entry {i}: figures must be a whole number "
                              ">= 1", side=side, i=i))


def order_of_battle(scenario: dict, side: str, weapons: bool) -> list[dict]:
    """The scenario's units for one side, with canonical keys."""
    r = combat()
    out = []
    for u in scenario["sides"][side]["units"]:
        colour = _lookup(r["colours"], u["colour"])
        utype = _lookup(r["unit_types"], u["type"])
        weapon = _lookup(r["weapons"], u["weapon"])
        out.append({"key": (colour, utype, weapon if weapons else None),
                    "count": u.get("count", 1),
                    "figures": u.get("figures", r["unit_types"][utype]["figures"]),
                    "name": u.get("en") or u.get("name") or "",
                    "name_cs": u.get("cs") or u.get("en") or u.get("name") or ""})
    return out


def describe(key: tuple) -> str:
    colour, utype, weapon = key
    text = f"{colour} {utype}"
    return text + (f" {weapon}" if weapon else "")


def described(key: tuple) -> Named:
    """`describe` for a message: 'blue foot short-sword', in Czech
    'pěší jednotka, modrý prapor (pravidelní vojáci), krátký meč'."""
    r = combat()
    colour, utype, weapon = key
    cs = f"{r['unit_types'][utype]['cs']}, {r['colours'][colour]['cs']}"
    return Named(describe(key), cs + (f", {r['weapons'][weapon]['cs']}" if weapon else ""))


def _detail(r: dict, table: str, key: str) -> Named:
    """A unit's colour, type or weapon in a roster: the key ('green'), in Czech the
    rulebook's name ('zelený prapor', 'pěší jednotka', 'běžný luk')."""
    return Named(key, r[table][key]["cs"].split(" (")[0])


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


# ------------------------------------------------------------------ the rules


def check(army: dict, ctx: ListContext) -> Checked:
    opts = _options(ctx)
    r = combat()
    v = vocab()
    findings: list[Finding] = []

    def find(rule: str, message: str, path: tuple, severity: str = "error") -> None:
        findings.append(Finding(rule=f"{GAME}.{rule}", message=message, path=path,
                                severity=severity))

    scenario_name = army["scenario"]
    scenario: dict | None = None
    title = scenario_name
    try:
        title, scenario = load_scenario(scenario_name, ctx.file)
    except ScenarioError as err:
        find("scenario", err.args[0], ("scenario",))

    sides: dict = army["sides"]
    summary: dict = {"scenario": title}
    units: list[Unit] = []  # the roster
    total_units = total_figures = 0
    banner_of: dict[str, tuple[str, str]] = {}

    # --- the other file, for armies split one side per file
    opp_sides: set[str] = set()
    if ctx.opponent is not None:
        opp = ctx.opponent
        if opp.get("game") != GAME:
            find("opponent-game", say("the --opponent file is for {game}, not battlelore",
                                      game=repr(opp.get("game"))), ())
        else:
            opp_sides = set(opp.get("sides", {}))
            if fold(str(opp.get("scenario", ""))) != fold(scenario_name):
                find("opponent-scenario", say("this file plays {mine} but the --opponent file "
                                              "plays {theirs}", mine=repr(scenario_name),
                                              theirs=repr(opp.get("scenario"))), ("scenario",))
            for side in sides:
                if side in opp_sides:
                    find("side-twice", say("side '{side}' is listed here and in the --opponent "
                                           "file; each side belongs to one file", side=side),
                         ("sides", side))

    if scenario is not None:
        for side in scenario["sides"]:
            if side not in sides and side not in opp_sides:
                find("side-missing", say("side '{side}' of {title} is not listed (add it here "
                                         "or give the other side's file with --opponent); its "
                                         "order of battle is not checked", side=side,
                                         title=title), ("sides",), "warning")

    for side, spec in sides.items():
        spath = ("sides", side)
        known_side = scenario is not None and side in scenario["sides"]
        if scenario is not None and not known_side:
            find("side-unknown", say("{title} has no side '{side}' (its sides: {sides})",
                                     title=title, side=side,
                                     sides=", ".join(scenario["sides"])), spath)

        # banner shape and pattern
        shape = _lookup(v["banners"], spec["banner"])
        mismatch = False
        if shape is None:
            find("banner", say("'{value}' is not a banner shape (allowed: {allowed})",
                               value=str(spec["banner"]), allowed=", ".join(v["banners"])),
                 spath + ("banner",))
        elif known_side:
            wanted = _lookup(v["banners"], scenario["sides"][side]["banner"])
            if shape != wanted:
                mismatch = True
                want = v["banners"][wanted]
                find("banner", say("{title}: side '{side}' carries the {wanted}, not the {shape}",
                                   title=title, side=side,
                                   wanted=Named(f"{want['en']} ({want['cs']})", want["cs"]),
                                   shape=named(v["banners"][shape])), spath + ("banner",))
        if shape is not None and not mismatch:
            if shape in {s for s, _unused in banner_of.values()}:
                other = next(k for k, (s, _unused) in banner_of.items() if s == shape)
                find("banner-shared", say("sides '{other}' and '{side}' both carry the {shape}; "
                                          "each camp has its own banner shape", other=other,
                                          side=side, shape=named(v["banners"][shape])),
                     spath + ("banner",))
            banner_of[side] = (shape, "")
        if "pattern" in spec and _lookup(v["patterns"], spec["pattern"]) is None:
            find("banner-pattern", say("'{value}' is not a banner pattern (allowed: {allowed})",
                                       value=str(spec["pattern"]),
                                       allowed=", ".join(v["patterns"])), spath + ("pattern",))

        oob = order_of_battle(scenario, side, opts["oob-weapons"] == "check") \
            if known_side else []
        wanted_count = {}
        full_size = {}
        for entry in oob:
            wanted_count[entry["key"]] = wanted_count.get(entry["key"], 0) + entry["count"]
            full_size[entry["key"]] = entry["figures"]
        used: dict[tuple, int] = {}
        side_units = side_figures = unresolved = 0

        for i, unit in enumerate(spec["units"]):
            upath = spath + ("units", i)
            label = f"unit {i + 1}" + (f" ({unit['name']})" if unit.get("name") else "")
            shown_label = (say("unit {n} ({name})", n=i + 1, name=str(unit["name"]))
                           if unit.get("name") else say("unit {n}", n=i + 1))
            colour = _lookup(r["colours"], unit["colour"])
            utype = _lookup(r["unit_types"], unit["type"])
            weapon = _lookup(r["weapons"], unit["weapon"])
            if colour is None:
                find("colour", say("{unit}: '{value}' is not a banner colour (allowed: "
                                   "{allowed})", unit=shown_label, value=str(unit["colour"]),
                                   allowed=", ".join(r["colours"])), upath + ("colour",))
            if utype is None:
                find("type", say("{unit}: '{value}' is not a unit type (allowed: {allowed})",
                                 unit=shown_label, value=str(unit["type"]),
                                 allowed=", ".join(r["unit_types"])), upath + ("type",))
            if weapon is None:
                find("weapon", say("{unit}: '{value}' is not a weapon (allowed: {allowed})",
                                   unit=shown_label, value=str(unit["weapon"]),
                                   allowed=", ".join(r["weapons"])), upath + ("weapon",))
            if utype is not None and weapon is not None:
                carrier = r["weapons"][weapon]["carried_by"]
                if utype != "creature" and carrier != utype:
                    find("weapon-carrier", say(
                        "{unit}: the {weapon} is a {carrier} weapon, carried here by a {type} "
                        "unit", unit=shown_label, weapon=named(r["weapons"][weapon]),
                        carrier=named({"en": carrier, "cs": r["unit_types"][carrier]["cs"]}),
                        type=named({"en": utype, "cs": r["unit_types"][utype]["cs"]})),
                        upath + ("weapon",), "warning")
            units.append(Unit(str(unit.get("name") or label), None, 1, [], [
                _detail(r, table, key) if key is not None else str(unit[field_])
                for key, field_, table in ((colour, "colour", "colours"),
                                           (utype, "type", "unit_types"),
                                           (weapon, "weapon", "weapons"))],
                group=side))
            if None in (colour, utype, weapon):
                unresolved += 1  # reported above; not matched against the order of battle
                continue
            key = (colour, utype, weapon if opts["oob-weapons"] == "check" else None)
            base = r["unit_types"][utype]["figures"]
            full = full_size.get(key, base)
            figures = unit.get("figures", full)
            units[-1].details.append(both_ways(lambda n=figures: ngettext(
                "{n} figures", "{n} figures", n).format(n=number(n))))
            side_units += 1
            side_figures += figures
            fpath = upath + ("figures",)
            if figures > full:
                kind = named({"en": utype, "cs": r["unit_types"][utype]["cs"]})
                if full == base:
                    msg = say("{unit}: {n} figures, but a {type} unit has at most {full}, "
                              "banner bearer included", unit=shown_label, n=figures,
                              type=kind, full=full)
                else:
                    msg = say("{unit}: {n} figures, but a {type} unit has at most {full} "
                              "({title} sets {full}), banner bearer included",
                              unit=shown_label, n=figures, type=kind, full=full, title=title)
                find("figures", msg, fpath)
            elif figures < full and opts["under-strength"] != "allow":
                find("under-strength", say("{unit}: {n} of {full} figures; units start the "
                                           "adventure at full strength", unit=shown_label,
                                           n=figures, full=full), fpath,
                     "error" if opts["under-strength"] == "error" else "warning")
            if known_side:
                have = used.get(key, 0) + 1
                used[key] = have
                allowed = wanted_count.get(key, 0)
                if have > allowed:
                    if allowed:
                        msg = say("{unit}: a {nth} {what} unit, but {title} gives side "
                                  "'{side}' {allowed}", unit=shown_label,
                                  nth=Named(ordinal(have), f"{have}."), what=described(key),
                                  title=title, side=side, allowed=allowed)
                    else:
                        msg = say("{unit}: {title} gives side '{side}' no {what} unit",
                                  unit=shown_label, title=title, side=side,
                                  what=described(key))
                    find("order-of-battle", msg, upath)
        if known_side and not unresolved:  # an unreadable unit was probably the missing one
            for entry_key, allowed in wanted_count.items():
                have = used.get(entry_key, 0)
                if have < allowed:
                    names = {(e["name"], e["name_cs"]) for e in oob
                             if e["key"] == entry_key and e["name"]}
                    what = Named(*(f" ({', '.join(sorted(n[i] for n in names))})"
                                   for i in (0, 1))) if names else ""
                    missing = allowed - have
                    args = dict(side=side, n=missing, what=described(entry_key), names=what,
                                title=title, allowed=allowed, have=have)
                    if missing == 1:
                        msg = say("side '{side}' is missing 1 {what} unit{names}: {title} gives "
                                  "it {allowed}, the list has {have}", **args)
                    else:
                        msg = say("side '{side}' is missing {n} {what} units{names}: {title} "
                                  "gives it {allowed}, the list has {have}", **args)
                    find("order-of-battle", msg, spath + ("units",))
        summary[f"{side} units"] = side_units
        summary[f"{side} figures"] = side_figures
        total_units += side_units
        total_figures += side_figures

    summary["units"] = total_units
    summary["figures"] = total_figures
    derived = {N_("scenario"): str(summary.get("scenario", "")), N_("units"): str(total_units),
               N_("figures"): str(total_figures)}
    return Checked(points=None, findings=findings, summary=summary, units=units,
                   derived={k: v for k, v in derived.items() if v})
