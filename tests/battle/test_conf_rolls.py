"""Confrontation's other rolls in a battle: the melee initiative (opposed roll),
Reinforcement, Mutagenic, a shot into a melee and the shooting order; and a charger
paralysed by fear. Each test carries a state from one command to the next and checks that
it changes the next result as the rulebook (seed 000) says."""

from __future__ import annotations

import json

import pytest

from helpers import assert_one_line_error, ok_json, refused_unchanged
from helpers import battle_unit_state as state

CONF = (("Griffins", "Paladin", "--res", "7", "--str", "13", "--ini", "4", "--size", "normal"),
        ("Wolfen", "Hunter", "--res", "9", "--str", "10", "--ini", "3", "--size", "large"))


def test_the_melee_initiative_reads_ini_and_the_wound_kept(muster, new):
    new("conf", *CONF)
    # L841-845: d6 + INI each, the higher total strikes first; 3 + 4 = 7 beats 3 + 3 = 6
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Paladin", "--target",
                "Hunter", "--dice", "3,3")
    assert r["winner"] == "first"
    first, second = r["rounds"][0]["first"], r["rounds"][0]["second"]
    assert (first["value"], second["value"]) == (4, 3)
    assert r["battle"]["side"] == "Griffins" and r["battle"]["percentile"] is not None
    # seriously wounded, the same 3 is 3 - 2 = 1 (L1564-1571): an automatic failure, which
    # ranks below every total (RULINGS 4), so the Hunter strikes first
    ok_json(muster, "battle", "set", "Paladin", "wound=serious")
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Paladin", "--target",
                "Hunter", "--dice", "3,3")
    assert r["winner"] == "second"
    assert r["rounds"][0]["first"]["penalties"] == ["serious"]
    assert r["rounds"][0]["first"]["automatic_failure"] is True
    # the target's stun is its own side's die penalty: the Hunter's 4 counts 3, so
    # 3 + 4 = 7 beats 3 + 3 = 6 (unstunned, 4 + 3 = 7 would tie and roll again)
    ok_json(muster, "battle", "set", "Paladin", "wound=none")
    ok_json(muster, "battle", "set", "Hunter", "stunned=yes")
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Paladin", "--target",
                "Hunter", "--dice", "3,4")
    assert r["rounds"][0]["second"]["total"] == 6
    assert r["winner"] == "first" and len(r["rounds"]) == 1


def test_reinforcement_brings_back_a_removed_figure_or_loses_the_ability(muster, new):
    path = new("conf", *CONF, ("Wolfen", "Ghoul", "--res", "5", "--reinforcement"))
    # a figure in play is not removed: nothing to bring back
    assert_one_line_error(muster("roll", "conf", "reinforcement", "--target", "Ghoul",
                                 "--dice", "6"), "--target Ghoul", "in play")
    ok_json(muster, "battle", "set", "Ghoul", "wound=killed")
    assert_one_line_error(muster("wound", "conf", "--attacker", "Paladin", "--target",
                                 "Ghoul", "--dice", "3,3"), "--target Ghoul", "killed")
    # L1264-1272: a 3 or 4 does nothing, and the die is rolled once a round
    r = ok_json(muster, "roll", "conf", "reinforcement", "--target", "Ghoul", "--dice", "3")
    assert r["outcome"] == "nothing" and r["battle"]["side"] == "Wolfen"
    assert_one_line_error(muster("roll", "conf", "reinforcement", "--target", "Ghoul",
                                 "--dice", "5"), "--target Ghoul", "this round already")
    # the next round, a 5 brings it back unhurt: it can be wounded again
    ok_json(muster, "battle", "next", "--round")
    r = ok_json(muster, "roll", "conf", "reinforcement", "--target", "Ghoul", "--dice", "5")
    assert r["outcome"] == "returns"
    assert state(path, "Ghoul")["wound"] == "none"
    r = ok_json(muster, "wound", "conf", "--attacker", "Paladin", "--target", "Ghoul",
                "--dice", "6,6")
    assert state(path, "Ghoul")["wound"] == "killed"
    # the next round a 2 takes the ability: no more Reinforcement for it in this battle
    ok_json(muster, "battle", "next", "--round")
    r = ok_json(muster, "roll", "conf", "reinforcement", "--target", "Ghoul", "--dice", "2")
    assert r["outcome"] == "loses the ability"
    assert state(path, "Ghoul")["reinforcement_lost"] is True
    ok_json(muster, "battle", "next", "--round")
    assert_one_line_error(muster("roll", "conf", "reinforcement", "--target", "Ghoul",
                                 "--dice", "6"), "--target Ghoul", "lost its Reinforcement")
    # a figure without the ability is refused; undo puts the ability back
    assert_one_line_error(muster("roll", "conf", "reinforcement", "--target", "Hunter",
                                 "--dice", "6"), "--target Hunter", "no Reinforcement")
    ok_json(muster, "battle", "undo")  # the round
    ok_json(muster, "battle", "undo")  # the 2
    assert "reinforcement_lost" not in state(path, "Ghoul")


