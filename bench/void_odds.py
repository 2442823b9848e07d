"""Exact Void initiative odds: the fast place table against the walk of the procedure.

Run with `python bench/void_odds.py`. For a few fighters both ways are timed (CPU seconds
of this process) and their answers compared; for more, only the fast way (the walk takes
20^n d20 paths). The fighters are a step of initiative apart in pairs (F0=-7, F1=-7,
F2=-6 ...), which shares every total among many of them: the most tie work.
"""

from __future__ import annotations

import time

from muster.engine.odds import enumerate_outcomes
from muster.engine.rolloff import marginal
from muster.games.void import initiative as ini


def plan(n: int) -> ini.InitiativeSpec:
    return ini.InitiativeSpec(tuple((f"F{i}", i // 2 - 7) for i in range(n)))


def walk(p: ini.InitiativeSpec) -> list[list]:
    dist = enumerate_outcomes(lambda src: ini.initiative(src, p), ini.initiative_key)
    names = [f.name for f in p.active]
    return [[marginal(dist, lambda k, i=i, n=n: k[i] == n).get(True, 0)
             for i in range(len(names))] for n in names]


def cpu(fn) -> tuple[float, object]:
    start = time.process_time()
    out = fn()
    return time.process_time() - start, out


def main() -> None:
    print("fighters | walk (CPU s) | fast (CPU s) | same answer")
    for n in (2, 3, 4, 8, 12, 20, 30):
        p = plan(n)
        fast_s, dist = cpu(lambda p=p: ini.place_table(p))
        fast = [[dist[f.name, i] for i in range(1, n + 1)] for f in p.active]
        if n <= 3:  # 4 fighters: 160,000 d20 paths, seconds to minutes
            walk_s, slow = cpu(lambda p=p: walk(p))
            print(f"{n:8} | {walk_s:12.3f} | {fast_s:12.4f} | {slow == fast}")
        else:
            print(f"{n:8} | {'-':>12} | {fast_s:12.4f} | -")


if __name__ == "__main__":
    main()
