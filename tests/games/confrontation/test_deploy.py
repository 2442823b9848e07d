"""`muster deploy-shuffle confrontation`: the zone, deployment and tactical rolls and the
reference-card deck, step by step (seed 000 L411-479, L1275-1291; RULINGS 2-4, 12)."""

from __future__ import annotations

import json
import sys
from dataclasses import FrozenInstanceError
from fractions import Fraction
from pathlib import Path

import pytest

from helpers import assert_one_line_error, killed_mid_write, refused_unchanged, writers_at_once
from helpers import deck_state as state
from helpers import set_deck_state as set_state
from muster import api
from muster.errors import FieldError, MusterError
from muster.games.confrontation.rolloffs import DeploymentSpec

ROOT = Path(__file__).resolve().parents[3]
WORKED = ["--dis", "lions=4", "--dis", "acheron=3", "--card", "lions=Red Lioness,Paladin",
          "--card", "acheron=Zombies,Wolfen", "--dice", "5,2,5,6,2"]

# the deck fixture's deck: the worked example with three cards a side
# (examples/decks/lions-acheron.json), its pile in a known order: acheron draws first,
# reserve limits acheron 2, lions 1
pytestmark = pytest.mark.deck("lions-acheron.json", pile=[
    "Zombies", "Paladin", "Wolfen", "Skeletons", "Red Lioness", "Spearmen"])


def new(muster, path, *args, seed=1):
    run = muster("deploy-shuffle", "conf", "new", "--deck", str(path), *args, "--seed",
                 str(seed), "--json")
    assert run.code == 0, run.err
    return run.json


def cmd(muster, verb, path, *args):
    return muster("deploy-shuffle", "conf", verb, "--deck", str(path), *args, "--json")


# ------------------------------------------------------------------ the worked example


def test_worked_example_lions_choose_the_zone_acheron_draws_first(muster, tmp_path):
    deck = tmp_path / "game.json"
    out = new(muster, deck, *WORKED)
    zone = out["event"]["zone"]
    assert zone["winner"] == "lions"
    assert zone["rounds"] == [{"lions": 5, "acheron": 2}]
    roll = out["event"]["roll"]
    assert roll["roll"] == "deployment_roll"
    assert roll["rounds"][0]["lions"]["dice"] == [5] and roll["rounds"][0]["lions"]["total"] == 9
    assert roll["rounds"][0]["acheron"]["dice"] == [6, 2]
    assert roll["rounds"][0]["acheron"]["total"] == 11  # 6 + 2 + DIS 3
    assert roll["winner"] == "acheron"
    s = out["state"]
    assert s["first"] == s["turn"] == "acheron"
    assert s["reserve_limit"] == {"acheron": 2, "lions": 1}
    assert s["pile"] == 4 and "pile_order" not in s  # face down: a count only
    text = muster("deploy-shuffle", "conf", "show", "--deck", str(deck)).out
    assert "acheron won; lions chose the zone" in text
    for name in ("Red Lioness", "Paladin", "Zombies", "Wolfen"):
        assert name not in text  # show never reveals the face-down order
    revealed = cmd(muster, "show", deck, "--reveal").json["state"]["pile_order"]
    assert sorted(revealed) == ["Paladin", "Red Lioness", "Wolfen", "Zombies"]
    assert revealed == state(deck)["pile"]


def test_worked_example_plain_text(muster, tmp_path):
    run = muster("deploy-shuffle", "conf", "new", "--deck", str(tmp_path / "g.json"), *WORKED)
    assert run.code == 0, run.err
    assert "lions 5, acheron 2 - lions wins" in run.out
    assert "lions 5 + 4 = 9, acheron 6+2 + 3 = 11 - acheron wins" in run.out
    assert "\x1b[" not in run.out


def test_new_with_dice_uses_every_die_and_no_more(muster, tmp_path):
    assert_one_line_error(muster("deploy-shuffle", "conf", "new", "--deck",
                                 str(tmp_path / "a.json"), *WORKED, "--dice", "4"), "too many dice")
    short = WORKED[:-1] + ["5,2,5,6"]
    assert_one_line_error(muster("deploy-shuffle", "conf", "new", "--deck",
                                 str(tmp_path / "b.json"), *short), "too few dice")
    assert not (tmp_path / "a.json").exists() and not (tmp_path / "b.json").exists()


# ------------------------------------------------------------------ the rolls


def test_zone_tie_is_rolled_again(muster, tmp_path):
    out = new(muster, tmp_path / "g.json", *WORKED[:-1], "3,3,2,4,5,6,2")
    assert out["event"]["zone"]["rounds"] == [{"lions": 3, "acheron": 3},
                                              {"lions": 2, "acheron": 4}]
    assert out["event"]["zone"]["winner"] == "acheron"
    assert out["event"]["roll"]["winner"] == "acheron"  # 5 + 4 = 9 < 6 + 2 + 3 = 11


