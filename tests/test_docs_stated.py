"""The check of what a documented example's comment states (test_docs_examples.stated_misses)
ties each stated result to its place in the output: fed an example's real output with one
result changed, or the output of a neighbouring command, it reports what no longer holds."""

from __future__ import annotations

import shlex

import pytest

from test_docs_examples import EXAMPLES, _count_draws, stated_misses

COMMENTS = {param.values[0]: param.values[1] for param in EXAMPLES}

# (documented example, [(text of its output, the same changed)]): each change makes a stated
# result wrong
EDITS = [
    ("muster roll conf -v 4 -D 6 --penalty critical --odds",
     [("33.33 % (1/3)", "40.00 % (2/5)"),
      ("chance of success: 33.33 % (1/3)\nchance of an automatic failure: 66.67 % (2/3)",
       "chance of success: 66.67 % (2/3)\nchance of an automatic failure: 33.33 % (1/3)")]),
    ("muster wound confrontation --str 13 --res 7 --dice 3,6",
     [("= 15", "= 14"), ("die penalty -3", "die penalty -2"),
      ("Result: critical wound", "Result: serious wound"),
      ("Figure: was unwounded, now critical wound", "Figure: was unwounded, now serious wound")]),
    ("muster wound wm --attacks 3 --to-hit 4 --armour 4 --dice 4,5,6,4,2,1",
     [("unsaved hits: 2", "unsaved hits: 1"), ("saves: 1", "saves: 2"), ("hits: 3", "hits: 2")]),
    ("muster wound void --weapon sword --target-armor 5 --dice 8,6",
     [("damage: 1 x 20 = 20", "damage: 1 x 20 = 0"), ("40 -> 20", "40 -> 40")]),
    ("muster siege-breach mk -a 9 -D 16 --structure 3 --damage 2 --steep --odds",
     [("destroyed: 2.78 % (1/36)", "destroyed: 0.00 % (0)"),
      ("hit:       58.33 % (7/12)", "hit:       50.00 % (1/2)")]),
    ("muster roll conf -v 4 -D 7 --over --fanatic 5 --odds",
     [("held by fanaticism  33.33 % (1/3)\nflees               16.67 % (1/6)",
       "held by fanaticism  16.67 % (1/6)\nflees               33.33 % (1/3)")]),
    ("muster roll wm command --value 10 --dice 5,6",
     [("Order FAILED (11 > 10)", "Order given (11 > 10)")]),
    ("muster roll conf --mutagenic 2 --points 350 --dice 4,1,6",
     [("points in all: 14", "points in all: 6"), ("3 figures", "2 figures")]),
    ("muster wound mageknight --attack 9 --damage 2 --defense 15 --defense 16 --dice 2,4",
     [("takes 2 damage", "takes 1 damage"),
      ("Target 2: vs defense 16: MISS (15 < 16)", "Target 2: vs defense 16: HIT (15 < 16)")]),
    ("muster wound conf --str 10 --res 10 --current critical --dice 1,5",
     [("now killed outright: removed", "now critical wound")]),
    ("muster roll conf melee-setup --ini 3 --def 3 --charged --versus-ini 3 --dice 2,2",
     [("INI 3 -1 (charged) = 2, DEF 3 -1 (charged) = 2",
       "INI 3 -1 (charged) = 3, DEF 3 -1 (charged) = 3"), ("+ 3 = 5", "+ 3 = 6")]),
    ("muster roll conf --feat plain --mov 10 --difficulty 9 --ability hardened --odds",
     [("success  30.56 % (11/36)", "success  20.00 % (1/5)")]),
]

# (documented example, a command whose output would pass for it if only its numbers counted)
NEIGHBOURS = [
    ("muster wound confrontation --str 13 --res 7 --dice 3,6",
     "muster wound confrontation --str 13 --res 8 --dice 3,6"),
    ("muster wound confrontation --str 13 --res 7 --dice 3,6",
     "muster wound confrontation --str 12 --res 7 --dice 3,6"),
    ("muster wound wm --attacks 3 --to-hit 4 --armour 4 --dice 4,5,6,4,2,1",
     "muster wound wm --attacks 3 --to-hit 4 --armour 4 --dice 4,5,6,4,5,1"),
    ("muster wound wm --attacks 3 --to-hit 4 --armour 4 --dice 4,5,6,4,2,1",
     "muster wound wm --attacks 3 --to-hit 5 --armour 4 --dice 4,5,6,4,2"),
    ("muster wound void --weapon sword --target-armor 5 --dice 8,6",
     "muster wound void --weapon sword --target-armor 6 --dice 8,6"),
    ("muster wound conf --str 10 --res 10 --current critical --dice 1,5",
     "muster wound conf --str 10 --res 10 --current light --dice 1,5"),
    ("muster roll conf -v 4 -D 6 --penalty critical --odds",
     "muster roll conf -v 4 -D 6 --penalty serious --odds"),
    ("muster roll conf -v 4 -D 7 --over --fanatic 5 --odds",
     "muster roll conf -v 4 -D 7 --over --fanatic 4 --odds"),
    ("muster wound mageknight --attack 9 --damage 2 --defense 15 --defense 16 --dice 2,4",
     "muster wound mageknight --attack 9 --damage 1 --defense 15 --defense 16 --dice 2,4"),
    ("muster roll conf --mutagenic 2 --points 350 --dice 4,1,6",
     "muster roll conf --mutagenic 2 --points 250 --dice 4,1"),
]


def _output(muster, command: str) -> str:
    run = muster(*shlex.split(command)[1:])
    assert run.code == 0, run.err
    return run.out + run.err


