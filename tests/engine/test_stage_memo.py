"""A sub-procedure weighed once (`Source.stage`, `Source.until` with a memo key) must never
hand one request the odds of another: a Confrontation melee wave is made of such parts, and
each case here differs from the base wave in one parameter. The odds of every case must be
the same whatever was worked out before it in the same process (forwards, backwards), and
a part weighed in one computation is weighed afresh in the next."""

from __future__ import annotations

from fractions import Fraction

import pytest

from muster.engine import odds as o
from muster.games.confrontation.exchange import Exchange, StrikeBack, exchange_key
from muster.games.confrontation.melee import MeleeSetup, melee_key

BASE = dict(att=4, difficulties=[7, 7], defence=5, parries=1, strength=6, resilience=6)

CASES = [
    {},
    {"att": 3},
    {"difficulties": [8, 7]},
    {"defence": 4},
    {"parries": 2},
    {"strength": 8},
    {"resilience": 4},
    {"current": "light"},
    {"attacker_penalties": ["light"]},
    {"counter": True},
    {"sustained": True, "opponents": 2, "parries": 2},
    {"assassin": True},
    {"damage_options": {"hard_boiled": True}},
    {"damage_options": {"bane": True}},
    {"damage_options": {"survival_instinct": True}},
    {"damage_options": {"toughness": "enormous"}},
    {"damage_options": {"possessed": True}, "current": "serious"},
    {"damage_options": {"immune": ["head"]}},
    {"damage_options": {"assassin_immune": True}, "assassin": True},
    {"attacker_extra": 1},
    {"defender_extra": 1},
]


def _setup(change: dict) -> MeleeSetup:
    return MeleeSetup(**(BASE | change))


def _odds(build, key) -> dict:
    return dict(o.enumerate_outcomes(build().roll, key).probs)


def test_every_wave_s_odds_are_the_same_in_any_order():
    backwards = [_odds(lambda c=c: _setup(c), melee_key) for c in reversed(CASES)][::-1]
    forwards = [_odds(lambda c=c: _setup(c), melee_key) for c in CASES]
    alone = forwards
    for change, a, t in zip(CASES, backwards, forwards, strict=True):
        assert t == a, f"the odds of {change} depend on what was worked out before"
        assert sum(a.values()) == 1
    # and the cases really differ from the base (a parameter that changes nothing proves
    # nothing)
    for change, a in zip(CASES[1:-3], alone[1:-3], strict=True):
        assert a != alone[0], f"{change} does not change the odds"
    # a target immune to Assassin takes the assassin's blow as a plain one
    assert alone[-3] == alone[0] != alone[CASES.index({"assassin": True})]
    assert alone[-2] != alone[0] and alone[-1] != alone[0]


def test_a_single_hit_by_hand_then_a_stronger_one_in_the_same_process():
    # ATT 4 at 7: 3+ hits (2/3); no defence dice; STR 6 against RES 6 and then STR 9: the
    # chance of no wound at all differs, so a stale memo could not pass both.
    def wave(strength):
        return MeleeSetup(att=4, difficulties=[7], defence=3, parries=0, strength=strength,
                          resilience=6)

    weak = o.enumerate_outcomes(wave(6).roll, melee_key)
    strong = o.enumerate_outcomes(wave(9).roll, melee_key)
    miss = Fraction(1, 3)
    assert weak.p(lambda k: k[0] == 0) == miss == strong.p(lambda k: k[0] == 0)
    assert weak.p(lambda k: k[2] > 0) < strong.p(lambda k: k[2] > 0)


@pytest.mark.parametrize("back", [
    dict(att=4, difficulties=[7], strength=5, defence=4, resilience=5, parries=0),
    dict(att=4, difficulties=[7], strength=9, defence=4, resilience=5, parries=0),
    dict(att=4, difficulties=[7], strength=5, defence=4, resilience=5, parries=1),
    dict(att=4, difficulties=[7], strength=5, defence=4, resilience=5, parries=0,
         current="light"),
])
def test_the_strike_back_memo_keys(back):
    first = dict(att=4, difficulties=[7], defence=5, parries=0, strength=5, resilience=6)

    def build():
        return Exchange(MeleeSetup(**first), StrikeBack(**back))

    alone = _odds(build, exchange_key)
    # the other strike backs, then this one again
    for other in (dict(att=4, difficulties=[7], strength=5, defence=4, resilience=5,
                       parries=0),
                  dict(att=4, difficulties=[7], strength=9, defence=4, resilience=5,
                       parries=1)):
        o.enumerate_outcomes(Exchange(MeleeSetup(**first), StrikeBack(**other)).roll,
                             exchange_key)
    assert dict(o.enumerate_outcomes(build().roll, exchange_key).probs) == alone


def test_a_stage_is_weighed_afresh_in_each_computation():
    """The memo lives for one computation: a stage whose procedure reads a table that
    changed between two computations is weighed again (the second sees the new table)."""
    table = {"sides": 6}

    def die(src, spec):
        return src.d(table["sides"]) + spec

    first = o.enumerate_outcomes(lambda s: s.stage(die, 0)[0], key=lambda v: v)
    table["sides"] = 4
    second = o.enumerate_outcomes(lambda s: s.stage(die, 0)[0], key=lambda v: v)
    assert first[6] == Fraction(1, 6) and second[4] == Fraction(1, 4) and second[6] == 0
