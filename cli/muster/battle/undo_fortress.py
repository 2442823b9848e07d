"""``battle undo`` of a breach the battle recorded with its roll (`muster.battle.attached`):
the fortress file's own undo (`muster.plain_undo`), while the file still holds what the
breach wrote."""

from __future__ import annotations

from typing import Any

from muster import plain_undo, state
from muster.errors import MusterError
from muster.games.warmaster import fortress as fort
from muster.i18n import say


def undo(detail: dict[str, Any]) -> None:
    """Take the breach ``detail`` records back out of the fortress file (a change made
    since, by hand or by `siege-breach --fortress`, is kept: nothing is undone)."""
    file = detail["file"]
    with state.locked(file, what=fort.WHAT) as lock:
        now = plain_undo.digest(lock.read())
    if now != detail["digest"]:
        raise MusterError(say("the fortress {file} changed since the battle recorded this "
                              "breach; nothing was undone (siege-breach wm --fortress {file} "
                              "--undo takes back its own last change)", file=file))
    plain_undo.undo_file(file, what=fort.WHAT, check=lambda content: fort.from_bytes(content, file))
