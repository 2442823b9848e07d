"""`muster.engine.frozen.frozen` behaves as ``@dataclass(frozen=True)``: each class is
declared twice, once each way, and both are held to the same answers."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pytest

from muster.engine.frozen import frozen


def twins(body: dict[str, Any], annotations: dict[str, str]) -> tuple[Any, Any]:
    """The same class made by dataclasses and by `frozen`."""
    made: list[Any] = []
    for decorate in (dataclass(frozen=True), frozen):
        cls = type("Spec", (), {**body, "__annotations__": dict(annotations),
                                "__qualname__": "Spec", "__module__": __name__})
        made.append(decorate(cls))
    return made[0], made[1]


PLAIN = ({"b": 2, "c": field(default=(), hash=False), "d": field(default=None, repr=False),
          "e": field(default=0, compare=False)},
         {"a": "int", "b": "int", "c": "tuple[int, ...]", "d": "object", "e": "int"})


@pytest.mark.parametrize("args", [(1,), (1, 3, (4,)), (1, 2, (), "x", 9), (-1, 2, [], None)])
def test_equality_hash_and_repr_are_the_dataclasses(args: tuple[Any, ...]) -> None:
    ref, mine = twins(*PLAIN)
    assert repr(mine(*args)) == repr(ref(*args))
    assert (mine(*args) == mine(*args)) == (ref(*args) == ref(*args))
    if all(isinstance(a, int | tuple | str | type(None)) for a in args):
        assert hash(mine(*args)) == hash(ref(*args))
    other = (args[0] + 1, *args[1:])
    assert (mine(*args) == mine(*other)) is (ref(*args) == ref(*other)) is False
    # the fields left out of comparison (e) and of the hash (c) are left out alike
    assert (mine(1, 2, (), None, 5) == mine(1, 2, (), None, 6)) is True
    assert hash(mine(1, 2, (1,))) == hash(mine(1, 2, (2,))) == hash(ref(1, 2, (3,)))
    assert mine(*args).__eq__(ref(*args)) is NotImplemented  # another class


def test_frozen_init_defaults_post_init_and_replace() -> None:
    seen = []

    def post(self: Any) -> None:
        seen.append(self.a)
        object.__setattr__(self, "b", self.b * 2)

    ref, mine = twins({"b": 1, "__post_init__": post}, {"a": "int", "b": "int"})
    assert repr(mine(3)) == repr(ref(3)) == "Spec(a=3, b=2)"
    assert seen == [3, 3]
    one = mine(4, 5)
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.a = 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        del one.a
    with pytest.raises(TypeError):
        mine()
    assert repr(dataclasses.replace(one, a=7)) == repr(dataclasses.replace(ref(4, 5), a=7))
    assert [f.name for f in dataclasses.fields(mine)] == ["a", "b"]
    assert mine.__match_args__ == ref.__match_args__ == ("a", "b")


def test_a_value_that_contains_itself_is_shown_as_the_dataclasses_show_it() -> None:
    ref, mine = twins({}, {"items": "list[object]"})
    a, b = mine([]), ref([])
    a.items.append(a)
    b.items.append(b)
    assert repr(a) == repr(b) == "Spec(items=[...])"


def test_a_class_s_own_methods_and_hash_are_kept_as_dataclasses_keep_them() -> None:
    def eq(self: Any, other: Any) -> bool:
        return True

    def own_hash(self: Any) -> int:
        return 7

    def own_repr(self: Any) -> str:
        return "mine"

    for body in ({"__eq__": eq}, {"__hash__": own_hash}, {"__eq__": eq, "__hash__": own_hash},
                 {"__repr__": own_repr}):
        ref, mine = twins(dict(body), {"a": "int"})
        assert (mine(1) == mine(2)) is (ref(1) == ref(2))
        assert hash(mine(1)) == hash(ref(1))
        assert repr(mine(1)) == repr(ref(1))


def test_no_fields_and_one_field() -> None:
    for named in ({}, {"a": "int"}):
        ref, mine = twins({}, named)
        args = (5,) * len(named)
        assert hash(mine(*args)) == hash(ref(*args))
        assert mine(*args) == mine(*args)
        assert repr(mine(*args)) == repr(ref(*args))


def test_a_dataclass_may_inherit_from_it() -> None:
    _, mine = twins({}, {"a": "int"})

    @dataclass(frozen=True)
    class More(mine):  # type: ignore[valid-type,misc]  # a class made at run time
        b: int = 0

    assert More(1, 2) == More(1, 2) != More(1, 3)
    assert repr(More(1)) == "test_a_dataclass_may_inherit_from_it.<locals>.More(a=1, b=0)"


def test_keyword_only_and_identity_equality_are_dataclasses_options() -> None:
    for options in ({"kw_only": True}, {"eq": False}, {"kw_only": True, "eq": False}):
        made: list[Any] = []
        for decorate in (dataclass(frozen=True, **options), frozen(**options)):
            cls = type("Spec", (), {"b": 2, "__annotations__": {"a": "int", "b": "int"},
                                    "__qualname__": "Spec", "__module__": __name__})
            made.append(decorate(cls))
        ref, mine = made
        if options.get("kw_only"):
            with pytest.raises(TypeError):
                mine(1)
            one, two, same = mine(a=1), mine(a=1, b=3), mine(a=1)
            assert repr(one) == repr(ref(a=1)) == "Spec(a=1, b=2)"
        else:
            one, two, same = mine(1), mine(1, 3), mine(1)
            assert repr(two) == repr(ref(1, 3))
        assert one != two
        assert (one == same) is options.get("eq", True)
        assert (hash(one) == hash(same)) is options.get("eq", True)
        with pytest.raises(dataclasses.FrozenInstanceError):
            one.a = 2


def test_init_signature_doc_factories_and_fields_left_out_of_init_are_the_dataclasses() -> None:
    body = {"b": field(default_factory=list), "c": field(default=5, init=False),
            "d": field(default_factory=dict, init=False), "e": field(default=1, kw_only=True),
            "f": field(default_factory=tuple, kw_only=True)}
    annotations = {"a": "int", "g": "int", "b": "list[int]", "c": "int",
                   "d": "dict[str, int]", "e": "int", "f": "tuple[int, ...]"}
    ref, mine = twins(body, annotations)
    assert mine.__doc__ == ref.__doc__ == (
        "Spec(a: 'int', g: 'int', b: 'list[int]' = <factory>, *, e: 'int' = 1, "
        "f: 'tuple[int, ...]' = <factory>)")
    assert mine.__init__.__annotations__ == ref.__init__.__annotations__
    assert mine.__init__.__module__ == ref.__init__.__module__ == __name__
    assert mine.__init__.__qualname__ == ref.__init__.__qualname__ == "Spec.__init__"
    one, two = mine(1, 2), mine(1, 2)
    assert repr(one) == repr(ref(1, 2)) == "Spec(a=1, g=2, b=[], c=5, d={}, e=1, f=())"
    assert one.b is not two.b and one.d is not two.d  # each instance its own
    assert repr(mine(1, 2, [3], e=4, f=(5,))) == repr(ref(1, 2, [3], e=4, f=(5,)))
    with pytest.raises(TypeError):
        mine(1, 2, c=3)
    assert dataclasses.asdict(one) == dataclasses.asdict(ref(1, 2))
    assert cast_params(mine) == cast_params(ref)


def cast_params(cls: type) -> tuple[bool, ...]:
    params: Any = cls.__dataclass_params__  # type: ignore[attr-defined]  # not in the stubs
    return params.init, params.repr, params.eq, params.frozen


def test_frozen_errors_and_a_field_not_its_own_are_the_dataclasses() -> None:
    ref, mine = twins({}, {"a": "int"})
    for obj in (ref(1), mine(1)):
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'z'"):
            obj.z = 1
        with pytest.raises(dataclasses.FrozenInstanceError, match="cannot delete field 'a'"):
            del obj.a


def test_what_it_leaves_to_dataclasses_whole_behaves_alike() -> None:
    with pytest.raises(TypeError, match="non-default argument 'b' follows default argument"):
        twins({"a": 1}, {"a": "int", "b": "int"})
    base: Any = frozen(type("Base", (), {"__annotations__": {"a": "int"}, "__module__": __name__}))

    @frozen
    class Sub(base):
        b: int = 2

    assert repr(Sub(1)) == "test_what_it_leaves_to_dataclasses_whole_behaves_alike.<locals>." \
        "Sub(a=1, b=2)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        Sub(1).b = 3  # type: ignore[misc]  # what is checked: a frozen field refuses it
    assert Sub(1) == Sub(1) != base(1)
