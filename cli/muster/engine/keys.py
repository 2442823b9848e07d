"""An outcome key whose elements have names: a plain tuple for grouping, odds and JSON (a
``--times`` outcome's ``value`` is a list), its elements read by name from Python
(``key.damage``), as a `typing.NamedTuple`'s are, but without changing the JSON."""

from __future__ import annotations

from typing import Any, ClassVar


class NamedKey(tuple[Any, ...]):
    """A tuple outcome key with ``NAMES``, its elements' names in order. A name past the
    end of a shorter key (an element only some outcomes carry) reads as None."""

    NAMES: ClassVar[tuple[str, ...]] = ()

    def __getattr__(self, name: str) -> Any:
        names = type(self).NAMES
        if name in names:
            i = names.index(name)
            return self[i] if i < len(self) else None
        raise AttributeError(f"{type(self).__name__} has no {name!r} (its names: "
                             f"{', '.join(names)})")

    def named(self) -> dict[str, Any]:
        """The key as a mapping of its names (the elements it has)."""
        return dict(zip(type(self).NAMES, self, strict=False))
