"""A fortress file on the terminal: its sections as a table and a one-row drawing."""

from __future__ import annotations

from muster.engine.render import esc, table
from muster.engine.rule import view
from muster.games.warmaster.fortress import FortressSection, FortressView
from muster.games.warmaster.siege import rules
from muster.i18n import N_p, _, both, czech, ngettext, pgettext, shown

CELLS = {  # kind -> (intact, damaged, breached once, destroyed)
    "wall": ("=====", "=~=~=", "=~=~=", ".,.,."),
    "gate": ("[###]", "[#~#]", "[#~#]", "[   ]"),
    "door": ("[=]", "[~]", "[~]", "[ ]"),
    "tower": ("|###|", "|#~#|", "|/#/|", ":.:.:"),
}


def _cell(s: FortressSection) -> tuple[str, str]:
    intact, damaged, once, gone = CELLS[s.kind]
    if s.destroyed:
        return gone, "bold red"
    if s.breaches:
        return once, "bold yellow"
    if s.damaged:
        return damaged, "yellow"
    return intact, "green"


_GONE = {"wall": N_p("feminine", "COLLAPSED (rubble)"), "gate": N_p("feminine", "DESTROYED (open)"),
         "door": N_p("plural", "DESTROYED (open)"), "tower": N_p("feminine", "COLLAPSED (ruins)")}
_AGREEING = (N_p("feminine", "breached once, standing"), N_p("plural", "breached once, standing"),
             N_p("feminine", "intact"), N_p("plural", "intact"))


def state_text(s: FortressSection) -> str:
    """The section's state, agreeing in Czech with its noun (the data's `gender`)."""
    gender = rules()["targets"][s.kind]["gender"]
    if s.destroyed:
        return pgettext(gender, _GONE[s.kind])
    if s.breaches:
        return pgettext(gender, "breached once, standing")
    return pgettext(gender, "damaged" if s.damaged else "intact")


@view(FortressView)
def fortress_lines(v: FortressView) -> list[str]:
    targets = rules()["targets"]
    secs = v.book.sections
    out = ["[bold]" + _("Fortress {name}").format(name=esc(shown(v.book.name))) + "[/]"
           + _(" ({path}): ").format(path=esc(v.book.path))
           + ngettext("{n} of {total} sections standing", "{n} of {total} sections standing",
                      len(secs)).format(n=sum(not s.destroyed for s in secs), total=len(secs))]
    rows = []
    for s in secs:
        style = _cell(s)[1]
        rows.append([esc(s.id), both(targets[s.kind]),
                     esc((czech() and s.name_cs) or s.name or ""),  # Czech: its name_cs
                     f"[{style}]{esc(state_text(s))}[/]",
                     "" if s.stands is None else s.stands])
    out += table([_("id"), _("kind"), _("name"), _("state"), _("stands")], rows)
    out.append("")
    out += drawing(v)
    return out

def drawing(v: FortressView, width: int = 76) -> list[str]:
    cells = []
    for s in v.book.sections:
        art, style = _cell(s)
        w = max(len(art), len(s.id))
        cells.append((f"[{style}]{esc(art.center(w))}[/]", esc(s.id.center(w)), w))
    out: list[str] = []
    row: list[tuple[str, str, int]] = []
    used = 0
    for c in cells + [None]:
        if c is None or (row and used + c[2] + 1 > width):
            out.append(" ".join(a for a, _, _ in row))
            out.append(" ".join(b for _, b, _ in row).rstrip())
            row, used = [], 0
        if c is not None:
            row.append(c)
            used += c[2] + 1
    legend = _("= wall  [#] gate  [=] door  |#| tower   ~ damaged  / breached once  "
               ".,: rubble  [ ] destroyed gate or door")
    out.append(f"[dim]{esc(legend)}[/]")
    return out
