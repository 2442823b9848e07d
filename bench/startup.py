"""Start-up benchmark: `muster roll 2d6` against a bare argparse script doing the same job,
and the game forms and help pages against `muster roll 2d6` (issue 17, item 9).

Run with `make bench` (or `python bench/startup.py [RUNS]`). The commands run in turn,
RUNS times each, output to /dev/null (so help is the plain help of a pipe: a page the help
door keeps, `muster.help_door`, where the words are the commands' own names or a game's
short name, else the Typer app's); the medians of
wall time and of CPU time (the child's user + system: steadier on a busy machine) and their
ratios are printed, and the ratios of the minimum CPU times (on a loaded machine the least
disturbed run is the best estimate of the work itself). A bare Typer app doing the same job
is timed too: it shows how much of muster's start-up is Typer's own; and the floor of a game
form, the conf test rolled through the boundary with no command line (`FLOOR`). The aims:

- `muster roll 2d6` at most 1.05x the bare Typer app;
- a game form (`roll conf -v 4 -D 6 --seed 1`, and one of each other game) at most 1.3x
  `muster roll 2d6`;
- `muster --help` and `muster VERB GAME --help` at most 2x `muster roll 2d6`.

`muster roll 2d6` runs through the console script's quick door (`muster.quick`), without
Typer, and the game forms through the game commands' quick door (`muster.quick_games`, for
the commands whose function is in `muster.commands`); `muster roll expr 2d6` is the same
roll through the Typer app, and the game forms and help pages are also given against it
(what they cost beyond the app every other command builds).

`python bench/startup.py --helps [RUNS [WORD...]]` times every help instead: `muster --help`, each
`muster VERB --help`, each `muster VERB GAME --help` for the games the verb offers and each
subcommand's (`muster roll wm cast --help`, `muster battle new --help`), found by walking
the click commands in this process; it prints their min CPU ratios to `muster roll 2d6`,
worst first, and how many are over the aim of 2x (with WORDs, only the helps of the command
they start: `--helps 5 deploy-shuffle`).
"""

from __future__ import annotations

import os
import resource
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


# The floor of a game form: `roll conf -v 4 -D 6 --seed 1` with no command line at all, only
# what every run has (the boundary: streams, language, settings, errors), the rule, the
# driver and the view: what a game form would cost if parsing its options were free
FLOOR = '''
import sys
from muster import boundary

def line(argv):
    from muster.engine.render import emit
    from muster.games.confrontation.characteristic import CharacteristicSpec
    from muster.rolling import RollOptions, run

    emit(run(CharacteristicSpec(4, 6), RollOptions(seed=1)), False)
    return 0

sys.exit(boundary.run(sys.argv[1:], line))
'''


# Users' installs have bytecode; a PYTHONDONTWRITEBYTECODE left in the environment would time
# compiling muster on every run instead. The warm-up run writes the .pyc files.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"
FRESH = "{decks}"  # in a command's arguments: a fresh copy of examples/decks, made for each run


def fresh_decks(cmd: list[str]) -> list[str]:
    """``cmd`` with `FRESH` made a fresh copy of the example decks (in a folder of its own,
    removed at exit), for a command that writes a deck: each run finds the decks as shipped
    (and no verdict noted beside them: a deck read the first time)."""
    if not any(FRESH in arg for arg in cmd):
        return cmd
    folder = _FRESH_ROOT[0] if _FRESH_ROOT else None
    if folder is None:
        folder = tempfile.mkdtemp(prefix="muster-bench-")
        _FRESH_ROOT.append(folder)
    target = os.path.join(folder, "decks")
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(DECKS, target)
    return [arg.replace(FRESH, target) for arg in cmd]


_FRESH_ROOT: list[str] = []


def timed(cmd: list[str]) -> tuple[float, float]:
    """(wall, CPU) seconds of one run; CPU is the child's user + system time."""
    cmd = fresh_decks(cmd)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True, env=ENV)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


