"""Void rules of issue 13 (seed 003): heavy weapons fixed (L37), falling (L21), Sweep /
Clearing fire / Covering fire (L13, L15), swarm weapons (L39), grab and breaking free (L31),
throwing an opponent (L43). Expected numbers are worked by hand in the comments."""

from __future__ import annotations

from fractions import Fraction

import pytest
from conftest import assert_drivers_agree, assert_one_line_error

from muster.games.void import moves
from muster.games.void.procedures import Attack, volley, volley_key


def wound(muster, *args):
    run = muster("wound", "void", *args, "--json")
    assert run.code == 0, run.err
    return run.json


def frac(row) -> Fraction:
    return Fraction(row["fraction"])


# ------------------------------------------------------------------------ heavy weapons


def test_an_unfixed_heavy_weapon_cannot_fire(muster):
    # L37: heavy weapons MUST be set on a tripod, or they cannot fire at all.
    for weapon in ("block cannon", "laserový kanon", "heavy shotgun"):
        assert_one_line_error(muster("wound", "void", "--weapon", weapon, "--dice", "5"),
                              "tripod", "--fixed")


def test_a_fixed_heavy_weapon_fires_without_bonus(muster):
    out = wound(muster, "--weapon", "block cannon", "--fixed", "--rc", "10", "--dice", "10")
    assert out["hit_target"] == 10 and out["hit"] is True and out["damage"] == 20


def test_bipod_and_sniper_tripod_bonuses(muster):
    # L37: a two-handed weapon on a bipod +2 RC; L15: a rifle on a Sniper tripod +4 instead.
    assert wound(muster, "--weapon", "block rifle", "--fixed", "--dice", "12")["hit_target"] == 12
    assert wound(muster, "--weapon", "laser rifle", "--sniper-tripod",
                 "--dice", "14")["hit_target"] == 14
    assert_one_line_error(muster("wound", "void", "--weapon", "block pistol", "--fixed"),
                          "two-handed")
    assert_one_line_error(muster("wound", "void", "--weapon", "block cannon",
                                 "--sniper-tripod"), "rifle")
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", "--fixed"), "ranged")


# ------------------------------------------------------------------------------ falling


@pytest.mark.parametrize("metres, size, damage", [
    (2, 2, 0),    # L21: a size-2 being falls two metres: nothing happens
    (3, 2, 10),   # ... three metres: it loses 10 HP
    (5, 1, 40),   # L43: the thrown Dwarf (size 1) after five metres: 40 HP
    (0, 0, 0), (12, 4, 80),
])
def test_falling_damage(muster, metres, size, damage):
    out = wound(muster, "--fall", str(metres), "--target-size", str(size), "--target-hp", "90")
    assert out["damage"] == damage and out["hp_left"] == 90 - damage


def test_a_fall_rolls_no_dice(muster):
    assert_one_line_error(muster("wound", "void", "--fall", "3", "--dice", "5"), "too many dice")
    out = wound(muster, "--fall", "7", "--odds")
    assert out["outcomes"] == [{"outcome": 50, "p": 1.0, "fraction": "1/1"}]


def test_a_long_fall_kills_and_a_half_loss_asks_for_pain(muster):
    assert wound(muster, "--fall", "10", "--target-hp", "40")["dead"] is True
    out = wound(muster, "--fall", "5", "--target-hp", "40")  # 30 of 40 lost
    assert out["pain_check"] is True and out["dead"] is False


# ------------------------------------------------------------- one roll, several targets


def test_sweep_one_roll_then_each_target_defends(muster):
    # L13: CC - 2 with the (cutting) sword: 10 - 2 = 8; a 7 hits all three. Target 1 fails
    # its dodge (9 > 8) and its Armor roll 3 <= 5 stops the blow; target 2 fails the dodge
    # (10) and Armor (12 > 5): 15 + 5 = 20 damage; target 3 dodges (2 <= 8).
    out = wound(muster, "--weapon", "sword", "--action", "sweep", "--targets", "3",
                "--defence", "dodge", "--target-agility", "8", "--target-armor", "5",
                "--dice", "7,9,3,10,12,2")
    assert out["hit_target"] == 8 and out["one_roll"] is True
    assert [t["damage"] for t in out["targets"]] == [0, 20, 0]
    assert [t["defended"] for t in out["targets"]] == [False, False, True]
    assert out["wounded"] == 1 and out["damage"] == 20


