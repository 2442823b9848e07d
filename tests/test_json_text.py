"""`muster.json_text.copied`: a deep copy of JSON data equal to ``copy.deepcopy``'s; and
`indented`: the text of ``json.dumps(..., ensure_ascii=False, indent=N)``."""

from __future__ import annotations

import copy
import json
import math

import pytest

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


# ------------------------------------------------------------------ indented


def _random_json(rng, depth=0):
    kind = rng.randrange(9 if depth < 4 else 6)
    if kind == 0:
        return rng.choice([None, True, False])
    if kind == 1:
        return rng.randrange(-10**16, 10**16)
    if kind == 2:
        return rng.choice([0.0, -0.0, 1.5, 1e-7, 1e100, -2.25, 0.1 + 0.2])
    if kind in (3, 4, 5):
        letters = 'ab č"\\/\n\t\x00\x1f\u2028\U0001f600'
        return "".join(rng.choice(letters) for _ in range(rng.randrange(6)))
    if kind in (6, 7):
        return [_random_json(rng, depth + 1) for _ in range(rng.randrange(4))]
    return {f"k{rng.randrange(9)}č": _random_json(rng, depth + 1)
            for _ in range(rng.randrange(4))}


def test_indented_is_json_dumps_text():
    import random
    from pathlib import Path

    from muster.json_text import indented

    decks = Path(__file__).resolve().parent.parent / "examples" / "decks"
    samples = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(decks.glob("*.json"))]
    rng = random.Random(5)
    samples += [_random_json(rng) for _ in range(500)]
    samples += [{}, [], "", 0, {"a": {}, "b": [], "c": [[]], "d": ({"e": (1, 2)},)}]
    for data in samples:
        for indent in (1, 2):
            assert indented(data, indent) == json.dumps(data, ensure_ascii=False,
                                                        indent=indent)


class Number(int):
    """An int subclass: json writes it by int's repr."""


def test_what_is_not_plain_json_is_the_json_module_s_text_or_error():
    from muster.json_text import indented

    for data in ({"n": Number(3), "w": Word("x")}, {1: "a", None: 2, False: 3, 1.5: 4},
                 [math.nan, math.inf, -math.inf]):
        assert indented(data) == json.dumps(data, ensure_ascii=False, indent=1)
    loop: list[object] = []
    loop.append(loop)
    for bad in (loop, {"x": object()}):
        with pytest.raises((ValueError, TypeError)) as mine:
            indented(bad)
        with pytest.raises(type(mine.value)) as theirs:
            json.dumps(bad, ensure_ascii=False, indent=1)
        assert str(mine.value) == str(theirs.value)
