"""Confrontation's terminal views and odds tables: the only place with markup and `_()`.

One module per group of rules (tests, damage, rolls, melee, flight, deck); each registers
the views of its results and specs (`muster.engine.rule.view`, `odds_view`) when imported.
A rule module names its views module (``VIEWS``), so showing one rule imports only those."""
