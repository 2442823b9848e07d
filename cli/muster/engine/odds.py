"""The exact driver: every outcome of a procedure with its probability.

`enumerate_outcomes(proc, key)` runs ``proc`` under `ExactSource` down every branch of
every choice point, depth first, and adds up the probability of each ``key(result)``.
Because it runs the very procedure the random and entered drivers run, the odds can never
disagree with the rules.

Work is done on integer counts: a choice point is a `Choice` (`muster.engine.choices`:
values, integer weights and their total), a branch carries the product of its weights and
totals as two integers, and outcomes are gathered over a common denominator; fractions are
made only for what is shown (and only while they stay printable). A pool is weighed by the
one view the rule reads from it, as a count distribution: a count of successes is one
binomial, a sum is a convolution of integer ways, a tally is read face by face (each face a
binomial of the dice not yet read, so faces the rule never reads cost nothing), a `Funnel`
read at its last stage is one binomial of the stages' product.

A count read from a pool is handed to the rule *not chosen yet* (`muster.engine.deferred`):
it is chosen where the rule first needs its value, and a count that is the run's outcome
(or one shifted by a number) is weighed whole at the end of the run, every value with its
weight, instead of one replay of the procedure per value.

The work is counted in units, never in seconds, so whether a request answers depends only
on the request (the same answer, or the same refusal, on an idle machine and a busy one):

* a choice's table is built only when its size is known to be under its own limit (a sum's
  integer additions, MAX_CONVOLUTION; the multisets of a pool read whole, MAX_MULTISETS);
* the walk counts one unit per run of the procedure, one per choice replayed in it and one
  per option of the choice it reached (`Budget`); a walk past MAX_WORK units, or past
  MAX_BRANCHES outcomes, is refused with a line naming --times;
* before walking, a few probes along paths drawn with a fixed seed estimate the walk
  (Knuth's estimator: the product of the branching factors along a path, and the same
  products weighing each node's units), and a walk estimated past either limit is refused
  at once.

A walk inside a walk (a repeated roll's attempt, a stage) spends from the same budget, and
what it weighed is kept for the rest of the outer walk only (`Budget.memo`).

Open-ended chains end where the rule stops rolling; a chain that would pass the
MAX_CHAIN limit is counted as *truncated* mass (for a d6 that is below 6**-100), and such
a distribution is reported without exact fractions.
"""

from __future__ import annotations

import math
import operator
import random
from collections import Counter
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from fractions import Fraction
from types import FunctionType
from typing import TYPE_CHECKING, Any, TypeVar, cast

from muster.engine.choices import (
    MAX_CONVOLUTION,
    MAX_MULTISET_DICE,
    MAX_MULTISETS,
    TIMES,
    TRUNCATED,
    Choice,
    joint_weights,
    uniform,
    whole_chains,
)
from muster.engine.deferred import Cell, Count, Held, settled
from muster.engine.dice import A, C, K, Part, R, S, Source, T, _stage_key, same
from muster.engine.die import ChainTooLong, Die, check_count, numbered
from muster.engine.distribution import Distribution, over_one_denominator, prob_json, reduced
from muster.engine.exact_pools import ExactExplodingPool, ExactFunnel, ExactPool
from muster.engine.thrown import Chain, ExplodingPool, Funnel, Pool
from muster.errors import LimitError
from muster.i18n import say
from muster.text import chance as percent
from muster.text import fraction_fits, fraction_text, scientific
from muster.text import grouped as _grouped

if TYPE_CHECKING:  # the generating functions come with the counts that need them
    from muster.engine.gf import GF, Powers

__all__ = ["enumerate_outcomes", "Budget", "ExactSource", "Choice", "Distribution",
           "prob_json", "fraction_text", "fraction_fits", "scientific", "percent",
           "MAX_BRANCHES", "MAX_WORK", "MAX_CONVOLUTION", "MAX_MULTISETS", "MAX_MULTISET_DICE",
           "TRUNCATED", "reduced"]

V = TypeVar("V", bound=Hashable)  # the values of one choice point

MAX_BRANCHES = 500_000  # outcomes (leaves) one walk may reach
MAX_WORK = 8_000_000  # units one walk may spend: runs, choices replayed, options pushed
PROBES = 24  # paths walked to estimate the size of the walk


def _too_many() -> LimitError:
    return LimitError(say("exact odds need more than {most} branches here; use {times} N "
                          "for a sampled estimate", most=_grouped(MAX_BRANCHES), times=TIMES))


