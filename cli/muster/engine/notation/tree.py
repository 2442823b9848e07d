"""Generic dice notation: ``3d6``, ``2d6+1d3-2``, ``4d6kh3``, ``d6!``, ``6d6>=4``, ``d%``,
``4d6r1``, ``(1d6+1)*2``, ``4dF``, ``d66``, ``d{0,0,1,1,2,3}``, ``(2d6+1)>=8``; Czech ``3k6``.

Grammar (case-insensitive, spaces ignored; docs/usage/notation.md)::

    roll    := sum | "(" sum ")" cmp INT             (a total against a number: yes or no)
    sum     := ["+" | "-"] product (("+" | "-") product)*
    product := factor (("*" factor) | ("/" INT))*     (/ rounds toward zero)
    factor  := group | INT | "(" sum ")"
    group   := [INT] ("d" | "k") die modifier*
    die     := INT | "%" | "f" | "66" | "{" INT ("," INT)* "}"   (INT may be negative in {})
    modifier:= ("!" | "!!") [cmp INT]                 (explode / compound, on the maximum
                                                        or on the faces meeting cmp INT)
             | ("r" | "ro") [cmp] INT                 (re-roll until not / once)
             | ("kh" | "kl" | "dh" | "dl" | "k") [INT] (keep/drop; k = kh; 1 by default)
             | cmp INT                                (count the dice meeting it)
    cmp     := ">=" | ">" | "<=" | "<" | "="

`parse` builds the expression; `Expression.roll(src)` is the procedure, run by the random
and entered drivers like any game procedure; its exact distribution is weighed group by
group from one die's table by `muster.engine.notation.weigh`, which only ``--odds``
imports. Its result, `NotationRoll`, is a record of what was rolled;
`muster.engine.notation.views` shows it.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable
from dataclasses import field
from typing import Any, cast

from muster.engine.dice import Source
from muster.engine.die import MAX_CHAIN, ChainTooLong, Die, numbered
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult
from muster.engine.thrown import keep_indices
from muster.engine.work import CHAIN_DIE
from muster.errors import DiceError
from muster.i18n import say
from muster.numbers import parse_int
from muster.typography import die_name

OPS: dict[str, Callable[[int, int], bool]] = {
    ">=": operator.ge, ">": operator.gt, "<=": operator.le, "<": operator.lt, "=": operator.eq}

Json = dict[str, Any]

VIEWS = "muster.engine.notation.views"


class FacesDie(Die):
    """A die of listed faces (dF, d66, d{0,0,1,1,2,3}): an entered die must be one of them."""

    __slots__ = ()

    def parse(self, token: str) -> Hashable:
        try:
            value = parse_int(token.strip())
        except ValueError:
            value = None
        if value is None or value not in self.faces:
            raise DiceError(say("'{token}' cannot be rolled on a {die} (faces: {faces})",
                                token=token, die=self.name,
                                faces=", ".join(str(f) for f in sorted(set(cast(
                                    tuple[int, ...], self.faces))))))
        return value


def _faces_die(faces: tuple[int, ...], name: str) -> Die:
    return FacesDie(faces, die_name(name))


FATE = _faces_die((-1, -1, 0, 0, 1, 1), "dF")
D66 = _faces_die(tuple(10 * t + u for t in range(1, 7) for u in range(1, 7)), "d66")


class Group:
    """One ``NdS`` term with its modifiers."""

    __slots__ = ("count", "die", "explode", "compound", "explode_on", "reroll", "reroll_once",
                 "keep", "keep_n", "op", "target", "text")

    def __init__(self, count: int, die: Die, text: str = ""):
        self.count, self.die, self.text = count, die, text
        self.explode = False  # roll again on explode_on (the maximum unless given)
        self.compound = False  # !!: a die's explosions add up into that one die
        self.explode_on: tuple[str, int] | None = None
        self.reroll: list[tuple[str, int]] = []  # re-roll a die meeting any of these
        self.reroll_once = False
        self.keep: str | None = None  # kh kl dh dl
        self.keep_n = 1
        self.op: str | None = None  # count the dice meeting op target
        self.target = 0

    @property
    def sides(self) -> int:
        return self.die.sides

    @property
    def plain(self) -> bool:
        """A group the notation has always read: numbered dice, at most ``!`` on the top."""
        return (self.die == numbered(self.sides) and not self.reroll and not self.compound
                and self.explode_on is None)

    def faces(self) -> tuple[int, ...]:
        return cast(tuple[int, ...], self.die.faces)

    def explodes(self, value: int) -> bool:
        if not self.explode:
            return False
        if self.explode_on is None:
            return value == max(self.faces())
        op, n = self.explode_on
        return OPS[op](value, n)

    def rerolls(self, value: int) -> bool:
        return any(OPS[op](value, n) for op, n in self.reroll)

    def kept_indices(self, values: list[int]) -> set[int]:
        return keep_indices(values, self.keep, self.keep_n)

    def meets(self, value: int) -> bool:
        return OPS[self.op](value, self.target) if self.op else True


@frozen
class GroupRoll(JsonResult):
    """What one group rolled: its notation, every die, which were kept, its value (a
    subtotal, or the dice meeting a counting group's target); which dice exploded, for a
    group that explodes; per die the faces thrown again, for one that re-rolls; its
    successes, for one that counts them. ``group`` is the group itself (for its view)."""

    group: Group = field(metadata={"json": False}, compare=False, repr=False)
    notation: str
    sign: int
    dice: tuple[int, ...]
    kept: tuple[bool, ...]
    value: int
    exploded: tuple[bool, ...] | None = field(default=None, metadata={"json": "optional"})
    rerolled: tuple[tuple[int, ...], ...] | None = field(default=None,
                                                          metadata={"json": "optional"})
    successes: int | None = field(default=None, metadata={"json": "optional"})


def group_roll(g: Group, sign: int, dice: list[int], value: int,
               kept: list[bool] | None = None, exploded: list[bool] | None = None,
               rerolled: list[list[int]] | None = None) -> GroupRoll:
    """The record of a group's roll (every die kept, none exploded, unless given); the
    exploded dice, the faces thrown again and the successes kept for a group that explodes,
    re-rolls or counts."""
    n = len(dice)
    return GroupRoll(g, g.text, sign, tuple(dice), (True,) * n if kept is None else tuple(kept),
                     value,
                     (tuple(exploded) if exploded is not None else (False,) * n)
                     if g.explode else None,
                     tuple(tuple(r) for r in rerolled or ()) if g.reroll else None,
                     value if g.op else None)


@frozen
class Comparison:
    """A total compared with a number: ``op`` and ``against``, and whether it held."""

    op: str
    against: int
    success: bool


@frozen
class NotationRoll(JsonResult):
    """What an expression rolled: its ``total``, each group's roll (every die of the roll
    shown first, group by group), the ``constant`` its numbers add, and a comparison's
    answer. ``simple``: a sum of groups and numbers (shown term by term)."""

    expression: str
    total: int
    groups: tuple[GroupRoll, ...] = field(metadata={"json": "extra"})
    constant: int
    simple: bool = field(metadata={"json": False})
    seed: int | None = None
    compare: Comparison | None = field(default=None, metadata={"json": "optional"})

    def extra_json(self) -> Json:
        return {"dice": [d for g in self.groups for d in g.dice],
                "groups": [g.to_json() for g in self.groups]}

    @property
    def success(self) -> bool | None:
        """A comparison's answer (None: the expression is not one)."""
        return None if self.compare is None else self.compare.success

    @property
    def outcome(self) -> int | bool:
        """What the odds are of: the total, or a comparison's yes/no."""
        return self.total if self.compare is None else self.compare.success


