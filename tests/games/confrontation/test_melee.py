"""Confrontation melee waves (seed 000 L840-904, L943-952, L1030-1065, L1574-1577):
attack dice at chosen difficulties, defence dice on the easiest hits, sustained defence,
counter-attacks, then the damage rolls one after another."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.errors import FieldError
from muster.games.confrontation.melee import MeleeSpec, melee_key

LIONESS = ["--melee", "--att", "4", *["--attack-at", "7"] * 6, "--def", "5", "--parries", "3",
           "--defender-attacks", "2", "--sustained", "--opponents", "3", "--str", "3",
           "--res", "4"]



def test_the_red_lioness_parries_four_zombie_hits(muster):
    # L1061-1065: three zombies, ATT 4, six dice at 7: 6, 2, 5, 6, 2, 3 -> four hits.
    # L1030-1033: she parries with 1, 4, 3 at DEF 5: two parried. L1046-1055: sustained
    # defence at 7 + 2 = 9 with a 5 (10), then at 7 + 4 = 11, where a 6 is needed.
    out = ok_json(muster, "wound", "conf", *LIONESS, "--dice", "6,2,5,6,2,3,1,4,3,5,6")
    assert out["hits"] == 4 and out["parried"] == 4 and out["wounds"] == 0
    assert [r["success"] for r in out["parries"]] == [False, True, True]
    assert [(r["difficulty"], r["success"]) for r in out["sustained"]] == [(9, True), (11, True)]


def test_the_second_sustained_roll_fails_and_the_hit_wounds(muster):
    out = ok_json(muster, "wound", "conf", *LIONESS, "--dice", "6,2,5,6,2,3,1,4,3,5,2,3,5")
    assert out["parried"] == 3 and out["sustained"][-1]["success"] is False
    # the hit through: 3-5 at STR 3 against RES 4: torso, 8 - 1 = 7: serious
    assert out["damage_rolls"][0]["result"] == "serious" and out["state"] == "serious"


def test_odds_of_a_duel_by_hand(muster):
    # ATT 4 at 7 needs a 3+ (2/3); DEF 5 parries at 7 on a 2+ (5/6); two attacks, two
    # defence dice: a hit gets through with 2/3 x 1/6 = 1/9 each, none with (8/9)^2.
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7",
                  "--attack-at", "7",
                "--def", "5", "--parries", "2", "--str", "6", "--res", "7", "--odds")
    rows = {r["value"]: Fraction(r["fraction"]) for r in out["hits_through"]}
    assert rows[0] == Fraction(64, 81) and rows[2] == Fraction(1, 81)
    # every row with its fraction, as the lines above them
    lines = muster("wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--attack-at",
                   "7", "--def", "5", "--parries", "2", "--str", "6", "--res", "7",
                   "--odds").out.splitlines()
    assert lines[3:6] == ["  0 hit(s) through: 79.01 % (64/81)",
                          "  1 hit(s) through: 19.75 % (16/81)",
                          "  2 hit(s) through: 1.23 % (1/81)"]
    assert all(line.endswith(")") for line in lines[1:])
    assert Fraction(out["at_least_one_wound"]["fraction"]) < 1 - Fraction(64, 81)


def test_defence_dice_go_to_the_easiest_hits(muster):
    # hits at 9 and 7 (ATT 5: 4 -> 9, 2 -> 7); one defence die: it takes the 7
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "5", "--attack-at", "9",
                  "--attack-at", "7",
                "--def", "5", "--parries", "1", "--str", "5", "--res", "5",
                "--dice", "4,2,2,1,2")
    assert out["parries"][0]["attack"] == 2 and out["parries"][0]["difficulty"] == 7
    assert out["parried"] == 1 and len(out["damage_rolls"]) == 1


def test_counter_attack_parries_at_plus_two_and_earns_dice(muster):
    # ATT 4 at 7 twice: 3 and 4 hit; counter-attacks at 9 with DEF 5: 4 (9) parries and
    # earns a die, 3 (8) fails; one hit through (damage 1-2)
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7",
                  "--attack-at", "7",
                "--def", "5", "--parries", "2", "--counter", "--str", "5", "--res", "5",
                "--dice", "3,4,4,3,1,2")
    assert [r["difficulty"] for r in out["parries"]] == [9, 9]
    assert out["counter_dice"] == 1 and out["parried"] == 1


def test_wound_penalties_on_both_sides(muster):
    # L1574-1577: ATT 4, difficulty 6, a critical wound: a 4 is 1 after -3, a failure
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "6", "--def",
                  "0",
                "--str", "5", "--res", "5", "--attacker-penalty", "critical", "--dice", "4")
    assert out["hits"] == 0
    # the defender's light wound takes 1 off his defence die: 2 - 1 = 1 fails
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--def",
                  "5",
                "--parries", "1", "--current", "light", "--str", "5", "--res", "5",
                "--dice", "3,2,1,4")
    assert out["parried"] == 0 and out["parries"][0]["success"] is False


def test_wounds_add_up_through_the_wave(muster):
    # two hits through, each 1-5 on the legs at STR 5 vs RES 5 (score 6): light, then a
    # second light worsens it to serious
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7",
                  "--attack-at", "7",
                "--def", "5", "--str", "5", "--res", "5", "--dice", "3,3,1,5,1,5")
    assert [d["state"] for d in out["damage_rolls"]] == ["light", "serious"]
    assert out["wounds"] == 2 and out["penalty"] == -2


@pytest.mark.parametrize("args, needle", [
    (["--attack-at", "4", "--parries", "1"], "below the defender's DEF"),
    (["--attack-at", "7", "--parries", "1", "--counter", "--sustained", "--opponents", "2"],
     "counter-attack"),
    (["--attack-at", "7", "--parries", "1", "--sustained"], "several opponents"),
    (["--attack-at", "7", "--parries", "1", "--sustained", "--opponents", "2",
      "--defender-attacks", "2"], "as many defence dice"),
    (["--attack-at", "7", "--toxic", "3"], "no such option: --toxic"),
])
def test_melee_refusals(muster, args, needle):
    assert_one_line_error(muster("wound", "conf", "--melee", "--att", "4", "--def", "5",
                                 "--str", "5", "--res", "5", *args), needle)


def test_melee_options_need_melee(muster):
    # without --melee (or the melee subcommand) it is one damage roll, which has no --att
    assert_one_line_error(muster("wound", "conf", "--str", "5", "--res", "5", "--att", "4"),
                          "no such option: --att", "wound conf blow")


def test_fencer_ignores_the_minimum(muster):
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "4", "--def",
                  "5",
                "--parries", "1", "--fencer", "--str", "5", "--res", "5", "--dice", "1")
    assert out["hits"] == 0


def test_melee_drivers_agree():
    setup = MeleeSpec(att=4, difficulties=[7, 8, 7], defence=4, parries=2, strength=6,
                       resilience=5, current="light", sustained=True, opponents=2,
                       damage_options={"hard_boiled": True})
    assert_drivers_agree(setup.roll, melee_key, range(20))


def test_a_characters_extra_dice_cost_two_att_each(muster):
    # L933-942: ATT 6 with one extra die is ATT 4: a 2 gives 6, short of 7 (it would be 8)
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "6", "--attack-at", "7",
                  "--attack-at", "7",
                "--attacker-extra", "1", "--def", "3", "--str", "5", "--res", "5",
                "--dice", "2,2")
    assert out["att"] == 4 and out["hits"] == 0 and out["extra_dice"] == [1, 0]
    # the defender's extra die: DEF 5 - 2 = 3 parries a 7 only with a 4+
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--def",
                  "5",
                "--parries", "2", "--defender-extra", "1", "--str", "5", "--res", "5",
                "--dice", "4,3,2,3")
    assert out["def"] == 3 and out["parried"] == 0
    assert_one_line_error(muster("wound", "conf", "--melee", "--att", "3", "--attack-at", "7",
                                 "--attack-at", "7", "--attacker-extra", "2", "--def", "3",
                                 "--str", "5", "--res", "5"), "below 0")


def test_sustained_defence_takes_the_hits_left_easiest_first(muster):
    # ATT 5: hits at 9 (4), 7 (2), 8 (3); the one defence die (DEF 5) parries the 7 with a
    # 2; the sustained die then goes on at 8 + 2 = 10 (a 5) and at 9 + 4 = 13 (6, rolls on,
    # 2: 13), L888-899
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "5", "--attack-at", "9",
                  "--attack-at", "7",
                "--attack-at", "8", "--def", "5", "--parries", "1", "--sustained",
                "--opponents", "2", "--str", "5", "--res", "5", "--dice", "4,2,3,2,5,6,2")
    assert [(r["difficulty"], r["success"]) for r in out["sustained"]] == [(10, True),
                                                                             (13, True)]
    assert out["parried"] == 3 and out["damage_rolls"] == []


@pytest.mark.parametrize("extra, die, parried", [
    ([], 3, False),                # serious: -2, 3 - 2 + 5 = 6 < 7
    (["--possessed"], 3, True),    # Possessed: a light wound's -1 (L1236-1246): 7
    (["--enormous"], 2, True),     # a big creature ignores wound penalties: 7
])
def test_the_defenders_own_wound_on_his_defence_dice_as_he_feels_it(muster, extra, die,
                                                                     parried):
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--def",
                  "5",
                "--parries", "1", "--current", "serious", "--str", "5", "--res", "5", *extra,
                "--dice", f"4,{die}" + ("" if parried else ",2,3"))
    assert out["parries"][0]["success"] is parried


@pytest.mark.parametrize("extra, through", [
    ([], Fraction(1, 3)),                # ATT 4 at 7: 2/3; DEF 5 - 2 parries on a 4+: 1/2
    (["--possessed"], Fraction(2, 9)),   # -1: a 3+ (a 2 leaves 1 on the die: fails): 2/3
    (["--colossal"], Fraction(1, 9)),    # no penalty: a 2+: 5/6
])
def test_odds_of_a_possessed_or_big_defender_parrying(muster, extra, through):
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--def",
                  "5",
                "--parries", "1", "--current", "serious", "--str", "5", "--res", "5", *extra,
                "--odds")
    rows = {r["value"]: Fraction(r["fraction"]) for r in out["hits_through"]}
    assert rows[1] == through


def test_a_possessed_defender_untouched_keeps_the_lighter_penalty(muster):
    out = ok_json(muster, "wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--def",
                  "5",
                "--parries", "1", "--current", "serious", "--possessed", "--str", "5",
                "--res", "5", "--dice", "2")
    assert out["hits"] == 0 and out["state"] == "serious" and out["penalty"] == -1


def test_melee_drivers_agree_for_a_possessed_wounded_defender():
    setup = MeleeSpec(att=4, difficulties=[7, 7], defence=5, parries=1, strength=6,
                       resilience=5, current="serious",
                       damage_options={"possessed": True})
    assert setup.defender_penalties == ("light",)
    assert_drivers_agree(setup.roll, melee_key, range(10))


def test_wound_help_takes_its_numbers_from_the_data_files(muster, monkeypatch):
    """The help texts of `wound conf` show the data files' numbers (read when help is
    shown, never to run a command)."""
    from muster import help_door
    from muster.games.confrontation import tables
    from muster.verbs.wound import confrontation as verb

    monkeypatch.setattr(help_door, "page", lambda argv: None)  # rendered from the data changed
    run = muster("wound", "conf", "--help")
    assert "1-1 no effect, 2-2 stunned" in run.out and "4-6 head" in run.out
    melee_rules = dict(tables.char_rules()["melee"], counter_step=3, sustained_step=3)
    rules = dict(tables.char_rules(), melee=melee_rules)
    monkeypatch.setattr(tables, "char_rules", lambda: rules)
    out = " ".join(muster("wound", "conf", "melee", "--help").out.split())
    assert "defence at +3, each success" in out and "goes on at +3, +6, ..." in out
    monkeypatch.undo()

    def refuse() -> dict:
        raise AssertionError("help values read to run a command")

    monkeypatch.setattr(verb, "_help_values", refuse)
    assert muster("wound", "conf", "--str", "13", "--res", "7", "--dice", "3,6").code == 0


def test_a_wave_refuses_negative_parries_before_counting_extra_dice():
    with pytest.raises(FieldError) as err:
        MeleeSpec(att=4, difficulties=(7,), defence=5, parries=-1, strength=6, resilience=7)
    assert err.value.field == "parries"
    with pytest.raises(FieldError) as err:
        MeleeSpec(att=4, difficulties=(7,), defence=5, parries=0, strength=6, resilience=-1)
    assert err.value.field == "resilience"


def test_an_ambidextrous_defender_counter_attacks_without_the_penalty(muster):
    """L1102-1107: Ambidextrous counter-attacks with no penalty and still gains an attack
    die per successful defence; the counter-attack's +2 otherwise (L943-952)."""
    wave = ["wound", "conf", "melee", "--att", "4", "--attack-at", "7", "--attack-at", "7",
            "--def", "5", "--parries", "2", "--str", "6", "--res", "7", "--counter"]
    # the hit at 7 parried by 2 + DEF 5 = 7: at 7 with Ambidextrous, not at 7 + 2
    out = ok_json(muster, *wave, "--ambidextrous", "--dice", "6,2,2")
    assert out["parried"] == 1 and out["counter_dice"] == 1
    plain = muster(*wave, "--dice", "6,2,2")
    assert_one_line_error(plain, "too few dice")  # 7 < 9: the hit goes through to a wound
    odds = ok_json(muster, *wave, "--ambidextrous", "--odds")
    harder = ok_json(muster, *wave, "--odds")
    assert odds["at_least_one_wound"]["p"] < harder["at_least_one_wound"]["p"]
    assert_one_line_error(muster(*wave[:-1], "--ambidextrous"), "--counter")


