"""Start-up benchmark: `muster roll 2d6` against a bare argparse script doing the same job.

Run with `make bench` (or `python bench/startup.py [RUNS]`). The commands run in turn,
RUNS times each, output to /dev/null; the medians and their ratio are printed. A bare Typer
app doing the same job is timed too: it shows how much of muster's start-up is Typer's own.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = '''
import argparse, random, re, sys
p = argparse.ArgumentParser(prog="bare")
sub = p.add_subparsers(dest="verb", required=True)
r = sub.add_parser("roll")
r.add_argument("expr")
r.add_argument("--seed", type=int)
a = p.parse_args()
m = re.fullmatch(r"(\\d*)d(\\d+)", a.expr)
n, s = int(m.group(1) or 1), int(m.group(2))
rng = random.Random(a.seed)
dice = [rng.randint(1, s) for _ in range(n)]
print(f"{a.expr}: {dice} = {sum(dice)}")
'''


BARE_TYPER = '''
import random, re
import typer
app = typer.Typer()
@app.callback()
def root():
    pass
@app.command()
def roll(expr: str, seed: int = None):
    m = re.fullmatch(r"(\\d*)d(\\d+)", expr)
    n, s = int(m.group(1) or 1), int(m.group(2))
    rng = random.Random(seed)
    dice = [rng.randint(1, s) for _ in range(n)]
    print(f"{expr}: {dice} = {sum(dice)}")
app()
'''


# Users' installs have bytecode; a PYTHONDONTWRITEBYTECODE left in the environment would time
# compiling muster on every run instead. The warm-up run writes the .pyc files.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=ENV)
    return time.perf_counter() - start


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    here = Path(sys.executable).parent
    muster = shutil.which("muster", path=str(here)) or shutil.which("muster")
    if not muster:
        sys.exit("muster is not installed in this environment (run `make bench`)")
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp, "bare.py")
        bare.write_text(BARE)
        bare_typer = Path(tmp, "bare_typer.py")
        bare_typer.write_text(BARE_TYPER)
        cmds = {"muster roll 2d6": [muster, "roll", "2d6"],
                "bare argparse": [sys.executable, str(bare), "roll", "2d6"],
                "bare Typer app": [sys.executable, str(bare_typer), "roll", "2d6"]}
        for cmd in cmds.values():  # warm the file cache and the .pyc files
            timed(cmd)
        times: dict[str, list[float]] = {k: [] for k in cmds}
        for _ in range(runs):
            for name, cmd in cmds.items():
                times[name].append(timed(cmd))
    med = {k: statistics.median(v) for k, v in times.items()}
    for name, t in med.items():
        print(f"{name:18} median {t * 1000:7.1f} ms   min {min(times[name]) * 1000:7.1f} ms")
    base = med["bare argparse"]
    print(f"ratio muster / bare argparse: {med['muster roll 2d6'] / base:.2f}"
          f"  (bare Typer app / bare argparse: {med['bare Typer app'] / base:.2f})"
          f"  over {runs} runs each, {os.cpu_count()} cpus")


if __name__ == "__main__":
    main()
