"""muster siege-breach warmaster: the breach procedure, its modifiers, weapons, rams and
giants, and its exact odds (digest shared/rules/warmaster.md §3.6 and §5, RULINGS 16-18)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json
from muster.engine.odds import enumerate_outcomes
from muster.errors import FieldError, MusterError
from muster.games.warmaster import siege

WM = ("siege-breach", "warmaster")


def breach(muster, *args):
    return ok_json(muster, *WM, *args)


def odds(muster, *args) -> dict[str, Fraction]:
    body = ok_json(muster, *WM, *args, "--odds")
    return {row["result"]: Fraction(row["fraction"]) for row in body["results"]}


# ---------------------------------------------------------------- digest §5 cases 1-14


def test_case_1_damaged_wall_breaches_on_a_six(muster):
    out = breach(muster, "--target", "wall", "--damaged", "--hits", "1", "--dice", "6")
    assert out["highest"] == 6 and out["score"] == 7  # 6 + 1 damaged
    assert out["table_result"] == "breached"
    assert out["result"] == "collapsed"  # a breached wall section collapses
    assert out["stands_destroyed"] is True
    assert out["after"]["destroyed"] is True


def test_case_2_damaged_wall_on_a_five_stays_damaged(muster):
    out = breach(muster, "--target", "wall", "--damaged", "--hits", "1", "--dice", "5")
    assert out["score"] == 6 and out["result"] == "damaged"
    assert out["stands_destroyed"] is False


def test_case_3_undamaged_wall_highest_of_several_dice(muster):
    out = breach(muster, "--target", "wall", "--hits", "3", "--dice", "2,5,6")
    assert sorted(out["breach_dice"]) == [2, 5, 6]
    assert out["highest"] == 6 and out["score"] == 6 and out["modifiers"] == []
    assert out["result"] == "damaged"


def test_case_4_undamaged_wall_low_roll_no_effect(muster):
    out = breach(muster, "--target", "wall", "--hits", "2", "--dice", "1,2")
    assert out["highest"] == 2 and out["score"] == 2
    assert out["result"] == "no-effect"
    assert out["after"] == {"damaged": False, "breaches": 0, "destroyed": False}


def test_case_5_undamaged_gate_breached_on_six_stand_above_unharmed(muster):
    out = breach(muster, "--target", "gate", "--hits", "1", "--dice", "6")
    assert out["score"] == 7  # 6 + 1 gate
    assert [m["name"] for m in out["modifiers"]] == ["gate"]
    assert out["result"] == "breached"
    assert out["stands_destroyed"] is False
    assert out["after"]["destroyed"] is True


def test_case_6_undamaged_gate_on_two_is_damaged(muster):
    out = breach(muster, "--target", "gate", "--hits", "1", "--dice", "2")
    assert out["score"] == 3 and out["result"] == "damaged"


def test_case_7_damaged_gate_breached_on_five(muster):
    out = breach(muster, "--target", "gate", "--damaged", "--hits", "1", "--dice", "5")
    assert out["score"] == 7  # 5 + 1 gate + 1 damaged
    assert sorted(m["name"] for m in out["modifiers"]) == ["damaged", "gate"]
    assert out["result"] == "breached"


def test_case_8_damage_modifier_counts_once(muster, tmp_path):
    # a wall damaged twice before: the file keeps one flag, and the roll gets +1, not +2
    path = tmp_path / "f.yaml"
    path.write_text("sections:\n  - id: W1\n    kind: wall\n")
    for _ in range(2):
        out = breach(muster, "--fortress", path, "--section", "W1", "--hits", "1",
                     "--dice", "4")
        assert out["result"] == "damaged"
    out = breach(muster, "--fortress", path, "--section", "W1", "--hits", "1", "--dice", "5")
    assert out["modifiers"] == [{"name": "damaged", "value": 1, "en": "already damaged",
                                 "cs": "již poškozeno"}]
    assert out["score"] == 6 and out["result"] == "damaged"


def test_case_9_tower_needs_two_breaches(muster):
    first = breach(muster, "--target", "tower", "--damaged", "--hits", "1", "--dice", "6")
    assert first["table_result"] == "breached" and first["result"] == "breached"
    assert first["stands_destroyed"] is False
    assert first["after"] == {"damaged": True, "breaches": 1, "destroyed": False}
    second = breach(muster, "--target", "tower", "--breaches", "1", "--hits", "1",
                    "--dice", "6")
    # a tower breached once is damaged (RULINGS 17): 6 + 1 = 7
    assert second["score"] == 7
    assert second["result"] == "collapsed" and second["stands_destroyed"] is True
    assert second["after"] == {"damaged": True, "breaches": 2, "destroyed": True}


def test_case_10_wall_length_makes_one_target_per_40_mm():
    assert siege.wall_sections(200) == 5
    assert siege.wall_sections(40) == 1
    assert siege.wall_sections(41) == 2
    # one target per 40 mm begun (seed L248, docs/RULINGS.md): 40.5 mm is past one section
    assert siege.wall_sections(40.5) == 2
    assert siege.wall_sections(80.5) == 3
    assert siege.tower_sections(80.5, 20) == 3


def test_case_11_tower_over_60_mm_is_split():
    assert siege.tower_sections(60, 60) == 1
    assert siege.tower_sections(80, 80) > 1
    assert siege.tower_sections(50, 80) > 1  # either side over 60 mm


def test_tower_size_read_by_base_area():
    # L248 "plocha základny větší než 60 x 60 mm": by area a tower is one target up to
    # 3,600 mm², then one section per 3,600 mm² begun
    assert siege.tower_sections(60, 60, "area") == 1
    assert siege.tower_sections(70, 40, "area") == 1  # 2,800 mm²; by side: 2 sections
    assert siege.tower_sections(70, 40) == 2
    assert siege.tower_sections(90, 40, "area") == 1  # 3,600 mm² exactly
    assert siege.tower_sections(61, 60, "area") == 2
    assert siege.tower_sections(80, 80, "area") == 2  # 6,400 mm²
    assert siege.tower_sections(100, 100, "area") == 3  # 10,000 mm²
    assert siege.tower_sections(120, 20, "area") == 1 and siege.tower_sections(120, 20) == 3
    with pytest.raises(FieldError) as err:
        siege.tower_sections(50, 50, tower_reading="volume")
    assert err.value.field == "tower_reading"  # the keyword given, as `fortress.load`'s


@pytest.mark.parametrize("call,field,needle", [
    (lambda: siege.wall_sections(0), "length_mm", "a wall length must be a positive number"),
    (lambda: siege.wall_sections(float("inf")), "length_mm", "not inf"),
    (lambda: siege.tower_sections(-5, 40), "width_mm", "not -5x40 mm"),
    (lambda: siege.tower_sections(40, float("nan")), "depth_mm", "not 40xnan mm"),
    (lambda: siege.Section("tower", breaches=2), "breaches", "the tower is already destroyed"),
    (lambda: siege.Section("tower", breaches=3, id="T1"), "breaches",
     "section T1 is already destroyed"),
])
def test_a_size_or_a_breach_count_the_rules_refuse_names_its_field(call, field, needle):
    """A library caller's wall, tower base or breach count that cannot be: the refusal
    names the keyword it came from (a tower falls at its second breach, L248, RULINGS 17)."""
    with pytest.raises(FieldError) as err:
        call()
    assert err.value.field == field and needle in str(err.value)


def test_case_12_fortified_target_hit_only_on_a_six(muster):
    miss = breach(muster, "--target", "wall", "--shots", "1", "--weapon", "cannon",
                  "--dice", "5")
    assert miss["hit_dice"] == [5] and miss["hits"] == 0
    assert miss["breach_dice"] == [] and miss["result"] == "no-effect"
    hit = breach(muster, "--target", "wall", "--shots", "1", "--weapon", "cannon",
                 "--dice", "6,3")
    assert hit["hit_dice"] == [6] and hit["hits"] == 1 and hit["breach_dice"] == [3]
    assert hit["result"] == "damaged"


def test_case_13_ram_scores_one_automatic_hit(muster):
    out = breach(muster, "--target", "gate", "--rams", "1", "--dice", "4")
    assert out["hit_dice"] == [] and out["hits"] == 1
    assert out["score"] == 5  # 4 + 1 gate
    assert out["result"] == "damaged"


def test_case_14_giant_blocked_by_defenders(muster):
    run = muster(*WM, "--target", "wall", "--giants", "1", "--dice", "6")
    assert_one_line_error(run, "giant", "fight the defenders", "--no-defenders")
    out = breach(muster, "--target", "wall", "--giants", "1", "--no-defenders",
                 "--dice", "6")
    assert out["hits"] == 1 and out["result"] == "damaged"


# ---------------------------------------------------------------- more rules


def test_undamaged_wall_cannot_fall_in_one_roll(muster):
    got = odds(muster, "--target", "wall", "--hits", "5")
    assert got["collapsed"] == 0


def test_rams_need_no_clear_walls(muster):
    # RULINGS/digest §6.17: nothing in the seed stops a ram when defenders are on the wall
    out = breach(muster, "--target", "wall", "--rams", "2", "--dice", "1,3")
    assert out["hits"] == 2 and out["highest"] == 3


def test_small_door_is_resolved_like_a_gate(muster):
    out = breach(muster, "--target", "door", "--hits", "1", "--dice", "6")
    assert out["score"] == 7 and out["result"] == "breached"
    assert out["stands_destroyed"] is False


@pytest.mark.parametrize("weapon", ["cannon", "stone-thrower", "Steam Tank", "skull chukka",
                                    "rock lobber", "Dělo", "nemrtvá čaka"])
def test_weapons_that_can_damage_fortifications(muster, weapon):
    out = breach(muster, "--target", "wall", "--shots", "1", "--weapon", weapon, "--dice", "6,6")
    assert out["hits"] == 1


@pytest.mark.parametrize("weapon,reason", [("bow", "bounce"), ("helblaster", "small shot"),
                                           ("gyrocopter", "small shot"), ("crossbow", "bounce"),
                                           ("spell", "no spell")])
def test_weapons_that_cannot_are_refused_with_the_reason(muster, weapon, reason):
    run = muster(*WM, "--target", "wall", "--shots", "3", "--weapon", weapon)
    assert_one_line_error(run, "cannot damage fortifications", reason)


def test_unknown_weapon_lists_the_known(muster):
    run = muster(*WM, "--target", "wall", "--shots", "3", "--weapon", "trebuchetX")
    assert_one_line_error(run, "unknown weapon", "cannon", "helblaster")


@pytest.mark.parametrize("args,needle", [
    (("--target", "moat", "--hits", "1"), "unknown target"),
    (("--hits", "1"), "--target"),
    (("--target", "wall"), "--shots"),
    (("--target", "wall", "--shots", "0"), "--shots must be between 1 and 200, not 0"),
    (("--target", "wall", "--shots", "2", "--rams", "1"), "cannot be combined"),
    (("--target", "wall", "--breaches", "1", "--hits", "1"), "towers only"),
    (("--target", "tower", "--breaches", "2", "--hits", "1"), "already destroyed"),
    # the option's range
    (("--target", "tower", "--breaches", "-1", "--hits", "1"),
     "--breaches must be 0 or more, not -1"),
    (("--target", "gate", "--rams", "1", "--weapon", "cannon"), "--weapon"),
    (("--target", "wall", "--hits", "2", "--dice", "6"), "too few dice"),
    (("--target", "wall", "--hits", "1", "--dice", "6,6"), "too many dice"),
    (("--target", "wall", "--hits", "1", "--dice", "7"), "cannot be rolled"),
    (("--target", "wall", "--hits", "1", "--dry-run"), "--dry-run"),
    (("--target", "wall", "--hits", "1", "--section", "W1"), "--fortress"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster(*WM, *args), needle)


# ---------------------------------------------------------------- drivers


def test_seed_repeats_the_roll(muster):
    args = ("--target", "gate", "--shots", "12", "--weapon", "cannon", "--seed", "11")
    a, b = breach(muster, *args), breach(muster, *args)
    assert a == b and a["seed"] == 11
    assert len(a["hit_dice"]) == 12 and a["hits"] == sum(d == 6 for d in a["hit_dice"])
    assert len(a["breach_dice"]) == a["hits"]


def test_human_view_shows_every_die_and_the_meaning(muster):
    run = muster(*WM, "--target", "wall", "--damaged", "--shots", "3", "--weapon", "cannon",
                 "--dice", "6,2,6,6,1")
    assert run.code == 0, run.err
    assert "6 2 6" in run.out  # hit dice
    assert "+1 (already damaged)" in run.out and "= 7" in run.out
    assert "COLLAPSED" in run.out and "every stand on it is destroyed" in run.out


def test_times_summarises_results(muster):
    run = muster(*WM, "--target", "gate", "--hits", "2", "--times", "50", "--seed", "3",
                 "--json")
    assert run.code == 0, run.err
    assert sum(o["count"] for o in run.json["outcomes"]) == 50
    assert {o["value"] for o in run.json["outcomes"]} <= {"no-effect", "damaged", "breached"}


# ---------------------------------------------------------------- exact odds


def test_odds_three_stone_thrower_shots_at_an_undamaged_gate(muster):
    got = odds(muster, "--target", "gate", "--shots", "3", "--weapon", "stone-thrower")
    # H = hits ~ Binomial(3, 1/6). With h hits the highest die M decides: score M + 1.
    # breached: M = 6, P = 1 - (5/6)^h; so P = 1 - E[(5/6)^H] = 1 - (5/6 + 1/6*5/6)^3
    #   = 1 - (35/36)^3 = 1 - 42875/46656 = 3781/46656
    # no effect: H = 0, or every breach die a 1: E[(1/6)^H] = (5/6 + 1/36)^3 = (31/36)^3
    #   = 29791/46656
    assert got["breached"] == Fraction(3781, 46656)
    assert got["no-effect"] == Fraction(29791, 46656)
    assert got["damaged"] == 1 - Fraction(3781 + 29791, 46656)  # 13084/46656


def test_odds_two_hits_on_a_damaged_wall(muster):
    got = odds(muster, "--target", "wall", "--damaged", "--hits", "2")
    # collapse needs a 6 among two dice: 1 - (5/6)^2 = 11/36; no effect needs both 1s: 1/36
    assert got["collapsed"] == Fraction(11, 36)
    assert got["no-effect"] == Fraction(1, 36)
    assert got["damaged"] == Fraction(24, 36)


def test_odds_ram_at_a_tower_breached_once(muster):
    got = odds(muster, "--target", "tower", "--breaches", "1", "--rams", "1")
    # one die +1 (damaged): 6 -> 7 collapses, 1 -> 2 no effect, 2-5 damaged
    assert got == {"no-effect": Fraction(1, 6), "damaged": Fraction(4, 6),
                   "collapsed": Fraction(1, 6)}


def test_odds_ram_at_an_undamaged_gate_case_13(muster):
    got = odds(muster, "--target", "gate", "--rams", "1")
    # 1 die + 1: a 6 breaches (7), a 1 has no effect (2)
    assert got == {"no-effect": Fraction(1, 6), "damaged": Fraction(4, 6),
                   "breached": Fraction(1, 6)}


def test_procedure_agrees_with_itself_under_the_exact_driver():
    spec = siege.BreachSpec(siege.Section("gate"), siege.Attack.of("shots", 2, "cannon"))
    dist = enumerate_outcomes(lambda src: siege.breach(src, spec), lambda r: r.result)
    assert sum(dist.probs.values()) == 1
    # 2 shots: E[(5/6)^H] with H ~ Bin(2, 1/6) = (35/36)^2 -> breached = 71/1296
    assert dist["breached"] == 1 - Fraction(35, 36) ** 2


def test_highest_view_weighs_like_the_multiset():
    # the engine's highest-die view (added for the breach roll) against the full multiset
    for n in (1, 2, 3, 5):
        by_view = enumerate_outcomes(lambda s, n=n: s.pool(n, 6).highest(), key=lambda k: k)
        by_multiset = enumerate_outcomes(lambda s, n=n: max(s.pool(n, 6).values),
                                         key=lambda k: k)
        assert by_view.probs == by_multiset.probs
    # P(highest of 2d6 = 6) = 1 - (5/6)^2 = 11/36
    assert enumerate_outcomes(lambda s: s.pool(2, 6).highest(), key=lambda k: k)[6] == \
        Fraction(11, 36)


@pytest.mark.parametrize("seed", range(20))
def test_random_rolls_land_on_outcomes_the_exact_driver_allows(seed):
    from muster.engine.dice import EnteredSource, RandomSource

    spec = siege.BreachSpec(siege.Section("tower", breaches=1),
                            siege.Attack.of("shots", 4, "skull chukka"))
    dist = enumerate_outcomes(lambda src: siege.breach(src, spec), lambda r: r.result)
    rolled = siege.breach(RandomSource(seed), spec)
    assert dist[rolled.result] > 0
    replay_src = EnteredSource([str(d) for d in rolled.hit_dice + rolled.breach_dice])
    replay = siege.breach(replay_src, spec)
    replay_src.finish()
    assert replay.result == rolled.result and replay.score == rolled.score


def test_exact_odds_are_quick_for_big_batteries(muster):
    got = odds(muster, "--target", "wall", "--damaged", "--shots", "150", "--weapon", "cannon")
    assert sum(got.values()) == 1
    assert got["collapsed"] == 1 - (1 - Fraction(1, 36)) ** 150  # E[(5/6)^H] = (35/36)^150


@pytest.mark.parametrize("name,kind", [("Brána", "gate"), ("věž", "tower"), ("zeď", "wall"),
                                       ("postern", "door"), ("WALL", "wall")])
def test_target_names_in_english_and_czech(muster, name, kind):
    out = breach(muster, "--target", name, "--hits", "1", "--dice", "3")
    assert out["target"] == kind


def test_odds_title_reads_as_english_for_a_tower_breached_once(muster):
    out = muster(*WM, "--target", "tower", "--breaches", "1", "--rams", "1", "--odds").out
    assert "at a tower breached once" in out


def test_attack_without_a_weapon_is_not_called_shots_of_shooting(muster):
    out = muster(*WM, "--target", "wall", "--hits", "2", "--dice", "1,2").out
    assert "attack: 2 hits\n" in out and "of shooting" not in out
    out = muster(*WM, "--target", "wall", "--shots", "2", "--weapon", "cannon",
                 "--dice", "1,2").out
    assert "attack: 2 shots of cannon" in out


def test_a_plain_attack_is_a_spec_of_the_game():
    # without a fortress file the attack is a spec rolled like any rule
    from muster import api

    spec = siege.BreachSpec(siege.Section.of("wall", damaged=True), siege.Attack("hits", 2))
    result = api.roll(spec, dice=[6, 3])
    assert isinstance(result, siege.Breach)
    assert result.table_result == "breached" and result.result == "collapsed"
    assert result.fortress is None
    with pytest.raises(MusterError, match="hits must be between 1 and 200, not 0"):
        siege.Attack("hits", 0)


def test_odds_lines_of_a_big_battery_show_long_fractions_in_short(muster):
    """200 shots: each result's exact fraction runs to hundreds of digits; the lines leave it
    out, as every view does (never an approximation of the chance beside it),
    --json keeps it exact."""
    args = ("--target", "gate", "--shots", "200", "--weapon", "stone-thrower", "--odds")
    assert muster(*WM, *args).out.splitlines()[1:] == [
        "  no-effect  1e-11 %", "  damaged    0.36 %", "  breached   99.64 %"]
    assert muster("--lang", "cs", *WM, *args).out.splitlines()[2] == "  poškozená  0,36\u00a0%"
    assert sum(odds(muster, *args[:-1]).values()) == 1
    assert muster(*WM, "--target", "gate", "--shots", "3", "--weapon", "stone-thrower",
                  "--odds").out.splitlines()[1] == "  no-effect  63.85 % (29791/46656)"


def test_a_giant_facing_defenders_names_the_flag_turned_off(muster):
    """A library caller reads the spec's field (defenders=False); the command line its
    option (--no-defenders)."""
    with pytest.raises(FieldError) as err:
        siege.Attack("giants", 1)
    assert err.value.field == "defenders"
    assert str(err.value).endswith("(pass defenders=False if none can)")
    run = muster(*WM, "--target", "wall", "--giants", "1")
    assert_one_line_error(run, "(pass --no-defenders if none can)")


def test_an_unknown_batterer_names_its_field():
    from muster.errors import UnknownName
    from muster.games.warmaster.siege import Attack

    with pytest.raises(UnknownName) as err:
        Attack("arrows", 2)
    assert err.value.field == "by"
    assert str(err.value) == "by: unknown kind 'arrows' (allowed: shots, hits, rams, giants)"
