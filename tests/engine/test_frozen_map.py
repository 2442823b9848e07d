"""`muster.engine.frozen_map`: the read-only tables a result holds compare and hash by their
items and show as the dict they were made from; a funnel compares by its dice."""

from __future__ import annotations

import json

import pytest

from muster.engine.frozen_map import Counts, FrozenMap
from muster.engine.rule import jsonable
from muster.engine.thrown import Funnel


def test_a_frozen_map_is_equal_to_the_same_items_and_hashes_alike():
    a = FrozenMap({"damaged": True, "breaches": 1})
    b = FrozenMap([("breaches", 1), ("damaged", True)])
    assert a == b and hash(a) == hash(b)
    assert a == {"damaged": True, "breaches": 1}
    assert a != FrozenMap({"damaged": True, "breaches": 2})
    assert {a: "one"}[b] == "one"


def test_a_frozen_map_cannot_be_changed():
    a = FrozenMap({"att": 3})
    with pytest.raises(TypeError):
        a["att"] = 4
    with pytest.raises(AttributeError):
        a.other = 1


def test_its_json_is_the_dict_it_was_made_from_in_order():
    a = FrozenMap({"among": ("b", "a"), "dice": (4, 4)})
    assert json.dumps(jsonable(a)) == '{"among": ["b", "a"], "dice": [4, 4]}'


def test_a_tally_counts_faces_alone_and_together():
    tally = Counts({"green": 1, "flag": 2, "lore": 0})
    assert (tally.of("green", "flag"), tally.none("lore"), tally.none("flag")) == (3, True, False)
    assert tally == Counts({"green": 1, "flag": 2, "lore": 0})
    assert hash(tally) == hash(Counts({"lore": 0, "flag": 2, "green": 1}))


def test_a_funnel_is_its_dice():
    # 3 attacks at 4+: 4 1 6 hit twice; saves 5+: 5 2, one saved
    one = Funnel([2, 1], [[4, 1, 6], [5, 2]])
    again = Funnel((2, 1), ((4, 1, 6), (5, 2)))
    assert one == again and hash(one) == hash(again)
    assert one != Funnel([2, 1], [[4, 1, 6], [5, 3]])
    assert (one.passed(0), one.passed(), one.seen(1), one.rerolled(1)) == (2, 1, [5, 2], None)
