"""Printable rosters: `muster list-validate --format markdown|html`.

One section per file: the army's name, game and verdict; a table of its units in the file's
order (count, points of one and of all, items with their prices, the figures the game derives
such as Void attributes after gear); the army-wide figures the game reports (Mage Knight
actions per turn, Confrontation allies ...); then the findings. Everything taken from a file
is escaped: Markdown special characters get a backslash, HTML goes through `html.escape`.
The HTML page is self-contained (style inline, no scripts, no links out) and well-formed
enough for an XML parser.

The English words of the page are in `TEXT`, one place; they are shown through the Czech
catalog under --lang cs (`_`), with the numbers in Czech form. Words a game gives (a unit's
details, the army-wide figures) are shown as `muster.i18n.shown` shows them: a game that
passes `say(...)` messages or `named(...)` data-file names gets them in Czech.
"""

from __future__ import annotations

from fractions import Fraction
from html import escape
from typing import Any, TextIO

from muster.engine.render import clean
from muster.games import GAMES
from muster.i18n import N_, Message, N_p, Named, _, czech, pgettext, shown
from muster.lists import Located
from muster.lists.report import summary_line, unit, verdict_line
from muster.lists.validate import FileReport
from muster.text import number, plain
from muster.typography import shown_line

TEXT = {
    "title": N_("Army rosters"),
    "columns": ["#", N_("Unit"), N_("Count"), N_("Points"), N_("Total"), N_("Items"),
                N_("Details")],
    "side": N_("Side"),
    "figures": N_("Army"),
    "findings": N_("Findings"),
    "no-findings": N_("No findings."),
    "verdict": N_("Verdict"),
    "game": N_("Game"),
    "file": N_("File"),
    "total": N_("Total"),
    "player": N_("Player"),
    "points": N_("Points"),
    "fingerprint": N_("Fingerprint"),
    "index": N_("Index"),
    "title-one": N_("List"),
    "army": N_("Army"),  # a Warmaster army list
    "people": N_("People"),  # a Confrontation people
    "factions": N_("Factions"),  # Mage Knight
    "scenario": N_("Scenario"),  # BattleLore
}

# a game's own words for the columns and the army (the same English word, the rulebook's
# Czech term): a Void team's members are characters (postava) who buy equipment (vybavení)
# for money (cena, seed 003 L11); Mage Knight fields warriors (válečník, seed 004 L3);
# a Confrontation card names a type of fighter (bojovník, seed 000 L256)
_GAME_WORDS = {
    "confrontation": {"Unit": N_p("confrontation", "Unit")},
    "void": {"Unit": N_p("void", "Unit"), "Points": N_p("void", "Points"),
             "Items": N_p("void", "Items"), "Army": N_p("void", "Army")},
    "mageknight": {"Unit": N_p("mageknight", "Unit")},
    # a BattleLore file lists both sides of an adventure: a list, not one army
    "battlelore": {"Army": N_p("battlelore", "Army")},
}

# the roster's heading for what a list fields, by game
_SIDE = {"warmaster": "army", "confrontation": "people", "battlelore": "scenario",
         "mageknight": "factions"}


def _t(key: str, game: str | None = None) -> str:
    """A word of the page in the user's language (``game``'s own term where it has one)."""
    word = TEXT[key]
    assert isinstance(word, str)
    return _in(word, game)


def _in(word: str, game: str | None) -> str:
    """An English word of the page in the user's language, in ``game``'s terms."""
    if game in _GAME_WORDS and word in _GAME_WORDS[game]:
        return pgettext(game, word)
    return _(word)


def _label(text: str) -> str:
    """A label of the roster's head: Czech capitalises every one ('Jednotky', 'Spojenci');
    English keeps a game's own (its words are lower case: 'units')."""
    return text[:1].upper() + text[1:] if czech() else text


def _number(value: object) -> str:
    if value is None:
        return ""
    if isinstance(value, Fraction):
        value = int(value) if value.denominator == 1 else round(float(value), 1)
    if isinstance(value, int) and not isinstance(value, bool):
        return number(value)
    if isinstance(value, float):
        return plain(value)
    return str(value)


def _word(text: object) -> str:
    """A word a game gave (a detail, a figure's name or value) in the user's language."""
    return shown(text) if isinstance(text, str) else str(text)


def _key(text: object) -> str:
    """An army-wide figure's name: a game's message as `shown` shows it; a plain English
    name through the catalog (a game marks it with N_ for the .po)."""
    if isinstance(text, (Message, Named)):
        return shown(text)
    return _(str(text))


