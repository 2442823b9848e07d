"""BattleLore scenarios: a bundled adventure or a scenario file, read and checked
(`load_scenario`), the shape every scenario is checked against, and a side's names
(`czech_side`). Apart from the army-list rules (`muster.games.battlelore.lists`, which use
them too), so that a deck command, which names its scenario's sides, imports neither those
rules nor the army-list model (`muster.lists`: ~30M instructions)."""

from __future__ import annotations

import os
from typing import Any

from muster.engine.data import check_with, load
from muster.engine.names import Lookup
from muster.errors import allowed_values
from muster.files import FileRefused, TomlTooDeep, loads_toml, read_bytes
from muster.i18n import N_, Named, say, shown_repr
from muster.load import LoadError, decode, parse

GAME = "battlelore"


def combat() -> dict[str, Any]:
    return load(GAME, "combat")


def vocab() -> dict[str, Any]:
    return load(GAME, "lists")


def key_of(table: dict[str, Any], value: Any) -> str | None:
    """The data key a user's name stands for (English id or name, Czech, alias), or None."""
    return Lookup.of("", table).key(value) if isinstance(value, str) else None


class ScenarioError(Exception):
    """A scenario that cannot be used; reported as a finding on `scenario:`. Its one
    argument is the message (a `say` message, shown in the user's language)."""


def is_path(name: str) -> bool:
    return ("/" in name or "\\" in name
            or name.lower().endswith((".toml", ".yaml", ".yml", ".json")))


def scenario_key(name: str) -> str | None:
    """The bundled scenario ``name`` spells (any case, accents, dashes), or None."""
    return Lookup.of_names(N_("scenario"), vocab()["scenarios"]).key(name)


def load_scenario(name: str, army_file: str | None = None) -> tuple[str, dict[str, Any]]:
    """(display name, scenario dict) for a bundled name or a scenario file path."""
    if is_path(name):
        return read_scenario_file(name, army_file)
    return bundled_scenario(name)


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


def read_scenario_file(name: str, army_file: str | None = None
                       ) -> tuple[str, dict[str, Any]]:
    """(display name, scenario dict) for a scenario file's path (relative to ``army_file``'s
    folder, or the working folder)."""
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


def bundled_scenario(name: str) -> tuple[str, dict[str, Any]]:
    """(display name, scenario dict) for a bundled adventure's name."""
    key = scenario_key(name)
    if key is None:
        bundled = ", ".join(vocab()["scenarios"])
        raise ScenarioError(Lookup.of_names(N_("scenario"), vocab()["scenarios"]).said(
            name, allowed=say("{bundled}, or a scenario file path ending in .toml, .yaml "
                              "or .json", bundled=bundled)))
    check_with(GAME, key, lambda d: check_scenario(d, key))  # a MUSTER_DATA file too
    data = load(GAME, key)
    return data.get("en", key), data


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
        if key_of(vocab()["banners"], spec.get("banner")) is None:
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
                if key_of(table, u.get(column)) is None:
                    raise bad(say("side '{side}' unit entry {i}: unknown {field} {value} "
                                  "(allowed: {allowed})", side=side, i=i, field=column,
                                  value=shown_repr(u.get(column)), allowed=allowed_values(table)))
            figs = u.get("figures")
            if figs is not None and (not isinstance(figs, int) or isinstance(figs, bool)
                                     or figs < 1):
                raise bad(say("side '{side}' unit entry {i}: figures must be a whole number "
                              ">= 1", side=side, i=i))


def czech_side(side: str, entry: object) -> Named:
    """A side's id with its scenario's Czech name and that name's other cases (``cs_gen``,
    ``cs_dat``: 'ruka Angličanů a Welšanů'; seed 001 L9), or the id alone."""
    if not isinstance(entry, dict) or not entry.get("cs"):
        return Named(side, side)
    cases = {case: str(entry[f"cs_{case}"]) for case in ("gen", "dat") if entry.get(f"cs_{case}")}
    return Named(side, str(entry["cs"]), cases)
