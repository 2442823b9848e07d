"""Read-only mappings a frozen result holds: a table by name (`FrozenMap`: a flying dive's
bonus, a breach's state, the rounds of a roll-off) and a pool's tally (`Counts`). A module
of their own, imported by the rules that keep one: an ABC subclass costs every command
that defines it, and most roll none."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


class FrozenMap(Mapping[K, V]):
    """A mapping a frozen record can hold (a result's table by name): read-only, equal to a
    mapping of the same items and hashed by its items (its values hashable), its items in
    the order given (so its JSON is the dict it was made from)."""

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[K, V] | Iterable[tuple[K, V]] = (), /) -> None:
        self._items: dict[K, V] = dict(items)

    def __getitem__(self, key: K) -> V:
        return self._items[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMap):
            return self._items == other._items
        return self._items == other if isinstance(other, dict) else Mapping.__eq__(self, other)

    def __hash__(self) -> int:
        return hash(frozenset(self._items.items()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._items!r})"


class Counts(FrozenMap[Hashable, int]):
    """A pool's tally: face -> dice showing it, read-only (a result holds it). ``of(*faces)``
    counts several faces as one (the exact driver then weighs them as one count)."""

    __slots__ = ()

    def of(self, *faces: Hashable) -> int:
        return sum(self[f] for f in set(faces))

    def none(self, face: Hashable) -> bool:
        """No die shows ``face`` (the exact driver weighs this as one yes/no)."""
        return self[face] == 0
