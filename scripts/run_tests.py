"""Run the test suite as `make test` does: two pytest processes side by side, one per core,
each collecting and running its own share of the test files.

    python scripts/run_tests.py [--jobs N|auto] [-m MARKERS]

The first share is the files test_*.py at the top of tests/ and the folder tests/battle/; the
second is every other test file (pytest collects tests/ with the first share's paths
ignored, so a file or folder added later lands in one share, whatever its name). The two
take about the same CPU time. The first share's output goes straight to the terminal; the
second's is kept and written after it, so neither report is interleaved with the other.
The exit status is pytest's for the whole run (see `joined`). The shares keep no pytest
cache: each would write its record of the failed tests over the other's (`pytest --lf`
would rerun the wrong ones); a failed test is rerun by the name its report gives.

With `--jobs 1` (or 0), or on a machine with one core, one pytest process runs everything.

Why not pytest-xdist: its workers send every test's reports to a main process, which
costs each test about 2 ms of CPU in the workers and the main process together, and each
worker builds what the tests cache per process (parsed sources, built battle files, a
waiting Python) for the tests it happens to get, where a share holds the files that use
such a cache together. Measured on a 2-core machine, the
default set took 158-172 s of CPU under `-n 2` and 125-145 s as two shares, and less wall
time too (68-79 s against 83-94 s).
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
TESTS = Path("tests")
NO_TESTS = 5  # pytest's status when a run collected no test (pytest.ExitCode.NO_TESTS_COLLECTED)


def shares(root: Path = ROOT) -> tuple[list[str], list[str]]:
    """The two shares' arguments to pytest, as paths relative to ``root``."""
    first = [str(TESTS / p.name) for p in sorted((root / TESTS).glob("test_*.py"))]
    first.append(str(TESTS / "battle"))
    second = [str(TESTS), *(f"--ignore={path}" for path in first)]
    return first, second


def joined(codes: Sequence[int]) -> int:
    """One exit status for the shares: 0 when every share passed or collected nothing (a
    marker expression that selects no test in one share), NO_TESTS when none collected a
    test; otherwise the gravest share's (pytest's statuses grow with gravity: 1 tests
    failed, 2 interrupted, 3 internal error, 4 usage error), and 128 + N for a share killed
    by signal N, as a shell reports it."""
    bad = [128 - code if code < 0 else code for code in codes if code not in (0, NO_TESTS)]
    if bad:
        return max(bad)
    return NO_TESTS if all(code == NO_TESTS for code in codes) else 0


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on every system (macOS)
        return os.cpu_count() or 1


def _default_int() -> None:
    """In a share, before pytest starts: Ctrl-C interrupts it (the runner ignores it)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _terminate(children: list[subprocess.Popen[bytes]]) -> None:
    for child in children:
        if child.poll() is None:
            child.terminate()


def run(jobs: int, markers: str | None, root: Path = ROOT) -> int:
    pytest = [sys.executable, "-m", "pytest"]
    if markers is not None:
        pytest += ["-m", markers]
    if jobs <= 1:
        return _waited([pytest], root, None)[0]
    first, second = shares(root)
    pytest += ["-p", "no:cacheprovider"]
    color = ["--color=yes"] if sys.stdout.isatty() else []
    with tempfile.TemporaryFile("w+b") as kept:
        codes = _waited([[*pytest, *first], [*pytest, *color, *second]], root, kept)
        sys.stdout.flush()
        kept.seek(0)
        sys.stdout.buffer.write(kept.read())
        sys.stdout.flush()
    return joined(codes)


def _waited(commands: list[list[str]], root: Path, kept: IO[bytes] | None) -> list[int]:
    """Run ``commands`` side by side, the first's output to this process's, the others'
    into ``kept``; their exit statuses. A terminal's Ctrl-C reaches them (one process
    group) and each ends its report, while this process, ignoring it, waits for them; a
    termination of this process is passed on to them."""
    interrupt = signal.signal(signal.SIGINT, signal.SIG_IGN)
    children: list[subprocess.Popen[bytes]] = []
    terminate = signal.signal(signal.SIGTERM, lambda *_: _terminate(children))
    try:
        for i, command in enumerate(commands):
            children.append(subprocess.Popen(
                command, cwd=root, preexec_fn=_default_int, stdout=kept if i else None,
                stderr=subprocess.STDOUT if i else None))
        return [child.wait() for child in children]
    finally:
        signal.signal(signal.SIGINT, interrupt)
        signal.signal(signal.SIGTERM, terminate)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", default="auto",
                        help="pytest processes: 1 (or 0) for one, 2 or more for two shares; "
                             "auto: two when the machine has two cores or more")
    parser.add_argument("-m", dest="markers", help="pytest's marker expression, for every share")
    args = parser.parse_args(argv)
    if args.jobs == "auto":
        jobs = cores()
    else:
        try:
            jobs = int(args.jobs)
        except ValueError:
            parser.error(f"--jobs takes a number or auto, not {args.jobs!r}")
    return run(jobs, args.markers)


if __name__ == "__main__":
    sys.exit(main())
