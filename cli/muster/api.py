"""muster's rules from Python: build a spec, roll it, weigh it exactly.

Every rule of every game is a frozen *spec* (its checked inputs), a *procedure* written once
against a dice source, and a frozen *result* with ``to_json()``. These three calls run any
registered spec (docs/api.md has an example for each game)::

    from muster import api
    from muster.games.warmaster.target import TargetSpec

    spec = TargetSpec(target=4, count=6)
    api.roll(spec, seed=1).successes          # rolled with a seeded generator
    api.roll(spec, dice=[4, 1, 6, 3, 5, 2])    # the dice rolled at the table
    api.odds(spec)[3]                          # exact chance of 3 successes (a Fraction)

A spec refuses impossible values when it is built (`muster.errors.FieldError`, naming the
field). Nothing here imports Typer, click or rich.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import muster.games as games
from muster.engine.dice import EnteredSource, RandomSource
from muster.engine.exact import distribution
from muster.engine.rule import registered, rule_of, with_seed
from muster.engine.run import Summary, roll_times
from muster.engine.sampling import sampler

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution
    from muster.engine.render import Result

__all__ = ["roll", "odds", "times", "specs"]


def roll(spec: object, *, seed: int | None = None, dice: Iterable[Any] | None = None) -> Any:
    """Roll ``spec`` once: with the ``dice`` rolled at the table, in the order the rule asks
    for them (every die must be used), or at random (``seed`` makes it repeatable)."""
    found = rule_of(spec)
    if dice is not None and seed is not None:
        raise ValueError("roll takes the dice rolled at the table or a seed, not both")
    if dice is not None:
        src = EnteredSource([str(d) for d in dice])
        result = found.proc(src, spec)
        src.finish()
        return result
    if seed is None:
        return found.proc(RandomSource(), spec)
    return with_seed(found.proc(RandomSource(seed), spec), seed)


def odds(spec: object) -> Distribution:
    """The exact distribution of the rule's outcome (what ``--odds`` shows): a mapping from
    each outcome to its chance as a `fractions.Fraction`."""
    return distribution(rule_of(spec), spec)


def times(spec: object, n: int, *, seed: int = 0) -> Summary[Result]:
    """Roll ``spec`` ``n`` times (one or more) and tally the outcomes (what ``--times``
    shows)."""
    if n < 1:
        raise ValueError(f"times needs one roll or more, not {n}")
    found = rule_of(spec)
    return roll_times(found.procedure(spec), found.key, found.label, seed, random.Random(seed), n,
                      sampler=sampler)


ENGINE_RULES = ("muster.engine.notation.spec", "muster.engine.scatter_generic",
                "muster.engine.draws")  # the engine's own rules: not of one game


def specs() -> list[type]:
    """Every rule's spec type, of every game and the engine's own (importing each game's
    rule modules)."""
    for name in ENGINE_RULES:
        importlib.import_module(name)
    for info in pkgutil.walk_packages(games.__path__, "muster.games."):
        if ".views" not in info.name and not info.name.endswith(".views"):
            importlib.import_module(info.name)
    return sorted(registered(), key=lambda t: (t.__module__, t.__name__))
