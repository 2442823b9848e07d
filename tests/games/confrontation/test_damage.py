"""`muster wound confrontation`: damage roll, wound table, cumulative wounds (seed 000
L1511-1583) and the wound-taking abilities."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, every_entered_sequence, ok_json
from muster.engine.dice import EnteredSource
from muster.engine.odds import enumerate_outcomes
from muster.games.confrontation.damage import damage_roll, wound_key


def by(rows, field, value):
    return next((r["fraction"] for r in rows if r[field] == value), None)


# ------------------------------------------------------------------ worked examples


def test_paladin_torso_critical(muster):
    # Seed L1016-1028: dice 3 and 6, STR 13 - RES 7: 9 + 6 = 15, the lower die 3 is the
    # torso, torso at 11-15 is a critical wound: -3 on INI/ATT/DEF/AIM dice.
    r = ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6")
    assert (r["location"], r["score"], r["result"]) == ("torso", 15, "critical")
    assert r["exceptional"] is False
    assert (r["state"], r["penalty"], r["removed"]) == ("critical", -3, False)


def test_dice_order_does_not_matter(muster):
    assert ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--dice",
                   "6,3")["result"] == "critical"


@pytest.mark.parametrize("face, result", [
    (1, "none"), (2, "stunned"), (3, "light"), (4, "serious"), (5, "critical"), (6, "killed")])
def test_doubles_are_exceptional_and_ignore_str_and_res(muster, face, result):
    r = ok_json(muster, "wound", "conf", "--str", "0", "--res", "20", "--dice", f"{face},{face}")
    assert r["exceptional"] is True and r["result"] == result
    assert r["location"] is None and r["score"] is None


@pytest.mark.parametrize("dice, str_, res, location, result", [
    ("1,2", 0, 10, "legs", "stunned"),     # score -7: row "0 or less"
    ("3,4", 0, 10, "torso", "light"),      # score -3
    ("2,3", 0, 5, "arms", "stunned"),      # score exactly 0
    ("2,3", 1, 5, "arms", "light"),        # score exactly 1
    ("4,5", 7, 11, "head", "serious"),     # score 5: row 1-5
    ("4,5", 7, 10, "head", "critical"),    # score 6: row 6-10
    ("1,5", 10, 6, "legs", "light"),       # score 10
    ("1,5", 20, 10, "legs", "serious"),    # score 16
    ("2,6", 13, 0, "arms", "critical"),    # score 21
    ("3,6", 11, 0, "torso", "killed"),     # score 20
])
def test_wound_table_rows_and_columns(muster, dice, str_, res, location, result):
    r = ok_json(muster, "wound", "conf", "--str", str(str_), "--res", str(res), "--dice", dice)
    assert (r["location"], r["result"]) == (location, result)


# ----------------------------------------------------------------- cumulative wounds


@pytest.mark.parametrize("current, dice, state", [
    ("light", "1,5", "serious"),     # light again (legs, 10): worsens one level
    ("serious", "1,5", "critical"),  # lighter than the current wound: worsens one level
    ("light", "3,6", "serious"),     # torso 9, more severe: the new wound applies
    ("none", "1,5", "light"),
])
def test_cumulative_wounds(muster, current, dice, state):
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--current", current,
                "--dice", dice)
    assert r["state"] == state and r["removed"] is False


def test_critical_worsened_is_killed_outright(muster):
    # RULINGS 6
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--current", "critical",
                "--dice", "1,5")
    assert r["result"] == "light" and r["state"] == "killed" and r["removed"] is True
    assert r["penalty"] is None


def test_stunned_is_not_a_wound_and_stacks(muster):
    # 2-2: stunned; the light wound stays and the penalties add (-1 and -1)
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--current", "light",
                "--dice", "2,2")
    assert r["state"] == "light" and r["stunned"] is True and r["penalty"] == -2
    # 1-1: no effect at all
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--current", "serious",
                "--dice", "1,1")
    assert r["state"] == "serious" and r["penalty"] == -2 and r["stunned"] is False


# ------------------------------------------------------------------------ abilities


def test_hard_boiled_one_row_up_but_not_on_doubles_or_killed(muster):
    # arms, score 9 (row 6-10, light) -> row 1-5 (light)
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--hard-boiled", "--dice",
                "2,5")
    assert r["table_result"] == "light" and r["result"] == "light"
    # torso, score 15 (critical) -> row 6-10: serious
    r = ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--hard-boiled", "--dice",
                "3,6")
    assert r["result"] == "serious"
    # legs, score 0 or less stays on the first row: still a wound of some kind
    r = ok_json(muster, "wound", "conf", "--str", "0", "--res", "10", "--hard-boiled", "--dice",
                "1,2")
    assert r["result"] == "stunned"
    # head, score 23: killed outright is not lightened
    r = ok_json(muster, "wound", "conf", "--str", "20", "--res", "8", "--hard-boiled", "--dice",
                "5,6")
    assert r["result"] == "killed"
    # doubles untouched
    r = ok_json(muster, "wound", "conf", "--str", "20", "--res", "8", "--hard-boiled", "--dice",
                "5,5")
    assert r["result"] == "critical"


def test_bane_one_row_down_and_cancels_hard_boiled(muster):
    r = ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--bane", "--dice", "3,6")
    assert r["result"] == "killed"  # torso 15 -> row 16-20
    r = ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--bane", "--hard-boiled",
                "--dice", "3,6")
    assert r["result"] == "critical"
    r = ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--bane", "--dice", "3,3")
    assert r["result"] == "light"  # doubles untouched (RULINGS 7)


def test_master_strike_adds_the_difficulty(muster):
    # legs, 1 + 2 + 10 - 10 = 3 (stunned); with a master strike at 7: 10 (light)
    assert ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--dice",
                   "1,2")["result"] == "stunned"
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--master-strike", "7",
                "--dice", "1,2")
    assert r["score"] == 10 and r["result"] == "light"


def test_assassin_keeps_the_worst_two_for_the_target(muster):
    # 1,4 would be legs, score 8 (light); 4,4 is an exceptional serious wound
    r = ok_json(muster, "wound", "conf", "--str", "12", "--res", "9", "--assassin", "--dice",
                "1,4,4")
    assert r["kept"] == [4, 4] and r["result"] == "serious" and r["dice"] == [1, 4, 4]
    # 3,6 torso 9 + 6 = 15 critical beats 1,3 and 1,6
    r = ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--assassin", "--dice",
                "1,3,6")
    assert sorted(r["kept"]) == [3, 6] and r["result"] == "critical"


def test_survival_instinct_six_cancels(muster):
    r = ok_json(muster, "wound", "conf", "--str", "20", "--res", "5", "--survival-instinct",
                "--dice", "6")
    assert r["cancelled"] is True and r["result"] == "none" and r["dice"] == []
    r = ok_json(muster, "wound", "conf", "--str", "13", "--res", "7", "--survival-instinct",
                "--dice", "5,3,6")
    assert r["cancelled"] is False and r["instinct_die"] == 5 and r["result"] == "critical"


@pytest.mark.parametrize("flag, before, state, removed", [
    ("--colossal", 0, "serious", False), ("--colossal", 1, "critical", False),
    ("--colossal", 2, "killed", True),
    ("--enormous", 0, "critical", False), ("--enormous", 1, "killed", True),
    ("--gigantic", 0, "light", False), ("--gigantic", 1, "serious", False),
    ("--gigantic", 2, "critical", False), ("--gigantic", 3, "killed", True),
])
def test_big_creatures_take_kills_as_tokens(muster, flag, before, state, removed):
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", flag, "--killed-before",
                str(before),
              "--dice", "6,6")
    assert (r["state"], r["removed"], r["kills"]) == (state, removed, before + 1)
    if not removed:
        assert r["penalty"] == 0  # they ignore wound penalties


def test_worsening_past_critical_counts_as_a_kill_for_big_creatures(muster):
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--current", "critical",
                "--enormous",
              "--dice", "1,5")
    assert r["state"] == "critical" and r["removed"] is False and r["kills"] == 1


def test_fierce_stays_until_the_end_of_the_round(muster):
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--fierce", "--dice", "6,6")
    assert (r["state"], r["removed"], r["until_end_of_round"]) == ("critical", False, True)
    assert r["penalty"] == -3
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--fierce",
                "--killed-before", "1",
              "--current", "critical", "--dice", "5,6")
    assert r["removed"] is False and r["until_end_of_round"] is True


@pytest.mark.parametrize("flag, before, token", [
    ("--colossal", 1, "serious"), ("--colossal", 2, "critical"), ("--enormous", 1, "critical"),
    ("--gigantic", 1, "light"), ("--gigantic", 3, "critical"), ("--fierce", 1, "critical"),
])
def test_a_figure_killed_before_carries_its_last_token(muster, flag, before, token):
    """--killed-before K without --current: the figure carries the token its last kill left
    (seed 000 L1141-1144: a Colossal killed once has a serious wound token), not 'unwounded';
    a wound that changes nothing leaves that token."""
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", flag, "--killed-before",
                str(before), "--dice", "1,2")   # legs, score 3: stunned
    assert (r["current"], r["wound"]) == (token, token)
    shown = muster("wound", "conf", "--str", "10", "--res", "10", flag, "--killed-before",
                   str(before), "--dice", "1,2")
    assert "was unwounded" not in shown.out


def test_a_current_wound_lighter_than_the_token_is_refused(muster):
    r = muster("wound", "conf", "--str", "10", "--res", "10", "--colossal", "--killed-before",
               "1", "--current", "light", "--dice", "1,2")
    assert_one_line_error(r)
    assert "--current" in r.err and "serious wound token" in r.err
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "10", "--colossal",
                "--killed-before", "1", "--current", "critical", "--dice", "1,2")
    assert r["current"] == "critical"


def test_fierce_says_it_is_killed_but_removed_only_at_the_end_of_the_round(muster):
    """Seed 000 L1395-1398: killed outright, not removed at once; the line never says
    'then removed; Fierce: not removed when killed'."""
    for lang in ("en", "cs"):
        out = muster("--lang", lang, "wound", "conf", "--str", "11", "--res", "9", "--fierce",
                     "--dice", "6,6").out
        assert "not removed when killed" not in out and "po zabití se neodstraňuje" not in out
        fierce = out.index("Fierce" if lang == "en" else "Urputný")
        stays = out.index("stays until" if lang == "en" else "zůstává do konce kola")
        assert fierce < stays


# ------------------------------------------------------------------------ exact odds


def test_odds_str_13_res_7(muster):
    # Each double 1/36. Non-doubles, ordered pairs, score = dice + 6:
    # legs (1,2..6): 9..13, all light: 10/36; arms (2,3..6): 11..14 serious: 8/36;
    # torso (3,4..6): 13..15 critical: 6/36; head (4,5) (4,6) (5,6): 15..17 killed: 6/36.
    o = ok_json(muster, "wound", "conf", "--odds", "--str", "13", "--res", "7")
    assert by(o["results"], "result", "light") == "11/36"     # 10 + 3-3
    assert by(o["results"], "result", "serious") == "1/4"     # 8 + 4-4 = 9/36
    assert by(o["results"], "result", "critical") == "7/36"   # 6 + 5-5
    assert by(o["results"], "result", "killed") == "7/36"     # 6 + 6-6
    assert o["removed"]["fraction"] == "7/36"
    cells = {(c["location"], c["result"]): c["fraction"] for c in o["locations"]}
    assert cells[("legs", "light")] == "5/18"
    assert cells[("torso", "critical")] == "1/6"
    assert cells[("doubles", "none")] == "1/36"
    assert o["exact"] is True


def test_odds_even_str_and_res(muster):
    # STR = RES: head (4,5)=9 and (4,6)=10 critical, (5,6)=11 killed: killed = 1/36 + 2/36
    o = ok_json(muster, "wound", "conf", "--odds", "--str", "8", "--res", "8")
    assert by(o["results"], "result", "killed") == "1/12"
    assert by(o["results"], "result", "critical") == "5/36"  # 4/36 + 5-5
    # bane: (4,5) and (4,6) drop to the killed row too: 1/36 + 6/36
    assert by(ok_json(muster, "wound", "conf", "--odds", "--str", "8", "--res", "8",
                      "--bane")["results"],
              "result", "killed") == "7/36"


def test_odds_already_critical(muster):
    # Only "no effect" (1-1) and stunned keep the figure: 2-2, and legs (1,2) (1,3) (1,4)
    # with scores 3..5: 1 + 1 + 6 = 8/36. Removed: 28/36 = 7/9.
    o = ok_json(muster, "wound", "conf", "--odds", "--str", "8", "--res", "8", "--current",
                "critical")
    assert o["removed"]["fraction"] == "7/9"


def test_odds_survival_instinct_scales_by_five_sixths(muster):
    o = ok_json(muster, "wound", "conf", "--odds", "--str", "8", "--res", "8",
                "--survival-instinct")
    assert o["removed"]["fraction"] == "5/72"  # 1/12 * 5/6
    assert by(o["locations"], "location", "cancelled") == "1/6"


def test_odds_assassin(muster):
    # Removed when a kept pair is 6-6 or 5-6. Of 216 triples: at least one 5 and one 6:
    # 216 - 125 - 125 + 64 = 30; at least two 6s: 16; both (6,6,5 in 3 orders): 3.
    # 30 + 16 - 3 = 43.
    o = ok_json(muster, "wound", "conf", "--odds", "--str", "8", "--res", "8", "--assassin")
    assert o["removed"]["fraction"] == "43/216"


def test_exact_driver_agrees_with_entered_dice():
    def proc(src):
        return damage_roll(src, 11, 8, current="light", hard_boiled=True)

    dist = enumerate_outcomes(proc, wound_key)
    by_hand: dict = {}
    for a in range(1, 7):
        for b in range(1, 7):
            k = wound_key(proc(EnteredSource([str(a), str(b)])))
            by_hand[k] = by_hand.get(k, 0) + Fraction(1, 36)
    assert dist.probs == by_hand


# ------------------------------------------------------------------- seed and errors


def test_seed_is_reproducible(muster):
    a = ok_json(muster, "wound", "conf", "--str", "12", "--res", "9", "--seed", "4")
    b = ok_json(muster, "wound", "conf", "--str", "12", "--res", "9", "--seed", "4")
    assert a == b and a["seed"] == 4 and len(a["dice"]) == 2


def test_text_output_names_location_and_result(muster):
    run = muster("wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6")
    assert run.code == 0
    # Seed L1016-1028: the lower die 3 is the torso; 9 + 13 - 7 = 15, row 11 to 15: critical
    assert "location torso" in run.out
    assert "score 9 + STR 13 - RES 7 = 15" in run.out
    assert "Wound table: torso, row 11 to 15: critical wound" in run.out
    assert "Result: critical wound" in run.out


@pytest.mark.parametrize("args, needle", [
    (("--current", "dead"), "--current"),
    (("--colossal", "--fierce"), "choose one"),
    (("--killed-before", "1"), "--killed-before"),
    (("--enormous", "--killed-before", "2"), "at most 1"),
    (("--killed-before", "-1", "--gigantic"), "--killed-before / -k must be 0 or more, not -1"),
    (("--master-strike", "-2"), "master-strike"),
    (("--dice", "3,7"), "cannot be rolled"),
    (("--dice", "3"), "too few dice"),
    (("--dice", "3,4,5"), "too many dice"),
    (("--odds", "--dice", "3,4"), "--odds"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("wound", "confrontation", "--str", "10", "--res", "8", *args),
                          needle)


def test_missing_str_is_one_line(muster):
    assert_one_line_error(muster("wound", "confrontation", "--res", "8"), "--str")


def test_times_groups_by_location_result_and_state(muster):
    run = muster("wound", "conf", "--str", "10", "--res", "8", "--times", "40", "--seed", "3",
                 "--json")
    assert run.code == 0
    outcomes = run.json["outcomes"]
    assert sum(o["count"] for o in outcomes) == 40
    for o in outcomes:
        where, result, state = o["value"]
        assert where in ("doubles", "legs", "arms", "torso", "head")
        assert result in ("none", "stunned", "light", "serious", "critical", "killed")


def test_current_wound_in_czech(muster):
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "8", "--current", "Vážné",
                "--dice", "1,5")
    assert r["current"] == "serious" and r["state"] == "critical"


def test_resilience_below_zero_is_refused(muster):
    # seed L388-392: RES below 0 is killed outright at once, there is nothing to roll
    assert_one_line_error(muster("wound", "conf", "--str", "5", "--res", "-1"), "below 0")


@pytest.mark.parametrize("opts", [
    {}, {"hard_boiled": True}, {"bane": True}, {"bane": True, "hard_boiled": True},
    {"current": "critical"}, {"current": "light", "master_strike": 5},
    {"assassin": True}, {"survival_instinct": True}, {"assassin": True, "current": "serious"},
    {"toughness": "colossal", "killed_before": 1}, {"toughness": "gigantic"},
    {"toughness": "fierce", "current": "serious"},
])
@pytest.mark.parametrize("strength, resilience", [(13, 7), (6, 12), (20, 4)])
def test_exact_odds_match_every_entered_sequence(opts, strength, resilience):
    # At most four dice are asked for (survival instinct + three assassin dice); feeding all
    # 6^4 sequences (unused dice are free) through the entered driver gives the exact odds.
    def proc(src):
        return damage_roll(src, strength, resilience, **opts)

    dist = enumerate_outcomes(proc, wound_key)
    tally = every_entered_sequence(proc, wound_key)
    assert dist.probs == tally


def test_a_stunned_figure_is_not_called_unwounded_and_stunned(muster):
    # 2-2 is an exceptional "stunned" (L1559); stunned is not a wound (L1582-1583), so the
    # figure keeps no wound but is stunned this round: the text says just that.
    run = muster("wound", "conf", "--str", "5", "--res", "5", "--dice", "2,2")
    assert run.code == 0
    assert "now stunned" in run.out and "unwounded and stunned" not in run.out


# Every cell of the wound table, read off seed L1520-1553 by hand: legs L1528-1533, arms
# L1535-1540, and the merged torso/head list L1542-1553 taken in turn (torso, head, ...),
# RULINGS 1. One score per row band, dice chosen so the lower die gives the column.
SEED_TABLE = {
    "legs": ["stunned", "stunned", "light", "light", "serious", "critical"],
    "arms": ["stunned", "light", "light", "serious", "critical", "critical"],
    "torso": ["light", "light", "serious", "critical", "killed", "killed"],
    "head": ["light", "serious", "critical", "killed", "killed", "killed"],
}
BANDS = [(-5, 0), (1, 5), (6, 10), (11, 15), (16, 20), (21, 40)]
DICE = {"legs": (1, 2), "arms": (2, 3), "torso": (3, 4), "head": (4, 5)}


@pytest.mark.parametrize("location", list(SEED_TABLE))
@pytest.mark.parametrize("band", range(6))
def test_every_cell_of_the_wound_table_at_both_ends_of_its_band(location, band):
    a, b = DICE[location]
    for score in BANDS[band]:
        strength = score - (a + b) + 10  # against RES 10
        r = damage_roll(EnteredSource([str(a), str(b)]), strength, 10)
        assert (r.location, r.score) == (location, score)
        assert r.result == SEED_TABLE[location][band], (location, score)


def test_odds_name_the_abilities_in_play(muster):
    # Bane (L1367-1372) changes the odds; the odds title and JSON say it was applied, so a
    # player can tell these odds from the plain STR 13 against RES 7 ones.
    o = ok_json(muster, "wound", "conf", "--odds", "--str", "13", "--res", "7", "--bane",
                "--hard-boiled")
    assert o["options"] == ["hard-boiled", "bane"]
    assert ok_json(muster, "wound", "conf", "--odds", "--str", "13", "--res", "7")["options"] == []
    run = muster("wound", "conf", "--str", "13", "--res", "7", "--assassin", "--odds")
    assert "assassin" in run.out.splitlines()[0]


def test_a_figure_stunned_already_stays_stunned_and_its_penalty_counts_the_stun(muster):
    # arms (lower die 2), 2 + 5 + 10 - 7 = 10: a light wound; the stun of this round stays
    # (L1564-1567), so the die penalty is the light wound's -1 and the stun's -1
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "7", "--stunned",
                "--dice", "2,5")
    assert (r["state"], r["stunned"], r["penalty"]) == ("light", True, -2)
    assert r["stunned_before"] is True
    plain = ok_json(muster, "wound", "conf", "--str", "10", "--res", "7", "--dice", "2,5")
    assert (plain["penalty"], plain["stunned"]) == (-1, False)
    assert "stunned_before" not in plain
    # killed outright removes the figure: no stun is left to count
    r = ok_json(muster, "wound", "conf", "--str", "10", "--res", "7", "--stunned",
                "--dice", "6,6")
    assert r["removed"] is True and r["penalty"] is None and r["stunned"] is False
    run = muster("wound", "conf", "--str", "10", "--res", "7", "--stunned", "--current",
                 "light", "--dice", "1,1")
    assert "still light wound and stunned" in run.out and "die penalty -2" in run.out


def test_stunned_already_shifts_the_odds_key_to_the_stunned_states(muster):
    # every outcome that leaves the figure on the table keeps the stun
    # (1-1 no effect and 2-2 stunned both leave it just stunned); killed is not changed
    stunned = ok_json(muster, "wound", "conf", "--str", "10", "--res", "7", "--stunned",
                      "--odds")
    plain = ok_json(muster, "wound", "conf", "--str", "10", "--res", "7", "--odds")
    was = {row["state"]: row["fraction"] for row in plain["states"]}
    now = {row["state"]: row["fraction"] for row in stunned["states"]}
    assert now["stunned"] == "1/18" and now["killed"] == was["killed"]
    for level in ("light", "serious", "critical"):
        assert now[f"{level}+stunned"] == was[level]


def test_the_damage_roll_s_numbers_are_range_errors():
    from helpers import assert_range_refused
    from muster.games.confrontation.damage import DamageSpec

    said = assert_range_refused(lambda: DamageSpec(5, -1), "resilience", -1, 0, 20)
    assert said == ("resilience -1 is impossible: RES is 0 to 20; below 0 a figure is killed "
                    "outright at once, with no damage roll (seed L388-392)")
    assert_range_refused(lambda: DamageSpec(5, 3, master_strike=-1), "master_strike", -1, 0,
                         None)
    said = assert_range_refused(
        lambda: DamageSpec(5, 3, toughness="gigantic", killed_before=4), "killed_before", 4, 0, 3)
    assert said == ("killed_before 4 is impossible: a figure with Gigantic killed 4 times before "
                    "is already off the table (killed_before is at most 3)")
