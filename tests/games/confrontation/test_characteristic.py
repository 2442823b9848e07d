"""`muster roll confrontation`: the characteristic test (seed 000 L367-392, L1564-1577)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, every_entered_sequence, ok_json
from muster.engine.dice import EnteredSource
from muster.engine.odds import enumerate_outcomes
from muster.games.confrontation.characteristic import characteristic_test, outcome

# ------------------------------------------------------------- worked examples, --dice path


def test_critically_wounded_paladin_needs_a_five(muster):
    # Seed L1574-1577: ATT 4, difficulty 6, critical wound (-3): a 5 gives 5 - 3 = 2, 2 + 4 = 6.
    five = ok_json(muster, "roll", "conf", "--value", "4", "--difficulty", "6", "--penalty",
                   "critical",
                "--dice", "5")
    assert five["success"] is True and five["total"] == 6 and five["penalty"] == 3
    four = ok_json(muster, "roll", "conf", "--value", "4", "--difficulty", "6", "--penalty",
                   "critical",
                "--dice", "4")
    # 4 - 3 = 1: a die part of 1 or less fails, whatever the total.
    assert four["success"] is False and four["automatic_failure"] is True


def test_paladin_courage_against_wolfen_zombie_fear(muster):
    # Seed L971-986: COU 5 against FEAR 8, the total must be greater: a 5 gives 10 > 8.
    assert ok_json(muster, "roll", "conf", "-v", "5", "-D", "8", "--over", "--dice",
                   "5")["success"] is True
    # A 3 gives exactly 8: equal fails a Courage test ...
    tie = ok_json(muster, "roll", "conf", "-v", "5", "-D", "8", "--over", "--dice", "3")
    assert tie["success"] is False and tie["automatic_failure"] is False
    # ... but the same 8 meets an ordinary difficulty of 8.
    assert ok_json(muster, "roll", "conf", "-v", "5", "-D", "8", "--dice", "3")["success"] is True


def test_zombie_parry_example_needs_six_then_not_one(muster):
    # Seed L1004-1012: the Paladin's DEF 3 - 1 = 2 against difficulty 9.
    three = ok_json(muster, "roll", "conf", "-v", "2", "-D", "9", "--dice", "3")
    assert three["total"] == 5 and three["success"] is False
    six_one = ok_json(muster, "roll", "conf", "-v", "2", "-D", "9", "--dice", "6,1")
    assert six_one["success"] is False and six_one["automatic_failure"] is True
    assert six_one["dice"] == [6, 1]
    six_two = ok_json(muster, "roll", "conf", "-v", "2", "-D", "9", "--dice", "6,2")
    assert six_two["success"] is True and six_two["total"] == 10


def test_sixes_roll_on_and_add(muster):
    r = ok_json(muster, "roll", "conf", "-v", "0", "-D", "20", "--dice", "6,6,6,2")
    assert r["dice"] == [6, 6, 6, 2] and r["total"] == 20 and r["success"] is True


def test_roller_stops_once_the_test_has_succeeded(muster):
    # RULINGS 2: 6 + 3 = 9 already meets 9, so no second die is rolled ...
    r = ok_json(muster, "roll", "conf", "-v", "3", "-D", "9", "--dice", "6")
    assert r["dice"] == [6] and r["success"] is True
    extra = muster("roll", "conf", "-v", "3", "-D", "9", "--dice", "6,1")
    assert_one_line_error(extra, "too many dice")
    # ... unless the player rolls on regardless, and then the 1 fails the test.
    on = ok_json(muster, "roll", "conf", "-v", "3", "-D", "9", "--dice", "6,1", "--always-roll-on")
    assert on["success"] is False and on["automatic_failure"] is True


def test_stunned_stacks_with_a_wound(muster):
    r = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--penalty", "stunned", "--penalty",
                "light",
             "--dice", "5")
    assert r["penalty"] == 2 and r["total"] == 7 and r["success"] is True


def test_five_as_six_rolls_on_after_a_five(muster):
    r = ok_json(muster, "roll", "conf", "-v", "0", "-D", "8", "--five-as-six", "--dice", "5,3")
    assert r["dice"] == [5, 3] and r["total"] == 8 and r["success"] is True
    # Hardened is the same switch, by name (Czech works too).
    assert ok_json(muster, "roll", "conf", "-v", "0", "-D", "8", "--ability", "Otrlý", "--dice",
                   "5,3")["success"]
    # Without it a 5 ends the roll.
    assert ok_json(muster, "roll", "conf", "-v", "0", "-D", "8", "--dice", "5")["success"] is False


def test_no_automatic_failure_lets_a_one_count(muster):
    r = ok_json(muster, "roll", "conf", "-v", "4", "-D", "5", "--no-auto-fail", "--dice", "1")
    assert r["success"] is True and r["automatic_failure"] is False and r["total"] == 5
    r = ok_json(muster, "roll", "conf", "-v", "4", "-D", "5", "--ability", "sharp-shooter",
                "--dice", "1")
    assert r["success"] is True
    assert ok_json(muster, "roll", "conf", "-v", "4", "-D", "5", "--dice",
                   "1")["automatic_failure"] is True


# --------------------------------------------------------------------- exact odds


def test_odds_critical_paladin(muster):
    # needs a natural 5 or 6: 2/6; 1-4 leave a die part of 1 or less: 4/6 automatic failures
    o = ok_json(muster, "roll", "conf", "--odds", "-v", "4", "-D", "6", "--penalty", "critical")
    assert o["success"]["fraction"] == "1/3"
    assert o["automatic_failure"]["fraction"] == "2/3"


def test_odds_courage_over_fear(muster):
    # COU 5 > FEAR 8 needs 4, 5 or 6: 3/6; only the natural 1 is automatic: 1/6
    o = ok_json(muster, "roll", "conf", "--odds", "-v", "5", "-D", "8", "--over")
    assert o["success"]["fraction"] == "1/2" and o["success"]["p"] == pytest.approx(0.5)
    assert o["automatic_failure"]["fraction"] == "1/6"


def test_odds_open_ended_six_then_not_one(muster):
    # value 0, difficulty 8: only a 6 then 2..6 gets there: 1/6 * 5/6 = 5/36.
    # Automatic failures: a 1 (1/6), or 6 then 1 (1/36): 7/36.
    o = ok_json(muster, "roll", "conf", "--odds", "-v", "0", "-D", "8")
    assert o["success"]["fraction"] == "5/36"
    assert o["automatic_failure"]["fraction"] == "7/36"
    assert o["exact"] is True


def test_odds_parry_against_nine_with_def_two(muster):
    # the digest's parry: DEF 2 against 9 succeeds only on 6 then 2-6: 5/36
    assert ok_json(muster, "roll", "conf", "--odds", "-v", "2", "-D",
                   "9")["success"]["fraction"] == "5/36"


def test_odds_five_as_six(muster):
    # value 0, difficulty 7: 5 then 2..6 (5/36) or 6 then 2..6 (5/36) = 10/36 = 5/18
    assert ok_json(muster, "roll", "conf", "--odds", "-v", "0", "-D", "7",
                   "--five-as-six")["success"]["fraction"] == "5/18"
    assert ok_json(muster, "roll", "conf", "--odds", "-v", "0", "-D",
                   "7")["success"]["fraction"] == "5/36"


def test_odds_no_automatic_failure(muster):
    # value 4, difficulty 5: every face reaches 5 once the 1 is allowed to count
    assert ok_json(muster, "roll", "conf", "--odds", "-v", "4", "-D", "5",
                   "--no-auto-fail")["success"]["fraction"] == "1/1"
    assert ok_json(muster, "roll", "conf", "--odds", "-v", "4", "-D",
                   "5")["success"]["fraction"] == "5/6"
    # with a critical wound: die - 3 + 4 >= 5 needs 4+: 3/6
    o = ok_json(muster, "roll", "conf", "--odds", "-v", "4", "-D", "5", "--no-auto-fail",
                "--penalty", "critical")
    assert o["success"]["fraction"] == "1/2"


def test_odds_always_roll_on_risks_a_won_test(muster):
    # value 4, difficulty 5: 2-5 succeed (4/6); a 6 rolls on, and the chain then succeeds
    # unless its last (non-six) die is a 1: 4/5. 4/6 + 1/6 * 4/5 = 4/5. The chain is cut
    # at the engine's dice limit, so the result is marked inexact.
    o = ok_json(muster, "roll", "conf", "--odds", "-v", "4", "-D", "5", "--always-roll-on")
    assert o["success"]["p"] == pytest.approx(0.8)
    assert o["exact"] is False
    assert ok_json(muster, "roll", "conf", "--odds", "-v", "4", "-D",
                   "5")["success"]["fraction"] == "5/6"


def test_exact_driver_agrees_with_entered_dice():
    # Value 1, difficulty 8, light wound. No chain here is longer than two dice, so
    # feeding every triple of faces (each weighing 1/216; unused dice are free) through
    # the entered driver must give the exact driver's chance.
    def proc(src):
        return characteristic_test(src, 1, 8, penalties=["light"])

    dist = enumerate_outcomes(proc, outcome)
    by_hand = Fraction(0)
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                if proc(EnteredSource([str(a), str(b), str(c)])).success:
                    by_hand += Fraction(1, 216)
    assert dist["success"] == by_hand
    # and by hand: 6, then d with 6 + d - 1 + 1 >= 8, d >= 2: 1/6 * 5/6
    assert dist["success"] == Fraction(5, 36)


# --------------------------------------------------------------------- seed and errors


def test_seed_is_reproducible(muster):
    a = ok_json(muster, "roll", "conf", "-v", "3", "-D", "7", "--seed", "11")
    b = ok_json(muster, "roll", "conf", "-v", "3", "-D", "7", "--seed", "11")
    assert a == b and a["seed"] == 11


def test_times_summarises_outcomes(muster):
    run = muster("roll", "conf", "-v", "3", "-D", "7", "--seed", "5", "--times", "50", "--json")
    shares = {o["value"]: o["count"] for o in run.json["outcomes"]}
    assert sum(shares.values()) == 50
    assert set(shares) <= {"success", "failure", "automatic failure"}


@pytest.mark.parametrize("args, needle", [
    (("-v", "4", "-D", "6", "--penalty", "bruised"), "unknown penalty"),
    (("-v", "4", "-D", "6", "--penalty", "light", "--penalty", "critical"), "one wound level"),
    (("-v", "4", "-D", "6", "--penalty", "light", "--penalty", "lehké"), "given twice"),
    (("-v", "4", "-D", "6", "--ability", "flying"), "unknown ability"),
    (("-v", "4", "-D", "6", "--dice", "7"), "cannot be rolled"),
    (("-v", "0", "-D", "9", "--dice", "6"), "too few dice"),
    (("-v", "4", "-D", "6", "--odds", "--dice", "3"), "--odds"),
    (("-D", "6",), "--value"),
    (("-v", "four", "-D", "6"), "not a valid integer"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("roll", "confrontation", *args), needle)


def test_penalty_names_in_czech_and_negative_values(muster):
    r = ok_json(muster, "roll", "conf", "-v", "4", "-D", "6", "--penalty", "kritické", "--dice",
                "5")
    assert r["penalty"] == 3 and r["success"] is True
    # characteristics may be below 0 (seed L388-390): 5 - 2 = 3 meets 3
    r = ok_json(muster, "roll", "conf", "--value=-2", "-D", "3", "--dice", "5")
    assert r["total"] == 3 and r["success"] is True


def test_a_five_rolls_on_when_penalties_leave_it_at_one(muster):
    # stunned + critical (-4): a 5 that rolls on leaves 1 on the die, a failure if it
    # stopped there, so the roller goes on: 5 + 3 - 4 = 4, + 6 = 10
    r = ok_json(muster, "roll", "conf", "-v", "6", "-D", "7", "--five-as-six", "--penalty",
                "stunned",
             "--penalty", "critical", "--dice", "5,3")
    assert r["success"] is True and r["total"] == 10
    # Sharp shooter excuses a modified 1 too (L1294-1296): the 5 alone makes 1 + 6 = 7
    r = ok_json(muster, "roll", "conf", "-v", "6", "-D", "7", "--ability", "sharp-shooter",
                "--penalty",
             "stunned", "--penalty", "critical", "--dice", "5")
    assert r["success"] is True and r["dice"] == [5]


def test_brutal_bravery_born_killer_excuse_only_the_natural_one(muster):
    # Brutal (L1128-1135), Bravery (L1117-1119), Born killer (L1090-1092) name only the 1
    # on the die; Sharp shooter and Vivacity name "a natural or modified 1" (L1294-1296,
    # L1307-1309). So a die lowered to 1 or less by wounds still fails (L1572-1573).
    for ability in ("brutal", "bravery", "born-killer"):
        r = ok_json(muster, "roll", "conf", "-v", "6", "-D", "5", "--ability", ability,
                    "--penalty", "serious",
                 "--dice", "2")  # 2 - 2 = 0 on the die
        assert r["success"] is False and r["automatic_failure"] is True, ability
        # ... while an unwounded natural 1 counts as 1: 1 + 6 = 7 >= 5
        r = ok_json(muster, "roll", "conf", "-v", "6", "-D", "5", "--ability", ability, "--dice",
                    "1")
        assert r["success"] is True and r["total"] == 7, ability
    for ability in ("sharp-shooter", "vivacity"):
        r = ok_json(muster, "roll", "conf", "-v", "6", "-D", "5", "--ability", ability,
                    "--penalty", "serious",
                 "--dice", "2")
        assert r["success"] is True and r["total"] == 6, ability
    # Brutal with stunned + critical (-4): a 5 rolls on and leaves 1 on the die, so the
    # roller must go on: 5 + 3 - 4 = 4, + 6 = 10
    r = ok_json(muster, "roll", "conf", "-v", "6", "-D", "7", "--ability", "brutal", "--penalty",
                "stunned",
             "--penalty", "critical", "--dice", "5,3")
    assert r["success"] is True and r["total"] == 10


@pytest.mark.parametrize("value, difficulty", [(0, 4), (3, 7), (2, 9), (4, 12), (5, 8), (-1, 3)])
@pytest.mark.parametrize("penalties", [[], ["light"], ["stunned", "critical"]])
@pytest.mark.parametrize("five, no_fail, over", [(False, False, False), (True, False, True),
                                                 (False, True, False), (True, True, True)])
def test_exact_odds_match_every_entered_sequence(value, difficulty, penalties, five, no_fail,
                                                 over):
    # Every chain here ends within four dice (the difficulty is at most 13 above the value
    # plus a penalty of at most 4 on the die: 6 + 6 + 6 > 17), so all 6^4 sequences,
    # each weighing 1/1296 (dice left unused are free), give the exact chance.
    def proc(src):
        return characteristic_test(src, value, difficulty, over=over, penalties=penalties,
                                   five_as_six=five, no_automatic_failure=no_fail)

    dist = enumerate_outcomes(proc, outcome)
    tally = every_entered_sequence(proc, outcome)
    assert dist.probs == tally and dist.exact


def test_roll_off_without_difficulty_always_rolls_on(muster):
    # RULINGS 2: no difficulty, so a 6 always rolls on; the result is a total
    r = ok_json(muster, "roll", "conf", "-v", "4", "--dice", "6,6,3")
    assert r["total"] == 19 and r["success"] is None and r["automatic_failure"] is False
    r = ok_json(muster, "roll", "conf", "-v", "4", "--dice", "6,1")
    assert r["automatic_failure"] is True and r["success"] is None


def test_roll_off_odds(muster):
    # A natural 1 anywhere in the chain: 1/6 + 1/6^2 + ... = 1/5. A final total of 6 needs a
    # first die of 2: 1/6; 12 needs 6 then 2: 1/36. A 6 always rolls on, so 4 + 6 = 10 and
    # 4 + 12 = 16 never end a chain.
    o = ok_json(muster, "roll", "conf", "--odds", "-v", "4")
    rows = {row["value"]: row["p"] for row in o["distribution"]}
    assert o["automatic_failure"]["p"] == pytest.approx(0.2)
    assert rows[6] == pytest.approx(1 / 6) and rows[12] == pytest.approx(1 / 36)
    assert 10 not in rows and 16 not in rows
    assert o["exact"] is False  # the chain of sixes is cut at the engine's dice limit


def test_over_needs_a_difficulty(muster):
    assert_one_line_error(muster("roll", "conf", "-v", "4", "--over"), "--difficulty")


# A Courage test (--over, RULINGS 5): wounds and a stun modify INI, ATT, DEF and AIM rolls
# only (seed 000 L1564-1566); a fallen blood brother's -1 counts on every roll but damage
# (L1380-1382); Fanaticism's 5-as-6 is for Discipline rolls (L1149-1150).


@pytest.mark.parametrize("wound", ["stunned", "light", "serious", "critical"])
def test_a_courage_test_refuses_wound_penalties(muster, wound):
    # the spec refuses them (a caller of the library, a flight's Courage test) ...
    from muster.errors import FieldError
    from muster.games.confrontation.characteristic import CharacteristicSpec

    with pytest.raises(FieldError, match="not a Courage test") as refused:
        CharacteristicSpec(4, 7, over=True, penalties=(wound,))
    assert refused.value.field == "penalties"
    # ... and `roll conf courage`'s --penalty gives the same reason, naming the option
    args = ("roll", "conf", "-v", "4", "-D", "7", "--over", "--penalty", wound, "--dice", "4")
    assert_one_line_error(muster(*args), "--penalty", "it modifies Initiative, Attack, "
                          "Defence and Aim rolls, not a Courage test (L1564-1566)")
    assert_one_line_error(muster("--lang", "cs", *args), "--penalty", "ne test Odvahy "
                          "(ř.\u00a01564–1566)")
    # the same penalty on an ordinary test (an Attack roll, say) comes off the die
    attack = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--penalty", wound,
                     "--dice", "5")
    assert attack["penalty"] >= 1 and attack["total"] == 9 - attack["penalty"]


def test_a_courage_test_takes_the_fallen_blood_brothers_penalty(muster):
    # COU 4 against FEAR 7 on a 4: 4 - 1 + 4 = 7 is not > 7 (without it, 8 > 7 passes)
    body = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--over", "--penalty",
                   "blood-brother", "--dice", "4")
    assert body["total"] == 7 and body["success"] is False
    # ... and on the fanatic's Discipline re-test: DIS 5 on a 3: 3 - 1 + 5 = 7, not > 7
    body = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5",
                   "--penalty", "blood-brother", "--dice", "4,3")
    assert body["fanaticism"]["total"] == 7 and body["outcome"] == "flees"


def test_a_courage_test_refuses_fanaticisms_five_as_six(muster):
    args = ("roll", "conf", "-v", "4", "-D", "7", "--over", "--ability", "fanaticism",
            "--dice", "5")
    run = muster(*args)
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: Fanaticism counts a 5 as a 6 on Discipline rolls, not on the "
        "Courage test (L1149-1150); give the fanatic's Discipline with --fanatic for the "
        "re-test after a failed Courage test\n")
    # the re-test is "opakovaný test" in every Czech message and help (one term)
    czech = muster("--lang", "cs", *args)
    assert (czech.code, czech.out, czech.err) == (
        2, "", "muster: chyba: Fanatismus počítá 5 jako 6 u hodu na Disciplínu, ne v testu "
        "Odvahy (ř.\u00a01149–1150); Disciplínu fanatika pro opakovaný test po neúspěšném "
        "testu Odvahy zadejte pomocí --fanatic\n")
    # the Discipline re-test (--fanatic) still rolls on after a 5: COU 4 fails on a 1; DIS 1
    # rolls 5 (6, not > 7), rolls on: 5 + 2 + 1 = 8 > 7
    body = ok_json(muster, "roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "1",
                   "--dice", "1,5,2")
    assert body["fanaticism"]["dice"] == [5, 2] and body["outcome"] == "held by fanaticism"
    # Fanaticism on a test that is not a Courage test (a Discipline roll) is the player's call
    assert ok_json(muster, "roll", "conf", "-v", "1", "-D", "8", "--ability", "fanaticism",
                   "--dice", "5,2")["success"] is True


@pytest.mark.parametrize("line", ["courage -v 4 -D 7", "-v 4 -D 7 --over"])
def test_a_courage_test_s_unknown_ability_lists_the_abilities_it_takes(muster, line):
    # the abilities whose rule names a Courage test (Fanaticism's 5-as-6 is for the
    # Discipline re-test, --fanatic, L1149-1150), as the option's help lists them
    args = ("roll", "conf", *line.split(), "--ability", "bogus", "--dice", "5")
    run = muster(*args)
    assert (run.code, run.out, run.err) == (
        2, "", "muster: error: unknown ability 'bogus' (allowed: hardened, bravery, "
        "born-killer)\n")
    czech = muster("--lang", "cs", *args)
    assert (czech.code, czech.out, czech.err) == (
        2, "", "muster: chyba: schopnost „bogus“ neexistuje (povolené hodnoty: Otrlý, "
        "Statečnost, Rozený zabiják)\n")
    # a test that is no Courage test still takes Fanaticism, and lists it
    assert_one_line_error(muster("roll", "conf", "test", "-v", "4", "-D", "7", "--ability",
                                 "bogus"), "(allowed: hardened, bravery, brutal, fanaticism, "
                          "born-killer, sharp-shooter, vivacity)")


_COURAGE_TAKES = ("; Hardened, Bravery and Born killer do (L1088-1092, L1112-1122, "
                  "L1440-1443)")
_COURAGE_TAKES_CS = ("; Otrlý, Statečnost a Rozený zabiják ano (ř.\u00a01088–1092, "
                     "1112–1122, 1440–1443)")


@pytest.mark.parametrize(("line", "ability", "en", "cs"), [
    ("courage -v 4 -D 5", "sharp-shooter", "Sharp shooter does not change a Courage test's die "
     "(shooting rolls)", "Přesný střelec kostku testu Odvahy nemění (hody na Střelbu)"),
    ("courage -v 4 -D 5", "Duchapřítomnost", "Vivacity does not change a Courage test's die "
     "(Initiative rolls and physical feats)", "Duchapřítomnost kostku testu Odvahy nemění "
     "(hody na Iniciativu a tělesné úkony)"),
    ("-v 4 -D 5 --over", "brutal", "Brutal does not change a Courage test's die (not named in "
     "the seed; read as Attack rolls)", "Surovost kostku testu Odvahy nemění (v pravidlech "
     "neuvedeno; čteno jako hody na Útok)")])
def test_an_ability_a_courage_test_does_not_take_is_refused_with_its_rolls(
        muster, line, ability, en, cs):
    # Sharp shooter: shooting rolls (L1294-1296); Vivacity: Initiative rolls and physical
    # feats (L1307-1309); Brutal read as Attack rolls (data/tests.toml): none excuses the
    # Courage test's 1, as a physical feat refuses the abilities it does not take
    args = ("roll", "conf", *line.split(), "--ability", ability, "--odds")
    run = muster(*args)
    assert (run.code, run.out, run.err) == (2, "", f"muster: error: {en}{_COURAGE_TAKES}\n")
    czech = muster("--lang", "cs", *args)
    assert (czech.code, czech.out, czech.err) == (
        2, "", f"muster: chyba: {cs}{_COURAGE_TAKES_CS}\n")


@pytest.mark.parametrize(("ability", "failure"), [
    ("hardened", "chance of an automatic failure: 16.67 % (1/6)"),
    ("statečnost", "chance of an automatic failure: 0.00 %"),
    ("born-killer", "chance of an automatic failure: 0.00 %")])
def test_the_abilities_a_courage_test_takes_change_its_odds(muster, ability, failure):
    # d6 + 4 > 5: a 2 or more passes (5/6); Hardened (any roll but damage, L1440-1443) keeps
    # the natural 1's failure, Bravery (L1112-1122) and Born killer (L1088-1092) excuse it
    run = muster("roll", "conf", "courage", "-v", "4", "-D", "5", "--ability", ability, "--odds")
    assert run.code == 0
    assert "chance of success: 83.33 % (5/6)" in run.out
    assert failure in run.out


def test_the_courage_refusals_name_the_spec_field():
    from muster.errors import FieldError
    from muster.games.confrontation.characteristic import CharacteristicSpec

    with pytest.raises(FieldError) as wound:
        CharacteristicSpec(4, 7, over=True, penalties=("light",))
    assert wound.value.field == "penalties"
    with pytest.raises(FieldError) as fanatic:
        CharacteristicSpec(4, 7, over=True, abilities=("fanaticism",))
    assert fanatic.value.field == "abilities"
    with pytest.raises(FieldError) as unknown:
        CharacteristicSpec(4, 7, over=True, abilities=("bogus",))
    assert (unknown.value.field, str(unknown.value)) == (
        "abilities", "unknown ability 'bogus' (allowed: hardened, bravery, born-killer)")
    with pytest.raises(FieldError) as shooting:
        CharacteristicSpec(4, 5, over=True, abilities=("sharp-shooter",))
    assert (shooting.value.field, str(shooting.value)) == (
        "abilities", "Sharp shooter does not change a Courage test's die (shooting rolls); "
        "Hardened, Bravery and Born killer do (L1088-1092, L1112-1122, L1440-1443)")
    from muster.games.confrontation.courage import ChargingCourageSpec
    from muster.games.confrontation.flight import FlightSpec

    for made in (lambda: ChargingCourageSpec(4, 5, over=True, abilities=("vivacity",)),
                 lambda: FlightSpec(12, courage=4, fear=5, abilities=("brutal",))):
        with pytest.raises(FieldError) as refused:
            made()
        assert refused.value.field == "abilities"
        assert "does not change a Courage test's die" in str(refused.value)
    # the re-test spec is a Discipline roll compared with ">" and keeps Fanaticism
    retest = CharacteristicSpec(4, 7, over=True, fanatic=5).retest()
    assert retest.over and retest.five and retest.value == 5


@pytest.mark.parametrize("args", [("-v", "4", "--five-as-six", "--odds"),
                                  ("-v", "4", "-D", "9", "--ability", "hardened",
                                   "--always-roll-on", "--odds")])
def test_endless_five_and_six_chains_refuse_exact_odds(muster, args):
    assert_one_line_error(muster("roll", "conf", *args), "--times")


def test_five_as_six_odds_refuse_an_unreachable_difficulty(muster):
    assert_one_line_error(muster("roll", "conf", "-v", "0", "-D", "90", "--five-as-six",
                                 "--odds"), "--times")


def test_roll_off_times_lists_totals_in_numeric_order(muster):
    # RULINGS 4: an automatic failure ranks below every total; the totals of a roll-off
    # (deployment, tactical or initiative roll, seed L422-425, L460-464, L841-845) are
    # numbers, so 12 comes after 9, not between 1 and 2 as text would sort it.
    run = muster("roll", "conf", "-v", "4", "--times", "200", "--seed", "1", "--json")
    values = [o["value"] for o in run.json["outcomes"]]
    assert values[0] == "automatic failure"
    totals = values[1:]
    assert all(isinstance(v, int) for v in totals) and totals == sorted(totals)
    assert max(totals) >= 12  # a six rolled on at least once in 200 rolls


def test_json_says_why_a_test_failed(muster):
    # L379-383 (a natural 1) and L1572-1573 (a die lowered to 1 or less) both fail the
    # test; --json names which, as the text output does.
    natural = ok_json(muster, "roll", "conf", "-v", "4", "-D", "6", "--dice", "1")
    assert natural["automatic_failure"] is True and "natural 1" in natural["reason"]
    lowered = ok_json(muster, "roll", "conf", "-v", "4", "-D", "6", "--penalty", "critical",
                      "--dice", "4")
    assert lowered["automatic_failure"] is True and "after penalties" in lowered["reason"]
    assert ok_json(muster, "roll", "conf", "-v", "4", "-D", "6", "--dice",
                   "3")["reason"] == "7 >= 6"


def test_dice_past_a_winning_six_point_at_always_roll_on(muster):
    # L371-373: rolling on after a 6 is the player's choice. muster stops once the test is
    # won (RULINGS 2); a player who rolled on anyway is told how to enter those dice.
    run = muster("roll", "conf", "-v", "3", "-D", "9", "--dice", "6,1")
    assert_one_line_error(run, "--always-roll-on")
    # dice left over after a roll that did not end on a winning 6 get no such hint
    run = muster("roll", "conf", "-v", "3", "-D", "9", "--dice", "3,1")
    assert_one_line_error(run, "too many dice")
    assert "--always-roll-on" not in run.err


def test_odds_name_the_die_rules_in_play(muster):
    # Bravery (L1117-1122) changes the odds of a Courage test; the odds say it was applied.
    o = ok_json(muster, "roll", "conf", "--odds", "-v", "5", "-D", "8", "--over", "--ability",
                "bravery")
    assert o["options"] == ["Bravery"]
    assert ok_json(muster, "roll", "conf", "--odds", "-v", "5", "-D", "8",
                   "--over")["options"] == []
    run = muster("roll", "conf", "-v", "4", "-D", "6", "--five-as-six", "--odds")
    assert "5 rolls on" in run.out.splitlines()[0]
    assert ok_json(muster, "roll", "conf", "--odds", "-v", "4", "--ability",
                   "vivacity")["options"] == ["Vivacity"]


def test_a_user_data_file_without_no_modified_failure_still_runs(tmp_path):
    # MUSTER_DATA replaces tests.toml wholesale; a copy made before the key existed must
    # not end in an internal error. Brutal then keeps the old reading (both 1s excused).
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    bundled = root / "cli" / "muster" / "games" / "confrontation" / "data" / "tests.toml"
    assert "no_modified_failure" in bundled.read_text(encoding="utf-8")
    old = "\n".join(line for line in bundled.read_text(encoding="utf-8").splitlines()
                    if not line.startswith("no_modified_failure"))
    (tmp_path / "confrontation").mkdir()
    (tmp_path / "confrontation" / "tests.toml").write_text(old, encoding="utf-8")
    env = {**os.environ, "MUSTER_DATA": str(tmp_path)}
    run = subprocess.run([sys.executable, "-m", "muster", "roll", "conf", "-v", "6", "-D", "5",
                          "-a", "brutal", "-p", "serious", "--dice", "2", "--json"],
                         capture_output=True, text=True, env=env)
    assert run.returncode == 0, run.stderr


def test_a_fanatic_re_test_that_rolls_on_for_ever_is_refused_before_the_walk(muster):
    run = muster("roll", "conf", "-v", "4", "-D", "7", "--over", "--fanatic", "5",
                 "--always-roll-on", "--odds")
    assert_one_line_error(run, "no stopping point branch without end", "--times")
    wide = muster("roll", "conf", "-v", "4", "-D", "70", "--over", "--fanatic", "5", "--odds")
    assert_one_line_error(wide, "up to 65 above the value branch too widely (at most 55)")
