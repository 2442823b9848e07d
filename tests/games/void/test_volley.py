"""Void: one attack on several targets (seed 003 L13, L15, L39): Sweep, Clearing fire and
Covering fire with one roll, a swarm weapon's roll per target. Expected numbers are worked
by hand in the comments."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from helpers import assert_drivers_agree, assert_one_line_error, ok_json
from muster.games.void.attack import AttackSpec
from muster.games.void.volley import VolleySpec, volley, volley_key


def frac(row) -> Fraction:
    return Fraction(row["fraction"])



# ------------------------------------------------------------- one roll, several targets


def test_sweep_one_roll_then_each_target_defends(muster):
    # L13: CC - 2 with the (cutting) sword: 10 - 2 = 8; a 7 hits all three. Target 1 fails
    # its dodge (9 > 8) and its Armor roll 3 <= 5 stops the blow; target 2 fails the dodge
    # (10) and Armor (12 > 5): 15 + 5 = 20 damage; target 3 dodges (2 <= 8).
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--action", "sweep", "--targets",
                  "3",
                "--defence", "dodge", "--target-agility", "8", "--target-armor", "5",
                "--dice", "7,9,3,10,12,2")
    assert out["hit_target"] == 8 and out["one_roll"] is True
    assert [t["damage"] for t in out["targets"]] == [0, 20, 0]
    assert [t["defended"] for t in out["targets"]] == [False, False, True]
    assert out["wounded"] == 1 and out["damage"] == 20


def test_sweep_with_a_blunt_weapon_is_minus_four_and_stabbing_is_refused(muster):
    assert ok_json(muster, "wound", "void", "--weapon", "hammer", "--action", "sweep",
                 "--dice", "6")["hit_target"] == 6
    assert_one_line_error(muster("wound", "void", "--weapon", "dart", "--action", "sweep"),
                          "melee")
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", "--second-weapon", "axe",
                                 "--action", "sweep"), "Two weapons")


def test_a_missed_sweep_misses_everyone(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "axe", "--action", "sweep", "--targets", "4",
                "--target-armor", "5", "--dice", "15")
    assert out["hit"] == 0 and out["damage"] == 0


def test_sweep_odds_by_hand(muster):
    # Hit 8/20 = 2/5; of the hits, a 1 (1/8 of them) is Luck: no Armor roll. A target fails
    # its dodge against Agility 8 with 12/20 = 3/5, and a hit wounds past Armor 5 with
    # 15/20 = 3/4 (a 1 always passes, a 20 always fails). All three wounded:
    # 2/5 x (7/8 x (3/5 x 3/4)^3 + 1/8 x (3/5)^3) = 6831/160000.
    out = ok_json(muster, "wound", "void", "--weapon", "sword", "--action", "sweep", "--targets",
                  "3",
                "--defence", "dodge", "--target-agility", "8", "--target-armor", "5", "--odds")
    rows = {r["value"]: r for r in out["wounded"]}
    assert frac(rows[3]) == Fraction(2, 5) * (Fraction(7, 8) * Fraction(9, 20) ** 3
                                              + Fraction(1, 8) * Fraction(3, 5) ** 3)
    assert frac(out["hit_any"]) == Fraction(2, 5)
    assert frac(out["weapon_broken"]) == Fraction(1, 20)


def test_clearing_fire_automatic_is_minus_two(muster):
    # L15: RC - 4, only - 2 with an automatic weapon.
    auto = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--mode", "automatic",
                   "--action",
                 "clearing-fire", "--targets", "2", "--dice", "8,5,5")
    assert auto["hit_target"] == 8 and auto["wounded"] == 2
    semi = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--action", "clearing-fire",
                 "--dice", "7")
    assert semi["hit_target"] == 6 and semi["hit"] == 0


def test_covering_fire_makes_targets_roll_will(muster):
    # L15: RC 10 - 2 (automatic) = 8, an 8 hits; Will 9: 3 resists, 10 and 15 go prone.
    out = ok_json(muster, "wound", "void", "--weapon", "laser rifle", "--mode", "automatic",
                  "--action",
                "covering-fire", "--targets", "3", "--target-will", "9", "--dice", "8,3,10,15")
    assert [t["prone"] for t in out["targets"]] == [False, True, True]
    assert out["prone"] == 2 and out["damage"] == 0


def test_covering_fire_luck_sends_everyone_prone(muster):
    out = ok_json(muster, "wound", "void", "--weapon", "block pistol", "--action", "covering-fire",
                "--targets", "4", "--dice", "1")
    assert out["prone"] == 4 and all(t["will_roll"] is None for t in out["targets"])
    # seed 003 L15: covering fire's Luck sends them to ground; it hits no vulnerable spot
    # (a sweep's or clearing fire's Luck, an automatic wound, L13, L15)
    shown = muster("wound", "void", "--weapon", "block pistol", "--action", "covering-fire",
                   "--targets", "2", "--dice", "1").out
    assert "Luck (Štěstí): every target must go prone" in shown
    assert "vulnerable" not in shown
    cs = muster("--lang", "cs", "wound", "void", "--weapon", "block pistol", "--action",
                "covering-fire", "--targets", "2", "--dice", "1").out
    assert "Štěstí: každý cíl musí zalehnout" in cs


def test_covering_fire_odds_by_hand(muster):
    # hit 2/5; Luck (1/8 of hits) sends all prone; else each fails Will 9 with 11/20.
    # All three prone: 2/5 x (1/8 + 7/8 x (11/20)^3) = 17317/160000.
    out = ok_json(muster, "wound", "void", "--weapon", "laser rifle", "--mode", "automatic",
                  "--action",
                "covering-fire", "--targets", "3", "--target-will", "9", "--odds")
    rows = {r["value"]: r for r in out["prone"]}
    assert frac(rows[3]) == Fraction(17317, 160000)


def test_covering_fire_targets_each_roll_their_own_will(muster):
    # L15: one RC roll, then "proti svému Will": RC 12 - 4 = 8 (a semi-automatic laser
    # rifle), a 5 hits; Will 8, 12, 12: a 10 is over 8 (prone), not over 12 twice.
    out = ok_json(muster, "wound", "void", "--rc", "12", "--weapon", "laser rifle",
                  "--action", "covering-fire", "--targets", "3", "--target-will", "8",
                  "--target-will", "12", "--target-will", "12", "--dice", "5,10,10,10")
    assert [(t["will"], t["prone"]) for t in out["targets"]] == \
        [(8, True), (12, False), (12, False)]
    # odds: hit 8/20, Luck 1/20 sends all prone; else Will 8 fails 12/20, Will 12 8/20:
    # both prone 1/20 + 7/20 x 12/20 x 8/20 = 67/500
    odds = ok_json(muster, "wound", "void", "--rc", "12", "--weapon", "laser rifle",
                   "--action", "covering-fire", "--targets", "2", "--target-will", "8",
                   "--target-will", "12", "--odds")
    assert frac({r["value"]: r for r in odds["prone"]}[2]) == Fraction(67, 500)
    a = VolleySpec(AttackSpec("laser rifle", rc=12, action="covering-fire"), 3, (8, 12, 8))
    assert_drivers_agree(lambda src: volley(src, a), volley_key, range(10))
    assert_one_line_error(muster("wound", "void", "--weapon", "laser rifle", "--action",
                                 "covering-fire", "--targets", "3", "--target-will", "8",
                                 "--target-will", "12", "--dice", "5"),
                          "--target-will is given 2 times, targets: 3; give it once for all")


SWEEP_30 = ("wound", "void", "--weapon", "sword", "--action", "sweep", "--targets", "30",
            "--defence", "dodge", "--target-agility", "8", "--target-armor", "5", "--odds")


def test_odds_of_many_targets_show_long_fractions_in_short(muster):
    """30 targets: each count's exact fraction has ~80 characters; the lines leave it out, as
    every view does (never all of it, nor an approximation), --json
    keeps it exact."""
    lines = muster(*SWEEP_30).out.splitlines()
    assert lines[1] == "  at least one hit: 40.00 % (2/5)"
    assert lines[4:6] == ["      0: 60.00 %, at least 100.00 %",
                          "      1: 1.4e-05 %, at least 40.00 %"]
    czech = muster("--lang", "cs", *SWEEP_30).out.splitlines()
    assert czech[4] == "      0: 60,00\u00a0%, aspoň 100,00\u00a0%"
    rows = ok_json(muster, *SWEEP_30)["wounded"]
    assert len(rows[0]["fraction"]) > 40 and sum(frac(r) for r in rows) == 1


def test_swarm_weapon_rolls_per_target_and_doubles_against_squads(muster):
    # L39: one RC roll per target; double damage against a Squad or Swarm: 10 x 2 = 20.
    out = ok_json(muster, "wound", "void", "--weapon", "shotgun", "--targets", "2", "--squad",
                "--target-armor", "5", "--dice", "4,8,12")
    assert out["one_roll"] is False
    assert [t["hit_roll"] for t in out["targets"]] == [4, 12]
    assert out["targets"][0]["damage"] == 20 and out["damage"] == 20


def test_swarm_odds_each_target_alone(muster):
    # Two targets, no Armor: each is hit with 10/20 independently: both 1/4.
    out = ok_json(muster, "wound", "void", "--weapon", "shotgun", "--targets", "2", "--odds")
    rows = {r["value"]: r for r in out["wounded"]}
    assert frac(rows[2]) == Fraction(1, 4) and frac(rows[0]) == Fraction(1, 4)


@pytest.mark.parametrize("args, needle", [
    (["--weapon", "sword", "--targets", "2"], "several targets"),
    (["--weapon", "sword", "--squad"], "swarm"),
    (["--weapon", "shotgun", "--targets", "0"], "--targets"),
    (["--weapon", "sword", "--action", "clearing-fire"], "ranged"),
    (["--weapon", "sword", "--action", "nonsense"], "class action"),
])
def test_volley_refusals(muster, args, needle):
    assert_one_line_error(muster("wound", "void", *args), needle)


def test_volley_drivers_agree():
    a = VolleySpec(AttackSpec("sword", action="sweep", defence="dodge", target_agility=8,
                           target_armor=5), 2)
    assert_drivers_agree(lambda src: volley(src, a), volley_key, range(20))


def _loop_volley(src, spec):
    """The volley written without `Source.fold`: each target in turn, in a plain
    loop, so the exact driver walks the product of the targets' outcomes."""
    from muster.games.void.attack import derive
    from muster.games.void.volley import Volley
    from muster.games.void.wound import Wound, after_hit, roll_hit, strike

    a, n = derive(spec.attack), spec.targets
    if not a.action:
        return Volley.of(a, False, [(strike(src, a), None, False) for _ in range(n)])
    h = roll_hit(src, a)
    return Volley.of(a, True, [(after_hit(src, a, h) if h.hit else Wound.of(a, h), None, False)
                               for _ in range(n)])


