"""Courage against Fear in a battle (seed 000 L645-697): a figure charged by a fear-causer
that fails flees until a rally roll succeeds; one that fails charging a fear-causer is
paralysed by terror until the end of the round, and then no longer."""

from __future__ import annotations

from helpers import assert_one_line_error, ok_json
from helpers import battle_unit_state as state

CONF = (("Griffins", "Paladin", "--res", "7", "--str", "13"),
        ("Wolfen", "Hunter", "--res", "9", "--str", "10"))


def test_a_paralysed_charger_is_no_longer_frightened_after_the_round(muster, new):
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "6"))
    # L664-670: a figure that fails its Courage test charging a fear-causer is paralysed
    # until the end of the round; it does not flee and rolls no rally roll
    r = ok_json(muster, "roll", "conf", "test", "--over", "--charging", "--figure", "Spearman",
                "--target", "Wolf", "--dice", "2")
    assert r["success"] is False
    assert state(path, "Spearman")["paralysed"] == 6
    assert "frightened" not in state(path, "Spearman")
    assert "paralysed by terror (FEAR 6)" in muster("battle", "show").out
    # it cannot charge again this round
    assert_one_line_error(muster("roll", "conf", "test", "--over", "--charging", "--figure",
                                 "Spearman", "--target", "Wolf", "--dice", "6"),
                          "--figure Spearman", "paralysed")
    # the round ends, and so does the paralysis: the next test is an ordinary one against
    # the Wolf's FEAR, not a rally roll
    ok_json(muster, "battle", "next", "--round")
    assert "paralysed" not in state(path, "Spearman")
    r = ok_json(muster, "roll", "conf", "test", "--over", "--charging", "--figure", "Spearman",
                "--target", "Wolf", "--dice", "4")
    assert (r["difficulty"], r["success"]) == (6, True)
    assert state(path, "Spearman")["fearless_to"] == 6  # a passed test: immune (L692-696)


def test_a_charged_figure_that_fails_flees_until_it_rallies(muster, new):
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "6"))
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
            "Wolf", "--dice", "2")
    # fleeing outlasts the round (L683-690): only a rally roll ends it
    ok_json(muster, "battle", "next", "--round")
    assert state(path, "Spearman")["frightened"] == 6
    # a fleeing figure charges nothing
    assert_one_line_error(muster("roll", "conf", "test", "--over", "--charging", "--figure",
                                 "Spearman", "--target", "Wolf", "--dice", "6"),
                          "--figure Spearman", "flees")
