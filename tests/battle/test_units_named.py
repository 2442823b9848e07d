"""The units a battle command names: one unit is never both the one who rolls and its own
target (the two roles' new states would be written one over the other, so the output
would say one thing and the battle file keep another)."""

from __future__ import annotations

import pytest

from helpers import battle_unit_state as state
from helpers import ok_json, refused_unchanged

CASES = [
    # a damage roll on itself: the output said "unwounded -> serious wound", the file kept
    # "unwounded" (the attacker's unchanged state written last)
    ("conf", (("Griffins", "Paladin", "--res", "7", "--str", "13"),),
     ("wound", "conf", "--attacker", "Paladin", "--target", "Paladin", "--dice", "2,5"),
     "--target Paladin is also --attacker"),
    # a shooter is never in the melee it shoots into (seed 000 L713: it must not be
    # fighting in close combat)
    ("conf", (("Griffins", "Archer", "--size", "normal"), ("Wolfen", "Gob", "--size", "small")),
     ("roll", "conf", "into-melee", "--attacker", "Archer", "--target", "Gob", "--target",
      "Archer", "--dice", "1"), "--target Archer is also --attacker"),
    # a Courage test against its own FEAR (the roles there are --figure and --target)
    ("conf", (("Wolfen", "Wolf", "--cou", "3", "--fear", "6"),),
     ("roll", "conf", "test", "--over", "--figure", "Wolf", "--target", "Wolf", "--dice", "2"),
     "--target Wolf is also --figure"),
    # the Staff that follows a wizard's failed casting is the enemy's, never his own
    ("wm", (("Orcs", "Shaman", "--stands", "1"),),
     ("roll", "wm", "cast", "--wizard", "Shaman", "--staff-holder", "Shaman", "--value", "5",
      "--dice", "1,6"), "--staff-holder Shaman is also --wizard"),
    ("void", (("Woltek", "Karel", "--cc", "14", "--strength", "12"),),
     ("wound", "void", "attack", "--weapon", "sword", "--attacker", "Karel", "--target",
      "Karel", "--dice", "8,15"), "--target Karel is also --attacker"),
]


@pytest.mark.parametrize(("game", "units", "command", "said"), CASES)
def test_a_unit_named_as_its_own_target_is_refused_and_nothing_is_written(
        muster, new, game, units, command, said):
    path = new(game, *units)
    before = path.read_bytes()
    refused_unchanged(muster(*command), path, before, said, "not its own target")


def test_the_refusal_is_only_for_one_unit_in_both_roles(muster, new):
    """Two units alike are still attacker and target (one unit in both roles is refused,
    two of the same profile are not), and the target's new state is the one kept."""
    path = new("conf", ("Griffins", "Paladin", "--res", "7", "--str", "13"),
               ("Wolfen", "Squire", "--res", "7", "--str", "13"))
    r = ok_json(muster, "wound", "conf", "--attacker", "Paladin", "--target", "Squire",
                "--dice", "2,5")
    assert r["battle"]["units"][0]["after"]["wound"] == "serious"
    assert state(path, "Squire")["wound"] == "serious"


def test_a_shooter_is_named_once_and_the_first_side_is_one_of_the_battle(muster, new):
    """The shooting order (seed 000 L741-747, L718-719) in a battle: a unit named twice as
    --shooter is refused, never shooting twice at once ('Knight, Knight'), and so is a --first
    that is no side, even while every shooter is of one side."""
    path = new("conf", ("Griffins", "Knight", "--ini", "4"), ("Wolfen", "Stalker", "--ini", "3"))
    before = path.read_bytes()
    refused_unchanged(muster("roll", "conf", "shooting-order", "--shooter", "Knight",
                             "--shooter", "Knight", "--first", "Griffins"), path, before,
                      "--shooter Knight is given twice")
    refused_unchanged(muster("roll", "conf", "shooting-order", "--shooter", "Knight",
                             "--first", "Goblins"), path, before,
                      "--first", "Griffins, Wolfen", "'Goblins'")
    # a shooter the battle does not hold brings its own side, which may go first
    r = ok_json(muster, "roll", "conf", "shooting-order", "--shooter", "Knight", "--shooter",
                "Goblins:Archer:4", "--first", "Goblins")
    assert [v["side"] for v in r["volleys"]] == ["Goblins", "Griffins"]
    r = ok_json(muster, "roll", "conf", "shooting-order", "--shooter", "Knight", "--first",
                "Wolfen")
    assert [v["shooters"][0]["name"] for v in r["volleys"]] == ["Knight"]