def test_reinforcement_is_one_die_a_round_for_the_side_not_one_per_figure(muster, new):
    """L1264-1267: at the start of each round the player rolls one die, for the removed
    figure with the lowest points; a second figure of the same side waits for the next
    round, while the other side rolls its own die."""
    path = new("conf", *CONF, ("Wolfen", "Ghoul", "--res", "5", "--reinforcement"),
               ("Wolfen", "Ghast", "--res", "5", "--reinforcement"),
               ("Griffins", "Templar", "--res", "5", "--reinforcement"))
    for name in ("Ghoul", "Ghast", "Templar"):
        ok_json(muster, "battle", "set", name, "wound=killed")
    r = ok_json(muster, "roll", "conf", "reinforcement", "--target", "Ghoul", "--dice", "3")
    assert r["outcome"] == "nothing"
    assert_one_line_error(muster("roll", "conf", "reinforcement", "--target", "Ghast",
                                 "--dice", "6"), "--target Ghast", "for Ghoul",
                          "this round already")
    assert state(path, "Ghast")["wound"] == "killed"
    # the other side's die is its own
    r = ok_json(muster, "roll", "conf", "reinforcement", "--target", "Templar", "--dice", "5")
    assert r["outcome"] == "returns" and state(path, "Templar")["wound"] == "none"
    # a new round: the Wolfen roll again, for whichever figure they name
    ok_json(muster, "battle", "next", "--round")
    r = ok_json(muster, "roll", "conf", "reinforcement", "--target", "Ghast", "--dice", "6")
    assert r["outcome"] == "returns" and state(path, "Ghast")["wound"] == "none"


