"""Flight from fear (`scatter conf`): an activated fighter does not
flee (seed 000 L655-659), wound penalties do not modify Courage (L1564-1566; a fallen blood
brother's -1 does, L1380-1382), Fanaticism's 5-as-6 is for Discipline rolls only
(L1149-1150), and a fanatic who fails Courage re-tests Discipline at the same difficulty and
flees only if that fails too (L1150-1152)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.test_data import clear_caches, house  # noqa: F401 - the fixture
from helpers import assert_drivers_agree, assert_one_line_error
from muster.engine.odds import enumerate_outcomes
from muster.errors import FieldError, RangeError
from muster.games.confrontation.flight import FlightSpec, flee, flight_key

BASE = ["scatter", "conf", "--mov", "10", "--courage", "4", "--fear", "7"]


def test_an_activated_fighter_that_fails_takes_the_penalties_and_does_not_flee(muster):
    body = muster(*BASE, "--activated", "--dice", "2", "--json").json
    assert body["courage_test"]["success"] is False
    assert body["flees"] is False and body["fear_penalties"] is True
    assert body["distance_cm"] == 0
    odds = muster(*BASE, "--activated", "--odds", "--json").json
    assert odds["flees"]["p"] == 0
    # d6 + 4 > 7 needs a 4, 5 or 6 (a 6 always passes): it fails on 1, 2, 3
    assert odds["fear_penalties"]["fraction"] == "1/2"


def test_wound_penalties_do_not_modify_the_courage_die(muster):
    for wound in ("stunned", "light", "serious", "critical"):
        # the spec refuses them (a caller of the library) ...
        with pytest.raises(FieldError, match="not a Courage test") as refused:
            FlightSpec(mov=10, courage=4, fear=7, penalties=(wound,))
        assert refused.value.field == "penalties" and "L1564-1566" in str(refused.value)
        # ... and the command's --penalty gives the same reason, naming the option
        assert_one_line_error(muster(*BASE, "--penalty", wound, "--dice", "4"),
                              f"--penalty {wound}", "not a Courage test (L1564-1566)")
    # the fallen blood brother's -1 counts on every roll: 4 - 1 + 4 = 7 is not > 7
    body = muster(*BASE, "--penalty", "blood-brother", "--dice", "4", "--json").json
    assert body["courage_test"]["total"] == 7 and body["flees"] is True


def test_fanaticism_does_not_let_a_five_roll_on_in_the_courage_test(muster):
    assert_one_line_error(muster(*BASE, "--ability", "fanaticism", "--dice", "5"),
                          "Discipline rolls", "--fanatic")
    # with --fanatic the Courage die 5 stops: 5 + 4 = 9 > 7 passes, one die read
    body = muster(*BASE, "--fanatic", "5", "--dice", "5", "--json").json
    assert body["courage_test"]["dice"] == [5]
    assert body["courage_test"]["five_as_six"] is False


def test_a_fanatic_who_fails_courage_re_tests_discipline(muster):
    # Courage 2 + 4 = 6 fails against 7; Discipline 3 + 5 = 8 > 7 holds
    held = muster(*BASE, "--fanatic", "5", "--dice", "2,3", "--json").json
    assert held["flees"] is False and held["fear_penalties"] is True
    assert held["fanatic_discipline_test"]["total"] == 8
    # Discipline 1 fails: it flees its 2 x MOV
    fled = muster(*BASE, "--fanatic", "5", "--dice", "2,1", "--json").json
    assert fled["flees"] is True and fled["distance_cm"] == 20
    # on the re-test a 5 rolls on (Discipline): 5, then 1 is an automatic failure
    five = muster(*BASE, "--fanatic", "1", "--dice", "1,5,1", "--json").json
    assert five["fanatic_discipline_test"]["dice"] == [5, 1] and five["flees"] is True


def test_fanatic_flight_odds_match_the_roll_conf_fanatic_test(muster):
    """The same numbers as `roll conf -v 4 -D 7 --over --fanatic 5`: passes 1/2, held by
    Fanaticism 1/3, flees 1/6, by brute force over the dice."""
    spec = FlightSpec(10, courage=4, fear=7, fanatic=5)
    dist = enumerate_outcomes(lambda src: flee(src, spec), flight_key)
    # Courage d6 + 4 > 7 passes on a 4, 5 or 6; the re-test d6 + 5 > 7 holds on a 3 or more
    # (a 5 or 6 already succeeds, so the roller stops, RULINGS 2); a 1 or 2 fails
    discipline_holds = sum((Fraction(1, 6) for d in range(1, 7) if d != 1 and d + 5 > 7),
                           Fraction(0))
    courage_fails = Fraction(3, 6)
    assert dist.p(lambda k: k.why_not == "fanaticism") == courage_fails * discipline_holds
    assert dist.p(lambda k: k.flees) == courage_fails * (1 - discipline_holds)
    roll = muster("roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5", "--odds",
                  "--json").json
    flees = [o for o in roll["outcomes"] if o["outcome"] == "flees"][0]
    assert Fraction(flees["fraction"]) == courage_fails * (1 - discipline_holds)


@pytest.mark.parametrize("spec", [FlightSpec(10, courage=4, fear=7, fanatic=5),
                                  FlightSpec(10, courage=3, fear=8, activated=True),
                                  FlightSpec(10, courage=3, fear=6,
                                             penalties=("blood-brother",))])
def test_flight_drivers_agree(spec):
    assert_drivers_agree(lambda src: flee(src, spec), flight_key, range(20))


def test_the_rally_roll_stops_a_fleeing_fighter_or_it_flees_on(muster):
    """L683-690: in a later movement phase, as its card is activated, a fleeing fighter tests
    Courage at the same difficulty: passing, it plays normally; failing, it flees on."""
    stops = muster(*BASE, "--rally", "--dice", "4", "--json").json  # 4 + 4 = 8 > 7
    assert stops["flees"] is False and stops["rally"] is True and stops["distance_cm"] == 0
    on = muster(*BASE, "--rally", "--dice", "2", "--json").json  # 6 is not > 7
    assert on["flees"] is True and on["distance_cm"] == 20
    times = muster(*BASE, "--rally", "--times", "60", "--seed", "2", "--json").json
    assert {r["label"] for r in times["outcomes"]} == {"rallies", "flees 20 cm"}
    # a rally roll is made as the card is activated: --activated is not its option
    assert_one_line_error(muster(*BASE, "--rally", "--activated"),
                          "no such option: --activated", "muster scatter conf rally --help")
    assert_one_line_error(muster("scatter", "conf", "--mov", "10", "--rally"), "--courage")


def test_a_desperate_fighter_never_flees(muster):
    """L1410-1414: Desperate knows no fear; the fear penalties become bonuses."""
    body = muster("scatter", "conf", "--mov", "10", "--desperate", "--json").json
    assert body["flees"] is False and body["fear_penalties"] is False
    assert body["courage_test"] is None and body["distance_cm"] == 0
    odds = muster("scatter", "conf", "--mov", "10", "--desperate", "--odds", "--json").json
    assert odds["flees"]["p"] == 0
    # no Courage test and no rally: their options are not the desperate subcommand's
    assert_one_line_error(muster(*BASE, "--desperate"), "no such option: --courage",
                          "muster scatter conf desperate --help")


@pytest.mark.parametrize("fields, field, needles", [
    (dict(courage=4), "courage", ("courage", "fear")),
    (dict(penalties=("blood-brother",)), "penalties", ("penalties", "abilities")),
    (dict(courage=4, fear=7, desperate=True), "desperate", ("knows no fear", "rally")),
    (dict(rally=True, desperate=True), "desperate", ("knows no fear",)),
    (dict(rally=True), "rally", ("courage", "fear")),
    (dict(courage=4, fear=7, rally=True, activated=True), "rally", ("activated", "L683-686")),
    (dict(fanatic=5), "fanatic", ("courage", "fear")),
])
def test_the_spec_refuses_another_mode_s_fields_naming_them(fields, field, needles):
    # a library caller builds the spec without the subcommands: the refusal names the spec's
    # fields (L683-686 the rally roll, L1410-1414 Desperate), never an option
    with pytest.raises(FieldError) as err:
        FlightSpec(10, **fields)
    assert err.value.field == field
    assert all(needle in str(err.value) for needle in needles) and "--" not in str(err.value)


def test_a_flight_longer_than_muster_works_out_is_refused_naming_mov(house):  # noqa: F811
    """A house rule multiplying MOV past the longest flight muster draws (10,000 cm) is a
    `RangeError` on ``mov``: its ``high`` the most MOV the data's multiplier allows."""
    house("confrontation", "flight", "[flight]\nmov_multiplier = 1000\n")
    assert FlightSpec(10).distance == 10_000
    with pytest.raises(RangeError) as err:
        FlightSpec(11)
    assert (err.value.field, err.value.value, err.value.low, err.value.high) == ("mov", 11, 0, 10)
    assert str(err.value) == ("mov 11 is impossible: a flight of 11000 cm (mov 11 x 1000 from "
                              "the rule data) is over the 10000 cm muster works out; check "
                              "mov_multiplier in the MUSTER_DATA flight.toml")


