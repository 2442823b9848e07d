"""The files attached to a battle (``battle attach``: its deck and fortress): found by the
commands that change them, and each change recorded in the battle (a deck's as one revision
of its own, a breach with its roll), so that the battle's log shows it and ``battle undo``
takes it back in the file too.

A change to an attached file is written to the file first, then recorded in the battle
(each under its own lock, never one inside the other); ``battle undo`` of that record
undoes the file only while the file is still at the revision recorded (a change made
since, outside the battle, is never lost), then the battle (`muster.battle.undo_deck`,
`muster.battle.undo_fortress`: ``battle undo`` imports the one its file needs)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from muster.battle import store

ACTION = "attached"  # the battle's log action of a change to an attached file


def attached(path: str, kind: str, game: str) -> str | None:
    """The file of ``kind`` attached to the battle in ``path``, when that battle is a game
    of ``game`` (a battle of another game has nothing to say about this one's files)."""
    if store.game_of(path) != game:
        return None
    _doc, battle = store.read(path)
    return battle.attached.get(kind)


def same(a: str, b: str) -> bool:
    return os.path.realpath(a) == os.path.realpath(b)


# A writer of a change to a file, called with the roll's result before the battle records
# the roll; what it returns is kept with the roll (for ``battle undo``), None: nothing written.
Writer = Callable[[object], "dict[str, Any] | None"]
# The battle a command is running in (a front end's: `muster.verbs._battle.Session`, while
# its command runs) is offered a command's writer of a file (kind, file, writer) and takes
# it when the file is the one of that kind attached to the battle (True).
OFFERED: list[Callable[[str, str, Writer], bool]] = []


def writing(kind: str, file: str, writer: Writer) -> bool:
    """Offer ``writer`` of ``file`` to the battle the command runs in, if any: True when the
    file is the battle's attached file of ``kind`` (a breach of its fortress), so the
    battle records what it writes with the roll."""
    return any(offer(kind, file, writer) for offer in OFFERED)


def record(path: str, kind: str, file: str, revision: int, action: str, event: Any) -> int:
    """Record in the battle that ``action`` took the attached ``file`` to ``revision``;
    returns the battle's new revision."""
    with store.hold(path) as held:
        doc = held.commit(held.battle, ACTION, {"kind": kind, "file": file,
                                                "revision": revision, "action": action,
                                                "event": event})
        return doc.revision


def undoing(path: str) -> dict[str, Any] | None:
    """The record of an attached file's change that ``battle undo`` would take back now,
    or None when the change it would take back is the battle's own."""
    doc, _battle = store.read(path)
    if not doc.can_undo():
        return None
    revision = int(doc.data["undo"][-1]["revision"]) + 1
    return changed(doc, revision)


def changed(doc: Any, revision: int) -> dict[str, Any] | None:
    """The change to an attached file the battle's revision ``revision`` made: a change
    recorded on its own (a deck's), or with a roll (a breach written to the fortress)."""
    entry = next((e for e in doc.log if e["revision"] == revision), None)
    if entry is None:
        return None
    if entry["action"] == ACTION:
        detail: dict[str, Any] = entry["detail"]
        return detail
    if entry["action"] == "roll" and isinstance(entry.get("detail"), dict):
        with_roll: dict[str, Any] | None = entry["detail"].get("attached")
        return with_roll
    return None
