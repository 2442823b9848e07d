"""`muster scatter confrontation`: a fighter fleeing from fear, drawn.

Flight is not random: a fighter that fails its Courage test flees twice its MOV away from
the fear-causer and ends with its back to it, but does not leave a melee it is already in
(seed 000 L655-659, ``data/flight.toml``), and only when its card has not been activated
yet (L656-658, ``--activated``: no flight). A fighter that runs off the battlefield is lost
(L670, ``--edge-cm``). Rapidity triples MOV for any movement, fleeing
included (L1253-1256): docs/RULINGS.md reads that as 2 x (3 x MOV). With --courage and
--fear the Courage test is rolled first, by the same characteristic test `roll conf --over`
runs; the fighter flees only when it fails.
"""

from __future__ import annotations

from typing import NamedTuple

from muster.engine.data import load
from muster.engine.dice import Source
from muster.engine.render import esc
from muster.engine.scatter import Picture, ScatterOdds, chance_line, land
from muster.errors import MusterError
from muster.games.confrontation.procedures import CharacteristicRoll, CharacteristicSetup

UNIT = "cm"
AXIS = {"axis": "flight line (the fear-causer is below)", "origin": "where the fighter stood",
        "up": "the flight", "end": "where it ends"}


def data() -> dict:
    return load("confrontation", "flight")


class FlightSpec:
    def __init__(self, mov: int, rapidity: bool = False, engaged: bool = False,
                 courage: int | None = None, fear: int | None = None,
                 penalties: list[str] | None = None, abilities: list[str] | None = None,
                 activated: bool = False, edge_cm: float | None = None):
        if not 0 <= mov <= 100:
            raise MusterError(f"--mov must be 0 to 100 cm, not {mov}")
        if edge_cm is not None and not 0 <= edge_cm <= 10_000:
            raise MusterError(f"--edge-cm must be 0 to 10000 cm, not {edge_cm:g}")
        self.activated, self.edge_cm = activated, edge_cm
        if (courage is None) != (fear is None):
            raise MusterError("the Courage test needs both --courage C and --fear F (or "
                              "neither: the fighter has already failed it)")
        self.mov, self.rapidity, self.engaged = mov, rapidity, engaged
        self.test = None
        if courage is not None:
            self.test = CharacteristicSetup(courage, fear, over=True,
                                            penalties=list(penalties or []),
                                            abilities=list(abilities or []))
        elif penalties or abilities:
            raise MusterError("--penalty and --ability apply to the Courage test: give "
                              "--courage and --fear too")
        d = data()
        self.multiplier = d["flight"]["mov_multiplier"] * (
            d["rapidity"]["mov_multiplier"] if rapidity else 1)
        self.distance = 0 if engaged or activated else mov * self.multiplier

    def leaves(self, distance: int) -> bool | None:
        """Does a flight of ``distance`` cm run off the battlefield (past the edge)?"""
        return None if self.edge_cm is None else distance > self.edge_cm

    def title(self) -> str:
        d = data()
        how = f"{d['flight']['mov_multiplier']} x MOV {self.mov}"
        if self.rapidity:
            how = (f"{d['flight']['mov_multiplier']} x ({d['rapidity']['mov_multiplier']} x "
                   f"MOV {self.mov}, {d['rapidity']['en']} / {d['rapidity']['cs']})")
        test = f"; Courage {self.test.value} against Fear {self.test.difficulty}" \
            if self.test else ""
        edge = f", battlefield edge {self.edge_cm:g} cm behind it" \
            if self.edge_cm is not None else ""
        return f"Confrontation {d['flight']['en']} ({d['flight']['cs']}): {how}{test}{edge}"


