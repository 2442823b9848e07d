"""The army-file loader never fails other than with a LoadError, whatever it is fed, and a
path into what it loaded always has a position; also with the pure-Python YAML loader."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from muster import load as load_mod
from muster.load import LoadError, decode, parse

YAMLISH = st.text(alphabet=st.sampled_from(list("ab:-[]{}&*!,'\"#|>\n 0123.e+_~\t?%@`")),
                  max_size=200)


def _paths(data, prefix=()):
    yield prefix
    if isinstance(data, dict):
        for key, value in list(data.items())[:5]:
            yield from _paths(value, prefix + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data[:5]):
            yield from _paths(value, prefix + (i,))


def _check(text: str, name: str) -> None:
    try:
        doc = parse(text, name)
    except LoadError as err:
        assert err.rule.startswith("input.") and err.message
        assert "\n" not in err.message
        return
    for path in _paths(doc.data):
        line, column = doc.locate(path)
        assert line >= 1 and column >= 1


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(YAMLISH, st.sampled_from(["a.yaml", "a.json", "-"]))
def test_yamlish_text_loads_or_is_refused(text, name):
    _check(text, name)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_load_or_are_refused(raw):
    try:
        text = decode(raw)
    except LoadError as err:
        assert err.rule in ("input.binary", "input.encoding")
        return
    _check(text, "x.yaml")


@settings(max_examples=100, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.text(max_size=5), inner, max_size=4), max_leaves=20))
def test_json_round_trip_and_positions(value):
    import json

    text = json.dumps({"game": "x", "v": value}, indent=1)
    doc = parse(text, "a.json")
    assert doc.data == {"game": "x", "v": value}
    for path in _paths(doc.data):
        line, column = doc.locate(path)
        assert 1 <= line <= text.count("\n") + 1


HOSTILE = [
    ("a: &a [*a]\n", "input.depth"),
    # deeper than the pure-Python composer can recurse (about 500 levels from a bare stack)
    ("x: " + "[" * 1000 + "]" * 1000 + "\n", "input.depth"),
    ("x:\n" + "".join(" " * i + "- \n" for i in range(300)), "input.depth"),
    ("l0: &l0 [a, a, a, a, a, a, a, a, a]\n"
     + "".join(f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]\n" for i in range(1, 9)),
     "input.alias"),
    ("x: !!python/object/apply:os.system ['true']\n", "input.tag"),
    ("x: " + "9" * 400 + "\n", "input.number"),
    ("x: .inf\n", "input.number"),
    ("a: 1\na: 2\n", "input.duplicate-key"),
]


@pytest.mark.parametrize("text,rule", HOSTILE)
def test_pure_python_loader_refuses_the_same_files(monkeypatch, text, rule):
    monkeypatch.setattr(load_mod, "_loader", lambda: yaml.SafeLoader)
    with pytest.raises(LoadError) as caught:
        parse(text, "x.yaml")
    assert caught.value.rule == rule
