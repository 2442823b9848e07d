"""Rule data files: each game's tables live in ``games/<game>/data/*.toml``.

Every table entry carries its English and Czech name (``en`` / ``cs``) and, where the
rulebook gives one, the line reference of the seed it was read from.

A user may replace any data file with their own: with ``MUSTER_DATA=DIR`` set, a file
``DIR/<game>/<name>.toml`` is read instead of the bundled one (copy the bundled file and
edit it). The shared rulings ask for this where a number comes from outside the rulebooks,
such as the faces of a BattleLore battle die.
"""

from __future__ import annotations

import os
import tomllib
import unicodedata
from functools import lru_cache
from importlib import resources

from muster.errors import MusterError


@lru_cache(maxsize=None)
def load(game: str, name: str) -> dict:
    """The parsed ``games/<game>/data/<name>.toml``, or the user's replacement for it."""
    override = os.environ.get("MUSTER_DATA")
    if override:
        path = os.path.join(override, game, f"{name}.toml")
        if os.path.isfile(path):
            try:
                with open(path, "rb") as fh:
                    return tomllib.load(fh)
            except (OSError, tomllib.TOMLDecodeError) as err:
                raise MusterError(f"cannot read this data file (set by MUSTER_DATA): {err}",
                                  file=path) from None
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
