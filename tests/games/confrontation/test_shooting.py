"""Shooting (seed 000 L712-781) and counter-firing (L797-816): the difficulty from the range
band (short 4, medium 7, long 10), the shot type (dynamic +1, precise -1, rapid +1), cover
(+1) and the target's size (small +1 ... very large -2), every modifier added up (L794);
the aim roll d6 + AIM >= difficulty (RULINGS 5), a 1 always failing (L731)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.engine.rule import rule_for
from muster.errors import FieldError
from muster.games.confrontation.shooting import ShotSpec, shoot, shot_outcome

SHOOT = ["roll", "conf", "shoot"]


@pytest.mark.parametrize("kwargs, difficulty", [
    ({"range": "short"}, 4), ({"range": "medium"}, 7), ({"range": "long"}, 10),
    ({"range": "medium", "moved": True}, 8),
    ({"range": "medium", "precise": True}, 6),
    ({"range": "medium", "moved": True, "rapid": True}, 9),  # combined (L768-771)
    ({"range": "long", "cover": True, "size": "small"}, 12),
    ({"range": "short", "size": "very-large"}, 2),
    ({"range": "krátká", "size": "velký"}, 3),  # Czech names
    ({"distance": 15, "reach": (15, 30, 45)}, 4),  # a band ends at its own range
    ({"distance": 15.5, "reach": (15, 30, 45)}, 7),
    ({"distance": 45, "reach": (15, 30, 45), "moved": True, "cover": True}, 12),
    ({"counter_fire": True}, 6),
    ({"counter_fire": True, "range": "long"}, 6),  # fixed (L802-803)
])
def test_the_difficulty_adds_every_modifier(kwargs, difficulty):
    assert ShotSpec(3, **kwargs).difficulty == difficulty


def test_a_dynamic_shot_at_medium_range(muster):
    # AIM 3, medium 7 + dynamic 1 = 8: a 5 gives 8 >= 8, a hit
    out = ok_json(muster, *SHOOT, "--aim", "3", "--range", "medium", "--moved", "--dice", "5")
    assert out["difficulty"] == 8 and out["hit"] is True and out["outcome"] == "hit"
    assert [s["value"] for s in out["difficulty_steps"]] == [7, 1, 0]
    miss = ok_json(muster, *SHOOT, "--aim", "3", "--range", "medium", "--moved", "--dice", "4")
    assert miss["hit"] is False and miss["outcome"] == "miss"


def test_a_one_always_misses_and_wounds_count_on_the_aim_roll(muster):
    # short range 4, AIM 6: a 1 still fails (L731)
    out = ok_json(muster, *SHOOT, "--aim", "6", "--range", "short", "--dice", "1")
    assert out["outcome"] == "automatic failure"
    # a serious wound takes 2 off the die (L1564-1566): 5 - 2 + 3 = 6 < 7
    out = ok_json(muster, *SHOOT, "--aim", "3", "--range", "medium", "--penalty", "serious",
                  "--dice", "5")
    assert out["aim_roll"]["total"] == 6 and out["hit"] is False


def test_out_of_range_fails_without_a_roll(muster):
    out = ok_json(muster, *SHOOT, "--aim", "3", "--distance", "46", "--reach", "15,30,45")
    assert out["out_of_range"] is True and out["aim_roll"] is None and out["hit"] is False
    odds = ok_json(muster, *SHOOT, "--aim", "3", "--distance", "46", "--reach", "15,30,45",
                   "--odds")
    assert odds["hit"]["p"] == 0


def _by_hand(aim: int, difficulty: int) -> Fraction:
    """P(d6 + aim >= difficulty), sixes rolling on until the total is reached, a natural 1
    failing (also after a six): walked die by die here, to 30 dice."""
    p, reach = Fraction(0), Fraction(1)
    total = 0
    for _ in range(30):
        for face in (2, 3, 4, 5):
            if total + face + aim >= difficulty:
                p += reach * Fraction(1, 6)
        if total + 6 + aim >= difficulty:
            return p + reach * Fraction(1, 6)
        reach *= Fraction(1, 6)
        total += 6
    return p


@pytest.mark.parametrize("args, aim, difficulty", [
    (["--range", "medium"], 3, 7),
    (["--distance", "32", "--reach", "15,30,45", "--precise", "--size", "large"], 4, 8),
    (["--range", "long", "--rapid", "--cover", "--size", "small"], 2, 13),
    (["--counter-fire"], 2, 6),
])
def test_hit_odds_match_a_brute_force(muster, args, aim, difficulty):
    out = ok_json(muster, *SHOOT, "--aim", str(aim), *args, "--odds")
    assert out["difficulty"] == difficulty
    assert out["hit"]["p"] == pytest.approx(float(_by_hand(aim, difficulty)), abs=1e-12)


def test_precise_shot_odds_are_exact(muster):
    # AIM 4 at 8 (long 10, precise -1, large -1): 4, 5, 6 hit, 2, 3 miss, 1 fails
    out = ok_json(muster, *SHOOT, "--aim", "4", "--distance", "32", "--reach", "15,30,45",
                  "--precise", "--size", "large", "--odds")
    rows = {r["outcome"]: r["fraction"] for r in out["outcomes"]}
    assert rows == {"hit": "1/2", "miss": "1/3", "automatic failure": "1/6"}


@pytest.mark.parametrize("args, needles", [
    (["--range", "medium", "--precise", "--rapid"], ["precise or rapid", "--precise", "--rapid"]),
    (["--counter-fire", "--precise"], ["fixed at 6", "--precise"]),
    (["--counter-fire", "--moved"], ["fixed at 6", "--moved"]),
    (["--counter-fire", "--size", "large"], ["fixed at 6", "--size"]),
    ([], ["--range", "--distance", "--reach"]),
    (["--range", "far"], ["unknown range band 'far'", "short, medium, long"]),
    (["--size", "huge", "--range", "short"], ["unknown size 'huge'"]),
    (["--distance", "10"], ["--distance", "--reach"]),
    (["--distance", "10", "--reach", "30,15,45"], ["--reach", "each longer"]),
    (["--distance", "10", "--reach", "15,30"], ["--reach", "three ranges"]),
    (["--range", "short", "--distance", "10", "--reach", "15,30,45"], ["not both"]),
])
def test_bad_shots_are_refused_naming_the_option(muster, args, needles):
    assert_one_line_error(muster(*SHOOT, "--aim", "3", *args), *needles)


def test_shooting_order_initiative(muster):
    out = ok_json(muster, *SHOOT, "--aim", "3", "--range", "short", "--precise", "--dice", "4")
    assert out["initiative_change"] == -2
    out = ok_json(muster, *SHOOT, "--aim", "3", "--range", "short", "--rapid", "--moved",
                  "--dice", "4")
    assert out["initiative_change"] == 2


@pytest.mark.parametrize("spec", [ShotSpec(3, "medium", moved=True),
                                  ShotSpec(1, "long", cover=True, penalties=("light",)),
                                  ShotSpec(2, counter_fire=True)])
def test_shooting_drivers_agree(spec):
    assert rule_for(spec) is not None
    assert_drivers_agree(lambda src: shoot(src, spec), shot_outcome, range(20))


def test_a_counter_fire_is_never_precise():
    with pytest.raises(FieldError) as err:
        ShotSpec(3, counter_fire=True, rapid=True)
    assert err.value.field == "rapid"


def test_a_counter_fire_at_a_fear_causer_tests_courage_first(muster):
    """L805-808: charged by a fear-causer, the counter-firer tests Courage first; failing,
    it flees and cannot shoot. Courage 4 > Fear 7 needs a 4+ (1/2); then AIM 2 at the fixed
    6 needs a 4+ (1/2): a hit 1/4."""
    cf = [*SHOOT, "--aim", "2", "--counter-fire", "--courage", "4", "--fear", "7"]
    fled = ok_json(muster, *cf, "--dice", "2")
    assert fled["flees"] is True and fled["aim_roll"] is None
    assert fled["outcome"] == "flees, no shot"
    shot = ok_json(muster, *cf, "--dice", "5,4")
    assert shot["flees"] is False and shot["hit"] is True
    odds = ok_json(muster, *cf, "--odds")
    rows = {r["outcome"]: r["fraction"] for r in odds["outcomes"]}
    assert rows["hit"] == "1/4" and rows["flees, no shot"] == "1/2"
    assert_one_line_error(muster(*SHOOT, "--aim", "2", "--range", "short", "--courage", "4",
                                 "--fear", "7"), "--counter-fire")


def test_counter_fire_says_what_it_costs_in_the_melee(muster):
    """L809-812: whatever the counter-fire did, no attack dice in this round's melee, and a
    kill lets the shooter move up to its MOV, and the output says both."""
    for dice in ("4", "1"):
        out = muster("roll", "conf", "shoot", "--aim", "2", "--counter-fire", "--dice", dice).out
        assert out.splitlines()[-1].startswith("whatever the shot did, the counter-firer has "
                                               "no attack dice in this round's melee")


def test_a_hit_points_to_the_damage_roll_on_the_command_line_only(muster):
    """The view names no command for a library caller; the command line adds the one that
    rolls the damage."""
    from helpers import view_lines
    from muster import api

    lines = view_lines(api.roll(ShotSpec(3, range="medium", moved=True), dice=[5]))
    assert "a damage roll follows at the weapon's STR against the target's RES" in lines
    out = muster("roll", "conf", "shoot", "--aim", "3", "--range", "medium", "--moved",
                 "--dice", "5").out
    assert ("a damage roll follows at the weapon's STR against the target's RES "
            "(`muster wound conf`)") in out.splitlines()


def test_a_negative_distance_is_a_range_error():
    from helpers import assert_range_refused
    from muster.games.confrontation.shooting import ShotSpec

    assert_range_refused(lambda: ShotSpec(3, reach=(15, 30, 45), distance=-1), "distance", -1,
                         0, None)
