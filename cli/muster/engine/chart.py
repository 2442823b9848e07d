"""Odds as a picture: a standalone SVG line chart of one or more numeric distributions.

Each series is a distribution's chance of each value (``eq``), of at least it (``ge``) or of
at most it (``le``), drawn as a line with a dot per value on shared axes: values across,
chance (0-100 %) up. The caller gives the texts (already in the user's language); every text
is escaped, and the SVG needs nothing but itself (no script, no external reference).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from muster.engine.run import ordered_keys
from muster.text import general

if TYPE_CHECKING:  # read only through its methods: importing it costs start-up
    from muster.engine.distribution import Distribution

OF = ("eq", "ge", "le")
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
           "#7f7f7f", "#bcbd22", "#17becf")
WIDTH, HEIGHT = 720, 420
LEFT, RIGHT, TOP, BOTTOM = 64, 24, 48, 72
SLANTED = 90  # more height under a chart whose outcomes are named (slanted) rather than numbers


def points(dist: Distribution, of: str) -> list[tuple[float, float]]:
    """(value, chance) of each value of a numeric distribution: of that value (eq), of at
    least it (ge) or of at most it (le), from the same rows the odds table shows."""
    rows = dist.numeric_table(fractions=False)
    key = {"eq": None, "ge": "at_least", "le": "at_most"}[of]
    return [(float(r["value"]), float(r["p"] if key is None else r[key]["p"])) for r in rows]


def categorical(dists: Sequence[Distribution]) -> list[Hashable] | None:
    """The outcomes to set across, in order, when some distribution's outcomes are not
    numbers (a wound's result); None when every outcome is a number (drawn to scale)."""
    keys = {k for d in dists for k in d.weights}
    if all(isinstance(k, (int, float)) and not isinstance(k, bool) for k in keys):
        return None
    return ordered_keys(keys)


def _ticks(lo: float, hi: float, most: int = 10) -> list[float]:
    span = max(hi - lo, 1.0)
    step = 1.0
    for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000):
        step = float(s)
        if span / s <= most:
            break
    start = step * -(-lo // step)
    out = []
    v = start
    while v <= hi:
        out.append(v)
        v += step
    return out


def escape(text: str) -> str:
    """Text made safe inside an SVG element: &, < and > as entities (what
    `xml.sax.saxutils.escape` does, without the start-up of importing it)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _number(v: float) -> str:
    """A tick's label in the language's decimal mark (Czech 0,5)."""
    return str(int(v)) if v == int(v) else general(v)


Series = Sequence[tuple[str, list[tuple[float, float]]]]


def svg(title: str, x_label: str, y_label: str, series: Series, percent: str = "%",
        categories: Sequence[str] | None = None) -> str:
    """The chart as SVG text: ``series`` are (label, [(value, chance)]) pairs. With
    ``categories``, the values are their indices and each is named by its category."""
    xs = [x for _, pts in series for x, _ in pts] or [0.0]
    lo, hi = min(xs), max(xs)
    if hi == lo:
        lo, hi = lo - 1, hi + 1
    top = max((y for _, pts in series for _, y in pts), default=1.0) or 1.0
    top = min(1.0, top * 1.08)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    height = HEIGHT + (SLANTED if categories is not None else 0)  # room for slanted names

    def px(x: float) -> float:
        return LEFT + (x - lo) / (hi - lo) * plot_w

    def py(y: float) -> float:
        return TOP + plot_h - y / top * plot_h

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
           f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="12">',
           f"<title>{escape(title)}</title>",
           f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="white"/>',
           f'<text x="{WIDTH / 2:.1f}" y="24" text-anchor="middle" font-size="15" '
           f'font-weight="bold">{escape(title)}</text>']
    for t in _ticks(0.0, top * 100, 8):
        y = py(t / 100)
        out.append(f'<line x1="{LEFT}" y1="{y:.1f}" x2="{WIDTH - RIGHT}" y2="{y:.1f}" '
                   f'stroke="#ddd"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">'
                   f"{escape(_number(t))}{escape(percent)}</text>")
    for t in _ticks(lo, hi, 12) if categories is None else range(len(categories)):
        x = px(t)
        out.append(f'<line x1="{x:.1f}" y1="{TOP + plot_h}" x2="{x:.1f}" y2="{TOP + plot_h + 4}" '
                   f'stroke="black"/>')
        if categories is None:
            out.append(f'<text x="{x:.1f}" y="{TOP + plot_h + 18}" text-anchor="middle">'
                       f"{escape(_number(t))}</text>")
            continue
        name = categories[int(t)]  # slanted, so that long names do not overlap
        name = name if len(name) <= 28 else name[:27] + "…"
        out.append(f'<text x="{x:.1f}" y="{TOP + plot_h + 14}" text-anchor="end" '
                   f'font-size="10" transform="rotate(-30 {x:.1f} {TOP + plot_h + 14})">'
                   f"{escape(name)}</text>")
    out.append(f'<line x1="{LEFT}" y1="{TOP + plot_h}" x2="{WIDTH - RIGHT}" y2="{TOP + plot_h}" '
               f'stroke="black"/>')
    out.append(f'<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{TOP + plot_h}" stroke="black"/>')
    out.append(f'<text x="{LEFT + plot_w / 2:.1f}" y="{height - 36}" text-anchor="middle">'
               f"{escape(x_label)}</text>")
    out.append(f'<text x="16" y="{TOP + plot_h / 2:.1f}" text-anchor="middle" '
               f'transform="rotate(-90 16 {TOP + plot_h / 2:.1f})">{escape(y_label)}</text>')
    for i, (label, pts) in enumerate(series):
        colour = COLOURS[i % len(COLOURS)]
        path = " ".join(f"{px(x):.1f},{py(y):.1f}" for x, y in pts)
        out.append(f'<polyline fill="none" stroke="{colour}" stroke-width="2" points="{path}"/>')
        if len(pts) <= 200:
            out += [f'<circle cx="{px(x):.1f}" cy="{py(y):.1f}" r="2.5" fill="{colour}"/>'
                    for x, y in pts]
        lx = LEFT + 8 + (i % 4) * (plot_w // 4)
        ly = height - 16 + 0 * (i // 4)
        out.append(f'<rect x="{lx}" y="{ly - 9}" width="12" height="4" fill="{colour}"/>')
        out.append(f'<text x="{lx + 16}" y="{ly - 4}">{escape(label)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"
