"""`muster scatter confrontation`: a fighter fleeing from fear, drawn.

Flight is not random: a fighter that fails its Courage test flees twice its MOV away from
the fear-causer and ends with its back to it, but does not leave a melee it is already in
(seed 000 L655-659, ``data/flight.toml``), and only when its card has not been activated
yet (L656-658, ``--activated``: no flight). A fighter that runs off the battlefield is lost
(L670, ``--edge-cm``). Rapidity triples MOV for any movement, fleeing
included (L1253-1256): docs/RULINGS.md reads that as 2 x (3 x MOV). With --courage and
--fear the Courage test is rolled first, by the same characteristic test `roll conf courage`
runs; the fighter flees only when it fails.
"""

from __future__ import annotations

from dataclasses import field
from typing import Any, NamedTuple

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.frozen import frozen
from muster.engine.rule import JsonResult, rule
from muster.engine.scatter import Landing, Point, land
from muster.errors import Field, FieldError, within
from muster.games.confrontation.characteristic import (
    CharacteristicRoll,
    CharacteristicSpec,
    single_test,
)
from muster.games.confrontation.tables import GAME
from muster.i18n import N_, say
from muster.limits import MOST_CHARACTERISTIC, MOST_EDGE_CM

VIEWS = "muster.games.confrontation.views.flight"  # its text and odds tables

UNIT = "cm"


def data() -> dict[str, Any]:
    return load(GAME, "flight")


MAX_FLIGHT_CM = 10_000  # the longest flight worked out (and drawn, cm by cm): --edge-cm's range
TOO_FAR = N_("a flight of {cm} cm ({field} {value} x {times} from the rule data) is over the "
             "{most} cm muster works out; check mov_multiplier in the MUSTER_DATA flight.toml")


@frozen
class FlightSpec:
    """A fighter fleeing from fear: its ``mov`` (cm), Rapidity, whether it is ``engaged``
    in a melee or its card already ``activated`` (no flight then), the Courage test first
    when ``courage`` and ``fear`` are given (with its ``penalties`` and ``abilities``), and
    the battlefield edge ``edge_cm`` behind it."""

    mov: int
    rapidity: bool = False
    engaged: bool = False
    courage: int | None = None
    fear: int | None = None
    penalties: tuple[str, ...] = ()
    abilities: tuple[str, ...] = ()
    activated: bool = False
    edge_cm: float | None = None
    fanatic: int | None = None
    rally: bool = False
    desperate: bool = False
    test: CharacteristicSpec | None = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        within("mov", self.mov, 0, 100)
        if self.edge_cm is not None:
            within("edge_cm", self.edge_cm, 0, MOST_EDGE_CM)
        # rule data bounded like --edge-cm: the most MOV the data's multiplier lets a
        # flight take, for a caller
        within("mov", self.mov, 0, MAX_FLIGHT_CM // self.multiplier, rule=TOO_FAR,
               cm=self.mov * self.multiplier, times=self.multiplier, most=MAX_FLIGHT_CM)
        if (self.courage is None) != (self.fear is None):
            raise FieldError("courage", "the Courage test needs both {field} C and {fear} F "
                             "(or neither: the fighter has already failed it)",
                             fear=Field("fear"))
        if self.courage is None and (self.penalties or self.abilities):
            raise FieldError("penalties", "{field} and {abilities} apply to the Courage test: "
                             "give {courage} and {fear} too", abilities=Field("abilities"),
                             courage=Field("courage"), fear=Field("fear"))
        if self.desperate and (self.courage is not None or self.rally):
            raise FieldError("desperate", "a Desperate fighter knows no fear (L1410-1414): it "
                             "takes no Courage test and never flees; leave out {courage}, "
                             "{fear} and {rally}", courage=Field("courage"), fear=Field("fear"),
                             rally=Field("rally"))
        if self.rally and self.courage is None:
            raise FieldError("rally", "the rally roll is a Courage test at the difficulty that "
                             "made the fighter flee: give {courage} and {fear}",
                             courage=Field("courage"), fear=Field("fear"))
        if self.rally and self.activated:
            raise FieldError("rally", "the rally roll is made as the fleeing fighter's card is "
                             "activated (L683-686): leave out {activated}",
                             activated=Field("activated"))
        if self.fanatic is not None and self.courage is None:
            raise FieldError("fanatic", "{field} is the Discipline re-test after a failed "
                             "Courage test: give {courage} and {fear} too",
                             courage=Field("courage"), fear=Field("fear"))
        object.__setattr__(self, "penalties", tuple(self.penalties))
        object.__setattr__(self, "abilities", tuple(self.abilities))
        # the Courage test (d6 + Courage must beat the Fear), its names checked now
        # (a Courage test refuses wound penalties and Fanaticism's 5-as-6 itself)
        if self.courage is not None:
            within("courage", self.courage, -MOST_CHARACTERISTIC, MOST_CHARACTERISTIC)
        test = None if self.courage is None else CharacteristicSpec(
            self.courage, self.fear, over=True, penalties=self.penalties,
            abilities=self.abilities, fanatic=self.fanatic)
        object.__setattr__(self, "test", test)

    @property
    def multiplier(self) -> int:
        d = data()
        return int(d["flight"]["mov_multiplier"]
                   * (d["rapidity"]["mov_multiplier"] if self.rapidity else 1))

    @property
    def distance(self) -> int:
        return (0 if self.engaged or self.activated or self.desperate
                else self.mov * self.multiplier)

    def leaves(self, distance: int) -> bool | None:
        """Does a flight of ``distance`` cm run off the battlefield (past the edge)?"""
        return None if self.edge_cm is None else distance > self.edge_cm


