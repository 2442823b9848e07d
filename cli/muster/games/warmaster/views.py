"""Warmaster on the terminal: the text of each result and the title of each odds table.

The only Warmaster module with markup and translation calls; the rules never import it
(`muster.engine.rule` finds it when a result is shown).
"""

from __future__ import annotations

from muster.engine.data import load
from muster.engine.render import die, esc
from muster.engine.rule import odds_view, view
from muster.i18n import _, czech
from muster.games.warmaster.target import TargetRoll, TargetSpec

GAME = "warmaster"


def dice_text(values, good=None) -> str:
    if not values:
        return _("(dice not listed)")
    return " ".join(die(v, good=None if good is None else good(v)) for v in values)


@view(TargetRoll)
def target_lines(r: TargetRoll) -> list[str]:
    book = load(GAME, "rolls")["target"]
    dice = dice_text(list(r.dice), lambda v: v >= r.target)
    head = "[bold]" + _("{count} x D6 at {target}+").format(count=r.count, target=r.target) + "[/]"
    return [head + ("" if czech() else f" ({esc(book['cs'])})") + f": {dice}",
            _("successes: {n} of {count}").format(n=f"[bold cyan]{r.successes}[/]",
                                                  count=r.count)]


@odds_view(TargetSpec)
def target_odds(spec: TargetSpec, dist):
    from muster.engine.run import numeric_odds

    return numeric_odds(_("{count} x D6 at {target}+: successes").format(
        count=spec.count, target=spec.target), dist, "successes")
