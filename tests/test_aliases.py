"""Aliases (muster.aliases, `muster alias`): a stored command run with more options
appended; an alias never shadows a verb; the aliases file is a checked state file."""

from __future__ import annotations

import json
import os

from helpers import assert_one_line_error, ok_json
from muster import aliases


def test_an_alias_runs_its_command_with_the_options_given_after_it(muster):
    made = ok_json(muster, "alias", "set", "paladin", "wound conf --str 13 --res 7")
    assert made["aliases"] == {"paladin": ["wound", "conf", "--str", "13", "--res", "7"]}
    # 3 and 6: torso (the lower die 3), 9 + STR 13 - RES 7 = 15: a critical wound
    direct = ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6")
    through = ok_json(muster, "paladin", "--dice", "3,6")
    assert through == direct
    assert (through["score"], through["state"]) == (15, "critical")
    # an option appended counts: a critical wound worsened is killed outright (RULINGS 6)
    worse = ok_json(muster, "paladin", "--dice", "3,6", "--current", "critical")
    assert (worse["state"], worse["removed"]) == ("killed", True)


def test_quoted_words_stay_one_word(muster):
    ok_json(muster, "alias", "set", "climb", "roll conf --feat climb --mov '12/4.8' --res 2")
    out = ok_json(muster, "climb", "--height", "5", "--dice", "4")
    assert (out["feat"], out["mov_cm"], out["mov_inches"]) == ("climb", 12, 4.8)


def test_an_alias_never_shadows_a_verb(muster):
    for verb in ("roll", "wound", "config", "alias"):
        assert_one_line_error(muster("alias", "set", verb, "roll 2d6"),
                              f"'{verb}' is a muster command; an alias never shadows one")
    assert not os.path.exists(aliases.path())  # nothing was written
    ok_json(muster, "alias", "set", "two", "roll 2d6")
    assert muster("roll", "2d6", "--seed", "3").out.startswith("2d6: ")


def test_an_alias_runs_a_verb_never_another_alias(muster):
    ok_json(muster, "alias", "set", "two", "roll 2d6")
    assert_one_line_error(muster("alias", "set", "twice", "two --seed 1"),
                          "an alias runs a muster command, and 'two' is none")
    assert_one_line_error(muster("alias", "set", "r", "rol 2d6"), "(did you mean 'roll'?)")
    assert_one_line_error(muster("alias", "set", "Big", "roll 2d6"), "alias name 'Big'")
    assert_one_line_error(muster("alias", "set", "q", "roll 'd6"), "cannot be read")
    assert_one_line_error(muster("alias", "set", "e", "muster"), "the command is empty")


def test_list_and_delete(muster):
    assert "no aliases" in muster("alias", "list").out
    ok_json(muster, "alias", "set", "two", "roll 2d6")
    ok_json(muster, "alias", "set", "three", "roll 3d6")
    listed = muster("alias", "list").out.splitlines()
    assert listed[1:] == ["three  muster roll 3d6", "two    muster roll 2d6"]
    gone = ok_json(muster, "alias", "delete", "two")
    assert (gone["action"], gone["aliases"]) == ("delete", {"two": ["roll", "2d6"]})
    assert ok_json(muster, "alias", "list")["aliases"] == {"three": ["roll", "3d6"]}
    assert_one_line_error(muster("alias", "delete", "thre"),
                          "unknown alias 'thre' (allowed: three; did you mean 'three'?)")
    assert_one_line_error(muster("two"), "no such command 'two'")  # gone: not a command


def test_the_aliases_file_is_a_checked_state_file(muster):
    ok_json(muster, "alias", "set", "two", "roll 2d6")
    path = aliases.path()
    with open(path, encoding="utf-8") as fh:
        doc = json.load(fh)
    assert (doc["muster"], doc["revision"], doc["log"][0]["action"]) == ("aliases", 1, "set")
    doc["state"]["aliases"]["wound"] = ["roll", "2d6"]  # a hand-edit shadowing a verb
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(doc, fh)
    assert_one_line_error(muster("two"), path, "alias 'wound' is not a name muster can run")
    assert muster("roll", "2d6").code == 0  # a verb never reads the aliases file


def test_czech(muster):
    czech = muster("--lang", "cs", "alias", "set", "roll", "roll 2d6")
    assert_one_line_error(czech, "„roll“ je příkaz musteru; alias ho nikdy nezakryje")
    assert "žádné aliasy" in muster("--lang", "cs", "alias", "list").out
