"""Shooting (seed 000 L712-781) and counter-firing (L797-816): the difficulty of a shot from
the range band the target is in, the shot type, cover and the target's size, and the aim
roll against it (the characteristic test on AIM, total >= difficulty, RULINGS 5). The
numbers are in ``data/shooting.toml``.

A counter-fire's difficulty is fixed (L802-803): movement, cover and size do not change it,
and it is never precise or rapid (docs/RULINGS.md)."""

from __future__ import annotations

from dataclasses import field

from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.names import Lookup
from muster.engine.rule import JsonResult, rule
from muster.errors import Field, FieldError, within
from muster.games.confrontation.characteristic import (
    CharacteristicRoll,
    CharacteristicSpec,
    single_test,
)
from muster.games.confrontation.tables import (
    GAME,
    flying_rules,
    level_key,
    penalty_total,
    shooting_rules,
)
from muster.i18n import N_, Named, named, say
from muster.limits import MOST_CHARACTERISTIC

VIEWS = "muster.games.confrontation.views.shooting"  # its text and odds tables

OUTCOMES = (N_("hit"), N_("miss"), N_("automatic failure"), N_("out of range"),
            N_("flees, no shot"), N_("levels apart, no shot"))


def _key(section: str, text: str, what: str) -> str:
    """A range band or a size by its key, English or Czech name (accents optional)."""
    return Lookup(what, shooting_rules()[section]).find(text, field=section)


