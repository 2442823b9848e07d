"""Warmaster deployment and the first turn (`muster deploy-shuffle warmaster`), seed 002
L200-224: the terrain side roll, the four deployment methods, who takes the first turn,
and the game length (5 + D3, `game_length.roll_game_length`).

The procedure is written once against a dice source. Roll-offs are a D6 each, the higher
wins, ties rolled again (`muster.engine.rolloff`); entered dice come in the order of play:
the terrain roll-off, the deployment roll-off, the first-turn roll-off, the game length.
Numbers and names are in ``data/deploy.toml``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import field
from typing import Any, NamedTuple

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.rolloff import Round, rank
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, MusterError, within
from muster.games.warmaster.game_length import GameLength, roll_game_length
from muster.games.warmaster.tables import GAME
from muster.i18n import N_, Message, Named, say

VIEWS = "muster.games.warmaster.views.deploy"  # its text and odds tables

METHODS = ("alternate", "one-side", "maps", "screen")
TERRAIN = ("dice", "choose", "symmetric")


def data() -> dict[str, Any]:
    return load(GAME, "deploy")


# ================================================================= the checked request


def _named(table: str, name: str) -> str:
    """The method (``table`` "method", "terrain" or "choose") a player's word names: its id,
    English or Czech name ('druhý', 'druhy'); an unknown word is kept for the spec to
    refuse."""
    return Lookup("", data()[table]).key(name) or name.strip().lower()


def _unknown(field: str, name: str) -> MusterError:
    """The refusal of a method no entry of ``field``'s table answers to (`UNKNOWN`)."""
    table, what, keys = {"method": ("method", N_("deployment method"), METHODS),
                         "terrain": ("terrain", N_("terrain method"), TERRAIN)}[field]
    return Lookup(what, {k: data()[table][k] for k in keys}).unknown(name, field=field)


def method_named(word: str) -> str:
    """The method a player's word names: its id, English or Czech name, any case (how a
    command reads a method word); an unknown word is refused as the spec refuses it."""
    method = _named("method", word)
    if method not in METHODS:
        raise _unknown("method", method)
    return method


@frozen
class Side(JsonResult):
    name: str
    units: int | None
    characters: int = 0


TWICE = N_("{field}: side '{name}' is given twice")
TWO_SIDES = N_("Warmaster is played by two sides; {n} given ({names})")


def _side_field(field: str, side: str) -> Message:
    """A side's number, named by its field and the side (``units orcs``)."""
    return say("{field} {name}", field=Field(field), name=Named(side, side))


def _sides(units: Sequence[tuple[str, int]], side: Sequence[str],
           characters: Sequence[tuple[str, int]]) -> tuple[Side, ...]:
    limits = data()["limits"]
    if units and side:
        raise FieldError("units", "name both sides the same way: {field} SIDE=N twice, or "
                                  "{side} SIDE twice (their order is the order of the dice)",
                         side=Field("side"))
    counts: dict[str, int | None] = {}
    for name, n in units:
        name = name.strip()
        if not name:
            raise FieldError("units", "{field} needs a name")
        within("units", n, 0, limits["max_units"], name=_side_field("units", name))
        if name in counts:
            raise FieldError("units", TWICE, name=name)
        counts[name] = n
    for name in side:
        name = name.strip()
        if not name:
            raise FieldError("side", "{field} needs a name")
        if name in counts:
            raise FieldError("side", TWICE, name=name)
        counts[name] = None
    if not counts:
        counts = {"A": None, "B": None}
    if len(counts) != 2:
        given = {"n": len(counts), "names": ", ".join(counts)}
        if side:
            raise FieldError("side", TWO_SIDES, **given)
        raise FieldError("units", TWO_SIDES, **given)
    chars: dict[str, int] = {}
    for name, n in characters:
        name = name.strip()
        within("characters", n, 0, limits["max_characters"],
               name=_side_field("characters", name))
        if name not in counts:
            raise Lookup.of_names(N_("side"), counts).unknown(name, field="characters",
                                                               template=UNKNOWN_FOR)
        chars[name] = n
    return tuple(Side(n, c, chars.get(n, 0)) for n, c in counts.items())


