"""A retreat's length as BattleLore's views say it, shared by the retreat's views
(`muster.games.battlelore.views.scatter`) and the attack's (`wound`), so that neither
imports the other's rules."""

from __future__ import annotations

from muster.i18n import counted, czech
from muster.text import number


def hexes_text(n: int) -> str:
    """A retreat's length: '2' in English, '2 hexy' in Czech."""
    return counted(n, ["hex", "hexy", "hexů"]) if czech() else number(n)
