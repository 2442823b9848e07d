"""`muster wound battlelore` (games/battlelore/wound.py): hits, figures removed, battle
back, the odds and the text (digest §3.1-3.2, §4.5-4.6; RULINGS 13-15). The dice for the
battle are test_dice_count.py's, the retreats test_retreat.py's."""

from __future__ import annotations

from fractions import Fraction

import pytest

from helpers import assert_one_line_error, ok_json
from muster import api
from muster.engine.dice import EnteredSource, RandomSource
from muster.engine.odds import enumerate_outcomes
from muster.errors import FieldError
from muster.games.battlelore.wound import WoundSpec, wound, wound_key


def table(rows) -> dict:
    return {row["value"]: Fraction(row["fraction"]) for row in rows}


# --------------------------------------------------------------- hits and figures


def test_short_sword_against_blue_mounted_two_hits(muster):
    # E16: 1 blue helmet + 2 swords on shield vs a blue mounted unit: 2 figures go
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--target-type",
                  "mounted", "--faces", "blue,bonus,bonus")
    assert (out["hits"], out["figures_removed"], out["figures_left"]) == (2, 2, 1)
    assert not out["destroyed"]


def test_long_sword_removes_two(muster):
    # E18
    out = ok_json(muster, "wound", "bl", "-w", "long-sword", "-t", "blue", "--faces",
                  "blue,red,bonus")
    assert out["figures_removed"] == 2 and out["figures_left"] == 2


def test_moved_crossbow_point_blank_misses_with_bonus(muster):
    # E20 (read with RULINGS 14): point blank, the sword on shield is ignored -> a miss
    out = ok_json(muster, "wound", "bl", "-w", "crossbow", "--point-blank", "-t", "blue",
                  "--target-type", "mounted", "--faces", "bonus")
    assert out["hits"] == 0 and out["figures_left"] == 3


def test_excess_hits_destroy_and_give_a_banner(muster):
    # D10: 5 hits on a 4-figure foot unit: 4 removed, destroyed, victory banner; no retreat
    out = ok_json(muster, "wound", "bl", "-w", "long-sword", "-t", "red", "--faces",
                  "red,red,red,bonus,bonus,flag")
    assert out["figures_removed"] == 4 and out["figures_left"] == 0
    assert out["destroyed"] and out["victory_banner"]
    assert out["retreat_hexes"] == 0 and not out["battle_back"]


def test_figures_left_counts_from_the_survivors(muster):
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "green", "--figures", "2",
                  "--faces", "green,flag")
    assert out["figures_removed"] == 1 and out["figures_left"] == 1
    assert out["retreat_hexes"] == 1 and not out["destroyed"]
    last = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "green", "--figures", "1",
                   "--faces", "green,flag")
    assert last["figures_left"] == 0 and last["destroyed"] and last["retreat_hexes"] == 0


# --------------------------------------------------------------- battle back


def test_ranged_target_never_battles_back(muster):
    out = ok_json(muster, "wound", "bl", "-w", "common-bow", "-t", "blue", "--morale", "bold",
                  "--faces", "green,green")
    assert not out["battle_back"]
    close = ok_json(muster, "wound", "bl", "-w", "common-bow", "--point-blank", "-t", "blue",
                    "--morale", "bold", "--faces", "green,green")
    assert close["battle_back"]


def test_normal_unit_does_not_battle_back(muster):
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--faces",
                  "green,green")
    assert not out["battle_back"]


def test_unit_that_retreats_loses_battle_back(muster):
    out = ok_json(muster, "wound", "bl", "-w", "short-sword", "-t", "blue", "--supported",
                  "--faces", "flag,flag,green")
    assert out["retreat_hexes"] == 1 and not out["battle_back"]


# --------------------------------------------------------------- odds, seed, text


