"""`frozen`: ``@dataclass(frozen=True)`` that costs less to define, for the big specs and
results a command imports on every run (Void's attack: 35 fields).

dataclasses writes each method it adds as source text and compiles it when the class is
defined, on every start (no bytecode cache keeps it): for a class of 35 fields its
``__repr__``, ``__eq__`` and ``__hash__`` cost ~5M instructions, about as much as its
``__init__``, and a frozen class's ``__setattr__`` and ``__delattr__`` ~1M more whatever
its size. Here only the ``__init__`` is compiled (the text dataclasses writes: defaults,
factories, keyword-only fields, ``__post_init__``); the other five are the same few
functions for every class, reading the class's fields. They behave as dataclasses' do
(Python 3.11's): equal when of the same class and the compared fields' tuples are equal,
the hash of the hashed fields' tuple, ``Name(field=value, ...)`` of the shown fields
(``...`` for a value that contains itself), assigning or deleting a field raises
`FrozenInstanceError`; a method the class defines itself is kept, and so is the hash a
class gives itself (dataclasses' rules: an ``__eq__`` of its own still gets the fields'
hash). ``@frozen(kw_only=True)`` and ``@frozen(eq=False)`` (compared and hashed by
identity) are dataclasses' options of those names. The ``__init__``'s compiled code is kept
beside the module that defines the class (`muster.kept`, as Python keeps the module's own
bytecode; by the text compiled, so a changed class compiles anew): a run reads back what
compiling would give (about 2M instructions a class). A class that inherits from a dataclass,
has an ``InitVar`` or a field named ``self`` is left to dataclasses whole (with the three
shared methods).
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, dataclass, field, fields
from operator import attrgetter
from reprlib import recursive_repr
from types import CodeType
from typing import Any, TypeVar, cast, dataclass_transform, overload

from muster import kept

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
    # the __init__, __setattr__ and __delattr__ made here: not for what dataclasses alone
    # knows well (a dataclass base, InitVar) nor for a class that defines them itself
    # (dataclasses refuses a frozen class's own __setattr__)
    annotations = own.get("__annotations__", {})
    quick = not (any(hasattr(base, "__dataclass_fields__") for base in cls.__mro__[1:])
                 or "self" in annotations or "__init__" in own
                 or "__setattr__" in own or "__delattr__" in own
                 or any("InitVar" in str(t) for t in annotations.values()))
    if quick:
        if not own.get("__doc__"):
            cls.__doc__ = "-"  # its signature's text is written once __init__ is made
        made = dataclass(init=False, eq=False, repr=False, kw_only=kw_only)(cls)
    else:
        made = dataclass(frozen=True, eq=False, repr=False, kw_only=kw_only)(cls)
    every = fields(cast(Any, made))
    methods: dict[str, Callable[..., Any]] = {}
    if quick:
        methods["__init__"] = _init(made, every)
        names = tuple(f.name for f in every)
        methods["__setattr__"], methods["__delattr__"] = _frozen_set_del(made, names)
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
    if quick:
        params = cast(Any, made).__dataclass_params__
        params.init, params.repr, params.eq, params.frozen = True, True, eq, True
        if not own.get("__doc__"):
            try:
                made.__doc__ = made.__name__ + str(inspect.signature(made)).replace(
                    " -> None", "")
            except (TypeError, ValueError):  # pragma: no cover - as dataclasses
                made.__doc__ = made.__name__
    return made


def _init(cls: type, every: tuple[Field[Any], ...]) -> Callable[..., None]:
    """The ``__init__`` dataclasses writes for a frozen class of the fields ``every``:
    the same parameters (positional, then keyword-only), defaults, annotations and body."""
    names: dict[str, Any] = {"MISSING": MISSING, "_HAS_DEFAULT_FACTORY": _HAS_FACTORY,
                             "__dataclass_builtins_object__": object, "_return_type": None,
                             "__name__": cls.__module__}  # the __init__'s __module__
    positional: list[str] = []
    keyword: list[str] = []
    body: list[str] = []
    seen_default = False
    for f in every:
        names[f"_type_{f.name}"] = f.type
        default = f"_dflt_{f.name}"
        factory = f.default_factory is not MISSING
        if f.init:
            if factory:
                names[default] = f.default_factory
                value = f"{default}() if {f.name} is _HAS_DEFAULT_FACTORY else {f.name}"
                shown = "=_HAS_DEFAULT_FACTORY"
            else:
                value = f.name
                shown = "" if f.default is MISSING else f"={default}"
                if f.default is not MISSING:
                    names[default] = f.default
            if not f.kw_only:
                if shown:
                    seen_default = True
                elif seen_default:
                    raise TypeError(f"non-default argument {f.name!r} follows default argument")
            (keyword if f.kw_only else positional).append(f"{f.name}:_type_{f.name}{shown}")
        elif factory:
            names[default] = f.default_factory
            value = f"{default}()"
        else:
            continue  # read from the class attribute, its default
        body.append(f"__dataclass_builtins_object__.__setattr__(self,{f.name!r},{value})")
    if hasattr(cls, "__post_init__"):
        body.append("self.__post_init__()")
    params = ",".join(["self", *positional, *(["*", *keyword] if keyword else [])])
    lines = "\n".join(f"  {line}" for line in body or ["pass"])
    text = f"def __init__({params})->_return_type:\n{lines}"
    # (not this module's annotations as strings: the types themselves, as dataclasses')
    exec(_compiled(cls.__module__, text), names)  # noqa: S102
    made: Callable[..., None] = names["__init__"]
    return made


# what a kept file of a module's __init__ codes holds ({text: code}, format 1), and for which
# Python: its exact version (a code object is read back only by the interpreter that wrote
# it; a .pyc names its bytecode's magic number, this the whole version, so an update of
# Python compiles them once more)
KEPT_VERSION = 1 << 32 | sys.hexversion
_KEPT: dict[str, tuple[tuple[int, int, int], dict[str, CodeType]]] = {}  # by module file


def _compiled(module: str, text: str) -> CodeType:
    """The code of the ``__init__`` source ``text`` for a class of ``module``: kept beside
    the module's file (`muster.kept`, stamped with the file's time and size), compiled and
    kept when it is not there."""
    file = getattr(sys.modules.get(module), "__file__", None)
    if not isinstance(file, str):
        return compile(text, "<string>", "exec", dont_inherit=True)
    entry = _KEPT.get(file)
    if entry is None:
        try:
            stamped = kept.stamp(file, KEPT_VERSION)
        except OSError:
            return compile(text, "<string>", "exec", dont_inherit=True)
        entry = _KEPT[file] = (stamped, kept.read(file, stamped, dict) or {})
    stamped, codes = entry
    code = codes.get(text)
    if type(code) is not CodeType:
        code = codes[text] = compile(text, "<string>", "exec", dont_inherit=True)
        kept.write(file, stamped, codes)
    return code


class _HasFactory:
    def __repr__(self) -> str:
        return "<factory>"


_HAS_FACTORY = _HasFactory()


def _frozen_set_del(owner: Any, names: tuple[str, ...]
                    ) -> tuple[Callable[..., None], Callable[..., None]]:
    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is owner or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(owner, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is owner or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(owner, self).__delattr__(name)

    return __setattr__, __delattr__


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

