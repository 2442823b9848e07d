"""Confrontation's exchange (seed 000 L903-904): the attacker's wave, then the defender's
strike back, his own attack and counter-attack dice, with the wounds of the first wave as
penalties on his dice."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.engine.odds import enumerate_outcomes
from muster.errors import FieldError
from muster.games.confrontation.exchange import ExchangeSpec, StrikeBack, exchange_key
from muster.games.confrontation.melee import MeleeSpec, melee_key
from muster.games.confrontation.wound_state import felt_penalties

BACK = ["--melee", "--att", "4", "--attack-at", "7", "--attack-at", "7", "--def", "5",
        "--parries", "2", "--str", "6", "--res", "7", "--back-at", "6", "--back-at", "6",
        "--back-att", "3", "--back-str", "5", "--back-def", "4", "--back-res", "6"]


def test_the_defender_strikes_back_with_his_wounds_on_his_dice(muster):
    # wave 1: 3 and 4 hit (7, 8); the defender's 1 and 1 fail: two hits through;
    # 3-5 torso at STR 6 vs RES 7: 8 - 1 = 7 -> serious; 4-5 head: 9 - 1 = 8 -> critical.
    # Strike back at ATT 3 with the critical wound's -3: a 6 is 3 + 3 = 6, a hit at 6; a 2
    # is 2 - 3, below 1: a failure. The one hit rolls 1-1: doubles, no effect.
    out = ok_json(muster, "wound", "conf", *BACK, "--dice", "3,4,1,1,3,5,4,5,6,2,1,1")
    assert out["defender"]["wounds"] == 2 and out["defender"]["state"] == "critical"
    back = out["strike_back_wave"]
    assert back["attacks"][0]["dice"] == [6] and back["attacks"][0]["hit"] is True
    assert back["attacks"][1]["hit"] is False
    assert out["attacker"]["wounds"] == 0 and out["strike_back"] is True
    # unhurt (both attacks a natural 1), his 3s hit at 6 without any penalty
    fresh = ok_json(muster, "wound", "conf", *BACK, "--dice", "1,1,3,3,1,2,1,3")
    assert fresh["defender"]["wounds"] == 0 and fresh["strike_back_wave"]["hits"] == 2


def test_no_strike_back_from_the_dead(muster):
    out = ok_json(muster, "wound", "conf", *BACK, "--dice", "3,4,1,1,6,6")
    assert out["defender"]["removed"] is True and out["strike_back"] is False


def test_counter_attack_dice_join_the_strike_back(muster):
    args = ["--melee", "--att", "4", "--attack-at", "7", "--def", "5", "--parries", "1",
            "--counter", "--counter-at", "6", "--str", "6", "--res", "7",
            "--back-att", "3", "--back-str", "5", "--back-def", "4", "--back-res", "6"]
    # a 3 hits (7); the counter-attack at 9: a 4 parries it and earns one die at 6: 3 -> 6
    out = ok_json(muster, "wound", "conf", *args, "--dice", "3,4,3,2,3")
    back = out["strike_back_wave"]
    assert [a["difficulty"] for a in back["attacks"]] == [6] and back["hits"] == 1
    without = args[:10] + args[12:]  # the same without --counter-at 6
    assert "--counter-at" not in without and "--counter" in without
    assert_one_line_error(muster("wound", "conf", *without), "--counter-at")


def test_exchange_odds_compose_the_two_waves(muster):
    # the chance the attacker is wounded is the sum, over the defender's state after the
    # first wave, of that state's chance times the strike back's chance with its penalties
    first = MeleeSpec(att=4, difficulties=[7, 7], defence=5, parries=2, strength=6,
                       resilience=7)
    d1 = enumerate_outcomes(first.roll, lambda w: (w.wound, w.stunned, w.removed))
    expected = Fraction(0)
    for (wound_, stunned, removed), pr in d1.probs.items():
        if removed:
            continue
        pen = felt_penalties({"wound": wound_, "stunned": stunned}, {})
        back = MeleeSpec(att=3, difficulties=[6, 6], defence=4, parries=0, strength=5,
                          resilience=6, attacker_penalties=list(pen))
        d2 = enumerate_outcomes(back.roll, melee_key)
        expected += pr * d2.p(lambda k: k[2] > 0)
    out = ok_json(muster, "wound", "conf", *BACK, "--odds")
    assert Fraction(out["attacker_wounded"]["fraction"]) == expected
    ex = ExchangeSpec(first, StrikeBack(att=3, difficulties=[6, 6], strength=5, defence=4,
                                    resilience=6, parries=0))
    assert_drivers_agree(ex.roll, exchange_key, range(10))
    # the strike back is set up once per state the first wave leaves, not once per replay
    assert 0 < len(ex._backs) <= len([s for s in d1.probs if not s[2]]) * 3
    assert enumerate_outcomes(ex.roll, exchange_key).p(lambda k: k[2] > 0) == expected


def test_an_exchange_reads_its_dice_in_the_documented_order(muster):
    # the first wave's attack die, its damage dice, then the strike back's attack die and its
    # damage dice. ATT 4 at 7: a 3 hits; 1-2 at STR 5 against RES 6 stuns (legs, score 1);
    # stunned is -1 on the die until the end of the round (L1568), so the strike back's 4
    # at ATT 3 makes 6 >= 6 and hits, and a 3 would make 5 and miss.
    base = ["--melee", "--att", "4", "--attack-at", "7", "--def", "5", "--str", "5", "--res",
            "6", "--back-att", "3", "--back-at", "6", "--back-str", "5", "--back-def", "4",
            "--back-res", "6"]
    out = ok_json(muster, "wound", "conf", *base, "--dice", "3,1,2,4,2,1")
    first, back = out["first_wave"], out["strike_back_wave"]
    assert first["attacks"][0]["dice"] == [3] and first["damage_rolls"][0]["dice"] == [1, 2]
    assert first["state"] == "stunned"
    assert back["attacks"][0] == {"difficulty": 6, "hit": True, "dice": [4]}
    assert back["damage_rolls"][0]["dice"] == [2, 1]
    out = ok_json(muster, "wound", "conf", *base, "--dice", "3,1,2,3")
    assert out["strike_back_wave"]["attacks"][0]["hit"] is False
    assert out["attacker"]["wounds"] == 0


EXCHANGE = ["wound", "conf", "exchange", "--att", "4", "--attack-at", "7", "--def", "5",
            "--str", "6", "--res", "7", "--back-at", "6", "--back-att", "3", "--back-str", "5",
            "--back-def", "4", "--back-res", "6", "--dice", "1,1"]


@pytest.mark.parametrize("extra, needles", [
    (["--back-current", "bogus"], ["--back-current: unknown wound 'bogus'"]),
    (["--back-res", "-1"], ["--back-res -1 is impossible: RES is 0 to 20; below 0"]),
    (["--back-parries", "-1"], ["--back-parries must be between 0 and 12, not -1"]),
])
def test_strike_back_refusals_name_the_strike_back_options(muster, extra, needles):
    """The strike back is checked as a wave; its refusals name its own options, never the
    first wave's --current and --parries, and a RES below 0 is refused."""
    run = muster(*EXCHANGE, *extra)
    assert_one_line_error(run, *needles)
    assert "--current " not in run.err and "--parries " not in run.err


def test_an_exchange_names_the_strike_back_s_fields_by_their_path():
    """A library caller's refusal names the spec's own path (`back.difficulties`); the
    command shows the options those fields came from (--back-at, tested above)."""
    first = MeleeSpec(att=4, difficulties=[7], defence=5, parries=0, strength=6, resilience=7)
    back = dict(att=3, strength=5, defence=4, resilience=6, parries=0)
    with pytest.raises(FieldError) as refused:
        ExchangeSpec(first, StrikeBack(difficulties=[], **back))
    assert refused.value.field == "back.difficulties"
    assert "back.difficulties D per die" in str(refused.value)
    with pytest.raises(FieldError) as refused:
        ExchangeSpec(first, StrikeBack(difficulties=[6], **{**back, "parries": -1}))
    assert refused.value.field == "back.parries" and "back.parries" in str(refused.value)
