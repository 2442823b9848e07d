"""Confrontation and Warmaster in a battle: the state a battle keeps changes the next roll
as the rulebooks say (the stun, the strike back, Regeneration, the hits carried out of the
shooting phase, commands, breaches), and the command says where the battle's values came
from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import assert_one_line_error, ok_json
from helpers import battle_unit_state as state

ROOT = Path(__file__).resolve().parents[2]


CONF = (("Griffins", "Paladin", "--res", "7", "--str", "13", "--att", "4", "--def", "4"),
        ("Wolfen", "Hunter", "--res", "9", "--str", "10", "--att", "4", "--def", "3"))


def test_a_stunned_target_keeps_its_stun_and_the_damage_line_counts_it(muster, new):
    path = new("conf", *CONF)
    ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
            "--dice", "2,2")  # doubles 2-2: stunned
    assert state(path, "Paladin")["stunned"] is True
    # arms, 2 + 5 + 10 - 7 = 10: a light wound, on a figure stunned this round: -1 and -1
    r = ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                "--dice", "2,5")
    assert (r["state"], r["stunned"], r["penalty"]) == ("light", True, -2)
    assert r["battle"]["overrides"] == []
    assert state(path, "Paladin") == {"wound": "light", "kills": 0, "stunned": True}
    run = muster("wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                 "--dice", "1,1")
    assert "still light wound and stunned" in run.out and "die penalty -2" in run.out
    ok_json(muster, "battle", "next", "--round")  # the stun ends with the round
    r = ok_json(muster, "wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                "--dice", "1,1")
    assert (r["stunned"], r["penalty"]) == (False, -1)


WM = (("Empire", "Halberdiers", "--armour", "none", "--hits", "3", "--attacks", "3"),
      ("Orcs", "Boyz", "--armour", "none", "--hits", "3", "--attacks", "3"),
      ("Orcs", "Wolves", "--armour", "none", "--hits", "3", "--attacks", "2"))


def test_shooting_hits_carry_into_the_combat_only_for_an_engaged_unit(muster, new):
    # seed 002 L17-19, L40-43: engaged units carry the shooting phase's hits into the first
    # combat round; the others' hits short of a stand are discarded with the phase
    path = new("wm", *WM)
    shown = ok_json(muster, "battle", "set", "Boyz", "engaged=yes")
    assert shown["action"] == "set"
    assert state(path, "Boyz") == {"hits": 0, "stands_lost": 0, "engaged": True}
    ok_json(muster, "battle", "next")  # the shooting phase
    for unit in ("Boyz", "Wolves"):  # Gotcha!: two hits on each
        ok_json(muster, "wound", "wm", "--attacks", "2", "--to-hit", "4", "--target", unit,
                "--dice", "4,4")
        assert state(path, unit)["hits"] == 2
    ok_json(muster, "battle", "next")  # the combat phase
    assert state(path, "Boyz") == {"hits": 2, "stands_lost": 0, "engaged": True}
    assert state(path, "Wolves") == {"hits": 0, "stands_lost": 0}
    # the carried two and one more hit make a stand: the Boyz fight back with 2 stands
    ok_json(muster, "wound", "wm", "--attacker", "Halberdiers", "--target", "Boyz",
            "--to-hit", "4", "--dice", "4,1,1,1,1,1,1,1,1")
    assert state(path, "Boyz") == {"hits": 0, "stands_lost": 1, "engaged": True}
    back = ok_json(muster, "wound", "wm", "--attacker", "Boyz", "--target", "Halberdiers",
                   "--to-hit", "4", "--dice", "1,1,1,1,1,1")
    assert back["attacks"] == 6
    # the same hit on the Wolves, whose shooting hits were discarded, takes no stand
    ok_json(muster, "wound", "wm", "--attacks", "1", "--target", "Wolves", "--to-hit", "4",
            "--dice", "4")
    assert state(path, "Wolves") == {"hits": 1, "stands_lost": 0}
    ok_json(muster, "battle", "next")  # the end of the turn: engagements end too
    assert state(path, "Boyz") == {"hits": 0, "stands_lost": 1}
    ok_json(muster, "battle", "undo")
    assert state(path, "Boyz")["engaged"] is True


def test_a_unit_attacks_enemy_units_only_and_a_friendly_target_is_refused(muster, new):
    """Shooting and combat are at enemy units (seed 002: every attack it names is on an
    enemy unit, L4, L59-61, L95, L135-140; only Gotcha! strikes friends too, L12-15): with
    --attacker, a target of the attacker's own side is refused before any die, and nothing
    is written. Gotcha! on a friend is rolled without --attacker (the spell's attacks are
    not the Shaman's Attacks) and taken as any hits."""
    path = new("wm", *WM)
    run = muster("wound", "wm", "--attacker", "Boyz", "--target", "Wolves", "--to-hit", "4",
                 "--dice", "4,4,4,4,4,4,4,4,4")
    assert_one_line_error(run, "--target Wolves is a unit of Orcs, the side of Boyz: this "
                               "roll is against enemy units")
    assert state(path, "Wolves") == {"hits": 0, "stands_lost": 0}
    # the same attack on the enemy is rolled, the Boyz' 3 stands x 3 Attacks from the battle
    r = ok_json(muster, "wound", "wm", "--attacker", "Boyz", "--target", "Halberdiers",
                "--to-hit", "4", "--dice", "4,4,4,1,1,1,1,1,1")
    assert (r["attacks"], r["unsaved"]) == (9, 3)
    assert state(path, "Halberdiers") == {"hits": 0, "stands_lost": 1}
    # Gotcha! on a friendly unit: no attacker named, the hits are the Wolves' as any hits
    ok_json(muster, "wound", "wm", "--attacks", "3", "--to-hit", "4", "--target", "Wolves",
            "--dice", "4,4,1")
    assert state(path, "Wolves") == {"hits": 2, "stands_lost": 0}


def test_battle_set_refuses_a_bad_key_or_value_and_writes_nothing(muster, new):
    path = new("wm", *WM)
    before = path.read_bytes()
    for args, needle in ((("Boys", "engaged=yes"), "did you mean 'Boyz'"),
                         (("Boyz", "engagd=yes"), "did you mean 'engaged'"),
                         (("Boyz", "engaged=maybe"), "engaged is yes or no"),
                         (("Boyz", "hits=-1"), "hits is a whole number from 0"),
                         (("Boyz", "engaged"), "KEY=VALUE")):
        run = muster("battle", "set", *args)
        assert_one_line_error(run, needle)
        assert path.read_bytes() == before
    conf = new("conf", *CONF)
    ok_json(muster, "battle", "set", "Paladin", "wound=serious", "stunned=ano")
    assert state(conf, "Paladin") == {"wound": "serious", "kills": 0, "stunned": True}
    assert_one_line_error(muster("battle", "set", "Paladin", "wound=grazed"),
                          "wound: unknown value 'grazed' (allowed: none, light, serious, "
                          "critical, killed)")


def test_a_melee_hit_on_a_stunned_defender_shows_the_stun_in_its_damage_line(muster):
    # the wave's own damage roll line, not only its summary, counts the stun (L1564-1567)
    run = muster("wound", "conf", "melee", "--att", "4", "--attack-at", "7", "--def", "3",
                 "--parries", "1", "--stunned", "--str", "10", "--res", "7",
                 "--dice", "5,4,3,3")
    assert run.code == 0, run.err
    line = next(x for x in run.out.splitlines() if "Figure:" in x)
    assert "now light wound and stunned" in line and "die penalty -2" in line


EXCHANGE = ("wound", "conf", "exchange", "--attacker", "Paladin", "--target", "Hunter",
            "--attack-at", "7", "--parries", "1", "--back-at", "6", "--back-parries", "1")


def test_an_exchange_reads_both_figures_and_writes_both_back(muster, new):
    path = new("conf", *CONF)
    # the Paladin's 5 hits at 7 (ATT 4 + 5), the Hunter's 4 parries (DEF 3 + 4); the strike
    # back's 3 hits at 6 (the Hunter's ATT 4 + 3), the Paladin's 2 parries (DEF 4 + 2 = 6)
    r = ok_json(muster, *EXCHANGE, "--dice", "5,4,3,2")
    assert r["attacker"]["parried"] == 1 and r["attacker"]["wounds"] == 0
    assert r["battle"]["overrides"] == []
    ok_json(muster, "battle", "undo")
    # stunned, the Paladin's defence die is at -1: 4 + 2 - 1 = 5 fails, a damage roll
    # at the Hunter's STR 10 against the Paladin's RES 7 follows: 3 + 6 + 3 = 12, critical
    ok_json(muster, "battle", "set", "Paladin", "stunned=yes")
    r = ok_json(muster, *EXCHANGE, "--dice", "5,4,3,2,3,6")
    assert (r["attacker"]["wounds"], r["attacker"]["state"]) == (1, "critical")
    assert r["attacker"]["penalty"] == -4  # critical -3, stunned -1
    assert state(path, "Paladin") == {"wound": "critical", "kills": 0, "stunned": True}
    assert state(path, "Hunter") == {"wound": "none", "kills": 0, "stunned": False}
    # critically wounded, the Paladin's 5 no longer hits at 7: 4 + 5 - 4 = 5
    r = ok_json(muster, *EXCHANGE, "--dice", "5,1")
    assert r["defender"]["hits"] == 0
    # a figure given by hand wins, and the log says so
    r = ok_json(muster, *EXCHANGE, "--back-res", "9", "--dice", "6,1,1")
    assert r["battle"]["overrides"] == [{"option": "--back-res", "battle": 7, "given": 9}]


def test_an_exchange_against_a_killed_figure_or_from_a_big_creature_is_refused(muster, new):
    new("conf", *CONF, ("Wolfen", "Troll", "--res", "10", "--str", "12", "--att", "4",
                        "--def", "2", "--toughness", "enormous"))
    assert_one_line_error(muster("wound", "conf", "exchange", "--attacker", "Troll",
                                 "--target", "Paladin", "--attack-at", "7", "--back-at", "6",
                                 "--dice", "1,1"), "--attacker Troll", "strike back")
    ok_json(muster, "battle", "set", "Hunter", "wound=killed")
    assert_one_line_error(muster(*EXCHANGE, "--dice", "1,1"), "--target Hunter",
                          "killed")


def test_regeneration_heals_the_kept_wound_once_a_round(muster, new):
    # L1257-1263: at the end of each round a d6 >= X heals one level, again while it
    # succeeds; stunned is not a wound and stays
    path = new("conf", *CONF, ("Wolfen", "Troll", "--res", "10", "--str", "12",
                               "--regeneration", "5"))
    assert_one_line_error(muster("roll", "conf", "regeneration", "--target", "Troll",
                                 "--dice", "5"), "Regeneration works on a wound")
    # a wound the battle missed, given by hand, wins: 4 >= 5 fails, light stays
    state_before = state(path, "Troll")
    r = ok_json(muster, "roll", "conf", "regeneration", "--target", "Troll", "--current",
                "light", "--dice", "4")
    assert (r["before"], r["after"]) == ("light", "light")
    assert r["battle"]["overrides"] == [{"option": "--current", "battle": "none",
                                         "given": "light"}]
    assert state(path, "Troll")["regenerated"] is True
    ok_json(muster, "battle", "undo")
    assert state(path, "Troll") == state_before
    ok_json(muster, "wound", "conf", "--attacker", "Paladin", "--target", "Troll",
            "--dice", "3,6")  # torso, 9 + 13 - 10 = 12: critical
    ok_json(muster, "battle", "set", "Troll", "stunned=yes")
    r = ok_json(muster, "roll", "conf", "regeneration", "--target", "Troll", "--dice", "5,2")
    assert (r["before"], r["after"], r["x"]) == ("critical", "serious", 5)
    assert r["battle"]["side"] == "Wolfen"  # the Troll's own roll, its own side's luck
    # P(stays critical) = 4/6, P(serious) = 2/6 x 4/6: the mid-rank of serious
    assert r["battle"]["percentile"] == pytest.approx(2 / 3 + (2 / 9) / 2)
    assert state(path, "Troll") == {"wound": "serious", "kills": 0, "stunned": True,
                                    "regenerated": True}
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "conf", "regeneration", "--target", "Troll",
                                 "--dice", "6,6"), "--target Troll", "this round already")
    assert path.read_bytes() == before
    ok_json(muster, "battle", "next", "--round")
    assert state(path, "Troll") == {"wound": "serious", "kills": 0, "stunned": False}
    # the next round's roll starts from the serious wound the battle kept: two 6s heal it
    r = ok_json(muster, "roll", "conf", "regeneration", "--target", "Troll", "--dice", "6,6")
    assert (r["before"], r["after"], r["levels_healed"]) == ("serious", "none", 2)
    # an X given by hand wins, and the log says so
    ok_json(muster, "battle", "undo")
    r = ok_json(muster, "roll", "conf", "regeneration", "--target", "Troll",
                "--regeneration", "6", "--dice", "5")
    assert r["after"] == "serious"
    assert r["battle"]["overrides"] == [{"option": "--regeneration", "battle": 5, "given": 6}]
    assert_one_line_error(muster("battle", "add", "Wolfen", "Ghoul", "--regeneration", "7"),
                          "--regeneration")


