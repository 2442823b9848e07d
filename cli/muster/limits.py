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
MOST_DICE = 10_000  # dice in one roll (the engine refuses more: engine.dice.MAX_DICE)
