"""The combinators a rule is built from (`Source.stage`, `independent`, a funnel's `Reroll`
stage, `shuffle` / `draw`): under the exact driver each must give exactly what walking every
die (or card) one at a time gives, and the random and entered drivers must agree with it."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from itertools import permutations
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.engine.dice import EnteredSource, Part, RandomSource, Reroll, Source
from muster.engine.die import MAX_CHAIN, ChainTooLong, Die
from muster.engine.odds import enumerate_outcomes
from muster.errors import DiceError

small = settings(max_examples=30, deadline=None)
D6 = Die(tuple(range(1, 7)), "d6")


def walk(proc) -> dict:
    """The distribution by walking every die in order (no pools, no stages)."""
    return enumerate_outcomes(proc, key=lambda k: k).probs


class Seq(Source):
    """Runs a procedure with every combinator in its plain form, one die at a time, on top
    of the exact driver: stages run inline, parts one after another, pools die by die."""

    def __init__(self, src):
        self.src = src

    def face(self, die):
        return self.src.face(die)

    def card(self, left):
        return self.src.face(Die(tuple(left), "deck"))


@dataclass(frozen=True)
class Check:
    """A characteristic test: d6 + value against a difficulty, a six rolling again once."""

    value: int
    difficulty: int


def check_roll(src: Source, spec: Check) -> tuple[int, ...]:
    dice = [src.d(6)]
    if dice[0] == 6:
        dice.append(src.d(6))
    return tuple(dice)


def _passes(spec: Check):
    def reduce(dice: tuple[int, ...]) -> bool:
        return dice[0] != 1 and sum(dice) + spec.value >= spec.difficulty
    return reduce


# ------------------------------------------------------------------ stage


@small
@given(st.integers(0, 4), st.integers(2, 12), st.integers(0, 2))
def test_a_stage_weighs_like_the_dice_it_rolls(value, difficulty, before):
    spec = Check(value, difficulty)
    reduce = _passes(spec)

    def staged(s):
        lead = tuple(s.d(6) for _ in range(before))
        return lead, s.stage(check_roll, spec, reduce)[0]

    def inline(s):
        lead = tuple(s.d(6) for _ in range(before))
        return lead, reduce(check_roll(s, spec))

    assert enumerate_outcomes(staged, key=lambda k: k).probs == walk(inline)


def test_a_stage_is_weighed_once_per_spec_in_a_computation():
    """Reached down 36 branches, the stage's procedure runs for its own walk only."""
    runs = {"n": 0}
    spec = Check(2, 7)
    reduce = _passes(spec)

    def counted(src, spec):
        runs["n"] += 1
        return check_roll(src, spec)

    enumerate_outcomes(lambda s: s.stage(counted, spec, reduce)[0], key=lambda k: k)
    once = runs["n"]
    runs["n"] = 0
    enumerate_outcomes(lambda s: (s.d(6), s.d(6), s.stage(counted, spec, reduce)[0]),
                       key=lambda k: k)
    assert runs["n"] == once


def test_a_stage_hands_back_its_result_except_under_the_exact_driver():
    spec = Check(1, 5)
    value, result = RandomSource(3).stage(check_roll, spec, _passes(spec))
    assert result is not None and value == _passes(spec)(result)
    value, result = EnteredSource(["6", "2"]).stage(check_roll, spec, _passes(spec))
    assert (value, result) == (True, (6, 2))


def test_a_stage_needs_a_hashable_spec():
    with pytest.raises(TypeError, match="hashable"):
        enumerate_outcomes(lambda s: s.stage(lambda src, spec: src.d(6), [1])[0],
                           key=lambda k: k)


# ------------------------------------------------------------------ independent parts


@small
@given(st.lists(st.tuples(st.integers(0, 3), st.integers(3, 10)), min_size=1, max_size=3))
def test_independent_parts_are_the_product_of_their_odds(specs):
    parts = [Part(check_roll, Check(v, d), _passes(Check(v, d))) for v, d in specs]

    def product(s):
        return s.independent(parts)[0]

    def inline(s):
        return tuple(p.reduce(p.proc(s, p.spec)) for p in parts)

    got = enumerate_outcomes(product, key=lambda k: k)
    assert got.probs == walk(inline)
    # and each part alone: the joint chance is the product of the parts' chances
    alone = [enumerate_outcomes(lambda s, p=p: p.reduce(p.proc(s, p.spec)), key=lambda k: k)
             for p in parts]
    for outcome, p in got.probs.items():
        expected = Fraction(1)
        for a, v in zip(alone, outcome, strict=True):
            expected *= a[v]
        assert p == expected


