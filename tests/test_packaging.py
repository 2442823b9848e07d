"""The package as users install it: its metadata and command, every data file shipped,
`make demo` installing muster without the test tools, and `make test` running the tests with
one cache of compiled code."""

from __future__ import annotations

import json
import shutil
import subprocess
import tomllib
from fnmatch import fnmatch
from importlib.metadata import distribution
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cli" / "muster"


def test_installed_distribution_and_its_command():
    # "muster" on PyPI is another project's (a classes framework): ours is muster-wargames
    dist = distribution("muster-wargames")
    assert dist.metadata["License-Expression"] == "MIT"
    (command,) = [e for e in dist.entry_points if e.group == "console_scripts"]
    assert command.name == "muster"
    assert callable(command.load())  # the Ctrl-C-guarded entry point resolves


def test_every_data_file_is_shipped():
    """A file the package reads at run time (rules data, schemas, the catalog) must match
    the package-data patterns, or a wheel leaves it out and the installed command fails."""
    setup = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]
    patterns = setup["setuptools"]["package-data"]["muster"]
    data = [p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
            and not p.name.startswith(".")]
    assert data, "no data files found"
    assert [p for p in data if not any(fnmatch(p, pattern) for pattern in patterns)] == []
    for kind in (".toml", ".json", ".mo"):  # each kind the code loads is there
        assert any(p.endswith(kind) for p in data), kind


needs_make = pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")

# what the code of `make test`'s tests sees: one of them, alone, run by the target's own
# command line (PYTEST_ADDOPTS names it; pytest then collects nothing else)
PROBE = """
import json, os, sys

def test_probe():
    seen = {"prefix": sys.pycache_prefix, "dont_write": sys.dont_write_bytecode}
    with open(os.environ["MUSTER_PROBE_OUT"], "w", encoding="utf-8") as out:
        json.dump(seen, out)
"""


@needs_make
@pytest.mark.parametrize("dont_write", [None, "", "1"])
def test_make_test_runs_the_tests_with_one_compiled_code_cache_in_the_venv(tmp_path,
                                                                            dont_write):
    """`make test` runs the tests reading and writing compiled code in one cache in the
    .venv, also when the environment sets PYTHONDONTWRITEBYTECODE (then nothing would be
    cached and every process would compile every module again): the tests' processes write
    compiled code (an empty value is unset, as Python reads it), into the .venv's cache, so
    the source tree stays free of it. Run here with this run's virtual environment as the
    .venv, its lint step left out (-o lint; `make lint` is the gate before a commit)."""
    import os
    import sys

    if sys.prefix == sys.base_prefix:
        pytest.skip("the tests run outside a virtual environment (make test makes one)")
    probe = tmp_path / "test_probe.py"
    probe.write_text(PROBE, encoding="utf-8")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PYTEST_") and k != "PYTHONDONTWRITEBYTECODE"}
    if dont_write is not None:
        env["PYTHONDONTWRITEBYTECODE"] = dont_write
    env.update(PYTEST_ADDOPTS=f"-p no:cacheprovider {probe}",
               MUSTER_PROBE_OUT=str(tmp_path / "seen.json"))
    venv = Path(sys.prefix)
    run = subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "-o", "lint", "test",
                          f"VENV={venv}", "JOBS=0"], capture_output=True, text=True, env=env,
                         timeout=300)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    seen = json.loads((tmp_path / "seen.json").read_text(encoding="utf-8"))
    assert seen["dont_write"] is False
    assert Path(seen["prefix"]).resolve() == (venv / "pycache").resolve()


@needs_make
@pytest.mark.network
def test_make_demo_installs_muster_alone_and_shows_it(tmp_path):
    """`make demo` in a fresh .venv: muster, from this checkout, with what it needs to run
    and none of the test tools, then the demo run with it. Needs the package index, so it
    is marked `network` (skipped, with pip's reason, when pip cannot reach the index)."""
    from helpers import OFFLINE

    venv = tmp_path / "venv"
    run = subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "demo",
                          f"VENV={venv}"], capture_output=True, text=True, timeout=900)
    offline = [sign for sign in OFFLINE if sign in run.stderr]
    if run.returncode and offline:
        pytest.skip(f"the package index cannot be reached ({offline[0]})")
    assert run.returncode == 0, run.stderr[-2000:]
    assert "A battle that remembers" in run.stdout and "serious" in run.stdout
    tools = ("pytest", "hypothesis", "pre_commit", "ruff", "mypy", "icepool")
    found = subprocess.run(
        [str(venv / "bin" / "python"), "-c",
         "import importlib.util, json, muster, sys; print(json.dumps([muster.__file__, "
         "[t for t in sys.argv[1:] if importlib.util.find_spec(t)]]))", *tools],
        capture_output=True, text=True, check=True, cwd=tmp_path).stdout
    package, installed_tools = json.loads(found)
    assert Path(package).resolve() == (PACKAGE / "__init__.py").resolve()
    assert installed_tools == []


@pytest.mark.slow
def test_the_demo_runs_as_make_demo_runs_it():
    """`make demo` gives the demo a relative path to muster (.venv/bin/muster); parts of the
    demo that work in a folder of their own (the battle) must still find it."""
    import os
    import sys

    muster = Path(sys.executable).parent / "muster"
    run = subprocess.run(["bash", "scripts/demo.sh", os.path.relpath(muster, ROOT)], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "A battle that remembers" in run.stdout and "serious" in run.stdout
