"""Counts the exact driver has not chosen yet: a pool's count is chosen when the rule
first needs its value, so a count the rule only hands back (shifted by a number) is weighed
whole at the end of the walk instead of once per value.

The exact walk replays a procedure down every branch of every choice point. A count read
from a pool (a binomial of successes, the dice through a funnel, a face of a tally) has up
to n + 1 values; when the rule only returns it as the outcome, or adds a number to it, each
value would otherwise be a branch replaying the whole procedure. Here such a read is a
`Count`: a view ``sign * x + offset`` of a `Cell` holding the choice of ``x`` not yet made.
Adding or taking a number keeps it a count; comparing it with an int (``==``, ``<``,
``>=``, its truth; a fraction or a float still chooses it) asks the cell: a yes/no choice where both
answers are possible, the values that disagree then weighed out (`Cell.ask`), so a rule
that asks "a natural 2? a 12? at least 16?" branches once per answer, not once per value.
Any other use (a hash, an index, a format, arithmetic with another count) chooses ``x``
there and then, as a plain choice point, so a rule behaves exactly as without deferring, only later.
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
import functools
import math
import operator
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
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
        return cls(src, _values(gf.most + 1), None, gf.powers, gf)

    @property
    def weights(self) -> tuple[int, ...]:
        if self._weights is None:
            assert self.gf is not None
            self._weights = expanded(self.gf)
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

    def ask(self, op: Callable[[Any, Any], bool], count: Count, other: Any) -> bool:
        """Whether ``op(count, other)`` holds (a comparison of a view of this cell), without
        choosing the value: a yes/no choice of weight one when both answers are possible,
        the weights of the values that disagree with the answer then zero (the cell is
        conditioned, `mass`). So a rule that only compares a count (a natural 2? a total of
        16 or more?) branches once per answer, not once per value. A replay asks the same
        questions of the same weights: their answers are kept (`_ASKED`)."""
        if self.value is not None:  # chosen already: the answer of its value
            return bool(op(count.at(self.value), other))
        weights = self.weights
        seen = self.values if count.table is None else count.table
        key = (id(weights), id(seen), count.sign, count.offset, op, other)
        kept = _ASKED.get(key)
        if kept is None or kept[0] is not weights or kept[1] is not seen:
            sign, offset = count.sign, count.offset
            said = [op(sign * v + offset, other) if w else None
                    for v, w in zip(seen, weights, strict=True)]
            yes = tuple(w if s is True else 0 for w, s in zip(weights, said, strict=True))
            no = tuple(w if s is False else 0 for w, s in zip(weights, said, strict=True))
            first = next(a for a in said if a is not None) if any(weights) else True
            kept = (weights, seen, True in said, False in said, yes, no, first)
            if len(weights) <= ASKED_CELL:  # a big count's weights (long ints) are not kept
                _keep(_ASKED, _KEPT, key, kept, len(weights))
        _, _, can_yes, can_no, yes, no, first = kept
        if not (can_yes and can_no):
            return bool(can_yes)
        # the answer of the first value still possible first: the walk meets the values in
        # their order, as it would choosing the value
        answer = bool(self.src.pick(_YES_NO if first else _NO_YES, ()))
        self._weights = yes if answer else no
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
_NO_YES = Choice((False, True), (1, 1), 1, (1, 1))
# `Cell.ask`'s answers by the weights and values asked (the very objects, held here so that
# their ids stay theirs): (weights, values, can yes, can no, weights if yes, if no, the
# first value's answer)
_ASKED: dict[tuple[Any, ...], tuple[Any, ...]] = {}
_KEPT = [0]  # the values of the weights kept there, in all
ASKED_KEPT = 200_000
ASKED_CELL = 1_000  # a cell of more values (a count of many dice) is asked afresh
# a generating function's weights by the function (equal functions, equal weights): each
# replay of the walk makes its counts afresh, and finds their weights here, the very tuple
# the replay before it asked (so `_ASKED` knows them too); bounded as `_ASKED` is
_EXPANDED: dict[GF, tuple[int, ...]] = {}
_EXPANDED_KEPT = [0]


@functools.lru_cache(maxsize=64)
def _values(size: int) -> range:
    """``range(size)``, the same object for each run of the walk (`_ASKED` knows the
    values asked by the object)."""
    return range(size)


def expanded(gf: GF) -> tuple[int, ...]:
    """The weights of ``gf`` (`GF.weights`), kept for the next run of the walk unless
    they are many (a count of more than `ASKED_CELL` values is expanded afresh)."""
    kept = _EXPANDED.get(gf)
    if kept is None:
        kept = tuple(gf.weights())
        if len(kept) <= ASKED_CELL:
            _keep(_EXPANDED, _EXPANDED_KEPT, gf, kept, len(kept))
    return kept


def _keep(store: dict[Any, Any], count: list[int], key: Any, value: Any, size: int) -> None:
    """``store[key] = value``, ``size`` values more in ``count``: a store that would hold
    more than `ASKED_KEPT` values in all is emptied first (bounded)."""
    count[0] += size
    if count[0] > ASKED_KEPT:
        store.clear()
        count[0] = size
    store[key] = value


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


def _cells(value: Any, found: dict[int, Cell]) -> None:
    """The cells of the counts not chosen yet inside ``value`` (as `settled` walks it)."""
    kind = type(value)
    if kind is Count:
        if value.cell.value is None:
            found[id(value.cell)] = value.cell
    elif kind is int or kind is str or kind is bool or value is None:
        return
    elif isinstance(value, (tuple, frozenset)):
        for v in value:
            _cells(v, found)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.init:
                _cells(getattr(value, f.name), found)


class Held:
    """An outcome (a tuple, a frozen dataclass) holding counts of one cell not chosen yet:
    the walk weighs it whole, value by value (`at`), as it weighs a count that is the
    outcome, instead of a run per value."""

    __slots__ = ("value", "cell")

    def __init__(self, value: Any, cell: Cell):
        self.value = value
        self.cell = cell

    @classmethod
    def of(cls, value: Any) -> Held | None:
        """``value`` held whole when its counts not chosen yet are of one cell, else None."""
        found: dict[int, Cell] = {}
        _cells(value, found)
        return cls(value, next(iter(found.values()))) if len(found) == 1 else None

    def at(self, x: int) -> Any:
        """The outcome where the cell's value is ``x``."""
        self.cell.value = x
        try:
            return settled(self.value)
        finally:
            self.cell.value = None


