"""Every result type of the Mageknight rules gives its JSON from its fields (`JsonResult`): no
module of the game writes a `to_json` by hand, so a result's JSON keys are its field names."""

import importlib
import inspect
import pkgutil

import muster.games.mageknight as game
from muster.engine.rule import JsonResult


def _classes_with_json() -> list[type]:
    found = []
    for info in pkgutil.iter_modules(game.__path__):
        if info.name == "views":
            continue
        module = importlib.import_module(f"{game.__name__}.{info.name}")
        found += [c for _, c in inspect.getmembers(module, inspect.isclass)
                  if c.__module__ == module.__name__ and hasattr(c, "to_json")]
    return found


def test_no_result_of_the_game_writes_its_json_by_hand():
    classes = _classes_with_json()
    assert classes  # the walk finds the game's results
    hand_written = [c.__qualname__ for c in classes
                    if not issubclass(c, JsonResult) or c.to_json is not JsonResult.to_json]
    assert hand_written == []