def test_sweep_with_a_blunt_weapon_is_minus_four_and_stabbing_is_refused(muster):
    assert wound(muster, "--weapon", "hammer", "--action", "sweep",
                 "--dice", "6")["hit_target"] == 6
    assert_one_line_error(muster("wound", "void", "--weapon", "dart", "--action", "sweep"),
                          "melee")
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", "--second-weapon", "axe",
                                 "--action", "sweep"), "Two weapons")


def test_a_missed_sweep_misses_everyone(muster):
    out = wound(muster, "--weapon", "axe", "--action", "sweep", "--targets", "4",
                "--target-armor", "5", "--dice", "15")
    assert out["hit"] == 0 and out["damage"] == 0


def test_sweep_odds_by_hand(muster):
    # Hit 8/20 = 2/5; of the hits, a 1 (1/8 of them) is Luck: no Armor roll. A target fails
    # its dodge against Agility 8 with 12/20 = 3/5, and a hit wounds past Armor 5 with
    # 15/20 = 3/4 (a 1 always passes, a 20 always fails). All three wounded:
    # 2/5 x (7/8 x (3/5 x 3/4)^3 + 1/8 x (3/5)^3) = 6831/160000.
    out = wound(muster, "--weapon", "sword", "--action", "sweep", "--targets", "3",
                "--defence", "dodge", "--target-agility", "8", "--target-armor", "5", "--odds")
    rows = {r["value"]: r for r in out["wounded"]}
    assert frac(rows[3]) == Fraction(2, 5) * (Fraction(7, 8) * Fraction(9, 20) ** 3
                                              + Fraction(1, 8) * Fraction(3, 5) ** 3)
    assert frac(out["hit_any"]) == Fraction(2, 5)
    assert frac(out["weapon_broken"]) == Fraction(1, 20)


def test_clearing_fire_automatic_is_minus_two(muster):
    # L15: RC - 4, only - 2 with an automatic weapon.
    auto = wound(muster, "--weapon", "block rifle", "--mode", "automatic", "--action",
                 "clearing-fire", "--targets", "2", "--dice", "8,5,5")
    assert auto["hit_target"] == 8 and auto["wounded"] == 2
    semi = wound(muster, "--weapon", "block rifle", "--action", "clearing-fire",
                 "--dice", "7")
    assert semi["hit_target"] == 6 and semi["hit"] == 0


def test_covering_fire_makes_targets_roll_will(muster):
    # L15: RC 10 - 2 (automatic) = 8, an 8 hits; Will 9: 3 resists, 10 and 15 go prone.
    out = wound(muster, "--weapon", "laser rifle", "--mode", "automatic", "--action",
                "covering-fire", "--targets", "3", "--target-will", "9", "--dice", "8,3,10,15")
    assert [t["prone"] for t in out["targets"]] == [False, True, True]
    assert out["prone"] == 2 and out["damage"] == 0


def test_covering_fire_luck_sends_everyone_prone(muster):
    out = wound(muster, "--weapon", "block pistol", "--action", "covering-fire",
                "--targets", "4", "--dice", "1")
    assert out["prone"] == 4 and all(t["will_roll"] is None for t in out["targets"])


def test_covering_fire_odds_by_hand(muster):
    # hit 2/5; Luck (1/8 of hits) sends all prone; else each fails Will 9 with 11/20.
    # All three prone: 2/5 x (1/8 + 7/8 x (11/20)^3) = 17317/160000.
    out = wound(muster, "--weapon", "laser rifle", "--mode", "automatic", "--action",
                "covering-fire", "--targets", "3", "--target-will", "9", "--odds")
    rows = {r["value"]: r for r in out["prone"]}
    assert frac(rows[3]) == Fraction(17317, 160000)


def test_swarm_weapon_rolls_per_target_and_doubles_against_squads(muster):
    # L39: one RC roll per target; double damage against a Squad or Swarm: 10 x 2 = 20.
    out = wound(muster, "--weapon", "shotgun", "--targets", "2", "--squad",
                "--target-armor", "5", "--dice", "4,8,12")
    assert out["one_roll"] is False
    assert [t["hit_roll"] for t in out["targets"]] == [4, 12]
    assert out["targets"][0]["damage"] == 20 and out["damage"] == 20


def test_swarm_odds_each_target_alone(muster):
    # Two targets, no Armor: each is hit with 10/20 independently: both 1/4.
    out = wound(muster, "--weapon", "shotgun", "--targets", "2", "--odds")
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
    a = Attack("sword", action="sweep", defence="dodge", target_agility=8, target_armor=5)
    for seed in range(20):
        assert_drivers_agree(lambda src: volley(src, a, 2), volley_key, seed)


# ------------------------------------------------------------------ grab and breaking free