@pytest.mark.parametrize("command,edits", EDITS, ids=[c for c, _ in EDITS])
def test_a_changed_result_is_caught(command, edits, muster, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    comments = COMMENTS[command]
    text = _output(muster, command)
    assert stated_misses(command, comments, text) == []
    for shown, changed in edits:
        assert shown in text, (shown, text)
        assert stated_misses(command, comments, text.replace(shown, changed)) != [], changed


@pytest.mark.parametrize("command,neighbour", NEIGHBOURS, ids=[n for _, n in NEIGHBOURS])
def test_a_neighbouring_commands_output_is_caught(command, neighbour, muster, tmp_path,
                                                 monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert stated_misses(command, COMMENTS[command], _output(muster, neighbour)) != []


def test_a_word_is_matched_whole_and_not_denied():
    command = "muster list-validate x.yaml"
    assert stated_misses(command, ("legal",), "x.yaml: ILLEGAL (1 error)") == ["legal"]
    assert stated_misses(command, ("legal",), "x.yaml: legal, 294 of 300 A.P.") == []
    assert stated_misses("muster roll wm cast --dice 3", ("3: cast",),
                         "attempt: 3  FAILED (3 < 5)\nSpell not cast") == ["cast"]
    # its forms are one word: "fails" is shown as FAILED or FAILURE
    assert stated_misses("muster roll wm command --dice 5,6", ("fails",),
                         "Order FAILED (11 > 10)") == []


def test_a_number_is_the_one_its_word_is_given():
    command = "muster wound wm --dice 4,5,6,4,2,1"
    out = "hits: 3\nsaves: 1\nunsaved hits: 2\n"
    assert stated_misses(command, ("3 hits, 1 save, 2 unsaved",), out) == []
    assert stated_misses(command, ("3 hits, 2 save, 1 unsaved",), out) == ["save 2",
                                                                        "unsaved 1"]
    # a result after "=": the score's 15, not the table row's
    out = "score 9 + STR 13 - RES 7 = 14\nWound table: torso, row 11 to 15: serious wound\n"
    assert stated_misses("muster wound conf --dice 3,6", ("score 15",), out) == ["score 15"]


def test_a_fraction_is_on_the_row_of_its_outcome():
    command = "muster roll conf --odds"
    out = "held by fanaticism  33.33 % (1/3)\nflees               16.67 % (1/6)\n"
    assert stated_misses(command, ("held by Fanaticism 1/3, flees 1/6",), out) == []
    swapped = "held by fanaticism  16.67 % (1/6)\nflees               33.33 % (1/3)\n"
    assert stated_misses(command, ("held by Fanaticism 1/3, flees 1/6",), swapped) == [
        "1/3", "1/6"]
    # a row named by its value
    out = "   10  12.50 % (1/8)\n   11  12.50 % (1/8)\n    9  11.57 % (25/216)\n"
    assert stated_misses("muster roll 3d6 --odds", ("10 is 1/8",), out) == []
    assert stated_misses("muster roll 3d6 --odds", ("9 is 1/8",), out) == ["1/8"]


def test_a_fraction_is_the_one_its_nearest_word_names():
    command = "muster roll wm cast --value 6 --staff --odds"
    out = ("cast 16.67 % (1/6)\nfailed 41.67 % (5/12)\n"
           "failed, spellbound 41.67 % (5/12)\n")
    assert stated_misses(command, ("failed and spellbound: 5/12",), out) == []
    wrong = "cast 16.67 % (1/6)\nfailed 41.67 % (5/12)\nfailed, spellbound 16.67 % (1/6)\n"
    assert stated_misses(command, ("failed and spellbound: 5/12",), wrong) == ["5/12"]
    # the same chance however written: 21/1296 is the row's 7/432
    out = "   17   1.39 % (1/72)\n   18   1.62 % (7/432)\n"
    assert stated_misses("muster roll 4d6kh3 --odds", ("18 is 21/1296",), out) == []
    # a row's fraction, not only its percentage, where the row shows one
    out = "hit 58.33 % (5/12)\n"
    assert stated_misses("muster roll mk --odds", ("hit 7/12",), out) == ["7/12"]


def test_a_comparison_and_a_sum_are_shown_as_the_comment_gives_them():
    command = "muster roll conf -v 5 -D 8 --over --dice 5,1"
    assert stated_misses(command, ("10 > 8: success",), "SUCCESS: 10 > 8\n") == []
    assert stated_misses(command, ("10 > 8: success",), "SUCCESS: 10 > 7\n") == ["10 > 8"]
    # a sum's terms stand on its result's line: the same total from other terms is caught
    command = "muster roll mk --dice 4,4"
    assert stated_misses(command, ("4 4 + 10 = 18: HIT",), "Attack roll: 4 5 + 9 = 18: HIT") \
        == ["4 4 + 10 = 18"]


def test_the_numbers_of_a_run_that_rolled_no_dice_are_fixed():
    command = "muster roll conf toxic --points 250"
    out = "250 A.P. of fighters with the ability: 3 toxic fighters this round\n"
    assert stated_misses(command, ("3 toxic fighters",), out, fixed=True) == []
    assert stated_misses(command, ("4 toxic fighters",), out, fixed=True) == ["toxic fighters 4"]
    assert stated_misses(command, ("4 toxic fighters",), out) == []  # dice rolled: not checked


@pytest.mark.parametrize("args,rolled", [(["roll", "2d6"], True),
                                         (["roll", "2d6", "--dice", "3,4"], False),
                                         (["roll", "conf", "fly", "--air-mov", "25", "--start",
                                           "0", "--end", "2"], False)])
def test_a_run_that_draws_a_random_number_is_noticed(args, rolled, muster, monkeypatch):
    drawn: list[str] = []
    with monkeypatch.context() as mp:
        _count_draws(mp, drawn)
        assert muster(*args).code == 0
    assert bool(drawn) is rolled
