"""Dice sources: the one thing a game procedure talks to.

A procedure is a plain function ``proc(src) -> result`` that asks ``src`` for dice and
nothing else random. Three drivers run it:

* `RandomSource`   draws from a seeded ``random.Random`` (``--seed``).
* `EnteredSource`  hands out the dice a player typed (``--dice 3,6``), in order.
* `ExactSource`    (`muster.engine.odds`, its pools in `muster.engine.exact_pools`): its
  `enumerate_outcomes` re-runs the procedure down every branch and weighs each outcome.

Dice come in two shapes: ``src.d(sides)`` / ``src.face(die)``, one die, in order (a
reroll, a "first die"); and ``src.pool(n, die)``, a handful thrown together, whose order is
meaningless, so the exact driver weighs a pool by the one view a procedure takes of it (a
sum, a count of successes, a tally of faces), not all ``sides ** n`` sequences.

A procedure is built from parts with the combinators, so that no rule is written twice for
the exact driver (docs/architecture.md shows what each driver does with each):

* ``src.stage(proc, spec, reduce)`` - a sub-procedure ``proc(src, spec)``, weighed once per
  (frozen, hashable) spec, read only through ``reduce(result)``.
* ``src.independent(parts, joint)`` - parts sharing no dice: each weighed alone, multiplied.
* ``src.fold(part, n, add, start)`` - ``n`` runs of a part read together as one state.
* ``src.funnel(n, die, stages)`` - dice thrown again stage by stage; a stage may re-roll one
  of its failures (`Reroll`).
* ``src.chain(sides, again, whole)`` - an open-ended roll (a `Chain`); with ``again`` a value
  (a frozen spec), the exact driver weighs its whole chains at once.
* ``src.until(proc, spec, accept, reduce)`` - a sub-procedure run again until it counts (a tie).
* ``src.shuffle(cards)`` / ``src.draw(cards, k)`` - cards: a random order, the order the
  table turned over (entered), or every order with its chance (exact).

A die, its faces and its limits are `muster.engine.die`'s; the dice a throw shows (`Pool`,
`Chain`, `Funnel`, `ExplodingPool`) `muster.engine.thrown`'s.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Sequence
from typing import Any, Generic, TypeVar, cast

from muster.engine.die import MAX_CHAIN, MAX_DICE, ChainTooLong, Die, check_count, numbered
from muster.engine.frozen import frozen
from muster.engine.names import Lookup
from muster.engine.thrown import Chain, ExplodingPool, Funnel, Pool
from muster.engine.work import ATTEMPT, CARD
from muster.errors import CardNotLeft, DiceError, LimitError
from muster.i18n import joined, say, say_n
from muster.numbers import NotANumber, parse_int
from muster.text import grouped

S = TypeVar("S")
R = TypeVar("R")
C = TypeVar("C", bound=Hashable)  # a card: whatever a deck holds, handed back as it is
A = TypeVar("A", bound=Hashable)  # one attempt's value (`Source.until`)
K = TypeVar("K", bound=Hashable)  # what a rule reads from an accepted attempt
T = TypeVar("T", bound=Hashable)  # a fold's state (`Source.fold`)


def same(value: Any) -> Any:
    """The identity: a stage's result as it is (the default ``reduce``)."""
    return value


def always(_value: Any) -> bool:
    return True


@frozen
class Part(Generic[S]):
    """One part of `Source.independent`: ``proc(src, spec)`` read as ``reduce(result)``.
    ``spec`` must be hashable (a frozen dataclass, a tuple); ``proc`` and ``reduce`` should be
    module-level functions, so that equal parts are weighed once."""

    proc: Callable[[Source, S], Any]
    spec: S
    reduce: Callable[[Any], Hashable] = same


@frozen
class Reroll:
    """A funnel stage whose first failing die is thrown again, once (a Sword of Cleaving's
    missed attack; a Sword of Destruction makes the target re-roll one save that held)."""

    pred: Callable[[Hashable], bool]

    def __call__(self, value: Hashable) -> bool:
        return self.pred(value)


def _stage_key(proc: Callable[..., Any], spec: Hashable,
               reduce: Callable[..., Any]) -> tuple[str, Any, Hashable, Any]:
    try:
        hash(spec)
    except TypeError:
        raise TypeError(f"a stage's spec must be hashable (a frozen dataclass), not "
                        f"{type(spec).__name__}") from None
    return ("stage", proc, spec, reduce)


