"""Mage Knight views: the terminal text and the odds tables of the rules (the only place
with markup and translation). Each module registers its views when imported."""

from muster.games.mageknight.views import attack, bombard, setup, terrain

__all__ = ["attack", "bombard", "setup", "terrain"]
