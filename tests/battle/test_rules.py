"""The battle protocol: every game's part is one registered `BattleRules`, every join names
a spec type the game has, and every command that joins a battle rolls specs its game joins."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

from muster.battle import games
from muster.battle.rules import BattleRules, Join
from muster.games import GAMES

VERBS = ("wound", "roll", "siege_breach", "deploy_shuffle")


def _classes(game: str) -> set[str]:
    package = importlib.import_module(f"muster.games.{game}")
    names: set[str] = set()
    for info in pkgutil.iter_modules(package.__path__, f"{package.__name__}."):
        module = importlib.import_module(info.name)
        names |= {n for n, v in vars(module).items() if inspect.isclass(v)
                  and v.__module__ == module.__name__}
    return names


def test_every_game_with_a_battle_module_is_registered_and_none_else():
    on_disk = {g for g in GAMES
               if importlib.util.find_spec(f"muster.games.{g}.battle") is not None}
    assert set(games.PARTS) == on_disk
    assert games.tracked() == [g for g in GAMES if g in on_disk]
    for game in games.PARTS:
        assert isinstance(games.rules(game), BattleRules)


@pytest.mark.parametrize("game", sorted(games.PARTS))
def test_every_join_names_a_spec_type_of_its_game(game):
    known = _classes(game)
    missing = [name for name in games.rules(game).joins if name not in known]
    assert missing == []
    for name, join in games.rules(game).joins.items():
        assert join.count is None or join.several, name


def _joined_commands():
    for verb in VERBS:
        package = importlib.import_module(f"muster.verbs.{verb}")
        for info in pkgutil.iter_modules(package.__path__):
            if info.name not in GAMES:
                continue
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            for name, fn in vars(module).items():
                if callable(fn) and getattr(fn, "joined", None) is not None:
                    yield info.name, f"{verb} {info.name} {name}", fn


def test_every_command_in_a_battle_rolls_specs_its_game_joins():
    seen = 0
    for game, where, fn in _joined_commands():
        joins = games.rules(game).joins
        assert fn.joined.spec in joins, where
        assert [s for s in fn.joined.rolls if s not in joins] == [], where
        seen += 1
    assert seen >= 25  # every command joined so far (wound, roll, breach, deploy-shuffle)


def test_a_command_says_it_takes_several_targets_exactly_when_its_game_joins_several():
    """`in_battle(several=True)` (which its --target help says, 'repeat it for each target')
    is declared by the command, so a help loads no rule: it must agree with its game's
    `Join.several` for one of its specs."""
    several = []
    for game, where, fn in _joined_commands():
        joins = games.rules(game).joins
        assert fn.joined.several == any(joins[s].several for s in fn.joined.rolls), where
        several += [where] if fn.joined.several else []
    assert len(several) >= 5  # into-melee, roll mk, storm, wound mk, wound void attack


def test_a_subtype_of_a_spec_is_found_through_its_base_and_unused_hooks_are_defaults():
    from muster.games.warmaster.command import CommandSpec, OrbCommandSpec

    rules = games.rules("warmaster")
    assert rules.join(OrbCommandSpec) is rules.join(CommandSpec) is rules.joins["CommandSpec"]
    assert rules.join("OrbCommandSpec") is None  # by name: the command's own spec only
    bare = BattleRules(profile={}, fresh=dict, describe=lambda p, s: [])
    assert bare.join(CommandSpec) is None and bare.army_profile is None
    assert bare.new_round({"hits": 1}) == {"hits": 1} and bare.score(3) is None
    assert bare.end_phase("shooting", {"hits": 1}) == {"hits": 1}
    assert Join() == Join(fill=None, several=False, own=False)
    # the tracker asks one accessor: a spec the game does not join is a Join() taking no part
    assert games.join("warmaster", OrbCommandSpec) is rules.joins["CommandSpec"]
    assert games.join("warmaster", "GameLengthSpec") == Join()
    assert games.join("warmaster", "StormSpec").enemies
    assert games.join("confrontation", "ReinforcementSpec").side_once == "reinforced"


def test_mage_knights_score_tells_an_attack_roll_from_a_wound():
    """An attack roll's key (a hit or miss per target) scores the targets hit; a wound's
    (each target's outcome, the pushing damage) the damage dealt, less the pushing."""
    from muster.games.mageknight.attack_roll import HitPattern
    from muster.games.mageknight.battle import score
    from muster.games.mageknight.wound import TargetOutcome, WoundOutcome

    assert score(HitPattern((True, False, True))) == 2.0
    wound = WoundOutcome(((TargetOutcome((True, 2, None, False)),
                           TargetOutcome((False, None, None, False))), 1))
    assert score(wound) == pytest.approx(2.4)
