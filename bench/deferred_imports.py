"""What the deferred imports save: the imports made inside functions (outside the commands
and verbs, whose imports are the start-up design itself), moved to their modules' tops,
would import their modules whenever the importing module is imported. This benchmark runs
a command in a fresh process, then imports every module such an import names whose
importer the command loaded, and reports the time and the number of modules that adds,
the minimum over RUNS processes:

- all of them;
- without the heavy third-party ones (jsonschema, yaml, rich, babel, filelock, ...), the
  platform ones and the start-up doors' own (the Typer app behind the quick doors): what
  `docs/architecture.md` calls the start-up deferrals.

Run: `python bench/deferred_imports.py [RUNS] [COMMAND...]` (a COMMAND is one string:
"roll 2d6"); by default `roll 2d6`, `roll conf -v 4 -D 6 --seed 1` and `--help`.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cli" / "muster"
sys.path.insert(0, str(ROOT / "scripts"))
import code_stats  # noqa: E402  # scripts/code_stats.py: the one scanner of function-level imports

# allowed deferrals by the rules themselves: heavy third-party, platform, the doors' app
KEPT = ("jsonschema", "yaml", "rich", "babel", "filelock", "jsonschema_rs", "fcntl", "ctypes",
        "_signal", "_blake2", "multiprocessing", "concurrent", "muster.app", "muster.quick",
        "muster.boundary", "muster.console", "muster.rolling")
COMMANDS = ["roll 2d6", "roll conf -v 4 -D 6 --seed 1", "--help"]

PROBE = r'''
import contextlib, importlib, io, json, sys, time
sys.argv = ["muster", *ARGS]
from muster import console
with contextlib.redirect_stdout(io.StringIO()):
    try:
        console.main()
    except SystemExit:
        pass
loaded = set(sys.modules)
want = list(dict.fromkeys(t for i, t in PAIRS if i in loaded and t not in loaded))
start = time.perf_counter_ns()
for name in want:
    try:
        importlib.import_module(name)
    except ImportError:  # `from m import f`: f is a function, not a module
        pass
print(json.dumps([(time.perf_counter_ns() - start) / 1e6, len(set(sys.modules) - loaded)]))
'''


def deferred() -> list[tuple[str, str]]:
    """(importing module, imported module or name) of every import inside a function."""
    pairs = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE)
        if rel.parts[0] in ("commands", "verbs"):
            continue
        module = ".".join(("muster", *rel.with_suffix("").parts)).removesuffix(".__init__")
        for sub in code_stats.function_imports(ast.parse(path.read_text())):
            if isinstance(sub, ast.Import):
                pairs += [(module, a.name) for a in sub.names]
            elif sub.module and not sub.level:
                pairs += [(module, sub.module)]
                pairs += [(module, f"{sub.module}.{a.name}") for a in sub.names]
    return pairs


def cost(command: str, pairs: list[tuple[str, str]], runs: int) -> tuple[float, int]:
    code = PROBE.replace("ARGS", repr(command.split())).replace("PAIRS", repr(pairs))
    best = None
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True)
        ms, modules = json.loads(out.stdout)
        if best is None or ms < best[0]:
            best = (ms, modules)
    assert best is not None
    return best


def main() -> None:
    args = sys.argv[1:]
    runs = int(args.pop(0)) if args and args[0].isdigit() else 7
    pairs = deferred()
    start_up = [p for p in pairs if not p[1].startswith(KEPT)]
    for command in args or COMMANDS:
        for label, chosen in (("every deferred import", pairs), ("the start-up deferrals",
                                                                  start_up)):
            ms, modules = cost(command, chosen, runs)
            print(f"muster {command}: {label} at the top: +{ms:.1f} ms, +{modules} modules "
                  f"(min of {runs})")


if __name__ == "__main__":
    main()
