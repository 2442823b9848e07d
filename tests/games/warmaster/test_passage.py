"""Moving through a fortress (seed 002 L232-246): who may pass gates, small doors, breaches
and walls, and who may stand on the walls (`muster siege-breach wm pass`)."""

from __future__ import annotations

import shutil

import pytest

from helpers import assert_one_line_error, ok_json
from muster import api
from muster.errors import FieldError, UnknownName
from muster.games.warmaster.passage import PassageSpec

KEEP = "examples/fortresses/border-keep.yaml"


def ask(target: str, troop: str, side: str, move: str = "through", **state):
    return api.roll(PassageSpec.of(target, troop, side, move, **state))


@pytest.mark.parametrize("target, destroyed, troop, side, case, allowed", [
    # L232-233: intact walls and towers block every unit but flyers
    ("wall", False, "cavalry", "defender", "wall-blocks", False),
    ("tower", False, "monster", "attacker", "wall-blocks", False),
    ("wall", False, "infantry", "attacker", "wall-blocks-climb", False),
    ("wall", False, "flyer", "attacker", "flies-over", True),
    ("gate", False, "flyer", "attacker", "flies-over", True),
    # L246: breaches and ruined towers: infantry, cavalry, monsters; never wheels or machines
    ("wall", True, "infantry", "attacker", "breach", True),
    ("tower", True, "monster", "defender", "breach", True),
    ("wall", True, "cavalry", "attacker", "breach", True),
    ("wall", True, "chariot", "attacker", "breach-no-wheels", False),
    ("tower", True, "artillery", "defender", "breach-no-wheels", False),
    ("wall", True, "machine", "attacker", "breach-no-wheels", False),
    # L241-242: a friend passes his gate, the enemy only once it is destroyed
    ("gate", False, "chariot", "defender", "gate-friendly", True),
    ("gate", False, "infantry", "attacker", "gate-enemy", False),
    ("gate", True, "machine", "attacker", "gate-open", True),
    ("gate", True, "monster", "defender", "gate-open", True),
    # L243-244: small doors, friendly infantry, cavalry and characters only
    ("door", False, "cavalry", "defender", "door-friendly", True),
    ("door", False, "character", "defender", "door-friendly", True),
    ("door", False, "monster", "defender", "door-too-small", False),
    ("door", False, "chariot", "defender", "door-too-small", False),
    ("door", False, "infantry", "attacker", "door-enemy", False),
    ("door", True, "infantry", "attacker", "door-smashed", True),
    ("door", True, "artillery", "defender", "door-too-small", False),
])
def test_who_passes_a_section(target, destroyed, troop, side, case, allowed):
    r = ask(target, troop, side, destroyed=destroyed)
    assert (r.case, r.allowed) == (case, allowed)
    assert r.cover == (case == "breach")  # rubble is cover for the defenders (L246)
    assert r.no_charge == (case in ("gate-friendly", "door-friendly"))  # sight blocked (L245)


@pytest.mark.parametrize("target, destroyed, troop, side, occupied, case, allowed", [
    # L236: only infantry and artillery occupy walls
    ("wall", False, "infantry", "defender", None, "walls-defender", True),
    ("tower", False, "artillery", "defender", None, "walls-defender", True),
    ("wall", False, "cavalry", "defender", None, "walls-only", False),
    ("wall", False, "monster", "attacker", False, "walls-only", False),
    ("wall", False, "machine", "defender", None, "walls-only", False),
    ("wall", False, "flyer", "attacker", False, "walls-only", False),
    # L238-239: attacking infantry climb onto unoccupied ramparts only
    ("wall", False, "infantry", "attacker", False, "walls-climb", True),
    ("wall", False, "infantry", "attacker", True, "walls-held", False),
    ("wall", False, "artillery", "attacker", False, "walls-attacker-only-infantry", False),
    # a breached wall or fallen tower is rubble; the rampart above a broken gate stays (L258)
    ("wall", True, "infantry", "defender", None, "rubble", False),
    ("tower", True, "infantry", "attacker", False, "rubble", False),
    ("gate", True, "infantry", "defender", None, "walls-defender", True),
])
def test_who_stands_on_the_walls(target, destroyed, troop, side, occupied, case, allowed):
    r = ask(target, troop, side, "onto", destroyed=destroyed, occupied=occupied)
    assert (r.case, r.allowed) == (case, allowed)
    assert r.stops == (case == "walls-climb")  # L238: it moves no further this turn


