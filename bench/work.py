"""Work-weight benchmark: the time of one unit of each kind of counted work, against a die
drawn, beside the weight `muster.engine.work` gives it (issue 23).

Run with `python bench/work.py [SCALE]` (default 1.0; 0.2 for a quick look). Each kind is
timed in-process, as a ``--times`` run does it (a fresh `RandomSource`, the procedure called
once per roll, its result tallied), best of three, and the time of the dice it draws is
taken off, so what is left is the work the weight stands for:

* a die drawn: 1,000 d6 thrown as one pool, per die (the unit);
* a roll (`ROLL`): one d6 a roll, per roll, less the die;
* an attempt of a repeated roll (`ATTEMPT`): `Source.until` accepting its first attempt,
  less a plain roll of that die;
* a card shuffled (`CARD`): a 52-card deck shuffled, per card;
* a scatter worked out (`GEOMETRY`): `scatter --distance 2d6 --direction d6`, less its dice;
* a die of an exploding chain beyond its draw (`CHAIN_DIE`): `roll 1000d6!`, per die thrown,
  less a die drawn.

Each line prints the measured ratio to a die drawn and the weight; a ratio far from its
weight (more than about 2x either way) says the weight should be measured again.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

from muster.engine import work
from muster.engine.dice import RandomSource, Source
from muster.engine.notation.reader import parse
from muster.engine.scatter_generic import GenericSpec, generic


def per_roll(proc: Callable[[Source], Any], rolls: int) -> tuple[float, int, int]:
    """Seconds a roll of ``proc`` takes as ``--times`` rolls it (best of three), with the
    dice it draws and the other work it counts, per roll."""
    best = float("inf")
    drawn = extra = 0
    for _ in range(3):
        src = RandomSource(rng=random.Random(1))
        counts: dict[Any, int] = {}
        start = time.perf_counter()
        for _i in range(rolls):
            k = proc(src)
            counts[k] = counts.get(k, 0) + 1
        best = min(best, time.perf_counter() - start)
        drawn, extra = src.drawn, src.extra
    return best / rolls, drawn // rolls, extra // rolls


def main() -> None:
    scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0

    def n(x: int) -> int:
        return max(10, int(x * scale))

    pool_t, pool_d, _ = per_roll(lambda s: s.pool(1000, 6).total(), n(2_000))
    die = pool_t / pool_d
    d6_t, _, _ = per_roll(lambda s: s.d(6), n(500_000))
    roll = d6_t - die

    def accepted(s: Source) -> int:
        return s.until(lambda t, _: t.d(6), None, lambda v: True)[0]

    until_t, _, _ = per_roll(accepted, n(300_000))
    attempt = until_t - d6_t
    deck = list(range(52))
    shuffle_t, _, _ = per_roll(lambda s: len(s.shuffle(deck)), n(50_000))
    card = (shuffle_t - roll) / 52
    spec = GenericSpec("2d6", "d6")
    scatter_t, scatter_d, _ = per_roll(lambda s: generic(s, spec).hit, n(100_000))
    geometry = scatter_t - roll - scatter_d * die
    expr = parse("1000d6!")
    chain_t, chain_d, _ = per_roll(lambda s: expr.roll(s).total, n(300))
    chain = (chain_t - roll) / chain_d - die

    print(f"one die drawn: {die * 1e9:.0f} ns (the unit)")
    print(f"{'kind':<34} {'ns':>8} {'measured':>9} {'weight':>7}")
    for name, seconds, weight in [
            ("a roll of --times (ROLL)", roll, work.ROLL),
            ("an attempt of a repeated roll (ATTEMPT)", attempt, work.ATTEMPT),
            ("a card shuffled (CARD)", card, work.CARD),
            ("a scatter worked out (GEOMETRY)", geometry, work.GEOMETRY),
            ("a die of an exploding chain (CHAIN_DIE)", chain, work.CHAIN_DIE)]:
        ratio = seconds / die
        verdict = "ok" if weight / 2 <= ratio <= weight * 2 else "measure again"
        print(f"{name:<40} {seconds * 1e9:8.0f} {ratio:8.1f}x {weight:6d}x  {verdict}")


if __name__ == "__main__":
    main()