@pytest.mark.parametrize(("given", "said"), [
    (("--target-unit", "Nobody", "--attacker", "Paladin"), "--target-unit: unknown unit 'Nobody'"),
    (("--target", "Nobody", "--attacker", "Paladin"), "--target: unknown unit 'Nobody'"),
    (("--target-unit=Nobody", "--attacker", "Paladin"),
     "--target-unit: unknown unit 'Nobody'"),
    (("--target", "Hunter", "--attacker-unit", "Nobody"), "--attacker-unit: unknown unit 'Nobody'"),
    (("--target-unit", "Paladin", "--attacker-unit", "Paladin"),
     "--target-unit Paladin is also --attacker-unit"),
])
def test_a_refused_unit_is_named_by_the_option_given(muster, new, given, said):
    """--target-unit is --target's long name: a refusal names the one the user typed (an
    unknown unit given by --target-unit was reported as --target's)."""
    path = new("conf", ("Griffins", "Paladin", "--res", "7", "--str", "13"),
               ("Wolfen", "Hunter", "--res", "9", "--str", "10"))
    run = muster("wound", "conf", *given, "--dice", "2,5")
    refused_unchanged(run, path, path.read_bytes(), said)
    if "no unit" in said:
        czech = muster("--lang", "cs", "wound", "conf", *given, "--dice", "2,5")
        assert said.split(":")[0] + ": v bitvě není bojovník „Nobody“" in czech.err


def test_storm_of_stone_with_no_wizard_named_is_at_one_side_s_enemies(muster, new):
    """Storm of Stone hits each enemy unit in range (seed 002 L37-39). With --wizard the
    targets must be his enemies; with none named, targets of every side of the battle
    include the caster's own."""
    path = new("wm", ("Orcs", "Boyz", "--armour", "6+", "--hits", "3"),
               ("Orcs", "Trolls", "--armour", "5+", "--hits", "3"),
               ("Empire", "Halberdiers", "--armour", "5+", "--hits", "3"))
    before = path.read_bytes()
    refused_unchanged(muster("roll", "wm", "storm", "--target", "Boyz", "--target",
                             "Halberdiers", "--dice", "6,5,6,6,3,1,5"), path, before,
                      "--target: Boyz, Halberdiers are units of every side of the battle",
                      "name its unit with --wizard")
    czech = muster("--lang", "cs", "roll", "wm", "storm", "--target", "Boyz", "--target",
                   "Halberdiers", "--dice", "6,5,6,6,3,1,5")
    assert czech.code == 2 and "Boyz, Halberdiers jsou jednotky každé strany" in czech.err
    r = ok_json(muster, "roll", "wm", "storm", "--target", "Boyz", "--target", "Trolls",
                "--dice", "6,5,6,6,3,1,5")
    assert r["hits"] == [3, 2] and state(path, "Trolls") == {"hits": 1, "stands_lost": 0}
    # a third side: two sides among the targets may be the third one's enemies
    assert muster("battle", "add", "Dwarfs", "Rangers", "--armour", "5+").code == 0
    r = ok_json(muster, "roll", "wm", "storm", "--target", "Boyz", "--target", "Halberdiers",
                "--dice", "1,1,1,1")
    assert r["hits"] == [1, 1]


def test_the_melee_initiative_is_between_enemies(muster, new):
    """Each player rolls for his own fighter against its opponent (seed 000 L840-845): two
    figures of one side are refused."""
    path = new("conf", ("Griffins", "Paladin", "--ini", "4"), ("Griffins", "Squire", "--ini", "2"),
               ("Wolfen", "Hunter", "--ini", "3"))
    refused_unchanged(muster("roll", "conf", "opposed", "--attacker", "Paladin", "--target",
                             "Squire", "--dice", "3,3"), path, path.read_bytes(),
                      "--target Squire is a unit of Griffins, the side of Paladin")
    r = ok_json(muster, "roll", "conf", "opposed", "--attacker", "Paladin", "--target", "Hunter",
                "--dice", "3,3")
    assert r["winner"] == "first"
