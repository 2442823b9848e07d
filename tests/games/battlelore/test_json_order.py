"""BattleLore results' JSON keys keep their published order: the flags and lore counts, read
from the tally only when shown, beside the figures they belong with (that every result's
JSON is its fields is tests/games/test_result_json.py's, for every game)."""

from __future__ import annotations

from muster import api
from muster.games.battlelore.after_battle import AfterBattle
from muster.games.battlelore.battle_roll import FacesSpec, HitsSpec
from muster.games.battlelore.dice_count import DiceSpec
from muster.games.battlelore.hits import Attack
from muster.games.battlelore.wound import WoundSpec


def test_a_throw_shows_its_flags_and_lore_after_the_hits():
    out = api.roll(FacesSpec(3), dice=["blue", "bonus", "bonus"]).to_json()
    assert list(out) == ["game", "dice", "rolled", "faces", "hits", "flags", "lore", "seed"]
    assert (out["hits"], out["faces"]["bonus"], out["flags"]) == (None, 2, 0)


def test_a_throw_at_a_target_shows_how_its_hits_were_read_after_the_target():
    # a common bow at a green foot unit: the green helmet hits, a sword on shield misses
    out = api.roll(HitsSpec(3, Attack("green", "common-bow")),
                   dice=["blue", "bonus", "green"]).to_json()
    assert list(out) == ["game", "dice", "rolled", "faces", "hits", "flags", "lore", "target",
                         "weapon", "target_type", "mode", "point_blank", "helmet_hits",
                         "bonus_hits", "seed"]
    assert (out["hits"], out["helmet_hits"], out["bonus_hits"]) == (1, 1, 0)


def test_a_wound_shows_the_flags_after_the_banner_and_the_lore_after_the_battle_back():
    # a green unit's 2 dice with a long sword at a red foot unit: red hits (1 figure), a flag
    # pushes it back 1 hex; 2 victory banners of 4 before
    spec = WoundSpec(Attack("red", "long-sword"), DiceSpec("green"),
                     after=AfterBattle(banners=2, victory=4))
    out = api.roll(spec, dice=["red", "flag"]).to_json()
    assert list(out) == [
        "game", "dice", "rolled", "faces", "hits", "figures_removed", "figures_left",
        "destroyed", "victory_banner", "flags", "flags_ignored", "retreat_owed",
        "retreat_hexes", "figures_lost_to_blocked_retreat", "battle_back", "lore", "target",
        "target_type", "weapon", "mode", "figures", "morale", "battle", "gain_ground",
        "pursuit", "bonus_attack", "attack_follows", "banners", "victory", "wins", "seed"]
    assert (out["figures_removed"], out["flags"], out["retreat_hexes"]) == (1, 1, 1)
