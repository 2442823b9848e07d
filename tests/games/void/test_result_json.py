"""Every Void result's JSON derives from its fields (`JsonResult`): no rule's result, and no
record a result holds, writes ``to_json`` by hand, so a field and its JSON key cannot part."""

import importlib
import inspect
import pkgutil
import sys

import pytest

import muster.games.void as void
from muster import api
from muster.engine.rule import JsonResult, rule_for

MODULES = [importlib.import_module(f"muster.games.void.{m.name}")
           for m in pkgutil.iter_modules(void.__path__) if m.name != "views"]


def _result_type(spec: type) -> type:
    """The type a spec's procedure returns (its annotation, read in its module)."""
    found_rule = rule_for(object.__new__(spec))  # an instance, its fields unset
    assert found_rule is not None
    proc = found_rule.proc
    name = inspect.get_annotations(proc)["return"]
    found = getattr(sys.modules[proc.__module__], name)
    assert isinstance(found, type), name
    return found


VOID_SPECS = [s for s in api.specs() if s.__module__.startswith("muster.games.void.")]


def test_every_void_rule_is_listed() -> None:
    assert len(VOID_SPECS) == 12


@pytest.mark.parametrize("spec", VOID_SPECS, ids=lambda s: s.__name__)
def test_each_rules_result_is_a_json_result_with_no_to_json_of_its_own(spec: type) -> None:
    result = _result_type(spec)
    assert issubclass(result, JsonResult), result
    assert result.to_json is JsonResult.to_json, result


def test_no_class_of_the_game_writes_its_json_by_hand() -> None:
    own = [c for m in MODULES for c in vars(m).values()
           if isinstance(c, type) and c.__module__ == m.__name__ and hasattr(c, "to_json")]
    assert {_result_type(s) for s in VOID_SPECS} < set(own)  # and the records they hold
    assert [c.__qualname__ for c in own if c.to_json is not JsonResult.to_json] == []