class Budget:
    """The work one exact computation may do, in units, and the sub-procedures it has
    weighed (``memo``: a repeated roll's attempt or a stage, by its key). Made by the
    outermost `enumerate_outcomes` and shared by the walks inside it, so a memo never
    outlives the computation that filled it."""

    __slots__ = ("limit", "spent", "memo")

    def __init__(self, limit: int | None = None):
        self.limit = MAX_WORK if limit is None else limit
        self.spent = 0
        self.memo: dict[Hashable, Choice[Hashable]] = {}

    def charge(self, units: int) -> None:
        self.spent += units
        if self.spent > self.limit:
            raise _too_many()

    @property
    def left(self) -> int:
        return self.limit - self.spent


# the budget of the computation under way in this thread or task (None: none is)
_BUDGET: ContextVar[Budget | None] = ContextVar("muster_budget", default=None)


@contextmanager
def one_computation() -> Iterator[None]:
    """The exact computations inside count as one: one budget, its work limit and its
    memo, so a view that weighs part of the same roll again (one round of an opposed roll)
    reuses what the roll's own computation weighed instead of weighing it twice."""
    if _BUDGET.get() is not None:  # already inside one
        yield
        return
    token = _BUDGET.set(Budget())
    try:
        yield
    finally:
        _BUDGET.reset(token)


_NUMBERED: dict[int, Choice[Hashable]] = {}  # sides -> a numbered die's choice (`ExactSource.d`)


class NeedChoice(Exception):
    """Raised by ExactSource when the procedure reaches a branch not yet chosen."""


