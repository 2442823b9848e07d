"""Flying (seed 000 L1401-1409, L1415-1433): three altitude levels (0 the ground, 1 low,
2 high); a level up or down costs 5 cm of the air MOV (L1415-1416), several in a round
(L1416-1417); only figures at the same level charge or engage each other (L1420-1421); a
shot one level up or down is -2 on the shooter's roll, further apart there is no shot
(L1420-1423); the dive onto a figure one level below gives INI, ATT and STR +3 in the next
melee phase (L1425-1433)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.errors import FieldError
from muster.games.confrontation.flying import FlySpec
from muster.games.confrontation.shooting import ShotSpec, shoot, shot_outcome

FLY = ["roll", "conf", "fly"]
SHOOT = ["roll", "conf", "shoot"]


@pytest.mark.parametrize("start, end, cost", [(0, 0, 0), (0, 1, 5), (0, 2, 10), (2, 0, 10),
                                              (1, 2, 5)])
def test_every_level_up_or_down_costs_five_cm(start, end, cost):
    spec = FlySpec(20, start, end)
    assert spec.cost == cost and spec.left == 20 - cost


def test_a_climb_to_high_altitude(muster):
    out = ok_json(muster, *FLY, "--air-mov", "25", "--start", "0", "--end", "2")
    assert (out["levels"], out["cost_cm"], out["left_cm"]) == (2, 10, 15)
    assert out["terrain"] == "ignored" and out["outcome"] == "moves"


def test_more_levels_than_the_air_move_pays_for_are_refused(muster):
    assert_one_line_error(muster(*FLY, "--air-mov", "8", "--end", "2"), "10 cm", "8 cm")


def test_only_the_same_level_fights(muster):
    """L1420-1421: a flyer at low altitude cannot charge a figure on the ground."""
    up = ok_json(muster, *FLY, "--air-mov", "20", "--end", "1", "--target-level", "0")
    assert up["may_charge"] is False and up["outcome"] == "not at the target's level"
    down = ok_json(muster, *FLY, "--air-mov", "20", "--start", "1", "--end", "0",
                   "--target-level", "0")
    assert down["may_charge"] is True and down["left_cm"] == 15


def test_the_dive_ends_at_the_targets_level_with_plus_three(muster):
    out = ok_json(muster, *FLY, "--air-mov", "25", "--start", "2", "--target-level", "1",
                  "--dive")
    assert out["end"] == 1 and out["cost_cm"] == 5 and out["may_charge"] is True
    assert out["dive_bonus"] == {"ini": 3, "att": 3, "str": 3}
    assert out["outcome"] == "dives"


@pytest.mark.parametrize("args, needles", [
    (["--air-mov", "20", "--dive"], ["--dive", "on the ground cannot dive"]),
    (["--air-mov", "20", "--start", "2", "--target-level", "0", "--dive"],
     ["one level below", "--target-level 1"]),
    (["--air-mov", "20", "--start", "2", "--target-level", "1", "--end", "0", "--dive"],
     ["--end"]),
    (["--air-mov", "20", "--end", "3"], ["--end", "altitude level"]),
    (["--air-mov", "20", "--start", "-1"], ["--start"]),
    (["--air-mov", "0"], ["--air-mov"]),
    (["--air-mov", "20", "--end", "1", "--obstacle", "5"], ["--obstacle", "--ground-mov"]),
])
def test_bad_flights_are_refused(muster, args, needles):
    # (a creature on the ground has no level below it to dive onto, L1425-1426)
    assert_one_line_error(muster(*FLY, *args), *needles)


@pytest.mark.parametrize("level, obstacle, around", [(1, 12, True), (1, 10, False),
                                                     (2, 30, None), (0, 30, None)])
def test_low_altitude_flies_around_obstacles_taller_than_the_ground_mov(muster, level,
                                                                         obstacle, around):
    out = ok_json(muster, *FLY, "--air-mov", "20", "--end", str(level), "--ground-mov", "10",
                  "--obstacle", str(obstacle))
    assert out["fly_around"] is around


# ------------------------------------------------------------------ shots across levels


def _by_hand(aim: int, difficulty: int, penalty: int) -> Fraction:
    """P(hit) walked die by die: a natural 1 fails, a die part of 1 or less after the
    penalty fails (L1572-1573), a 6 rolls on until the total is reached."""
    p, reach, total = Fraction(0), Fraction(1), 0
    for _ in range(30):
        for face in (2, 3, 4, 5):
            part = total + face - penalty
            if part > 1 and part + aim >= difficulty:
                p += reach / 6
        part = total + 6 - penalty
        if part > 1 and part + aim >= difficulty:
            return p + reach / 6
        reach /= 6
        total += 6
    return p


@pytest.mark.parametrize("shooter, target, aim, band", list(product(
    (0, 1, 2), (0, 1, 2), (1, 3, 5), ("short", "medium", "long"))))
def test_altitude_odds_match_a_brute_force(muster, shooter, target, aim, band):
    out = ok_json(muster, *SHOOT, "--aim", str(aim), "--range", band, "--shooter-level",
                  str(shooter), "--target-level", str(target), "--odds")
    apart = abs(shooter - target)
    if apart > 1:
        assert out["outcomes"] == [{"outcome": "levels apart, no shot", "p": 1.0,
                                    "fraction": "1/1"}]
        return
    difficulty = {"short": 4, "medium": 7, "long": 10}[band]
    want = _by_hand(aim, difficulty, 2 * apart)
    assert out["hit"]["p"] == pytest.approx(float(want), abs=1e-12)


def test_one_level_up_takes_two_off_the_aim_die(muster):
    # short range 4, AIM 3: a 3 would hit on the ground (6 >= 4); one level up 3 - 2 = 1 fails
    low = ok_json(muster, *SHOOT, "--aim", "3", "--range", "short", "--target-level", "1",
                  "--dice", "3")
    assert low["aim_roll"]["die_result"] == 1 and low["hit"] is False
    assert low["altitude_penalty"] == 2
    ok = ok_json(muster, *SHOOT, "--aim", "3", "--range", "short", "--shooter-level", "2",
                 "--target-level", "1", "--dice", "4")
    assert ok["aim_roll"]["total"] == 5 and ok["hit"] is True
    flat = ok_json(muster, *SHOOT, "--aim", "3", "--range", "short", "--dice", "3")
    assert flat["hit"] is True and flat["altitude_penalty"] is None


def test_two_levels_apart_there_is_no_shot(muster):
    out = ok_json(muster, *SHOOT, "--aim", "3", "--range", "short", "--target-level", "2")
    assert out["outcome"] == "levels apart, no shot" and out["aim_roll"] is None


def test_a_counter_fire_is_at_its_chargers_level(muster):
    assert_one_line_error(muster(*SHOOT, "--aim", "3", "--counter-fire", "--target-level",
                                 "1"), "--target-level", "--shooter-level")
    with pytest.raises(FieldError) as err:
        ShotSpec(3, "short", shooter_level=3)
    assert err.value.field == "shooter_level"


@pytest.mark.parametrize("spec", [ShotSpec(3, "medium", target_level=1),
                                  ShotSpec(3, "short", shooter_level=2, target_level=0)])
def test_altitude_drivers_agree(spec):
    assert_drivers_agree(lambda src: shoot(src, spec), shot_outcome, range(20))


def test_the_odds_title_names_the_altitude_penalty(muster):
    out = muster(*SHOOT, "--aim", "3", "--range", "short", "--shooter-level", "0",
                 "--target-level", "1", "--odds")
    assert "one altitude level up or down: -2 on the aim die" in out.out.splitlines()[0]