ROLL = "muster roll 2d6"
FLOORED = "floor: conf test, no CLI"
# the same roll through the Typer app (the console script's quick door, muster.quick, reads
# `roll 2d6` itself but leaves `roll expr 2d6` to the app): what every other command builds on
TYPER_ROLL = "muster roll expr 2d6"
# name -> (muster's arguments, the aim as a ratio to `muster roll 2d6`)
# (a game form per game: each runs through the game commands' quick door, muster.quick_games)
AGAINST_ROLL = {
    " ".join(["muster", *args]): (args, aim) for args, aim in [
        (["roll", "conf", "-v", "4", "-D", "6", "--seed", "1"], 1.3),
        (["wound", "wm", "--attacks", "6", "--to-hit", "4", "--armour", "5", "--seed", "1"],
         1.3),
        (["roll", "void", "--target", "10", "--seed", "1"], 1.3),
        (["roll", "wm", "--target", "4", "--seed", "1"], 1.3),
        (["roll", "mk", "--attack", "9", "--defense", "16", "--seed", "1"], 1.3),
        (["scatter", "bl", "--flags", "2", "--morale", "frightened", "--room", "3", "--seed",
          "1"], 1.3),
        (["wound", "void", "--weapon", "sword", "--target-armor", "5", "--seed", "1"], 1.3),
        (["scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--seed", "1"],
         1.3),
        (["roll", "bl", "3", "--seed", "1"], 1.3),
        (["roll", "conf", "-v", "4", "--versus", "3", "--seed", "1"], 1.3),
        (["roll", "conf", "--regeneration", "5", "--current", "critical", "--seed", "1"], 1.3),
        (["roll", "wm", "command", "--value", "8", "--crown", "--seed", "1"], 1.3),
        (["roll", "bl", "3", "--target", "blue", "--weapon", "short-sword", "--seed", "1"],
         1.3),
        (["wound", "bl", "-a", "blue", "-w", "short-sword", "--target-colour", "blue", "--seed",
          "1"],
         1.3),
        (["--help"], 2.0),
        (["roll", "conf", "--help"], 2.0),
        (["wound", "wm", "--help"], 2.0),
        (["wound", "mk", "--help"], 2.0),
        (["wound", "void", "--fall", "3", "--target-size", "2"], 1.3),
        (["wound", "void", "break-free", "--strength", "12", "--target-strength", "10",
          "--seed", "1"], 1.3),
        (["wound", "void", "--action", "grab", "--strength", "12", "--target-strength", "10",
          "--defence", "parry", "--target-cc", "8", "--seed", "1"], 1.3),
        (["wound", "void", "throw-opponent", "--size", "5", "--target-size", "1", "--strength",
          "12", "--distance", "5", "--struck", "armor", "--struck-value", "10", "--seed", "1"],
         1.3),
        (["wound", "void", "climb", "--strength", "12", "--height", "6", "--seed", "1"], 1.3),
        (["wound", "void", "rappel", "--height", "30", "--seed", "1"], 1.3),
        (["wound", "void", "jump", "--agility", "12", "--run-up", "--height", "20", "--seed",
          "1"], 1.3),
        (["wound", "void", "travel", "--pace", "fast", "--km", "25", "--durability", "9",
          "--seed", "1"], 1.3),
        (["roll", "wm", "cast", "--value", "5", "--wand", "--dice", "4"], 1.3),
        (["roll", "wm", "dispel", "--dice", "4"], 1.3),
        (["roll", "wm", "door", "--troop", "infantry", "--stands", "4"], 1.3),
        (["roll", "wm", "game-length", "--seed", "3"], 1.3),
        (["roll", "wm", "gerroff", "--dice", "1,2,3,4,6"], 1.3),
        (["roll", "wm", "rage", "--count", "3", "--armour", "5", "--seed", "1"], 1.3),
        (["roll", "wm", "spellbind", "--seed", "1"], 1.3),
        (["roll", "wm", "storm", "--count", "2", "--armour", "4", "--seed", "1"], 1.3),
        (["siege-breach", "mk", "-a", "9", "-D", "16", "--structure", "3", "--damage", "2",
          "--steep", "--dice", "4,3"], 1.3),
        (["siege-breach", "wm", "--target", "wall", "--giants", "1", "--no-defenders", "--dice",
          "4"], 1.3),
        (["siege-breach", "wm", "pass", "--target", "gate", "--troop", "cavalry", "--side",
          "attacker"], 1.3),
        (["scatter", "void", "--rc", "10", "--charge", "frag", "--dice", "20,9"], 1.3),
        (["roll", "conf", "--reinforcement", "--seed", "1"], 1.3),
        (["roll", "conf", "--mutagenic", "2", "--seed", "1"], 1.3),
        (["roll", "conf", "--into-melee", "small", "--into-melee", "large", "--seed", "1"], 1.3),
        (["roll", "conf", "--feat", "climb", "--mov", "12/4.8", "--res", "2", "--height", "5",
          "--seed", "1"], 1.3),
        (["roll", "conf", "shoot", "--aim", "3", "--range", "medium", "--seed", "1"], 1.3),
        (["roll", "conf", "shooting-order", "--shooter", "lions:archers:4", "--shooter",
          "acheron:bowmen:2", "--first", "acheron"], 1.3),
        (["roll", "conf", "fly", "--air-mov", "25", "--end", "2"], 1.3),
        (["roll", "conf", "toxic", "--points", "250"], 1.3),
        (["roll", "conf", "melee-setup", "--ini", "3", "--versus-ini", "3", "--seed", "1"], 1.3),
        (["wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--def", "5", "--str",
          "6", "--res", "7", "--seed", "1"], 1.3),
        (["wound", "conf", "exchange", "--att", "4", "--attack-at", "7", "--def", "5", "--str",
          "6", "--res", "7", "--back-at", "6", "--back-att", "3", "--back-str", "5",
          "--back-def", "4", "--back-res", "6", "--seed", "1"], 1.3),
        (["wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--attack-at", "7",
          "--def", "5", "--parries", "2", "--str", "6", "--res", "7", "--back-at", "6",
          "--back-at", "6", "--back-att", "3", "--back-str", "5", "--back-def", "4",
          "--back-res", "6", "--seed", "1"], 1.3),
        (["roll", "conf", "--feat", "fall", "--mov", "10", "--res", "3", "--height", "10",
          "--dice", "2,1,2"], 1.3),
        # the --odds forms: the exact driver (fractions, the walk) on top of the rule
        (["roll", "conf", "-v", "4", "-D", "6", "--odds"], 1.3),
        (["roll", "conf", "--regeneration", "5", "--current", "critical", "--odds"], 1.3),
        (["roll", "wm", "command", "--value", "8", "--odds"], 1.3),
        (["roll", "wm", "storm", "--count", "2", "--armour", "4", "--odds"], 1.3),
        (["wound", "wm", "--attacks", "6", "--to-hit", "4", "--armour", "5", "--odds"], 1.3),
        (["roll", "mk", "--attack", "9", "--defense", "16", "--odds"], 1.3),
        (["wound", "void", "--weapon", "sword", "--target-armor", "5", "--odds"], 1.3),
        (["roll", "wm", "rage", "--count", "3", "--armour", "5", "--odds"], 1.3),
        (["scatter", "void", "--rc", "10", "--charge", "frag", "--odds"], 1.3),
        (["scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16", "--odds"], 1.3),
        # the longer walks (issue 17 item 5: open-ended chains, opposed roll-offs, melee
        # waves): start-up plus the walk, aim 3x
        (["roll", "conf", "--feat", "climb", "--mov", "12/4.8", "--res", "2", "--height", "5",
          "--odds"], 3.0),
        (["roll", "conf", "--feat", "fall", "--mov", "10", "--res", "3", "--height", "10",
          "--odds"], 3.0),
        (["roll", "conf", "-v", "4", "--versus", "3", "--odds"], 3.0),
        (["roll", "conf", "melee-setup", "--ini", "4", "--att", "7", "--def", "6", "--charged",
          "--versus-ini", "2", "--versus-figures", "4", "--odds"], 3.0),
        (["wound", "conf", "exchange", "--att", "4", "--attack-at", "7", "--def", "5", "--str",
          "6", "--res", "7", "--back-at", "6", "--back-att", "3", "--back-str", "5",
          "--back-def", "4", "--back-res", "6", "--odds"], 3.0),
        (["wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--attack-at", "7",
          "--def", "5", "--parries", "2", "--str", "6", "--res", "7", "--back-at", "6",
          "--back-at", "6", "--back-att", "3", "--back-str", "5", "--back-def", "4",
          "--back-res", "6", "--odds"], 3.0),
        (["deploy-shuffle", "wm", "--units", "orcs=7", "--units", "elves=5", "--seed", "1"], 1.3),
        (["deploy-shuffle", "void", "--fighter", "Kara", "--fighter", "Bandit", "--expected",
          "Kara", "--seed", "1"], 1.3),
        (["deploy-shuffle", "mk", "--points", "200"], 1.3),
        (["deploy-shuffle", "mk", "dispute", "--seed", "1"], 1.3),
        (["deploy-shuffle", "mk", "score", "--player", "Radek=1", "--player", "Honza=2",
          "--objectives", "3", "--able", "Radek"], 1.3),
        (["deploy-shuffle", "conf", "show", "--deck", "examples/decks/lions-acheron.json"], 1.3),
        # the deck forms that write: on a fresh copy of examples/decks ({decks}) every run
        (["deploy-shuffle", "conf", "new", "--deck", "{decks}/game.json", "--dis", "lions=4",
          "--dis", "acheron=3", "--card", "lions=Red Lioness,Paladin,Spearmen", "--card",
          "acheron=Zombies,Wolfen,Skeletons", "--dice", "5,2,5,6,2"], 1.3),
        (["deploy-shuffle", "conf", "new", "--deck", "{decks}/game.json", "--army",
          "lions=armies/confrontation/legal-lions-300.yaml", "--dis", "acheron=3", "--card",
          "acheron=Zombies,Wolfen", "--seed", "4"], 1.3),
        (["deploy-shuffle", "conf", "round", "--deck", "{decks}/lions-acheron-deployed.json",
          "--remove", "Zombies", "--dice", "4,3"], 1.3),
        (["deploy-shuffle", "bl", "show", "--deck", "examples/decks/agincourt.json"], 1.3),
    ]}


