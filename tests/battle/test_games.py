"""Each game's state carried from one command to the next changes the next roll's result
as its rules say (Warmaster, Mage Knight, Void, BattleLore; Confrontation is in
test_battle.py)."""

from __future__ import annotations

from pathlib import Path

from helpers import assert_one_line_error, ok_json
from helpers import battle_unit_state as state

ROOT = Path(__file__).resolve().parents[2]


def test_warmaster_stands_lost_cut_the_attacks_and_hits_carried_end_with_the_round(
        muster, new):
    path = new("wm", ("Empire", "Halberdiers", "--armour", "none", "--hits", "3",
                      "--attacks", "3"),
               ("Orcs", "Boyz", "--armour", "none", "--hits", "3", "--attacks", "3"))
    five = ok_json(muster, "wound", "wm", "--attacks", "5", "--to-hit", "4", "--target",
                   "Halberdiers", "--dice", "4,4,4,4,4")
    assert five["unsaved"] == 5
    assert state(path, "Halberdiers") == {"hits": 2, "stands_lost": 1}
    back = ok_json(muster, "wound", "wm", "--attacker", "Halberdiers", "--target", "Boyz",
                   "--to-hit", "4", "--dice", "1,1,1,1,1,1")
    assert back["attacks"] == 6  # 3 Attacks x 2 stands left
    one = ok_json(muster, "wound", "wm", "--attacks", "1", "--to-hit", "4", "--target",
                  "Halberdiers", "--dice", "4")
    assert one["unsaved"] == 1 and state(path, "Halberdiers") == {"hits": 0,
                                                                   "stands_lost": 2}
    ok_json(muster, "battle", "next", "--round")
    ok_json(muster, "wound", "wm", "--attacks", "2", "--to-hit", "4", "--target", "Boyz",
            "--dice", "4,4")
    ok_json(muster, "battle", "next", "--round")  # the end of the combat phase
    assert state(path, "Boyz") == {"hits": 0, "stands_lost": 0}
    ok_json(muster, "wound", "wm", "--attacks", "3", "--to-hit", "4", "--target",
            "Halberdiers", "--dice", "4,4,4")
    assert_one_line_error(muster("wound", "wm", "--attacks", "1", "--to-hit", "4",
                                 "--target", "Halberdiers"), "destroyed")


def test_mage_knight_the_dial_carried_reaches_the_skulls(muster, new):
    path = new("mk", ("Orcs", "Ub", "--attack", "10", "--damage", "2", "--defense", "16"),
               ("Elves", "Archer", "--defense", "15", "--skull-at", "4"))
    first = ok_json(muster, "wound", "mk", "--attacker", "Ub", "--target", "Archer",
                    "--dice", "3,3")
    assert first["targets"][0]["clicks_after"] == 2 and not first["targets"][0]["eliminated"]
    second = ok_json(muster, "wound", "mk", "--attacker", "Ub", "--target", "Archer",
                     "--dice", "3,3")
    assert second["targets"][0]["clicks_before"] == 2 and second["targets"][0]["eliminated"]
    assert state(path, "Archer") == {"clicks": 4, "eliminated": True}
    miss = ok_json(muster, "wound", "mk", "--attacker", "Ub", "--defense", "15",
                   "--dice", "1,1")
    assert miss["pushing"] == 1 and state(path, "Ub") == {"clicks": 1, "eliminated": False}


def test_mage_knight_each_action_reads_and_writes_the_dial_as_its_rule_says(muster, new):
    """heal (L17-18) turns the Archer's dial back from where the battle has it; a capture
    (L37) leaves it; eliminating one's own captive (L40) reads its defense alone (a captive
    is never wounded, L38: its clicks and skulls are no option of the action) and a hit
    eliminates it. Attack 10 + 3 + 3 = 16 hits defense 15; at -3, 4 + 4 + 7 = 15 too."""
    path = new("mk", ("Orcs", "Ub", "--attack", "10", "--damage", "3", "--defense", "16"),
               ("Elves", "Archer", "--defense", "15", "--skull-at", "6"))
    ok_json(muster, "wound", "mk", "--attacker", "Ub", "--target", "Archer", "--dice", "3,3")
    assert state(path, "Archer") == {"clicks": 3, "eliminated": False}
    healed = ok_json(muster, "wound", "mk", "heal", "--attacker", "Ub", "--target", "Archer",
                     "--damage", "2", "--dice", "3,3")
    assert healed["targets"][0]["healing"] == 2
    assert state(path, "Archer") == {"clicks": 1, "eliminated": False}
    ok_json(muster, "wound", "mk", "--capture", "--attacker", "Ub", "--target", "Archer",
            "--dice", "4,4")
    assert state(path, "Archer") == {"clicks": 1, "eliminated": False}
    out = ok_json(muster, "wound", "mk", "eliminate-captive", "--attacker", "Ub", "--target",
                  "Archer", "--dice", "4,4")
    assert out["mode"] == "eliminate-captive" and out["targets"][0]["eliminated"] is True
    assert state(path, "Archer") == {"clicks": 1, "eliminated": True}


