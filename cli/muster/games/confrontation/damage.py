"""The damage roll (seed 000 L1578-1583 and the wound table): 2d6, doubles are exceptional
wounds, otherwise the lower die is the location and dice + STR - RES the row of the wound
table; a wound not more severe than the current one worsens it (RULINGS 6). With the
abilities that change it: Hard-boiled, Bane, Master strike, Assassin, Survival instinct,
the big creatures' kills, Possessed, Immunity / body part, Toxic / X, a fixed location.
The numbers are in ``data/wounds.toml``."""

from __future__ import annotations

import dataclasses
from dataclasses import field
from itertools import combinations
from typing import TYPE_CHECKING, Any, ClassVar

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.keys import NamedKey
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.confrontation.tables import (
    CURRENT,
    GAME,
    current_key,
    location_key,
    plain,
    wound_rules,
)
from muster.games.confrontation.wound_state import apply_wound as apply_wound
from muster.games.confrontation.wound_state import joined
from muster.i18n import N_, Named, named, say
from muster.limits import MOST_CHARACTERISTIC, MOST_STRENGTH

if TYPE_CHECKING:  # a strength may be a fraction (halved); a damage roll never makes one
    from fractions import Fraction

    Number = int | float | Fraction

VIEWS = "muster.games.confrontation.views.damage"  # its text and odds tables

_KEY_WORDS = (N_("cancelled"), N_("doubles"))  # the keys wound_key shows, for the catalog


@frozen
class WoundRoll(JsonResult):
    """One damage roll and what it does to the figure: the dice and the two ``kept``, the
    wound table's ``row`` and ``table_result``, the ``result`` after the abilities, the
    figure's new ``state``; ``stunned_before`` (True or None) when it was stunned already;
    ``toxic``: the second roll that Toxic / X makes at once, and the ``final_state`` it
    leaves. ``strength`` and ``score`` are JSON numbers (a halved STR as a decimal)."""

    GAME: ClassVar[str | None] = GAME

    strength: int | float
    resilience: int
    dice: tuple[int, ...]
    kept: tuple[int, ...]
    instinct_die: int | None
    cancelled: bool
    location: str | None
    score: int | float | None
    row: int | None
    table_result: str
    result: str
    exceptional: bool
    current: str
    state: str
    wound: str
    stunned: bool
    penalty: int | None
    removed: bool
    until_end_of_round: bool
    kills: int
    master_strike: int = field(metadata={"json": False})  # the view's sum shows them
    shift_note: str = field(metadata={"json": False})
    toughness_note: str = field(metadata={"json": False})
    assassin_ignored: bool = False
    seed: int | None = None
    stunned_before: bool | None = field(default=None, metadata={"json": "optional"})
    toxic: ToxicRoll | None = field(default=None, metadata={"json": "optional"})
    final_state: str | None = field(default=None, metadata={"json": "optional"})

    def final(self) -> WoundRoll:
        """The roll whose state the figure ends in (a toxic second roll, if any)."""
        return self.toxic or self


# its __init__, comparison and repr are the damage roll's, inherited: only its fields are
# made again when the module is imported (a wound command's start-up)
@dataclasses.dataclass(frozen=True, init=False, eq=False, repr=False)
class ToxicRoll(WoundRoll):
    """The second damage roll of Toxic / X, shown inside the first (no game, no seed)."""

    GAME = None

    seed: int | None = field(default=None, metadata={"json": False})

    @classmethod
    def of(cls, roll: WoundRoll) -> ToxicRoll:
        return cls(**{f.name: getattr(roll, f.name) for f in dataclasses.fields(roll)})


# ----------------------------------------------------------------------- the wound table


def _row(score: Number) -> int:
    up_to = wound_rules()["table"]["up_to"]
    for i, top in enumerate(up_to):
        if score <= top:
            return i
    return len(up_to)


def row_name(row: int) -> Named:
    """A row of the wound table ('11 to 15', Czech '11 až 15')."""
    t = wound_rules()["table"]
    return Named(t["rows"][row], t.get("rows_cs", t["rows"])[row])


