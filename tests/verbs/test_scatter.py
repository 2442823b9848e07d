"""`muster scatter`: the generic form and the five games, worked by hand from the rulebooks.

Coordinates: the aim point is (0, 0), +y along the line of fire away from the attacker, a
bearing b degrees is clockwise from +y (a clock bearing h is 30 h degrees).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import assert_drivers_agree, assert_one_line_error


def frac(body: dict) -> Fraction:
    return Fraction(body["fraction"])


# ------------------------------------------------------------------ geometry


def test_clock_bearings_and_landing_points():
    from muster.engine.scatter import land
    from muster.engine.scatter_numbers import clock_degrees

    assert clock_degrees(3) == 90 and clock_degrees(12) == 0 and clock_degrees(6) == 180
    assert land(5, clock_degrees(3)).xy == (5, 0)      # 3 o'clock: to the right
    assert land(4, clock_degrees(12)).xy == (0, 4)     # straight on past the aim point
    assert land(4, clock_degrees(6)).xy == (0, -4)     # back towards the attacker
    assert land(2, 45).xy == (1.4142, 1.4142)
    assert land(0, None).xy == (0, 0)
    assert land(-3, 90).xy == (0, 0)                   # a negative distance is no scatter
    assert land(0, 90) == land(0, None)                # no distance, no direction


@pytest.mark.parametrize("value, tidied", [
    (5, 5), (-3, -3), (0, 0), (2.0000000001, 2), (-0.0, 0), (-1e-12, 0), (1.23456, 1.2346),
    (7.5, 7.5)])
def test_a_coordinate_is_an_int_when_whole_else_four_places(value, tidied):
    from muster.engine.scatter_numbers import tidy

    out = tidy(value)
    assert out == tidied and type(out) is type(tidied)
    assert str(out) == str(tidied)  # no "-0"


def test_landing_rows_add_the_outcomes_that_land_on_one_point_in_order_of_distance():
    from fractions import Fraction

    from muster.engine.distribution import Distribution
    from muster.engine.scatter import land, landing_points, landing_rows

    # outcomes (hit?, distance, degrees) over 36: a hit and a zero scatter land alike
    dist = Distribution(weights={(True, 0, None): 5, (False, 0, 90): 1, (False, 4, 90): 20,
                                 (False, 2, 0): 10}, denom=36)
    points = landing_points(dist, lambda k: land(k[1], k[2]))
    assert [(lnd.distance, p) for lnd, p in points] == [(0, Fraction(6, 36)), (2, Fraction(10, 36)),
                                                       (4, Fraction(20, 36))]
    rows = landing_rows(dist, points)
    assert [(r["distance"], r["fraction"]) for r in rows] == \
        [(0, "1/6"), (2, "5/18"), (4, "5/9")]
    assert rows[0]["p"] == 1 / 6 and (rows[2]["x"], rows[2]["y"]) == (4, 0)


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 400), st.integers(1, 12), st.sampled_from([6, 8, 12, 360]))
def test_landing_is_distance_away_at_its_bearing(distance, face, sides):
    import math

    from muster.engine.scatter import land
    from muster.engine.scatter_numbers import die_degrees

    lnd = land(distance, die_degrees(face, sides))
    x, y = lnd.xy
    assert math.hypot(x, y) == pytest.approx(distance, abs=1e-3)
    if distance:
        # clockwise from +y: the x of a bearing in (0, 180) is positive
        deg = float(die_degrees(face, sides))
        if 0 < deg < 180:
            assert x > 0
        elif 180 < deg < 360:
            assert x < 0


# ------------------------------------------------------------------ generic form


def test_generic_options_first_lands_by_hand(muster):
    # d12 face 3 = 90 degrees; 2d6 = 2 + 4 = 6: (6, 0), 6 away, outside a 3 blast
    run = muster("scatter", "--distance", "2d6", "--direction", "d12", "--radius", "3",
                 "--dice", "3,2,4", "--json")
    assert run.code == 0, run.err
    body = run.json
    assert body["landing"] == {"x": 6, "y": 0, "distance": 6, "bearing_degrees": 90,
                               "clock": 3}
    assert body["distance_dice"] == [2, 4]
    assert body["target_under_blast"] is False


def test_generic_d6_faces_share_the_circle(muster):
    # d6 face 2 = 120 degrees; distance 2: (2 sin 120, 2 cos 120) = (1.7321, -1)
    body = muster("scatter", "--distance", "2", "--direction", "d6", "--dice", "2",
                  "--json").json
    assert body["landing"]["x"] == 1.7321 and body["landing"]["y"] == -1


def test_generic_hit_face_means_no_scatter_and_no_distance_roll(muster):
    # GW scatter die: faces 1-2 hit; a 2 lands on the aim point and rolls no distance dice
    body = muster("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2",
                  "--radius", "1", "--dice", "2", "--json").json
    assert body["hit"] is True and body["landing"]["distance"] == 0
    assert body["target_under_blast"] is True
    # the four arrow faces (3-6) point 90, 180, 270, 360 degrees
    body = muster("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2",
                  "--dice", "3,1,1", "--json").json
    assert body["landing"]["bearing_degrees"] == 90 and body["landing"]["x"] == 2


def test_generic_odds_exact(muster):
    # hit 2 of 6; every scatter is 2-12 > 1.5, so only a hit leaves the target under: 1/3
    body = muster("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2",
                  "--radius", "1.5", "--odds", "--json").json
    assert frac(body["no_scatter"]) == Fraction(1, 3)
    assert frac(body["target_under_blast"]) == Fraction(1, 3)
    seven = next(r for r in body["distance"] if r["value"] == 7)
    assert Fraction(seven["fraction"]) == Fraction(2, 3) * Fraction(6, 36)
    # radius 3 + base 1: under while 2d6 <= 4 (1 + 2 + 3 of 36 ways) = 1/6
    body = muster("scatter", "--distance", "2d6", "--direction", "d12", "--radius", "3",
                  "--base", "1", "--odds", "--json").json
    assert frac(body["target_under_blast"]) == Fraction(1, 6)


def test_generic_odds_with_an_offset_target_use_the_direction(muster):
    # always 2 away at 45 k degrees; a target at (2, 0) is within 0.5 only for face 2 (90)
    body = muster("scatter", "--distance", "2", "--direction", "d8", "--target", "2,0",
                  "--radius", "0.5", "--odds", "--json").json
    assert frac(body["target_under_blast"]) == Fraction(1, 8)
    assert len(body["landings"]) == 8


def test_a_landing_point_shows_two_places_and_the_json_keeps_four(muster):
    """d6 face 2 at 120 degrees, 2d6 = 10: (8.66, -5) on screen in both languages
    (`text.measure`), 8.6603 in the JSON."""
    args = ("scatter", "--distance", "2d6", "--direction", "d6", "--dice", "2,5,5")
    assert "lands at (8.66, -5): 10 in at 120 degrees" in muster(*args).out
    assert "dopadne v bodě (8,66; −5): 10 palců" in muster("--lang", "cs", *args).out
    assert muster(*args, "--json").json["landing"]["x"] == 8.6603
    odds = ("scatter", "--distance", "2d6", "--direction", "d6", "--hit-faces", "2", "--odds")
    assert "  mean 4.67 in" in muster(*odds).out.splitlines()
    assert "  průměr 4,67 palce" in muster("--lang", "cs", *odds).out.splitlines()
    even = ("scatter", "--distance", "3d6", "--direction", "d6", "--odds")  # mean 10.5 -> 10,5
    assert "  průměr 10,5 palce" in muster("--lang", "cs", *even).out.splitlines()
    whole = ("scatter", "--distance", "2d6", "--direction", "d6", "--odds")  # mean 7 palců
    assert "  průměr 7 palců" in muster("--lang", "cs", *whole).out.splitlines()


def test_a_times_row_shows_two_places_and_its_json_label_keeps_every_one(muster):
    args = ("scatter", "--distance", "2.125", "--direction", "d6", "--times", "20", "--seed",
            "1")
    assert "2.12 at 0 deg" in muster(*args).out
    labels = [row["label"] for row in muster(*args, "--json").json["outcomes"]]
    assert "2.125 at 0 deg" in labels, labels


def test_generic_zero_distance_lands_on_the_aim_point(muster):
    # d6-1 rolls 1: 0 in, whatever the arrow says
    body = muster("scatter", "--distance", "d6-1", "--direction", "d6", "--dice", "2,1",
                  "--json").json
    assert body["landing"] == {"x": 0, "y": 0, "distance": 0, "bearing_degrees": None,
                               "clock": None}


def test_a_times_row_of_a_zero_scatter_says_it_is_on_the_aim_point(muster):
    """A distance that can roll 0 (2d6/4: totals 2 and 3) scatters to the aim point, with
    no bearing: its row says so, in both languages, and its count is the 1/12 of the odds
    over 1,200 rolls (no crash on the missing bearing)."""
    args = ("scatter", "--distance", "2d6/4", "--direction", "d8", "--times", "1200",
            "--seed", "4")
    rows = {row["label"]: row for row in muster(*args, "--json").json["outcomes"]}
    zero = rows["0 on the aim point"]
    assert zero["value"] == {"hit": False, "distance": 0, "bearing_degrees": None,
                             "under_blast": None}
    assert 70 <= zero["count"] <= 130  # 1/12 of 1,200 is 100
    assert "0, on the aim point" in muster(*args).out
    assert "0 palců, na zaměřeném bodě" in muster("--lang", "cs", *args).out


def test_generic_degrees_direction(muster):
    body = muster("scatter", "--distance", "3", "--direction", "degrees", "--dice", "270",
                  "--json").json
    assert body["landing"]["x"] == -3 and body["landing"]["y"] == 0


@pytest.mark.parametrize(("typed", "lang"), [("k12", "en"), ("K12", "cs"), ("stupně", "cs")])
def test_generic_direction_takes_the_czech_die_in_any_language(muster, typed, lang):
    """--direction k12 is d12 (the Czech rulebooks' k), stupně is degrees: the
    same JSON as the English word gives."""
    english = "degrees" if typed == "stupně" else "d12"
    args = ("scatter", "--distance", "3", "--dice", "3", "--json")
    same = muster("--lang", lang, *args, "--direction", typed).json
    assert same == muster(*args, "--direction", english).json


def test_generic_times_summarises(muster):
    run = muster("scatter", "--distance", "d6", "--direction", "d6", "--times", "20",
                 "--seed", "3", "--json")
    assert run.code == 0 and run.json["times"] == 20
    assert set(run.json["outcomes"][0]["value"]) == {"hit", "distance", "bearing_degrees",
                                                     "under_blast"}


def test_game_times_keys_are_named_and_readable(muster):
    body = muster("scatter", "wm", "--edge-cm", "15", "--times", "30", "--seed", "1",
                  "--json").json
    assert all(set(o["value"]) == {"cm", "leaves_table"} for o in body["outcomes"])
    assert all(o["label"].endswith(("off the table", "on the table")) for o in body["outcomes"])
    run = muster("scatter", "void", "--times", "5", "--seed", "2")
    assert "(" not in run.out.splitlines()[2]  # "hit, caught", not a raw tuple


@pytest.mark.parametrize("args,needle", [
    (("--distance", "2d6", "--direction", "d7"), "--direction"),
    (("--distance", "2d6", "--direction", "d6", "--hit-faces", "6"), "--hit-faces"),
    (("--distance", "2x", "--direction", "d6"), "dice expression"),
    (("--distance", "-2", "--direction", "d6"), "--distance"),
    (("--distance", "2d6", "--radius", "-1"), "--radius"),
    (("--distance", "2d6", "--base", "1"), "--radius"),
    (("--distance", "2d6", "--target", "a,b"), "--target"),
    (("--distance", "2d6", "--target", "inf,0"), "--target"),
    (("--distance", "2d6", "--radius", "nan"), "--radius"),
    (("--distance", "nan", "--direction", "d6"), "--distance"),
    (("--distance", "2d6", "--unit", "[bold]x"), "--unit"),
    (("--distance", "2d6", "--direction", "d6", "--dice", "2"), "too few dice"),
    (("--distance", "2d6", "--direction", "d6", "--dice", "7,1,1"), "cannot be rolled"),
    (("--distance", "2d6", "--svg", "x.svg", "--times", "3"), "--times"),
    (("--distance", "2d6", "--odds", "--dice", "1"), "--odds"),
])
def test_generic_bad_input_is_one_line(muster, tmp_path, monkeypatch, args, needle):
    monkeypatch.chdir(tmp_path)
    assert_one_line_error(muster("scatter", *args), needle)


def test_scatter_unknown_word_is_refused(muster):
    run = muster("scatter", "chess")
    assert run.code == 2 and "Traceback" not in run.err


# ------------------------------------------------------------------ Void


def test_void_rc10_rolled_15_bearing_3_lands_5_m_right(muster):
    """Seed 003 L45: RC 10, roll 15 -> 5 m off; bearing 3 o'clock -> (5, 0). A
    high-explosive grenade (5 m) still catches the target at the blast edge."""
    body = muster("scatter", "void", "--rc", "10", "--charge", "high-explosive",
                  "--dice", "15,3", "--json").json
    assert body["miss_distance_m"] == 5 and body["bearing"] == 3
    assert (body["landing"]["x"], body["landing"]["y"]) == (5, 0)
    assert body["radius"] == 5 and body["target_in_blast"] is True
    assert body["supply_lost"] is False
    # 6 m off is out of a 5 m blast, but inside a 10 m fragmentation blast
    assert muster("scatter", "void", "--charge", "he", "--dice", "16,12",
                  "--json").json["target_in_blast"] is False
    body = muster("scatter", "void", "--charge", "frag", "--dice", "16,12", "--json").json
    assert body["target_in_blast"] is True and body["landing"]["y"] == 6


def test_void_natural_20_loses_the_supply_and_still_lands(muster):
    body = muster("scatter", "void", "--rc", "10", "--charge", "he", "--dice", "20,9",
                  "--json").json
    assert body["bad_luck"] and body["supply_lost"]
    assert (body["landing"]["x"], body["landing"]["y"]) == (-10, 0)   # 9 o'clock
    assert body["target_in_blast"] is False


def test_void_hit_needs_no_bearing_and_indirect_costs_2(muster):
    body = muster("scatter", "void", "--rc", "12", "--indirect", "--dice", "10",
                  "--json").json
    assert body["hit_target"] == 10 and body["hit"] is True and body["bearing"] is None
    run = muster("scatter", "void", "--rc", "12", "--indirect", "--dice", "11,1", "--json")
    assert run.json["miss_distance_m"] == 1


def test_void_odds(muster):
    # RC 10: hit on 1-10 (1/2); a miss by 1-5 m is still in a 5 m blast: 1/2 + 5/20 = 3/4
    body = muster("scatter", "void", "--rc", "10", "--charge", "he", "--odds", "--json").json
    assert frac(body["hit"]) == Fraction(1, 2)
    assert frac(body["target_in_blast"]) == Fraction(3, 4)
    assert frac(body["supply_lost"]) == Fraction(1, 20)
    assert [r["value"] for r in body["miss_distance_m"]] == list(range(1, 11))
    # a shaped charge has no blast: only a hit catches the target
    body = muster("scatter", "void", "--rc", "10", "--charge", "shaped", "--odds",
                  "--json").json
    assert frac(body["target_in_blast"]) == Fraction(1, 2)


def test_void_wound_and_scatter_share_one_bearing_procedure(muster, monkeypatch):
    """Both verbs land a missed grenade through grenade.grenade_miss (inside the one
    grenade procedure, grenade.burst)."""
    from muster.games.void import grenade

    calls = []
    real = grenade.grenade_miss

    def spy(src, roll, target):
        calls.append((roll, target))
        return real(src, roll, target)

    monkeypatch.setattr(grenade, "grenade_miss", spy)
    wound = muster("wound", "void", "--weapon", "impact grenade", "--charge", "he",
                   "--dice", "15,3", "--json").json
    scatter = muster("scatter", "void", "--charge", "he", "--dice", "15,3", "--json").json
    assert calls == [(15, 10), (15, 10)]
    assert (wound["miss_distance_m"], wound["miss_bearing"]) == \
        (scatter["miss_distance_m"], scatter["bearing"]) == (5, 3)


def test_a_grenade_spec_s_radius_and_target_are_its_charge_s_and_rc_and_equal_specs_stay_equal():
    from muster.games.void import catalogue as cat
    from muster.games.void import grenade

    t = grenade.GrenadeSpec(10, (1,), True, "high-explosive")
    extra = cat.rules()["indirect_throw"]["rc"]
    assert (t.radius, t.target) == (5, 11 + extra)
    fresh = grenade.GrenadeSpec(10, (1,), True, "high-explosive")  # nothing worked out yet
    assert fresh == t and hash(fresh) == hash(t) and repr(fresh) == repr(t)
    assert grenade.GrenadeSpec(12, (), False, "fragmentation").target == 12


def test_void_bad_charge(muster):
    assert_one_line_error(muster("scatter", "void", "--charge", "nuclear"), "nuclear")


def test_void_timed_grenade_agility_escape(muster):
    # seed 003 L45: a timed grenade gives the enemy time to run; an Agility roll (d20 <= A)
    # means it does not hit him at all. RC 10 rolls 15: 5 m at 3 o'clock, in the 5 m blast;
    # the target (Agility 8) rolls 8: escapes
    body = muster("scatter", "void", "--rc", "10", "--charge", "he", "--timed",
                  "--target-agility", "8", "--dice", "15,3,8", "--json").json
    assert body["target_in_blast"] is True and body["escape_roll"] == 8
    assert body["escaped"] is True and body["target_hit"] is False
    body = muster("scatter", "void", "--rc", "10", "--charge", "he", "--timed",
                  "--target-agility", "8", "--dice", "15,3,9", "--json").json
    assert body["escaped"] is False and body["target_hit"] is True
    # clear of the blast: no escape roll is needed (and none is asked for)
    body = muster("scatter", "void", "--rc", "10", "--charge", "he", "--timed",
                  "--dice", "17,3", "--json").json
    assert body["escape_roll"] is None and body["target_hit"] is False
    # an impact grenade (the default) has no escape: in the blast is hit
    body = muster("scatter", "void", "--rc", "10", "--charge", "he", "--dice", "15,3",
                  "--json").json
    assert body["target_hit"] is True and body["escape_roll"] is None
    # odds: in the blast on 1-15 (3/4); Agility 10 escapes on 1-10 (1/2): hit 3/8
    body = muster("scatter", "void", "--rc", "10", "--charge", "he", "--timed",
                  "--target-agility", "10", "--odds", "--json").json
    assert frac(body["target_in_blast"]) == Fraction(3, 4)
    assert frac(body["target_hit"]) == Fraction(3, 8)
    assert_one_line_error(muster("scatter", "void", "--target-agility", "8"), "--timed")
    from muster.games.void import grenade

    t = grenade.GrenadeSpec(10, (), False, "high-explosive", True, 9)
    assert_drivers_agree(lambda src: grenade.throw(src, t), grenade.throw_key, (1, 2, 3))


# ------------------------------------------------------------------ Mage Knight


def test_mk_token_stays_then_figure_roll(muster):
    # 5 + 6 + 8 = 19 >= 10: the token stays; 3 + 4 + 8 = 15 < 16: the figure is missed
    body = muster("scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16",
                  "--dice", "5,6,3,4", "--json").json
    assert body["example_token"] is True
    assert body["stays"] is True and body["landing"]["distance"] == 0
    assert body["figures"][0] == {"defense": 16, "x": 0, "y": 0, "under": True, "hit": False,
                                  "damage": 0}


def test_mk_critical_miss_scatters_critical_hit_adds_damage(muster):
    # natural 2 on the token: scatters and pushes (RULINGS 27); d6 4 = 180 degrees on the
    # example token; final 2 + 8 = 10 >= 9 -> 1 in: (0, -1), within 1.5 of both figures;
    # natural 12 on the figures: both hit for 2 + 1
    body = muster("scatter", "mk", "--attack", "8", "--damage", "2", "--defense", "16",
                  "--defense", "17", "--dice", "1,1,4,6,6", "--json").json
    assert body["stays"] is False and body["direction_roll"] == 4
    assert (body["landing"]["x"], body["landing"]["y"]) == (0, -1)
    assert [f["damage"] for f in body["figures"]] == [3, 3]
    assert body["pushing"] == 2 - 1  # the critical miss only; the figure roll was a 12


def test_mk_scatter_table_lowest_entry_and_figure_out_of_reach(muster):
    # attack 0: 2 + 1 = 3, below every entry (9, 7, 5): the lowest entry, 3 in; d6 1 = 0
    # degrees: (0, 3). The figure at the aim point is 3 away, beyond 1.5: no second roll.
    body = muster("scatter", "mk", "--attack", "0", "--damage", "1", "--defense", "10",
                  "--dice", "2,1,1", "--json").json
    assert body["scatter_in"] == 3 and body["landing"]["y"] == 3
    assert body["figures"][0]["under"] is False and body["figure_roll"] is None
    # a figure standing at (0, 3.5) is within 1.5 (+ base 0) of it and is attacked
    body = muster("scatter", "mk", "--attack", "0", "--damage", "1", "--defense", "10",
                  "--at", "0,3.5", "--dice", "2,1,1,5,5", "--json").json
    assert body["figures"][0]["under"] is True and body["figures"][0]["hit"] is True


def test_mk_blocked_and_minimum_values(muster, tmp_path):
    # blocked: 9 - 2 = 7 against 10: the token stays on 2d6 >= 3, or a natural 12: 35/36
    body = muster("scatter", "mk", "-a", "9", "-m", "3", "-D", "15", "--blocked", "--odds",
                  "--json").json
    assert frac(body["stays"]) == Fraction(35, 36)
    # the bombarder eliminated: the token's minimum attack 7 and damage 1, no pushing
    body = muster("scatter", "mk", "--eliminated", "-D", "9", "--dice", "1,1,3,6,6",
                  "--json").json
    assert body["attack"] == 7 and body["damage"] == 1 and body["minimum_values"]
    assert body["pushing"] == 0


def test_mk_odds_hit_chance_of_a_figure_at_the_aim_point(muster):
    """Attack 8 vs target 10 (stays on 2d6 >= 2 except the natural 2, so 35/36); after the
    natural 2 it scatters 1 in (2 + 8 = 10 >= 9), still within 1.5 in. So the figure is
    always under the token: hit chance = P(2d6 + 8 >= 16) = P(2d6 >= 8) = 15/36."""
    body = muster("scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--odds", "--json").json
    assert frac(body["stays"]) == Fraction(35, 36)
    assert frac(body["figures"][0]["hit"]) == Fraction(15, 36)
    # pushing: a natural 2 on either roll: 1 - (35/36)^2
    assert frac(body["pushing"]) == 1 - Fraction(35, 36) ** 2


def test_mk_token_file(muster, tmp_path):
    token = tmp_path / "catapult.json"
    token.write_text('{"name": "My catapult", "target_value": 12, "radius_in": 2,'
                     ' "min_attack": 6, "min_damage": 1,'
                     ' "directions": {"1": 0, "2": 90, "3": 90, "4": 180, "5": 270, "6": 270},'
                     ' "scatter": [{"attack_at_least": 10, "distance_in": 2}]}')
    body = muster("scatter", "mk", "--token", str(token), "-a", "8", "-m", "2",
                  "--dice", "1,2,2", "--json").json
    assert body["example_token"] is False and body["token"] == "My catapult"
    assert (body["landing"]["x"], body["landing"]["y"]) == (2, 0)
    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\ntarget_value: twelve\n")
    run = muster("scatter", "mk", "--token", str(bad), "-a", "8", "-m", "2")
    assert_one_line_error(run, "bad.yaml:", "bombard-token.schema.json")
    assert_one_line_error(muster("scatter", "mk", "--token", str(tmp_path / "none.yaml"),
                                 "-a", "1", "-m", "1"), "no such file")
    # a file that is not a token at all: one short line, not the file's text echoed back
    text = tmp_path / "notes.txt"
    text.write_text("root:x:0:0:" + "a" * 3000 + "\n")
    run = muster("scatter", "mk", "--token", str(text), "-a", "8", "-m", "2")
    assert_one_line_error(run, "notes.txt", "mapping", "bombard-token.schema.json")
    assert len(run.err) < 400, run.err


def test_the_bundled_token_is_an_example_and_matches_the_schema_and_examples():
    from pathlib import Path

    from muster.games.mageknight.bombard import example_path, load_token

    token = load_token(None)
    assert token.example is True
    assert load_token(example_path()) == token  # read afresh, as kept parsed
    packaged = Path(example_path()).read_text(encoding="utf-8").splitlines()
    shown = (Path(__file__).parents[2] / "examples" / "bombard-tokens" /
             "example-token.yaml").read_text(encoding="utf-8").splitlines()
    assert packaged[1:] == shown[1:]  # the same token (the first line points at the schema)
    assert "EXAMPLE" in packaged[1]


def test_mk_times_names_the_example_token(muster):
    # RULINGS 29: every output made with the shipped token says it is an example, --times too
    out = muster("scatter", "mk", "-a", "8", "-m", "2", "-D", "16", "--times", "5",
                 "--seed", "1").out
    assert "EXAMPLE" in out and "not the printed component" in out


def test_mk_odds_picture_does_not_call_the_placed_token_a_landing_point(muster):
    # with --odds the token may land on any dot; the X is where it was placed
    out = muster("scatter", "mk", "-a", "8", "-m", "2", "--odds").out
    assert "X landing point" not in out and "X the token as placed" in out


def test_mk_bad_input(muster):
    assert_one_line_error(muster("scatter", "mk", "-D", "15"), "--attack")
    assert_one_line_error(muster("scatter", "mk", "-a", "8", "-m", "2", "--eliminated"),
                          "minimum")
    assert_one_line_error(muster("scatter", "mk", "-a", "8", "-m", "2", "-D", "15",
                                 "--at", "1,1", "--at", "2,2"), "--at")


def test_schema_lists_and_prints_the_token_schema(muster):
    run = muster("schema")
    assert "bombard-token" in run.out
    assert muster("schema", "bombard-token").json["title"] == "Mage Knight bombard token"


# ------------------------------------------------------------------ Warmaster


def test_wm_gerroff_leaves_the_table(muster):
    # 6 + 5 + 4 + 3 + 3 = 21 cm toward its own edge 20 cm away: off the table
    body = muster("scatter", "wm", "--edge-cm", "20", "--dice", "6,5,4,3,3", "--json").json
    assert body["cm"] == 21 and body["leaves_table"] is True
    assert body["landing"]["y"] == 21
    body = muster("scatter", "wm", "--edge-cm", "20", "--dice", "6,5,4,3,2", "--json").json
    assert body["cm"] == 20 and body["leaves_table"] is False  # exactly at the edge: stays


def test_wm_gerroff_odds(muster):
    # P(5d6 > 20) = P(5d6 <= 14) = 1722 / 7776 = 287/1296
    body = muster("scatter", "wm", "--edge-cm", "20", "--odds", "--json").json
    assert frac(body["leaves_table"]) == Fraction(287, 1296)
    # the option: one D6 x 5 > 12 on a 3 or more: 2/3
    body = muster("scatter", "wm", "--one-die", "--edge-cm", "12", "--odds", "--json").json
    assert frac(body["leaves_table"]) == Fraction(2, 3)
    assert_one_line_error(muster("scatter", "wm", "--edge-cm", "-1"), "--edge-cm")
    assert_one_line_error(muster("scatter", "wm", "--edge-cm", "inf"), "--edge-cm")


# ------------------------------------------------------------------ BattleLore


def test_bl_frightened_retreat_with_a_blocked_hex(muster):
    # 2 flags x 2 hexes (Frightened) = 4 owed; 3 free: retreats 3, loses 1 of 4
    body = muster("scatter", "bl", "--flags", "2", "--morale", "frightened", "--room", "3",
                  "--json").json
    assert (body["retreat_owed"], body["retreat_hexes"]) == (4, 3)
    assert body["figures_lost_to_blocked_retreat"] == 1 and body["figures_left"] == 3
    assert body["landing"]["y"] == 3
    # Bold ignores one flag: 2 flags -> 1 hex
    body = muster("scatter", "bl", "--flags", "2", "--morale", "bold", "--json").json
    assert body["flags_ignored"] == 1 and body["retreat_hexes"] == 1


def test_bl_rolled_flags_and_odds(muster):
    body = muster("scatter", "bl", "--battle-dice", "3", "--dice", "flag,flag,blue",
                  "--blocked", "1", "--json").json
    assert body["flags"] == 2 and body["retreat_hexes"] == 1
    # 4 dice, Frightened, room 2, 4 figures: destroyed with 3+ flags (owes 6+, loses 4)
    # 3 flags: 4 x 5/6^4... = (4 x 5 + 1) / 1296 = 7/432
    body = muster("scatter", "bl", "--battle-dice", "4", "--morale", "frightened",
                  "--room", "2", "--odds", "--json").json
    assert frac(body["destroyed"]) == Fraction(7, 432)
    zero = body["retreat_hexes"][0]
    assert zero["value"] == 0 and Fraction(zero["fraction"]) == Fraction(625, 1296)


def test_bl_wound_uses_the_same_retreat_rule(monkeypatch, muster):
    from muster.games.battlelore import wound as procedures  # the module that calls retreat

    calls = []
    real = procedures.retreat
    monkeypatch.setattr(procedures, "retreat",
                        lambda *a, **k: calls.append(a) or real(*a, **k))
    run = muster("wound", "bl", "--weapon", "short-sword", "--target-colour", "blue",
                 "--faces", "flag,flag,flag", "--room", "1", "--json")
    assert run.json["figures_lost_to_blocked_retreat"] == 2 and calls


def test_bl_bad_input(muster):
    assert_one_line_error(muster("scatter", "bl"), "--flags")
    assert_one_line_error(muster("scatter", "bl", "--flags", "1", "--room", "1",
                                 "--blocked", "1"), "--room")


# ------------------------------------------------------------------ Confrontation


def test_conf_flight_distances(muster):
    assert muster("scatter", "conf", "--mov", "10", "--json").json["distance_cm"] == 20
    # Rapidity triples MOV, the flight doubles it: 2 x 3 x 10
    assert muster("scatter", "conf", "--mov", "10", "--rapidity",
                  "--json").json["distance_cm"] == 60
    assert muster("scatter", "conf", "--mov", "10", "--engaged",
                  "--json").json["distance_cm"] == 0


def test_conf_courage_test_first(muster):
    # d6 3 + Courage 4 = 7, not above Fear 8: flees 2 x 12
    body = muster("scatter", "conf", "--mov", "12", "--courage", "4", "--fear", "8",
                  "--dice", "3", "--json").json
    assert body["flees"] is True and body["distance_cm"] == 24
    body = muster("scatter", "conf", "--mov", "12", "--courage", "4", "--fear", "8",
                  "--dice", "5", "--json").json
    assert body["flees"] is False and body["distance_cm"] == 0
    # succeeds on a 5 or 6 (9, 10 > 8): flees 4/6
    body = muster("scatter", "conf", "--mov", "12", "--courage", "4", "--fear", "8",
                  "--odds", "--json").json
    assert frac(body["flees"]) == Fraction(2, 3)
    assert_one_line_error(muster("scatter", "conf", "--mov", "10", "--courage", "4"), "--fear")


def test_conf_flight_off_the_battlefield_is_lost(muster):
    # seed 000 L670: a fighter that leaves the battlefield through fear counts as lost.
    # MOV 10 flees 20 cm: with the edge 15 cm behind it, it runs off; with 20 cm it stops at it
    body = muster("scatter", "conf", "--mov", "10", "--edge-cm", "15", "--json").json
    assert body["leaves_battlefield"] is True and body["lost"] is True
    assert "LOST" in muster("scatter", "conf", "--mov", "10", "--edge-cm", "15").out
    body = muster("scatter", "conf", "--mov", "10", "--edge-cm", "20", "--json").json
    assert body["leaves_battlefield"] is False and body["lost"] is False
    assert muster("scatter", "conf", "--mov", "10", "--json").json["leaves_battlefield"] is None
    # Courage 4 against Fear 8 fails on 1-4 (2/3), and a failure always runs 24 cm > 20
    body = muster("scatter", "conf", "--mov", "12", "--courage", "4", "--fear", "8",
                  "--edge-cm", "20", "--odds", "--json").json
    assert frac(body["lost"]) == Fraction(2, 3)
    assert_one_line_error(muster("scatter", "conf", "--mov", "10", "--edge-cm", "-1"),
                          "--edge-cm")


def test_conf_activated_card_does_not_flee(muster):
    # seed 000 L656-658: only a fighter whose card has not been activated yet flees
    body = muster("scatter", "conf", "--mov", "10", "--activated", "--edge-cm", "5",
                  "--json").json
    assert body["activated"] is True and body["distance_cm"] == 0
    assert body["lost"] is False
    body = muster("scatter", "conf", "--mov", "12", "--courage", "4", "--fear", "8",
                  "--activated", "--dice", "3", "--json").json
    assert body["flees"] is False and body["distance_cm"] == 0  # an activated figure does not flee
    assert body["fear_penalties"] is True


def test_moved_units_pictures_name_their_own_line(muster):
    # a drive-back, a retreat and a flight have no attacker below and no aim point: the legend
    # names the line the unit moves along and where it stood
    for args, line in ((("wm", "--dice", "1,1,1,1,1"), "drive-back line"),
                       (("bl", "--flags", "1"), "retreat line"),
                       (("conf", "--mov", "5"), "flight line")):
        out = muster("scatter", *args).out
        assert line in out and "the attacker is below" not in out and "aim point" not in out
    assert "the attacker is below" in muster("scatter", "void", "--dice", "15,3").out


# ------------------------------------------------------------------ pictures


ANSI = re.compile(r"\x1b\[")


@pytest.mark.parametrize("args", [
    ("--distance", "2d6", "--direction", "d12", "--radius", "3", "--dice", "3,2,4"),
    ("void", "--charge", "he", "--dice", "15,3"),
    ("mk", "-a", "8", "-m", "2", "-D", "16", "--dice", "1,1,4,6,6"),
    ("wm", "--edge-cm", "10", "--dice", "6,5,4,3,3"),
    ("bl", "--flags", "2"),
    ("conf", "--mov", "10"),
])
def test_picture_is_plain_when_piped(muster, args):
    run = muster("scatter", *args)
    assert run.code == 0, run.err
    assert not ANSI.search(run.out)
    assert "[bold" not in run.out and "[/]" not in run.out
    assert "X" in run.out and "scale: one column =" in run.out


def test_picture_places_aim_landing_and_blast():
    from muster.engine.render import strip_markup
    from muster.engine.scatter import land
    from muster.engine.scatter_views import Picture

    pic = Picture(land(6, 90), "in", 3)
    rows = [strip_markup(line)[2:] for line in pic.lines()[:-2]]
    aim = next((r, row.index("+")) for r, row in enumerate(rows) if "+" in row)
    hit = next((r, row.index("X")) for r, row in enumerate(rows) if "X" in row)
    assert aim[0] == hit[0]                  # (6, 0): the same row as the aim point
    assert hit[1] - aim[1] == 6              # one column = 1 in here
    assert "scale: one column = 1 in" in pic.lines()[-1]
    assert sum(row.count("o") for row in rows) > 8   # the blast edge


def test_svg_parses_and_holds_aim_landing_blast(muster, tmp_path):
    out = tmp_path / "grenade.svg"
    run = muster("scatter", "void", "--charge", "he", "--dice", "15,3", "--svg", str(out))
    assert run.code == 0, run.err
    root = ET.parse(out).getroot()
    ns = "{http://www.w3.org/2000/svg}"
    ids = {el.get("id"): el for el in root.iter() if el.get("id")}
    assert {"aim", "landing", "blast", "line-of-fire", "scale"} <= set(ids)
    assert root.tag == f"{ns}svg"
    aim, blast = ids["aim"], ids["blast"]
    # the blast is centred 5 m to the right of the aim point, 5 m in radius
    scale = float(blast.get("r")) / 5
    assert float(blast.get("cx")) - float(aim.get("cx")) == pytest.approx(5 * scale)
    assert float(blast.get("cy")) == pytest.approx(float(aim.get("cy")))
    assert [p.name for p in tmp_path.iterdir()] == ["grenade.svg"]  # no temporary left


def test_svg_of_the_odds_marks_every_possible_landing_point(muster, tmp_path):
    out = tmp_path / "odds.svg"
    assert muster("scatter", "--distance", "2", "--direction", "d8", "--odds", "--svg",
                  str(out)).code == 0
    root = ET.parse(out).getroot()
    dots = [el for el in root.iter() if el.get("class") == "possible"]
    assert len(dots) == 8


def test_svg_replaces_atomically_and_reports_bad_paths(muster, tmp_path):
    out = tmp_path / "p.svg"
    out.write_text("old")
    assert muster("scatter", "wm", "--odds", "--svg", str(out)).code == 0
    assert ET.parse(out).getroot().tag.endswith("svg")
    assert_one_line_error(muster("scatter", "wm", "--seed", "1", "--svg",
                                 str(tmp_path / "no" / "dir" / "p.svg")), "SVG")


@pytest.mark.parametrize("args,blast", [
    (("--distance", "2d6", "--direction", "d12", "--radius", "3", "--dice", "3,2,4"), True),
    (("mk", "-a", "8", "-m", "2", "-D", "16", "--dice", "1,1,4,6,6"), True),
    (("wm", "--edge-cm", "10", "--dice", "6,5,4,3,3"), False),
    (("bl", "--flags", "2", "--room", "1"), False),
    (("conf", "--mov", "10"), False),
])
def test_every_form_writes_an_svg(muster, tmp_path, args, blast):
    out = tmp_path / "p.svg"
    assert muster("scatter", *args, "--svg", str(out)).code == 0
    ids = {el.get("id") for el in ET.parse(out).getroot().iter()}
    assert {"aim", "landing", "line-of-fire", "scale"} <= ids
    assert ("blast" in ids) == blast
    if args[0] in ("wm", "bl", "conf"):
        assert "path" in ids  # the unit's track
    if args[0] == "wm":
        assert "table-edge" in ids
