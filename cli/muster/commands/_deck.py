"""What the deck commands of `muster deploy-shuffle` share, without Typer
(`muster.commands`): a deck action's read-modify-write, the deck a battle has attached,
the result object a deck action prints and the shuffle's generator (no rule logic here).
Their --deck and --revision options are declared in `muster.verbs.deploy_shuffle._deck`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from muster.i18n import N_, _, czech, say

if TYPE_CHECKING:
    import random

    from muster.state import Document


def update(deck: str, revision: int | None, game: Any,
           change: Callable[[dict[str, Any]], tuple[str, dict[str, Any], Any]]) -> Document:
    """The read-modify-write of one deck action, under the state module's lock: a pure
    ``change(state) -> (action, new state, event)`` (``game`` is the game's deck module:
    its GAME and check); returns the document written, or the one read when nothing
    changed."""
    from muster import state as st

    with st.update(deck, kind="deck", game=game.GAME, check=game.check,
                   expect_revision=revision) as ch:
        action, ch.state, event = change(ch.state)
        ch.record(action, event)
    return ch.after or ch.before


def in_battle(deck: str | None, battle: str | None, game: str) -> tuple[str, str | None]:
    """The deck file a command works on and the battle that records its changes: ``deck``
    as given, else the deck attached to the battle (``--battle``, MUSTER_BATTLE, the
    config's ``battle``); the battle is None unless the deck is the one attached to it."""
    from muster.config import battle_file

    path = battle_file(battle)
    mine = None
    if path is not None:
        from muster.battle.attached import attached

        mine = attached(path, "deck", game)
    if deck is None:
        if mine is None:
            from muster.errors import MusterError

            raise MusterError(say("--deck FILE is needed (or, in a battle, attach the deck "
                                  "to it: muster battle attach --deck FILE)"))
        return mine, path
    if mine is None:
        return deck, None
    from muster.battle.attached import same

    return deck, (path if same(deck, mine) else None)


def recorded(battle: str | None, deck: str, doc: Document, action: str, event: Any
             ) -> tuple[dict[str, Any], list[str]]:
    """Record a deck action in the battle (when the deck is the battle's): the JSON's
    ``battle`` object and the line that says so."""
    if battle is None:
        return {}, []
    from muster.battle.attached import record

    revision = record(battle, "deck", deck, doc.revision, action, event)
    return ({"battle": {"file": battle, "revision": revision}},
            [_("[bold]Battle[/]: recorded as revision {revision}").format(revision=revision)])


# deck actions by name, for `undo` (English shows the action's id: 'undid play')
UNDONE = {"new": N_("deck action: new"), "draw": N_("deck action: draw"),
          "play": N_("deck action: play"), "round": N_("deck action: round"),
          "end-turn": N_("deck action: end-turn"), "undo": N_("deck action: undo")}


def undo_lines(detail: dict[str, Any]) -> list[str]:
    """What `undo` took back, in the user's language (both games' decks)."""

    undid = detail["undid"]
    if czech() and undid in UNDONE:
        undid = _(UNDONE[undid])
    return [_("undid {action}: back to the state of revision {revision}").format(
        action=undid, revision=detail["restored_revision"])]


class DeckResult:
    """A deck after an action: what happened, then where the game stands."""

    def __init__(self, doc: Document, action: str, event: dict[str, Any] | None,
                 event_lines: list[str],
                 public: Callable[[dict[str, Any], bool], dict[str, Any]],
                 status: Callable[[dict[str, Any], bool], list[str]], reveal: bool = False,
                 extra: dict[str, Any] | None = None, extra_lines: list[str] | None = None,
                 after_lines: list[str] | None = None):
        self.doc, self.action, self.event = doc, action, event
        self.event_lines, self.public, self.status = event_lines, public, status
        self.reveal = reveal
        self.extra = extra or {}
        self.extra_lines = extra_lines or []
        self.after_lines = after_lines or []

    def to_json(self) -> dict[str, Any]:
        return {"game": self.doc.game, "deck": self.doc.path, "revision": self.doc.revision,
                "action": self.action, "event": self.event, **self.extra,
                "state": self.public(self.doc.state, self.reveal)}

    def lines(self) -> list[str]:
        from muster.engine.render import esc

        out = list(self.extra_lines) + list(self.event_lines)
        out += self.status(self.doc.state, self.reveal)
        out.append(f"[dim]{esc(self.doc.path)}: " + _("revision {n}").format(
            n=self.doc.revision) + "[/]")
        return out + self.after_lines


def shuffle_rng(seed: int | None) -> tuple[random.Random, int | None]:
    """The shuffle's generator and the seed to log: seeded by --seed (logged, so the shuffle
    can be repeated), else fresh from the system, and then no seed is logged: it would give
    the face-down order away (the order itself is stored in the deck file)."""
    import os
    import random  # when a deck is shuffled: not for help

    if seed is None:
        return random.Random(os.urandom(16)), None
    return random.Random(f"muster-deck-{seed}"), seed
