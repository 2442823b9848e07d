"""`muster deploy-shuffle conf draw --card`, `bl end-turn --card` and `bl new --card`: a deck
of real cards, the card the table turned over named, kept in the deck file as every change
is (locked, logged, undone); and without `--card` the cards drawn at random as they always
were (deck_orders.json: the orders the random path gives for fixed seeds)."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from helpers import deck_state, ok_json, refused_unchanged

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "examples" / "decks"
ORDERS = json.loads((Path(__file__).parent / "deck_orders.json").read_text(encoding="utf-8"))
CONF_NEW = ["--dis", "lions=4", "--dis", "acheron=3", "--card",
            "lions=Red Lioness,Paladin,Spearmen", "--card", "acheron=Zombies,Wolfen,Skeletons",
            "--card", "lions=Lion scout", "--scout", "Lion scout"]


def copy(tmp_path, name: str) -> Path:
    path = tmp_path / name
    shutil.copy(DECKS / name, path)
    return path


def log(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["log"]


# ------------------------------------------------------------------ without --card


@pytest.mark.parametrize("seed", sorted(ORDERS["confrontation"]))
def test_confrontation_draws_at_random_the_cards_it_always_drew(muster, tmp_path, seed):
    path = str(tmp_path / "game.json")
    ok_json(muster, "deploy-shuffle", "conf", "new", "--deck", path, *CONF_NEW, "--seed", seed)
    steps: list[object] = [{k: deck_state(path)[k] for k in ("pile", "scouts")}]
    for _draw in range(7):
        steps.append(ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", path)
                     ["event"]["card"])
    ok_json(muster, "deploy-shuffle", "conf", "round", "--deck", path, "--remove", "Zombies",
            "--seed", seed)
    steps.append({k: deck_state(path)[k] for k in ("pile", "scouts")})
    for _draw in range(2):
        steps.append(ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", path)
                     ["event"]["card"])
    assert steps == ORDERS["confrontation"][seed]


@pytest.mark.parametrize("seed", sorted(ORDERS["battlelore"]))
def test_battlelore_deals_and_draws_at_random_the_cards_it_always_did(muster, tmp_path, seed):
    path = str(tmp_path / "deck.json")
    ok_json(muster, "deploy-shuffle", "bl", "new", "--deck", path, "--size", "13", "--seed", seed)
    steps = [{k: deck_state(path)[k] for k in ("deck", "hands")}]
    for _turn in range(6):  # two reshuffles
        now = deck_state(path)
        side = now["turn"]
        ok_json(muster, "deploy-shuffle", "bl", "play", side, now["hands"][side][0], "--deck", path)
        drawn = ok_json(muster, "deploy-shuffle", "bl", "end-turn", side, "--deck", path,
                        "--seed", seed)["event"]["drawn"]
        steps.append({"drawn": drawn, "deck": deck_state(path)["deck"]})
    assert steps == ORDERS["battlelore"][seed]


def test_a_draw_at_random_is_the_draw_of_the_stored_top_card_named(muster, tmp_path):
    plain, named = copy(tmp_path, "lions-acheron.json"), tmp_path / "named.json"
    shutil.copy(plain, named)
    top = deck_state(plain)["pile"][0]
    drawn = ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", str(plain))
    entered = ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", str(named),
                      "--card", top)
    assert {**drawn["event"], "entered": True} == entered["event"]
    assert deck_state(plain) == deck_state(named)


# ------------------------------------------------------------------ Confrontation


def test_the_card_named_is_drawn_and_the_odds_are_over_the_cards_left(muster, tmp_path):
    path = copy(tmp_path, "lions-acheron.json")
    pile = deck_state(path)["pile"]  # Paladin on top; Wolfen fifth
    odds = ok_json(muster, "deploy-shuffle", "conf", "show", "--deck", str(path), "--odds",
                   "Paladin")["odds"]
    assert odds["fraction"] == "1/6"
    out = ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", str(path), "--card",
                  "wolfen")
    assert out["event"] == {"drawn_by": "acheron", "card": "Wolfen", "owner": "acheron",
                            "from": "pile", "result": "placed", "scout": False, "played": [],
                            "entered": True}
    assert deck_state(path)["pile"] == [c for c in pile if c != "Wolfen"]
    assert log(path)[-1] == {"revision": 2, "action": "draw", "detail": out["event"]}
    for card, fraction in (("Paladin", "1/5"), ("Wolfen", "0/1")):
        odds = ok_json(muster, "deploy-shuffle", "conf", "show", "--deck", str(path), "--odds",
                       card)["odds"]
        assert Fraction(odds["fraction"]) == Fraction(fraction), card


def test_undo_takes_an_entered_draw_back(muster, tmp_path):
    path = copy(tmp_path, "lions-acheron.json")
    before = deck_state(path)
    ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", str(path), "--card", "Zombies")
    out = ok_json(muster, "deploy-shuffle", "conf", "undo", "--deck", str(path))
    assert out["event"]["undid"] == "draw" and deck_state(path) == before


@pytest.mark.parametrize("name, needle", [
    ("Wolfn", "Wolfen, Skeletons; did you mean 'Wolfen'?)"),  # misspelt
    ("Dragon", "--card: no card 'Dragon' is left to draw"),  # not in the deck
    ("Zombies", "(the cards to draw now: Red Lioness, Paladin, Spearmen, Wolfen, Skeletons)"),
])
def test_a_card_not_left_to_draw_is_refused_and_the_deck_left_as_it_was(muster, tmp_path, name,
                                                                       needle):
    path = copy(tmp_path, "lions-acheron.json")
    ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", str(path), "--card", "Zombies")
    before = path.read_bytes()  # Zombies already drawn
    refused_unchanged(muster("deploy-shuffle", "conf", "draw", "--deck", str(path), "--card",
                             name), path, before, "--card: no card", needle)


def test_the_refusal_in_czech(muster, tmp_path):
    path = copy(tmp_path, "lions-acheron.json")
    before = path.read_bytes()
    run = refused_unchanged(muster("--lang", "cs", "deploy-shuffle", "conf", "draw", "--deck",
                                   str(path), "--card", "Wolfn"), path, before)
    assert run.err.strip() == (
        "muster: chyba: --card: mezi kartami k líznutí není karta „Wolfn“ (teď lze líznout: "
        "Red Lioness, Paladin, Spearmen, Zombies, Wolfen, Skeletons; nemysleli jste „Wolfen“?)")


def test_a_scout_named_before_the_main_pile_ends_is_said_to_wait(muster, tmp_path):
    """Seed 000 L1275-1278: the scout pile is drawn once the main pile is empty; a scout
    turned over early is refused as waiting there, not as a card not left."""
    deck = tmp_path / "scouts.json"
    ok_json(muster, "deploy-shuffle", "conf", "new", "--deck", str(deck), *CONF_NEW, "--seed",
            "1")
    before = deck.read_bytes()
    run = refused_unchanged(muster("deploy-shuffle", "conf", "draw", "--deck", str(deck),
                                   "--card", "lion SCOUT"), deck, before)
    assert "Lion scout is in the scout pile, drawn once the main pile is empty" in run.err
    czech = refused_unchanged(muster("--lang", "cs", "deploy-shuffle", "conf", "draw",
                                     "--deck", str(deck), "--card", "Lion scout"), deck, before)
    assert "Lion scout je v hromádce průzkumníků" in czech.err


def test_an_enemy_card_turned_over_cannot_be_held(muster, tmp_path):
    """L437-441: the card the table turned over, not the deck's top card, is the enemy's."""
    path = copy(tmp_path, "lions-acheron.json")  # acheron is to draw
    before = path.read_bytes()
    run = refused_unchanged(muster("deploy-shuffle", "conf", "draw", "--deck", str(path),
                                   "--card", "Paladin", "--hold"), path, before)
    assert "the card turned over is lions' card" in run.err and "top card" not in run.err


# ------------------------------------------------------------------ BattleLore


def test_the_card_drawn_at_the_table_ends_the_turn(muster, tmp_path):
    path = copy(tmp_path, "agincourt-played.json")
    deck = deck_state(path)["deck"]
    out = ok_json(muster, "deploy-shuffle", "bl", "end-turn", "english", "--deck", str(path),
                  "--card", "012")  # a number by its value
    assert out["event"] == {"side": "english", "drawn": "12", "reshuffled": False,
                            "next": "french", "entered": True}
    after = deck_state(path)
    assert after["deck"] == [c for c in deck if c != "12"] and after["hands"]["english"][-1] == "12"
    assert log(path)[-1]["detail"] == out["event"]
    # the chance of 12 within 3 draws, over what nobody has seen: it is in a hand now
    odds = ok_json(muster, "deploy-shuffle", "bl", "show", "--deck", str(path), "--odds", "12",
                   "--within", "3", "--reveal")["odds"]
    assert odds["fraction"] == "0/1" and odds["unseen"] == 13
    ok_json(muster, "deploy-shuffle", "bl", "undo", "--deck", str(path))
    assert deck_state(path)["deck"] == deck


@pytest.mark.parametrize("name, needle", [
    ("20", "--card: no card '20' is left in the face-down deck"),  # in the English hand
    ("18", "not seen: 1, 2, 3, 4, 6, 8, 10, 11, 12, 14, 15, 16, 17, 18, 19, 21, 23, 24)"),
    ("Dragon", "--card: no card 'Dragon' is left in the face-down deck"),
])
def test_a_card_the_deck_does_not_hold_is_refused(muster, tmp_path, name, needle):
    path = copy(tmp_path, "agincourt-played.json")
    before = path.read_bytes()
    refused_unchanged(muster("deploy-shuffle", "bl", "end-turn", "english", "--deck", str(path),
                             "--card", name), path, before, needle)


def test_the_battlelore_refusal_in_czech(muster, tmp_path):
    path = copy(tmp_path, "agincourt-played.json")
    before = path.read_bytes()
    run = refused_unchanged(muster("--lang", "cs", "deploy-shuffle", "bl", "end-turn", "english",
                                   "--deck", str(path), "--card", "20"), path, before)
    assert run.err.strip().startswith(
        "muster: chyba: --card: v balíčku lícem dolů není karta „20“ (karty, které strana na "
        "tahu dosud neviděla: 1, 2, 3, 4, 6, ")


def test_the_hands_dealt_at_the_table(muster, tmp_path):
    path = tmp_path / "deck.json"
    dealt = ["20", "9", "22", "7", "13", "5", "18", "19", "8", "4"]
    cards = [a for name in dealt for a in ("--card", name)]
    out = ok_json(muster, "deploy-shuffle", "bl", "new", "--deck", str(path), "--size", "24",
                  *cards, "--seed", "3")
    assert out["event"]["entered"] is True
    now = deck_state(path)
    assert now["hands"] == {"english": dealt[:6], "french": dealt[6:]}
    assert sorted(now["deck"], key=int) == [str(n) for n in range(1, 25)
                                            if str(n) not in dealt]


@pytest.mark.parametrize("cards, needle", [
    (["1"] * 10, "--card: no card '1' is left to draw"),  # named twice: one copy
    (["1", "2", "3"], "--card: the hands take 10 cards, 6 for english first, then 4 for french; "
                      "not 3"),
])
def test_hands_the_deck_cannot_deal_are_refused_and_no_deck_written(muster, tmp_path, cards,
                                                                    needle):
    path = tmp_path / "deck.json"
    run = muster("deploy-shuffle", "bl", "new", "--deck", str(path), "--size", "12",
                 *[a for name in cards for a in ("--card", name)])
    assert run.code == 2 and needle in run.err and not path.exists()
    czech = muster("--lang", "cs", "deploy-shuffle", "bl", "new", "--deck", str(path), "--size",
                   "12", *[a for name in cards for a in ("--card", name)])
    assert czech.code == 2 and "--card: " in czech.err and not path.exists()
    assert ("do rukou se rozdá karet: 10 (nejdřív english: 6, pak french: 4), ne 3"
            in czech.err if len(cards) == 3 else "není karta „1“" in czech.err)


# ------------------------------------------------------------------ SIDE=VALUE, read by the verb


@pytest.mark.parametrize(("args", "english", "czech"), [
    (["--dis", "lions4"], "--dis takes SIDE=DIS (e.g. --dis lions=4), not 'lions4'",
     "--dis se zadává jako STRANA=DIS (např. --dis lions=4), ne „lions4“"),
    (["--dis", "lions=4", "--card", "=Paladin"],
     "--card takes SIDE=NAME[,NAME...] (e.g. --card lions=Paladin,Spearmen), not '=Paladin'",
     "--card se zadává jako STRANA=JMÉNO[,JMÉNO…] (např. --card lions=Paladin,Spearmen), "
     "ne „=Paladin“"),
    (["--army", "lions"], "--army takes SIDE=FILE (e.g. --army lions=lions.yaml), not 'lions'",
     "--army se zadává jako STRANA=SOUBOR (např. --army lions=lions.yaml), ne „lions“"),
    (["--dis", "lions=four", "--dis", "acheron=3"],
     "--dis takes SIDE=DIS (e.g. --dis lions=4), not 'lions=four'",
     "--dis se zadává jako STRANA=DIS (např. --dis lions=4), ne „lions=four“"),
    (["--dis", "lions=", "--dis", "acheron=3"],
     "--dis takes SIDE=DIS (e.g. --dis lions=4), not 'lions='",
     "--dis se zadává jako STRANA=DIS (např. --dis lions=4), ne „lions=“"),
])
def test_a_side_s_value_the_command_cannot_read_names_the_option(muster, tmp_path, args,
                                                                  english, czech):
    """`deploy-shuffle conf new` reads SIDE=VALUE itself and hands the rules (side, value)
    pairs; what it cannot read is its own one-line refusal, naming its option."""
    path = tmp_path / "g.json"
    for lang, said in (("en", f"muster: error: {english}\n"), ("cs", f"muster: chyba: {czech}\n")):
        run = muster("--lang", lang, "deploy-shuffle", "conf", "new", "--deck", str(path), *args)
        assert (run.code, run.out, run.err) == (2, "", said)
    assert not path.exists()


def test_a_new_round_s_dis_the_command_cannot_read_names_the_option(muster, tmp_path):
    deck = copy(tmp_path, "lions-acheron.json")
    before = deck.read_bytes()
    for lang, said in (("en", "muster: error: --dis takes SIDE=DIS (e.g. --dis lions=4), not "
                              "'lions=x'\n"),
                       ("cs", "muster: chyba: --dis se zadává jako STRANA=DIS (např. --dis "
                              "lions=4), ne „lions=x“\n")):
        run = muster("--lang", lang, "deploy-shuffle", "conf", "round", "--deck", str(deck),
                     "--dis", "lions=x")
        assert (run.code, run.err) == (2, said)
    assert deck.read_bytes() == before


# ------------------------------------------------------------------ cards that fold alike

SEVENS = ["--dis", "lions=4", "--dis", "acheron=3", "--card", "lions=7,Paladin", "--card",
          "acheron=07,Zombies", "--seed", "1"]


@pytest.mark.parametrize(("command", "named"), [(["draw", "--card"], "--card: "),
                                               (["show", "--odds"], "--odds: "), (["play"], "")])
def test_a_card_two_cards_answer_to_is_refused_naming_both(muster, tmp_path, command, named):
    """'7' and '07' are two cards: '007' is either by its value, so it is refused, never
    taken for the first of them; each as written is its own card. The refusal names the
    option the card was given by, as the refusal of a card no card answers to does."""
    path = tmp_path / "sevens.json"
    ok_json(muster, "deploy-shuffle", "conf", "new", "--deck", str(path), *SEVENS)
    before = path.read_bytes()
    run = refused_unchanged(muster("deploy-shuffle", "conf", *command, "007", "--deck",
                                   str(path)), path, before)
    assert run.err.strip() == (f"muster: error: {named}card '007' could be '7' or '07'; give "
                               "the name exactly as it is written")
    unknown = muster("deploy-shuffle", "conf", *command, "99", "--deck", str(path))
    assert unknown.err.startswith(f"muster: error: {named}"), unknown.err
    czech = refused_unchanged(muster("--lang", "cs", "deploy-shuffle", "conf", *command, "007",
                                     "--deck", str(path)), path, before)
    assert czech.err.strip() == (f"muster: chyba: {named}karta „007“ může být „7“ nebo „07“; "
                                 "zadejte název přesně tak, jak je napsán")


@pytest.mark.parametrize("name", ["7", "07"])
def test_a_card_named_as_written_is_that_card(muster, tmp_path, name):
    path = tmp_path / "sevens.json"
    ok_json(muster, "deploy-shuffle", "conf", "new", "--deck", str(path), *SEVENS)
    out = ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", str(path), "--card", name)
    assert out["event"]["card"] == name and name not in deck_state(path)["pile"]


def test_a_card_of_the_main_pile_is_not_taken_for_a_scout_that_folds_alike(muster, tmp_path):
    """L1275-1278: only a scout named waits for the main pile to end; the main pile's '7'
    is drawn though the scout '07' is 7 by its value too."""
    path = tmp_path / "scout.json"
    ok_json(muster, "deploy-shuffle", "conf", "new", "--deck", str(path), "--dis", "lions=4",
            "--dis", "acheron=3", "--card", "lions=7,Paladin", "--card", "acheron=Zombies",
            "--card", "lions=07", "--scout", "07", "--seed", "1")
    before = path.read_bytes()
    for name in ("07", "007"):  # the scout, and a name either card is
        run = refused_unchanged(muster("deploy-shuffle", "conf", "draw", "--deck", str(path),
                                       "--card", name), path, before)
        assert ("07 is in the scout pile" if name == "07" else "could be '7' or '07'") in run.err
    out = ok_json(muster, "deploy-shuffle", "conf", "draw", "--deck", str(path), "--card", "7")
    assert out["event"]["card"] == "7" and out["event"]["from"] == "pile"
