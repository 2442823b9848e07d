"""Mixed pools: ``{2d6+1d8}kh2``, the dice of several groups thrown as one pool, then kept,
dropped or counted die by die across the whole pool.

The exact odds carry a distribution over a small state from die to die, equal states
merged (the dynamic programme of `muster.engine.dice.Source.fold`, over dice that differ):
to keep the highest k, the k highest faces seen so far; to drop a few, the running sum and
the faces that would be dropped; to count successes, the count; for a plain sum, the sum.
The work is dice x states x faces, known before it starts, and refused past its bound.
"""

from __future__ import annotations

from collections.abc import Callable
from math import comb, prod
from typing import cast

from muster.engine.dice import Source
from muster.engine.notation.tree import Group, GroupRoll, Node, Table, group_roll
from muster.engine.thrown import keep_indices
from muster.errors import Field, LimitError
from muster.i18n import say

MAX_POOL_WORK = 20_000_000  # die x state x face steps of a mixed pool's exact odds

State = tuple[int, ...]
TIMES = Field("times")


class MixedPool(Node):
    """``{...}`` with its modifiers: ``parts`` the groups inside (numbers of plain dice),
    ``pool`` the whole pool as one group (its count, keep/drop or count, its text)."""

    def __init__(self, parts: list[Group], pool: Group):
        self.parts = parts
        self.group = pool

    @property
    def count(self) -> int:
        return sum(p.count for p in self.parts)

    def outcomes_bound(self) -> int:
        g, n = self.group, self.count
        if g.op:
            return n + 1
        kept = n if g.keep is None else (
            min(g.keep_n, n) if g.keep in ("kh", "kl") else max(n - g.keep_n, 0))
        every = [cast(int, f) for p in self.parts for f in p.die.faces]
        return kept * (max(every) - min(every)) + 1

    def roll(self, src: Source, sign: int, out: list[GroupRoll]) -> int:
        g = self.group
        values = [cast(int, src.face(p.die)) for p in self.parts for _ in range(p.count)]
        if g.op:
            value = sum(1 for v in values if g.meets(v))
            keep = set(range(len(values)))
        else:
            keep = keep_indices(values, g.keep, g.keep_n)
            value = sum(values[i] for i in keep)
        out.append(group_roll(g, sign, values, value, [i in keep for i in range(len(values))]))
        return value

    def weigh(self) -> Table:
        g, n = self.group, self.count
        faces = [cast(tuple[int, ...], p.die.faces) for p in self.parts]
        every = {f for fs in faces for f in fs}
        step, value, states = _rule(g, n, len(every), (max(every) - min(every)) * n + 1)
        if n * states * max(len(f) for f in faces) > MAX_POOL_WORK:
            raise LimitError(say("exact odds for {what} are too large to compute here; use "
                                 "{times} N", what=g.text, times=TIMES))
        ways: dict[State, int] = {(): 1}
        for p, die_faces in zip(self.parts, faces, strict=True):
            for _die in range(p.count):
                after: dict[State, int] = {}
                for state, w in ways.items():
                    for f in die_faces:
                        s = step(state, f)
                        after[s] = after.get(s, 0) + w
                ways = after
        table: dict[int, int] = {}
        for state, w in ways.items():
            v = value(state)
            table[v] = table.get(v, 0) + w
        return Table(table, prod(len(f) ** p.count for f, p in zip(faces, self.parts,
                                                                    strict=True)), 0)


def _rule(g: Group, n: int, values: int, sums: int
          ) -> tuple[Callable[[State, int], State], Callable[[State], int], int]:
    """How a die joins the state, what a final state is worth, and a bound on the states
    (``values``: the different faces in the pool; ``sums``: the different sums of n dice)."""
    def total(s: State) -> int:
        return s[0] if s else 0

    if g.op:
        return (lambda s, f: (total(s) + g.meets(f),)), total, n + 1
    if g.keep is None:
        return (lambda s, f: (total(s) + f,)), total, sums
    high = g.keep in ("kh", "dl")
    k = min(g.keep_n, n) if g.keep in ("kh", "kl") else max(n - g.keep_n, 0)
    if k <= n - k:  # hold the k kept faces
        return _best(k, high), sum, comb(values + k, k)
    m = n - k  # hold the running sum and the m faces dropped
    worst = _best(m, not high)

    def add(s: State, f: int) -> State:
        return (total(s) + f, *worst(s[1:], f))

    return add, (lambda s: s[0] - sum(s[1:]) if s else 0), sums * comb(values + m, m)


def _best(k: int, high: bool) -> Callable[[State, int], State]:
    """The k highest (or lowest) faces of a state with a face added, sorted."""
    def add(s: State, f: int) -> State:
        if k == 0:
            return ()
        merged = sorted((*s, f), reverse=high)
        return tuple(merged[:k])
    return add
