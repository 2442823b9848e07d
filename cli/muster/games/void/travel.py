"""Void: travel and its fatigue (seed 003 L19, Putování).

Three paces on foot: fast (10 km/h), standard (5 km/h), slow (1 km/h). On a fast journey
every traveller rolls Durability for each started hour; each failure is one fatigue level
(-1 to RC, CC, Agility, Strength, Intelligence, Will, Perception and Charisma, and -1 to
initiative; Durability itself is not lowered). A fast party meets an attack unprepared
(Surprise attack, -5 initiative), a slow one expects it (+5). An animal's own travel speed
is its standard pace (fast x 2, slow x 1/2), and it rolls for fatigue too. Numbers are in
``data/rules.toml`` (``[travel]``, ``[fatigue]``).

A slow journey lets each traveller search in each kilometre (L19): a Perception roll, which
finds every object of the kind named within the range of the sense used (L23; ``[search]``).
"""

from __future__ import annotations

from dataclasses import field
from fractions import Fraction
from math import ceil
from typing import Any, cast

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.names import UNKNOWN_FOR, Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.void import catalogue as cat
from muster.games.void.body import check_attribute
from muster.games.void.d20 import GAME, SIDES, passes
from muster.i18n import N_, named

VIEWS = "muster.games.void.views.travel"


def paces() -> dict[str, Any]:
    found: dict[str, Any] = cat.rules()["travel"]
    return found


@frozen
class TravelSpec:
    """A journey at ``pace`` (fast, standard, slow, or its Czech name) of ``km`` kilometres
    or ``hours`` hours (one of them), by a traveller with ``durability`` + ``mods``; an
    animal gives its own travel speed (``animal_speed``, km/h at the standard pace)."""

    pace: str = "fast"
    km: int | None = None
    hours: int | None = None
    durability: int = 10
    mods: tuple[int, ...] = ()
    animal_speed: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        object.__setattr__(self, "pace", cat.table("travel", N_("pace")).require(self.pace,
                                                                                   "pace"))
        check_attribute("durability", self.durability)
        if (self.km is None) == (self.hours is None):
            raise FieldError("km", "give the journey as {field} or as {hours}, one of them",
                             hours=Field("hours"))
        most = cat.rules()["fatigue"]["max_hours"]
        for name in ("km", "hours", "animal_speed"):
            if getattr(self, name) is not None:
                within(name, getattr(self, name), 1 if name == "animal_speed" else 0)
        if self.started_hours > most:
            raise FieldError("km" if self.hours is None else "hours", "{field}: {hours} hours "
                             "of travel; at most {most}", hours=self.started_hours, most=most)

    @property
    def entry(self) -> dict[str, Any]:
        found: dict[str, Any] = paces()[self.pace]
        return found

    @property
    def speed(self) -> Fraction:
        """Kilometres an hour at this pace (an animal: its own speed x the pace's factor)."""
        e = self.entry
        if self.animal_speed is None:
            return Fraction(e["speed_kmh"])
        return self.animal_speed * Fraction(str(e["animal_factor"]))

    @property
    def time_h(self) -> Fraction:
        return Fraction(self.hours) if self.hours is not None else \
            Fraction(cast(int, self.km)) / self.speed

    @property
    def started_hours(self) -> int:
        """The hours begun (each started hour of fast travel is a fatigue roll)."""
        return ceil(self.time_h)

    @property
    def rolls(self) -> int:
        return self.started_hours if self.entry.get("fatigue_roll") else 0

    @property
    def target(self) -> int:
        return self.durability + sum(self.mods)


@frozen
class Journey(JsonResult):
    """A journey as a result shows it: its pace, speed, length and time, the Durability
    rolls of its started hours and the fatigue levels gained (``penalty``: what they take
    off the attributes), and the initiative modifier of an attack on the way."""

    pace: str
    speed_kmh: float
    km: float
    hours: float
    started_hours: int
    durability: int
    mods: tuple[int, ...]
    target: int
    fatigue_rolls: tuple[int, ...]
    fatigue: int
    penalty: int
    initiative: str | None

    @classmethod
    def of(cls, s: TravelSpec, rolls: tuple[int, ...] = (), fatigue: int = 0) -> Journey:
        per = cat.rules()["fatigue"]["per_level"]
        return cls(s.pace, float(s.speed),
                   s.km if s.km is not None else round(float(s.time_h * s.speed), 4),
                   round(float(s.time_h), 4), s.started_hours, s.durability, s.mods, s.target,
                   rolls, fatigue, per * fatigue if fatigue else 0, s.entry.get("initiative"))


