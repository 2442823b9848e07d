"""`muster siege-breach GAME`: damage and breach walls, gates, towers and terrain.

Each game's options live in ``verbs/siege_breach/<game>.py``; the rules in ``games/<game>/``.
"""

from __future__ import annotations

from muster.verbs import game_verb

app = game_verb(
    "muster.verbs.siege_breach",
    help="Damage and breach fortifications: Warmaster walls, gates and towers (with a "
         "fortress file that tracks damage), Mage Knight constructible terrain.\n\n"
         "Examples:\n\n"
         "  muster siege-breach warmaster --target gate --shots 3 --weapon stone-thrower --odds\n\n"
         "  muster siege-breach mageknight --help",
)
