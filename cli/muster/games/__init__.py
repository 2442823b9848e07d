"""One package per game: its rules, its views and its rule data, all in one place.

`REGISTRY` says explicitly what each game offers each verb: one `GameEntry` per game, read
through the `Game` protocol. The verbs list, import and complete games from it (a game's
command module is ``muster.verbs.<verb>.<game>``), the list checker finds a game's list
rules through it (`Game.part`: ``lists``), the battle tracker a game's battle part
(``battle``, for the games that offer `BATTLE`) and a battle's undo the check of a deck
file (`DECK`, for the games whose deploy-shuffle keeps one). Importing it imports no game's
module: a part is a module's name, imported by whoever reads it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from muster.engine.frozen import frozen
from muster.engine.names import Lookup, did_you_mean, hint
from muster.errors import MusterError
from muster.i18n import Named, say
from muster.language import czech
from muster.text import squashed

if TYPE_CHECKING:
    from muster.engine.names import Lookup

ROLL, WOUND, LISTS, DEPLOY, SCATTER, SIEGE, BATTLE = (
    "roll", "wound", "list-validate", "deploy-shuffle", "scatter", "siege-breach", "battle")
# the module of a game's package that holds what a verb asks of it, the same in every game
# that offers the verb (`Game.part`)
PARTS = {LISTS: "lists", BATTLE: "battle"}
# the part whose ``semantic_check`` checks the deck file a game's deploy-shuffle keeps (what
# its schema cannot say); a game's entry names its module (`GameEntry.deck`)
DECK = "deck"


@runtime_checkable
class Game(Protocol):
    """What a game offers muster: its id, the name players know it by, the short names a
    command takes, the verbs it offers and, for a verb that reads a module of the game, that
    module's name."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...

    @property
    def aliases(self) -> tuple[str, ...]: ...

    @property
    def verbs(self) -> frozenset[str]: ...

    def offers(self, verb: str) -> bool:
        """Whether the game has a command of ``verb``."""
        ...

    def part(self, verb: str) -> str:
        """The module of the game that ``verb`` reads, or for `DECK` the one that checks
        its deck file; KeyError when there is none (the game does not offer the verb or
        keeps no deck, or the verb reads no module of a game)."""
        ...


@frozen
class GameEntry:
    """A game in `REGISTRY`: a `Game`."""

    id: str
    name: str
    aliases: tuple[str, ...]
    verbs: frozenset[str]
    # the module of the game's package that checks its deck file (`DECK`), for a game
    # whose deploy-shuffle keeps one
    deck: str | None = None

    def offers(self, verb: str) -> bool:
        return verb in self.verbs

    def part(self, verb: str) -> str:
        """The module of this game that ``verb`` reads (its list rules, its battle part,
        its deck file's check)."""
        if verb == DECK and self.deck is not None and self.offers(DEPLOY):
            module = self.deck
        elif self.offers(verb) and verb in PARTS:
            module = PARTS[verb]
        else:
            raise KeyError(f"{self.id} has no part for {verb}")
        return f"{__name__}.{self.id}.{module}"


_EVERYWHERE = frozenset({ROLL, WOUND, LISTS, DEPLOY, SCATTER, BATTLE})

# read-only: a script reads the games, it does not add one (MappingProxyType)
REGISTRY: Mapping[str, Game] = MappingProxyType({g.id: g for g in (
    GameEntry("confrontation", "Confrontation", ("conf",), _EVERYWHERE, deck="deploy"),
    GameEntry("battlelore", "BattleLore", ("bl",), _EVERYWHERE, deck="cards"),
    GameEntry("warmaster", "Warmaster", ("wm",), _EVERYWHERE | {SIEGE}),
    GameEntry("void", "Void: Sci-Fantasy", (), _EVERYWHERE),
    GameEntry("mageknight", "Mage Knight", ("mk", "mage-knight"), _EVERYWHERE | {SIEGE}),
)})

# canonical id -> (display name, aliases)
GAMES: dict[str, tuple[str, tuple[str, ...]]] = {
    g.id: (g.name, g.aliases) for g in REGISTRY.values()}


def offering(verb: str) -> list[str]:
    """The games that offer ``verb``, in the registry's order."""
    return [g.id for g in REGISTRY.values() if g.offers(verb)]


