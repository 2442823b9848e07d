"""A battle in progress: one state file (``muster battle``) for one game at the table.

The library part of the battle tracker; it imports no Typer, click or rich and names no
command-line option:

* `model`: the file's content as frozen dataclasses (sides, units with their profile and
  state, the round and phase, the files attached, the rolls made);
* `store`: reading and changing the file, only through `muster.state` (locked, atomic,
  checked against ``schemas/battle.schema.json``, revisioned, undoable, redoable);
* `rules`: the shape of a game's part (`BattleRules`, one `Join` per roll it takes part
  in); `games`: the registry of each game's part, ``muster.games.<game>.battle``: a unit's
  state in the game's own terms, which spec fields a unit fills, and how a result changes it;
* `luck`: where a roll's outcome stands in its exact distribution (``battle stats``).
"""
