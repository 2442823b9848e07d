"""`muster deploy-shuffle battlelore`: the command-card deck of an adventure.

The deck file's read-modify-write (lock, check, log, undo) is `muster.state`'s, here; the
deck's rules are `muster.games.battlelore.cards`, plain functions over a frozen deck.
`show --odds CARD` names a card (the chance it comes within --within draws): unlike the
boolean --odds of the rolling commands, it takes a value (the documented examples use it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperGroup

from muster.errors import MusterError
from muster.i18n import ngettext, pgettext, say, shown
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._rolling import BattleFile, Json, Seed
from muster.verbs.deploy_shuffle._deck import (
    BattleDeck,
    CreatedDeck,
    DeckResult,
    Reveal,
    Revision,
    in_battle,
    recorded,
    shuffle_rng,
    undo_lines,
    update,
)

if TYPE_CHECKING:
    from muster.games.battlelore.cards import CommandDeck

# The deck's rules, their views and the deck file are imported inside the commands: a help
# loads none of them (start-up: bench/startup.py, tests/test_startup_imports.py)
GAME = "battlelore"  # muster.games.battlelore.cards.GAME


def _numbers() -> dict[str, object]:
    """The hand sizes the help quotes, from the adventure's data (house rules change them):
    the data file alone, as `muster.games.battlelore.cards.scenario` reads it for a deck."""
    from muster.engine.data import load

    agincourt = load(GAME, "agincourt")
    return {side: agincourt["sides"][side]["command_cards"] for side in ("english", "french")}


class _Deck(FillsNumbers, TyperGroup):
    """The deck commands; their help quotes the hand sizes (`_numbers`)."""


app = typer.Typer(
    cls=numbers_from(_numbers, _Deck), add_completion=False, no_args_is_help=True,
    help="BattleLore command cards (seed 001 L9/p.3, L11/p.4, L33/p.15): shuffle, deal the "
         "adventure's hands (Agincourt: English {english}, French {french}; the English "
         "begin), play one card "
         "a turn, draw one at the end of the turn; when the last card is drawn the discards "
         "become a new deck at once. The card texts are not in the rulebook muster has: the "
         "cards are your own names (--cards FILE) or numbers (--size N). Lore cards and "
         "tokens, drawn in Lore adventures, are not kept (the rulebook muster has does not "
         "describe them). The deck lives in a "
         "JSON file (--deck FILE), locked, checked and logged; `undo` takes the last change "
         "back.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json")


class _Game:
    """What `update` needs of the game: its name and the deck file's check."""

    GAME = GAME

    @staticmethod
    def check(state: dict[str, Any], path: str) -> None:
        from muster.games.battlelore import cards as c
        from muster.state_check import schema_check

        schema_check("deck.schema.json", c.GAME, c.semantic_check)(state, path)


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
    from muster.games.battlelore import views

    return DeckResult(
        doc, action, event, lines,
        lambda s, r: c.public(c.CommandDeck.from_state(s), r, side),
        lambda s, r: views.deck_status_lines(c.CommandDeck.from_state(s), r, side),
        reveal=reveal, extra={**(extra or {}), **battle[0]}, extra_lines=extra_lines,
        after_lines=battle[1])


@app.command(short_help="Shuffle and deal the adventure's hands.",
             help="Start an adventure's command deck: shuffle it, deal each side the hand "
                  "the battle notes give (scenario data, command_cards), the rest face down. "
                  "--seed makes the shuffle repeatable; the order is stored in the file.\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle battlelore new --deck deck.json --scenario agincourt "
                  "--size 40 --seed 7\n\n"
                  "  muster deploy-shuffle bl new --deck deck.json --scenario agincourt "
                  "--cards examples/decks/command-cards.yaml")
