"""Counts the exact driver chooses only when the rule needs them (`muster.engine.deferred`)
and the generating functions behind them (`muster.engine.gf`): exactly what choosing every
count at once gives (the walk before them), exactly brute force at small sizes, and at
10,000 dice exactly the closed forms."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.engine import odds
from muster.engine.choices import Choice
from muster.engine.deferred import Cell, Count, settled
from muster.engine.dice import Reroll
from muster.engine.die import Die
from muster.engine.funnels import funnel_gf
from muster.engine.gf import GF
from muster.engine.odds import ExactSource, enumerate_outcomes

small = settings(max_examples=60, deadline=None)
ODD = Die(("a", "b", "b", "c", "d"), "odd die")  # a face of weight 2 of 5


def brute(proc):
    """Every die thrown one by one, in order (no pool views, nothing deferred)."""
    return enumerate_outcomes(proc, lambda k: k).probs


def dice(src, n, die=ODD):
    return [src.face(die) for _ in range(n)]


@pytest.fixture
def chosen_at_once(monkeypatch):
    """The walk without deferring: every count chosen where it is read."""
    def defer(self, choice):
        if isinstance(choice, GF):
            return self.pick(Choice(range(choice.most + 1), choice.weights(), 1, (1, 1)),
                             choice.powers)
        return self.choose(choice)

    def use() -> None:
        monkeypatch.setattr(ExactSource, "defer", defer)

    return use


# ---------------------------------------------------------------- against brute force


@small
@given(st.integers(0, 4), st.lists(st.sampled_from("abcd"), min_size=1, max_size=3),
       st.sampled_from("abcd"), st.integers(-2, 2))
def test_a_group_less_one_if_a_face_shows_is_brute_force(n, group, face, shift):
    """The BattleLore short sword against a mounted unit in general: a group of faces read,
    then whether a face shows (inside the group, outside it, or the group's other dice),
    the count handed back shifted."""
    def fast(s):
        tally = s.pool(n, ODD).tally()
        both = tally.of(*group)
        return both - (0 if tally.none(face) else 1) + shift

    def slow(s):
        values = dice(s, n)
        return sum(v in group for v in values) - (face in values) + shift

    assert enumerate_outcomes(fast, lambda k: k).probs == brute(slow)


@small
@given(st.integers(0, 4), st.sampled_from("abcd"), st.sampled_from("abcd"),
       st.integers(0, 3))
def test_a_count_taken_from_a_number_then_compared_is_brute_force(n, first, face, least):
    """``n - count`` (the dice not on a face) kept unchosen, a face's absence asked of those
    dice, then the count compared (chosen there) and handed back in a tuple."""
    def fast(s):
        tally = s.pool(n, ODD).tally()
        rest = n - tally[first]
        absent = tally.none(face)
        return rest >= least, absent, rest

    def slow(s):
        values = dice(s, n)
        rest = n - values.count(first)
        return rest >= least, face not in values, rest

    assert enumerate_outcomes(fast, lambda k: k).probs == brute(slow)


COMPARE = ["==", "!=", "<", "<=", ">", ">=", "truth"]


def _compare(x, op, other):
    return {"==": x == other, "!=": x != other, "<": x < other, "<=": x <= other,
            ">": x > other, ">=": x >= other, "truth": bool(x)}[op]


@small
@given(st.integers(0, 3), st.integers(-3, 3),
       st.lists(st.tuples(st.sampled_from(COMPARE), st.integers(-2, 12)), max_size=4),
       st.sampled_from(["count", "int", "none", "nothing"]))
def test_a_count_asked_by_comparisons_is_brute_force(n, shift, asked, then):
    """A pool's total shifted, compared with numbers again and again (each asked of the
    count, not choosing it), then handed back whole, made an int (chosen), asked whether a
    face shows (a tally's: only the values the answers left count), or left out of the
    outcome (its mass weighed)."""
    d4 = Die((1, 2, 3, 4), "d4")

    def fast(s):
        pool = s.pool(n, d4)
        if then == "none":
            tally = pool.tally()
            count = tally.of(1, 2) + shift
        else:
            count = pool.total() + shift
        answers = tuple(_compare(count, op, other) for op, other in asked)
        if then == "count":
            return answers, count
        if then == "int":
            return answers, int(count)
        if then == "none":
            return answers, tally.none(4), count
        return answers

    def slow(s):
        values = dice(s, n, d4)
        count = (sum(v in (1, 2) for v in values) if then == "none" else sum(values)) + shift
        answers = tuple(_compare(count, op, other) for op, other in asked)
        if then in ("count", "int"):
            return answers, count
        if then == "none":
            return answers, 4 not in values, count
        return answers

    assert enumerate_outcomes(fast, lambda k: k).probs == brute(slow)


TALLY_STEPS = st.one_of(
    st.tuples(st.just("compare"), st.sampled_from(COMPARE), st.integers(-2, 5),
              st.integers(-2, 3)),
    st.tuples(st.just("none"), st.sampled_from("abcd")),
    st.tuples(st.just("of"), st.sampled_from("abcd")))


@settings(max_examples=250, deadline=None)
@given(st.integers(0, 3), st.lists(st.sampled_from("abcd"), min_size=1, max_size=3,
                                   unique=True),
       st.lists(TALLY_STEPS, min_size=1, max_size=5), st.sampled_from(["count", "dropped"]))
def test_questions_of_a_tally_in_any_order_are_brute_force(n, group, steps, then):
    """A group of faces counted, then compared (asked of the count), asked whether a face
    shows (one block's dice or another's, several times), or read face by face, in any order:
    brute force, or refused as a view the exact tally does not take (a block that answered
    "some" read again by another face), never a wrong chance."""
    def read(s, exact):
        if exact:
            tally = s.pool(n, ODD).tally()
            count = tally.of(*group)
        else:
            values = dice(s, n)
            count = sum(v in group for v in values)
        answers = []
        for step in steps:
            if step[0] == "compare":
                answers.append(_compare(count + step[3], step[1], step[2]))
            elif step[0] == "none":
                answers.append(tally.none(step[1]) if exact else step[1] not in values)
            else:
                answers.append(int(tally.of(step[1])) if exact else values.count(step[1]))
        return (tuple(answers), count) if then == "count" else tuple(answers)

    try:
        exact = enumerate_outcomes(lambda s: read(s, True), lambda k: k).probs
    except RuntimeError as refused:
        assert "can then be read only whole" in str(refused) or "one way only" in str(refused)
        return
    assert exact == brute(lambda s: read(s, False))


def test_a_second_face_asked_of_a_block_that_shows_the_first_is_refused():
    """Two dice, "does no b show?" answered no: the block's dice are then known only
    jointly, so "does no c show?" cannot be weighed as if they were not (it gave 63/256
    for 5/16): the exact driver refuses it."""
    def proc(s):
        tally = s.pool(2, Die(("a", "b", "c", "d"), "d4")).tally()
        return tally.none("b"), tally.none("c")

    with pytest.raises(RuntimeError, match="read only whole"):
        enumerate_outcomes(proc, lambda k: k)


def test_a_comparison_every_value_answers_alike_leaves_the_count_for_later_questions():
    """A count of one die that cannot be over 5 (no choice), then two faces asked of its
    two blocks, then the count chosen: the second question offers only answers still
    possible (it offered one of weight nothing, and the walk had no branch to take)."""
    d4 = Die(("a", "b", "c", "d"), "d4")

    def fast(s):
        tally = s.pool(1, d4).tally()
        count = tally.of("a", "c")
        assert not count > 5
        return tally.none("c"), tally.none("b"), int(count)

    def slow(s):
        face = s.face(d4)
        return face != "c", face != "b", int(face in ("a", "c"))

    assert enumerate_outcomes(fast, lambda k: k).probs == brute(slow)


def test_comparisons_branch_once_per_answer_not_once_per_value():
    """The Mage Knight attack roll asks of its 2d6: a natural 2? a natural 12? a total at
    least the defense? Four answers can come of it (each is a run), not eleven totals."""
    from muster.games.mageknight.attack_roll import attack_roll

    runs = []

    def proc(s):
        runs.append(1)
        r = attack_roll(s, 8, (16,))
        return r.hits, r.critical_hit, r.critical_miss

    dist = enumerate_outcomes(proc, lambda k: k)
    # 2: a miss; 3 to 7: a miss; 8 to 11: a hit; 12: a critical hit
    assert dist.probs == {((False,), False, True): Fraction(1, 36),
                          ((False,), False, False): Fraction(2 + 3 + 4 + 5 + 6, 36),
                          ((True,), False, False): Fraction(5 + 4 + 3 + 2, 36),
                          ((True,), True, False): Fraction(1, 36)}
    assert len(runs) == 3 + 4  # a run stopped at each question, one ending at each answer


def test_a_comparison_that_every_value_answers_alike_is_no_choice():
    """A count that cannot be below 2 asked whether it is at least 2: no branch."""
    runs = []

    def proc(s):
        runs.append(1)
        total = s.pool(2, 6).total()
        return total >= 2, total <= 12, total == 13

    dist = enumerate_outcomes(proc, lambda k: k)
    assert dist.probs == {(True, True, False): 1}
    assert len(runs) == 1


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 3), st.integers(1, 4), st.integers(1, 4), st.booleans(),
       st.booleans(), st.booleans())
def test_a_funnel_s_counts_deferred_are_brute_force(n, hit, save, again, by_stage, pool_after):
    """A funnel of d3 (a re-roll stage or not), read at the end or stage by stage, and a
    pool of coins thrown with its count as their number (the count chosen there)."""
    d3, coin = Die((1, 2, 3), "d3"), Die((1, 2), "coin")

    def through(v):
        return v < save

    def fast(s):
        f = s.funnel(n, 3, [lambda v: v >= hit, Reroll(through) if again else through])
        first = f.passed(0) if by_stage else 0
        last = f.passed(-1)
        extra = s.pool(last, coin).count(lambda v: v == 2) if pool_after else 0
        return first, last + extra

    def slow(s):
        hits = sum(v >= hit for v in dice(s, n, d3))
        saves = dice(s, hits, d3)
        passed = sum(through(v) for v in saves)
        if again and passed < hits:
            passed += through(s.face(d3))
        extra = sum(v == 2 for v in dice(s, passed, coin)) if pool_after else 0
        return (hits if by_stage else 0), passed + extra

    assert enumerate_outcomes(fast, lambda k: k).probs == brute(slow)


# ---------------------------------------------------------------- the walk before deferring


def _rules():
    from muster.games.battlelore.battle_roll import HitsSpec
    from muster.games.battlelore.hits import Attack
    from muster.games.warmaster.wound import WoundSpec

    specs = [HitsSpec(n, Attack("blue", weapon, kind))
             for n in (1, 2, 7, 40) for weapon in (None, "short-sword", "long-sword")
             for kind in ("foot", "mounted")]
    specs += [WoundSpec(n, 4, 5, reroll_one_save=save, reroll_one_failed=failed)
              for n in (1, 2, 6, 30) for save in (False, True) for failed in (False, True)]
    return specs


@pytest.mark.parametrize("spec", _rules(), ids=repr)
def test_deferring_gives_exactly_the_walk_that_chose_at_once(spec, chosen_at_once):
    from muster.engine.rule import rule_for

    rule = rule_for(spec)
    assert rule is not None
    key = rule.odds_key or rule.key
    deferred = enumerate_outcomes(lambda s: rule.proc(s, spec), key)
    chosen_at_once()
    at_once = enumerate_outcomes(lambda s: rule.proc(s, spec), key)
    assert deferred.probs == at_once.probs


def test_a_count_handed_back_is_weighed_without_a_run_per_value(monkeypatch):
    """The walk's runs of the procedure, counted: a short sword against a mounted unit at
    2,000 dice is a run per yes/no answer (and the estimate's probes), not per count."""
    from muster.games.battlelore.battle_roll import HitsSpec, hits_roll
    from muster.games.battlelore.hits import Attack

    spec = HitsSpec(2000, Attack("blue", "short-sword", "mounted"))
    runs = []

    def proc(s):
        runs.append(1)
        return hits_roll(s, spec)

    dist = enumerate_outcomes(proc, lambda r: r.hits)
    assert len(dist.weights) == 2001  # 0 .. 2000 hits
    assert len(runs) <= odds.PROBES * 3 + 3


# ---------------------------------------------------------------- generating functions


@given(st.integers(0, 7), st.integers(1, 5), st.integers(1, 5), st.sampled_from([1, -1]),
       st.integers(0, 9), st.integers(0, 3), st.integers(1, 4), st.booleans())
def test_a_none_question_on_a_generating_function_is_value_by_value(m, a, b, sign, offset,
                                                                    other, total, yes):
    other = min(other, total)
    gf = GF(((((0, 1), (1, 2)), a, b),), m, ((a + b, m), (3, 1)))
    if sign == -1:
        offset = max(offset, gf.most)  # a count of dice is never negative
    count_of = Count(Cell.of_gf(None, gf), sign, offset)
    fast = count_of.cell
    fast.none(count_of, other, total, yes)
    slow = Cell(None, range(gf.most + 1), gf.weights(), gf.powers)
    slow.none(Count(slow, sign, offset), other, total, yes)
    assert fast.gf is not None  # kept as a generating function
    assert _fractions(fast) == _fractions(slow)


def _fractions(cell: Cell) -> list[Fraction]:
    den = math.prod(b**e for b, e in cell.powers)
    return [Fraction(w, den) for w in cell.weights]


_polys = st.lists(st.tuples(st.integers(0, 2), st.sampled_from([1, -1, 2, -2, 3, 4, 6, 0])),
                  min_size=1, max_size=3, unique_by=lambda e: e[0])


@given(st.integers(0, 6), st.lists(st.tuples(_polys, st.integers(0, 5), st.integers(1, 5)),
                                   min_size=1, max_size=3))
def test_a_generating_function_s_coefficients_are_its_terms_expanded(m, terms):
    """Each term poly(z) * (a + b z)**m expanded by the binomial theorem, added up."""
    gf = GF(tuple((tuple(poly), a, b) for poly, a, b in terms), m, ((1, 1),))
    want = [0] * (gf.most + 1)
    for poly, a, b in terms:
        for j, c in poly:
            for k in range(m + 1):
                want[j + k] += c * math.comb(m, k) * a ** (m - k) * b**k
    assert gf.weights() == want


@pytest.mark.parametrize("stages", [[(Fraction(1, 2), False), (Fraction(2, 3), True)],
                                    [(Fraction(1, 3), True)],
                                    [(Fraction(5, 6), True), (Fraction(1, 6), True)]])
def test_a_funnel_s_generating_function_sums_to_one(stages):
    gf = funnel_gf(25, stages)
    assert sum(gf.weights()) == math.prod(b**e for b, e in gf.powers)


def test_settled_rebuilds_outcomes_holding_counts():
    src = ExactSource((3,))
    c = src.defer(Choice(range(5), (1, 1, 1, 1, 1), 5))

    class Pair(tuple):
        pass

    out = settled(Pair((c + 1, "x", (2 - c,))))
    assert type(out) is Pair and out == (4, "x", (-1,))
    assert all(type(v) is not Count for v in (out[0], out[2][0]))


def test_outcomes_with_and_without_counts_are_filed_by_their_values():
    """A run that hands out no count files the rule's outcome as it is; one whose outcome
    holds a count (inside a tuple) files the count's value: both add up as brute force."""
    plain = enumerate_outcomes(lambda s: (s.d(2), (s.d(2),)), key=lambda t: t)
    assert plain.probs == {(a, (b,)): Fraction(1, 4) for a in (1, 2) for b in (1, 2)}
    mixed = enumerate_outcomes(
        lambda s: (s.d(2), (s.pool(2, 2).count(lambda f: f == 2),)), key=lambda t: t)
    assert mixed.probs == {(a, (n,)): Fraction(1, 2) * Fraction(math.comb(2, n), 4)
                           for a in (1, 2) for n in (0, 1, 2)}
    assert all(type(k[1][0]) is int for k in mixed.probs)


# ---------------------------------------------------------------- 10,000 dice, closed forms


def _api_odds(spec):
    from muster.engine.rule import rule_for

    rule = rule_for(spec)
    assert rule is not None
    return enumerate_outcomes(lambda s: rule.proc(s, spec), rule.odds_key or rule.key)


def test_ten_thousand_battle_dice_short_sword_on_mounted_is_the_closed_form():
    """Hits are the blue helmets H plus the swords on shield B less one if any:
    P(j) = [C(n,j) 4**(n-j) + C(n,j+1) 4**(n-j-1) (2**(j+1) - 1)] / 6**n
    (no sword with j helmets, or j + 1 of both faces with at least one sword)."""
    from muster.games.battlelore.battle_roll import HitsSpec
    from muster.games.battlelore.hits import Attack

    n = 10_000
    dist = _api_odds(HitsSpec(n, Attack("blue", "short-sword", "mounted")))
    comb = [1] * (n + 1)
    for k in range(n):
        comb[k + 1] = comb[k] * (n - k) // (k + 1)
    assert set(dist.weights) == set(range(n + 1))
    # ways / 6**n == weight / denom, both sides scaled by what the other denominator has
    # more (multiplying by 1 when they are the same): 4**k and 2**k as shifts, and a
    # number times 2**(j+1) - 1 as itself shifted less itself (no product of two long ones)
    common = math.gcd(6**n, dist.denom)
    mine, theirs = 6**n // common, dist.denom // common
    for j in range(n + 1):
        ways = comb[j] << 2 * (n - j)
        if j < n:
            both = comb[j + 1] << 2 * (n - j - 1)
            ways += (both << (j + 1)) - both
        assert dist.weights[j] * mine == ways * theirs, j


def test_ten_thousand_attacks_with_a_re_rolled_save_match_the_closed_forms():
    """Hits H ~ Bin(n, 1/2), each through its save with 2/3, one held save thrown again:
    the mean is n/3 + 2/3 (1 - (5/6)**n); none through with (1/2)**n + ((2/3)**n -
    (1/2)**n) / 3; every one through with (1/2)**n ((2/3)**n + n (2/3)**n / 3)."""
    from muster.games.warmaster.wound import WoundSpec

    n = 10_000
    dist = _api_odds(WoundSpec(n, 4, 5, reroll_one_save=True))
    assert dist.exact and sum(dist.weights.values()) == dist.denom
    mean = Fraction(sum(k * w for k, w in dist.weights.items()), dist.denom)
    h, t = Fraction(1, 2), Fraction(2, 3)
    assert mean == Fraction(n, 3) + t * (1 - Fraction(5, 6) ** n)
    assert dist[0] == h**n + (t**n - h**n) / 3
    assert dist[n] == h**n * (t**n + n * t**n / 3)


def test_two_hundred_attacks_with_a_re_rolled_save_are_the_double_sum():
    """Every row at 200 attacks against the sum over the hits h and the saves failed x."""
    from muster.games.warmaster.wound import WoundSpec

    n = 200
    dist = _api_odds(WoundSpec(n, 4, 5, reroll_one_save=True))
    # counted in whole numbers over 3 * 6**n: a term C(n,h)/2**n * C(h,x) 2**x/3**h is
    # C(n,h) C(h,x) 2**x 3**(n-h) of 6**n, so three times that of 3 * 6**n
    ways: dict[int, int] = {}
    for h in range(n + 1):
        for x in range(h + 1):
            w = math.comb(n, h) * math.comb(h, x) * 2**x * 3**(n - h)
            if x < h:
                ways[x] = ways.get(x, 0) + w
                ways[x + 1] = ways.get(x + 1, 0) + 2 * w
            else:
                ways[x] = ways.get(x, 0) + 3 * w
    assert dist.probs == {x: Fraction(w, 3 * 6**n) for x, w in ways.items()}


def test_an_outcome_holding_one_count_is_weighed_whole():
    """(hit?, total) of 3d6 with the hit asked of the total: two answers, each run once and
    its totals weighed whole (Held), not a run per total; two counts of two pools in one
    outcome are chosen (a run per pair), and both are brute force."""
    runs = []

    def held(s):
        runs.append(1)
        total = s.pool(3, 6).total()
        return total >= 11, total

    dist = enumerate_outcomes(held, lambda k: k)
    assert len(runs) == 1 + 2  # the question, then each answer's run
    assert dist.probs[(True, 18)] == Fraction(1, 216) and dist.probs[(False, 10)] == \
        Fraction(27, 216)
    d6 = Die(tuple(range(1, 7)), "d6")

    def slow(s):
        total = sum(dice(s, 3, d6))
        return total >= 11, total

    assert dist.probs == brute(slow)

    def two(s):
        return s.pool(1, 4).total(), s.pool(1, 3).total()

    assert enumerate_outcomes(two, lambda k: k).probs == \
        {(a, b): Fraction(1, 12) for a in range(1, 5) for b in range(1, 4)}


def test_the_answers_kept_for_replays_stay_bounded(monkeypatch):
    """A question's answers are kept by the very weights they were asked of (a replay asks
    again); a big count's weights come afresh on every run, so what is kept is bounded by
    values held, not by questions (here a bound below what the walk asks of)."""
    from muster.engine import deferred

    monkeypatch.setattr(deferred, "ASKED_KEPT", 7_000)
    monkeypatch.setattr(deferred, "ASKED_CELL", 5_000)

    def proc(s):
        hits = s.pool(3000, 6).count(lambda v: v >= 4)
        return hits >= 1400, hits >= 1500, hits >= 1600

    dist = enumerate_outcomes(proc, lambda k: k)
    assert sum(dist.probs.values()) == 1
    assert 0 < deferred._KEPT[0] <= deferred.ASKED_KEPT
    assert sum(len(kept[0]) for kept in deferred._ASKED.values()) <= deferred.ASKED_KEPT


def test_a_count_with_a_fraction_added_is_a_number_to_every_builtin():
    """A count plus a half stays unchosen; made a float, an int, a string, hashed or
    rounded, it is chosen and is what the number is (it raised: int's own methods were
    given a Fraction)."""
    half = Fraction(1, 2)

    def fast(s):
        x = s.pool(1, 4).total() + half
        return float(x), int(x), str(x), hash(x), round(x), round(x, 1), x > 2

    def slow(s):
        x = s.face(Die((1, 2, 3, 4), "d4")) + half
        return float(x), int(x), str(x), hash(x), round(x), round(x, 1), x > 2

    assert enumerate_outcomes(fast, lambda k: k).probs == brute(slow)


def test_a_big_count_s_answers_are_not_kept():
    """The weights of a count of thousands of dice are long integers: asked afresh each
    run, never kept for the replays (what is kept stays small)."""
    from muster.engine import deferred

    deferred._ASKED.clear()

    def proc(s):
        hits = s.pool(3000, 6).count(lambda v: v >= 4)
        return hits >= 1500, hits >= 1520

    assert sum(enumerate_outcomes(proc, lambda k: k).probs.values()) == 1
    assert all(len(kept[0]) <= deferred.ASKED_CELL for kept in deferred._ASKED.values())


def test_a_run_stopped_at_a_choice_lets_its_counts_go():
    """The walk keeps a stopped run only for its choice: the counts it handed out (a big
    count's weights are long integers) are not kept with it."""
    def proc(s):
        hits = s.pool(500, 6).count(lambda v: v >= 4)
        return hits >= 250, s.d(6)

    src, k = odds._run(proc, lambda r: r, (0,))
    assert k is odds._NEED and src.pending is not None and src.cells == []
    assert len(enumerate_outcomes(proc, lambda r: r).probs) == 12