def test_mutagenic_points_raise_the_next_rolls_until_the_round_ends(muster, new):
    path = new("conf", *CONF, ("Griffins", "Mutant", "--res", "6", "--str", "6", "--ini", "2",
                               "--mutagenic", "2"))
    # L1221-1226: one die, die + X points: 4 + 2 = 6
    r = ok_json(muster, "roll", "conf", "mutagenic", "--target", "Mutant", "--dice", "4")
    assert (r["x"], r["points"]) == (2, 6)
    assert state(path, "Mutant")["mutagenic_points"] == 6
    assert r["battle"]["side"] == "Griffins"  # the Mutant's own roll
    # one die a round (L1228)
    assert_one_line_error(muster("roll", "conf", "mutagenic", "--target", "Mutant", "--dice",
                                 "5"), "--target Mutant", "this round already")
    # the points spent, at most what the die gave
    run = muster("battle", "set", "Mutant", "mutations=str:5,ini:2")
    assert run.code == 2 and "7 points" in run.err and "gave 6" in run.err
    ok_json(muster, "battle", "set", "Mutant", "mutations=str:4,ini:2")
    # its initiative: 2 + INI 2 + 2 = 6 beats the Hunter's 2 + 3 = 5 (unmutated, 4 loses)
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Mutant", "--target",
                "Hunter", "--dice", "2,2")
    assert r["rounds"][0]["first"]["value"] == 4 and r["winner"] == "first"
    # a blow at the Hunter: 2 + 5 = 7, + STR 6 + 4 - RES 9 = 8: a light wound
    r = ok_json(muster, "wound", "conf", "--attacker", "Mutant", "--target", "Hunter",
                "--dice", "2,5")
    assert r["strength"] == 10 and state(path, "Hunter")["wound"] == "light"
    # the stimulant ends with the round (L1230-1231): the same blow is back to STR 6
    ok_json(muster, "battle", "next", "--round")
    assert "mutagenic_points" not in state(path, "Mutant")
    assert "mutations" not in state(path, "Mutant")
    r = ok_json(muster, "wound", "conf", "--attacker", "Mutant", "--target", "Hunter",
                "--dice", "2,5")
    assert r["strength"] == 6
    # a new round's die may be rolled; a 1 gives nothing to spend
    r = ok_json(muster, "roll", "conf", "mutagenic", "--target", "Mutant", "--dice", "1")
    assert r["points"] == 0 and state(path, "Mutant")["mutagenic_points"] == 0
    run = muster("battle", "set", "Mutant", "mutations=str:1")
    assert run.code == 2 and "gave 0" in run.err
    # the army's round of several dice is several figures': one figure at a time here
    assert_one_line_error(muster("roll", "conf", "mutagenic", "--target", "Mutant",
                                 "--mutagenic", "1", "--points", "250", "--dice", "3,3"),
                          "--points")


@pytest.mark.parametrize(("roll", "given", "english", "czech"), [
    ("mutagenic", ("--mutagenic", "2", "--dice", "4"), "it has no Mutagenic in its profile",
     "nemá v profilu schopnost Mutagenní"),
    ("regeneration", ("--regeneration", "4", "--dice", "5"),
     "it has no Regeneration in its profile", "nemá v profilu Regeneraci"),
])
def test_a_figure_without_the_ability_rolls_none_of_its_dice_whatever_x_is_typed(
        muster, new, roll, given, english, czech):
    """Mutagenic is chosen among "fighters with this ability" (L1215-1216), Regeneration is
    a figure's own (L1257): a battle figure whose profile lacks it is refused, as for
    Reinforcement, even with its X typed (never rolled and kept)."""
    path = new("conf", *CONF)
    assert muster("battle", "set", "Paladin", "wound=light").code == 0
    before = path.read_bytes()
    assert_one_line_error(muster("roll", "conf", roll, "--target", "Paladin", *given),
                          "--target Paladin: " + english)
    cs = muster("--lang", "cs", "roll", "conf", roll, "--target", "Paladin", *given)
    assert cs.code == 2 and czech in cs.err, cs.err
    assert path.read_bytes() == before
    # a figure with the ability rolls it (its X from the profile)
    assert muster("battle", "add", "Griffins", "Mutant", "--mutagenic", "2",
                  "--regeneration", "4").code == 0
    assert muster("battle", "set", "Mutant", "wound=light").code == 0
    assert ok_json(muster, "roll", "conf", roll, "--target", "Mutant", *given[2:])["x"] \
        == int(given[1])


