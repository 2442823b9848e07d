"""Small doors (seed 002 L243-245)."""

from __future__ import annotations

import pytest

from games.warmaster import roll
from helpers import assert_one_line_error

# -------------------------------------------------------------------------- small doors


@pytest.mark.parametrize("stands, phases", [(1, 1), (3, 1), (4, 2), (6, 2), (7, 3)])
def test_small_door_three_stands_a_command_phase(muster, stands, phases):
    out = roll(muster, "door", "--troop", "infantry", "--stands", str(stands))
    assert out["command_phases"] == phases and out["per_command_phase"] == 3


def test_small_door_characters_and_refusals(muster):
    out = roll(muster, "door", "--troop", "cavalry", "--stands", "3", "--characters", "2")
    assert out["command_phases"] == 1
    for troop in ("monster", "artillery", "machine", "chariot"):
        assert_one_line_error(muster("roll", "wm", "door", "--troop", troop, "--stands", "2"),
                              "cannot pass")
    assert_one_line_error(muster("roll", "wm", "door", "--troop", "infantry", "--stands", "2",
                                 "--dice", "3"), "no die is rolled here")


def test_small_door_takes_the_czech_troop_names(muster):
    # L243: pěchota / jízda and their osobnosti pass; obludy, dělostřelectvo, stroje, vozy not
    out = roll(muster, "door", "--troop", "pěchota", "--stands", "4")
    assert out["troop"] == "infantry" and out["command_phases"] == 2
    assert roll(muster, "door", "--troop", "jízda", "--stands", "3")["command_phases"] == 1
    run = muster("roll", "wm", "door", "--troop", "obluda", "--stands", "1")
    assert run.code == 2 and "monster cannot pass" in run.err


def test_small_door_takes_every_name_of_a_troop_type_and_offers_the_closest(muster):
    """The door's troop types answer to every name data/passage.toml gives them: 'obr' (a
    giant) is a monster, which no small door lets through (L243)."""
    run = muster("roll", "wm", "door", "--troop", "obr", "--stands", "1")
    assert run.code == 2 and "monster cannot pass" in run.err
    assert roll(muster, "door", "--troop", "horse", "--stands", "3")["troop"] == "cavalry"
    assert_one_line_error(muster("roll", "wm", "door", "--troop", "cavlry", "--stands", "1"),
                          "unknown troop type 'cavlry' (allowed: infantry, cavalry, character, "
                          "monster, artillery, machine, chariot; did you mean 'cavalry'?)")
