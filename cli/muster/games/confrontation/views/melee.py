"""A melee wave and an exchange (the wave and the strike back), as text and odds."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, cast

from muster.engine.odds_tables import OddsResult
from muster.engine.render import esc, verdict
from muster.engine.rule import key_view, odds_view, view
from muster.games.confrontation.melee import DefenceRoll, MeleeKey, MeleeSpec, MeleeWave
from muster.games.confrontation.tables import SEVERITY, char_rules, penalty_total
from muster.games.confrontation.views.common import state_word
from muster.games.confrontation.views.damage import wound_lines
from muster.i18n import _, both, name, ngettext, pgettext, series
from muster.text import chance as percent
from muster.text import fraction_note
from muster.typography import die_word

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from fractions import Fraction

    from muster.engine.distribution import Distribution


def _at(key: Hashable, i: int) -> Any:
    """Field ``i`` of an outcome key (a MeleeKey or an ExchangeKey)."""
    return cast(tuple[Any, ...], key)[i]


def _die_sum(dice: tuple[int, ...] | None, value: tuple[str, int, tuple[str, ...]],
             difficulty: int, success: bool) -> str:
    """One test of a wave as its sum, 'die 3 + ATT 4 = 7' ('die 6 + 2 - 1 (stunned) + DEF 5
    = 12' with a penalty on the die, named as every other test names it), so
    that the total is read against the difficulty, never the bare die; a total
    that reaches it and still fails is an automatic failure."""
    if not dice:
        return die_word("d6")
    label, characteristic, penalties = value
    penalty = penalty_total(penalties)
    total = sum(dice) - penalty + characteristic
    names = ", ".join(name(char_rules()["penalty"][p]) for p in penalties)
    text = (_("die {dice}").format(dice=" + ".join(map(str, dice)))
            + (f" - {penalty} ({esc(names)})" if penalty else "")
            + f" + {label} {characteristic} = {total}")
    return text + (_(" (automatic failure)") if not success and total >= difficulty else "")


def _difficulty(wave: MeleeWave, roll: DefenceRoll) -> str:
    """A defence roll's difficulty as a sum: the attack's own, and what a counter-attack or
    a sustained defence adds to it ('7 + 2 = 9'), so that it is never read as the attack's
    (seed 000 L890-895, L946)."""
    own = wave.attacks[roll.attack - 1].difficulty if roll.attack else None
    need = roll.difficulty
    return str(need) if own is None or own == need else f"{own} + {need - own} = {need}"


@view(MeleeWave)
def melee_lines(wave: MeleeWave) -> list[str]:
    return wave_lines(wave)


def wave_lines(wave: MeleeWave, *, strike_back: bool = True, counter: bool = True,
               target: str = "defender") -> list[str]:
    """The wave; ``strike_back``/``counter`` add the hints for the answer, ``target``
    names the side that took the hits (the attacker, in a strike back)."""
    s = wave.setup
    m = char_rules()["melee"]
    out = [both(m, bold=True, capital=True) + ": " + _(
        "ATT {att} against DEF {defence}, {attacks} attack and {parries} defence dice").format(
            att=s.wave_att, defence=s.wave_def, attacks=len(s.difficulties), parries=s.parries)]
    extras = (("  " + _("the attacker's {n} extra dice: -{cost} ATT and DEF until the end "
                        "of the round (ATT above is after it)"), s.extra[0]),
              ("  " + _("the defender's {n} extra dice: -{cost} ATT and DEF until the end "
                        "of the round (DEF above is after it)"), s.extra[1]))
    for text, n in extras:
        if n:
            out.append(text.format(n=n, cost=m["extra_die_cost"] * n))
    att = ("ATT", s.wave_att, tuple(s.attacker_penalties))
    dfn = ("DEF", s.wave_def, tuple(s.defender_penalties))
    for i, a in enumerate(wave.attacks, 1):
        dice = _die_sum(a.dice, att, a.difficulty, a.hit)
        out.append("  " + _("attack {i} at {d}: {dice} ").format(
            i=i, d=a.difficulty, dice=dice) + verdict(a.hit, "HIT", "MISS"))
    # a failed parry: Czech pairs it with ODRAŽENO ('obrana ... SELHAL' agreed with nothing)
    not_parried = pgettext("parry", "FAILED")
    kind = (_("counter-attack against attack {i} (difficulty {d}): {dice} ") if s.counter
            else _("defence against attack {i} (difficulty {d}): {dice} "))
    sustained = _("sustained defence against attack {i} (difficulty {d}): {dice} ")
    for text, rolls in ((kind, wave.parries), (sustained, wave.sustained)):
        for r in rolls:
            dice = _die_sum(r.dice, dfn, r.difficulty, r.success)
            out.append("  " + text.format(i=r.attack, d=_difficulty(wave, r), dice=dice)
                       + verdict(r.success, "PARRIED", not_parried))
    for d in wave.damage_rolls:
        # named by its attack: 'hit 1' after attack 1 was parried misleads
        out.append("  " + _("hit of attack {i} through: damage roll").format(i=d.attack))
        if d.roll is not None:
            out += ["    " + line for line in wound_lines(d.roll)]
    state = (_("killed outright: removed") if wave.removed
             else state_word(wave.state))
    who = (_("; the defender: {state}") if target == "defender"
           else _("; the attacker: {state}"))
    parried = wave.parried
    out.append(ngettext("{n} hit(s)", "{n} hit(s)", wave.hits).format(n=wave.hits)
               + _(", {n} parried").format(n=parried) + ", "
               + ngettext("{n} wound(s)", "{n} wound(s)", wave.wounds).format(n=wave.wounds)
               + who.format(state=f"[bold]{esc(state)}[/]")
               + ("" if wave.removed else (
                   pgettext("zero", ", die penalty {penalty}") if wave.penalty == 0
                   else _(", die penalty {penalty}")).format(penalty=wave.penalty)))
    if wave.counter_dice and counter:
        out.append(ngettext("counter-attack: +{n} attack die(s) for the strike back",
                            "counter-attack: +{n} attack die(s) for the strike back",
                            wave.counter_dice).format(n=wave.counter_dice))
    if not wave.removed and strike_back:
        out.append(_("strike back: the same command with the sides swapped (the defender's "
                     "attack dice and counter-attack dice, the attacker's defence dice)")
                   if wave.counter_dice else
                   _("strike back: the same command with the sides swapped (the defender's "
                     "attack dice, the attacker's defence dice)"))
    return out


def _hurt(dist: Distribution, wounds: int, state: int) -> tuple[Fraction, Fraction]:
    """The chances that a figure is wounded at least once and that it is killed, read from
    fields ``wounds`` and ``state`` of the outcome keys."""
    return (dist.p(lambda k: _at(k, wounds) > 0),
            dist.p(lambda k: _at(k, state) == "killed"))


def _chance(dist: Distribution, text: str, p: Fraction, bold: bool = False) -> str:
    """``text`` (translated, with ``{p}``) with the chance, and its fraction when exact."""
    shown_p = f"[bold]{percent(p)}[/]" if bold else percent(p)
    return text.format(p=shown_p + (fraction_note(p) if dist.exact else ""))


@odds_view(MeleeSpec)
def melee_odds(setup: MeleeSpec, dist: Distribution) -> OddsResult:
    wounded, killed = _hurt(dist, 2, 3)
    # MeleeKey: hits, parried, wounds, state, counter
    states = cast("dict[str, Fraction]", dist.marginal(lambda k: k[3]).probs)
    through = cast("dict[int, Fraction]", dist.marginal(lambda k: k[0] - k[1]).probs)
    order = {s: i for i, s in enumerate(SEVERITY)}
    body = {"odds": True, "game": "confrontation", "melee": True, "att": setup.wave_att,
            "difficulties": list(setup.difficulties), "def": setup.wave_def,
            "parries": setup.parries, "at_least_one_wound": dist.prob(wounded),
            "killed": dist.prob(killed),
            "hits_through": [{"value": v, **dist.prob(pr)} for v, pr in sorted(through.items())],
            "states": [{"state": s, **dist.prob(pr)} for s, pr in
                       sorted(states.items(), key=lambda x: order.get(x[0].split("+")[0], 9))],
            "exact": dist.exact}
    view = ["[bold]" + _("Melee: ATT {att} at {difficulties} against DEF {defence} with "
                         "{parries} defence dice; STR {str} against RES {res}").format(
                att=setup.wave_att, difficulties=series([str(d) for d in setup.difficulties]),
                defence=setup.wave_def, parries=setup.parries, str=setup.strength,
                res=setup.resilience) + "[/]",
            _chance(dist, _("chance of at least one wound: {p}"), wounded, bold=True),
            _chance(dist, _("killed outright: {p}"), killed)]
    # every row with its fraction, as the two lines above
    view += ["  " + _chance(dist, ngettext("{n} hit(s) through: {p}", "{n} hit(s) through: {p}",
                                           v).format(n=v, p="{p}"), pr)
             for v, pr in sorted(through.items())]
    view += ["  " + _chance(dist, _("the defender ends {state}: {p}").format(
        state=state_word(s), p="{p}"), pr)
        for s, pr in sorted(states.items(), key=lambda x: order.get(x[0].split("+")[0], 9))]
    return OddsResult(body, view)


@key_view(MeleeKey)
def melee_key_text(key: MeleeKey) -> str:
    hits, parried, wounds, state, counter = key
    text = _("{hits} hit, {parried} parried, {wounds} wound(s) -> {state}").format(
        hits=hits, parried=parried, wounds=wounds, state=state_word(state))
    return text + (_(", +{n} counter").format(n=counter) if counter else "")
