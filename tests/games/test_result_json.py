"""Every result's JSON derives from its fields (`muster.engine.rule.JsonResult`), in every
game and in the engine's own rules: no class of a rule module (nor of the module an engine
rule's result is defined in) writes its own ``to_json``, and the type each rule's procedure
returns is a frozen dataclass and a JsonResult (a yes/no too: a record of one field), so a
field and its JSON key cannot part."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import pkgutil
import typing
from types import ModuleType

import pytest

import muster.games as games
from muster import api
from muster.api import ENGINE_RULES
from muster.engine.rule import JsonResult, rule_for

GAMES = sorted(m.name for m in pkgutil.iter_modules(games.__path__))


def _rule_modules(package: str) -> list[ModuleType]:
    """The modules of a game outside its views (the views build odds tables, not results)."""
    root = importlib.import_module(package)
    return [importlib.import_module(info.name)
            for info in pkgutil.walk_packages(root.__path__, package + ".")
            if ".views" not in info.name]


def _own_to_json(modules: list[ModuleType]) -> list[str]:
    return [f"{m.__name__}.{name}" for m in modules for name, cls in vars(m).items()
            if inspect.isclass(cls) and cls.__module__ == m.__name__ and "to_json" in vars(cls)]


def _returned(spec: type) -> list[type]:
    """The classes a spec's procedure says it returns (its annotation, read in its module)."""
    found = rule_for(object.__new__(spec))  # an instance with its fields unset
    assert found is not None
    returned = inspect.signature(found.proc, eval_str=True).return_annotation
    return [k for k in typing.get_args(returned) or (returned,) if inspect.isclass(k)]


@pytest.mark.parametrize("game", GAMES)
def test_no_class_of_a_game_writes_its_own_json(game):
    modules = _rule_modules(f"muster.games.{game}")
    assert len(modules) > 5
    assert _own_to_json(modules) == []


def _engine_specs() -> list[type]:
    return [s for s in api.specs() if not s.__module__.startswith("muster.games.")]


def test_no_engine_rule_writes_its_own_json():
    # the rules' modules, and those their results are defined in (a roll of the notation:
    # `muster.engine.notation.tree`)
    names = set(ENGINE_RULES) | {k.__module__ for s in _engine_specs() for k in _returned(s)}
    assert {"muster.engine.notation.tree", "muster.engine.draws"} <= names
    assert _own_to_json([importlib.import_module(m) for m in sorted(names)]) == []


def _not_frozen_records(kinds: set[type]) -> list[str]:
    return sorted(k.__qualname__ for k in kinds
                  if not (issubclass(k, JsonResult) and dataclasses.is_dataclass(k)
                          and k.__dataclass_params__.frozen))


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_of_a_game_returns_a_frozen_json_result(game):
    specs = [s for s in api.specs() if s.__module__.startswith(f"muster.games.{game}.")]
    assert len(specs) >= 4
    kinds = {k for s in specs for k in _returned(s)}
    assert kinds, game
    assert _not_frozen_records(kinds) == []


def test_every_engine_rule_returns_a_frozen_json_result():
    specs = _engine_specs()
    assert {s.__name__ for s in specs} >= {"ExpressionSpec", "GenericSpec", "WithinDrawsSpec"}
    kinds = {k for s in specs for k in _returned(s)}
    assert {k.__name__ for k in kinds} >= {"NotationRoll", "Drawn"}
    assert _not_frozen_records(kinds) == []


def test_a_plain_value_returned_is_caught():
    assert _not_frozen_records({bool, JsonResult}) == ["JsonResult", "bool"]