def test_a_breach_reads_the_battles_fortress_and_is_logged(muster, new, tmp_path):
    import shutil

    keep = tmp_path / "keep.yaml"
    shutil.copy(ROOT / "examples" / "fortresses" / "border-keep.yaml", keep)
    path = new("wm", *WM, ("Orcs", "Lobber", "--armour", "none", "--hits", "2",
                           "--attacks", "1"))
    ok_json(muster, "battle", "attach", "--fortress", str(keep))
    # two 6s hit the gate; the highest breach die 5, +1 for a gate: 6, damaged
    r = ok_json(muster, "siege-breach", "wm", "--section", "G1", "--shots", "2",
                "--weapon", "stone-thrower", "--attacker-unit", "Lobber",
                "--dice", "6,6,5,4")
    assert (r["score"], r["result"]) == (6, "damaged")
    assert r["battle"]["side"] == "Orcs" and r["battle"]["overrides"] == []
    assert "damaged: true" in keep.read_text()
    # the damage is read from the battle's fortress: the same dice, +1 more, breach it
    r = ok_json(muster, "siege-breach", "wm", "--section", "G1", "--shots", "2",
                "--weapon", "stone-thrower", "--dice", "6,6,5,4")
    assert (r["score"], r["result"]) == (7, "breached")
    log = ok_json(muster, "battle", "log")["entries"]
    breaches = [e["detail"] for e in log if e["action"] == "roll"]
    assert [b["result"]["result"] for b in breaches] == ["damaged", "breached"]
    assert all(b["result"]["section"] == "G1" for b in breaches)
    # a gate of its own (--target, no --section) is not the battle's fortress: its damage
    # is not read (a plain gate scores 5 + 1 = 6), the roll is still logged
    before = keep.read_bytes()
    r = ok_json(muster, "siege-breach", "wm", "--target", "gate", "--shots", "2",
                "--weapon", "cannon", "--dice", "6,6,5,4")
    assert (r["score"], r["result"]) == (6, "damaged") and keep.read_bytes() == before
    assert json.loads(path.read_text())["revision"] == r["battle"]["revision"]
    # another fortress given by hand wins, and the log says so
    other = tmp_path / "other.yaml"
    shutil.copy(ROOT / "examples" / "fortresses" / "border-keep.yaml", other)
    r = ok_json(muster, "siege-breach", "wm", "--fortress", str(other), "--section", "G1",
                "--shots", "2", "--weapon", "stone-thrower", "--dice", "6,6,5,4")
    assert r["result"] == "damaged"
    assert r["battle"]["overrides"] == [{"option": "--fortress", "battle": str(keep),
                                         "given": str(other)}]


