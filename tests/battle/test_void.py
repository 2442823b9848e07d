"""Void in a battle: every `wound void` move reads the fighters' HP and conditions and
writes them back, and what it leaves changes the next roll as the rulebook says (a volley's
targets each carry their damage, a fall's HP is the next attack's, a grab immobilises, L31
and L51)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import assert_one_line_error, ok_json, refused_unchanged
from helpers import battle_unit_state as state


@pytest.fixture
def void(muster, tmp_path, monkeypatch):
    """Karel (HP 30, CC 14, Strength 12) against Jana and Petr (HP 40, Armor 2, Agility 12,
    Strength 8, CC 9); MUSTER_BATTLE names the file."""
    monkeypatch.chdir(tmp_path)
    path = tmp_path / "void.json"
    assert muster("battle", "new", str(path), "--game", "void").code == 0
    monkeypatch.setenv("MUSTER_BATTLE", str(path))
    for side, name, *profile in (
            ("Woltek", "Karel", "--hp", "30", "--cc", "14", "--strength", "12"),
            ("Recon", "Jana", "--armour", "2", "--agility", "12", "--strength", "8",
             "--cc", "9"),
            ("Recon", "Petr", "--armour", "2", "--agility", "12", "--strength", "8",
             "--cc", "9")):
        run = muster("battle", "add", side, name, *profile)
        assert run.code == 0, run.err
    return path


SWEEP = ("wound", "void", "attack", "--weapon", "sword", "--action", "sweep",
         "--attacker", "Karel", "--target", "Jana", "--target", "Petr")


def test_a_sweeps_targets_each_carry_their_damage_into_the_next_volley(muster, void,
                                                                       monkeypatch):
    """One CC roll (3 <= 14 - 2 for a cutting sweep) hits both; each Armor roll above 2
    wounds for 15 + 10 (Strength 12, one-handed) = 25: 40 -> 15, past half (pain). The
    same volley again finds 15 HP each and kills both; without the battle it would leave
    them at 15 again."""
    first = ok_json(muster, *SWEEP, "--dice", "3,15,15")
    assert first["targets"] == first["targets"][:2] and first["damage"] == 50
    assert [u["role"] for u in first["battle"]["units"]] == ["target", "target 2",
                                                            "attacker"]
    for name in ("Jana", "Petr"):
        assert state(void, name) == {"hp": 15, "conditions": ["pain"]}
    second = ok_json(muster, *SWEEP, "--dice", "3,15,15")
    assert second["dead"] == 2
    for name in ("Jana", "Petr"):
        assert state(void, name) == {"hp": 0, "conditions": ["dead"]}
    with monkeypatch.context() as outside:
        outside.delenv("MUSTER_BATTLE")
        plain = ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--action",
                        "sweep", "--targets", "2", "--cc", "14", "--strength", "12",
                        "--target-armor", "2", "--dice", "3,15,15")
    assert plain["dead"] == 0 and [t["hp_left"] for t in plain["targets"]] == [15, 15]


def test_a_volleys_targets_must_be_alike_unless_the_options_say(muster, void):
    """Targets that differ in what the volley takes once are refused (one line, every
    difference named), nothing written; the option given settles it."""
    ok_json(muster, "battle", "add", "Recon", "Ogre", "--hp", "60", "--armour", "2",
            "--agility", "12", "--strength", "8", "--cc", "9")
    run = muster("wound", "void", "attack", "--weapon", "sword", "--action", "sweep",
                 "--attacker", "Karel", "--target", "Jana", "--target", "Ogre", "--dice",
                 "3,15,15")
    assert_one_line_error(run, "--target-hp Jana 40, Ogre 60", "--target-max-hp")
    assert state(void, "Ogre") == {"hp": 60, "conditions": []}
    given = ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--action",
                    "sweep", "--attacker", "Karel", "--target", "Jana", "--target", "Ogre",
                    "--target-hp", "40", "--target-max-hp", "40", "--dice", "3,15,15")
    assert {o["option"] for o in given["battle"]["overrides"]} == {"--target-hp",
                                                                  "--target-max-hp"}


def test_a_fall_takes_the_hp_the_battle_remembers(muster, void):
    """L21: DAM 10 per metre above the faller's size (2): 4 m cost 20 (40 -> 20), then 5 m
    cost 30 of the 20 left: dead."""
    assert ok_json(muster, "wound", "void", "fall", "--fall", "4", "--target",
                   "Jana")["hp_left"] == 20
    second = ok_json(muster, "wound", "void", "fall", "--fall", "5", "--target", "Jana")
    assert second["dead"] and state(void, "Jana") == {"hp": 0, "conditions": ["dead"]}


def test_a_fall_names_its_faller_as_the_target_never_as_an_attacker(muster, void):
    """A fall wounds the one who falls (L21): named with --attacker it would wound no one
    and still be logged, so it is refused and the battle is unchanged."""
    before = void.read_bytes()
    run = muster("wound", "void", "fall", "--fall", "4", "--attacker", "Karel")
    refused_unchanged(run, void, before, "a fall has no attacker: name the fighter that "
                      "falls as the target")
    cs = muster("--lang", "cs", "wound", "void", "fall", "--fall", "4", "--attacker", "Karel")
    assert "pád nemá útočníka: postavu, která padá, uveďte jako cíl" in cs.err


def test_a_grab_immobilises_until_the_grabbed_one_breaks_free(muster, void):
    """L31: a grab that hits immobilises the opponent; L51: an attack on an immobilised
    target needs only a control roll, so Karel's 19 (over his CC 14) hits Jana while she is
    held. Breaking free (her Strength 8: a 5) ends it: the same 19 misses again."""
    blow = ("wound", "void", "attack", "--weapon", "sword", "--attacker", "Karel",
            "--target", "Jana")
    assert not ok_json(muster, *blow, "--dice", "19")["hit"]
    grab = ok_json(muster, "wound", "void", "grab", "--attacker", "Karel", "--target",
                   "Jana", "--dice", "5")
    assert grab["grabbed"] and state(void, "Jana")["conditions"] == ["grabbed"]
    held = ok_json(muster, *blow, "--dice", "19,15")
    assert held["hit"] and held["hp_left"] == 15
    assert_one_line_error(muster("wound", "void", "grab", "--attacker", "Karel", "--target",
                                 "Jana"), "--target Jana", "grabbed already")
    free = ok_json(muster, "wound", "void", "break-free", "--attacker", "Karel", "--target",
                   "Jana", "--dice", "5")
    assert free["free"] and free["strength"] == 8 and free["grabber_strength"] == 12
    assert state(void, "Jana")["conditions"] == ["pain"]
    assert not ok_json(muster, *blow, "--dice", "19")["hit"]
    assert_one_line_error(muster("wound", "void", "break-free", "--attacker", "Karel",
                                 "--target", "Jana"), "--target Jana", "not grabbed")


def test_a_throw_needs_a_grab_and_its_landing_hurts_the_thrown(muster, void):
    """L43: only a grabbed opponent is thrown, by a thrower two size classes larger (the
    Ogre, size 4, against Petr's 2); Strength 12 throws 10 m, a fall of 10 m for a size 2
    body: DAM 80, and Petr's 40 HP are gone; he is no longer held."""
    ok_json(muster, "battle", "add", "Woltek", "Ogre", "--size", "4", "--strength", "12",
            "--cc", "12")
    throw = ("wound", "void", "throw-opponent", "--attacker", "Ogre", "--target", "Petr")
    assert_one_line_error(muster(*throw), "--target Petr", "not grabbed")
    ok_json(muster, "wound", "void", "grab", "--attacker", "Ogre", "--target", "Petr",
            "--dice", "5")
    thrown = ok_json(muster, *throw)
    assert thrown["distance_m"] == 10 and thrown["landing_damage"] == 80
    assert state(void, "Petr") == {"hp": 0, "conditions": ["dead"]}


def test_a_climbers_bad_luck_falls_on_the_hp_he_has(muster, void):
    """L21: Bad luck (20) on a climb is a fall from the height he is at: 6 m for size 2 is
    DAM 40. Karel, at 30 of 30, dies; after a fall of 3 m (10) he has 20 and the same
    climb leaves him dead all the same; a rappel's success moves him and costs nothing."""
    fell = ok_json(muster, "wound", "void", "climb", "--attacker", "Karel", "--height", "6",
                   "--dice", "20")
    assert fell["fell"] and fell["dead"] and state(void, "Karel")["hp"] == 0
    ok_json(muster, "battle", "undo")
    rappel = ok_json(muster, "wound", "void", "rappel", "--attacker", "Karel", "--height",
                     "30", "--dice", "4")
    assert rappel["success"] and rappel["value"] == 12
    assert state(void, "Karel") == {"hp": 30, "conditions": []}


def test_characters_from_an_army_file_bring_their_attributes_after_gear(muster, tmp_path,
                                                                         monkeypatch):
    """The BC110 pair: Karel's tactical HUD gives CC 11 and his armour, helmet and shield
    Armor 19 (the list rules' arithmetic). His 11 hits (CC 10 would miss); Jana's sword,
    hitting him, needs an Armor roll over 19: her 19 does not wound. Jana (Armor 0: no Armor
    roll, HP 40) takes 15 + 5 (Strength 10, one-handed) = 20."""
    monkeypatch.chdir(tmp_path)
    army = Path(__file__).resolve().parents[2] / "armies" / "void" / \
        "legal-bc110-recon-team.yaml"
    path = tmp_path / "pair.json"
    made = ok_json(muster, "battle", "new", str(path), "--game", "void", "--army", str(army))
    karel, jana = made["sides"][0]["units"]
    assert karel["profile"] == {"cc": 11, "rc": 11, "agility": 1, "strength": 10,
                                "durability": 10, "will": 10, "armor": 19}
    assert jana["state"] == {"hp": 40, "conditions": []}
    monkeypatch.setenv("MUSTER_BATTLE", str(path))
    blow = ("wound", "void", "attack", "--weapon", "sword")
    hit = ok_json(muster, *blow, "--attacker", karel["name"], "--target", jana["name"],
                  "--dice", "11")
    assert hit["hit"] and hit["damage"] == 20 and state(path, jana["name"])["hp"] == 20
    assert not ok_json(muster, *blow, "--attacker", karel["name"], "--target", jana["name"],
                       "--dice", "12")["hit"]
    back = ok_json(muster, *blow, "--attacker", jana["name"], "--target", karel["name"],
                   "--dice", "5,19")
    assert back["hit"] and back["wounds"] == 0 and state(path, karel["name"])["hp"] == 40


def test_initiative_takes_the_battles_fighters_and_what_holds_them(muster, void):
    """L27: every fighter rolls a d20; a grabbed one cannot move (-8). Jana, held, falls
    from 9 to 1 behind Petr's 5. In round 2 the battle gives the round-1 d20s again (the
    rulebook re-rolls nothing), so the order stands without a die typed."""
    ok_json(muster, "wound", "void", "grab", "--attacker", "Karel", "--target", "Jana",
            "--dice", "5")
    first = ok_json(muster, "deploy-shuffle", "void", "--dice", "12,9,5")
    assert [(f["name"], f["total"]) for f in first["order"]] == [("Karel", 12), ("Petr", 5),
                                                                ("Jana", 1)]
    ok_json(muster, "battle", "next", "--round")
    second = ok_json(muster, "deploy-shuffle", "void")
    assert second["round"] == 2 and second["seed"] is None
    assert [(f["name"], f["die"]) for f in second["order"]] == [("Karel", 12), ("Petr", 5),
                                                               ("Jana", 9)]


def test_a_stun_sits_out_its_minutes_as_rounds(muster, void):
    """L33: a stun lasts the minutes the Durability roll went over (13 against 10: three);
    L27: a round is a minute, and a stunned fighter takes no part (no initiative, no
    attack). An attack on him, unconscious, needs only a control roll (L51). Three new
    rounds later he is still out; the fourth wakes him."""
    stun = ok_json(muster, "wound", "void", "attack", "--weapon", "unarmed", "--special",
                   "stun", "--attacker", "Karel", "--target", "Petr", "--dice", "5,13")
    assert stun["stunned_minutes"] == 3
    assert state(void, "Petr") == {"hp": 40, "conditions": ["stunned"], "stunned_rounds": 3}
    order = ok_json(muster, "deploy-shuffle", "void", "--dice", "12,9")
    assert order["stunned"] == ["Petr"] and len(order["order"]) == 2
    assert_one_line_error(muster("wound", "void", "grab", "--attacker", "Petr", "--target",
                                 "Karel"), "--attacker Petr", "stunned")
    assert ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--attacker",
                   "Jana", "--target", "Petr", "--dice", "19,15")["hit"]
    for left in (2, 1, 0):
        ok_json(muster, "battle", "next", "--round")
        assert state(void, "Petr")["stunned_rounds"] == left
    ok_json(muster, "battle", "next", "--round")
    assert state(void, "Petr") == {"hp": 20, "conditions": []}  # 40 - (15 + 5): not past half


