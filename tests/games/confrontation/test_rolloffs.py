"""Confrontation's turn-order rolls (seed 000 L411-425, L459-464; RULINGS 2-4): the zone roll
(a die each, the higher chooses, ties rolled again) and the deployment and tactical rolls (d6 +
DIS, open-ended, a natural 1 fails, ties and two failures rolled again), their results and
their exact odds against a brute force."""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from fractions import Fraction
from itertools import product

import pytest

from helpers import assert_drivers_agree
from muster import api
from muster.engine.die import MAX_CHAIN
from muster.engine.exact import weighed
from muster.engine.rule import rule_for
from muster.errors import FieldError
from muster.games.confrontation.opposed import OpposedSpec
from muster.games.confrontation.rolloffs import (
    DeploymentSpec,
    TacticalSpec,
    Winners,
    deployment_rolls,
    winners,
)

LIONS_ACHERON = (("lions", "acheron"), (("lions", 4), ("acheron", 3)))


def deployment(lions: int = 4, acheron: int = 3) -> DeploymentSpec:
    return DeploymentSpec(("lions", "acheron"), (("lions", lions), ("acheron", acheron)))


# ------------------------------------------------------------------ the specs


@pytest.mark.parametrize("sides, dis", [
    (("lions",), (("lions", 4),)),                               # one side
    (("lions", "lions"), (("lions", 4),)),                       # the same side twice
    (("lions", "acheron"), (("lions", 4),)),                     # acheron has no DIS
    (("lions", "acheron"), (("lions", 4), ("acheron", 21))),     # past the deck's 20
    (("lions", "acheron"), (("lions", -1), ("acheron", 3))),
])
def test_a_spec_refuses_what_no_roll_off_has_naming_dis(sides, dis):
    for spec in (DeploymentSpec, TacticalSpec):
        with pytest.raises(FieldError) as err:
            spec(sides, dis)
        assert err.value.field == "dis"


# ------------------------------------------------------------------ the rolls


def test_the_worked_example_as_the_table_rolled_it():
    """Zone: lions 5, acheron 2, the lions choose; deployment: lions 5 + 4 = 9 against
    acheron 6, 2 (rolled on) + 3 = 11: acheron wins (the deck's worked example)."""
    rolled = api.roll(DeploymentSpec(*LIONS_ACHERON), dice=[5, 2, 5, 6, 2])
    assert winners(rolled) == Winners("lions", "acheron") and str(winners(rolled)) == \
        "lions, acheron"
    assert rolled.to_json() == {
        "zone": {"roll": "zone_roll", "rounds": [{"lions": 5, "acheron": 2}],
                 "winner": "lions"},
        "roll": {"roll": "deployment_roll", "rounds": [
            {"lions": {"dice": [5], "value": 4, "total": 9, "automatic_failure": False},
             "acheron": {"dice": [6, 2], "value": 3, "total": 11,
                         "automatic_failure": False}}], "winner": "acheron"}}
    with pytest.raises(FrozenInstanceError):
        rolled.roll.winner = "lions"


def test_an_automatic_failure_loses_to_any_total():
    # a's 1 + 9 would be 10, but a natural 1 fails (RULINGS 3-4): 2 + 0 wins
    rolled = api.roll(TacticalSpec(("a", "b"), (("a", 9), ("b", 0))), dice=[1, 2])
    assert rolled.zone is None and rolled.roll.winner == "b"
    assert rolled.to_json()["roll"]["roll"] == "tactical_roll"
    assert rolled.to_json()["zone"] is None


def test_ties_and_two_failures_are_rolled_again():
    # zone 3-3 tied, 2-4: acheron; then 2 + 4 = 6 against 3 + 3 = 6 tied, both 1s tied
    # (RULINGS 4), lions 6, 1 an automatic failure after a six, acheron 2 + 3 = 5 wins
    rolled = api.roll(DeploymentSpec(*LIONS_ACHERON), dice=[3, 3, 2, 4, 2, 3, 1, 1, 6, 1, 2])
    body = rolled.to_json()
    assert body["zone"]["rounds"] == [{"lions": 3, "acheron": 3}, {"lions": 2, "acheron": 4}]
    rounds = body["roll"]["rounds"]
    assert [r["lions"]["total"] for r in rounds[:1]] == [6]
    assert rounds[1]["lions"]["automatic_failure"] and rounds[1]["acheron"]["automatic_failure"]
    assert rounds[2]["lions"]["dice"] == [6, 1] and rounds[2]["lions"]["automatic_failure"]
    assert winners(rolled) == Winners("acheron", "acheron")


def test_the_rule_under_three_drivers():
    """Rolled at random, replayed as entered dice, and an outcome the exact driver weighs:
    the --times key (who won each roll)."""
    spec = deployment()
    dist = assert_drivers_agree(lambda src: deployment_rolls(src, spec), winners, seeds=range(8))
    assert set(dist.probs) == {Winners(z, r) for z in ("lions", "acheron")
                               for r in ("lions", "acheron")}


