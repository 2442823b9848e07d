"""Courage against Fear in a battle (seed 000 L645-697): a figure charged by a fear-causer
that fails flees until a rally roll succeeds; one that fails charging a fear-causer is
paralysed by terror until the end of the round, and then no longer."""

from __future__ import annotations

from helpers import assert_one_line_error, ok_json, refused_unchanged
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
    assert czech.code == 2 and "bez testu" in czech.err and "ř.\u00a0667–668" in czech.err, \
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


def test_a_paralysed_figure_that_passes_against_a_higher_fear_is_no_longer_paralysed(
        muster, new):
    """L692-694: a figure that passes its test against a fear-causer is, for the rest of the
    battle, not affected by the fear of any creature of that FEAR or lower. Paralysed by the
    Ghoul (COU 3 + 1 = 4, not over FEAR 5), then charged by the Wolf (L669-670: tested as
    usual), 3 + 4 = 7 > FEAR 6: immune to FEAR 6 or lower, the Ghoul's 5 too, so its
    paralysis ends with its penalties; a pass against a lower FEAR leaves it."""
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3",
                               "--ini", "3"), *FEARS, ("Wolfen", "Rat", "--res", "3",
                                                       "--fear", "4", "--ini", "2"))
    ok_json(muster, "roll", "conf", "test", "--over", "--charging", "--figure", "Spearman",
            "--target", "Ghoul", "--dice", "1")
    assert (state(path, "Spearman")["paralysed"], state(path, "Spearman")["paralysed_by"]) \
        == (5, "Ghoul")
    # a pass against the Rat's lower FEAR 4 (3 + 2 = 5 > 4) leaves the paralysis
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
            "Rat", "--dice", "2")
    assert (state(path, "Spearman")["paralysed"], state(path, "Spearman")["fearless_to"]) \
        == (5, 4)
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                "Wolf", "--dice", "4")
    assert (r["difficulty"], r["success"]) == (6, True)
    after = state(path, "Spearman")
    assert after["fearless_to"] == 6
    assert {"paralysed", "paralysed_by", "frightened"}.isdisjoint(after)
    shown = muster("battle", "show").out
    assert "immune to FEAR 6 or lower" in shown and "paralysed" not in shown
    # no fear penalty left on its INI (L649-651): INI 3, not 2
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Spearman", "--target",
                "Rat", "--dice", "3,3")
    assert r["rounds"][0]["first"]["value"] == 3


