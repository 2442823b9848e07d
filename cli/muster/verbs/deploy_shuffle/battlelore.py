"""`muster deploy-shuffle battlelore`: the command-card deck of an adventure (the
commands' functions: `muster.commands.deploy_shuffle_battlelore`)."""

from __future__ import annotations

import typer
from typer.core import TyperGroup

from muster.commands import deploy_shuffle_battlelore
from muster.commands.deploy_shuffle_battlelore import GAME
from muster.verbs._data_help import FillsNumbers, numbers_from
from muster.verbs._params import declared
from muster.verbs._rolling import BattleFile
from muster.verbs.deploy_shuffle import _deck


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

# the deck options the functions' annotations name
_deck_options = {**vars(_deck), "BattleFile": BattleFile}

# the functions are in muster.commands (the quick door calls them without Typer)

new = app.command(
    short_help="Shuffle and deal the adventure's hands.",
    help="Start an adventure's command deck: shuffle it, deal each side the hand "
         "the battle notes give (scenario data, command_cards), the rest face down. "
         "--seed makes the shuffle repeatable; the order is stored in the file. Playing "
         "with the real cards, --card NAME (once per card) gives the hands as dealt at "
         "the table, the first side's hand first; the other cards are shuffled.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle battlelore new --deck deck.json --scenario agincourt "
         "--size 40 --seed 7\n\n"
         "  muster deploy-shuffle bl new --deck deck.json --scenario agincourt "
         "--cards examples/decks/command-cards.yaml")(
    declared(deploy_shuffle_battlelore.new, _deck_options))


play = app.command(
    short_help="Play a command card.",
    help="The command phase: SIDE (on turn) plays CARD from its hand, face up; it "
         "goes to the discards. One card a turn. --as-many-as-cards: the card is a "
         "section card that orders as many units as you have command cards; the deck "
         "counts them, the card played included (L11/p.4).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle bl play english 9 --deck examples/decks/agincourt.json"
         "\n\n"
         "  muster deploy-shuffle bl play english 9 --as-many-as-cards --deck "
         "examples/decks/agincourt.json")(
    declared(deploy_shuffle_battlelore.play, _deck_options))


end_turn = app.command(
    name="end-turn", short_help="Draw one card; the other side's turn.",
    help="The draw phase: SIDE (on turn, having played a card) draws one command "
         "card; when that was the last card, the discards are shuffled into a new "
         "deck at once (--seed makes that shuffle repeatable). The other side's turn "
         "begins. Playing with the real cards, --card NAME names the card drawn at the "
         "table: it is drawn in place of the deck's top card.\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle bl end-turn english --deck examples/decks/"
         "agincourt-played.json --seed 1\n\n"
         "  muster deploy-shuffle bl end-turn english --deck examples/decks/"
         "agincourt-played.json --card 12")(
    declared(deploy_shuffle_battlelore.end_turn, _deck_options))


show = app.command(
    short_help="Where the deck stands (--odds: a card's chance).",
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
         "--odds 12 --within 3 --json")(
    declared(deploy_shuffle_battlelore.show, _deck_options))


undo = app.command(
    short_help="Take back the last change.",
    help="Take back the last change to the deck (itself logged).\n\n"
         "Examples:\n\n"
         "  muster deploy-shuffle bl undo --deck examples/decks/agincourt-played.json")(
    declared(deploy_shuffle_battlelore.undo, _deck_options))
