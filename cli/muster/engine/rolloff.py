"""Roll-offs: each rolls a die, the highest goes first, ties are rolled again among the tied;
and `Placing`, the order of independent parts (each entrant's own roll), whose exact odds of
who takes each place the engine derives from the parts alone (`placing_odds`).

Written once against a dice source like every procedure; a tie is re-rolled with
`Source.until`, so the exact driver conditions on "not all tied" (an exact geometric
series) instead of following ever longer chains of ties.

Entered dice are read in this order: one die per name, in the order the names are given;
on a tie of everyone the same names roll again; then each group still tied rolls among
itself, the group with the higher result first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from math import lcm
from typing import TYPE_CHECKING, Any, TypeVar, cast

from muster.engine.dice import Part, Source
from muster.engine.frozen import frozen
from muster.errors import Field, LimitError
from muster.i18n import say
from muster.text import grouped

if TYPE_CHECKING:
    from fractions import Fraction  # the odds' (imported where they are worked out)

    from muster.engine.distribution import Distribution

T = TypeVar("T", bound=Hashable)  # what a marginal is taken of


def _pattern(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Which dice came out highest, next highest ...: groups of indices, best first."""
    return tuple(tuple(i for i, d in enumerate(dice) if d == v)
                 for v in sorted(set(dice), reverse=True))


@frozen
class Tie:
    """One round of a roll-off: ``n`` entrants roll a d``sides`` each. Frozen, so it is the
    spec the exact driver weighs a round by (`Source.until`)."""

    n: int
    sides: int


def _roll(src: Source, tie: Tie) -> tuple[int, ...]:
    return tuple(src.d(tie.sides) for _ in range(tie.n))


def _untied(dice: tuple[int, ...]) -> bool:
    return len(set(dice)) > 1


def rank(src: Source, names: Sequence[str], sides: int) -> tuple[list[str], list[dict[str, Any]]]:
    """Order ``names`` by a die each (highest first), re-rolling ties among the tied.

    Returns the order and every round of dice as ``{"among": names, "dice": values}``
    (no rounds under the exact driver, which weighs only the order)."""
    names = list(names)
    if len(names) < 2:
        return names, []
    pattern, attempts = src.until(_roll, Tie(len(names), sides), _untied, _pattern)
    rounds = [{"among": names, "dice": list(a)} for a in attempts]
    order: list[str] = []
    for group in pattern:
        sub, sub_rounds = rank(src, [names[i] for i in group], sides)
        order += sub
        rounds += sub_rounds
    return order, rounds


def order_by_totals(src: Source, names: Sequence[str], totals: Sequence[int],
                    sides: int) -> tuple[list[str], list[dict[str, Any]]]:
    """Highest total first; names with equal totals are ranked by `rank` (a plain die
    each), the higher totals' ties first."""
    order: list[str] = []
    rounds: list[dict[str, Any]] = []
    for value in sorted(set(totals), reverse=True):
        tied = [n for n, t in zip(names, totals, strict=True) if t == value]
        sub, sub_rounds = rank(src, tied, sides)
        order += sub
        rounds += sub_rounds
    return order, rounds


def marginal(dist: Distribution, fn: Callable[[Hashable], T]) -> dict[T, Fraction]:
    """The chance of each value of ``fn(key)`` in an exact distribution of keys."""
    from fractions import Fraction  # --odds only

    out: dict[T, Fraction] = {}
    for key, p in dist.probs.items():
        v = fn(key)
        out[v] = out.get(v, Fraction(0)) + p
    return out


MAX_PLACE_WORK = 10_000_000  # `place_work` steps; 30 entrants on d20 keys (8.1 million)
#                              take at most about 0.5 s of CPU