def test_deployment_tie_and_double_failure_are_rolled_again(muster, tmp_path):
    # lions 2 + 4 = 6, acheron 3 + 3 = 6: tie; then both roll a 1: tie (RULINGS 4);
    # then lions 6, 1: an automatic failure after a six; acheron 2 + 3 = 5 wins
    out = new(muster, tmp_path / "g.json", *WORKED[:-1], "5,2,2,3,1,1,6,1,2")
    rounds = out["event"]["roll"]["rounds"]
    assert [r["lions"]["total"] for r in rounds[:1]] == [6]
    assert rounds[1]["lions"]["automatic_failure"] and rounds[1]["acheron"]["automatic_failure"]
    assert rounds[2]["lions"]["dice"] == [6, 1] and rounds[2]["lions"]["automatic_failure"]
    assert out["event"]["roll"]["winner"] == "acheron"
    assert out["state"]["reserve_limit"] == {"lions": 1, "acheron": 2}
    assert out["state"]["sides"] == ["lions", "acheron"]


def test_new_with_odds_writes_nothing(muster, tmp_path):
    run = muster("deploy-shuffle", "conf", "new", "--deck", str(tmp_path / "g.json"), "--odds",
                 "--dis", "lions=4", "--dis", "acheron=3")
    assert run.code == 0
    assert "lions (DIS 4) wins: 61.44 %" in run.out
    assert not (tmp_path / "g.json").exists()


# ------------------------------------------------------------------ drawing



def test_own_card_placed_enemy_card_placed_by_its_owner(muster, deck):
    out = cmd(muster, "draw", deck).json
    assert out["event"] == {"drawn_by": "acheron", "card": "Zombies", "owner": "acheron",
                            "from": "pile", "result": "placed", "scout": False,
                            "played": []}
    assert out["state"]["turn"] == "lions"
    out = cmd(muster, "draw", deck).json  # lions draws Paladin, its own
    assert out["event"]["card"] == "Paladin" and out["event"]["result"] == "placed"
    out = cmd(muster, "draw", deck).json  # acheron draws Wolfen: its own
    out = cmd(muster, "draw", deck).json  # lions draws Skeletons: acheron places it at once
    assert out["event"]["drawn_by"] == "lions" and out["event"]["owner"] == "acheron"
    assert state(deck)["activated"][-1] == {"card": "Skeletons", "side": "acheron",
                                            "how": "drawn by the enemy"}
    assert out["revision"] == 5


def test_hold_own_card_as_a_reserve(muster, deck):
    out = cmd(muster, "draw", deck, "--hold").json
    assert out["event"]["result"] == "held"
    assert out["state"]["reserves"] == {"lions": [], "acheron": ["Zombies"]}


def test_hold_on_an_enemy_card_is_refused_and_the_file_is_unchanged(muster, deck):
    """The refusal says whose the top card is, never which card it is (it stays
    face down)."""
    cmd(muster, "draw", deck)  # acheron: Zombies; lions next, top is Paladin (lions')
    cmd(muster, "draw", deck)  # lions: Paladin; acheron next, top is Wolfen (acheron's)
    cmd(muster, "draw", deck)  # acheron: Wolfen; lions next, top is Skeletons (acheron's)
    before = deck.read_bytes()
    run = cmd(muster, "draw", deck, "--hold")
    refused_unchanged(run, deck, before, "the top card is acheron's card", "cannot be held")
    assert "Skeletons" not in run.err


def test_reserve_over_the_limit_is_refused(muster, deck):
    set_state(deck, pile=["Paladin", "Zombies", "Spearmen", "Wolfen", "Red Lioness",
                          "Skeletons"], turn="lions")
    cmd(muster, "draw", deck, "--hold")  # lions holds Paladin: 1 of 1
    cmd(muster, "draw", deck, "--hold")  # acheron holds Zombies: 1 of 2
    before = deck.read_bytes()
    refused_unchanged(cmd(muster, "draw", deck, "--hold"), deck, before,
                      "lions already holds 1 reserve card", "limit")
    assert cmd(muster, "draw", deck).code == 0  # placing it is fine
    assert cmd(muster, "draw", deck, "--hold").json["state"]["reserves"]["acheron"] == \
        ["Zombies", "Wolfen"]  # the winner may hold 2


def test_the_limit_refusal_names_the_commands_option_in_both_languages(muster, deck):
    """The rule names the field (hold); the command shows its option, in Czech too, with
    the Czech plural."""
    set_state(deck, pile=["Paladin", "Zombies", "Spearmen", "Wolfen", "Red Lioness",
                          "Skeletons"], turn="lions")
    cmd(muster, "draw", deck, "--hold")
    cmd(muster, "draw", deck, "--hold")
    assert_one_line_error(cmd(muster, "draw", deck, "--hold"), "without --hold (L431-434)")
    czech = muster("deploy-shuffle", "conf", "draw", "--deck", str(deck), "--hold", "--lang",
                   "cs")
    assert_one_line_error(czech, "lions už drží 1 rezervní kartu", "bez --hold (ř.\u00a0431–434)")


