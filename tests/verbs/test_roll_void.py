"""`muster roll void` split into one subcommand per roll (test, the default; control): the
spellings without the subcommand (``--control``, or none: the roll-under test) run the same
roll with the same output, through the quick door and through the app alike, and an option
of the other roll is click's one-line refusal."""

from __future__ import annotations

import pytest

from helpers import assert_not_an_option_of, assert_one_line_error, assert_spellings_run_alike

# (the line without the subcommand, the same line with it); dice and odds so the outputs
# are fixed: seed 003 L17 (the roll-under test, corrective and spoiling rolls, the control
# roll)
PAIRS = [
    ("--target 10 --dice 9", "test --target 10 --dice 9"),
    ("--target 12 --mod -2 --dice 9", "test --target 12 --mod -2 --dice 9"),
    ("-t 10 --corrective --dice 14,6", "test -t 10 --corrective --dice 14,6"),
    ("--target 8 --spoiling --odds", "test --target 8 --spoiling --odds"),
    ("--target 3 -m -5 -m 1 --times 30 --seed 2", "test --target 3 -m -5 -m 1 --times 30 --seed 2"),
    ("--control --dice 20", "control --dice 20"),
    ("--dice 1 --control", "control --dice 1"),
    ("--control --odds", "control --odds"),
    ("--times 40 --seed 5 --control", "control --times 40 --seed 5"),
]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("old, new", PAIRS)
def test_each_spelling_without_the_subcommand_prints_what_the_subcommand_does(
        muster, old, new, lang):
    before = muster("--lang", lang, "roll", "void", *old.split())
    after = muster("--lang", lang, "roll", "void", *new.split())
    assert before.code == after.code == 0, (before.err, after.err)
    assert before.out == after.out and before.err == after.err == ""
    assert muster("roll", "void", *old.split(), "--json").json == \
        muster("roll", "void", *new.split(), "--json").json


def test_the_control_roll_by_either_spelling_is_the_rulebook_s(muster):
    # L17: a control roll looks only for Luck and Bad luck; a 20 fails, anything else
    # succeeds (19/20), and no target or modifier is shown
    for line in (["--control"], ["control"]):
        out = muster("roll", "void", *line, "--dice", "20", "--json").json
        assert out["control"] and out["bad_luck"] and not out["success"]
        assert out["target"] is None and out["mods"] == []
        odds = muster("roll", "void", *line, "--odds", "--json").json
        assert odds["success"]["fraction"] == "19/20"


@pytest.mark.parametrize("old, new", PAIRS)
def test_the_quick_door_and_the_app_read_both_spellings_alike(capsys, old, new):
    # the door reads both lines as the same subcommand with the same values (but the flag
    # that named the control roll), and prints what the app prints
    assert_spellings_run_alike(("roll", "void"), old, new, ("control",), capsys)


def test_the_subcommand_word_may_follow_options(muster):
    assert muster("roll", "void", "--dice", "20", "control").out == \
        muster("roll", "void", "control", "--dice", "20").out


@pytest.mark.parametrize("line, option, sub", [
    ("test -t 10 --control", "--control", "test"),
    ("control --target 10", "--target", "control"),
    ("--control -t 4", "-t", "control"),
    ("--dice 3 --control --mod 2", "--mod", "control"),
    ("control --corrective", "--corrective", "control"),
    ("--spoiling --control", "--spoiling", "control"),
    ("control -m 1", "-m", "control"),
])
def test_an_option_of_the_other_roll_is_one_line(muster, line, option, sub):
    assert_not_an_option_of(muster, ("roll", "void"), line.split(), option, sub)


def test_a_what_if_column_s_options_pick_no_roll_of_the_line(muster):
    # --vs '--control' is the column's value: the line is the test, whose columns take
    # only the test's options
    run = muster("roll", "void", "--target", "10", "--odds", "--vs", "--control")
    assert_one_line_error(run, "--vs '--control': no such option: --control; it is an option "
                          "of 'muster roll void control'")
    # d20 <= 10: a success but Luck 9/20; with a corrective roll 3/4 in all (1 - (1/2)^2),
    # Luck aside 3/4 - 3/40 = 27/40
    out = muster("roll", "void", "--target", "10", "--odds", "--vs", "--corrective").out
    assert "success            45.00 %" in out and "67.50 %" in out
