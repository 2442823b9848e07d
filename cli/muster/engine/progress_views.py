"""The progress line of a long ``--times`` run on a terminal (`muster.engine.run.roll_times`
shows it; imported only then)."""

from __future__ import annotations

import sys

from muster.i18n import say, shown
from muster.text import grouped


def progress(i: int, times: int, elapsed: float) -> None:
    """The progress line of a ``--times`` run on a terminal: a bar, the rolls so far, the
    pace."""
    done = 30 * i // times
    sys.stderr.write("\r" + shown(say(
        "rolling [{bar}] {i} of {times} ({percent} %), {speed} a second  ",
        bar="#" * done + "." * (30 - done), i=grouped(i), times=grouped(times),
        percent=100 * i // times, speed=grouped(round(i / elapsed)))))
    sys.stderr.flush()