def test_battle_undo_takes_a_breach_back_out_of_the_fortress(muster, new, tmp_path):
    import shutil

    keep = tmp_path / "keep.yaml"
    shutil.copy(ROOT / "examples" / "fortresses" / "border-keep.yaml", keep)
    path = new("wm", *WM)
    ok_json(muster, "battle", "attach", "--fortress", str(keep))
    pristine = keep.read_bytes()
    roll = ("siege-breach", "wm", "--section", "G1", "--shots", "2", "--weapon",
            "stone-thrower", "--dice", "6,6,5,4")
    # the highest die 5, +1 for a gate: 6, damaged; written to the gate's section
    assert ok_json(muster, *roll)["result"] == "damaged"
    damaged = keep.read_bytes()
    assert damaged != pristine
    before = json.loads(path.read_text())["revision"]
    undone = muster("battle", "undo")
    assert undone.code == 0, undone.err
    assert "keep.yaml" in undone.out
    # the section is as it stood before the breach, in the file and in the battle
    assert keep.read_bytes() == pristine
    assert json.loads(path.read_text())["revision"] == before + 1
    assert not [e for e in json.loads(path.read_text())["state"]["rolls"]]
    # redo cannot put the breach back in the file: refused, nothing changed
    assert_one_line_error(muster("battle", "redo"), "siege-breach")
    assert keep.read_bytes() == pristine
    # the same dice again score 6, not 7: the gate is not damaged any more (no +1)
    r = ok_json(muster, *roll)
    assert (r["score"], r["result"]) == (6, "damaged") and keep.read_bytes() == damaged
    # a fortress changed since the battle recorded the breach is not undone
    text = keep.read_text()
    keep.write_text(text + "\n")
    assert_one_line_error(muster("battle", "undo"), "keep.yaml")
    assert keep.read_text() == text + "\n"
    keep.write_text(text)
    # in Czech: the undo says the file, the redo is refused in Czech
    undone = muster("battle", "undo", "--lang", "cs")
    assert undone.code == 0 and keep.read_bytes() == pristine
    assert "keep.yaml vzat zpět průlom" in undone.out, undone.out
    said = muster("battle", "redo", "--lang", "cs")
    assert said.code == 2 and "pevnosti" in said.err, said.err