class ExactSource(Source):
    """Replays a path of choices; each random request is a weighted choice point."""

    def __init__(self, path: tuple[int, ...]):
        self.path = path
        self.step = 0
        self.num = 1  # the branch's chance is num / den, den the product of the powers
        self.powers: dict[int, int] = {}  # base -> exponent
        self.pending: Choice[Hashable] | None = None
        self.cells: list[Cell] = []  # counts handed out not chosen yet (engine.deferred)

    @property
    def den(self) -> int:
        return math.prod(b**e for b, e in self.powers.items())

    @property
    def p(self) -> Fraction:
        return Fraction(self.num, self.den)

    def choose(self, choice: Choice[V]) -> V:
        if self.step < len(self.path):
            i = self.path[self.step]
            self.step += 1
            self.num *= choice.weights[i]
            base, exp = choice.power
            if base != 1:
                self.powers[base] = self.powers.get(base, 0) + exp
            return choice.values[i]
        self.pending = choice
        raise NeedChoice()

    def pick(self, choice: Choice[V], powers: Powers) -> V:
        """`choose`, with the denominator given as ``powers`` (a deferred count's)."""
        if self.step < len(self.path):
            i = self.path[self.step]
            self.step += 1
            self.num *= choice.weights[i]
            self.scale(powers)
            return choice.values[i]
        self.pending = choice
        raise NeedChoice()

    def scale(self, powers: Powers) -> None:
        for base, exp in powers:
            if base != 1:
                self.powers[base] = self.powers.get(base, 0) + exp

    def defer(self, choice: Choice[int] | GF) -> Count:
        """A count not chosen until the rule needs its value (`muster.engine.deferred`)."""
        cell = Cell.of_choice(self, choice) if isinstance(choice, Choice) else \
            Cell.of_gf(self, choice)
        self.cells.append(cell)
        return Count(cell)

    def settle(self, keep: Cell | None = None) -> None:
        """At the end of a run: weigh the mass of each conditioned count left unchosen
        (but ``keep``, weighed value by value)."""
        for cell in self.cells:
            if cell.value is None and not cell.whole and cell is not keep:
                self.num *= cell.mass()
                self.scale(cell.powers)

    def face(self, die: Die) -> Hashable:
        return self.choose(uniform(die))

    def d(self, sides: int) -> int:
        """`Source.d`, its choice built once per number of sides (any run, any language)."""
        choice = _NUMBERED.get(sides)
        if choice is None:
            choice = _NUMBERED[sides] = uniform(numbered(sides))  # numbered checks sides
        return cast(int, self.choose(choice))

    def chain(self, sides: int, again: Callable[[list[int]], bool], whole: bool = False
              ) -> Chain:
        """With ``again`` a value (equal rules are equal), its whole chains built once per
        computation (`muster.engine.lazy_chain`); else (a function, many chains) die by die."""
        from muster.engine.lazy_chain import LazyChain, WholeChains  # where a chain is rolled
        budget, key = _BUDGET.get() or Budget(), ("chain", sides, type(again), again)
        chains = budget.memo.get(key, budget)  # the budget itself: not looked at yet
        if chains is budget and not isinstance(again, FunctionType):
            table, looked = whole_chains(sides, again)  # None: die by die
            chains = budget.memo[key] = None if table is None else WholeChains(table)  # type: ignore[assignment]  # memo values vary
            budget.charge(looked)
        if chains is None or chains is budget:
            return Source.chain(self, sides, again)
        return LazyChain.of(self, cast(Any, chains), whole)  # a count, or one choice

    def pool(self, n: int, die: Die | int) -> Pool:
        die = numbered(die) if isinstance(die, int) else die
        n = operator.index(n)  # a count read from dice before: chosen now
        check_count(n)
        return ExactPool(self, die, n)

    def funnel(self, n: int, die: Die | int,
               stages: Sequence[Callable[[Hashable], bool]]) -> Funnel:
        die = numbered(die) if isinstance(die, int) else die
        n = operator.index(n)
        check_count(n)
        return ExactFunnel(self, die, n, stages)

    def until(self, proc: Callable[[Source, S], A], spec: S, accept: Callable[[A], bool],
              reduce: Callable[[A], K] = same) -> tuple[K, list[A]]:
        """One weighted choice among the accepted outcomes, conditioned on acceptance."""
        value = self.choose(_accepted(proc, spec, accept, reduce))
        if value is TRUNCATED:
            raise ChainTooLong()
        return value, []

    def stage(self, proc: Callable[[Source, S], R], spec: S,
              reduce: Callable[[R], K] = same) -> tuple[K, R] | tuple[K, None]:
        """One weighted choice among the reduced outcomes of ``proc(src, spec)``, weighed
        once per (proc, spec, reduce) in this computation."""
        value = self.choose(_stage(proc, spec, reduce))
        if value is TRUNCATED:
            raise ChainTooLong()
        return value, None

    def independent(self, parts: Sequence[Part[Any]],
                    joint: Callable[[Any], Hashable] | None = None
                    ) -> tuple[Any, None]:
        """One weighted choice among the product of the parts' weighed outcomes (grouped
        by ``joint`` where given)."""
        if joint is not None:
            value = self.choose(_joint_product(parts, joint))
            if value is TRUNCATED:
                raise ChainTooLong()
            return value, None
        values = self.choose(_parts_product(parts))
        if TRUNCATED in values:
            raise ChainTooLong()
        return values, None

    def fold(self, part: Part[Any], n: int, add: Callable[[T, Any], T], start: T
             ) -> tuple[T, None]:
        """One weighted choice among the states the ``n`` runs can end in."""
        state = self.choose(_folded(part, n, add, start))
        if state is TRUNCATED:
            raise ChainTooLong()
        return state, None

    def card(self, left: Sequence[C]) -> C:
        """The next card: each kind left weighted by its copies (kinds in the order they
        first come; a deck of hundreds of cards is counted at C speed)."""
        counts = Counter(left)
        return self.choose(Choice(list(counts), list(counts.values()), len(left)))

    def shuffle(self, cards: Sequence[C]) -> list[C]:
        return Source.shuffle(self, cards)

    def draw(self, cards: Sequence[C], k: int) -> list[C]:
        return Source.draw(self, cards, k)

    def exploding(self, n: int, sides: int) -> ExplodingPool:
        n = operator.index(n)
        check_count(n)
        if numbered(sides).sides < 2:
            raise LimitError(say("a d1 cannot explode: it would roll for ever"))
        return ExactExplodingPool(self, n, sides)


def _stage(proc: Callable[[Source, S], R], spec: S,
           reduce: Callable[[R], K]) -> Choice[K]:
    """The reduced outcomes of ``proc(src, spec)``, weighed once in the computation under
    way (a spec is hashable: with the procedure and the reduction it is the memo key)."""
    key = ("stage", proc, spec, reduce)  # _stage_key's, looked up once
    budget = _BUDGET.get()
    try:
        # the memo holds every weighed choice; under this key, this one's
        hit = budget.memo.get(key) if budget is not None else _stage_key(proc, spec, reduce)
    except TypeError:
        _stage_key(proc, spec, reduce)  # an unhashable spec: refused with its reason
        raise
    if budget is not None and hit is not None:
        return cast("Choice[K]", hit)
    dist = enumerate_outcomes(lambda s: proc(s, spec), reduce)
    # keyed by reduce()'s values (a Distribution's keys are not typed); chains cut off at
    # the limit are one TRUNCATED option, which ends the branch that chooses it
    values = cast("list[K]", list(dist.weights))
    weights = list(dist.weights.values())
    if dist.truncated_weight:
        values.append(cast(K, TRUNCATED))
        weights.append(dist.truncated_weight)
    options = Choice(values, weights, dist.denom)
    if budget is not None:
        budget.memo[key] = options
    return options


