"""A unit's profile numbers in a battle (`muster battle add`'s options): each option declares
its range (`muster.limits.PROFILE`, or the data's where the rules give it: a Warmaster
Command value, Confrontation's Regeneration / X), so click refuses a number outside it naming
the option in one line (English, Czech) and the help shows it; each game's ``check_profile``
keeps the same range for an army list and a library caller, naming the profile key."""

from __future__ import annotations

import pytest

from helpers import assert_one_line_error
from muster.battle import games
from muster.errors import RangeError
from muster.limits import PROFILE

# (game, option, profile key, low, high): every numeric profile option, with its range; a
# Confrontation characteristic's is the roll and wound commands' (RULINGS: at most 20)
OPTIONS = [
    *(("confrontation", f"--{key}", key, 0, 20)
      for key in ("res", "str", "att", "def", "ini", "dis")),
    *(("confrontation", f"--{key}", key, -20, 20) for key in ("aim", "cou", "fear")),
    ("confrontation", "--mov", "mov", 0, 100),
    ("confrontation", "--mutagenic", "mutagenic", -20, 20),
    ("confrontation", "--leadership", "leadership", 1, 20),
    ("confrontation", "--regeneration", "regeneration", 1, 6),  # a d6 >= X (rolls.toml)
    ("warmaster", "--hits", "hits", 1, 10),
    ("warmaster", "--attacks", "attacks", 0, 20),
    ("warmaster", "--stands", "stands", 1, 20),
    ("warmaster", "--command", "command", 1, 10),  # L159-163 (rolls.toml)
    ("mageknight", "--attack", "attack", 0, 30),
    ("mageknight", "--defense", "defense", 0, 30),
    ("mageknight", "--damage", "damage", 0, 10),
    ("mageknight", "--skull-at", "skull_at", 1, 20),
    ("void", "--hp", "hp", 1, 1000),
    *(("void", f"--{key}", key, 1, 19)  # the rules' (rules.toml), as wound void's
      for key in ("agility", "cc", "rc", "strength", "durability", "will")),
    ("battlelore", "--figures", "figures", 1, 10),
]


def _czech(n: int) -> str:
    return f"{n:,}".replace(",", "\u00a0").replace("-", "\u2212")


@pytest.mark.parametrize(("game", "option", "key", "low", "high"), OPTIONS)
def test_a_number_outside_its_range_is_click_s_one_line_naming_the_option(
        muster, new, game, option, key, low, high):
    path = new(game)
    before = path.read_bytes()
    for value in (low - 1, high + 1):
        run = muster("battle", "add", "Side", "Unit", option, str(value))
        assert_one_line_error(run, f"muster: error: {option} must be between {low} and {high}, "
                                   f"not {value} (see 'muster battle add --help')")
        cs = muster("--lang", "cs", "battle", "add", "Side", "Unit", option, str(value))
        assert_one_line_error(cs, f"muster: chyba: {option} musí být mezi {_czech(low)} a "
                                  f"{_czech(high)}, ne {_czech(value)} (viz „muster battle add "
                                  "--help“)")
    assert path.read_bytes() == before  # nothing added
    for value in (low, high):  # the bounds themselves are values
        run = muster("battle", "add", "Side", f"Unit {value}", option, str(value), "--json")
        assert run.code == 0, run.err


def test_the_help_shows_each_range(muster):
    shown = " ".join(muster("battle", "add", "--help").out.split())
    for _game, option, _key, low, high in OPTIONS:
        assert f"{option} INTEGER" in shown or f"{option} X" in shown or \
            f"{option} K" in shown, option
        assert f"[{low}<=x<={high}]" in shown


@pytest.mark.parametrize(("game", "option", "key", "low", "high"), OPTIONS)
def test_the_game_keeps_the_range_for_a_library_caller(game, option, key, low, high):
    # an army list's profile, or `muster.battle.games.check_profile` called directly
    for value in (low - 1, high + 1):
        with pytest.raises(RangeError) as err:
            games.check_profile(game, {key: value})
        assert (err.value.field, err.value.low, err.value.high) == (key, low, high)
        assert str(err.value) == f"{key} must be between {low} and {high}, not {value}"
    assert games.check_profile(game, {key: low}) == {key: low}


def test_every_typo_guard_of_the_limits_is_an_option_or_an_army_list_s():
    declared = {(game, key) for game, _option, key, _low, _high in OPTIONS}
    guarded = {(game, key) for game, keys in PROFILE.items() for key in keys}
    # a Mage Knight warrior's points come from an army list; Void's size is a text option
    # (Confrontation's size shares it)
    assert guarded - declared == {("mageknight", "points"), ("void", "size")}
    # the ranges the rules give: the data's
    assert {(g, k) for g, k in declared - guarded} == {
        ("confrontation", "regeneration"), ("warmaster", "command"),
        *(("void", key) for key in ("agility", "cc", "rc", "strength", "durability", "will"))}


def test_a_tower_s_breaches_are_0_or_more_on_the_option_and_in_the_spec(muster):
    from muster.games.warmaster.siege import Section

    args = ("siege-breach", "wm", "--target", "tower", "--breaches", "-1", "--rams", "1")
    assert_one_line_error(muster(*args), "--breaches must be 0 or more, not -1")
    assert_one_line_error(muster("--lang", "cs", *args), "--breaches musí být 0 nebo víc, ne −1")
    with pytest.raises(RangeError) as err:
        Section("tower", breaches=-1)
    assert (err.value.field, err.value.low, err.value.high) == ("breaches", 0, None)
    # the most a tower takes is the rules' (data: breaches_to_fall), refused by the spec
    assert_one_line_error(muster("siege-breach", "wm", "--target", "tower", "--breaches",
                                 "2", "--rams", "1"), "the tower is already destroyed")


def test_the_battle_schema_holds_the_same_ranges():
    # a battle file is checked against the schema first: a value the options take is one it
    # takes, and no other
    import json
    from importlib import resources

    from muster.games.void.battle import attribute_bounds
    from muster.limits import CHARACTERISTICS

    schema = json.loads(resources.files("muster").joinpath("schemas/battle.schema.json")
                        .read_text(encoding="utf-8"))["$defs"]
    for game, bounds in (("confrontation", CHARACTERISTICS), ("void", attribute_bounds())):
        props = schema[f"{game}-profile"]["properties"]
        for key, (low, high) in bounds.items():
            assert (props[key]["minimum"], props[key]["maximum"]) == (low, high), key
