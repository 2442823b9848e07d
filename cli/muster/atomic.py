"""One file replaced atomically: the new content goes to a temporary file beside it, is
flushed and fsynced, takes the old file's mode (and owner where allowed) and replaces it with
one rename, so a crash or kill leaves the old file or the new one, never half of either. A
SIGTERM during the write removes the temporary file; temporary files left by a ``kill -9``
(``.NAME.muster-XXXXXXXX.tmp``, that exact pattern only) are removed by `remove_stale_temps`.

The state files (`muster.state`) and the output files (`muster.outputs`) are written here."""

from __future__ import annotations

import _signal  # type: ignore[import-not-found]  # builtin: `signal` builds its enums (~0.5 ms)
import errno
import os
import re
import stat
import sys
import time
from collections.abc import Callable
from typing import NoReturn

# Test-only hook: seconds to pause between writing the temporary file and the rename (or
# "stdin": until a line arrives there), so a test can kill the process there, or change the
# file, and check the old file (or the change) survives.
PAUSE_ENV = "MUSTER_TEST_PAUSE_BEFORE_REPLACE"


# a temporary file is named ".BASE.muster-XXXXXXXX.tmp", XXXXXXXX being eight random
# characters of these (as `tempfile` names them); the clean-up removes that exact pattern
# and nothing else
_TEMP_INFIX = "muster-"
_TEMP_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"
_TEMP_RANDOM = re.compile(r"[a-z0-9_]{8}")
_TEMP_TRIES = 100  # names tried before giving up (each taken one is another writer's)


def temp_prefix(base: str) -> str:
    return f".{base}.{_TEMP_INFIX}"


def is_own_temp(name: str, base: str) -> bool:
    """Whether ``name`` is a temporary file muster itself made for the state file ``base``."""
    prefix = temp_prefix(base)
    return (name.startswith(prefix) and name.endswith(".tmp")
            and _TEMP_RANDOM.fullmatch(name[len(prefix):-len(".tmp")]) is not None)


def remove_stale_temps(folder: str, base: str) -> None:
    """Temporary files of an earlier writer that was killed (we hold the lock, so no
    writer of ours is using them); only names muster makes, never a user's file."""
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if is_own_temp(name, base):
            try:
                os.unlink(os.path.join(folder, name))
            except OSError:
                pass


def create_temp(folder: str, base: str) -> tuple[int, str]:
    """A new temporary file beside the target, created by this call alone (``O_EXCL``,
    mode 0600, as `tempfile.mkstemp` makes one, whose import costs a write ~13M
    instructions): its descriptor and path."""
    flags = (os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
             | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
    for _ in range(_TEMP_TRIES):
        name = "".join(_TEMP_CHARS[b % len(_TEMP_CHARS)] for b in os.urandom(8))
        tmp = os.path.join(folder, f"{temp_prefix(base)}{name}.tmp")
        try:
            return os.open(tmp, flags, 0o600), tmp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), tmp)


def atomic_write(path: str, data: bytes,
                 before_replace: Callable[[], None] | None = None) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file.

    The temporary file sits beside the target, takes the target's mode (and owner, where
    this process may set it), is fsynced, and is renamed over the target; the folder is
    fsynced after. ``before_replace`` runs just before the rename (it may refuse: then the
    temporary file is removed). A SIGTERM while this runs removes the temporary file and
    exits (143)."""
    target = os.path.realpath(path)
    folder, base = os.path.dirname(target) or ".", os.path.basename(target)
    fd, tmp = create_temp(folder, base)
    restore = _trap_sigterm()
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        try:
            st = os.stat(target)
        except OSError:
            st = None
        if st is not None:
            os.chmod(tmp, stat.S_IMODE(st.st_mode))
            if hasattr(os, "chown") and (st.st_uid, st.st_gid) != (os.getuid(), os.getgid()):
                try:
                    os.chown(tmp, st.st_uid, st.st_gid)
                except OSError:
                    pass
        else:  # a new file: the usual mode for the user's umask
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)
        pause = os.environ.get(PAUSE_ENV)
        if pause:
            sys.stderr.write(f"muster: test pause before replace: {tmp}\n")
            sys.stderr.flush()
            if pause == "stdin":  # until the test sends a line
                sys.stdin.readline()
            else:
                time.sleep(float(pause))
        if before_replace is not None:
            before_replace()
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    finally:
        restore()
    try:
        dfd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dfd)
    except OSError:
        pass
    finally:
        os.close(dfd)


def _trap_sigterm() -> Callable[[], None]:
    """Turn SIGTERM into SystemExit(143) while a write is under way, so the temporary file
    is removed on the way out; returns the function that puts the old handler back (none
    outside the main thread, where `signal.signal` refuses: ValueError)."""

    def on_term(signum: int, frame: object) -> NoReturn:  # noqa: ARG001
        raise SystemExit(128 + _signal.SIGTERM)

    try:
        old = _signal.signal(_signal.SIGTERM, on_term)
    except (ValueError, OSError):
        return lambda: None

    def restore() -> None:
        _signal.signal(_signal.SIGTERM, old)

    return restore
