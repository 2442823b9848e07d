"""BattleLore's terminal text and odds tables: the only place with markup and translation.

One module per rule (the battle dice roll, the attack, a retreat's scatter, the command
deck), and the words they share (`hit_words`, `hex_words`); each registers the views of its
results and specs (`muster.engine.rule.view`, `odds_view`) when imported. A rule module names
its views module (``VIEWS``), so showing one rule imports only those."""