def test_a_fleeing_figure_charged_by_another_fear_causer_tests_against_its_fear(muster, new):
    """L645-654, L683-696: a frightened figure charged by a fear-causer tests against that
    creature's FEAR (a standard test, not its rally roll at the FEAR it flees from): passed,
    it is immune to that FEAR or lower, the one it fled from too; failed, it flees from the
    greater. With no fear-causer named, its test is the rally roll at the FEAR it flees from,
    which gives no immunity."""
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
    (not read as the rally roll, which gives no immunity)."""
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


def test_a_group_charging_a_fear_causer_makes_one_test_that_holds_for_each(muster, new):
    """L672-675: several figures charging a fear-causer at once make one test for the whole
    group, with the highest Courage in it and +1 for each other figure, and the result holds
    for the whole group: each --figure named is marked. COU 2, 3, 4 against the Wolf's FEAR
    7: 4 + 2 + 1 = 7 is not over 7, so all three are paralysed by it; the round after,
    4 + 2 + 2 = 8 > 7 makes all three immune to FEAR 7 or lower."""
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3"),
               ("Griffins", "Knight", "--res", "7", "--cou", "4"),
               ("Griffins", "Archer", "--res", "5", "--cou", "2"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "7"))
    group = ("--figure", "Spearman", "--figure", "Knight", "--figure", "Archer")
    r = ok_json(muster, "roll", "conf", "test", "--over", "--charging", *group, "--target",
                "Wolf", "--dice", "1")
    assert (r["value"], r["group"], r["total"], r["success"]) == (4, 3, 7, False)
    for name in ("Spearman", "Knight", "Archer"):
        assert (state(path, name)["paralysed"], state(path, name)["paralysed_by"]) == \
            (7, "Wolf"), name
    assert [u["name"] for u in r["battle"]["units"]] == ["Wolf", "Spearman", "Knight",
                                                         "Archer"]
    # a paralysed figure of the group charges nothing more: refused, named
    assert_one_line_error(muster("roll", "conf", "test", "--over", "--charging", *group,
                                 "--target", "Wolf", "--dice", "6"),
                          "--figure Spearman", "paralysed")
    ok_json(muster, "battle", "next", "--round")
    r = ok_json(muster, "roll", "conf", "test", "--over", "--charging", *group, "--target",
                "Wolf", "--dice", "2")
    assert (r["total"], r["success"]) == (8, True)
    assert [state(path, n)["fearless_to"] for n in ("Spearman", "Knight", "Archer")] == \
        [7, 7, 7]
    # a figure charged by a fear-causer is tested alone; a figure named twice is refused
    before = path.read_bytes()
    # in the words of the --group refusal: a charge or an engagement (L645-646, L672-675)
    run = muster("roll", "conf", "test", "--over", "--figure", "Spearman", "--figure",
                 "Knight", "--target", "Wolf", "--dice", "2")
    assert (run.code, run.out) == (2, "")
    assert run.err == ("muster: error: --figure Knight: a group makes one Courage test "
                       "together only when it charges or engages a fear-causer at once "
                       "(L645-646, L672-675); a figure charged by one is tested alone\n")
    czech = muster("roll", "conf", "test", "--over", "--figure", "Spearman", "--figure",
                   "Knight", "--target", "Wolf", "--dice", "2", "--lang", "cs")
    assert (czech.code, czech.out) == (2, "")
    assert czech.err == ("muster: chyba: --figure Knight: skupina dělá jeden společný test "
                         "Odvahy jen tehdy, když současně napadá stvůru působící strach nebo "
                         "se s ní střetává (ř.\u00a0645–646, 672–675); figurka, kterou taková "
                         "stvůra napadne, se testuje sama\n")
    assert_one_line_error(muster("roll", "conf", "test", "--over", "--charging", "--figure",
                                 "Knight", "--figure", "Knight", "--target", "Wolf",
                                 "--dice", "2"), "--figure Knight is given twice")
    # a fanatic's Discipline re-test is its own, not the group's (L1150-1152, RULINGS)
    assert_one_line_error(muster("roll", "conf", "test", "--over", "--charging", *group,
                                 "--target", "Wolf", "--fanatic", "5", "--dice", "1,1"),
                          "--fanatic in a group", "L1150-1152")
    assert path.read_bytes() == before


def test_a_figure_charged_after_its_card_was_activated_does_not_flee(muster, new):
    """L655-659: a figure charged by a fear-causer that fails takes the fear's penalties,
    and flees only if its card has not been activated yet. COU 3 + 2 = 5, not over the
    Wolf's FEAR 6, after its card was activated: afraid of FEAR 6 (its INI 3 is 2 in the
    melee initiative), not fleeing, until the end of the round (RULINGS); the same test
    without --activated leaves it fleeing."""
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3",
                               "--ini", "3"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "6", "--ini", "4"))
    r = ok_json(muster, "roll", "conf", "test", "--over", "--activated", "--figure",
                "Spearman", "--target", "Wolf", "--dice", "2")
    assert (r["total"], r["success"]) == (5, False)
    after = state(path, "Spearman")
    assert after["afraid"] == 6 and "frightened" not in after and "paralysed" not in after
    assert "afraid (FEAR 6): the fear's penalties until the end of the round, no flight" \
        in muster("battle", "show").out
    assert "ve strachu (Strach 6)" in muster("battle", "show", "--lang", "cs").out
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Spearman", "--target",
                "Wolf", "--dice", "3,1")
    assert r["rounds"][0]["first"]["value"] == 2  # INI 3 - 1 (L649-651)
    ok_json(muster, "battle", "next", "--round")
    assert "afraid" not in state(path, "Spearman")
    # not activated yet, the same failure makes it flee until it rallies
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
            "Wolf", "--dice", "2")
    assert state(path, "Spearman")["frightened"] == 6
    # a charger's failure is a paralysis: --activated is refused with --charging
    assert_one_line_error(muster("roll", "conf", "test", "--over", "--activated",
                                 "--charging", "-v", "3", "-D", "6", "--dice", "2"),
                          "--charging and --activated")
    # either is the Courage test's alone: it makes the test the Courage test, as --over does
    out = ok_json(muster, "roll", "conf", "test", "--activated", "-v", "3", "-D", "6",
                  "--dice", "2")
    assert (out["total"], out["success"], out["over"]) == (5, False, True)


def test_a_figure_immune_to_the_fear_takes_nothing_from_a_failed_test(muster, new):
    """L692-694: a figure that has passed a standard test against a fear-causer is not
    affected, for the rest of the battle, by the fear of any creature of that FEAR or lower.
    In a group charge (L672-675) it still counts (its COU 3 is the best, +1 for the Archer):
    3 + 1 + 2 = 6 is not over the Wolf's FEAR 8, and only the Archer is paralysed. Alone,
    charged by the FEAR 5 Ghoul and failing (3 + 1 = 4), or charged after its card was
    activated, it neither flees nor takes the fear's penalties."""
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3"),
               ("Griffins", "Archer", "--res", "5", "--cou", "2"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "8"),
               ("Wolfen", "Ghoul", "--res", "7", "--fear", "5"))
    ok_json(muster, "battle", "set", "Spearman", "fearless_to=8")
    before = state(path, "Spearman")
    r = ok_json(muster, "roll", "conf", "test", "--over", "--charging", "--figure",
                "Spearman", "--figure", "Archer", "--target", "Wolf", "--dice", "2")
    assert (r["value"], r["group"], r["total"], r["success"]) == (3, 2, 6, False)
    assert state(path, "Spearman") == before
    assert state(path, "Archer")["paralysed"] == 8
    for extra in ((), ("--activated",)):
        r = ok_json(muster, "roll", "conf", "test", "--over", *extra, "--figure", "Spearman",
                    "--target", "Ghoul", "--dice", "1")
        assert (r["total"], r["success"]) == (4, False)
        assert state(path, "Spearman") == before, extra


