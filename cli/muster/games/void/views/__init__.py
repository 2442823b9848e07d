"""Void on the terminal: the text of each result and each odds table, one module per group
of rules. The only place with markup and translation calls for the rules in the four-part
shape; the rules never import it (`muster.engine.rule` finds it when a result is shown)."""
