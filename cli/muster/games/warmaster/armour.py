"""Warmaster armour saves (data/combat.toml ``[armour]``, seed L109-113): one D6 per hit, a
save on the armour value or more; no unit's armour is better than 3+."""

from __future__ import annotations

from muster.engine.data import fold
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult
from muster.errors import FieldError, within
from muster.games.warmaster.tables import combat, item
from muster.i18n import N_
from muster.numbers import NotANumber, parse_int

SAVE = N_("a save is {low}+ to {high}+ (no armour is better than {low}+), or 'none' / 0")


def parse_armour(text: str, field: str = "armour") -> int | None:
    """'4', '4+' -> 4; '0', 'none', '-' -> None (no save); anything else is refused as the
    spec ``field`` it is given for."""
    c = combat()["armour"]
    raw = str(text).strip()
    if fold(raw) in c["none"] or raw == "-":
        return None
    value = raw[:-1] if raw.endswith("+") else raw
    try:
        armour = parse_int(value)
    except NotANumber:
        raise FieldError(field, "armour '{text}' is not a save: give {best}+ to {worst}+ "
                                "(e.g. {field} 4) or 'none' / 0 for no save", text=text,
                         best=c["best"], worst=c["worst"]) from None
    if armour == 0:
        return None
    check_armour(armour, field)
    return armour


def check_armour(armour: int | None, field: str = "armour") -> None:
    """An armour value a spec holds: None (no save) or best+ to worst+."""
    c = combat()["armour"]
    if armour is not None:
        within(field, armour, c["best"], c["worst"], rule=SAVE)


def shielded(armour: int | None) -> int | None:
    """Banner of Shielding: armour one better, never better than the best save."""
    banner = item("banner-of-shielding")
    if armour is None:
        return None
    return max(armour - int(banner["armour_bonus"]), int(banner["armour_best"]))


@frozen
class Saves(JsonResult):
    """The armour saves of ``hits`` (``armour`` None: no save)."""

    armour: int | None
    dice: tuple[int, ...]
    saves: int
    unsaved: int


def roll_saves(src: Source, hits: int, armour: int | None) -> Saves:
    """One D6 per hit, a save on ``armour`` or more (no dice when nothing can be saved)."""
    if armour is None or not hits:
        return Saves(armour, (), 0, hits)
    pool = src.pool(hits, combat()["armour"]["sides"])
    saved = pool.count(lambda v: v >= armour)
    return Saves(armour, tuple(pool.seen()), saved, hits - saved)
