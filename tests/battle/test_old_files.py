"""A battle file written before a rule was tightened still opens: the
game's rules refuse the change that would make a state they forbid, never the reading of
a file, so nothing a player wrote is locked; play, `battle set` and `battle undo` go on."""

from __future__ import annotations

import json

from helpers import battle_unit_state as state
from helpers import ok_json, refused_unchanged


def _written_before(path, name: str, **keys) -> None:
    """The file as muster wrote it before the rule: ``name``'s state with ``keys``."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for side in data["state"]["sides"]:
        for unit in side["units"]:
            if unit["name"] == name:
                unit["state"].update(keys)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_leader_s_mutated_fear_written_before_the_rule_opens(muster, new):
    """000 L1226-1227: a leader tests on no mutated FEAR; before the rule, its Mutagenic
    die's 4 points could go to FEAR (mutations fear:2). Such a file is shown, its rounds
    go on, and the points are spent again as the rule allows; a new fear:2 is refused."""
    path = new("conf", ("Griffins", "Captain", "--cou", "3", "--dis", "4", "--leadership",
                        "15", "--fear", "5", "--mutagenic", "1"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "7"))
    ok_json(muster, "roll", "conf", "mutagenic", "--target", "Captain", "--dice", "4")
    _written_before(path, "Captain", mutations=["fear:2"])
    shown = muster("battle", "show")
    assert shown.code == 0 and "FEAR +2" in shown.out, shown.err
    ok_json(muster, "battle", "set", "Captain", "mutations=str:2")
    assert state(path, "Captain")["mutations"] == ["str:2"]
    ok_json(muster, "battle", "undo")
    assert state(path, "Captain")["mutations"] == ["fear:2"]
    ok_json(muster, "battle", "next", "--round")  # the points end with the round
    assert "mutations" not in state(path, "Captain")
    ok_json(muster, "roll", "conf", "mutagenic", "--target", "Captain", "--dice", "4")
    before = path.read_bytes()
    refused_unchanged(muster("battle", "set", "Captain", "mutations=fear:2"), path, before,
                      "a figure with Leadership cannot test on a mutated COU, FEAR or DIS")


def test_a_void_fighter_dead_with_hp_left_written_before_the_rule_opens(muster, new):
    """003 L9: a fighter is dead at 0 HP; before the rule, `dead=yes` at 30 HP was
    written. Such a file is shown and played on, and `hp=0` mends it; a new dead=yes with
    HP left is refused."""
    path = new("void", ("Team", "Ota", "--strength", "12"),
               ("Bandits", "Bob", "--hp", "30", "--strength", "10"),
               ("Bandits", "Dan", "--hp", "30"))
    _written_before(path, "Bob", hp=30, conditions=["dead"])
    shown = muster("battle", "show")
    assert shown.code == 0, shown.err
    ok_json(muster, "battle", "next")
    ok_json(muster, "battle", "set", "Bob", "hp=0")
    assert state(path, "Bob") == {"hp": 0, "conditions": ["dead"]}
    ok_json(muster, "battle", "undo")
    assert state(path, "Bob") == {"hp": 30, "conditions": ["dead"]}
    before = path.read_bytes()
    refused_unchanged(muster("battle", "set", "Dan", "dead=yes"), path, before,
                      "dead with 30 HP left")
