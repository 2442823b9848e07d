"""A spec's fields are of the types its dataclass declares: `guard` makes every construction
of a rule's spec type check them first (`muster.engine.rule.rule` guards each spec it
registers), so a Python caller's ``TargetSpec(target="4")`` is a `FieldError` naming the
field and the type it takes, not a bare ``TypeError`` from a comparison deep in a check.

The check runs before the spec's own ``__post_init__`` (whose range and domain checks may
then compare freely) and costs a few ``isinstance`` calls per field: each field's test is
made once per class, from its annotation, on the first construction. What it reads: ``int``
(not a bool), ``float`` (an int too), ``str``, ``bool``, ``None``, unions, ``Literal``, a
class (a nested spec), ``tuple[X, ...]`` and ``tuple[X, Y]`` (a list too, which a spec
turns into a tuple; each item checked), and ``list``, ``dict``, ``frozenset`` and the like by
their container alone. A field whose annotation names what the module imports only for the
type checker, or a type it cannot test (a callable, ``Any``), is not checked.

A tuple's wrong item is named by its position from 0 and refused with the type the item
takes (``penalties[1] must be of type str, not int``; the error's ``field`` is still the
spec field, ``penalties``, which a command maps to its option). A generator or any other
iterable where a tuple is declared is refused as it is, the tuple named: a spec is hashable
(the exact driver's memo key), so the caller makes the tuple.

Numbers are taken as declared, no wider: an ``int`` field takes an int, not a bool; a
``float`` field an int or a float (typing's convention), not a bool, a ``Fraction`` or a
``Decimal``. Each of those equals, and hashes as, the number it stands for, so a spec built
of one would share the exact driver's memo with the spec of that number, yet its result
is not the number's (its JSON says ``true`` for 1, cannot write a Fraction or a Decimal at
all, and a Decimal does not add to a float): the caller converts (``float(x)``)."""

from __future__ import annotations

import sys
import types
import typing
from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any

from muster.errors import Field, FieldError
from muster.i18n import N_, say

Test = Callable[[Any], bool]
WRONG_TYPE = N_("{field} must be of type {expected}, not {kind}")
ITEM = N_("{field}[{index}]")  # an item of a tuple field, by its position from 0
_GUARDED = "__muster_typed__"
# each field's name, test, type as declared and type as resolved, per class
_TESTS: dict[type, tuple[tuple[str, Test, str, Any], ...]] = {}


def guard(spec: type) -> None:
    """Check the declared types of ``spec``'s fields whenever one is made (before its own
    ``__post_init__``). A subclass is checked by its own guard, against its own fields."""
    if not is_dataclass(spec) or _GUARDED in spec.__dict__:
        return
    setattr(spec, _GUARDED, True)
    post = getattr(spec, "__post_init__", None)
    if post is not None:  # the dataclass __init__ calls it after setting the fields
        def __post_init__(self: Any) -> None:
            if type(self) is spec:
                check(self)
            post(self)

        __post_init__.__qualname__ = f"{spec.__qualname__}.__post_init__"
        spec.__post_init__ = __post_init__  # type: ignore[attr-defined]  # a dataclass hook
        return
    init = spec.__init__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        if type(self) is spec:
            check(self)

    __init__.__qualname__ = f"{spec.__qualname__}.__init__"
    __init__.__wrapped__ = init  # type: ignore[attr-defined]  # its signature, as help() shows it
    __init__.__doc__ = init.__doc__
    spec.__init__ = __init__  # type: ignore[method-assign]  # the guarded constructor


def check(spec: Any) -> None:
    """Refuse a field of ``spec`` whose value is not of its declared type, naming it."""
    kind = type(spec)
    tests = _TESTS.get(kind)
    if tests is None:
        tests = _TESTS[kind] = _tests(kind)
    for name, test, expected, annotation in tests:
        value = getattr(spec, name)
        if not test(value):
            raise _refused(name, value, expected, annotation)


def _refused(name: str, value: Any, expected: str, annotation: Any) -> FieldError:
    """The refusal of field ``name``: a tuple's wrong item is named by its position
    (``penalties[1]``, ``cards[2][0]``) with the type that item takes; else the field."""
    field: object = Field(name)
    while (wrong := _wrong_item(annotation, value)) is not None:
        index, value, annotation = wrong
        field, expected = say(ITEM, field=field, index=index), _shown(annotation)
    return FieldError(name, say(WRONG_TYPE, field=field, expected=expected,
                                kind=type(value).__name__))