def test_a_setup_and_a_new_round_take_each_side_s_dis_as_a_number():
    """The library takes (side, DIS) as numbers; a DIS outside a characteristic's range
    (0 to 20, `muster.limits`) is a RangeError naming ``dis``."""
    from muster.errors import RangeError
    from muster.games.confrontation import deploy as d

    setup = d.Setup()
    setup.set_dis("lions", 4)
    setup.set_dis("Lions", 5)  # a side answers to any case, as typed first
    assert setup.dis == {"lions": 5} and setup.sides == ["lions"]
    with pytest.raises(RangeError) as err:
        setup.set_dis("acheron", 21)
    assert (err.value.field, err.value.value, err.value.high) == ("dis", 21, 20)
    state = {"finished": True, "sides": ["lions", "acheron"], "dis": {"lions": 4, "acheron": 3}}
    assert d.check_round(state, [("ACHERON", 2)]) == {"lions": 4, "acheron": 2}
    with pytest.raises(RangeError) as err:
        d.check_round(state, (("lions", -1),))
    assert err.value.field == "dis"


def test_deck_actions_are_pure():
    """draw, play and new_round return the new state and leave the one given as it was (the
    command's read-modify-write writes it)."""
    from muster.engine.dice import RandomSource
    from muster.games.confrontation import deploy as d

    setup = d.Setup()
    for side, cards in (("lions", ["Paladin", "Spearmen"]), ("acheron", ["Zombies"])):
        for card in cards:
            setup.add_card(side, card, False)
    setup.dis = {"lions": 4, "acheron": 3}
    rolls = api.roll(DeploymentSpec(("lions", "acheron"), (("lions", 4), ("acheron", 3))),
                     seed=1)
    start = d.new_state(setup, rolls, RandomSource(2))
    kept = json.dumps(start, sort_keys=True)
    held, event = d.draw(start, hold=start["pile"][0] in
                         [c for c, v in start["cards"].items() if v["side"] == start["turn"]])
    assert json.dumps(start, sort_keys=True) == kept
    assert len(held["pile"]) == len(start["pile"]) - 1 and event["card"] == start["pile"][0]
    while not held["finished"]:
        before = json.dumps(held, sort_keys=True)
        if held["must_place"]:
            after, _ = d.play(held, held["reserves"][held["must_place"]][:1])
        else:
            after, _ = d.draw(held)
        assert json.dumps(held, sort_keys=True) == before
        held = after
    before = json.dumps(held, sort_keys=True)
    nxt, event = d.new_round(held, rolls, RandomSource(3), ["Zombies"][:0], {"lions": 3,
                                                                           "acheron": 3})
    assert json.dumps(held, sort_keys=True) == before
    assert nxt["round"] == 1 and nxt["dis"] == {"lions": 3, "acheron": 3}
    assert event["cards"] == 3


def test_hold_over_the_limit_is_refused_without_naming_the_face_down_card(muster, deck):
    """A side at its limit asking to hold is refused for the limit, which does not depend
    on the card; the refusal must not turn the top card face up (naming the enemy card there
    would be a free look at the pile before playing reserves)."""
    set_state(deck, pile=["Paladin", "Zombies", "Wolfen", "Spearmen", "Red Lioness",
                          "Skeletons"], turn="lions")
    cmd(muster, "draw", deck, "--hold")  # lions holds Paladin: 1 of 1; acheron draws Zombies
    cmd(muster, "draw", deck)
    before = deck.read_bytes()  # lions on turn at its limit; the top card is acheron's Wolfen
    run = cmd(muster, "draw", deck, "--hold")
    refused_unchanged(run, deck, before, "lions already holds 1 reserve card", "limit")
    assert "Wolfen" not in run.err and "acheron's card" not in run.err


