"""Void on the terminal: throwing an opponent (L43)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from muster.engine.render import die
from muster.engine.rule import odds_view, view
from muster.games.void import catalogue as cat
from muster.games.void.throw_opponent import (
    STRUCK_ATTRIBUTES,
    STRUCK_ROLLS,
    ThrowResult,
    ThrowSpec,
)
from muster.games.void.views.moves import hp_line, outcome_odds
from muster.games.void.views.terms import capital_term
from muster.i18n import N_, _, say, shown

# whose HP, in the label itself, as 'target HP: ...'
THROWN_HP = N_("HP of the thrown opponent: {before} -> {left} of {most}")
STRUCK_HP = N_("HP of the struck object: {before} -> {left} of {most}")

if TYPE_CHECKING:  # the odds views receive one; importing it costs start-up
    from muster.engine.distribution import Distribution
    from muster.engine.odds_tables import OddsResult


@view(ThrowResult)
def throw_lines(res: ThrowResult) -> list[str]:
    t, th = res.spec, cat.rules()["throw_opponent"]
    limbs = _("one limb") if t.one_limb else _("two limbs")
    out = [capital_term(th) + ": "
           + shown(say("size {size} throws size {target} with {limbs} (grabbed first); "
                       "Strength {strength} reaches {reach} m, thrown {distance} m",
                       size=t.size, target=t.target_size, limbs=limbs, strength=t.strength,
                       reach=t.reach, distance=t.thrown))]
    if t.struck:
        out += _struck_lines(res)
    out.append("  " + shown(say("landing, as a fall of {distance} m: {damage} damage "
                                "(automatic)", distance=t.thrown, damage=t.landing)))
    out.append(hp_line(t.target_hp, t.max_hp, res.thrown, THROWN_HP))
    return out


def _struck_lines(res: ThrowResult) -> list[str]:
    t, th = res.spec, cat.rules()["throw_opponent"]
    assert t.struck is not None and res.struck_roll is not None
    what = _(STRUCK_ROLLS[t.struck])
    rolled = die(res.struck_roll, good=not res.hurt)
    # one sentence, so that Czech says 'poškození' as every other Void line;
    # the die and the attribute it is rolled against, as every Void test
    out = ["  " + _("strikes an object: DAM size {size} x {per}{twice} = {impact}; {what}: "
                    "d20 = {rolled} vs {attribute} {value}: {damage}").format(
        size=t.target_size, per=th["impact_per_size"],
        twice=" x 2" if t.struck == "durability" else "", impact=t.impact, what=what,
        rolled=rolled, attribute=_(STRUCK_ATTRIBUTES[t.struck]), value=t.struck_value,
        damage=("[bold red]" + shown(say("{damage} damage", damage=res.struck_damage))
                + "[/]" if res.hurt else _("no damage")))]
    after = res.struck_after
    if after is not None:
        assert t.struck_hp is not None
        out.append(hp_line(t.struck_hp, t.struck_hp, after, STRUCK_HP))
    return out


@odds_view(ThrowSpec)
def throw_odds(spec: ThrowSpec, dist: Distribution) -> OddsResult:
    return outcome_odds(shown(say("Throwing an opponent {distance} m: landing {damage} damage",
                                  distance=spec.thrown, damage=spec.landing)), dist)