def test_a_stun_set_by_hand_wears_off_too(muster, void):
    """Every stun lasts the minutes a roll gives (L33); one set by hand with no rounds to sit
    out lasts to the end of its round (not for good), one with
    stunned_rounds=N sits out N new rounds first, as a blow's does."""
    ok_json(muster, "battle", "set", "Petr", "stunned=yes")
    assert state(void, "Petr") == {"hp": 40, "conditions": ["stunned"]}
    assert_one_line_error(muster("wound", "void", "grab", "--attacker", "Petr", "--target",
                                 "Karel"), "--attacker Petr", "stunned")
    ok_json(muster, "battle", "next", "--round")
    assert state(void, "Petr") == {"hp": 40, "conditions": []}
    ok_json(muster, "battle", "set", "Petr", "stunned=yes", "stunned_rounds=1")
    ok_json(muster, "battle", "next", "--round")
    assert state(void, "Petr") == {"hp": 40, "conditions": ["stunned"], "stunned_rounds": 0}
    ok_json(muster, "battle", "next", "--round")
    assert state(void, "Petr") == {"hp": 40, "conditions": []}


def test_dead_is_0_hp_and_0_hp_is_dead(muster, void):
    """A fighter dies when its HP fall to 0 (seed 003 L9): set by hand, dead at full HP or 0
    HP alive is refused (dead=yes at 40 HP among them), the two together are not."""
    before = void.read_bytes()
    refused_unchanged(muster("battle", "set", "Petr", "dead=yes"), void, before,
                      "dead with 40 HP left", "set hp=0 with it")
    refused_unchanged(muster("battle", "set", "Petr", "hp=0"), void, before,
                      "0 HP and not dead", "set dead=yes with it")
    czech = muster("--lang", "cs", "battle", "set", "Petr", "dead=yes")
    assert czech.code == 2 and "mrtev, a přitom má 40 HP" in czech.err, czech.err
    ok_json(muster, "battle", "set", "Petr", "hp=0", "dead=yes")
    assert state(void, "Petr") == {"hp": 0, "conditions": ["dead"]}