def test_at_the_limit_an_own_card_drawn_may_be_held_and_a_reserve_placed_instead(muster, deck):
    """L434-436, L439-440: reserves may be played at any time of their owner's turn,
    and only a card the opponent drew cannot be exchanged for a reserve card; so a side at its
    limit that draws its own card may keep it and place a reserve in its stead, in one turn.
    `draw --hold --play OLD` does that."""
    set_state(deck, pile=["Paladin", "Zombies", "Spearmen", "Wolfen", "Red Lioness",
                          "Skeletons"], turn="lions")
    cmd(muster, "draw", deck, "--hold")  # lions holds Paladin: 1 of 1
    cmd(muster, "draw", deck)            # acheron places Zombies
    out = cmd(muster, "draw", deck, "--hold", "--play", "paladin").json  # lions: Spearmen
    assert out["event"]["card"] == "Spearmen" and out["event"]["result"] == "held"
    assert out["event"]["played"] == ["Paladin"]
    assert out["state"]["reserves"]["lions"] == ["Spearmen"]
    assert {"card": "Paladin", "side": "lions", "how": "reserve"} in out["state"]["activated"]
    assert out["state"]["turn"] == "acheron"
    # acheron places Wolfen; lions at its limit again, the top card is acheron's Skeletons...
    cmd(muster, "draw", deck)
    set_state(deck, pile=["Skeletons", "Red Lioness"])
    before = deck.read_bytes()
    # ...which cannot be held, so nothing is exchanged
    refused_unchanged(cmd(muster, "draw", deck, "--hold", "--play", "Spearmen"), deck, before,
                      "cannot be held")
    # only the drawer's own reserves can be played with its draw
    refused_unchanged(cmd(muster, "draw", deck, "--play", "Zombies"), deck, before,
                      "not one of lions' reserve cards")
    # without --hold the reserve is simply played after the draw, in the same turn
    out = cmd(muster, "draw", deck, "--play", "Spearmen").json
    assert out["event"]["played"] == ["Spearmen"] and out["state"]["reserves"]["lions"] == []
    assert cmd(muster, "draw", deck).json["event"]["played"] == []


def test_wrong_side_drawing_is_refused(muster, deck):
    before = deck.read_bytes()
    refused_unchanged(cmd(muster, "draw", deck, "--side", "lions"), deck, before,
                      "acheron's turn")
    assert cmd(muster, "draw", deck, "--side", "ACHERON").code == 0


def test_reserves_are_played_on_their_owners_turn_only(muster, deck):
    cmd(muster, "draw", deck, "--hold")  # acheron holds Zombies; lions' turn
    before = deck.read_bytes()
    refused_unchanged(cmd(muster, "play", deck, "Zombies"), deck, before,
                      "lions' turn", "own turn")
    refused_unchanged(cmd(muster, "play", deck, "Paladin"), deck, before,
                      "not one of lions' reserve cards")
    refused_unchanged(cmd(muster, "play", deck, "Nobody"), deck, before, "unknown card 'Nobody'")
    cmd(muster, "draw", deck)  # lions: Paladin; acheron's turn
    out = cmd(muster, "play", deck, "zombies").json  # any case
    assert out["event"] == {"side": "acheron", "cards": ["Zombies"], "result": "placed",
                            "instead_of_draw": False}
    assert out["state"]["turn"] == "acheron"  # playing a reserve is not the turn's draw


def test_empty_pile_the_side_must_place_a_reserve(muster, tmp_path):
    path = tmp_path / "g.json"
    new(muster, path, *WORKED)
    set_state(path, pile=["Wolfen", "Paladin", "Zombies", "Red Lioness"])
    cmd(muster, "draw", path, "--hold")  # acheron holds Wolfen
    cmd(muster, "draw", path, "--hold")  # lions holds Paladin
    cmd(muster, "draw", path, "--hold")  # acheron holds Zombies (its 2nd)
    out = cmd(muster, "draw", path).json  # lions places Red Lioness; the pile is empty
    assert out["state"]["pile"] == 0
    assert out["state"]["must_place"] == "acheron" and out["state"]["turn"] == "acheron"
    before = path.read_bytes()
    refused_unchanged(cmd(muster, "draw", path), path, before, "no cards are left",
                      "acheron must place one of its reserve cards")
    out = cmd(muster, "play", path, "Wolfen").json
    assert out["event"]["instead_of_draw"] is True
    assert out["state"]["must_place"] == "lions"  # now lions must place Paladin
    out = cmd(muster, "play", path, "Paladin").json
    assert out["state"]["must_place"] == "acheron"  # lions has none: acheron again
    out = cmd(muster, "play", path, "Zombies").json
    assert out["state"]["finished"] is True and out["state"]["must_place"] is None
    assert [a["card"] for a in state(path)["activated"]] == \
        ["Red Lioness", "Wolfen", "Paladin", "Zombies"]
    before = path.read_bytes()
    refused_unchanged(cmd(muster, "draw", path), path, before, "deployment is over")


def test_scouts_are_dealt_after_the_main_pile(muster, tmp_path):
    path = tmp_path / "g.json"
    new(muster, path, *WORKED[:-2], "--card", "lions=Lion scout", "--scout", "lion scout",
        "--dice", "5,2,5,6,2")
    s = state(path)
    assert s["scouts"] == ["Lion scout"] and "Lion scout" not in s["pile"]
    shown = cmd(muster, "show", path, "--odds", "Lion scout", "--within", "4").json
    assert shown["odds"]["p"] == 0  # four cards in the main pile come first
    shown = cmd(muster, "show", path, "--odds", "Lion scout", "--within", "5").json
    assert shown["odds"]["fraction"] == "1/1"
    froms = [cmd(muster, "draw", path).json["event"]["from"] for _ in range(5)]
    assert froms == ["pile"] * 4 + ["scouts"]
    assert state(path)["finished"]


