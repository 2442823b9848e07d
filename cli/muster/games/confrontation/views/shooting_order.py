"""The shooting order (`roll conf shooting-order`): who shoots when."""

from __future__ import annotations

from muster.engine.render import esc
from muster.engine.rule import view
from muster.games.confrontation.shooting_order import ShootingOrder
from muster.games.confrontation.tables import shooting_rules
from muster.games.confrontation.views.common import signed
from muster.i18n import _, name


@view(ShootingOrder)
def order_lines(result: ShootingOrder) -> list[str]:
    r = shooting_rules()
    out = ["[bold]" + _("Shooting order (highest Initiative first; the same Initiative in one "
                        "army at once, across armies {side} first)").format(
                            side=esc(result.first)) + "[/]"]
    for i, volley in enumerate(result.volleys, 1):
        names = ", ".join(
            esc(s.name) + (f" ({esc(name(r['type'][s.shot]))} "
                           f"{signed(r['type'][s.shot]['initiative'])})" if s.shot else "")
            for s in volley.shooters)
        out.append(_("{i}. INI {ini}, {side}: {names}").format(i=i, ini=volley.initiative,
                                                               side=esc(volley.side),
                                                               names=names))
    return out
