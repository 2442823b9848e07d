"""One package per game: its procedures and its rule data, all in one place."""

from __future__ import annotations

from muster.errors import MusterError

# canonical id -> (display name, aliases)
GAMES: dict[str, tuple[str, tuple[str, ...]]] = {
    "confrontation": ("Confrontation", ("conf",)),
    "battlelore": ("BattleLore", ("bl",)),
    "warmaster": ("Warmaster", ("wm",)),
    "void": ("Void: Sci-Fantasy", ()),
    "mageknight": ("Mage Knight", ("mk", "mage-knight")),
}

ALIASES: dict[str, str] = {alias: game for game, (_, aliases) in GAMES.items() for alias in aliases}


def canonical(name: str) -> str | None:
    """The game id for a name or alias, or None."""
    key = name.strip().lower()
    if key in GAMES:
        return key
    return ALIASES.get(key)


def resolve(name: str) -> str:
    game = canonical(name)
    if game is None:
        known = ", ".join(f"{g} ({', '.join(a)})" if a else g for g, (_, a) in GAMES.items())
        raise MusterError(f"unknown game '{name}' (known: {known})")
    return game
