"""A charge's Courage tests (`muster.games.confrontation.courage`) with Fanaticism: a fanatic
whose Discipline re-test fails too takes its situation's failure (seed 000 L655-659: an
activated card, the fear's penalties and no flight; L664-666: a charger, paralysed), never
flight (RULINGS: Fanaticism in a charge); a plain test against Fear flees (L1149-1154)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

from muster import api
from muster.games.confrontation.characteristic import CharacteristicSpec
from muster.games.confrontation.courage import ActivatedCourageSpec, ChargingCourageSpec


def _brute(value: int, fear: int, dis: int) -> dict[str, Fraction]:
    """COU + d6 > FEAR, else DIS + d6 > FEAR; no 6 or 5 rolls on within these numbers (a
    total of 4 + 6 beats FEAR 7 at once, 3 + 6 too), a 1 an automatic failure."""
    out = {"courage passed": Fraction(0), "held by fanaticism": Fraction(0), "failed": Fraction(0)}
    for a, b in product(range(1, 7), repeat=2):
        if a != 1 and value + a > fear:
            out["courage passed"] += Fraction(1, 36)
        elif b != 1 and dis + b > fear:
            out["held by fanaticism"] += Fraction(1, 36)
        else:
            out["failed"] += Fraction(1, 36)
    return out


@pytest.mark.parametrize(("kind", "failed"), [(CharacteristicSpec, "flees"),
                                              (ChargingCourageSpec, "paralysed"),
                                              (ActivatedCourageSpec, "afraid")])
def test_a_fanatic_failing_both_takes_its_situation_s_failure(kind, failed):
    spec = kind(4, 7, over=True, fanatic=3)
    odds = api.odds(spec)
    brute = _brute(4, 7, 3)
    assert (odds["courage passed"], odds["held by fanaticism"], odds[failed]) == \
        (brute["courage passed"], brute["held by fanaticism"], brute["failed"])
    result = api.roll(spec, dice=[2, 4])  # 4 + 2 and 3 + 4: neither beats FEAR 7
    assert (result.outcome, result.flees) == (failed, failed == "flees")


def test_the_command_says_what_happens_to_the_fanatic(muster):
    charging = muster("roll", "conf", "courage", "-v", "4", "-D", "7", "--charging",
                      "--fanatic", "3", "--dice", "2,4")
    assert "PARALYSED" in charging.out and "FLEES" not in charging.out
    activated = muster("roll", "conf", "courage", "-v", "4", "-D", "7", "--activated",
                       "--fanatic", "3", "--odds", "--json").json
    assert [o["outcome"] for o in activated["outcomes"]] == ["courage passed",
                                                            "held by fanaticism", "afraid"]
    assert activated["flees"]["p"] == 0 and activated["success"]["fraction"] == "2/3"


def test_a_test_against_fear_is_named_the_courage_test(muster):
    """L645: the test against Fear is the Courage test ('test Odvahy'), as a flight's is."""
    english = muster("roll", "conf", "courage", "-v", "4", "-D", "7", "--dice", "5").out
    assert english.startswith("Courage test: Characteristic test (hod na charakteristiku): "
                              "die 5 = 5, + 4 = 9 (needs > 7)")
    czech = muster("--lang", "cs", "roll", "conf", "courage", "-v", "4", "-D", "7", "--dice",
                   "5").out
    assert czech.startswith("Test Odvahy: kostka 5 = 5, + 4 = 9 (potřeba > 7)")
    plain = muster("roll", "conf", "test", "-v", "4", "-D", "7", "--dice", "5").out
    assert plain.startswith("Characteristic test (hod na charakteristiku): die 5")


def test_a_group_that_is_no_charge_is_refused_naming_the_charge_s_spec(czech):
    # L645-646, L672-675: a group tests together only when it charges or engages a
    # fear-causer at once; the library names the spec that takes such a group
    from muster.errors import FieldError
    from muster.i18n import shown

    with pytest.raises(FieldError) as err:
        CharacteristicSpec(2, 6, over=True, group=3)
    assert err.value.field == "group"
    assert shown(err.value.message) == (
        "group 3: skupina dělá jeden společný test Odvahy jen tehdy, když současně napadá "
        "stvůru působící strach nebo se s ní střetává (ř. 645–646, 672–675); použijte "
        "ChargingCourageSpec")


def test_a_group_that_is_no_charge_is_refused_in_english():
    from muster.errors import FieldError

    with pytest.raises(FieldError) as err:
        ActivatedCourageSpec(2, 6, over=True, group=2)
    assert str(err.value) == (
        "group 2: a group makes one Courage test together only when it charges or engages a "
        "fear-causer at once (L645-646, L672-675); use ChargingCourageSpec")


def test_a_group_s_courage_test_takes_no_fanatic_s_re_test(czech):
    # L672-675: the group's one test holds for each figure; L1150-1152: the Discipline
    # re-test is the fanatic's own, so one re-test cannot be the group's (RULINGS)
    from muster.errors import FieldError
    from muster.i18n import set_lang, shown

    with pytest.raises(FieldError) as err:
        ChargingCourageSpec(2, 6, over=True, group=3, fanatic=5)
    assert err.value.field == "fanatic"
    assert shown(err.value.message) == (
        "fanatic ve skupině: výsledek testu Odvahy platí pro celou skupinu (ř. 672–675), "
        "opakovaný test Disciplíny si každý fanatik hází sám (ř. 1150–1152); hoďte test "
        "skupiny bez fanatic a po neúspěchu opakovaný test za každého fanatika")
    set_lang("en")
    assert shown(err.value.message) == (
        "fanatic in a group: the group's Courage test holds for each figure (L672-675), a "
        "fanatic's Discipline re-test is its own (L1150-1152); roll the group's test without "
        "fanatic, then each fanatic of a failed group alone")
    # a group of one is a figure alone: its re-test is its own
    assert api.odds(ChargingCourageSpec(4, 7, over=True, group=1, fanatic=3))[
        "held by fanaticism"] == _brute(4, 7, 3)["held by fanaticism"]
