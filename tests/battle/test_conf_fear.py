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
    assert state(path, "Spearman")["paralysed_by"] == "Wolf"  # the test named it
    assert "frightened" not in state(path, "Spearman")
    assert "paralysed by the terror of Wolf (FEAR 6)" in muster("battle", "show").out
    # it cannot charge again this round
    assert_one_line_error(muster("roll", "conf", "test", "--over", "--charging", "--figure",
                                 "Spearman", "--target", "Wolf", "--dice", "6"),
                          "--figure Spearman", "paralysed")
    # the round ends, and so does the paralysis: the next test is an ordinary one against
    # the Wolf's FEAR, not a rally roll
    ok_json(muster, "battle", "next", "--round")
    assert "paralysed" not in state(path, "Spearman")
    assert "paralysed_by" not in state(path, "Spearman")
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


FEARS = (("Wolfen", "Wolf", "--res", "9", "--fear", "6"),
         ("Wolfen", "Ghoul", "--res", "7", "--fear", "5"))


def test_paralysed_by_a_creature_it_flees_without_a_test_when_that_one_charges(muster, new):
    """L667-668: a figure paralysed by its failed test charging a fear-causer, charged or
    engaged by that same creature in the round, flees automatically: its Courage test
    against it is refused (no die), and the flight is set by hand; charged by another
    fear-causer (L669-670) it tests as usual, its COU 3 against the Ghoul's FEAR 5."""
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3"), *FEARS)
    ok_json(muster, "roll", "conf", "test", "--over", "--charging", "--figure", "Spearman",
            "--target", "Wolf", "--dice", "2")
    assert state(path, "Spearman")["paralysed_by"] == "Wolf"
    # the Wolf charges it the same round: no test, whatever the dice would have been
    before = path.read_bytes()
    run = muster("roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                 "Wolf", "--dice", "6,6")
    assert_one_line_error(run, "--figure Spearman: paralysed this round by the terror of "
                               "Wolf, it flees without a test when Wolf charges or engages "
                               "it (L667-668): record the flight with battle set Spearman "
                               "frightened=6 paralysed=0")
    czech = muster("roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                   "Wolf", "--dice", "6,6", "--lang", "cs")
    assert czech.code == 2 and "bez testu" in czech.err and "ř. 667–668" in czech.err, \
        czech.err
    assert path.read_bytes() == before
    # the flight recorded as the refusal says: it flees until a rally roll at FEAR 6
    ok_json(muster, "battle", "set", "Spearman", "frightened=6", "paralysed=0")
    shown = muster("battle", "show").out
    assert "frightened (FEAR 6): flees until it rallies" in shown and "paralysed" not in shown
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--dice",
                "4")  # the rally roll, at the FEAR that made it flee: 3 + 4 = 7 > 6
    assert (r["difficulty"], r["success"]) == (6, True)
    assert "frightened" not in state(path, "Spearman")


def test_paralysed_by_one_creature_it_tests_as_usual_against_another(muster, new):
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3"), *FEARS)
    ok_json(muster, "roll", "conf", "test", "--over", "--charging", "--figure", "Spearman",
            "--target", "Wolf", "--dice", "2")
    # the Ghoul charges it: a test as usual, 3 + 3 = 6 > 5 passes: immune to FEAR 5
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                "Ghoul", "--dice", "3")
    assert (r["difficulty"], r["success"]) == (5, True)
    assert state(path, "Spearman")["fearless_to"] == 5
    assert state(path, "Spearman")["paralysed_by"] == "Wolf"  # still, for the round
    # a charge test that names no fear-causer keeps none: the Wolf's charge is then tested
    ok_json(muster, "battle", "next", "--round")
    ok_json(muster, "roll", "conf", "test", "--over", "--charging", "--figure", "Spearman",
            "-D", "6", "--dice", "2")
    assert state(path, "Spearman")["paralysed"] == 6
    assert "paralysed_by" not in state(path, "Spearman")
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                "Wolf", "--dice", "4")
    assert (r["difficulty"], r["success"]) == (6, True)
    # the round after, the paralysis and its creature are gone: the Wolf's charge is tested
    ok_json(muster, "battle", "next", "--round")
    assert {"paralysed", "paralysed_by"}.isdisjoint(state(path, "Spearman"))


def test_a_fleeing_figure_charged_by_another_fear_causer_tests_against_its_fear(muster, new):
    """L645-654, L683-696: a frightened figure charged by a fear-causer tests against that
    creature's FEAR (a standard test, not its rally roll at the FEAR it flees from): passed,
    it is immune to that FEAR or lower, the one it fled from too; failed, it flees from the
    greater. With no fear-causer named, its test is the rally roll at the FEAR it flees from,
    which gives no immunity (audit6, finding A)."""
    dragon = ("Wolfen", "Dragon", "--res", "12", "--fear", "8")
    path = new("conf", *CONF, ("Griffins", "Archer", "--res", "5", "--cou", "3"), *FEARS,
               dragon)
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Archer", "--target",
            "Ghoul", "--dice", "1")  # 1 + 3 = 4, not over 5
    assert state(path, "Archer")["frightened"] == 5
    # charged by the Dragon: 4 + 3 = 7 is over its rally difficulty 5, not over FEAR 8
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Archer", "--target",
                "Dragon", "--dice", "4")
    assert (r["difficulty"], r["success"]) == (8, False)
    assert state(path, "Archer")["frightened"] == 8
    assert "fearless_to" not in state(path, "Archer")
    # its rally roll (no fear-causer named) is at the FEAR it now flees from
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Archer", "--dice", "6")
    assert (r["difficulty"], r["success"]) == (8, True)
    assert "frightened" not in state(path, "Archer") and "fearless_to" not in state(path,
                                                                                  "Archer")
    # frightened by the Ghoul again, then a standard test passed against the Dragon: immune
    # to FEAR 8 or lower, so the Ghoul's fear is gone too
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Archer", "--target",
            "Ghoul", "--dice", "1")
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Archer", "--target",
                "Dragon", "--dice", "6")
    assert (r["difficulty"], r["success"]) == (8, True)
    assert state(path, "Archer")["fearless_to"] == 8
    assert "frightened" not in state(path, "Archer")


def test_a_charge_by_a_second_creature_of_the_same_fear_is_a_standard_test(muster, new):
    """The rally roll is made as the fleeing figure's card is activated (L683-686); charged
    by a fear-causer named, the figure takes a standard test (L645-654), which passed makes
    it immune to that FEAR or lower (L692-696), even when it equals the FEAR it flees from
    (audit6: a second creature of the same FEAR was read as the rally roll, no immunity)."""
    path = new("conf", *CONF, ("Griffins", "Archer", "--res", "5", "--cou", "3"), *FEARS,
               ("Wolfen", "Wight", "--res", "6", "--fear", "5"))
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Archer", "--target",
            "Ghoul", "--dice", "1")  # 1 + 3 = 4, not over 5: flees
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Archer", "--target",
                "Wight", "--dice", "4")  # 4 + 3 = 7 over the Wight's FEAR 5
    assert (r["difficulty"], r["success"]) == (5, True)
    assert state(path, "Archer")["fearless_to"] == 5
    assert "frightened" not in state(path, "Archer")
    # the same pass as its rally roll (no creature named) ends the flight, no immunity
    ok_json(muster, "battle", "undo")
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Archer", "--dice", "4")
    assert (r["difficulty"], r["success"]) == (5, True)
    assert {"frightened", "fearless_to"}.isdisjoint(state(path, "Archer"))
