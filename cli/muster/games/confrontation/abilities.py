"""Confrontation's plain ability dice (seed 000, RULINGS 3: never open-ended, and a 1 is only
what the ability says it is): Regeneration / X (L1257-1263), Reinforcement (L1264-1272) and
Mutagenic / X (L1214-1235). The numbers are in ``data/rolls.toml``."""

from __future__ import annotations

from dataclasses import dataclass, field

from muster.engine.dice import Source
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError
from muster.games.confrontation.tables import GAME, current_key, roll_rules, wound_name
from muster.i18n import N_, Named

VIEWS = "muster.games.confrontation.views.rolls"  # its text and odds tables

_OUTCOMES = (N_("returns"), N_("nothing"), N_("loses the ability"))  # for the catalog


def _shown_key(result: Regeneration | Reinforcement | Mutagenic) -> object:
    return result.key


# ------------------------------------------------------------------------- Regeneration


@dataclass(frozen=True)
class RegenerationSpec:
    """Regeneration / ``x`` of a figure carrying the wound ``current``."""

    x: int
    current: str

    def __post_init__(self) -> None:
        r = roll_rules()["regeneration"]
        if not 1 <= self.x <= r["sides"]:
            raise FieldError("x", "Regeneration / X needs X from 1 to {sides}, not {x}",
                             sides=r["sides"], x=self.x)
        object.__setattr__(self, "current", current_key(self.current))
        if self.current == "none":
            raise FieldError("current", "Regeneration works on a wound: give {field} light, "
                             "serious or critical (stunned and killed outright cannot be "
                             "regenerated)")


@dataclass(frozen=True)
class Regeneration(JsonResult):
    GAME = GAME

    ability: str
    x: int
    dice: tuple[int, ...]
    before: str
    after: str
    levels_healed: int
    seed: int | None = None

    @property
    def key(self) -> Named:
        return wound_name(self.after)


@rule(RegenerationSpec, key=_shown_key, label=N_("outcome"))
def regeneration(src: Source, spec: RegenerationSpec) -> Regeneration:
    """A d6 >= X takes the wound one level lighter, again while it succeeds."""
    r = roll_rules()["regeneration"]
    wound, dice = spec.current, []
    while wound != "none":
        d = src.d(r["sides"])
        dice.append(d)
        if d < spec.x:
            break
        wound = r["lighter"][wound]
    healed = len([d for d in dice if d >= spec.x])
    return Regeneration("regeneration", spec.x, tuple(dice), spec.current, wound, healed)


# ------------------------------------------------------------------------ Reinforcement


@dataclass(frozen=True)
class ReinforcementSpec:
    """Reinforcement's die at the start of a round."""


@dataclass(frozen=True)
class Reinforcement(JsonResult):
    GAME = GAME

    ability: str
    die: int
    outcome: str
    seed: int | None = None

    @property
    def key(self) -> str:
        return self.outcome


@rule(ReinforcementSpec, key=_shown_key, label=N_("outcome"))
def reinforcement(src: Source, spec: ReinforcementSpec) -> Reinforcement:
    """5-6 brings back the cheapest removed figure, 1-2 takes the ability from it."""
    r = roll_rules()["reinforcement"]
    d = src.d(r["sides"])
    if d in r["returns_on"]:
        key = "returns"
    elif d in r["loses_on"]:
        key = "loses the ability"
    else:
        key = "nothing"
    return Reinforcement("reinforcement", d, key)


# --------------------------------------------------------------------------- Mutagenic


@dataclass(frozen=True)
class MutagenicSpec:
    """Mutagenic / ``x``."""

    x: int


@dataclass(frozen=True)
class Mutagenic(JsonResult):
    GAME = GAME

    ability: str
    x: int
    die: int
    failure: bool
    points: int
    seed: int | None = field(default=None)

    @property
    def key(self) -> int:
        return self.points


@rule(MutagenicSpec, key=_shown_key, label=N_("outcome"))
def mutagenic(src: Source, spec: MutagenicSpec) -> Mutagenic:
    """d6 + X points for the round; a 1, or die + X of 1 or less, gives none. Plain: no
    rolling on after a 6."""
    r = roll_rules()["mutagenic"]
    d = src.d(r["sides"])
    fails = d == 1 or d + spec.x <= r["failure_at_most"]
    return Mutagenic("mutagenic", spec.x, d, fails, 0 if fails else d + spec.x)
