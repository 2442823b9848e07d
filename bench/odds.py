"""Exact-odds benchmark: `muster roll EXPR --odds` against the same roll without --odds, and
against dyce computing and printing the same distribution, in one run, side by side.

Run with `python bench/odds.py [RUNS] [--cpu] [--ratios] [--only WORDS]` (default 15 runs
each; medians of wall time; `--cpu`: the second table's ratios from the least CPU time of the
runs, steadier on a busy machine; `--ratios`: that table only; `--only`: its commands
containing WORDS). The commands run in turn, output to /dev/null. dyce is a bench-only dependency
(`pip install dyce`); without it its column says "not installed".

A second table (issue 18) times exact odds against `muster roll 2d6 --odds` in the same run
(medians of wall time, run in turn): each command's ratio must stay within its aim.

A third table times the exact odds of game forms at the 10,000-dice limit (CPU seconds of
the child process, user + system): the aim is at most 1 s each.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

EXPRESSIONS = ["100d6", "20d20"]
AIM = 1.5  # --odds at most this many times the plain roll's wall time

# dyce: parse NdS, build the histogram, print every outcome with its probability
DYCE = '''
import sys
from dyce import H
n, s = sys.argv[1].split("d")
h = int(n) @ H(int(s))
total = h.total
for outcome, count in sorted(h.items()):
    print(outcome, count / total)
'''

BASE = ["roll", "2d6", "--odds"]
# (command, aim: at most this many times BASE's wall time; None: reported only)
RATIOS: list[tuple[list[str], float | None]] = [
    (["roll", "100d6kh10", "--odds"], 3.0),
    (["roll", "30d6kh3", "--odds"], 2.0),
    (["roll", "12d10kh3", "--odds"], 2.0),
    (["roll", "9d20kh1", "--odds"], 2.0),
    (["roll", "20d10kl2", "--odds"], 2.0),
    (["roll", "5d10!kh3", "--odds"], 2.0),
    (["roll", "1000d6", "--odds"], None),
    (["roll", "1000d20", "--odds"], None),
    (["roll", "10000d6", "--odds"], None),
    # the exact driver's dynamic programme (issue 18, item 2): a funnel's count in one go,
    # a fold over the targets
    (["wound", "wm", "--attacks", "10000", "--to-hit", "4", "--armour", "5",
      "--reroll-one-save", "--odds"], 3.0),
    (["roll", "bl", "10000", "-t", "blue", "-w", "short-sword", "--target-type", "mounted",
      "--odds"], 3.0),
    (["wound", "void", "--weapon", "sword", "--action", "sweep", "--targets", "20",
      "--defence", "dodge", "--target-agility", "8", "--target-armor", "5", "--odds"], 3.0),
    (["wound", "void", "--weapon", "laser rifle", "--action", "covering-fire", "--targets",
      "20", "--target-will", "9", "--odds"], 3.0),
    (["wound", "void", "--weapon", "shotgun", "--targets", "20", "--squad", "--odds"], 3.0),
]

GAME_FORMS = [
    ["roll", "10000d6>=4", "--odds"],
    ["roll", "wm", "--target", "4", "--count", "10000", "--odds"],
    ["wound", "wm", "--attacks", "10000", "--to-hit", "4", "--armour", "5", "--odds"],
    ["wound", "wm", "--attacks", "10000", "--to-hit", "3", "--armour", "4", "--shielding",
     "--odds"],
    ["roll", "bl", "10000", "--odds"],
    ["roll", "bl", "10000", "-t", "red", "--odds"],
    ["roll", "bl", "10000", "-t", "blue", "-w", "long-sword", "--odds"],
    ["roll", "bl", "10000", "-t", "blue", "-w", "short-sword", "--target-type", "mounted",
     "--odds"],
    ["roll", "wm", "storm", "--count", "100", "--odds"],
    ["wound", "wm", "--attacks", "10000", "--to-hit", "4", "--armour", "5",
     "--reroll-one-save", "--odds"],
]

ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=ENV)
    return time.perf_counter() - start


def cpu(cmd: list[str]) -> tuple[float, int]:
    """CPU seconds (user + system) of one child run, and its exit code."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    code = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          env=ENV).returncode
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), code