def test_a_leader_spends_no_mutagenic_points_on_the_cou_fear_or_dis_it_tests_on(
        muster, new, tmp_path):
    """L1226-1227: a figure with Leadership cannot test on a mutated "Odvahu / Strach a
    Disciplínu" (COU, or FEAR on a fear-causer's card, and DIS; L1183-1191: its troops test
    on its COU, FEAR and DIS), so points spent on them are refused (the battle file is not
    written); a figure without Leadership tests on its mutated COU, 3 + COU 3 + 2 = 8 >
    FEAR 7 where its own 6 fails. The Red Lioness' "Leadership / 15" is read from her army
    file."""
    from pathlib import Path

    path = new("conf", *CONF, ("Griffins", "Captain", "--cou", "3", "--dis", "4",
                               "--leadership", "10", "--mutagenic", "2"),
               ("Griffins", "Mutant", "--cou", "3", "--mutagenic", "2"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "7"))
    for name in ("Captain", "Mutant"):
        ok_json(muster, "roll", "conf", "mutagenic", "--target", name, "--dice", "4")
    before = path.read_bytes()
    for spent, named in (("cou:2", "COU"), ("str:2,dis:1", "DIS"), ("cou:1,dis:1", "COU, DIS"),
                         ("str:2,fear:2", "FEAR"), ("fear:1,dis:1", "FEAR, DIS")):
        run = muster("battle", "set", "Captain", f"mutations={spent}")
        assert_one_line_error(run, "a figure with Leadership cannot test on a mutated COU, "
                                   "FEAR or DIS (L1226-1227)", f"not {named}")
    czech = muster("battle", "set", "Captain", "mutations=fear:2", "--lang", "cs")
    assert czech.code == 2 and "Vůdcovství nemůže testovat na modifikovanou Odvahu, Strach " \
        "ani Disciplínu" in czech.err, czech.err
    assert path.read_bytes() == before
    # its STR and the others take them
    ok_json(muster, "battle", "set", "Captain", "mutations=str:2,ini:2")
    # the figure without Leadership: its mutated COU 5 passes where COU 3 fails
    ok_json(muster, "battle", "set", "Mutant", "mutations=cou:2")
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Mutant", "--target",
                "Wolf", "--dice", "3")
    assert (r["value"], r["difficulty"], r["success"]) == (5, 7, True)
    r = ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Captain", "--target",
                "Wolf", "--dice", "3")
    assert (r["value"], r["success"]) == (3, False)
    # from the army file
    lions = Path(__file__).resolve().parents[2] / "armies/confrontation/legal-lions-300.yaml"
    shown = ok_json(muster, "battle", "new", str(tmp_path / "lions.json"), "--game", "conf",
                    "--army", str(lions))
    units = {u["name"]: u["profile"] for s in shown["sides"] for u in s["units"]}
    assert units["Red Lioness"]["leadership"] == 15
    assert "leadership" not in units["Paladin 1"]


def test_a_shot_into_a_melee_reads_the_sizes_and_names(muster, new):
    new("conf", *CONF, ("Wolfen", "Goblin", "--res", "3", "--size", "small"),
        ("Griffins", "Archer", "--res", "5", "--aim", "3"))
    # L782-793: tickets by size, small 1, normal 2, large 3: Goblin 1, Paladin 2-3,
    # Hunter 4-6; a 4 hits the Hunter
    r = ok_json(muster, "roll", "conf", "into-melee", "--attacker", "Archer", "--target",
                "Goblin", "--target", "Paladin", "--target", "Hunter", "--dice", "4")
    assert (r["total_weight"], r["name"], r["size"], r["target_hit"]) == (
        6, "Hunter", "large", False)
    assert r["battle"]["side"] == "Griffins"
    r = ok_json(muster, "roll", "conf", "into-melee", "--target", "Goblin", "--target",
                "Paladin", "--dice", "1")
    assert (r["name"], r["target_hit"]) == ("Goblin", True)
    # the target hit (1 ticket of 3) is better than any other: 2/3 worse + half of 1/3
    assert r["battle"]["percentile"] == pytest.approx(5 / 6)
    # a figure without a size in its profile is refused, naming it
    assert_one_line_error(muster("roll", "conf", "into-melee", "--target", "Goblin",
                                 "--target", "Archer", "--dice", "1"), "--target Archer",
                          "size")
    # sizes given win over the battle's, and the log says so
    r = ok_json(muster, "roll", "conf", "into-melee", "--target", "Goblin", "--target",
                "Paladin", "--into-melee", "large", "--into-melee", "small", "--dice", "3")
    assert r["total_weight"] == 4 and r["target_hit"] is True
    assert r["battle"]["overrides"][0]["option"] == "--into-melee"
    # a killed shooter shoots no more, a killed figure is no longer in the melee
    ok_json(muster, "battle", "set", "Archer", "wound=killed")
    assert_one_line_error(muster("roll", "conf", "into-melee", "--attacker", "Archer",
                                 "--target", "Goblin", "--target", "Paladin", "--dice", "1"),
                          "--attacker Archer", "killed")
    ok_json(muster, "battle", "set", "Goblin", "wound=killed")
    assert_one_line_error(muster("roll", "conf", "into-melee", "--target", "Paladin",
                                 "--target", "Goblin", "--dice", "1"), "--target Goblin",
                          "killed")