def test_the_product_of_independent_parts_is_built_once_per_computation(monkeypatch):
    """Every path the exact driver replays reaches the same parts; their product is built
    once (keyed by the parts' specs), and the odds are those of walking the dice."""
    from muster.engine import odds

    built = []
    real = odds._product
    monkeypatch.setattr(odds, "_product", lambda choices: built.append(1) or real(choices))
    parts = [Part(check_roll, Check(1, 5), _passes(Check(1, 5))),
             Part(check_roll, Check(2, 7), _passes(Check(2, 7)))]

    def then_a_die(s):
        return s.independent(parts)[0], s.d(6)

    def inline(s):
        return tuple(p.reduce(p.proc(s, p.spec)) for p in parts), s.d(6)

    assert enumerate_outcomes(then_a_die, key=lambda k: k).probs == walk(inline)
    assert len(built) == 1


def test_an_opposed_roll_from_independent_parts_with_ties_rolled_again():
    """Two d6 + value, the higher wins, a tie rolled again: the whole is a plain procedure
    (``until`` over ``independent``), and its odds are P(ahead) / (1 - P(tie))."""
    def side(src, value):
        return src.d(6) + value

    def once(s, values):
        return s.independent([Part(side, values[0]), Part(side, values[1])])[0]

    def opposed(s):
        return s.until(once, (1, 0), lambda v: v[0] != v[1], lambda v: v[0] > v[1])[0]

    got = enumerate_outcomes(opposed, key=lambda k: k)
    ahead = Fraction(sum(1 for a in range(1, 7) for b in range(1, 7) if a + 1 > b), 36)
    tie = Fraction(5, 36)
    assert got[True] == ahead / (1 - tie)


def _higher(values):
    a, b = values
    return (a > b) - (a < b)


def _total(dice):
    return sum(dice)


@small
@given(st.integers(0, 3), st.integers(0, 3))
def test_independent_parts_grouped_by_a_joint_reduction_are_the_walk(x, y):
    """``joint`` groups the product by what the rule reads (who is ahead): the same odds as
    walking both parts die by die."""
    parts = [Part(check_roll, Check(x, 0), _total), Part(check_roll, Check(y, 0), _total)]

    def grouped(s):
        return s.independent(parts, _higher)[0]

    def inline(s):
        return _higher(tuple(p.reduce(p.proc(s, p.spec)) for p in parts))

    assert enumerate_outcomes(grouped, key=lambda k: k).probs == walk(inline)
    assert RandomSource(4).independent(parts, _higher)[0] in (-1, 0, 1)


def _open_ended(src: Source, value: int) -> int:
    """d3 + value, rolling on every 3, cut off after MAX_CHAIN dice."""
    dice = [src.d(3)]
    while dice[-1] == 3:
        if len(dice) >= MAX_CHAIN:
            raise ChainTooLong()
        dice.append(src.d(3))
    return sum(dice) + value


def test_parts_cut_off_at_the_chain_limit_are_truncated_mass():
    """A part whose chain can pass the limit is weighed with that mass cut off: the whole
    carries the cut-off mass of either part, and a roll repeated until decided conditions
    on a decided (or cut-off) round."""
    parts = [Part(_open_ended, 0), Part(_open_ended, 1)]
    one = Fraction(1, 3) ** MAX_CHAIN
    rounds = enumerate_outcomes(lambda s: s.independent(parts, _higher)[0], key=lambda k: k)
    assert rounds.truncated == 1 - (1 - one) ** 2
    assert sum(rounds.probs.values()) + rounds.truncated == 1
    decided = enumerate_outcomes(
        lambda s: s.until(lambda t, _: t.independent(parts, _higher)[0], None,
                          lambda v: v != 0)[0], key=lambda k: k)
    assert decided[1] == rounds[1] / (1 - rounds[0])
    assert decided.truncated == rounds.truncated / (1 - rounds[0])


def test_independent_parts_under_the_random_and_entered_drivers():
    parts = [Part(check_roll, Check(0, 4)), Part(check_roll, Check(1, 4))]
    values, results = EnteredSource(["6", "3", "2"]).independent(parts)
    assert values == ((6, 3), (2,)) and results == ((6, 3), (2,))
    rolled, _ = RandomSource(5).independent(parts)
    src = EnteredSource([str(d) for r in rolled for d in r])
    assert src.independent(parts)[0] == rolled
    src.finish()


# ------------------------------------------------------------------ a funnel's re-roll