# an army-wide figure Czech words with its number: a count before
# its noun in the number's case ('2 postavy', '9 jednotek', '3 akce na tah'), points after
# what they are the points of ('válečníci 106 bodů'), as the rulebooks write them (seed 004
# L227 '3 akce na tah')
_COUNTED = {"units": ("jednotka", "jednotky", "jednotek"),
            "figures": ("figurka", "figurky", "figurek"),
            "models": ("figurka", "figurky", "figurek"),
            "characters": ("postava", "postavy", "postav"),
            "actions per turn": ("akce na tah", "akce na tah", "akcí na tah")}
_POINTS_OF = {"units' points": "jednotky", "magic items' points": "magické předměty",
              "warriors' points": "válečníci", "items' points": "předměty"}


def _figure(key: object, value: object) -> str:
    """An army-wide figure as the roster's footer words it: 'name value' in English (and for
    a figure that is no count: 'scénář Agincourt'), the Czech count phrases above."""
    name, shown_value = _key(key), _word(value)
    if not czech():
        return f"{name} {shown_value}"
    if key == "people":  # the army is its people: 'Alahanští lvi', never 'národ Alahanští
        return shown_value  # lvi' in the nominative
    english = next((e for e in (*_COUNTED, *_POINTS_OF) if _(e) == name or e == key), None)
    digits = shown_value.replace("\u00a0", "").replace(" ", "")
    if english is None:
        return f"{name} {shown_value}"
    if not digits.isdigit():  # 'akce na tah: pravidla pro 250 bodů neuvádějí'
        return f"{name}: {shown_value}"
    n = int(digits)
    if english in _COUNTED:
        return f"{number(n)} {_form(n, _COUNTED[english])}"
    return f"{_POINTS_OF[english]} {number(n)} {_form(n, ('bod', 'body', 'bodů'))}"


def _form(n: int, forms: tuple[str, str, str]) -> str:
    return forms[0] if n == 1 else forms[1] if 2 <= n <= 4 else forms[2]


def _severity(f: Located) -> str:
    return _("warning") if f.severity == "warning" else _("error")


def _line(f: Located) -> str:
    """'line 12:5: ' / 'řádek 12, sloupec 5: ' before a finding ('' without a line): Czech
    words the column, where '12:5' reads as a time or a range of lines."""
    if czech() and f.line is not None and f.column is not None:
        return _("line {line}, column {column}: ").format(line=f.line, column=f.column)
    return _("line {where}: ").format(where=_where(f)) if f.line is not None else ""


def _title(r: FileReport) -> str:
    army: dict[str, Any] = r.army if isinstance(r.army, dict) else {}
    name = army.get("name")
    return str(name) if isinstance(name, (str, int, float)) and str(name).strip() else r.file


def _facts(r: FileReport) -> list[tuple[str, str]]:
    """The head of a roster, plain text: player, army (people, factions, scenario), points,
    fingerprint and verdict (the file and game are shown by each format itself)."""
    out = []
    if r.player:
        out.append((_t("player"), r.player))
    if r.side and r.game in _SIDE:
        # Czech: the name the game gave ('Alahanští lvi', 'Agincourt'), as the footer and the
        # HTML roster do, not the file's id ('lions'); English keeps the id
        named = {str(k): v for k, v in r.derived.items()}.get(_SIDE[r.game]) if czech() else None
        out.append((_t(_SIDE[r.game]), _word(named) if named else
                    ", ".join(_word(s) for s in r.side)))
    if r.points is not None:
        points = (_("{points} of {limit} {unit}").format(
            points=_number(r.points), limit=_number(r.limit), unit=unit(r.game))
            if r.limit is not None else f"{_number(r.points)} {unit(r.game)}")
        out.append((_t("points", r.game), points))
    if r.fingerprint:
        out.append((_t("fingerprint"), r.fingerprint))
    return out


def _index(reports: list[FileReport]) -> tuple[list[str], list[tuple[str, str, str, str]]]:
    """The index of several rosters: headings, and per list its title, player, verdict and
    fingerprint."""
    head = ["#", _t("title-one"), _t("player"), _t("verdict"), _t("fingerprint")]
    rows = []
    for r in reports:
        rows.append((_title(r), r.player or "", _verdict(r), r.fingerprint or ""))
    return head, rows


def _game(r: FileReport) -> str:
    return GAMES[r.game][0] if r.game in GAMES else (r.game or "")


def _verdict(r: FileReport) -> str:
    """The text verdict without the file name in front."""
    return verdict_line(r, mark=False).removeprefix(f"{clean(r.file)}: ")


def _where(f: Located) -> str:
    if f.line is None:
        return ""
    return f"{f.line}" + (f":{f.column}" if f.column is not None else "")


