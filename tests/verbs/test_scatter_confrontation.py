"""`muster scatter confrontation` split into one subcommand per mode (flee, the default;
courage; rally; desperate): the spellings without the subcommand (``--desperate``,
``--rally``, a Courage test option, or none: the flight) run the same flight with the same
output, through the quick door and through the app alike, and an option of another mode is
click's one-line refusal."""

from __future__ import annotations

import pytest

from helpers import assert_not_an_option_of, assert_one_line_error, assert_spellings_run_alike

# (the line without the subcommand, the same line with it); dice and odds so the outputs are
# fixed: seed 000 L655-659 (the flight), L683-690 (the rally roll), L1149-1154 (a fanatic's
# Discipline re-test), L1410-1414 (Desperate)
PAIRS = [
    ("--mov 10", "flee --mov 10"),
    ("--mov 10 --rapidity", "flee --mov 10 --rapidity"),
    ("--mov 10 --edge-cm 15", "flee --mov 10 --edge-cm 15"),
    ("--mov 10 --engaged --activated", "flee --mov 10 --engaged --activated"),
    ("--mov 12 --courage 4 --fear 8 --dice 3", "courage --mov 12 --courage 4 --fear 8 --dice 3"),
    ("--mov 12 --courage 4 --fear 8 --odds", "courage --mov 12 --courage 4 --fear 8 --odds"),
    ("--mov 10 --courage 4 --fear 7 --activated --odds",
     "courage --mov 10 --courage 4 --fear 7 --activated --odds"),
    ("--mov 10 --courage 4 --fear 7 --fanatic 5 --dice 2,3",
     "courage --mov 10 --courage 4 --fear 7 --fanatic 5 --dice 2,3"),
    ("--mov 10 --courage 3 --fear 6 --penalty blood-brother --times 30 --seed 4",
     "courage --mov 10 --courage 3 --fear 6 --penalty blood-brother --times 30 --seed 4"),
    ("--mov 10 --courage 4 --fear 7 --rally --dice 4",
     "rally --mov 10 --courage 4 --fear 7 --dice 4"),
    ("--rally --mov 10 --courage 4 --fear 7 --odds", "rally --mov 10 --courage 4 --fear 7 --odds"),
    ("--mov 10 --desperate", "desperate --mov 10"),
    ("--desperate --mov 10 --odds", "desperate --mov 10 --odds"),
]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("old, new", PAIRS)
def test_each_spelling_without_the_subcommand_prints_what_the_subcommand_does(
        muster, old, new, lang):
    before = muster("--lang", lang, "scatter", "conf", *old.split())
    after = muster("--lang", lang, "scatter", "conf", *new.split())
    assert before.code == after.code == 0, (before.err, after.err)
    assert before.out == after.out and before.err == after.err == ""
    assert muster("scatter", "conf", *old.split(), "--json").json == \
        muster("scatter", "conf", *new.split(), "--json").json


def test_each_mode_by_either_spelling_is_the_rulebook_s(muster):
    def both(old: str, new: str) -> list[dict]:
        return [muster("scatter", "conf", *line.split(), "--json").json for line in (old, new)]

    # L655-659: twice MOV straight away; a fighter in a melee does not leave it
    for body in both("--mov 10", "flee --mov 10"):
        assert body["flees"] is True and body["distance_cm"] == 20
    # d6 + 4 must beat 8: a 3 makes 7, a failure, and the fighter flees 2 x 12 cm
    for body in both("--mov 12 --courage 4 --fear 8 --dice 3",
                     "courage --mov 12 --courage 4 --fear 8 --dice 3"):
        assert body["courage_test"]["success"] is False and body["distance_cm"] == 24
    # L683-690: the rally roll at the same Fear, 4 + 4 = 8 > 7: it stops
    for body in both("--mov 10 --courage 4 --fear 7 --rally --dice 4",
                     "rally --mov 10 --courage 4 --fear 7 --dice 4"):
        assert body["rally"] is True and body["flees"] is False
    # L1410-1414: Desperate knows no fear, no test and no flight
    for body in both("--mov 10 --desperate", "desperate --mov 10"):
        assert body["courage_test"] is None and body["flees"] is False


@pytest.mark.parametrize("old, new", PAIRS)
def test_the_quick_door_and_the_app_read_both_spellings_alike(capsys, old, new):
    # the door reads both lines as the same subcommand with the same values (but the flag
    # that named the mode), and prints what the app prints
    assert_spellings_run_alike(("scatter", "conf"), old, new, ("rally", "desperate"), capsys)


def test_the_subcommand_word_may_follow_options(muster):
    assert muster("scatter", "conf", "--mov", "10", "desperate").out == \
        muster("scatter", "conf", "desperate", "--mov", "10").out


