"""A BattleLore battle's command deck (`battle attach --deck`): the deck commands find it
in the battle, every change to it is a revision of the battle, and `battle undo` takes it
back in the deck file too (seed 001 L11: one card played a turn, from the hand)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import assert_one_line_error, deck_state, example_deck, ok_json
from muster.errors import MusterError

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def fight(muster, tmp_path, monkeypatch):
    """Agincourt from its army file, the dealt deck of examples/ attached; MUSTER_BATTLE
    names the battle."""
    monkeypatch.chdir(tmp_path)
    example_deck(tmp_path, "agincourt.json")
    army = ROOT / "armies" / "battlelore" / "legal-agincourt.yaml"
    assert muster("battle", "new", "bl.json", "--game", "bl", "--army", str(army)).code == 0
    monkeypatch.setenv("MUSTER_BATTLE", "bl.json")
    ok_json(muster, "battle", "attach", "--deck", "deck.json")
    return tmp_path


def test_the_battles_deck_is_played_and_recorded_without_retyping_it(muster, fight):
    played = ok_json(muster, "deploy-shuffle", "bl", "play", "english", "9")
    assert played["deck"] == "deck.json" and played["battle"] == {"file": "bl.json",
                                                                  "revision": 3}
    assert 9 not in deck_state(fight / "deck.json")["hands"]["english"]
    entry = json.loads((fight / "bl.json").read_text())["log"][-1]
    assert entry["action"] == "attached"
    assert entry["detail"] == {"kind": "deck", "file": "deck.json", "revision": 2,
                               "action": "play", "event": played["event"]}
    log = muster("battle", "log").out
    assert "deck action: play in deck.json (its revision 2)" in log
    # one card a turn (L11): a second play is refused, and nothing is recorded
    assert_one_line_error(muster("deploy-shuffle", "bl", "play", "english", "20"))
    assert json.loads((fight / "bl.json").read_text())["revision"] == 3


def test_battle_undo_takes_the_cards_back_in_the_deck_in_order(muster, fight):
    """The end of the turn, then the play: the card is back in the English hand, and may
    be played again (it was refused while played)."""
    hand = deck_state(fight / "deck.json")["hands"]["english"]
    ok_json(muster, "deploy-shuffle", "bl", "play", "english", "9")
    ok_json(muster, "deploy-shuffle", "bl", "end-turn", "english", "--seed", "1")
    first = ok_json(muster, "battle", "undo")
    assert first["undid"]["action"] == "end-turn"
    assert deck_state(fight / "deck.json")["turn"] == "english"
    second = muster("battle", "undo")
    assert second.code == 0 and "and in deck.json: deck action: play taken back" in \
        second.out
    assert deck_state(fight / "deck.json")["hands"]["english"] == hand
    assert ok_json(muster, "deploy-shuffle", "bl", "play", "english", "9")["event"]
    assert_one_line_error(muster("battle", "redo"))  # redo would skip the deck: refused


def test_a_deck_changed_outside_the_battle_is_never_undone_from_it(muster, fight,
                                                                    monkeypatch):
    ok_json(muster, "deploy-shuffle", "bl", "play", "english", "9")
    with monkeypatch.context() as outside:
        outside.delenv("MUSTER_BATTLE")
        ok_json(muster, "deploy-shuffle", "bl", "end-turn", "english", "--deck", "deck.json",
                "--seed", "1")
    before = (fight / "deck.json").read_text(), (fight / "bl.json").read_text()
    assert_one_line_error(muster("battle", "undo"), "deck.json", "revision 3", "2")
    assert before == ((fight / "deck.json").read_text(), (fight / "bl.json").read_text())


def test_without_a_battle_the_deck_must_be_named(muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert_one_line_error(muster("deploy-shuffle", "bl", "show"), "--deck FILE",
                          "battle attach")


def test_a_confrontation_deck_is_undone_with_its_games_deck_check(muster, new, tmp_path):
    """`battle undo` of a deck change reads the deck with the check of its game's deck
    part (`Game.part(DECK)`): Confrontation's reference cards are taken back as its own
    `deploy-shuffle conf undo` would, and a card in two piles is refused by its rules."""
    from muster.battle import undo_deck

    battle = str(new("conf"))
    deck = example_deck(tmp_path, "lions-acheron.json")
    pile = deck_state(deck)["pile"]
    drawn = ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", str(deck))
    assert deck_state(deck)["pile"] != pile
    change = {"kind": "deck", "file": str(deck), "revision": drawn["revision"],
              "action": "draw"}
    undo_deck.undo(battle, change)
    assert deck_state(deck)["pile"] == pile

    twice = example_deck(tmp_path, "lions-acheron.json", "twice.json", scouts=[pile[0]])
    with pytest.raises(MusterError, match="two places"):
        undo_deck.undo(battle, {**change, "file": str(twice), "revision": 1})


def test_a_game_that_keeps_no_deck_has_no_deck_check(new, tmp_path):
    from muster.battle import undo_deck

    deck = example_deck(tmp_path, "lions-acheron.json")
    with pytest.raises(KeyError):
        undo_deck.undo(str(new("void")), {"kind": "deck", "file": str(deck),
                                          "revision": 1, "action": "draw"})