@frozen
class Travel(JsonResult):
    """The journey: its time, the Durability rolls and the fatigue levels gained."""

    GAME = GAME
    FORM = "travel"
    spec: TravelSpec = field(metadata={"json": False})
    journey: Journey = field(metadata={"json": "inline"})
    seed: int | None = None


def travel_key(r: Travel) -> int:
    return r.journey.fatigue


@rule(TravelSpec, key=travel_key, label=N_("fatigue levels"))
def travel(src: Source, spec: TravelSpec) -> Travel:
    """One Durability d20 for each started hour of fast travel (thrown together: the exact
    driver counts the failures); each failure is a fatigue level."""
    pool = src.pool(spec.rolls, SIDES)
    target = spec.target
    fatigue = pool.count(lambda v: not passes(cast(int, v), target))
    return Travel(spec, Journey.of(spec, tuple(pool.seen()), fatigue))


# ------------------------------------------------------------------- searching on the way


def search_rules() -> dict[str, Any]:
    found: dict[str, Any] = cat.rules()["search"]
    return found


def sense_key(name: str) -> str:
    """A sense by English or Czech name or alias (sight, hearing, smell)."""
    return Lookup(N_("sense"), search_rules()["sense"]).find(name, field="sense",
                                                             template=UNKNOWN_FOR)


@frozen
class TravelSearchSpec:
    """A slow ``journey`` on which the traveller searches in each kilometre with its
    ``perception`` + ``mods`` (an effect on the sense: -4 each), by ``sense``."""

    journey: TravelSpec
    perception: int
    mods: tuple[int, ...] = ()
    sense: str = "sight"

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        check_attribute("perception", self.perception)
        object.__setattr__(self, "sense", sense_key(self.sense))
        if self.journey.pace != search_rules()["pace"]:
            raise FieldError("perception", "{field}: only a slow journey searches on the way "
                             "(L19), not a {pace} one", pace=named(self.journey.entry))

    @property
    def km(self) -> Fraction:
        j = self.journey
        return Fraction(j.km) if j.km is not None else j.time_h * j.speed

    @property
    def searches(self) -> int:
        """One search in each kilometre begun (L19)."""
        return ceil(self.km / int(search_rules()["per_km"]))

    @property
    def target(self) -> int:
        return self.perception + sum(self.mods)

    @property
    def range_m(self) -> int:
        return int(search_rules()["sense"][self.sense]["range_m"])


@frozen
class TravelSearch(JsonResult):
    """The slow journey and its searches: one Perception roll a kilometre, and the
    kilometres they found something in."""

    GAME = GAME
    FORM = "travel_search"
    spec: TravelSearchSpec = field(metadata={"json": False})
    journey: Journey = field(metadata={"json": "inline"})
    perception: int
    search_mods: tuple[int, ...]
    search_target: int
    sense: str
    search_range_m: int
    searches: int
    search_rolls: tuple[int, ...]
    found: int
    found_in_km: tuple[int, ...]
    seed: int | None = None


def search_key(r: TravelSearch) -> int:
    return r.found


@rule(TravelSearchSpec, key=search_key, label=N_("searches that found"))
def travel_search(src: Source, spec: TravelSearchSpec) -> TravelSearch:
    """A Perception d20 in each kilometre (thrown together: the exact driver counts the
    successes)."""
    pool = src.pool(spec.searches, SIDES)
    target = spec.target
    found = pool.count(lambda v: passes(cast(int, v), target))
    rolls = tuple(cast(int, v) for v in pool.seen())
    return TravelSearch(spec, Journey.of(spec.journey), spec.perception, spec.mods, target,
                        spec.sense, spec.range_m, spec.searches, rolls, found,
                        tuple(i + 1 for i, v in enumerate(rolls) if passes(v, target)))