@pytest.mark.parametrize("attack, targets", [
    # a swarm weapon's whole attack per target: two (its walk grows with the product of the
    # targets' outcomes); the sweep's four fold more runs
    (AttackSpec("shotgun", squad=True, target_armor=5), 2),
    (AttackSpec("sword", action="sweep", defence="dodge", target_agility=8, target_armor=5), 4),
    (AttackSpec("laser rifle", mode="automatic", action="clearing-fire", target_armor=6), 2),
])
def test_targets_folded_one_by_one_are_the_walk_of_every_target(attack, targets):
    """The volley's targets folded as a distribution over the running counts give
    exactly the walk over the product of every target's outcomes."""
    from muster.engine.odds import enumerate_outcomes

    spec = VolleySpec(attack, targets)
    folded = enumerate_outcomes(lambda src: volley(src, spec), volley_key)
    walked = enumerate_outcomes(lambda src: _loop_volley(src, spec), volley_key)
    assert folded.probs == walked.probs


def test_fifty_targets_are_exact(muster):
    """No cap on the targets of --odds. A shotgun's targets are alike and
    independent: all 50 are hit with (1/2)**50 (RC 10 on a d20), and the mean damage is 50
    times one target's (--targets 1: the one-target attack)."""
    one = ok_json(muster, "wound", "void", "--weapon", "shotgun", "--squad", "--odds")
    out = ok_json(muster, "wound", "void", "--weapon", "shotgun", "--targets", "50", "--squad",
                  "--odds")
    rows = {r["value"]: r for r in out["wounded"]}
    assert frac(rows[50]) == Fraction(1, 2**50)
    assert out["mean_damage"] == pytest.approx(50 * one["mean_damage"])
    sweep = ok_json(muster, "wound", "void", "--weapon", "sword", "--action", "sweep",
                    "--targets", "20", "--defence", "dodge", "--target-agility", "8",
                    "--target-armor", "5", "--odds")
    assert sweep["exact"] and sweep["targets"] == 20