ARMY = """\
game: confrontation
people: wolfen
name: Pack
figures:
  - name: Troll
    points: 60
    stats: {res: 10, str: 12, att: 4, def: 2}
    abilities: ["Regenerace / 5", "Tvrďák", "Immunity / head", "Immunity / fire"]
  - name: Hunter
    points: 52
    count: 2
    stats: {str: 10}
    abilities: ["Colossal", "Leadership / 15"]
"""


def test_confrontation_profiles_come_from_the_army_file(muster, new, tmp_path):
    (tmp_path / "pack.yaml").write_text(ARMY, encoding="utf-8")
    path = tmp_path / "pack.json"
    shown = ok_json(muster, "battle", "new", str(path), "--game", "conf", "--army",
                    str(tmp_path / "pack.yaml"))
    units = {u["name"]: u["profile"] for u in shown["sides"][0]["units"]}
    assert units == {
        "Troll": {"res": 10, "str": 12, "att": 4, "def": 2, "regeneration": 5,
                  "hard_boiled": True, "immune": ["head"]},
        "Hunter 1": {"str": 10, "toughness": "colossal", "leadership": 15},
        "Hunter 2": {"str": 10, "toughness": "colossal", "leadership": 15}}
    # the profile read from the army changes the roll (struck by an enemy of STR 10, as the
    # Hunters are: a figure strikes enemies): legs, 1 + 6 + 10 - 10 = 7 is a light wound, one
    # row up for the Hard-boiled Troll: stunned only
    ok_json(muster, "battle", "add", "Griffins", "Knight", "--str", "10", "--battle", str(path))
    r = ok_json(muster, "wound", "conf", "--attacker", "Knight", "--target", "Troll",
                "--dice", "1,6", "--battle", str(path))
    assert (r["table_result"], r["result"]) == ("light", "stunned")
    r = ok_json(muster, "wound", "conf", "--attacker", "Knight", "--target", "Troll",
                "--dice", "4,6", "--battle", str(path))
    assert r["result"] == "none"  # Immunity / head
    r = ok_json(muster, "wound", "conf", "--attacker", "Knight", "--target", "Troll",
                "--dice", "3,6", "--battle", str(path))  # torso, 9 + 10 - 10 = 9: serious,
    assert r["result"] == "light"  # one row up: light
    r = ok_json(muster, "roll", "conf", "regeneration", "--target", "Troll", "--dice", "5",
                "--battle", str(path))
    assert (r["x"], r["before"], r["after"]) == (5, "light", "none")