def _joint_product(parts: Sequence[Part[Any]],
                   joint: Callable[[Any], Hashable]) -> Choice[Hashable]:
    """The product of the parts' weighed outcomes grouped by ``joint`` (a combination with
    a part cut off at the chain limit is TRUNCATED), weighed once in the computation under
    way."""
    key = ("joint", tuple(_stage_key(p.proc, p.spec, p.reduce) for p in parts), joint)
    budget = _BUDGET.get()
    if budget is not None and key in budget.memo:
        return budget.memo[key]
    choices = tuple(_stage(p.proc, p.spec, p.reduce) for p in parts)
    if budget is not None:
        budget.charge(math.prod(len(c) for c in choices))
    # the parts' uncut options: the rest of each total is its cut-off weight
    kept = [[(v, w) for v, w in zip(c.values, c.weights, strict=True) if v is not TRUNCATED]
            for c in choices]
    grouped = joint_weights(kept, joint)
    total = math.prod(c.total for c in choices)
    cut = total - sum(grouped.values())
    if cut:
        grouped[TRUNCATED] = cut
    options = Choice(list(grouped), list(grouped.values()), total)
    if budget is not None:
        budget.memo[key] = options
    return options


def _parts_product(parts: Sequence[Part[Any]]) -> Choice[tuple[Hashable, ...]]:
    """The product of the parts' weighed outcomes, built once in the computation under way
    (keyed by the parts' stage keys: every replayed path that reaches the same parts reuses
    it)."""
    key = ("product", tuple(_stage_key(p.proc, p.spec, p.reduce) for p in parts))
    budget = _BUDGET.get()
    if budget is not None and key in budget.memo:
        return cast("Choice[tuple[Hashable, ...]]", budget.memo[key])
    options = _product(tuple(_stage(p.proc, p.spec, p.reduce) for p in parts))
    if budget is not None:
        budget.memo[key] = options
    return options


def _product(choices: tuple[Choice[Hashable], ...]) -> Choice[tuple[Hashable, ...]]:
    """Independent choices as one: every combination, the product of their weights."""
    values: list[tuple[Hashable, ...]] = [()]
    weights = [1]
    total = 1
    for c in choices:
        if (budget := _BUDGET.get()) is not None:
            budget.charge(len(values) * len(c))
        values = [v + (x,) for v in values for x in c.values]
        weights = [w * y for w in weights for y in c.weights]
        total *= c.total
    return Choice(values, weights, total)


def _folded(part: Part[Any], n: int, add: Callable[[T, Any], T], start: T) -> Choice[T]:
    """The states ``n`` runs of ``part`` end in (`Source.fold`): a distribution over states
    carried from run to run, each state met with each of the part's weighed values and
    equal states merged; a run cut off at the chain limit makes its branch TRUNCATED.
    Weighed once in the computation under way; each pairing of a state with a value costs a
    unit of the budget."""
    key = ("fold", _stage_key(part.proc, part.spec, part.reduce), n, add, start)
    budget = _BUDGET.get()
    if budget is not None and key in budget.memo:
        return cast("Choice[T]", budget.memo[key])
    one = _stage(part.proc, part.spec, part.reduce)
    values = [(v, w) for v, w in zip(one.values, one.weights, strict=True) if v is not TRUNCATED]
    states: dict[T, int] = {start: 1}
    for _run in range(n):
        if budget is not None:
            budget.charge(len(states) * len(values))
        after: dict[T, int] = {}
        for state, weight in states.items():
            for value, w in values:
                s = add(state, value)
                after[s] = after.get(s, 0) + weight * w
        states = after
    total = one.total**n
    cut = total - sum(states.values())
    options: Choice[T] = Choice([*states, *([TRUNCATED] if cut else [])],  # type: ignore[list-item]  # the one non-state option
                                [*states.values(), *([cut] if cut else [])], total,
                                (one.total, n))
    if budget is not None:
        budget.memo[key] = options
    return options


