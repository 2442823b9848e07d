"""Generic dice notation: ``3d6``, ``2d6+1d3-2``, ``4d6kh3``, ``d6!``, ``6d6>=4``, ``d%``.

Grammar (case-insensitive, spaces ignored)::

    expr   := term (("+" | "-") term)*
    term   := group | INT
    group  := [INT] "d" (INT | "%") ["!"] [keep] [target]
    keep   := ("kh" | "kl" | "dh" | "dl" | "k") [INT]      (k = kh; the count defaults to 1)
    target := (">=" | ">" | "<=" | "<" | "=") INT             (count dice meeting it)

`parse` builds the expression; `Expression.roll(src)` is the procedure, run by every
driver like any game procedure.
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Hashable
from typing import TYPE_CHECKING, cast

from muster.engine.dice import MAX_DICE, MAX_SIDES, Source, keep_indices, numbered
from muster.engine.render import die, esc
from muster.errors import LimitError, MusterError
from muster.i18n import Named, ngettext, say
from muster.numbers import parse_int
from muster.text import number

if TYPE_CHECKING:
    from muster.engine.choices import Choice
    from muster.engine.distribution import Distribution

_TOKEN = re.compile(r"""
    (?P<group>(?P<count>\d+)?d(?P<sides>\d+|%)
        (?P<explode>!)?
        (?:(?P<keep>kh|kl|dh|dl|k)(?P<keepn>\d+)?)?
        (?:(?P<op>>=|<=|>|<|=)(?P<target>\d+))?)
  | (?P<const>\d+)
    """, re.VERBOSE | re.ASCII)  # ASCII digits only: "٣d6" and "𝟑d6" are refused

_OPS = {">=": operator.ge, ">": operator.gt, "<=": operator.le, "<": operator.lt, "=": operator.eq}


class Group:
    """One ``NdS`` term with its modifiers."""

    __slots__ = ("count", "sides", "explode", "keep", "keep_n", "op", "target", "text")

    def __init__(self, count: int, sides: int, explode: bool = False, keep: str | None = None,
                 keep_n: int = 1, op: str | None = None, target: int = 0, text: str = ""):
        self.count, self.sides, self.explode = count, sides, explode
        self.keep, self.keep_n = keep, keep_n  # keep: kh kl dh dl
        self.op, self.target, self.text = op, target, text

    def kept_indices(self, values: list[int]) -> set[int]:
        return keep_indices(values, self.keep, self.keep_n)

    def meets(self, value: int) -> bool:
        return _OPS[self.op](value, self.target) if self.op else True


class GroupRoll:
    """What one group rolled: every die, which were kept, which exploded, its value."""

    def __init__(self, group: Group, sign: int):
        self.group = group
        self.sign = sign
        self.dice: list[int] = []
        self.kept: list[bool] = []
        self.exploded: list[bool] = []  # this die rolled its maximum and exploded
        self.value = 0  # subtotal, or number of successes when counting

    def to_json(self) -> dict:
        out = {"notation": self.group.text, "sign": self.sign, "dice": self.dice,
               "kept": self.kept, "value": self.value}
        if self.group.explode:
            out["exploded"] = self.exploded
        if self.group.op:
            out["successes"] = self.value
        return out


class NotationRoll:
    def __init__(self, expression: str, groups: list[GroupRoll], constant: int, total: int):
        self.expression = expression
        self.groups = groups
        self.constant = constant
        self.total = total
        self.seed: int | None = None

    def to_json(self) -> dict:
        return {"expression": self.expression, "total": self.total,
                "dice": [d for g in self.groups for d in g.dice],
                "groups": [g.to_json() for g in self.groups], "constant": self.constant,
                "seed": self.seed}

    def lines(self) -> list[str]:
        parts: list[str] = []
        single = len(self.groups) == 1 and not self.constant
        for g in self.groups:
            shown = " ".join(die(v, kept=k, exploded=e,
                                 good=(g.group.meets(v) if g.group.op else None))
                             for v, k, e in zip(g.dice, g.kept, g.exploded, strict=True))
            note = (" → " + ngettext("{n} success", "{n} successes", g.value).format(
                n=number(g.value))) if g.group.op else ""
            label = "" if single else f"{esc(g.group.text)} "
            parts.append(("- " if g.sign < 0 else ("+ " if parts else ""))
                         + f"{label}\\[{shown}]{note}")
        if self.constant:
            parts.append(("- " if self.constant < 0 else "+ ") + str(abs(self.constant)))
        return [f"[bold]{esc(self.expression)}[/]: " + " ".join(parts)
                + f" = [bold cyan]{self.total}[/]"]


class Expression:
    def __init__(self, text: str, terms: list[tuple[int, Group | int]]):
        self.text = text
        self.terms = terms

    @property
    def groups(self) -> list[Group]:
        return [t for _, t in self.terms if isinstance(t, Group)]

    def totals_bound(self) -> int:
        """At most how many different totals the expression can give, read from the
        notation before anything is rolled (an exploding die counts its whole chain)."""
        from muster.engine.dice import MAX_CHAIN

        totals = 1
        for g in self.groups:
            kept = g.count if g.keep is None else (
                min(g.keep_n, g.count) if g.keep in ("kh", "kl") else max(g.count - g.keep_n, 0))
            if g.op:
                totals += kept
            elif g.explode:
                totals += kept * (g.sides * MAX_CHAIN - 1)
            else:
                totals += kept * (g.sides - 1)
        return totals

    def distribution(self) -> Distribution | None:
        """The exact distribution of the total, weighed group by group from the same tables
        the exact driver weighs each group's one view by (the groups are independent), then
        added up: the walk of `roll` without running it once per outcome. None where the
        groups' outcomes combine past the walk's own limit (the walk then answers, or
        refuses as it always has)."""
        from muster.engine.odds import MAX_BRANCHES, TRUNCATED, reduced

        choices = [(sign, _group_choice(t)) for sign, t in self.terms if isinstance(t, Group)]
        if math.prod(len(c) for _, c in choices) > MAX_BRANCHES:
            return None
        constant = sum(sign * t for sign, t in self.terms if isinstance(t, int))
        ways: dict[int, int] = {constant: 1}
        denom = 1
        trunc = 0
        for sign, c in choices:
            # over denom * c.total: what was truncated stays so whatever this group gives;
            # this group's truncated chains truncate whatever the others gave
            kept = sum(ways.values())
            trunc *= c.total
            step: dict[int, int] = {}
            if len(ways) == 1 and kept == 1:  # the first group: its own table, moved
                (base,) = ways
                for value, w in zip(c.values, c.weights, strict=True):
                    if value is TRUNCATED:
                        trunc += w
                    else:
                        step[base + sign * cast(int, value)] = w
            else:
                for value, w in zip(c.values, c.weights, strict=True):
                    if value is TRUNCATED:
                        trunc += w * kept
                        continue
                    add = sign * cast(int, value)
                    for total, x in ways.items():
                        step[total + add] = step.get(total + add, 0) + x * w
            ways = step
            denom *= c.total
        return reduced(cast("dict[Hashable, int]", ways), denom, trunc)

    def roll(self, src: Source) -> NotationRoll:
        """The procedure: roll every group, keep/drop, count, sum."""
        rolls: list[GroupRoll] = []
        constant = 0
        total = 0
        for sign, term in self.terms:
            if isinstance(term, int):
                constant += sign * term
                total += sign * term
                continue
            gr = _roll_group(src, term, sign)
            rolls.append(gr)
            total += sign * gr.value
        return NotationRoll(self.text, rolls, constant, total)


def _group_choice(g: Group) -> Choice[Hashable]:
    """The one view `_roll_group` reads from a group, as the exact driver weighs it."""
    from muster.engine import choices as ch

    if g.explode:
        if g.op:
            good = frozenset(f for f in range(1, g.sides + 1) if g.meets(f))
            return ch._exploding_count(g.count, g.sides, good)
        if g.keep:
            return ch._exploding_kept(g.count, g.sides, g.keep, g.keep_n)
        return ch._exploding_sum(g.count, g.sides)
    die = numbered(g.sides)
    if g.op:
        return cast("Choice[Hashable]", ch._binomial(
            g.count, sum(1 for f in die.faces if g.meets(cast(int, f))), die.sides))
    if g.keep:
        return ch._kept_total(die, g.count, g.keep, g.keep_n)
    return cast("Choice[Hashable]", ch._sum_distribution(die.faces, g.count))


def _roll_group(src: Source, g: Group, sign: int) -> GroupRoll:
    gr = GroupRoll(g, sign)
    if g.explode:
        exploding = src.exploding(g.count, g.sides)
        if g.op:
            gr.value = exploding.count(g.meets)
        elif g.keep:
            gr.value = exploding.kept_total(g.keep, g.keep_n)
        else:
            gr.value = exploding.total()
        chains = exploding.seen()
        for chain in chains:
            gr.dice.extend(chain)
            gr.exploded.extend([True] * (len(chain) - 1) + [False])
        if g.keep and not g.op:
            keep = g.kept_indices([sum(c) for c in chains])
            for i, chain in enumerate(chains):
                gr.kept.extend([i in keep] * len(chain))
        else:
            gr.kept = [True] * len(gr.dice)
        return gr
    pool = src.pool(g.count, g.sides)
    if g.op:
        gr.value = pool.count(g.meets)
        gr.dice = pool.seen()
    elif g.keep:
        gr.value = pool.kept_total(g.keep, g.keep_n)
        gr.dice = pool.seen()
        keep = g.kept_indices(gr.dice)
        gr.kept = [i in keep for i in range(len(gr.dice))]
        gr.exploded = [False] * len(gr.dice)
        return gr
    else:
        gr.value = pool.total()
        gr.dice = pool.seen()
    gr.kept = [True] * len(gr.dice)
    gr.exploded = [False] * len(gr.dice)
    return gr


def parse(text: str) -> Expression:
    source = text
    s = re.sub(r"\s+", "", text.lower())
    if not s:
        raise MusterError(say("empty dice expression"))
    terms: list[tuple[int, Group | int]] = []
    pos = 0
    sign = 1
    expect_term = True
    while pos < len(s):
        ch = s[pos]
        if not expect_term:
            if ch in "+-":
                sign = 1 if ch == "+" else -1
                pos += 1
                expect_term = True
                continue
            raise MusterError(say("cannot read dice expression '{source}' at '{rest}' "
                                  "(expected + or -)", source=source, rest=s[pos:]))
        if ch in "+-" and not terms and pos == 0:
            sign = 1 if ch == "+" else -1
            pos += 1
            continue
        m = _TOKEN.match(s, pos)
        if not m:
            raise MusterError(say("cannot read dice expression '{source}' at '{rest}' "
                                  "(expected a die like 3d6 or a number)", source=source,
                                  rest=s[pos:]))
        if m.group("group"):
            terms.append((sign, _group(m, source)))
        else:
            terms.append((sign, _number(m.group("const"), source)))
        pos = m.end()
        expect_term = False
    if expect_term:
        raise MusterError(say("dice expression '{source}' ends with an operator",
                              source=source))
    if not any(isinstance(t, Group) for _, t in terms):
        raise MusterError(say("dice expression '{source}' has no dice in it", source=source))
    total_dice = sum(t.count for _, t in terms if isinstance(t, Group))
    if total_dice > MAX_DICE:
        raise LimitError(say("more than {most} dice are refused ('{source}' asks for {n})",
                             most=MAX_DICE, source=source, n=total_dice))
    return Expression(source.strip(), terms)


def _number(digits: str, source: str) -> int:
    return parse_int(digits, say("a number in '{source}'", source=Named(source, source)),
                     signed=False)


def _group(m: re.Match, source: str) -> Group:
    count = _number(m.group("count"), source) if m.group("count") else 1
    sides_txt = m.group("sides")
    sides = 100 if sides_txt == "%" else _number(sides_txt, source)
    if count < 1:
        raise MusterError(say("'{group}' rolls no dice", group=m.group(0)))
    if count > MAX_DICE:
        raise LimitError(say("more than {most} dice are refused ('{group}')", most=MAX_DICE,
                             group=m.group(0)))
    if sides < 1:
        raise MusterError(say("'{group}': a die needs at least one side", group=m.group(0)))
    if sides > MAX_SIDES:
        raise LimitError(say("dice over {most} sides are refused ('{group}')", most=MAX_SIDES,
                             group=m.group(0)))
    explode = bool(m.group("explode"))
    if explode and sides < 2:
        raise LimitError(say("'{group}': a d1 cannot explode, it would roll for ever",
                             group=m.group(0)))
    keep = m.group("keep")
    if keep == "k":
        keep = "kh"
    keep_n = _number(m.group("keepn"), source) if m.group("keepn") else 1
    if keep and keep_n > count:
        raise MusterError(say("'{group}' keeps or drops {n} of only {count} dice",
                              group=m.group(0), n=keep_n, count=count))
    op = m.group("op")
    target = _number(m.group("target"), source) if op else 0
    if keep and op:
        raise MusterError(say("'{group}': keep/drop and success counting cannot be combined",
                              group=m.group(0)))
    return Group(count, sides, explode, keep, keep_n, op, target, m.group(0))