def test_grab_is_a_cc_roll_the_target_may_parry(muster):
    out = wound(muster, "--action", "grab", "--cc", "12", "--strength", "12",
                "--target-strength", "10", "--defence", "parry", "--target-cc", "8",
                "--dice", "11,9")
    assert out["hit"] is True and out["defended"] is False and out["grabbed"] is True
    # CC 10: hit 1/2; the parry at CC 8 saves 2/5 of those: grabbed 3/10.
    odds = wound(muster, "--action", "grab", "--strength", "12", "--target-strength", "10",
                 "--defence", "parry", "--target-cc", "8", "--odds")
    assert {r["outcome"]: r["fraction"] for r in odds["outcomes"]} == \
        {"grabbed": "3/10", "avoided": "1/5", "missed": "1/2"}


def test_only_the_stronger_may_grab(muster):
    assert_one_line_error(muster("wound", "void", "--action", "grab", "--strength", "9",
                                 "--target-strength", "10"), "Strength")


def test_breaking_free_is_a_strength_roll(muster):
    held = wound(muster, "--action", "break-free", "--strength", "12",
                 "--target-strength", "10", "--dice", "11")
    assert held["free"] is False
    assert wound(muster, "--action", "break-free", "--strength", "12", "--target-strength",
                 "10", "--dice", "10")["free"] is True
    # stronger than the grabber: free at once, no roll (L31)
    auto = wound(muster, "--action", "break-free", "--strength", "9", "--target-strength", "10")
    assert auto["automatic"] is True and auto["roll"] is None
    odds = wound(muster, "--action", "break-free", "--strength", "12", "--target-strength",
                 "10", "--odds")
    assert {r["outcome"]: r["fraction"] for r in odds["outcomes"]}["free"] == "1/2"


# --------------------------------------------------------------------- throwing an opponent


def test_the_rulebooks_thrown_dwarf(muster):
    # L43: a Dwarf (size 1) flies 5 m into a wall and is hurt for 40 HP; the wall takes
    # DAM 1 x 10 = 10 if its Armor roll fails.
    out = wound(muster, "--action", "throw-opponent", "--size", "5", "--target-size", "1",
                "--strength", "12", "--distance", "5", "--target-hp", "50",
                "--struck", "armor", "--struck-value", "10", "--dice", "14")
    assert out["landing_damage"] == 40 and out["thrown"]["hp_left"] == 10
    assert out["impact_damage"] == 10 and out["struck_damage"] == 10


def test_throw_reach_and_sizes(muster):
    # Strength 1-10 throws 5 m, 11-15 10 m, 16-19 20 m (L43)
    out = wound(muster, "--action", "throw-opponent", "--size", "4", "--target-size", "2",
                "--strength", "16")
    assert out["reach_m"] == 20 and out["distance_m"] == 20 and out["landing_damage"] == 180
    assert_one_line_error(muster("wound", "void", "--action", "throw-opponent", "--size", "5",
                                 "--target-size", "2", "--one-limb"), "4 size classes")
    assert_one_line_error(muster("wound", "void", "--action", "throw-opponent", "--size", "5",
                                 "--target-size", "2", "--distance", "6"), "at most 5 m")


def test_struck_without_armor_takes_double_on_durability(muster):
    out = wound(muster, "--action", "throw-opponent", "--size", "6", "--target-size", "3",
                "--strength", "12", "--distance", "4", "--struck", "durability",
                "--struck-value", "10", "--dice", "11")
    assert out["impact_damage"] == 60 and out["struck_damage"] == 60
    dodged = wound(muster, "--action", "throw-opponent", "--size", "6", "--target-size", "3",
                   "--struck", "dodge", "--struck-value", "10", "--dice", "10")
    assert dodged["struck_damage"] == 0


def test_throw_odds(muster):
    out = wound(muster, "--action", "throw-opponent", "--size", "6", "--target-size", "3",
                "--struck", "armor", "--struck-value", "5", "--odds")
    assert {r["outcome"]: r["fraction"] for r in out["outcomes"]} == \
        {"struck object hurt": "3/4", "struck object unhurt": "1/4"}


def test_moves_need_no_weapon_but_attacks_do(muster):
    assert_one_line_error(muster("wound", "void", "--target-armor", "5"), "--weapon")
    assert_one_line_error(muster("wound", "void", "--fall", "3", "--action", "grab"), "--fall")


def test_fall_damage_function():
    assert moves.fall_damage(3, 2) == 10 and moves.fall_damage(1, 2) == 0