# --------------------------------------------------------------------------- the tree

class Node:
    """A part of an expression: rolled by `roll`; weighed by
    `muster.engine.notation.weigh`, or by its own `weigh` where that does not know it."""

    def roll(self, src: Source, sign: int, out: list[GroupRoll]) -> int:
        raise NotImplementedError

    def weigh(self) -> Table:
        """Its values as a table, where the tree's own weighing does not know the node."""
        raise NotImplementedError

    def outcomes_bound(self) -> int:
        """At most how many values it can take (`Expression.totals_bound`), where the
        tree's own walk does not know the node."""
        return 1


class Const(Node):
    def __init__(self, value: int):
        self.value = value

    def roll(self, src: Source, sign: int, out: list[GroupRoll]) -> int:
        return self.value


class GroupNode(Node):
    def __init__(self, group: Group):
        self.group = group

    def roll(self, src: Source, sign: int, out: list[GroupRoll]) -> int:
        gr = _roll_group(src, self.group, sign)
        out.append(gr)
        return gr.value


class Sum(Node):
    def __init__(self, terms: list[tuple[int, Node]]):
        self.terms = terms

    def roll(self, src: Source, sign: int, out: list[GroupRoll]) -> int:
        return sum(s * t.roll(src, sign * s, out) for s, t in self.terms)


