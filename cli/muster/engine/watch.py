"""What a command's odds were made of: every exact distribution it computed, and every
result it would have printed, for a front end that sets several runs of one command side
by side (what-if columns) or draws them (charts).

`muster.engine.run` records each distribution an ``--odds`` run computes (`record`), and
`muster.engine.render.emit` hands a result to the innermost `printed` list instead of
printing it while one is open. Outside `watching` and `printed` nothing is kept.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from muster.engine.frozen import frozen

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution


@frozen
class Watched:
    """One distribution a command computed: ``label`` names its outcome (a rule's label,
    "total"); ``name`` the series where the command gives one (an expression's text);
    ``spec`` the rule's spec, where a spec was run."""

    dist: Distribution
    label: str
    name: str | None = None
    spec: object | None = None


_WATCHING: list[list[Watched]] = []
_PRINTED: list[list[Any]] = []


@contextmanager
def watching() -> Iterator[list[Watched]]:
    """Inside it, every distribution an ``--odds`` run computes is added to the list."""
    seen: list[Watched] = []
    _WATCHING.append(seen)
    try:
        yield seen
    finally:
        _WATCHING.pop()


def record(dist: Distribution, label: str, name: str | None = None,
           spec: object | None = None) -> None:
    """A distribution computed for ``--odds`` (kept only inside `watching`)."""
    if _WATCHING:
        _WATCHING[-1].append(Watched(dist, label, name, spec))


@contextmanager
def printed() -> Iterator[list[Any]]:
    """Inside it, `muster.engine.render.emit` adds each result to the list instead of
    printing it."""
    out: list[Any] = []
    _PRINTED.append(out)
    try:
        yield out
    finally:
        _PRINTED.pop()


def kept(result: Any) -> bool:
    """Keep ``result`` instead of printing it (inside `printed`); False: print it."""
    if not _PRINTED:
        return False
    _PRINTED[-1].append(result)
    return True
