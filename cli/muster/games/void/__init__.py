"""Void: Sci-Fantasy (Gediman): d20 roll-under tests, the combat pipeline and gear lists.

An attack's spec (`attack.AttackSpec`) and its procedure (`wound.wound`) are two modules;
the procedure is imported here so that the spec is a rule whichever module a caller
imports it from."""

from muster.games.void import wound as _wound  # noqa: F401 - registers AttackSpec's rule