def _forced(x: Any) -> Any:
    return x.settled() if type(x) is Count else x


_NUMBERS = (int, Fraction)  # what a count takes and compares without being chosen


class Count:
    """``sign * v + offset``, ``v`` the cell's value ``x`` or, for a view of it, ``table[x]``
    (an open-ended roll's chain ``x``: its total, its last die): a number to the rule; it
    stays unchosen under adding or taking an int or a fraction and comparing it with one,
    and is chosen by any other use."""

    __slots__ = ("cell", "sign", "offset", "table")

    def __init__(self, cell: Cell, sign: int = 1, offset: Any = 0,
                 table: Sequence[Any] | None = None):
        self.cell = cell
        self.sign = sign
        self.offset = offset
        self.table = table

    def settled(self) -> Any:
        return self.at(self.cell.force())

    def at(self, x: int) -> Any:
        """The view's value where the cell's value is ``x``."""
        return self.sign * (x if self.table is None else self.table[x]) + self.offset

    def __add__(self, other: Any) -> Any:
        if type(other) in _NUMBERS:
            return Count(self.cell, self.sign, self.offset + other, self.table)
        return self.settled() + _forced(other)

    __radd__ = __add__

    def __sub__(self, other: Any) -> Any:
        if type(other) in _NUMBERS:
            return Count(self.cell, self.sign, self.offset - other, self.table)
        return self.settled() - _forced(other)

    def __rsub__(self, other: Any) -> Any:
        if type(other) in _NUMBERS:
            return Count(self.cell, -self.sign, other - self.offset, self.table)
        return _forced(other) - self.settled()

    def __bool__(self) -> bool:
        return self.cell.ask(operator.ne, self, 0)  # asked of the cell, not chosen

    def __neg__(self) -> Count:
        return Count(self.cell, -self.sign, -self.offset, self.table)

    def __pos__(self) -> Count:
        return self

    def __repr__(self) -> str:
        if self.cell.value is None:
            return f"Count({self.sign}*x + {self.offset}, not chosen)"
        return repr(self.settled())


_BUILTIN: dict[str, Callable[..., Any]] = {
    "int": int, "float": float, "hash": hash, "str": str, "round": round, "trunc": math.trunc,
    "floor": math.floor, "ceil": math.ceil}


def _unary(name: str) -> Callable[..., Any]:
    # the value's own (an int, or with a fraction added a Fraction): as the builtin does it
    op = _BUILTIN.get(name) or getattr(operator, name)

    def method(self: Count, *args: Any) -> Any:  # round(count, 2) too
        return op(self.settled(), *args)

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
        if type(other) in _NUMBERS:  # asked of the cell, not chosen (`Cell.ask`)
            return self.cell.ask(op, self, other)
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
