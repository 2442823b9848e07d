"""Validation benchmark: `muster list-validate DIR --format json` on 2,000 army files against a
bare loop that only parses each file with PyYAML's C loader and validates it against the
game's compiled JSON Schema.

Run with `python bench/validate.py [FILES] [RUNS] [LARGE]` (defaults 2000, 3 and 10000). The
files are copies of the bundled example armies (`armies/<game>/`, legal and illegal, every game that
has a schema and list rules), each with its own header line, a fifth of them rewritten as
JSON, written to a temporary directory. Both sides run as separate processes (Python start-up
and imports included on both sides), alternately, RUNS times; the medians and their ratio
are printed. The aim is a ratio of at most 0.7 (muster checks with jsonschema-rs first and
spreads large batches over every core). Then muster alone runs on LARGE files (0 skips it)
and the time per 1,000 files is compared with the FILES run: the aim is linear growth
(per-1,000-file time within 1.2x); and again with a catalogue per game of
the units the example armies field (`--catalogue` for each), alternated with the run
without: the aim is at most 1.2x the time without them.
"""

from __future__ import annotations

import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARMIES = ROOT / "armies"
SCHEMAS = ROOT / "cli" / "muster" / "schemas"
GAMES_DIR = ROOT / "cli" / "muster" / "games"

BARE = '''
import os, sys, json, yaml
from jsonschema.validators import validator_for
schemas, root = sys.argv[1], sys.argv[2]
validators = {}
checked = bad = 0
for folder, dirs, files in os.walk(root):
    dirs.sort()
    for name in sorted(files):
        with open(os.path.join(folder, name), encoding="utf-8") as fh:
            data = yaml.load(fh, Loader=yaml.CSafeLoader)
        game = data["game"]
        v = validators.get(game)
        if v is None:
            with open(os.path.join(schemas, game + ".army.schema.json")) as fh:
                schema = json.load(fh)
            v = validators[game] = validator_for(schema)(schema)
        errors = list(v.iter_errors(data))
        checked += 1
        bad += bool(errors)
print(checked, bad)
'''


def catalogues(target: Path) -> list[Path]:
    """A catalogue per game that has them, of the units the example armies field (each
    name at the first cost seen), written to ``target``: the lists match it, as an event's
    lists match its catalogue, so the run measures the matching, not thousands of
    findings."""
    import yaml

    from muster.lists.catalogue import COSTED, GAMES, MATCHED, entries

    out = []
    for game in GAMES:
        units: dict[str, dict[str, object]] = {}
        for path in sorted((ARMIES / game).glob("*.y*ml")) + sorted((ARMIES / game)
                                                                   .glob("*.json")):
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
            for _army, _where, entry in entries(game, data) if isinstance(data, dict) else ():
                name = entry.get("name") if isinstance(entry, dict) else None
                unit: dict[str, object] = {"id": f"u{len(units)}", "en": name}
                if game in COSTED:
                    unit["cost"] = entry.get("points")
                unit.update({field: entry.get(field) for field in MATCHED.get(game, {})})
                if isinstance(name, str) and name not in units and all(
                        isinstance(v, (str, int)) for v in unit.values()):
                    units[name] = unit
        if not units:
            continue
        pack = target / f"{game}.catalogue.json"
        pack.write_text(json.dumps({"catalogue": f"bench {game}", "game": game,
                                    "units": list(units.values())}), encoding="utf-8")
        out.append(pack)
    return out


def games() -> list[str]:
    out = []
    for folder in sorted(ARMIES.iterdir()) if ARMIES.is_dir() else []:
        game = folder.name
        if (SCHEMAS / f"{game}.army.schema.json").is_file() and \
                (GAMES_DIR / game / "lists.py").is_file():
            out.append(game)
    return out


def templates(names: list[str]) -> list[tuple[str, Path]]:
    """The example armies, interleaved game by game (so any count mixes the games)."""
    per_game = []
    for game in names:
        per_game.append([(game, path) for path in sorted((ARMIES / game).iterdir())
                         if path.suffix in (".yaml", ".yml", ".json")
                         and path.name.startswith(("legal-", "illegal-"))])
    out = []
    for i in range(max((len(files) for files in per_game), default=0)):
        out.extend(files[i % len(files)] for files in per_game if files)
    return out