def test_show_odds_within_k_draws(muster, deck):
    out = cmd(muster, "show", deck, "--odds", "Wolfen", "--within", "2").json
    assert out["odds"]["fraction"] == "1/3"  # 2 of 6 face-down places
    assert out["revision"] == 1
    cmd(muster, "draw", deck)
    out = cmd(muster, "show", deck, "--odds", "Zombies").json
    assert out["odds"]["where"] == "drawn" and out["odds"]["p"] == 0
    out = cmd(muster, "show", deck, "--odds", "Wolfen", "--within", "9").json
    assert out["odds"]["fraction"] == "1/1"


# ------------------------------------------------------------------ movement phases


def _finish(muster, path):
    while not state(path)["finished"]:
        assert cmd(muster, "draw", path).code == 0


def test_round_refused_until_every_card_is_played(muster, deck):
    before = deck.read_bytes()
    refused_unchanged(cmd(muster, "round", deck, "--dice", "3,2"), deck, before,
                      "6 cards still to draw or play")


def test_round_removes_reshuffles_and_rolls_the_tactical_roll(muster, deck):
    _finish(muster, deck)
    out = cmd(muster, "round", deck, "--remove", "Zombies", "--dis", "acheron=2",
              "--dice", "3,3", "--seed", "3").json
    # lions 3 + DIS 4 = 7, acheron 3 + DIS 2 (its best figure fell) = 5
    roll = out["event"]["roll"]
    assert roll["roll"] == "tactical_roll"
    assert roll["rounds"][0]["lions"]["total"] == 7 and roll["rounds"][0]["acheron"]["total"] == 5
    assert roll["winner"] == "lions"
    s = state(deck)
    assert s["phase"] == "movement" and s["round"] == 1
    assert s["turn"] == s["first"] == "lions"
    assert s["reserve_limit"] == {"lions": 2, "acheron": 1}
    assert s["dis"]["acheron"] == 2
    assert sorted(s["pile"]) == ["Paladin", "Red Lioness", "Skeletons", "Spearmen", "Wolfen"]
    assert s["removed"] == ["Zombies"] and s["activated"] == []


def test_round_leftover_dice_refused(muster, deck):
    _finish(muster, deck)
    before = deck.read_bytes()
    refused_unchanged(cmd(muster, "round", deck, "--dice", "3,3,6,2"), deck, before,
                      "too many dice")


def test_enemy_card_in_a_movement_phase_is_activated_by_its_owner(muster, deck):
    _finish(muster, deck)
    cmd(muster, "round", deck, "--dice", "4,3")  # lions 8, acheron 6
    set_state(deck, pile=["Wolfen", "Paladin", "Zombies", "Red Lioness", "Skeletons",
                          "Spearmen"])
    before = deck.read_bytes()
    refused_unchanged(cmd(muster, "draw", deck, "--hold"), deck, before, "acheron's card")
    run = muster("deploy-shuffle", "conf", "draw", "--deck", str(deck))
    assert "acheron activates it at once (RULINGS 12)" in run.out
    assert state(deck)["activated"] == [{"card": "Wolfen", "side": "acheron",
                                         "how": "drawn by the enemy"}]


def test_round_removing_a_sides_last_card_is_refused(muster, tmp_path):
    path = tmp_path / "g.json"
    new(muster, path, *WORKED)
    _finish(muster, path)
    before = path.read_bytes()
    refused_unchanged(cmd(muster, "round", path, "--remove", "Zombies", "--remove", "Wolfen",
                          "--dice", "4,3"), path, before, "acheron would have no cards left")


def test_round_odds_read_the_deck_and_write_nothing(muster, deck):
    before = deck.read_bytes()
    out = cmd(muster, "round", deck, "--odds", "--dis", "lions=3").json
    assert out["tactical_roll"]["lions"]["p"] == pytest.approx(0.5)
    assert deck.read_bytes() == before


def test_undo_restores_the_previous_state(muster, deck):
    first = state(deck)
    cmd(muster, "draw", deck, "--hold")
    out = cmd(muster, "undo", deck).json
    assert out["revision"] == 3
    assert state(deck) == first
    log = json.loads(deck.read_text())["log"]
    assert [e["action"] for e in log] == ["new", "draw", "undo"]


# ------------------------------------------------------------------ the file


def test_stale_revision_is_refused(muster, deck):
    cmd(muster, "draw", deck)
    before = deck.read_bytes()
    refused_unchanged(cmd(muster, "draw", deck, "--revision", "1"), deck, before,
                      "revision 2, not 1")
    assert cmd(muster, "draw", deck, "--revision", "2").code == 0