def test_odds_red_long_sword_against_bold_green_foot(muster):
    out = ok_json(muster, "wound", "bl", "--odds", "-a", "red", "-w", "long-sword", "-t", "green",
                  "--morale", "bold")
    # a die hits on green helmet or sword on shield: 1/3.  Destroyed = 4 hits = (1/3)^4 = 1/81
    assert Fraction(out["destroyed"]["fraction"]) == Fraction(1, 81)
    # Bold ignores one flag: retreat 1 hex on exactly 2 flags = C(4,2)(1/6)^2(5/6)^2 = 150/1296
    assert table(out["retreat_hexes"])[1] == Fraction(150, 1296)
    # battle back: at most 1 flag (625+500)/1296, less the destroyed cases (4 hits, 0 flags:
    # 16/1296) -> 1109/1296
    assert Fraction(out["battle_back"]["fraction"]) == Fraction(1109, 1296)
    # figures lost is hits, binomial(4, 1/3): P(2) = 6 * 4/81 * ... = 6*(1/9)*(4/9) = 24/81
    assert table(out["figures_lost"])[2] == Fraction(24, 81)


BIG = ("wound", "bl", "--odds", "-a", "blue", "-w", "long-sword", "-t", "green", "--extra", "300")


def test_odds_lines_of_many_dice_show_long_fractions_in_short(muster):
    """303 dice: every chance's exact fraction runs to hundreds of digits; each line leaves
    it out (never an approximation of the chance beside it), and --json keeps
    it exact."""
    out = ok_json(muster, *BIG)
    ground = Fraction(out["gain_ground"]["fraction"])
    assert len(out["gain_ground"]["fraction"]) > 100 and 1 - ground < Fraction(1, 10**6)
    lines = muster(*BIG).out.splitlines()
    assert "destroyed (+1 victory banner): 100.00 %" in lines
    assert "gain ground: 100.00 %" in lines
    assert "may battle back: 0.00 %" in lines and "pursuit: 0.00 %" in lines
    czech = muster("--lang", "cs", *BIG).out.splitlines()
    assert "dobití území: 100,00\u00a0%" in czech


def test_odds_with_blocked_retreat(muster):
    # green attacker, 2 dice, short sword vs a 1-figure blue foot unit with no room:
    # the unit dies on any hit (blue helmet or sword: 2/6) or any flag (1/6), so it lives
    # only if both dice show green, red or lore: 1 - (3/6)^2 = 3/4
    out = ok_json(muster, "wound", "bl", "--odds", "-a", "green", "-w", "short-sword", "-t",
                  "blue", "--figures", "1", "--room", "0")
    assert Fraction(out["destroyed"]["fraction"]) == Fraction(3, 4)


def test_three_drivers_agree_on_one_outcome(muster):
    # the entered roll blue,flag,flag (Normal morale) loses 1 figure and retreats 2 hexes
    entered = ok_json(muster, "wound", "bl", "-a", "blue", "-w", "short-sword", "-t", "blue",
                      "--faces", "blue,flag,flag")
    assert (entered["figures_removed"], entered["retreat_hexes"]) == (1, 2)
    out = ok_json(muster, "wound", "bl", "--odds", "-a", "blue", "-w", "short-sword", "-t", "blue")
    # retreat 2 hexes = exactly 2 flags of 3 dice: 3 * (1/6)^2 * (5/6) = 15/216
    assert table(out["retreat_hexes"])[2] == Fraction(15, 216)
    lost = table(out["figures_lost"])
    assert lost[3] == Fraction(1, 27)  # 3 hits: (2/6)^3


def test_seed_repeats(muster):
    a = ok_json(muster, "wound", "bl", "-a", "red", "-w", "long-sword", "-t", "blue", "--seed",
                "42")
    b = ok_json(muster, "wound", "bl", "-a", "red", "-w", "long-sword", "-t", "blue", "--seed",
                "42")
    assert a == b and a["seed"] == 42


def test_times_summarises(muster):
    run = muster("wound", "bl", "-a", "blue", "-w", "short-sword", "-t", "red", "--times", "20",
                 "--seed", "3", "--json")
    assert run.code == 0 and run.json["times"] == 20


