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
    out = [both(r["flying"], bold=True, capital=True) + ": " + _(
        "air MOV {mov} cm, level {start} -> {end}").format(
            mov=general(move.air_mov_cm), start=level_name(move.start),
            end=level_name(move.end))]
    out.append(_("{levels} level(s) x {per} cm = {cost} cm; {left} cm of air movement left "
                 "(L1415-1417)").format(levels=move.levels, per=r["flying"]["cm_per_level"],
                                        cost=move.cost_cm, left=general(move.left_cm)))
    level = r["level"][str(move.end)]
    out.append(_("terrain at this level: {terrain} ({ref})").format(
        terrain=esc(level["terrain_cs"] if czech() else level["terrain"]), ref=level["ref"]))
    if move.fly_around is not None:
        out.append(_("an obstacle of {h} cm against the ground MOV of {mov} cm: {verdict} "
                     "(L1406-1408)").format(
                         h=general(move.obstacle_cm or 0), mov=general(move.ground_mov_cm or 0),
                         verdict=_("fly around it") if move.fly_around
                         else _("fly over it")))
    if move.dive_bonus is not None:
        b = move.dive_bonus
        out.append(verdict(True, _("DIVE")) + ": " + _(
            "onto the figure one level below, charging it in the standard way (charge "
            "penalties and fear apply); in the next melee phase INI +{ini}, ATT +{att}, "
            "STR +{str}, until the end of the round (L1425-1433)").format(
                ini=b["ini"], att=b["att"], str=b["str"]))
    elif move.may_charge is not None:
        out.append(verdict(True, _("MAY CHARGE OR ENGAGE")) if move.may_charge else
                   verdict(False, no=_("CANNOT CHARGE OR ENGAGE")) + ": " + _(
                       "the target is at level {t}, the creature at {e}: only figures at "
                       "the same level fight (L1420-1421)").format(t=move.target_level,
                                                                   e=move.end))
    return out