@pytest.mark.parametrize("damage,needle", [
    (lambda d: "{not json", "json"),
    (lambda d: d.replace('"muster": "deck"', '"muster": "fortress"'), "not a muster deck file"),
    (lambda d: json.dumps({**json.loads(d), "state": {**json.loads(d)["state"],
                                                      "pile": ["Zombies", "Zombies"]}}),
     "two places"),
    (lambda d: json.dumps({**json.loads(d), "state": {**json.loads(d)["state"],
                                                      "phase": "melee"}}), "phase"),
    (lambda d: json.dumps({**json.loads(d), "state": {**json.loads(d)["state"],
                                                      "pile": []}}), "in no pile"),
    (lambda d: json.dumps({**json.loads(d), "game": "battlelore"}), "for battlelore"),
    (lambda d: json.dumps({**json.loads(d), "state": {**json.loads(d)["state"],
                                                      "finished": True}}), "marked finished"),
    (lambda d: json.dumps({**json.loads(d), "state": {**json.loads(d)["state"],
                                                      "must_place": "lions"}}), "must_place"),
])
def test_a_corrupted_deck_file_is_refused_untouched(muster, deck, damage, needle):
    deck.write_text(damage(deck.read_text()))
    before = deck.read_bytes()
    for verb, args in (("draw", ()), ("play", ("Zombies",)), ("show", ()), ("undo", ()),
                       ("round", ("--dice", "4,3"))):
        refused_unchanged(cmd(muster, verb, deck, *args), deck, before, needle)


def test_new_refuses_an_existing_file(muster, deck):
    before = deck.read_bytes()
    refused_unchanged(muster("deploy-shuffle", "conf", "new", "--deck", str(deck), *WORKED),
                      deck, before, "already exists")


@pytest.mark.parametrize("args,needle", [
    (["--dis", "lions=4", "--card", "lions=A"], "exactly two"),
    (["--dis", "lions=4", "--card", "lions=A", "--card", "acheron=B"], "no DIS for acheron"),
    (["--dis", "lions=x", "--dis", "b=3", "--card", "lions=A", "--card", "b=B"], "not 'lions=x'"),
    (["--dis", "a=4", "--dis", "b=3", "--card", "a=X", "--card", "b=x"], "both a and b"),
    (["--dis", "a=4", "--dis", "b=3", "--card", "a=X"], "b has no cards"),
    (["--dis", "a4"], "--dis takes SIDE=DIS"),
    (["--dis", "a=4", "--dis", "b=3", "--card", "a=X", "--card", "b=Y", "--scout", "Z"],
     "unknown card 'Z'"),
])
def test_bad_setups_are_one_line(muster, tmp_path, args, needle):
    path = tmp_path / "g.json"
    assert_one_line_error(muster("deploy-shuffle", "conf", "new", "--deck", str(path), *args),
                          needle)
    assert not path.exists()


def test_army_files_give_one_card_per_troop_type(muster, tmp_path):
    path = tmp_path / "g.json"
    out = new(muster, path, "--army", "lions=" + str(ROOT / "armies/confrontation/"
                                                    "legal-lions-300.yaml"),
              "--card", "acheron=Zombies", "--dis", "acheron=3", "--dice", "5,2,5,6,2")
    s = state(path)
    assert s["dis"]["lions"] == 4  # the Red Lioness's DIS, printed in the file
    lions = [c for c, v in s["cards"].items() if v["side"] == "lions"]
    assert "Red Lioness" in lions and "Paladin" in lions and "Alahan spearman" in lions
    # the sides roll in the order of --dis (acheron), then as first named (lions):
    # acheron 5 + 3 = 8, lions 6 + 2 + 4 = 12
    assert s["sides"] == ["acheron", "lions"]
    assert out["event"]["roll"]["rounds"][0]["lions"]["total"] == 12
    assert out["event"]["roll"]["winner"] == "lions"


# ------------------------------------------------------------------ two processes at once


# the locking itself is tested in tests/test_state.py; this is the deck end to end, under the
# harness every kept file's writers run under (a battle's, a state file's)
@pytest.mark.soak
def test_two_processes_drawing_from_one_deck_lose_nothing(muster, tmp_path):
    """Two terminals draw from one deck at once, twelve times each: every draw succeeds (none
    refused, none timed out on the lock) and lands, one revision each."""
    path = tmp_path / "big.json"
    lions = ",".join(f"L{i}" for i in range(12))
    acheron = ",".join(f"A{i}" for i in range(12))
    new(muster, path, "--dis", "lions=4", "--dis", "acheron=3", "--card", f"lions={lions}",
        "--card", f"acheron={acheron}", seed=9)
    writers_at_once([sys.executable, "-m", "muster", "deploy-shuffle", "conf", "draw", "--deck",
                     str(path), "--json"], workers=2, times=12)
    doc = json.loads(path.read_text())
    drawn = [a["card"] for a in doc["state"]["activated"]]
    assert sorted(drawn) == sorted(doc["state"]["cards"])  # every card drawn exactly once
    assert doc["revision"] == 25 and doc["state"]["finished"]
    assert [e["action"] for e in doc["log"]].count("draw") == 24