class Source:
    """The interface every driver implements."""

    def no_roll(self, reason: str) -> None:
        """A procedure that decides to roll nothing says why (`EnteredSource.finish` tells a
        player whose --dice went unused); a source that reads no dice ignores it."""

    def face(self, die: Die) -> Hashable:  # pragma: no cover - interface
        raise NotImplementedError

    def d(self, sides: int) -> int:
        return self.face(numbered(sides))  # type: ignore[return-value]  # a numbered die's faces are ints

    def pool(self, n: int, die: Die | int) -> Pool:
        die = numbered(die) if isinstance(die, int) else die
        check_count(n)
        return Pool(die, [self.face(die) for _ in range(n)])

    def charge(self, units: int) -> None:
        """Count work that is more than drawing dice (`muster.engine.work`: a scatter's
        geometry); a source that does not count work ignores it."""

    def chain(self, sides: int, again: Callable[[list[int]], bool], whole: bool = False
              ) -> Chain:
        """Open-ended roll: roll, and roll again while ``again(dice_so_far)`` says so
        (``whole``: the rule reads it only by `Chain`'s methods; the exact driver's hint)."""
        dice = Chain([self.d(sides)])
        while again(dice):
            if len(dice) >= MAX_CHAIN:
                raise ChainTooLong()
            dice.append(self.d(sides))
        return dice

    def funnel(self, n: int, die: Die | int,
               stages: Sequence[Callable[[Hashable], bool]]) -> Funnel:
        """``n`` dice thrown; those meeting ``stages[0]`` are thrown again and checked against
        ``stages[1]``, and so on (attacks that hit, then the hits that are not saved). The dice
        of each stage are asked for after the whole stage before."""
        die = numbered(die) if isinstance(die, int) else die
        check_count(n)
        counts: list[int] = []
        dice: list[list[Hashable]] = []
        rerolled: list[Hashable | None] = []
        left = n
        for pred in stages:
            pool = self.pool(left, die)
            passed = pool.count(pred)
            again = None
            if isinstance(pred, Reroll) and passed < left:
                one = self.pool(1, die)
                passed += one.count(pred)
                again = next(iter(one.seen()), None)
            left = passed
            counts.append(left)
            dice.append(pool.seen())
            rerolled.append(again)
        return Funnel(counts, dice, rerolled)

    def stage(self, proc: Callable[[Source, S], R], spec: S,
              reduce: Callable[[R], K] = same) -> tuple[K, R] | tuple[K, None]:
        """Run the sub-procedure ``proc(src, spec)``: returns ``(reduce(result), result)``.

        The exact driver weighs the sub-procedure once per ``(proc, spec, reduce)`` in a
        computation (the spec is frozen, so its fields are the memo key by construction) and
        returns ``(one weighed value of reduce, None)``: a rule reads only the reduced value,
        and shows the result only when there is one."""
        result = proc(self, spec)
        return reduce(result), result

    def independent(self, parts: Sequence[Part[Any]],
                    joint: Callable[[Any], Hashable] | None = None
                    ) -> tuple[Any, tuple[Any, ...] | None]:
        """Run parts that share no dice, in order: returns ``(the reduced values, the
        results)``, or with ``joint``, ``(joint(the reduced values), the results)``. The
        exact driver weighs each part alone (once per equal part) and chooses among the
        product of their outcomes: the exact form of the whole is the product of the parts'
        exact forms (no results, None). ``joint`` (a module-level function, so that equal
        products are weighed once) groups that product by what the rule reads from it (who
        won a roll-off), one option per joint value instead of one per combination."""
        results = tuple(part.proc(self, part.spec) for part in parts)
        values = tuple(part.reduce(r) for part, r in zip(parts, results, strict=True))
        return (values if joint is None else joint(values)), results

    def fold(self, part: Part[Any], n: int, add: Callable[[T, Any], T], start: T
             ) -> tuple[T, tuple[Any, ...] | None]:
        """Run ``part`` ``n`` times, each run on dice of its own (targets hit one by one):
        returns ``(state, the results)``, the state being ``start`` folded with each run's
        reduced value by ``add(state, value)``. ``add`` (a module-level function) and the
        states are what the rule reads from the runs together: a hashable value, e.g. a
        tuple of counts.

        The exact driver weighs the part once and then carries a distribution over states
        from run to run, equal states merged (a dynamic programme: the work grows with
        ``n`` times the states reached, never with the product of the runs' outcomes), and
        returns ``(one weighed state, None)``."""
        results = tuple(part.proc(self, part.spec) for _ in range(n))
        state = start
        for r in results:
            state = add(state, part.reduce(r))
        return state, results

    def card(self, left: Sequence[C]) -> C:
        """One card from the cards ``left`` (each equally likely to come next)."""
        return cast(C, self.face(Die(tuple(left), "deck")))  # a face of that die: a card

    def draw(self, cards: Sequence[C], k: int) -> list[C]:
        """The first ``k`` cards turned over from a shuffled deck of ``cards`` (fewer when
        the deck has fewer), in the order they come."""
        left = list(cards)
        out: list[C] = []
        for _i in range(min(k, len(left))):
            card = self.card(left)
            left.remove(card)
            out.append(card)
        return out

    def shuffle(self, cards: Sequence[C]) -> list[C]:
        """The deck ``cards`` in a shuffled order (the first card first)."""
        return self.draw(cards, len(cards))

    def until(self, proc: Callable[[Source, S], A], spec: S, accept: Callable[[A], bool],
              reduce: Callable[[A], K] = same) -> tuple[K, list[A]]:
        """Run the sub-procedure ``proc(src, spec)`` again and again until ``accept(value)``:
        a tied roll-off rolled again. Returns ``reduce(accepted value)`` (what the rule reads
        from it, e.g. who won) and every attempt's raw value, the refused ones first.

        The exact driver conditions instead of looping: it weighs the accepted outcomes of
        one attempt by their chance given acceptance (a geometric series summed exactly),
        grouped by ``reduce``, and lists no attempts; like a `stage`, once per (proc, spec,
        accept, reduce) in a computation (the spec, hashable, is the memo key)."""
        attempts: list[A] = []
        while True:
            self.charge(ATTEMPT)  # a sub-procedure run: more than its dice (engine.work)
            value = proc(self, spec)
            attempts.append(value)
            if accept(value):
                return reduce(value), attempts
            if len(attempts) >= MAX_CHAIN:
                raise ChainTooLong(say("a roll repeated until it counts (e.g. a tied roll-off) "
                                       "did not count in {most} attempts; refused",
                                       most=MAX_CHAIN))

    def exploding(self, n: int, sides: int) -> ExplodingPool:
        """``n`` dice that each roll again on their highest face (``d6!``)."""
        check_count(n)
        if numbered(sides).sides < 2:
            raise LimitError(say("a d1 cannot explode: it would roll for ever"))
        return ExplodingPool([self.chain(sides, lambda d: d[-1] == sides) for _ in range(n)])


