"""Choose a driver from the common options and run a procedure under it.

Every rolling command takes the same five options (see `muster.engine.options`) and hands
them here with its procedure. Commands never pick a driver themselves.
"""

from __future__ import annotations

import os
import random
from typing import TYPE_CHECKING, Callable, Hashable

from muster.engine.dice import EnteredSource, RandomSource, Source, split_dice
from muster.engine.render import Result, esc, table
from muster.errors import MusterError

if TYPE_CHECKING:  # the exact driver is imported only for --odds
    from muster.engine.odds import Distribution

MAX_TIMES = 10_000


class RollOptions:
    """The common options of every rolling command."""

    def __init__(self, seed: int | None = None, dice: list[str] | None = None,
                 odds: bool = False, times: int | None = None, json: bool = False):
        self.seed = seed
        self.dice = list(dice or [])
        self.odds = odds
        self.times = times
        self.json = json

    def check(self) -> None:
        if self.seed is not None and self.seed < 0:
            # random.Random(-1) is random.Random(1): a negative seed would silently repeat
            # its positive twin, so it is refused
            raise MusterError(f"--seed must be 0 or more, not {self.seed} (a negative seed "
                              "would roll like its positive twin)")
        if self.odds and self.dice:
            raise MusterError("--odds computes every outcome; it cannot take --dice")
        if self.odds and self.times:
            raise MusterError("--odds and --times are alternatives; choose one")
        if self.times is not None and self.dice:
            raise MusterError("--times rolls by itself; it cannot take --dice")
        if self.times is not None and not 1 <= self.times <= MAX_TIMES:
            raise MusterError(f"--times must be between 1 and {MAX_TIMES}, not {self.times}")


Procedure = Callable[[Source], Result]


def run(proc: Procedure, opts: RollOptions, *, key: Callable[[Result], Hashable],
        odds: Callable[[Distribution], Result] | None = None, label: str = "outcome",
        exact: Callable[[], Result] | None = None) -> Result:
    """Run ``proc`` with the driver the options ask for and return a result object.

    ``key`` names what matters about one result (success, hits, a table result): it
    groups outcomes for ``--odds`` and ``--times``. ``odds`` turns the exact
    distribution of keys into a result object. ``exact``, where given, answers ``--odds``
    instead of walking ``proc``: a faster exact computation built from the procedure's own
    parts (e.g. `muster.games.void.initiative.place_table`), tested against the walk.
    """
    opts.check()
    if opts.odds and exact is not None:
        return exact()
    if opts.odds:
        from muster.engine.odds import enumerate_outcomes

        if odds is None:
            raise MusterError("--odds is not available here; use --times N")
        return odds(enumerate_outcomes(proc, key))
    if opts.dice:
        src = EnteredSource(split_dice(opts.dice))
        result = proc(src)
        src.finish()
        return result
    seed = opts.seed if opts.seed is not None else int.from_bytes(os.urandom(4), "big")
    rng = random.Random(seed)
    if opts.times is not None:
        results = [proc(RandomSource(rng=rng)) for _ in range(opts.times)]
        return Summary(results, key, label, seed)
    result = proc(RandomSource(rng=rng))
    if hasattr(result, "seed"):
        result.seed = seed
    return result


def _json_outcome(key: Hashable, count: int, n: int) -> dict:
    """One --times outcome as JSON. A compound key (a tuple of facts) keeps its structure
    in ``value`` (an object for a named tuple, else a list) and adds the ``label`` it
    prints as."""
    out: dict = {"value": key, "count": count, "share": round(count / n, 6)}
    if not (key is None or isinstance(key, (bool, int, float, str))):
        out["value"] = key._asdict() if hasattr(key, "_asdict") else key  # type: ignore
        out["label"] = str(key)
    return out


class Summary:
    """N independent rolls, grouped by the command's key."""

    def __init__(self, results: list[Result], key: Callable[[Result], Hashable], label: str,
                 seed: int):
        self.results = results
        self.label = label
        self.seed = seed
        counts: dict[Hashable, int] = {}
        for r in results:
            k = key(r)
            counts[k] = counts.get(k, 0) + 1
        self.counts = counts

    def _numeric(self) -> bool:
        return all(isinstance(k, (int, float)) and not isinstance(k, bool) for k in self.counts)

    def _ordered(self) -> list:
        """The keys' own order where they have one; else numbers in numeric order, then
        everything else by its label."""
        try:
            return sorted(self.counts)
        except TypeError:
            pass

        def order(key: Hashable) -> tuple:
            if isinstance(key, (int, float)) and not isinstance(key, bool):
                return (1, key, "")
            return (2, 0, str(key))

        return sorted(self.counts, key=order)

    def to_json(self) -> dict:
        n = len(self.results)
        out: dict = {
            "times": n,
            "seed": self.seed,
            "key": self.label,
            "outcomes": [_json_outcome(k, self.counts[k], n) for k in self._ordered()],
        }
        if self._numeric():
            out["mean"] = round(sum(k * c for k, c in self.counts.items()) / n, 6)
        out["rolls"] = [r.to_json() for r in self.results]
        return out

    def lines(self) -> list[str]:
        n = len(self.results)
        lines = [f"[bold]{n} rolls[/] (seed {self.seed}), by {esc(self.label)}:"]
        rows = [[esc(k), self.counts[k], f"{100 * self.counts[k] / n:.1f} %"] for k in self._ordered()]
        lines += table([self.label, "count", "share"], rows)
        if self._numeric():
            mean = sum(k * c for k, c in self.counts.items()) / n
            lines.append(f"mean {mean:.3f}")
        return lines


class OddsResult:
    """A ready-made odds result: a JSON body and its terminal lines."""

    def __init__(self, body: dict, view: list[str]):
        self.body = body
        self.view = view

    def to_json(self) -> dict:
        return self.body

    def lines(self) -> list[str]:
        return self.view


def bool_odds(title: str, dist: Distribution, name: str = "success") -> OddsResult:
    """Odds of a yes/no outcome keyed by a bool."""
    from muster.engine.odds import fraction_text, percent

    p = dist[True]
    body = {"odds": True, name: dist.prob(p), "exact": dist.exact}
    view = [f"[bold]{esc(title)}[/]",
            f"chance of {name}: [bold]{percent(p)}[/]"
            + (f" ({fraction_text(p)})" if dist.exact else "")]
    return OddsResult(body, view)


def numeric_odds(title: str, dist: Distribution, name: str = "total") -> OddsResult:
    """Odds of a numeric outcome: value, probability, chance of at least that value."""
    from muster.engine.odds import fraction_text, percent

    rows = dist.numeric_table()
    body = {"odds": True, "of": name, "distribution": rows, "mean": round(dist.mean(), 6),
            "exact": dist.exact}
    trows = []
    for row in rows:
        # long fractions are kept for --json; on screen they would drown the table
        frac = f" ({row['fraction']})" if row["fraction"] and len(row["fraction"]) <= 15 else ""
        trows.append([row["value"], percent(row["p"]) + frac, percent(row["at_least"]["p"])])
    view = [f"[bold]{esc(title)}[/]"] + table([name, "chance", "at least"], trows)
    view.append(f"mean {dist.mean():.4f}" + ("" if dist.exact else
                f"  (chains past the limit left out: {float(dist.truncated):.3g})"))
    return OddsResult(body, view)