def test_exact_odds_of_many_targets_are_refused_at_once(muster):
    assert_one_line_error(muster("wound", "void", "--weapon", "shotgun", "--targets", "4",
                                 "--odds"), "--times")
    assert_one_line_error(muster("wound", "void", "--weapon", "sword", "--action", "sweep",
                                 "--targets", "7", "--odds"), "--times")
    # --times still rolls them
    out = wound(muster, "--weapon", "shotgun", "--targets", "6", "--times", "20", "--seed", "1")
    assert out["times"] == 20


def test_automatic_hits_weigh_by_band(muster):
    # one automatic shot at RC 10: hit 1/2; the hits d20: 1-10 one, 11-15 two, 16-20 three;
    # against no Armor each hit wounds for 10: damage 10 with 1/2 x 1/2, 20 with 1/2 x 1/4
    # (a Luck hit doubles damage against zero Armor, so the 1 is apart)
    out = wound(muster, "--weapon", "block rifle", "--mode", "automatic", "--odds")
    rows = {r["value"]: Fraction(r["fraction"]) for r in out["damage"]}
    assert rows[0] == Fraction(1, 2)
    # hit without Luck (9/20): 10 / 20 / 30 by band; Luck (1/20): doubled, 20 / 40 / 60
    assert rows[10] == Fraction(9, 20) * Fraction(1, 2)
    assert rows[20] == Fraction(9, 20) * Fraction(1, 4) + Fraction(1, 20) * Fraction(1, 2)


# ------------------------------------------------------------------ independent audit (a13void)


@pytest.mark.parametrize("args, needle", [
    (["--action", "grab", "--cc", "30"], "--cc"),
    (["--action", "grab", "--strength", "25", "--target-strength", "10"], "--strength"),
    (["--action", "grab", "--defence", "dodge", "--target-agility", "0"], "--target-agility"),
    (["--action", "break-free", "--target-strength", "30"], "--target-strength"),
])
def test_moves_refuse_attributes_outside_1_to_19(muster, args, needle):
    # L9: attributes run 1-19; a grab at CC 30 or a break-free at Strength 30 is a typo
    assert_one_line_error(muster("wound", "void", *args, "--dice", "3"), needle)


@pytest.mark.parametrize("args, needle", [
    (["--target-size", "11"], "--target-size"),
    (["--target-hp", "0"], "--target-hp"),
    (["--target-hp", "30", "--target-max-hp", "20"], "--target-max-hp"),
])
def test_a_fall_names_the_options_it_takes(muster, args, needle):
    # the faller is the target: a refusal names --target-size, not the thrower's --size
    assert_one_line_error(muster("wound", "void", "--fall", "3", *args), needle)


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
    out = wound(muster, "--weapon", "block rifle", "--mode", "automatic", "--action",
                "clearing-fire", "--targets", "2", "--target-armor", "5", "--odds")
    assert {r["value"]: frac(r) for r in out["wounded"]} == wounded


def test_move_drivers_agree():
    for action, extra in (("grab", dict(defence="parry", target_cc=8, strength=12)),
                          ("break-free", dict(strength=12)),
                          ("throw-opponent", dict(size=5, target_size=1, strength=12,
                                                  distance=5, struck="durability",
                                                  struck_value=10))):
        kw = dict(cc=10, strength=10, mods=[], defence=None, target_agility=10,
                  target_cc=10, target_strength=10, target_hp=40, target_max_hp=None,
                  size=2, target_size=2, one_limb=False, distance=None, struck=None,
                  struck_value=None, struck_hp=None)
        kw.update(extra)
        proc, key, _ = moves.move_form(action, None, **kw)
        for seed in range(10):
            assert_drivers_agree(proc, key, seed)


@pytest.mark.parametrize("args, needle", [
    (["--action", "grab", "--weapon", "sword"], "--weapon"),
    (["--action", "break-free", "--targets", "3"], "--targets"),
    (["--fall", "5", "--targets", "2"], "--targets"),
    (["--fall", "5", "--squad"], "--squad"),
])
def test_moves_refuse_options_they_would_ignore(muster, args, needle):
    # a grab of three targets, or a fall "with a sword", would silently resolve something else
    assert_one_line_error(muster("wound", "void", *args, "--dice", "3"), needle)


def test_a_heavy_second_weapon_is_refused_as_no_pair(muster):
    # L15: Two weapons are two one-handed guns; --fixed cannot make a cannon one of them
    assert_one_line_error(muster("wound", "void", "--weapon", "block pistol",
                                 "--second-weapon", "block cannon", "--dice", "3"),
                          "one-handed")