# ------------------------------------------------------ a defender stunned already this round


WAVE = ["wound", "conf", "melee", "--str", "10", "--res", "7", "--att", "4", "--def", "3",
        "--attack-at", "7", "--parries", "1"]


def test_a_stunned_defender_parries_with_the_stun_penalty(muster):
    # seed 000 L1564-1567: a stun is -1 on Defence rolls until the round ends; parry die 4
    # + DEF 3 = 7 holds the attack at 7, but 4 - 1 + 3 = 6 does not
    assert ok_json(muster, *WAVE, "--dice", "5,4")["parried"] == 1
    stunned = ok_json(muster, *WAVE, "--stunned", "--dice", "5,4,3,3")
    assert (stunned["parried"], stunned["wounds"]) == (0, 1)
    # 3,3 is a light wound; the stun stays: -1 for the wound, -1 for the stun
    assert (stunned["state"], stunned["penalty"]) == ("light", -2)


def test_a_stunned_defender_keeps_the_stun_when_nothing_gets_through(muster):
    out = ok_json(muster, *WAVE, "--stunned", "--dice", "2")  # 2 + 4 misses the 7
    assert (out["wounds"], out["state"], out["penalty"]) == (0, "stunned", -1)


@pytest.mark.parametrize("current", ["none", "serious"])
def test_stunned_drivers_agree(current):
    setup = MeleeSpec(att=4, difficulties=(5, 7), defence=3, parries=1, strength=10,
                      resilience=7, current=current, stunned=True)
    assert_drivers_agree(setup.roll, melee_key, range(12))