def table_result(pair: tuple[int, int], strength: Number, resilience: int, master_strike: int,
                 hard_boiled: bool, bane: bool, location_fixed: str | None = None,
                 immune: tuple[str, ...] = ()) -> dict[str, Any]:
    """One pair of damage dice on the wound table."""
    w = wound_rules()
    a, b = pair
    if a == b:
        return {"exceptional": True, "location": None, "score": None, "row": None,
                "table_result": w["exceptional"]["by_die"][str(a)],
                "result": w["exceptional"]["by_die"][str(a)], "shift_note": ""}
    location = location_fixed or w["location"]["by_die"][str(min(a, b))]
    if location in immune:
        return {"exceptional": False, "location": location, "score": None, "row": None,
                "table_result": "none", "result": "none",
                "shift_note": say("{immunity} / {location}: no wound there",
                                  immunity=named(w["immunity"]),
                                  location=named(w["location"]["names"][location]))}
    score = a + b + strength - resilience + master_strike
    row = _row(score)
    column = w["table"][location]
    base = column[row]
    shift = (1 if bane else 0) - (1 if hard_boiled else 0)
    notes = []
    if hard_boiled and bane:
        notes.append(say("hard-boiled and bane cancel out"))
    elif shift < 0 and base == "killed":
        shift = 0
        notes.append(say("hard-boiled does not lighten killed outright"))
    elif shift:
        notes.append(say("bane: one row lower") if shift > 0 else say("hard-boiled: one row up"))
    shifted = min(max(row + shift, 0), len(column) - 1)
    if shifted != row:
        notes.append(say("row {row}: {result}", row=row_name(shifted),
                         result=named(w["result"][column[shifted]])))
    elif shift:
        notes.append(say("already at the edge of the table"))
    return {"exceptional": False, "location": location, "score": score, "row": row,
            "table_result": base, "result": column[shifted], "shift_note": joined(notes, ", ")}


def _rank(outcome: dict[str, Any]) -> tuple[Any, ...]:
    """How much an outcome hurts the target (the Assassin keeps the worst for it)."""
    order = {"none": 0, "stunned": 1, "light": 2, "serious": 3, "critical": 4, "killed": 5}
    score = outcome["score"] if outcome["score"] is not None else -10**6
    return (outcome["removed"], outcome["kills"], order[outcome["wound"]],
            -(outcome["penalty"] or 0), order[outcome["result"]], score)


# ------------------------------------------------------------------------- the roll


def damage_roll(src: Source, strength: Number, resilience: int, *, current: str = "none",
                hard_boiled: bool = False, bane: bool = False, master_strike: int = 0,
                assassin: bool = False, survival_instinct: bool = False,
                toughness: str | None = None, killed_before: int = 0,
                possessed: bool = False, immune: tuple[str, ...] | list[str] = (),
                assassin_immune: bool = False, location: str | None = None,
                toxic: int | None = None, stunned: bool = False) -> WoundRoll:
    """2d6 damage roll: doubles are exceptional, else the lower die is the location and
    dice + STR - RES (+ a master strike's difficulty) the row of the wound table.

    ``location`` fixes the location (a leg wound from a jump or a fall); ``immune`` lists
    body parts the target cannot be wounded in (Immunity / X); ``assassin_immune``: the
    target ignores Assassin (an assassin, or Consciousness); ``toxic`` X: a second damage
    roll at STR X follows at once (Toxic / X), with the target's own abilities but not the
    attacker's (RULINGS in docs); ``stunned``: the figure is stunned already this round, and
    stays so whatever the roll does (L1564-1567)."""
    first = _one_roll(src, strength, resilience, current=current, hard_boiled=hard_boiled,
                      bane=bane, master_strike=master_strike,
                      assassin=assassin and not assassin_immune,
                      survival_instinct=survival_instinct, toughness=toughness,
                      killed_before=killed_before, possessed=possessed, immune=tuple(immune),
                      location=location)
    if assassin and assassin_immune:
        first = dataclasses.replace(first, assassin_ignored=True)
    if stunned:
        first = dataclasses.replace(_still_stunned(first), stunned_before=True)
    if toxic is None or first.removed:
        return first
    t = _one_roll(src, toxic, resilience, current=first.wound, hard_boiled=hard_boiled,
                  survival_instinct=survival_instinct, toughness=toughness,
                  killed_before=first.kills, possessed=possessed, immune=tuple(immune))
    if first.stunned:  # stunned by the first roll (or before it) stays stunned this round
        t = _still_stunned(t)
    return dataclasses.replace(first, toxic=ToxicRoll.of(t), final_state=t.state)


