"""`RollOptions`: the options every rolling command shares (``--seed``, ``--dice``,
``--odds``, ``--times``, ``--json``) and the checks of how they combine.

A leaf that imports only `muster.errors` and `muster.i18n` (loaded by every run, help
included), so a command module may import it at its top: the dice engine and its drivers
(`muster.rolling`, `muster.engine.run`) stay unloaded until a command rolls.
`muster.rolling` and `muster.verbs._rolling` give the same names.
"""

from __future__ import annotations

from muster.errors import MusterError
from muster.i18n import say

__all__ = ["MAX_TIMES", "RollOptions", "roll_options"]

MAX_TIMES = 1_000_000


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
            raise MusterError(say("--seed must be 0 or more, not {seed} (a negative seed "
                                  "would roll like its positive twin)", seed=self.seed))
        if self.odds and self.dice:
            raise MusterError(say("--odds computes every outcome; it cannot take --dice"))
        if self.odds and self.times:
            raise MusterError(say("--odds and --times are alternatives; choose one"))
        if self.times is not None and self.dice:
            raise MusterError(say("--times rolls by itself; it cannot take --dice"))
        if self.times is not None and not 1 <= self.times <= MAX_TIMES:
            raise MusterError(say("--times must be between 1 and {most}, not {n}",
                                  most=MAX_TIMES, n=self.times))


def roll_options(seed: int | None, dice: list[str] | None, odds: bool, times: int | None,
                 as_json: bool) -> RollOptions:
    return RollOptions(seed=seed, dice=list(dice or []), odds=odds, times=times, json=as_json)