@small
@given(st.integers(0, 3), st.integers(1, 4), st.integers(1, 4), st.booleans(),
       st.booleans(), st.booleans())
def test_a_funnel_re_rolling_one_failure_is_the_walk(n, hit, save, reroll_hit, reroll_save,
                                                     stage_by_stage):
    """Attacks hitting on ``hit``+, then each hit through on a save below ``save``; a
    Reroll stage throws one failed die again (a missed attack; a save that held). On d3s,
    so that the walk of every die stays small."""
    def first(v):
        return v >= hit

    def second(v):
        return v < save

    stages = [Reroll(first) if reroll_hit else first, Reroll(second) if reroll_save else second]

    def funnel(s):
        f = s.funnel(n, 3, stages)
        return (f.passed(0), f.passed(1)) if stage_by_stage else f.passed(1)

    def dice(s):
        src = Seq(s)
        hits = sum(1 for _ in range(n) if src.d(3) >= hit)
        if reroll_hit and hits < n:
            hits += src.d(3) >= hit
        through = sum(1 for _ in range(hits) if src.d(3) < save)
        if reroll_save and through < hits:
            through += src.d(3) < save
        return (hits, through) if stage_by_stage else through

    assert enumerate_outcomes(funnel, key=lambda k: k).probs == walk(dice)


def test_a_re_roll_stage_reads_its_dice_in_order():
    """Entered: the attacks, the re-rolled miss, then the saves and the re-rolled save."""
    stages = [Reroll(lambda v: v >= 4), Reroll(lambda v: v < 5)]
    f = EnteredSource(["4", "1", "6", "5", "2", "6", "3", "4"]).funnel(3, 6, stages)
    # hits: 4, 6 and the re-rolled miss (1 -> 5): three. Saves 2, 6, 3: two through, the
    # 6 held and is re-rolled: a 4 goes through too
    assert f.passed(0) == 3 and f.seen(0) == [4, 1, 6] and f.rerolled(0) == 5
    assert f.seen(1) == [2, 6, 3] and f.rerolled(1) == 4 and f.passed(1) == 3
    g = EnteredSource(["4", "4", "6", "1", "5"]).funnel(2, 6, stages)
    assert g.passed(0) == 2 and g.rerolled(0) is None  # no miss to re-roll
    assert g.seen(1) == [6, 1] and g.rerolled(1) == 5 and g.passed(1) == 1
    h = EnteredSource(["5", "1"]).funnel(1, 6, stages)
    assert h.passed(1) == 1 and h.rerolled(1) is None  # nothing held: nothing re-rolled


def test_a_re_roll_stage_with_every_die_failing():
    f = EnteredSource(["1", "1", "3"]).funnel(2, 6, [Reroll(lambda v: v >= 4)])
    assert f.passed() == 0 and f.rerolled(0) == 3


# ------------------------------------------------------------------ cards

DECK = ("flag", "flag", "sword", "helmet", "helmet", "helmet")


@small
@given(st.integers(0, 6), st.sampled_from(["flag", "sword", "helmet"]))
def test_drawing_cards_is_hypergeometric(k, card):
    """At least one ``card`` within ``k`` draws: 1 - C(N - copies, k) / C(N, k)."""
    got = enumerate_outcomes(lambda s: card in s.draw(DECK, k), key=lambda v: v)
    copies = DECK.count(card)
    assert got[True] == 1 - Fraction(comb(len(DECK) - copies, k), comb(len(DECK), k))


def test_every_order_of_a_shuffled_deck_is_equally_likely():
    deck = ("a", "a", "b", "c")
    got = enumerate_outcomes(lambda s: tuple(s.shuffle(deck)), key=lambda v: v)
    orders = set(permutations(deck))
    assert set(got.probs) == orders and set(got.probs.values()) == {Fraction(1, len(orders))}
    assert got.probs == walk(lambda s: tuple(Seq(s).shuffle(deck)))


def test_a_shuffle_for_a_seed_is_random_shuffle():
    deck = [f"card {i}" for i in range(10)]
    expected = list(deck)
    random.Random(7).shuffle(expected)
    assert RandomSource(7).shuffle(deck) == expected
    assert RandomSource(7).draw(deck, 3) == expected[:3]
    assert deck == [f"card {i}" for i in range(10)]  # the deck given is not touched


def test_entered_cards_are_the_order_the_table_turned_over():
    src = EnteredSource(["Sword", "flag", "helmet"])
    assert src.draw(DECK, 3) == ["sword", "flag", "helmet"]
    src.finish()
    with pytest.raises(DiceError, match="card 2: 'sword' is not a card left in the deck"):
        EnteredSource(["sword", "sword"]).draw(DECK, 2)
    with pytest.raises(DiceError, match="too few cards"):
        EnteredSource(["flag"]).draw(DECK, 2)


