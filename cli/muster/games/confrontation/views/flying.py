"""A flying move (`roll conf fly`): the levels, their cost, whom it may fight, the dive."""

from __future__ import annotations

from muster.engine.render import esc, verdict
from muster.engine.rule import view
from muster.games.confrontation.flying import FlyingMove
from muster.games.confrontation.tables import flying_rules
from muster.i18n import _, both, czech, name
from muster.text import general


def level_name(level: int) -> str:
    """'1 (low altitude)', Czech '1 (nízká výška)'."""
    return f"{level} ({esc(name(flying_rules()['level'][str(level)]))})"


@view(FlyingMove)
def flying_lines(move: FlyingMove) -> list[str]:
    r = flying_rules()
    s = move.spec
    out = [both(r["flying"], bold=True, capital=True) + ": " + _(
        "air MOV {mov} cm, level {start} -> {end}").format(
            mov=general(s.air_mov), start=level_name(s.start), end=level_name(s.end_level))]
    out.append(_("{levels} level(s) x {per} cm = {cost} cm; {left} cm of air movement left "
                 "(L1415-1417)").format(levels=s.levels, per=r["flying"]["cm_per_level"],
                                        cost=s.cost, left=general(s.left)))
    level = r["level"][str(s.end_level)]
    out.append(_("terrain at this level: {terrain} ({ref})").format(
        terrain=esc(level["terrain_cs"] if czech() else level["terrain"]), ref=level["ref"]))
    if move.must_go_around is not None:
        out.append(_("an obstacle of {h} cm against the ground MOV of {mov} cm: {verdict} "
                     "(L1406-1408)").format(
                         h=general(s.obstacle or 0), mov=general(s.ground_mov or 0),
                         verdict=_("fly around it") if move.must_go_around
                         else _("fly over it")))
    if s.dive:
        b = move.bonus
        out.append(verdict(True, _("DIVE")) + ": " + _(
            "onto the figure one level below, charging it in the standard way (charge "
            "penalties and fear apply); in the next melee phase INI +{ini}, ATT +{att}, "
            "STR +{str}, until the end of the round (L1425-1433)").format(
                ini=b["ini"], att=b["att"], str=b["str"]))
    elif move.can_fight is not None:
        out.append(verdict(True, _("MAY CHARGE OR ENGAGE")) if move.can_fight else
                   verdict(False, no=_("CANNOT CHARGE OR ENGAGE")) + ": " + _(
                       "the target is at level {t}, the creature at {e}: only figures at "
                       "the same level fight (L1420-1421)").format(t=s.target_level,
                                                                   e=s.end_level))
    return out