def _still_stunned(roll: WoundRoll) -> WoundRoll:
    """``roll`` on a figure stunned already: the stun stays, with its die penalty, unless
    the figure is removed."""
    if roll.removed or roll.stunned:
        return roll
    return dataclasses.replace(
        roll, stunned=True, state="stunned" if roll.state == "none" else roll.state,
        penalty=(roll.penalty or 0) - wound_rules()["result"]["stunned"]["penalty"])


def _one_roll(src: Source, strength: Number, resilience: int, *, current: str,
              hard_boiled: bool = False, bane: bool = False, master_strike: int = 0,
              assassin: bool = False, survival_instinct: bool = False,
              toughness: str | None = None, killed_before: int = 0,
              possessed: bool = False, immune: tuple[str, ...] = (),
              location: str | None = None) -> WoundRoll:
    w = wound_rules()
    base: dict[str, Any] = {"strength": plain(strength), "resilience": resilience,
                            "current": current,
            "master_strike": master_strike, "instinct_die": None, "cancelled": False}
    if survival_instinct:
        base["instinct_die"] = src.d(w["damage"]["sides"])
        if base["instinct_die"] == w["ability"]["survival-instinct"]["cancel_on"]:
            base["cancelled"] = True
            state = apply_wound("none", current, toughness, killed_before, possessed)
            return WoundRoll(**base, **state, dice=(), kept=(), exceptional=False,
                             location=None, score=None, row=None, table_result="none",
                             result="none", shift_note="")
    n = w["damage"]["assassin_dice" if assassin else "dice"]
    pool = src.pool(n, w["damage"]["sides"])
    values = pool.sorted()
    seen = pool.seen()
    best: dict[str, Any] | None = None
    for pair in sorted(set(combinations(values, 2))):
        out = table_result(pair, strength, resilience, master_strike, hard_boiled, bane,
                           location, immune)
        out.update(apply_wound(out["result"], current, toughness, killed_before, possessed))
        out["kept"] = tuple(pair)
        if best is None or _rank(out) > _rank(best):
            best = out
    assert best is not None
    best["score"] = plain(best["score"])
    return WoundRoll(**base, **best, dice=tuple(seen if seen else values))


# --------------------------------------------------------------------------- the spec


def check_resilience(resilience: int) -> None:
    """RES, a characteristic (`muster.limits`); below 0 the figure is killed outright."""
    within("resilience", resilience, 0, MOST_CHARACTERISTIC,
           rule=N_("RES is {low} to {high}; below 0 a figure is killed outright at once, "
                   "with no damage roll (seed L388-392)"))


@frozen
class DamageSpec:
    """One damage roll as a player asks for it. ``current`` and the body parts
    (``immune``, ``location``) may be given by English or Czech name; the spec holds their
    keys. ``toughness``: colossal, enormous, gigantic or fierce (how a kill is taken)."""

    strength: Number
    resilience: int
    current: str = "none"
    hard_boiled: bool = False
    bane: bool = False
    master_strike: int = 0
    assassin: bool = False
    survival_instinct: bool = False
    toughness: str | None = None
    killed_before: int = 0
    possessed: bool = False
    immune: tuple[str, ...] = ()
    assassin_immune: bool = False
    toxic: int | None = None
    toxic_immune: bool = False
    location: str | None = None
    stunned: bool = False  # stunned already this round (L1564-1567): the stun stays

    def __post_init__(self) -> None:
        w = wound_rules()
        object.__setattr__(self, "current", current_key(self.current))
        check_resilience(self.resilience)
        within("strength", float(self.strength), -MOST_CHARACTERISTIC, MOST_STRENGTH)
        within("master_strike", self.master_strike, 0)
        check_kills(self.toughness, self.killed_before)
        object.__setattr__(self, "current",
                           carried_token(self.toughness, self.killed_before, self.current))
        if self.toxic_immune and self.toxic is None:
            raise FieldError("toxic_immune", "{field} says the target ignores {toxic}; give "
                             "{toxic} X", toxic=Field("toxic"))
        object.__setattr__(self, "immune",
                           tuple(location_key(x, "immune") for x in self.immune))
        if self.location is not None:
            object.__setattr__(self, "location", location_key(self.location))
        assert self.current in CURRENT and (self.toughness is None
                                            or self.toughness in w["toughness"])

    def options(self) -> list[str]:
        """The abilities in play, named for the odds title."""
        places = wound_rules()["location"]["names"]
        out: list[str] = [text for text, on in (
            (say("hard-boiled"), self.hard_boiled), (say("bane"), self.bane),
            (say("master strike {n}", n=self.master_strike), self.master_strike),
            (say("assassin"), self.assassin),
            (say("survival instinct"), self.survival_instinct)) if on]
        if self.possessed:
            out.append(say("possessed"))
        out += [say("immune: {location}", location=named(places[x])) for x in self.immune]
        if self.assassin_immune:
            out.append(say("immune to Assassin"))
        if self.toxic is not None and not self.toxic_immune:
            out.append(say("toxic {n}", n=self.toxic))
        if self.toxic_immune:
            out.append(say("immune to Toxic"))
        if self.location:
            out.append(say("location {location}", location=named(places[self.location])))
        if self.stunned:
            out.append(say("stunned already"))
        if self.toughness:
            tough = Named(self.toughness, wound_rules()["toughness"][self.toughness]["cs"])
            out.append(say("{ability}, killed {n} before", ability=tough, n=self.killed_before)
                       if self.killed_before else tough)
        return out


