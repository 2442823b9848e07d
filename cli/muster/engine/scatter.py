"""Scatter geometry, the terminal picture and the SVG picture, shared by every game.

Coordinates: the aim point is (0, 0); +y runs along the line of fire, away from the
attacker; a bearing is measured in degrees clockwise from +y, so a clock bearing b is
30 * b degrees (12 o'clock is straight on past the aim point, 3 o'clock to the right,
6 o'clock back towards the attacker). Distances are in whatever unit the game uses
(metres, inches, centimetres, hexes); the picture names it.

Nothing here rolls dice: game procedures decide the distance and the bearing, then call
`land` for the landing point and `Picture` to draw it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from muster.engine.dice import Source
from muster.engine.render import esc
from muster.engine.scatter_words import (
    EPSILON,
    amount,
    clock_of,
    clock_text,
    die_degrees,
    number,
    point_text,
    text_number,
    tidy,
)
from muster.engine.work import GEOMETRY
from muster.errors import Field, FieldError, MusterError
from muster.i18n import N_, Message, Named, _, czech, die_name, die_word, ngettext, say, shown
from muster.numbers import NotANumber, decimal_point, parse_float
from muster.text import chance, grouped, percent_space, places
from muster.text import fraction_shown as _fraction

if TYPE_CHECKING:  # a rolled scatter needs no fractions (start-up): its odds import them
    from fractions import Fraction

    from muster.engine.distribution import Distribution


@dataclass(frozen=True)
class Landing:
    """Where something came down: distance and bearing from the aim point, and x, y."""

    distance: float | int
    degrees: float | int | None  # None: no direction (it landed on the aim point)

    @property
    def xy(self) -> tuple[float | int, float | int]:
        if not self.distance or self.degrees is None:
            return (0, 0)
        rad = math.radians(float(self.degrees))
        d = float(self.distance)
        return (tidy(d * math.sin(rad)), tidy(d * math.cos(rad)))

    def to_json(self) -> dict[str, Any]:
        x, y = self.xy
        return {"x": x, "y": y, "distance": number(self.distance),
                "bearing_degrees": None if self.degrees is None else number(self.degrees),
                "clock": None if self.degrees is None else clock_of(float(self.degrees))}

    def text(self, unit: str, declined: bool = False) -> str:
        """Where it landed, in the user's language: 'at (6, 0): 6 in at 90 degrees
        (3 o'clock)' / 'v bodě (6; 0): 6 in pod úhlem 90° (ve směru 3 hodin)'."""
        x, y = self.xy
        if not self.distance or self.degrees is None:
            return _("on the aim point {point}").format(point=point_text(0, 0))
        return _("at {point}: {distance} at {degrees} degrees ({clock})").format(
            point=point_text(x, y), distance=amount(self.distance, unit, declined),
            degrees=text_number(self.degrees), clock=clock_text(float(self.degrees)))

    def within(self, reach: float, at: tuple[float, float] = (0, 0)) -> bool:
        """Is the point ``at`` within ``reach`` of the landing point (edge included)?"""
        x, y = self.xy
        return math.hypot(x - at[0], y - at[1]) <= reach + EPSILON


def land(distance: float | int | Fraction, degrees: float | int | Fraction | None) -> Landing:
    """The landing point ``distance`` from the aim point, ``degrees`` clockwise from +y."""
    if distance <= 0:  # no distance, no direction: it lands on the aim point
        return Landing(0, None)
    deg = None if degrees is None else (degrees if isinstance(degrees, (int, float))
                                        else float(degrees))  # a Fraction's as a float
    return Landing(number(distance), None if deg is None else number(deg))


def parse_point(text: str, option: str) -> tuple[float, float]:
    """'3,-2' -> (3.0, -2.0); ``option`` names what was given (a `Field`, or an option)."""
    parts = [p for p in text.replace(";", ",").split(",")]
    try:
        if len(parts) != 2:
            raise ValueError
        point = (parse_float(parts[0]), parse_float(parts[1]))
        if not all(math.isfinite(v) and abs(v) <= 1e6 for v in point):
            raise ValueError
        return point
    except ValueError:
        raise MusterError(say("{option} '{text}' is not a point: give X,Y (e.g. {option} 3,-2)",
                              option=option, text=text)) from None


# ---------------------------------------------------------------- pictures


@dataclass
class Picture:
    """What to draw: the aim point, the landing point, the line of fire, the blast, and
    any other marked points (targets, figures, a table edge)."""

    landing: Landing | None
    unit: str
    radius: float = 0  # blast radius around the landing point (0: none)
    marks: list[tuple[str, float, float, str]] = field(default_factory=list)  # char, x, y, label
    path: list[tuple[float, float]] = field(default_factory=list)  # a moved unit's track
    edge_y: float | None = None  # a table edge (a horizontal line at this y)
    title: str = ""
    # what the vertical line and the origin are: a shot's line of fire and aim point, or the
    # line a unit is driven, retreats or flees along from where it stood
    # (English; each is shown through the Czech catalog under --lang cs, so a game that
    # passes its own marks it with N_ and translates it in the .po)
    axis: str = N_("line of fire (the attacker is below)")
    origin: str = N_("aim point")
    up: str = N_("the line of fire")
    end: str = N_("landing point")
    declined: bool = False  # the unit is the rulebook's word (Czech *palec*): see `amount`
    blast: str = N_("blast edge ({radius})")  # the legend of the blast's circle
    edge: str = N_("table edge")  # the legend of the edge line: each rulebook's own word

    def extent(self) -> float:
        far = self.radius
        if self.landing is not None:
            x, y = self.landing.xy
            far = max(far, math.hypot(x, y) + self.radius)
        for _ch, x, y, _label in self.marks:
            far = max(far, abs(x), abs(y))
        for x, y in self.path:
            far = max(far, abs(x), abs(y))
        if self.edge_y is not None:
            far = max(far, abs(self.edge_y))
        return far or 1.0

    # ------------------------------------------------------------ terminal

    def lines(self, half_width: int = 20, half_height: int = 8) -> list[str]:
        """A small character picture, +y up. One column is ``step`` units across, one row
        twice that (terminal cells are about twice as tall as wide). Plain characters;
        colour is markup the renderer drops when piped."""
        far = self.extent()
        step = _nice(far / half_width)
        while far / (2 * step) > half_height:
            step = _nice(step * 1.01)
        w, h = 2 * half_width + 1, 2 * half_height + 1
        grid = [[" "] * w for _row in range(h)]

        def cell(x: float, y: float) -> tuple[int, int] | None:
            c = half_width + round(x / step)
            r = half_height - round(y / (2 * step))
            return (r, c) if 0 <= r < h and 0 <= c < w else None

        def put(x: float, y: float, ch: str) -> None:
            rc = cell(x, y)
            if rc is not None:
                grid[rc[0]][rc[1]] = ch

        # line of fire: from the bottom of the picture (the attacker's side) up through
        # the aim point and on
        for r in range(h):
            grid[r][half_width] = "|"
        if self.edge_y is not None:
            rc = cell(0, self.edge_y)
            if rc is not None:
                grid[rc[0]] = ["="] * w
        if self.radius and self.landing is not None:
            lx, ly = self.landing.xy
            for i in range(144):
                a = 2 * math.pi * i / 144
                put(lx + self.radius * math.sin(a), ly + self.radius * math.cos(a), "o")
        for x, y in self.path:
            put(x, y, ":")
        put(0, 0, "+")
        for ch, x, y, _label in self.marks:
            put(x, y, ch)
        if self.landing is not None:
            put(*self.landing.xy, "X")
        styles = {"X": "bold red", "+": "bold cyan", "o": "yellow", "T": "bold green",
                  "F": "bold green", "=": "dim", "|": "dim", ":": "magenta"}
        out = []
        for row in grid:
            text = "".join(f"[{styles[ch]}]{ch}[/]" if ch in styles else ch for ch in row)
            out.append("  " + text.rstrip())
        legend = [f"+ {label_text(self.origin)}", f"| {label_text(self.axis)}"]
        if self.landing is not None:
            legend.append(f"X {label_text(self.end)}")
        if self.radius:
            legend.append("o " + _(self.blast).format(
                radius=amount(self.radius, self.unit, self.declined)))
        seen = set()
        for ch, _x, _y, label in self.marks:
            if ch not in seen:
                seen.add(ch)
                legend.append(f"{ch} {label_text(label)}")
        if self.path:
            legend.append(": " + _("path"))
        if self.edge_y is not None:
            legend.append("= " + label_text(self.edge))
        out.append("  " + ", ".join(legend))
        out.append("  " + _("scale: one column = {column}, one row = {row}; up is along {up}"
                            ).format(column=amount(step, self.unit, self.declined),
                                     row=amount(2 * step, self.unit, self.declined),
                                     up=label_text(self.up)))
        return out

    # ------------------------------------------------------------ SVG

    def svg(self) -> str:
        """The same picture as a standalone SVG document (+y up, 1 unit = ``k`` px)."""
        from xml.sax.saxutils import escape

        far = self.extent() * 1.15
        size = 400
        k = size / (2 * far)

        def px(x: float, y: float) -> tuple[str, str]:
            return (f"{size / 2 + x * k:.2f}", f"{size / 2 - y * k:.2f}")

        title = label_text(self.title) if self.title else _("muster scatter")
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size + 40}" '
                 f'viewBox="0 0 {size} {size + 40}">',
                 f"<title>{escape(title)}</title>",
                 f'<rect x="0" y="0" width="{size}" height="{size + 40}" fill="white"/>']
        x1, y1 = px(0, -far)
        x2, y2 = px(0, far)
        parts.append(f'<line id="line-of-fire" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" '
                     'stroke="grey" stroke-dasharray="4 3"/>')
        if self.edge_y is not None:
            ex1, ey = px(-far, self.edge_y)
            ex2, _ey = px(far, self.edge_y)
            parts.append(f'<line id="table-edge" x1="{ex1}" y1="{ey}" x2="{ex2}" y2="{ey}" '
                         'stroke="black" stroke-width="3"/>')
        if self.landing is not None and self.radius:
            cx, cy = px(*self.landing.xy)
            parts.append(f'<circle id="blast" cx="{cx}" cy="{cy}" r="{self.radius * k:.2f}" '
                         'fill="orange" fill-opacity="0.25" stroke="orange"/>')
        if self.path:
            pts = " ".join(",".join(px(x, y)) for x, y in self.path)
            parts.append(f'<polyline id="path" points="{pts}" fill="none" stroke="purple" '
                         'stroke-width="2"/>')
        ax, ay = px(0, 0)
        parts.append(f'<circle id="aim" cx="{ax}" cy="{ay}" r="5" fill="none" stroke="blue" '
                     'stroke-width="2"/>')
        for i, (ch, x, y, label) in enumerate(self.marks):
            mx, my = px(x, y)
            if ch == ".":  # one of many possible landing points: a dot, no label
                parts.append(f'<circle class="possible" cx="{mx}" cy="{my}" r="2" '
                             'fill="grey"/>')
                continue
            parts.append(f'<g id="mark-{i + 1}" class="mark"><circle cx="{mx}" cy="{my}" r="4" '
                         f'fill="green"/><text x="{float(mx) + 6:.2f}" y="{float(my) - 6:.2f}" '
                         f'font-size="11">{escape(f"{ch} {label_text(label)}")}</text></g>')
        if self.landing is not None:
            lx, ly = px(*self.landing.xy)
            parts.append(f'<g id="landing"><line x1="{float(lx) - 6:.2f}" y1="{float(ly) - 6:.2f}" '
                         f'x2="{float(lx) + 6:.2f}" y2="{float(ly) + 6:.2f}" stroke="red" '
                         f'stroke-width="2"/><line x1="{float(lx) - 6:.2f}" '
                         f'y1="{float(ly) + 6:.2f}" x2="{float(lx) + 6:.2f}" '
                         f'y2="{float(ly) - 6:.2f}" stroke="red" stroke-width="2"/></g>')
        # scale bar: a round length near a quarter of the width
        bar = _nice(far / 2)
        bx1, _by = px(-far / 1.15, 0)
        parts.append(f'<g id="scale"><line x1="{bx1}" y1="{size + 20}" '
                     f'x2="{float(bx1) + bar * k:.2f}" y2="{size + 20}" stroke="black" '
                     f'stroke-width="2"/><text x="{bx1}" y="{size + 35}" font-size="11">'
                     f'{escape(amount(bar, self.unit, self.declined))}</text></g>')
        if self.title:
            parts.append(f'<text x="8" y="16" font-size="12">{escape(title)}</text>')
        parts.append("</svg>")
        return "\n".join(parts) + "\n"


def label_text(label: str) -> str:
    """A picture's label in the user's language: a `say` message or a data-file name as
    `shown` shows it, plain English text through the catalog (the msgid is the text)."""
    if isinstance(label, (Message, Named)):
        return shown(label)
    return _(label)


def _nice(value: float) -> float:
    """The next 'round' step at or above value: 1, 2, 2.5, 5 x 10^n."""
    if value <= 0:
        return 1.0
    exp = math.floor(math.log10(value))
    for m in (1, 2, 2.5, 5, 10):
        step = float(m * 10 ** exp)
        if step >= value - EPSILON:
            return step
    return float(10 ** (exp + 1))


def write_svg(path: str, picture: Picture) -> None:
    """Write the picture to ``path`` through the output guard (`muster.outputs.write_output`:
    a regular file atomically, a FIFO or a character device as a stream)."""
    from muster.files import FileRefused
    from muster.outputs import write_output

    try:
        write_output(path, picture.svg().encode("utf-8"))
    except FileRefused as err:
        raise MusterError(say("cannot write the SVG picture: {reason}", reason=err.message),
                          file=path) from None


# ---------------------------------------------------------------- the generic form


DIRECTIONS = {"d6": 6, "d8": 8, "d12": 12, "degrees": 360}


class GenericSpec:
    """``muster scatter --distance EXPR --direction DIE``: checked before any die."""

    def __init__(self, distance: str, direction: str, hit_faces: int = 0, radius: float = 0,
                 base: float = 0, target: str | None = None, unit: str = "in"):
        key = direction.strip().lower()
        if key[:1] == "k" and key[1:].isdigit():  # the Czech rulebooks' k6, k8, k12
            key = "d" + key[1:]
        if key in ("360", "d360", "degree", "deg", "stupně", "stupne"):
            key = "degrees"
        if key not in DIRECTIONS:
            raise FieldError("direction", "{field} '{direction}': use d6, d8, d12 (a clock face) "
                             "or degrees (a bearing of 1-360 degrees)", direction=direction)
        self.direction = key
        self.sides = DIRECTIONS[key]
        if not 0 <= hit_faces < self.sides:
            raise FieldError("hit_faces", "{field} {n}: a {die} has {sides} faces; from 0 to "
                             "{most} of them may show a hit", n=hit_faces, die=die_name(key),
                             sides=self.sides, most=self.sides - 1)
        self.hit_faces = hit_faces
        for name, value in (("radius", radius), ("base", base)):
            if not 0 <= value <= 1e6:
                raise FieldError(name, "{option} must be 0 or more (and at most 1e6), not {value}",
                                 option=Field(name), value=value)
        if base and not radius:
            raise FieldError("base", "{field} counts only with a blast: give {radius} too",
                             radius=Field("radius"))
        self.radius, self.base = radius, base
        self.target = parse_point(target, Field("target")) if target else (0.0, 0.0)
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9 .'-]{0,11}", unit.strip()):
            raise FieldError("unit", "{field} must be a short name such as in, cm, m or hex")
        self.unit = unit.strip()
        self.distance_text = distance.strip()
        self.constant: float | None = None
        self.expr = None
        try:
            self.distance_text = decimal_point(self.distance_text)  # '2,5' as '2.5'
        except NotANumber as err:  # '1,000': a decimal or a thousands group
            raise FieldError("distance", "{field}: {problem} (or a plain number of {unit})",
                             problem=err.message, unit=self.unit) from None
        try:
            self.constant = parse_float(self.distance_text)
        except ValueError:
            from muster.engine.notation import parse  # dice for a distance: the reader then

            try:
                self.expr = parse(self.distance_text)
            except MusterError as err:  # neither a number nor dice: name the field
                raise FieldError("distance", "{field}: {problem} (or a plain number of {unit})",
                                 problem=err.message, unit=self.unit) from None
        else:
            if not 0 <= self.constant <= 1e6:
                raise FieldError("distance", "{field} must be 0 or more, not {value}",
                                 value=distance)

    @property
    def reach(self) -> float:
        return self.radius + self.base

    def unit_after(self, value: float | int | Fraction, genitive: bool = False) -> str:
        """The unit word after ``value``: Czech declines the default inch as the rulebooks'
        *palec* ('2 palce', '6 palců', '0,5 palce'; after *do* the genitive, 'do 3 palců';
        czverify21 #10); any other unit as typed."""
        if not (czech() and self.unit == "in"):
            return self.unit
        if genitive and float(value).is_integer():
            value = 0.5 if value == 1 else 5  # 'do 1 palce', 'do 3 palců'
        return amount(value, self.unit, True).rsplit(" ", 1)[1]

    def direction_text(self) -> str:
        """'direction d6' / 'směr d6'; 'direction degrees' / 'směr ve stupních'."""
        if self.direction == "degrees":
            return _("direction degrees")
        return _("direction {die}").format(die=die_word(self.direction))

    def title(self) -> str:
        hit = (", " + ngettext("{n} hit face(s)", "{n} hit face(s)", self.hit_faces).format(
            n=self.hit_faces)) if self.hit_faces else ""
        blast = (", " + _("blast radius {radius}").format(
            radius=amount(self.radius, self.unit, True))
                 if self.radius else "")
        base = (" + " + _("base {base}").format(base=text_number(self.base))
                if self.base else "")
        return (_("Scatter: distance {distance} {unit}").format(
            distance=die_word(self.distance_text),
            unit=self.unit_after(5 if self.constant is None else self.constant))
                + f", {self.direction_text()}{hit}{blast}{base}")

    def landing_points(self) -> int:
        """At most how many landing points the exact odds list: the distance's possible
        totals (a bound read from the notation, before anything is rolled) times the
        direction die's scatter faces, plus the aim point."""
        totals = 1 if self.expr is None else self.expr.totals_bound()
        return totals * (self.sides - self.hit_faces) + 1

    def check_odds_work(self) -> None:
        """Refuse up front exact odds with more landing points than `work.MAX_LANDINGS`
        (each is worked out, listed and drawn)."""
        from muster.engine import work

        n = self.landing_points()
        if n > work.MAX_LANDINGS:
            raise MusterError(say("exact odds here would list up to {n} landing points; at "
                                  "most {most} are worked out (use {times} N, or a d6, d8 or "
                                  "d12 direction)", n=grouped(n),
                                  most=grouped(work.MAX_LANDINGS), times=Field("times")))

    def degrees(self, face: int) -> int | Fraction:
        """The bearing of an arrow face: the arrow faces share the circle evenly."""
        return die_degrees(face - self.hit_faces, self.sides - self.hit_faces)


class GenericScatter:
    def __init__(self, spec: GenericSpec, face: int, hit: bool, dice: list[int],
                 distance: float, landing: Landing):
        self.spec, self.face, self.hit, self.dice = spec, face, hit, dice
        self.distance, self.landing = distance, landing
        self.seed: int | None = None

    @property
    def under(self) -> bool | None:
        if not self.spec.radius:
            return None
        return self.landing.within(self.spec.reach, self.spec.target)

    def picture(self) -> Picture:
        s = self.spec
        marks = []
        if s.target != (0.0, 0.0):
            marks.append(("T", s.target[0], s.target[1], N_("target")))
        return Picture(self.landing, s.unit, s.radius, marks, title=s.title(), declined=True)

    def to_json(self) -> dict[str, Any]:
        s = self.spec
        return {"form": "generic", "distance_expression": s.distance_text,
                "direction": s.direction, "hit_faces": s.hit_faces, "unit": s.unit,
                "direction_face": self.face, "hit": self.hit, "distance_dice": self.dice,
                "aim": {"x": 0, "y": 0}, "landing": self.landing.to_json(),
                "radius": number(s.radius), "base": number(s.base),
                "target": {"x": tidy(s.target[0]), "y": tidy(s.target[1])},
                "target_under_blast": self.under, "seed": self.seed}

    def lines(self) -> list[str]:
        s = self.spec
        out = [f"[bold]{esc(s.title())}[/]"]
        if self.hit:
            out.append(_("{direction}: {face} is a hit face: [bold green]no scatter[/], it "
                         "lands on the aim point").format(direction=s.direction_text(),
                                                          face=self.face))
        else:
            dice = f" ({' '.join(str(d) for d in self.dice)})" if self.dice else ""
            out.append(_("{direction}: {face} -> {degrees} degrees; distance {distance}{dice} = "
                         "{total} {unit}").format(
                direction=s.direction_text(), face=self.face,
                degrees=text_number(s.degrees(self.face)), distance=die_word(s.distance_text),
                dice=dice,
                total=text_number(self.distance), unit=s.unit_after(self.distance)))
        out.append(_("lands [bold cyan]{where}[/]").format(where=self.landing.text(s.unit,
                                                                                    True)))
        if s.radius:
            out.append(_("the target is {state} (within {reach} {unit} of the landing point: "
                         "{answer})").format(
                state=(_("[bold green]under the blast[/]") if self.under else
                       _("[bold red]clear of the blast[/]")),
                reach=text_number(s.reach), unit=s.unit_after(s.reach),
                answer=_("yes") if self.under else _("no")))
        return out + self.picture().lines()


def generic(src: Source, spec: GenericSpec) -> GenericScatter:
    """Direction die first (a hit face: no scatter, no distance roll), then the distance."""
    src.charge(GEOMETRY)  # the landing point and the blast test (muster.engine.work)
    face = src.d(spec.sides)
    if face <= spec.hit_faces:
        return GenericScatter(spec, face, True, [], 0, land(0, None))
    dice: list[int] = []
    distance: float | int
    if spec.expr is not None:
        roll = spec.expr.roll(src)
        distance = max(0, roll.total)
        dice = [d for g in roll.groups for d in g.dice]
    else:
        distance = spec.constant or 0
    return GenericScatter(spec, face, False, dice, distance, land(distance, spec.degrees(face)))


class ScatterKey(NamedTuple):
    """What matters about one generic scatter, for --odds and --times."""

    hit: bool
    distance: float | int
    bearing_degrees: float | int | None
    under_blast: bool | None

    def __str__(self) -> str:
        distance = text_number(self.distance)
        unit = getattr(self, "unit", "")
        if unit and czech():  # '2 palce pod úhlem 0°' (the English label, in JSON: '2 at 0 deg')
            distance = amount(self.distance, unit, True)
        text = _("no scatter") if self.hit else _("{distance} at {degrees} deg").format(
            distance=distance,
            degrees=text_number(cast(float, self.bearing_degrees)))  # scattered: it has one
        if self.under_blast is not None:
            text += _(", under the blast") if self.under_blast else _(", clear")
        return text


class _UnitKey(ScatterKey):
    """A `ScatterKey` that knows its unit, for its Czech label: an attribute, not a field,
    so that the outcome's JSON and its order do not change."""

    unit: str


def generic_key(r: GenericScatter) -> ScatterKey:
    key = _UnitKey(r.hit, number(r.distance), None if r.hit else r.landing.degrees, r.under)
    key.unit = r.spec.unit
    return key


def landing_rows(dist: Distribution, landing_of: Callable[[Any], Landing]
                 ) -> list[dict[str, Any]]:
    """Every landing point with its chance: ``landing_of(key) -> Landing``."""
    from fractions import Fraction

    from muster.engine.distribution import prob_json

    points: dict[Landing, Fraction] = {}
    for k, p in dist.probs.items():
        lnd = landing_of(k)
        points[lnd] = points.get(lnd, Fraction(0)) + p
    rows = []
    for lnd, p in sorted(points.items(), key=lambda kv: (float(kv[0].distance),
                                                         float(kv[0].degrees or 0))):
        rows.append({**lnd.to_json(), **prob_json(p, dist.exact)})
    return rows


class ScatterOdds:
    """The odds of a scatter: a JSON body, the lines, and a picture of where it may land."""

    def __init__(self, body: dict[str, Any], view: list[str], picture: Picture):
        self.body, self.view, self._picture = body, view, picture

    def picture(self) -> Picture:
        return self._picture

    def to_json(self) -> dict[str, Any]:
        return self.body

    def lines(self) -> list[str]:
        return self.view + self._picture.lines()


def chance_line(name: str, p: Fraction) -> str:
    """'name: 33.33 % (1/3)'; ``name`` is shown in the user's language (`label_text`)."""
    return f"{label_text(name)}: [bold]{chance(p)}[/] ({_fraction(p)})"


def _parts(key: Hashable) -> ScatterKey:
    """A generic scatter's outcome key (`generic_key`)."""
    return cast(ScatterKey, key)


def generic_odds(spec: GenericSpec, dist: Distribution) -> ScatterOdds:
    from fractions import Fraction

    from muster.engine.distribution import Distribution

    distances: dict[Any, Fraction] = {}
    for k, p in dist.probs.items():
        distance = _parts(k)[1]
        distances[distance] = distances.get(distance, Fraction(0)) + p
    ddist = Distribution(distances, dist.truncated)
    p_hit = dist.p(lambda k: _parts(k)[0])
    body: dict[str, Any] = {
        "odds": True, "form": "generic", "distance_expression": spec.distance_text,
        "direction": spec.direction, "hit_faces": spec.hit_faces, "unit": spec.unit,
        "no_scatter": dist.prob(p_hit), "distance": ddist.numeric_table(),
        "mean_distance": round(ddist.mean(), 6), "exact": dist.exact}
    view = [f"[bold]{esc(spec.title())}[/]"]
    if spec.hit_faces:
        view.append(chance_line(N_("no scatter (a hit face)"), p_hit))
    view.append(_("distance from the aim point:"))
    for row in body["distance"]:
        view.append(f"  {text_number(row['value']):>6} {spec.unit_after(row['value'])}: "
                    f"{places(row['p'] * 100, 2):>6}{percent_space()}% "
                    f"({_fraction(row['fraction'])})")
    view.append("  " + _("mean {mean} {unit}").format(mean=places(ddist.mean(), 4),
                                                     unit=spec.unit_after(0.5)))
    if spec.radius:
        p_under = dist.p(lambda k: bool(_parts(k)[3]))
        body["target_under_blast"] = dist.prob(p_under)
        view.append(chance_line(say("target still under the blast (within {reach} {unit})",
                                    reach=text_number(spec.reach),
                                    unit=spec.unit_after(spec.reach, True)), p_under))
    rows = landing_rows(dist, lambda k: land(0, None) if k[0] else land(k[1], k[2]))
    body["landings"] = rows
    marks = [(".", r["x"], r["y"], N_("a possible landing point")) for r in rows
             if r["x"] or r["y"]]
    if spec.target != (0.0, 0.0):
        marks.append(("T", spec.target[0], spec.target[1], N_("target")))
    pic = Picture(None, spec.unit, 0, marks, title=spec.title(), declined=True)
    return ScatterOdds(body, view, pic)
