"""The contract between list-validate and a game's list rules (`muster.lists.ListRules`):
a missing or broken rules module, a rule that yields what is no finding and a game option
error are reported, never a crash."""

from __future__ import annotations

import importlib
import json
import sys
from pathlib import Path

import pytest

from lists.testgame import GAME, LEGAL, SCHEMA, FakeRules
from muster import games
from muster.games import GAMES
from muster.lists import Finding, ListContext, ListRules
from muster.lists import schemas as schemas_mod
from muster.lists import validate as validate_mod
from muster.load import load

ARMIES = Path(__file__).resolve().parents[2] / "armies"


def test_the_test_game_is_a_list_rules_module():
    assert isinstance(FakeRules(), ListRules)


def test_a_broken_rules_module_is_reported_exit_70(muster, game, write, monkeypatch):
    monkeypatch.delitem(validate_mod._RULES, GAME)
    monkeypatch.setitem(games.PARTS, games.LISTS, "no_lists")  # ...warmaster.no_lists: absent
    assert "[input.game] muster has no list rules" in muster("list-validate",
                                                             write("a.yaml", LEGAL)).err

    def broken(game):
        raise SyntaxError("invalid syntax (lists.py, line 3)")

    monkeypatch.setattr(validate_mod, "rules_for", broken)
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error checking against the Warmaster schema or " \
           "loading its rules: SyntaxError" in run.out


def test_a_module_without_the_list_rules_is_reported(muster, game, write, monkeypatch):
    monkeypatch.delitem(validate_mod._RULES, GAME)
    monkeypatch.setitem(games.PARTS, games.LISTS, "empty")  # a module with no rules in it
    name = "muster.games.warmaster.empty"
    monkeypatch.setitem(sys.modules, name, type(sys)(name))
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 2
    assert ("[input.game] muster has no list rules for Warmaster yet (muster.games.warmaster."
            "empty has no RULES, read and tally)") in run.err


def test_a_rule_yielding_what_is_no_finding_is_an_internal_error(muster, game, write,
                                                                 monkeypatch):
    monkeypatch.setattr(game, "RULES", [lambda army, ctx: [{"rule": "x"}]])
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error in the Warmaster list rules: TypeError" in run.out


def test_a_game_option_error_is_an_option_error_not_an_unreadable_file(muster, game, write,
                                                                      monkeypatch):
    # a game names the option as a field; list-validate shows it as its option, and the
    # file it was checking is not reported at all: the option is wrong
    from muster.errors import Field, MusterError
    from muster.i18n import say

    def strict(army, ctx):
        raise MusterError(say("{rule} budget=y: allowed values are a, b", rule=Field("rule")))

    monkeypatch.setattr(game, "read", strict)
    run = muster("list-validate", write("a.yaml", LEGAL), "--rule", "budget=y")
    assert run.code == 2 and run.out == ""
    assert run.err == "muster: error: --rule budget=y: allowed values are a, b\n"


def test_a_schema_that_breaks_while_validating_is_an_internal_error(muster, game, write,
                                                                       tmp_path):
    (tmp_path / "schemas" / f"{GAME}.army.schema.json").write_text(
        json.dumps({"$schema": SCHEMA["$schema"], "type": "army"}))
    validate_mod._VALIDATORS.pop((schemas_mod.SCHEMA_DIR, GAME), None)
    run = muster("list-validate", write("a.yaml", LEGAL))
    assert run.code == 70
    assert "[internal.error] internal error checking against the Warmaster schema" in run.out
    assert game.calls == []


def test_a_field_in_a_finding_is_shown_as_its_option(muster, game, write, monkeypatch):
    from muster.errors import Field
    from muster.i18n import say

    def opponent(army, ctx):
        yield Finding("test.opponent", say("give the other side with {opponent} FILE",
                                           opponent=Field("opponent")), ("figures",))

    monkeypatch.setattr(game, "RULES", [opponent])
    run = muster("list-validate", write("a.yaml", LEGAL), "--format", "json")
    assert run.json["files"][0]["errors"][0]["message"] == (
        "give the other side with --opponent FILE")


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_offers_its_list_rules(game):
    module = importlib.import_module(games.REGISTRY[game].part(games.LISTS))
    assert isinstance(module, ListRules)
    assert module.RULES and all(callable(rule) for rule in module.RULES)
    assert len({rule.__name__ for rule in module.RULES}) == len(module.RULES)
    assert all(isinstance(name, str) and name for name in module.RULE_OPTIONS)


@pytest.mark.parametrize("path", sorted(ARMIES.glob("*/*.yaml")),
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_rule_reports_findings_of_its_game(path):
    # every rule, run on its own, gives Findings whose ids are the game's and whose paths
    # lead into the file (or stop where a default is left out)
    doc = load(str(path))
    game = validate_mod.game_of(doc)
    if game not in GAMES or validate_mod.schema_check(game, doc.data):
        # only an illegal example may fail the schema; a legal one is always read
        assert path.name.startswith("illegal-"), f"{path.name} fails the schema"
        pytest.skip("not a schema-valid army")
    rules = validate_mod.rules_for(game)
    ctx = ListContext(file=str(path))
    army = rules.read(doc.data, ctx)
    for rule in rules.RULES:
        for finding in rule(army, ctx):
            assert isinstance(finding, Finding)
            assert finding.rule.startswith(f"{game}.") and finding.message
            assert finding.severity in ("error", "warning")
            line, column = doc.locate(finding.path)
            assert line >= 1 and column >= 1
