"""What flags do to a unit (RULINGS 15, L29/p.13): the one copy of the retreat rule, which
`wound bl` and `scatter bl` both use.

A Bold unit (or one supported: adjacent to at least 2 friendly units, Bold while it lasts)
may ignore one flag; each other flag is 1 hex toward its own side (2 when Frightened);
every hex that cannot be taken costs one figure.
"""

from __future__ import annotations

from muster.engine.frozen import frozen
from muster.errors import Field, FieldError
from muster.games.battlelore.tables import rules


@frozen
class Retreat:
    """Hexes owed, taken, and figures lost for the hexes that cannot be taken."""

    flags: int
    ignored: int
    owed: int
    taken: int
    lost: int


def effective_morale(morale: str, supported: bool) -> str:
    """A supported unit counts as Bold while supported (L29/p.13, L33/p.15)."""
    return str(rules()["support"]["morale"]) if supported else morale


def check_room(room: int | None, blocked: int | None) -> None:
    """``room`` free hexes or ``blocked`` hexes: two ways to say one thing."""
    if blocked is not None and room is not None:
        raise FieldError("room", "{blocked} and {field} are two ways to say the same thing; "
                         "give one", blocked=Field("blocked"))


def retreat(flags: int, morale: str, figures: int, use_ignore: bool = True,
            room: int | None = None, blocked: int | None = None) -> Retreat:
    """Flags against a unit of ``figures`` figures at ``morale`` (its effective morale):
    every hex beyond ``room`` free hexes, or ``blocked`` of them, costs a figure."""
    m = rules()["morale"][morale]
    ignored = min(flags, m["ignore"]) if use_ignore else 0
    owed = (flags - ignored) * m["per_flag"]
    if room is not None:
        cannot = max(0, owed - room)
    else:
        cannot = min(owed, blocked or 0)
    return Retreat(flags, ignored, owed, owed - cannot, min(cannot, figures))
