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

# Czech and other spellings players type (matched without case, accents, spaces or dashes;
# the Czech rulebooks keep the English titles, Confrontation is "Konfrontace" at the table)
SPELLINGS: dict[str, tuple[str, ...]] = {
    "confrontation": ("konfrontace", "confrontace"),
    "battlelore": ("battle lore",),
    "warmaster": ("war master",),
    "void": ("void sci fantasy",),
    "mageknight": ("mage knight",),
}

ALIASES: dict[str, str] = {alias: game for game, (_, aliases) in GAMES.items() for alias in aliases}


def _key(name: str) -> str:
    import unicodedata

    plain = "".join(c for c in unicodedata.normalize("NFKD", name)
                    if not unicodedata.combining(c))
    return "".join(c for c in plain.lower() if c.isalnum())


def canonical(name: str) -> str | None:
    """The game id for a name, alias or Czech spelling ('Konfrontace', 'mage-knight'), or
    None."""
    key = name.strip().lower()
    if key in GAMES:
        return key
    if key in ALIASES:
        return ALIASES[key]
    folded = _key(name)
    for game, spellings in SPELLINGS.items():
        if folded == _key(game) or folded in (_key(s) for s in spellings + GAMES[game][1]):
            return game
    return None


def all_names() -> list[str]:
    """Every game id and alias, as completion and "did you mean" offer them."""
    names = []
    for game, (_, aliases) in GAMES.items():
        names += [game, *aliases, *(s for s in SPELLINGS[game] if " " not in s)]
    return list(dict.fromkeys(names))


def known_list() -> str:
    """'confrontation (conf, konfrontace), battlelore (bl), ...' for error messages."""
    parts = []
    for g, (_, a) in GAMES.items():
        extra = [*a] + (["konfrontace"] if g == "confrontation" else [])
        parts.append(f"{g} ({', '.join(extra)})" if extra else g)
    return ", ".join(parts)


def resolve(name: str) -> str:
    game = canonical(name)
    if game is None:
        from muster.i18n import _

        raise MusterError(_("unknown game '{name}' (known: {known})").format(
            name=name, known=known_list()))
    return game
