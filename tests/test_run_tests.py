"""scripts/run_tests.py, how `make test` runs the suite: two pytest processes, each with its
own share of the test files, one exit status for the run."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from helpers import alive, hang_guard, script

ROOT = Path(__file__).resolve().parent.parent
run_tests = script("run_tests")

# a test tree shaped as this one is: files at the top, battle/, other folders (nested, and
# one added later than the runner was written), a file named as pytest also collects
TREE = {
    "tests/test_top.py": "def test_top(): pass\n",
    "tests/test_other_top.py": "def test_other_top(): pass\n",
    "tests/top_test.py": "def test_top_by_suffix(): pass\n",
    "tests/battle/test_battle.py": "def test_battle(): pass\n",
    "tests/games/void/test_rule.py": "def test_rule(): assert 1 + 1 == 3\n",
    "tests/engine/test_engine.py": "def test_engine(): pass\n",
    "tests/added_later/test_new.py": "def test_new(): pass\n",
}
TEST_NAMES = {"test_top", "test_other_top", "test_top_by_suffix", "test_battle", "test_rule",
              "test_engine", "test_new"}


def _scratch(root: Path, files: dict[str, str]) -> None:
    """A test tree of ``files`` (path: text) under ``root``, collected from tests/."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (root / "pytest.ini").write_text("[pytest]\ntestpaths = tests\n", encoding="utf-8")


@pytest.fixture
def tree(tmp_path, monkeypatch):
    _scratch(tmp_path, TREE)
    monkeypatch.setenv("PYTEST_ADDOPTS", "-rA")  # every test's outcome in each share's report
    monkeypatch.setenv("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")  # the tree's tests need none
    return tmp_path


def _outcomes(text: str) -> list[tuple[str, str]]:
    return re.findall(r"^(PASSED|FAILED) \S+::(test_\w+)", text, re.MULTILINE)


def test_two_shares_run_every_test_once_and_a_failure_in_either_fails_the_run(tree, capfd):
    status = run_tests.run(2, None, root=tree)
    out = capfd.readouterr().out
    outcomes = _outcomes(out)
    assert sorted(name for _, name in outcomes) == sorted(TEST_NAMES)
    assert ("FAILED", "test_rule") in outcomes
    assert status == 1
    # the first share's report (test_*.py at the top, battle/) is whole before the second's
    summaries = re.findall(r"^=+ (.*) in [\d.]+s =+$", out, re.MULTILINE)
    assert summaries == ["3 passed", "1 failed, 3 passed"]
    assert not (tree / ".pytest_cache").exists()  # neither share wrote over the other's record


def test_one_job_runs_every_test_in_one_process(tree, capfd):
    status = run_tests.run(1, "not slow", root=tree)
    out = capfd.readouterr().out
    assert sorted(name for _, name in _outcomes(out)) == sorted(TEST_NAMES)
    assert re.findall(r"^=+ (.*) in [\d.]+s =+$", out, re.MULTILINE) == ["1 failed, 6 passed"]
    assert status == 1


@pytest.mark.parametrize(("codes", "status"), [
    ((0, 0), 0),
    ((0, 1), 1), ((1, 0), 1),
    ((5, 0), 0), ((0, 5), 0),  # a marker expression that selects nothing in one share
    ((5, 5), 5),
    ((1, 5), 1),
    ((1, 2), 2), ((3, 1), 3), ((4, 0), 4),
    ((-9, 0), 137), ((1, -15), 143),  # a share killed by a signal, as a shell reports it
])
def test_one_status_for_the_run(codes, status):
    assert run_tests.joined(codes) == status


def test_jobs_must_be_a_number_or_auto(capsys):
    with pytest.raises(SystemExit) as stop:
        run_tests.main(["--jobs", "two"])
    assert stop.value.code == 2
    assert "--jobs takes a number or auto, not 'two'" in capsys.readouterr().err



# two shares whose tests say they started (a file each, named by the process: made at
# once, never seen half written), then wait until stopped
WAITING = """import os, pathlib, time
def test_{name}():
    pathlib.Path(os.environ["STARTED"], str(os.getpid())).touch()
    time.sleep(600)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize(("jobs", "send", "to_group", "status"), [
    (2, signal.SIGINT, True, 2),  # Ctrl-C at a terminal: the whole process group gets it
    (2, signal.SIGTERM, False, 143),  # a termination of the runner alone
    (1, signal.SIGINT, True, 2),
])
def test_a_stopped_run_stops_both_shares(tmp_path, jobs, send, to_group, status):
    """Ctrl-C ends both shares' reports as pytest ends an interrupted run (status 2), and
    a terminated runner takes its shares with it: no pytest is left running. So with one
    process (its first test waits, the other never starts)."""
    _scratch(tmp_path, {f"tests/{folder}/test_{name}.py": WAITING.format(name=name)
                        for name, folder in (("first", "battle"), ("second", "games"))})
    started = tmp_path / "started"
    started.mkdir()
    drive = ("import pathlib, sys\n"
             f"sys.path.insert(0, {str(ROOT / 'scripts')!r})\n"
             "import run_tests\n"
             f"sys.exit(run_tests.run({jobs}, None, root=pathlib.Path({str(tmp_path)!r})))\n")
    runner = subprocess.Popen([sys.executable, "-c", drive], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, start_new_session=True,
                              env={**os.environ, "STARTED": str(started),
                                   "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"})
    try:
        with hang_guard(120, "both shares to start their test"):
            while len(list(started.iterdir())) < jobs:
                time.sleep(0.05)
        if to_group:
            os.killpg(runner.pid, send)
        else:
            runner.send_signal(send)
        with hang_guard(120, "the runner to stop"):
            out, _ = runner.communicate()
        assert runner.returncode == status, out
        if send == signal.SIGINT:
            assert out.count("KeyboardInterrupt !!!") == jobs, out
        assert "Traceback" not in out, out  # the runner's own Ctrl-C is ignored
        shares = [int(path.name) for path in started.iterdir()]
        with hang_guard(120, "the shares to end"):
            while any(alive(pid) for pid in shares):
                time.sleep(0.05)
    finally:  # nothing of the scratch run is left running, whatever failed
        try:
            os.killpg(runner.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        runner.wait()