def test_automatic_hits_weigh_by_band(muster):
    # one automatic shot at RC 10: hit 1/2; the hits d20: 1-10 one, 11-15 two, 16-20 three;
    # against no Armor each hit wounds for 10: damage 10 with 1/2 x 1/2, 20 with 1/2 x 1/4
    # (a Luck hit doubles damage against zero Armor, so the 1 is apart)
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--mode", "automatic",
                  "--odds")
    rows = {r["value"]: Fraction(r["fraction"]) for r in out["damage"]}
    assert rows[0] == Fraction(1, 2)
    # hit without Luck (9/20): 10 / 20 / 30 by band; Luck (1/20): doubled, 20 / 40 / 60
    assert rows[10] == Fraction(9, 20) * Fraction(1, 2)
    assert rows[20] == Fraction(9, 20) * Fraction(1, 4) + Fraction(1, 20) * Fraction(1, 2)


def test_sweep_and_charge_are_two_actions(muster):
    # L13: the charge (Zteč) and the sweep (Rozmáchnutí) are each an action; L27: one a round
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", "--action", "sweep",
                                 "--targets", "2", "--charge-distance", "5", "--dice", "1"),
                          "two actions")


def test_sweep_needs_a_melee_weapon_not_bare_hands(muster):
    # L13: the Zápasník swings a melee weapon (chladnou zbraní); Bad luck breaks it
    assert_one_line_error(muster("wound", "void", "--weapon", "unarmed", "--action", "sweep",
                                 "--targets", "2", "--dice", "5"), "melee weapon")