WAVE_TEST = re.compile(r"(?:at (\d+)|\(difficulty (?:(\d+) \+ (\d+) = )?(\d+)\)): "
                       r"die ([\d + ]+?)(?: - (\d+) \(([^)]*)\))? \+ (ATT|DEF) (\d+) = (\d+)"
                       r"( \(automatic failure\))? (HIT|MISS|PARRIED|FAILED)$")


@pytest.mark.parametrize("seed", range(12))
def test_each_die_of_a_wave_shows_the_total_it_is_read_by(muster, seed):
    """'3 HIT' against 7 would read as a contradiction; every attack and defence
    die is shown with its characteristic and penalty as the sum it is compared with ('die 3
    + ATT 4 = 7 HIT'), and only an automatic failure (a natural 1) fails a total that
    reaches the difficulty. A defence shows its own difficulty, the attack's plus the
    sustained defence's step, as a sum, and a penalty names its cause."""
    run = muster("wound", "conf", "--melee", "--att", "3", *["--attack-at", "6"] * 4,
                 "--def", "4", "--parries", "3", "--sustained", "--opponents", "2", "--stunned",
                 "--str", "9",
                 "--res", "9", "--seed", str(seed))
    assert run.code == 0, run.err
    lines = [line for line in run.out.splitlines() if " at " in line or "difficulty" in line]
    tests = [WAVE_TEST.search(line) for line in lines]
    assert len(tests) >= 4 and all(tests), lines
    for m in tests:
        assert m is not None
        at, own, step, need, dice, pen, why, who, value, total, auto, verdict = m.groups()
        need = at or need
        if own is not None:  # a sustained defence: the attack's 6, +2, then +4, ...
            assert int(own) == 6 and int(step) in (2, 4, 6) and int(own) + int(step) == int(need)
        faces = [int(d) for d in dice.split(" + ")]
        penalty = int(pen or 0)
        assert int(total) == sum(faces) - penalty + int(value)
        assert penalty == (1 if who == "DEF" else 0)  # the stunned defender's -1 on the die
        assert why == ("stunned" if who == "DEF" else None)
        success = verdict in ("HIT", "PARRIED")
        assert success == (int(total) >= int(need) and not auto)
        if auto:
            assert 1 in faces or sum(faces) - penalty <= 1


