"""Confrontation's plain ability dice (seed 000, RULINGS 3: never open-ended, and a 1 is only
what the ability says it is): Regeneration / X (L1257-1263), Reinforcement (L1264-1272) and
Mutagenic / X (L1214-1235); and how many figures a round's Mutagenic dice and Toxic dice go
to (L1215-1219, L1496-1500). The numbers are in ``data/rolls.toml``."""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.errors import FieldError, within
from muster.games.confrontation.tables import GAME, current_key, roll_rules, wound_name
from muster.i18n import N_, Named
from muster.limits import MOST_CHARACTERISTIC

VIEWS = "muster.games.confrontation.views.abilities"  # its text and odds tables

_OUTCOMES = (N_("returns"), N_("nothing"), N_("loses the ability"))  # for the catalog


def _shown_key(result: Regeneration | Reinforcement | Mutagenic | MutagenicRound) -> object:
    return result.key


def figures_for(ability: str, points: int) -> int:
    """How many figures a round's Mutagenic or Toxic dice go to: one per 100 A.P. of the
    army's fighters with the ability, whole hundreds for Mutagenic (L1215-1217), part of a
    hundred counted for Toxic (L1497-1498)."""
    r = roll_rules()[ability]
    per = int(r["points_per_figure"])
    return -(-points // per) if r["round_up"] else points // per


def _check_points(points: int | None) -> None:
    if points is not None:
        within("points", points, 0)


# ------------------------------------------------------------------------- Regeneration


@frozen
class RegenerationSpec:
    """Regeneration / ``x`` of a figure carrying the wound ``current``."""

    x: int
    current: str

    def __post_init__(self) -> None:
        r = roll_rules()["regeneration"]
        within("x", self.x, 1, r["sides"])  # a d6 >= X: the die's faces (data)
        object.__setattr__(self, "current", current_key(self.current))
        if self.current == "none":
            raise FieldError("current", "Regeneration works on a wound: give {field} light, "
                             "serious or critical (stunned and killed outright cannot be "
                             "regenerated)")


@frozen
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


@frozen
class ReinforcementSpec:
    """Reinforcement's die at the start of a round."""


@frozen
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


@frozen
class MutagenicSpec:
    """Mutagenic / ``x``; with ``points`` (the A.P. of the army's Mutagenic fighters), the
    round's dice: one per figure the points allow."""

    x: int
    points: int | None = None

    def __post_init__(self) -> None:
        within("x", self.x, -MOST_CHARACTERISTIC, MOST_CHARACTERISTIC)
        _check_points(self.points)

    @property
    def figures(self) -> int:
        return 1 if self.points is None else figures_for("mutagenic", self.points)


@frozen
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


@frozen
class MutagenicRound(JsonResult):
    """A round's Mutagenic dice: one per figure the army's points allow (``dice``: each
    figure's die, empty under the exact driver, which weighs only the points in all)."""

    GAME = GAME

    ability: str
    x: int
    points: int
    figures: int
    dice: tuple[Mutagenic, ...]
    points_in_all: int
    seed: int | None = field(default=None)

    @property
    def key(self) -> int:
        """The points of all the chosen figures (each keeps its own)."""
        return self.points_in_all


def _points(d: int, x: int) -> int:
    """One mutagenic die's points: d + X; a 1, or die + X of 1 or less, gives none."""
    return 0 if d == 1 or d + x <= roll_rules()["mutagenic"]["failure_at_most"] else d + x


def _one(d: int, x: int) -> Mutagenic:
    points = _points(d, x)
    return Mutagenic("mutagenic", x, d, points == 0, points)


@rule(MutagenicSpec, key=_shown_key, label=N_("outcome"))
def mutagenic(src: Source, spec: MutagenicSpec) -> Mutagenic | MutagenicRound:
    """d6 + X points for the round; a 1, or die + X of 1 or less, gives none. Plain: no
    rolling on after a 6. With the army's points, one die per figure they allow (L1221-1222),
    weighed as one pool (the figures' dice are independent)."""
    sides = roll_rules()["mutagenic"]["sides"]
    if spec.points is None:
        return _one(src.d(sides), spec.x)
    pool = src.pool(spec.figures, sides)
    total = pool.total(lambda v: _points(int(v), spec.x))
    return MutagenicRound("mutagenic", spec.x, spec.points, spec.figures,
                          tuple(_one(int(v), spec.x) for v in pool.seen()), total)


# ------------------------------------------------------------------------------ Toxic


@frozen
class ToxicSpec:
    """Toxic: the A.P. of the army's toxic fighters (``points``) and, when given, X (the
    STR of the second damage roll)."""

    points: int
    x: int | None = None

    def __post_init__(self) -> None:
        _check_points(self.points)

    @property
    def figures(self) -> int:
        return figures_for("toxic", self.points)


@frozen
class ToxicRound(JsonResult):
    """How many toxic fighters are chosen this round (no die: each toxic die is rolled
    later, in place of an attack or shooting die)."""

    GAME = GAME

    ability: str
    points: int
    figures: int
    x: int | None = None


def toxic_round(spec: ToxicSpec) -> ToxicRound:
    return ToxicRound("toxic", spec.points, spec.figures, spec.x)


def _figures(result: ToxicRound) -> int:
    return result.figures


@rule(ToxicSpec, key=_figures, label=N_("toxic fighters"))
def toxic(src: Source, spec: ToxicSpec) -> ToxicRound:
    """No die: the count follows from the points (L1496-1498)."""
    return toxic_round(spec)
