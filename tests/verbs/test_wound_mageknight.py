"""`muster wound mk` split into one subcommand per action (attack, capture, heal,
eliminate-captive): the spellings without the subcommand (``--capture``, ``--heal``,
``--eliminate-captive``, or none: an attack) run the same action with the same output,
through the quick door and through the app alike, and an option of another action is
click's one-line refusal."""

from __future__ import annotations

import pytest

from helpers import assert_not_an_option_of, assert_one_line_error, assert_spellings_run_alike

# (the line without the subcommand, the same line with it); dice and odds so the outputs
# are fixed: seed 004 L37-40 (capture, captive), L17-18 (healing), L11-18 (an attack)
PAIRS = [
    ("-a 9 -m 2 -D 15 -D 16 --split 1,1 --dice 3,4",
     "attack -a 9 -m 2 -D 15 -D 16 --split 1,1 --dice 3,4"),
    ("-a 10 -m 2 -D 16 --lunge --second-token --odds",
     "attack -a 10 -m 2 -D 16 --lunge --second-token --odds"),
    ("-a 10 -D 15 --capture --dice 4,4", "capture -a 10 -D 15 --dice 4,4"),
    ("--capture -a 10 -m 2 -D 15 --gang-up 1 --clicks-taken 1 --skull-at 3 --dice 4,4",
     "capture -a 10 -m 2 -D 15 --gang-up 1 --clicks-taken 1 --skull-at 3 --dice 4,4"),
    ("-a 9 -m 3 -D 14 --heal --clicks-taken 5 --golem-marker 3 --dice 3,3",
     "heal -a 9 -m 3 -D 14 --clicks-taken 5 --golem-marker 3 --dice 3,3"),
    ("-a 10 -m 2 -D 15 -D 12 --heal --split 1,1 --clicks-taken 2 --clicks-taken 3 --odds",
     "heal -a 10 -m 2 -D 15 -D 12 --split 1,1 --clicks-taken 2 --clicks-taken 3 --odds"),
    ("-a 10 -D 15 --eliminate-captive --odds", "eliminate-captive -a 10 -D 15 --odds"),
    ("-a 10 -D 15 --eliminate-captive --rear-arc --second-token --dice 4,4",
     "eliminate-captive -a 10 -D 15 --rear-arc --second-token --dice 4,4"),
]


@pytest.mark.parametrize("lang", ["en", "cs"])
@pytest.mark.parametrize("old, new", PAIRS)
def test_each_spelling_without_the_subcommand_prints_what_the_subcommand_does(
        muster, old, new, lang):
    before = muster("--lang", lang, "wound", "mk", *old.split())
    after = muster("--lang", lang, "wound", "mk", *new.split())
    assert before.code == after.code == 0, (before.err, after.err)
    assert before.out == after.out and before.err == after.err == ""
    assert muster("wound", "mk", *old.split(), "--json").json == \
        muster("wound", "mk", *new.split(), "--json").json


@pytest.mark.parametrize("old, new", PAIRS)
def test_the_quick_door_and_the_app_read_both_spellings_alike(capsys, old, new):
    # the door reads both lines as the same subcommand with the same values (but the flag
    # that named the action), and prints what the app prints
    assert_spellings_run_alike(("wound", "mk"), old, new,
                               ("capture", "heal", "eliminate_captive"), capsys)


def test_the_action_word_may_follow_options(muster):
    assert muster("wound", "mk", "-a", "10", "-D", "15", "capture", "--dice", "4,4").out == \
        muster("wound", "mk", "capture", "-a", "10", "-D", "15", "--dice", "4,4").out


@pytest.mark.parametrize("line, option, sub", [
    ("attack -a 9 -m 2 -D 15 --golem-marker 2", "--golem-marker", "attack"),
    ("-a 9 -m 2 -D 15 --golem-marker 2", "--golem-marker", "attack"),
    ("capture -a 9 -D 15 --split 1", "--split", "capture"),
    ("-a 9 -D 15 --capture -F 2", "-F", "capture"),
    ("capture -a 9 -D 15 --precision", "--precision", "capture"),
    ("heal -a 9 -m 2 -D 15 --lunge", "--lunge", "heal"),
    ("-a 9 -m 2 -D 15 --heal --gang-up 1", "--gang-up", "heal"),
    ("heal -a 9 -m 2 -D 15 --rear-arc", "--rear-arc", "heal"),
    ("heal -a 9 -m 2 -D 15 --range 8", "--range", "heal"),
    ("eliminate-captive -a 9 -D 15 --gang-up 1", "--gang-up", "eliminate-captive"),
    ("-a 9 -D 15 --eliminate-captive --clicks-taken 2", "--clicks-taken", "eliminate-captive"),
    ("eliminate-captive -a 9 -D 15 --skull-at 3", "--skull-at", "eliminate-captive"),
    # two actions named: the first one runs, and the other's flag is not its option
    ("-a 9 -D 15 --capture --heal", "--heal", "capture"),
    ("-a 9 -D 15 --heal --eliminate-captive", "--eliminate-captive", "heal"),
    ("-a 9 -D 15 --eliminate-captive --capture", "--capture", "eliminate-captive"),
])
def test_an_option_of_another_action_is_one_line(muster, line, option, sub):
    assert_not_an_option_of(muster, ("wound", "mk"), line.split(), option, sub)


def test_a_what_if_columns_options_pick_no_action_of_the_line(muster):
    # --vs '--heal' is the column's value: the line is an attack (a capture with --capture),
    # and a column reads the options of the line's own action only
    run = muster("wound", "mk", "-a", "10", "-m", "2", "-D", "15", "--odds", "--vs", "--heal")
    assert_one_line_error(run, "--vs '--heal': no such option: --heal; it is an option of "
                          "'muster wound mk heal'")
    out = muster("wound", "mk", "-a", "10", "-D", "15", "--odds", "--vs", "--attack 11",
                 "--capture").out
    # a capture at 10 - 3 = 7 against 15 needs 8+ (15/36); at 11 - 3 = 8, 7+ (21/36)
    assert out.startswith("What if: Attack 7 (capture)") and "--attack 11: Attack 8" in out