def new(
    deck: CreatedDeck = None,
    scenario: Annotated[str, typer.Option(
        "--scenario", help="A bundled adventure (agincourt) or a scenario file.")]
        = "agincourt",
    cards: Annotated[str | None, typer.Option(
        "--cards", metavar="FILE", help="The cards: a YAML or JSON list of names, or NAME: "
                                        "COPIES.")] = None,
    size: Annotated[int | None, typer.Option(
        "--size", metavar="N", help="Cards numbered 1 to N instead of names.")] = None,
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
    dealt = c.new_deck(key, data, names, RandomSource(rng=rng))
    event = {"cards": len(names), "hand_size": dict(dealt.hand_size), "first": dealt.turn,
             "shuffle_seed": shuffle_seed}
    doc = st.create(deck, kind="deck", game=GAME, state=dealt.to_state(), action="new",
                    detail=event, check=_Game.check)
    # each side by its scenario's name in Czech, as every other deck line (review21 #67)
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
    from muster.lists.load import LoadError, load

    try:
        data = load(path).data
    except LoadError as err:
        raise MusterError(err.message, file=path, line=err.line, column=err.column) from None
    return c.named_cards(data, path)


@app.command(short_help="Play a command card.",
             help="The command phase: SIDE (on turn) plays CARD from its hand, face up; it "
                  "goes to the discards. One card a turn. --as-many-as-cards: the card is a "
                  "section card that orders as many units as you have command cards; the deck "
                  "counts them, the card played included (L11/p.4).\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle bl play english 9 --deck examples/decks/agincourt.json"
                  "\n\n"
                  "  muster deploy-shuffle bl play english 9 --as-many-as-cards --deck "
                  "examples/decks/agincourt.json")
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
    from muster.games.battlelore import views

    path, fight = in_battle(deck, battle, GAME)
    doc = update(path, revision, _Game,
                 _change("play", lambda d: c.play(d, side, card, as_many_as_cards)))
    event = doc.log[-1]["detail"]
    emit(_result(doc, "play", event, views.deck_event_lines("play", event, _deck(doc)),
                 battle=recorded(fight, path, doc, "play", event)), as_json)


@app.command(name="end-turn", short_help="Draw one card; the other side's turn.",
             help="The draw phase: SIDE (on turn, having played a card) draws one command "
                  "card; when that was the last card, the discards are shuffled into a new "
                  "deck at once (--seed makes that shuffle repeatable). The other side's turn "
                  "begins.\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle bl end-turn english --deck examples/decks/"
                  "agincourt-played.json --seed 1")
def end_turn(
    side: Annotated[str, typer.Argument(help="The side on turn.")],
    deck: BattleDeck = None, seed: Seed = None, revision: Revision = None,
    battle: BattleFile = None, as_json: Json = False,
) -> None:
    from muster.engine.dice import RandomSource
    from muster.engine.render import emit
    from muster.games.battlelore import cards as c
    from muster.games.battlelore import views

    path, fight = in_battle(deck, battle, GAME)
    rng, shuffle_seed = shuffle_rng(seed)

    def step(d: CommandDeck) -> tuple[CommandDeck, dict[str, Any]]:
        after, event = c.end_turn(d, side, RandomSource(rng=rng))
        if event["reshuffled"]:
            event["shuffle_seed"] = shuffle_seed
        return after, event

    doc = update(path, revision, _Game, _change("end-turn", step))
    event = doc.log[-1]["detail"]
    emit(_result(doc, "end-turn", event, views.deck_event_lines("end-turn", event, _deck(doc)),
                 battle=recorded(fight, path, doc, "end-turn", event)), as_json)


@app.command(short_help="Where the deck stands (--odds: a card's chance).",
             help="Where the deck stands: whose turn, cards left in the deck, the discards, "
                  "how many cards each hand holds. --side SIDE lists that side's hand; "
                  "--reveal the deck's order and both hands (for after the game). --odds CARD: "
                  "the chance that card is among the next --within draws, counted over the "
                  "cards not yet seen (the deck and the hands; with --side, the deck and the "
                  "other hand), since what lies in the face-down deck is unknown; with "
                  "--reveal, over the deck itself.\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json\n\n"
                  "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json "
                  "--side french\n\n"
                  "  muster deploy-shuffle bl show --deck examples/decks/agincourt.json "
                  "--odds 12 --within 3 --json")
def show(
    deck: BattleDeck = None, reveal: Reveal = False,
    side: Annotated[str | None, typer.Option(
        "--side", help="Show this side's hand.")] = None,
    odds: Annotated[str | None, typer.Option(
        "--odds", metavar="CARD", help="The chance this card is among the next --within "
                                       "draws.")] = None,
    within: Annotated[int, typer.Option("--within", metavar="K",
                                        help="Draws counted by --odds.")] = 1,
    battle: BattleFile = None, as_json: Json = False,
) -> None:
    from muster import state as st
    from muster.engine.odds import prob_json
    from muster.engine.render import emit
    from muster.games.battlelore import cards as c
    from muster.games.battlelore import views

    path, _fight = in_battle(deck, battle, GAME)
    doc = st.read(path, kind="deck", game=GAME, check=_Game.check)
    now = c.CommandDeck.from_state(doc.state)
    who = c.find_side(now, side) if side is not None else None
    extra, lines = {}, []
    if odds is not None:  # a card's name, not the rolling commands' --odds switch
        r = c.chance_in_next(now, odds, within, who, reveal)
        extra = {"odds": r.to_json() | prob_json(r.p)}
        lines = views.card_chance_lines(r, who, reveal, now)
    emit(_result(doc, "show", None, [], reveal=reveal, side=who, extra=extra,
                 extra_lines=lines), as_json)


@app.command(short_help="Take back the last change.",
             help="Take back the last change to the deck (itself logged).\n\n"
                  "Examples:\n\n"
                  "  muster deploy-shuffle bl undo --deck examples/decks/agincourt-played.json")
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
