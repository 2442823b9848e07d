"""Void initiative (`muster deploy-shuffle void`), seed 003 L27.

Every fighter rolls a d20 and adds his bonuses and penalties; the highest acts first. A
stunned fighter does not take part. Ties are not in the seed: the tied fighters roll a d20
each again (highest first, again while tied; `muster.engine.rolloff`). The next round keeps
the order, except that a fighter whose initiative changed moves to his new place: from round
2 on, the first-round modifiers (expected / surprise attack) are gone, the totals are the same
d20s with what is left, and fighters level on the new totals keep their first-round order.

Entered dice: a d20 per fighter taking part, in the order the fighters are given; then the
tie re-rolls, the highest tied total first, the tied fighters in the order given.
The order is the engine's order of independent parts (`muster.engine.rolloff.Placing`): each
fighter's d20 is a part of its own (`standing`), and the exact odds of who takes each place
are derived from each part weighed alone, not from walking all the dice together.
Numbers are in ``data/initiative.toml``.
"""

from __future__ import annotations

from dataclasses import field
from functools import cached_property
from typing import Any

from muster.engine.data import load
from muster.engine.dice import Part, Source
from muster.engine.frozen import frozen
from muster.engine.rolloff import Placing, place
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.i18n import N_, Named, say

VIEWS = "muster.games.void.views.initiative"  # its text and odds tables

GAME = "void"
OWN = N_("own")
# the conditions given by name alone, in the order they are checked
CONDITIONS = ("expected", "surprised", "panic", "immobilised")


def as_is(text: str) -> Named:
    """A name the user gave, shown as it is in both languages (never read as a number)."""
    return Named(text, text)


def data() -> dict[str, Any]:
    return load(GAME, "initiative")


@frozen
class Fighter:
    """One fighter: his own modifier and his conditions (modifier id, level)."""

    name: str
    mod: int = 0
    conditions: tuple[tuple[str, int], ...] = ()
    stunned: bool = False

    def modifiers(self, round_no: int) -> list[tuple[str, int, int]]:
        """(modifier id or "own", level, value) of every modifier in this round, the
        fighter's own first."""
        mods = data()["modifier"]
        out = [(OWN, 0, self.mod)] if self.mod else []
        for cond, level in self.conditions:
            m = mods[cond]
            if m.get("first_round_only") and round_no > 1:
                continue
            out.append((cond, level, m["value"] * level))
        return out

    def total_mod(self, round_no: int) -> int:
        return sum(v for _c, _l, v in self.modifiers(round_no))


def modifier_label(cond: str, level: int) -> str:
    """A modifier's English label, as the JSON gives it: 'own', 'panic', 'fatigue 2'."""
    if cond == OWN:
        return OWN
    m = data()["modifier"][cond]
    return str(m["en"]) + (f" {level}" if m.get("per_level") else "")


