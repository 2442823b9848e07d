"""Reading dice notation: a recursive-descent parser over the grammar in
`muster.engine.notation` (docs/usage/notation.md) into its expression tree."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from muster.engine.die import MAX_DICE, MAX_SIDES, Die, numbered
from muster.engine.notation.tree import (
    D66,
    FATE,
    Const,
    Expression,
    Group,
    GroupNode,
    Node,
    Product,
    Sum,
    _faces_die,
)
from muster.errors import LimitError, MusterError
from muster.i18n import Named, say
from muster.numbers import parse_int

if TYPE_CHECKING:
    from muster.engine.notation.mixed import MixedPool


class _Parser:
    """Recursive descent over the expression with its spaces taken out; every error names
    the column (in the text as typed) and what was expected there."""

    def __init__(self, source: str):
        self.source = source
        self.cols = [i for i, c in enumerate(source) if not c.isspace()]
        self.s = "".join(source[i] for i in self.cols).lower()
        self.pos = 0
        self.dice = 0

    def peek(self, n: int = 1) -> str:
        return self.s[self.pos:self.pos + n]

    def error(self, expected: str) -> MusterError:
        col = (self.cols[self.pos] if self.pos < len(self.cols) else len(self.source)) + 1
        if self.pos >= len(self.s):
            return MusterError(say("dice expression '{source}' ends too soon (column {col}: "
                                   "expected {expected})", source=self.source, col=col,
                                   expected=expected))
        return MusterError(say("cannot read dice expression '{source}' at column {col} "
                               "('{rest}'): expected {expected}", source=self.source, col=col,
                               rest=self.s[self.pos:], expected=expected))

    def number(self, what: str) -> int:
        start = self.pos
        while self.pos < len(self.s) and self.s[self.pos] in "0123456789":
            self.pos += 1
        if start == self.pos:
            raise self.error(what)
        return parse_int(self.s[start:self.pos],
                         say("a number in '{source}'", source=Named(self.source, self.source)),
                         signed=False)

    def comparator(self) -> str | None:
        for op in (">=", "<=", ">", "<", "="):
            if self.s.startswith(op, self.pos):
                self.pos += len(op)
                return op
        return None

    def parse(self) -> Expression:
        if not self.s:
            raise MusterError(say("empty dice expression"))
        tree = self.sum()
        compare = None
        if self.pos < len(self.s) and self.peek() in "<>=":
            last = tree.terms[-1][1] if len(tree.terms) == 1 else None
            if not (isinstance(last, Sum) and self.s[self.pos - 1] == ")"):
                raise self.error(say("+, -, * or /; to compare a total with a number, put the "
                                     "total in parentheses: (2d6+1)>=8"))
            op = cast(str, self.comparator())
            compare = (op, self.signed("a number to compare the total with"))
        if self.pos < len(self.s):
            raise self.error(say("+, -, * or /"))
        if self.dice == 0:
            raise MusterError(say("dice expression '{source}' has no dice in it",
                                  source=self.source))
        if self.dice > MAX_DICE:
            raise LimitError(say("more than {most} dice are refused ('{source}' asks for {n})",
                                 most=MAX_DICE, source=self.source, n=self.dice))
        return Expression(self.source.strip(), tree, compare)

    def signed(self, what: str) -> int:
        negative = self.peek() == "-"
        if negative:
            self.pos += 1
        value = self.number(what)
        return -value if negative else value

    def sum(self) -> Sum:
        terms: list[tuple[int, Node]] = []
        sign = 1
        if self.peek() in ("+", "-") and self.peek():
            sign = 1 if self.peek() == "+" else -1
            self.pos += 1
        while True:
            if self.pos >= len(self.s) and terms:
                raise MusterError(say("dice expression '{source}' ends with an operator",
                                      source=self.source))
            terms.append((sign, self.product()))
            if self.peek() in ("+", "-") and self.peek():
                sign = 1 if self.peek() == "+" else -1
                self.pos += 1
                continue
            return Sum(terms)

    def product(self) -> Node:
        first = self.factor()
        rest: list[tuple[str, Node]] = []
        while self.peek() in ("*", "/") and self.peek():
            op = self.peek()
            self.pos += 1
            if self.pos >= len(self.s):
                raise MusterError(say("dice expression '{source}' ends with an operator",
                                      source=self.source))
            if op == "/":
                divisor = self.number(say("a whole number to divide by"))
                if divisor == 0:
                    raise MusterError(say("'{source}' divides by zero", source=self.source))
                rest.append((op, Const(divisor)))
            else:
                rest.append((op, self.factor()))
        return first if not rest else Product(first, rest)

    def factor(self) -> Node:
        c = self.peek()
        if c == "{":
            return self.pool()
        if c == "(":
            self.pos += 1
            inner = self.sum()
            if self.peek() != ")":
                raise self.error(say("')'"))
            self.pos += 1
            return inner
        start = self.pos
        count: int | None = None
        if c.isdigit():
            count = self.number("")
        if self.peek() in ("d", "k") and self.peek():
            return GroupNode(self.group(start, count))
        if count is None:
            raise self.error(say("a die like 3d6 (or 3k6), a number or '('"))
        return Const(count)

    def pool(self) -> MixedPool:
        """``{2d6+1d8}kh2``: plain dice in braces, joined by +, then keep/drop or a target
        for the whole pool."""
        from muster.engine.notation.mixed import MixedPool  # start-up: a pool in braces only

        start = self.pos
        self.pos += 1  # {
        parts: list[Group] = []
        while True:
            at = self.pos
            count = self.number("") if self.peek().isdigit() else None
            if self.peek() not in ("d", "k") or not self.peek():
                self.pos = at
                raise self.error(say("a die like 2d6 inside the braces"))
            g = self.group(at, count)
            if g.explode or g.reroll or g.keep or g.op:
                raise MusterError(say("'{group}': a die inside a pool's braces takes no "
                                      "modifiers; put keep, drop or a target after the "
                                      "closing brace: {{2d6+1d8}}kh2", group=g.text))
            parts.append(g)
            if self.peek() == "+":
                self.pos += 1
                continue
            if self.peek() == "}":
                self.pos += 1
                break
            raise self.error(say("+ or a closing brace"))
        pool = Group(sum(p.count for p in parts), parts[0].die)
        self.modifiers(pool, start)
        pool.text = self.s[start:self.pos]
        if pool.explode or pool.reroll:
            raise MusterError(say("'{group}': a pool in braces is kept, dropped or counted "
                                  "(kh, kl, dh, dl, >=N); its dice do not explode or re-roll",
                                  group=pool.text))
        return MixedPool(parts, pool)

    def group(self, start: int, count: int | None) -> Group:
        self.pos += 1  # d or k
        die_ = self.die()
        n = 1 if count is None else count
        if n < 1:
            raise MusterError(say("'{group}' rolls no dice", group=self.s[start:self.pos]))
        if n > MAX_DICE:
            raise LimitError(say("more than {most} dice are refused ('{group}')", most=MAX_DICE,
                                 group=self.s[start:self.pos]))
        g = Group(n, die_)
        self.modifiers(g, start)
        g.text = self.s[start:self.pos]
        self.dice += n
        return g

    def die(self) -> Die:
        c = self.peek()
        if c == "%":
            self.pos += 1
            return numbered(100)
        if c == "f":
            self.pos += 1
            return FATE
        if c == "{":
            self.pos += 1
            faces = [self.signed(say("a face (a whole number)"))]
            while self.peek() == ",":
                self.pos += 1
                faces.append(self.signed(say("a face (a whole number)")))
            if self.peek() != "}":
                raise self.error(say("a comma or a closing brace"))
            self.pos += 1
            if len(faces) > MAX_SIDES:
                raise LimitError(say("dice over {most} sides are refused ('{group}')",
                                     most=MAX_SIDES, group="d{" + ",".join(map(str, faces)) + "}"))
            return _faces_die(tuple(faces), "d{" + ",".join(map(str, faces)) + "}")
        start = self.pos
        sides = self.number(say("the sides of the die (d6, d20, d%, dF or faces listed in braces)"))
        text = self.s[start:self.pos]
        if text == "66":
            return D66
        if sides < 1:
            raise MusterError(say("'{group}': a die needs at least one side", group="d" + text))
        if sides > MAX_SIDES:
            raise LimitError(say("dice over {most} sides are refused ('{group}')",
                                 most=MAX_SIDES, group="d" + text))
        return numbered(sides)

    def modifiers(self, g: Group, start: int) -> None:
        seen: set[str] = set()
        while self.pos < len(self.s):
            c = self.peek()
            where = self.pos
            if c == "!":
                self.once("!", seen, where)
                self.pos += 1
                g.explode = True
                if self.peek() == "!":
                    self.pos += 1
                    g.compound = True
                op = self.comparator()
                if op:
                    g.explode_on = (op, self.signed(say("a number to explode on")))
            elif c == "r":
                self.pos += 1
                if self.peek() == "o":
                    self.pos += 1
                    g.reroll_once = True
                op = self.comparator() or "="
                g.reroll.append((op, self.signed(say("a face to re-roll (r1, r<3)"))))
            elif self.peek(2) in ("kh", "kl", "dh", "dl") or c == "k":
                self.once("k", seen, where)
                keep = self.peek(2) if self.peek(2) in ("kh", "kl", "dh", "dl") else "kh"
                self.pos += 2 if self.peek(2) == keep else 1
                g.keep = keep
                g.keep_n = self.number("") if self.peek().isdigit() else 1
            elif c in "<>=":
                self.once("=", seen, where)
                g.op = self.comparator()
                g.target = self.signed(say("a target number (>=4)"))
            else:
                break
        text = self.s[start:self.pos]
        self.check(g, text)

    def once(self, kind: str, seen: set[str], where: int) -> None:
        if kind in seen:
            self.pos = where
            raise self.error(say("+, -, * or / (each modifier once per die)"))
        seen.add(kind)

    def check(self, g: Group, text: str) -> None:
        faces = g.faces()
        if g.explode and all(g.explodes(f) for f in faces):
            raise LimitError(say("'{group}': a die that explodes on every face would roll for "
                                 "ever", group=text) if len(set(faces)) > 1 else
                             say("'{group}': a d1 cannot explode, it would roll for ever",
                                 group=text))
        if g.reroll and all(g.rerolls(f) for f in faces):
            raise LimitError(say("'{group}': every face is re-rolled, it would roll for ever",
                                 group=text))
        if g.reroll and g.explode:
            raise MusterError(say("'{group}': re-rolls and exploding dice cannot be combined",
                                  group=text))
        if g.keep and g.keep_n > g.count:
            raise MusterError(say("'{group}' keeps or drops {n} of only {count} dice",
                                  group=text, n=g.keep_n, count=g.count))
        if g.keep and g.op:
            raise MusterError(say("'{group}': keep/drop and success counting cannot be combined",
                                  group=text))


def parse(text: str) -> Expression:
    """Read a dice expression (see the module's grammar); every error is one line naming the
    column and what was expected there."""
    return _Parser(text).parse()