def test_the_lioness_transcript_names_the_defence_difficulties(muster):
    """Never 'sustained defence against attack 6 at 11', which reads as if attack 6 had been
    made at 11 (it is made at 7). The worked example (seed 000 L1046-1055): the sustained
    defence is at 7 + 2 = 9, then at 7 + 4 = 11 (L890-895)."""
    out = muster("wound", "conf", *LIONESS, "--dice", "6,2,5,6,2,3,1,4,3,5,6").out.splitlines()
    assert out[1:12] == [
        "  attack 1 at 7: die 6 + ATT 4 = 10 HIT",
        "  attack 2 at 7: die 2 + ATT 4 = 6 MISS",
        "  attack 3 at 7: die 5 + ATT 4 = 9 HIT",
        "  attack 4 at 7: die 6 + ATT 4 = 10 HIT",
        "  attack 5 at 7: die 2 + ATT 4 = 6 MISS",
        "  attack 6 at 7: die 3 + ATT 4 = 7 HIT",
        "  defence against attack 1 (difficulty 7): die 1 + DEF 5 = 6 FAILED",
        "  defence against attack 3 (difficulty 7): die 4 + DEF 5 = 9 PARRIED",
        "  defence against attack 4 (difficulty 7): die 3 + DEF 5 = 8 PARRIED",
        "  sustained defence against attack 1 (difficulty 7 + 2 = 9): die 5 + DEF 5 = 10 PARRIED",
        "  sustained defence against attack 6 (difficulty 7 + 4 = 11): die 6 + DEF 5 = 11 "
        "PARRIED"]


