"""A Confrontation deck's cards from an army file: one card per troop type, its scouts to
the scout pile, the side's DIS. Apart from the deck's rules
(`muster.games.confrontation.deploy`), so that a deck dealt from named cards imports no
file parser (`muster.load`): the command imports this module for an army file only."""

from __future__ import annotations

from muster.engine.data import fold
from muster.errors import MusterError
from muster.games.confrontation.deploy import Setup, rules
from muster.i18n import say
from muster.load import LoadError
from muster.load import load as load_list


def from_army(setup: Setup, side: str, path: str) -> None:
    """One card per troop type (figure entry) of an army file; its scouts go to the scout
    pile, and the highest DIS printed in the file is the side's DIS unless --dis says."""
    try:
        doc = load_list(path)
    except LoadError as err:
        raise MusterError(err.message, file=path) from None
    data = doc.data
    if not isinstance(data, dict) or data.get("game") not in ("confrontation", "conf"):
        raise MusterError(say("not a Confrontation army file (game: confrontation)"),
                          file=path)
    figures = data.get("figures")
    if not isinstance(figures, list) or not figures:
        raise MusterError(say("the army file lists no figures"), file=path)
    scout_names = {fold(n) for n in rules()["scout"]["names"]}
    best = None
    for fig in figures:
        if not isinstance(fig, dict) or not isinstance(fig.get("name"), str):
            raise MusterError(say("every figure needs a name"), file=path)
        abilities = [str(a) for a in fig.get("abilities") or []]
        scout = any(fold(a.split("/")[0]) in scout_names for a in abilities)
        setup.add_card(side, fig["name"], scout)
        dis = (fig.get("stats") or {}).get("dis")
        if isinstance(dis, int) and not isinstance(dis, bool):
            best = dis if best is None else max(best, dis)
    key = setup.side(side)
    if key not in setup.dis and best is not None:
        setup.dis[key] = best
