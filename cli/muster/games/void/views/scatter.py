"""Void on the terminal: a thrown grenade's landing (`scatter void`) and its odds."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from muster.engine.render import die, esc, verdict
from muster.engine.rule import odds_view, view
from muster.engine.scatter import land, landing_points, landing_rows
from muster.engine.scatter_numbers import clock_degrees
from muster.engine.scatter_views import Picture, ScatterOdds, chance_line, landing_text
from muster.games.void import catalogue as cat
from muster.games.void.grenade import UNIT, GrenadeScatter, GrenadeSpec
from muster.games.void.views.terms import HOUSE_RULE, luck_mark, signed
from muster.i18n import _, czech, say, shown
from muster.text import fraction_note, percent_column
from muster.typography import die_word

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution

GAME = "void"


def title(t: GrenadeSpec) -> str:
    """The throw's heading: 'High-explosive impact grenade (výbušná, nárazový granát),
    blast 5 m: RC 10 - 2 = 8'."""
    c = t.charge_entry
    blast = shown(say("blast {radius} m", radius=t.radius)) if t.radius else \
        _("no blast (it must hit)")
    indirect = ""
    det = t.detonator
    if t.indirect:
        ind = cat.rules()["indirect_throw"]
        what = ind["cs"] if czech() else f"{ind['en']}, {ind['cs']}"
        indirect = f" {ind['rc']:+d} ({what})".replace("+-", "-")
    cs = cat.grenade_cs(det, t.charge)  # 'výbušný nárazový granát'
    if czech():
        name = cs[:1].upper() + cs[1:]
    else:
        name = f"{c['en'].capitalize()} {det['en']} ({cs})"
    return (f"{name}, {blast}: RC {t.rc}{signed(t.mods)}{indirect}"
            + (f" = {t.target}" if t.mods or t.indirect else ""))


def picture(g: GrenadeScatter) -> Picture:
    """The landing drawn around the target (the aim point), for the terminal and --svg."""
    return Picture(g.landing, UNIT, g.throw.radius,
                   [("T", 0, 0, _("target (the aim point)"))], title=title(g.throw))


@view(GrenadeScatter)
def grenade_lines(g: GrenadeScatter) -> list[str]:
    t, r = g.throw, cat.rules()
    out = [f"[bold]{esc(title(t))}[/]"]
    flag = ""
    if g.luck:
        flag = luck_mark(r["luck"], "Luck", "bold green")
    elif g.bad_luck:
        flag = luck_mark(r["bad_luck"], "Bad luck", "bold red")
    out.append(_("throw") + f": {die_word('d20')} = {die(g.roll, good=g.hit)} " + _("vs")
               + f" RC {t.target}: {verdict(g.hit, 'HIT', 'MISS')}{flag}")
    if g.bad_luck:
        out.append("  [bold red]" + _("the grenade supply is lost") + "[/] "
                   + _("(L41); this grenade still lands and explodes"))
    out += _landing_lines(g) + _blast_lines(g)
    return out + picture(g).lines()


def _landing_lines(g: GrenadeScatter) -> list[str]:
    t = g.throw
    if g.hit:
        return [_("the grenade lands on the target and explodes there")]
    if g.bearing is None:
        return [shown(say("missed by {roll} - {target} = 0 m: it lands on the target",
                          roll=g.roll, target=t.target))]
    return [shown(say("missed by {roll} - {target} = {metres}, towards {bearing} o'clock "
                      "(d12) -> lands {where}", roll=g.roll, target=t.target,
                      metres=f"[bold]{g.metres} m[/]", bearing=g.bearing,
                      where=f"[bold cyan]{landing_text(g.landing, UNIT)}[/]")),
            "  " + _(HOUSE_RULE)]


def _blast_lines(g: GrenadeScatter) -> list[str]:
    t = g.throw
    if t.radius:
        caught = g.target_in_blast
        out = [shown(say("the target is {state} ({metres} m from the explosion, blast "
                         "{radius} m)",
                         state="[bold red]" + _("caught in the blast") + "[/]" if caught
                         else "[bold green]" + _("clear of the blast") + "[/]",
                         metres=g.metres, radius=t.radius))]
    else:
        out = [_("a shaped charge has no blast: the target is hit") if g.hit else
               _("a shaped charge has no blast: the target is not hit")]
    if g.escape_roll is not None:
        out.append(shown(say("timed grenade: the target has time to run: d20 = {roll} vs "
                             "Agility {agility}: {outcome}",
                             roll=die(g.escape_roll, good=g.escaped), agility=t.agility,
                             outcome=verdict(True, "ESCAPES", "") + _(", not hit at all (L45)")
                             if g.escaped else verdict(False, "", "CAUGHT") + _(", it is hit"))))
    return out


@odds_view(GrenadeSpec)
def grenade_odds(t: GrenadeSpec, dist: Distribution) -> ScatterOdds:
    # one pass over the outcomes (ThrowKey: hit, metres, bearing, caught, supply lost,
    # escaped), each chance as ways over the distribution's denominator
    hit = caught = lost = struck = 0
    ways: dict[Any, int] = {}
    weights: dict[Any, int] = dist.weights
    for k, w in weights.items():
        if k[0]:
            hit += w
        else:
            ways[k[1]] = ways.get(k[1], 0) + w
        if k[3]:
            caught += w
            if not k[5]:
                struck += w
        if k[4]:
            lost += w
    p_hit, p_caught, p_lost, p_struck = (dist.chance(n) for n in (hit, caught, lost, struck))
    metres = {m: dist.chance(w) for m, w in ways.items()}
    body = {"game": GAME, "odds": True, "form": "grenade", "charge": t.charge,
            "hit_target": t.target, "radius": t.radius, "hit": dist.prob(p_hit),
            "target_in_blast": dist.prob(p_caught), "supply_lost": dist.prob(p_lost),
            "miss_distance_m": [{"value": m, **dist.prob(p)} for m, p in sorted(metres.items())],
            "target_hit": dist.prob(p_struck),
            "exact": dist.exact}
    lines = [f"[bold]{esc(title(t))}[/]", chance_line(_("hit"), p_hit),
             chance_line(_("target caught in the blast") if t.radius else _("target hit"),
                         p_caught),
             chance_line(_("grenade supply lost (natural 20)"), p_lost)]
    if t.timed:
        lines.append(chance_line(shown(say("target hit (Agility {agility} escape roll)",
                                           agility=t.agility)),
                                 p_struck))
    lines.append(_("missed by:"))
    for m, p in sorted(metres.items()):
        lines.append(f"  {m:>3} m: {percent_column(p)}{fraction_note(p)}")
    points = landing_points(dist, lambda k: land(k[1], None if k[2] is None else
                                                 clock_degrees(k[2])))
    marks = [(".", x, y, _("a possible landing point")) for x, y in
             (lnd.xy for lnd, _w in points) if x or y]
    marks.append(("T", 0, 0, _("target (the aim point)")))
    return ScatterOdds(body, lines, Picture(None, UNIT, 0, marks, title=title(t)),
                       later=lambda: {"landings": landing_rows(dist, points)})
