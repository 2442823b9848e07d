"""The exact distribution of a dice expression (`muster.engine.notation.tree`), weighed
group by group from one die's table (`muster.engine.pools`, `muster.engine.choices`) and
combined value by value: the exact form of ``muster roll EXPR`` (`exact`, named on its rule
in `muster.engine.notation.spec`). Only ``--odds`` imports it (`muster.engine.exact`), so
the tree that rolls an expression loads no part of the exact driver.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, cast

from muster.engine import choices as ch
from muster.engine.die import MAX_CHAIN, numbered
from muster.engine.distribution import Distribution
from muster.engine.notation.tree import (
    OPS,
    Const,
    Expression,
    Group,
    GroupNode,
    Node,
    Product,
    Sum,
    Table,
    arith,
)
from muster.engine.odds import MAX_BRANCHES, TRUNCATED, _too_many, reduced
from muster.engine.pools import kept_sum
from muster.i18n import say

if TYPE_CHECKING:
    from muster.engine.notation.spec import ExpressionSpec


def exact(spec: ExpressionSpec) -> Distribution:
    """The rule's exact form (`muster.engine.rule.Rule.exact`): the expression's
    distribution."""
    return distribution(spec.expression)


def distribution(expression: Expression) -> Distribution:
    """The exact distribution of the outcome (the total, or a comparison's yes/no): each
    group weighed from one die's table, the parts combined value by value (refused past
    the exact driver's limit of outcomes)."""
    table = weigh(expression.tree)
    if expression.compare is None:
        return reduced(cast("dict[Hashable, int]", table.ways), table.total, table.trunc)
    op, against = expression.compare
    yes = sum(w for v, w in table.ways.items() if OPS[op](v, against))
    no = sum(table.ways.values()) - yes
    ways: dict[Hashable, int] = {k: w for k, w in ((True, yes), (False, no)) if w}
    return reduced(ways, table.total, table.trunc)


def weigh(node: Node) -> Table:
    """A part of the expression as a table of integer ways; a node the tree does not know
    (a mixed pool: `muster.engine.notation.mixed`) weighs itself."""
    if isinstance(node, Const):
        return Table({node.value: 1}, 1, 0)
    if isinstance(node, GroupNode):
        return _group_table(node.group)
    if isinstance(node, Sum):
        table = Table({0: 1}, 1, 0)
        for s, t in node.terms:
            table = combine(table, weigh(t), lambda a, b, s=s: a + s * b)  # type: ignore[misc]  # mypy cannot type a lambda's default
        return table
    if isinstance(node, Product):
        table = weigh(node.first)
        for op, t in node.rest:
            table = combine(table, weigh(t), lambda a, b, op=op: arith(op, a, b))  # type: ignore[misc]  # a lambda's default
        return table
    return node.weigh()


def combine(table: Table, other: Table, op: Callable[[int, int], int]) -> Table:
    """Two tables' values combined by ``op``, their ways multiplied (refused past the exact
    driver's limit of outcomes); the ways cut off stay cut off."""
    if len(table.ways) * len(other.ways) > MAX_BRANCHES:
        raise _too_many()
    if len(table.ways) == 1 and not table.trunc and table.total == 1:
        ((a, x),) = table.ways.items()  # a number: the other table, moved
        # its ways as they are (times one: a copy of each long integer, made for nothing)
        ways = {op(a, b): y for b, y in other.ways.items()} if x == 1 else \
            {op(a, b): x * y for b, y in other.ways.items()}
    else:
        ways = {}
        for a, x in table.ways.items():
            for b, y in other.ways.items():
                v = op(a, b)
                ways[v] = ways.get(v, 0) + x * y
    kept_table = sum(table.ways.values())
    trunc = table.trunc * other.total + kept_table * other.trunc
    return Table(ways, table.total * other.total, trunc)


EXPLODE_BITS = 64  # chains less likely than 2**-64 are truncated mass (as the exact driver)


def _unit(g: Group) -> tuple[dict[int, int], int]:
    """One die of the group as value -> ways out of a total: its face (re-rolls weighed in),
    or its chain's total when it explodes (chains past the limit left out)."""
    faces = g.faces()
    s = len(faces)
    if g.explode:
        hot = [f for f in faces if g.explodes(f)]
        cold = [f for f in faces if not g.explodes(f)]
        e = len(hot)
        depth = 1  # chains of at most `depth` throws are weighed
        while depth < MAX_CHAIN and s ** (depth - 1) <= 2**EXPLODE_BITS * e ** (depth - 1):
            depth += 1
        depth -= 1
        table: dict[int, int] = {}
        run: dict[int, int] = {0: 1}  # sum of k exploding throws -> ways
        for k in range(depth):
            scale = s ** (depth - 1 - k)
            for a, x in run.items():
                for f in cold:
                    table[a + f] = table.get(a + f, 0) + x * scale
            step: dict[int, int] = {}
            for a, x in run.items():
                for f in hot:
                    step[a + f] = step.get(a + f, 0) + x
            run = step
        return table, s**depth
    table = {}
    for f in faces:
        table[f] = table.get(f, 0) + 1
    if not g.reroll:
        return table, s
    bad = sum(1 for f in faces if g.rerolls(f))
    if g.reroll_once:  # over s*s: a good face first, or a bad one then anything
        return {v: (0 if g.rerolls(v) else w * s) + w * bad for v, w in table.items()}, s * s
    # re-rolled until good: the good faces, each as likely as the others
    return {v: w for v, w in table.items() if not g.rerolls(v)}, s - bad


def _count_unit(g: Group) -> tuple[dict[int, int], int]:
    """One die of a counting group as successes -> ways: a die (or a compounded chain) is
    one success or none; an exploding chain counts each of its throws."""
    if g.explode and not g.compound:
        faces = g.faces()
        s = len(faces)
        hot = [f for f in faces if g.explodes(f)]
        cold = [f for f in faces if not g.explodes(f)]
        depth = 1
        while depth < MAX_CHAIN and s ** (depth - 1) <= 2**EXPLODE_BITS * len(hot) ** (depth - 1):
            depth += 1
        depth -= 1
        hot_hits = {0: sum(1 for f in hot if not g.meets(f)), 1: sum(1 for f in hot if g.meets(f))}
        table: dict[int, int] = {}
        run: dict[int, int] = {0: 1}
        for k in range(depth):
            scale = s ** (depth - 1 - k)
            for a, x in run.items():
                for f in cold:
                    h = a + (1 if g.meets(f) else 0)
                    table[h] = table.get(h, 0) + x * scale
            step: dict[int, int] = {}
            for a, x in run.items():
                for h, y in hot_hits.items():
                    if y:
                        step[a + h] = step.get(a + h, 0) + x * y
            run = step
        return table, s**depth
    unit, total = _unit(g)
    hits = sum(w for v, w in unit.items() if g.meets(v))
    return {k: w for k, w in ((1, hits), (0, sum(unit.values()) - hits)) if w}, total


def _group_table(g: Group) -> Table:
    """The group's value as a table: the same tables the exact driver weighs a plain group
    by, or one die's table put through the pool algorithm."""
    if g.plain and not g.explode:
        die_ = numbered(g.sides)
        if g.op:
            c = cast("ch.Choice[Hashable]", ch.binomial(
                g.count, sum(1 for f in die_.faces if g.meets(cast(int, f))), die_.sides))
        elif g.keep:
            c = ch.kept_total(die_, g.count, g.keep, g.keep_n)
        else:
            c = cast("ch.Choice[Hashable]", ch.sum_distribution(die_.faces, g.count))
        trunc = sum(w for v, w in zip(c.values, c.weights, strict=True) if v is TRUNCATED)
        return Table({cast(int, v): w for v, w in zip(c.values, c.weights, strict=True)
                      if v is not TRUNCATED}, c.total, trunc)
    what = say("{n} {die}", n=g.count, die=g.die.name)
    unit, total = _count_unit(g) if g.op else _unit(g)
    if g.keep and not g.op:
        ch.check_keep(unit, g.count, g.keep, g.keep_n, what)
        ways = kept_sum(unit, g.count, g.keep, g.keep_n)
        all_ways = total**g.count
    else:
        ways, all_ways = ch.convolve(unit, total, g.count, what)
    return Table(ways, all_ways, all_ways - sum(ways.values()))