def test_mage_knight_every_target_of_a_multi_target_attack_is_tracked(muster, new):
    """One roll against every target (ties hit): 3,3 + attack 10 = 16 hits defense 15 and
    16; --split 1,1 gives each one click. The second attack starts each dial where the first
    left it: the Archer (skulls at click 2) is eliminated, the Knight (no skulls known) at
    click 2; with one target tracked the Knight would start at 0 again."""
    path = new("mk", ("Orcs", "Ub", "--attack", "10", "--damage", "2"),
               ("Elves", "Archer", "--defense", "15", "--skull-at", "2"),
               ("Elves", "Knight", "--defense", "16"))
    both = ["wound", "mk", "--attacker", "Ub", "--target", "Archer", "--target", "Knight",
            "--split", "1,1", "--dice", "3,3"]
    # one --defense for two targets: named as the option typed, nothing written
    before = path.read_bytes()
    assert_one_line_error(muster(*both, "--defense", "20"), "--defense is given 1 time(s) "
                          "for 2 targets (Archer, Knight)")
    assert path.read_bytes() == before
    first = ok_json(muster, *both)
    assert [t["defense"] for t in first["targets"]] == [15, 16]
    assert [t["clicks_after"] for t in first["targets"]] == [1, 1]
    assert [u["role"] for u in first["battle"]["units"]] == ["target", "target 2", "attacker"]
    second = ok_json(muster, *both)
    assert [t["clicks_before"] for t in second["targets"]] == [1, 1]
    assert state(path, "Archer") == {"clicks": 2, "eliminated": True}
    assert state(path, "Knight") == {"clicks": 2, "eliminated": False}
    assert_one_line_error(muster(*both), "--target Archer", "eliminated")
    assert_one_line_error(muster("wound", "mk", "--target", "Knight", "--target-unit",
                                 "Knight", "--attack", "9", "--damage", "1"),
                          "--target-unit Knight", "twice")  # the option it was given by again


def test_void_hp_carried_kills_with_the_second_blow(muster, new):
    path = new("void", ("A", "Karel", "--cc", "14", "--strength", "10"),
               ("B", "Jana", "--hp", "30", "--armour", "2"))
    first = ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--attacker",
                    "Karel", "--target", "Jana", "--dice", "8,6")
    assert first["damage"] > 0 and state(path, "Jana")["hp"] == first["hp_left"] < 30
    second = ok_json(muster, "wound", "void", "attack", "--weapon", "sword", "--attacker",
                     "Karel", "--target", "Jana", "--dice", "8,6")
    assert second["dead"] and state(path, "Jana") == {"hp": 0, "conditions": ["dead"]}
    assert_one_line_error(muster("wound", "void", "attack", "--weapon", "sword",
                                 "--target", "Jana"), "--target Jana", "dead")


def test_battlelore_figures_carried_are_what_the_next_hits_find(muster, new, tmp_path):
    path = tmp_path / "bl.json"
    army = ROOT / "armies" / "battlelore" / "legal-agincourt.yaml"
    assert muster("battle", "new", str(path), "--game", "bl", "--army", str(army)).code == 0
    first = ok_json(muster, "wound", "bl", "--attacker-unit", "Archers (left)",
                    "--target-unit", "Heavy cavalry", "--hexes", "3", "--faces", "red,flag",
                    "--room", "0", "--battle-file", str(path))
    assert first["figures_left"] == 1
    second = ok_json(muster, "wound", "bl", "--attacker-unit", "Archers (left)",
                     "--target-unit", "Heavy cavalry", "--hexes", "3", "--faces", "red,red",
                     "--battle-file", str(path))
    assert second["figures_left"] == 0 and state(path, "Heavy cavalry") == {"figures": 0}
    assert state(path, "Heavy cavalry 2") == {"figures": 3}
    full = ok_json(muster, "wound", "bl", "-a", "green", "-w", "common-bow", "-t", "red",
                   "--target-type", "mounted", "--hexes", "3", "--faces", "red,red")
    assert full["figures_left"] == 1  # the same dice against a full unit


