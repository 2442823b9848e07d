"""Mage Knight set-up (`muster deploy-shuffle mageknight`), seed 004 L182-189, L224-241:
actions per turn from the build total, environment cards revealed with their
cancellations, the standard game, and the dispute roll (a D6: 1-3 no, 4-6 yes).

The part of the rulebook muster has (part 2 of the Czech translation) does not say who
places terrain first, who deploys first or who takes the first turn, and gives actions per
turn only for 200 and 300 points; the environment cards' texts (and so which cancels which)
are on the cards. Numbers are in ``data/setup.toml``.
"""

from __future__ import annotations

from dataclasses import field
from functools import partial
from typing import Any

from muster.engine.data import fold, load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.frozen_map import FrozenMap
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, pointer, within
from muster.i18n import N_, Named, Worded, counted, say, series, shown

VIEWS = "muster.games.mageknight.views.setup"  # its text and odds tables

GAME = "mageknight"

UNSAID = (N_("who places terrain first"), N_("who deploys first"),
          N_("who takes the first turn"),
          N_("the environment cards' texts (which card cancels which)"))


def data() -> dict[str, Any]:
    return load(GAME, "setup")


# ================================================================= actions and the table


def _rows(parts: tuple[str, ...]) -> str:
    return series([shown(p) for p in parts])


def actions_for(points: int) -> dict[str, Any]:
    """The row of the actions table for a build total; refused where the seed is silent."""
    rows = data()["actions"]["table"]
    for row in rows:
        if row["points"] == points:
            found: dict[str, Any] = row
            return found
    # Czech counts the actions with their noun ('2 akce', '5 akcí', seed 004 L227)
    parts = [say("{points} points: {actions}", points=r["points"], actions=Named(
        str(r["actions"]), counted(r["actions"], ("akce", "akce", "akcí")))) for r in rows]
    # worded when shown, in the user's language: Czech joins the last row with 'a'
    known = Worded(", ".join(parts), partial(_rows, tuple(parts)))
    raise FieldError("points", "the rulebook muster has gives actions per turn only for "
                     "{known}; for {points} points agree on it, or add a row to the actions "
                     "table (MUSTER_DATA=DIR with DIR/mageknight/setup.toml)", known=known,
                     points=points)


@frozen
class SetupSpec:
    """The agreed build total (``points``) or the ``standard`` game, each player's
    environment card (``environment``: (side, card) pairs) and which card cancels which
    (``cancels``: (canceller, cancelled) pairs, besides the data's table)."""

    points: int | None = None
    standard: bool = False
    environment: tuple[tuple[str, str], ...] = ()
    cancels: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        sg = data()["standard_game"]
        if self.standard and self.points is not None and self.points != sg["points"]:
            raise FieldError("standard", "{field} is a {standard}-point game; {option} {points} "
                                         "contradicts it", standard=sg["points"],
                             option=Field("points"), points=self.points)
        if self.points is not None:
            within("points", self.points, 1,
                   rule=N_("a build total is a positive number of points"))
        sides: set[str] = set()
        for side, _card in self.environment:
            if side in sides:
                raise FieldError("environment", "{side} chooses one environment card, not two "
                                                "(L184)", side=side)
            sides.add(side)
        for a, b in self.cancels:
            if fold(a) == fold(b):
                raise FieldError("cancels", "{field} {a}={b}: a card does not cancel itself",
                                 a=a, b=b)
        if self.cancels and not self.environment:
            raise FieldError("cancels", "{field} needs the cards in play: give {environment} "
                                        "SIDE=CARD", environment=Field("environment"))
        if self.total is None and not self.environment:
            # the command line adds where it lists what a setup takes (its help)
            raise FieldError("points", "setup needs {field} N, {standard} or {environment} "
                                       "SIDE=CARD{help}",
                             standard=Field("standard"), environment=Field("environment"),
                             help=pointer("mageknight.setup"))

    @property
    def total(self) -> int | None:
        """The build total: the standard game's when standard."""
        return data()["standard_game"]["points"] if self.standard else self.points


@frozen
class Played:
    """An environment card and the side that played it."""

    side: str
    card: str


@frozen
class Environment:
    """A player's environment card as revealed: in play, or cancelled by the cards named."""

    side: str
    card: str
    in_play: bool
    cancelled_by: tuple[Played, ...] = ()  # each card cancelling it


def reveal(spec: SetupSpec) -> tuple[Environment, ...]:
    """Every player's environment card, revealed together: a card is cancelled when a card
    in play at the reveal cancels it; all cancellations happen at once, so two cards that
    cancel each other both leave (L184-185)."""
    pairs = [tuple(p) for p in data()["environment"]["cancels"]] + list(spec.cancels)
    out = []
    for side, card in spec.environment:
        by: list[tuple[str, str]] = []
        for a, b in pairs:
            if fold(card) != fold(b):
                continue
            by += [(s, c) for s, c in spec.environment
                   if fold(c) == fold(a) and (s, c) not in by]
        out.append(Environment(side, card, not by, tuple(Played(s, c) for s, c in by)))
    return tuple(out)


@frozen
class StandardGame:
    """The standard game's battlefield, points, time and terrain (L225-231)."""

    battlefield_in: int
    battlefield_cm: int
    points: int
    minutes: int
    terrain_pieces: tuple[int, int]  # each player's pieces into the terrain bank: min, max
    elevated_terrain: bool

    @classmethod
    def of(cls, sg: dict[str, Any]) -> StandardGame:
        return cls(sg["battlefield_in"], sg["battlefield_cm"], sg["points"], sg["minutes"],
                   (sg["terrain_min"], sg["terrain_max"]), sg["elevated"])


@frozen
class Setup(JsonResult):
    """The build total (``points``), its row of the actions table (``actions``: the
    ``actions_per_turn`` and the rulebook's line), the ``standard_game`` when played, the
    environment cards and those ``in_play``, and what the rulebook muster has leaves
    unsaid."""

    GAME = GAME
    FORM = "setup"

    points: int | None
    actions_per_turn: int | None
    standard_game: StandardGame | None
    environments: tuple[Environment, ...]
    in_play: tuple[str, ...]
    not_in_rulebook: tuple[str, ...] = UNSAID
    actions: FrozenMap[str, Any] | None = field(default=None, metadata={"json": False})


def setup(spec: SetupSpec) -> Setup:
    """Actions per turn, the standard game and the environment cards in play."""
    total = spec.total
    actions = actions_for(total) if total is not None else None
    environments = reveal(spec)
    return Setup(total, actions["actions"] if actions else None,
                 StandardGame.of(data()["standard_game"]) if spec.standard else None,
                 environments, tuple(e.card for e in environments if e.in_play),
                 actions=FrozenMap(actions) if actions is not None else None)


# ================================================================= the dispute roll


@frozen
class DisputeSpec:
    """Players who cannot agree roll a D6 (L240-241); ``about``: what they disagree on."""

    about: str | None = None


@frozen
class Dispute(JsonResult):
    GAME = GAME
    FORM = "dispute"

    about: str | None
    die: int
    allowed: bool
    seed: int | None = None


_ANY_DISPUTE = DisputeSpec()


@rule(DisputeSpec, key=lambda r: r.allowed, label=N_("allowed"))
def dispute(src: Source, spec: DisputeSpec = _ANY_DISPUTE) -> Dispute:
    d = data()["dispute"]
    value = src.d(d["sides"])
    return Dispute(spec.about, value, value in d["allowed"])
