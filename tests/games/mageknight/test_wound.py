"""`muster wound mageknight`: one attack roll, then damage split, capture, healing and the
dial (seed 004 L11-18, L37, L52-57, L175; digest mageknight.md §3.2, §5 E2)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json

ARCHER = ("--attack", "9", "--damage", "2", "--defense", "15", "--defense", "16")


def damages(out):
    return [t["damage"] for t in out["targets"]]


# --------------------------------------------------------------- digest §5 E2 (L57)


def test_master_archer_rolls_6_orc_takes_2_shaman_missed(muster):
    # attack 9 + 6 = 15: Gulthak Orc (15) hit, Blood Shaman (16) missed; damage 2 -> Orc
    out = ok_json(muster, "wound", "mageknight", *ARCHER, "--dice", "2,4")
    assert out["total"] == 15
    assert [t["hit"] for t in out["targets"]] == [True, False]
    assert damages(out) == [2, 0]
    assert out["pushing"] == 0


@pytest.mark.parametrize("split, expected", [("1,1", [1, 1]), ("2,0", [2, 0]),
                                              ("0,2", [0, 2])])
def test_master_archer_rolls_7_both_hit_every_allowed_split(muster, split, expected):
    out = ok_json(muster, "wound", "mageknight", *ARCHER, "--split", split, "--dice", "3,4")
    assert out["total"] == 16
    assert [t["hit"] for t in out["targets"]] == [True, True]
    assert damages(out) == expected


def test_default_puts_all_damage_on_the_first_target_hit(muster):
    assert damages(ok_json(muster, "wound", "mageknight", *ARCHER, "--dice", "3,4")) == [2, 0]
    # first target missed, second hit: the second is the first target HIT
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "17", "-D", "15",
                  "--dice", "3,3")
    assert damages(out) == [0, 2]


def test_share_of_a_missed_target_goes_to_the_first_target_hit(muster):
    # roll 6: only the Orc is hit; the Shaman's share of 1 is not lost
    out = ok_json(muster, "wound", "mageknight", *ARCHER, "--split", "1,1", "--dice", "2,4")
    assert damages(out) == [2, 0]


def test_critical_hit_adds_one_to_every_target_hit_zero_share_included(muster):
    # digest §5 derived check: crit, 2 targets hit, split (2,0) -> (3,1)
    out = ok_json(muster, "wound", "mageknight", *ARCHER, "--split", "2,0", "--dice", "6,6")
    assert out["critical_hit"] is True
    assert damages(out) == [3, 1]


def test_critical_hit_on_a_single_target(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "0", "-m", "3", "-D", "19", "--dice", "6,6")
    assert damages(out) == [4]


def test_critical_miss_no_damage_and_one_pushing(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "20", "-m", "3", "-D", "13", "-D", "14",
                  "--dice", "1,1")
    assert out["critical_miss"] is True
    assert damages(out) == [0, 0]
    assert out["pushing"] == 1


def test_fortification_can_turn_a_hit_into_a_miss(muster):
    out = ok_json(muster, "wound", "mageknight", *ARCHER, "-F", "1", "-F", "0", "--dice", "2,4")
    assert [t["final_defense"] for t in out["targets"]] == [16, 16]
    assert damages(out) == [0, 0]


# --------------------------------------------------------------- capture (L37-40)


def test_capture_is_at_minus_3_and_deals_no_damage(muster):
    # attack 10 - 3 = 7, + 8 = 15 vs 15: captured, no damage
    out = ok_json(muster, "wound", "mageknight", "-a", "10", "-D", "15", "--capture",
                  "--dice", "4,4")
    assert out["attack"] == 7 and out["total"] == 15
    t = out["targets"][0]
    assert t["hit"] is True and t["captured"] is True and t["damage"] == 0
    # without the -3 it would have hit at 7; with it, 10 - 3 + 7 = 14 < 15: not captured
    out = ok_json(muster, "wound", "mageknight", "-a", "10", "-D", "15", "--capture",
                  "--dice", "3,4")
    assert out["targets"][0]["captured"] is False


def test_capture_with_a_critical_hit_still_deals_no_damage(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "5", "-D", "18", "--capture",
                  "--damage", "3", "--dice", "6,6")
    assert out["targets"][0]["captured"] is True
    assert out["targets"][0]["damage"] == 0


def test_capture_critical_miss_fails_and_pushes(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "15", "-D", "13", "--capture",
                  "--dice", "1,1")
    assert out["targets"][0]["captured"] is False
    assert out["pushing"] == 1


# --------------------------------------------------------------- the dial (L13-18)


def test_clicks_before_and_after(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "15",
                  "--clicks-taken", "1",
                "--dice", "3,3")
    t = out["targets"][0]
    assert (t["clicks_before"], t["clicks_after"]) == (1, 3)
    assert t["eliminated"] is None


def test_skull_reached_exactly_eliminates(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "15",
                  "--clicks-taken", "4",
                "--skull-at", "6", "--dice", "3,3")
    assert out["targets"][0]["clicks_after"] == 6
    assert out["targets"][0]["eliminated"] is True


def test_one_click_short_of_the_skull_survives(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "15",
                  "--clicks-taken", "3",
                "--skull-at", "6", "--dice", "3,3")
    assert out["targets"][0]["clicks_after"] == 5
    assert out["targets"][0]["eliminated"] is False


def test_skull_without_clicks_taken_counts_from_the_start(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "15",
                  "--skull-at", "2", "--dice", "3,3")
    assert out["targets"][0]["eliminated"] is True


def test_dial_options_per_target(muster):
    out = ok_json(muster, "wound", "mageknight", *ARCHER, "--split", "1,1", "--clicks-taken", "0",
                "--clicks-taken", "5", "--skull-at", "4", "--skull-at", "6", "--dice", "3,4")
    assert [t["clicks_after"] for t in out["targets"]] == [1, 6]
    assert [t["eliminated"] for t in out["targets"]] == [False, True]


# --------------------------------------------------------------- healing (L12, L17-18)


def test_heal_turns_back_but_never_past_the_start(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "3", "-D", "14", "--heal",
                  "--clicks-taken", "2",
                "--dice", "3,3")
    t = out["targets"][0]
    assert out["mode"] == "heal"
    assert t["healing"] == 2 and t["clicks_after"] == 0 and t["damage"] == 0


def test_heal_plain(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "14", "--heal",
                  "--clicks-taken", "5",
                "--dice", "3,3")
    assert out["targets"][0]["healing"] == 2 and out["targets"][0]["clicks_after"] == 3


def test_heal_critical_heals_one_more(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "14", "--heal",
                  "--clicks-taken", "5",
                "--dice", "6,6")
    assert out["targets"][0]["healing"] == 3 and out["targets"][0]["clicks_after"] == 2


def test_failed_heal_heals_nothing(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "5", "-m", "2", "-D", "14", "--heal",
                  "--clicks-taken", "5",
                "--dice", "3,3")
    assert out["targets"][0]["healing"] == 0 and out["targets"][0]["clicks_after"] == 5


def test_golem_healing_stops_at_a_repair_marker(muster):
    # from click 5, heal 3: 4, then 3 = marker -> stop at 3 (2 healed)
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "3", "-D", "14", "--heal",
                  "--clicks-taken", "5",
                "--golem-marker", "3", "--dice", "3,3")
    assert out["targets"][0]["healing"] == 2 and out["targets"][0]["clicks_after"] == 3


@pytest.mark.parametrize("extra", [("--dice", "3,3"), ("--odds",)])
def test_golem_showing_a_repair_marker_cannot_be_healed(muster, extra):
    # seed 004 L18: a warrior whose stat slot shows a repair marker cannot be healed at
    # all, so no healing roll is made (no odds of a heal, no pushing from a natural 2)
    run = muster("wound", "mageknight", "-a", "9", "-m", "3", "-D", "14", "--heal",
                 "--clicks-taken", "3", "--golem-marker", "3", *extra)
    assert_one_line_error(run, "cannot be healed")
    # one click past the marker it can be healed, and stops on the marker
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "3", "-D", "14", "--heal",
                  "--clicks-taken", "4",
                "--golem-marker", "3", "--dice", "3,3")
    assert out["targets"][0]["healing"] == 1 and out["targets"][0]["clicks_after"] == 3


def test_golem_marker_below_the_reach_does_not_stop(muster):
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "14", "--heal",
                  "--clicks-taken", "6",
                "--golem-marker", "2", "--dice", "3,3")
    assert out["targets"][0]["clicks_after"] == 4


# --------------------------------------------------------------- odds


def fractions_of(rows):
    return {r["value"]: Fraction(r["fraction"]) for r in rows}


def test_odds_archer_split_1_1(muster):
    # natural 2-5 (1+2+3+4 = 10/36): both missed; natural 6 (5/36): only target 1 hit and
    # it takes both shares (2); natural 7-11 (6+5+4+3+2 = 20/36): 1 each;
    # natural 12 (1/36): 1 + 1 critical each.
    out = ok_json(muster, "wound", "mageknight", *ARCHER, "--split", "1,1", "--odds")
    t1, t2 = out["targets"]
    assert Fraction(t1["hit"]["fraction"]) == Fraction(26, 36)
    assert Fraction(t2["hit"]["fraction"]) == Fraction(21, 36)
    assert fractions_of(t1["damage"]) == {0: Fraction(10, 36), 1: Fraction(20, 36),
                                          2: Fraction(6, 36)}
    assert fractions_of(t2["damage"]) == {0: Fraction(15, 36), 1: Fraction(20, 36),
                                          2: Fraction(1, 36)}
    assert Fraction(out["pushing"]["fraction"]) == Fraction(1, 36)


def test_odds_elimination_only_on_the_critical(muster):
    # from click 2, damage 3 reaches 5 < 6; only the critical +1 reaches the skull: 1/36
    out = ok_json(muster, "wound", "mageknight", "-a", "10", "-m", "3", "-D", "16",
                  "--clicks-taken", "2",
                "--skull-at", "6", "--odds")
    assert Fraction(out["targets"][0]["eliminated"]["fraction"]) == Fraction(1, 36)
    # any hit eliminates from click 4: need natural 6+: 26/36 = 13/18
    out = ok_json(muster, "wound", "mageknight", "-a", "10", "-m", "3", "-D", "16",
                  "--clicks-taken", "4",
                "--skull-at", "6", "--odds")
    assert Fraction(out["targets"][0]["eliminated"]["fraction"]) == Fraction(13, 18)


def test_odds_heal_capped_by_the_start(muster):
    # attack 9 vs 14: natural 5+ = 30/36 heals, but only 1 click is there to heal
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "14", "--heal",
                  "--clicks-taken", "1",
                "--odds")
    assert fractions_of(out["targets"][0]["healing"]) == {0: Fraction(1, 6),
                                                         1: Fraction(5, 6)}


def test_odds_capture(muster):
    # attack 10 - 3 = 7 vs 15: natural 8+ = 5+4+3+2+1 = 15/36 = 5/12
    out = ok_json(muster, "wound", "mageknight", "-a", "10", "-D", "15", "--capture", "--odds")
    assert Fraction(out["targets"][0]["captured"]["fraction"]) == Fraction(5, 12)


def test_odds_text_view(muster):
    run = muster("wound", "mk", *ARCHER, "--odds")
    assert run.code == 0 and "13/18" in run.out and "pushing" in run.out


# --------------------------------------------------------------- seed, text view


def test_seed_is_reproducible(muster):
    a = ok_json(muster, "wound", "mageknight", *ARCHER, "--split", "1,1", "--seed", "7")
    b = ok_json(muster, "wound", "mageknight", *ARCHER, "--split", "1,1", "--seed", "7")
    assert a == b and a["seed"] == 7
    assert a["total"] == sum(a["dice"]) + 9
    assert sum(damages(a)) in (0, 2, 3, 4)


def test_text_view_shows_dice_and_reasoning(muster):
    run = muster("wound", "mk", *ARCHER, "--clicks-taken", "4", "--clicks-taken", "0",
                 "--skull-at", "6", "--skull-at", "7", "--dice", "2,4")
    assert run.code == 0
    assert "15 >= 15" in run.out and "15 < 16" in run.out
    assert "ELIMINATED" in run.out and "click 4 -> click 6" in run.out


def test_times(muster):
    out = ok_json(muster, "wound", "mageknight", *ARCHER, "--times", "20", "--seed", "1")
    assert out["times"] == 20


# --------------------------------------------------------------- bad input


@pytest.mark.parametrize("args, needle", [
    ([*ARCHER, "--split", "1,2"], "sums to 3"),
    ([*ARCHER, "--split", "2"], "1 share(s)"),
    ([*ARCHER, "--split", "1,x"], "not a whole number"),
    ([*ARCHER, "--split", "3,-1"], "negative"),
    (["-a", "9", "-D", "15"], "--damage"),
    (["-a", "9", "-D", "15", "-D", "16", "--capture"], "one target"),
    (["-a", "9", "-D", "15", "--capture", "-F", "2"], "no such option: -F"),
    (["-a", "9", "-D", "15", "--capture", "--heal", "-m", "1"], "no such option: --heal"),
    (["-a", "9", "-m", "2", "-D", "15", "--golem-marker", "2"],
     "no such option: --golem-marker"),
    (["-a", "9", "-m", "2", "-D", "15", "--heal", "--golem-marker", "2"], "--clicks-taken"),
    (["-a", "9", "-m", "2", "-D", "15", "--skull-at", "0"], "--skull-at 0"),
    (["-a", "9", "-m", "2", "-D", "15", "--clicks-taken", "6", "--skull-at", "6"],
     "already eliminated"),
    ([*ARCHER, "--clicks-taken", "2"], "one --clicks-taken per --defense"),
    (["-a", "9", "-m", "-1", "-D", "15"], "--damage must be between 0 and 20, not -1"),
    ([*ARCHER, "--dice", "3"], "too few dice"),
    ([*ARCHER, "--dice", "0,3"], "cannot be rolled"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("wound", "mageknight", *args), needle)


def test_the_three_drivers_agree():
    from muster.engine.dice import EnteredSource, RandomSource
    from muster.engine.odds import enumerate_outcomes
    from muster.games.mageknight.wound import WoundSpec, wound

    spec = WoundSpec(9, (15, 16), 2, split=(1, 1), clicks_taken=(3, 0), skull_at=(5, 6))
    dist = enumerate_outcomes(lambda s: wound(s, spec), key=lambda r: r.key())
    assert sum(dist.probs.values()) == 1
    for seed in range(30):
        rolled = wound(RandomSource(seed), spec)
        assert dist[rolled.key()] > 0
        replay = wound(EnteredSource([str(d) for d in rolled.roll.dice]), spec)
        assert replay.key() == rolled.key()


def test_times_text_names_each_outcome(muster):
    run = muster("wound", "mk", *ARCHER, "--split", "1,1", "--times", "200", "--seed", "5")
    assert run.code == 0
    # with 200 attacks at 9 against 15/16 the common result (natural 7-11, 20/36) shows up
    assert "T1 hit dmg 1; T2 hit dmg 1" in run.out


def test_help_names_the_subcommands_and_examples(muster):
    run = muster("wound", "mageknight", "--help")
    assert run.code == 0
    for word in ("attack", "capture", "heal", "eliminate-captive", "--capture", "--heal",
                 "--eliminate-captive", "Examples"):
        assert word in run.out, word


@pytest.mark.parametrize("sub, own, foreign", [
    ("attack", ("--split", "--fortification", "--clicks-taken", "--skull-at", "--close-shot",
                "--gang-up", "--lunge"), ("--golem-marker", "--capture", "--heal")),
    ("capture", ("--clicks-taken", "--skull-at", "--gang-up", "--rear-arc", "--lunge",
                 "--second-token"), ("--split", "--fortification", "--precision", "--damage")),
    ("heal", ("--damage", "--split", "--golem-marker", "--clicks-taken", "--second-token"),
     ("--gang-up", "--rear-arc", "--lunge", "--close-shot", "--capture")),
    ("eliminate-captive", ("--rear-arc", "--second-token"),
     ("--damage", "--split", "--clicks-taken", "--skull-at", "--gang-up", "--lunge",
      "--fortification", "--range")),
])
def test_each_subcommands_help_shows_its_own_options_only(muster, sub, own, foreign):
    # a capture deals no damage, healing is no attack on an enemy, a captive is never
    # wounded and gang-up may not eliminate it (L37-40, L17-18, close.py): their options
    # are not shown (capture and eliminate-captive take --damage unshown, so that a
    # warrior's whole dial may be typed)
    run = muster("wound", "mk", sub, "--help")
    assert run.code == 0
    shown = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", run.out.split("Options")[1]))
    assert set(own) <= shown and not set(foreign) & shown, sorted(shown)


def test_odds_json_names_each_targets_fortified_defense(muster):
    # seed 004 L175: the fortification value is added to the target's defense; the odds say
    # which defense they were computed against, as `roll mageknight --odds` does
    out = ok_json(muster, "wound", "mageknight", "-a", "9", "-m", "2", "-D", "15", "-D", "15",
                  "-F", "1", "-F", "0",
                "--odds")
    t1, t2 = out["targets"]
    assert (t1["fortification"], t1["final_defense"]) == (1, 16)
    assert (t2["fortification"], t2["final_defense"]) == (0, 15)
    # 9 + 2d6 >= 16 needs 7+ (21/36); >= 15 needs 6+ (26/36)
    assert Fraction(t1["hit"]["fraction"]) == Fraction(21, 36)
    assert Fraction(t2["hit"]["fraction"]) == Fraction(26, 36)


def test_out_of_range_message_reads_plainly(muster):
    run = muster("wound", "mageknight", "-a", "41", "-m", "2", "-D", "15")
    assert_one_line_error(run, "--attack must be between 0 and 40, not 41")


def test_a_capture_reports_what_it_starts(muster):
    # seed 004 L38-39: after a capture both become foot warriors at the lower speed, the
    # captor may only move or eliminate the captive, the captive loses its action tokens;
    # L39-40: it is freed only when the captor is eliminated. A miss starts nothing.
    hit = muster("wound", "mk", "-a", "9", "-m", "2", "-D", "14", "--capture", "--dice", "6,5")
    assert hit.code == 0, hit.err
    assert "lower of their two speeds" in hit.out and "loses free spin" in hit.out
    assert "remove the captive's action tokens" in hit.out
    assert "freed only when its captor is eliminated" in hit.out
    miss = muster("wound", "mk", "-a", "9", "-m", "2", "-D", "14", "--capture", "--dice", "4,3")
    assert "not captured" in miss.out and "free spin" not in miss.out
    cs = muster("--lang", "cs", "wound", "mk", "-a", "9", "-m", "2", "-D", "14", "--capture",
                "--dice", "6,5")
    assert "nižší z obou rychlostí" in cs.out and "ztrácí volné otáčení" in cs.out
    # the option is named with the captive as its object, not a pronoun that reads as the
    # captor: --eliminate-captive eliminates the captive (L40)
    assert "the captor may eliminate its captive with --eliminate-captive" in hit.out
    assert "zajatce samotného lze vyřadit volbou --eliminate-captive" in cs.out


def test_eliminating_a_captive_attacks_one_target(muster):
    # L40: the attack's target is the captive alone
    run = muster("wound", "mk", "-a", "10", "-D", "15", "--eliminate-captive", "-D", "16")
    assert_one_line_error(run)
    assert run.err.strip() == ("muster: error: --eliminate-captive attacks one target, your "
                               "own captive (2 --defense values given)")


@pytest.mark.parametrize("extra", [["--capture"], ["--clicks-taken", "2"],
                                   ["--fortification", "1"], ["--split", "1"]])
def test_eliminating_a_captive_takes_no_option_of_another_action(muster, extra):
    run = muster("wound", "mk", "-a", "10", "-D", "15", "--eliminate-captive", *extra)
    assert_one_line_error(run)
    # the refusal names the action that takes it
    assert run.err.startswith(f"muster: error: no such option: {extra[0]}; it is an option "
                              "of "), run.err
    assert run.err.strip().endswith("see 'muster wound mk eliminate-captive --help')") or \
        run.err.strip().endswith("see 'muster wound mk eliminate-captive --help'"), run.err


@pytest.mark.parametrize("fields, field, message", [
    ({"capture": True, "heal": True}, "capture", "capture and heal are different actions"),
    ({"eliminate_captive": True, "capture": True}, "eliminate_captive",
     "eliminate_captive is its own action: not with capture"),
    ({"eliminate_captive": True, "heal": True}, "eliminate_captive",
     "eliminate_captive is its own action: not with heal"),
    ({"eliminate_captive": True, "clicks_taken": (2,)}, "eliminate_captive",
     "a captive is never wounded (L38)"),
    ({"eliminate_captive": True, "fortification": (1,)}, "fortification",
     "eliminating a captive is a close attack"),
    ({"capture": True, "split": (1,)}, "split", "a capture deals no damage"),
    ({"capture": True, "fortification": (1,)}, "fortification", "a capture is a close attack"),
    ({"damage": 2, "golem_markers": (3,), "clicks_taken": (4,)}, "golem_markers",
     "only matters when healing"),
    ({"damage": 2, "heal": True, "close": ("lunge",)}, "lunge",
     "changes an attack on an enemy, not heal"),
    ({"damage": 2, "heal": True, "close": ("rear_arc",)}, "rear_arc",
     "changes an attack on an enemy, not heal"),
    ({"eliminate_captive": True, "close": ("gang_up",)}, "gang_up",
     "gang-up may not be used to eliminate a captive"),
    ({"eliminate_captive": True, "close": ("lunge",)}, "lunge", "is no lunge"),
    ({"damage": 2, "heal": True, "ranged": ("precision",)}, "heal",
     "belong to a ranged attack that damages"),
    ({"capture": True, "ranged": ("precision",)}, "capture",
     "belong to a ranged attack that damages"),
    ({"eliminate_captive": True, "ranged": ("precision",)}, "eliminate_captive",
     "belong to a ranged attack, not to eliminate_captive"),
])
def test_the_rule_refuses_what_does_not_apply_to_its_action(fields, field, message):
    # the commands give each action only its own options; a library caller building the
    # spec gets the rule's own refusal, naming the field (L17-18, L35, L37-40)
    from muster.errors import FieldError
    from muster.games.mageknight.close import CloseSpec
    from muster.games.mageknight.ranged import RangedSpec
    from muster.games.mageknight.wound import WoundSpec

    kw = dict(fields)
    close = kw.pop("close", ())
    ranged = kw.pop("ranged", ())
    kw["close"] = CloseSpec(**{name: 1 if name == "gang_up" else True for name in close})
    kw["ranged"] = RangedSpec(**{name: True for name in ranged})
    with pytest.raises(FieldError) as err:
        WoundSpec(10, (15,), **kw)
    assert err.value.field == field
    assert message in err.value.message, err.value.message


def test_eliminating_ones_own_captive(muster):
    # L40: a close attack on one's own captive at -3; a hit eliminates it, a miss leaves it
    # unharmed (a captive is never wounded, L38). Attack 10 - 3 = 7; 4 + 4 = 15 >= 15.
    out = ok_json(muster, "wound", "mk", "-a", "10", "-D", "15", "--eliminate-captive",
                  "--dice", "4,4")
    assert out["mode"] == "eliminate-captive" and out["attack"] == 7
    assert out["targets"][0]["eliminated"] is True and out["targets"][0]["damage"] == 0
    out = ok_json(muster, "wound", "mk", "-a", "10", "-D", "15", "--eliminate-captive",
                  "--dice", "4,3")
    assert out["targets"][0]["eliminated"] is False and out["targets"][0]["damage"] == 0
    # 2d6 >= 8 eliminates: 15/36 = 5/12
    out = ok_json(muster, "wound", "mk", "-a", "10", "-D", "15", "--eliminate-captive",
                  "--odds")
    assert out["targets"][0]["eliminated"]["fraction"] == "5/12"


def test_eliminating_a_captive_drivers_agree():
    from helpers import assert_drivers_agree
    from muster.games.mageknight.wound import WoundSpec, wound

    spec = WoundSpec(10, (15,), eliminate_captive=True)
    assert_drivers_agree(lambda src: wound(src, spec), lambda r: r.key(), range(10))


def test_a_capture_names_the_field_to_a_library_caller():
    from helpers import view_lines
    from muster import api
    from muster.games.mageknight.wound import WoundSpec

    lines = view_lines(api.roll(WoundSpec(10, (15,), None, capture=True), dice=[4, 4]))
    assert ("  the captive is freed only when its captor is eliminated; the captor may "
            "eliminate its captive with eliminate_captive") in lines


def test_the_dial_positions_are_range_errors():
    from helpers import assert_range_refused
    from muster.games.mageknight.wound import WoundSpec

    said = assert_range_refused(
        lambda: WoundSpec(attack=9, defenses=(15,), damage=2, skull_at=(0,)), "skull_at", 0, 1,
        None)
    assert said.startswith("skull_at 0 is impossible: the skulls cannot show")
    assert_range_refused(lambda: WoundSpec(attack=41, defenses=(15,), damage=2), "attack", 41, 0,
                         40)