# ------------------------------------------------------------------ more forms


def test_times_counts_the_winners_and_writes_nothing(muster, tmp_path):
    run = muster("deploy-shuffle", "conf", "new", "--times", "2000", "--dis", "lions=4",
                 "--dis", "acheron=3", "--seed", "11", "--json")
    assert run.code == 0, run.err
    body = run.json
    assert body["times"] == 2000 and sum(o["count"] for o in body["outcomes"]) == 2000
    lions = sum(o["count"] for o in body["outcomes"] if o["value"]["roll"] == "lions") / 2000
    zone = sum(o["count"] for o in body["outcomes"] if o["value"]["zone"] == "lions") / 2000
    assert abs(lions - 0.6144) < 0.04 and abs(zone - 0.5) < 0.04  # the exact odds above
    assert list(tmp_path.iterdir()) == []
    assert_one_line_error(muster("deploy-shuffle", "conf", "new", "--times", "5", "--dice", "3",
                                 "--dis", "a=1", "--dis", "b=2"), "--times")


def test_round_times_reads_the_deck_and_leaves_it(muster, deck):
    before = deck.read_bytes()
    run = cmd(muster, "round", deck, "--times", "50", "--seed", "1")
    assert run.code == 0, run.err
    assert {o["value"] for o in run.json["outcomes"]} <= {"lions", "acheron"}
    assert deck.read_bytes() == before


def test_scouts_from_an_army_file(muster, tmp_path):
    army = tmp_path / "wolfen.yaml"
    army.write_text("game: confrontation\npeople: wolfen\nfigures:\n"
                    "  - {name: Wolfen hunter, points: 30, stats: {dis: 3}}\n"
                    "  - {name: Wolfen scout, points: 20, abilities: [Průzkumník]}\n"
                    "  - {name: Tracker, points: 20, abilities: [Scout]}\n", encoding="utf-8")
    path = tmp_path / "g.json"
    new(muster, path, "--army", f"wolfen={army}", "--card", "lions=Paladin", "--dis", "lions=4",
        "--dice", "5,2,5,6,2")
    s = state(path)
    assert sorted(s["scouts"]) == ["Tracker", "Wolfen scout"]
    assert sorted(s["pile"]) == ["Paladin", "Wolfen hunter"]
    assert s["dis"] == {"lions": 4, "wolfen": 3}


def test_a_draw_killed_before_its_rename_leaves_the_old_deck(muster, deck):
    """kill -9 between writing the new deck and the rename: the old file stays, valid, and
    the next command clears the temporary file and draws as if nothing happened."""
    drawn = []
    killed_mid_write([sys.executable, "-m", "muster", "deploy-shuffle", "conf", "draw", "--deck",
                      str(deck)], deck, then=lambda: drawn.append(cmd(muster, "draw", deck).json))
    assert drawn[0]["revision"] == 2 and drawn[0]["event"]["card"] == "Zombies"


def test_json_is_plain_text_for_every_deck_command(muster, deck, tmp_path):
    """No rich markup in JSON: it belongs to the terminal view only."""
    outs = [cmd(muster, "show", deck, "--reveal", "--odds", "Wolfen").out,
            cmd(muster, "draw", deck, "--hold").out]
    cmd(muster, "draw", deck)
    outs.append(cmd(muster, "play", deck, "Zombies").out)
    outs.append(cmd(muster, "undo", deck).out)
    outs.append(muster("deploy-shuffle", "conf", "new", "--odds", "--dis", "a=1", "--dis", "b=2",
                       "--json").out)
    bl = tmp_path / "bl.json"
    outs.append(muster("deploy-shuffle", "bl", "new", "--deck", str(bl), "--size", "20",
                       "--json").out)
    outs.append(muster("deploy-shuffle", "bl", "show", "--deck", str(bl), "--odds", "3",
                       "--side", "english", "--json").out)
    for out in outs:
        json.loads(out)
        assert "[bold" not in out and "[/]" not in out and "[dim" not in out


