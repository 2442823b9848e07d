"""Files muster writes that are not state files (`scatter --svg`, `roll --chart`): one guard
for every output path. A new or writable regular file (a link is followed to it) is replaced
atomically through `muster.atomic.atomic_write`; a FIFO someone reads, or a character device,
is written as a stream and stays what it is; anything else is refused before any work."""

from __future__ import annotations

import errno
import os
import stat

from muster.atomic import atomic_write
from muster.files import FileRefused, file_kind, no_folder, os_reason
from muster.i18n import N_, say


def _writable(st: os.stat_result, path: str) -> None:
    """Refuse a regular file the user may not write (no write bit, or not theirs to write:
    replacing it would need only the folder's permission)."""
    if not st.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH):
        raise FileRefused("output.read-only", say("is read-only (no write permission); "
                                                  "muster leaves it as it is"))
    if not os.access(path, os.W_OK):
        raise FileRefused("output.read-only", say("you have no write permission on it (its "
                                                  "owner may change it); muster leaves it as "
                                                  "it is"))


def check_output(path: str) -> os.stat_result | None:
    """Refuse, before any work, a path muster may not write an output file to: empty, a
    folder, a link that names no regular file (a loop, a dangling link), a regular file
    the user may not write, a block device or a socket. Returns the stat of what is there
    (after links), or None for a new file."""
    if not path:
        raise FileRefused("output.empty", say("the file name is empty"))
    if path.endswith(os.sep) or (os.altsep and path.endswith(os.altsep)):
        raise FileRefused("output.folder", say("names a folder (it ends in '{sep}'), not a "
                                               "file", sep=os.sep))
    try:
        lst = os.lstat(path)
    except FileNotFoundError:
        lst = None
    except OSError as err:
        raise _cannot_write(err) from None
    if lst is None:
        folder = os.path.dirname(path) or "."
        if not os.path.isdir(folder):
            raise FileRefused("output.missing", no_folder(folder))
        return None
    try:
        st = os.stat(path)
    except OSError as err:
        if stat.S_ISLNK(lst.st_mode):
            raise FileRefused("output.link", say(
                "is a link that names no file ({reason}); muster follows a link only to a "
                "regular file", reason=os_reason(err))) from None
        raise _cannot_write(err) from None
    if stat.S_ISREG(st.st_mode):
        _writable(st, path)
    elif not (stat.S_ISFIFO(st.st_mode) or stat.S_ISCHR(st.st_mode)):
        raise FileRefused("output.not-a-file", say(
            "is {kind}; muster writes to a regular file, a FIFO or a character device",
            kind=say(file_kind(st.st_mode))))
    return st


def _cannot_write(err: OSError) -> FileRefused:
    return FileRefused("output.cannot-write", say("cannot write: {reason}",
                                                  reason=os_reason(err)))


def write_output(path: str, data: bytes) -> None:
    """Write an output file (an SVG picture) through the one guard: a new or a writable
    regular file (a link is followed to it) is replaced atomically; a FIFO that someone
    reads, or a character device, is written as a stream and stays what it is; everything
    else is a `FileRefused` and nothing is touched."""
    st = check_output(path)
    if st is None or stat.S_ISREG(st.st_mode):
        try:
            atomic_write(os.path.realpath(path), data)
        except OSError as err:
            raise _cannot_write(err) from None
        return
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0)
                     | getattr(os, "O_CLOEXEC", 0))
    except OSError as err:
        if err.errno == errno.ENXIO:  # a FIFO nobody reads: writing would hang
            raise FileRefused("output.no-reader", say(
                "is {kind} that nobody reads; start the reader first",
                kind=say(N_("a FIFO (named pipe)")))) from None
        raise _cannot_write(err) from None
    try:
        now = os.fstat(fd)
        if not (stat.S_ISFIFO(now.st_mode) or stat.S_ISCHR(now.st_mode)):
            raise FileRefused("output.not-a-file", say(
                "is {kind}; muster writes to a regular file, a FIFO or a character device",
                kind=say(file_kind(now.st_mode))))
        os.set_blocking(fd, True)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    except OSError as err:
        raise _cannot_write(err) from None
    finally:
        os.close(fd)