def test_hp_above_the_profile_s_are_refused(muster, void):
    """L25: HP are restored to their full value, no more: Petr's 41 of 40 is a state no
    roll makes, refused unchanged; his full 40 is taken."""
    before = void.read_bytes()
    refused_unchanged(muster("battle", "set", "Petr", "hp=41"), void, before,
                      "41 HP, above the fighter's own 40")
    czech = muster("--lang", "cs", "battle", "set", "Petr", "hp=41")
    assert czech.code == 2 and "41 HP je víc než 40" in czech.err, czech.err
    ok_json(muster, "battle", "set", "Petr", "hp=12")
    ok_json(muster, "battle", "set", "Petr", "hp=40")
    assert state(void, "Petr")["hp"] == 40


def test_fatigue_from_a_fast_journey_lowers_the_next_fight(muster, void):
    """L19: each started hour of fast travel is a Durability roll (10 by default); 12 and
    15 fail: two fatigue levels, -1 each to CC, Strength... and initiative. Karel's CC 14 is
    12 now: 13 misses, 12 hits; his Strength 12 - 2 = 10 gives a sword 15 + 5 = 20 (at 12,
    15 + 10). His initiative d20 of 10 counts 8."""
    trip = ok_json(muster, "wound", "void", "travel", "--pace", "fast", "--km", "25",
                   "--attacker", "Karel", "--dice", "12,15,3")
    assert trip["fatigue"] == 2 and state(void, "Karel")["fatigue"] == 2
    blow = ("wound", "void", "attack", "--weapon", "sword", "--attacker", "Karel",
            "--target", "Jana")
    assert not ok_json(muster, *blow, "--dice", "13")["hit"]
    hit = ok_json(muster, *blow, "--dice", "12,15")
    assert hit["hit"] and hit["damage"] == 20
    order = ok_json(muster, "deploy-shuffle", "void", "--dice", "10,11,9")
    assert [(f["name"], f["total"]) for f in order["order"]] == [("Jana", 11), ("Petr", 9),
                                                                ("Karel", 8)]


