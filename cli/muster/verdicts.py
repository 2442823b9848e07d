"""A state file's schema verdict, kept beside it by content: when muster writes a state
document it has checked, it notes in ``.NAME.checked`` the digest of the bytes written and
the schema they match (a check that names its schema, `verdict_key`, and can be run without
it, `rest`: `muster.state_check.SchemaCheck`); a later command that
reads exactly those bytes under that same schema knows they match it and does not import
and run the schema checker again (jsonschema-rs: ~65M instructions, about a third of a deck
command). Bytes that differ by one character (a hand edit, another program's change) are
checked in full, so is every state muster is about to write; a schema changed by an
upgrade names another key. A missing, unreadable or garbled note, or one another user
owns, only costs the check. Only muster's own writes note a verdict (a read never writes
beside a file).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from typing import Any, cast

from muster.atomic import create_temp

try:
    from _blake2 import blake2b  # hashlib's own, without OpenSSL's import (~11M)
except ImportError:  # pragma: no cover - a Python built without it
    from hashlib import blake2b

FORMAT = b"muster-checked 1"

Check = Callable[[dict[str, Any], str], None]  # muster.state.Check


def key_of(check: Check) -> str | None:
    """The schema ``check`` names for a kept verdict, or None (a check that names none is
    always run whole)."""
    key = getattr(check, "verdict_key", None)
    if key is None:
        return None
    try:
        return str(key())
    except OSError:  # its schema file is gone: no verdict
        return None


def rest(check: Check) -> Check:
    """``check`` without its schema part, for a state known to match the schema; a check
    that cannot leave it out is run whole."""
    return cast(Check, getattr(check, "rest", check))


def note_path(target: str) -> str:
    """Where the verdict on the state file ``target`` (its real path) is kept."""
    folder, base = os.path.split(target)
    return os.path.join(folder or ".", f".{base}.checked")


def _note(raw: bytes, key: str) -> bytes:
    return b"\n".join((FORMAT, key.encode("utf-8"), blake2b(raw).hexdigest().encode(), b""))


def known(target: str, raw: bytes, check: Check) -> bool:
    """Whether the content ``raw`` of ``target`` was found to match the schema ``check``
    names, by a note this user's muster wrote."""
    key = key_of(check)
    if key is None:
        return False
    try:
        fd = os.open(note_path(target), os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or (hasattr(os, "getuid")
                                               and info.st_uid != os.getuid()):
            return False  # not a file this user's muster wrote: not trusted
        kept = os.read(fd, 4096)
    except OSError:
        return False
    finally:
        os.close(fd)
    return kept == _note(raw, key)


def keep(target: str, raw: bytes, check: Check) -> None:
    """Note that ``raw``, just written to ``target``, matches the schema ``check`` names
    (every state in it was checked): whole or not at all (a reader without the lock sees
    the old note or the new one), through a temporary file named as the state file's own
    (`muster.atomic`: the lock's holder removes one a killed writer left); a folder that
    takes no note is left alone. Called under the state file's lock."""
    key = key_of(check)
    if key is None:
        return

    folder, base = os.path.split(target)
    try:
        fd, temporary = create_temp(folder or ".", base)
    except OSError:
        return
    try:
        try:
            os.write(fd, _note(raw, key))
        finally:
            os.close(fd)
        os.replace(temporary, note_path(target))
    except OSError:
        try:
            os.remove(temporary)
        except OSError:
            pass