def test_warmaster_profiles_come_from_the_catalogue(muster, new, tmp_path):
    path = tmp_path / "march.json"
    shown = ok_json(muster, "battle", "new", str(path), "--game", "wm", "--army",
                    str(ROOT / "examples/catalogues/lists/marchlands-options.yaml"),
                    "--catalogue", str(ROOT / "examples/catalogues/warmaster-example.yaml"))
    units = {u["name"]: u["profile"] for s in shown["sides"] for u in s["units"]}
    assert units["Pikemen 1"] == {"attacks": 3, "hits": 3, "armour": 6}
    assert units["Fen Archers 1"] == {"attacks": 3, "hits": 3, "armour": 0}
    assert units["Marchland Warden"] == {"command": 9, "stands": 1}
    # the Pikemen's 6+ save is read: four hits, the 6 saved
    r = ok_json(muster, "wound", "wm", "--attacks", "9", "--target", "Pikemen 1",
                "--to-hit", "4", "--dice", "4,4,4,4,1,1,1,1,1,6,1,1,5", "--battle", str(path))
    assert (r["attacks"], r["hits"], r["unsaved"]) == (9, 4, 3)
    # the Fen Archers' Attacks (3 a stand, 3 stands) are read when they shoot at an enemy
    ok_json(muster, "battle", "add", "Raiders", "Wolves", "--hits", "3", "--battle", str(path))
    r = ok_json(muster, "wound", "wm", "--attacker", "Fen Archers 1", "--target", "Wolves",
                "--to-hit", "4", "--dice", "4,4,4,1,1,1,1,1,1", "--battle", str(path))
    assert (r["attacks"], r["hits"], r["unsaved"]) == (9, 3, 3)
    assert_one_line_error(muster("battle", "new", str(tmp_path / "x.json"), "--game", "wm",
                                 "--catalogue", str(ROOT / "examples/catalogues/"
                                                         "warmaster-example.yaml")),
                          "--army")
    assert_one_line_error(muster("battle", "new", str(tmp_path / "y.json"), "--game", "wm",
                                 "--army", str(ROOT / "examples/catalogues/lists/"
                                                      "marchlands-options.yaml"),
                                 "--catalogue", str(ROOT / "examples/catalogues/"
                                                         "confrontation-example.yaml")),
                          "catalogue of Confrontation")


