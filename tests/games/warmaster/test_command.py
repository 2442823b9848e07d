"""Warmaster command tests (seed 002 L154-171): 2D6 against the Command value, the Crown
of Command, the Helm of Dominion and the Orb of Majesty."""

from __future__ import annotations

from fractions import Fraction

import pytest

from games.warmaster import roll
from helpers import assert_drivers_agree, assert_one_line_error
from muster import api
from muster.engine.rule import rule_for
from muster.games.warmaster.command import CommandSpec, command_test
from muster.games.warmaster.views.orders import command_odds


def frac(row_or_body: dict) -> Fraction:
    return Fraction(row_or_body["fraction"])


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
    # seed 002 L102: a General carries one magic item, the Orb of Majesty too
    (("command", "--value", "9", "--crown", "--orb"), "--crown and --orb"),
    (("command", "--crown", "--orb", "--odds"), "--crown and --orb"),
    (("command", "--value", "9", "--helm", "--orb"), "--helm and --orb"),
    (("command", "--value", "9", "--helm", "--orb", "--times", "5"), "one magic item"),
    (("command", "--value", "9", "--dice", "13,1"), "cannot be rolled"),
])
def test_command_bad_input(muster, args, needle):
    assert_one_line_error(muster("roll", "warmaster", *args), needle)


def test_the_orb_beside_another_item_is_refused_by_the_spec():
    from muster.errors import FieldError
    from muster.games.warmaster.command import OrbCommandSpec

    assert OrbCommandSpec(9).items() == ["orb"]
    for crown, helm, first in ((True, False, "crown"), (False, True, "helm")):
        with pytest.raises(FieldError) as err:
            OrbCommandSpec(9, crown=crown, helm=helm)
        assert err.value.field == first


def test_human_view_shows_every_die(muster):
    out = muster("roll", "wm", "--target", "3", "--count", "4", "--dice", "1,2,3,6").out
    assert "1 2 3 6" in out and "successes: 2 of 4" in out
    out = muster("roll", "wm", "command", "--value", "10", "--dice", "5,6").out
    assert "5 6 = 11" in out and "FAILED" in out


def test_crown_odds_title_does_not_claim_the_penalty(muster):
    # seed L156-157: with the Crown the order is tested against an unmodified 10
    run = muster("roll", "wm", "command", "--value", "8", "--penalty", "2", "--crown", "--odds")
    assert "-2" not in run.out and "unmodified 10" in run.out
    assert "91.67 %" in run.out  # 33/36


# -------------------------------------------------------------------------------- Orb


def test_orb_of_majesty_gives_a_failed_order(muster):
    out = roll(muster, "command", "--value", "8", "--orb", "--dice", "6,5")
    assert out["passed"] is True and out["orb_used"] is True
    ok = roll(muster, "command", "--value", "8", "--orb", "--dice", "3,4")
    assert ok["passed"] is True and ok["orb_used"] is False
    assert roll(muster, "command", "--value", "8", "--orb",
                "--odds")["passed"]["fraction"] == "1/1"


def test_orb_odds_say_how_often_the_orb_is_spent(muster):
    # L166-171: the Orb gives a failed order once a game, so with it every order is given;
    # what the player wants to know is how often it is spent: 2D6 above Command 8 is
    # 10/36 = 5/18 (9: 4, 10: 3, 11: 2, 12: 1 ways).
    out = roll(muster, "command", "--value", "8", "--orb", "--odds")
    assert out["passed"]["fraction"] == "1/1"
    assert out["orb_used"]["fraction"] == "5/18"


def test_the_value_and_the_penalty_are_range_errors():
    from helpers import assert_range_refused
    from muster.games.warmaster.command import CommandSpec

    said = assert_range_refused(lambda: CommandSpec(13), "value", 13, 1, 10)
    assert said == "value 13 is impossible: a Command value is 1 to 10"
    said = assert_range_refused(lambda: CommandSpec(8, penalty=-1), "penalty", -1, 0, None)
    assert said == ("penalty -1 is impossible: give the size of the penalty as a positive "
                    "number (penalty 1 for -1)")


def test_a_penalty_may_leave_a_command_no_roll_passes(muster):
    """Penalties add up on the order roll (seed 002 L76) and the seed gives Command no floor
    below: Command 8 at -8 is an order that fails whatever the dice, not a refusal."""
    run = muster("roll", "wm", "command", "-v", "8", "-p", "8", "--dice", "1,1")
    assert run.code == 0 and "FAILED" in run.out
    assert dict(api.odds(CommandSpec(8, penalty=8)).items()) == {False: 1}
    assert dict(api.odds(CommandSpec(8, penalty=7)).items()) == {False: 1}
    assert dict(api.odds(CommandSpec(8, penalty=6)).items()) == {True: Fraction(1, 36),
                                                                 False: Fraction(35, 36)}


@pytest.mark.parametrize("seed", range(30))
def test_random_replayed_as_entered_dice_agrees_and_exact_allows_it(seed):
    spec = CommandSpec(1 + seed % 10, penalty=seed % 3, helm=seed % 2 == 0)
    assert_drivers_agree(lambda s: command_test(s, spec), lambda r: r.passed, seed)


def test_crown_defaults_command_to_ten():
    spec = CommandSpec.of(None, crown=True)
    assert spec.value == 10
    assert rule_for(spec).label == "passed"
    assert "Crown of Command" in command_odds(spec, api.odds(spec)).lines()[0]