# ------------------------------------------------------------------ the odds, by brute force


def _one_side(dis: int, depth: int) -> tuple[dict[int, Fraction], Fraction]:
    """d6 + DIS rolled on after every 6, a 1 failing wherever it falls (RULINGS 2-3), by
    hand for chains of up to ``depth`` dice: each total's chance, and a failure's."""
    totals: dict[int, Fraction] = {}
    fail = Fraction(0)
    for sixes in range(depth):  # that many sixes, then a last die
        p = Fraction(1, 6 ** (sixes + 1))
        fail += p
        for last in (2, 3, 4, 5):
            totals[6 * sixes + last + dis] = p
    return totals, fail


def _first_wins(first: int, second: int, depth: int = 40) -> Fraction:
    """The chance the first side wins, a round at a time: it wins a round when it does not
    fail and the second fails or totals less; a tie (two failures too) is rolled again."""
    a, fail_a = _one_side(first, depth)
    b, fail_b = _one_side(second, depth)
    none = Fraction(0)
    win = sum((pa * (fail_b + sum((pb for tb, pb in b.items() if tb < ta), none))
               for ta, pa in a.items()), none)
    loss = sum((pb * (fail_a + sum((pa for ta, pa in a.items() if ta < tb), none))
                for tb, pb in b.items()), none)
    return win / (win + loss)


def _zone_by_hand() -> Fraction:
    """Two d6, ties rolled again: the first side's share of the untied pairs."""
    untied = [(x, y) for x, y in product(range(1, 7), repeat=2) if x != y]
    return Fraction(sum(x > y for x, y in untied), len(untied))


@pytest.mark.parametrize("lions, acheron", [(4, 3), (3, 3), (0, 20), (7, 2)])
def test_the_odds_are_the_brute_forces(lions, acheron):
    """The deployment roll's odds (the walk of the rule) against a hand series of chains up
    to 40 dice (the engine keeps 100: what either leaves out is under 6**-39), the zone
    roll's (weighed beside it) exactly, and the tactical roll's the same as the deployment
    roll's."""
    spec = deployment(lions, acheron)
    dist = api.odds(spec)
    by_hand = _first_wins(lions, acheron)
    assert abs(dist["lions"] - by_hand) < Fraction(1, 6 ** 39)
    assert abs(dist["acheron"] - (1 - by_hand)) < Fraction(1, 6 ** 39)
    # what is missing from 1 is a roll cut off at the chain limit
    assert 0 < dist.truncated < Fraction(2, 6 ** (MAX_CHAIN - 1)) and not dist.exact
    duel = api.odds(OpposedSpec.values(lions, acheron))
    assert (dist["lions"], dist["acheron"]) == (duel["first"], duel["second"])
    zone = weighed(rule_for(spec), spec)["zone"]
    assert zone.probs == {"lions": _zone_by_hand(), "acheron": 1 - _zone_by_hand()}
    assert zone.exact
    tactical = TacticalSpec(spec.sides, spec.dis)
    assert api.odds(tactical).probs == dist.probs


def test_the_odds_command_shows_what_the_rule_weighs(muster):
    """`new --odds --json` is the engine's odds of the rule: the zone 1/2 exactly, the
    deployment roll the walk's chance (no fraction: chains past 100 dice are left out)."""
    run = muster("deploy-shuffle", "conf", "new", "--odds", "--dis", "a=4", "--dis", "b=3",
                 "--json")
    assert run.code == 0, run.err
    body = run.json
    assert body["dis"] == {"a": 4, "b": 3}
    assert body["zone_roll"] == {"a": {"p": 0.5, "fraction": "1/2"},
                                 "b": {"p": 0.5, "fraction": "1/2"}}
    assert body["deployment_roll"]["a"]["p"] == pytest.approx(float(_first_wins(4, 3)),
                                                              abs=1e-15)
    assert body["deployment_roll"]["a"]["fraction"] is None
    assert body["exact"] is False
    text = muster("deploy-shuffle", "conf", "new", "--odds", "--dis", "a=4", "--dis", "b=3")
    assert "a (DIS 4) wins: 61.44 %" in text.out and "a 50.00 %, b 50.00 %" in text.out


def test_a_side_s_dis_is_one_range_error_for_the_deck_and_its_rolls():
    from helpers import assert_range_refused
    from muster.games.confrontation.tables import check_dis

    said = assert_range_refused(lambda: DeploymentSpec(("a", "b"), (("a", 21), ("b", 3))), "dis",
                                21, 0, 20)
    assert said == "dis a must be between 0 and 20, not 21"
    assert_range_refused(lambda: check_dis("b", -1), "dis", -1, 0, 20)
