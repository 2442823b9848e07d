"""What every Mage Knight rule module shares: the game's name, the numbers of
``data/attack.toml`` and the check of a value against their bounds. The attack roll
(`attack.py`) and the close-combat advantages (`close.py`) both read them, so they live
here, apart from both."""

from __future__ import annotations

from typing import Any

from muster.engine.data import load
from muster.errors import RangeError
from muster.i18n import N_

GAME = "mageknight"

OUT_OF_RANGE = N_("{field} {value} is out of range (it must be {lo}-{hi})")


def rules() -> dict[str, Any]:
    return load(GAME, "attack")


def bounded(name: str, value: int, bound: str | None = None) -> int:
    """Refuse a value outside the sanity bounds of data/attack.toml [bounds] (``bound``,
    default the field's own name)."""
    lo, hi = rules()["bounds"][bound or name]
    if not lo <= value <= hi:
        raise RangeError(name, value, lo, hi, name, msgid=OUT_OF_RANGE, lo=lo, hi=hi)
    return value
