"""The exclusive lock a state file is changed under (`muster.state.locked`): ``fcntl.flock``
on its lock file, taken directly where there is ``fcntl`` (POSIX), else through the
``filelock`` package (Windows), which is also used on a file system that has no flock.

Importing filelock costs a command more than all the rest of a deck action (about 150M
instructions, a fifth of a second on a slow machine: it brings logging, pathlib, platform,
secrets and its own thirty modules); the lock itself is one system call. The semantics are
filelock's: an exclusive ``flock`` on ``.NAME.lock`` (created when missing, left in place
when released so that every waiter locks the same file), tried without blocking every
50 ms until the timeout, released when the holder releases it or exits (the kernel drops
the lock of a killed process with its descriptors). A lock file removed or replaced while
we waited for it is locked afresh, so two commands never hold two different files.
A leaf: it imports nothing of muster's.
"""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Callable
from types import ModuleType

fcntl: ModuleType | None
try:
    import fcntl
except ImportError:  # Windows: filelock's lock instead (`acquire`)
    fcntl = None

POLL = 0.05  # seconds between tries, as filelock's default

# what a lock held by another descriptor says (EACCES on some file systems)
_HELD = frozenset({errno.EACCES, errno.EAGAIN, errno.EWOULDBLOCK})


class LockTimeout(Exception):
    """Another process held the lock for the whole timeout."""


Release = Callable[[], None]


def acquire(lock_file: str, timeout: float) -> Release:
    """Hold the exclusive lock of ``lock_file`` (created when missing), waiting at most
    ``timeout`` seconds; returns the function that releases it. Raises `LockTimeout`, or
    OSError when the lock file cannot be opened or locked."""
    if fcntl is None:  # Windows
        return _filelock(lock_file, timeout)
    flags = (os.O_RDWR | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
             | getattr(os, "O_NOFOLLOW", 0))
    deadline = time.monotonic() + timeout
    while True:
        fd = os.open(lock_file, flags, 0o666)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as err:
            os.close(fd)
            if err.errno == errno.ENOSYS:  # a file system without flock: filelock's way
                return _filelock(lock_file, max(0.0, deadline - time.monotonic()))
            if err.errno not in _HELD:
                raise
            if time.monotonic() >= deadline:
                raise LockTimeout(lock_file) from None
            time.sleep(POLL)
            continue
        if _still_named(fd, lock_file):
            return _releaser(fd, fcntl.flock, fcntl.LOCK_UN)
        os.close(fd)  # removed or replaced meanwhile: lock the file now at that name


def _still_named(fd: int, lock_file: str) -> bool:
    """Whether the locked descriptor is still the file at ``lock_file``."""
    try:
        return os.path.samestat(os.fstat(fd), os.stat(lock_file, follow_symlinks=False))
    except OSError:
        return False


def _releaser(fd: int, flock: Callable[[int, int], None], unlock: int) -> Release:
    def release() -> None:
        try:
            flock(fd, unlock)
        finally:
            os.close(fd)

    return release


def _filelock(lock_file: str, timeout: float) -> Release:
    from filelock import FileLock, Timeout  # heavy; no fcntl only

    lock = FileLock(lock_file, timeout=timeout)
    try:
        lock.acquire()
    except Timeout:
        raise LockTimeout(lock_file) from None
    return lambda: lock.release()
