"""The registry of games says what each game offers each verb, and the commands follow it."""

from __future__ import annotations

import importlib
import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from helpers import assert_one_line_error, bare_env, python_c
from muster.app import VERBS
from muster.battle.rules import BattleRules
from muster.games import DECK, PARTS, REGISTRY, Game, GameEntry, offering
from muster.lists import ListRules

ROOT = Path(__file__).resolve().parents[2]
GAME_VERBS = ("roll", "wound", "deploy-shuffle", "scatter", "siege-breach")


@pytest.mark.parametrize("verb", GAME_VERBS)
def test_a_game_has_a_command_module_exactly_for_the_verbs_it_offers(verb):
    package = VERBS[verb]
    with_module = {g for g in REGISTRY
                   if importlib.util.find_spec(f"{package}.{g}") is not None}
    assert with_module == set(offering(verb))


def test_every_game_validates_lists():
    assert offering("list-validate") == list(REGISTRY)


def test_siege_breach_is_for_the_two_games_with_fortifications():
    assert offering("siege-breach") == ["warmaster", "mageknight"]


def test_a_game_without_the_verb_is_told_so(muster):
    run = muster("siege-breach", "void", "--dice", "6")
    assert_one_line_error(run, "Void: Sci-Fantasy has no 'siege-breach'",
                          "warmaster, mageknight")


def test_the_verb_lists_only_the_games_offering_it(muster):
    out = muster("siege-breach", "--help").out
    commands = out[out.index("Commands"):]
    assert "warmaster" in commands and "mageknight" in commands
    assert "void" not in commands and "battlelore" not in commands


def test_every_entry_is_a_game():
    """The registry is typed against the protocol (`REGISTRY: Mapping[str, Game]`, which
    mypy checks of every entry); here at run time too, and a stand-in short of a method is
    not one."""
    for entry in REGISTRY.values():
        assert isinstance(entry, GameEntry) and isinstance(entry, Game)

    class Nameless:
        id, name, aliases, verbs = "x", "X", (), frozenset({"roll"})

        def offers(self, verb: str) -> bool:
            return verb in self.verbs

    assert not isinstance(Nameless(), Game)


def _lists(module: ModuleType) -> bool:
    return isinstance(module, ListRules)


def _battle(module: ModuleType) -> bool:
    return isinstance(getattr(module, "RULES", None), BattleRules)


def _deck(module: ModuleType) -> bool:
    return callable(getattr(module, "semantic_check", None))


# what a verb reads in the module `Game.part` names: list-validate the game's `ListRules`
# (RULES, read, tally: `muster.lists.validate.rules_for`), battle its `BattleRules` as
# RULES, a battle's undo of a deck the deck's `semantic_check` (`muster.battle.attached`)
READS = {"list-validate": _lists, "battle": _battle, DECK: _deck}


def test_every_part_has_its_check():
    assert set(READS) == set(PARTS) | {DECK}


@pytest.mark.parametrize("game", list(REGISTRY))
def test_each_verb_a_game_offers_reads_a_module_holding_what_it_reads(game):
    entry = REGISTRY[game]
    for verb in entry.verbs:
        if verb in READS:
            assert READS[verb](importlib.import_module(entry.part(verb))), verb
        else:
            with pytest.raises(KeyError):
                entry.part(verb)  # its command module is the verb's (muster.verbs.<verb>.<game>)


@pytest.mark.parametrize("verb", sorted(PARTS))
def test_a_game_has_the_module_a_verb_reads_exactly_when_it_offers_the_verb(verb):
    for game in REGISTRY.values():
        if game.offers(verb):
            assert importlib.util.find_spec(game.part(verb)) is not None
        else:
            with pytest.raises(KeyError):
                game.part(verb)
    with pytest.raises(KeyError):
        REGISTRY["warmaster"].part("roll")  # a verb that reads no module of the game


def test_the_games_with_a_deck_part_are_those_whose_deploy_shuffle_keeps_a_deck():
    """The deck schema's games (BattleLore's command cards, Confrontation's reference
    cards): each has the part that checks its deck file; the others have none."""
    schema = json.loads((ROOT / "schemas" / "deck.schema.json").read_text(encoding="utf-8"))
    kept = schema["properties"]["game"]["enum"]
    assert sorted(kept) == ["battlelore", "confrontation"]
    for entry in REGISTRY.values():
        if entry.id in kept:
            assert entry.offers("deploy-shuffle")
            assert _deck(importlib.import_module(entry.part(DECK)))
        else:
            with pytest.raises(KeyError):
                entry.part(DECK)


def test_the_registry_imports_no_game():
    """A part is a module's name: importing the registry (every game command's quick door
    does) imports no game's module, its reader imports the one it reads."""
    code = ("import json, sys, muster.games; "
            "print(json.dumps(sorted(m for m in sys.modules if m.startswith('muster.'))))")
    run = python_c(code, env=bare_env(), check=True)
    loaded = json.loads(run.stdout)
    assert "muster.games" in loaded
    assert not [m for m in loaded if m.startswith(("muster.games.", "muster.battle",
                                                   "muster.lists"))]
    # of the engine, only the name lookup a misspelt game is refused through and the frozen
    # class maker of its entries
    assert [m for m in loaded if m.startswith("muster.engine")] == [
        "muster.engine", "muster.engine.frozen", "muster.engine.names"]


def test_the_battle_tracker_takes_its_games_from_the_registry():
    from muster.battle import games

    assert games.tracked() == offering("battle")
    assert games.PARTS == {g: REGISTRY[g].part("battle") for g in offering("battle")}


def test_the_registry_is_read_only():
    """A script reads the games; adding or replacing one raises (a read-only mapping)."""
    with pytest.raises(TypeError):
        REGISTRY["chess"] = REGISTRY["warmaster"]
    assert list(REGISTRY) == ["confrontation", "battlelore", "warmaster", "void", "mageknight"]
