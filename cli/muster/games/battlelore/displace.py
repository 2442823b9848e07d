"""`scatter battlelore`: a retreat drawn, hex by hex, toward the owner's edge.

The distance is not random once the flags are known: `retreat.retreat` (the one copy of
the rule, which `wound bl` uses too) turns flags and morale into hexes owed, hexes taken and
figures lost (RULINGS 15). The flags are given or rolled (the flags among N battle dice).
The picture (in the views) runs along the retreat: the unit starts on the aim point and
each hex is one step up (+y, away from the attacker, toward the owner's side; on the board
each step is one of the two hexes one row nearer the owner's baseline).
"""

from __future__ import annotations

from dataclasses import field
from typing import NamedTuple

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.engine.scatter import Landing, Point, land
from muster.errors import Field, FieldError, within
from muster.games.battlelore.faces import battle_die
from muster.games.battlelore.retreat import check_room, effective_morale, retreat
from muster.games.battlelore.tables import (
    GAME,
    MORALE,
    UNIT_TYPES,
    at_least_zero,
    check_figures,
    full_unit,
    morale_key,
    require,
    unit_type_key,
)
from muster.i18n import N_
from muster.limits import MOST_BATTLE_DICE
from muster.text import english

UNIT = "hex"
VIEWS = "muster.games.battlelore.views.scatter"  # its text, odds table and key
MOST = MOST_BATTLE_DICE


@frozen
class RetreatSpec:
    """The ``flags`` rolled against a unit, or ``battle_dice`` to roll for them; the unit's
    morale, figures (None: a full unit) and room to retreat."""

    flags: int | None = None
    battle_dice: int | None = None
    morale: str = "normal"
    supported: bool = False
    use_ignore: bool = True
    figures: int | None = None
    target_type: str = "foot"
    room: int | None = None
    blocked: int | None = None

    def __post_init__(self) -> None:
        if (self.flags is None) == (self.battle_dice is None):
            raise FieldError("flags", "give {field} N (the flags rolled) or {dice} N (roll "
                             "them), one of the two", dice=Field("battle_dice"))
        for name in ("flags", "battle_dice"):
            if getattr(self, name) is not None:
                within(name, getattr(self, name), 0, MOST)
        for name in ("room", "blocked"):
            at_least_zero(name, getattr(self, name))
        check_room(self.room, self.blocked)
        require(MORALE, "morale", self.morale, "morale")
        require(UNIT_TYPES, "unit_types", self.target_type, "target_type")
        check_figures(self.target_type, self.unit_figures)

    @classmethod
    def named(cls, flags: int | None, battle_dice: int | None, morale: str = "normal",
              supported: bool = False, use_ignore: bool = True, figures: int | None = None,
              target_type: str | None = None, room: int | None = None,
              blocked: int | None = None) -> RetreatSpec:
        """The retreat from names as a player types them (English or Czech)."""
        cls(flags, battle_dice, room=room, blocked=blocked)  # the counts first, then names
        return cls(flags, battle_dice, morale_key(morale), supported, use_ignore, figures,
                   unit_type_key(target_type or "foot"), room, blocked)

    @property
    def unit_figures(self) -> int:
        return full_unit(self.target_type) if self.figures is None else self.figures

    @property
    def effective(self) -> str:
        return effective_morale(self.morale, self.supported)


@frozen(kw_only=True)
class Displacement(JsonResult):
    """A retreat: the battle dice rolled for it (if any), the flags, the morale they were
    taken at, the hexes owed and taken, the figures lost to hexes that cannot be taken, and
    where the unit ends (``landing``, from the ``aim`` point where it stood)."""

    GAME = GAME
    FORM = "retreat"

    spec: RetreatSpec = field(metadata={"json": False})
    rolled: tuple[str, ...]
    flags: int
    flags_ignored: int
    morale: str
    retreat_owed: int
    retreat_hexes: int
    figures_lost_to_blocked_retreat: int
    figures_left: int
    destroyed: bool
    unit: str = UNIT
    aim: Point = Point(0, 0)
    landing: Landing
    seed: int | None = None


class RetreatKey(NamedTuple):
    """(hexes retreated, figures lost): what --times counts (an object in JSON, with its
    English label)."""

    hexes: int
    figures_lost: int

    def __str__(self) -> str:
        """In English, as --json labels it; the views show it in the user's language."""
        return f"retreat {english(self.hexes)}, {english(self.figures_lost)} lost"


def displace_key(d: Displacement) -> RetreatKey:
    return RetreatKey(d.retreat_hexes, d.figures_lost_to_blocked_retreat)


@rule(RetreatSpec, key=displace_key, label=N_("hexes, figures lost"))
def displace(src: Source, spec: RetreatSpec) -> Displacement:
    rolled: tuple[str, ...] = ()
    if spec.battle_dice is not None:
        pool = src.pool(spec.battle_dice, battle_die())
        flags = pool.count(lambda f: f == "flag")
        rolled = tuple(pool.seen())
    else:
        flags = spec.flags or 0
    ret = retreat(flags, spec.effective, spec.unit_figures, spec.use_ignore, spec.room,
                  spec.blocked)
    left = spec.unit_figures - ret.lost
    return Displacement(spec=spec, rolled=rolled, flags=ret.flags, flags_ignored=ret.ignored,
                        morale=spec.effective, retreat_owed=ret.owed, retreat_hexes=ret.taken,
                        figures_lost_to_blocked_retreat=ret.lost, figures_left=left,
                        destroyed=left == 0, landing=land(ret.taken, 0))
