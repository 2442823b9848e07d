"""Storm of Stone (seed 002 L35-43): one D3 per enemy unit, with saves unit by unit."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from games.warmaster import dist_rows, roll
from helpers import assert_drivers_agree, assert_one_line_error
from muster import api
from muster.engine.exact import distribution
from muster.engine.rule import rule_for
from muster.games.warmaster.storm import StormSavesSpec, StormSpec, storm_saves
from muster.games.warmaster.views.storm import storm_odds

# ------------------------------------------------------------------ Storm of Stone (L35-43)


def test_storm_of_stone_rolls_one_d3_per_enemy_unit(muster):
    # digest §5 case 33 (seed L38-39): 3 enemy units in range -> 3 separate D3 rolls;
    # D3 = ceil(D6 / 2) (RULINGS 21): 1 -> 1, 4 -> 2, 6 -> 3
    run = muster("roll", "wm", "storm", "--count", "3", "--dice", "1,4,6", "--json")
    assert run.code == 0
    assert run.json["hits"] == [1, 2, 3] and run.json["total"] == 6
    assert_one_line_error(muster("roll", "wm", "storm", "--count", "3", "--dice", "1,4"),
                          "too few dice")


def test_storm_of_stone_odds(muster):
    # one unit: 1, 2 or 3 hits, a third each; two units: 2 hits only on 1-2 twice -> 1/9
    assert dist_rows(muster("roll", "wm", "storm", "--odds", "--json")) == {
        1: Fraction(1, 3), 2: Fraction(1, 3), 3: Fraction(1, 3)}
    two = dist_rows(muster("roll", "wm", "storm", "--count", "2", "--odds", "--json"))
    assert two[2] == Fraction(1, 9) and two[4] == Fraction(1, 3) and sum(two.values()) == 1


def test_storm_of_stone_bad_count(muster):
    assert_one_line_error(muster("roll", "wm", "storm", "--count", "0"),
                          "--count / -k must be between 1 and 100, not 0")


# --------------------------------------------------------------- hits, then the saves


def test_storm_of_stone_hits_then_saves(muster):
    # unit 1: D6 5 -> 3 hits, saves 4+: 4 6 1 -> 1 unsaved; unit 2: D6 2 -> 1 hit, 3 fails
    out = roll(muster, "storm", "--count", "2", "--armour", "4", "--dice", "5,4,6,1,2,3")
    assert out["hits"] == [3, 1] and out["unsaved"] == 2
    assert [s["unsaved"] for s in out["saves"]] == [1, 1]


def test_storm_saves_per_unit(muster):
    # a unit with no save keeps every hit; the other saves on 3+
    out = roll(muster, "storm", "--count", "2", "--armour", "none", "--armour", "3",
               "--dice", "6,3,5,6")
    assert out["saves"][0]["unsaved"] == 3 and out["saves"][1]["unsaved"] == 0
    assert_one_line_error(muster("roll", "wm", "storm", "--count", "3", "--armour", "4",
                                 "--armour", "5"), "one per unit")


def test_storm_saves_odds_by_hand(muster):
    # each unit: 1, 2 or 3 hits (1/3 each), each saved on 4+ (1/2): no hit stands with
    # 1/3 x (1/2 + 1/4 + 1/8) = 7/24; two units: 49/576
    out = roll(muster, "storm", "--count", "2", "--armour", "4", "--odds")
    zero = [r for r in out["distribution"] if r["value"] == 0][0]
    assert zero["fraction"] == "49/576"
    assert out["mean"] == pytest.approx(2.0)  # 2 units x mean D3 2 x 1/2


def test_storm_saves_odds_on_a_table_of_units(muster, monkeypatch):
    # L38-39: a D3 for every enemy unit within 30 cm, hits saved as usual. On 4+ a unit ends
    # with no unsaved hit with 1/3 x (1/2 + 1/4 + 1/8) = 7/24, so six units with (7/24)^6;
    # the mean is 6 units x D3 mean 2 x 1/2 = 6. The units are stages of the plain
    # procedure, weighed apart by the engine, so with the walk capped at 200 branches the six
    # units still compute (walking every die of every unit together needs millions).
    # Speed itself is measured in bench/, not here.
    import muster.engine.odds as odds

    monkeypatch.setattr(odds, "MAX_BRANCHES", 200)
    out = roll(muster, "storm", "--count", "6", "--armour", "4", "--odds")
    zero = [r for r in out["distribution"] if r["value"] == 0][0]
    assert Fraction(zero["fraction"]) == Fraction(7, 24) ** 6
    assert out["mean"] == 6.0
    top = [r for r in out["distribution"] if r["value"] == 18][0]
    assert Fraction(top["fraction"]) == Fraction(1, 24) ** 6  # 3 hits, none saved, each unit


def _brute_force(armour: tuple[int | None, ...]) -> dict[int, Fraction]:
    """Unsaved hits of Storm of Stone with saves, every die of every unit in order: a unit's
    D6 (D3 = D6 halved, rounded up), then one D6 per hit saved on the armour or more. Each
    throw is counted as a whole number of ways over 6^4 a unit (a D6 and up to three save
    dice; fewer dice stand for 6 ways each of the dice not thrown). What the units after
    one throw depends on nothing that unit threw, so the throws of each run of last units
    are counted once and shared by every throw of the units before them."""
    memo: dict[tuple[int | None, ...], dict[int, int]] = {(): {0: 1}}

    def units(left: tuple[int | None, ...]) -> dict[int, int]:
        """Unsaved hits of the units ``left`` -> ways (over 6^4 a unit)."""
        if left in memo:
            return memo[left]
        save, after = left[0], units(left[1:])
        ways: dict[int, int] = {}

        def then(unsaved: int, w: int) -> None:
            for k, v in after.items():
                ways[unsaved + k] = ways.get(unsaved + k, 0) + w * v

        for face in range(1, 7):
            hits = (face + 1) // 2
            if save is None:
                then(hits, 6**3)
                continue
            for dice in product(range(1, 7), repeat=hits):
                then(sum(d < save for d in dice), 6 ** (3 - hits))
        memo[left] = ways
        return ways

    return {k: Fraction(w, 6 ** (4 * len(armour))) for k, w in units(armour).items()}


@pytest.mark.parametrize("armour", [(4,), (4, None), (3, 6), (5, None, 4), (None, None, None)])
def test_storm_saves_odds_are_the_brute_force_walk(armour):
    # the rule's exact form, derived by the engine from the plain procedure, gives to the
    # fraction what throwing every die of every unit in turn gives
    spec = StormSavesSpec(len(armour), armour)
    assert distribution(rule_for(spec), spec).probs == _brute_force(armour)


def test_storm_saves_on_a_hundred_units_are_exact():
    # a hundred units, no save: the sum of 100 D3s; the chance of the least (1 hit each)
    # is (1/3)^100, and the mean 200
    spec = StormSavesSpec.of(100, (None,))
    dist = distribution(rule_for(spec), spec)
    assert dist.probs[100] == Fraction(1, 3) ** 100 and dist.mean() == 200


def test_hits_then_saves_drivers_agree():
    assert_drivers_agree(lambda src: storm_saves(src, StormSavesSpec(2, (4, None))),
                         lambda r: r.unsaved, range(15))


def test_odds_title():
    spec = StormSpec(1)
    assert "Storm of Stone on 1 unit: hits in all" in storm_odds(spec, api.odds(spec)).lines()[0]