@frozen
class ShotSpec:
    """One shot by a shooter with ``aim`` (AIM): the target's range band (``range``), or its
    ``distance`` in cm with the weapon's three ranges (``reach``: short, medium, long); the
    shot type (``moved``: dynamic, else static; ``precise`` or ``rapid`` on top), ``cover``
    (the target partly hidden), the target's ``size``, and the shooter's die ``penalties``
    and ``abilities``. ``counter_fire``: a reserve shooter charged or engaged, at the fixed
    difficulty. ``shooter_level`` and ``target_level``: the altitude levels of a flying
    figure (0 the ground, 1 low, 2 high; L1401-1409): one level apart takes the altitude
    penalty off the aim die, further apart there is no shot (L1421-1423)."""

    aim: int
    range: str | None = None
    distance: float | None = None
    reach: tuple[int, int, int] | None = None
    moved: bool = False
    precise: bool = False
    rapid: bool = False
    cover: bool = False
    size: str = "normal"
    counter_fire: bool = False
    penalties: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    courage: int | None = None
    fear: int | None = None
    shooter_level: int = 0
    target_level: int = 0
    test: CharacteristicSpec | None = field(init=False, repr=False, compare=False)
    courage_test: CharacteristicSpec | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if (self.courage is None) != (self.fear is None):
            raise FieldError("courage", "the Courage test needs both {field} C and {fear} F",
                             fear=Field("fear"))
        if self.courage is not None and not self.counter_fire:
            raise FieldError("courage", "{field} is the Courage test before a counter-fire at "
                             "a fear-causer (L805-808): add {counter_fire}",
                             counter_fire=Field("counter_fire"))
        for name in ("aim", "courage"):  # (a characteristic: `muster.limits`)
            if getattr(self, name) is not None:
                within(name, getattr(self, name), -MOST_CHARACTERISTIC, MOST_CHARACTERISTIC)
        object.__setattr__(self, "courage_test", None if self.courage is None else
                           CharacteristicSpec(self.courage, self.fear, over=True))
        if self.range is not None and (self.distance is not None or self.reach is not None):
            raise FieldError("range", "give {field} or {distance} with {reach}, not both",
                             distance=Field("distance"), reach=Field("reach"))
        if (self.distance is None) != (self.reach is None):
            raise FieldError("distance", "{field} needs the weapon's ranges: {reach} "
                             "SHORT,MEDIUM,LONG in cm", reach=Field("reach"))
        if self.range is None and self.distance is None and not self.counter_fire:
            raise FieldError("range", "the difficulty starts from the range band: give "
                             "{field} (short, medium, long) or {distance} with {reach}",
                             distance=Field("distance"), reach=Field("reach"))
        if self.reach is not None:
            reach = tuple(self.reach)
            if len(reach) != 3 or not 0 < reach[0] < reach[1] < reach[2]:
                raise FieldError("reach", "{field} is the weapon's short, medium and long "
                                 "range in cm, each longer than the one before (e.g. "
                                 "15,30,45), not {reach}", reach=",".join(map(str, reach)))
            object.__setattr__(self, "reach", reach)
        if self.distance is not None:
            within("distance", self.distance, 0)
        if self.range is not None:
            object.__setattr__(self, "range", _key("range", self.range, N_("range band")))
        object.__setattr__(self, "size", _key("size", self.size, N_("size")))
        if self.precise and self.rapid:
            raise FieldError("rapid", "a shot is either precise or rapid, not both: "
                             "{precise} and {field} are opposites (L761-762)",
                             precise=Field("precise"))
        if self.counter_fire:
            for name, on in (("precise", self.precise), ("rapid", self.rapid),
                             ("moved", self.moved), ("cover", self.cover),
                             ("size", self.size != "normal")):
                if on:
                    raise FieldError(name, "a counter-fire's difficulty is fixed at {d} "
                                     "(L802-804): {field} does not change it",
                                     d=shooting_rules()["counter_fire"]["difficulty"])
        for name in ("shooter_level", "target_level"):
            level_key(getattr(self, name), name)
        if self.counter_fire and self.levels_apart:
            raise FieldError("target_level", "a counter-firer is charged or engaged, so its "
                             "enemy is at its own level (L1420-1421): {field} must equal "
                             "{shooter_level}", shooter_level=Field("shooter_level"))
        object.__setattr__(self, "penalties", tuple(self.penalties))
        object.__setattr__(self, "abilities", tuple(self.abilities))
        object.__setattr__(self, "test", None if self.no_shot else CharacteristicSpec(
            self.aim, self.difficulty, penalties=self.penalties + self.altitude_penalty,
            abilities=self.abilities))

    @property
    def levels_apart(self) -> int:
        return abs(self.shooter_level - self.target_level)

    @property
    def too_far_apart(self) -> bool:
        """More than one altitude level between shooter and target: no shot (L1423)."""
        return self.levels_apart > int(flying_rules()["flying"]["shot_reach"])

    @property
    def altitude_penalty(self) -> tuple[str, ...]:
        """The altitude die penalty of a shot one level up or down (L1421-1423)."""
        return ("altitude",) if self.levels_apart == 1 else ()

    @property
    def no_shot(self) -> bool:
        return self.out_of_range or self.too_far_apart

    @property
    def band(self) -> str | None:
        """The range band the target is in (None: beyond the long range, or not given for
        a counter-fire)."""
        if self.range is not None:
            return self.range
        if self.distance is None or self.reach is None:
            return None
        for key, most in zip(("short", "medium", "long"), self.reach, strict=True):
            if self.distance <= most:
                return key
        return None

    @property
    def out_of_range(self) -> bool:
        return self.distance is not None and self.band is None

    @property
    def types(self) -> tuple[str, ...]:
        """The shot types in play: static or dynamic, and precise or rapid."""
        return (("dynamic" if self.moved else "static",)
                + (("precise",) if self.precise else ()) + (("rapid",) if self.rapid else ()))

    def steps(self) -> list[tuple[Named, int]]:
        """How the difficulty is made: each part named, with its number (the base first)."""
        r = shooting_rules()
        if self.counter_fire:
            return [(named(r["counter_fire"]), r["counter_fire"]["difficulty"])]
        band = self.band
        if band is None:
            return []
        out = [(named(r["range"][band]), r["range"][band]["difficulty"])]
        out += [(named(r["type"][t]), r["type"][t]["modifier"]) for t in self.types]
        if self.cover:
            out.append((named(r["cover"]), r["cover"]["modifier"]))
        out.append((named(r["size"][self.size]), r["size"][self.size]["modifier"]))
        return out

    @property
    def difficulty(self) -> int | None:
        """The aim roll's difficulty: every modifier added to the base (L773, L794)."""
        steps = self.steps()
        return sum(n for _name, n in steps) if steps else None

    @property
    def initiative(self) -> int:
        """What the shot type does to the shooter's Initiative for the shooting order."""
        if self.counter_fire:
            return 0
        return sum(shooting_rules()["type"][t]["initiative"] for t in self.types)