def check_kills(toughness: str | None, killed_before: int) -> None:
    """``killed_before`` counts the kills a big creature has survived: never negative, and
    no more than its tokens allow."""
    within("killed_before", killed_before, 0)
    if toughness is None:
        if killed_before:
            raise FieldError("killed_before", "{field} counts the kills a colossal, "
                             "enormous, gigantic or fierce figure has survived; give one of "
                             "those options")
        return
    t = wound_rules()["toughness"][toughness]
    most = 1 if t.get("until_end_of_round") else len(t["tokens"])
    within("killed_before", killed_before, 0, most,
           rule=N_("a figure with {ability} killed {value} times before is already off the "
                   "table ({field} is at most {high})"), ability=named(t))


def carried_token(toughness: str | None, killed_before: int, current: str) -> str:
    """The wound a big creature killed ``killed_before`` times carries: the last kill's
    token (a Colossal killed once has a serious wound token, L1141-1144; a Fierce figure
    killed once counts as critically wounded, L1395-1398) unless ``current`` is worse; a
    ``current`` lighter than that token is refused (the token replaced any lighter wound)."""
    if not toughness or not killed_before:
        return current
    w = wound_rules()
    t = w["toughness"][toughness]
    token = t["tokens"][killed_before - 1]
    if current == "none":
        return str(token)
    levels = w["result"]
    if levels[current]["level"] < levels[token]["level"]:
        raise FieldError("current", "{field} {current}: a figure with {ability} killed {n} "
                         "times before carries a {wound} token, which replaced any lighter "
                         "wound", ability=named(t),
                         n=killed_before, wound=named(levels[token]),
                         current=named(levels[current]))
    return current


class WoundKey(NamedKey):
    """(location, table result, new state): "torso: critical -> critical" (the JSON label;
    the --times table shows it in the user's language, `views.damage`)."""

    NAMES = ("location", "result", "state")

    def __str__(self) -> str:
        return f"{self[0]}: {self[1]} -> {self[2]}"


def wound_key(roll: WoundRoll) -> WoundKey:
    """(location, table result, new state) - what --odds and --times group by."""
    where = "cancelled" if roll.cancelled else (roll.location or "doubles")
    last = roll.final()
    state = last.state
    if last.stunned and state not in ("stunned", "none", "killed"):
        state += "+stunned"
    return WoundKey((where, roll.result, state))


@rule(DamageSpec, key=wound_key, label=N_("location: result -> state"))
def damage(src: Source, spec: DamageSpec) -> WoundRoll:
    return damage_roll(src, spec.strength, spec.resilience, current=spec.current,
                       hard_boiled=spec.hard_boiled, bane=spec.bane,
                       master_strike=spec.master_strike, assassin=spec.assassin,
                       survival_instinct=spec.survival_instinct, toughness=spec.toughness,
                       killed_before=spec.killed_before, possessed=spec.possessed,
                       immune=spec.immune, assassin_immune=spec.assassin_immune,
                       location=spec.location,
                       toxic=None if spec.toxic_immune else spec.toxic, stunned=spec.stunned)
