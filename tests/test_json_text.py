"""`muster.json_text.copied`: a deep copy of JSON data equal to ``copy.deepcopy``'s."""

from __future__ import annotations

import copy
import json
import math

from muster.json_text import copied


def test_a_copy_is_deepcopy_s_values_types_and_order():
    shared = [1, 2]
    data = {"z": 1, "a": [True, False, None, 0, -0.0, 1.5, 10**14, "žluťoučký", (1, "x")],
            "m": {"b": {}, "a": []}, "s1": shared, "s2": shared}
    made, ref = copied(data), copy.deepcopy(data)
    assert made == ref and list(made) == list(ref) == ["z", "a", "m", "s1", "s2"]
    assert [type(x) for x in made["a"]] == [type(x) for x in ref["a"]]
    assert math.copysign(1, made["a"][4]) == -1.0
    assert made["s1"] is made["s2"]  # shared parts stay shared, as deepcopy keeps them
    assert json.dumps(made) == json.dumps(ref)


def test_a_copy_shares_nothing_mutable_with_the_original():
    data = {"pile": ["a", "b"], "reserves": {"lions": []}}
    made = copied(data)
    made["pile"].append("c")
    made["reserves"]["lions"].append("x")
    assert data == {"pile": ["a", "b"], "reserves": {"lions": []}}


class Word(str):
    """A str subclass: marshal does not take it."""


def test_what_marshal_does_not_take_is_deepcopy_s():
    data = {"outcome": Word("automatic failure"), "n": 1}
    made = copied(data)
    assert made == data and type(made["outcome"]) is Word
    assert made is not data