@frozen
class DeploySpec:
    """Two sides (their order is the order of the dice), a method and the options."""

    sides: tuple[Side, ...]
    method: str = "alternate"
    choose: str | None = None
    terrain: str | None = None
    first_turn_rolloff: bool = False
    game_length: bool = False
    characters_together: bool = False

    def __post_init__(self) -> None:
        if self.method not in METHODS:
            raise _unknown("method", self.method)
        if self.method == "alternate":
            missing = [s.name for s in self.sides if s.units is None]
            if missing:
                raise FieldError("units", "alternate placement counts units: give {field} "
                                          "SIDE=N for both sides (missing: {missing})",
                                 missing=", ".join(missing))
            if not any(s.units for s in self.sides):
                raise FieldError("units", "alternate placement: neither side has a unit to "
                                          "place ({field} is 0 for both)")
        else:
            if any(s.characters for s in self.sides):
                raise FieldError("characters", "{field} applies to alternate placement only "
                                               "(with {method} each army deploys whole)",
                                 method=self.method)
            if self.characters_together:
                raise FieldError("characters_together", "{field} applies to alternate "
                                                        "placement only")
        if self.choose is not None:
            if self.choose not in ("first", "second"):
                raise FieldError("choose", "{field} '{choose}': the roll-off winner chooses "
                                           "'first' or 'second'", choose=self.choose)
            if self.method != "one-side":
                raise FieldError("choose", "{field} is the roll-off winner's choice with "
                                           "{method} one-side (deploy first or second); other "
                                           "methods have no such choice",
                                 method=Field("method"))
        if self.terrain is not None and self.terrain not in TERRAIN:
            raise _unknown("terrain", self.terrain)
        if self.first_turn_rolloff and self.method == "one-side":
            raise FieldError("first_turn_rolloff", "{field} is not needed with {method} "
                                                   "one-side: the side that deployed first "
                                                   "takes the first turn (seed L208)",
                             method=Field("method"))

    @classmethod
    def of(cls, units: Sequence[tuple[str, int]], side: Sequence[str],
           characters: Sequence[tuple[str, int]], method: str, choose: str | None = None,
           terrain: str | None = None, first_turn_rolloff: bool = False,
           game_length: bool = False, characters_together: bool = False) -> DeploySpec:
        """The spec from what a player gives: the sides as (side, units) pairs or as names
        (their order is the order of the dice), each side's characters as (side, count)
        pairs, the method's words in any case, English or Czech."""
        return cls(_sides(units, side, characters), _named("method", method),
                   None if choose is None else _named("choose", choose),
                   None if terrain is None else _named("terrain", terrain),
                   first_turn_rolloff, game_length, characters_together)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.sides]

    def other(self, name: str) -> str:
        return self.names[1] if name == self.names[0] else self.names[0]


# ================================================================= the result


class Key(NamedTuple):
    """What matters about one deployment, for --odds and --times."""

    edge_chooser: str | None
    deployment_winner: str | None
    deploys_first: str | None
    first_turn: str | None
    first_turn_chooser: str | None
    turns: int | None

    def facts(self) -> list[Message]:
        """What the rolls decided, side by side (the game length apart: its words have a
        plural)."""
        out = []
        if self.edge_chooser:
            out.append(say("{side} chooses the edge", side=self.edge_chooser))
        if self.deployment_winner and not self.deploys_first:
            out.append(say("{side} chooses", side=self.deployment_winner))
        if self.deploys_first:
            out.append(say("{side} deploys first", side=self.deploys_first))
        if self.first_turn:
            out.append(say("{side} has the first turn", side=self.first_turn))
        if self.first_turn_chooser:
            out.append(say("{side} chooses the first turn", side=self.first_turn_chooser))
        return out

    def __str__(self) -> str:
        """The outcome in English (a --times row's JSON label; the views show it in the
        user's language)."""
        parts = [str(m) for m in self.facts()]
        if self.turns:
            parts.append(f"{self.turns} turns")
        return ", ".join(parts) or "no roll"


