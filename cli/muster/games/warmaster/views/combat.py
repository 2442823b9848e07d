"""Attacks on the terminal: `wound warmaster`, with its odds (Rage of Chaos and Storm of
Stone are in `views.rage` and `views.storm`: each rule imports its own views)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult, numeric_odds
from muster.engine.render import die, esc
from muster.engine.rule import odds_view, view
from muster.games.warmaster.tables import combat, item
from muster.games.warmaster.views.text import dice_text
from muster.games.warmaster.wound import Wounds, WoundSpec, both_swords
from muster.i18n import _, czech, name, ngettext, shown
from muster.text import whole

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


@view(Wounds)
def wound_lines(r: Wounds) -> list[str]:
    c = combat()
    t = r.to_hit
    cs = "" if czech() else f" ({esc(c['attack']['cs'])})"
    out = ["[bold]" + ngettext("{n} attack", "{n} attacks", r.attacks).format(
               n=whole(r.attacks)) + "[/]" + cs + _(" hitting on {t}+: ").format(t=t)
           + dice_text(r.hit_dice, lambda v: v >= t)]
    out += [f"  [dim]{esc(shown(n))}[/]" for n in r.notes]
    if r.hit_reroll is not None:
        out.append(f"  {esc(name(item('sword-of-cleaving')))}: " + _("one miss re-rolled")
                   + f" -> {die(r.hit_reroll, good=r.hit_reroll >= t)}")
    out.append(_("hits: {n}").format(n=f"[bold cyan]{r.hits}[/]"))
    if r.ignore_armour:
        why = (name(c["ignore_armour"]) if czech() else
               f"{c['ignore_armour']['en']} ({c['ignore_armour']['cs']})")
        out.append(_("no saves: {why}").format(why=esc(why)))
    elif r.effective_armour is None:
        out.append(_("no saves: the target has no armour"))
    elif r.hits:
        a = r.effective_armour
        label = name(c["armour"]) if czech() else _("saves") + f" ({c['armour']['cs']})"
        out.append(_("{saves} on {a}+: ").format(saves=esc(label), a=a)
                   + dice_text(r.save_dice, lambda v: v >= a))
        if r.save_reroll is not None:
            out.append(f"  {esc(name(item('sword-of-destruction')))}: "
                       + _("one save re-rolled")
                       + f" -> {die(r.save_reroll, good=r.save_reroll >= a)}")
        out.append(_("saves: {n}").format(n=r.saves))
    if r.cancelled:
        out.append(f"{esc(name(item('banner-of-steadfastness')))}: "
                   + ngettext("{n} shooting hit cancelled", "{n} shooting hits cancelled",
                              r.cancelled).format(n=r.cancelled))
    out.append(_("unsaved hits: {n}").format(n=f"[bold]{r.unsaved}[/]"))
    return out


@odds_view(WoundSpec)
def wound_odds(spec: WoundSpec, dist: Distribution) -> OddsResult:
    a = spec.save_on
    against = _("no save") if a is None else _("{a}+ armour").format(a=a)
    result = numeric_odds(ngettext("{attacks} attacks at {t}+ against {against}: unsaved hits",
                                   "{attacks} attacks at {t}+ against {against}: unsaved hits",
                                   spec.attacks).format(
        attacks=whole(spec.attacks), t=spec.hit_on, against=against), dist, "unsaved")
    result.view[1:1] = [f"  [dim]{esc(shown(n))}[/]" for n in both_swords(spec)]
    return result