def test_the_shooting_order_reads_each_shooters_side_and_ini(muster, new):
    path = new("conf", *CONF, ("Wolfen", "Goblin", "--res", "3", "--ini", "4"),
               ("Griffins", "Archer", "--res", "5", "--ini", "2", "--mutagenic", "1"))
    # L741-747: the highest INI first; across armies at the same INI the tactical roll's
    # winner first; a precise shot counts INI - 2 for the order
    r = ok_json(muster, "roll", "conf", "shooting-order", "--shooter", "Paladin",
                "--shooter", "Goblin", "--shooter", "Archer:precise", "--first", "Wolfen")
    assert [(v["side"], [s["name"] for s in v["shooters"]]) for v in r["volleys"]] == [
        ("Wolfen", ["Goblin"]), ("Griffins", ["Paladin"]), ("Griffins", ["Archer"])]
    assert r["battle"]["revision"] == 6 and r["battle"]["percentile"] is None
    log = ok_json(muster, "battle", "log")
    assert "--shooter Archer:precise --first Wolfen" in log["entries"][-1]["detail"]["command"]
    assert muster("battle", "log").out.rstrip().endswith("(no die)")  # no seed, no dice
    # Mutagenic points on INI change the order this round: the Archer's 2 + 3 = 5 shoots
    # before the Goblin's 4 (its shot not precise now)
    ok_json(muster, "roll", "conf", "mutagenic", "--mutagenic", "1", "--target", "Archer",
            "--dice", "4")
    ok_json(muster, "battle", "set", "Archer", "mutations=ini:3")
    r = ok_json(muster, "roll", "conf", "shooting-order", "--shooter", "Paladin",
                "--shooter", "Goblin", "--shooter", "Archer", "--first", "Wolfen")
    assert [v["shooters"][0]["name"] for v in r["volleys"]] == ["Archer", "Goblin", "Paladin"]
    assert r["volleys"][0]["initiative"] == 5
    # a name that is no unit, and SIDE:NAME:INI still works for a shooter not in the battle
    assert_one_line_error(muster("roll", "conf", "shooting-order", "--shooter", "Archr",
                                 "--first", "Wolfen"), "--shooter", "did you mean 'Archer'")
    r = ok_json(muster, "roll", "conf", "shooting-order", "--shooter", "Paladin",
                "--shooter", "Wolfen:crossbows:6", "--first", "Griffins")
    assert r["volleys"][0]["shooters"][0]["name"] == "crossbows"
    ok_json(muster, "battle", "set", "Goblin", "wound=killed")
    assert_one_line_error(muster("roll", "conf", "shooting-order", "--shooter", "Goblin",
                                 "--first", "Wolfen"), "--shooter Goblin", "killed")
    assert state(path, "Archer")["mutagenic_points"] == 5


@pytest.mark.parametrize(("size", "key", "weight"), [("velký", "large", 3),
                                                      ("very-large", "very-large", 4),
                                                      ("malý", "small", 1)])