def _accepted(proc: Callable[[Source, S], A], spec: S, accept: Callable[[A], bool],
              reduce: Callable[[A], K]) -> Choice[K]:
    """The outcomes of one attempt of ``proc(src, spec)`` that ``accept`` takes, grouped by
    ``reduce``, each weighted by its chance given that the attempt was accepted; weighed
    once per (proc, spec, accept, reduce) in the computation under way (`Budget.memo`)."""
    memo = ("until", *_stage_key(proc, spec, reduce)[1:], accept)
    budget = _BUDGET.get()
    if budget is not None and memo in budget.memo:
        # the memo holds every weighed choice; under this key, this one's
        return cast("Choice[K]", budget.memo[memo])
    dist = enumerate_outcomes(lambda src: proc(src, spec), lambda v: v)
    grouped: dict[K, int] = {}
    for value, w in dist.weights.items():
        attempt = cast(A, value)  # keyed by the attempt itself (a Distribution's keys are
        #                           not typed)
        if accept(attempt):
            k = reduce(attempt)
            grouped[k] = grouped.get(k, 0) + w
    if not grouped:
        raise LimitError(say("this roll is repeated until a result that can never come up"))
    if dist.truncated_weight:  # an attempt cut off at the chain limit ends the roll too
        grouped[cast(K, TRUNCATED)] = dist.truncated_weight
    options = Choice(list(grouped), list(grouped.values()), sum(grouped.values()))
    if budget is not None:
        budget.memo[memo] = options
    return options


def _estimate(proc: Callable[[ExactSource], R], key: Callable[[R], Hashable],
              budget: Budget, met: dict[tuple[int, ...], tuple[ExactSource, Hashable]]
              ) -> None:
    """Knuth's estimate of the walk, along PROBES paths drawn with a fixed seed: the product
    of the branching factors down a path is an unbiased estimate of the outcomes (leaves),
    and the same products weighing each node's units (one per run, one per choice replayed,
    one per option pushed) estimate the walk's units. A walk estimated past MAX_BRANCHES
    outcomes or past the units left in ``budget`` is refused now. The probes' own runs are
    charged to the budget too, so the decision depends on nothing but the request."""
    rng = random.Random(0)
    leaves = 0.0
    units = 0.0
    # probes share their first steps: a path is run once (each replay is still charged, so
    # the decision is the same); the runs are kept in ``met`` for the walk
    lives: dict[tuple[int, ...], list[int]] = {}  # the live options where a path stopped
    for _probe in range(PROBES):
        path: tuple[int, ...] = ()
        product = 1.0
        while True:
            budget.charge(len(path) + 1)
            if path not in met:
                met[path] = _run(proc, key, path)
            src, k = met[path]
            if k is _NEED:
                if path not in lives:
                    assert src.pending is not None
                    lives[path] = [i for i, w in enumerate(src.pending.weights) if w]
                live = lives[path]
                units += product * (len(path) + 1 + len(live))
                product *= len(live)
                if product > MAX_BRANCHES * PROBES:  # the mean of the probes is past the limit
                    raise LimitError(say("exact odds here would walk over {most} branches (an "
                                         "estimate); that is too many to compute at once; use "
                                         "{times} N for a sampled estimate",
                                         most=_grouped(MAX_BRANCHES), times=TIMES)) from None
                path += (rng.choice(live),)
                continue
            if type(k) is Count or type(k) is Held:  # weighed whole: a unit per value
                units += product * len(k.cell.values)
            break
        units += product * (len(path) + 1)
        leaves += product
    leaves /= PROBES
    units /= PROBES
    if leaves > MAX_BRANCHES or units > budget.left:
        raise LimitError(say("exact odds here would walk about {n} branches (an estimate); "
                             "that is too many to compute at once; use {times} N for a "
                             "sampled estimate", n=_grouped(round(leaves)), times=TIMES))


_NEED, _CUT = object(), object()  # a run stopped at a choice not made yet; cut off (a chain)


def _run(proc: Callable[[ExactSource], R], key: Callable[[R], Hashable],
         path: tuple[int, ...]) -> tuple[ExactSource, Hashable]:
    """One run along ``path``: its source as the run left it and the outcome's key, or _NEED
    (a choice past the path: ``src.pending``) or _CUT (a chain past the limit)."""
    src = ExactSource(path)
    try:
        # a lazy view (a tally) may still choose while the key reads it, or hashes it
        k = key(proc(src))
        if not src.cells:  # no count handed out (`defer`): none in the outcome to choose
            hash(k)
            return src, k
        return src, _settled_key(k)
    except NeedChoice:
        src.cells = []  # kept only for its choice (`pending`): its counts' weights let go
        return src, _NEED
    except ChainTooLong:
        return src, _CUT


