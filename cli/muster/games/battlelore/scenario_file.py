"""A BattleLore scenario file, read and checked: a path an army file names (relative to
its own folder), or a deck's --scenario (relative to the working folder; a deck made from a
file reads it again for its sides' names). The bundled adventures, which need no file
parser, are `muster.games.battlelore.scenarios`; `load_scenario` reads either."""

from __future__ import annotations

import os
from typing import Any

from muster.files import FileRefused, TomlTooDeep, loads_toml, read_bytes
from muster.games.battlelore.scenarios import (
    ScenarioError,
    bundled_scenario,
    check_scenario,
    is_path,
)
from muster.i18n import say
from muster.load import LoadError, decode, parse


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
