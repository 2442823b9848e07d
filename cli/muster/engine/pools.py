"""Exact distributions of a pool of dice, outcome by outcome.

A die here is a table of ``value -> ways`` out of ``total`` ways (a d6 is ``{1: 1, ..., 6: 1}``
out of 6; an exploding die's chain totals, with the chains cut off at the limit left out of
the table and so counted as *truncated* mass). A pool is ``n`` such dice thrown together.

`kept_sum` weighs the sum of the dice a keep/drop keeps without laying out the pool's
multisets: the outcomes are visited one at a time from the end that is kept, and the state
is only (dice placed so far, kept sum so far). At each outcome ``t`` of the ``r`` dice not
yet placed show it (``C(r, t) * ways**t``); the others are left to the outcomes still to
come. Once every kept position is filled, the dice left may show any outcome still to come
(``rest**r``), so they are settled at once (all the ``t`` that fill the kept positions fold
into one step). For ``n`` dice, ``L`` outcomes and ``b`` kept positions from the walk's start
that is about ``L * b * b * (b * span)`` multiplications: ``100d6kh10`` is a few tens of
thousands. The work is known before starting (`keep_work`), so a request too large is refused
at once.

Every weight is an integer; the result is over ``total ** n``; the ways not in the result
(``total ** n`` less their sum) are the truncated mass of an exploding die.
"""

from __future__ import annotations

from collections.abc import Mapping
from math import comb

__all__ = ["kept_positions", "keep_work", "kept_sum", "chain_table", "chain_count_table"]


def kept_positions(n: int, keep: str, k: int) -> tuple[bool, int, int]:
    """Where ``keep`` ``k`` of ``n`` dice keeps: (walk from the highest?, first, end), the
    kept dice being positions first..end-1 of the dice sorted in the walk's order. Of the
    two directions the one whose kept positions end sooner is taken (less to walk)."""
    k = min(k, n)
    if keep == "kh":
        lo, hi = 0, k  # descending order
    elif keep == "kl":
        lo, hi = n - k, n
    elif keep == "dh":
        lo, hi = k, n
    elif keep == "dl":
        lo, hi = 0, n - k
    elif keep.startswith("m"):  # "m": drop the lowest and the highest k each (middle)
        lo, hi = k, n - k
    else:
        raise ValueError(f"unknown keep mode {keep!r}")
    # in ascending order the same dice are positions n-hi .. n-lo-1
    if n - lo < hi:
        return False, n - hi, n - lo
    return True, lo, hi


def keep_work(values: int, span: int, n: int, keep: str, k: int) -> int:
    """An upper bound of the multiplications `kept_sum` does for ``n`` dice of ``values``
    outcomes spread over ``span``: outcomes x states (positions x sums) x dice per step."""
    _, _lo, hi = kept_positions(n, keep, k)
    return values * max(hi, 1) * (hi * span + 1) * (min(hi, n) + 1)


def kept_sum(die: Mapping[int, int], n: int, keep: str, k: int) -> dict[int, int]:
    """Ways of each kept sum of ``n`` dice of ``die`` (value -> ways) under ``keep`` ``k``
    (kh, kl, dh, dl, or "m": the middle, dropping ``k`` at each end)."""
    descending, lo, hi = kept_positions(n, keep, k)
    order = sorted((v for v, w in die.items() if w), reverse=descending)
    if n == 0 or hi <= lo:
        return {0: sum(die[v] for v in order) ** n}
    ways = [die[v] for v in order]
    rest = [0] * (len(order) + 1)  # rest[j]: ways of the outcomes after the j-th
    for j in range(len(order) - 1, -1, -1):
        rest[j] = rest[j + 1] + ways[j]
    done: dict[int, int] = {}
    # states[c]: sum -> ways, c dice placed so far (all on outcomes already visited)
    states: list[dict[int, int]] = [{} for _ in range(hi)]
    states[0][0] = 1
    for j, value in enumerate(order):
        w, later = ways[j], rest[j + 1]
        new: list[dict[int, int]] = [{} for _ in range(hi)]
        for c in range(hi):
            row = states[c]
            if not row:
                continue
            r = n - c
            need = hi - c  # dice that fill every kept position
            # t dice on this outcome, t < need: the state moves on
            factors = [comb(r, t) * w**t for t in range(min(need, r + 1))]
            for t, f in enumerate(factors):
                kept = max(0, min(c + t, hi) - max(c, lo))
                dest = new[c + t]
                add = kept * value
                for s, x in row.items():
                    key = s + add
                    dest[key] = dest.get(key, 0) + x * f
            if need <= r:
                # at least `need` dice here: every kept position is filled, the rest are free
                full = (w + later) ** r - sum(f * later ** (r - t)
                                              for t, f in enumerate(factors))
                if full:
                    add = (hi - max(c, lo)) * value
                    for s, x in row.items():
                        key = s + add
                        done[key] = done.get(key, 0) + x * full
        states = new
    return {s: x for s, x in sorted(done.items()) if x}