def test_a_draw_past_the_end_of_the_deck_is_the_whole_deck():
    got = enumerate_outcomes(lambda s: len(s.draw(("a", "b"), 5)), key=lambda v: v)
    assert got.probs == {2: 1}


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 4), st.integers(2, 6), st.sampled_from([None, 3, 5]), st.booleans(),
       st.booleans(), st.integers(0, 2**32))
def test_a_funnel_with_re_roll_stages_is_warmaster_s_sword_wound(attacks, to_hit, armour,
                                                                 cleaving, destruction, seed):
    """The Sword of Cleaving (re-roll one missed attack) and the Sword of Destruction (the
    target re-rolls one save that held) as `Reroll` stages of one funnel: the same unsaved
    hits, exactly, as the rule written with separate pools, and the same dice in the same
    order (so the rule can keep one path)."""
    from muster import api
    from muster.games.warmaster.wound import WoundSpec

    if not (cleaving or destruction):
        cleaving = True
    spec = WoundSpec(attacks, to_hit, armour, reroll_one_failed=cleaving,
                     reroll_one_save=destruction)
    def hit(v):
        return v >= to_hit

    def through(v):
        return v < armour

    stages = [Reroll(hit) if cleaving else hit]
    if armour is not None:
        stages.append(Reroll(through) if destruction else through)

    def funnel(s):
        f = s.funnel(attacks, 6, stages)
        return f

    got = enumerate_outcomes(lambda s: funnel(s).passed(-1), key=lambda k: k)
    assert got.probs == api.odds(spec).probs
    rolled = api.roll(spec, seed=seed)
    dice = [*rolled.hit_dice, *([rolled.hit_reroll] if rolled.hit_reroll else []),
            *rolled.save_dice, *([rolled.save_reroll] if rolled.save_reroll else [])]
    src = EnteredSource([str(d) for d in dice])
    f = funnel(src)
    src.finish()
    assert (f.passed(0), f.passed(-1)) == (rolled.hits, rolled.unsaved)
    assert f.rerolled(0) == rolled.hit_reroll
    assert (f.rerolled(1) if armour is not None else None) == rolled.save_reroll


# ------------------------------------------------------------------ fold


@dataclass(frozen=True)
class _Shot:
    sides: int
    again: int  # a die showing this or more is thrown again, once


def _shot(src, spec: _Shot) -> tuple[int, ...]:
    first = src.d(spec.sides)
    return (first, src.d(spec.sides)) if first >= spec.again else (first,)


def _shot_value(dice: tuple[int, ...]) -> tuple[int, bool]:
    return sum(dice), len(dice) > 1


def _fold_add(state: tuple[int, bool], one: tuple[int, bool]) -> tuple[int, bool]:
    return state[0] + one[0], state[1] or one[1]


@pytest.mark.parametrize("n", [0, 1, 2, 3])
def test_a_fold_is_the_walk_of_every_run(n):
    """`Source.fold`: the states n runs end in, equal states merged, are exactly the walk of
    the runs one after another (every combination of their dice)."""
    spec = _Shot(4, 3)

    def folded(src):
        return src.fold(Part(_shot, spec, _shot_value), n, _fold_add, (0, False))[0]

    def looped(src):
        state = (0, False)
        for _ in range(n):
            state = _fold_add(state, _shot_value(_shot(src, spec)))
        return state

    assert walk(folded) == walk(looped)


def test_a_fold_s_drivers_agree_and_it_is_linear_in_the_runs():
    spec = _Shot(6, 6)

    def folded(src):
        return src.fold(Part(_shot, spec, _shot_value), 100, _fold_add, (0, False))

    for seed in range(5):
        rolled = folded(RandomSource(seed))
        assert len(rolled[1]) == 100
        assert rolled[0] == (sum(sum(r) for r in rolled[1]), any(len(r) > 1 for r in rolled[1]))
    # 100 runs: the walk of their product would never end; the fold carries at most about
    # 2,200 states (sums 100..1200, with or without a die thrown again) from run to run
    dist = enumerate_outcomes(lambda s: folded(s)[0], lambda k: k)
    assert dist[(100, False)] == Fraction(1, 6**100)  # every first die a 1
    mean = sum(k[0] * p for k, p in dist.probs.items())
    assert mean == 100 * (Fraction(21, 6) + Fraction(1, 6) * Fraction(21, 6))
