"""An open-ended roll under the exact driver (`muster.engine.odds.ExactSource.chain`): its
whole chains weighed at once, as one choice or, read as a whole, one count not chosen yet.
Imported by the walks that roll one (a Confrontation test), not by every exact walk.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable
from typing import Any, cast

from muster.engine.choices import TRUNCATED, Choice
from muster.engine.deferred import Count
from muster.engine.die import ChainTooLong
from muster.engine.exact_pools import Chooser
from muster.engine.thrown import Chain

EAGER_CHAINS = 24  # an open-ended roll with this many whole chains or fewer: one choice


class WholeChains:
    """An open-ended roll's whole chains (`whole_chains`) as the exact driver reads them,
    built once per computation: one choice of a chain's index, and each chain's total, last
    die, number of dice, and whether it is the chains cut off at MAX_CHAIN (TRUNCATED)."""

    def __init__(self, whole: Choice[Hashable]):
        self.chains = cast("tuple[tuple[int, ...], ...]", whole.values)
        self.index = Choice(range(len(whole.values)), whole.weights, whole.total, whole.power)
        self.cut = tuple(c is TRUNCATED for c in whole.values)
        dice = [(0,) if cut else c for c, cut in zip(self.chains, self.cut, strict=True)]
        self.totals = tuple(sum(c) for c in dice)
        self.lasts = tuple(c[-1] for c in dice)
        self.lengths = tuple(len(c) for c in dice)


class LazyChain(Chain):
    """An open-ended roll under the exact driver, read by the rule as a whole: which of its
    whole chains it is, is one count not chosen yet (`muster.engine.deferred`), so a rule
    that compares what it reads of it, or hands the total back, runs once, not once per
    chain. Rolling past MAX_CHAIN dice is a question asked at once (ChainTooLong); the
    total, the last die and whether it rolled on are views of the count; the dice
    themselves (any list method: iterated, indexed, counted, compared) choose the chain
    there, as plain dice would be."""

    def __init__(self, src: Chooser, chains: WholeChains):
        super().__init__()
        self.chains = chains
        self.picked = False
        self.cell = src.defer(chains.index).cell
        if self.cell.ask(operator.eq, Count(self.cell, table=chains.cut), True):
            raise ChainTooLong()

    @classmethod
    def of(cls, src: Chooser, chains: WholeChains, whole: bool) -> Chain:
        """The roll as the rule reads it: read as a whole (``whole``) and many chains (a
        roll rolling on after every 6), one count; else one choice of its dice, as the walk
        die by die would meet them (a question asked of few chains costs more runs than
        it saves, and a rule that reads the dice chooses them anyway)."""
        if whole and len(chains.chains) > EAGER_CHAINS:
            return cls(src, chains)
        i = src.choose(chains.index)
        if chains.cut[i]:
            raise ChainTooLong()
        return Chain(chains.chains[i])

    def total(self) -> int:
        return cast(int, Count(self.cell, table=self.chains.totals))

    def last(self) -> int:
        return cast(int, Count(self.cell, table=self.chains.lasts))

    def rolled_on(self) -> bool:
        return self.cell.ask(operator.gt, Count(self.cell, table=self.chains.lengths), 1)

    def seen(self) -> list[int]:
        return []

    def chosen(self) -> list[int]:
        """The dice, the chain chosen now if it was not."""
        if not self.picked:
            list.extend(self, self.chains.chains[self.cell.force()])
            self.picked = True
        return self

    def __repr__(self) -> str:  # chooses nothing (a traceback may show it)
        return list.__repr__(self) if self.picked else "LazyChain(not chosen yet)"


def _reading(name: str) -> Callable[..., Any]:
    method = getattr(list, name)

    def read(self: LazyChain, *args: Any, **kwargs: Any) -> Any:
        return method(self.chosen(), *args, **kwargs)

    read.__name__ = name
    return read


# every list method reads the dice: the chain is chosen first (but what builds the object)
for _name in dir(list):
    if callable(getattr(list, _name)) and _name not in (
            "__init__", "__new__", "__class__", "__getattribute__", "__setattr__",
            "__delattr__", "__init_subclass__", "__subclasshook__", "__class_getitem__",
            "__dir__", "__sizeof__", "__reduce__", "__reduce_ex__", "__getstate__",
            "__repr__"):
        setattr(LazyChain, _name, _reading(_name))
