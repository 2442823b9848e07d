"""Gerroff!!! (data/rolls.toml ``[gerroff]``, seed L20-26): the enemy unit is driven back
"5 x k6 cm" towards its own table edge. RULINGS 19: five D6 added (5D6 cm); the other
reading (``one_die``) is one D6 times 5 cm."""

from __future__ import annotations

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.games.warmaster.tables import GAME, rolls
from muster.i18n import N_

VIEWS = "muster.games.warmaster.views.gerroff"  # its text and odds tables

FIVE_DICE, ONE_DIE = "5d6", "d6x5"  # the readings as the JSON names them


@frozen
class GerroffSpec:
    one_die: bool = False

    @property
    def reading(self) -> str:
        return "D6 x 5" if self.one_die else "5D6"


@frozen
class Gerroff(JsonResult):
    """The drive-back: ``reading`` "5d6" (RULINGS 19) or "d6x5" (``one_die``), its dice and
    the distance."""

    GAME = GAME
    FORM = "gerroff"
    reading: str
    dice: tuple[int, ...]
    cm: int
    seed: int | None = None

    @property
    def one_die(self) -> bool:
        return self.reading == ONE_DIE


@rule(GerroffSpec, key=lambda r: r.cm, label=N_("cm"))
def gerroff(src: Source, spec: GerroffSpec) -> Gerroff:
    r = rolls()["gerroff"]
    if spec.one_die:
        value = src.d(r["sides"])
        return Gerroff(ONE_DIE, (value,), value * r["multiplier"])
    pool = src.pool(r["dice"], r["sides"])
    return Gerroff(FIVE_DICE, tuple(pool.seen()), pool.total())
