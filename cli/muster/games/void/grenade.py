"""`muster scatter void`: where a thrown hand grenade lands, and whether the target is caught.

The throw is an RC roll (d20 roll-under, RULINGS 24); a miss lands (roll - RC) metres from
the target (L45) towards a d12 clock bearing (RULINGS 25, a house rule) and explodes there,
through the one procedure `burst` that `wound void` uses too. A natural 20 also loses the
grenade supply (L41), and the grenade still lands at the margin distance. A timed grenade
(``--timed``) gives a target in the blast an Agility roll to get away untouched (L45).
"""

from __future__ import annotations

from dataclasses import field
from functools import cached_property
from typing import Any, NamedTuple

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.engine.scatter import Landing, Point, land
from muster.engine.scatter_numbers import clock_degrees
from muster.errors import Field, FieldError, within
from muster.games.void import catalogue as cat
from muster.games.void.d20 import GAME, SIDES, passes
from muster.games.void.outcomes import Word, english
from muster.i18n import N_

VIEWS = ("muster.games.void.views.scatter", "muster.games.void.views.outcomes")  # its views

UNIT = "m"


@frozen
class GrenadeSpec:
    """A grenade throw at RC ``rc`` + ``mods`` (an ``indirect`` throw over obstacles: -2),
    with a ``charge`` (a name of the charges table); a ``timed`` grenade gives a target in
    the blast an Agility (``target_agility``, default 10) roll to get away."""

    rc: int = 10
    mods: tuple[int, ...] = ()
    indirect: bool = False
    charge: str = "fragmentation"
    timed: bool = False
    target_agility: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "mods", tuple(self.mods))
        attrs = cat.rules()["attributes"]
        lo, hi = attrs["min"], attrs["max"]
        within("rc", self.rc, lo, hi)
        if self.target_agility is not None and not self.timed:
            raise FieldError("target_agility", "{field} is the escape roll from a timed "
                             "grenade: give {timed} too (an impact grenade leaves no time to "
                             "escape)", timed=Field("timed"))
        within("target_agility", self.agility, lo, hi)
        object.__setattr__(self, "charge", cat.table("charges").require(self.charge, "charge"))

    @property
    def agility(self) -> int:
        return 10 if self.target_agility is None else self.target_agility

    @property
    def detonator(self) -> dict[str, Any]:
        return cat.entry("items", "timed-grenade" if self.timed else "impact-grenade")

    @property
    def charge_entry(self) -> dict[str, Any]:
        return cat.entry("charges", self.charge)

    @cached_property  # a spec's derived numbers: worked out once (the exact driver's runs)
    def radius(self) -> int:
        return int(self.charge_entry.get("explosion_m", 0))

    @cached_property
    def target(self) -> int:
        extra = cat.rules()["indirect_throw"]["rc"] if self.indirect else 0
        return self.rc + sum(self.mods) + int(extra)


@frozen
class GrenadeScatter(JsonResult):
    """Where the grenade landed: the RC roll, the miss distance (``metres``, 0 on a hit)
    and bearing, whether the target is in the blast, the escape roll from a timed grenade."""

    GAME = GAME
    FORM = "grenade"
    throw: GrenadeSpec = field(metadata={"json": False})
    charge: str
    rc: int
    mods: tuple[int, ...]
    indirect: bool
    hit_target: int
    roll: int
    hit: bool
    luck: bool
    bad_luck: bool
    supply_lost: bool
    miss_distance_m: int | None
    bearing: int | None
    house_rule_bearing: bool
    unit: str = field(default=UNIT, init=False)
    aim: Point = field(default=Point(), init=False)
    landing: Landing
    radius: int
    target_in_blast: bool
    detonator: str
    target_agility: int | None
    escape_roll: int | None
    escaped: bool
    target_hit: bool
    seed: int | None = None
    metres: int = field(default=0, metadata={"json": False})


def grenade_miss(src: Source, roll: int, hit_target: int) -> tuple[int, int | None]:
    """Where a missed grenade lands (L45): (roll - the RC it was rolled against) metres from
    the target; RULINGS 25: the seed gives no direction, so a d12 clock bearing is rolled
    (a house rule), only when it lands off the target. Returns (metres, bearing or None)."""
    metres = max(0, roll - hit_target)
    if not metres:
        return 0, None
    return metres, src.d(cat.rules()["grenade_miss"]["bearing_sides"])


