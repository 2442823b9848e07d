"""A melee exchange (the wave and the strike back), as text and odds; the waves' own lines
are `views.melee`'s."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.odds_tables import OddsResult
from muster.engine.rule import key_view, odds_view, view
from muster.games.confrontation.exchange import ExchangeKey, ExchangeResult, ExchangeSpec
from muster.games.confrontation.views.common import state_word
from muster.games.confrontation.views.melee import _chance, _hurt, wave_lines
from muster.i18n import _

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution


@view(ExchangeResult)
def exchange_lines(result: ExchangeResult) -> list[str]:
    out = ["[bold]" + _("The attacker's wave") + "[/]"]
    if result.first_wave is not None:
        out += ["  " + x for x in wave_lines(result.first_wave, strike_back=False)]
    if not result.strike_back:
        out.append(_("no strike back: the defender was killed") if result.defender.removed else
                   _("no strike back: the defender has no attack dice"))
        return out
    out.append("[bold]" + _("The defender strikes back") + "[/]")
    if result.strike_back_wave is not None:
        out += ["  " + x for x in wave_lines(result.strike_back_wave, strike_back=False,
                                             counter=False, target="attacker")]
    return out


@odds_view(ExchangeSpec)
def exchange_odds(ex: ExchangeSpec, dist: Distribution) -> OddsResult:
    d_wounded, d_killed = _hurt(dist, 0, 1)
    a_wounded, a_killed = _hurt(dist, 2, 3)
    body = {"odds": True, "game": "confrontation", "melee": True, "exchange": True,
            "defender_wounded": dist.prob(d_wounded), "defender_killed": dist.prob(d_killed),
            "attacker_wounded": dist.prob(a_wounded), "attacker_killed": dist.prob(a_killed),
            "exact": dist.exact}
    view = ["[bold]" + _("Melee exchange: the attacker's wave, then the strike back") + "[/]",
            _chance(dist, _("the defender wounded at least once: {p}"), d_wounded, bold=True),
            _chance(dist, _("the defender killed: {p}"), d_killed),
            _chance(dist, _("the attacker wounded at least once: {p}"), a_wounded, bold=True),
            _chance(dist, _("the attacker killed: {p}"), a_killed)]
    return OddsResult(body, view)


@key_view(ExchangeKey)
def exchange_key_text(key: ExchangeKey) -> str:
    dw, ds, aw, as_ = key
    return _("defender {dw} wound(s) -> {ds}; attacker {aw} wound(s) -> {as_}").format(
        dw=dw, ds=state_word(ds), aw=aw, as_=state_word(as_))