class RandomSource(Source):
    """Draws from a seeded ``random.Random``; ``drawn`` counts the dice drawn so far and
    ``extra`` the other work done, in units (`muster.engine.work`): a ``--times`` run is
    bounded by their sum."""

    def __init__(self, seed: int | None = None, rng: random.Random | None = None):
        self.rng = rng or random.Random(seed)
        self.drawn = 0
        self.extra = 0  # work that is more than drawing dice, in units (muster.engine.work)
        self._plain = type(self).face is RandomSource.face  # no subclass watching each die

    def face(self, die: Die) -> Hashable:
        self.drawn += 1
        return die.faces[self.rng.randrange(die.sides)]

    def pool(self, n: int, die: Die | int) -> Pool:
        if not self._plain:  # a subclass watching every die
            return super().pool(n, die)
        if type(die) is int:
            die = numbered(die)
        if not 0 <= n <= MAX_DICE:
            check_count(n)
        faces = die.faces  # type: ignore[union-attr]  # a Die: an int was made one above
        k, draw = len(faces), self.rng.randrange
        self.drawn += n
        return Pool(die, [faces[draw(k)] for _ in range(n)])  # type: ignore[arg-type]  # the same draws as face()

    def exploding(self, n: int, sides: int) -> ExplodingPool:
        if not self._plain:  # a subclass watching every die
            return super().exploding(n, sides)
        check_count(n)
        if numbered(sides).sides < 2:
            raise LimitError(say("a d1 cannot explode: it would roll for ever"))
        draw = self.rng.randrange
        chains: list[list[int]] = []
        drawn = 0
        for _die in range(n):  # the draws of `Source.chain`, without a call per die
            chain = [draw(sides) + 1]
            while chain[-1] == sides:
                if len(chain) >= MAX_CHAIN:
                    raise ChainTooLong()
                chain.append(draw(sides) + 1)
            drawn += len(chain)
            chains.append(chain)
        self.drawn += drawn
        return ExplodingPool(chains)

    def shuffle(self, cards: Sequence[C]) -> list[C]:
        """``random.shuffle`` of a copy (the decks' order for a seed since they began)."""
        out = list(cards)
        self.rng.shuffle(out)
        self.drawn += len(out)
        self.extra += len(out) * CARD  # a card costs more than a die (muster.engine.work)
        return out

    def charge(self, units: int) -> None:
        self.extra += units

    def draw(self, cards: Sequence[C], k: int) -> list[C]:
        return self.shuffle(cards)[:k]


