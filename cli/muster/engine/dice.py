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
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeVar, cast

from muster.engine.names import Lookup
from muster.engine.work import ATTEMPT, CARD
from muster.errors import CardNotLeft, DiceError, LimitError
from muster.i18n import N_, _, both_ways, die_name, say, say_n
from muster.limits import MOST_DICE
from muster.numbers import NotANumber, parse_int
from muster.text import number

MAX_DICE = MOST_DICE
MAX_SIDES = 1_000
MAX_CHAIN = 100  # dice in one open-ended / exploding chain


class Die:
    """A die whose faces are equally likely: numbered (d6) or named (a battle die).

    ``aliases`` are extra spellings a player may type for a face, as (spelling, face);
    ``face_names`` the faces as messages name them (a `Named` each: Czech when shown)."""

    __slots__ = ("faces", "name", "aliases", "face_names")

    def __init__(self, faces: tuple[Hashable, ...], name: str,
                 aliases: tuple[tuple[str, Hashable], ...] = (),
                 face_names: tuple[str, ...] = ()):
        self.faces = tuple(faces)
        self.name = name
        self.aliases = tuple(aliases)
        self.face_names = tuple(face_names)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Die) and (self.faces, self.name) == (other.faces, other.name)

    def __hash__(self) -> int:
        return hash((self.faces, self.name))

    def __repr__(self) -> str:
        return f"Die({self.name})"

    @property
    def sides(self) -> int:
        return len(self.faces)

    @property
    def numeric(self) -> bool:
        return all(isinstance(f, int) for f in self.faces)

    def parse(self, token: str) -> Hashable:
        """Read one entered die; raises DiceError naming the die and its faces."""
        text = token.strip().lower()
        if self.numeric:
            try:
                value = parse_int(text)
            except NotANumber:
                raise DiceError(say("'{token}' is not a number (expected a {die}: 1-{sides})",
                                    token=token, die=self.name, sides=self.sides)) from None
            if value not in self.faces:
                raise DiceError(say("{value} cannot be rolled on a {die} (1-{sides})",
                                    value=value, die=self.name, sides=self.sides))
            return value

        # a face by every spelling ("meč-na-štítu": a --dice token has no spaces), listed as
        # typed in English, in Czech as the result names it ("meč na štítu")
        shown = self.face_names or tuple(str(f) for f in self.faces)
        keys = [_typed(str(n)) for n in shown]
        faces = Lookup(N_("face"), {k: {"en": str(f), "cs": getattr(n, "cs", None)}
                                    for k, f, n in zip(keys, self.faces, shown, strict=True)},
                       spellings={alias: keys[self.faces.index(face)]
                                  for alias, face in self.aliases})
        key = faces.key(token)
        if key is None:
            raise DiceError(faces.unknown(token).message)
        return self.faces[keys.index(key)]


@cache
def numbered(sides: int) -> Die:
    if sides < 1:
        raise LimitError(say("a die needs at least one side, not {n}", n=sides))
    if sides > MAX_SIDES:
        raise LimitError(say("dice over {most} sides are refused (asked for {die})",
                             most=MAX_SIDES, die=die_name(f"d{sides}")))
    return Die(tuple(range(1, sides + 1)), die_name(f"d{sides}"))


def keep_indices(values: Sequence[int], keep: str | None, n: int) -> set[int]:
    """Which dice ``keep`` n keeps: kh (highest n), kl (lowest n), dh (all but the highest
    n), dl (all but the lowest n); ties go to the earlier die. None keeps every die."""
    order = sorted(range(len(values)), key=lambda i: (values[i], i))
    n = min(n, len(values))
    if keep == "kh":
        return set(order[len(values) - n:])
    if keep == "kl":
        return set(order[:n])
    if keep == "dh":
        return set(order[:len(values) - n])
    if keep == "dl":
        return set(order[n:])
    if keep is None:
        return set(range(len(values)))
    raise ValueError(f"unknown keep mode {keep!r}")


def check_count(n: int) -> None:
    if n < 0:
        raise LimitError(say("cannot roll a negative number of dice ({n})", n=n))
    if n > MAX_DICE:
        raise LimitError(say("more than {most} dice are refused (asked for {n})",
                             most=MAX_DICE, n=n))


class ChainTooLong(LimitError):
    """An open-ended chain went past MAX_CHAIN dice."""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message or say("an exploding or open-ended chain went past {most} "
                                        "dice; refused", most=MAX_CHAIN))


S = TypeVar("S")
R = TypeVar("R")
C = TypeVar("C", bound=Hashable)  # a card: whatever a deck holds, handed back as it is
A = TypeVar("A", bound=Hashable)  # one attempt's value (`Source.until`)
K = TypeVar("K", bound=Hashable)  # what a rule reads from an accepted attempt
T = TypeVar("T", bound=Hashable)  # a fold's state (`Source.fold`)

# A die's face as a pool or funnel holds it: an int for a numbered die, a name for a picture
# die. A pool does not track its die's face type, so a rule's reading (a sum, a comparison)
# is checked where the die is chosen, not here.
Face = Any


def same(value: Any) -> Any:
    """The identity: a stage's result as it is (the default ``reduce``)."""
    return value


def always(_value: Any) -> bool:
    return True


@dataclass(frozen=True)
class Part(Generic[S]):
    """One part of `Source.independent`: ``proc(src, spec)`` read as ``reduce(result)``.
    ``spec`` must be hashable (a frozen dataclass, a tuple); ``proc`` and ``reduce`` should be
    module-level functions, so that equal parts are weighed once."""

    proc: Callable[[Source, S], Any]
    spec: S
    reduce: Callable[[Any], Hashable] = same


