"""Void in a battle: covering fire sends a target to ground (seed 003 L15), and a prone
fighter is harder to shoot and easier to hit in close combat until it moves or fights in
close combat (L47)."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, ok_json
from helpers import battle_unit_state as state

FIGHTERS = (("Woltek", "Gunner", "--rc", "14", "--cc", "10"),
            ("Woltek", "Karel", "--cc", "10", "--strength", "12"),
            ("Recon", "Jana", "--hp", "24", "--armour", "2", "--will", "8", "--cc", "9"),
            ("Recon", "Eva", "--hp", "24", "--armour", "2", "--will", "8", "--cc", "9"))
COVER = ("wound", "void", "attack", "--weapon", "block rifle", "--action", "covering-fire",
         "--attacker", "Gunner", "--target", "Jana", "--target", "Eva")


@pytest.fixture
def path(new):
    return new("void", *FIGHTERS)


def _shot(muster, target: str, *dice: str) -> dict:
    return ok_json(muster, "wound", "void", "attack", "--weapon", "block rifle",
                   "--attacker", "Gunner", "--target", target, "--dice", ",".join(dice))


def test_covering_fire_leaves_who_failed_its_will_prone(muster, path):
    # RC 14 - 4 = 10: the 5 hits; Jana's Will 15 > 8 fails, Eva's 3 resists
    r = ok_json(muster, *COVER, "--dice", "5,15,3")
    assert [t["prone"] for t in r["targets"]] == [True, False]
    assert "prone" in state(path, "Jana")["conditions"]
    assert "prone" not in state(path, "Eva")["conditions"]
    assert "prone" in muster("battle", "show").out
    # the shooter's luck counts who went prone: better than a hit that pins nobody
    assert r["battle"]["side"] == "Woltek" and 0.5 < r["battle"]["percentile"] < 1
    # L47: -4 RC against a prone target: the 12 that hits Eva (RC 14) misses Jana (10)
    assert _shot(muster, "Eva", "12", "1")["hit"] is True
    r = _shot(muster, "Jana", "12")
    assert r["hit"] is False and r["hit_target"] == 10
    # shooting from the ground does not get it up; an undo takes the prone back
    ok_json(muster, "battle", "undo")
    ok_json(muster, "battle", "undo")
    ok_json(muster, "battle", "undo")
    assert "prone" not in state(path, "Jana")["conditions"]


def test_a_prone_fighter_is_easier_to_hit_in_close_combat_until_it_fights(muster, path):
    ok_json(muster, *COVER, "--dice", "5,15,3")
    # +4 CC against a prone target: Karel's 13 over his CC 10 hits Jana (14) ...
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--attacker", "Karel",
                "--target", "Jana", "--dice", "13,1")
    assert r["hit"] is True and r["hit_target"] == 14
    # ... and misses Eva, who stands
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--attacker", "Karel",
                "--target", "Eva", "--dice", "13")
    assert r["hit"] is False
    # a close combat attack of her own gets Jana up: the same 13 now misses her
    ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--attacker", "Jana",
            "--target", "Karel", "--dice", "20")
    assert "prone" not in state(path, "Jana")["conditions"]
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--attacker", "Karel",
                "--target", "Jana", "--dice", "13")
    assert r["hit"] is False


def test_a_grab_at_a_prone_fighter_has_the_close_combat_bonus(muster, path):
    """L31 (a grab is a CC roll as usual), L47 (+4 CC against a prone target): Karel's 13
    over his CC 10 grabs the prone Jana (14), not Eva, who stands."""
    ok_json(muster, *COVER, "--dice", "5,15,3")
    grab = ("wound", "void", "grab", "--attacker", "Karel", "--dice", "13")
    r = ok_json(muster, *grab, "--target", "Jana")
    assert (r["hit_target"], r["grabbed"]) == (14, True)
    assert "grabbed" in state(path, "Jana")["conditions"]
    r = ok_json(muster, *grab, "--target", "Eva")
    assert (r["hit_target"], r["grabbed"]) == (10, False)


def test_a_volley_at_a_prone_and_a_standing_target_names_the_difference(muster, path):
    ok_json(muster, *COVER, "--dice", "5,15,3")
    assert_one_line_error(muster("wound", "void", "attack", "--weapon", "block rifle",
                                 "--action", "clearing-fire", "--attacker", "Gunner",
                                 "--target", "Jana", "--target", "Eva", "--dice", "5,1,1"),
                          "--situation", "Jana prone", "Eva -")
    # given, the situations win over the battle's, and the log says so
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "block rifle", "--action",
                "clearing-fire", "--attacker", "Gunner", "--target", "Jana", "--target", "Eva",
                "--situation", "moving", "--dice", "5,1,1")
    assert r["battle"]["overrides"][0]["option"] == "--situation"
    run = muster("wound", "void", "attack", "--weapon", "block rifle", "--action",
                 "clearing-fire", "--attacker", "Gunner", "--target", "Jana", "--target", "Eva",
                 "--situation", "moving", "--dice", "5,1,1")
    assert "--situation moving given: the battle's prone,- not used" in run.out
    # both prone: alike, so the volley is at -4 RC on top of clearing fire's -4
    ok_json(muster, "battle", "set", "Eva", "conditions=prone")
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "block rifle", "--action",
                "clearing-fire", "--attacker", "Gunner", "--target", "Jana", "--target", "Eva",
                "--dice", "7")
    assert r["hit"] == 0 and r["hit_target"] == 6


def test_a_situation_typed_joins_the_prone_state_the_battle_knows(muster, path):
    """L47, L51: the battle's prone and a situation typed count together (fog -2 RC, prone
    -4); cover, which excludes prone (L47), leaves the battle's prone out and says so; the
    prone target named again, in Czech, is the same one situation."""
    ok_json(muster, *COVER, "--dice", "5,15,3")  # Jana prone
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "block rifle", "--attacker",
                "Gunner", "--target", "Jana", "--situation", "fog", "--dice", "9")
    assert (r["hit_target"], r["hit"]) == (8, False)  # RC 14 - 2 - 4
    assert r["battle"]["overrides"] == []
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "block rifle", "--attacker",
                "Gunner", "--target", "Jana", "--situation", "zalehlý cíl", "--dice", "9,1")
    assert (r["hit_target"], r["hit"]) == (10, True) and r["battle"]["overrides"] == []
    cover = ("wound", "void", "attack", "--weapon", "block rifle", "--attacker", "Gunner",
             "--target", "Jana", "--situation", "cover", "--cover-armor", "2", "--dice", "9,1")
    r = ok_json(muster, *cover)
    assert r["hit_target"] == 14 and r["hit"] is True
    assert r["battle"]["overrides"] == [{"option": "--situation", "battle": ["prone"],
                                         "given": ["cover"]}]
    assert "--situation cover given: the battle's prone not used" in muster(*cover).out
    # a grab's CC roll (L31) takes the typed one with the prone too: 10 + 4 - 2 (mud)
    r = ok_json(muster, "wound", "void", "grab", "--attacker", "Karel", "--target", "Jana",
                "--situation", "mud", "--dice", "13")
    assert (r["hit_target"], r["grabbed"]) == (12, False)


def test_luck_sends_every_target_to_ground_and_a_move_gets_it_up(muster, path):
    # the shooter's Luck: every target must go prone, no Will roll (L15)
    r = ok_json(muster, *COVER, "--dice", "1")
    assert r["prone"] == 2
    assert all("prone" in state(path, n)["conditions"] for n in ("Jana", "Eva"))
    # moving (a climb) gets Jana up (L47)
    ok_json(muster, "wound", "void", "climb", "--attacker", "Jana", "--height", "4",
            "--strength", "10", "--dice", "5")
    assert "prone" not in state(path, "Jana")["conditions"]


def test_standing_up_with_a_plain_move_is_set_by_hand_as_prone_no(muster, path):
    """L47: a prone fighter lies until it moves or fights in close combat; a plain move is
    no command, so `battle set NAME prone=no` stands it up (its other conditions kept), and
    the next shot is at its full RC again: the 12 that missed it lying hits it standing."""
    ok_json(muster, *COVER, "--dice", "1")  # Luck: both go prone
    ok_json(muster, "battle", "set", "Jana", "hp=10", "conditions=pain,prone")
    assert _shot(muster, "Jana", "12")["hit"] is False  # RC 14 - 4 = 10
    shown = ok_json(muster, "battle", "set", "Jana", "prone=no")
    jana = next(u for s in shown["sides"] for u in s["units"] if u["name"] == "Jana")
    assert jana["state"]["conditions"] == ["pain"]
    assert _shot(muster, "Jana", "12", "1")["hit"] is True  # RC 14
    # the flag the other way, and in Czech words; a value that is not yes or no is refused
    ok_json(muster, "battle", "set", "Eva", "grabbed=ano")
    assert state(path, "Eva")["conditions"] == ["prone", "grabbed"]
    ok_json(muster, "battle", "set", "Eva", "prone=ne", "grabbed=no")
    assert state(path, "Eva")["conditions"] == []
    assert_one_line_error(muster("battle", "set", "Eva", "prone=maybe"), "prone",
                          "yes or no", "maybe")
    log = ok_json(muster, "battle", "log")
    assert log["entries"][-1]["detail"]["after"]["conditions"] == []


def test_covering_fire_s_targets_need_agree_only_on_what_it_reads(muster, new):
    """Covering fire wounds no one (seed 003 L15): its targets roll Will, so two targets of
    different Armor, Agility, CC and HP are alike for it (not refused as 'the targets
    differ'); a sweep at the same two still needs them alike. Targets of different Will
    each roll against their own (L15 "proti svému Will"), after the one RC roll: 9 is over
    Eva's Will 8 (prone), not over Ivo's 11 (not refused as differing)."""
    battle = new("void", ("Woltek", "Gunner", "--rc", "14"),
        ("Recon", "Jana", "--hp", "24", "--armour", "2", "--agility", "8", "--will", "8"),
        ("Recon", "Eva", "--hp", "30", "--armour", "7", "--agility", "5", "--will", "8",
         "--cc", "12"),
        ("Recon", "Ivo", "--will", "11"))
    r = ok_json(muster, *COVER, "--dice", "5,15,3")
    assert [t["prone"] for t in r["targets"]] == [True, False]
    # it wounds no one: their HP stay their own (it wrote the unread default 40 over them)
    assert (state(battle, "Jana")["hp"], state(battle, "Eva")["hp"]) == (24, 30)
    sweep = ("wound", "void", "attack", "--weapon", "laser rifle", "--mode", "automatic",
             "--action", "clearing-fire", "--attacker", "Gunner", "--target", "Jana",
             "--target", "Eva", "--dice", "5")
    assert_one_line_error(muster(*sweep), "the targets differ", "--target-armor Jana 2, Eva 7")
    r = ok_json(muster, "wound", "void", "attack", "--weapon", "block rifle", "--action",
                "covering-fire", "--attacker", "Gunner", "--target", "Eva", "--target", "Ivo",
                "--dice", "5,9,9")
    assert [(t["will"], t["will_roll"], t["prone"]) for t in r["targets"]] == \
        [(8, 9, True), (11, 9, False)]
    assert [u["name"] for u in r["battle"]["units"] if "prone" in u["after"]["conditions"]] \
        == ["Eva"]
