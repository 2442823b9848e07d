"""list-validate at scale and its output formats.

* ``--jobs N``: the worker processes die with the parent, whether it is terminated
  (SIGTERM) or killed (SIGKILL), and whatever the workers are doing.
* A file name is escaped for each output format (terminal escapes, markup, a newline that
  would break a roster's lines), as the text format already does.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from helpers import alive, hang_guard

ROOT = Path(__file__).resolve().parents[2]

# A parent whose workers each stop in their start-up for ten minutes: whatever they do,
# they must not outlive it.
PARENT = textwrap.dedent("""
    import os, sys, time
    from muster.lists import runner
    from muster.app import main

    runner.PARALLEL_MIN = 1
    start = runner._worker_start

    def stuck(*args):
        start(*args)
        sys.stderr.write(f"worker {os.getpid()}\\n")
        sys.stderr.flush()
        time.sleep(600)

    runner._worker_start = stuck
    sys.exit(main(["list-validate", "armies/", "--jobs", "2"]))
""")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["term", "kill"])
def test_workers_die_with_the_parent(sig):
    parent = subprocess.Popen([sys.executable, "-c", PARENT], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True,
                              env={**os.environ, "MUSTER_LANG": "en"})
    workers: list[int] = []
    try:
        with hang_guard(120, "the workers to start"):
            while len(workers) < 2:
                line = parent.stderr.readline()
                assert line.startswith("worker "), line + parent.stderr.read()
                workers.append(int(line.split()[1]))
        assert all(alive(pid) for pid in workers)
        parent.send_signal(sig)
        parent.wait(timeout=120)
        with hang_guard(60, "the workers to die with their parent"):  # they sleep 600 s
            while any(alive(pid) for pid in workers):
                time.sleep(0.05)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        for pid in workers:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)
        parent.stdout.close()
        parent.stderr.close()


# ---------------------------------------------------------------- file names in the reports

HOSTILE_NAME = "evil\x1b]8;;http:x\x07\x1b[31m<b>*x*<b>|`a`\n# not a heading.yaml"


@pytest.fixture
def hostile_file(tmp_path):
    path = tmp_path / HOSTILE_NAME
    path.write_text("game: warmaster\nunits: [\n")  # unreadable: its name is reported
    return path


def test_github_annotations_escape_the_file_name(muster, hostile_file):
    run = muster("list-validate", str(hostile_file), "--format", "github")
    assert "\x1b" not in run.out and "\x07" not in run.out
    annotations = [line for line in run.out.splitlines() if line.startswith("::")]
    assert len(annotations) == 1  # the newline does not start a line of its own
    assert "%0A" in annotations[0]  # GitHub's own escape of a newline in a property
    assert "# not a heading" in annotations[0]


@pytest.mark.parametrize("fmt", ["markdown", "html"])
def test_roster_formats_escape_the_file_name(muster, tmp_path, fmt):
    good = sorted((ROOT / "armies" / "warmaster").glob("legal-*.yaml"))[0]
    path = tmp_path / HOSTILE_NAME
    path.write_bytes(good.read_bytes())
    run = muster("list-validate", str(path), "--format", fmt)
    assert run.code == 0, run.err
    assert "\x1b" not in run.out and "\x07" not in run.out
    assert not any(line.startswith("# not a heading") for line in run.out.splitlines())
    assert "<b>" not in run.out
    if fmt == "html":
        assert "&lt;b&gt;" in run.out


def test_text_format_cleans_a_skipped_file_name(muster, tmp_path):
    """A file found in a folder that is no army is skipped; its name is cleaned too."""
    (tmp_path / HOSTILE_NAME).write_text("just: notes\n")
    run = muster("list-validate", str(tmp_path))
    assert "\x1b" not in run.out + run.err and "skipped" in run.out


def test_json_keeps_the_file_name_exact(muster, hostile_file):
    """JSON is data: the name is kept exactly (JSON escapes control characters itself)."""
    run = muster("list-validate", str(hostile_file), "--format", "json")
    assert json.loads(run.out)["files"][0]["file"] == str(hostile_file)
    assert "\x1b" not in run.out
