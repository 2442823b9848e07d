"""The melee set-up (`roll conf melee-setup`): each side's dice and characteristics, the
initiative roll, who attacks and who declares first; and the odds of who attacks."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult
from muster.engine.render import verdict
from muster.engine.rule import odds_view, view
from muster.games.confrontation.melee_setup import (
    STATS,
    Fighter,
    MeleeSetup,
    MeleeSetupSpec,
    setup_rules,
)
from muster.games.confrontation.views.opposed import opposed_lines
from muster.i18n import _, both, czech, ngettext
from muster.text import chance as percent
from muster.text import fraction_note

if TYPE_CHECKING:  # the odds view receives one; a roll shown without --odds never needs it
    from fractions import Fraction

    from muster.engine.distribution import Distribution


def _lower_first(line: str) -> str:
    """'[bold]Srovnávací hod[/] …' as the middle of a sentence: '[bold]srovnávací hod[/] …'."""
    return re.sub(r"^((?:\[[^\]]*\])?)(\w)", lambda m: m.group(1) + m.group(2).lower(), line)


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def _change(key: str) -> str:
    return {"charged": _("charged"), "afraid": _("fear"), "dive": _("dive")}[key]


def _side_label(which: str) -> str:
    return _("first side") if which == "first" else _("second side")


def side_line(spec: MeleeSetupSpec, which: str) -> str:
    """'first side (1 figure): 2 dice; INI 3 - 1 (charged) = 2, DEF 3 - 1 (charged) = 2'."""
    f: Fighter = spec.first if which == "first" else spec.second
    stats = []
    for stat in STATS:
        base = f.base(stat)
        if base is None:
            continue
        steps = f.steps(stat)
        shown = stat.upper() + f" {base}"
        if steps:
            shown += "".join(f" {_signed(n)} ({_change(k)})" for k, n in steps)
            shown += f" = {f.value(stat)}"
        stats.append(shown)
    figures = ngettext("{n} figure", "{n} figures", f.figures).format(n=f.figures)
    dice = ngettext("{n} die", "{n} dice", spec.dice(f)).format(n=spec.dice(f))
    return f"{_side_label(which)} ({figures}): {dice}" + ("; " + ", ".join(stats)
                                                          if stats else "")


def _title(spec: MeleeSetupSpec) -> list[str]:
    return [both(setup_rules(), bold=True, capital=True) + " (L826-864)",
            side_line(spec, "first"), side_line(spec, "second")]


@view(MeleeSetup)
def setup_lines(result: MeleeSetup) -> list[str]:
    spec = result.spec
    out = _title(spec)
    out += [_("Initiative: ") + (_lower_first(line) if czech() else line)
            for line in opposed_lines(result.initiative)[:1]]
    out += opposed_lines(result.initiative)[1:-1]
    out.append(verdict(True, _("THE {side} ATTACKS").format(
        side=_side_label(result.attacker).upper())))
    out.append(_("the defender ({side}) declares first how many dice attack and how many "
                 "defend, then the attacker; each die attacks or defends, not both "
                 "(L862-864)").format(side=_side_label(result.defender)))
    least = result.least_attack_difficulty
    if least is not None:
        out.append(_("each attack's difficulty is at least the defender's DEF {d} while he "
                     "keeps a defence die (L882-884)").format(d=least))
    return out


@odds_view(MeleeSetupSpec)
def setup_odds(spec: MeleeSetupSpec, dist: Distribution) -> OddsResult:
    def frac(x: Fraction) -> str:
        return fraction_note(x) if dist.exact else ""

    body = {"odds": True, "game": "confrontation", "form": "melee_setup",
            "first_dice": spec.dice(spec.first), "second_dice": spec.dice(spec.second),
            "first_attacks": dist.prob(dist["first"]),
            "second_attacks": dist.prob(dist["second"]), "exact": dist.exact}
    view_ = _title(spec) + [
        _("the first side attacks: {p}").format(
            p=f"[bold]{percent(dist['first'])}[/]{frac(dist['first'])}"),
        _("the second side attacks: {p}").format(
            p=f"[bold]{percent(dist['second'])}[/]{frac(dist['second'])}")]
    return OddsResult(body, view_)
