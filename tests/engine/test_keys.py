"""Outcome keys read by name (`muster.engine.keys.NamedKey`): still the plain tuples the odds
group by and the JSON lists, their elements named for a Python caller."""

from __future__ import annotations

import importlib
import pkgutil
from fractions import Fraction

import pytest

import muster.games as games
from muster import api
from muster.engine.keys import NamedKey


def _key_classes() -> list[type[NamedKey]]:
    for info in pkgutil.walk_packages(games.__path__, "muster.games."):
        importlib.import_module(info.name)
    found: list[type[NamedKey]] = []
    todo = list(NamedKey.__subclasses__())
    while todo:
        kind = todo.pop()
        found.append(kind)
        todo += kind.__subclasses__()
    return found


def test_a_named_key_is_the_tuple_it_was():
    class Key(NamedKey):
        NAMES = ("hits", "state")

    key = Key((2, "stunned"))
    assert key == (2, "stunned") and hash(key) == hash((2, "stunned"))
    assert (key.hits, key.state) == (2, "stunned") and key.named() == {"hits": 2,
                                                                          "state": "stunned"}
    assert Key((1,)).state is None  # an element only some outcomes carry
    with pytest.raises(AttributeError, match="its names: hits, state"):
        _ = key.wounds


def test_every_game_key_names_its_elements():
    kinds = [k for k in _key_classes() if k.__module__.startswith("muster.games.")
             and not k.__subclasses__()]  # a base of keys (Void's Outcome) names none
    assert {k.__module__.split(".")[2] for k in kinds} >= {"void", "confrontation",
                                                            "battlelore", "mageknight"}
    for kind in kinds:
        assert kind.NAMES and len(set(kind.NAMES)) == len(kind.NAMES), kind


def test_the_names_read_the_outcomes_the_rules_give():
    from muster.games.mageknight.wound import WoundSpec
    from muster.games.void.attack import AttackSpec

    void = api.odds(AttackSpec("sword", target_armor=5))
    assert all(len(k) <= len(type(k).NAMES) for k in void)
    assert void.p(lambda k: k.damage == 20) == void.p(lambda k: k[3] == 20) > 0
    mk = api.odds(WoundSpec(attack=9, defenses=(15, 16), damage=2, split=(1, 1)))
    both = mk.p(lambda k: all(t.hit for t in k.targets))
    assert both == Fraction(21, 36)  # 2d6 + 9 >= 16: 7 or more