def test_a_pass_at_the_fear_it_is_paralysed_by_and_flees_from_frees_it(muster, new):
    """L692-694 at the equal FEAR: paralysed by the Ghoul (COU 3 + 1 = 4, not over FEAR 5,
    L664-667), charged by the Wight (L669-670: a test as usual) and failing (3 + 1), it also
    flees at FEAR 5; charged by the Shade and passing, 3 + 4 = 7 > 5, it is immune to FEAR 5
    or lower: neither fleeing nor paralysed, and its INI 3 is whole again."""
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3",
                               "--ini", "3"),
               *[("Wolfen", n, "--res", "7", "--fear", "5", "--ini", "2")
                 for n in ("Ghoul", "Wight", "Shade")])
    ok_json(muster, "roll", "conf", "test", "--over", "--charging", "--figure", "Spearman",
            "--target", "Ghoul", "--dice", "1")
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
            "Wight", "--dice", "1")
    assert (state(path, "Spearman")["paralysed"], state(path, "Spearman")["frightened"]) \
        == (5, 5)
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                "Shade", "--dice", "4")
    assert (r["total"], r["success"]) == (7, True)
    after = state(path, "Spearman")
    assert after["fearless_to"] == 5
    assert {"paralysed", "paralysed_by", "frightened"}.isdisjoint(after)
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Spearman", "--target",
                "Shade", "--dice", "3,3")
    assert r["rounds"][0]["first"]["value"] == 3


