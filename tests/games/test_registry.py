"""The registry of games says what each game offers each verb, and the commands follow it."""

from __future__ import annotations

import importlib.util

import pytest

from helpers import assert_one_line_error
from muster.app import VERBS
from muster.games import REGISTRY, offering

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


@pytest.mark.parametrize("verb", ["list-validate", "battle"])
def test_a_game_has_the_module_a_verb_reads_exactly_when_it_offers_the_verb(verb):
    for game in REGISTRY.values():
        if game.offers(verb):
            assert importlib.util.find_spec(game.part(verb)) is not None
        else:
            with pytest.raises(KeyError):
                game.part(verb)
    with pytest.raises(KeyError):
        REGISTRY["warmaster"].part("roll")  # a verb that reads no module of the game


def test_the_battle_tracker_takes_its_games_from_the_registry():
    from muster.battle import games

    assert games.tracked() == offering("battle")
    assert games.PARTS == {g: REGISTRY[g].part("battle") for g in offering("battle")}
