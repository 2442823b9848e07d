"""Warmaster on the terminal: the text of each result and each odds table.

The only Warmaster modules with markup and translation calls; the rules never import them
(`muster.engine.rule` imports this package when a result is shown).
"""
