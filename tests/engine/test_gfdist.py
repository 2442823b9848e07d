"""A long count's distribution kept as generating functions (`muster.engine.gfdist`): the
mean, sd and the rows a terminal shows are exactly those of every weight expanded, the
supports the generating functions carry are their nonzero coefficients, and at 10,000
dice the view reads no row whole."""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from muster.engine import distribution, gfdist
from muster.engine import gf as gf_module
from muster.engine.distribution import Distribution
from muster.engine.exact_pools import binomial_gf
from muster.engine.funnels import funnel_gf
from muster.engine.gf import GF, coefficient, moments
from muster.engine.gfdist import GFDistribution, Piece, _runs, _Window
from muster.engine.odds import enumerate_outcomes, reduced
from muster.engine.odds_tables import SHOWN_ROWS, TAIL, distribution_lines

small = settings(max_examples=40, deadline=None)


@pytest.fixture(autouse=True)
def long_fractions(monkeypatch):
    """Fractions past 64 bits are not printed (as those past 3,000 are at 10,000 dice):
    the distributions here are long enough to be kept whole. (The walk reduces fractions
    by its own measure, `muster.engine.distribution.REDUCE_BITS`, not patched here.)"""
    monkeypatch.setattr(distribution, "FRACTION_BITS", 64)


def expanded(pieces: list[Piece]) -> dict[Hashable, int]:
    """Every weight, as the walk adds them up."""
    out: dict[Hashable, int] = {}
    for p in pieces:
        for k, w in enumerate(p.gf.weights()):
            if w:
                out[p.key(k)] = out.get(p.key(k), 0) + p.mult * w
    return out


def both(pieces: list[Piece], denom: int) -> tuple[GFDistribution, Distribution]:
    return (GFDistribution(pieces, denom, lambda: expanded(pieces)),
            Distribution(weights=expanded(pieces), denom=denom))


