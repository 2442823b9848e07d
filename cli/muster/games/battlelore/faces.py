"""BattleLore's battle die (data/combat.toml ``[die]``, ``[faces]``): its six symbols, the
names a player types for them, and a tally of the faces a throw shows. Apart from the
tables (`muster.games.battlelore.tables`), which a help and a list check read without the
dice engine."""

from __future__ import annotations

from functools import cache

from muster.engine.data import fold
from muster.engine.die import Die
from muster.games.battlelore.tables import rules
from muster.i18n import Named

VIEWS = "muster.games.battlelore.views.roll"  # a tally's key, shown in the user's language


@cache
def battle_die() -> Die:
    """Six faces, one of each symbol (RULINGS 13); a face answers to its English and Czech
    names and aliases, with or without accents."""
    r = rules()
    faces = tuple(r["die"]["faces"])
    aliases = []
    for face in faces:
        info = r["faces"][face]
        for spelling in [info["en"], info["cs"], *info.get("aliases", [])]:
            aliases.append((spelling, face))
            aliases.append((fold(spelling), face))
    face_names = tuple(Named(face, r["faces"][face]["cs"]) for face in faces)
    return Die(faces, Named("battle die", "bojová kostka"), tuple(aliases), face_names)


class Tally(tuple[int, ...]):
    """Counts per face in die order (green, blue, red, bonus, flag, lore): the --times
    outcome without a target: "1 green, 2 flag" (the views show it in Czech)."""

    def __str__(self) -> str:
        """In English, as --json labels it; the views show it in the user's language."""
        parts = [f"{c} {f}" for f, c in zip(battle_die().faces, self, strict=True) if c]
        return ", ".join(parts) or "no dice"