class Product(Node):
    def __init__(self, first: Node, rest: list[tuple[str, Node]]):
        self.first, self.rest = first, rest

    def roll(self, src: Source, sign: int, out: list[GroupRoll]) -> int:
        value = self.first.roll(src, sign, out)
        for op, node in self.rest:
            value = arith(op, value, node.roll(src, sign, out))
        return value


def arith(op: str, a: int, b: int) -> int:
    """``a * b``, or ``a / b`` rounded toward zero (``op`` "*" or "/")."""
    if op == "*":
        return a * b
    q = abs(a) // abs(b)  # toward zero
    return q if (a < 0) == (b < 0) else -q


class Table:
    """Integer ways of each value out of ``total``; ``trunc`` ways cut off (chains past the
    limit), whatever they would have added up to."""

    __slots__ = ("ways", "total", "trunc")

    def __init__(self, ways: dict[int, int], total: int, trunc: int):
        self.ways, self.total, self.trunc = ways, total, trunc


def _outcomes_bound(node: Node) -> int:
    """An upper bound on how many different values ``node`` can take (see
    `Expression.totals_bound`)."""

    if isinstance(node, Const):
        return 1
    if isinstance(node, GroupNode):
        g = node.group
        kept = g.count if g.keep is None else (
            min(g.keep_n, g.count) if g.keep in ("kh", "kl") else max(g.count - g.keep_n, 0))
        if g.op:
            return kept + 1
        faces = g.faces()
        spread = max(faces) - min(faces)
        if g.explode:
            spread = max(faces) * MAX_CHAIN
        return kept * spread + 1
    if isinstance(node, Sum):
        return 1 + sum(_outcomes_bound(t) - 1 for _, t in node.terms)
    if isinstance(node, Product):
        bound = _outcomes_bound(node.first)
        for _, t in node.rest:
            bound *= _outcomes_bound(t)
        return bound
    return node.outcomes_bound()


class Expression:
    def __init__(self, text: str, tree: Sum, compare: tuple[str, int] | None = None):
        self.text = text
        self.tree = tree
        self.compare = compare

    @property
    def terms(self) -> list[tuple[int, Node]]:
        return self.tree.terms

    @property
    def simple(self) -> bool:
        """A sum of groups and numbers, as the notation has always read (no *, /, ( ))."""
        return self.compare is None and all(isinstance(t, (Const, GroupNode))
                                            for _, t in self.tree.terms)

    @property
    def groups(self) -> list[Group]:
        found: list[Group] = []

        def walk(node: Node) -> None:
            if isinstance(node, GroupNode):
                found.append(node.group)
            elif isinstance(node, Sum):
                for _, t in node.terms:
                    walk(t)
            elif isinstance(node, Product):
                walk(node.first)
                for _, t in node.rest:
                    walk(t)

        walk(self.tree)
        return found

    def totals_bound(self) -> int:
        """At most how many different outcomes the expression can give, read from the
        notation before anything is rolled (an exploding die counts its whole chain; a
        product or quotient multiplies its parts' counts; a comparison has two)."""
        if self.compare is not None:
            return 2
        return _outcomes_bound(self.tree)

    def roll(self, src: Source) -> NotationRoll:
        """The procedure: roll every group, keep/drop, count, work out the total."""
        rolls: list[GroupRoll] = []
        total = self.tree.roll(src, 1, rolls)
        constant = sum(s * t.value for s, t in self.tree.terms if isinstance(t, Const))
        compare = None
        if self.compare is not None:
            op, against = self.compare
            compare = Comparison(op, against, OPS[op](total, against))
        return NotationRoll(self.text, total, tuple(rolls), constant, self.simple,
                            compare=compare)