def test_an_afraid_figure_that_becomes_immune_loses_the_fear_s_penalties(muster, new):
    """L655-659 then L692-694: afraid of the Ghoul's FEAR 5 (3 + 1 = 4, its card activated),
    it passes against the Wight's FEAR 6 (3 + 4 = 7 > 6): immune to FEAR 6 or lower, so the
    Ghoul's fear and its -1 INI end with that pass, as a paralysis does; a pass
    against the FEAR 4 Rat leaves them."""
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3",
                               "--ini", "3"),
               ("Wolfen", "Ghoul", "--res", "9", "--fear", "5", "--ini", "2"),
               ("Wolfen", "Wight", "--res", "9", "--fear", "6", "--ini", "2"),
               ("Wolfen", "Rat", "--res", "3", "--fear", "4", "--ini", "2"))
    ok_json(muster, "roll", "conf", "test", "--over", "--activated", "--figure", "Spearman",
            "--target", "Ghoul", "--dice", "1")
    assert state(path, "Spearman")["afraid"] == 5
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
            "Rat", "--dice", "2")
    assert (state(path, "Spearman")["afraid"], state(path, "Spearman")["fearless_to"]) \
        == (5, 4)
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
                "Wight", "--dice", "4")
    assert (r["total"], r["success"]) == (7, True)
    assert "afraid" not in state(path, "Spearman")
    assert "afraid" not in muster("battle", "show").out
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Spearman", "--target",
                "Wight", "--dice", "3,3")
    assert r["rounds"][0]["first"]["value"] == 3


def test_a_group_charging_a_fear_causer_is_of_one_side_and_its_enemy(muster, new):
    """L672-675: several models charging the fear-causer at once are one side's, against
    an enemy creature: the Wolfen Rat may not join the Griffins' charge at its own Wolf
    (FEAR 8), nor be tested alone against it; refused by name, nothing
    written."""
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "8"),
               ("Wolfen", "Rat", "--res", "9", "--cou", "2"))
    before = path.read_bytes()
    refused_unchanged(muster("roll", "conf", "test", "--over", "--charging", "--figure",
                             "Spearman", "--figure", "Rat", "--target", "Wolf", "--dice",
                             "2"), path, before,
                      "--figure Rat is not a unit of Griffins, the side of Spearman: the "
                      "units that roll together are of one side")
    czech = muster("--lang", "cs", "roll", "conf", "test", "--over", "--charging", "--figure",
                   "Spearman", "--figure", "Rat", "--target", "Wolf", "--dice", "2")
    assert czech.code == 2 and "--figure Rat není jednotka strany Griffins" in czech.err
    for extra in ((), ("--charging",), ("--activated",)):
        refused_unchanged(muster("roll", "conf", "test", "--over", *extra, "--figure", "Rat",
                                 "--target", "Wolf", "--dice", "2"), path, before,
                          "--target Wolf is a unit of Wolfen, the side of Rat: this roll "
                          "is against enemy units")


def test_the_output_tells_a_rally_roll_from_a_standard_test(muster, new):
    """L683-686, L692-696: a frightened figure's rally roll (no creature named, at the FEAR
    it flees from) gives no immunity, a standard test against a creature named does; the
    output says which was made. COU 3 + 1 fails against the Wolf's FEAR 6;
    3 + 4 = 7 > 6 as a rally roll: it stops fleeing, immune to nothing; frightened again,
    3 + 4 against the Wolf named: immune to FEAR 6 or lower."""
    path = new("conf", *CONF, ("Griffins", "Archer", "--res", "5", "--cou", "3"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "6"))
    test = ("roll", "conf", "test", "--over", "--figure", "Archer")
    assert muster(*test, "--target", "Wolf", "--dice", "1").code == 0
    failed = muster(*test, "--dice", "1")
    assert "  its rally roll at FEAR 6: a pass stops the flight and gives no immunity " \
        "(L683-686, L695-696)\n" in failed.out, failed.out
    assert state(path, "Archer")["frightened"] == 6
    rallied = muster(*test, "--dice", "4")
    assert "its rally roll at FEAR 6" in rallied.out
    assert {"frightened", "fearless_to"}.isdisjoint(state(path, "Archer"))
    assert muster(*test, "--target", "Wolf", "--dice", "1").code == 0
    standard = muster(*test, "--target", "Wolf", "--dice", "4", "--lang", "cs")
    assert "  standardní test proti Wolf, ne hod na zastavení (útočí jmenovaná stvůra, " \
        "ř.\u00a0692–696)\n" in standard.out, standard.out
    assert state(path, "Archer")["fearless_to"] == 6