def in_blast(hit: bool, metres: int, radius: int) -> bool:
    """A grenade catches the target when it hits, or when it explodes within its blast
    radius (edge included, L45); a charge without a blast (shaped) only by a hit."""
    return hit or (radius > 0 and metres <= radius)


@frozen
class Burst(JsonResult):
    """Where a thrown grenade went off and what it did to the target: the miss (metres,
    bearing), whether the target is in the blast, and a timed grenade's escape roll (what
    an attack's JSON shows of it)."""

    hit: bool = field(metadata={"json": False})
    metres: int = field(metadata={"json": False})
    bearing: int | None = field(metadata={"json": False})
    in_blast: bool
    escape_roll: int | None = None
    escaped: bool = False

    @property
    def struck(self) -> bool:
        """The grenade reaches the target (in the blast, and did not get away)."""
        return self.in_blast and not self.escaped


def burst(src: Source, roll: int, hit: bool, hit_target: int, radius: int,
          escape: int | None, escape_on_hit: bool = True) -> Burst:
    """The one grenade procedure of `scatter void` and `wound void` (L45): a miss lands
    (roll - RC) metres away (`grenade_miss`) and explodes there; a target in the blast
    (`in_blast`) of a timed grenade (``escape``: its Agility; None for an impact grenade)
    rolls it to get away untouched (``escape_on_hit``: a hit too, else only the blast of a
    miss; `wound void` leaves a hit to the target's dodge)."""
    metres, bearing = (0, None) if hit else grenade_miss(src, roll, hit_target)
    caught = in_blast(hit, metres, radius)
    if escape is None or not caught or (hit and not escape_on_hit):
        return Burst(hit, metres, bearing, caught)
    rolled = src.d(SIDES)
    return Burst(hit, metres, bearing, caught, rolled, passes(rolled, escape))


class ThrowKey(NamedTuple):
    """Where the grenade landed and what it did: its words for `--times` are English here
    (the JSON label), in the user's language in `views.outcomes`."""

    hit: bool
    metres: int
    bearing: int | None
    caught: bool
    supply_lost: bool
    escaped: bool = False

    def words(self) -> tuple[Word, ...]:
        at = (("metres", self.metres),)
        out = [Word(N_("hit")) if self.hit else
               Word("{metres} m at {bearing} o'clock", self.bearing,
                    at + (("bearing", self.bearing),)) if self.bearing else
               Word(N_("miss, {metres} m"), None, at)]
        out.append(Word((N_(", escaped") if self.escaped else N_(", caught")) if self.caught
                        else N_(", clear"), glued=True))
        if self.supply_lost:
            out.append(Word(N_(", supply lost"), glued=True))
        return tuple(out)

    def __str__(self) -> str:
        return english(self.words())


def throw_key(g: GrenadeScatter) -> ThrowKey:
    return ThrowKey(g.hit, g.metres, g.bearing, g.target_in_blast, g.supply_lost, g.escaped)


@rule(GrenadeSpec, key=throw_key, label=N_("landing"))
def throw(src: Source, t: GrenadeSpec) -> GrenadeScatter:
    """The RC roll, then the grenade procedure shared with `wound void` (`burst`)."""
    roll = src.d(SIDES)
    b = burst(src, roll, passes(roll, t.target), t.target, t.radius,
              t.agility if t.timed else None)
    test = cat.rules()["test"]
    return GrenadeScatter(
        t, t.charge, t.rc, t.mods, t.indirect, t.target, roll, b.hit, roll == test["luck"],
        roll == test["bad_luck"], roll == test["bad_luck"], None if b.hit else b.metres,
        b.bearing, b.bearing is not None,
        land(b.metres, None if b.bearing is None else clock_degrees(b.bearing)), t.radius,
        b.in_blast, "timed" if t.timed else "impact", t.agility if t.timed else None,
        b.escape_roll, b.escaped, b.struck, metres=b.metres)
