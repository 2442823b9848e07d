"""`muster.engine.draws`: does a card come up within the next draws, against every order of
the cards counted."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from math import comb

import pytest

from muster import api
from muster.engine.draws import WithinDrawsSpec
from muster.errors import FieldError

CARDS = ("x", "y", "x", "z", "z", "z")


def _every_order(cards, card, draws):
    orders = list(permutations(cards))
    return Fraction(sum(card in order[:draws] for order in orders), len(orders))


@pytest.mark.parametrize("card", ["x", "y", "z", "w"])
def test_a_card_within_k_draws_is_every_order_counted(card):
    # "z" three copies, "x" two, "y" one, "w" none; up to more draws than there are cards
    for draws in range(0, len(CARDS) + 3):
        spec = WithinDrawsSpec.of(CARDS, card, draws)
        assert api.odds(spec)[True] == _every_order(CARDS, card, draws), draws


def test_the_kinds_are_counted_in_the_order_they_first_come():
    spec = WithinDrawsSpec.of(CARDS, "z", 2)
    assert spec.cards == (("x", 2), ("y", 1), ("z", 3))
    assert (spec.size, spec.copies) == (6, 3)
    assert WithinDrawsSpec.of(CARDS, "w", 2).copies == 0


def test_a_big_deck_is_one_path_per_draw():
    # 12 copies among 60 cards, 20 draws: every order of copies and others drawn would be
    # about 900,000 paths; the first copy ends the draws
    spec = WithinDrawsSpec((("k", 12), ("other", 48)), "k", 20)
    assert api.odds(spec)[True] == 1 - Fraction(comb(48, 20), comb(60, 20))
    spec = WithinDrawsSpec.of([str(n) for n in range(1, 101)], "7", 90)
    assert api.odds(spec)[True] == Fraction(90, 100)


def test_a_roll_draws_until_the_card_or_the_draws_are_spent():
    assert api.roll(WithinDrawsSpec.of(CARDS, "z", 6), seed=1) is True  # every card drawn
    assert api.roll(WithinDrawsSpec.of(CARDS, "w", 6), seed=1) is False
    rolled = [api.roll(WithinDrawsSpec.of(CARDS, "y", 3), seed=s) for s in range(200)]
    assert 60 < rolled.count(True) < 140  # 1/2


@pytest.mark.parametrize("args, field", [
    (((("x", 2),), "x", -1), "draws"),
    (((("x", 0),), "x", 1), "cards"),
    (((("x", 1), ("y", 2), ("x", 1)), "x", 1), "cards"),
])
def test_a_spec_refuses_what_no_deck_holds(args, field):
    with pytest.raises(FieldError) as err:
        WithinDrawsSpec(*args)
    assert err.value.field == field
