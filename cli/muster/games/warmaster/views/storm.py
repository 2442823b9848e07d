"""Storm of Stone on the terminal, with its odds."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult, numeric_odds
from muster.engine.render import die, rolled
from muster.engine.rule import odds_view, view
from muster.games.warmaster.storm import Storm, StormSavesSpec, StormSpec
from muster.games.warmaster.tables import rolls
from muster.games.warmaster.views.text import saves_line, title
from muster.i18n import _, czech, ngettext

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


@view(Storm)
def storm_lines(r: Storm) -> list[str]:
    n = r.units
    out = [title(rolls()["storm"]) + ": " + ngettext(
        "D3 hits on each of {n} enemy unit (D3 = D6 halved, rounded up)",
        "D3 hits on each of {n} enemy units (D3 = D6 halved, rounded up)", n).format(n=n)]
    for i, (d, h) in enumerate(zip(r.dice, r.hits, strict=False), 1):
        out.append("  " + _("unit {i}: {die} -> {hits}").format(
            i=i, die=rolled("D6", die(d)),
            hits=f"[bold cyan]{h}[/]" + ngettext(" hit", " hits", h)))
        if r.savings is not None:
            out.append("  " + saves_line(r.savings[i - 1]))
    if r.savings is not None:
        out.append("  " + _("unsaved in all: {n}").format(n=f"[bold]{r.unsaved}[/]"))
    out.append("  [dim]" + _("armour saves as usual; the units are not driven back; an "
                             "engaged unit carries its hits into the first combat round")
               + "[/]")
    return out


@odds_view(StormSpec)
@odds_view(StormSavesSpec)
def storm_odds(spec: StormSpec, dist: Distribution) -> OddsResult:
    what = "unsaved hits" if isinstance(spec, StormSavesSpec) else "hits"
    n = spec.count
    text = (ngettext("Storm of Stone on {n} unit: {what} in all",
                     "Storm of Stone on {n} units: {what} in all", n) if czech() else
            f"Storm of Stone on {n} unit{'s' if n != 1 else ''}: " + "{what} in all")
    return numeric_odds(text.format(n=n, what=_(what)), dist, what)
