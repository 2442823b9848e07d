"""Counts the exact driver has not chosen yet: a pool's count is chosen when the rule
first needs its value, so a count the rule only hands back (shifted by a number) is weighed
whole at the end of the walk instead of once per value.

The exact walk replays a procedure down every branch of every choice point. A count read
from a pool (a binomial of successes, the dice through a funnel, a face of a tally) has up
to n + 1 values; when the rule only returns it as the outcome, or adds a number to it, each
value was a branch replaying the whole procedure. Here such a read is a `Count`: a view
``sign * x + offset`` of a `Cell` holding the choice of ``x`` not yet made. Adding or
taking a number keeps it a count; comparing it with an int (``==``, ``<``, ``>=``, its
truth; a fraction or a float still chooses it) asks the cell: a yes/no choice where both
answers are possible, the values that disagree then weighed out (`Cell.ask`), so a rule
that asks "a natural 2? a 12? at least 16?" branches once per answer, not once per value.
Any other use (a hash, an index, a format, arithmetic with another count) chooses ``x``
there and then, as a plain choice point, so a rule behaves as it always did, only later.
At the end of a run a count that is the outcome is weighed whole: every value left with its
weight, no replay.

A tally's yes/no question about a face (`LazyTally.none`) on dice whose count is not
chosen yet is asked of the joint chances instead of choosing the count: the answer is a
choice of weight one, and the count's weights become the joint weights of (count, answer)
over the cell's denominator times ``total ** most`` (the cell is then *conditioned*: its
weights no longer sum to its denominator, and a run ending without reading it weighs its
mass, `Cell.mass`). So "how many dice show either face, less one if any shows the
second" is two runs of the procedure, not one per count.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from muster.engine.choices import Choice

if TYPE_CHECKING:  # a count of plain choices needs no generating function (start-up)
    from muster.engine.gf import GF, Powers


class Picker(Protocol):
    """What a cell asks of the exact source: a weighted choice whose denominator is given
    as powers (the choice's own ``power`` is not read)."""

    def pick(self, choice: Choice[Any], powers: Powers) -> Any: ...


class Cell:
    """One choice not made yet: values, integer weights over ``powers``, and the value once
    chosen (``value``). The weights are given, or a generating function expanded when first
    read (`muster.engine.gf`). ``whole``: the weights sum to the denominator (not
    conditioned), so a run that never reads the cell need not weigh it."""

    __slots__ = ("src", "values", "_weights", "gf", "powers", "value", "whole")

    def __init__(self, src: Picker, values: Sequence[int], weights: Sequence[int] | None,
                 powers: Powers, gf: GF | None = None):
        self.src = src
        self.values = values
        self._weights = None if weights is None else tuple(weights)
        self.gf = gf
        self.powers = powers
        self.value: int | None = None
        self.whole = True

    @classmethod
    def of_choice(cls, src: Picker, choice: Choice[int]) -> Cell:
        return cls(src, choice.values, choice.weights, (choice.power,))

    @classmethod
    def of_gf(cls, src: Picker, gf: GF) -> Cell:
        return cls(src, range(gf.most + 1), None, gf.powers, gf)

    @property
    def weights(self) -> tuple[int, ...]:
        if self._weights is None:
            assert self.gf is not None
            self._weights = tuple(self.gf.weights())
        return self._weights

    def stream(self) -> Iterator[int]:
        """The weights one at a time (a generating function's never held whole)."""
        if self._weights is None and self.gf is not None:
            return self.gf.stream()
        return iter(self.weights)

    def force(self) -> int:
        """The value, chosen now if it was not (a choice point of the walk)."""
        if self.value is None:
            self.value = int(self.src.pick(Choice(self.values, self.weights, 1, (1, 1)),
                                           self.powers))
        return self.value

    def ask(self, op: Callable[[int, int], bool], sign: int, offset: int, other: int) -> bool:
        """Whether ``op(sign * x + offset, other)`` holds (a comparison), without choosing the
        value ``x``: a yes/no choice of weight one when both answers are possible, the
        weights of the values that disagree with the answer then zero (the cell is
        conditioned, `mass`). So a rule that only compares a count (a natural 2? a total of
        16 or more?) branches once per answer, not once per value."""
        weights = self.weights
        said = [op(sign * x + offset, other) if w else None
                for x, w in zip(self.values, weights, strict=True)]
        if True not in said or False not in said:
            return True in said
        answer = bool(self.src.pick(_YES_NO, ()))
        self._weights = tuple(w if s is answer else 0 for w, s in zip(weights, said,
                                                                       strict=True))
        self.gf = None
        self.whole = False
        return answer

    def mass(self) -> int:
        """The sum of the weights (over ``powers``): the chance of the answers that
        conditioned the cell."""
        return sum(self.weights)

    def none(self, count: Count, other: int, total: int, yes: bool) -> None:
        """Weigh each value jointly with the answer ``yes`` to "none of ``count`` dice shows
        the face", each die missing it in ``other`` of ``total`` ways."""
        self.whole = False
        if self.gf is not None:
            gf = self.gf.none(count.sign, count.offset, other, total, yes)
            if gf is not None:
                self.gf, self._weights, self.powers = gf, None, gf.powers
                return
        most = max(count.at(x) for x in self.values)
        full = total**most

        def ways(x: int) -> int:
            said: int = other ** count.at(x) * total ** (most - count.at(x))
            return said if yes else full - said

        self._weights = tuple(w * ways(v) if w else 0
                              for v, w in zip(self.values, self.weights, strict=True))
        self.gf = None
        self.powers = (*self.powers, (total, most))


_YES_NO = Choice((True, False), (1, 1), 1, (1, 1))  # `Cell.ask`: weighed by the cell


def settled(value: Any) -> Any:
    """``value`` with every count in it chosen and made an int: a count, or a tuple, a
    frozenset or a dataclass holding counts (rebuilt as the same type); anything else as
    it is."""
    kind = type(value)
    if kind is Count:
        return value.settled()
    if kind is int or kind is str or kind is bool or value is None:
        return value
    if isinstance(value, tuple):
        items = [settled(v) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        if kind is tuple:
            return tuple(items)
        return kind(*items) if hasattr(value, "_fields") else kind(items)
    if isinstance(value, frozenset):
        items = [settled(v) for v in value]
        if all(a is b for a, b in zip(items, value, strict=True)):
            return value
        return kind(items)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            if not f.init:  # made from the others: rebuilt with them
                continue
            old = getattr(value, f.name)
            new = settled(old)
            if new is not old:
                changes[f.name] = new
        return dataclasses.replace(value, **changes) if changes else value
    return value


def _forced(x: Any) -> Any:
    return x.cell.force() * x.sign + x.offset if type(x) is Count else x


class Count:
    """``sign * x + offset`` of a cell's value ``x``: an int to the rule; it stays unchosen
    under adding or taking an int and comparing it with one, and is chosen by any other
    use (a comparison with a fraction or a float too)."""

    __slots__ = ("cell", "sign", "offset")

    def __init__(self, cell: Cell, sign: int = 1, offset: int = 0):
        self.cell = cell
        self.sign = sign
        self.offset = offset

    def settled(self) -> int:
        return self.cell.force() * self.sign + self.offset

    def at(self, x: int) -> int:
        """The view's value where the cell's value is ``x``."""
        return self.sign * x + self.offset

    def __add__(self, other: Any) -> Any:
        if type(other) is int:
            return Count(self.cell, self.sign, self.offset + other)
        return self.settled() + _forced(other)

    __radd__ = __add__

    def __sub__(self, other: Any) -> Any:
        if type(other) is int:
            return Count(self.cell, self.sign, self.offset - other)
        return self.settled() - _forced(other)

    def __rsub__(self, other: Any) -> Any:
        if type(other) is int:
            return Count(self.cell, -self.sign, other - self.offset)
        return _forced(other) - self.settled()

    def __bool__(self) -> bool:
        if self.cell.value is None:  # asked of the cell, not chosen (`Cell.ask`)
            return self.cell.ask(operator.ne, self.sign, self.offset, 0)
        return self.settled() != 0

    def __neg__(self) -> Count:
        return Count(self.cell, -self.sign, -self.offset)

    def __pos__(self) -> Count:
        return self

    def __repr__(self) -> str:
        if self.cell.value is None:
            return f"Count({self.sign}*x{self.offset:+d}, not chosen)"
        return repr(self.settled())


def _unary(name: str) -> Callable[[Count], Any]:
    op = getattr(operator, name) if hasattr(operator, name) else getattr(int, f"__{name}__")

    def method(self: Count) -> Any:
        return op(self.settled())

    return method


def _binary(name: str, flipped: bool) -> Callable[[Count, Any], Any]:
    op = divmod if name == "divmod" else getattr(operator, name + "_" * (name in ("and", "or")))

    def method(self: Count, other: Any) -> Any:
        a, b = self.settled(), _forced(other)
        return op(b, a) if flipped else op(a, b)

    return method


def _compared(name: str) -> Callable[[Count, Any], bool]:
    op = getattr(operator, name)

    def method(self: Count, other: Any) -> bool:
        if type(other) is int and self.cell.value is None:  # asked, not chosen (`Cell.ask`)
            return self.cell.ask(op, self.sign, self.offset, other)
        return bool(op(self.settled(), _forced(other)))

    return method


def _format(self: Count, spec: str) -> str:
    return format(self.settled(), spec)


# every other use of an int chooses the value first
for _name in ("abs", "index", "invert"):
    setattr(Count, f"__{_name}__", _unary(_name))
for _name in ("int", "float", "hash", "str", "trunc", "floor", "ceil", "round"):
    setattr(Count, f"__{_name}__", _unary(_name))
# a comparison with an int is asked of the cell (`Cell.ask`): the value stays unchosen
for _name in ("eq", "ne", "lt", "le", "gt", "ge"):
    setattr(Count, f"__{_name}__", _compared(_name))
for _name in ("mul", "floordiv", "truediv", "mod", "pow", "lshift", "rshift", "and", "or",
              "xor"):
    setattr(Count, f"__{_name}__", _binary(_name, False))
    setattr(Count, f"__r{_name}__", _binary(_name, True))
for _name, _method in (("__format__", _format), ("__divmod__", _binary("divmod", False)),
                       ("__rdivmod__", _binary("divmod", True))):
    setattr(Count, _name, _method)