def _table(r: FileReport) -> tuple[list[str], list[list[str]], set[int]]:
    """(column headings, rows with the totals row last, numeric column indexes) of a checked
    report, in plain text. Columns nothing fills (sides, points, items) are left out."""
    units = r.units
    cols = [_in(c, r.game) for c in TEXT["columns"]]
    sides = any(u.group for u in units)
    points = any(u.points is not None for u in units)
    items = any(u.items for u in units)
    keep = [True, sides, True, True, points, points, items, True]
    head = [cols[0], _t("side"), *cols[1:]]
    rows = []
    for i, u in enumerate(units, 1):
        total = u.points * u.count if u.points is not None else None
        rows.append([str(i), _word(u.group or ""), _word(u.name),
                     _number(u.count) if czech() else str(u.count),
                     _number(u.points), _number(total), "; ".join(_word(t) for t in u.items),
                     ", ".join(_word(d) for d in u.details)])
    rows.append(["", "", _t("total"), _number(sum(u.count for u in units)), "",
                 f"{_number(r.points)} {unit(r.game)}" if r.points is not None else "", "",
                 ""])
    numeric_at = {0, 3, 4, 5}
    picked = [i for i, k in enumerate(keep) if k]
    numeric = {n for n, i in enumerate(picked) if i in numeric_at}
    return [head[i] for i in picked], [[row[i] for i in picked] for row in rows], numeric


# ---------------------------------------------------------------- markdown

_MD_SPECIAL = "\\`*_[]<>|~"


def md(text: object) -> str:
    """Text from a file made inert in Markdown: one line, every special character escaped."""
    out = []
    keep = "\u00a0"  # Czech numbers' no-break spaces are not line breaks: they stay
    one_line = " ".join(clean(text).replace(keep, "\ue000").split()).replace("\ue000", keep)
    for ch in one_line:
        out.append("\\" + ch if ch in _MD_SPECIAL else ch)
    return "".join(out)


def _md_table(head: list[str], rows: list[list[str]], numeric: set[int]) -> list[str]:
    out = ["| " + " | ".join(md(h) for h in head) + " |",
           "|" + "|".join("---:" if i in numeric else "---" for i in range(len(head))) + "|"]
    out += ["| " + " | ".join(md(c) for c in row) + " |" for row in rows]
    return out


def _anchor(i: int) -> str:
    return f"roster-{i}"


def markdown(reports: list[FileReport], every: list[FileReport] | None = None) -> str:
    out = [f"# {_t('title')}", ""]
    if len(reports) > 1:
        out += [f"## {_t('index')}", ""]
        head, rows = _index(reports)
        out += ["| " + " | ".join(md(h) for h in head) + " |", "|---:|---|---|---|---|"]
        out += [f"| {i} | [{md(title)}](#{_anchor(i)}) | {md(player)} | {md(verdict)} | "
                f"{md(fp)} |" for i, (title, player, verdict, fp) in enumerate(rows, 1)]
        out.append("")
    for i, r in enumerate(reports, 1):
        if len(reports) > 1:
            out += ['<div style="page-break-before: always"></div>', "",
                    f'<a id="{_anchor(i)}"></a>', ""]
        out += [f"## {md(_title(r))}", ""]
        facts = [(_t("file"), f"`{clean(r.file)}`" if "`" not in r.file else md(r.file))]
        if r.game:
            facts.append((_t("game"), md(_game(r))))
        facts += [(name, md(value)) for name, value in _facts(r)]
        facts.append((_t("verdict"), f"**{md(_verdict(r))}**"))
        out += [f"- {name}: {value}" for name, value in facts] + [""]
        if r.units:
            out += _md_table(*_table(r)) + [""]
        if r.derived:
            out += [f"**{_t('figures', r.game)}:** " + "; ".join(
                md(_figure(k, v)) for k, v in r.derived.items()), ""]
        out += [f"### {_t('findings')}", ""]
        if r.findings:
            for f in r.findings:
                out.append(f"- {_line(f)}**{_severity(f)}** \\[{md(f.rule)}\\] "
                           f"{md(shown_line(shown(f.message)))}")
        else:
            out.append(_t("no-findings"))
        out.append("")
    out.append(md(summary_line(reports if every is None else every)))
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------- html

_STYLE = """
body{font-family:system-ui,sans-serif;margin:2em;color:#111}
h1{font-size:1.6em}h2{margin-top:2em;border-bottom:2px solid #444}
section{page-break-inside:avoid}section.roster+section.roster,nav+section.roster{break-before:page;page-break-before:always}
.fingerprint{font-family:ui-monospace,monospace;font-size:1.1em;letter-spacing:.05em}
table{border-collapse:collapse;margin:.5em 0;width:100%}
th,td{border:1px solid #999;padding:.25em .5em;vertical-align:top;text-align:left}
td.n,th.n{text-align:right}tr.total td{font-weight:bold;border-top:2px solid #444}
.legal{color:#075e07}.illegal{color:#a00}.skipped{color:#555}
.error{color:#a00;font-weight:bold}.warning{color:#8a5a00;font-weight:bold}
dl{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}dt{font-weight:bold}
@media print{body{margin:0}a{color:inherit}}
""".strip()


