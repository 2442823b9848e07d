"""The lock a state file is changed under (`muster.lockfile`): flock on POSIX, filelock
without fcntl; the two-process soak is tests/test_state.py's."""

from __future__ import annotations

import importlib.util
import os
import sys
import threading
import time
from typing import Any

import pytest

from muster import lockfile, state

fcntl = pytest.importorskip("fcntl")  # the POSIX lock, held here as another process would


def _held_elsewhere(path: str) -> int:
    """A descriptor of its own holding ``path``'s flock (as another process would)."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o666)
    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    return fd


def test_a_lock_held_elsewhere_times_out_and_a_released_one_is_taken(tmp_path):
    lock = str(tmp_path / ".c.json.lock")
    fd = _held_elsewhere(lock)
    try:
        started = time.monotonic()
        with pytest.raises(lockfile.LockTimeout):
            lockfile.acquire(lock, 0.2)
        assert time.monotonic() - started >= 0.2
    finally:
        os.close(fd)  # closing drops the lock, as a killed holder's does
    release = lockfile.acquire(lock, 0.2)
    with pytest.raises(lockfile.LockTimeout):
        lockfile.acquire(lock, 0.1)  # a second descriptor of this process waits too
    release()
    lockfile.acquire(lock, 0.1)()
    assert os.path.exists(lock)  # left in place for the next waiter


def test_a_waiter_takes_the_lock_when_the_holder_releases_it(tmp_path):
    lock = str(tmp_path / ".c.json.lock")
    release = lockfile.acquire(lock, 1)
    timer = threading.Timer(0.2, release)
    timer.start()
    try:
        lockfile.acquire(lock, 30)()
    finally:
        timer.join()


def test_a_lock_file_replaced_while_waiting_is_locked_afresh(tmp_path):
    """The holder's lock file is removed and another made at its name: a waiter that got
    the old file's lock would hold a lock nobody else sees; it locks the new file."""
    lock = str(tmp_path / ".c.json.lock")
    old = _held_elsewhere(lock)
    os.unlink(lock)
    newer = _held_elsewhere(lock)
    os.close(old)  # the removed file is free now, the one at the name is not
    try:
        with pytest.raises(lockfile.LockTimeout):
            lockfile.acquire(lock, 0.2)
    finally:
        os.close(newer)


def test_a_lock_file_muster_cannot_open_is_an_os_error_at_once(tmp_path):
    lock = tmp_path / ".c.json.lock"
    os.symlink(tmp_path / "elsewhere", lock)  # never followed
    with pytest.raises(OSError):
        lockfile.acquire(str(lock), 30)


def test_without_fcntl_the_lock_is_filelock_s(tmp_path, monkeypatch):
    """Windows has no fcntl: filelock locks there, with the same timeout and release."""
    import filelock  # imported with fcntl: its flock lock, as on Windows its own

    assert filelock.FileLock is filelock.UnixFileLock
    made = []

    def spy(*args: Any, **kwargs: Any) -> filelock.BaseFileLock:
        made.append(args)
        return filelock.UnixFileLock(*args, **kwargs)

    monkeypatch.setattr(filelock, "FileLock", spy)
    held = fcntl.flock
    monkeypatch.setattr(lockfile, "fcntl", None)  # a platform without fcntl
    lock = str(tmp_path / ".c.json.lock")
    release = lockfile.acquire(lock, 1)
    assert made == [(lock,)]
    probe = os.open(lock, os.O_RDWR)
    try:
        with pytest.raises(BlockingIOError):  # filelock's flock, on this platform
            held(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
        release()
        held(probe, fcntl.LOCK_EX | fcntl.LOCK_NB)
    finally:
        os.close(probe)
    path = tmp_path / "c.json"
    state.create(str(path), kind="counter", game="test", state={"n": 0}, action="new",
                 detail=None, check=lambda st, p: None)
    with state.update(str(path), kind="counter", check=lambda st, p: None) as ch:
        ch.state["n"] = 1
        ch.record("bump")
    assert state.read(str(path), kind="counter", check=lambda st, p: None).state == {"n": 1}
    assert len(made) == 3


def test_where_fcntl_cannot_be_imported_the_module_locks_through_filelock(tmp_path, monkeypatch):
    """Windows has no fcntl module: `muster.lockfile` imports all the same, with ``fcntl``
    None, and its lock is filelock's (a fresh copy of the module, imported where ``import
    fcntl`` fails; the one every other test uses is left as it is)."""
    import filelock  # imported first, with fcntl: its flock lock for the rest of the run

    monkeypatch.setitem(sys.modules, "fcntl", None)  # `import fcntl` raises ImportError
    spec = importlib.util.spec_from_file_location("lockfile_without_fcntl", lockfile.__file__)
    assert spec is not None and spec.loader is not None
    without = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(without)
    assert without.fcntl is None
    made = []

    def spy(*args: Any, **kwargs: Any) -> filelock.BaseFileLock:
        made.append(args)
        return filelock.UnixFileLock(*args, **kwargs)

    monkeypatch.setattr(filelock, "FileLock", spy)
    lock = str(tmp_path / ".c.json.lock")
    release = without.acquire(lock, 1)
    with pytest.raises(without.LockTimeout):
        without.acquire(lock, 0.1)
    release()
    without.acquire(lock, 0.1)()
    assert made == [(lock,)] * 3
    monkeypatch.undo()
    assert lockfile.fcntl is fcntl and sys.modules["fcntl"] is fcntl