def generate(target: Path, count: int) -> dict[str, int]:
    import yaml

    found = templates(games())
    if not found:
        sys.exit("no game has a schema, list rules and example armies yet (armies/<game>/)")
    made: dict[str, int] = {}
    for i in range(count):
        game, path = found[i % len(found)]
        folder = target / game
        folder.mkdir(parents=True, exist_ok=True)
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".json":
            out = folder / f"{i:05d}-{path.name}"
            out.write_text(text, encoding="utf-8")
        elif i % 5 == 4:  # a fifth as JSON
            data = yaml.load(text, Loader=yaml.CSafeLoader)
            out = folder / f"{i:05d}-{path.stem}.json"
            out.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        else:
            out = folder / f"{i:05d}-{path.name}"
            out.write_text(f"# generated copy {i} of {path.name}\n{text}", encoding="utf-8")
        made[game] = made.get(game, 0) + 1
    return made


def timed(cmd: list[str], codes: tuple[int, ...]) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if done.returncode not in codes:
        sys.exit(f"{' '.join(cmd[:3])}... exited {done.returncode}: {done.stderr.decode()[:500]}")
    return elapsed


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    large = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
    here = Path(sys.executable).parent
    muster = shutil.which("muster", path=str(here)) or shutil.which("muster")
    if not muster:
        sys.exit("muster is not installed in this environment (run `make bench`)")
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp, "armies")
        made = generate(target, count)
        bare = Path(tmp, "bare.py")
        bare.write_text(BARE)
        cmds = {
            "muster list-validate DIR --format json": (
                [muster, "list-validate", str(target), "--format", "json"], (0, 1)),
            "muster list-validate DIR --format json -j 1": (
                [muster, "list-validate", str(target), "--format", "json", "-j", "1"], (0, 1)),
            "bare loop (CSafeLoader + compiled schema)": (
                [sys.executable, str(bare), str(SCHEMAS), str(target)], (0,)),
        }
        times: dict[str, list[float]] = {name: [] for name in cmds}
        for _ in range(runs):
            for name, (cmd, codes) in cmds.items():
                times[name].append(timed(cmd, codes))
        big = big_cat = None
        if large:
            big_target = Path(tmp, "large")
            generate(big_target, large)
            cmd = [muster, "list-validate", str(big_target), "--format", "json"]
            packs = [a for pack in catalogues(Path(tmp)) for a in ("--catalogue", str(pack))]
            plain, with_packs = [], []
            for _ in range(max(1, runs // 2)):  # alternated, so load changes hit both alike
                plain.append(timed(cmd, (0, 1)))
                with_packs.append(timed(cmd + packs, (0, 1)))
            big, big_cat = statistics.median(plain), statistics.median(with_packs)
    print(f"{count} files ({', '.join(f'{g} {n}' for g, n in made.items())}), "
          f"median of {runs} runs:")
    medians = {name: statistics.median(t) for name, t in times.items()}
    for name, median in medians.items():
        print(f"  {name:<48} {median:7.2f} s")
    names = list(medians)
    bare_time = medians[names[-1]]
    print(f"  ratio {medians[names[0]] / bare_time:.2f} (aim: at most 0.7); "
          f"one process: {medians[names[1]] / bare_time:.2f}")
    if big is not None:
        small_rate = medians[names[0]] / count * 1000
        big_rate = big / large * 1000
        print(f"{large} files: {big:.2f} s, {big_rate:.3f} s per 1,000 files against "
              f"{small_rate:.3f} s at {count} ({big_rate / small_rate:.2f}x; aim: linear, "
              "at most 1.2x)")
    if big is not None and big_cat is not None:
        print(f"{large} files with a catalogue per game (--catalogue): "
              f"{big_cat:.2f} s, {big_cat / big:.2f}x the time without (aim: at most 1.2x)")


if __name__ == "__main__":
    main()