_NUMERIC = ' class="n"'


def _e(text: object) -> str:
    """Text made inert in HTML, without control characters (as the text format shows it)."""
    return escape(clean(text), quote=True)


def _state(r: FileReport) -> str:
    if r.skipped:
        return "skipped"
    return "legal" if r.valid else "illegal"


def html(reports: list[FileReport], every: list[FileReport] | None = None) -> str:
    lang = "cs" if czech() else "en"
    out = ["<!DOCTYPE html>", f'<html lang="{lang}">', "<head>", '<meta charset="utf-8"/>',
           '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
           f"<title>{_e(_t('title'))}</title>", f"<style>{_STYLE}</style>", "</head>",
           "<body>", f"<h1>{_e(_t('title'))}</h1>"]
    if len(reports) > 1:
        head, index = _index(reports)
        out += ["<nav>", f"<h2>{_e(_t('index'))}</h2>", "<table>", "<thead><tr>"
                + "".join(f"<th{_NUMERIC if i == 0 else ''}>{_e(h)}</th>"
                          for i, h in enumerate(head)) + "</tr></thead>", "<tbody>"]
        out += [f'<tr><td class="n">{i}</td><td><a href="#{_anchor(i)}">{_e(title)}</a></td>'
                f'<td>{_e(player)}</td><td class="{_state(r)}">{_e(verdict)}</td>'
                f'<td class="fingerprint">{_e(fp)}</td></tr>'
                for i, (r, (title, player, verdict, fp)) in enumerate(zip(reports, index,
                                                                          strict=True), 1)]
        out += ["</tbody></table>", "</nav>"]
    for i, r in enumerate(reports, 1):
        out += [f'<section class="roster" id="{_anchor(i)}">', f"<h2>{_e(_title(r))}</h2>",
                "<dl>", f"<dt>{_e(_t('file'))}</dt><dd><code>{_e(r.file)}</code></dd>"]
        if r.game:
            out.append(f"<dt>{_e(_t('game'))}</dt><dd>{_e(_game(r))}</dd>")
        # Czech capitalises every label: a game's own figure ('Scénář: Agincourt') then
        # stands for the file's fact of the same name ('scenario: agincourt'), shown once
        figures = {_label(_key(k)) for k in r.derived} if czech() else set()
        for name, value in _facts(r):
            if _label(name) in figures:
                continue
            cls = ' class="fingerprint"' if name == _t("fingerprint") else ""
            out.append(f"<dt>{_e(_label(name))}</dt><dd{cls}>{_e(value)}</dd>")
        out.append(f"<dt>{_e(_t('verdict'))}</dt>"
                   f'<dd class="{_state(r)}"><strong>{_e(_verdict(r))}</strong></dd>')
        for k, v in r.derived.items():
            out.append(f"<dt>{_e(_label(_key(k)))}</dt><dd>{_e(_word(v))}</dd>")
        out.append("</dl>")
        if r.units:
            head, rows, numeric = _table(r)
            out.append("<table>")
            out.append("<thead><tr>" + "".join(
                f"<th{_NUMERIC if i in numeric else ''}>{_e(h)}</th>"
                for i, h in enumerate(head)) + "</tr></thead>")
            out.append("<tbody>")
            for row, cls in [(row, "") for row in rows[:-1]] + [(rows[-1], ' class="total"')]:
                out.append(f"<tr{cls}>" + "".join(
                    f"<td{_NUMERIC if i in numeric else ''}>{_e(c)}</td>"
                    for i, c in enumerate(row)) + "</tr>")
            out.append("</tbody></table>")
        out.append(f"<h3>{_e(_t('findings'))}</h3>")
        if r.findings:
            out.append("<ul>")
            for f in r.findings:
                out.append(f'<li>{_e(_line(f))}<span class="{_e(f.severity)}">'
                           f"{_e(_severity(f))}</span> [{_e(f.rule)}] "
                           f"{_e(shown_line(shown(f.message)))}</li>")
            out.append("</ul>")
        else:
            out.append(f"<p>{_e(_t('no-findings'))}</p>")
        out.append("</section>")
    out += [f"<p><strong>{_e(summary_line(reports if every is None else every))}</strong></p>",
            "</body>", "</html>"]
    return "\n".join(out) + "\n"


def write(reports: list[FileReport], fmt: str, stream: TextIO,
          every: list[FileReport] | None = None) -> None:
    """The rosters of ``reports``; the summary line counts ``every`` file checked (the
    unreadable ones have no roster: their problems go to stderr)."""
    stream.write(markdown(reports, every) if fmt == "markdown" else html(reports, every))
