"""--times benchmark: rolls per second of `muster ... --times N` against a plain-Python
baseline (the same dice drawn with `random`, tallied in a dict) and a numpy-vectorised one
(the dice drawn as one array, summed and tallied with ``bincount``; start-up included, as
muster's is), and the peak memory of each.

Run with `python bench/times.py [N]` (default 1,000,000 rolls). One run of each, in turn,
output to /dev/null; wall time and peak resident memory (ru_maxrss of the child). numpy is a
bench-only dependency (`pip install numpy`); without it its column says "-". Issue 18's aim:
muster at most 3x numpy at 10**6 rolls of 3d6, `wound wm` and `wound conf` (their numpy
baselines draw the same dice as arrays and tally the key muster tallies).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

# the plain baseline: n rolls of `dice` d`sides`, summed and tallied, then printed
BASELINE = '''
import random, sys
n, dice, sides = (int(a) for a in sys.argv[1:4])
rng = random.Random(1)
counts = {}
for _ in range(n):
    t = 0
    for _ in range(dice):
        t += rng.randrange(sides) + 1
    counts[t] = counts.get(t, 0) + 1
for k in sorted(counts):
    print(k, counts[k], counts[k] / n)
'''

# the numpy baseline: the same rolls as one array
NUMPY = '''
import sys
import numpy as np
n, dice, sides = (int(a) for a in sys.argv[1:4])
rng = np.random.default_rng(1)
totals = rng.integers(1, sides + 1, size=(n, dice), dtype=np.int16).sum(axis=1)
counts = np.bincount(totals)
for k in np.nonzero(counts)[0]:
    print(k, counts[k], counts[k] / n)
'''

# the numpy baselines of the game forms: the same dice as arrays, each roll reduced to the
# key muster tallies (Warmaster: unsaved hits; Confrontation: the lower die's location, the
# score and whether the dice are doubles, which the wound table maps to a result)
NUMPY_WM = '''
import sys
import numpy as np
n, attacks, to_hit, save = (int(a) for a in sys.argv[1:5])
rng = np.random.default_rng(1)
hits = rng.integers(1, 7, size=(n, attacks), dtype=np.int8) >= to_hit
saved = rng.integers(1, 7, size=(n, attacks), dtype=np.int8) >= save
counts = np.bincount((hits & ~saved).sum(axis=1))
for k in np.nonzero(counts)[0]:
    print(k, counts[k], counts[k] / n)
'''

NUMPY_CONF = '''
import sys
import numpy as np
n, strength, res = (int(a) for a in sys.argv[1:4])
rng = np.random.default_rng(1)
dice = rng.integers(1, 7, size=(n, 2), dtype=np.int16)
low, score = dice.min(axis=1), dice.sum(axis=1) + strength - res + 20
key = (dice[:, 0] == dice[:, 1]) * 1000 + low * 100 + score
counts = np.bincount(key)
for k in np.nonzero(counts)[0]:
    print(k, counts[k], counts[k] / n)
'''

CASES = [  # (label, muster arguments, baseline dice and sides or None, numpy baseline or None)
    ("3d6", ["roll", "3d6"], (3, 6), None),
    ("d20", ["roll", "d20"], (1, 20), None),
    ("wound wm, 6 attacks 4+/5+", ["wound", "wm", "--attacks", "6", "--to-hit", "4",
                                   "--armour", "5"], None, (NUMPY_WM, (6, 4, 5))),
    ("roll conf -v 4 -D 6", ["roll", "conf", "-v", "4", "-D", "6"], None, None),
    ("wound conf --str 13 --res 7", ["wound", "conf", "--str", "13", "--res", "7"], None,
     (NUMPY_CONF, (13, 7))),
]

ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(cmd: list[str]) -> tuple[float, int]:
    """Wall seconds and the child's peak memory in MiB (each child runs alone)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"failed: {' '.join(cmd)}")
    return time.perf_counter() - start, usage.ru_maxrss // 1024


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    muster = shutil.which("muster") or str(Path(sys.executable).parent / "muster")
    script = Path(__file__).with_name(".times_baseline.py")
    script.write_text(BASELINE, encoding="utf-8")
    vector = Path(__file__).with_name(".times_numpy.py")
    vector.write_text(NUMPY, encoding="utf-8")
    have_numpy = importlib.util.find_spec("numpy") is not None
    try:
        print(f"{n:,} rolls each (one run, wall time, peak memory)")
        print(f"{'what':<28} {'muster':>16} {'plain Python':>18} {'ratio':>6} {'numpy':>18} "
              f"{'ratio':>6}")
        for label, args, base, game in CASES:
            secs, mem = run([muster, *args, "--times", str(n), "--seed", "1"])
            rate = f"{n / secs / 1000:6.0f}k/s {mem:4d}MiB"
            brate = ratio = nrate = nratio = "-"
            if base:
                bsecs, bmem = run([sys.executable, str(script), str(n), *map(str, base)])
                brate = f"{n / bsecs / 1000:6.0f}k/s {bmem:4d}MiB"
                ratio = f"{secs / bsecs:6.2f}"
            vectorised = (NUMPY, base) if base else game
            if have_numpy and vectorised is not None:
                code, values = vectorised
                vector.write_text(code, encoding="utf-8")
                nsecs, nmem = run([sys.executable, str(vector), str(n), *map(str, values)])
                nrate = f"{n / nsecs / 1000:6.0f}k/s {nmem:4d}MiB"
                nratio = f"{secs / nsecs:6.2f}"
            print(f"{label:<28} {rate:>16} {brate:>18} {ratio:>6} {nrate:>18} {nratio:>6}")
    finally:
        script.unlink(missing_ok=True)
        vector.unlink(missing_ok=True)


if __name__ == "__main__":
    main()
