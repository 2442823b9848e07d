"""Confrontation in a battle: a figure shoots at and strikes enemy figures (seed 000
L703-705: shooting "na nepřátele"; L830-836, L853-860: a melee is a fighter against the
enemies in base contact with it). With --attacker, a --target of the attacker's own side is
refused before any die, by name, and nothing is written; a shot into a melee is aimed at an
enemy, and the figures in base contact with it that it may hit are of any side (L782-793)."""

from __future__ import annotations

from helpers import battle_unit_state as state
from helpers import ok_json, refused_unchanged

CONF = (("Griffins", "Paladin", "--res", "7", "--str", "13", "--att", "4", "--def", "4",
         "--size", "normal"),
        ("Griffins", "Archer", "--res", "5", "--str", "6", "--aim", "3", "--att", "2",
         "--def", "2", "--size", "normal"),
        ("Wolfen", "Hunter", "--res", "9", "--str", "10", "--att", "4", "--def", "3",
         "--size", "large"))

OWN = "--target Paladin is a unit of Griffins, the side of Archer: this roll is against " \
      "enemy units"


def test_a_friend_is_no_target_of_a_shot_a_blow_a_wave_or_an_exchange(muster, new):
    path = new("conf", *CONF)
    before = path.read_bytes()
    for args in (("wound", "conf", "--dice", "2,5"),
                 ("wound", "conf", "melee", "--attack-at", "5", "--parries", "0",
                  "--dice", "5,4"),
                 ("wound", "conf", "exchange", "--attack-at", "5", "--parries", "0",
                  "--back-at", "5", "--back-parries", "0", "--dice", "5,4,3,2"),
                 ("roll", "conf", "shoot", "--range", "short", "--dice", "4")):
        refused_unchanged(muster(*args[:-2], "--attacker", "Archer", "--target", "Paladin",
                                 *args[-2:]), path, before, OWN)
    czech = muster("--lang", "cs", "roll", "conf", "shoot", "--attacker", "Archer",
                   "--target", "Paladin", "--range", "short", "--dice", "4")
    refused_unchanged(czech, path, before, "--target Paladin je jednotka strany Griffins, "
                      "tedy strany Archer: tento hod platí jen proti nepřátelským jednotkám")
    # at the enemy, each is rolled and logged for the Griffins
    shot = ok_json(muster, "roll", "conf", "shoot", "--attacker", "Archer", "--target",
                   "Hunter", "--range", "short", "--dice", "4")
    assert shot["battle"]["side"] == "Griffins"
    ok_json(muster, "wound", "conf", "--attacker", "Archer", "--target", "Hunter",
            "--dice", "2,5")
    assert state(path, "Hunter")["wound"] != "none"


def test_a_shot_into_a_melee_is_aimed_at_an_enemy_and_may_hit_a_friend(muster, new):
    path = new("conf", *CONF)
    before = path.read_bytes()
    # the figure aimed at (the first --target) is an enemy: a friend is refused
    refused_unchanged(muster("roll", "conf", "into-melee", "--attacker", "Archer",
                             "--target", "Paladin", "--target", "Hunter", "--dice", "1"),
                      path, before, "--target Paladin is a unit of Griffins, the side of "
                      "Archer: the first --target is the enemy aimed at (the figures in "
                      "base contact with it may be of any side)")
    czech = muster("--lang", "cs", "roll", "conf", "into-melee", "--attacker", "Archer",
                   "--target", "Paladin", "--target", "Hunter", "--dice", "1")
    refused_unchanged(czech, path, before, "--target Paladin je jednotka strany Griffins, "
                      "tedy strany Archer: první --target je nepřítel, na kterého se střílí")
    # aimed at the Hunter, fighting the Paladin: tickets Hunter 1-3, Paladin 4-5; the shot hits
    # the friend (L782-793), whose damage is rolled with the weapon's STR and no --attacker
    r = ok_json(muster, "roll", "conf", "into-melee", "--attacker", "Archer", "--target",
                "Hunter", "--target", "Paladin", "--dice", "4")
    assert (r["name"], r["target_hit"]) == ("Paladin", False)
    ok_json(muster, "wound", "conf", "--target", "Paladin", "--str", "6", "--dice", "2,5")
    assert state(path, "Paladin")["wound"] == "light"