def test_a_failed_order_ends_the_characters_orders_for_the_command_phase(muster, new):
    path = new("wm", *WM, ("Empire", "General", "--command", "9", "--stands", "1"))
    # the General's Command 9 is read: 4 + 4 = 8 passes
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--unit",
                "Halberdiers", "--dice", "4,4")
    assert (r["value"], r["passed"]) == (9, True) and r["battle"]["side"] == "Empire"
    # -1 for distance: 9 against 8 fails, and the General gives no more orders this phase
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--penalty", "1",
                "--dice", "5,4")
    assert r["passed"] is False
    assert state(path, "General") == {"hits": 0, "stands_lost": 0, "orders_ended": True,
                                      "ordered": True}
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "command", "--character", "General",
                                 "--dice", "1,1"), "--character General", "no more orders")
    assert path.read_bytes() == before
    ok_json(muster, "battle", "next")  # the Command phase ends: next turn he may again
    # (the turn's orders are begun until the turn ends: no Helm put on this turn)
    assert state(path, "General") == {"hits": 0, "stands_lost": 0, "ordered": True}
    # the Orb gives a failed order anyway, once a game; the Crown that fails is lost
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--orb",
                "--dice", "6,6")
    assert (r["passed"], r["orb_used"]) == (True, True)
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--crown",
                "--dice", "6,5")
    assert r["crown_lost"] is True
    assert state(path, "General") == {"hits": 0, "stands_lost": 0, "orb_used": True,
                                      "crown_lost": True, "orders_ended": True,
                                      "ordered": True}
    shown = muster("battle", "show").out
    assert "Orb of Majesty spent" in shown and "Crown of Command lost" in shown
    # next turn: the spent Orb and the lost Crown are refused, nothing written
    ok_json(muster, "battle", "next", "--round")
    before = path.read_bytes()
    for item, said, czech_said, key in (
            ("--orb", "Orb of Majesty is spent", "jablko majestátu je použité", "orb_used"),
            ("--crown", "Crown of Command failed", "koruna rozkazu selhala", "crown_lost")):
        # the item's refusal, then the one way back every item shares
        assert_one_line_error(muster("roll", "wm", "command", "--character", "General",
                                     item, "--dice", "6,6"), "--character General", said,
                              f"; if that was recorded by mistake: battle undo, or battle "
                              f"set with {key}=no")
        czech = muster("roll", "wm", "command", "--character", "General", item,
                       "--dice", "6,6", "--lang", "cs")
        assert czech.code == 2 and czech_said in czech.err, czech.err
        assert f"; pokud to bylo zaznamenáno omylem: battle undo, nebo battle set s {key}=no" \
            in czech.err
    assert path.read_bytes() == before
    # an order without them is given as ever (4 + 4 = 8 against 9), and the odds are asked
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--dice", "4,4")
    assert r["passed"] is True
    assert ok_json(muster, "roll", "wm", "command", "--character", "General", "--orb",
                   "--odds")
    # a Crown lost by mistake is set back by hand: it is rolled again (unmodified 10)
    ok_json(muster, "battle", "set", "General", "crown_lost=no")
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--crown",
                "--dice", "5,5")
    assert (r["passed"], r["crown_lost"]) == (True, False)


def test_a_rage_of_chaos_that_repeats_hits_its_own_unit(muster, new):
    path = new("wm", *WM, ("Orcs", "Marauders", "--armour", "5+", "--hits", "3",
                           "--attacks", "3"))
    # no repeat: 4 + 5 bonus attacks, the unit untouched
    r = ok_json(muster, "roll", "wm", "rage", "--unit", "Marauders", "--count", "2",
                "--dice", "4,5")
    assert (r["backfire"], r["bonus_attacks"]) == (False, 9)
    assert r["battle"]["side"] == "Orcs"
    assert state(path, "Marauders") == {"hits": 0, "stands_lost": 0}
    # 2 then 2 again: 4 hits on the unit, saved by its own 5+ read from the battle (5 and 6
    # save): 2 unsaved, carried
    r = ok_json(muster, "roll", "wm", "rage", "--unit", "Marauders", "--count", "3",
                "--dice", "2,2,5,1,1,6")
    assert (r["backfire"], r["armour"], r["unsaved"]) == (True, 5, 2)
    assert state(path, "Marauders") == {"hits": 2, "stands_lost": 0}
    # 3, 3: 6 hits, none saved: 2 + 6 = 8 hits of Hits 3, two stands and 2 carried
    ok_json(muster, "roll", "wm", "rage", "--unit", "Marauders", "--count", "3",
            "--dice", "3,3,1,1,1,1,1,1")
    assert state(path, "Marauders") == {"hits": 2, "stands_lost": 2}
    # one stand left: one die at most, before anything is rolled
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "rage", "--unit", "Marauders", "--count", "2",
                                 "--dice", "1,1"), "--unit Marauders", "stands left: 1")
    said = muster("roll", "wm", "rage", "--unit", "Marauders", "--count", "2", "--dice",
                  "1,1", "--lang", "cs")
    assert said.code == 2 and "Marauders: zbývající stojky: 1" in said.err, said.err
    assert path.read_bytes() == before
    # an armour given by hand wins, and the log says so
    r = ok_json(muster, "roll", "wm", "rage", "--unit", "Marauders", "--armour", "none",
                "--dice", "6")
    assert r["battle"]["overrides"] == [{"option": "--armour", "battle": ["5+"],
                                         "given": ["none"]}]