def test_automatic_clearing_fire_odds_brute_force(muster):
    # RC 10 - 2 (automatic, L15) = 8; each target hit takes its own automatic-hits d20
    # (1-10: 1, 11-15: 2, 16-20: 3 hits, L39) and an Armor 5 roll per hit (wounds on 6+);
    # Luck wounds with every hit. Walked die by die here, apart from the procedure.
    from itertools import product

    def per_target(luck):
        out = {}
        for hits, p in ((1, Fraction(1, 2)), (2, Fraction(1, 4)), (3, Fraction(1, 4))):
            if luck:
                out[hits] = out.get(hits, 0) + p
                continue
            for rolls in product(range(1, 21), repeat=hits):
                w = sum(1 for v in rolls if v != 1 and v > 5)
                out[w] = out.get(w, 0) + p / 20 ** hits
        return out

    wounded = {0: Fraction(0), 1: Fraction(0), 2: Fraction(0)}
    for r in range(1, 21):
        if r == 20 or (r != 1 and r > 8):
            wounded[0] += Fraction(1, 20)
            continue
        d = per_target(r == 1)
        for a, pa in d.items():
            for b, pb in d.items():
                wounded[(a > 0) + (b > 0)] += Fraction(1, 20) * pa * pb
    out = ok_json(muster, "wound", "void", "--weapon", "block rifle", "--mode", "automatic",
                  "--action",
                "clearing-fire", "--targets", "2", "--target-armor", "5", "--odds")
    assert {r["value"]: frac(r) for r in out["wounded"]} == wounded


@pytest.mark.parametrize("extra", [[], ["--defence", "dodge", "--target-agility", "8"]])
def test_every_chance_of_a_sweep_has_its_fraction(muster, extra):
    """Every chance of a sweep's odds is printed with its exact fraction, the weapon's
    breaking too (a natural 20: 1/20)."""
    run = muster("wound", "void", "--weapon", "sword", "--action", "sweep", "--targets", "3",
                 "--target-armor", "5", *extra, "--odds")
    assert run.code == 0, run.err
    chances = [line for line in run.out.splitlines() if "%" in line]
    assert "  weapon broken: 5.00 % (1/20)" in chances
    assert all(re.search(r"% \(\d[\d ]*/\d[\d ]*\)", line) for line in chances), chances
