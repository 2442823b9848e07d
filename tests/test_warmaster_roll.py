"""`muster roll warmaster`: target rolls, casting, command tests, game length.

Expected outcomes come from seed 002 via the digest (shared/rules/warmaster.md) and
RULINGS 21; odds are checked against fractions worked out by hand in the comments.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from conftest import assert_drivers_agree, assert_one_line_error
from muster import api
from muster.engine.dice import EnteredSource
from muster.engine.odds import enumerate_outcomes
from muster.errors import MusterError
from muster.games.warmaster import procedures as wm
from muster.games.warmaster.target import TargetSpec, target_roll


def frac(row_or_body: dict) -> Fraction:
    return Fraction(row_or_body["fraction"])


def dist_rows(run) -> dict:
    return {row["value"]: Fraction(row["fraction"]) for row in run.json["distribution"]}


# ------------------------------------------------------------------ target rolls


def test_target_roll_counts_dice_at_or_above_the_target(muster):
    run = muster("roll", "warmaster", "--target", "4", "--count", "5", "--dice", "4,3,6,1,5",
                 "--json")
    assert run.code == 0
    body = run.json
    assert body["game"] == "warmaster" and body["form"] == "target"
    assert body["dice"] == [4, 3, 6, 1, 5]
    assert body["successes"] == 3  # 4, 6 and 5 reach 4+; 3 and 1 do not


def test_target_is_the_default_form_and_the_alias_works(muster):
    run = muster("roll", "wm", "-t", "6", "-k", "2", "--dice", "6,5", "--json")
    assert run.code == 0 and run.json["successes"] == 1


def test_target_roll_odds_are_binomial(muster):
    run = muster("roll", "wm", "--target", "5", "--count", "3", "--odds", "--json")
    rows = dist_rows(run)
    # p = 2/6 = 1/3: P(0) = (2/3)^3 = 8/27, P(1) = 3 * 1/3 * 4/9 = 12/27 = 4/9,
    # P(2) = 3 * 1/9 * 2/3 = 6/27 = 2/9, P(3) = 1/27
    assert rows == {0: Fraction(8, 27), 1: Fraction(4, 9), 2: Fraction(2, 9), 3: Fraction(1, 27)}


def test_target_roll_seed_is_reproducible(muster):
    a = muster("roll", "wm", "--target", "4", "--count", "8", "--seed", "11", "--json").json
    b = muster("roll", "wm", "--target", "4", "--count", "8", "--seed", "11", "--json").json
    assert a == b and a["seed"] == 11 and len(a["dice"]) == 8


@pytest.mark.parametrize("args,needle", [
    (("--target", "7"), "--target 7"),
    (("--target", "0"), "--target 0"),
    (("--target", "4", "--count", "0"), "--count 0"),
    (("target",), "--target"),
    ((), "choose a form"),
    (("volley", "--target", "4"), "unknown warmaster roll 'volley'"),
    (("--target", "4", "--count", "2", "--dice", "4"), "too few dice"),
    (("--target", "4", "--dice", "7"), "cannot be rolled on a d6"),
    (("--target", "4", "--wand"), "--wand does not apply to the target roll"),
    (("cast", "--value", "5", "--crown"), "--crown does not apply to the cast roll"),
    (("command", "--value", "9", "--reroll", "--count", "3"), "--count, --reroll"),
    (("game-length", "--value", "3"), "no options of its own"),
])
def test_target_roll_bad_input(muster, args, needle):
    assert_one_line_error(muster("roll", "warmaster", *args), needle)


# ------------------------------------------------------------------ casting


def test_wand_turns_a_4_into_a_5_against_5_plus(muster):
    # digest §5 example 28: cast 5+, die 4 with the Wand -> 5, success
    run = muster("roll", "wm", "cast", "--value", "5", "--wand", "--dice", "4", "--json")
    assert run.code == 0
    assert run.json["attempts"][0]["total"] == 5
    assert run.json["success"] is True


def test_natural_one_fails_even_with_the_wand(muster):
    # digest §5 example 29 (seed L195): die 1 with the Wand still fails, even against 2+
    run = muster("roll", "wm", "cast", "--value", "2", "--wand", "--dice", "1", "--json")
    assert run.json["success"] is False
    assert run.json["attempts"][0]["natural_one"] is True
    assert "natural 1" in muster("roll", "wm", "cast", "--value", "2", "--wand",
                                 "--dice", "1").out


def test_without_the_wand_a_4_fails_against_5_plus(muster):
    run = muster("roll", "wm", "cast", "--value", "5", "--dice", "4", "--json")
    assert run.json["success"] is False and len(run.json["attempts"]) == 1


def test_high_elf_reroll_takes_a_second_die_after_a_failure(muster):
    run = muster("roll", "wm", "cast", "--value", "6", "--reroll", "--dice", "3,6", "--json")
    assert run.json["dice"] == [3, 6] and run.json["success"] is True
    # a success on the first die uses no second die: one die entered is enough
    run = muster("roll", "wm", "cast", "--value", "5", "--reroll", "--dice", "5", "--json")
    assert run.json["dice"] == [5] and run.json["success"] is True


def test_high_elf_reroll_after_a_natural_one_by_default_and_optionally_not(muster):
    # RULINGS 21: a natural 1 may be re-rolled
    run = muster("roll", "wm", "cast", "--value", "5", "--reroll", "--dice", "1,5", "--json")
    assert run.json["success"] is True
    # the other reading: no second attempt after a 1 (a second die would be left over)
    run = muster("roll", "wm", "cast", "--value", "5", "--reroll", "--no-reroll-after-one",
                 "--dice", "1", "--json")
    assert run.json["success"] is False and run.json["dice"] == [1]


def test_wand_applies_to_the_first_attempt_only():
    # Wand +1 on the first die (4 -> 5 < 6 fails); second die 5 without the Wand fails 6+
    src = EnteredSource(["4", "5"])
    r = wm.cast(src, 6, wand=True, reroll=True)
    assert [a["total"] for a in r.attempts] == [5, 5]
    assert r.success is False


def test_spellbound_wizard_has_minus_one(muster):
    run = muster("roll", "wm", "cast", "--value", "5", "--spellbound", "--dice", "5", "--json")
    assert run.json["attempts"][0]["total"] == 4 and run.json["success"] is False


def test_spell_name_gives_the_casting_value(muster):
    # Storm of Stone is cast on 6+ (seed L35); Czech name accepted, any case and accents
    run = muster("roll", "wm", "cast", "--spell", "zureni KAMENE", "--dice", "5", "--json")
    assert run.json["spell"] == "Storm of Stone" and run.json["value"] == 6
    assert run.json["success"] is False
    run = muster("roll", "wm", "cast", "--spell", "Waaagh!", "--dice", "4", "--json")
    assert run.json["value"] == 4 and run.json["success"] is True


def test_casting_odds_by_hand(muster):
    # 5+: 2/6 = 1/3
    assert frac(muster("roll", "wm", "cast", "--value", "5", "--odds", "--json").json[
        "success"]) == Fraction(1, 3)
    # 5+ with the Wand: 4, 5 or 6 -> 1/2
    assert frac(muster("roll", "wm", "cast", "--value", "5", "--wand", "--odds",
                       "--json").json["success"]) == Fraction(1, 2)
    # 2+ with the Wand: every face but the natural 1 -> 5/6 (not 6/6)
    assert frac(muster("roll", "wm", "cast", "--value", "2", "--wand", "--odds",
                       "--json").json["success"]) == Fraction(5, 6)
    # High Elf 6+ with the re-roll: 1 - (5/6)^2 = 11/36
    assert frac(muster("roll", "wm", "cast", "--value", "6", "--reroll", "--odds",
                       "--json").json["success"]) == Fraction(11, 36)
    # 5+ re-roll, but not after a 1: first succeeds 2/6; first fails with 2-4 (3/6) then 2/6
    # -> 1/3 + 1/2 * 1/3 = 1/2
    assert frac(muster("roll", "wm", "cast", "--value", "5", "--reroll",
                       "--no-reroll-after-one", "--odds", "--json").json["success"]) \
        == Fraction(1, 2)
    # spellbound 4+: needs a natural 5 or 6 -> 1/3
    assert frac(muster("roll", "wm", "cast", "--value", "4", "--spellbound", "--odds",
                       "--json").json["success"]) == Fraction(1, 3)


def test_casting_seed_is_reproducible(muster):
    a = muster("roll", "wm", "cast", "--value", "6", "--reroll", "--seed", "5", "--json").json
    b = muster("roll", "wm", "cast", "--value", "6", "--reroll", "--seed", "5", "--json").json
    assert a == b and a["seed"] == 5


@pytest.mark.parametrize("args,needle", [
    (("cast",), "--value"),
    (("cast", "--value", "7"), "--value 7"),
    (("cast", "--value", "1"), "--value 1"),
    (("cast", "--spell", "Fireball"), "unknown warmaster spell 'fireball'"),
    (("cast", "--spell", "Storm of Stone", "--value", "5"), "contradicts"),
    (("cast", "--value", "5", "--dice", "5,3"), "too many dice"),
    (("cast", "--value", "5", "--odds", "--dice", "5"), "--odds"),
])
def test_casting_bad_input(muster, args, needle):
    assert_one_line_error(muster("roll", "warmaster", *args), needle)


# ------------------------------------------------------------------ command


@pytest.mark.parametrize("dice,passed", [("5,5", True), ("5,6", False), ("6,6", False)])
def test_eleven_and_twelve_fail_against_ten(muster, dice, passed):
    run = muster("roll", "wm", "command", "--value", "10", "--dice", dice, "--json")
    assert run.code == 0
    assert run.json["passed"] is passed
    assert run.json["total"] == sum(int(d) for d in dice.split(","))


def test_command_equal_to_value_passes_one_over_fails(muster):
    assert muster("roll", "wm", "command", "--value", "8", "--dice", "4,4",
                  "--json").json["passed"] is True
    assert muster("roll", "wm", "command", "--value", "8", "--dice", "4,5",
                  "--json").json["passed"] is False


def test_penalty_lowers_the_command_value(muster):
    run = muster("roll", "wm", "command", "--value", "9", "--penalty", "1", "--dice", "5,4",
                 "--json")
    assert run.json["effective"] == 8 and run.json["passed"] is False


def test_crown_of_command(muster):
    # digest §5 examples 25-26: first order at 10, unmodified; 10 passes, 11 fails and the
    # Crown is lost; penalties do not apply
    run = muster("roll", "wm", "command", "--value", "8", "--penalty", "2", "--crown",
                 "--dice", "4,6", "--json")
    assert run.json["effective"] == 10 and run.json["passed"] is True
    assert run.json["crown_lost"] is False
    run = muster("roll", "wm", "command", "--value", "8", "--crown", "--dice", "5,6", "--json")
    assert run.json["passed"] is False and run.json["crown_lost"] is True


def test_helm_of_dominion_never_above_ten(muster):
    # digest §5 example 27: Command 9 -> 10, Command 10 stays 10
    assert muster("roll", "wm", "command", "--value", "9", "--helm", "--dice", "5,5",
                  "--json").json["effective"] == 10
    run = muster("roll", "wm", "command", "--value", "10", "--helm", "--dice", "5,6", "--json")
    assert run.json["effective"] == 10 and run.json["passed"] is False


def test_command_odds_by_hand(muster):
    # 2D6 <= 10: 36 - 3 (the ways to make 11 or 12) = 33/36 = 11/12
    assert frac(muster("roll", "wm", "command", "--value", "10", "--odds", "--json").json[
        "passed"]) == Fraction(11, 12)
    # 2D6 <= 7: 1+2+3+4+5+6 = 21/36 = 7/12
    assert frac(muster("roll", "wm", "command", "--value", "7", "--odds", "--json").json[
        "passed"]) == Fraction(7, 12)
    # Command 9 with the Helm (10) and -2: <= 8 -> 36 - 10 (9: 4, 10: 3, 11: 2, 12: 1) = 26/36
    assert frac(muster("roll", "wm", "command", "--value", "9", "--helm", "--penalty", "2",
                       "--odds", "--json").json["passed"]) == Fraction(13, 18)
    # Command 1 can never pass
    assert frac(muster("roll", "wm", "command", "--value", "1", "--odds", "--json").json[
        "passed"]) == 0


@pytest.mark.parametrize("args,needle", [
    (("command",), "--value"),
    (("command", "--value", "11"), "--value 11"),
    (("command", "--value", "0"), "--value 0"),
    (("command", "--value", "9", "--penalty", "-1"), "--penalty -1"),
    (("command", "--value", "9", "--crown", "--helm"), "one magic item"),
    (("command", "--value", "9", "--dice", "13,1"), "cannot be rolled"),
])
def test_command_bad_input(muster, args, needle):
    assert_one_line_error(muster("roll", "warmaster", *args), needle)


# ------------------------------------------------------------------ game length


@pytest.mark.parametrize("face,turns", [(1, 6), (2, 6), (3, 7), (4, 7), (5, 8), (6, 8)])
def test_game_length_table(muster, face, turns):
    # digest §5 example 16 (seed L220-223): 5 + D3, D3 = ceil(D6 / 2)
    run = muster("roll", "wm", "game-length", "--dice", str(face), "--json")
    assert run.json["turns"] == turns and run.json["d3"] == turns - 5


def test_game_length_odds_are_a_third_each(muster):
    assert dist_rows(muster("roll", "wm", "game-length", "--odds", "--json")) == {
        6: Fraction(1, 3), 7: Fraction(1, 3), 8: Fraction(1, 3)}


def test_game_length_seed_and_times(muster):
    a = muster("roll", "wm", "game-length", "--seed", "9", "--json").json
    assert a == muster("roll", "wm", "game-length", "--seed", "9", "--json").json
    assert a["turns"] in (6, 7, 8)
    summary = muster("roll", "wm", "game-length", "--times", "50", "--seed", "2", "--json").json
    assert summary["times"] == 50
    assert {o["value"] for o in summary["outcomes"]} <= {6, 7, 8}


def test_game_length_bad_die(muster):
    assert_one_line_error(muster("roll", "wm", "game-length", "--dice", "0"), "cannot be rolled")


def test_human_view_shows_every_die(muster):
    out = muster("roll", "wm", "--target", "3", "--count", "4", "--dice", "1,2,3,6").out
    assert "1 2 3 6" in out and "successes: 2 of 4" in out
    out = muster("roll", "wm", "command", "--value", "10", "--dice", "5,6").out
    assert "5 6 = 11" in out and "FAILED" in out


def test_procedures_agree_across_drivers():
    # the exact driver sums to 1 for the re-roll procedure with every modifier on
    dist = enumerate_outcomes(lambda s: wm.cast(s, 6, wand=True, reroll=True, spellbound=True),
                              key=lambda r: r.success)
    assert sum(dist.probs.values()) == 1
    # first attempt: modifier 0, needs natural 6 -> 1/6; second: -1, needs 7 -> impossible
    assert dist[True] == Fraction(1, 6)


@pytest.mark.parametrize("seed", range(30))
def test_random_replayed_as_entered_dice_agrees_and_exact_allows_it(seed):
    procs = [
        (lambda s: wm.cast(s, 2 + seed % 5, wand=seed % 2 == 0, reroll=seed % 3 != 0,
                           spellbound=seed % 4 == 0), lambda r: r.success),
        (lambda s: wm.command_test(s, 1 + seed % 10, penalty=seed % 3, helm=seed % 2 == 0),
         lambda r: r.passed),
        (lambda s: target_roll(s, TargetSpec(1 + seed % 6, 1 + seed % 8)), lambda r: r.successes),
        (wm.game_length, lambda r: r.turns),
    ]
    for proc, key in procs:
        assert_drivers_agree(proc, key, seed)


# ------------------------------------------------------------------ Gerroff!!! (RULINGS 19)


def test_gerroff_drives_back_five_d6_added(muster):
    # seed L26 "5 x k6 cm", RULINGS 19: five D6 added
    run = muster("roll", "wm", "gerroff", "--dice", "1,2,3,4,6", "--json")
    assert run.code == 0 and run.json["cm"] == 16 and run.json["reading"] == "5d6"
    rows = dist_rows(muster("roll", "wm", "gerroff", "--odds", "--json"))
    assert min(rows) == 5 and max(rows) == 30
    assert rows[5] == Fraction(1, 7776) and rows[30] == Fraction(1, 7776)
    assert sum(rows.values()) == 1


def test_gerroff_option_one_die_times_five(muster):
    # RULINGS 19 option: one D6 x 5 cm -> 5, 10, ... 30, a sixth each
    run = muster("roll", "wm", "gerroff", "--one-die", "--dice", "4", "--json")
    assert run.json["cm"] == 20 and run.json["dice"] == [4]
    rows = dist_rows(muster("roll", "wm", "gerroff", "--one-die", "--odds", "--json"))
    assert rows == {cm: Fraction(1, 6) for cm in (5, 10, 15, 20, 25, 30)}


def test_gerroff_help_names_both_readings(muster):
    out = muster("roll", "warmaster", "--help").out
    assert "5D6" in out and "--one-die" in out


# ------------------------------------------------------------------ Rage of Chaos (RULINGS 20)


def test_rage_without_a_repeat_adds_the_sum(muster):
    # digest §5 case 30 (seed L84-86): 4 then 2, stop -> +6 attacks
    run = muster("roll", "wm", "rage", "--count", "2", "--dice", "4,2", "--json")
    assert run.json["backfire"] is False and run.json["bonus_attacks"] == 6
    assert run.json["hits"] == 0


def test_rage_repeat_gives_hits_equal_to_the_sum(muster):
    # digest §5 case 31 (seed L87-88), RULINGS 20: 4 then 4 -> no bonus, 8 hits; the
    # third die is not rolled
    run = muster("roll", "wm", "rage", "--count", "3", "--dice", "4,4", "--json")
    assert run.json["backfire"] is True and run.json["bonus_attacks"] == 0
    assert run.json["hits"] == 8 and run.json["dice"] == [4, 4]


def test_rage_odds(muster):
    # seed L89-90: one die is always safe; three dice repeat with 1 - 6*5*4/216 = 4/9
    one = muster("roll", "wm", "rage", "--count", "1", "--odds", "--json").json
    assert Fraction(one["backfire"]["fraction"]) == 0
    three = muster("roll", "wm", "rage", "--count", "3", "--odds", "--json").json
    assert Fraction(three["backfire"]["fraction"]) == Fraction(4, 9)
    assert sum(Fraction(r["fraction"]) for r in three["results"]) == 1


@pytest.mark.parametrize("args,needle", [
    (("rage", "--count", "7"), "--count 7"),
    (("rage", "--count", "0"), "--count 0"),
    (("rage", "--one-die"), "--one-die does not apply"),
    (("gerroff", "--count", "3"), "--count does not apply"),
])
def test_gerroff_and_rage_bad_input(muster, args, needle):
    assert_one_line_error(muster("roll", "warmaster", *args), needle)


# ------------------------------------------------------------------ the High Elf re-roll


def test_reroll_refused_for_a_spell_of_another_race(muster):
    # seed L34: only a High Elf Mage has the second attempt; Gotcha! is an Orc spell (L9)
    assert_one_line_error(muster("roll", "wm", "cast", "--spell", "Gotcha!", "--reroll"),
                          "High Elf")
    run = muster("roll", "wm", "cast", "--spell", "Light of Battle", "--reroll",
                 "--dice", "2,5", "--json")
    assert run.json["success"] is True


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
    assert_one_line_error(muster("roll", "wm", "storm", "--count", "0"), "--count 0")


def test_crown_odds_title_does_not_claim_the_penalty(muster):
    # seed L156-157: with the Crown the order is tested against an unmodified 10
    run = muster("roll", "wm", "command", "--value", "8", "--penalty", "2", "--crown", "--odds")
    assert "-2" not in run.out and "unmodified 10" in run.out
    assert "91.67 %" in run.out  # 33/36


# ------------------------------------------------------------------ the forms, from the game


def test_roll_form_checks_options_in_the_game_not_the_command():
    # the command only hands its options to wm.roll_form; the rules live there
    spec = wm.roll_form(None, target=4, count=3)
    assert spec == TargetSpec(4, 3)
    assert api.roll(spec, dice=[4, 3, 6]).successes == 2
    with pytest.raises(MusterError, match="does not apply to the rage roll"):
        wm.roll_form("rage", count=2, wand=True)
    with pytest.raises(MusterError, match="High Elf Mage's second attempt"):
        wm.roll_form("cast", spell="Gotcha!", reroll=True)


def test_roll_form_crown_defaults_command_to_ten():
    form = wm.roll_form("command", crown=True)
    dist = enumerate_outcomes(form.roll, form.key)
    assert "Crown of Command" in form.odds(dist).lines()[0]
    assert form.label == "passed"


def test_roll_form_titles_for_odds():
    form = wm.roll_form("storm", count=1)
    assert "Storm of Stone on 1 unit: hits in all" in form.odds(
        enumerate_outcomes(form.roll, form.key)).lines()[0]
    form = wm.roll_form("game-length")
    body = form.odds(enumerate_outcomes(form.roll, form.key)).to_json()
    assert body["of"] == "turns"
    assert {row["value"] for row in body["distribution"]} == {6, 7, 8}  # 5 + D3