def test_a_grabber_letting_go_is_set_by_hand(muster, void):
    """L31: the grabber may let go at any time, with no roll: `battle set` takes the grab
    off (a list of conditions, or none), and the next blow is on a target free to move
    again (19 misses)."""
    ok_json(muster, "wound", "void", "grab", "--attacker", "Karel", "--target", "Jana",
            "--dice", "5")
    ok_json(muster, "battle", "set", "Jana", "conditions=none")
    assert state(void, "Jana")["conditions"] == []
    assert not ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--attacker",
                       "Karel", "--target", "Jana", "--dice", "19")["hit"]
    assert_one_line_error(muster("battle", "set", "Jana", "conditions=pain,sleepy"),
                          "conditions", "grabbed")


def test_a_climb_or_jump_is_the_fighter_s_own_roll(muster, void):
    """L21: the one who climbs, rappels or jumps rolls its own Strength or Agility against
    no one. Named as the attacker, Karel's Luck (1) on a climb at his Strength 12 counts
    for his own side (Woltek) in the battle's luck; named as a target (where it filled
    nothing: Strength 10, and counted as the enemy's roll) it is refused, in both languages."""
    before = void.read_bytes()
    for move in ("climb", "rappel", "jump"):
        refused_unchanged(muster("wound", "void", move, "--target", "Karel", "--height",
                                 "2", "--dice", "1"), void, before,
                          "--target Karel: this roll is the fighter's own, against no one")
    czech = muster("--lang", "cs", "wound", "void", "climb", "--target", "Karel", "--dice",
                   "1")
    assert czech.code == 2 and "tento hod je vlastní hod postavy" in czech.err, czech.err
    assert "bojovník" not in czech.err  # Void's word is postava
    climbed = ok_json(muster, "wound", "void", "climb", "--attacker", "Karel", "--dice", "1")
    assert (climbed["value"], climbed["success"]) == (12, True)
    stats = ok_json(muster, "battle", "stats")
    assert {s["side"]: s["rolls"] for s in stats["sides"]} == {"Woltek": 1, "Recon": 0}