@frozen
class InitiativeSpec:
    """The fighters (name, own modifier) in the order given, who of them is expecting the
    attack, surprised, panicking, immobilised, fatigued (name, level) or stunned, the round,
    and (``agility``: name, Agility) the reading that breaks ties by Agility first."""

    fighters: tuple[tuple[str, int], ...]
    expected: tuple[str, ...] = ()
    surprised: tuple[str, ...] = ()
    panic: tuple[str, ...] = ()
    fatigue: tuple[tuple[str, int], ...] = ()
    immobilised: tuple[str, ...] = ()
    stunned: tuple[str, ...] = ()
    round: int = 1
    agility: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        lim = data()["limits"]
        self._check_fighters(lim)
        for cond in CONDITIONS:
            self._check_names(cond, [n for n in getattr(self, cond)])
        self._check_values("fatigue", self.fatigue, 1, lim["max_fatigue"])
        self._check_names("stunned", list(self.stunned))
        for f in self.table.values():
            conds = {c for c, _l in f.conditions}
            if {"expected", "surprised"} <= conds:
                raise FieldError("expected", "{name} cannot be both expecting the attack and "
                                 "surprised by it ({field} and {surprised})",
                                 name=as_is(f.name), surprised=Field("surprised"))
        if not self.active:
            raise FieldError("stunned", "every fighter is stunned: nobody takes part")
        self._check_agility(lim)
        within("round", self.round, 1)

    def _check_fighters(self, lim: dict[str, Any]) -> None:
        seen: set[str] = set()
        for name, mod in self.fighters:
            if name in seen:
                raise FieldError("fighters", "fighter '{name}' is given twice", name=as_is(name))
            seen.add(name)
            _in_range("fighters", name, mod, -lim["max_modifier"], lim["max_modifier"])
        within("fighters", len(self.fighters), 2, lim["max_fighters"],
               name=say("the number of fighters ({field} NAME[=MOD], once per fighter)",
                        field=Field("fighters")))

    def _who(self, field: str, name: str) -> str:
        name = name.strip()
        if name not in dict(self.fighters):
            raise FieldError(field, "{field} names '{name}', who is not a {fighter} (fighters: "
                             "{fighters})", name=as_is(name), fighter=Field("fighters"),
                             fighters=as_is(", ".join(n for n, _m in self.fighters)))
        return name

    def _check_names(self, field: str, names: list[str]) -> None:
        seen: set[str] = set()
        for given in names:
            name = self._who(field, given)
            if name in seen:
                raise FieldError(field, "{field} {name} is given twice", name=as_is(name))
            seen.add(name)

    def _check_values(self, field: str, pairs: tuple[tuple[str, int], ...], low: int,
                      high: int) -> set[str]:
        """(name, value) pairs of ``field``: each names a fighter, once, with a value from
        ``low`` to ``high``. Returns the names."""
        seen: set[str] = set()
        for given, value in pairs:
            name = self._who(field, given)
            if name in seen:
                raise FieldError(field, "{field} {name} is given twice", name=as_is(name))
            seen.add(name)
            _in_range(field, name, value, low, high)
        return seen

    def _check_agility(self, lim: dict[str, Any]) -> None:
        seen = self._check_values("agility", self.agility, -lim["max_modifier"],
                                  lim["max_modifier"])
        missing = [f.name for f in self.active if f.name not in seen]
        if self.agility and missing:
            raise FieldError("agility", "{field} breaks ties only when every fighter taking "
                             "part has one (missing: {missing})",
                             missing=as_is(", ".join(missing)))

    @cached_property
    def table(self) -> dict[str, Fighter]:
        """The fighters by name, with their conditions."""
        conds: dict[str, list[tuple[str, int]]] = {n: [] for n, _m in self.fighters}
        for cond in CONDITIONS:
            for name in getattr(self, cond):
                conds[name.strip()].append((cond, 1))
        for name, level in self.fatigue:
            conds[name.strip()].append(("fatigue", level))
        stunned = {n.strip() for n in self.stunned}
        return {n: Fighter(n, m, tuple(conds[n]), n in stunned) for n, m in self.fighters}

    @cached_property
    def agility_of(self) -> dict[str, int]:
        return {n.strip(): v for n, v in self.agility}

    @property
    def active(self) -> list[Fighter]:
        return [f for f in self.table.values() if not f.stunned]

    @property
    def stunned_names(self) -> list[str]:
        return [f.name for f in self.table.values() if f.stunned]


def _in_range(field: str, name: str, value: int, low: int, high: int) -> None:
    """A fighter's number (his modifier, his fatigue), named by the field and the fighter."""
    within(field, value, low, high,
           name=say("{field} {name}", field=Field(field), name=as_is(name)))


class Order(tuple[str, ...]):
    """The acting order: a tuple of names, printed "A > B > C"."""

    def __str__(self) -> str:
        return " > ".join(self)


@frozen
class Modifier:
    """One of a fighter's modifiers to his d20: what it is (English) and its value."""

    what: str
    value: int


@frozen
class Turn:
    """One fighter's place in the order: his d20 (None: not rolled by the table's dice),
    his modifiers in the round, their total with the die, and his Agility where given."""

    name: str
    die: int | None
    modifiers: tuple[Modifier, ...]
    total: int | None
    agility: int | None


