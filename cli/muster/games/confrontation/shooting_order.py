"""The order of the shooting phase (seed 000 L741-747, L718-719, L770-771): the highest
Initiative shoots first, a precise or rapid shot changing it for the order only; one army's
shooters with the same Initiative shoot at once, and across armies the tactical roll's winner
shoots first. No die is rolled. The numbers are in ``data/shooting.toml``."""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError
from muster.games.confrontation.tables import GAME, shooting_rules
from muster.i18n import N_

VIEWS = "muster.games.confrontation.views.shooting_order"  # its text


@frozen
class Shooter:
    """One shooter (or one card's shooters) for the shooting order: its ``side``, ``name``,
    Initiative and the shot type it declares (``shot``: "precise", "rapid" or "")."""

    side: str
    name: str
    initiative: int
    shot: str = ""

    @property
    def order_initiative(self) -> int:
        """Its Initiative for the order only: a precise shot -2, a rapid one +2 (it may go
        below 0, L770-771)."""
        return self.initiative + (shooting_rules()["type"][self.shot]["initiative"]
                                  if self.shot else 0)


@frozen
class ShootingOrderSpec:
    """The shooters of a shooting phase and the side that won this round's tactical roll
    (``first``): the highest Initiative shoots first; one army's shooters with the same
    Initiative shoot at once; across armies the tactical roll's winner's go first (L741-747,
    L718-719)."""

    shooters: tuple[Shooter, ...]
    first: str

    def __post_init__(self) -> None:
        if not self.shooters:
            raise FieldError("shooters", "{field} lists the shooters: SIDE:NAME:INI[:precise|"
                             "rapid], one each")
        sides = list(dict.fromkeys(s.side for s in self.shooters))
        if len(sides) > 2:
            raise FieldError("shooters", "a battle has two sides, not {sides}",
                             sides=", ".join(sides))
        if self.first not in sides and len(sides) == 2:
            raise FieldError("first", "{field} names the side that won the tactical roll: one "
                             "of {sides}, not '{side}'", sides=", ".join(sides),
                             side=self.first)
        for s in self.shooters:
            if s.shot not in ("", "precise", "rapid"):
                raise FieldError("shooters", "a shooter's shot type for the order is precise "
                                 "or rapid, not '{shot}'", shot=s.shot)

    def volleys(self) -> list[tuple[int, str, tuple[Shooter, ...]]]:
        """The shooting order: (Initiative, side, the shooters who shoot at once)."""
        groups: dict[tuple[int, str], list[Shooter]] = {}
        for s in self.shooters:
            groups.setdefault((s.order_initiative, s.side), []).append(s)
        return [(ini, side, tuple(group)) for (ini, side), group in
                sorted(groups.items(), key=lambda kv: (-kv[0][0], kv[0][1] != self.first))]


@frozen
class Ordered:
    """A shooter as the order shows it: its name, Initiative and shot type (None: plain)."""

    name: str
    initiative: int
    shot: str | None


@frozen
class Volley:
    """The shooters of one army who shoot at once, at their Initiative for the order."""

    initiative: int
    side: str
    shooters: tuple[Ordered, ...]


@frozen
class ShootingOrder(JsonResult):
    """The shooting order: the tactical roll's winner (``first``) and the volleys in turn."""

    GAME = GAME
    FORM = "shooting_order"

    first: str
    volleys: tuple[Volley, ...]
    seed: int | None = field(default=None, metadata={"json": False})


def order_key(result: ShootingOrder) -> str:
    return " > ".join("+".join(s.name for s in v.shooters) for v in result.volleys)


@rule(ShootingOrderSpec, key=order_key, label=N_("shooting order"))
def shooting_order(src: Source, spec: ShootingOrderSpec) -> ShootingOrder:
    """No die: the order follows from the Initiatives and the tactical roll."""
    return ShootingOrder(spec.first, tuple(
        Volley(ini, side, tuple(Ordered(s.name, s.initiative, s.shot or None) for s in group))
        for ini, side, group in spec.volleys()))
