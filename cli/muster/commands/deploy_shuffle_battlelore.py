"""`muster deploy-shuffle battlelore` new, play, end-turn, show and undo, without Typer
(`muster.commands`); registered by `muster.verbs.deploy_shuffle.battlelore`, whose deck
options (`muster.verbs.deploy_shuffle._deck`) their annotations name.

The deck file's read-modify-write (lock, check, log, undo) is `muster.state`'s, here; the
deck's rules are `muster.games.battlelore.cards`, plain functions over a frozen deck.
`show --odds CARD` names a card (the chance it comes within --within draws): unlike the
boolean --odds of the rolling commands, it takes a value (the documented examples use it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from muster.commands._deck import (
    DeckResult,
    in_battle,
    recorded,
    shuffle_rng,
    undo_lines,
    update,
)
from muster.errors import MusterError, options
from muster.i18n import ngettext, pgettext, say, shown
from muster.limits import MOST_CARDS
from muster.state_check import schema_check

if TYPE_CHECKING:
    from typing import Annotated

    import typer

    from muster.games.battlelore.cards import CommandDeck
    from muster.verbs._rolling import BattleFile, Json, Seed
    from muster.verbs.deploy_shuffle._deck import BattleDeck, CreatedDeck, DeckReveal, Revision

# The deck's rules, their views and the deck file are imported inside the commands: a help
# loads none of them (start-up: bench/startup.py, tests/test_startup_imports.py)
GAME = "battlelore"  # muster.games.battlelore.cards.GAME


def _semantic(state: dict[str, Any]) -> str | None:
    """What the deck schema cannot say (`muster.games.battlelore.cards.semantic_check`)."""
    from muster.games.battlelore import cards as c

    return c.semantic_check(state)


class _Game:
    """What `update` needs of the game: its name and the deck file's check (a
    `muster.state_check.SchemaCheck`, whose verdict on a file's content is kept)."""

    GAME = GAME
    check = schema_check("deck.schema.json", GAME, _semantic)


Step = Callable[["CommandDeck"], tuple["CommandDeck", dict[str, Any]]]


def _change(action: str, step: Step
            ) -> Callable[[dict[str, Any]], tuple[str, dict[str, Any], dict[str, Any]]]:
    """A deck action as `update` runs it: the file's state becomes the next deck's."""
    from muster.games.battlelore import cards as c

    def change(state: dict[str, Any]) -> tuple[str, dict[str, Any], dict[str, Any]]:
        after, event = step(c.CommandDeck.from_state(state))
        return action, after.to_state(), event

    return change


def _deck(doc: Any) -> CommandDeck:
    from muster.games.battlelore import cards as c

    return c.CommandDeck.from_state(doc.state)


def _result(doc: Any, action: str, event: dict[str, Any] | None, lines: list[str],
            reveal: bool = False, side: str | None = None, extra: dict[str, Any] | None = None,
            extra_lines: list[str] | None = None,
            battle: tuple[dict[str, Any], list[str]] = ({}, [])) -> DeckResult:
    from muster.games.battlelore import cards as c
    from muster.games.battlelore.views import deck as views

    return DeckResult(
        doc, action, event, lines,
        lambda s, r: c.public(c.CommandDeck.from_state(s), r, side),
        lambda s, r: views.deck_status_lines(c.CommandDeck.from_state(s), r, side),
        reveal=reveal, extra={**(extra or {}), **battle[0]}, extra_lines=extra_lines,
        after_lines=battle[1])


def new(
    deck: CreatedDeck = None,
    scenario: Annotated[str, typer.Option(
        "--scenario", help="A bundled adventure (agincourt) or a scenario file.")]
        = "agincourt",
    cards: Annotated[str | None, typer.Option(
        "--cards", metavar="FILE", help="The cards: a YAML or JSON list of names, or NAME: "
                                        "COPIES.")] = None,
    size: Annotated[int | None, typer.Option(
        "--size", metavar="N", help="Cards numbered 1 to N instead of names.", min=1,
        max=MOST_CARDS)] = None,
    card: Annotated[list[str] | None, typer.Option(
        "--card", metavar="NAME", help="A card dealt at the table, when you play with the "
                                       "real cards: give every card of both hands in the "
                                       "order dealt, the first side's hand first "
                                       "(repeatable); the rest is shuffled.")] = None,
    seed: Seed = None, as_json: Json = False,
) -> None:
    from muster import state as st
    from muster.engine.dice import RandomSource
    from muster.engine.render import emit
    from muster.games.battlelore import cards as c

    if deck is None:
        raise MusterError(say("--deck FILE is needed (the deck file to create)"))
    key, data = c.scenario(scenario)
    names = _card_list(cards, size)
    rng, shuffle_seed = shuffle_rng(seed)
    card = card or None  # no --card: the hands from the top of the shuffled deck
    with options({} if size is None else {"cards": "--size"}):  # the deck as given
        dealt = c.new_deck(key, data, names, RandomSource(rng=rng), card)
    event = {"cards": len(names), "hand_size": dict(dealt.hand_size), "first": dealt.turn,
             "shuffle_seed": shuffle_seed}
    if card is not None:
        event["entered"] = True
    doc = st.create(deck, kind="deck", game=GAME, state=dealt.to_state(), action="new",
                    detail=event, check=_Game.check)
    # each side by its scenario's name in Czech, as every other deck line
    sizes = pgettext("hands", " and ").join(f"{shown(c.side_label(dealt, s))} {n}"
                                            for s, n in dealt.hand_size)
    lines = [ngettext("{n} command cards shuffled; hands dealt: {sizes}; {side} begins",
                      "{n} command cards shuffled; hands dealt: {sizes}; {side} begins",
                      len(names)).format(n=len(names), sizes=sizes,
                                         side=shown(c.side_label(dealt, dealt.turn)))]
    emit(_result(doc, "new", event, lines), as_json)