@frozen
class TieRoll:
    """A tie re-rolled: the fighters level, and their d20s in the same order."""

    among: tuple[str, ...]
    dice: tuple[int, ...]


@frozen
class Initiative(JsonResult):
    """The order of the spec's round (each fighter's `Turn`), the tie re-rolls, the stunned
    fighters who take no part, and (from round 2 on) the round-1 order."""

    GAME = GAME
    spec: InitiativeSpec = field(metadata={"json": False})
    round: int
    order: tuple[Turn, ...]
    tie_rolls: tuple[TieRoll, ...]
    stunned: tuple[str, ...]
    seed: int | None = None
    first_round_order: tuple[str, ...] | None = field(default=None,
                                                      metadata={"json": "optional"})

    @property
    def names(self) -> tuple[str, ...]:
        """The fighters in the order they act."""
        return tuple(t.name for t in self.order)


def _turn(spec: InitiativeSpec, name: str, dice: dict[str, int]) -> Turn:
    f = spec.table[name]
    total = dice[name] + f.total_mod(spec.round) if name in dice else None
    return Turn(name, dice.get(name), tuple(Modifier(modifier_label(c, lv), v)
                                            for c, lv, v in f.modifiers(spec.round)),
                total, spec.agility_of.get(name))


@frozen
class Standing:
    """One fighter's part of the roll: his d20 and what is added to it in round 1 and in
    the spec's round (None: round 1 itself), and (the Agility reading) his Agility. Fighters
    alike have equal parts, which the exact driver weighs once."""

    sides: int
    first: int
    now: int | None = None
    agility: int | None = None


@frozen
class Rolled:
    """One fighter's d20 and the keys it gives him (`Standing`)."""

    die: int
    first: tuple[int, ...]
    rank: tuple[int, ...]


def standing(src: Source, part: Standing) -> Rolled:
    """One fighter's d20. What orders him in round 1 (``first``): his total, then (Agility
    given) his Agility; fighters level on it are ranked by re-rolled dice. What orders him in
    the spec's round (``rank``, highest first): the round-1 key, or from round 2 on the
    round's total and then the round-1 key (level totals keep the round-1 order)."""
    die = src.d(part.sides)
    first = (die + part.first,) + ((part.agility,) if part.agility is not None else ())
    rank = first if part.now is None else (die + part.now,) + first
    return Rolled(die, first, rank)


def keys_of(r: Rolled) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What orders a fighter: in round 1, then in the spec's round (which refines it)."""
    return r.first, r.rank


def standings(spec: InitiativeSpec) -> list[Standing]:
    """The part of each fighter taking part, in the order given."""
    sides = data()["initiative"]["sides"]
    agility = spec.agility_of if spec.agility else {}
    return [Standing(sides, f.total_mod(1), f.total_mod(spec.round) if spec.round > 1 else None,
                     agility.get(f.name)) for f in spec.active]


def placing(spec: InitiativeSpec) -> Placing:
    """The fighters taking part as the order of independent parts: each his `standing`, by
    the round-1 key (ties re-rolled on a d20), then by the spec's round's key."""
    return Placing(tuple(f.name for f in spec.active),
                   tuple(Part(standing, p, keys_of) for p in standings(spec)),
                   data()["initiative"]["sides"])


def initiative_key(r: Initiative) -> Order:
    return Order(r.names)


@rule(InitiativeSpec, key=initiative_key, label=N_("order"), places=placing)
def initiative(src: Source, spec: InitiativeSpec) -> Initiative:
    """The order of the spec's round: the fighters' `placing` rolled (the round-1 order with
    its tie re-rolls, then the spec's round, where fighters with equal keys keep their
    round-1 order)."""
    plan = placing(spec)
    placed = place(src, plan)
    dice = {n: r.die for n, r in zip(plan.names, placed.results, strict=True) if r is not None}
    return Initiative(spec, spec.round, tuple(_turn(spec, n, dice) for n in placed.orders[-1]),
                      tuple(TieRoll(tuple(t["among"]), tuple(t["dice"])) for t in placed.rounds),
                      tuple(spec.stunned_names),
                      first_round_order=placed.orders[0] if spec.round > 1 else None)