def test_a_confrontation_size_is_read_in_either_language(muster, new, size, key, weight):
    path = new("conf", *CONF, ("Griffins", "Troll", "--res", "9", "--size", size))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["state"]["sides"][0]["units"][1]["profile"]["size"] == key
    r = ok_json(muster, "roll", "conf", "into-melee", "--target", "Troll", "--target",
                "Paladin", "--dice", "1")
    assert r["total_weight"] == weight + 2
    assert_one_line_error(muster("battle", "add", "Griffins", "Imp", "--size", "tiny"),
                          "--size", "tiny")


def test_a_frightened_figure_fights_with_the_fears_penalties(muster, new):
    path = new("conf", *CONF, ("Griffins", "Spearman", "--res", "5", "--cou", "3", "--ini",
                               "3", "--att", "4", "--def", "0", "--str", "6"),
               ("Wolfen", "Wolf", "--res", "9", "--fear", "6", "--ini", "3", "--att", "3",
                "--def", "3", "--str", "8"))
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Spearman", "--target",
                "Wolf", "--dice", "4,3")
    assert r["winner"] == "first"  # 4 + 3 = 7 against 3 + 3 = 6
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--target",
            "Wolf", "--dice", "2")
    assert state(path, "Spearman")["frightened"] == 6
    # L649-651: -1 INI, ATT and DEF (never below 0): the same dice now tie at 6 and roll on
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Spearman", "--target",
                "Wolf", "--dice", "4,3,1,5")
    assert r["rounds"][0]["first"]["value"] == 2 and r["rounds"][0]["tie"] is True
    assert r["winner"] == "second"
    r = ok_json(muster, "wound", "conf", "melee", "--attacker", "Spearman", "--target", "Wolf",
                "--attack-at", "4", "--dice", "1")
    assert r["att"] == 3
    r = ok_json(muster, "roll", "conf", "shooting-order", "--shooter", "Spearman",
                "--shooter", "Wolf", "--first", "Griffins")
    assert [v["initiative"] for v in r["volleys"]] == [3, 2]
    # rallied, the penalties are gone
    ok_json(muster, "roll", "conf", "test", "--over", "--figure", "Spearman", "--dice", "4")
    r = ok_json(muster, "wound", "conf", "melee", "--attacker", "Spearman", "--target", "Wolf",
                "--attack-at", "4", "--dice", "1")
    assert r["att"] == 4


def test_mutagenic_points_go_to_the_cou_or_fear_its_card_has(muster, new):
    """L1223: the points go to "jeho charakteristik", its own characteristics: a card has
    COU, or FEAR on a fear-causer's card, so points on the one it lacks would be spent and
    do nothing. Mutagenic / 1 with a die of 4 gives 5 points: the COU 3 figure's fear:2 and
    the FEAR 5 Ghoul's cou:2 are refused, in both languages, the file unchanged; each
    spends them on its own."""
    path = new("conf", *CONF, ("Griffins", "Mut", "--cou", "3", "--res", "5",
                               "--mutagenic", "1"),
               ("Wolfen", "Ghoul", "--fear", "5", "--res", "7", "--mutagenic", "1"))
    for name in ("Mut", "Ghoul"):
        assert ok_json(muster, "roll", "conf", "mutagenic", "--target", name,
                       "--dice", "4")["points"] == 5
    before = path.read_bytes()
    for name, spent, has, lacks in (("Mut", "fear:2", "COU", "FEAR"),
                                    ("Ghoul", "cou:2", "FEAR", "COU")):
        refused_unchanged(muster("battle", "set", name, f"mutations={spent}"), path, before,
                          f"mutations: its card has {has}, not {lacks}")
    cs = muster("--lang", "cs", "battle", "set", "Mut", "mutations=fear:2")
    assert cs.code == 2 and "její karta má COU, ne FEAR" in cs.err, cs.err
    ok_json(muster, "battle", "set", "Mut", "mutations=cou:2")
    ok_json(muster, "battle", "set", "Ghoul", "mutations=fear:2")