def _wrong_item(annotation: Any, value: Any) -> tuple[int, Any, Any] | None:
    """The first item of the tuple (or list) ``value`` that its declared type refuses:
    (its position, the item, its type); None where the value is no tuple of the declared
    length, or each of its items is right."""
    if not isinstance(value, (tuple, list)):
        return None
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Annotated:
        return _wrong_item(args[0], value)
    if origin is typing.Union or isinstance(annotation, types.UnionType):
        return next((w for a in args if (w := _wrong_item(a, value)) is not None), None)
    if origin is not tuple or not args:
        return None
    declared = [args[0]] * len(value) if len(args) == 2 and args[1] is Ellipsis else args
    if len(declared) != len(value):
        return None
    for index, (item, kind) in enumerate(zip(value, declared, strict=True)):
        test = _test(kind)
        if test is not None and not test(item):
            return index, item, kind
    return None


def _tests(kind: type) -> tuple[tuple[str, Test, str, Any], ...]:
    """(field, its test, its type as declared, as resolved) for each checkable init field
    of ``kind``."""
    out = []
    for field in fields(kind):
        if not field.init:
            continue
        annotation = field.type
        text = annotation if isinstance(annotation, str) else _shown(annotation)
        if isinstance(annotation, str):  # read where the field is declared (a base class)
            owner = next(c for c in kind.__mro__
                         if field.name in c.__dict__.get("__annotations__", {}))
            annotation = _resolved(annotation, vars(sys.modules[owner.__module__]))
        test = _test(annotation) if annotation is not _UNKNOWN else None
        if test is not None:
            out.append((field.name, test, text, annotation))
    return tuple(out)


_UNKNOWN = object()


def _resolved(text: str, namespace: dict[str, Any]) -> Any:
    try:
        return eval(text, namespace)  # noqa: S307  # the class's own annotation
    except Exception:  # a name imported for the type checker alone: not checked
        return _UNKNOWN


def _shown(annotation: Any) -> str:
    return annotation.__name__ if isinstance(annotation, type) else str(annotation)


def _is(kinds: type | tuple[type, ...]) -> Test:
    return lambda value: isinstance(value, kinds)


def _number(kinds: type | tuple[type, ...]) -> Test:
    return lambda value: isinstance(value, kinds) and not isinstance(value, bool)


def _any_of(tests: tuple[Test, ...]) -> Test:
    """A union's test: true where one of ``tests`` takes the value, tried in order (a
    plain loop: a spec holding a tuple of a hundred ``int | None`` tests each item, and a
    generator per item cost more than the tests)."""
    def test(value: Any) -> bool:
        for t in tests:
            if t(value):
                return True
        return False

    return test


def _test(annotation: Any) -> Test | None:
    """The test of one annotation, or None where it cannot be tested."""
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if annotation is typing.Any or annotation is object:  # (a class in Python 3.11)
        return None
    if annotation is None or annotation is type(None):
        return _is(type(None))
    if annotation is int:
        return _number(int)
    if annotation is float:
        return _number((int, float))
    if origin is typing.Annotated:
        return _test(args[0])
    if origin is typing.Union or isinstance(annotation, types.UnionType):
        parts = [_test(a) for a in args]
        if any(p is None for p in parts):
            return None
        return _any_of(tuple(p for p in parts if p is not None))
    if origin is typing.Literal:
        return lambda value: any(value == a and type(value) is type(a) for a in args)
    if origin is tuple:
        return _tuple_test(args)
    if isinstance(origin, type):  # list[str], dict[str, int], frozenset[str] ...
        return _is(origin)
    if isinstance(annotation, type):
        return _is(annotation)
    return None


def _tuple_test(args: tuple[Any, ...]) -> Test | None:
    """A tuple (or a list, which the spec turns into one), each item tested."""
    if not args:
        return _is((tuple, list))
    if len(args) == 2 and args[1] is Ellipsis:
        item = _test(args[0])
        if item is None:
            return _is((tuple, list))
        return lambda value: isinstance(value, (tuple, list)) and all(map(item, value))
    items = [_test(a) for a in args]
    if any(t is None for t in items):
        return lambda value: isinstance(value, (tuple, list)) and len(value) == len(args)
    tests = tuple(t for t in items if t is not None)
    return lambda value: isinstance(value, (tuple, list)) and len(value) == len(tests) \
        and all(t(v) for t, v in zip(tests, value, strict=True))