@frozen
class Rolloff(JsonResult):
    """A roll-off ``for_`` a purpose (an `N_` text; the JSON's ``for``), its winner and its
    rounds."""

    for_: str
    winner: str
    rounds: tuple[Round, ...]


@frozen
class Alternating:
    """Both ``sides`` place one ``kind`` at a time, the first first, ``each`` apiece: steps
    ``from_`` to ``to``."""

    kind: str
    sides: tuple[str, ...]
    each: int
    from_: int
    to: int


@frozen
class Placing:
    """One side places its ``count`` (``rest``: the ones left after the alternating)."""

    kind: str
    side: str
    count: int
    rest: bool
    from_: int
    to: int


@frozen
class AtOnce:
    """One side places all its ``count`` at once (characters placed together)."""

    kind: str
    side: str
    count: int
    together: bool
    from_: int
    to: int


@frozen
class Army:
    """One side deploys its whole army (``count`` 1): one side at a time."""

    kind: str
    side: str
    count: int
    from_: int
    to: int


Phase = Alternating | Placing | AtOnce | Army


@frozen
class Placed:
    """One step of the placement order: a side's ``number``-th unit, character or army."""

    step: int
    side: str
    kind: str
    number: int


@frozen
class Deployment(JsonResult):
    """The spec's method, sides and choices, what each roll-off decided, the placement
    order, the first turn (and why) and the game length (None: not rolled)."""

    GAME = GAME
    spec: DeploySpec = field(metadata={"json": False})
    method: str
    sides: tuple[Side, ...]
    terrain: str | None
    edge_chooser: str | None
    rolloffs: tuple[Rolloff, ...]
    deployment_winner: str | None  # one-side: won the roll-off, chooses
    choice: str | None  # one-side: what the winner chose (first, second)
    deploys_first: str | None  # places (or deploys) first
    first_turn: str | None
    first_turn_chooser: str | None  # house roll-off winner: chooses
    first_turn_rule: Message | str
    phases: tuple[Phase, ...]
    placement: tuple[Placed, ...]
    game_length: GameLength | None
    notes: tuple[Message, ...] = ()
    seed: int | None = None

    def key(self) -> Key:
        return Key(self.edge_chooser, self.deployment_winner, self.deploys_first,
                   self.first_turn, self.first_turn_chooser,
                   self.game_length.turns if self.game_length else None)


# ================================================================= the procedure


class _Draft:
    """The deployment while the procedure fills it in."""

    def __init__(self, plan: DeploySpec):
        self.plan = plan
        self.rolloffs: list[Rolloff] = []
        self.edge_chooser: str | None = None
        self.deploys_first: str | None = None
        self.deployment_winner: str | None = None
        self.first_turn: str | None = None
        self.first_turn_chooser: str | None = None
        self.first_turn_rule: Message | str = ""
        self.phases: list[Phase] = []
        self.placement: list[Placed] = []
        self.game_length: GameLength | None = None
        self.notes: list[Message] = []

    def done(self) -> Deployment:
        p = self.plan
        return Deployment(p, p.method, p.sides, p.terrain, self.edge_chooser,
                          tuple(self.rolloffs), self.deployment_winner, p.choose,
                          self.deploys_first, self.first_turn, self.first_turn_chooser,
                          self.first_turn_rule, tuple(self.phases), tuple(self.placement),
                          self.game_length, tuple(self.notes))


def _alternate(dep: _Draft, first: str, counts: dict[str, int], kind: str,
               together: bool = False) -> None:
    """One unit (or character) each in turn, ``first`` first; the side with some left
    places the rest. ``together``: each side places all of them at once, ``first`` first."""
    second = dep.plan.other(first)
    step = len(dep.placement)
    placed = {first: 0, second: 0}

    def put(side: str) -> None:
        placed[side] += 1
        dep.placement.append(Placed(len(dep.placement) + 1, side, kind, placed[side]))

    if together:
        for side in (first, second):
            if counts[side]:
                start = len(dep.placement) + 1
                for _ in range(counts[side]):
                    put(side)
                dep.phases.append(AtOnce(kind, side, counts[side], True, start,
                                         len(dep.placement)))
        return
    each = min(counts[first], counts[second])
    for _ in range(each):
        put(first)
        put(second)
    if each:
        dep.phases.append(Alternating(kind, (first, second), each, step + 1,
                                      len(dep.placement)))
    for side in (first, second):
        left = counts[side] - each
        if left:
            start = len(dep.placement) + 1
            for _ in range(left):
                put(side)
            dep.phases.append(Placing(kind, side, left, bool(each), start, len(dep.placement)))


