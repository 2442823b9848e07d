"""The options every rolling command shares: moved to `muster.verbs._rolling` (a command-line
concern); these names stay importable from here until every verb imports them from there."""

from __future__ import annotations

from muster.verbs._rolling import (
                                   MAX_TIMES,
                                   ROLLING,
                                   Dice,
                                   Json,
                                   Odds,
                                   RollOptions,
                                   Seed,
                                   Times,
                                   roll_options,
)

__all__ = ["MAX_TIMES", "ROLLING", "Dice", "Json", "Odds", "RollOptions", "Seed", "Times",
           "roll_options"]
