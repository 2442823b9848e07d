"""Void: a grab and breaking free (seed 003 L31): a grab is a CC roll the target may dodge
or parry, by the stronger only; breaking free is a Strength roll. Expected numbers are worked
by hand in the comments."""

from __future__ import annotations

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.engine.rule import rule_for
from muster.games.void.grab import BreakFreeSpec, GrabSpec


def test_grab_is_a_cc_roll_the_target_may_parry(muster):
    out = ok_json(muster, "wound", "void", "--action", "grab", "--cc", "12", "--strength", "12",
                "--target-strength", "10", "--defence", "parry", "--target-cc", "8",
                "--dice", "11,9")
    assert out["hit"] is True and out["defended"] is False and out["grabbed"] is True
    # CC 10: hit 1/2; the parry at CC 8 saves 2/5 of those: grabbed 3/10.
    odds = ok_json(muster, "wound", "void", "--action", "grab", "--strength", "12",
                   "--target-strength", "10",
                 "--defence", "parry", "--target-cc", "8", "--odds")
    assert {r["outcome"]: r["fraction"] for r in odds["outcomes"]} == \
        {"grabbed": "3/10", "avoided": "1/5", "missed": "1/2"}


def test_a_grab_at_a_prone_target_has_the_close_combat_bonus(muster):
    """L31: a grab is a CC roll "jako obvykle" (as usual), so the close-combat modifiers
    hold: a prone target gives its attacker +4 CC (L47), CC 10 + 4 = 14, and the 13 that
    misses a standing target grabs a prone one; zero mobility's CC 1 (L51); aiming is for
    shots (L37); cover has no effect in close combat (L47)."""
    grab = ("wound", "void", "grab", "--cc", "10", "--strength", "12", "--target-strength",
            "10")
    assert ok_json(muster, *grab, "--dice", "13")["grabbed"] is False
    prone = ok_json(muster, *grab, "--situation", "prone", "--dice", "13")
    assert (prone["hit_target"], prone["grabbed"]) == (14, True)
    assert prone["situations"] == [{"situation": "prone", "name": "target prone", "value": 4}]
    run = muster(*grab, "--situation", "zalehnutí", "--mod", "-2", "--dice", "13")
    assert "CC roll: d20 = 13 vs CC 10 - 2 + 4 (target prone) = 12: MISS" in run.out, run.out
    czech = muster(*grab, "--situation", "prone", "--dice", "13", "--lang", "cs")
    assert "proti CC 10 + 4 (zalehlý cíl) = 14: ZÁSAH" in czech.out, czech.out
    odds = ok_json(muster, *grab, "--situation", "prone", "--odds")
    assert {r["outcome"]: r["fraction"] for r in odds["outcomes"]} == \
        {"grabbed": "7/10", "missed": "3/10"}
    assert ok_json(muster, *grab, "--situation", "quicksand", "--dice", "2")["hit"] is False
    assert ok_json(muster, *grab, "--situation", "cover", "--dice", "10")["hit_target"] == 10
    assert_one_line_error(muster(*grab, "--situation", "aimed"), "--situation", "aiming")


def test_only_the_stronger_may_grab(muster):
    assert_one_line_error(muster("wound", "void", "--action", "grab", "--strength", "9",
                                 "--target-strength", "10"), "Strength")


def test_breaking_free_is_a_strength_roll(muster):
    held = ok_json(muster, "wound", "void", "--action", "break-free", "--strength", "12",
                 "--target-strength", "10", "--dice", "11")
    assert held["free"] is False
    assert ok_json(muster, "wound", "void", "--action", "break-free", "--strength", "12",
                   "--target-strength",
                 "10", "--dice", "10")["free"] is True
    # stronger than the grabber: free at once, no roll (L31)
    auto = ok_json(muster, "wound", "void", "--action", "break-free", "--strength", "9",
                   "--target-strength", "10")
    assert auto["automatic"] is True and auto["roll"] is None
    odds = ok_json(muster, "wound", "void", "--action", "break-free", "--strength", "12",
                   "--target-strength",
                 "10", "--odds")
    assert {r["outcome"]: r["fraction"] for r in odds["outcomes"]}["free"] == "1/2"


@pytest.mark.parametrize("args, needle", [
    (["--action", "grab", "--cc", "30"], "--cc"),
    (["--action", "grab", "--strength", "25", "--target-strength", "10"], "--strength"),
    (["--action", "grab", "--defence", "dodge", "--target-agility", "0"], "--target-agility"),
    (["--action", "break-free", "--target-strength", "30"], "--target-strength"),
])
def test_moves_refuse_attributes_outside_1_to_19(muster, args, needle):
    # L9: attributes run 1-19; a grab at CC 30 or a break-free at Strength 30 is a typo
    assert_one_line_error(muster("wound", "void", *args, "--dice", "3"), needle)


@pytest.mark.parametrize("spec", [
    GrabSpec(strength=12, defence="parry", target_cc=8),
    BreakFreeSpec(strength=12),
])
def test_grab_drivers_agree(spec):
    found = rule_for(spec)
    assert_drivers_agree(found.procedure(spec), found.key, range(10))


@pytest.mark.parametrize("args, needle", [
    (["--action", "grab", "--weapon", "sword"], "--weapon"),
    (["--action", "break-free", "--targets", "3"], "--targets"),
])
def test_a_grab_refuses_options_it_would_ignore(muster, args, needle):
    # a grab "with a sword", or breaking free of three targets, would silently resolve
    # something else
    assert_one_line_error(muster("wound", "void", *args, "--dice", "3"), needle)
