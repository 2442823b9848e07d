"""Every Confrontation result's JSON derives from its fields (`JsonResult`): no class of the
game writes its own ``to_json``, and every result type a rule's procedure returns is a
JsonResult (a rule whose outcome is a plain value, a deck card's draw for ``--odds``, has
no result type)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import typing

import muster.games.confrontation as conf
from muster.engine.rule import JsonResult, registered, rule_for

MODULES = [importlib.import_module(f"{conf.__name__}.{m.name}")
           for m in pkgutil.iter_modules(conf.__path__) if m.name != "views"]


def test_no_class_of_the_game_writes_its_own_json() -> None:
    own = [f"{module.__name__}.{name}" for module in MODULES
           for name, cls in vars(module).items()
           if inspect.isclass(cls) and cls.__module__ == module.__name__
           and "to_json" in vars(cls)]
    assert own == []


def test_every_rule_of_the_game_returns_a_json_result() -> None:
    specs = [s for s in registered() if s.__module__.startswith(conf.__name__ + ".")]
    assert len(specs) >= 20  # every rule of the game's modules, imported above
    results = {}
    for spec in specs:
        rule = rule_for(object.__new__(spec))
        assert rule is not None
        returned = inspect.signature(rule.proc, eval_str=True).return_annotation
        for kind in typing.get_args(returned) or (returned,):
            if kind.__module__.startswith(conf.__name__ + "."):
                results[kind.__name__] = issubclass(kind, JsonResult)
    assert {"WoundRoll", "MeleeWave", "ExchangeResult", "ShotRoll", "Flight", "FlyingMove",
            "MeleeSetup", "ShootingOrder", "Rolls"} <= set(results)
    assert [name for name, ok in results.items() if not ok] == []
