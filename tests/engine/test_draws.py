"""`muster.engine.draws`: does a card come up within the next draws, against every order of
the cards counted; the cards turned over, from the stored order or as the table named them."""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from fractions import Fraction
from itertools import permutations
from math import comb

import pytest

from muster import api
from muster.engine.dice import EnteredSource, Source
from muster.engine.draws import (
    NOT_LEFT,
    Drawn,
    WithinDrawsSpec,
    stored,
    turn_over,
    unknown_card,
)
from muster.engine.odds import enumerate_outcomes
from muster.errors import CardNotLeft, FieldError

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
    assert api.roll(WithinDrawsSpec.of(CARDS, "z", 6), seed=1) == Drawn(True)  # every card
    assert api.roll(WithinDrawsSpec.of(CARDS, "w", 6), seed=1) == Drawn(False)
    rolled = [api.roll(WithinDrawsSpec.of(CARDS, "y", 3), seed=s).drawn for s in range(200)]
    assert 60 < rolled.count(True) < 140  # 1/2


def test_a_roll_is_a_frozen_record_whose_json_is_its_one_field():
    result = api.roll(WithinDrawsSpec.of(CARDS, "z", 6), seed=1)
    assert result.to_json() == {"drawn": True}
    assert Drawn(False).to_json() == {"drawn": False}
    with pytest.raises(FrozenInstanceError):
        result.drawn = False


def test_the_odds_and_a_tally_are_of_came_up_or_not():
    spec = WithinDrawsSpec.of(CARDS, "y", 3)
    assert set(api.odds(spec).weights) == {True, False}
    tally = api.times(spec, 50, seed=1)
    assert set(tally.counts) <= {True, False} and sum(tally.counts.values()) == 50
    assert tally.to_json()["rolls"][0] in ({"drawn": True}, {"drawn": False})


@pytest.mark.parametrize("args, field", [
    (((("x", 2),), "x", -1), "draws"),
    (((("x", 0),), "x", 1), "cards"),
    (((("x", 1), ("y", 2), ("x", 1)), "x", 1), "cards"),
])
def test_a_spec_refuses_what_no_deck_holds(args, field):
    with pytest.raises(FieldError) as err:
        WithinDrawsSpec(*args)
    assert err.value.field == field


# ------------------------------------------------------------------ the cards turned over


ORDER = ["c", "a", "d", "a", "b"]  # a deck as stored, top first; "a" twice
KNOWN = ["a", "b", "c", "d"]  # the deck's own order, the one players know


class Asked(Source):
    """A source that hands out the first card it is asked from, noting what it was asked."""

    def __init__(self):
        self.asked = []

    def card(self, left):
        self.asked.append(list(left))
        return left[0]


def test_the_stored_order_turns_over_its_top_cards_and_keeps_the_rest():
    for k in range(len(ORDER) + 1):
        assert turn_over(stored(ORDER), ORDER, k, KNOWN) == (ORDER[:k], ORDER[k:])


def test_the_cards_named_are_turned_over_and_the_rest_keep_their_stored_order():
    assert turn_over(EnteredSource(["A", "d"]), ORDER, 2, KNOWN) == (["a", "d"],
                                                                     ["c", "a", "b"])
    assert turn_over(EnteredSource(["b"]), ORDER, 1, KNOWN) == (["b"], ORDER[:4])


def test_the_source_is_asked_over_the_deck_in_its_own_order_never_the_stored_one():
    src = Asked()
    assert turn_over(src, ORDER, 2, KNOWN)[0] == ["a", "a"]
    assert src.asked == [["a", "a", "b", "c", "d"], ["a", "b", "c", "d"]]


def test_a_card_turned_over_at_random_is_each_card_left_by_its_copies():
    dist = enumerate_outcomes(lambda src: turn_over(src, ORDER, 1, KNOWN)[0][0],
                              key=lambda card: card).probs
    assert dist == {"a": Fraction(2, 5), "b": Fraction(1, 5), "c": Fraction(1, 5),
                    "d": Fraction(1, 5)}


@pytest.mark.parametrize("typed, card", [
    ("Meč", "Meč"), ("mec", "Meč"), ("  MEČ ", "Meč"), ("08", "8"), ("7", "7"), (" 7", "7"),
    ("attack-left", "Attack Left"), ("007", "007"),
])
def test_an_entered_card_is_matched_as_the_deck_spells_it(typed, card):
    # the same name first ("007" is its own card beside "7"), else any case, no accents, a
    # number by its value
    left = ["Meč", "7", "Attack Left", "007", "8"]
    assert EnteredSource([typed]).card(left) == card


@pytest.mark.parametrize("typed, both", [
    ("07", "'7' or '007'"), ("0007", "'7' or '007'"), ("SCOUT", "'Scout' or 'scout'"),
])
def test_an_entered_card_two_cards_left_answer_to_is_refused_naming_both(typed, both):
    # never the first of them: the table says which card it turned over; named under its
    # field, as a card left by none is (`NOT_LEFT`)
    with pytest.raises(FieldError) as err:
        EnteredSource([typed]).card(["Meč", "7", "Scout", "007", "scout", "7"])
    assert err.value.field == "card"
    assert str(err.value) == f"card: card '{typed}' could be {both}; give the name exactly as " \
                             "it is written"


@pytest.mark.parametrize("typed", ["Mec2", "8", "", "a" * 5000, "1" * 5000])
def test_an_entered_card_left_by_none_is_refused_naming_it_and_the_cards_left(typed):
    with pytest.raises(CardNotLeft) as err:
        EnteredSource([typed]).card(["Meč", "7", "7"])
    assert (err.value.n, err.value.token, err.value.left) == (1, typed, ["Meč", "7", "7"])
    assert "(Meč, 7)" in err.value.message


def test_an_unknown_card_is_offered_the_closest_card_left_under_its_field():
    err = unknown_card("wolfn", ["Paladin", "Wolfen"], NOT_LEFT)
    assert err.field == "card"  # a library caller reads the field as named: card
    assert str(err) == ("card: no card 'wolfn' is left to draw (the cards to draw now: "
                        "Paladin, Wolfen; did you mean 'Wolfen'?)")
    # a card listed but not where it was drawn from: no name to offer in its place
    err = unknown_card("Wolfen", ["Paladin", "Wolfen"], NOT_LEFT)
    assert err.field == "card" and "did you mean" not in str(err)


def test_the_draws_and_the_copies_are_range_errors():
    from helpers import assert_range_refused
    from muster.engine.draws import WithinDrawsSpec

    assert_range_refused(lambda: WithinDrawsSpec((("a", 1), ("b", 2)), "a", -1), "draws", -1, 0,
                         None)
    assert_range_refused(lambda: WithinDrawsSpec((("a", 0), ("b", 2)), "a", 1), "cards", 0, 1,
                         None)