def test_a_small_door_takes_three_stands_a_command_phase():
    # L244: 4 stands -> 2 phases, 3 -> 1; characters in any number pass in one
    assert ask("door", "infantry", "defender", stands=4).command_phases == 2
    assert ask("door", "cavalry", "defender", stands=3, characters=2).command_phases == 1
    assert ask("door", "character", "defender", stands=5).command_phases == 1
    assert ask("door", "infantry", "defender").command_phases is None  # no stands given
    assert ask("gate", "infantry", "defender", stands=9).command_phases is None


def test_names_in_czech_and_unknown_names():
    r = ask("brána", "jízda", "útočník", "skrz")
    assert (r.target, r.troop, r.side, r.case) == ("gate", "cavalry", "attacker", "gate-enemy")
    assert ask("zeď", "obr", "obránce", "na").case == "walls-only"  # a giant is a monster
    with pytest.raises(UnknownName, match="unknown troop type 'dragon riders'"):
        PassageSpec.of("gate", "dragon riders", "attacker")
    with pytest.raises(FieldError) as err:
        PassageSpec("gate", "infantry", "besiegers")
    assert err.value.field == "side"


def test_the_command(muster):
    out = ok_json(muster, "siege-breach", "wm", "pass", "--target", "gate", "--troop",
                  "cavalry", "--side", "attacker")
    assert out["form"] == "passage" and out["allowed"] is False and out["ref"] == "L241"
    assert out["case"] == "gate-enemy" and out["section"] is None
    run = muster("siege-breach", "wm", "pass", "--target", "door", "--troop", "infantry",
                 "--side", "defender", "--stands", "4")
    assert run.code == 0
    assert "ALLOWED" in run.out and "take 2 Command phases" in run.out
    run = muster("siege-breach", "wm", "pass", "--target", "wall", "--destroyed", "--troop",
                 "chariot", "--side", "attacker", "--lang", "cs")
    assert run.code == 0
    assert "NESMÍ: stroje, dělostřelectvo a vozy přes sutiny průlomu neprojedou" in run.out


def test_the_fortress_file_gives_the_section_and_its_stands(muster, tmp_path):
    # border keep: W1 lists one defender stand, W2 lists none, G1 is a gate
    held = ok_json(muster, "siege-breach", "wm", "pass", "--fortress", KEEP, "--section", "W1",
                   "--move", "onto", "--troop", "infantry", "--side", "attacker")
    assert (held["case"], held["allowed"], held["occupied"]) == ("walls-held", False, True)
    free = ok_json(muster, "siege-breach", "wm", "pass", "--fortress", KEEP, "--section", "W2",
                   "--move", "onto", "--troop", "infantry", "--side", "attacker")
    assert (free["case"], free["allowed"], free["occupied"]) == ("walls-climb", True, None)
    gate = ok_json(muster, "siege-breach", "wm", "pass", "-f", KEEP, "-s", "G1", "--troop",
                   "monster", "--side", "defender")
    assert (gate["section"], gate["target"], gate["case"]) == ("G1", "gate", "gate-friendly")
    # once the gate is blown apart the file says destroyed, and the enemy walks in
    keep = tmp_path / "keep.yaml"
    shutil.copy(KEEP, keep)
    assert muster("siege-breach", "wm", "--fortress", str(keep), "--section", "G1", "--hits",
                  "1", "--dice", "6").code == 0
    after = ok_json(muster, "siege-breach", "wm", "pass", "-f", str(keep), "-s", "G1",
                    "--troop", "monster", "--side", "attacker")
    assert (after["destroyed"], after["case"], after["allowed"]) == (True, "gate-open", True)


@pytest.mark.parametrize("args, needle", [
    (("--target", "gate", "--troop", "dragons", "--side", "attacker"), "--troop"),
    (("--target", "gate", "--troop", "infantry", "--side", "both"), "--side"),
    (("--target", "gate", "--troop", "infantry", "--side", "attacker", "--move", "under"),
     "--move"),
    (("--target", "moat", "--troop", "infantry", "--side", "attacker"), "moat"),
    (("--troop", "infantry", "--side", "attacker"), "--target"),
    (("--section", "W1", "--troop", "infantry", "--side", "attacker"), "--fortress"),
    (("--fortress", KEEP, "--section", "W1", "--destroyed", "--troop", "infantry", "--side",
      "attacker"), "--destroyed"),
    (("--fortress", KEEP, "--section", "W9", "--troop", "infantry", "--side", "attacker"),
     "W9"),
    (("--fortress", KEEP, "--section", "W1", "--target", "gate", "--troop", "infantry",
      "--side", "attacker"), "not a gate"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("siege-breach", "wm", "pass", *args), needle)
