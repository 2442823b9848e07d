"""Roll-offs: each rolls a die, the highest goes first, ties are rolled again among the tied;
and `Placing`, the order of independent parts (each entrant's own roll), whose exact odds of
who takes each place the engine derives from the parts alone
(`muster.engine.placing_odds`).

Written once against a dice source like every procedure; a tie is re-rolled with
`Source.until`, so the exact driver conditions on "not all tied" (an exact geometric
series) instead of following ever longer chains of ties.

Entered dice are read in this order: one die per name, in the order the names are given;
on a tie of everyone the same names roll again; then each group still tied rolls among
itself, the group with the higher result first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from muster.engine.dice import Part, Source
from muster.engine.frozen import frozen
from muster.engine.frozen_map import FrozenMap

Round = FrozenMap[str, tuple[Any, ...]]  # a round of dice: {"among": names, "dice": values}


def _pattern(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Which dice came out highest, next highest ...: groups of indices, best first."""
    return tuple(tuple(i for i, d in enumerate(dice) if d == v)
                 for v in sorted(set(dice), reverse=True))


@frozen
class Tie:
    """One round of a roll-off: ``n`` entrants roll a d``sides`` each. Frozen, so it is the
    spec the exact driver weighs a round by (`Source.until`)."""

    n: int
    sides: int


def _roll(src: Source, tie: Tie) -> tuple[int, ...]:
    return tuple(src.d(tie.sides) for _ in range(tie.n))


def _untied(dice: tuple[int, ...]) -> bool:
    return len(set(dice)) > 1


def rank(src: Source, names: Sequence[str], sides: int) -> tuple[list[str], list[Round]]:
    """Order ``names`` by a die each (highest first), re-rolling ties among the tied.

    Returns the order and every round of dice as ``{"among": names, "dice": values}`` (a
    read-only mapping of tuples: a result holds it; no rounds under the exact driver,
    which weighs only the order)."""
    names = list(names)
    if len(names) < 2:
        return names, []
    pattern, attempts = src.until(_roll, Tie(len(names), sides), _untied, _pattern)
    rounds = [Round({"among": tuple(names), "dice": tuple(a)}) for a in attempts]
    order: list[str] = []
    for group in pattern:
        sub, sub_rounds = rank(src, [names[i] for i in group], sides)
        order += sub
        rounds += sub_rounds
    return order, rounds


def order_by_totals(src: Source, names: Sequence[str], totals: Sequence[int],
                    sides: int) -> tuple[list[str], list[Round]]:
    """Highest total first; names with equal totals are ranked by `rank` (a plain die
    each), the higher totals' ties first."""
    order: list[str] = []
    rounds: list[Round] = []
    for value in sorted(set(totals), reverse=True):
        tied = [n for n, t in zip(names, totals, strict=True) if t == value]
        sub, sub_rounds = rank(src, tied, sides)
        order += sub
        rounds += sub_rounds
    return order, rounds


# ---------------------------------------------------------------- the order of independent parts


@frozen
class Placing:
    """The order of independent parts: entrant ``names[i]`` rolls ``parts[i]`` (his own dice
    alone: a d20 and his modifiers), reduced to a tuple of ordered keys, each key after the
    first refining the one before (entrants level on a later key are level on every earlier
    one). The entrants go by the first key, highest first, entrants level on it ranked by a
    d``sides`` each, re-rolled while tied (`order_by_totals`); then by each later key in turn,
    entrants level on it keeping the order before (a later round's totals).

    A rule whose outcome is such an order registers ``places=`` (`muster.engine.rule.rule`):
    its procedure rolls it with `place`, and its exact form, each entrant's chance of each
    place, is derived from the parts (`placing_odds`)."""

    names: tuple[str, ...]
    parts: tuple[Part[Any], ...]
    sides: int


@frozen
class Placed:
    """The order after each key (the first: after the tie re-rolls), the re-rolls
    (``{"among": names, "dice": values}``) and each part's result (None under the exact
    driver, which weighs only the keys)."""

    orders: tuple[tuple[str, ...], ...]
    rounds: tuple[Round, ...]
    results: tuple[Any, ...]


def place(src: Source, placing: Placing) -> Placed:
    """Roll the parts in the order given (a stage each: the exact driver weighs equal parts
    once), order the entrants by the first key with the tie re-rolls, then by each later
    key."""
    rolled = [src.stage(p.proc, p.spec, p.reduce) for p in placing.parts]
    keys = [cast(tuple[Any, ...], k) for k, _r in rolled]  # a part's keys: a tuple
    names = list(placing.names)
    first, rounds = order_by_totals(src, names, [k[0] for k in keys], placing.sides)
    orders = [tuple(first)]
    for level in range(1, len(keys[0]) if keys else 0):
        by = {n: k[level] for n, k in zip(names, keys, strict=True)}
        orders.append(tuple(sorted(orders[-1], key=by.__getitem__, reverse=True)))
    return Placed(tuple(orders), tuple(rounds), tuple(r for _k, r in rolled))
