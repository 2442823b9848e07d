"""Unit cards: `muster list-validate --format cards`, one self-contained HTML page of A4
sheets, a card per unit of every list, to cut out and keep beside the models.

Each card shows the unit's name, how many, its points (one and all), its items with their
prices and the figures its game derives (Void attributes after gear, Warmaster unit type,
Confrontation rank and people, Mage Knight faction, BattleLore colour, weapon and figures),
and at its foot the list's name, player and fingerprint, so that a card found on the table
is traced to the validated file. The words are the user's language (--lang cs: Czech); what
the file says is escaped and shown as written. Lists that fail their schema have no units,
so no cards: the head of their sheet says why.
"""

from __future__ import annotations

from typing import TextIO

from muster.i18n import N_, N_p, _, czech, pgettext
from muster.lists.report import UNITS, summary_line, unit
from muster.lists.roster import _e, _facts, _in, _number, _state, _title, _verdict, _word
from muster.lists.validate import FileReport

TEXT = {
    "title": N_("Unit cards"),
    "count": N_("Count"),
    "points": N_("Cost"),
    "each": N_("{points} each"),
    "items": N_("Items"),
    "details": N_("Details"),
    "no-units": N_("No cards: the list has no units to show."),
}

# a page of one game's lists is titled in its rulebook's words, as its roster's columns are
# (`roster._GAME_WORDS`): a Void team's members are characters (postava, seed 003 L3), a
# Confrontation card a fighter's (bojovník, seed 000 L256), Mage Knight's warriors (válečník)
_TITLES = {"void": N_p("void", "Unit cards"),
           "confrontation": N_p("confrontation", "Unit cards"),
           "mageknight": N_p("mageknight", "Unit cards")}

_STYLE = """
@page{size:A4;margin:10mm}
body{font-family:system-ui,sans-serif;margin:0;color:#111}
section.sheet{break-after:page;page-break-after:always}
section.sheet:last-of-type{break-after:auto;page-break-after:auto}
header{border-bottom:2px solid #444;margin-bottom:4mm}
header h1{font-size:14pt;margin:0 0 1mm}header p{margin:0;font-size:9pt}
.grid{display:grid;grid-template-columns:repeat(2,1fr);gap:4mm}
.card{border:1.5px solid #333;border-radius:3mm;padding:3mm 4mm;break-inside:avoid;
page-break-inside:avoid;min-height:50mm;display:flex;flex-direction:column}
.card h2{font-size:13pt;margin:0 0 2mm;border-bottom:1px solid #999}
.card dl{display:grid;grid-template-columns:max-content auto;gap:.5mm 3mm;margin:0;
font-size:10pt}
.card dt{font-weight:bold}.card dd{margin:0}
.card footer{margin-top:auto;padding-top:2mm;font-size:8pt;color:#444;
border-top:1px dotted #999}
cite{font-style:normal}.fingerprint{font-family:ui-monospace,monospace;letter-spacing:.05em}
.legal{color:#075e07}.illegal{color:#a00}.skipped{color:#555}
""".strip()


def _w(key: str) -> str:
    return _(TEXT[key])


def _page_title(reports: list[FileReport]) -> str:
    games = {r.game for r in reports}
    game = games.pop() if len(games) == 1 else None
    return pgettext(game, TEXT["title"]) if game in _TITLES else _w("title")


def _card(r: FileReport, index: int) -> list[str]:
    u = r.units[index]
    rows = [(_w("count"), _number(u.count))]
    if u.points is not None:
        total = u.points * u.count
        # Void prices gear in money ('Cena: 240 peněz', seed 003 L11); the other games count
        # points, so Czech heads the field as the roster's column: 'Body: 125', 'Body: 64
        # A.P. (po 32)' (English 'Cost' for every game)
        counted_in_points = r.game not in UNITS
        label = _w("points") if r.game == "void" else pgettext("points", "Cost")
        points = _number(total) if counted_in_points and czech() \
            else f"{_number(total)} {unit(r.game)}"
        if u.count != 1:
            points += " (" + _w("each").format(points=_number(u.points)) + ")"
        rows.append((label, points))
    if u.items:
        rows.append((_in(TEXT["items"], r.game), "; ".join(_word(t) for t in u.items)))
    if u.details:
        rows.append((_w("details"), ", ".join(_word(d) for d in u.details)))
    foot = [f"<cite>{_e(_title(r))}</cite>"]  # what the file says: the list's name, player
    if r.player:
        foot.append(f"<cite>{_e(r.player)}</cite>")
    out = ['<div class="card">', f"<h2>{_e(_word(u.name))}</h2>", "<dl>"]
    out += [f"<dt>{_e(name)}</dt><dd>{_e(value)}</dd>" for name, value in rows]
    out += ["</dl>", "<footer>" + " · ".join(foot)
            + (f' · <span class="fingerprint">{_e(r.fingerprint)}</span>'
               if r.fingerprint else "") + "</footer>", "</div>"]
    return out


def cards(reports: list[FileReport], every: list[FileReport] | None = None) -> str:
    """The page: per list a sheet headed by its name, facts and verdict, then its cards."""
    lang = "cs" if czech() else "en"
    out = ["<!DOCTYPE html>", f'<html lang="{lang}">', "<head>", '<meta charset="utf-8"/>',
           f"<title>{_e(_page_title(reports))}</title>", f"<style>{_STYLE}</style>", "</head>",
           "<body>"]
    for r in reports:
        # Czech: no capital after a semicolon ('Cena: 240 peněz · Otisk: ...')
        facts = (" · " if czech() else "; ").join(f"{name}: {value}" for name, value in _facts(r))
        out += ['<section class="sheet">', "<header>", f"<h1><cite>{_e(_title(r))}</cite></h1>",
                f"<p>{_e(facts)}</p>" if facts else "",
                f'<p class="{_state(r)}"><strong>{_e(_verdict(r))}</strong></p>', "</header>"]
        if r.units:
            out.append('<div class="grid">')
            for i in range(len(r.units)):
                out += _card(r, i)
            out.append("</div>")
        else:
            out.append(f"<p>{_e(_w('no-units'))}</p>")
        out.append("</section>")
    out += [f"<p><strong>{_e(summary_line(reports if every is None else every))}</strong></p>",
            "</body>", "</html>"]
    return "\n".join(line for line in out if line) + "\n"


def write(reports: list[FileReport], stream: TextIO,
          every: list[FileReport] | None = None) -> None:
    stream.write(cards(reports, every))