def test_a_spent_orb_and_a_lost_crown_change_the_next_command_test(muster, new):
    """Once a game (seed 002 L166-171) and a Crown that failed works no more (L159-160):
    a later test in the battle that would lean on either is refused, nothing written."""
    path = new("wm", *WM, ("Empire", "General", "--command", "9", "--stands", "1"))
    ok_json(muster, "roll", "wm", "command", "--character", "General", "--orb", "--dice", "6,6")
    ok_json(muster, "battle", "next", "--round")
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "command", "--character", "General", "--orb",
                                 "--dice", "6,6"), "Orb of Majesty is spent")
    assert path.read_bytes() == before
    # the same dice without the Orb: the failed order stands
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--dice", "6,6")
    assert (r["passed"], r["orb_used"]) == (False, False)
    ok_json(muster, "battle", "next", "--round")
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--crown",
                "--dice", "6,5")
    assert r["crown_lost"] is True
    ok_json(muster, "battle", "next", "--round")
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "command", "--character", "General", "--crown",
                                 "--dice", "1,1"), "Crown of Command failed")
    assert path.read_bytes() == before
    # undo the Crown's failure and the Crown works again
    ok_json(muster, "battle", "undo")
    ok_json(muster, "battle", "undo")
    r = ok_json(muster, "roll", "wm", "command", "--character", "General", "--crown",
                "--dice", "1,1")
    assert (r["passed"], r["effective"]) == (True, 10)


def test_a_shot_reads_the_shooters_aim_and_its_wound_and_stun(muster, new):
    new("conf", *CONF, ("Griffins", "Archer", "--res", "5", "--aim", "3"),
        ("Wolfen", "Shaman", "--res", "8", "--aim", "4", "--possessed"))
    # medium range: difficulty 7; AIM 3 + 4 = 7 hits
    r = ok_json(muster, "roll", "conf", "shoot", "--attacker", "Archer", "--target", "Hunter",
                "--range", "medium", "--dice", "4")
    assert r["hit"] is True
    # lightly wounded and stunned, the same die is at -2 (L1564-1571): 3 + 4 - 2 = 5 misses
    ok_json(muster, "battle", "set", "Archer", "wound=light", "stunned=yes")
    r = ok_json(muster, "roll", "conf", "shoot", "--attacker", "Archer", "--target", "Hunter",
                "--range", "medium", "--dice", "4")
    assert r["hit"] is False and r["battle"]["overrides"] == []
    # a Possessed shooter's serious wound counts as a light one: -1
    ok_json(muster, "battle", "set", "Shaman", "wound=serious")
    r = ok_json(muster, "roll", "conf", "shoot", "--attacker", "Shaman", "--range", "medium",
                "--dice", "4")
    assert r["hit"] is True  # 4 + 4 - 1 = 7


def test_courage_against_fear_remembers_who_flees_rallies_and_is_immune(muster, new):
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "6"))
    # d6 + COU 3 must beat FEAR 6 (L645-654): 2 + 3 = 5 fails
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                "Wolf", "--dice", "2")
    assert (r["value"], r["difficulty"], r["success"]) == (3, 6, False)
    assert state(path, "Spearman")["frightened"] == 6
    # the rally roll (L683-690) is at the same difficulty, read from the battle: 4 + 3 = 7
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--dice", "4")
    assert (r["difficulty"], r["success"]) == (6, True)
    assert "frightened" not in state(path, "Spearman")
    assert "fearless_to" not in state(path, "Spearman")  # a rally gives no immunity
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                "Wolf", "--dice", "4")
    assert state(path, "Spearman")["fearless_to"] == 6  # L692-696
    assert r["battle"]["side"] == "Griffins"
    assert r["battle"]["percentile"] == pytest.approx(1 - 3 / 6 / 2)  # 4+ of 6 pass
    assert "immune to FEAR 6 or lower" in muster("battle", "show").out
    # a fear-causer is immune (L697); a plain test does not join the battle
    assert_one_line_error(muster("roll", "conf", "test", "--over", "--figure", "Wolf",
                                 "--dice", "4"), "--figure Wolf", "immune to fear")
    assert_one_line_error(muster("roll", "conf", "test", "-v", "3", "-D", "6", "--figure",
                                 "Spearman", "--dice", "4"), "--figure")
    before = path.read_bytes()
    run = muster("roll", "conf", "test", "-v", "3", "-D", "6", "--dice", "4")
    assert run.code == 0 and path.read_bytes() == before


def test_a_failed_feat_worsens_the_wound_the_battle_keeps(muster, new):
    path = new("conf", *CONF, ("Griffins", "Scout", "--res", "5", "--mov", "10"))
    # long jump over 2 bases; the 1 fails it; the leg wound 3 + 5 + STR 5 - RES 5 = 8 is a
    # light wound, on the light wound the battle keeps: serious (RULINGS 6)
    ok_json(muster, "battle", "set", "Scout", "wound=light")
    r = ok_json(muster, "roll", "conf", "feat", "--feat", "long-jump", "--bases", "2",
                "--depth", "5", "--target", "Scout", "--dice", "1,3,5")
    assert r["success"] is False and r["state"] == "serious"
    assert r["battle"]["side"] == "Griffins"  # the Scout's own roll
    assert state(path, "Scout")["wound"] == "serious"
    plain = ok_json(muster, "roll", "conf", "feat", "--feat", "long-jump", "--bases", "2",
                    "--depth", "5", "--mov", "10", "--res", "5", "--dice", "1,3,5")
    assert plain["state"] == "light" and plain["battle"]["units"] == []  # no unit named
    # stunned, the figure keeps the stun through a failure's damage roll, and its penalty
    ok_json(muster, "battle", "set", "Scout", "stunned=yes")
    r = ok_json(muster, "roll", "conf", "feat", "--feat", "long-jump", "--bases", "2",
                "--depth", "5", "--target", "Scout", "--dice", "1,1,2")
    assert r["wound"]["stunned_before"] is True
    assert state(path, "Scout") == {"wound": "serious", "kills": 0, "stunned": True}
    # a failed swim costs an automatic light wound: on the serious one, critical
    r = ok_json(muster, "roll", "conf", "feat", "--feat", "swim", "--target", "Scout",
                "--dice", "1")
    assert r["success"] is False and state(path, "Scout")["wound"] == "critical"