HELP_AIM = 2.0
WORST = 10  # `--helps` prints every help over the aim, and at least this many


def every_help() -> list[list[str]]:
    """The arguments of every help muster has: the root's, then each visible command's and
    group's, depth first (hidden commands, such as `roll expr`, are left out)."""
    from muster.app import command_paths

    return [[*path, "--help"] for path in command_paths()]


def timings(cmds: dict[str, list[str]], runs: int) -> dict[str, list[float]]:
    """The CPU times of ``runs`` runs of each command, the commands in turn, after one
    warm-up run each (the file cache and the .pyc files)."""
    for cmd in cmds.values():
        timed(cmd)
    cpus: dict[str, list[float]] = {k: [] for k in cmds}
    for _ in range(runs):
        for name, cmd in cmds.items():
            cpus[name].append(timed(cmd)[1])
    return cpus


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def helps(muster: str, runs: int, words: list[str]) -> None:
    """Every help's min CPU time (of those whose command starts with ``words``) against
    `muster roll 2d6`, worst first."""
    cmds = {ROLL: [muster, "roll", "2d6"], TYPER_ROLL: [muster, "roll", "expr", "2d6"],
            **{" ".join(["muster", *args]): [muster, *args] for args in every_help()
               if args[:len(words)] == words}}
    before = load()
    cpu_min = {k: min(v) for k, v in timings(cmds, runs).items()}
    base = cpu_min[ROLL]
    ratios = sorted(((cpu_min[k] / base, k) for k in cmds if k not in (ROLL, TYPER_ROLL)),
                    reverse=True)
    over = [k for r, k in ratios if r > HELP_AIM]
    shown = ratios[:max(WORST, len(over))]
    width = max(len(k) for _, k in shown)
    print(f"{ROLL}: min CPU {base * 1000:.1f} ms; {TYPER_ROLL}: "
          f"{cpu_min[TYPER_ROLL] * 1000:.1f} ms ({cpu_min[TYPER_ROLL] / base:.2f})")
    print(f"{'help (worst first)':{width}}  min CPU   ratio to {ROLL}")
    for ratio, name in shown:
        print(f"{name:{width}}  {cpu_min[name] * 1000:6.1f} ms  {ratio:.2f}")
    print(f"{len(ratios)} helps, {len(over)} over {HELP_AIM:g}x; median ratio "
          f"{statistics.median(r for r, _ in ratios):.2f}")
    print(f"over {runs} runs each, {os.cpu_count()} cpus, load average {before} before, "
          f"{load()} after")


