"""`muster deploy-shuffle battlelore`: the command deck (seed 001 L9/p.3 steps 6-8,
L11/p.4, L33/p.15), step by step, with every refusal leaving the file as it was."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import permutations
from pathlib import Path

import pytest

from helpers import assert_one_line_error, refused_unchanged
from helpers import deck_state as state
from helpers import set_deck_state as set_state
from muster import api
from muster.engine.dice import EnteredSource, RandomSource
from muster.errors import FieldError

ROOT = Path(__file__).resolve().parents[3]


def bl(muster, verb, path, *args):
    return muster("deploy-shuffle", "bl", verb, *args, "--deck", str(path), "--json")


# examples/decks/agincourt.json: `new --scenario agincourt --size 24 --seed 3`
pytestmark = pytest.mark.deck("agincourt.json")


def test_agincourt_deals_english_6_french_4_and_the_english_begin(muster, deck):
    s = state(deck)
    assert s["hand_size"] == {"english": 6, "french": 4}
    assert [len(s["hands"]["english"]), len(s["hands"]["french"])] == [6, 4]
    assert len(s["deck"]) == 14 and s["turn"] == "english" and s["discard"] == []
    assert sorted(s["deck"] + s["hands"]["english"] + s["hands"]["french"], key=int) == \
        [str(i) for i in range(1, 25)]
    shown = bl(muster, "show", deck).json["state"]
    assert shown["deck"] == 14 and shown["hands"] == {"english": 6, "french": 4}
    assert "deck_order" not in shown and "hand" not in shown
    text = muster("deploy-shuffle", "bl", "show", "--deck", str(deck)).out
    assert "hands: english 6, french 4" in text
    assert s["hands"]["french"][0] not in text.split("deck:")[1].split("\n")[0]


def test_a_turn_play_then_end_turn_draws_the_top_card(muster, deck):
    s = state(deck)
    card, top = s["hands"]["english"][2], s["deck"][0]
    out = bl(muster, "play", deck, "english", card).json
    assert out["event"] == {"side": "english", "card": card}
    assert out["state"]["discard"] == [card] and out["state"]["played"] == card
    out = bl(muster, "end-turn", deck, "English").json
    assert out["event"]["drawn"] == top and out["event"]["next"] == "french"
    after = state(deck)
    assert top in after["hands"]["english"] and len(after["hands"]["english"]) == 6
    assert after["deck"] == s["deck"][1:] and after["turn"] == "french"
    assert after["played"] is None and after["turns"] == 1


def test_refusals_leave_the_file_unchanged(muster, deck):
    s = state(deck)
    french, english = s["hands"]["french"][0], s["hands"]["english"][0]
    before = deck.read_bytes()
    refused_unchanged(bl(muster, "play", deck, "french", french), deck, before, "english's turn")
    refused_unchanged(bl(muster, "play", deck, "english", french), deck, before,
                      "is not in english's hand")
    refused_unchanged(bl(muster, "end-turn", deck, "english"), deck, before, "has not played")
    refused_unchanged(bl(muster, "play", deck, "saxons", english), deck, before,
                      "unknown side 'saxons'")
    bl(muster, "play", deck, "english", english)
    before = deck.read_bytes()
    refused_unchanged(bl(muster, "play", deck, "english", s["hands"]["english"][1]), deck, before,
                      "already played")
    refused_unchanged(bl(muster, "end-turn", deck, "french"), deck, before, "english's turn")
    refused_unchanged(bl(muster, "end-turn", deck, "english", "--revision", "1"), deck, before,
                      "revision 2, not 1")


def test_the_last_card_drawn_makes_the_discards_a_new_deck(muster, deck):
    s = state(deck)
    # two cards in the deck, three discarded earlier
    rest = s["deck"]
    set_state(deck, deck=rest[:2], discard=rest[2:5], cards=rest[:5] + s["hands"]["english"]
              + s["hands"]["french"])
    e1 = s["hands"]["english"][0]
    bl(muster, "play", deck, "english", e1)
    out = bl(muster, "end-turn", deck, "english").json
    assert out["event"]["reshuffled"] is False and out["state"]["deck"] == 1
    f1 = s["hands"]["french"][0]
    bl(muster, "play", deck, "french", f1)
    out = bl(muster, "end-turn", deck, "french", "--seed", "5").json
    assert out["event"]["drawn"] == rest[1] and out["event"]["reshuffled"] is True
    after = state(deck)
    assert after["discard"] == [] and after["reshuffles"] == 1
    assert sorted(after["deck"]) == sorted(rest[2:5] + [e1, f1])  # the discards, shuffled
    text = muster("deploy-shuffle", "bl", "show", "--deck", str(deck)).out
    assert "deck: 5 face down; discards: 0; reshuffled 1 time" in text


def test_too_few_cards_for_the_hands_is_refused(muster, tmp_path):
    """The refusal names the option the deck was given by: --size N, or --cards FILE."""
    path = tmp_path / "d.json"
    run = bl(muster, "new", path, "--size", "10")
    assert_one_line_error(run)
    assert run.err == ("muster: error: --size: 10 cards cannot deal hands of 6 and 4 and leave "
                       "a deck to draw from: give at least 11\n")
    czech = muster("--lang", "cs", "deploy-shuffle", "bl", "new", "--size", "10", "--deck",
                   str(path))
    assert czech.err == ("muster: chyba: --size: z 10 karet nelze hráčům rozdat do ruky 6 a 4 a "
                         "ještě nechat balíček karet rozkazů: zadejte aspoň 11\n")
    (tmp_path / "c.yaml").write_text("- a\n- b\n- c\n", encoding="utf-8")
    run = bl(muster, "new", path, "--cards", str(tmp_path / "c.yaml"))
    assert run.err == ("muster: error: --cards: 3 cards cannot deal hands of 6 and 4 and leave "
                       "a deck to draw from: give at least 11\n")
    assert not path.exists()
    assert bl(muster, "new", path, "--size", "11").code == 0
    assert len(state(path)["deck"]) == 1  # 6 + 4 dealt, one to draw


@pytest.mark.parametrize("args,needle", [
    ([], "--cards FILE or --size N"),
    (["--size", "12", "--cards", "x.yaml"], "one of them"),
    (["--size", "20", "--scenario", "hastings"], "unknown scenario 'hastings'"),
])
def test_bad_new_is_one_line(muster, tmp_path, args, needle):
    path = tmp_path / "d.json"
    assert_one_line_error(bl(muster, "new", path, *args), needle)
    assert not path.exists()


@pytest.mark.parametrize("size", ["0", "501"])
def test_a_numbered_deck_has_1_to_500_cards(muster, tmp_path, size):
    # the option declares the bound: its help shows it, its refusal points at the help
    path = tmp_path / "d.json"
    run = bl(muster, "new", path, "--size", size)
    assert (run.code, run.out) == (2, "")
    assert run.err == (f"muster: error: --size must be between 1 and 500, not {size} "
                       "(see 'muster deploy-shuffle bl new --help')\n")
    czech = muster("--lang", "cs", "deploy-shuffle", "bl", "new", "--deck", str(path),
                   "--size", size)
    assert czech.err == (f"muster: chyba: --size musí být mezi 1 a 500, ne {size} "
                         "(viz „muster deploy-shuffle bl new --help“)\n")
    assert not path.exists()


def test_the_numbered_decks_bound_is_in_its_help(muster):
    help_en = muster("deploy-shuffle", "bl", "new", "--help").out
    assert "  --size N         Cards numbered 1 to N instead of names.  [1<=x<=500]\n" in help_en
    help_cs = muster("--lang", "cs", "deploy-shuffle", "bl", "new", "--help").out
    assert ("  --size N                  Karty očíslované 1 až N místo jmen.  "
            "[1\u00a0až\u00a0500]\n") in help_cs


def test_a_library_caller_is_refused_a_numbered_deck_out_of_range():
    from helpers import assert_range_refused
    from muster.games.battlelore.cards import numbered

    assert assert_range_refused(lambda: numbered(501), "size", 501, 1, 500) == \
        "size must be between 1 and 500, not 501"
    assert numbered(3) == ["1", "2", "3"]


def test_a_cards_file_with_copies_and_the_chance_of_a_card(muster, tmp_path):
    path = tmp_path / "d.json"
    run = bl(muster, "new", path, "--cards", str(ROOT / "examples/decks/command-cards.yaml"),
             "--seed", "1")
    assert run.code == 0, run.err
    s = state(path)
    assert len(s["cards"]) == 22 and s["cards"].count("Centre section 2") == 4
    # a known deck: 2 copies of "a" among 4 cards; within 2 draws: 1 - C(2,2)/C(4,2) = 5/6
    hands = s["hands"]
    set_state(path, deck=["a", "b", "a", "c"], cards=["a", "b", "a", "c"]
              + hands["english"] + hands["french"] + s["deck"][4:], discard=s["deck"][4:])
    # after the game (--reveal) the deck's contents are known
    out = bl(muster, "show", path, "--odds", "A", "--within", "2", "--reveal").json
    assert out["odds"]["fraction"] == "5/6" and out["odds"]["copies_unseen"] == 2
    assert bl(muster, "show", path, "--odds", "c", "--reveal").json["odds"]["fraction"] == "1/4"
    # at the table only the 10 cards in hand are hidden too: 2 copies among 4 + 10 = 14
    # unseen; 1 - C(12,2)/C(14,2) = 1 - 66/91 = 25/91
    out = bl(muster, "show", path, "--odds", "A", "--within", "2").json
    assert out["odds"]["fraction"] == "25/91" and out["odds"]["unseen"] == 14
    out = bl(muster, "show", path, "--odds", "b", "--within", "9", "--reveal").json
    assert out["odds"]["fraction"] == "1/1" and out["odds"]["counted"] == 4
    assert_one_line_error(bl(muster, "show", path, "--odds", "z"), "unknown card 'z'")


def test_show_side_lists_only_that_hand_and_reveal_everything(muster, deck):
    s = state(deck)
    out = bl(muster, "show", deck, "--side", "french").json["state"]
    assert out["hand"] == {"side": "french", "cards": s["hands"]["french"]}
    out = bl(muster, "show", deck, "--reveal").json["state"]
    assert out["deck_order"] == s["deck"] and out["hand_cards"] == s["hands"]


@pytest.mark.parametrize("change,needle", [
    (lambda s: {"deck": s["deck"] + [s["deck"][0]]}, "more places"),
    (lambda s: {"deck": s["deck"][1:]}, "in no pile"),
    (lambda s: {"hands": {"english": s["hands"]["english"][:5] , "french":
                          s["hands"]["french"] + [s["hands"]["english"][5]]}}, "holds"),
    (lambda s: {"turn": "saxons"}, "unknown side"),
    (lambda s: {"played": 3}, "played"),
])
def test_a_corrupted_deck_is_refused_untouched(muster, deck, change, needle):
    set_state(deck, **change(state(deck)))
    before = deck.read_bytes()
    for verb, args in (("play", ("english", "1")), ("end-turn", ("english",)), ("show", ()),
                       ("undo", ())):
        refused_unchanged(bl(muster, verb, deck, *args), deck, before, needle)


@pytest.mark.deck("lions-acheron.json")
def test_a_confrontation_deck_is_not_a_battlelore_deck(muster, deck):
    before = deck.read_bytes()
    refused_unchanged(bl(muster, "show", deck), deck, before, "for confrontation, not battlelore")


def test_undo_takes_back_a_play(muster, deck):
    before = state(deck)
    bl(muster, "play", deck, "english", before["hands"]["english"][0])
    out = bl(muster, "undo", deck).json
    assert out["event"]["undid"] == "play"
    assert state(deck) == before


def test_undo_with_a_stale_revision_is_refused(muster, deck):
    s = state(deck)
    bl(muster, "play", deck, "english", s["hands"]["english"][0])
    before = deck.read_bytes()
    refused_unchanged(bl(muster, "undo", deck, "--revision", "1"), deck, before,
                      "revision 2, not 1")
    assert bl(muster, "undo", deck, "--revision", "2").code == 0


def test_a_seed_repeats_the_shuffle_and_no_seed_logs_none(muster, tmp_path):
    a, b, c = (tmp_path / f"{n}.json" for n in "abc")
    assert bl(muster, "new", a, "--size", "30", "--seed", "4").json["event"]["shuffle_seed"] == 4
    bl(muster, "new", b, "--size", "30", "--seed", "4")
    assert state(a) == state(b)
    assert bl(muster, "new", c, "--size", "30").json["event"]["shuffle_seed"] is None
    assert json.loads(c.read_text())["log"][0]["detail"]["shuffle_seed"] is None


def test_the_chance_of_a_card_never_tells_what_is_in_the_face_down_deck(muster, deck):
    """Which cards lie in the face-down deck is unknown at the table, so `show --odds`
    must not count the copies in the deck (that would tell the English that card 18 sits in
    the French hand). Without --reveal the chance is taken over every card the asker has not
    seen: the deck and the other hand (with --side), or the deck and both hands.
    examples/decks/agincourt.json: 24 cards, deck 14 face down, English hand 20, 9, 22, 7, 13,
    5, French hand 18, 19, 8, 4 (the usage page), nothing discarded."""
    path = deck
    # the English view: 14 + 4 = 18 unseen cards, one of them 18; 3 draws: 3/18 = 1/6
    eng = bl(muster, "show", path, "--odds", "18", "--within", "3", "--side", "english").json
    assert eng["odds"]["fraction"] == "1/6"
    assert eng["odds"]["unseen"] == 18 and eng["odds"]["copies_unseen"] == 1
    assert "copies_in_deck" not in eng["odds"]
    # a card in the asker's own hand cannot be drawn
    assert bl(muster, "show", path, "--odds", "9", "--side", "english").json[
        "odds"]["fraction"] == "0/1"
    # the table's view (no --side): 14 + 6 + 4 = 24 unseen; 3 draws: 3/24 = 1/8, for a card
    # in the deck and a card in a hand alike
    for card in ("12", "18"):
        assert bl(muster, "show", path, "--odds", card, "--within", "3").json[
            "odds"]["fraction"] == "1/8"
    # after the game (--reveal) the deck's contents are known: 12 is in it (3/14), 18 is not
    assert bl(muster, "show", path, "--odds", "12", "--within", "3", "--reveal").json[
        "odds"]["fraction"] == "3/14"
    assert bl(muster, "show", path, "--odds", "18", "--within", "3", "--reveal").json[
        "odds"]["fraction"] == "0/1"
    run = muster("deploy-shuffle", "bl", "show", "--deck", str(path), "--odds", "18",
                 "--within", "3", "--side", "english")
    assert "16.67 %" in run.out and "in the deck" not in run.out


# ------------------------------------------------------------------ the deck as a value


def _dealt(size: int, seed: int = 3):
    from muster.games.battlelore import cards

    key, data = cards.scenario("agincourt")
    return cards, cards.new_deck(key, data, cards.numbered(size), RandomSource(seed))


def test_actions_are_functions_from_a_deck_to_the_next():
    cards, deck = _dealt(11)  # hands of 6 and 4, one card to draw
    assert cards.CommandDeck.from_state(deck.to_state()) == deck
    assert cards.semantic_check(deck.to_state()) is None
    card = deck.hand("english")[0]
    played, event = cards.play(deck, "English", card)
    assert event == {"side": "english", "card": card}
    assert deck.played is None and card in deck.hand("english")  # the old value is untouched
    assert played.discard == (card,) and card not in played.hand("english")
    # one card was left to draw: drawing it shuffles the discards into a new deck at once
    ended, event = cards.end_turn(played, "english", RandomSource(1))
    assert event == {"side": "english", "drawn": deck.deck[0], "reshuffled": True,
                     "next": "french"}
    assert ended.deck == (card,) and ended.discard == () and ended.reshuffles == 1
    assert cards.semantic_check(ended.to_state()) is None


def test_the_chance_of_a_card_is_hypergeometric_over_the_unseen_cards():
    cards, deck = _dealt(12)
    # 12 cards: english 6, french 4, 2 in the deck; the English do not see the French hand
    # or the deck: 6 unseen cards, one copy of each; 2 draws (all the deck has):
    # 1 - C(5,2)/C(6,2) = 1 - 10/15 = 1/3
    french = deck.hand("french")[0]
    chance = cards.chance_in_next(deck, french, 3, side="english")
    assert (chance.unseen, chance.counted) == (6, 2)
    assert api.odds(chance.spec)[True] == Fraction(1, 3)
    # not in the deck
    assert api.odds(cards.chance_in_next(deck, french, 3, reveal=True).spec)[True] == 0
    with pytest.raises(FieldError) as err:
        cards.chance_in_next(deck, french, 0)
    assert err.value.field == "within"


def test_a_misspelt_side_is_offered_back(muster, deck):
    before = deck.read_bytes()
    run = refused_unchanged(bl(muster, "play", deck, "englsh", "1"), deck, before)
    assert run.err.strip() == ("muster: error: unknown side 'englsh' (allowed: english, "
                               "french; did you mean 'english'?)")


def test_a_deck_dealt_in_the_order_the_table_turned_over():
    from muster.games.battlelore import cards

    key, data = cards.scenario("agincourt")
    order = [str(i) for i in range(11, 0, -1)]  # 11 first
    deck = cards.new_deck(key, data, cards.numbered(11), EnteredSource(order))
    assert deck.hand("english") == ("11", "10", "9", "8", "7", "6")
    assert deck.hand("french") == ("5", "4", "3", "2") and deck.deck == ("1",)


def _small_deck():
    """A deck of 7 cards: "a" three times, "b" twice; 3 face down, each hand of 2."""
    from muster.games.battlelore import cards

    return cards.CommandDeck("agincourt", ("english", "french"),
                             (("english", 2), ("french", 2)),
                             ("a", "b", "a", "c", "a", "b", "d"), ("a", "b", "a"), (),
                             (("english", ("c", "a")), ("french", ("b", "d"))), "english")


def _every_order(deck, card, within, side=None, reveal=False):
    """The chance by counting every order of the cards the asker has not seen: the deck's
    cards lie first, in the order they will be drawn, and the card is counted when it is
    among the first ``within`` of them (the draws after the deck's last card do not count)."""
    unseen = list(deck.deck)
    if not reveal:
        unseen += [c for s, hand in deck.hands if s != side for c in hand]
    orders = list(permutations(unseen))
    drawn = min(within, len(deck.deck))
    return Fraction(sum(card in order[:drawn] for order in orders), len(orders))


@pytest.mark.parametrize("side, reveal", [(None, False), ("english", False), ("french", False),
                                          (None, True)])
@pytest.mark.parametrize("card", ["a", "b", "c", "d"])
def test_the_card_odds_are_every_order_of_the_unseen_cards_counted(card, side, reveal):
    """`show --odds` against a brute force over every order of a small deck's unseen cards:
    a card with several copies ("a": 3, "b": 2), one in a hand only ("d"), one the English
    hold ("c"), for 1 draw up to more draws than the deck (3) and the unseen cards (7) hold."""
    from muster.games.battlelore import cards

    deck = _small_deck()
    for within in range(1, 9):
        chance = cards.chance_in_next(deck, card, within, side, reveal)
        assert api.odds(chance.spec)[True] == _every_order(deck, card, within, side, reveal), \
            within
        assert chance.counted == min(within, 3)


def test_the_card_odds_of_the_small_deck_by_hand():
    from muster.games.battlelore import cards

    deck = _small_deck()
    # the English see their own "c" and "a": 5 unseen (a, b, a in the deck, b, d in the
    # French hand), two of them "a"; 2 draws: 1 - C(3,2)/C(5,2) = 1 - 3/10
    chance = cards.chance_in_next(deck, "A", 2, side="english")
    assert (chance.card, chance.unseen, chance.copies_unseen) == ("a", 5, 2)
    assert api.odds(chance.spec)[True] == Fraction(7, 10)
    # 9 draws count only the deck's 3: 1 - C(3,3)/C(5,3) = 9/10
    assert api.odds(cards.chance_in_next(deck, "a", 9, side="english").spec)[True] == \
        Fraction(9, 10)
    # revealed: "a" twice among the deck's 3 cards; "d" is not in it
    assert api.odds(cards.chance_in_next(deck, "a", 1, reveal=True).spec)[True] == \
        Fraction(2, 3)
    assert api.odds(cards.chance_in_next(deck, "d", 3, reveal=True).spec)[True] == 0


def test_a_section_card_orders_as_many_units_as_command_cards_in_hand(muster, deck):
    # L11/p.4: at Agincourt the English player, holding 6 cards, orders up to 6 units with it
    s = state(deck)
    card = s["hands"]["english"][0]
    out = bl(muster, "play", deck, "english", card, "--as-many-as-cards").json
    assert out["event"]["units"] == 6 and len(state(deck)["hands"]["english"]) == 5
    bl(muster, "end-turn", deck, "english")
    french = state(deck)["hands"]["french"]
    out = bl(muster, "play", deck, "french", french[0], "--as-many-as-cards").json
    assert out["event"]["units"] == 4  # the French hold 4, the card played among them
    text = muster("deploy-shuffle", "bl", "show", "--deck", str(deck)).out
    assert "turn 2, french" in text


def test_a_card_played_without_the_flag_says_nothing_of_units(muster, deck):
    card = state(deck)["hands"]["english"][0]
    out = bl(muster, "play", deck, "english", card).json
    assert "units" not in out["event"]


def test_the_count_follows_the_hand_the_deck_holds():
    from dataclasses import replace

    from muster.games.battlelore import cards

    deck = cards.new_deck("agincourt", cards.scenario("agincourt")[1], cards.numbered(24),
                          RandomSource(5))
    hand = deck.hand("english")
    smaller = replace(deck, hands=deck.with_hand("english", hand[:3]))
    after, event = cards.play(smaller, "english", hand[0], as_many_as_cards=True)
    assert event["units"] == 3 and after.hand("english") == hand[1:3]


# ------------------------------------------------------------------ the real cards


def test_a_card_drawn_at_the_table_leaves_the_rest_of_the_deck_in_its_order():
    cards, deck = _dealt(14)  # hands of 6 and 4, 4 cards face down
    played, _event = cards.play(deck, "english", deck.hand("english")[0])
    for name in deck.deck:
        ended, event = cards.end_turn(played, "english", RandomSource(1), name)
        assert (event["drawn"], event["entered"], event["reshuffled"]) == (name, True, False)
        assert ended.deck == tuple(c for c in deck.deck if c != name)
        assert ended.hand("english")[-1] == name
        assert cards.semantic_check(ended.to_state()) is None
    # without a name the stored top card is drawn: the same as naming it
    ended, event = cards.end_turn(played, "english", RandomSource(1))
    named, named_event = cards.end_turn(played, "english", RandomSource(1), deck.deck[0])
    assert ended == named and {**event, "entered": True} == named_event


def test_the_last_card_drawn_at_the_table_still_reshuffles_the_discards_at_random():
    cards, deck = _dealt(11)  # one card face down
    played, _event = cards.play(deck, "english", deck.hand("english")[0])
    ended, event = cards.end_turn(played, "english", RandomSource(1), deck.deck[0])
    assert event["reshuffled"] and ended.deck == played.discard and ended.discard == ()


def test_a_card_the_drawing_side_has_seen_or_none_is_refused_listing_what_it_has_not():
    cards, deck = _dealt(14)
    played, _event = cards.play(deck, "english", deck.hand("english")[0])
    unseen = sorted([*deck.deck, *deck.hand("french")], key=int)
    for name in (played.hand("english")[0], deck.hand("english")[0], "99", "x"):
        with pytest.raises(FieldError) as err:
            cards.end_turn(played, "english", RandomSource(1), name)
        assert err.value.field == "card"
        assert f"(the cards the drawing side has not seen: {', '.join(unseen)}" in str(err.value)
    # a card of the other hand: refused, nothing offered in its place
    with pytest.raises(FieldError) as err:
        cards.end_turn(played, "english", RandomSource(1), deck.hand("french")[0])
    assert "did you mean" not in str(err.value)


def test_hands_dealt_at_the_table_and_the_rest_in_the_shuffled_order():
    from muster.games.battlelore import cards

    key, data = cards.scenario("agincourt")
    dealt = ["14", "2", "9", "1", "13", "5", "3", "12", "8", "11"]  # english 6, french 4
    deck = cards.new_deck(key, data, cards.numbered(14), RandomSource(5), dealt)
    assert deck.hand("english") == tuple(dealt[:6]) and deck.hand("french") == tuple(dealt[6:])
    shuffled = cards.new_deck(key, data, cards.numbered(14), RandomSource(5))
    order = shuffled.hand("english") + shuffled.hand("french") + shuffled.deck
    assert deck.deck == tuple(c for c in order if c not in dealt)  # the same seed's order
    assert cards.semantic_check(deck.to_state()) is None


@pytest.mark.parametrize("dealt, needle", [
    (["1"] * 10, "no card '1' is left to draw"),  # one copy, dealt twice
    (["1", "2", "3", "4", "5", "6", "7", "8", "9", "15"], "no card '15' is left to draw"),
    (["1", "2"], "the hands take 10 cards, 6 for english first, then 4 for french; not 2"),
])
def test_hands_that_the_deck_cannot_deal_are_refused(dealt, needle):
    from muster.games.battlelore import cards

    key, data = cards.scenario("agincourt")
    with pytest.raises(FieldError) as err:
        cards.new_deck(key, data, cards.numbered(14), RandomSource(5), dealt)
    assert err.value.field == "card" and needle in str(err.value)


def test_a_deck_from_a_scenario_file(muster, tmp_path, monkeypatch):
    """--scenario takes a scenario file as well as a bundled adventure: its sides' hand
    sizes deal the hands, as the bundled adventure's do."""
    monkeypatch.chdir(tmp_path)
    bundled = ROOT / "cli" / "muster" / "games" / "battlelore" / "data" / "agincourt.toml"
    (tmp_path / "mine.toml").write_text(bundled.read_text(encoding="utf-8"), encoding="utf-8")
    runs = [muster("deploy-shuffle", "bl", "new", "--deck", deck, "--scenario", scenario,
                   "--size", "24", "--seed", "3", "--json")
            for deck, scenario in (("a.json", "mine.toml"), ("b.json", "agincourt"))]
    assert [run.code for run in runs] == [0, 0], runs[0].err
    from_file, from_name = (run.json for run in runs)
    assert from_file["event"]["hand_size"] == from_name["event"]["hand_size"] == \
        {"english": 6, "french": 4}
    assert from_file["state"]["scenario"] == "mine.toml"


def test_a_deck_from_a_scenario_file_knows_its_sides_by_their_names(muster, tmp_path,
                                                                    monkeypatch):
    """Each later command reads the deck's scenario file again for its sides' names: a side
    is taken by its scenario name, and Czech shows the scenario's Czech names, as for a deck
    of the bundled adventure."""
    monkeypatch.chdir(tmp_path)
    bundled = ROOT / "cli" / "muster" / "games" / "battlelore" / "data" / "agincourt.toml"
    (tmp_path / "mine.toml").write_text(bundled.read_text(encoding="utf-8"), encoding="utf-8")
    for deck, scenario in (("a.json", "mine.toml"), ("b.json", "agincourt")):
        assert muster("deploy-shuffle", "bl", "new", "--deck", deck, "--scenario", scenario,
                      "--size", "24", "--seed", "3").code == 0
    hands = [muster("deploy-shuffle", "bl", "show", "--deck", deck, "--side",
                    "English and Welsh", "--json") for deck in ("a.json", "b.json")]
    assert [run.code for run in hands] == [0, 0], hands[0].err
    assert hands[0].json["state"]["hands"] == hands[1].json["state"]["hands"]
    czech = muster("--lang", "cs", "deploy-shuffle", "bl", "show", "--deck", "a.json")
    assert czech.code == 0
    assert "karty v ruce: Angličané a Welšané 6, Francouzi 4" in czech.out
    assert "dobrodružství Agincourt" in czech.out
