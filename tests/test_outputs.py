"""The files muster writes that are not state files
(`scatter --svg`). One guard: a regular file is created, or replaced atomically only when it
is a regular file the user may write; a link is followed to a regular file or refused; a
FIFO or a character device is written as a stream and left in place; an empty path, a
folder and anything else is one line, exit 2, with nothing touched."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import tempfile
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from helpers import assert_one_line_error

SCATTER = ("scatter", "wm", "--seed", "1")


def svg(muster, path: str | Path):
    return muster(*SCATTER, "--svg", str(path))


def is_svg(data: bytes) -> bool:
    return ET.fromstring(data).tag.endswith("svg")


def test_a_new_file_and_a_writable_regular_file_are_written(muster, tmp_path):
    out = tmp_path / "p.svg"
    assert svg(muster, out).code == 0 and is_svg(out.read_bytes())
    out.write_text("old")
    out.chmod(0o640)
    assert svg(muster, out).code == 0 and is_svg(out.read_bytes())
    assert stat.S_IMODE(out.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.svg"]


def test_an_empty_path_is_refused(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run = svg(muster, "")
    assert_one_line_error(run, "--svg")
    assert list(tmp_path.iterdir()) == []


def test_a_folder_is_refused(muster, tmp_path):
    assert_one_line_error(svg(muster, tmp_path), "directory")
    assert_one_line_error(svg(muster, str(tmp_path / "new.svg") + "/"), "folder")
    assert list(tmp_path.iterdir()) == []


def test_a_read_only_file_is_refused_and_left_alone(muster, tmp_path):
    out = tmp_path / "p.svg"
    out.write_text("mine")
    out.chmod(0o444)
    assert_one_line_error(svg(muster, out), "read-only")
    assert out.read_text() == "mine" and stat.S_IMODE(out.stat().st_mode) == 0o444


def test_a_link_to_a_regular_file_writes_the_file_and_keeps_the_link(muster, tmp_path):
    real = tmp_path / "real.svg"
    real.write_text("old")
    link = tmp_path / "link.svg"
    link.symlink_to(real)
    assert svg(muster, link).code == 0
    assert link.is_symlink() and is_svg(real.read_bytes())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.svg", "real.svg"]


@pytest.mark.parametrize("kind", ["loop", "dangling", "to-a-folder"])
def test_a_link_that_names_no_regular_file_is_refused(muster, tmp_path, kind):
    link = tmp_path / "link.svg"
    if kind == "loop":
        other = tmp_path / "other.svg"
        link.symlink_to(other)
        other.symlink_to(link)
    elif kind == "dangling":
        link.symlink_to(tmp_path / "nowhere.svg")
    else:
        (tmp_path / "d").mkdir()
        link.symlink_to(tmp_path / "d")
    before = sorted((p.name, p.is_symlink()) for p in tmp_path.iterdir())
    assert_one_line_error(svg(muster, link))
    assert sorted((p.name, p.is_symlink()) for p in tmp_path.iterdir()) == before
    assert link.is_symlink()


def test_a_fifo_with_a_reader_is_written_as_a_stream_and_stays_a_fifo(muster, tmp_path):
    fifo = tmp_path / "p.svg"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # someone reading, before muster
    try:
        assert svg(muster, fifo).code == 0
        data = os.read(reader, 1 << 20)
    finally:
        os.close(reader)
    assert is_svg(data) and stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.svg"]


def test_a_fifo_nobody_reads_is_refused_without_hanging(muster, tmp_path):
    fifo = tmp_path / "p.svg"
    os.mkfifo(fifo)
    assert_one_line_error(svg(muster, fifo), "FIFO")
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@pytest.fixture
def devices(tmp_path):
    """Private copies of /dev/null and /dev/full (the real ones are never put at risk)."""
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    made = {}
    for name, minor in (("null", 3), ("full", 7)):
        path = tmp_path / name
        try:
            os.mknod(path, 0o666 | stat.S_IFCHR, os.makedev(1, minor))
        except OSError as err:
            pytest.skip(f"cannot make a device node here: {err}")
        made[name] = path
    return made


def test_a_character_device_is_written_as_a_stream_and_stays_a_device(muster, devices):
    assert svg(muster, devices["null"]).code == 0
    assert stat.S_ISCHR(os.lstat(devices["null"]).st_mode)
    run = svg(muster, devices["full"])
    assert_one_line_error(run, "space")
    assert stat.S_ISCHR(os.lstat(devices["full"]).st_mode)


def test_a_missing_folder_is_refused(muster, tmp_path):
    assert_one_line_error(svg(muster, tmp_path / "no" / "p.svg"), "SVG")


def test_the_path_is_checked_before_anything_is_rolled(muster, tmp_path):
    """A refused path costs nothing: the same refusal with --odds of a large roll."""
    run = muster("scatter", "--distance", "3d6", "--direction", "d6", "--odds", "--svg",
                 str(tmp_path))
    assert_one_line_error(run, "directory")


NOBODY = 65534


@pytest.mark.parametrize("mode", [0o777, 0o1777], ids=["world-writable", "sticky"])
def test_another_users_file_is_refused_though_the_folder_allows_rename(mode):
    """Run as the unprivileged user nobody: a root-owned 0644 SVG in a folder everyone may
    write to is not replaced (the rename needs only the folder's permission)."""
    if os.geteuid() != 0 or shutil.which("setpriv") is None:
        pytest.skip("needs root and setpriv to run a step as an unprivileged user")
    folder = Path(tempfile.mkdtemp(prefix="muster-shared-"))
    try:
        out = folder / "p.svg"
        out.write_text("root's")
        out.chmod(0o644)
        folder.chmod(mode)
        code = textwrap.dedent(f"""
            import sys
            from muster.app import main
            sys.exit(main(["scatter", "wm", "--seed", "1", "--svg", {str(out)!r}]))
        """)
        run = subprocess.run(["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}",
                              "--clear-groups", sys.executable, "-c", code],
                             capture_output=True, text=True, timeout=120,
                             env={**os.environ, "MUSTER_LANG": "en"})
        if "ModuleNotFoundError" in run.stderr:
            pytest.skip("the unprivileged user cannot run this Python")
        assert run.returncode == 2, run.stderr
        assert len(run.stderr.strip().splitlines()) == 1 and "permission" in run.stderr
        assert out.read_text() == "root's" and out.stat().st_uid == 0
        assert sorted(p.name for p in folder.iterdir()) == ["p.svg"]
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# ---------------------------------------------------------------- fortress undo (state files)

FORTRESS = Path(__file__).resolve().parents[1] / "examples" / "fortresses" / "border-keep.yaml"


def test_a_fortress_change_is_undone_through_the_state_module(muster, tmp_path):
    keep = tmp_path / "keep.yaml"
    keep.write_bytes(FORTRESS.read_bytes())
    hit = muster("siege-breach", "wm", "--fortress", str(keep), "--section", "G1", "--hits",
                 "2", "--dice", "6,6", "--json")
    assert hit.code == 0 and keep.read_bytes() != FORTRESS.read_bytes()
    run = muster("siege-breach", "wm", "--fortress", str(keep), "--undo", "--json")
    assert run.code == 0, run.err
    assert run.json["undone"] is True and keep.read_bytes() == FORTRESS.read_bytes()
    assert next(s for s in run.json["sections"] if s["id"] == "G1")["destroyed"] is False
    assert_one_line_error(muster("siege-breach", "wm", "--fortress", str(keep), "--undo"),
                          "nothing to undo")
    assert_one_line_error(muster("siege-breach", "wm", "--fortress", str(keep), "--undo",
                                 "--hits", "2"), "--undo takes only --fortress")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="a Linux device")
def test_a_full_device_is_refused_with_the_reason_in_the_user_s_language(muster):
    """The system's reason is worded as the rest of the line (`files.os_reason`): ENOSPC,
    not the English strerror inside a Czech line."""
    args = ("scatter", "--distance", "2d6", "--direction", "d6", "--svg", "/dev/full")
    run = muster(*args)
    assert (run.code, run.err) == (2, "muster: error: /dev/full: cannot write the SVG picture: "
                                      "cannot write: no space left on the device\n")
    run = muster("--lang", "cs", *args)
    assert (run.code, run.err) == (2, "muster: chyba: /dev/full: obrázek SVG nelze zapsat: "
                                      "nelze zapsat: na zařízení není místo\n")