def _card_list(path: str | None, size: int | None) -> list[str]:
    """The deck: the names in a cards file (a list, or NAME: COPIES), or 1..N."""
    if (path is None) == (size is None):
        raise MusterError(say("give the deck as --cards FILE or --size N (one of them)"))
    from muster.games.battlelore import cards as c

    if size is not None:
        return c.numbered(size)
    assert path is not None  # exactly one of the two was given
    from muster.load import LoadError, load

    try:
        data = load(path).data
    except LoadError as err:
        raise MusterError(err.message, file=path, line=err.line, column=err.column) from None
    return c.named_cards(data, path)


def play(
    side: Annotated[str, typer.Argument(help="The side on turn.")],
    card: Annotated[str, typer.Argument(help="A card in its hand.")],
    deck: BattleDeck = None,
    as_many_as_cards: Annotated[bool, typer.Option(
        "--as-many-as-cards", help="A section card ordering as many units as you have "
        "command cards: say how many, counted from the hand (the card played included).")]
        = False,
    revision: Revision = None, battle: BattleFile = None, as_json: Json = False,
) -> None:
    from muster.engine.render import emit
    from muster.games.battlelore import cards as c
    from muster.games.battlelore.views import deck as views

    path, fight = in_battle(deck, battle, GAME)
    doc = update(path, revision, _Game,
                 _change("play", lambda d: c.play(d, side, card, as_many_as_cards)))
    event = doc.log[-1]["detail"]
    emit(_result(doc, "play", event, views.deck_event_lines("play", event, _deck(doc)),
                 battle=recorded(fight, path, doc, "play", event)), as_json)


def end_turn(
    side: Annotated[str, typer.Argument(help="The side on turn.")],
    deck: BattleDeck = None,
    card: Annotated[str | None, typer.Option(
        "--card", metavar="NAME", help="The card drawn at the table, when you play with the "
                                       "real cards: drawn in place of the deck's top card.")]
        = None,
    seed: Seed = None, revision: Revision = None, battle: BattleFile = None,
    as_json: Json = False,
) -> None:
    from muster.engine.dice import RandomSource
    from muster.engine.render import emit
    from muster.games.battlelore import cards as c
    from muster.games.battlelore.views import deck as views

    path, fight = in_battle(deck, battle, GAME)
    rng, shuffle_seed = shuffle_rng(seed)

    def step(d: CommandDeck) -> tuple[CommandDeck, dict[str, Any]]:
        after, event = c.end_turn(d, side, RandomSource(rng=rng), card)
        if event["reshuffled"]:
            event["shuffle_seed"] = shuffle_seed
        return after, event

    doc = update(path, revision, _Game, _change("end-turn", step))
    event = doc.log[-1]["detail"]
    emit(_result(doc, "end-turn", event, views.deck_event_lines("end-turn", event, _deck(doc)),
                 battle=recorded(fight, path, doc, "end-turn", event)), as_json)


def show(
    deck: BattleDeck = None, reveal: DeckReveal = False,
    side: Annotated[str | None, typer.Option(
        "--side", help="Show this side's hand.")] = None,
    odds: Annotated[str | None, typer.Option(
        "--odds", metavar="CARD", help="The chance this card is among the next --within "
                                       "draws.")] = None,
    within: Annotated[int, typer.Option("--within", metavar="K",
                                        help="Draws counted by --odds.", min=1)] = 1,
    battle: BattleFile = None, as_json: Json = False,
) -> None:
    from muster import state as st
    from muster.engine.render import emit
    from muster.games.battlelore import cards as c
    from muster.games.battlelore.views import deck as views

    path, _fight = in_battle(deck, battle, GAME)
    doc = st.read(path, kind="deck", game=GAME, check=_Game.check)
    now = c.CommandDeck.from_state(doc.state)
    who = c.find_side(now, side) if side is not None else None
    extra, lines = {}, []
    if odds is not None:  # a card's name, not the rolling commands' --odds switch
        from muster.engine.exact import distribution
        from muster.engine.odds import prob_json
        from muster.engine.rule import rule_for

        r = c.chance_in_next(now, odds, within, who, reveal)
        rule = rule_for(r.spec)
        assert rule is not None  # a card's chance is a registered rule
        p = distribution(rule, r.spec)[True]
        extra = {"odds": r.to_json() | prob_json(p)}
        lines = views.card_chance_lines(r, p, who, reveal, now)
    emit(_result(doc, "show", None, [], reveal=reveal, side=who, extra=extra,
                 extra_lines=lines), as_json)


def undo(deck: BattleDeck = None, revision: Revision = None, battle: BattleFile = None,
         as_json: Json = False) -> None:
    from muster import state as st
    from muster.engine.render import emit

    path, fight = in_battle(deck, battle, GAME)
    doc = st.undo(path, kind="deck", game=GAME, check=_Game.check,
                  expect_revision=revision)
    detail = doc.log[-1]["detail"]
    emit(_result(doc, "undo", detail, undo_lines(detail),
                 battle=recorded(fight, path, doc, "undo", detail)), as_json)
