"""Rule data files: each game's tables live in ``games/<game>/data/*.toml``.

Every table entry carries its English and Czech name (``en`` / ``cs``) and, where the
rulebook gives one, the line reference of the seed it was read from.
"""

from __future__ import annotations

import tomllib
import unicodedata
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=None)
def load(game: str, name: str) -> dict:
    """The parsed ``games/<game>/data/<name>.toml``."""
    ref = resources.files("muster.games").joinpath(game, "data", f"{name}.toml")
    with ref.open("rb") as fh:
        return tomllib.load(fh)


@lru_cache(maxsize=65536)  # list rules fold the same few names thousands of times
def fold(text: str) -> str:
    """Case-, accent- and spacing-insensitive form of a name ("Dvouruční  SEKERA" ->
    "dvourucni sekera"), for matching names a user typed."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.lower().replace("_", " ").replace("-", " ").split())
