"""The atomic write's temporary file (`muster.atomic`); the write's guarantees (a kill,
a hand edit in its window, the mode kept) are tests/test_state.py's."""

from __future__ import annotations

import os

import pytest

from muster import atomic


def test_a_temporary_name_taken_by_another_writer_is_never_opened(tmp_path, monkeypatch):
    """The temporary file is created by the write alone (``O_EXCL``): a name already there
    (another writer's) is skipped for a fresh one, and written nowhere but in the new
    file, which is muster's own pattern."""
    draws = iter([b"\x00" * 8, b"\x01" * 8])
    monkeypatch.setattr(atomic.os, "urandom", lambda n: next(draws))
    taken = tmp_path / ".c.json.muster-aaaaaaaa.tmp"
    taken.write_text("another writer's")
    atomic.atomic_write(str(tmp_path / "c.json"), b"new")
    assert taken.read_text() == "another writer's"
    assert (tmp_path / "c.json").read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == [taken.name, "c.json"]
    assert atomic.is_own_temp(taken.name, "c.json")


def test_no_free_temporary_name_is_an_os_error_and_nothing_is_written(tmp_path,
                                                                       monkeypatch):
    monkeypatch.setattr(atomic.os, "urandom", lambda n: b"\x00" * 8)
    (tmp_path / ".c.json.muster-aaaaaaaa.tmp").write_text("x")
    with pytest.raises(FileExistsError):
        atomic.atomic_write(str(tmp_path / "c.json"), b"new")
    assert not (tmp_path / "c.json").exists()


def test_a_new_file_takes_the_umask_s_mode(tmp_path):
    old = os.umask(0o027)
    try:
        atomic.atomic_write(str(tmp_path / "c.json"), b"new")
    finally:
        os.umask(old)
    assert (tmp_path / "c.json").stat().st_mode & 0o777 == 0o640