def test_a_mov_outside_0_to_100_is_a_range_error():
    from helpers import assert_range_refused

    said = assert_range_refused(lambda: FlightSpec(101), "mov", 101, 0, 100)
    assert said == "mov must be between 0 and 100, not 101"



def test_a_flight_s_drivers_agree_and_the_odds_sum_to_one():
    spec = FlightSpec(10, courage=3, fear=7)
    dist = assert_drivers_agree(lambda src: flee(src, spec), flight_key, (1, 2, 3))
    assert sum(dist.probs.values()) == 1


@pytest.mark.parametrize("mode", ["courage", "rally"])
def test_the_courage_test_s_options_are_roll_conf_courage_s(muster, mode):
    # the same placeholders and choices as `roll conf courage`: STATE and NAME, the abilities
    # a Courage test takes by name (Fanaticism is --fanatic)
    shown = " ".join(muster("scatter", "conf", mode, "--help").out.split())
    assert "--penalty STATE A penalty on the Courage die" in shown
    assert ("--ability NAME An ability that changes the Courage die, by name: hardened, "
            "bravery, born-killer (Czech names work too); repeatable. Fanaticism is "
            "--fanatic.") in shown
    assert "TEXT" not in shown
    czech_help = " ".join(muster("--lang", "cs", "scatter", "conf", mode, "--help").out.split())
    assert ("--ability JMÉNO Schopnost, která mění kostku testu Odvahy, jménem: hardened "
            "(Otrlý), bravery (Statečnost) nebo born-killer (Rozený zabiják); lze opakovat. "
            "Fanatismus je --fanatic.") in czech_help
    roll = " ".join(muster("roll", "conf", "courage", "--help").out.split())
    assert ("-a, --ability NAME An ability that changes the Courage die, by name: hardened, "
            "bravery, born-killer (Czech names work too); repeatable. Fanaticism is "
            "--fanatic.") in roll
    # a wound is refused with the rule's reason, in Czech by its Czech name; an unknown word
    # names the one value taken by its Czech name, as `roll conf courage --lang cs` does
    line = ("scatter", "conf", mode, "--mov", "12", "--courage", "4", "--fear", "8")
    run = muster(*line, "--penalty", "light")
    assert (run.code, run.out, run.err) == (2, "", (
        "muster: error: --penalty light wound: it modifies Initiative, Attack, Defence and "
        "Aim rolls, not a Courage test (L1564-1566)\n"))
    czech = muster("--lang", "cs", *line, "--penalty", "light")
    assert (czech.code, czech.out, czech.err) == (2, "", (
        "muster: chyba: --penalty lehké zranění: mění hody na Iniciativu, Útok, Obranu a "
        "Střelbu, ne test Odvahy (ř.\u00a01564–1566)\n"))
    czech = muster("--lang", "cs", *line, "--penalty", "foo")
    assert (czech.code, czech.out, czech.err) == (2, "", (
        "muster: chyba: neplatná hodnota pro „--penalty“: „foo“ není „padlý pokrevní bratr“ "
        f"(viz „muster scatter conf {mode} --help“)\n"))