def test_a_spellbound_wizard_casts_at_minus_one_for_the_rest_of_the_battle(muster, new):
    """A Staff of Spellbinding's 4+ spellbinds the enemy wizard: -1 on every later casting
    roll (seed 002 L175-180, L178), which nothing ends; undo takes it back."""
    path = new("wm", *WM, ("Empire", "Wizard", "--stands", "1", "--hits", "1"))
    # not spellbound: a 5 casts a 5+ spell
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Wizard", "--value", "5",
                "--dice", "5")
    assert (r["success"], r["spellbound"]) == (True, False)
    # a failed spellbinding (3 against 4+) changes nothing
    r = ok_json(muster, "roll", "wm", "spellbind", "--target", "Wizard", "--dice", "3")
    assert r["success"] is False and "spellbound" not in state(path, "Wizard")
    r = ok_json(muster, "roll", "wm", "spellbind", "--target", "Wizard", "--dice", "4")
    assert r["success"] is True and state(path, "Wizard")["spellbound"] is True
    assert "spellbound: -1 on every casting roll" in muster("battle", "show").out
    # the same 5 is now 4 and fails, and still after the turn ends
    for _turn in range(2):
        r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Wizard", "--value", "5",
                    "--dice", "5")
        assert (r["success"], r["spellbound"], r["attempts"][0]["total"]) == (False, True, 4)
        ok_json(muster, "battle", "next", "--round")
    # the Staff works once: a wizard already spellbound is refused, nothing written
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "wm", "spellbind", "--target", "Wizard", "--dice", "6"),
                          "--target Wizard", "already spellbound")
    czech = muster("roll", "wm", "spellbind", "--target", "Wizard", "--dice", "6",
                   "--lang", "cs")
    assert czech.code == 2 and "už je začarovaný" in czech.err, czech.err
    assert_one_line_error(muster("roll", "wm", "cast", "--wizard", "Wizard", "--value", "5",
                                 "--staff", "--dice", "1,6"), "--staff")
    assert path.read_bytes() == before
    # undo back past the spellbinding (two casts, two turns' ends, the spellbinding): the
    # same 5 casts again
    for _ in range(5):
        ok_json(muster, "battle", "undo")
    assert "spellbound" not in state(path, "Wizard")
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Wizard", "--value", "5",
                "--dice", "5")
    assert (r["success"], r["spellbound"]) == (True, False)


def test_a_staff_that_spellbinds_after_a_failed_casting_marks_the_wizard(muster, new):
    path = new("wm", *WM, ("Orcs", "Shaman", "--stands", "1", "--hits", "1"))
    # 4 fails a 5+ spell; the enemy's Staff then rolls 5: 4+ spellbinds him (L175-180)
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Shaman", "--value", "5", "--staff",
                "--dice", "4,5")
    assert r["spellbound"] is True and state(path, "Shaman")["spellbound"] is True
    r = ok_json(muster, "roll", "wm", "cast", "--wizard", "Shaman", "--value", "4",
                "--dice", "4")
    assert (r["success"], r["attempts"][0]["total"]) == (False, 3)


def test_a_big_creatures_toughness_is_named_in_english_or_czech(muster, new):
    """battle add --help lists 'colossal (Kolosální) ...' (seed 000 L1738-1910); both names
    are taken, the file keeps the id, and another word is refused."""
    path = new("conf", ("Wolfen", "Troll", "--res", "10", "--toughness", "Přerostlý"),
               ("Wolfen", "Ogre", "--res", "10", "--toughness", "urputny"))
    units = {u["name"]: u for s in json.loads(path.read_text(encoding="utf-8"))["state"]["sides"]
             for u in s["units"]}
    assert (units["Troll"]["profile"]["toughness"], units["Ogre"]["profile"]["toughness"]) \
        == ("enormous", "fierce")
    assert_one_line_error(muster("battle", "add", "Wolfen", "Imp", "--res", "3",
                                 "--toughness", "huge"), "--toughness", "colossal")
