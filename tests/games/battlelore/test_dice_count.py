"""The dice an attack rolls (games/battlelore/dice_count.py; RULINGS 14, L21/p.9, L25/p.11):
base by banner colour, capped by terrain, the common bow's loss for moving, card dice on
top."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error, ok_json
from muster.errors import FieldError
from muster.games.battlelore.dice_count import DiceSpec, dice_for_battle


@pytest.mark.parametrize("args, n", [
    (("-a", "red", "-w", "long-sword"), 4),                           # D1
    (("-a", "green", "-w", "common-bow", "--moved"), 1),              # E15: 1 die instead of 2
    (("-a", "green", "-w", "common-bow"), 2),                         # E15: 2 if not moving
    (("-a", "blue", "-w", "common-bow", "--moved"), 2),               # D3
    (("-a", "red", "-w", "crossbow", "--moved"), 4),                  # RULINGS 14: no crossbow loss
    (("-a", "red", "-w", "long-sword", "--terrain-cap", "2"), 2),     # E28: uphill, 2 dice
    (("-a", "red", "-w", "long-sword", "--terrain-cap", "2", "--extra", "2"), 4),  # cap base only
    (("-a", "green", "-w", "short-sword", "--terrain-cap", "3"), 2),  # cap above base: no effect
    (("-a", "green", "-w", "common-bow", "--moved", "--terrain-cap", "1"), 0),  # floor at 0
    (("-a", "green", "-w", "common-bow", "--moved", "--terrain-cap", "0", "--extra", "1"), 1),
])
def test_dice_count(muster, args, n):
    out = ok_json(muster, "wound", "bl", *args, "-t", "blue", "--seed", "1")
    assert out["dice"] == n
    assert sum(out["faces"].values()) == n


def test_zero_dice_means_no_battle(muster):
    run = muster("wound", "bl", "-a", "green", "-w", "common-bow", "--moved",
                 "--terrain-cap", "1", "-t", "blue", "--seed", "2")
    assert run.code == 0
    assert run.out.splitlines()[1:] == [
        "dice: 2 base dice (green banner (Irregulars)); terrain caps the base dice at 1 -> 1; "
        "Common Bow after moving -1 -> 0",
        "no dice: the unit cannot battle; nothing happens to the target, and with no battle "
        "there is nothing to battle back against"]


def test_the_steps_are_the_rule_s_own():
    """RULINGS 14 as a library call: base 4 (red), capped at 2, +2 card dice uncapped."""
    count = dice_for_battle(DiceSpec("red", terrain_cap=2, extra=2), "long-sword")
    assert count.n == 4 and not count.entered
    assert [str(step) for step in count.steps] == [
        "4 base dice (red banner (Heavy troops))", "terrain caps the base dice at 2 -> 2",
        "+2 card dice (not capped) -> 4"]
    assert dice_for_battle(DiceSpec(rolled=3), "crossbow").n == 3
    # no weapon card: nothing is lost for moving
    assert dice_for_battle(DiceSpec("green", moved=True), None).n == 2


@pytest.mark.parametrize("spec, field, text", [
    (dict(), "attacker_colour", "give attacker_colour (green 2, blue 3, red 4 dice) or the "
                                "rolled faces with rolled"),
    (dict(rolled=2, extra=1), "attacker_colour", "moved, terrain_cap and extra change the "
                                                 "dice count, which needs attacker_colour"),
    (dict(attacker_colour="red", terrain_cap=-1), "terrain_cap", "terrain_cap must be 0 or "
                                                                 "more, not -1"),
    (dict(attacker_colour="red", extra=-2), "extra", "extra must be 0 or more, not -2"),
])
def test_a_spec_names_its_fields_not_options(spec, field, text):
    with pytest.raises(FieldError) as err:
        DiceSpec(**spec)
    assert err.value.field == field and str(err.value) == text


@pytest.mark.parametrize("args, message", [
    (("-w", "short-sword", "-t", "red"), "muster: error: give --attacker-colour (green 2, blue "
     "3, red 4 dice) or the rolled faces with --faces"),
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--moved"), "muster: error: --moved, "
     "--terrain-cap and --extra change the dice count, which needs --attacker-colour"),
    (("-w", "short-sword", "-t", "red", "-a", "red", "--terrain-cap", "-1"),
     "muster: error: --terrain-cap must be 0 or more, not -1 (see 'muster wound bl --help')"),
    (("-w", "short-sword", "-t", "red", "-a", "red", "--extra", "-2"),
     "muster: error: --extra must be 0 or more, not -2 (see 'muster wound bl --help')"),
])
def test_the_command_names_its_options(muster, args, message):
    run = muster("wound", "bl", *args)
    assert_one_line_error(run)
    assert run.err.strip() == message




def test_the_added_dice_are_a_range_error():
    from helpers import assert_range_refused

    assert_range_refused(lambda: DiceSpec("red", extra=-1), "extra", -1, 0, None)