@dataclass(frozen=True)
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


class Pool:
    """A handful of dice thrown together, with every value known (random / entered)."""

    def __init__(self, die: Die, values: Sequence[Face]):
        self.die = die
        self.values = list(values)

    def __len__(self) -> int:
        return len(self.values)

    def total(self, value: Callable[[Face], int] | None = None) -> int:
        """The sum of the dice, or of ``value(face)`` for each die (a D3 read off a D6)."""
        if value is None:
            return sum(self.values)
        return sum(value(v) for v in self.values)

    def count(self, pred: Callable[[Face], bool]) -> int:
        return sum(1 for v in self.values if pred(v))

    def sorted(self, reverse: bool = False) -> list[Face]:
        return sorted(self.values, reverse=reverse)

    def highest(self) -> int:
        """The highest die (numbered dice; the pool must not be empty)."""
        return int(max(self.values))

    def kept_total(self, keep: str, n: int) -> int:
        """The sum of the dice kept by ``keep`` (kh, kl, dh, dl) ``n``: ``4d6kh3``."""
        values = list(self.values)
        return sum(values[i] for i in keep_indices(values, keep, n))

    def seen(self) -> list[Face]:
        """The dice to show a player (none under the exact driver, which knows only
        the view it was asked for)."""
        return list(self.values)

    def tally(self) -> Counts:
        """How many dice show each face (every face listed, zero included)."""
        counts = Counts({f: 0 for f in self.die.faces})
        for v in self.values:
            counts[v] += 1
        return counts


class Counts(dict[Hashable, int]):
    """A pool's tally: face -> dice showing it. ``of(*faces)`` counts several faces as one
    (the exact driver then weighs them as one count)."""

    def of(self, *faces: Hashable) -> int:
        return sum(self[f] for f in set(faces))

    def none(self, face: Hashable) -> bool:
        """No die shows ``face`` (the exact driver weighs this as one yes/no)."""
        return self[face] == 0


def _typed(name: str) -> str:
    """A face's name as a --dice token: its words joined by hyphens."""
    return "-".join(name.split())



class Chain(list[int]):
    """The dice of an open-ended roll (`Source.chain`), read as a rule reads them; the exact
    driver's (`muster.engine.lazy_chain.LazyChain`) answers with counts not chosen yet."""

    def total(self) -> int:
        return sum(self)

    def last(self) -> int:
        return self[-1]

    def rolled_on(self) -> bool:
        return len(self) > 1

    def seen(self) -> list[int]:  # the dice to show (none under the exact driver)
        return list(self)


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


class Funnel:
    """Dice thrown in stages, each stage throwing again the dice that passed the one
    before: ``passed(i)`` how many passed stage i, ``seen(i)`` the dice thrown at it.

    Under the exact driver a funnel read at its last stage first is weighed as one count
    (each die passes every stage); read it stage by stage only when a rule needs to."""

    def __init__(self, counts: list[int], dice: list[list[Face]],
                 rerolled: list[Face | None] | None = None):
        self.counts = counts
        self.dice = dice
        self.again = rerolled or [None] * len(counts)

    def passed(self, stage: int = -1) -> int:
        return self.counts[stage]

    def seen(self, stage: int = 0) -> list[Face]:
        return list(self.dice[stage])

    def rerolled(self, stage: int = 0) -> Face | None:
        """The die a `Reroll` stage threw again (None: none was, or the exact driver)."""
        return self.again[stage]


class ExplodingPool:
    """Exploding dice: one chain of rolls per die."""

    def __init__(self, chains: list[list[int]]):
        self.chains = chains

    def total(self) -> int:
        return sum(sum(c) for c in self.chains)

    def kept_total(self, keep: str, n: int) -> int:
        """The sum of the chains ``keep`` (kh, kl, dh, dl) ``n`` keeps, each chain's total
        being one die: ``5d10!kh3``."""
        totals = [sum(c) for c in self.chains]
        return sum(totals[i] for i in keep_indices(totals, keep, n))

    def count(self, pred: Callable[[int], bool]) -> int:
        """How many of the dice thrown (explosions included) meet ``pred``: ``6d6!>=5``."""
        return sum(1 for c in self.chains for v in c if pred(v))

    def seen(self) -> list[list[int]]:
        return self.chains


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
            token = Lookup.of_cards(names).key(token) or token
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
            listed = _both(lambda: _listed(self.tokens))
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
                                  left=_both(lambda: _listed(self.tokens[self.used:]))))


def _both(build: Callable[[], str]) -> Any:
    return both_ways(build)


def _listed(tokens: Sequence[str], most: int = 10) -> str:
    """The first few of many entered dice, for an error line."""
    shown = ", ".join(tokens[:most])
    if len(tokens) <= most:
        return shown
    more = len(tokens) - most
    return shown + ", ... " + _("{n} more").format(n=number(more))


def split_dice(values: Iterable[str]) -> list[str]:
    """``--dice 3,6 --dice 4`` and ``--dice "3 6 4"`` both give ['3', '6', '4']; between
    commas, a symbol of several words is one die (``--dice 'meč na štítu,vlajka'``: the
    face as the rulebook names it)."""
    out: list[str] = []
    for v in values:
        for piece in v.split(",") if "," in v else [v]:
            words = piece.split()
            if len(words) > 1 and "," in v and not any(w[:1].isdigit() for w in words):
                out.append(" ".join(words))
            else:
                out.extend(words)
    return out