def main() -> None:
    args = sys.argv[1:]
    all_helps = "--helps" in args
    if all_helps:
        args.remove("--helps")
    runs = int(args[0]) if args else (10 if all_helps else 40)
    words = args[1:]  # --helps: only the helps of the command these words start
    here = Path(sys.executable).parent
    muster = shutil.which("muster", path=str(here)) or shutil.which("muster")
    if not muster:
        sys.exit("muster is not installed in this environment (run `make bench`)")
    if all_helps:
        helps(muster, runs, words)
        return
    with tempfile.TemporaryDirectory() as tmp:
        bare = Path(tmp, "bare.py")
        bare.write_text(BARE)
        bare_typer = Path(tmp, "bare_typer.py")
        bare_typer.write_text(BARE_TYPER)
        floor = Path(tmp, "floor.py")
        floor.write_text(FLOOR)
        cmds = {ROLL: [muster, "roll", "2d6"],
                TYPER_ROLL: [muster, "roll", "expr", "2d6"],
                "bare argparse": [sys.executable, str(bare), "roll", "2d6"],
                "bare Typer app": [sys.executable, str(bare_typer), "roll", "2d6"],
                FLOORED: [sys.executable, str(floor)],
                **{name: [muster, *args] for name, (args, _) in AGAINST_ROLL.items()}}
        for cmd in cmds.values():  # warm the file cache and the .pyc files
            timed(cmd)
        walls: dict[str, list[float]] = {k: [] for k in cmds}
        cpus: dict[str, list[float]] = {k: [] for k in cmds}
        for _ in range(runs):
            for name, cmd in cmds.items():
                wall, cpu = timed(cmd)
                walls[name].append(wall)
                cpus[name].append(cpu)
    wall_med = {k: statistics.median(v) for k, v in walls.items()}
    cpu_med = {k: statistics.median(v) for k, v in cpus.items()}
    width = max(map(len, cmds))
    cpu_min = {k: min(v) for k, v in cpus.items()}
    print(f"{'command':{width}}  wall median (min)       CPU median (min)")
    for name in cmds:
        print(f"{name:{width}}  {wall_med[name] * 1000:7.1f} ms ({min(walls[name]) * 1000:6.1f})"
              f"   {cpu_med[name] * 1000:7.1f} ms ({cpu_min[name] * 1000:6.1f})")
    base = wall_med["bare argparse"]
    print(f"ratio muster / bare argparse: {wall_med[ROLL] / base:.2f}"
          f"  (bare Typer app / bare argparse: {wall_med['bare Typer app'] / base:.2f})")
    print(f"ratio {ROLL} / bare Typer app: wall {wall_med[ROLL] / wall_med['bare Typer app']:.2f},"
          f" CPU {cpu_med[ROLL] / cpu_med['bare Typer app']:.2f},"
          f" min CPU {cpu_min[ROLL] / cpu_min['bare Typer app']:.2f}  (aim: at most 1.05)")
    for name, (_, aim) in AGAINST_ROLL.items():
        print(f"ratio {name} / {ROLL}: wall {wall_med[name] / wall_med[ROLL]:.2f},"
              f" CPU {cpu_med[name] / cpu_med[ROLL]:.2f},"
              f" min CPU {cpu_min[name] / cpu_min[ROLL]:.2f}  (aim: at most {aim:g});"
              f" / {TYPER_ROLL}: min CPU {cpu_min[name] / cpu_min[TYPER_ROLL]:.2f}")
    print(f"ratio {FLOORED} / {ROLL}: min CPU {cpu_min[FLOORED] / cpu_min[ROLL]:.2f}"
          f" (what parsing a game form's options costs is the rest of its ratio)")
    print(f"over {runs} runs each, {os.cpu_count()} cpus, load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    for folder in _FRESH_ROOT:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
