"""Warmaster on the terminal: Gerroff!!!'s drive-back (`muster.games.warmaster.gerroff`), in
a module of its own: the scatter's drive-back (`views.driveback`) shows it without the
command, door and game-length views."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult, numeric_odds
from muster.engine.rule import odds_view, view
from muster.games.warmaster.gerroff import Gerroff, GerroffSpec
from muster.games.warmaster.tables import rolls
from muster.games.warmaster.views.text import dice_text, title
from muster.i18n import _, czech

if TYPE_CHECKING:
    from muster.engine.distribution import Distribution


@view(Gerroff)
def gerroff_lines(r: Gerroff) -> list[str]:
    book = rolls()["gerroff"]
    if r.one_die:
        how = (f"D6 x {book['multiplier']}: {dice_text(r.dice)} x {book['multiplier']}"
               if r.dice else f"D6 x {book['multiplier']}")
    else:
        how = f"{book['dice']}D6: {dice_text(r.dice)}"
    if czech():
        how = how.replace("D6", "k6")
    return [title(book) + f", {how}",
            _("driven back {cm} along the shortest line to its own table edge, as a "
              "shooting drive-back").format(cm=f"[bold cyan]{r.cm} cm[/]")]


@odds_view(GerroffSpec)
def gerroff_odds(spec: GerroffSpec, dist: Distribution) -> OddsResult:
    reading = spec.reading.replace("D6", "k6") if czech() else spec.reading
    return numeric_odds(_("Gerroff!!! drive-back ({reading}) in cm").format(reading=reading),
                        dist, "cm")