def test_text_view_explains(muster):
    run = muster("wound", "bl", "-a", "green", "-w", "common-bow", "--moved", "-t", "blue",
                 "--faces", "blue")
    assert run.code == 0
    lines = run.out.splitlines()
    assert lines[1] == ("dice: 2 base dice (green banner (Irregulars)); Common Bow after "
                        "moving -1 -> 1")
    assert lines[-2:] == [
        "battle back: NO (a unit shot at from range never battles back)",
        "no follow-on actions: a ranged attack never gains ground or pursues"]


def test_frightened_retreat_mentions_the_missing_panic_check(muster):
    note = ("  note: a Frightened unit forced back also checks for panic losses; those rules "
            "(Ch.6) are not in the rules text and are not applied")
    run = muster("wound", "bl", "-w", "short-sword", "-t", "blue", "--morale", "frightened",
                 "--faces", "flag")
    assert run.code == 0
    lines = run.out.splitlines()
    assert lines[lines.index(note) - 1] == \
        "flags: 1, ignored 0, 2 hexes per flag -> retreat 2 hex(es)"
    # not forced back (no flag), or not Frightened: no note
    for args in (("--morale", "frightened", "--faces", "blue"), ("--faces", "flag")):
        other = muster("wound", "bl", "-w", "short-sword", "-t", "blue", *args)
        assert other.code == 0 and note not in other.out.splitlines()


def test_random_and_entered_outcomes_lie_in_the_exact_distribution():
    setup = WoundSpec.named(target="blue", weapon="short-sword", target_type="mounted",
                            attacker_colour="red", figures=2, morale="frightened", room=1)
    dist = enumerate_outcomes(lambda src: wound(src, setup), wound_key)
    # 4 red dice; nothing lost only with no blue helmet, no flag (2 hexes a flag, 1 free)
    # and at most one sword on shield (the short sword's one ignored against mounted):
    # (3/6)^4 + 4 (1/6)(3/6)^3 = 1/16 + 1/12 = 7/48; Frightened, it never battles back
    assert dist.probs[(0, False, 0, False)] == Fraction(7, 48)
    seen = {wound_key(wound(RandomSource(seed), setup)) for seed in range(300)}
    assert seen <= set(dist.probs)
    # an entered roll: 1 blue (1 hit), 1 flag (2 hexes, room 1 -> 1 lost): destroyed
    out = wound(EnteredSource(["blue", "flag", "lore", "green"]), setup)
    assert out.destroyed and wound_key(out) in dist.probs


@pytest.mark.parametrize("args, needle", [
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--odds"), "--faces"),
    (("-w", "halberd", "-t", "red", "--faces", "red"), "halberd"),
    (("-w", "short-sword", "-t", "pink", "--faces", "red"), "pink"),
    (("-w", "short-sword", "-t", "red", "-a", "yellow"), "yellow"),
    (("-w", "short-sword", "-t", "red"), "--attacker-colour"),
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--moved"), "--attacker-colour"),
    (("-w", "short-sword", "-t", "red", "-a", "red", "--faces", "red"), "too few"),
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--dice", "red"), "--faces"),
    (("-w", "short-sword", "-t", "red", "--faces", "helmet"), "helmet"),
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--figures", "5"), "1 to 4"),
    (("-w", "short-sword", "-t", "red", "--target-type", "mounted", "--faces", "red",
      "--figures", "4"), "1 to 3"),
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--figures", "0"), "--figures"),
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--morale", "brave"), "brave"),
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--room", "1", "--blocked", "1"),
     "--room"),
    (("-w", "short-sword", "-t", "red", "--faces", "red", "--blocked", "-1"), "--blocked"),
    (("-w", "short-sword", "-t", "red", "-a", "red", "--terrain-cap", "-1"), "--terrain-cap"),
    (("-w", "short-sword", "-t", "red", "-a", "red", "--extra", "-2"), "--extra"),
    (("-w", "short-sword", "-t", "red", "--target-type", "creature", "--faces", "red"),
     "creature"),
])
def test_bad_input_is_one_line(muster, args, needle):
    assert_one_line_error(muster("wound", "battlelore", *args), needle)


