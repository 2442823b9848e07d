"""Property tests: the three drivers run one procedure and must agree.

For generated expressions: the exact distribution sums to one; every random roll lands on an
outcome the exact driver gives a positive chance; replaying a random roll's dice through the
entered driver gives the same result.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from muster.engine.dice import EnteredSource, RandomSource
from muster.engine.notation import parse
from muster.engine.odds import enumerate_outcomes

group = st.builds(
    lambda n, s, mod: f"{n}d{s}{mod}",
    st.integers(1, 4), st.sampled_from([2, 3, 4, 6, 8, 10]),
    st.sampled_from(["", "kh1", "kl1", "dl1", ">=2", "<3"]),
)
expression = st.builds(lambda a, op, b: f"{a}{op}{b}", group, st.sampled_from(["+", "-"]),
                       st.one_of(group, st.integers(0, 5).map(str)))


@settings(max_examples=60, deadline=None)
@given(expression, st.integers(0, 2**32))
def test_random_entered_and_exact_agree(text, seed):
    expr = parse(text)
    dist = enumerate_outcomes(expr.roll, key=lambda r: r.total)
    assert sum(dist.probs.values()) == Fraction(1)

    rolled = expr.roll(RandomSource(seed))
    assert dist[rolled.total] > 0

    dice = [str(d) for g in rolled.groups for d in g.dice]
    src = EnteredSource(dice)
    replay = expr.roll(src)
    src.finish()
    assert replay.total == rolled.total


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 20), st.lists(st.integers(2, 25), min_size=1, max_size=3),
       st.integers(0, 2**32))
def test_mage_knight_attack_drivers_agree(attack, defenses, seed):
    from muster.games.mageknight.attack import attack_roll

    dist = enumerate_outcomes(lambda s: attack_roll(s, attack, defenses),
                              key=lambda r: tuple(r.hits))
    rolled = attack_roll(RandomSource(seed), attack, defenses)
    assert dist[tuple(rolled.hits)] > 0
    assert sum(dist.probs.values()) == 1


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 8), st.integers(2, 6), st.sampled_from(["3", "5", "none"]),
       st.sampled_from([(False, False), (True, False), (False, True)]),  # one banner a unit
       st.integers(0, 2**32))
def test_warmaster_wound_funnel_drivers_agree(attacks, to_hit, armour, banner, seed):
    """The funnel (hits, then the hits' saves): a random roll replays as entered dice, and
    the exact driver (one binomial of what gets through) gives it a chance."""
    from helpers import assert_drivers_agree
    from muster.games.warmaster.armour import parse_armour
    from muster.games.warmaster.wound import WoundSpec, wound

    shielding, steadfast = banner
    spec = WoundSpec(attacks, to_hit, parse_armour(armour), shielding=shielding,
                     steadfast=steadfast)
    dist = assert_drivers_agree(
        lambda s: wound(s, spec),
        lambda r: r.unsaved, seed)
    assert sum(dist.probs.values()) == 1


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 8), st.sampled_from(["green", "blue", "red"]),
       st.sampled_from([None, "short-sword", "long-sword", "common-bow", "crossbow"]),
       st.sampled_from(["foot", "mounted"]), st.integers(0, 2**32))
def test_battlelore_roll_drivers_agree(n, target, weapon, target_type, seed):
    """BattleLore hits read from the tally face by face or as a group of faces."""
    from helpers import assert_drivers_agree
    from muster.games.battlelore import battle_roll as bl
    from muster.games.battlelore.hits import Attack

    attack = Attack.named(target, weapon, target_type, False)
    dist = assert_drivers_agree(lambda s: bl.throw(s, n, attack), lambda r: r.hits, seed)
    assert sum(dist.probs.values()) == 1
