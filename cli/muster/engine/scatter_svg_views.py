"""A scatter's picture (`muster.engine.scatter_views.Picture`) as a standalone SVG
document, and writing it through the output guard: apart from the picture's terminal
drawing, so that only a command asked for an SVG file imports this and the guard
(`muster.outputs`)."""

from __future__ import annotations

from muster.engine.chart import escape
from muster.engine.scatter_views import Picture, amount, label_text, nice_step
from muster.errors import MusterError
from muster.files import FileRefused
from muster.i18n import _, say
from muster.outputs import write_output


def svg(picture: Picture) -> str:
    """The picture as a standalone SVG document (+y up, 1 unit = ``k`` px)."""
    far = picture.extent() * 1.15
    size = 400
    k = size / (2 * far)

    def px(x: float, y: float) -> tuple[str, str]:
        return (f"{size / 2 + x * k:.2f}", f"{size / 2 - y * k:.2f}")

    title = label_text(picture.title) if picture.title else _("muster scatter")
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size + 40}" '
             f'viewBox="0 0 {size} {size + 40}">',
             f"<title>{escape(title)}</title>",
             f'<rect x="0" y="0" width="{size}" height="{size + 40}" fill="white"/>']
    x1, y1 = px(0, -far)
    x2, y2 = px(0, far)
    parts.append(f'<line id="line-of-fire" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" '
                 'stroke="grey" stroke-dasharray="4 3"/>')
    if picture.edge_y is not None:
        ex1, ey = px(-far, picture.edge_y)
        ex2, _ey = px(far, picture.edge_y)
        parts.append(f'<line id="table-edge" x1="{ex1}" y1="{ey}" x2="{ex2}" y2="{ey}" '
                     'stroke="black" stroke-width="3"/>')
    if picture.landing is not None and picture.radius:
        cx, cy = px(*picture.landing.xy)
        parts.append(f'<circle id="blast" cx="{cx}" cy="{cy}" r="{picture.radius * k:.2f}" '
                     'fill="orange" fill-opacity="0.25" stroke="orange"/>')
    if picture.path:
        pts = " ".join(",".join(px(x, y)) for x, y in picture.path)
        parts.append(f'<polyline id="path" points="{pts}" fill="none" stroke="purple" '
                     'stroke-width="2"/>')
    ax, ay = px(0, 0)
    parts.append(f'<circle id="aim" cx="{ax}" cy="{ay}" r="5" fill="none" stroke="blue" '
                 'stroke-width="2"/>')
    for i, (ch, x, y, label) in enumerate(picture.marks):
        mx, my = px(x, y)
        if ch == ".":  # one of many possible landing points: a dot, no label
            parts.append(f'<circle class="possible" cx="{mx}" cy="{my}" r="2" '
                         'fill="grey"/>')
            continue
        parts.append(f'<g id="mark-{i + 1}" class="mark"><circle cx="{mx}" cy="{my}" r="4" '
                     f'fill="green"/><text x="{float(mx) + 6:.2f}" y="{float(my) - 6:.2f}" '
                     f'font-size="11">{escape(f"{ch} {label_text(label)}")}</text></g>')
    if picture.landing is not None:
        lx, ly = px(*picture.landing.xy)
        parts.append(f'<g id="landing"><line x1="{float(lx) - 6:.2f}" y1="{float(ly) - 6:.2f}" '
                     f'x2="{float(lx) + 6:.2f}" y2="{float(ly) + 6:.2f}" stroke="red" '
                     f'stroke-width="2"/><line x1="{float(lx) - 6:.2f}" '
                     f'y1="{float(ly) + 6:.2f}" x2="{float(lx) + 6:.2f}" '
                     f'y2="{float(ly) - 6:.2f}" stroke="red" stroke-width="2"/></g>')
    # scale bar: a round length near a quarter of the width
    bar = nice_step(far / 2)
    bx1, _by = px(-far / 1.15, 0)
    parts.append(f'<g id="scale"><line x1="{bx1}" y1="{size + 20}" '
                 f'x2="{float(bx1) + bar * k:.2f}" y2="{size + 20}" stroke="black" '
                 f'stroke-width="2"/><text x="{bx1}" y="{size + 35}" font-size="11">'
                 f'{escape(amount(bar, picture.unit, picture.declined))}</text></g>')
    if picture.title:
        parts.append(f'<text x="8" y="16" font-size="12">{escape(title)}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def write_svg(path: str, picture: Picture) -> None:
    """Write the picture to ``path`` through the output guard (`muster.outputs.write_output`:
    a regular file atomically, a FIFO or a character device as a stream)."""
    try:
        write_output(path, svg(picture).encode("utf-8"))
    except FileRefused as err:
        raise MusterError(say("cannot write the SVG picture: {reason}", reason=err.message),
                          file=path) from None
