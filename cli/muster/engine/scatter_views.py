"""The views of a scatter, shared by every game's scatter views: distances, points and
bearings in the user's language, where something landed in words, the picture (`Picture`:
a terminal drawing; its SVG document is `muster.engine.scatter_svg_views`', imported for
--svg alone), an --odds line and the odds result with its picture (`ScatterOdds`). The
geometry they draw is `muster.engine.scatter`'s."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from muster.engine.scatter import Landing
from muster.engine.scatter_numbers import EPSILON, clock_of, number
from muster.i18n import N_, Message, Named, _, czech, ngettext, pgettext, shown
from muster.text import chance, fraction_note, measure

if TYPE_CHECKING:  # a rolled scatter needs no fractions (start-up): its odds import them
    from fractions import Fraction


def text_number(value: float | int | Fraction) -> str:
    """A coordinate or distance as printed: 7.79 in English, 7,79 in Czech (`measure`: at
    most two places, trailing zeros dropped; the JSON keeps 4 places)."""
    return measure(number(value))


def point_text(x: float | int, y: float | int) -> str:
    """(3, -2) in English; (3; -2) in Czech, where the comma is the decimal mark (a line
    shown in Czech gives a negative coordinate its minus sign: `typography.czech_operators`)."""
    if not czech():
        return f"({text_number(x)}, {text_number(y)})"
    return f"({text_number(x)}; {text_number(y)})"


def clock_text(degrees: float) -> str:
    """'3 o'clock' / 've směru 3 hodin' (Czech: 've směru 1 hodiny'); a bearing between
    the hours is '2.3 o'clock' in English, the nearest hour in Czech ('zhruba ve směru
    2 hodin')."""
    clock = clock_of(degrees)
    if isinstance(clock, int) or not czech():
        n = clock if isinstance(clock, int) else 5  # a fraction of an hour reads as many
        return ngettext("{clock} o'clock", "{clock} o'clock", n).format(
            clock=text_number(clock))
    hour = round(clock) % 12 or 12
    return ngettext("about {clock} o'clock", "about {clock} o'clock", hour).format(clock=hour)


def amount(value: float | int | Fraction, unit: str, declined: bool = False) -> str:
    """A distance with its unit: '3 in', '0.5 hex'. Czech declines a game's own unit word
    with the number (a decimal takes the genitive singular): '1 hex', '2 hexy', '5 hexů',
    '0,5 hexu'; with ``declined`` (a game whose rulebook says *palec*) '1,5 palce',
    '2 palce', '5 palců'. Other units are symbols and stay as they are ('6 in', '5 m')."""
    text = text_number(value)
    if not czech() or not (unit == "hex" or (declined and unit == "in")):
        return f"{text} {unit}"
    whole = float(value).is_integer()
    if unit == "hex":
        form = ngettext("{n} hex", "{n} hexes", int(value)) if whole else \
            pgettext("decimal", "{n} hex")
    else:
        form = ngettext("{n} in", "{n} in", int(value)) if whole else \
            pgettext("decimal", "{n} in")
    return form.format(n=text)


def landing_text(landing: Landing, unit: str, declined: bool = False) -> str:
    """Where it landed, in the user's language: 'at (6, 0): 6 in at 90 degrees
    (3 o'clock)' / 'v bodě (6; 0): 6 in pod úhlem 90° (ve směru 3 hodin)'."""
    x, y = landing.xy
    if not landing.distance or landing.degrees is None:
        return _("on the aim point {point}").format(point=point_text(0, 0))
    return _("at {point}: {distance} at {degrees} degrees ({clock})").format(
        point=point_text(x, y), distance=amount(landing.distance, unit, declined),
        degrees=text_number(landing.degrees), clock=clock_text(float(landing.degrees)))


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
        step = nice_step(far / half_width)
        while far / (2 * step) > half_height:
            step = nice_step(step * 1.01)
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


def label_text(label: str) -> str:
    """A picture's label in the user's language: a `say` message or a data-file name as
    `shown` shows it, plain English text through the catalog (the msgid is the text)."""
    if isinstance(label, (Message, Named)):
        return shown(label)
    return _(label)


def nice_step(value: float) -> float:
    """The next 'round' step at or above value: 1, 2, 2.5, 5 x 10^n."""
    if value <= 0:
        return 1.0
    exp = math.floor(math.log10(value))
    for m in (1, 2, 2.5, 5, 10):
        step = float(m * 10 ** exp)
        if step >= value - EPSILON:
            return step
    return float(10 ** (exp + 1))


class ScatterOdds:
    """The odds of a scatter: a JSON body, the lines, and a picture of where it may land.
    ``later`` adds to the body what only the JSON shows, made when it is asked for (every
    landing point's chance)."""

    def __init__(self, body: dict[str, Any], view: list[str], picture: Picture,
                 later: Callable[[], dict[str, Any]] | None = None):
        self.body, self.view, self._picture, self._later = body, view, picture, later

    def picture(self) -> Picture:
        return self._picture

    def to_json(self) -> dict[str, Any]:
        if self._later is not None:
            self.body.update(self._later())
            self._later = None
        return self.body

    def lines(self) -> list[str]:
        return self.view + self._picture.lines()


def chance_line(name: str, p: Fraction) -> str:
    """'name: 33.33 % (1/3)'; ``name`` is shown in the user's language (`label_text`)."""
    return f"{label_text(name)}: [bold]{chance(p)}[/]{fraction_note(p)}"
