"""The constant bounds of what muster takes: limits of the program, not of the rules (those
are in the games' data files, which house rules change, and their specs check them).

Each is declared on its command's option (click refuses a value outside it naming the
option, and the help shows the range) and checked by its spec for a library caller
(`muster.errors.within`). A leaf: the verbs' option declarations import it when a command
is built, without loading a rule.
"""

from __future__ import annotations

MOST_UNITS = 100  # enemy units in one Storm of Stone
MOST_FALL_METRES = 100_000  # a Void fall
MOST_EDGE_CM = 10_000  # how far a table edge is behind a unit or a fighter
MOST_SCATTER = 1_000_000  # a scatter distance, blast radius or target's base
MOST_TARGETS = 50  # the targets of one Void volley
# a Confrontation characteristic tested or compared: -20 to 20 (it may fall below 0, seed
# L388-390; RULINGS)
MOST_CHARACTERISTIC = 20
MOST_TESTED = 30  # a characteristic with its modifiers (a dive's +3 ...), as a test takes it
MOST_STRENGTH = 100  # a Confrontation STR, -20 to 100: a fall's is its height in cm (RULINGS)
MOST_FIGURES = 100  # models in one group roll; opponents of one fighter
MOST_WAVE_DICE = 12  # attack or defence dice in one Confrontation melee wave
MOST_SIEGE = 200  # shots, hits, rams or giants of one Warmaster unit at a wall
MOST_BATTLE_DICE = 20  # battle dice or flags of one BattleLore attack (none rolls more)
MOST_DICE = 10_000  # dice in one roll (the engine refuses more: engine.die.MAX_DICE)
MOST_CARDS = 500  # cards in one BattleLore command deck

# A Confrontation figure's characteristic, by its profile key (low, high): the one table
# the roll, wound and battle commands' options and the battle profile (PROFILE) declare.
# Given, a characteristic is -20 to 20 (RULINGS). ATT, DEF and INI are 0 or more (a melee
# wave's ATT and DEF never go below 0, L933-942; a melee's set-up takes them, and INI, as
# its sides' characteristics), as are a figure's STR (the damage roll's --str is the
# attack's, -20 to 100) and DIS (the deployment roll compares it). RES below 0 is the
# rules' own refusal (killed outright): a profile's starts at 0, the damage roll's --res
# has no lower bound. MOV is in cm (a flight's 0 to 100 cm).
CHARACTERISTICS: dict[str, tuple[int, int]] = {
    **dict.fromkeys(("aim", "cou", "fear", "mutagenic"),
                    (-MOST_CHARACTERISTIC, MOST_CHARACTERISTIC)),
    **dict.fromkeys(("res", "str", "att", "def", "ini", "dis"), (0, MOST_CHARACTERISTIC)),
    "mov": (0, 100), "leadership": (1, MOST_CHARACTERISTIC),
}
MOST_HP = 1000  # a Void fighter's HP

# A unit's profile in a battle file, by game and profile key (low, high): `muster battle
# add`'s options declare them, each game's `check_profile` keeps them for `battle set` and
# army lists. The bounds the rules give (a Warmaster save, Command, Regeneration / X's die,
# Void's attributes and Armor) are the games' own, from their data.
PROFILE: dict[str, dict[str, tuple[int, int]]] = {
    "confrontation": CHARACTERISTICS,
    "warmaster": {"hits": (1, 10), "attacks": (0, 20), "stands": (1, 20)},
    "mageknight": {"attack": (0, 30), "defense": (0, 30), "damage": (0, 10), "skull_at": (1, 20),
                   "points": (0, 10_000)},
    "void": {"hp": (1, MOST_HP), "size": (1, 100)},
    "battlelore": {"figures": (1, 10)},
}
# Void's profile attributes: their range is the rules' (data/rules.toml [attributes])
VOID_ATTRIBUTES = ("agility", "cc", "rc", "strength", "durability", "will")
