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
from muster.errors import Field, FieldError
from muster.i18n import N_, _, czech
from muster.games.confrontation import views
from muster.games.confrontation.characteristic import (CharacteristicRoll, CharacteristicSpec,
                                                       single_test)

UNIT = "cm"
AXIS = {"axis": N_("flight line (the fear-causer is below)"),
        "origin": N_("where the fighter stood"), "up": N_("the flight"),
        "end": N_("where it ends")}


def _axis(**changes) -> dict:
    """The picture's legend words in the user's language ("up" ends the scale line, which
    the shared picture still writes in English)."""
    words = {**AXIS, **changes}
    out = {k: v if k == "up" else _(v) for k, v in words.items()}
    if czech() and words["end"] == AXIS["end"]:
        # the catalog's "where it ends" is another game's retreat; the fighter's own words
        out["end"] = _("where the fighter ends")
    return out


def data() -> dict:
    return load("confrontation", "flight")


class FlightSpec:
    def __init__(self, mov: int, rapidity: bool = False, engaged: bool = False,
                 courage: int | None = None, fear: int | None = None,
                 penalties: list[str] | None = None, abilities: list[str] | None = None,
                 activated: bool = False, edge_cm: float | None = None):
        if not 0 <= mov <= 100:
            raise FieldError("mov", "{field} must be 0 to 100 cm, not {mov}", mov=mov)
        if edge_cm is not None and not 0 <= edge_cm <= 10_000:
            raise FieldError("edge_cm", "{field} must be 0 to 10000 cm, not {cm}",
                             cm=f"{edge_cm:g}")
        self.activated, self.edge_cm = activated, edge_cm
        if (courage is None) != (fear is None):
            raise FieldError("courage", "the Courage test needs both {field} C and {fear} F "
                             "(or neither: the fighter has already failed it)",
                             fear=Field("fear"))
        self.mov, self.rapidity, self.engaged = mov, rapidity, engaged
        self.test = None
        if courage is not None:
            self.test = CharacteristicSpec(courage, fear, over=True,
                                           penalties=tuple(penalties or ()),
                                           abilities=tuple(abilities or ()))
        elif penalties or abilities:
            raise FieldError("penalties", "{field} and {abilities} apply to the Courage test: "
                             "give {courage} and {fear} too", abilities=Field("abilities"),
                             courage=Field("courage"), fear=Field("fear"))
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
        rap = d["rapidity"]
        if self.rapidity:
            how = (f"{d['flight']['mov_multiplier']} x ({rap['mov_multiplier']} x "
                   f"MOV {self.mov}, " + (rap["cs"] if czech() else f"{rap['en']} / {rap['cs']}")
                   + ")")
        test = _("; Courage {value} against Fear {fear}").format(
            value=self.test.value, fear=self.test.difficulty) if self.test else ""
        edge = _(", battlefield edge {cm} cm behind it").format(cm=_cm(self.edge_cm)) \
            if self.edge_cm is not None else ""
        fl = d["flight"]
        name = fl["cs"] if czech() else f"{fl['en']} ({fl['cs']})"
        return f"Confrontation {name}: {how}{test}{edge}"


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
                       edge_y=self.spec.edge_cm, title=self.spec.title(), **_axis())

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
            lines = views.test_lines(self.courage)
            out += [_("Courage test: ") + lines[0]] + lines[1:]
        if not self.flees:
            out.append(_("[bold green]the fighter holds[/]: no flight"))
        elif s.engaged:
            out.append(_("it fails, but it is in a melee and does not leave it: no flight "
                         "movement (the fear penalties apply)"))
        elif s.activated:
            out.append(_("it fails, but its card was already activated: only a fighter not yet "
                         "activated runs (L656-658), so no flight movement (the fear penalties "
                         "apply)"))
        else:
            out.append(_("it flees {cm} straight away from the fear-causer and ends with its "
                         "back to it").format(cm=f"[bold cyan]{self.distance} cm[/]"))
        if s.edge_cm is not None:
            if self.leaves:
                off = data()["off_battlefield"]
                out.append(_("the battlefield edge is {cm} cm away: it runs off the battlefield "
                             "and is [bold red]LOST[/] ({lost}, L670)").format(
                                 cm=_cm(s.edge_cm), lost=esc(off["cs"])))
            else:
                out.append(_("the battlefield edge is {cm} cm away: it stays on the "
                             "battlefield, {short} cm short of the edge").format(
                                 cm=_cm(s.edge_cm), short=_cm(s.edge_cm - self.distance)))
        out.append(_("(the fear-causer is behind, below the picture; up is away from it)"))
        return out + self.picture().lines()


def _cm(x: float) -> str:
    """A distance as the lines show it: 12.5 (Czech 12,5)."""
    text = f"{x:g}"
    return text.replace(".", ",") if czech() else text


def flee(src: Source, spec: FlightSpec) -> Flight:
    if spec.test is None:
        return Flight(spec, None, True)
    roll = single_test(src, spec.test)
    return Flight(spec, roll, not roll.success)


class FlightKey(NamedTuple):
    flees: bool
    distance_cm: int
    lost: bool = False

    def __str__(self) -> str:
        if not self.flees:
            return _("holds")
        return (_("flees {cm} cm, lost") if self.lost else _("flees {cm} cm")).format(
            cm=self.distance_cm)


def flight_key(f: Flight) -> FlightKey:
    return FlightKey(f.flees, f.distance, bool(f.leaves))


def flight_odds(spec: FlightSpec, dist) -> ScatterOdds:
    p = dist.p(lambda k: k[0])
    body = {"game": "confrontation", "odds": True, "form": "flight", "flees": dist.prob(p),
            "distance_cm": spec.distance, "exact": dist.exact}
    view = [f"[bold]{esc(spec.title())}[/]", chance_line(_("the fighter flees"), p),
            _("a flight covers {cm} cm").format(cm=spec.distance)
            + (_(" (none: it stays in its melee)") if spec.engaged else
               _(" (none: its card was already activated)") if spec.activated else "")]
    if spec.edge_cm is not None:
        p_lost = dist.p(lambda k: k[2])
        body["lost"] = dist.prob(p_lost)
        view.append(chance_line(_("it runs off the battlefield and is lost"), p_lost))
    pic = Picture(land(spec.distance, 0), UNIT, 0,
                  path=[(0, y) for y in range(spec.distance + 1)], edge_y=spec.edge_cm,
                  title=spec.title(), **_axis(end=N_("where it ends if it flees")))
    return ScatterOdds(body, view, pic)
