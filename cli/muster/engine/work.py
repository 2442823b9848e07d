"""The work one command may do, counted in units, never timed.

A unit is one die drawn. Work that is more than drawing dice is counted in the same units by
whoever does it: each roll of a ``--times`` run counts `ROLL` units (calling the procedure,
its result, its tally), each attempt of a repeated roll `ATTEMPT`, a card shuffled into a
deck `CARD` (the state built around it), one scatter's geometry (a landing point, its
distance and the blast test) `GEOMETRY`, a die of an exploding chain `CHAIN_DIE` beyond its
draw (the chain followed and every die laid out in the result). The weights are measured
against a die drawn by `bench/work.py`, which prints each one's measured ratio beside it;
they are constants, so a bound is the same on every machine. The ``--times`` rolls of
one command may spend at most `muster.engine.run.MAX_WORK` units in all, and the exact
distributions of one command may hold at most `MAX_OUTCOMES` outcomes in all (several
expressions side by side share the bound).

`command` marks one command (the command line enters it once per run): the bound covers
everything inside it. Outside it (a Python caller) each computation is bounded alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

MAX_OUTCOMES = 500_000  # outcomes of every exact distribution of one command, in all
ROLL = 10  # units per roll of a --times run (the procedure's call, its result, its tally)
ATTEMPT = 10  # units per attempt of a repeated roll (a tied roll-off rolled again)
CARD = 25  # units per card shuffled (a deck's state is built card by card)
GEOMETRY = 25  # units per scatter worked out (a landing point, distances, the blast)
CHAIN_DIE = 4  # units per die of an exploding chain, beyond its draw (followed, laid out)
MAX_LANDINGS = 60_000  # landing points the exact odds of a scatter list, each worked out


class Ledger:
    """What one command has spent so far."""

    __slots__ = ("units", "outcomes")

    def __init__(self) -> None:
        self.units = 0
        self.outcomes = 0


# the ledger of the command under way in this thread or task (None: none is)
_CURRENT: ContextVar[Ledger | None] = ContextVar("muster_ledger", default=None)


@contextmanager
def command() -> Iterator[Ledger]:
    """One command: the work inside is counted together."""
    ledger = Ledger()
    token = _CURRENT.set(ledger)
    try:
        yield ledger
    finally:
        _CURRENT.reset(token)


def ledger() -> Ledger:
    """The ledger of the command under way (a fresh one outside any command)."""
    current = _CURRENT.get()
    return current if current is not None else Ledger()
