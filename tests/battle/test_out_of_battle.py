"""A unit out of the battle (killed, destroyed, eliminated, dead; a Void fighter stunned) is
refused in whatever role a resolving command names it, before any die and for its odds
too (docs/usage/battle.md, docs/RULINGS.md "A unit out of the battle"): one line naming
the option and the unit, exit 2, the battle file unchanged, in English and in Czech."""

from __future__ import annotations

import pytest

from helpers import refused_unchanged

CONF = (("Griffins", "Paladin", "--res", "7", "--str", "13", "--att", "4", "--def", "4",
         "--mov", "10"),
        ("Wolfen", "Hunter", "--res", "9", "--str", "10", "--att", "4", "--def", "3",
         "--mov", "10"))
FEAR = (("Griffins", "Paladin", "--res", "7", "--cou", "3", "--aim", "3"),
        ("Wolfen", "Hunter", "--res", "9", "--fear", "6"))
WM = (("Empire", "Cannon", "--armour", "0", "--hits", "2", "--attacks", "1", "--stands", "2"),
      ("Empire", "General", "--command", "9", "--stands", "1"),
      ("Orcs", "Boyz", "--armour", "6", "--hits", "3", "--attacks", "3", "--stands", "3"))
WM_DESTROYED = ("it is destroyed (every stand lost)", "je zničena (ztratila všechny stojky)")
VOID = (("Woltek", "Karel", "--hp", "30", "--durability", "12"),
        ("Recon", "Jana", "--hp", "24", "--durability", "10"))
VOID_STUNNED = ("it is stunned (unconscious) and takes no part",
                "je omráčen (v bezvědomí) a neúčastní se")
KILLED = (("Hunter", "wound=killed"),)
# what each game says of a unit out of the battle, in English and in Czech
CONF_KILLED = ("it is killed (removed from play)", "je zabit (odstraněn ze hry)")

# (game, units, states set by hand, command, option and unit refused, (English, Czech))
CASES = [
    # the damage roll (blow), a wave (melee) and a wave with the strike back (exchange):
    # a killed attacker strikes nothing (seed 000 L1571: removed from the battlefield)
    ("conf", CONF, KILLED, ("wound", "conf", "--attacker", "Hunter", "--target", "Paladin",
                            "--dice", "6,6"), "--attacker Hunter", CONF_KILLED),
    ("conf", CONF, KILLED, ("wound", "conf", "blow", "--attacker", "Hunter", "--target",
                            "Paladin", "--odds"), "--attacker Hunter", CONF_KILLED),
    ("conf", CONF, KILLED, ("wound", "conf", "melee", "--attacker", "Hunter", "--target",
                            "Paladin", "--attack-at", "4", "--dice", "6,1,1,3,3"),
     "--attacker Hunter", CONF_KILLED),
    ("conf", CONF, KILLED, ("wound", "conf", "exchange", "--attacker", "Hunter", "--target",
                            "Paladin", "--attack-at", "7", "--parries", "1", "--back-at", "6",
                            "--back-parries", "1", "--dice", "5,4,3,2,3,6"),
     "--attacker Hunter", CONF_KILLED),
    # a feat's --attacker, read though its help does not show it
    ("conf", CONF, KILLED, ("roll", "conf", "feat", "plain", "--attacker", "Hunter", "--target",
                            "Paladin", "--difficulty", "3", "--dice", "5"),
     "--attacker Hunter", CONF_KILLED),
    # a killed figure is no target of a shot, nor a fear-causer that charges (or is charged)
    ("conf", CONF, KILLED, ("roll", "conf", "shoot", "--attacker", "Paladin", "--target",
                            "Hunter", "--range", "short", "--dice", "4"),
     "--target Hunter", CONF_KILLED),
    ("conf", FEAR, KILLED, ("roll", "conf", "courage", "--figure", "Paladin", "--target",
                            "Hunter", "--dice", "5"), "--target Hunter", CONF_KILLED),
    ("conf", FEAR, KILLED, ("roll", "conf", "courage", "--charging", "--figure", "Paladin",
                            "--target", "Hunter", "--odds"), "--target Hunter", CONF_KILLED),
    # a destroyed unit (every stand lost) breaches no wall and holds none
    ("wm", WM, (("Cannon", "stands_lost=2"),),
     ("siege-breach", "wm", "--target", "wall", "--shots", "1", "--weapon", "cannon",
      "--attacker-unit", "Cannon", "--dice", "6,6"), "--attacker-unit Cannon", WM_DESTROYED),
    ("wm", WM, (("Boyz", "stands_lost=3"),),
     ("siege-breach", "wm", "--target", "wall", "--shots", "1", "--weapon", "cannon",
      "--attacker-unit", "Cannon", "--target-unit", "Boyz", "--odds"), "--target-unit Boyz",
     WM_DESTROYED),
    # nor is it given an order
    ("wm", WM, (("Cannon", "stands_lost=2"),),
     ("roll", "wm", "command", "--character", "General", "--unit", "Cannon", "--dice", "3,3"),
     "--unit Cannon", WM_DESTROYED),
    # a Void fighter stunned is unconscious (003 L27): he travels no more than he attacks
    ("void", VOID, (("Karel", "stunned=yes"),),
     ("wound", "void", "travel", "--pace", "fast", "--km", "25", "--attacker", "Karel",
      "--dice", "12,15,3"), "--attacker Karel", VOID_STUNNED),
    ("void", VOID, (("Karel", "stunned=yes"),),
     ("wound", "void", "travel", "--pace", "fast", "--km", "25", "--attacker", "Karel",
      "--odds"), "--attacker Karel", VOID_STUNNED),
]


def _ids(case: tuple) -> str:
    """The command's words before its first option, its flags that tell two cases apart,
    then the unit refused."""
    first = next(i for i, word in enumerate(case[3]) if word.startswith("-"))
    flags = [word for word in case[3] if word in ("--charging", "--odds")]
    return " ".join([*case[3][:first], *flags, case[4]])


@pytest.mark.parametrize(("game", "units", "states", "command", "who", "says"), CASES,
                         ids=[_ids(c) for c in CASES])
@pytest.mark.parametrize("lang", ["en", "cs"])
def test_a_unit_out_of_the_battle_is_refused(muster, new, game, units, states, command, who,
                                             says, lang):
    path = new(game, *units)
    for name, *keys in states:
        assert muster("battle", "set", name, *keys).code == 0
    before = path.read_bytes()
    said = says[0] if lang == "en" else says[1]
    refused_unchanged(muster("--lang", lang, *command), path, before, f"{who}: {said}")