class Flight:
    def __init__(self, spec: FlightSpec, courage: CharacteristicRoll | None, flees: bool):
        self.spec, self.courage, self.flees = spec, courage, flees
        self.seed: int | None = None

    @property
    def distance(self) -> int:
        return self.spec.distance if self.flees else 0

    def picture(self) -> Picture:
        return Picture(land(self.distance, 0), UNIT, 0,
                       path=[(0, y) for y in range(self.distance + 1)],
                       edge_y=self.spec.edge_cm, title=self.spec.title(), **AXIS)

    @property
    def leaves(self) -> bool | None:
        return self.spec.leaves(self.distance)

    def to_json(self) -> dict:
        s = self.spec
        return {"game": "confrontation", "form": "flight", "mov": s.mov,
                "rapidity": s.rapidity, "engaged": s.engaged, "activated": s.activated,
                "courage_test": self.courage.to_json() if self.courage else None,
                "flees": self.flees, "distance_cm": self.distance, "edge_cm": s.edge_cm,
                "leaves_battlefield": self.leaves, "lost": bool(self.leaves), "unit": UNIT,
                "aim": {"x": 0, "y": 0}, "landing": land(self.distance, 0).to_json(),
                "seed": self.seed}

    def lines(self) -> list[str]:
        s = self.spec
        out = [f"[bold]{esc(s.title())}[/]"]
        if self.courage is not None:
            out += ["Courage test: " + self.courage.lines()[0]] + self.courage.lines()[1:]
        if not self.flees:
            out.append("[bold green]the fighter holds[/]: no flight")
        elif s.engaged:
            out.append("it fails, but it is in a melee and does not leave it: no flight "
                       "movement (the fear penalties apply)")
        elif s.activated:
            out.append("it fails, but its card was already activated: only a fighter not yet "
                       "activated runs (L656-658), so no flight movement (the fear penalties "
                       "apply)")
        else:
            out.append(f"it flees [bold cyan]{self.distance} cm[/] straight away from the "
                       "fear-causer and ends with its back to it")
        if s.edge_cm is not None:
            if self.leaves:
                off = data()["off_battlefield"]
                out.append(f"the battlefield edge is {s.edge_cm:g} cm away: it runs off the "
                           f"battlefield and is [bold red]LOST[/] ({esc(off['cs'])}, L670)")
            else:
                out.append(f"the battlefield edge is {s.edge_cm:g} cm away: it stays on the "
                           f"battlefield, {s.edge_cm - self.distance:g} cm short of the edge")
        out.append("(the fear-causer is behind, below the picture; up is away from it)")
        return out + self.picture().lines()


def flee(src: Source, spec: FlightSpec) -> Flight:
    if spec.test is None:
        return Flight(spec, None, True)
    roll = spec.test.roll(src)
    return Flight(spec, roll, not roll.success)


class FlightKey(NamedTuple):
    flees: bool
    distance_cm: int
    lost: bool = False

    def __str__(self) -> str:
        return (f"flees {self.distance_cm} cm" + (", lost" if self.lost else "")) \
            if self.flees else "holds"


def flight_key(f: Flight) -> FlightKey:
    return FlightKey(f.flees, f.distance, bool(f.leaves))


def flight_odds(spec: FlightSpec, dist) -> ScatterOdds:
    p = dist.p(lambda k: k[0])
    body = {"game": "confrontation", "odds": True, "form": "flight", "flees": dist.prob(p),
            "distance_cm": spec.distance, "exact": dist.exact}
    view = [f"[bold]{esc(spec.title())}[/]", chance_line("the fighter flees", p),
            f"a flight covers {spec.distance} cm"
            + (" (none: it stays in its melee)" if spec.engaged else
               " (none: its card was already activated)" if spec.activated else "")]
    if spec.edge_cm is not None:
        p_lost = dist.p(lambda k: k[2])
        body["lost"] = dist.prob(p_lost)
        view.append(chance_line("it runs off the battlefield and is lost", p_lost))
    pic = Picture(land(spec.distance, 0), UNIT, 0,
                  path=[(0, y) for y in range(spec.distance + 1)], edge_y=spec.edge_cm,
                  title=spec.title(), **{**AXIS, "end": "where it ends if it flees"})
    return ScatterOdds(body, view, pic)