def ratios(muster: str, runs: int, use_cpu: bool = False,
           only: list[str] | None = None) -> None:
    """Each RATIOS command against BASE, in turn, in the same run: medians of wall time, or
    with ``use_cpu`` the least CPU time (user + system) of the runs (steadier on a busy
    machine). ``only``: the commands whose words contain it."""
    base = [muster, *BASE]
    chosen = [(args, aim) for args, aim in RATIOS
              if not only or any(words in " ".join(args) for words in only)]
    how = f"least CPU of {runs} runs" if use_cpu else f"medians of {runs} runs"
    print(f"exact odds as ratios to `muster {' '.join(BASE)}` ({how})")
    cmds = [base] + [[muster, *args] for args, _aim in chosen]
    for cmd in cmds:  # warm-up
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    times: list[list[float]] = [[] for _ in cmds]
    codes = [0] * len(cmds)
    for _ in range(runs):
        for i, cmd in enumerate(cmds):
            if use_cpu:
                seconds, codes[i] = cpu(cmd)
            else:
                start = time.perf_counter()
                codes[i] = subprocess.run(cmd, stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL, env=ENV).returncode
                seconds = time.perf_counter() - start
            times[i].append(seconds)
    pick = min if use_cpu else statistics.median
    floor = pick(times[0])
    print(f"{floor * 1000:7.0f}ms  base    muster {' '.join(BASE)}")
    for (args, aim), t, code in zip(chosen, times[1:], codes[1:], strict=True):
        ratio = pick(t) / floor
        if code:
            verdict = f"refused (exit {code})"
        else:
            verdict = "" if aim is None else "ok" if ratio <= aim else "over"
        wanted = "" if aim is None else f"(aim {aim}x)"
        print(f"{pick(t) * 1000:7.0f}ms  {ratio:6.2f}x  {verdict:<5} {wanted:<10} "
              f"muster {' '.join(args)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("runs", nargs="?", type=int, default=15)
    parser.add_argument("--cpu", action="store_true",
                        help="ratios from the least CPU time of the runs, not median wall time")
    parser.add_argument("--ratios", action="store_true", help="the ratio table only")
    parser.add_argument("--only", action="append",
                        help="ratio commands containing these words only (repeatable)")
    opts = parser.parse_args()
    runs = opts.runs
    muster = shutil.which("muster") or str(Path(sys.executable).parent / "muster")
    if opts.ratios or opts.only:
        ratios(muster, runs, opts.cpu, opts.only)
        return
    have_dyce = importlib.util.find_spec("dyce") is not None
    dyce_script = Path(__file__).with_name(".dyce_odds.py")
    dyce_script.write_text(DYCE, encoding="utf-8")
    try:
        print(f"medians of {runs} runs (wall time), run in turn")
        print(f"{'expression':<10} {'roll':>9} {'--odds':>9} {'ratio':>6} {'dyce':>9}")
        for expr in EXPRESSIONS:
            cmds = {"roll": [muster, "roll", expr], "odds": [muster, "roll", expr, "--odds"]}
            if have_dyce:
                cmds["dyce"] = [sys.executable, str(dyce_script), expr]
            for cmd in cmds.values():  # warm-up: bytecode, disk cache
                timed(cmd)
            times: dict[str, list[float]] = {k: [] for k in cmds}
            for _ in range(runs):
                for k, cmd in cmds.items():
                    times[k].append(timed(cmd))
            med = {k: statistics.median(v) for k, v in times.items()}
            ratio = med["odds"] / med["roll"]
            dyce = f"{med['dyce'] * 1000:7.0f}ms" if have_dyce else "not installed"
            print(f"{expr:<10} {med['roll'] * 1000:7.0f}ms {med['odds'] * 1000:7.0f}ms "
                  f"{ratio:6.2f} {dyce:>9}   {'ok' if ratio <= AIM else 'over'} "
                  f"(aim: at most {AIM}x)")
    finally:
        dyce_script.unlink(missing_ok=True)

    print()
    ratios(muster, runs, opts.cpu)

    print()
    print("exact odds at the 10,000-dice limit (CPU seconds of one run; aim: at most 1 s)")
    for args in GAME_FORMS:
        seconds, code = cpu([muster, *args])
        what = "answered" if code == 0 else f"refused (exit {code})"
        print(f"{seconds:6.2f} s  {what:<16} muster {' '.join(args)}")


if __name__ == "__main__":
    main()
