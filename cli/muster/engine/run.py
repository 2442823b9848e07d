"""Roll a spec's rule with the options every rolling command shares: once, with the dice
entered or at random, or ``--times`` N (`roll`).

Every rolling command takes the same five options (`muster.verbs._rolling`: `RollOptions`,
checked there) and hands them with its spec to the command layer's runner,
``emit(run(spec, opts), as_json)`` (`muster.rolling.run`), which chooses the driver: the
exact side for ``--odds`` (`muster.engine.exact`), else `roll` here. Commands never pick a
driver themselves. Refusals here name no option: the alternatives they offer are `Field`s
(``times``, ``odds``), shown as ``--times`` and ``--odds`` by the command line.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterable
from typing import Any, Generic, Protocol, TypeVar, cast

from muster.engine import work
from muster.engine.dice import EnteredSource, RandomSource, Source
from muster.engine.die import split_dice
from muster.engine.progress_views import progress
from muster.engine.render import Result
from muster.engine.rule import rule_of, with_seed
from muster.errors import Exit, Field, MusterError
from muster.i18n import (
    both_ways,
    say,
)
from muster.text import grouped

MAX_WORK = 20_000_000  # units (dice drawn, and engine.work's other work) of one command's
# --times rolls in all
SAMPLE = 100  # rolls a --times summary keeps in full (its JSON "rolls"); the rest are tallied
PROGRESS_AFTER = 1.0  # seconds of rolling before a terminal shows a progress line
TIMES, ODDS = Field("times"), Field("odds")  # the alternatives a refusal offers
VIEWS = "muster.engine.run_views"  # a summary's terminal view (`muster.engine.rule.view`)
CHUNK = 65_536  # draws between two looks at Ctrl-C and the progress line


class Options(Protocol):
    """What `roll` and `muster.engine.exact` read of a command's options
    (`muster.verbs._rolling.RollOptions`)."""

    seed: int | None
    dice: list[str]
    odds: bool
    times: int | None
    json: bool

    def check(self) -> None: ...


R = TypeVar("R", bound=Result)  # what one roll of a procedure gives
Procedure = Callable[[Source], R]


class Drawn(Protocol):
    """Outcomes drawn from an exact distribution (`muster.engine.sampling.Sampler`)."""

    def covers(self, keys: Iterable[Hashable]) -> bool: ...

    def draw(self, rng: random.Random, n: int) -> Counter[Hashable]: ...


# what may draw a run's rolls past its first: ``sampler(proc, key, units)`` is the drawing
# of ``key(proc(src))``'s outcomes when weighing them costs at most ``units`` of work, else
# None (`muster.engine.sampling.sampler`)
Drawing = Callable[[Procedure[Any], Callable[[Any], Hashable], int], Drawn | None]


def roll(spec: object, opts: Options, sampler: Drawing | None = None) -> Result:
    """Roll a spec once (with the dice entered, or at random), or ``--times`` N; return a
    result. ``--odds`` is the exact side's (`muster.engine.exact.odds`): the command
    layer's runner chooses (`muster.rolling.run`), and hands a run of many rolls the
    ``sampler`` that may draw them from the exact distribution (`roll_times`).

    A spec is rolled by the rule its game (or the engine: a dice expression, a generic
    scatter) registered for it (`muster.engine.rule`): its procedure, key and label."""
    found = rule_of(spec)
    if opts.times is None:
        for asked in ROLLING:
            asked(spec)
    result = _rolled(found.procedure(spec), found.key, found.label, opts, sampler)
    if opts.times is None:
        for told in ROLLED:
            told(spec, result)
    return result


def _rolled(procedure: Procedure[R], key: Callable[[R], Hashable], label: str,
            opts: Options, sampler: Drawing | None) -> Result:
    """One roll with the dice entered, or at random (a seed, or ``--times`` rolls)."""
    opts.check()
    if opts.dice:
        src = EnteredSource(split_dice(opts.dice))
        result = procedure(src)
        src.finish()
        return result
    seed = opts.seed if opts.seed is not None else int.from_bytes(os.urandom(4), "big")
    rng = random.Random(seed)
    if opts.times is not None:
        return roll_times(procedure, key, label, seed, rng, opts.times,
                          progress=not opts.json and _terminal(), sampler=sampler)
    state = rng.getstate()
    result = procedure(RandomSource(rng=rng))
    # the seed is the roll's: a procedure that drew nothing (no dice, no shuffle) has none
    return with_seed(result, seed) if rng.getstate() != state else result


# told of every single roll of a spec, (spec, result), before it is shown: a front end
# that keeps a record of the rolls (a battle file) listens while its command runs
ROLLED: list[Callable[[object, Result], None]] = []
# asked before a single roll of a spec (spec): a front end may refuse it (raise MusterError)
ROLLING: list[Callable[[object], None]] = []


def _progress(i: int, times: int, elapsed: float) -> None:
    progress(i, times, elapsed)


def _terminal() -> bool:
    """Both output streams are a terminal (a progress line would not land in a pipe)."""
    return all(bool(getattr(stream, "isatty", lambda: False)())
               for stream in (sys.stdout, sys.stderr))


class Interrupted(MusterError):
    """Ctrl-C during --times: the summary so far has been printed; exit 130."""

    exit_code = Exit.INTERRUPTED


PROBE_SEED = 0  # the seed of the roll that measures a roll's work: the same for every seed


def roll_times(proc: Procedure[R], key: Callable[[R], Hashable], label: str, seed: int,
               rng: random.Random, times: int, *, progress: bool = False,
               sampler: Drawing | None = None) -> Summary[R]:
    """Roll ``times`` times in constant memory: outcomes are tallied, and only the first
    SAMPLE results are kept; given a ``sampler``, the rolls past them may be drawn from the
    exact distribution instead (`_sampled`). A roll with a fixed seed (`PROBE_SEED`, so the
    decision is the same for every ``seed``) measures the work of one roll (dice drawn, and
    the other work counted in `muster.engine.work`); a run that would do more than MAX_WORK
    units in all, with what the command did before, is refused before rolling. The rolls'
    own work is counted as they go: a run that passes MAX_WORK stops there with the summary
    so far (``stopped``). With ``progress``, a line on stderr counts the rolls once the work
    takes over a second. Ctrl-C stops rolling; the summary is of the rolls made so far
    (``interrupted``)."""
    spent = work.ledger()
    probe = RandomSource(seed=PROBE_SEED)
    proc(probe)
    _check_work(max(probe.drawn, 1), probe.extra + work.ROLL, times, spent.units)
    summary = Summary(key, label, seed, times)
    if times > SAMPLE and sampler is not None:
        per_roll = max(probe.drawn, 1) + probe.extra + work.ROLL
        drawn = sampler(proc, key, per_roll * (times - SAMPLE))
        if drawn is not None and _sampled(proc, rng, summary, drawn, times, progress):
            return summary
        summary = Summary(key, label, seed, times)
        rng.seed(seed)
    src = RandomSource(rng=rng)
    first = proc(src)
    summary.add(first)
    started = time.monotonic()
    shown, last = False, 0.0
    left = MAX_WORK - spent.units
    try:
        for i in range(1, times):
            if src.drawn + src.extra + i * work.ROLL > left:  # counted, never timed
                summary.stopped = True
                break
            summary.add(proc(src))
            if progress and not i & 1023:
                now = time.monotonic()
                elapsed = now - started
                if elapsed > PROGRESS_AFTER and now - last >= 0.1:  # ten updates a second
                    shown, last = True, now
                    _progress(i, times, elapsed)
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        spent.units += src.drawn + src.extra + summary.n * work.ROLL
        if shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()
    return summary


def _sampled(proc: Procedure[R], rng: random.Random, summary: Summary[R], drawn: Drawn,
             times: int, progress: bool) -> bool:
    """The first SAMPLE rolls run for real, the rest drawn from the exact distribution
    (`muster.engine.sampling`); False (nothing counted) when a real roll's key is not an
    outcome the sampler can draw. Ctrl-C stops drawing, as it stops rolling."""
    src = RandomSource(rng=rng)
    try:
        for _i in range(SAMPLE):
            summary.add(proc(src))
    except KeyboardInterrupt:  # the summary is of the real rolls made so far
        summary.interrupted = True
        work.ledger().units += src.drawn + src.extra + summary.n * work.ROLL
        return True
    if not drawn.covers(summary.counts):
        return False
    started = time.monotonic()
    shown = False
    try:
        while summary.n < times:
            n = min(CHUNK, times - summary.n)
            for k, c in drawn.draw(rng, n).items():
                summary.tally(k, c)
            if progress and time.monotonic() - started > PROGRESS_AFTER:
                shown = True
                _progress(summary.n, times, time.monotonic() - started)
    except KeyboardInterrupt:
        summary.interrupted = True
    finally:
        work.ledger().units += src.drawn + src.extra + SAMPLE * work.ROLL + summary.n
        if shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()
    return True


def _check_work(dice: int, extra: int, times: int, before: int) -> None:
    """Refuse up front a --times run whose rolls would do more than MAX_WORK units: the
    dice alone (``dice`` a roll), then with the roll's other work (``extra``) and what
    the command did before (several runs in one command share the bound)."""
    if dice * times > MAX_WORK:
        raise MusterError(say("{times} {n} of a roll that draws {per_roll} dice is {all} "
                              "dice; one command draws at most {most} (roll fewer times, or "
                              "use {odds})", n=grouped(times), times=TIMES, odds=ODDS,
                              per_roll=grouped(dice), all=grouped(dice * times),
                              most=grouped(MAX_WORK)))
    per_roll = dice + extra
    if before + per_roll * times <= MAX_WORK:
        return
    raise MusterError(say("{times} {n} of a roll worth {per_roll} units of work (a die drawn "
                          "is one; each roll, a repeated roll, a die of an exploding chain, a "
                          "card shuffled and a scatter worked out count more) is {all} units; "
                          "one command does at most {most}{before} (roll fewer times, or use "
                          "{odds})",
                          n=grouped(times), times=TIMES, odds=ODDS, per_roll=grouped(per_roll),
                          all=grouped(per_roll * times), most=grouped(MAX_WORK),
                          before=say(", and it has done {done} already",
                                     done=grouped(before)) if before else ""))


def _json_outcome(key: Hashable, count: int, n: int) -> dict[str, Any]:
    """One --times outcome as JSON. A compound key (a tuple of facts) keeps its structure
    in ``value`` (an object for a named tuple, else a list) and adds the ``label`` it
    prints as."""
    out: dict[str, Any] = {"value": key, "count": count, "share": round(count / n, 6)}
    if not (key is None or isinstance(key, (bool, int, float, str))):
        out["value"] = key._asdict() if hasattr(key, "_asdict") else key
        out["label"] = _english(key)
    return out


def _english(key: Hashable) -> str:
    """A key's label in English whatever the language (JSON and the order of outcomes do
    not change with --lang)."""
    return str.__str__(both_ways(lambda: str(key)))


def ordered_keys(keys: Iterable[Hashable]) -> list[Any]:
    """Outcome keys in the keys' own order where they have one; else numbers in numeric
    order, then everything else by its label."""
    keys = list(keys)
    try:
        return sorted(keys)  # keys of one rule compare, or raise
    except TypeError:
        pass

    def order(key: Hashable) -> tuple[Any, ...]:
        if isinstance(key, (int, float)) and not isinstance(key, bool):
            return (1, key, "")
        return (2, 0, _english(key))

    return sorted(keys, key=order)


class Summary(Generic[R]):
    """N independent rolls, grouped by the command's key: a tally of outcomes, and the
    first SAMPLE results in full."""

    def __init__(self, key: Callable[[R], Hashable], label: str, seed: int, asked: int):
        self.key = key
        self.label = label
        self.seed = seed
        self.asked = asked
        self.n = 0
        self.counts: dict[Hashable, int] = {}
        self.sample: list[R] = []
        self.interrupted = False
        self.stopped = False  # at the work bound (engine.work), before the rolls asked

    def add(self, result: R) -> None:
        k = self.key(result)
        self.counts[k] = self.counts.get(k, 0) + 1
        self.n += 1
        if len(self.sample) < SAMPLE:
            self.sample.append(result)

    def tally(self, key: Hashable, count: int) -> None:
        """``count`` more rolls with outcome ``key`` (drawn from the exact distribution)."""
        self.counts[key] = self.counts.get(key, 0) + count
        self.n += count

    def done(self) -> None:
        """Called by the renderer once the summary is out: Ctrl-C means exit 130."""
        if self.interrupted:
            raise Interrupted(say("interrupted after {n} of {asked} rolls (the summary above "
                                  "is of those)", n=grouped(self.n), asked=grouped(self.asked)))
        if self.stopped:
            raise MusterError(say("stopped after {n} of {asked} rolls: they did {most} units "
                                  "of work, the most one command does (the summary above is "
                                  "of those); roll fewer times", n=grouped(self.n),
                                  asked=grouped(self.asked), most=grouped(MAX_WORK)))

    def numeric(self) -> bool:
        return all(isinstance(k, (int, float)) and not isinstance(k, bool) for k in self.counts)

    def ordered(self) -> list[Any]:
        return ordered_keys(self.counts)

    def moments(self) -> tuple[float, float]:
        """Mean and standard deviation; only for numeric keys (`numeric`)."""
        n = self.n
        counts = cast(dict[float, int], self.counts)
        mean = sum(k * c for k, c in counts.items()) / n
        var = sum(c * (k - mean) ** 2 for k, c in counts.items()) / n
        return mean, var ** 0.5

    def to_json(self) -> dict[str, Any]:
        n = self.n
        out: dict[str, Any] = {
            "times": n,
            "seed": self.seed,
            "key": self.label,
            "outcomes": [_json_outcome(k, self.counts[k], n) for k in self.ordered()],
        }
        if self.numeric():
            mean, sd = self.moments()
            out["mean"] = round(mean, 6)
            out["sd"] = round(sd, 6)
        out["rolls"] = [r.to_json() for r in self.sample]
        out["interrupted"] = self.interrupted
        if self.stopped:
            out["stopped_at_work_bound"] = True
        return out
