"""Rage of Chaos on the terminal, with its odds."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from muster.engine.odds_tables import OddsResult
from muster.engine.rule import odds_view, view
from muster.games.warmaster.rage import Rage, RageSavesSpec, RageSpec
from muster.games.warmaster.tables import GAME, rolls
from muster.games.warmaster.views.text import dice_text, saves_line, title
from muster.i18n import N_, _, czech, ngettext
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from fractions import Fraction

    from muster.engine.distribution import Distribution


# a die face named in a sentence: Czech 'čtyřka padla dvakrát'
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
        # Czech declines the attacks with the number ('o 12 útoků víc')
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
    probs = cast("dict[int, Fraction]", dist.probs)
    # with saves a backfire whose hits are all saved is 0 (no bonus is ever 0 otherwise)
    back = dist.p(lambda k: cast(int, k) < 0 or (saves and k == 0))
    rows = []
    lines = ["[bold]" + _("Rage of Chaos with up to {n} D6").format(n=spec.count)
             + ((_(", then saves on {armour}+").format(armour=armour) if armour else
                 _(", no save")) if saves else "")
             + "[/]",
             _("chance of a repeated value (no bonus, hits on the unit): {p}").format(
                 p=f"[bold]{percent(back)}[/]")
             + (fraction_note(back) if dist.exact else "")]
    keys = sorted(probs, key=lambda k: (k < 0, abs(k)))
    labels = [_("a repeat, every hit saved") if k == 0 and saves else _rage_what(k, saves)
              for k in keys]
    width = max([12, *map(len, labels)])  # one column, the longest label too ('12 unsaved hits')
    for k, what in zip(keys, labels, strict=True):
        p = probs[k]
        row = {"backfire": k < 0, "bonus_attacks": max(k, 0), "hits": max(-k, 0)}
        if saves:
            row = {"backfire": k <= 0, "bonus_attacks": max(k, 0), "unsaved": max(-k, 0)}
        rows.append({**row, **dist.prob(p)})
        # with its fraction, as every other line of odds
        lines.append(f"  {what:<{width}} {percent(p)}" + (fraction_note(p) if dist.exact else ""))
    body = {"odds": True, "game": GAME, "form": "rage", "planned": spec.count,
            "backfire": dist.prob(back), "results": rows, "exact": dist.exact}
    return OddsResult(body, lines)
