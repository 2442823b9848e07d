"""The earlier contents of a plain state file, kept for undo: a state file that is not a JSON
document (a fortress file, written by hand and edited in place) keeps them beside it, in
``.NAME.undo.json``::

    {"muster": "undo", "format": 1, "after": SHA-256 of the content muster last wrote,
     "states": [base64 of an earlier content, ...]}                      (oldest first)

A change goes through `write` and is taken back by `undo_file`, under the state file's
lock, with its checks and atomic write (`muster.state`). Only the commands that change such
a file import this module (its digest and base64 cost every other command's start-up).
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
from collections.abc import Callable
from typing import Any

from muster.atomic import atomic_write
from muster.files import MAX_BYTES, FileRefused, read_bytes
from muster.i18n import say
from muster.state import FORMAT, MAX_UNDO, Locked, StateError, locked


def digest(data: bytes) -> str:
    """The digest a history names the content muster last wrote by (SHA-256, hex)."""
    return hashlib.sha256(data).hexdigest()


def _history_path(target: str) -> str:
    return os.path.join(os.path.dirname(target) or ".", f".{os.path.basename(target)}.undo.json")


def _read_history(target: str) -> tuple[str, list[bytes]] | None:
    """(digest of the content muster last wrote, earlier contents), or None when there is
    no usable history (none, or not one muster wrote: then it is not trusted)."""
    try:
        _, raw = read_bytes(_history_path(target))
        data = json.loads(raw)
        states = [base64.b64decode(x, validate=True) for x in data["states"]]
        if data.get("muster") != "undo" or not isinstance(data.get("after"), str):
            return None
        return data["after"], states
    except (FileRefused, ValueError, KeyError, TypeError):  # binascii.Error is a ValueError
        return None


def _write_history(target: str, after: str, states: list[bytes]) -> None:
    encoded = [base64.b64encode(x).decode("ascii") for x in states]
    doc: dict[str, Any] = {"muster": "undo", "format": FORMAT, "after": after,
                           "states": encoded}
    while len(encoded) > 1 and len(json.dumps(doc)) > MAX_BYTES:
        encoded = encoded[1:]  # the oldest first
        doc["states"] = encoded
    atomic_write(_history_path(target), (json.dumps(doc) + "\n").encode("ascii"))


def write(lk: Locked, data: bytes) -> None:
    """`Locked.write` of ``data``, the content it replaces kept for `undo_file`."""
    before = lk.seen()
    lk.write(data)
    if before is not None:
        history = _read_history(lk.path)
        # kept only while it follows on from what was just replaced (a hand edit in
        # between starts it afresh: it cannot be undone to)
        states = history[1] if history and history[0] == digest(before) else []
        states.append(before)
        _write_history(lk.path, digest(data), states[-MAX_UNDO:])


def undo_file(path: str, *, what: str, check: Callable[[bytes], Any]) -> bytes:
    """Put back the content a plain state file had before muster's last change to it (the
    same lock, checks and atomic write as every change; ``check(content)`` refuses a
    content that is no longer valid). Refused when the file changed since muster wrote it
    (a hand edit would be lost) or when there is nothing to undo. Returns the content
    restored."""
    with locked(path, what=what) as lk:
        now = lk.read()
        history = _read_history(lk.path)
        if history is None or not history[1]:
            raise StateError(say("nothing to undo (muster keeps the earlier states of the "
                                 "changes it made itself)"), file=path)
        after, states = history
        if after != digest(now):
            raise StateError(say("the file changed since muster last wrote it (edited by "
                                 "hand?); undoing would lose that, so nothing was undone"),
                             file=path)
        previous = states.pop()
        check(previous)
        lk.write(previous)
        _write_history(lk.path, digest(previous), states)
        return previous