@pytest.mark.parametrize("line, option, sub", [
    ("flee --mov 10 --courage 4 --fear 7", "--courage", "flee"),
    ("flee --mov 10 --rally", "--rally", "flee"),
    ("courage --mov 10 --courage 4 --fear 7 --desperate", "--desperate", "courage"),
    ("--mov 10 --courage 4 --fear 7 --rally --activated", "--activated", "rally"),
    ("--mov 10 --desperate --courage 4 --fear 7", "--courage", "desperate"),
    ("--mov 10 --courage 4 --fear 7 --rally --desperate", "--desperate", "rally"),
    ("desperate --mov 10 --penalty blood-brother", "--penalty", "desperate"),
    ("--fanatic 5 --desperate --mov 10", "--fanatic", "desperate"),
])
def test_an_option_of_another_mode_is_one_line(muster, line, option, sub):
    assert_not_an_option_of(muster, ("scatter", "conf"), line.split(), option, sub)


@pytest.mark.parametrize("line, needle", [
    ("--mov 10 --courage 4", "--fear"),
    ("--mov 10 --penalty blood-brother", "--penalty and --ability apply to the Courage test"),
    ("--mov 10 --rally", "give --courage and --fear"),
    ("rally --mov 10", "give --courage and --fear"),
    ("--mov 10 --fanatic 5", "--fanatic is the Discipline re-test"),
])
def test_a_courage_test_missing_its_difficulty_is_the_spec_s_refusal_in_options(
        muster, line, needle):
    # these lines pick their mode, whose own checks name the command's options
    assert_one_line_error(muster("scatter", "conf", *line.split()), needle)


def test_a_what_if_column_s_options_pick_no_mode_of_the_line(muster):
    # --vs '--desperate' is the column's value: the line is the flight, whose columns take
    # only the flight's options
    run = muster("scatter", "conf", "--mov", "10", "--odds", "--vs", "--desperate")
    assert_one_line_error(run, "--vs '--desperate': no such option: --desperate; it is an "
                          "option of 'muster scatter conf desperate'")
    # a Courage test line's column changes its Fear: d6 + 4 beats 7 on a 4-6 (holds 1/2),
    # beats 8 on a 5-6 (1/3)
    out = muster("scatter", "conf", "--mov", "10", "--courage", "4", "--fear", "7", "--odds",
                 "--vs", "--fear 8").out
    assert "holds        50.00 %   33.33 %" in out


def test_a_fanatic_without_a_courage_test_is_told_it_is_the_re_test(muster):
    # L1150-1152: the fanatic's Discipline re-test follows a failed Courage test; the
    # re-test is "opakovaný test" in Czech, as every other message and help says it
    args = ("scatter", "conf", "courage", "--mov", "12", "--fanatic", "5")
    run = muster(*args)
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: --fanatic is the Discipline re-test after a failed Courage "
        "test: give --courage and --fear too\n")
    czech = muster("--lang", "cs", *args)
    assert (czech.code, czech.out, czech.err) == (
        2, "", "muster: chyba: --fanatic je opakovaný test Disciplíny po neúspěšném testu "
        "Odvahy: zadejte také --courage a --fear\n")


@pytest.mark.parametrize("mode", ["courage", "rally"])
def test_the_courage_test_refuses_an_ability_it_does_not_take(muster, mode):
    # Sharp shooter excuses a 1 on shooting rolls only (L1294-1296), as `roll conf courage`
    # refuses it
    line = ("scatter", "conf", mode, "--mov", "12", "--courage", "4", "--fear", "7",
            "--ability", "sharp-shooter")
    run = muster(*line)
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: Sharp shooter does not change a Courage test's die (shooting "
        "rolls); Hardened, Bravery and Born killer do (L1088-1092, L1112-1122, L1440-1443)\n")
    czech = muster("--lang", "cs", *line)
    assert (czech.code, czech.out, czech.err) == (
        2, "", "muster: chyba: Přesný střelec kostku testu Odvahy nemění (hody na Střelbu); "
        "Otrlý, Statečnost a Rozený zabiják ano (ř.\u00a01088–1092, 1112–1122, 1440–1443)\n")


def test_the_courage_test_s_unknown_ability_and_twice_given_penalty(muster):
    # its --ability takes all but Fanaticism (that is --fanatic, L1149-1150), as its help
    # says; a penalty given twice by two of its names is refused in the words typed
    line = ("scatter", "conf", "courage", "--mov", "12", "--courage", "4", "--fear", "7")
    run = muster(*line, "--ability", "bogus")
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: unknown ability 'bogus' (allowed: hardened, bravery, "
        "born-killer)\n")
    czech = muster("--lang", "cs", *line, "--ability", "bogus")
    assert czech.err == ("muster: chyba: schopnost „bogus“ neexistuje (povolené hodnoty: "
                         "Otrlý, Statečnost, Rozený zabiják)\n")
    twice = ("--penalty", "blood-brother", "--penalty", "bratr")
    run = muster(*line, *twice)
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: --penalty given twice: blood-brother, bratr\n")
    czech = muster("--lang", "cs", *line, *twice)
    assert (czech.code, czech.out, czech.err) == (
        2, "", "muster: chyba: --penalty zadán dvakrát: blood-brother, bratr\n")
    # one of them, by its Czech name, is the blood brother's -1: a 4 is 3 + 4 = 7, not > 7
    body = muster(*line, "--penalty", "bratr", "--dice", "4", "--json").json
    assert (body["courage_test"]["penalties"], body["courage_test"]["total"],
            body["courage_test"]["success"]) == (["blood-brother"], 7, False)