def _settled_key(k: Hashable) -> Hashable:
    """A run's outcome as the walk files it: a count not chosen yet, or an outcome holding
    counts of one such cell (`Held`), weighed whole; counts of several cells chosen here."""
    if type(k) is Count:
        return k if k.cell.value is None else k.settled()
    if (held := Held.of(k)) is not None:
        return held
    k = settled(k)
    hash(k)
    return k


def enumerate_outcomes(proc: Callable[[ExactSource], R],
                       key: Callable[[R], Hashable], *, limit: int | None = None
                       ) -> Distribution:
    """The exact distribution of ``key(proc(src))`` over every path of choices. A call
    inside another (a repeated roll's attempt) spends from the outer call's budget; an
    outermost call may spend ``limit`` units (default MAX_WORK)."""
    outer = _BUDGET.get()
    budget = outer if outer is not None else Budget(limit)
    token = _BUDGET.set(budget)
    try:
        met: dict[tuple[int, ...], tuple[ExactSource, Hashable]] = {}  # the probes' runs
        _estimate(proc, key, budget, met)
        return _walk(proc, key, budget, met)
    finally:
        _BUDGET.reset(token)


def _walk(proc: Callable[[ExactSource], R], key: Callable[[R], Hashable],
          budget: Budget, met: dict[tuple[int, ...], tuple[ExactSource, Hashable]]
          ) -> Distribution:
    acc: dict[Hashable, dict[Powers, int]] = {}  # key -> den (its factors) -> numerator
    truncated: dict[Powers, int] = {}
    # counts kept unexpanded while every run so far ends in one (`muster.engine.gfdist`)
    counts: list[tuple[Count, Powers, int]] | None = []
    stack: list[tuple[int, ...]] = [()]
    runs = 0
    while stack:
        path = stack.pop()
        runs += 1
        if runs > MAX_BRANCHES:
            raise _too_many()
        budget.charge(len(path) + 1)
        # a path the estimate ran is not run again (charged all the same)
        src, k = met.pop(path) if path in met else _run(proc, key, path)
        if k is _NEED:
            assert src.pending is not None
            choice = src.pending.weights
            budget.charge(len(choice))
            stack.extend(path + (i,) for i in range(len(choice) - 1, -1, -1) if choice[i])
            continue
        if k is _CUT:
            _expand(counts or [], acc)
            counts = None
            src.settle()
            den = tuple(sorted(src.powers.items()))
            truncated[den] = truncated.get(den, 0) + src.num
            continue
        if type(k) is Count or type(k) is Held:  # every value weighed whole, no replay
            cell = k.cell
            src.settle(cell)
            src.scale(cell.powers)
            budget.charge(len(cell.values))
            den = tuple(sorted(src.powers.items()))
            if counts is not None and type(k) is Count and cell.gf is not None \
                    and cell.gf.keeps_shape():
                counts.append((k, den, src.num))  # kept whole while every run ends so
            else:
                _expand(counts or [], acc)
                counts = None
                _expand([(k, den, src.num)], acc)
            continue
        if counts:
            _expand(counts, acc)
        counts = None
        src.settle()
        by_den, den = acc.setdefault(k, {}), tuple(sorted(src.powers.items()))
        by_den[den] = by_den.get(den, 0) + src.num
    if counts:
        from muster.engine.gfdist import kept_whole  # where a walk ends in a kept sum

        whole = kept_whole(counts, lambda: _expanded(counts))
        if whole is not None:
            return whole
        _expand(counts, acc)
    return over_one_denominator(acc, truncated)


def _expand(counts: Sequence[tuple[Count | Held, Powers, int]],
            acc: dict[Hashable, dict[Powers, int]]) -> None:
    """Every value of each count (weighed ``num`` over ``den``) added to ``acc``."""
    for k, den, num in counts:
        for x, w in zip(k.cell.values, k.cell.stream(), strict=True):
            if w:
                by_den = acc.setdefault(k.at(x), {})
                part = num * w if num != 1 else w
                by_den[den] = by_den[den] + part if den in by_den else part


def _expanded(counts: list[tuple[Count, Powers, int]]) -> dict[Hashable, int]:
    acc: dict[Hashable, dict[Powers, int]] = {}
    _expand(counts, acc)
    return over_one_denominator(acc, {}).weights