# Czech and other spellings players type (matched without case, accents, spaces or dashes;
# the Czech rulebooks keep the English titles, Confrontation is "Konfrontace" at the table)
SPELLINGS: dict[str, tuple[str, ...]] = {
    "confrontation": ("konfrontace", "confrontace"),
    "battlelore": ("battle lore",),
    "warmaster": ("war master",),
    "void": ("void sci fantasy",),
    "mageknight": ("mage knight",),
}

# the name a Czech player calls a game by, offered first to him (did you mean 'konfrontace'
# or 'conf'?); the other games keep their English titles in Czech
CZECH_NAMES: dict[str, str] = {"confrontation": "konfrontace"}

ALIASES: dict[str, str] = {alias: game for game, (_, aliases) in GAMES.items() for alias in aliases}

_LOOKUP: list[Lookup] = []  # the games by every name, made when a name is first looked up


def lookup() -> Lookup:
    """The games by id, title, alias and spelling, compared without case, accents, spaces,
    dashes or punctuation (`muster.text.squashed`: 'Mage-Knight', 'war master')."""
    if not _LOOKUP:
        _LOOKUP.append(Lookup("game", {g: {"en": name, "aliases": [*aliases, *SPELLINGS[g]]}
                                       for g, (name, aliases) in GAMES.items()},
                              folding=squashed))
    return _LOOKUP[0]


def canonical(name: str) -> str | None:
    """The game id for a name, alias or Czech spelling ('Konfrontace', 'mage-knight'), or
    None. A game's id or alias as the registry spells it is its own answer: a game
    command's quick door loads no lookup for it (tests/test_startup_imports.py)."""
    if name in GAMES:
        return name
    return ALIASES.get(name) or lookup().key(name)


def all_names(games: Sequence[str] | None = None) -> list[str]:
    """Every game id and alias (of ``games``, default every game), as completion and "did
    you mean" offer them."""
    names = []
    for game in GAMES if games is None else games:
        aliases = GAMES[game][1]
        names += [game, *aliases, *(s for s in SPELLINGS[game] if " " not in s)]
    return list(dict.fromkeys(names))


def known_list(games: Sequence[str] | None = None) -> str:
    """'confrontation (conf, konfrontace), battlelore (bl), ...' for error messages (of
    ``games``, default every game)."""
    parts = []
    for g in GAMES if games is None else games:
        extra = [*GAMES[g][1]] + (["konfrontace"] if g == "confrontation" else [])
        parts.append(f"{g} ({', '.join(extra)})" if extra else g)
    return ", ".join(parts)


def games_listed() -> str:
    """Every name of every game, in the user's language: English 'confrontation (conf,
    konfrontace), ...'; Czech the Czech name first and the other names after slashes, so
    that the list sits inside a refusal's one bracket with no bracket of its own
    ('konfrontace/confrontation/conf, battlelore/bl, ...')."""
    return ", ".join(names_listed()) if czech() else known_list()


def names_listed(games: Sequence[str] | None = None) -> list[str]:
    """Each game's names as Czech lists them: the Czech name first, the other names after
    slashes ('konfrontace/confrontation/conf', 'battlelore/bl', ...); of ``games``, default
    every game."""
    return ["/".join(dict.fromkeys([CZECH_NAMES.get(g, g), g, *GAMES[g][1]]))
            for g in (GAMES if games is None else games)]


def game_hint(name: str) -> str:
    """The did-you-mean of a misspelt game, '' when none is close: the spelling closest
    to what was typed, in its language ('konfrontce': 'konfrontace', 'confrontaton':
    'confrontation'), each one accepted."""

    return did_you_mean(name, all_names(), same=canonical)


def unknown_game(name: str, games: Sequence[str] | None = None) -> MusterError:
    """The one refusal of a name no game answers to: the games allowed (``games``: those a
    command offers, default every game) with all their names, and the closest spelling
    among theirs (in Czech inside the bracket of allowed values)."""
    return MusterError(say("unknown game '{name}' (allowed: {known}{hint})", name=Named(name),
                           known=Named(known_list(games), ", ".join(names_listed(games))),
                           hint=hint(name, all_names(games), same=canonical,
                                     czech_name=lambda n: CZECH_NAMES.get(canonical(n) or ""))))


def resolve(name: str) -> str:
    game = canonical(name)
    if game is None:
        raise unknown_game(name)
    return game