@rule(DeploySpec, key=lambda d: d.key(), label=N_("outcome"))
def deploy(src: Source, plan: DeploySpec) -> Deployment:
    d = data()
    sides = d["rolloff"]["sides"]
    dep = _Draft(plan)
    names = plan.names

    def rolloff(purpose: str) -> str:
        order, rounds = rank(src, names, sides)
        dep.rolloffs.append(Rolloff(purpose, order[0], tuple(rounds)))
        return order[0]

    # 1. terrain: sides are settled before the armies deploy (L210-213)
    if plan.terrain == "dice":
        dep.edge_chooser = rolloff(N_("table edges"))
        dep.notes.append(say("the roll-off winner chooses his table edge (the seed says only "
                             "that the dice decide who starts on which side, L211)"))
    elif plan.terrain == "choose":
        dep.notes.append(say("the player who did not set up the terrain chooses his side "
                             "(L212)"))

    # 2. deployment
    if plan.method == "alternate":
        counts = {s.name: s.units or 0 for s in plan.sides}
        a, b = names
        if counts[a] != counts[b]:
            dep.deploys_first = a if counts[a] > counts[b] else b
            more = say("{side} has more units ({more} to {fewer}) and places first (L202)",
                       side=dep.deploys_first, more=counts[dep.deploys_first],
                       fewer=counts[plan.other(dep.deploys_first)])
            dep.notes.append(more)
            src.no_roll(more)  # (what entered dice that go unused are told)
        else:
            dep.deploys_first = rolloff(N_("who places first"))
            dep.notes.append(say("equal unit counts: the roll-off winner places first (L202)"))
        _alternate(dep, dep.deploys_first, counts, "unit")
        chars = {s.name: s.characters for s in plan.sides}
        if any(chars.values()):
            _alternate(dep, dep.deploys_first, chars, "character", plan.characters_together)
            dep.notes.append(say("characters after all units, the side that began placing "
                                 "units first (the rulebook does not say; docs/RULINGS.md, "
                                 "Warmaster: Characters in alternate placement)"))
    elif plan.method == "one-side":
        dep.deployment_winner = rolloff(N_("deployment"))
        if plan.choose is not None:
            dep.deploys_first = (dep.deployment_winner if plan.choose == "first"
                           else plan.other(dep.deployment_winner))
            for i, side in enumerate((dep.deploys_first, plan.other(dep.deploys_first)), 1):
                dep.phases.append(Army("army", side, 1, i, i))
            for i, side in enumerate((dep.deploys_first, plan.other(dep.deploys_first)), 1):
                dep.placement.append(Placed(i, side, "army", 1))

    # 3. the first turn
    if plan.method == "one-side":
        if dep.deploys_first:
            dep.first_turn = dep.deploys_first
            dep.first_turn_rule = say("{side}, who deployed first (seed L208)",
                                      side=dep.deploys_first)
        else:
            dep.first_turn_rule = say("the side that deploys first (seed L208): {side}'s "
                                      "choice decides it", side=dep.deployment_winner)
    elif plan.first_turn_rolloff:
        dep.first_turn_chooser = rolloff(N_("the first turn"))
        dep.first_turn_rule = say("{side} won the roll-off and chooses who takes the first "
                                  "turn (a house rule: the rulebook is silent for this "
                                  "method)", side=dep.first_turn_chooser)
    else:
        dep.first_turn_rule = say("the rulebook does not say for this method; agree on it, or "
                                  "add {rolloff}", rolloff=Field("first_turn_rolloff"))

    # 4. game length, rolled before the battle (L219-224)
    if plan.game_length:
        dep.game_length = roll_game_length(src)
    return dep.done()
