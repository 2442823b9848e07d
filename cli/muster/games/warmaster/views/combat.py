"""Attacks and the hits of spells on the terminal: `wound warmaster`, Rage of Chaos and Storm
of Stone, with their odds."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, cast

from muster.engine.odds_tables import OddsResult, numeric_odds
from muster.engine.render import die, esc, rolled
from muster.engine.rule import odds_view, view
from muster.games.warmaster.rage import Rage, RageSavesSpec, RageSpec
from muster.games.warmaster.storm import Storm, StormSavesSpec, StormSpec
from muster.games.warmaster.tables import GAME, combat, item, rolls
from muster.games.warmaster.views.text import dice_text, saves_line, title
from muster.games.warmaster.wound import Wounds, WoundSpec, both_swords
from muster.i18n import N_, _, czech, name, ngettext, shown
from muster.text import chance as percent
from muster.text import fraction_shown, whole

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


# ------------------------------------------------------------------ Rage of Chaos


# a die face named in a sentence: Czech 'čtyřka padla dvakrát' (czreview21 row 20)
_FACES = (N_("a 1"), N_("a 2"), N_("a 3"), N_("a 4"), N_("a 5"), N_("a 6"))


@view(Rage)
def rage_lines(r: Rage) -> list[str]:
    out = [title(rolls()["rage"]) + _(": up to {n} D6, one at a time: {dice}").format(
        n=r.planned, dice=dice_text(r.dice))]
    if r.backfire:
        out.append("  " + _("{value} came up twice: {no_bonus}; the unit suffers {hits} "
                            "(the sum of the dice; armour saves allowed)").format(
            value=_(_FACES[r.dice[-1] - 1]) if czech() else r.dice[-1],
            no_bonus="[bold red]" + _("no bonus") + "[/]",
            hits="[bold]" + ngettext("{n} hit", "{n} hits", r.total).format(n=r.total) + "[/]"))
        if r.saving is not None:
            out.append(saves_line(r.saving))
    else:
        # Czech declines the attacks with the number ('o 12 útoků víc'; czrev22-1 14)
        out.append("  " + ngettext(
            "no value repeated: the unit's total Attacks rise by +{n} in the next combat "
            "phase",
            "no value repeated: the unit's total Attacks rise by +{n} in the next combat "
            "phase", r.total).format(n=f"[bold cyan]{r.total}[/]"))
    return out


def _rage_what(k: int, saves: bool) -> str:
    if k >= 0:
        return ngettext("+{n} attack", "+{n} attacks", k).format(n=k) if czech() else \
            f"+{k} attacks"
    if saves:
        return ngettext("{n} unsaved hit", "{n} unsaved hits", -k).format(n=-k) \
            if czech() else f"{-k} unsaved hits"
    return ngettext("{n} hit", "{n} hits", -k).format(n=-k) if czech() else f"{-k} hits"


@odds_view(RageSpec)
@odds_view(RageSavesSpec)
def rage_odds(spec: RageSpec, dist: Distribution) -> OddsResult:
    saves = isinstance(spec, RageSavesSpec)
    armour = spec.armour if isinstance(spec, RageSavesSpec) else None
    # the rule's key is an int (the odds views' registry does not carry its type): bonus
    # attacks, or minus the hits of a backfire
    probs = cast(dict[int, Fraction], dist.probs)
    # with saves a backfire whose hits are all saved is 0 (no bonus is ever 0 otherwise)
    back = dist.p(lambda k: cast(int, k) < 0 or (saves and k == 0))
    rows = []
    lines = ["[bold]" + _("Rage of Chaos with up to {n} D6").format(n=spec.count)
             + ((_(", then saves on {armour}+").format(armour=armour) if armour else
                 _(", no save")) if saves else "")
             + "[/]",
             _("chance of a repeated value (no bonus, hits on the unit): {p}").format(
                 p=f"[bold]{percent(back)}[/]")
             + (f" ({fraction_shown(back)})" if dist.exact else "")]
    for k in sorted(probs, key=lambda k: (k < 0, abs(k))):
        p = probs[k]
        what = _("a repeat, every hit saved") if k == 0 and saves else _rage_what(k, saves)
        row = {"backfire": k < 0, "bonus_attacks": max(k, 0), "hits": max(-k, 0)}
        if saves:
            row = {"backfire": k <= 0, "bonus_attacks": max(k, 0), "unsaved": max(-k, 0)}
        rows.append({**row, **dist.prob(p)})
        lines.append(f"  {what:<12} {percent(p)}")
    body = {"odds": True, "game": GAME, "form": "rage", "planned": spec.count,
            "backfire": dist.prob(back), "results": rows, "exact": dist.exact}
    return OddsResult(body, lines)


# ------------------------------------------------------------------ Storm of Stone


@view(Storm)
def storm_lines(r: Storm) -> list[str]:
    n = len(r.hits)
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