def test_the_example_decks_are_what_the_usage_page_says(muster, tmp_path):
    """examples/decks/lions-acheron.json is the usage page's first line with --seed 2."""
    path = tmp_path / "g.json"
    new(muster, path, "--dis", "lions=4", "--dis", "acheron=3", "--card",
        "lions=Red Lioness,Paladin,Spearmen", "--card", "acheron=Zombies,Wolfen,Skeletons",
        "--dice", "5,2,5,6,2", seed=2)
    shipped = json.loads((ROOT / "examples/decks/lions-acheron.json").read_text())
    assert state(path) == shipped["state"]
    assert shipped["state"]["pile"][0] == "Paladin" and shipped["state"]["turn"] == "acheron"
    reserve = json.loads((ROOT / "examples/decks/lions-acheron-reserve.json").read_text())
    assert reserve["state"]["reserves"]["acheron"] == ["Skeletons"]
    assert reserve["state"]["turn"] == "acheron"
    deployed = json.loads((ROOT / "examples/decks/lions-acheron-deployed.json").read_text())
    assert deployed["state"]["finished"] is True


@pytest.mark.parametrize("pile, scouts", [(1, 0), (5, 0), (6, 3), (2, 4)])
def test_the_chance_of_a_card_within_k_draws_by_hand(pile, scouts):
    # every order of a face-down pile equally likely: a card in the pile comes up within k
    # draws with k / pile (all of them at most); one in the scout pile, turned over after
    # the pile, with (k - pile) / scouts
    from muster import api
    from muster.games.confrontation.deploy import WithinSpec

    for k in range(1, pile + scouts + 3):
        assert api.odds(WithinSpec("pile", pile, scouts, k))[True] == \
            Fraction(min(k, pile), pile)
        if scouts:
            assert api.odds(WithinSpec("scouts", pile, scouts, k))[True] == \
                Fraction(max(0, min(k - pile, scouts)), scouts)
        assert api.odds(WithinSpec("drawn", pile, scouts, k))[True] == 0


def test_a_card_within_k_draws_rolled_is_a_frozen_record_of_its_coming_up():
    from muster.engine.draws import Drawn
    from muster.games.confrontation.deploy import WithinSpec

    # a card drawn or removed never comes up; the only card of a pile comes up on its draw;
    # a scout card waits for the pile's draws (3 here), then comes up on the first scout draw
    assert api.roll(WithinSpec("drawn", 3, 0, 5), seed=1) == Drawn(False)
    assert api.roll(WithinSpec("removed", 3, 0, 5), seed=1) == Drawn(False)
    assert api.roll(WithinSpec("pile", 1, 2, 1), seed=1) == Drawn(True)
    assert api.roll(WithinSpec("scouts", 3, 1, 3), seed=1) == Drawn(False)
    came = api.roll(WithinSpec("scouts", 3, 1, 4), seed=1)
    assert came.to_json() == {"drawn": True}
    with pytest.raises(FrozenInstanceError):
        came.drawn = False


# ------------------------------------------------------------------ the real cards


def test_a_card_the_table_turned_over_is_drawn_and_the_pile_keeps_its_order():
    from muster.games.confrontation import deploy

    before = state(ROOT / "examples" / "decks" / "lions-acheron.json")
    pile = list(before["pile"])
    for name in pile:  # any card of the pile, named in any case
        after, event = deploy.draw(before, card=name.upper())
        assert (event["card"], event["entered"]) == (name, True)
        assert after["pile"] == [c for c in pile if c != name]
        assert after["activated"][-1]["card"] == name
    assert before["pile"] == pile  # the state given is left as it is
    # without a name the stored top card is drawn: the same draw as naming it
    after, event = deploy.draw(before)
    named, named_event = deploy.draw(before, card=pile[0])
    assert after == named and {**event, "entered": True} == named_event


def test_a_card_turned_over_may_be_held_and_an_enemy_one_may_not():
    from muster.games.confrontation import deploy

    before = state(ROOT / "examples" / "decks" / "lions-acheron.json")  # acheron to draw
    after, event = deploy.draw(before, card="skeletons", hold=True)
    assert after["reserves"]["acheron"] == ["Skeletons"] and event["result"] == "held"
    with pytest.raises(MusterError, match="lions' card: an enemy card is placed at once"):
        deploy.draw(before, card="Spearmen", hold=True)


@pytest.mark.parametrize("name", ["Wolfn", "Lion scout", "", "Paladin "])
def test_a_card_not_left_to_draw_is_refused_on_its_field(name):
    from muster.games.confrontation import deploy

    before = state(ROOT / "examples" / "decks" / "lions-acheron.json")
    drawn, _event = deploy.draw(before, card="Paladin")
    if name == "Lion scout":  # a scout waits in its own pile until the main pile is drawn
        drawn["cards"]["Lion scout"] = {"side": "lions", "scout": True}
        drawn["scouts"] = ["Lion scout"]
    with pytest.raises(FieldError) as err:
        deploy.draw(drawn, card=name)
    assert err.value.field == "card"
    assert ("Lion scout is in the scout pile, drawn once the main pile is empty" if name ==
            "Lion scout" else "the cards to draw now: Red Lioness, Spearmen, Zombies, Wolfen, "
            "Skeletons") in str(err.value)