@pytest.mark.parametrize(("given", "named"), [
    (("--target-colour", "pink"), "--target-colour"), (("--target", "pink"), "--target"),
    (("-t", "pink"), "-t"), (("-tpink",), "-t"), (("--target-colour=pink",), "--target-colour"),
    (("--target", "red", "--target-colour", "pink"), "--target-colour"),  # the last one given
])
def test_a_bad_colour_names_the_option_given(muster, given, named):
    args = ("wound", "bl", "-w", "short-sword", "-a", "blue", *given)
    run = muster(*args)
    assert_one_line_error(run)
    assert run.err == (f"muster: error: {named}: unknown banner colour 'pink' "
                       "(allowed: green, blue, red)\n")
    czech = muster("--lang", "cs", *args).err
    assert czech.startswith(f"muster: chyba: {named}: barva praporu \u201epink\u201c neexistuje")
    # in a --vs column too
    column = muster("wound", "bl", "-w", "short-sword", "-a", "blue", "-t", "red", "--odds",
                    "--vs", " ".join(given)).err
    assert column.startswith(f"muster: error: --vs '{' '.join(given)}': {named}: unknown "
                             "banner colour 'pink' ")


def test_no_dice_no_battle_so_no_battle_back(muster):
    # RULINGS 14 / docs: 0 dice means the unit cannot battle. Battle back answers a melee
    # attack that was rolled and resolved (seed L31/p.14 "Protiútok": after the attacker's
    # roll is resolved), so a Bold target of a 0-dice "attack" has nothing to battle back.
    args = ("-a", "green", "-w", "common-bow", "--moved", "--terrain-cap", "1",
            "--point-blank", "-t", "red", "--morale", "bold")
    out = ok_json(muster, "wound", "bl", *args, "--seed", "1")
    assert out["dice"] == 0 and not out["battle_back"]
    assert Fraction(ok_json(muster, "wound", "bl", "--odds",
                            *args)["battle_back"]["fraction"]) == 0
    text = muster("wound", "bl", *args, "--seed", "1")
    assert text.out.splitlines()[2:] == [
        "no dice: the unit cannot battle; nothing happens to the target, and with no battle "
        "there is nothing to battle back against"]


def test_text_does_not_suggest_the_banner_bearer_fell_when_the_unit_lives(muster):
    # seed L23/p.10: the banner bearer is always removed last; E18 (L25/p.11) removes 2 of 4,
    # so the banner bearer is still standing and the text must not read as if it fell
    run = muster("wound", "bl", "-w", "long-sword", "-t", "blue", "--faces", "blue,red,bonus")
    assert "hits: 2 -> 2 figure(s) removed (the banner bearer stays: it is removed last)" in \
        run.out.splitlines()
    dead = muster("wound", "bl", "-w", "long-sword", "-t", "blue", "--figures", "2",
                  "--faces", "blue,red,bonus")
    assert dead.out.splitlines()[5:7] == [
        "hits: 2 -> 2 figure(s) removed (the banner bearer last)",
        "DESTROYED: the banner bearer goes to the attacker's victory track (+1 victory "
        "banner); flags no longer matter"]


def test_more_than_six_dice_get_the_same_note_as_roll(muster):
    # seed L9/p.3 step 7: each player takes 6 battle dice; a roll may still need more
    # (digest A20: allowed, with a note). Red 4 + 3 card dice = 7.
    run = muster("wound", "bl", "-a", "red", "-w", "long-sword", "--extra", "3", "-t", "blue",
                 "--seed", "1")
    assert run.code == 0
    assert run.out.splitlines()[1:3] == [
        "dice: 4 base dice (red banner (Heavy troops)); +3 card dice (not capped) -> 7",
        "note: more dice than the 6 each player owns"]
    four = muster("wound", "bl", "-a", "red", "-w", "long-sword", "-t", "blue", "--seed", "1")
    assert "each player owns" not in four.out