class EnteredSource(Source):
    """Dice the player rolled on the table, consumed in the order the procedure asks."""

    def __init__(self, tokens: Iterable[str]):
        self.tokens = [t for t in tokens]
        self.used = 0
        self.last: Die | None = None  # the last die read: what a left-over token should be
        self.reason: str | None = None

    def no_roll(self, reason: str) -> None:
        self.reason = reason

    def face(self, die: Die) -> Hashable:
        if self.used >= len(self.tokens):
            raise DiceError(say("too few dice: {n} entered, but the roll needs another {die} "
                                "(die {next})", n=len(self.tokens), die=die.name,
                                next=self.used + 1))
        token = self.tokens[self.used]
        self.used += 1
        self.last = die
        try:
            return die.parse(token)
        except DiceError as err:
            raise DiceError(say("die {n}: {message}", n=self.used, message=err.message)) \
                from None

    def card(self, left: Sequence[C]) -> C:
        """The next card entered, as ``left`` spells it, else as `Lookup.of_cards` finds it
        (a number by its value; a name two cards left answer to so is refused, naming both)."""
        if self.used >= len(self.tokens):
            raise DiceError(say("too few cards: {n} entered, but the deck needs another (card "
                                "{next})", n=len(self.tokens), next=self.used + 1))
        token = self.tokens[self.used]
        self.used += 1
        names = [str(c) for c in left]
        if token not in names:
            token = Lookup.of_cards(names).key(token, field="card", named=True) or token
        if token in names:
            return left[names.index(token)]
        raise CardNotLeft(self.used, self.tokens[self.used - 1], names)

    def finish(self) -> None:
        left = len(self.tokens) - self.used
        if left and self.last is not None:  # a token that is no die at all says so first
            for n, token in enumerate(self.tokens[self.used:], self.used + 1):
                try:  # (a number is a die of some kind: only too many)
                    parse_int(token.strip())
                    continue
                except NotANumber:
                    pass
                try:
                    self.last.parse(token)
                except DiceError as err:
                    raise DiceError(say("die {n}: {message}", n=n, message=err.message)) \
                        from None
        if left and self.used == 0:
            # the rules asked for no die: say why, not only that there are too many;
            # the procedure's own reason where it gave one
            listed = _listed(self.tokens)
            if self.reason is not None:
                raise DiceError(say("no die is rolled here: {reason}; the dice entered are "
                                    "left over ({left})", reason=self.reason, left=listed))
            raise DiceError(say("no die is rolled here: the rules need no roll for what was "
                                "asked (run it without dice to see what happens); the dice "
                                "entered are left over ({left})", left=listed))
        if left:
            # Czech agrees with the count: 'zadány 3', 'zadáno 5'
            raise DiceError(say_n("too many dice: {n} entered, the roll used {used} (left "
                                  "over: {left})", "too many dice: {n} entered, the roll used "
                                  "{used} (left over: {left})", len(self.tokens),
                                  used=self.used,
                                  left=_listed(self.tokens[self.used:])))


def _listed(tokens: Sequence[str], most: int = 10) -> str:
    """The first few of many entered dice, for an error line (worded when it is shown)."""
    shown = ", ".join(tokens[:most])
    if len(tokens) <= most:
        return shown
    return joined(shown + ", ... ", say("{n} more", n=grouped(len(tokens) - most)))