@frozen
class Flight(JsonResult):
    """The Courage test (if rolled, and a fanatic's Discipline re-test) and the flight:
    ``flees`` and how far; ``fear_penalties`` when the test failed (also for a fighter held
    by Fanaticism or whose card was already activated, L655-659, L1152-1154)."""

    GAME = GAME
    FORM = "flight"

    spec: FlightSpec = field(metadata={"json": False})  # what the view shows of it
    mov: int
    rapidity: bool
    engaged: bool
    activated: bool
    courage_test: CharacteristicRoll | None
    fanatic_discipline_test: CharacteristicRoll | None
    fear_penalties: bool
    rally: bool
    desperate: bool
    flees: bool
    distance_cm: int
    edge_cm: float | None
    leaves_battlefield: bool | None
    lost: bool
    unit: str
    aim: Point
    landing: Landing
    seed: int | None = None

    @classmethod
    def of(cls, spec: FlightSpec, courage: CharacteristicRoll | None, flees: bool,
           fanaticism: CharacteristicRoll | None = None) -> Flight:
        """The flight that follows from the Courage test (``courage``, None when not
        rolled) and the Discipline re-test (``fanaticism``)."""
        failed = not spec.desperate and (courage is None or not courage.success)
        distance = spec.distance if flees else 0
        leaves = spec.leaves(distance)
        return cls(spec, spec.mov, spec.rapidity, spec.engaged, spec.activated, courage,
                   fanaticism, failed, spec.rally, spec.desperate, flees, distance,
                   spec.edge_cm, leaves, bool(leaves), UNIT, Point(0, 0), land(distance, 0))

    @property
    def why_not(self) -> str:
        """Why a fighter does not run: "desperate", "rallied" (a rally roll passed),
        "fanaticism", "activated" or "" (it holds, or it runs)."""
        if self.desperate:
            return "desperate"
        if self.rally and not self.flees and not self.fear_penalties:
            return "rallied"
        if not self.fear_penalties or self.flees:
            return ""
        f = self.fanatic_discipline_test
        return "fanaticism" if f is not None and f.success else "activated"


class FlightKey(NamedTuple):
    flees: bool
    distance_cm: int
    lost: bool = False
    why_not: str = ""  # a failed fighter that does not run: "fanaticism", "activated"

    def __str__(self) -> str:  # the JSON label (`views.flight` shows it translated)
        if not self.flees:
            return {"fanaticism": "held by fanaticism",
                    "activated": "fails, card already activated: no flight",
                    "rallied": "rallies", "desperate": "never flees (Desperate)"}.get(
                        self.why_not, "holds")
        return f"flees {self.distance_cm} cm" + (", lost" if self.lost else "")


def flight_key(f: Flight) -> FlightKey:
    return FlightKey(f.flees, f.distance_cm, f.lost, f.why_not)


@rule(FlightSpec, key=flight_key, label=N_("flees, cm"))
def flee(src: Source, spec: FlightSpec) -> Flight:
    """The Courage test (and a fanatic's Discipline re-test); a fighter that fails runs
    only if its card has not been activated yet (L656-658)."""
    test = spec.test
    if test is None:
        src.no_roll(say("a desperate fighter takes no Courage test") if spec.desperate else
                    say("no Courage and Fear are given, so no Courage test is rolled: the "
                        "fighter has failed it"))
        return Flight.of(spec, None, not spec.activated and not spec.desperate)
    roll = single_test(src, test)
    retest = None
    failed = not roll.success
    if failed and test.fanatic is not None:
        retest = single_test(src, test.retest())
        failed = not retest.success
    return Flight.of(spec, roll, failed and not spec.activated, retest)