def test_moving_without_a_penalty_is_said_not_silently_dropped(muster):
    # RULINGS 14: only the common bow loses a die for moving (seed L25/p.11); a moved
    # crossbow keeps its dice, and the text says so (E20 makes a player expect a loss)
    run = muster("wound", "bl", "-a", "blue", "-w", "crossbow", "--moved", "-t", "red",
                 "--seed", "1", "--json")
    assert run.json["dice"] == 3
    text = muster("wound", "bl", "-a", "blue", "-w", "crossbow", "--moved", "-t", "red",
                  "--seed", "1")
    assert text.out.splitlines()[1] == ("dice: 3 base dice (blue banner (Regulars)); moved: "
                                        "the Crossbow loses no die for it")


def test_the_spec_is_the_memo_key_and_the_api_weighs_it():
    """A spec is hashable (the exact driver's memo key) and `muster.api` weighs it as
    --odds does: red attacker, long sword on a Bold green foot unit, destroyed 1/81."""
    spec = WoundSpec.named(target="green", weapon="long-sword", attacker_colour="red",
                           morale="bold")
    assert hash(spec) == hash(WoundSpec.named(target="zelená", weapon="dlouhý meč",
                                              attacker_colour="červený", morale="statečná"))
    assert api.odds(spec).p(lambda k: k[1]) == Fraction(1, 81)


@pytest.mark.parametrize("kw, field, text", [
    (dict(figures=5), "figures", "figures 5 is impossible: a foot unit has 1 to 4 figures left"),
    (dict(room=1, blocked=1), "room", "blocked and room are two ways to say the same thing; "
                                      "give one"),
    (dict(blocked=-1), "blocked", "blocked must be 0 or more, not -1"),
])
def test_the_spec_names_fields_and_the_command_options(muster, kw, field, text):
    with pytest.raises(FieldError) as err:
        WoundSpec.named(target="red", weapon="short-sword", rolled=1, **kw)
    assert err.value.field == field and str(err.value) == text


def test_a_spec_built_directly_counts_hexes_moved_as_having_moved():
    """The Python API (docs/api.md): a green foot unit with a common bow that moved 1 hex
    shoots with 1 die less (2 - 1), as `wound bl --moved-hexes 1` does."""
    from muster.games.battlelore.after_battle import AfterBattle
    from muster.games.battlelore.dice_count import DiceSpec
    from muster.games.battlelore.hits import Attack

    attack = Attack("red", "common-bow")
    moved = WoundSpec(attack, DiceSpec("green"), after=AfterBattle(attacker_type="foot"),
                      moved_hexes=1)
    still = WoundSpec(attack, DiceSpec("green"), after=AfterBattle(attacker_type="foot"),
                      moved_hexes=0)
    assert moved.dice.moved and not still.dice.moved
    assert api.roll(moved, seed=1).dice == 1 and api.roll(still, seed=1).dice == 2
    assert moved == WoundSpec.named(target="red", weapon="common-bow", attacker_colour="green",
                                    attacker_type="foot", moved_hexes=1)


def test_a_pursuit_names_no_command_to_a_library_caller():
    """The command line adds the command that rolls the bonus attack
    (tests/games/battlelore/test_czech.py); a library caller reads the rule alone."""
    from helpers import view_lines

    spec = WoundSpec.named(target="green", weapon="long-sword", attacker_colour="blue",
                           attacker_type="mounted")
    assert view_lines(api.roll(spec, dice=["green", "flag", "flag"]))[-1] == (
        "next: Pursuit (pronásledování): the vacated hex, then 1 hex more (or stop, or go "
        "back), then a Bonus Melee Attack (bonusový útok na blízko) on any adjacent unit")