@frozen
class Step:
    """One part of a shot's difficulty: its name (English) and its number."""

    name: str
    value: int


@frozen
class ShotRoll(JsonResult):
    """The shot: how its difficulty is made, the Courage test of a counter-firer charged by
    a fear-causer (``flees`` when it fails, L805-808), and the aim roll (none when out of
    range or levels apart, or when the counter-firer flees)."""

    GAME = GAME
    FORM = "shot"

    spec: ShotSpec = field(metadata={"json": False})  # what the view shows of it
    aim: int
    range: str | None  # the band the target is in
    distance_cm: float | None
    reach_cm: tuple[int, int, int] | None
    counter_fire: bool
    types: tuple[str, ...]
    cover: bool
    size: str
    difficulty_steps: tuple[Step, ...]
    difficulty: int | None
    initiative_change: int
    out_of_range: bool
    shooter_level: int
    target_level: int
    altitude_penalty: int | None
    courage_test: CharacteristicRoll | None
    flees: bool
    aim_roll: CharacteristicRoll | None
    outcome: str
    hit: bool
    seed: int | None = None


def _outcome(spec: ShotSpec, roll: CharacteristicRoll | None, flees: bool) -> str:
    if flees:
        return "flees, no shot"
    if spec.too_far_apart:
        return "levels apart, no shot"
    if roll is None:
        return "out of range"
    if roll.success:
        return "hit"
    return "automatic failure" if roll.automatic_failure else "miss"


def _shot(spec: ShotSpec, roll: CharacteristicRoll | None,
          courage: CharacteristicRoll | None = None) -> ShotRoll:
    """The shot's result: ``roll`` the aim roll, ``courage`` the counter-firer's test."""
    flees = courage is not None and not courage.success
    return ShotRoll(
        spec, spec.aim, spec.band, spec.distance, spec.reach, spec.counter_fire,
        () if spec.counter_fire else spec.types, spec.cover, spec.size,
        tuple(Step(str(n), v) for n, v in spec.steps()), spec.difficulty, spec.initiative,
        spec.out_of_range, spec.shooter_level, spec.target_level,
        penalty_total(spec.altitude_penalty) or None, courage, flees, roll,
        _outcome(spec, roll, flees), roll is not None and bool(roll.success))


def shot_outcome(shot: ShotRoll) -> str:
    return shot.outcome


@rule(ShotSpec, key=shot_outcome, label=N_("shot"))
def shoot(src: Source, spec: ShotSpec) -> ShotRoll:
    """The aim roll against the shot's difficulty; no roll when out of range (L739-740)."""
    courage = None
    if spec.courage_test is not None:
        courage = single_test(src, spec.courage_test)
        if not courage.success:
            return _shot(spec, None, courage)
    if spec.test is None:
        if spec.too_far_apart:
            src.no_roll(say("a shot across more than one altitude level is not allowed "
                            "(L1423)"))
        elif spec.out_of_range:
            src.no_roll(say("the target is beyond the weapon's long range ({most} cm), so "
                            "the shot fails (L739-740)", most=(spec.reach or (0, 0, 0))[-1]))
        return _shot(spec, None, courage)
    return _shot(spec, single_test(src, spec.test), courage)
