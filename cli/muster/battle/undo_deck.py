"""``battle undo`` of a change the battle recorded to its attached deck (`muster.battle.attached`):
the deck's own undo, while the deck is still at the revision the battle left it at."""

from __future__ import annotations

import importlib
from typing import Any

from muster import state
from muster.battle import store
from muster.errors import MusterError
from muster.games import DECK, REGISTRY
from muster.i18n import say
from muster.state_check import schema_check

SCHEMA = "deck.schema.json"


def undo(path: str, detail: dict[str, Any]) -> None:
    """Take back the deck's change the battle in ``path`` recorded (`attached.undoing`):
    refused when the deck has moved on, or when the change was the deck's own undo. The
    deck is checked as its game's deploy-shuffle checks it: the schema, then the
    ``semantic_check`` of the game's deck part (`muster.games.Game.part`: `DECK`; a game
    whose deploy-shuffle keeps no deck has none, KeyError)."""
    if detail["action"] == "undo":
        raise MusterError(say("the last change is an undo in the deck {file}, which keeps "
                              "no redo: it cannot be taken back from the battle",
                              file=detail["file"]))
    game = store.game_of(path)
    module = importlib.import_module(REGISTRY[game].part(DECK))
    check = schema_check(SCHEMA, game, module.semantic_check)
    doc = state.read(detail["file"], kind=detail["kind"], game=game, check=check)
    if at(doc) != detail["revision"]:
        raise MusterError(say("the deck {file} changed since the battle recorded this "
                              "change (it is at revision {found}, the battle left it at "
                              "{recorded}); nothing was undone", file=detail["file"],
                              found=doc.revision, recorded=detail["revision"]))
    state.undo(detail["file"], kind=detail["kind"], game=game, check=check,
               expect_revision=doc.revision)


def at(doc: Any) -> int:
    """The revision whose state a file holds: after its own undo, the one it restored (an
    undo taken back by the battle leaves the file where the change before it left it)."""
    last = doc.log[-1] if doc.log else None
    if last is not None and last["action"] == "undo":
        return int(last["detail"]["restored_revision"])
    return int(doc.revision)
