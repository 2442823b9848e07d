"""Warmaster results' JSON keys keep their published order (a golden compares text); that
every result's JSON is its fields is tests/games/test_result_json.py's, for every game."""

from __future__ import annotations

from muster import api
from muster.games.warmaster.command import CommandSpec
from muster.games.warmaster.deploy import DeploySpec
from muster.games.warmaster.driveback import DriveBackSpec
from muster.games.warmaster.rage import RageSavesSpec
from muster.games.warmaster.siege import Attack, BreachSpec, Section
from muster.games.warmaster.wound import WoundSpec


def test_wounds_show_the_funnel_s_figures_in_its_place():
    # 6 attacks at 4+: 4 1 6 3 5 2 hit three times; saves 5+: 5 1 2, one saved, 2 unsaved
    out = api.roll(WoundSpec(6, to_hit=4, armour=5), dice=[4, 1, 6, 3, 5, 2, 5, 1, 2]).to_json()
    assert list(out) == ["game", "attacks", "to_hit", "fortified", "armour", "effective_armour",
                         "ignore_armour", "hit_dice", "hit_reroll", "hits", "save_dice",
                         "save_reroll", "saves", "cancelled", "unsaved", "items", "seed"]
    assert (out["hits"], out["saves"], out["unsaved"]) == (3, 1, 2)
    assert out["save_dice"] == [5, 1, 2]


def test_a_deployment_s_keyword_keys_are_the_fields_less_their_underscore():
    # equal units: the roll-off (2 against 5) decides; B places first, one at a time
    out = api.roll(DeploySpec.of([("A", 2), ("B", 2)], [], [], "alternate"), dice=[2, 5]).to_json()
    assert out["rolloffs"][0] == {"for": "who places first", "winner": "B",
                                  "rounds": out["rolloffs"][0]["rounds"]}
    assert out["phases"] == [{"kind": "unit", "sides": ["B", "A"], "each": 2, "from": 1,
                              "to": 4}]
    assert out["placement"][0] == {"step": 1, "side": "B", "kind": "unit", "number": 1}


def test_the_saves_of_a_rage_come_after_its_seed_only_when_rolled():
    # 2 then 2: a repeat, 4 hits; saves 5+: 6 1 5 3 -> 2 saved, 2 unsaved
    out = api.roll(RageSavesSpec(3, 5), dice=[2, 2, 6, 1, 5, 3]).to_json()
    assert list(out)[-5:] == ["seed", "armour", "save_dice", "saves", "unsaved"]
    assert (out["hits"], out["bonus_attacks"], out["unsaved"]) == (4, 0, 2)


def test_a_breach_on_a_file_s_section_shows_the_file_only_then():
    spec = BreachSpec(Section("wall"), Attack("hits", 1))
    loose = api.roll(spec, dice=[6]).to_json()
    assert "section" not in loose and loose["attack"] == {"by": "hits", "count": 1,
                                                          "weapon": None}
    filed = api.roll(BreachSpec(Section("wall", id="W1"), Attack("hits", 1)), dice=[6])
    out = filed.in_file("f.yaml", 2, True).to_json()
    assert list(out)[-5:] == ["section", "fortress", "written", "dry_run", "stands_on"]
    assert (out["section"], out["dry_run"], out["stands_on"]) == ("W1", True, 2)


def test_a_drive_back_is_the_gerroff_roll_then_where_it_ends():
    # 5D6: 6 6 6 6 6 = 30 cm, the edge 20 cm behind: it leaves the table
    out = api.roll(DriveBackSpec(edge_cm=20), dice=[6] * 5).to_json()
    assert list(out) == ["game", "form", "reading", "dice", "cm", "seed", "unit", "edge_cm",
                         "leaves_table", "aim", "landing"]
    assert (out["form"], out["cm"], out["leaves_table"]) == ("drive-back", 30, True)
    assert out["aim"] == {"x": 0, "y": 0}


def test_a_command_test_shows_whether_the_crown_is_lost_before_its_seed():
    # Command 10 with the Crown of Command: 5 + 6 = 11 fails the order, and the Crown is lost
    out = api.roll(CommandSpec(10, crown=True), dice=[5, 6]).to_json()
    assert list(out) == ["game", "form", "value", "penalty", "crown", "helm", "effective",
                         "dice", "total", "passed", "orb_used", "crown_lost", "seed"]
    assert (out["total"], out["passed"], out["crown_lost"]) == (11, False, True)