def chain_table(sides: int, depth: int) -> tuple[dict[int, int], int]:
    """One exploding die (``d6!``) as chain total -> ways out of ``sides ** depth``: chains
    of at most ``depth`` dice (k maxima then a lower face weigh ``sides ** (depth-1-k)``);
    longer chains are left out (truncated)."""
    table = {k * sides + f: sides ** (depth - 1 - k) for k in range(depth) for f in range(1, sides)}
    return table, sides**depth


def chain_count_table(sides: int, depth: int, good: frozenset[int]) -> tuple[dict[int, int], int]:
    """One exploding die as the number of dice of its chain showing a ``good`` face -> ways
    out of ``sides ** depth`` (chains longer than ``depth`` left out, as `chain_table`)."""
    top = 1 if sides in good else 0
    table: dict[int, int] = {}
    for k in range(depth):
        for f in range(1, sides):
            hits = k * top + (1 if f in good else 0)
            table[hits] = table.get(hits, 0) + sides ** (depth - 1 - k)
    return table, sides**depth



def sum_ways(die: Mapping[int, int], n: int) -> dict[int, int]:
    """Ways of each sum of ``n`` dice of ``die`` (value -> ways), by J. C. P. Miller's
    recurrence for the powers of a polynomial: with ``P`` the die's ways shifted to start at
    its lowest value (``p_0 > 0``) and ``Q = P**n``, ``P * Q' = n * P' * Q`` gives

        k * p_0 * q_k = sum over j = 1..d of ((n + 1) * j - k) * p_j * q_(k-j)

    (an exact division), one coefficient at a time, never a product of two long
    polynomials. Equal ways on consecutive values (a numbered die) keep the two sums over
    ``j`` as sliding windows, a few additions per coefficient whatever the die; a symmetric
    die's sums are symmetric, so half of them are computed."""
    lo = min(v for v, w in die.items() if w)
    hi = max(v for v, w in die.items() if w)
    d = hi - lo
    p = [die.get(lo + j, 0) for j in range(d + 1)]
    top = n * d
    if n == 0 or d == 0:
        return {n * lo: p[0] ** n}
    half = top // 2 if p == p[::-1] else top
    q = [p[0] ** n] + [0] * half
    p0 = p[0]
    if all(w == p0 for w in p):
        # s0 = sum of q_(k-j), s1 = sum of j * q_(k-j), j = 1..d (p_j = p_0 cancel out)
        s0 = s1 = 0
        n1 = n + 1
        for k in range(1, half + 1):
            old = q[k - 1 - d] if k - 1 - d >= 0 else 0
            s0 += q[k - 1] - old
            s1 += s0 - d * old
            q[k] = (n1 * s1 - k * s0) // k
    else:
        for k in range(1, half + 1):
            acc = 0
            for j in range(1, min(d, k) + 1):
                if p[j]:
                    acc += ((n + 1) * j - k) * p[j] * q[k - j]
            q[k] = acc // (k * p0)
    if half < top:
        q += q[top - half - 1::-1]
    return {n * lo + k: x for k, x in enumerate(q) if x}


def sum_work(values: int, span: int, n: int, bits: int, window: bool) -> int:
    """The work of `sum_ways` in machine words moved: coefficients x terms each x words of
    the longest coefficient (``n * bits`` bits, ``bits`` those of one die's total)."""
    terms = 6 if window else values
    return (n * span + 1) * terms * (n * bits // 64 + 1)