def test_a_zero_given_to_battle_add_is_a_value_not_left_out(muster, void):
    """003 L9: at 0 HP a fighter is dead, so `battle add --hp 0` is refused as -3 is (the
    profile's HP is from 1), never dropped as if not given (which would add the fighter at
    40 HP).
    An Armor of 0 (none, RULINGS 26) is a value the profile takes, and is kept; a CC of 0
    is below the attributes' 1-19 (rules.toml), as `wound void` refuses it."""
    before = void.read_bytes()
    for hp in ("0", "-3"):
        refused_unchanged(muster("battle", "add", "Recon", "Zed", "--hp", hp), void, before,
                          f"--hp must be between 1 and 1000, not {hp}")
    refused_unchanged(muster("battle", "add", "Recon", "Zed", "--cc", "0"), void, before,
                      "--cc must be between 1 and 19, not 0")
    ok_json(muster, "battle", "add", "Recon", "Xan", "--armour", "0")
    data = json.loads(void.read_text(encoding="utf-8"))
    assert next(u["profile"] for s in data["state"]["sides"] for u in s["units"]
                if u["name"] == "Xan") == {"armor": 0}


def test_rounds_stunned_without_the_stun_are_refused(muster, void):
    """003 L33: a stunned fighter sits out the minutes (rounds) its stun lasts; rounds to
    sit out without the stun is a state no roll makes: `stunned_rounds=2` alone, or
    `stunned=no` leaving a blow's rounds, is refused, in both languages, the file unchanged;
    set together, or cleared together, it is taken."""
    before = void.read_bytes()
    refused_unchanged(muster("battle", "set", "Petr", "stunned_rounds=2"), void, before,
                      "rounds to sit out stunned, and not stunned (L33)")
    cs = muster("--lang", "cs", "battle", "set", "Petr", "stunned_rounds=2")
    assert cs.code == 2 and "a přitom není omráčen (ř.\u00a033)" in cs.err, cs.err
    ok_json(muster, "battle", "set", "Petr", "stunned=yes", "stunned_rounds=2")
    before = void.read_bytes()
    refused_unchanged(muster("battle", "set", "Petr", "stunned=no"), void, before,
                      "set stunned=yes with them, or stunned_rounds=0")
    ok_json(muster, "battle", "set", "Petr", "stunned=no", "stunned_rounds=0")
    assert "stunned" not in state(void, "Petr")["conditions"]


