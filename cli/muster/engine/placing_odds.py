"""The exact odds of a `Placing` (`muster.engine.rolloff`): each entrant's chance of each
place, derived from the parts' own distributions (`placing_odds`), in a number of steps
known before the first is taken (`place_work`), not by walking every entrant's dice
together. Loaded by the exact driver only (`muster.engine.rule`: ``places=``)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from fractions import Fraction
from math import lcm
from typing import Any, cast

from muster.engine.dice import Part
from muster.engine.distribution import Distribution
from muster.engine.odds import enumerate_outcomes
from muster.engine.rolloff import Placing
from muster.errors import Field, LimitError
from muster.i18n import say
from muster.text import grouped

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
    # a term (above, level) is the one number above * step + level (level < n < step):
    # one more above adds step, one more level adds 1 (an int key is made, hashed and
    # compared at a fraction of a pair's cost, in the loop every step of the work runs)
    step = n + 1
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
            poly = {0: wi}  # (above, level) as above * step + level -> weight
            for j in others:
                g, e = above[j][v], weights[j].get(v, 0)
                rest = dens[j] - g - e
                nxt: dict[int, int] = {}
                for t, c in poly.items():
                    if g:
                        nxt[t + step] = nxt.get(t + step, 0) + c * g
                    if e:
                        nxt[t + 1] = nxt.get(t + 1, 0) + c * e
                    if rest:
                        nxt[t] = nxt.get(t, 0) + c * rest
                poly = nxt
            for t, c in poly.items():
                a, b = divmod(t, step)
                part = c * (share // (b + 1))
                for place in range(a, a + b + 1):
                    row[place] += part
        done[alike] = row
    total = share
    for d in dens:
        total *= d
    return [[Fraction(x, total) for x in row] for row in acc]


def placing_odds(placing: Placing) -> Distribution:
    """Each entrant's chance of each place, exact, keyed by (name, place), the first place 1
    (each entrant's chances, and each place's, add up to 1).

    The final order is by the last key; entrants level on it are level on every key before,
    so they were ranked among themselves by the tie re-rolls alone: a uniformly random order
    (every one re-rolls alike). So the places follow from each part's last key, weighed by
    the exact driver once per equal part, and `place_odds`: n entrants cost at most about
    10 * n^4 steps (d20 keys), not the 20^n paths of walking the parts together; a request
    too large is refused before `place_odds` takes a step."""
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