def test_the_odds_title_shows_the_blood_brother_s_penalty_it_counts(muster):
    # L1380-1382: COU 4 - 1 on the die against FEAR 8 passes on a 6 alone: flees 5/6
    line = ("scatter", "conf", "courage", "--mov", "12", "--courage", "4", "--fear", "8",
            "--penalty", "blood-brother", "--odds")
    out = muster(*line).out.splitlines()
    assert out[:2] == ["Confrontation flight from fear (útěk ze strachu): 2 x MOV 12; Courage 4 "
                       "against Fear 8, -1 on the die (blood brother fallen)",
                       "the fighter flees: 83.33 % (5/6)"]
    czech = muster("--lang", "cs", *line).out.splitlines()
    assert czech[:2] == ["Útěk ze strachu (Confrontation): 2 × MOV 12; Odvaha 4 proti Strachu "
                         "8, −1 na kostce (padlý pokrevní bratr)",
                         "bojovník prchá: 83,33\u00a0% (5/6)"]
    # without it the title is as before: flees 2/3
    plain = muster(*line[:-3], "--odds").out.splitlines()
    assert plain[:2] == ["Confrontation flight from fear (útěk ze strachu): 2 x MOV 12; "
                         "Courage 4 against Fear 8", "the fighter flees: 66.67 % (2/3)"]