# --------------------------------------------------------------------------- rolling

def _roll_group(src: Source, g: Group, sign: int) -> GroupRoll:
    if g.explode:
        if g.plain:
            exploding = src.exploding(g.count, g.sides)
            if g.op:
                value = exploding.count(g.meets)
            elif g.keep:
                value = exploding.kept_total(g.keep, g.keep_n)
            else:
                value = exploding.total()
            chains = exploding.seen()
        else:
            chains = [_chain(src, g) for _ in range(g.count)]
            if g.op:
                value = (sum(1 for c in chains if g.meets(sum(c))) if g.compound
                         else sum(1 for c in chains for v in c if g.meets(v)))
            elif g.keep:
                totals = [sum(c) for c in chains]
                value = sum(totals[i] for i in g.kept_indices(totals))
            else:
                value = sum(sum(c) for c in chains)
        return _laid_out(src, g, sign, chains, value)
    if g.reroll:
        values: list[int] = []
        rerolled: list[list[int]] = []
        for _ in range(g.count):
            face, again = _rerolled(src, g)
            values.append(face)
            rerolled.append(again)
        if g.op:
            value = sum(1 for v in values if g.meets(v))
        elif g.keep:
            value = sum(values[i] for i in g.kept_indices(values))
        else:
            value = sum(values)
        keep = g.kept_indices(values) if g.keep else set(range(len(values)))
        return group_roll(g, sign, values, value, [i in keep for i in range(len(values))],
                          rerolled=rerolled)
    pool = src.pool(g.count, g.die)
    if g.op:
        value = pool.count(lambda v: g.meets(cast(int, v)))
        return group_roll(g, sign, cast(list[int], pool.seen()), value)
    if g.keep:
        value = pool.kept_total(g.keep, g.keep_n)
        dice = cast(list[int], pool.seen())
        keep = g.kept_indices(dice)
        return group_roll(g, sign, dice, value, [i in keep for i in range(len(dice))])
    value = pool.total()
    return group_roll(g, sign, cast(list[int], pool.seen()), value)


def _laid_out(src: Source, g: Group, sign: int, chains: list[list[int]],
              value: int) -> GroupRoll:
    """The dice of exploding chains: one die per throw (``!``) or one per chain (``!!``),
    each die laid out counted as work beyond its draw (`muster.engine.work.CHAIN_DIE`)."""
    src.charge(CHAIN_DIE * sum(len(c) for c in chains))
    totals = [sum(c) for c in chains]
    keep = g.kept_indices(totals) if g.keep and not g.op else set(range(len(chains)))
    dice: list[int] = []
    kept: list[bool] = []
    exploded: list[bool] = []
    for i, chain in enumerate(chains):
        if g.compound:
            dice.append(totals[i])
            exploded.append(len(chain) > 1)
            kept.append(i in keep)
        else:
            dice.extend(chain)
            exploded.extend([True] * (len(chain) - 1) + [False])
            kept.extend([i in keep] * len(chain))
    return group_roll(g, sign, dice, value, kept, exploded)


def _chain(src: Source, g: Group) -> list[int]:
    dice = [cast(int, src.face(g.die))]
    while g.explodes(dice[-1]):
        if len(dice) >= MAX_CHAIN:
            raise ChainTooLong()
        dice.append(cast(int, src.face(g.die)))
    return dice


def _rerolled(src: Source, g: Group) -> tuple[int, list[int]]:
    """One die with its re-rolls: the value kept and the faces thrown again."""
    value = cast(int, src.face(g.die))
    again: list[int] = []
    while g.rerolls(value) and not (g.reroll_once and again):
        if len(again) >= MAX_CHAIN:
            raise ChainTooLong()
        again.append(value)
        value = cast(int, src.face(g.die))
    return value, again
