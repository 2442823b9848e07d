"""The package as users install it: its metadata and command, every data file shipped, and
`make demo` installing muster without the test tools."""

from __future__ import annotations

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


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_demo_installs_muster_without_the_test_tools():
    """What `make demo` would run in a fresh clone (make -n: nothing is run)."""
    plan = subprocess.run(["make", "-n", "--no-print-directory", "-C", str(ROOT), "demo",
                           "VENV=/nonexistent/venv"],
                          capture_output=True, text=True, check=True).stdout
    assert "pip install --quiet -e ." in plan
    assert "[test]" not in plan and "pytest" not in plan


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
@pytest.mark.parametrize("dont_write", [None, "", "1"])
def test_make_test_compiles_into_one_cache_in_the_venv(dont_write):
    """`make test` reads and writes compiled code in one cache in the .venv, also when the
    environment sets PYTHONDONTWRITEBYTECODE (then nothing would be cached and every process
    would compile every module again): cleared for the tests (an empty value is unset, as
    Python reads it), the source tree stays free of compiled code all the same (make -n:
    nothing is run)."""
    import os

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    if dont_write is not None:
        env["PYTHONDONTWRITEBYTECODE"] = dont_write
    plan = subprocess.run(["make", "-n", "--no-print-directory", "-C", str(ROOT), "test",
                           "VENV=/nonexistent/venv"], capture_output=True, text=True,
                          check=True, env=env).stdout
    (line,) = [x for x in plan.splitlines() if "-m pytest" in x]
    assert line.startswith("PYTHONDONTWRITEBYTECODE= "
                           "PYTHONPYCACHEPREFIX=/nonexistent/venv/pycache "), line


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