def test_stats_say_one_roll_in_the_singular(muster, void):
    """A break-free with Strength 12 against 8 (L31) rolls no die, so no percentile: one
    such roll is "1 roll", not "1 rolls", in Czech "1 hod". It is the held one's
    roll (Karel's, of Woltek), whoever is named as the grabber."""
    ok_json(muster, "battle", "set", "Karel", "grabbed=yes")
    ok_json(muster, "wound", "void", "break-free", "--attacker", "Jana", "--target", "Karel")
    assert "Woltek: 1 roll, its percentile not known\n" in muster("battle", "stats").out
    assert "Woltek: 1 hod, nelze u něj určit percentil\n" in muster(
        "--lang", "cs", "battle", "stats").out


def test_breaking_free_is_the_held_one_s_luck(muster, void):
    """L31: the one held rolls to break free (Jana's Strength 8 against Karel's 12: the
    roll is hers), so the luck is her side's: a 5 that frees her is lucky for Recon."""
    ok_json(muster, "battle", "set", "Jana", "grabbed=yes")
    r = ok_json(muster, "wound", "void", "break-free", "--attacker", "Karel", "--target",
                "Jana", "--dice", "5")
    assert r["free"] is True
    assert r["battle"]["side"] == "Recon" and r["battle"]["percentile"] > 0.5


def test_a_fighters_conditions_are_emptied_in_either_language(muster, void):
    """`battle set NAME conditions=none` empties the list; Czech types 'žádné' (the refusal
    says so in Czech, not the English 'none')."""
    ok_json(muster, "battle", "set", "Jana", "conditions=pain,prone")
    assert state(void, "Jana")["conditions"] == ["pain", "prone"]
    ok_json(muster, "battle", "set", "Jana", "conditions=žádné")
    assert state(void, "Jana")["conditions"] == []
    ok_json(muster, "battle", "set", "Jana", "conditions=prone")
    ok_json(muster, "battle", "set", "Jana", "conditions=none")
    assert state(void, "Jana")["conditions"] == []
    refused = muster("--lang", "cs", "battle", "set", "Jana", "conditions=spici")
    assert_one_line_error(refused, "(případně „žádné“ pro prázdný seznam), ne „spici“")