def test_mage_knight_the_attack_roll_alone_reads_defenses_and_pushes_the_attacker(muster,
                                                                                  new):
    """roll mk: 3 + 3 + attack 10 = 16 hits the Archer's defense 15 and not the Mage's 17
    (both from the battle), and turns no dial; a critical miss's pushing damage turns Ub's,
    and with the skulls at click 2 the next one, in wound mk, eliminates him."""
    path = new("mk", ("Orcs", "Ub", "--attack", "10", "--damage", "3", "--skull-at", "2"),
               ("Elves", "Archer", "--defense", "15"), ("Elves", "Mage", "--defense", "17"))
    both = ok_json(muster, "roll", "mk", "--attacker", "Ub", "--target", "Archer",
                   "--target", "Mage", "--dice", "3,3")
    assert both["hits"] == [True, False] and both["defenses"] == [15, 17]
    assert state(path, "Archer") == state(path, "Mage") == {"clicks": 0, "eliminated": False}
    miss = ok_json(muster, "roll", "mk", "--attacker", "Ub", "--target", "Archer", "--dice",
                   "1,1")
    assert miss["pushing"] == 1 and state(path, "Ub") == {"clicks": 1, "eliminated": False}
    ok_json(muster, "wound", "mk", "--attacker", "Ub", "--target", "Archer", "--dice", "1,1")
    assert state(path, "Ub") == {"clicks": 2, "eliminated": True}


def test_battlelore_the_dice_alone_read_the_units_colours_and_weapon(muster, tmp_path):
    """roll bl hits: the archers' common bow against the red knights: a red helmet hits, a
    sword on shield does not (a bow's bonus misses); the figures stay (no hit is applied)."""
    path = tmp_path / "bl.json"
    army = ROOT / "armies" / "battlelore" / "legal-agincourt.yaml"
    assert muster("battle", "new", str(path), "--game", "bl", "--army", str(army)).code == 0
    run = ok_json(muster, "roll", "bl", "2", "--attacker", "Archers (left)", "--target-unit",
                  "Heavy cavalry", "--dice", "red,bonus", "--battle-file", str(path))
    assert run["hits"] == 1 and run["target"] == "red" and run["weapon"] == "common-bow"
    assert state(path, "Heavy cavalry") == {"figures": 3}
    blue = ok_json(muster, "roll", "bl", "hits", "2", "--target", "blue", "--target-unit",
                   "Heavy cavalry", "--dice", "red,bonus", "--battle-file", str(path))
    assert blue["hits"] == 0
    assert blue["battle"]["overrides"] == [{"option": "--target", "battle": "red",
                                            "given": "blue"}]


def test_mage_knight_the_end_of_the_game_reads_the_battle(muster, tmp_path, monkeypatch):
    """deploy-shuffle mk score in a battle of two army files: each side a player, its
    build total its warriors' and items' points (300 and 199), and the points of the other
    side's warriors eliminated (Harka Orc 3: 36). Level on objectives, the most points
    eliminated wins (L223). With every warrior of one side eliminated, only the other has
    able warriors: it controls all the objectives and the game ends (L214, L217)."""
    monkeypatch.chdir(tmp_path)
    armies = ROOT / "armies" / "mageknight"
    ok_json(muster, "battle", "new", "mk.json", "--game", "mk", "--army",
            str(armies / "legal-orc-clans-300-exactly-at-limit.yaml"), "--army",
            str(armies / "legal-mixed-200-czech-names.yaml"))
    monkeypatch.setenv("MUSTER_BATTLE", "mk.json")
    orcs, mixed = "Ub-Khan's warband", "Tomášova smíšená armáda"

    def eliminate(name: str) -> None:
        ok_json(muster, "wound", "mk", "--attacker", "Ub-Khan", "--target", name,
                "--defense", "10", "--damage", "5", "--skull-at", "3", "--dice", "4,4")

    eliminate("Harka Orc 3")
    end = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", f"{orcs}=1",
                  "--player", f"{mixed}=1", "--time-up")
    rows = {p["name"]: (p["able"], p["eliminated_points"], p["built_points"])
            for p in end["players"]}
    assert rows == {orcs: (True, 36, 300), mixed: (True, 0, 199)}
    assert end["winner"] == orcs
    for name in ("Ub-Khan 2", "Master Archer"):
        eliminate(name)
    over = ok_json(muster, "deploy-shuffle", "mk", "score", "--player", f"{orcs}=1",
                   "--player", f"{mixed}=1", "--objectives", "3")
    assert over["game_ends"] and over["controls_all"] == orcs and over["winner"] == orcs
    assert {p["name"]: p["able"] for p in over["players"]} == {orcs: True, mixed: False}
