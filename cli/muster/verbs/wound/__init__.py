"""`muster wound GAME`: resolve hits, wounds and damage by each game's tables.

Each game's options live in ``verbs/wound/<game>.py``; the rules in ``games/<game>/``.
"""

from __future__ import annotations

from muster.verbs import game_verb

app = game_verb(
    "muster.verbs.wound",
    help="Resolve hits, wounds and damage by a game's tables, with the reasoning shown.\n\n"
         "Games: confrontation (conf), battlelore (bl), warmaster (wm), void, mageknight (mk). "
         "Every form takes --dice, --seed, --odds, --times and --json.\n\n"
         "Examples:\n\n"
         "  muster wound confrontation --str 5 --res 7 --dice 4,6\n\n"
         "  muster wound mageknight --attack 9 --damage 3 --defense 16 --odds\n\n"
         "  muster wound warmaster --help",
)
