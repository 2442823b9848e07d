"""Rule data files: each game's tables live in ``games/<game>/data/*.toml``.

Every table entry carries its English and Czech name (``en`` / ``cs``) and, where the
rulebook gives one, the line reference of the seed it was read from.

A user may override any data file: with ``MUSTER_DATA=DIR`` set, the values a file
``DIR/<game>/<name>.toml`` sets replace the bundled ones (tables merge key by key, so the
file need hold only what changes). The shared rulings ask for this where a number comes from outside the rulebooks,
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
    ref = resources.files("muster.games").joinpath(game, "data", f"{name}.toml")
    with ref.open("rb") as fh:
        bundled = tomllib.load(fh)
    override = os.environ.get("MUSTER_DATA")
    if override:
        path = os.path.join(override, game, f"{name}.toml")
        if os.path.isfile(path):
            try:
                with open(path, "rb") as fh:
                    return _merge(bundled, tomllib.load(fh))
            except (OSError, tomllib.TOMLDecodeError) as err:
                raise MusterError(f"cannot read this data file (set by MUSTER_DATA): {err}",
                                  file=path) from None
    return bundled


def _merge(base: dict, mine: dict) -> dict:
    """The user's file over the bundled one: tables merge key by key, any other value
    (a number, a name, a list) replaces the bundled value."""
    out = dict(base)
    for key, value in mine.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            out[key] = _merge(base[key], value)
        else:
            out[key] = value
    return out


@lru_cache(maxsize=65536)  # list rules fold the same few names thousands of times
def fold(text: str) -> str:
    """Case-, accent- and spacing-insensitive form of a name ("Dvouruční  SEKERA" ->
    "dvourucni sekera"), for matching names a user typed."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.lower().replace("_", " ").replace("-", " ").split())
