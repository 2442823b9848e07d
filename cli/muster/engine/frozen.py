"""`frozen`: ``@dataclass(frozen=True)`` that costs less to define, for the big specs and
results a command imports on every run (Void's attack: 35 fields).

dataclasses writes each method it adds as source text and compiles it when the class is
defined, on every start (no bytecode cache keeps it): for a class of 35 fields its
``__repr__``, ``__eq__`` and ``__hash__`` cost ~5M instructions, about as much as its
``__init__``. Here dataclasses still makes the ``__init__`` (defaults, ``__post_init__``)
and the frozen ``__setattr__``/``__delattr__``; the other three are the same few functions
for every class, reading the class's fields. They behave as dataclasses' do (Python
3.11's): equal when of the same class and the compared fields' tuples are equal, the hash of
the hashed fields' tuple, ``Name(field=value, ...)`` of the shown fields (``...`` for a
value that contains itself); a method the class defines itself is kept, and so is the
hash a class gives itself (dataclasses' rules: an ``__eq__`` of its own still gets the
fields' hash). ``@frozen(kw_only=True)`` and ``@frozen(eq=False)`` (compared and hashed by
identity) are dataclasses' options of those names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar, cast, dataclass_transform, overload

T = TypeVar("T")


@overload
def frozen(cls: type[T], /) -> type[T]: ...


@overload
def frozen(*, kw_only: bool = False, eq: bool = True) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[T] | None = None, /, *, kw_only: bool = False,
           eq: bool = True) -> type[T] | Callable[[type[T]], type[T]]:
    """``cls`` as ``@dataclass(frozen=True)`` makes it, with shared comparison, hash and
    repr functions (see the module); ``kw_only`` and ``eq`` as dataclasses' own."""
    if cls is None:
        return lambda c: _made(c, kw_only=kw_only, eq=eq)
    return _made(cls, kw_only=kw_only, eq=eq)


def _made(cls: type[T], *, kw_only: bool, eq: bool) -> type[T]:
    own = dict(cls.__dict__)
    explicit_hash = not ("__hash__" not in own or (own["__hash__"] is None and "__eq__" in own))
    made = dataclass(frozen=True, eq=False, repr=False, kw_only=kw_only)(cls)
    every = fields(cast(Any, made))
    methods: dict[str, Callable[..., Any]] = {}
    if eq and "__eq__" not in own:
        methods["__eq__"] = _eq(_tuple_of(tuple(f.name for f in every if f.compare)))
    if eq and not explicit_hash:
        hashed = tuple(f.name for f in every if (f.compare if f.hash is None else f.hash))
        methods["__hash__"] = _hash(_tuple_of(hashed))
    if "__repr__" not in own:
        methods["__repr__"] = _repr(tuple(f.name for f in every if f.repr))
    for name, method in methods.items():
        method.__qualname__ = f"{made.__qualname__}.{name}"
        setattr(made, name, method)
    return made


def _tuple_of(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of an object's ``names`` (attrgetter gives a lone value bare)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _eq(values: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any, Any], Any]:
    def __eq__(self: Any, other: Any) -> Any:
        if other.__class__ is self.__class__:
            return values(self) == values(other)
        return NotImplemented

    return __eq__


def _hash(values: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:
        return hash(values(self))

    return __hash__


def _repr(names: tuple[str, ...]) -> Callable[[Any], str]:
    @recursive_repr()
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__
