"""Gerroff!!! (data/rolls.toml ``[gerroff]``, seed L20-26): the enemy unit is driven back
"5 x k6 cm" towards its own table edge. RULINGS 19: five D6 added (5D6 cm); the other
reading (``one_die``) is one D6 times 5 cm."""

from __future__ import annotations

from typing import Any

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.games.warmaster.tables import GAME, rolls
from muster.i18n import N_

VIEWS = "muster.games.warmaster.views.gerroff"  # its text and odds tables


@frozen
class GerroffSpec:
    one_die: bool = False

    @property
    def reading(self) -> str:
        return "D6 x 5" if self.one_die else "5D6"


@frozen
class Gerroff(JsonResult):
    dice: tuple[int, ...]
    cm: int
    one_die: bool
    seed: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"game": GAME, "form": "gerroff", "reading": "d6x5" if self.one_die else "5d6",
                "dice": list(self.dice), "cm": self.cm, "seed": self.seed}


@rule(GerroffSpec, key=lambda r: r.cm, label=N_("cm"))
def gerroff(src: Source, spec: GerroffSpec) -> Gerroff:
    r = rolls()["gerroff"]
    if spec.one_die:
        value = src.d(r["sides"])
        return Gerroff((value,), value * r["multiplier"], True)
    pool = src.pool(r["dice"], r["sides"])
    return Gerroff(tuple(pool.seen()), pool.total(), False)