def place_work(sizes: Sequence[int]) -> int:
    """The multiply-adds `place_odds` needs for entrants with keys of these support sizes,
    known before any is done: for every entrant and key value, a product over the others of
    polynomials in (above, level) whose terms grow to n * n / 2."""
    n = len(sizes)
    return sum(sizes) * max(n - 1, 1) * (n * (n + 1) // 2 + 1)


def check_place_work(sizes: Sequence[int], budget: int = MAX_PLACE_WORK) -> None:
    """Refuse at once what `place_odds` would take too long for (sizes may be upper bounds,
    known before the key distributions are worked out)."""
    work = place_work(sizes)
    if work > budget:
        raise LimitError(say("exact odds of {n} places would take about {work} steps (at most "
                             "{most}); use {times} N for a sampled estimate", n=len(sizes),
                             times=Field("times"), work=grouped(work), most=grouped(budget)))


def place_odds(keys: Sequence[dict[Hashable, Fraction]],
               budget: int = MAX_PLACE_WORK) -> list[list[Fraction]]:
    """The chance of each entrant taking each place, the first place first.

    Every entrant draws a key independently from his own exact distribution; the highest
    key goes first, and entrants with equal keys are put in a uniformly random order among
    themselves, which is what `order_by_totals` (a die each, re-rolled while tied) gives by
    symmetry. For entrant i holding key v, the others split into a above v, b level with v
    and the rest below (a product of one polynomial per other entrant); i then takes each of
    places a+1 .. a+b+1 with chance 1/(b+1). Integers throughout (each distribution over its
    own common denominator), one Fraction per answer at the end. The work is estimated first
    (`place_work`) and a request over ``budget`` is refused at once."""
    from fractions import Fraction  # --odds only

    n = len(keys)
    check_place_work([len(k) for k in keys], budget)
    dens = [lcm(*(p.denominator for p in d.values())) for d in keys]
    weights = [{k: int(p * den) for k, p in d.items() if p}
               for d, den in zip(keys, dens, strict=True)]
    # the keys are ordered values (totals): highest first
    values: list[Any] = sorted(set[Any]().union(*weights), reverse=True)
    above: list[dict[Hashable, int]] = []  # weight of the keys above each value
    for w in weights:
        run = 0
        higher: dict[Hashable, int] = {}
        for v in values:
            higher[v] = run
            run += w.get(v, 0)
        above.append(higher)
    share = lcm(*range(1, n + 1))  # 1/(b+1) as an integer multiple of 1/share
    acc = [[0] * n for _ in range(n)]
    # entrants alike face alike others: one row serves all
    done: dict[tuple[Any, ...], list[int]] = {}
    for i in range(n):
        alike = (dens[i], frozenset(weights[i].items()))
        if alike in done:
            acc[i] = list(done[alike])
            continue
        others = [j for j in range(n) if j != i]
        row = acc[i]
        for v, wi in weights[i].items():
            poly = {(0, 0): wi}  # (above, level) -> weight
            for j in others:
                g, e = above[j][v], weights[j].get(v, 0)
                rest = dens[j] - g - e
                nxt: dict[tuple[int, int], int] = {}
                for (a, b), c in poly.items():
                    if g:
                        nxt[a + 1, b] = nxt.get((a + 1, b), 0) + c * g
                    if e:
                        nxt[a, b + 1] = nxt.get((a, b + 1), 0) + c * e
                    if rest:
                        nxt[a, b] = nxt.get((a, b), 0) + c * rest
                poly = nxt
            for (a, b), c in poly.items():
                part = c * (share // (b + 1))
                for place in range(a, a + b + 1):
                    row[place] += part
        done[alike] = row
    total = share
    for d in dens:
        total *= d
    return [[Fraction(x, total) for x in row] for row in acc]


# ---------------------------------------------------------------- the order of independent parts


@frozen
class Placing:
    """The order of independent parts: entrant ``names[i]`` rolls ``parts[i]`` (his own dice
    alone: a d20 and his modifiers), reduced to a tuple of ordered keys, each key after the
    first refining the one before (entrants level on a later key are level on every earlier
    one). The entrants go by the first key, highest first, entrants level on it ranked by a
    d``sides`` each, re-rolled while tied (`order_by_totals`); then by each later key in turn,
    entrants level on it keeping the order before (a later round's totals).

    A rule whose outcome is such an order registers ``places=`` (`muster.engine.rule.rule`):
    its procedure rolls it with `place`, and its exact form, each entrant's chance of each
    place, is derived from the parts (`placing_odds`)."""

    names: tuple[str, ...]
    parts: tuple[Part[Any], ...]
    sides: int


@frozen
class Placed:
    """The order after each key (the first: after the tie re-rolls), the re-rolls
    (``{"among": names, "dice": values}``) and each part's result (None under the exact
    driver, which weighs only the keys)."""

    orders: tuple[tuple[str, ...], ...]
    rounds: tuple[dict[str, Any], ...]
    results: tuple[Any, ...]


def place(src: Source, placing: Placing) -> Placed:
    """Roll the parts in the order given (a stage each: the exact driver weighs equal parts
    once), order the entrants by the first key with the tie re-rolls, then by each later
    key."""
    rolled = [src.stage(p.proc, p.spec, p.reduce) for p in placing.parts]
    keys = [cast(tuple[Any, ...], k) for k, _r in rolled]  # a part's keys: a tuple
    names = list(placing.names)
    first, rounds = order_by_totals(src, names, [k[0] for k in keys], placing.sides)
    orders = [tuple(first)]
    for level in range(1, len(keys[0]) if keys else 0):
        by = {n: k[level] for n, k in zip(names, keys, strict=True)}
        orders.append(tuple(sorted(orders[-1], key=by.__getitem__, reverse=True)))
    return Placed(tuple(orders), tuple(rounds), tuple(r for _k, r in rolled))


def placing_odds(placing: Placing) -> Distribution:
    """Each entrant's chance of each place, exact, keyed by (name, place), the first place 1
    (each entrant's chances, and each place's, add up to 1).

    The final order is by the last key; entrants level on it are level on every key before,
    so they were ranked among themselves by the tie re-rolls alone: a uniformly random order
    (every one re-rolls alike). So the places follow from each part's last key, weighed by
    the exact driver once per equal part, and `place_odds`: n entrants cost at most about
    10 * n^4 steps (d20 keys), not the 20^n paths of walking the parts together; a request
    too large is refused before `place_odds` takes a step."""
    from muster.engine.distribution import Distribution  # --odds only
    from muster.engine.odds import enumerate_outcomes  # the exact driver: odds only

    def last_key(part: Part[Any]) -> dict[Hashable, Fraction]:
        return enumerate_outcomes(lambda src: part.proc(src, part.spec),
                                  lambda r: cast(tuple[Any, ...], part.reduce(r))[-1]).probs

    weighed: dict[Part[Any], dict[Hashable, Fraction]] = {}
    for part in placing.parts:
        if part not in weighed:
            weighed[part] = last_key(part)
    keys = [weighed[p] for p in placing.parts]
    check_place_work([len(k) for k in keys])
    table = place_odds(keys)
    return Distribution({(name, spot): chance
                         for name, row in zip(placing.names, table, strict=True)
                         for spot, chance in enumerate(row, 1)})
