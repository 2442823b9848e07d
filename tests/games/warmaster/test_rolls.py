"""Every Warmaster roll under the three drivers, and the rolls as a library (specs the
command builds)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from games.warmaster import roll
from helpers import assert_drivers_agree, assert_one_line_error
from muster import api
from muster.engine.odds import enumerate_outcomes
from muster.engine.rule import rule_for
from muster.errors import MusterError
from muster.games.warmaster.casting import CastSpec, cast
from muster.games.warmaster.command import CommandSpec, command_test
from muster.games.warmaster.game_length import GameLengthSpec, game_length
from muster.games.warmaster.rage import RageSavesSpec, RageSpec, rage
from muster.games.warmaster.storm import StormSavesSpec, StormSpec, storm_saves
from muster.games.warmaster.target import TargetSpec, target_roll
from muster.games.warmaster.views.game_length import game_length_odds
from muster.games.warmaster.views.orders import command_odds
from muster.games.warmaster.views.storm import storm_odds


def test_procedures_agree_across_drivers():
    # the exact driver sums to 1 for the re-roll procedure with every modifier on
    spec = CastSpec(6, wand=True, reroll=True, spellbound=True)
    dist = enumerate_outcomes(lambda s: cast(s, spec),
                              key=lambda r: r.success)
    assert sum(dist.probs.values()) == 1
    # first attempt: modifier 0, needs natural 6 -> 1/6; second: -1, needs 7 -> impossible
    assert dist[True] == Fraction(1, 6)


@pytest.mark.parametrize("seed", range(30))
def test_random_replayed_as_entered_dice_agrees_and_exact_allows_it(seed):
    procs = [
        (lambda s: cast(s, CastSpec(2 + seed % 5, wand=seed % 2 == 0, reroll=seed % 3 != 0,
                                    spellbound=seed % 4 == 0)), lambda r: r.success),
        (lambda s: command_test(s, CommandSpec(1 + seed % 10, penalty=seed % 3,
                                                 helm=seed % 2 == 0)),
         lambda r: r.passed),
        (lambda s: target_roll(s, TargetSpec(1 + seed % 6, 1 + seed % 8)), lambda r: r.successes),
        (lambda s: game_length(s, GameLengthSpec()), lambda r: r.turns),
    ]
    for proc, key in procs:
        assert_drivers_agree(proc, key, seed)


def test_hits_then_saves_drivers_agree():
    assert_drivers_agree(lambda src: storm_saves(src, StormSavesSpec(2, (4, None))),
                         lambda r: r.unsaved, range(15))
    assert_drivers_agree(lambda src: rage(src, RageSavesSpec(3, 4)), lambda r: r.key, range(15))


# ------------------------------------------------------------------ the rolls as a library


def test_specs_check_their_values_in_the_game_not_the_command():
    spec = TargetSpec(4, 3)
    assert api.roll(spec, dice=[4, 3, 6]).successes == 2
    with pytest.raises(MusterError, match="High Elf Mage's second attempt"):
        CastSpec.of(spell="Gotcha!", reroll=True)
    with pytest.raises(MusterError, match="count 7 is impossible"):
        RageSpec(7)


def test_crown_defaults_command_to_ten():
    spec = CommandSpec.of(None, crown=True)
    assert spec.value == 10
    assert rule_for(spec).label == "passed"
    assert "Crown of Command" in command_odds(spec, api.odds(spec)).lines()[0]


def test_odds_titles_and_keys():
    spec = StormSpec(1)
    assert "Storm of Stone on 1 unit: hits in all" in storm_odds(spec, api.odds(spec)).lines()[0]
    spec = GameLengthSpec()
    body = game_length_odds(spec, api.odds(spec)).to_json()
    assert body["of"] == "turns"
    assert {row["value"] for row in body["distribution"]} == {6, 7, 8}  # 5 + D3


# ------------------------------------------------------------------ one subcommand a roll


def test_each_roll_takes_only_its_own_options(muster):
    def declared(mode: str) -> set[str]:  # the options the help lists (not its examples)
        shown = muster("roll", "wm", mode, "--help").out
        return set(re.findall(r"^\s+(?:-\w, )?(--[\w-]+)", shown, re.M))

    cast = declared("cast")
    assert {"--spell", "--runesmith"} <= cast and "--troop" not in cast
    target = declared("target")
    assert "--target" in target and not {"--spell", "--armour"} & target
    assert_one_line_error(muster("roll", "wm", "door", "--count", "2"),
                          "no such option: --count")


def test_the_roll_may_be_left_out_or_spelt_in_capitals(muster):
    assert roll(muster, "--target", "4", "--dice", "5")["form"] == "target"
    assert roll(muster, "CAST", "--value", "4", "--dice", "5")["form"] == "cast"
    assert_one_line_error(muster("roll", "wm"), "choose a form")