def test_a_hit_through_is_named_by_its_attack(muster):
    """The damage rolls are numbered by their attacks, not by the hits through ('hit 1
    through' after attack 1 was parried would mislead). Three hits at 7, 8, 7; the one
    defence die takes the easiest, attack 1 (a 6: parried); attacks 2 and 3 get through, one
    damage roll each (L900-902). A counter-attack is at 7 + 2 (L946)."""
    out = muster("wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--attack-at",
                 "8", "--attack-at", "7", "--def", "5", "--parries", "1", "--str", "5",
                 "--res", "5", "--dice", "3,4,4,6,1,2,1,2").out.splitlines()
    assert out[4] == "  defence against attack 1 (difficulty 7): die 6 + DEF 5 = 11 PARRIED"
    assert [line for line in out if "through" in line] == [
        "  hit of attack 2 through: damage roll", "  hit of attack 3 through: damage roll"]
    out = muster("wound", "conf", "--melee", "--att", "4", "--attack-at", "7", "--attack-at",
                 "7", "--def", "5", "--parries", "2", "--counter", "--str", "5", "--res", "5",
                 "--dice", "3,4,4,3,1,2").out.splitlines()
    assert out[3:6] == [
        "  counter-attack against attack 1 (difficulty 7 + 2 = 9): die 4 + DEF 5 = 9 PARRIED",
        "  counter-attack against attack 2 (difficulty 7 + 2 = 9): die 3 + DEF 5 = 8 FAILED",
        "  hit of attack 2 through: damage roll"]


def test_a_wave_without_attack_dice_names_the_rule_and_its_field(muster):
    """A library caller reads the spec (MeleeSpec) and its field (difficulties); the command
    line its mode and option (--melee, --attack-at)."""
    with pytest.raises(FieldError) as err:
        MeleeSpec(att=4, difficulties=(), defence=3, parries=1, strength=5, resilience=5)
    assert err.value.field == "difficulties"
    assert str(err.value) == ("MeleeSpec needs the attack dice: one difficulties D per die, "
                              "D its chosen difficulty")
    run = muster("wound", "conf", "melee", "--att", "4", "--def", "5", "--parries", "2",
                 "--str", "5", "--res", "5")
    assert run.err.strip() == ("muster: error: --melee needs the attack dice: one --attack-at "
                               "D per die, D its chosen difficulty")


@pytest.mark.parametrize(("changes", "field"), [
    ({"att": 1, "attacker_extra": 1}, "attacker_extra"),  # 2 ATT an extra die, L933-942
    ({"defence": 1, "defender_extra": 1}, "defender_extra"),
    ({"counter": True, "sustained": True, "opponents": 2}, "sustained"),  # L896-899
    ({"sustained": True, "opponents": 2, "parries": 0, "defender_attacks": 1}, "parries"),
])
def test_a_wave_the_rules_refuse_names_its_field_for_a_library_caller(changes, field):
    base = {"att": 4, "difficulties": (7, 7), "defence": 5, "parries": 1, "strength": 6,
            "resilience": 7}
    with pytest.raises(FieldError) as err:
        MeleeSpec(**{**base, **changes})
    assert err.value.field == field