def runs_of(weights: list[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for k, w in enumerate(weights):
        if w:
            if out and out[-1][1] == k - 1:
                out[-1] = (out[-1][0], k)
            else:
                out.append((k, k))
    return out


def answers(n: int, good: int, total: int, face: int, shift: int) -> tuple[list[Piece], int]:
    """Successes of n dice, weighed jointly with whether any of the other dice (or of the
    successes themselves) shows a face of ``face`` in ``total``: the BattleLore short sword's
    shape, the count handed back ``shift``ed by the answer."""
    gf = binomial_gf(n, good, total)
    assert isinstance(gf, GF)
    sign, offset = (-1, n) if shift else (1, 0)
    yes = gf.none(sign, offset, total - face, total, True)
    no = gf.none(sign, offset, total - face, total, False)
    assert yes is not None and no is not None
    denom = math.prod(b**e for b, e in yes.powers)
    return [Piece(yes, 1, 0, 1), Piece(no, 1, -shift, 1)], denom


# ---------------------------------------------------------------- closed forms


@small
@given(st.integers(0, 9), st.lists(st.tuples(
    st.lists(st.tuples(st.integers(0, 3), st.integers(-5, 5)), min_size=1, max_size=3),
    st.integers(0, 4), st.integers(0, 4)), min_size=1, max_size=3))
def test_moments_and_each_coefficient_are_the_terms_expanded(m, terms):
    gf = GF(tuple((tuple(poly), a, b) for poly, a, b in terms), m, ())
    w = gf.weights()
    assert moments(gf) == (sum(w), sum(k * x for k, x in enumerate(w)),
                           sum(k * k * x for k, x in enumerate(w)))
    assert [coefficient(gf, k) for k in range(len(w))] == w


# ---------------------------------------------------------------- supports


@small
@given(st.integers(0, 12), st.integers(0, 6), st.integers(0, 6), st.integers(-1, 1),
       st.booleans(), st.booleans())
def test_a_binomial_s_support_and_its_answers_are_its_nonzero_weights(n, good, face, sign,
                                                                      yes, shifted):
    gf = binomial_gf(n, good, 6)
    if not isinstance(gf, GF):
        return
    assert gf.support is not None and list(gf.support) == runs_of(gf.weights())
    offset = n + shifted if sign == -1 else int(shifted)
    said = gf.none(sign or 1, offset, 6 - face, 6, yes)
    assert said is not None and said.support is not None
    assert list(said.support) == runs_of(said.weights())


@small
@given(st.integers(0, 12), st.lists(st.tuples(st.sampled_from(
    [Fraction(0), Fraction(1, 3), Fraction(1, 2), Fraction(5, 6), Fraction(1)]),
    st.booleans()), max_size=3))
def test_a_funnel_s_support_is_its_nonzero_weights_where_it_says(n, stages):
    gf = funnel_gf(n, stages)
    if gf.support is not None:
        assert list(gf.support) == runs_of(gf.weights())
    runs = _runs(gf)  # said, reached, or tested modulo a prime
    assert runs == runs_of(gf.weights())


def test_a_support_not_said_is_found_modulo_a_prime_and_checked_exactly(monkeypatch):
    """(4 + 2z)**m - (4 + z)**m: no helmet, no sword less no helmet: 0 at k = 0 only."""
    m = 300
    gf = GF(((((0, 1),), 4, 2), (((0, -1),), 4, 1)), m, ((6, m),))
    assert _runs(gf) == [(1, m)] == runs_of(gf.weights())
    monkeypatch.setattr(gfdist, "PRIME", 337)  # 14 weights are 0 modulo 337: each checked
    assert sum(1 for w in gf.weights() if w % 337 == 0) == 15
    assert _runs(gf) == [(1, m)]
    monkeypatch.setattr(gfdist, "MOST_ZEROS", 14)  # too many to check: every value
    assert _runs(gf) is None
    lazy, full = both([Piece(gf, 1, 0, 1)], 6**m)
    assert lazy.shown_rows(TAIL, SHOWN_ROWS) == full.shown_rows(TAIL, SHOWN_ROWS)
    assert lazy.size() == full.size() == m


# ---------------------------------------------------------------- rows shown


@small
@given(st.integers(120, 500), st.integers(1, 5), st.integers(1, 5), st.integers(0, 1),
       st.sampled_from([TAIL, 1e-4, 0.01]))
def test_the_rows_shown_are_those_of_every_weight(n, good, face, shift, tail):
    pieces, denom = answers(n, good, 6, face, shift)
    lazy, full = both(pieces, denom)
    assert _Window(lazy, tail).rows(SHOWN_ROWS) is not None  # not every weight expanded
    assert lazy.shown_rows(tail, SHOWN_ROWS) == full.shown_rows(tail, SHOWN_ROWS)
    assert (lazy.kept(), lazy.mean(), lazy.sd(), lazy.size()) == \
        (full.kept(), full.mean(), full.sd(), full.size())


@small
@given(st.integers(300, 600), st.lists(st.tuples(st.sampled_from(
    [Fraction(1, 3), Fraction(1, 2), Fraction(2, 3), Fraction(5, 6)]), st.booleans()),
    min_size=1, max_size=3), st.integers(-3, 3), st.booleans())
def test_a_funnel_s_rows_shown_are_those_of_every_weight(n, stages, offset, flipped):
    gf = funnel_gf(n, stages)
    denom = math.prod(b**e for b, e in gf.powers)
    piece = Piece(gf, -1, n + offset, 1) if flipped else Piece(gf, 1, offset, 1)
    lazy, full = both([piece], denom)
    assert _Window(lazy, TAIL).rows(SHOWN_ROWS) is not None
    assert lazy.shown_rows(TAIL, SHOWN_ROWS) == full.shown_rows(TAIL, SHOWN_ROWS)
    assert (lazy.kept(), lazy.mean(), lazy.sd(), lazy.size()) == \
        (full.kept(), full.mean(), full.sd(), full.size())


def test_a_short_distribution_shows_every_row_from_every_weight():
    pieces, denom = answers(40, 2, 6, 1, 1)
    lazy, full = both(pieces, denom)
    assert lazy.shown_rows(TAIL, SHOWN_ROWS) == full.shown_rows(TAIL, SHOWN_ROWS)
    assert lazy._expand is None  # it needed them all


# ---------------------------------------------------------------- 10,000 dice


def _odds(spec: object) -> Distribution:
    from muster.engine.rule import rule_for

    rule = rule_for(spec)
    assert rule is not None
    return enumerate_outcomes(lambda s: rule.proc(s, spec), rule.odds_key or rule.key)


def _specs() -> list[object]:
    from muster.games.battlelore.battle_roll import HitsSpec
    from muster.games.battlelore.hits import Attack
    from muster.games.warmaster.wound import WoundSpec

    return [WoundSpec(10_000, 4, 5, reroll_one_save=True),
            HitsSpec(10_000, Attack("blue", "short-sword", "mounted"))]


@pytest.mark.parametrize("spec", _specs(), ids=["wound wm re-rolled save", "bl mounted"])
def test_ten_thousand_dice_are_shown_without_expanding_a_row(spec, monkeypatch):
    """The terminal view of the two slowest game forms at 10,000 dice: not a row of a
    generating function expanded (counted: none), and the same lines as every weight
    expanded gives."""
    dist = _odds(spec)
    assert isinstance(dist, GFDistribution)
    streams: list[GF] = []
    real = gf_module.GF.stream

    def stream(self: GF) -> Iterator[int]:
        streams.append(self)
        return real(self)

    monkeypatch.setattr(gf_module.GF, "stream", stream)
    lines = distribution_lines("total", dist)
    assert streams == [] and dist._expand is not None
    full = Distribution(weights=dist.weights, denom=dist.denom)
    assert streams  # now every weight
    assert lines == distribution_lines("total", full)


def test_ten_thousand_re_rolled_saves_mean_is_the_closed_form():
    """n/3 + 2/3 (1 - (5/6)**n) unsaved hits on average (see test_deferred)."""
    n = 10_000
    dist = _odds(_specs()[0])
    kept, first, _second = dist._moments()
    assert kept == dist.denom
    assert Fraction(first, kept) == Fraction(n, 3) + Fraction(2, 3) * (1 - Fraction(5, 6) ** n)


def test_rows_the_bound_cannot_decide_come_from_every_weight(monkeypatch):
    """A bound far too loose to tell the floats: every weight is expanded, same rows."""
    pieces, denom = answers(400, 2, 6, 1, 1)
    monkeypatch.setattr(gfdist, "EXTRA_BITS", 20)
    lazy, full = both(pieces, denom)
    assert _Window(lazy, TAIL).rows(SHOWN_ROWS) is None
    assert lazy.shown_rows(TAIL, SHOWN_ROWS) == full.shown_rows(TAIL, SHOWN_ROWS)
    assert lazy._expand is None


def test_a_walk_keeps_its_counts_whole_only_where_their_weights_are_in_lowest_terms():
    """Past 3,000 bits (no fraction printed) and short of 12,000 (where the walk would
    reduce the fractions), the counts stay whole only where a weight shares no factor
    with the denominator: the walk's reduction would leave them as they are."""
    from muster.games.battlelore.battle_roll import HitsSpec
    from muster.games.battlelore.hits import Attack
    from muster.games.warmaster.wound import WoundSpec

    lazy = _odds(HitsSpec(1200, Attack("blue", "short-sword", "mounted")))
    assert isinstance(lazy, GFDistribution) and 3_000 < lazy.denom.bit_length() < 12_000
    lines = distribution_lines("hits", lazy)
    assert reduced(dict(lazy.weights), lazy.denom).denom == lazy.denom
    assert lines == distribution_lines("hits", Distribution(weights=lazy.weights,
                                                            denom=lazy.denom))
    # every weight of 3,000 attacks with a re-rolled save is even: reduced, so expanded
    eager = _odds(WoundSpec(3000, 4, 5, reroll_one_save=True))
    assert not isinstance(eager, GFDistribution) and eager.denom < 6**3000 * 3


def test_a_distribution_kept_whole_is_a_mapping_of_every_weight():
    """Iterating or asking a kept distribution (`api.odds` of 600 dice) expands it: the
    same outcomes and chances as the walk's."""
    lazy, full = both(*answers(600, 2, 6, 6, 1))
    assert len(lazy) == len(full) and list(lazy) == list(full)
    assert dict(lazy.items()) == dict(full.items()) and sum(lazy.values()) == 1
    assert all(k in lazy for k in full) and max(full) + 1 not in lazy

