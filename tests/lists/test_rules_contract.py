"""The contract between list-validate and a game's list rules (`muster.lists.ListRules`):
a missing or broken rules module, a rule that yields what is no finding and a game option
error are reported, never a crash."""

from __future__ import annotations

import json
import sys

from muster.lists import ListRules
from muster.lists import validate as validate_mod

from lists.testgame import GAME, LEGAL, SCHEMA, FakeRules


def test_the_test_game_is_a_list_rules_module():
    assert isinstance(FakeRules(), ListRules)


def test_a_broken_rules_module_is_reported_exit_70(muster, game, write, monkeypatch):
    monkeypatch.delitem(validate_mod._RULES, GAME)
    monkeypatch.setattr(validate_mod, "CHECK_MODULE", "json.{game}")  # json.warmaster: absent
    assert "[input.game] muster has no list rules" in muster("list-validate",
                                                             write("a.yaml", LEGAL)).out

    def broken(game):
        raise SyntaxError("invalid syntax (lists.py, line 3)")

    monkeypatch.setattr(validate_mod, "rules_for", broken)
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error checking against the Warmaster schema or " \
           "loading its rules: SyntaxError" in run.out


def test_a_module_without_the_list_rules_is_reported(muster, game, write, monkeypatch):
    monkeypatch.delitem(validate_mod._RULES, GAME)
    monkeypatch.setattr(validate_mod, "CHECK_MODULE", "muster.{game}")  # muster.warmaster
    monkeypatch.setitem(sys.modules, "muster.warmaster", type(sys)("muster.warmaster"))
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 2
    assert ("[input.game] muster has no list rules for Warmaster yet (muster.warmaster has "
            "no RULES, read and tally)") in run.out


def test_a_rule_yielding_what_is_no_finding_is_an_internal_error(muster, game, write,
                                                                 monkeypatch):
    monkeypatch.setattr(game, "RULES", [lambda army, ctx: [{"rule": "x"}]])
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error in the Warmaster list rules: TypeError" in run.out


def test_a_game_option_error_makes_the_file_unreadable(muster, game, write, monkeypatch):
    # a game names the option as a field; list-validate shows it as its option
    from muster.errors import Field, MusterError
    from muster.i18n import say

    def strict(army, ctx):
        raise MusterError(say("{rule} budget=y: allowed values are a, b", rule=Field("rule")))

    monkeypatch.setattr(game, "read", strict)
    run = muster("list-validate", write("a.yaml", LEGAL), "--rule", "budget=y")
    assert run.code == 2
    assert "error [input.rules] --rule budget=y: allowed values are a, b" in run.out


def test_a_schema_that_breaks_while_validating_is_an_internal_error(muster, game, write,
                                                                       tmp_path):
    (tmp_path / "schemas" / f"{GAME}.army.schema.json").write_text(
        json.dumps({"$schema": SCHEMA["$schema"], "type": "army"}))
    validate_mod._VALIDATORS.pop((validate_mod.SCHEMA_DIR, GAME), None)
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error checking against the Warmaster schema" in run.out
    assert game.calls == []
